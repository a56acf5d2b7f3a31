// The bulk judge against the full path (Overload::reference + output_verdict), without a GPU: records are
// written by hand in a synthetic layout, so every answer a driver could give is tried, not only llvmpipe's.
// Whenever the bulk judge settles a case, its verdict and ULP figure must be the full path's; and it must settle
// the common cases, or it is no faster than the full path.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "batch/bulk_judge.h"
#include "batch/case_tally.h"
#include "batch/case_source.h"
#include "catalog/catalog.h"
#include "compare/compare.h"
#include "gpu/layout.h"
#include "precision/judge.h"
#include "precision/lanes.h"

namespace il {
namespace {

// Each member at a multiple of 32 bytes after the last, with room for every component (a dvec4 in 32, a dmat4 in
// 128) and a matrix's columns one after another; the written flag after the outputs.
Kernel synthetic_kernel(const Overload& o) {
    Kernel k;
    k.compiled = true;
    auto place = [](std::vector<MemberLayout>& members, const Param& p, int& at) {
        const int size = p.type.component_bits() / 8;
        members.push_back(MemberLayout{at, p.type.is_matrix() ? p.type.rows * size : 0, p.type});
        at += (p.type.components() * size + 31) / 32 * 32;
    };
    int at = 0;
    for (const Param& p : o.inputs()) place(k.inputs, p, at);
    k.in_stride = at;
    at = 0;
    for (const Param& p : o.outputs()) place(k.outputs, p, at);
    k.written_offset = at;
    k.out_stride = k.written_offset + 16;
    return k;
}

void write_record(const Kernel& k, const std::vector<Value>& outs, bool written, uint8_t* rec) {
    const FlatLayout l = flat_layout(k.outputs);
    std::vector<uint64_t> bits;
    for (const Value& v : outs)
        for (int c = 0; c < v.size(); ++c) bits.push_back(v.bits[c]);
    pack_flat(l, bits.data(), rec);
    const int32_t w = written ? 1 : 0;
    std::memcpy(rec + k.written_offset, &w, 4);
}

// The engine's full path for one case (batch_engine.cpp judge_one): verdict and the ULP figure.
struct Full {
    Verdict verdict = Verdict::Match;
    uint64_t max_ulp = 0;
    bool nan_vs_number = false;
    DenormalTally denormals;
    size_t bin() const {
        return verdict == Verdict::Undefined ? kUlpUndefined : nan_vs_number ? kUlpNanVsNumber : ulp_bin(max_ulp);
    }
};
// With the case's inputs `in`, also its denormal counts (tally_denormals).
Full full_path(const Kernel& k, const Overload& o, const std::vector<Expected>& expected, const uint8_t* rec,
               const std::vector<Value>* in = nullptr, int glsl = 450) {
    std::vector<Value> gpu(expected.size());
    const bool written = unpack_outputs(k, rec, gpu.data());
    const std::vector<Param> outs = o.outputs();
    Full f;
    for (size_t q = 0; q < expected.size(); ++q) {
        gpu[q].type = outs[q].type;
        if (gpu[q].type.scalar == Scalar::Bool)
            for (int c = 0; c < gpu[q].size(); ++c) gpu[q].bits[c] = gpu[q].bits[c] != 0;
        const Verdict v = output_verdict(expected[q], gpu[q], &f.max_ulp);
        if (v != Verdict::Undefined) f.nan_vs_number |= one_sided_nan(expected[q].reference, gpu[q]);
        f.verdict = q == 0 ? v : worse(f.verdict, v);
    }
    if (!written) f.verdict = Verdict::Violation;
    if (in && written) {
        CaseValues scratch = case_values(o, glsl);
        tally_denormals(o, in->data(), expected.data(), gpu.data(), scratch, f.denormals);
    }
    return f;
}

struct Counts {
    uint64_t random = 0, settled_reference = 0;  // random cases; of them, settled when the GPU gave the reference
    uint64_t settleable = 0;  // random cases whose reference answer --keep does not keep (it may settle those)
    std::array<uint64_t, 6> settled{};          // settled answers of every kind, by verdict
    uint64_t nan_against_number = 0;  // settled answers with a NaN against a number (an accepted one)
    uint64_t denormal_results = 0;    // settled answers' components whose reference is denormal
};

// Every case of a seeded sweep, each with the GPU answers: the reference, every any-of alternative, the
// reference with one bit flipped, with a zero, and unwritten. glsl: the profile's #version both judges use.
void check_overload(const Overload& o, Keep keep, uint64_t random, Counts& counts, int glsl = 450) {
    const Kernel k = synthetic_kernel(o);
    std::unique_ptr<BulkJudge> bulk = make_bulk_judge(o, k, keep, glsl);
    ASSERT_TRUE(bulk) << o.declaration();
    SweepSource src(o, random, 2024);
    size_t comps = 0;
    for (const Param& p : o.inputs()) comps += static_cast<size_t>(p.type.components());
    const size_t n = static_cast<size_t>(src.size());
    std::vector<uint64_t> bits(n * comps);
    src.fill_bits(0, n, bits.data());
    const size_t in_stride = static_cast<size_t>(k.in_stride);
    std::vector<uint8_t> inputs(n * in_stride);
    pack_flat_cases(flat_layout(k.inputs), bits.data(), n, inputs.data(), in_stride);
    std::vector<uint8_t> records(n * static_cast<size_t>(k.out_stride));
    BatchTally last;  // the single-case settles of every case's last answer (case 0 aside)
    std::vector<uint32_t> last_rest;
    const std::vector<Param> ins = o.inputs(), outs = o.outputs();
    for (size_t i = 0; i < n; ++i) {
        std::vector<Value> in;
        const uint64_t* b = bits.data() + i * comps;
        for (const Param& p : ins) {
            Value v = make_value(p.type);
            for (int c = 0; c < v.size(); ++c) v.bits[c] = *b++;
            in.push_back(v);
        }
        std::vector<Expected> expected(outs.size());
        for (size_t q = 0; q < outs.size(); ++q) {
            expected[q].name = outs[q].name;
            expected[q].reference = make_value(outs[q].type);
            expected[q].glsl = glsl;
        }
        o.reference(in.data(), expected.data());
        std::vector<Value> reference;
        for (const Expected& e : expected) reference.push_back(e.reference);
        std::vector<std::pair<std::vector<Value>, bool>> answers = {{reference, true}, {reference, false}};
        for (size_t q = 0; q < expected.size(); ++q)
            for (const Value& alt : expected[q].rule.alternatives) {
                answers.push_back({reference, true});
                answers.back().first[q] = alt;
            }
        answers.push_back({reference, true});
        answers.back().first[0].bits[0] ^= 1;
        answers.push_back({reference, true});
        answers.back().first[0].bits[0] = 0;
        // Every denormal reference component flushed to a zero of its sign, as a driver that flushes answers.
        answers.push_back({reference, true});
        for (Value& v : answers.back().first)
            for (int c = 0; c < v.size(); ++c)
                if (is_denormal(v, c)) v.bits[c] &= uint64_t{1} << (v.type.component_bits() - 1);
        // The reference of the inputs with every denormal component flushed to a zero of its sign, as a driver that
        // flushes its inputs answers.
        if (std::vector<Value> flushed(in.size()); flush_denormal_inputs(in.data(), in.size(), flushed.data())) {
            std::vector<Expected> e(outs.size());
            for (size_t q = 0; q < outs.size(); ++q) e[q].reference = make_value(outs[q].type), e[q].glsl = glsl;
            o.reference(flushed.data(), e.data());
            answers.push_back({reference, true});
            for (size_t q = 0; q < outs.size(); ++q) answers.back().first[q] = e[q].reference;
        }
        // The edges of the accepted set of the first output's first component: an interval's endpoints and one
        // value beyond each, and a ULP bound's last steps inside and first outside (as bits: floats step by one).
        const Rule& r0 = expected[0].rule;
        auto step_bits = [&](int64_t n) {
            answers.push_back({reference, true});
            answers.back().first[0].bits[0] = reference[0].bits[0] + static_cast<uint64_t>(n);
        };
        // The other forms a screen accepts (LaneScreen::forms: mix's lerp, a fused step) at the inputs it screens.
        if (o.lanes && o.lanes->screen && ins.size() <= 4) {
            const LaneScreen& s = *o.lanes->screen;
            const Scalar scalar = ins[0].type.scalar;
            auto forms = scalar == Scalar::Float ? s.forms : scalar == Scalar::Double ? s.forms_double : nullptr;
            for (int c = 0; forms && c < reference[0].size(); ++c) {
                double x[4], out[kMaxScreenForms];
                for (size_t q = 0; q < ins.size(); ++q) {
                    const int l = in[q].size() == 1 ? 0 : c;
                    x[q] = scalar == Scalar::Float ? static_cast<double>(in[q].f(l)) : in[q].d(l);
                }
                for (int f = 0, n = forms(x, out); f < n; ++f) {
                    answers.push_back({reference, true});
                    answers.back().first[0].bits[c] =
                        scalar == Scalar::Float ? uint64_t{std::bit_cast<uint32_t>(static_cast<float>(out[f]))}
                                                : std::bit_cast<uint64_t>(out[f]);
                }
            }
        }
        // Both floats next to the reference (bits one up and one down): a driver's most common other answers.
        step_bits(-1);
        step_bits(1);
        if (r0.kind == RuleKind::Interval) {
            for (const Value* end : {&r0.lo, &r0.hi})
                for (int64_t n : {-1, 0, 1}) {
                    answers.push_back({reference, true});
                    answers.back().first[0].bits[0] = end->bits[0] + static_cast<uint64_t>(n);
                }
        } else if (r0.kind == RuleKind::Ulp && std::isfinite(r0.ulp)) {
            const auto k = static_cast<int64_t>(std::floor(r0.ulp));
            for (int64_t n : {-k - 1, -k, k, k + 1}) step_bits(n);
        }
        uint8_t* rec = records.data() + i * static_cast<size_t>(k.out_stride);
        // A case with a denormal input or a denormal reference may settle, with the full path's denormal counts;
        // neither is counted among the common cases.
        bool denormal = false;
        for (const Value& v : in)
            for (int c = 0; c < v.size(); ++c) denormal |= is_denormal(v, c);
        for (const Value& v : reference)
            for (int c = 0; c < v.size(); ++c) denormal |= is_denormal(v, c);
        if (i >= src.specials() && !denormal) {
            write_record(k, reference, true, rec);
            counts.settleable += !keep_case(keep, true, full_path(k, o, expected, rec).verdict, true);
        }
        for (size_t a = 0; a < answers.size(); ++a) {
            write_record(k, answers[a].first, answers[a].second, rec);
            const Full f = full_path(k, o, expected, rec, &in, glsl);
            BatchTally t;
            std::vector<uint32_t> rest;
            bulk->settle(inputs.data(), records.data(), i, i + 1, t, rest);
            if (i > 0 && a + 1 == answers.size()) {
                last.add(t);
                last_rest.insert(last_rest.end(), rest.begin(), rest.end());
            }
            if (!rest.empty()) {
                EXPECT_EQ(t.cases, 0u);
                EXPECT_EQ(rest, std::vector<uint32_t>{static_cast<uint32_t>(i)});
                continue;
            }
            EXPECT_FALSE(keep_case(keep, true, f.verdict, true)) << o.declaration() << " case " << i;
            ASSERT_EQ(t.cases, 1u);
            ASSERT_EQ(t.by_verdict[static_cast<size_t>(f.verdict)], 1u)
                << o.declaration() << " case " << i << " answer " << a << ": the full path says "
                << verdict_name(f.verdict);
            ASSERT_EQ(t.max_ulp, f.max_ulp) << o.declaration() << " case " << i << " answer " << a;
            // The histogram: the full path's bin, a NaN against a number included (min(NaN, 1.0) giving 1.0).
            ASSERT_EQ(t.ulp_bins[f.bin()], 1u) << o.declaration() << " case " << i << " answer " << a;
            counts.nan_against_number += f.bin() == kUlpNanVsNumber;
            ASSERT_EQ(t.max_ulp_case, f.max_ulp ? i : BatchTally::kNoCase) << o.declaration() << " case " << i;
            ASSERT_TRUE(t.denormals == f.denormals) << o.declaration() << " case " << i << " answer " << a;
            counts.denormal_results += t.denormals.result_flushed + t.denormals.result_kept + t.denormals.result_other;
            ++counts.settled[static_cast<size_t>(f.verdict)];
            if (a == 0 && i >= src.specials() && !denormal) ++counts.settled_reference;
        }

        if (i >= src.specials()) ++counts.random;
    }
    // The same records in one call, across the blocks of the bulk loops and from an offset: the same tally.
    BatchTally whole;
    std::vector<uint32_t> whole_rest;
    bulk->settle(inputs.data(), records.data(), 1, n, whole, whole_rest);
    EXPECT_EQ(whole.cases, last.cases) << o.declaration();
    EXPECT_EQ(whole.by_verdict, last.by_verdict) << o.declaration();
    EXPECT_EQ(whole.max_ulp, last.max_ulp) << o.declaration();
    EXPECT_EQ(whole.max_ulp_case, last.max_ulp_case) << o.declaration();
    EXPECT_EQ(whole.ulp_bins, last.ulp_bins) << o.declaration();
    EXPECT_TRUE(whole.denormals == last.denormals) << o.declaration();
    EXPECT_EQ(whole_rest, last_rest) << o.declaration();
}

const Overload& row(const char* declaration) {
    const Overload* o = Catalog::get().by_declaration(declaration);
    if (!o) throw std::logic_error(std::string("no row ") + declaration);
    return *o;
}

size_t verdict(Verdict v) { return static_cast<size_t>(v); }

// Every row defined lane by lane gets the bulk judge from its definition; the vectorized kernels cover their rows.
TEST(BulkJudgeTest, CoversEveryDefinedRowAndTheKernelRows) {
    int kernels = 0, defined = 0, halves = 0;
    for (const Overload& o : Catalog::get().rows()) {
        const bool kernel = o.function == "uaddCarry" || o.function == "usubBorrow" || o.function == "fma" ||
                            o.function == "packUnorm2x16" || o.function == "packSnorm2x16" ||
                            o.function == "packUnorm4x8" || o.function == "packSnorm4x8";
        const bool definition = o.lanes || o.choices;
        EXPECT_FALSE(kernel && definition) << o.declaration();
        const bool has = make_bulk_judge(o, synthetic_kernel(o), Keep::Violations, 450) != nullptr;
        EXPECT_EQ(has, kernel || definition) << o.declaration();
        kernels += has && kernel;
        defined += has && definition;
        halves += has && o.uses_half();
        EXPECT_FALSE(make_bulk_judge(o, synthetic_kernel(o), Keep::All, 450)) << "--keep all keeps every case";
    }
    // GL_NV_gpu_shader5's rows: unary - (4), < > <= >= (4), == != (8), the conversions (10), the two bit moves and
    // §8.7's comparisons on f16vec2-4 (18) by choice lanes; + - * / (4 × 10: scalar, vector, vector op scalar and
    // scalar op vector) by value and bound.
    EXPECT_EQ(halves, 4 + 4 + 8 + 10 + 2 + 18 + 4 * 10);
    EXPECT_EQ(kernels, 4 + 4 + 4 + 8);  // uaddCarry and usubBorrow ×4, the pack four, fma ×8
    // §8.1 (15 functions × 4) and §8.2 (7 × 4, sqrt and inversesqrt × 4 more) lane by lane; the choice sets of
    // §8.3 (min, max, clamp, step, abs, sign, rounding, mix with a bvec, the encoding functions), §8.7's
    // comparisons and not, and §8.8's bit counts.
    EXPECT_GE(defined, 60 + 36 + 200);
}

// Under AddressSanitizer (a Debug build, some seventy times slower) every sixteenth defined or screened row, in
// turn, and the kernel rows over 1000 cases; every row, and 4000 cases, otherwise.
#if defined(__SANITIZE_ADDRESS__)
constexpr size_t kDefinedRowStride = 16;
constexpr uint64_t kKernelRowCases = 1000;
#else
constexpr size_t kDefinedRowStride = 1;
constexpr uint64_t kKernelRowCases = 4000;
#endif

// Every covered overload, every kind of answer: where the bulk judge settles, the full path agrees.
TEST(BulkJudgeTest, SettlesOnlyWhatTheFullPathSays) {
    size_t defined = 0;
    uint64_t nan_against_number = 0, denormal_results = 0;
    for (const Overload& o : Catalog::get().rows()) {
        if (!make_bulk_judge(o, synthetic_kernel(o), Keep::Violations, 450)) continue;
        if ((o.lanes || o.choices) && defined++ % kDefinedRowStride != 0) continue;
        for (Keep keep : {Keep::Violations, Keep::Differences}) {
            Counts c;
            // The vectorized kernels over many cases; every defined row (hundreds of them) over fewer.
            check_overload(o, keep, o.lanes || o.choices ? 200 : kKernelRowCases, c);
            EXPECT_EQ(c.settled[verdict(Verdict::Violation)], 0u) << o.declaration();
            // The common case (the reference value) settles: all but NaN, infinite and tie inputs (cases with a
            // denormal input or result are not counted), which are more than one random vec4 fma in ten (12
            // components, each special one time in 16).
            EXPECT_GE(c.settled_reference, c.settleable * 8 / 10) << o.declaration();
            if (keep == Keep::Differences) {  // accepted and undefined cases are kept: never settled
                EXPECT_EQ(c.settled[verdict(Verdict::Accepted)], 0u) << o.declaration();
                EXPECT_EQ(c.settled[verdict(Verdict::Undefined)], 0u) << o.declaration();
            }
            nan_against_number += c.nan_against_number;
            denormal_results += c.denormal_results;
        }
    }
    // The choice sets settle an accepted NaN against a number (min(NaN, y) = y) and a denormal reference (abs of a
    // denormal, kept or flushed) in bulk, with the full path's histogram bin and denormal counts.
    EXPECT_GT(nan_against_number, 0u);
    EXPECT_GT(denormal_results, 0u);
}

// The screens (precision/lanes.h, LaneScreen) settle float rows from a double evaluation of the definition: over
// many more cases than above, and with the answers a driver gives most (the reference and its neighbours), every
// case they settle is the full definition's verdict and ULP figure, and most random cases settle.
TEST(BulkJudgeTest, ScreenedRowsAgreeWithTheirDefinitionOverManyCases) {
    int screened = 0, screened_double = 0, screened_half = 0;
    for (const Overload& o : Catalog::get().rows()) {
        if (!o.lanes || !o.lanes->screen) continue;
        // Float results, and double results of the screens with a double look (equal bits only) or a ULP count read
        // at double inputs (the definition's value within that many single-precision ULPs).
        const Scalar result = o.outputs()[0].type.scalar;
        const LaneScreen& s = *o.lanes->screen;
        if (!(result == Scalar::Float || (result == Scalar::Double && (s.value_double || !s.exact)) ||
              (o.outputs()[0].type.is_half() && s.ieee_step)))
            continue;
        screened_double += result == Scalar::Double;
        screened_half += o.outputs()[0].type.is_half();
        if (screened++ % kDefinedRowStride != 0) continue;
        Counts c;
        check_overload(o, Keep::Violations, 3000 / kDefinedRowStride, c);
        EXPECT_EQ(c.settled[verdict(Verdict::Violation)], 0u) << o.declaration();
        EXPECT_GE(c.settled_reference, c.settleable * 9 / 10) << o.declaration();
    }
    EXPECT_GE(screened, 15 + 7 + 4);  // §8.1, §8.2 and §8.3's equations
    EXPECT_GE(screened_double, 4 * 8 + 4);  // fract, mod, mix and smoothstep of double, dvec2-4; + - * / of double
    EXPECT_GE(screened_half, 4 * 10);  // + - * / of float16_t, f16vec2-4, a vector and a scalar either way
}

// The rows whose definitions read the profile's #version (GLSL 4.60 reworded ldexp and intBitsToFloat): under 4.60
// too, where the bulk judge settles, the full path agrees.
TEST(BulkJudgeTest, SettlesOnlyWhatTheFullPathSaysUnderGlsl460) {
    int rows = 0;
    for (const Overload& o : Catalog::get().rows()) {
        if (o.function != "ldexp" && o.function != "intBitsToFloat" && o.function != "uintBitsToFloat") continue;
        ++rows;
        for (Keep keep : {Keep::Violations, Keep::Differences}) {
            Counts c;
            check_overload(o, keep, 400, c, 460);
            EXPECT_EQ(c.settled[verdict(Verdict::Violation)], 0u) << o.declaration();
            EXPECT_GE(c.settled_reference, c.settleable * 8 / 10) << o.declaration();
        }
    }
    EXPECT_EQ(rows, 8 + 8);  // ldexp of genType and genDType; intBitsToFloat and uintBitsToFloat of genType
}

TEST(BulkJudgeTest, SettlesUnfusedFmaAndNanPacksUnderKeepViolations) {
    Counts fma, pack;
    check_overload(row("double fma(double a, double b, double c)"), Keep::Violations, 20000, fma);
    EXPECT_GT(fma.settled[verdict(Verdict::Accepted)], 100u);  // the unfused alternative (337 of these cases)
    check_overload(row("uint packSnorm4x8(vec4 v)"), Keep::Violations, 20000, pack);
    EXPECT_GT(pack.settled[verdict(Verdict::Undefined)], 100u);  // a NaN component
}

// msad4, the unpack functions, packHalf2x16, the double bit moves, cross, faceforward and the float atomics are
// defined lane by lane (atomicAdd's sum by the + operator's value and bound): each row has its bulk judge, and over many cases with every kind of answer it settles only the full path's
// verdicts. A NaN component of packHalf2x16 leaves its field undefined, which settles too (49 of these cases), as
// does an Inf or NaN packDouble2x32 makes (about one random uvec2 in 2048, more among the specials).
TEST(BulkJudgeTest, PackingMsad4AndCrossDefinitionsAgreeWithTheFullPath) {
    for (const char* declaration :
         {"uvec4 msad4(uint reference, uvec2 source, uvec4 accum)", "vec2 unpackUnorm2x16(uint p)",
          "vec2 unpackSnorm2x16(uint p)", "vec4 unpackUnorm4x8(uint p)", "vec4 unpackSnorm4x8(uint p)",
          "uint packHalf2x16(vec2 v)", "vec2 unpackHalf2x16(uint v)", "double packDouble2x32(uvec2 v)",
          "uvec2 unpackDouble2x32(double d)", "vec3 cross(vec3 x, vec3 y)", "dvec3 cross(dvec3 x, dvec3 y)",
          "vec4 faceforward(vec4 N, vec4 I, vec4 Nref)", "dvec3 faceforward(dvec3 N, dvec3 I, dvec3 Nref)",
          "float atomicAdd(inout float mem, float data)", "float atomicExchange(inout float mem, float data)"}) {
        const Overload& o = row(declaration);
        EXPECT_TRUE(o.lanes || o.choices) << declaration;
        Counts c;
        check_overload(o, Keep::Violations, 3000, c);
        EXPECT_EQ(c.settled[verdict(Verdict::Violation)], 0u) << declaration;
        EXPECT_GE(c.settled_reference, c.settleable * 9 / 10) << declaration;
        if (o.function == "packHalf2x16") {
            EXPECT_GT(c.settled[verdict(Verdict::Undefined)], 20u);
        }
        if (o.function == "packDouble2x32") {
            EXPECT_GT(c.settled[verdict(Verdict::Undefined)], 5u);
        }
        if (o.function == "msad4") {  // sums past 65535
            EXPECT_GT(c.settled[verdict(Verdict::Undefined)], 1000u);
        }
    }
}

// Hand-worked answers, one record at a time, in the synthetic layout.
struct OneCase {
    const Overload& o;
    Kernel k;
    std::unique_ptr<BulkJudge> bulk;
    explicit OneCase(const char* declaration)
        : o(row(declaration)), k(synthetic_kernel(o)), bulk(make_bulk_judge(o, k, Keep::Violations, 450)) {}
    // Cases in[i] (input component bits) whose GPU outputs are outs[i], settled together in one call (the bulk
    // judge's loops over many cases): the tally, and in *rest the indices of the cases left to the full path.
    BatchTally settle_records(const std::vector<std::vector<uint64_t>>& in, const std::vector<std::vector<Value>>& outs,
                              std::vector<uint32_t>* rest) {
        const size_t n = in.size(), in_stride = static_cast<size_t>(k.in_stride);
        const size_t out_stride = static_cast<size_t>(k.out_stride);
        std::vector<uint8_t> in_rec(n * in_stride), rec(n * out_stride);
        for (size_t i = 0; i < n; ++i) {
            write_record(k, outs[i], true, rec.data() + i * out_stride);
            pack_flat(flat_layout(k.inputs), in[i].data(), in_rec.data() + i * in_stride);
        }
        BatchTally t;
        bulk->settle(in_rec.data(), rec.data(), 0, n, t, *rest);
        return t;
    }
    // The verdict the bulk judge settles the case of inputs `in` (component bits) and GPU outputs `out` (component
    // bits per output) with (-1: left to the full path); its ULP figure and denormal counts added to *ulp and
    // *denormals, the components its screens left to the definition's bound to *past_screen.
    int settle(const std::vector<uint64_t>& in, const std::vector<std::vector<uint64_t>>& out, uint64_t* ulp = nullptr,
               DenormalTally* denormals = nullptr, uint64_t* past_screen = nullptr) {
        std::vector<Value> values;
        const std::vector<Param> outs = o.outputs();
        for (size_t q = 0; q < out.size(); ++q) {
            values.push_back(make_value(outs[q].type));
            for (size_t c = 0; c < out[q].size(); ++c) values.back().bits[c] = out[q][c];
        }
        std::vector<uint32_t> rest;
        const BatchTally t = settle_records({in}, {values}, &rest);
        if (ulp) *ulp = t.max_ulp;
        if (denormals) denormals->add(t.denormals);
        if (past_screen) *past_screen += t.past_screen;
        for (size_t v = 0; v < t.by_verdict.size(); ++v)
            if (t.by_verdict[v]) return static_cast<int>(v);
        return -1;
    }
    // settle_records for a single-component output: case i's GPU answer out[i].
    BatchTally settle_all(const std::vector<std::vector<uint64_t>>& in, const std::vector<uint64_t>& out,
                          std::vector<uint32_t>* rest) {
        std::vector<std::vector<Value>> outs;
        for (uint64_t bits : out) {
            outs.push_back({make_value(o.outputs()[0].type)});
            outs.back()[0].bits[0] = bits;
        }
        return settle_records(in, outs, rest);
    }
};

uint64_t f(float x) { return std::bit_cast<uint32_t>(x); }
uint64_t d(double x) { return std::bit_cast<uint64_t>(x); }
const int kMatch = static_cast<int>(Verdict::Match), kAccepted = static_cast<int>(Verdict::Accepted),
          kUndefined = static_cast<int>(Verdict::Undefined);

TEST(BulkJudgeTest, HandWorkedCarryAndBorrow) {
    OneCase sub("uint usubBorrow(uint x, uint y, out uint borrow)");
    EXPECT_EQ(sub.settle({0, 1}, {{0xffffffff}, {1}}), kMatch);  // 0 - 1 = 2^32 - 1, borrow 1
    EXPECT_EQ(sub.settle({0, 1}, {{0xffffffff}, {0}}), -1);      // a wrong borrow: left to the full path
    EXPECT_EQ(sub.settle({5, 3}, {{2}, {0}}), kMatch);
    OneCase add("uvec2 uaddCarry(uvec2 x, uvec2 y, out uvec2 carry)");
    EXPECT_EQ(add.settle({0xffffffff, 1, 1, 2}, {{0, 3}, {1, 0}}), kMatch);  // x + y wraps in the first lane only
    EXPECT_EQ(add.settle({0xffffffff, 1, 1, 2}, {{0, 3}, {0, 0}}), -1);
}

TEST(BulkJudgeTest, HandWorkedPacks) {
    OneCase unorm("uint packUnorm2x16(vec2 v)");
    // round(0.25 * 65535) = round(16383.75) = 0x4000; 1.0 → 0xffff in the high half.
    EXPECT_EQ(unorm.settle({f(0.25f), f(1.0f)}, {{0xffff4000}}), kMatch);
    EXPECT_EQ(unorm.settle({f(0.25f), f(1.0f)}, {{0xffff3fff}}), -1);
    EXPECT_EQ(unorm.settle({f(-3.0f), f(2.0f)}, {{0xffff0000}}), kMatch);  // clamped to 0 and 1
    // 0.5 * 65535 = 32767.5, a tie: the even 32768 is the reference, 32767 the other rounding, 32766 neither.
    EXPECT_EQ(unorm.settle({f(0.5f), f(0.0f)}, {{0x00008000}}), kMatch);
    EXPECT_EQ(unorm.settle({f(0.5f), f(0.0f)}, {{0x00007fff}}), kAccepted);
    EXPECT_EQ(unorm.settle({f(0.5f), f(0.0f)}, {{0x00007ffe}}), -1);
    // -0.5 * 32767 = -16383.5: the even -16384 (0xc000) is the reference, -16383 (0xc001) accepted.
    OneCase snorm2("uint packSnorm2x16(vec2 v)");
    EXPECT_EQ(snorm2.settle({f(-0.5f), f(0.5f)}, {{0x4000c000}}), kMatch);  // and 16383.5 → 16384 (0x4000)
    EXPECT_EQ(snorm2.settle({f(-0.5f), f(0.5f)}, {{0x3fffc001}}), kAccepted);
    EXPECT_EQ(snorm2.settle({f(-0.5f), f(0.5f)}, {{0x4001c000}}), -1);
    // A NaN field is not judged; the other must still be right: y = 0.0 packs 0 in the high half.
    EXPECT_EQ(unorm.settle({f(std::nanf("")), f(0.0f)}, {{0x00005678}}), kUndefined);
    EXPECT_EQ(unorm.settle({f(std::nanf("")), f(0.0f)}, {{0x12345678}}), -1);
    EXPECT_EQ(unorm.settle({f(std::nanf("")), f(0.5f)}, {{0x7fff5678}}), kUndefined);  // the other rounding of a tie
    EXPECT_EQ(unorm.settle({f(std::nanf("")), f(std::nanf(""))}, {{0x12345678}}), kUndefined);
    OneCase snorm("uint packSnorm4x8(vec4 v)");
    // -1 → -127 (0x81), 1 → 127 (0x7f), 0.25 → round(31.75) = 32 (0x20), -0.25 → -32 (0xe0).
    EXPECT_EQ(snorm.settle({f(-1.0f), f(1.0f), f(0.25f), f(-0.25f)}, {{0xe0207f81}}), kMatch);
    EXPECT_EQ(snorm.settle({f(-1.0f), f(1.0f), f(0.25f), f(-0.25f)}, {{0xe0207f80}}), -1);
}

TEST(BulkJudgeTest, HandWorkedFma) {
    OneCase fma("double fma(double a, double b, double c)");
    // a * b = 1 - 2^-60 exactly. Fused: 1 - 2^-60 - 1 = -2^-60. Unfused: a * b rounds to 1, and 1 - 1 = +0.
    const double a = 1 + 0x1p-30, b = 1 - 0x1p-30;
    uint64_t ulp = 0;
    EXPECT_EQ(fma.settle({d(a), d(b), d(-1.0)}, {{d(-0x1p-60)}}, &ulp), kMatch);
    EXPECT_EQ(ulp, 0u);
    EXPECT_EQ(fma.settle({d(a), d(b), d(-1.0)}, {{d(0.0)}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 0x3c30000000000000u);  // from -2^-60 to +0: the bits of 2^-60, (1023 - 60) << 52
    EXPECT_EQ(fma.settle({d(a), d(b), d(-1.0)}, {{d(0x1p-60)}}), -1);  // neither: the full path decides
    const double inf = std::numeric_limits<double>::infinity();
    // inf * 0 + 1 meets 0 * Inf, an IEEE NaN that GLSL 4.50 §4.7.1 does not require: undefined, whatever the GPU
    // wrote. So is a product that overflows to Inf against c = -Inf in the unfused way (2^600 · 2^600 - Inf), whose
    // fused result is -Inf.
    EXPECT_EQ(fma.settle({d(inf), d(0.0), d(1.0)}, {{d(1.0)}}), kUndefined);
    EXPECT_EQ(fma.settle({d(inf), d(0.0), d(1.0)}, {{d(std::nan(""))}}), kUndefined);
    EXPECT_EQ(fma.settle({d(0x1p600), d(0x1p600), d(-inf)}, {{d(-inf)}}), kUndefined);
    EXPECT_EQ(fma.settle({d(inf), d(2.0), d(1.0)}, {{d(inf)}}), kMatch);  // exact: inf * 2 + 1 = inf
    EXPECT_EQ(fma.settle({d(inf), d(2.0), d(1.0)}, {{d(-inf)}}), -1);
    // A NaN input leaves the result undefined, whatever the GPU wrote.
    EXPECT_EQ(fma.settle({d(1.0), d(std::nan("")), d(1.0)}, {{d(42.0)}}), kUndefined);
    OneCase fma2("vec2 fma(vec2 a, vec2 b, vec2 c)");
    // Component 0 undefined (a NaN input), component 1 the unfused 1 + 2^-23 rounding: undefined, and the ULP
    // figure of component 1 still counts. a * b = (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24; fused with c = -1 that gives
    // 2^-11 + 2^-24. Unfused, a * b is a tie (2^-24 is half a float ULP at 1) that rounds to even, 1 + 2^-11, and
    // the sum is 2^-11.
    const float x = 1 + 0x1p-12f;
    uint64_t ulp2 = 0;
    EXPECT_EQ(fma2.settle({f(std::nanf("")), f(x), f(1.0f), f(x), f(0.0f), f(-1.0f)}, {{f(0.0f), f(0x1p-11f)}}, &ulp2),
              kUndefined);
    EXPECT_EQ(ulp2, 1u << 10);  // 2^-24 apart, at 2^-34 per ULP in [2^-11, 2^-10)
    // fma(2^-140, 2^100, 0) = 2^-40 (0x2b800000); the denormal a flushed gives +0 (GLSL 4.50 §4.7.1). Both settle,
    // and the case is counted as kept or flushed by the answer.
    OneCase fma1("float fma(float a, float b, float c)");
    DenormalTally dt;
    EXPECT_EQ(fma1.settle({f(0x1p-140f), f(0x1p100f), f(0.0f)}, {{0x2b800000}}, nullptr, &dt), kMatch);
    EXPECT_EQ(dt.input_kept, 1u);
    EXPECT_EQ(fma1.settle({f(0x1p-140f), f(0x1p100f), f(0.0f)}, {{f(0.0f)}}, nullptr, &dt), kAccepted);
    EXPECT_EQ(dt.input_flushed, 1u);
    EXPECT_EQ(fma1.settle({f(0x1p-140f), f(0x1p100f), f(0.0f)}, {{0x2b800001}}, nullptr, &dt), -1);
    // fma(2^-70, 2^-70, 0) = 2^-140, a denormal 2^9 least denormals (2^-149) above zero. Kept, it matches; a zero of
    // either sign is the flushed result, accepted 512 ULP away; 2^-126 is neither.
    dt = {};
    uint64_t ulp1 = 0;
    EXPECT_EQ(fma1.settle({f(0x1p-70f), f(0x1p-70f), f(0.0f)}, {{f(0x1p-140f)}}, &ulp1, &dt), kMatch);
    EXPECT_EQ(dt.result_kept, 1u);
    EXPECT_EQ(fma1.settle({f(0x1p-70f), f(0x1p-70f), f(0.0f)}, {{f(-0.0f)}}, &ulp1, &dt), kAccepted);
    EXPECT_EQ(ulp1, 512u);
    EXPECT_EQ(dt.result_flushed, 1u);
    EXPECT_EQ(fma1.settle({f(0x1p-70f), f(0x1p-70f), f(0.0f)}, {{f(0x1p-126f)}}), -1);
    // Inf · 2^-149 + 1 is Inf, but with the denormal flushed it is Inf · 0: undefined.
    EXPECT_EQ(fma1.settle({f(INFINITY), 1, f(1.0f)}, {{f(INFINITY)}}), kUndefined);
    // An H100's answer: in component 0, -0x1.5a5864p-69 · 0x1.970700p-43 is -2^-111.4…, and with c = 0x7fffff (the
    // largest denormal) the fused result is that denormal; the GPU flushed c and the result and wrote -0. Component 1
    // is a tiny negative times -Inf plus a finite value: +Inf.
    OneCase fma4("vec4 fma(vec4 a, vec4 b, vec4 c)");
    dt = {};
    EXPECT_EQ(fma4.settle({0x825d2c32, 0x86c9e76a, 0xeb53cb2a, 0x84a3583c, 0x2a4b8380, 0xff800000, 0xc0575143,
                           0x2cf5c2d6, 0x7fffff, 0xa136a60, 0x582f2c1f, 0x90c5c02},
                          {{0x80000000, 0x7f800000, 0x6c3222db, 0x90c5c02}}, &ulp1, &dt),
              kAccepted);
    EXPECT_EQ(ulp1, 0x7fffffu);
    EXPECT_EQ(dt.result_flushed, 1u);
    EXPECT_EQ(dt.input_flushed, 1u);
}

TEST(BulkJudgeTest, HandWorkedLaneDefinitions) {
    // exp2(1.5) = 2.8284271247…, 0.20 ULP above its rounding 0x403504f3: (3 + 2·1.5) = 6 ULP of the exact value
    // hold 0x403504f9 (5.80 ULP above it), not 0x403504fa (6.80 ULP), which is left to the full path (a violation
    // there).
    OneCase exp2("float exp2(float x)");
    uint64_t ulp = 0;
    EXPECT_EQ(exp2.settle({f(1.5f)}, {{0x403504f3u}}), kMatch);
    EXPECT_EQ(exp2.settle({f(1.5f)}, {{0x403504f9u}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 6u);
    EXPECT_EQ(exp2.settle({f(1.5f)}, {{0x403504fau}}), -1);
    EXPECT_EQ(exp2.settle({f(1.5f)}, {{0x403504eeu}}), kAccepted);  // 5.20 ULP below
    EXPECT_EQ(exp2.settle({f(1.5f)}, {{0x403504edu}}), -1);         // 6.20 ULP below
    // exp2(3) = 8, a power of 2: 9 ULP of 2^-21 (the gap below 8) hold 9 floats below and 4 above, 2^-20 apart
    // (near a power of 2 the screen counts the smaller ULP, and the definition decides what it leaves).
    EXPECT_EQ(exp2.settle({f(3.0f)}, {{f(8.0f)}}), kMatch);
    EXPECT_EQ(exp2.settle({f(3.0f)}, {{f(8.0f) - 9}}), kAccepted);
    EXPECT_EQ(exp2.settle({f(3.0f)}, {{f(8.0f) - 10}}), -1);
    EXPECT_EQ(exp2.settle({f(3.0f)}, {{f(8.0f) + 4}}), kAccepted);
    EXPECT_EQ(exp2.settle({f(3.0f)}, {{f(8.0f) + 5}}), -1);
    // exp2(-2^-30) = 1 - 2^-30·ln 2 = 1 - 0.0108·2^-24, just below 1 (the reference, 0x3f800000), where a ULP is 2^-24;
    // the bound is (3 + 2^-29) of them. Below: 1 - 3·2^-24 is 2.989 ULP from the exact value, 1 - 4·2^-24 3.989.
    // Above, floats are 2^-23 apart: 1 + 2^-23 is 2.011 ULP away, 1 + 2^-22 4.011. Counting 2^-23 (the ULP above 1)
    // would accept 1 - 4·2^-24 and 1 + 2^-22.
    EXPECT_EQ(exp2.settle({f(-0x1p-30f)}, {{0x3f800000u}}), kMatch);
    EXPECT_EQ(exp2.settle({f(-0x1p-30f)}, {{0x3f7ffffdu}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 3u);
    EXPECT_EQ(exp2.settle({f(-0x1p-30f)}, {{0x3f7ffffcu}}), -1);
    EXPECT_EQ(exp2.settle({f(-0x1p-30f)}, {{0x3f800001u}}), kAccepted);
    EXPECT_EQ(exp2.settle({f(-0x1p-30f)}, {{0x3f800002u}}), -1);
    // sin has undefined precision: any non-NaN answer is accepted, a NaN is not settled; a NaN input is undefined.
    OneCase sin("float sin(float angle)");
    EXPECT_EQ(sin.settle({f(1.0f)}, {{f(0.25f)}}), kAccepted);
    EXPECT_EQ(sin.settle({f(1.0f)}, {{f(std::nanf(""))}}), -1);
    EXPECT_EQ(sin.settle({f(std::nanf(""))}, {{f(0.0f)}}), kUndefined);
    // A denormal reference: sin(2^-149) is 2^-149 itself (the exact value lies 2^-449 below it). The GPU's equal bits
    // settle, the input and the result counted as kept; its flushed 0 is accepted as the rule's flush (1 ULP), the
    // input and the result counted as flushed; any other answer is judged by the bound as for a normal reference:
    // 2^-148 is accepted (sin's precision is undefined), 1 ULP away and counted as a kept result, and a NaN goes to
    // the full path.
    DenormalTally tiny;
    EXPECT_EQ(sin.settle({0x00000001}, {{0x00000001}}, nullptr, &tiny), kMatch);
    EXPECT_EQ(tiny.input_kept, 1u);
    EXPECT_EQ(tiny.result_kept, 1u);
    tiny = {};
    uint64_t one = 0;
    EXPECT_EQ(sin.settle({0x00000001}, {{0}}, &one, &tiny), kAccepted);
    EXPECT_EQ(one, 1u);
    EXPECT_EQ(tiny.input_flushed, 1u);
    EXPECT_EQ(tiny.result_flushed, 1u);
    tiny = {};
    EXPECT_EQ(sin.settle({0x00000001}, {{0x00000002}}, &one, &tiny), kAccepted);
    EXPECT_EQ(one, 1u);
    EXPECT_EQ(tiny.result_kept, 1u);
    EXPECT_EQ(sin.settle({0x00000001}, {{0x7fc00000}}), -1);
    // radians(1) = π / 180 = 0.0174532925199…, 0.07 ULP above its rounding 0x3c8efa35: the product, correctly rounded,
    // is the last step, so the float above the exact value is accepted too (1 ULP from the reference). The one below
    // the reference is 1.07 ULP from the exact value, inside the product of [π / 180 - 2.5 ULP, …] (π converted to
    // 0x40490fda or 0x40490fdb, divided by 180 within 2.5 ULP of 2^-29): 0.01745328702… to 0.01745329766…;
    // 0x3c8efa38 (0.01745329797…) is past the top.
    OneCase radians("float radians(float degrees)");
    EXPECT_EQ(radians.settle({f(1.0f)}, {{0x3c8efa35u}}), kMatch);
    EXPECT_EQ(radians.settle({f(1.0f)}, {{0x3c8efa36u}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 1u);
    EXPECT_EQ(radians.settle({f(1.0f)}, {{0x3c8efa34u}}), kAccepted);
    EXPECT_EQ(radians.settle({f(1.0f)}, {{0x3c8efa38u}}), -1);
    // sinh(100) is beyond FLT_MAX (e^100 / 2 = 1.3e43): +Inf is the reference. tanh(100) = sinh / cosh meets
    // Inf / Inf in the inherited steps: undefined. sinh(2^23): exp's (3 + 2·|x|) ULP is past 2^23, its precision
    // undefined, and e^x - e^-x may be Inf - Inf: undefined.
    OneCase sinh("float sinh(float x)"), tanh("float tanh(float x)");
    EXPECT_EQ(sinh.settle({f(100.0f)}, {{f(INFINITY)}}), kMatch);
    EXPECT_EQ(tanh.settle({f(100.0f)}, {{f(1.0f)}}), kUndefined);
    EXPECT_EQ(sinh.settle({f(0x1p23f)}, {{f(INFINITY)}}), kUndefined);
    // length(vec4(2^70, 0, 0, 0)) = 2^70 exactly, but the square 2^140 overflows: the sum of squares may be +Inf and
    // its root +Inf, so every float from 2^70 up to +Inf is accepted; below 2^70 too, down to about
    // sqrt(FLT_MAX) = 1.8e19 where the sum's lower end rounds down to FLT_MAX.
    OneCase length("float length(vec4 x)");
    EXPECT_EQ(length.settle({f(0x1p70f), 0, 0, 0}, {{f(0x1p70f)}}), kMatch);
    EXPECT_EQ(length.settle({f(0x1p70f), 0, 0, 0}, {{f(INFINITY)}}), kAccepted);
    EXPECT_EQ(length.settle({f(0x1p70f), 0, 0, 0}, {{f(0x1p100f)}}), kAccepted);
    EXPECT_EQ(length.settle({f(0x1p70f), 0, 0, 0}, {{f(0x1p70f) - 1}}), kAccepted);
    EXPECT_EQ(length.settle({f(0x1p70f), 0, 0, 0}, {{f(0x1p60f)}}), -1);
    EXPECT_EQ(length.settle({f(0x1p70f), 0, 0, 0}, {{f(NAN)}}), -1);
    // mix(1, 10, 0.1f): the equation 1·(1 - 0.1f) + 10·0.1f rounds step by step to 0.89999998 + 1.0 = 0x3ff33333
    // (the reference); the lerp 1 + (10 - 1)·0.1f to 1 + 0.90000004 = 0x3ff33334, one of the forms §4.9 allows.
    OneCase mix("float mix(float x, float y, float a)");
    EXPECT_EQ(mix.settle({f(1.0f), f(10.0f), f(0.1f)}, {{0x3ff33333u}}), kMatch);
    EXPECT_EQ(mix.settle({f(1.0f), f(10.0f), f(0.1f)}, {{0x3ff33334u}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 1u);
    // length(dvec2(3, 4)) = 5 exactly; §4.7.1 holds doubles to single precision, so 2.5 ULP of 2^-21 (the float ULP
    // at 5) hold 5 + 2^-20, counted as 2^30 double ULPs from the reference. The inherited steps allow more:
    // inversesqrt(25) within 2 ULP of 2^-26 of 0.2, whose reciprocal is 5 ± 1.5625·2^-21, then 2.5 ULP more for the
    // division: up to 5 + 4.06·2^-21, so 5 + 4·2^-21 and not 5 + 5·2^-21.
    OneCase dlength("double length(dvec2 x)");
    EXPECT_EQ(dlength.settle({d(3.0), d(4.0)}, {{d(5.0)}}), kMatch);
    EXPECT_EQ(dlength.settle({d(3.0), d(4.0)}, {{d(5.0 + 0x1p-20)}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, uint64_t{1} << 30);
    EXPECT_EQ(dlength.settle({d(3.0), d(4.0)}, {{d(5.0 + 4 * 0x1p-21)}}), kAccepted);
    EXPECT_EQ(dlength.settle({d(3.0), d(4.0)}, {{d(5.0 + 5 * 0x1p-21)}}), -1);
    // log2(x <= 0) is undefined (GLSL 4.50 §8.2).
    OneCase log2("vec2 log2(vec2 x)");
    EXPECT_EQ(log2.settle({f(-1.0f), f(8.0f)}, {{f(0.0f), f(3.0f)}}), kUndefined);
    // 2^-149 * 2^100 = 2^-49 (0x27000000) exactly; with the denormal flushed (GLSL 4.50 §4.7.1) it is +0: both are
    // allowed, and the case is counted as kept or flushed by what the GPU gave.
    OneCase mul("float operator*(float a, float b)");
    DenormalTally dt;
    EXPECT_EQ(mul.settle({0x00000001, f(0x1p100f)}, {{0x27000000}}, nullptr, &dt), kMatch);
    EXPECT_EQ(dt.input_kept, 1u);
    EXPECT_EQ(mul.settle({0x00000001, f(0x1p100f)}, {{f(0.0f)}}, nullptr, &dt), kAccepted);
    EXPECT_EQ(dt.input_flushed, 1u);
}

TEST(BulkJudgeTest, HandWorkedMsad4) {
    OneCase msad4("uvec4 msad4(uint reference, uvec2 source, uvec4 accum)");
    ASSERT_TRUE(msad4.bulk);
    // The HLSL reference page's example: alignments 0xD7B0C372, 0xA3D7B0C3, 0xC2A3D7B0, 0x57C2A3D7 against
    // 0xA100B2C3, whose byte 2 is 0 and masked: x = 1 + 81 + 17 + 54, y = 2 + 0 + 2 + 2, z = 3 + 19 + 37 + 33,
    // w = 4 + 20 + 15 + 74.
    const std::vector<uint64_t> page{0xA100B2C3u, 0xD7B0C372u, 0x4F57C2A3u, 1, 2, 3, 4};
    EXPECT_EQ(msad4.settle(page, {{153, 6, 92, 113}}), kMatch);
    EXPECT_EQ(msad4.settle(page, {{153, 6, 92, 114}}), -1);
    // 4 · 255 = 1020 per alignment of a zero source against 0xFFFFFFFF: x (66555) and z (65536) pass 65535 and are
    // undefined whatever they hold; y (1020) and w (65535) are exact.
    const std::vector<uint64_t> over{0xFFFFFFFFu, 0, 0, 65535, 0, 64516, 64515};
    EXPECT_EQ(msad4.settle(over, {{0, 1020, 7, 65535}}), kUndefined);
    EXPECT_EQ(msad4.settle(over, {{66555, 1021, 65536, 65535}}), -1);  // a wrong exact component
}

TEST(BulkJudgeTest, HandWorkedUnpackDefinitions) {
    // unpackSnorm2x16(0x8000): x = -32768 / 32767 < -1, clamped to -1.0 exactly; y = 0 / 32767 = +0.
    OneCase snorm("vec2 unpackSnorm2x16(uint p)");
    ASSERT_TRUE(snorm.bulk);
    EXPECT_EQ(snorm.settle({0x8000}, {{f(-1.0f), f(0.0f)}}), kMatch);
    EXPECT_EQ(snorm.settle({0x8000}, {{0xBF800001, f(0.0f)}}), -1);  // below -1: the clamp leaves it out
    EXPECT_EQ(snorm.settle({0x8000}, {{0xBF7FFFFF, f(0.0f)}}), -1);  // -1 is exact here, no division error
    // unpackUnorm2x16(0xFFFF0000): x = 0, y = 65535 / 65535 = 1. The quotient may be 2.5 ULP of 2^-24 (the gap
    // below 1) off: 0x3F7FFFFE (2 below) is accepted, 0x3F7FFFFD (3 below) is not.
    OneCase unorm("vec2 unpackUnorm2x16(uint p)");
    ASSERT_TRUE(unorm.bulk);
    uint64_t ulp = 0;
    EXPECT_EQ(unorm.settle({0xFFFF0000u}, {{f(0.0f), f(1.0f)}}), kMatch);
    EXPECT_EQ(unorm.settle({0xFFFF0000u}, {{f(0.0f), 0x3F7FFFFE}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 2u);
    EXPECT_EQ(unorm.settle({0xFFFF0000u}, {{f(0.0f), 0x3F7FFFFD}}), -1);
    // unpackUnorm4x8(0x80FF0301): 1/255 = 0x3B808081, 3/255 = 0x3C40C0C1, 1, 128/255 = 0x3F008081.
    OneCase unorm4("vec4 unpackUnorm4x8(uint p)");
    ASSERT_TRUE(unorm4.bulk);
    EXPECT_EQ(unorm4.settle({0x80FF0301u}, {{0x3B808081, 0x3C40C0C1, f(1.0f), 0x3F008081}}), kMatch);
    // unpackSnorm4x8(0x807F0181): -127/127 = -1, 1/127 = 0x3C010204, 127/127 = 1, -128/127 clamped to -1.
    OneCase snorm4("vec4 unpackSnorm4x8(uint p)");
    ASSERT_TRUE(snorm4.bulk);
    EXPECT_EQ(snorm4.settle({0x807F0181u}, {{f(-1.0f), 0x3C010204, f(1.0f), f(-1.0f)}}), kMatch);
    EXPECT_EQ(snorm4.settle({0x807F0181u}, {{f(-1.0f), 0x3C010204, f(1.0f), 0xBF7FFFFF}}), -1);
    // unpackHalf2x16(0x3C00C000): x = half 0xC000 = -2.0, y = half 0x3C00 = 1.0, exactly. Half 0x0001 (2^-24) is the
    // normal float 0x33800000, with nothing to flush: a 0 is not settled. Half 0x7E00 is a NaN: any NaN is accepted.
    OneCase half("vec2 unpackHalf2x16(uint v)");
    ASSERT_TRUE(half.bulk);
    EXPECT_EQ(half.settle({0x3C00C000u}, {{f(-2.0f), f(1.0f)}}), kMatch);
    EXPECT_EQ(half.settle({0x3C00C000u}, {{f(-2.0f), 0x3F800001}}), -1);
    EXPECT_EQ(half.settle({0x00000001u}, {{0x33800000, f(0.0f)}}), kMatch);
    EXPECT_EQ(half.settle({0x00000001u}, {{f(0.0f), f(0.0f)}}), -1);
    EXPECT_EQ(half.settle({0x00007E00u}, {{0x7FC00000, f(0.0f)}}), kMatch);
    EXPECT_EQ(half.settle({0x00007E00u}, {{0x7F800001, f(0.0f)}}), kAccepted);
}

// packDouble2x32 and unpackDouble2x32 move bits (§8.4), v.x the least significant 32. An Inf or NaN packed is
// undefined; a denormal packed may come back flushed; a denormal unpacked may have reached the function flushed.
TEST(BulkJudgeTest, HandWorkedDoubleBitMoves) {
    OneCase pack("double packDouble2x32(uvec2 v)");
    ASSERT_TRUE(pack.bulk);
    EXPECT_EQ(pack.settle({0x00000000u, 0x3FF00000u}, {{d(1.0)}}), kMatch);
    EXPECT_EQ(pack.settle({0x00000001u, 0x3FF00000u}, {{d(1.0)}}), -1);  // exact: one bit off is not accepted
    EXPECT_EQ(pack.settle({0x00000001u, 0x7FF00000u}, {{d(1.0)}}), kUndefined);  // a NaN: unspecified
    EXPECT_EQ(pack.settle({0x00000000u, 0xFFF00000u}, {{d(0.0)}}), kUndefined);  // -Inf
    EXPECT_EQ(pack.settle({0x00000001u, 0x80000000u}, {{0x8000000000000001u}}), kMatch);  // the least denormal
    EXPECT_EQ(pack.settle({0x00000001u, 0x80000000u}, {{d(-0.0)}}), kAccepted);           // flushed
    EXPECT_EQ(pack.settle({0x00000001u, 0x00000000u}, {{0x0000000000000002u}}), -1);
    OneCase unpack("uvec2 unpackDouble2x32(double d)");
    ASSERT_TRUE(unpack.bulk);
    EXPECT_EQ(unpack.settle({d(1.0)}, {{0x00000000u, 0x3FF00000u}}), kMatch);
    EXPECT_EQ(unpack.settle({d(1.0)}, {{0x3FF00000u, 0x00000000u}}), -1);  // the halves swapped
    EXPECT_EQ(unpack.settle({0x7FF0000000000001u}, {{0x00000001u, 0x7FF00000u}}), kMatch);  // a NaN's payload kept
    EXPECT_EQ(unpack.settle({0x800FFFFF00000001u}, {{0x00000001u, 0x800FFFFFu}}), kMatch);  // a denormal kept
    EXPECT_EQ(unpack.settle({0x800FFFFF00000001u}, {{0x00000000u, 0x80000000u}}), kAccepted);  // flushed to -0.0
    EXPECT_EQ(unpack.settle({0x800FFFFF00000001u}, {{0x00000000u, 0x00000000u}}), -1);  // +0.0: not its sign
}

// faceforward (§8.5): N where dot(Nref, I) < 0, otherwise -N; where the computed dot may fall on either side of 0,
// each component may be either (an any-of rule, judged component by component).
TEST(BulkJudgeTest, HandWorkedFaceforward) {
    OneCase face("vec2 faceforward(vec2 N, vec2 I, vec2 Nref)");
    ASSERT_TRUE(face.bulk);
    const uint64_t n0 = f(1.0f), n1 = f(-2.0f), m0 = f(-1.0f), m1 = f(2.0f), big = f(0x1p100f);
    // dot((3, 4), (1, 0)) = 3 >= 0: -N, and N is not accepted; dot((3, 4), (-1, 0)) = -3 < 0: N.
    EXPECT_EQ(face.settle({n0, n1, f(3.0f), f(4.0f), f(1.0f), f(0.0f)}, {{m0, m1}}), kMatch);
    EXPECT_EQ(face.settle({n0, n1, f(3.0f), f(4.0f), f(1.0f), f(0.0f)}, {{n0, n1}}), -1);
    EXPECT_EQ(face.settle({n0, n1, f(3.0f), f(4.0f), f(-1.0f), f(0.0f)}, {{n0, n1}}), kMatch);
    EXPECT_EQ(face.settle({n0, n1, f(3.0f), f(4.0f), f(-1.0f), f(0.0f)}, {{m0, m1}}), -1);
    // dot((1 + 2^-23, -1), (1 + 2^-23, 1 + 3·2^-23)) = 2^-46 - 2^-23 < 0: N; but the first product, 1 + 2^-22 + 2^-46,
    // may round up to 1 + 3·2^-23 and the computed dot be 0: both, component by component.
    const std::vector<uint64_t> zero = {n0, n1, 0x3F800001, f(-1.0f), 0x3F800001, 0x3F800003};
    EXPECT_EQ(face.settle(zero, {{n0, n1}}), kMatch);
    EXPECT_EQ(face.settle(zero, {{m0, m1}}), kAccepted);
    EXPECT_EQ(face.settle(zero, {{n0, m1}}), kAccepted);
    EXPECT_EQ(face.settle(zero, {{n0, f(3.0f)}}), -1);
    // dot((2^100, 1), (2^100, -1)) = 2^200 - 1 overflows one way: -N alone. dot((2^100, -2^100), (2^100, 2^100))
    // meets +Inf and -Inf: undefined.
    EXPECT_EQ(face.settle({n0, n1, big, f(1.0f), big, f(-1.0f)}, {{m0, m1}}), kMatch);
    EXPECT_EQ(face.settle({n0, n1, big, f(1.0f), big, f(-1.0f)}, {{n0, n1}}), -1);
    EXPECT_EQ(face.settle({n0, n1, big, f(-0x1p100f), big, big}, {{n0, n1}}), kUndefined);
    // A NaN in Nref leaves the dot, so the result, undefined; a NaN component of N only itself.
    EXPECT_EQ(face.settle({n0, n1, f(3.0f), f(4.0f), f(NAN), f(0.0f)}, {{n0, n1}}), kUndefined);
    EXPECT_EQ(face.settle({f(NAN), n1, f(3.0f), f(4.0f), f(1.0f), f(0.0f)}, {{n0, m1}}), kUndefined);
    EXPECT_EQ(face.settle({f(NAN), n1, f(3.0f), f(4.0f), f(1.0f), f(0.0f)}, {{n0, n1}}), -1);
    // A denormal component of I may be flushed (§4.7.1): dot((2^-130, 2^-31), (2^100, -1)) = 2^-30 - 2^-31 > 0, -N,
    // but 0 - 2^-31 < 0 with it flushed, N: both. Beside a product of 1 it changes nothing: -N alone.
    const uint64_t tiny = f(0x1p-130f);
    EXPECT_EQ(face.settle({n0, n1, tiny, f(0x1p-31f), big, f(-1.0f)}, {{m0, m1}}), kMatch);
    EXPECT_EQ(face.settle({n0, n1, tiny, f(0x1p-31f), big, f(-1.0f)}, {{n0, n1}}), kAccepted);
    EXPECT_EQ(face.settle({n0, n1, tiny, f(1.0f), f(1.0f), f(1.0f)}, {{m0, m1}}), kMatch);
    EXPECT_EQ(face.settle({n0, n1, tiny, f(1.0f), f(1.0f), f(1.0f)}, {{n0, n1}}), -1);
}

// GL_NV_shader_atomic_float: the returned value is mem's bits; atomicAdd's new contents the + operator's sum (either
// float next to an inexact one), atomicExchange's data's bits.
TEST(BulkJudgeTest, HandWorkedFloatAtomics) {
    OneCase add("float atomicAdd(inout float mem, float data)");
    ASSERT_TRUE(add.bulk);
    const uint64_t one = f(1.0f), tiny = f(0x1p-24f);  // 1 + 2^-24: the midpoint of 1.0 and 0x3f800001
    EXPECT_EQ(add.settle({one, tiny}, {{one}, {one}}), kMatch);
    EXPECT_EQ(add.settle({one, tiny}, {{one}, {0x3f800001}}), kAccepted);
    EXPECT_EQ(add.settle({one, tiny}, {{one}, {0x3f800002}}), -1);
    EXPECT_EQ(add.settle({one, tiny}, {{0x3f800001}, {one}}), -1);  // the original contents exactly
    EXPECT_EQ(add.settle({f(INFINITY), f(-INFINITY)}, {{f(INFINITY)}, {f(0.0f)}}), kUndefined);  // Inf - Inf
    OneCase exchange("float atomicExchange(inout float mem, float data)");
    ASSERT_TRUE(exchange.bulk);
    EXPECT_EQ(exchange.settle({f(5.0f), f(-3.0f)}, {{f(5.0f)}, {f(-3.0f)}}), kMatch);
    EXPECT_EQ(exchange.settle({f(5.0f), f(-3.0f)}, {{f(5.0f)}, {0xc0400001}}), -1);
    EXPECT_EQ(exchange.settle({f(5.0f), f(-3.0f)}, {{f(-3.0f)}, {f(5.0f)}}), -1);
}

// determinant (GLSL 4.50 §8.6; §4.7.1 leaves its precision undefined): columns (1, 2) and (3, 4) give
// 1 * 4 - 3 * 2 = -2, which matches; any other number is accepted (one ULP off: ULP figure 1), a NaN is left to the
// full path (a violation there), and an infinite entry leaves the result undefined.
TEST(BulkJudgeTest, HandWorkedDeterminant) {
    OneCase d2("float determinant(mat2 m)");
    ASSERT_TRUE(d2.bulk);
    uint64_t ulp = 0;
    EXPECT_EQ(d2.settle({f(1.0f), f(2.0f), f(3.0f), f(4.0f)}, {{f(-2.0f)}}), kMatch);
    EXPECT_EQ(d2.settle({f(1.0f), f(2.0f), f(3.0f), f(4.0f)}, {{f(-2.0f) + 1}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 1u);
    EXPECT_EQ(d2.settle({f(1.0f), f(2.0f), f(3.0f), f(4.0f)}, {{0x7fc00000u}}), -1);
    EXPECT_EQ(d2.settle({f(INFINITY), f(2.0f), f(3.0f), f(4.0f)}, {{f(1.0f)}}), kUndefined);
    // diag(2, 3, 4) in a dmat3: 24.
    OneCase d3("double determinant(dmat3 m)");
    ASSERT_TRUE(d3.bulk);
    EXPECT_EQ(d3.settle({d(2.0), 0, 0, 0, d(3.0), 0, 0, 0, d(4.0)}, {{d(24.0)}}), kMatch);
    EXPECT_EQ(d3.settle({d(2.0), 0, 0, 0, d(3.0), 0, 0, 0, d(4.0)}, {{d(25.0)}}), kAccepted);
}

// inverse (GLSL 4.50 §8.6, precision undefined): diag(4, 2) inverts to diag(0.25, 0.5), which matches, and any
// other numbers are accepted; a singular m (columns (1, 2) and (2, 4)) leaves the values undefined; a NaN component
// is left to the full path.
TEST(BulkJudgeTest, HandWorkedInverse) {
    OneCase inv("mat2 inverse(mat2 m)");
    ASSERT_TRUE(inv.bulk);
    const std::vector<uint64_t> m{f(4.0f), 0, 0, f(2.0f)};
    EXPECT_EQ(inv.settle(m, {{f(0.25f), 0, 0, f(0.5f)}}), kMatch);
    EXPECT_EQ(inv.settle(m, {{f(0.25f) + 1, 0, 0, f(0.5f)}}), kAccepted);
    EXPECT_EQ(inv.settle(m, {{0x7fc00000u, 0, 0, f(0.5f)}}), -1);
    EXPECT_EQ(inv.settle({f(1.0f), f(2.0f), f(2.0f), f(4.0f)}, {{f(1.0f), f(1.0f), f(1.0f), f(1.0f)}}), kUndefined);
}

// GL_NV_gpu_shader5's float16_t + and /, judged in half ULPs (GL_AMD_gpu_shader_half_float §4.7.1): a half sits in
// the low 16 bits of its word. 1.0 + 2^-11 is a tie between 0x3C00 and 0x3C01 (half ULP 2^-10 at 1): to even gives
// 0x3C00, the other neighbour is accepted 1 ULP away, 0x3C02 is left to the full path (a violation there).
TEST(BulkJudgeTest, HandWorkedHalfArithmetic) {
    OneCase add("float16_t operator+(float16_t a, float16_t b)");
    ASSERT_TRUE(add.bulk);
    uint64_t ulp = 0;
    EXPECT_EQ(add.settle({0x3C00, 0x1000}, {{0x3C00}}), kMatch);
    EXPECT_EQ(add.settle({0x3C00, 0x1000}, {{0x3C01}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 1u);
    EXPECT_EQ(add.settle({0x3C00, 0x1000}, {{0x3C02}}), -1);
    // The step in double rounds to the reference: the GPU's equal bits settle in the screen, 65504 * 2 = 131008 past
    // the largest half as +Inf too, and a NaN operand is undefined there; the other neighbour, above, goes on to the
    // definition's bound.
    OneCase mul("float16_t operator*(float16_t a, float16_t b)");
    uint64_t steps = 0;
    EXPECT_EQ(add.settle({0x3C00, 0x1000}, {{0x3C00}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(mul.settle({0x7BFF, 0x4000}, {{0x7C00}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(mul.settle({0x7E00, 0x4000}, {{0x7E00}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(mul.settle({0x7BFF, 0x4000}, {{0xFC00}}), -1);
    EXPECT_EQ(steps, 0u);
    EXPECT_EQ(add.settle({0x3C00, 0x1000}, {{0x3C01}}, nullptr, nullptr, &steps), kAccepted);
    EXPECT_EQ(steps, 1u);
    // 65504 + 16 = 65520, the midpoint past the largest half: +Inf to nearest, 65504 the other neighbour.
    EXPECT_EQ(add.settle({0x7BFF, 0x4C00}, {{0x7C00}}), kMatch);
    EXPECT_EQ(add.settle({0x7BFF, 0x4C00}, {{0x7BFF}}), kAccepted);
    EXPECT_EQ(add.settle({0x7BFF, 0x4C00}, {{0x7BFE}}), -1);
    // 2^-24 (the least denormal half) + 1.0 = 1 + 2^-24 rounds to 1.0 whether or not the input is flushed: the
    // denormal input changes nothing (its side: the same).
    DenormalTally dt;
    EXPECT_EQ(add.settle({0x0001, 0x3C00}, {{0x3C00}}, nullptr, &dt), kMatch);
    EXPECT_EQ(dt.input_same, 1u);
    // 2^-24 + 2^-24 = 2^-23, a denormal half: the GPU's equal bits settle (a kept denormal result), and so does a
    // flushed zero, the rule's flush (2 ULP, a flushed result); a third answer is the full path's to judge.
    DenormalTally kept;
    EXPECT_EQ(add.settle({0x0001, 0x0001}, {{0x0002}}, nullptr, &kept), kMatch);
    EXPECT_EQ(kept.result_kept, 1u);
    kept = {};
    uint64_t two = 0;
    EXPECT_EQ(add.settle({0x0001, 0x0001}, {{0x0000}}, &two, &kept), kAccepted);
    EXPECT_EQ(two, 2u);
    EXPECT_EQ(kept.result_flushed, 1u);
    EXPECT_EQ(add.settle({0x0001, 0x0001}, {{0x0003}}), -1);
    // 1.0 / 3.0 = 0.33333…, nearest half 0x3555 (ulp(1/3) = 2^-12): within 2.5 half ULP lie 0x3553 … 0x3557, 0x3558
    // is 2.67 ULP away.
    OneCase div("float16_t operator/(float16_t a, float16_t b)");
    ASSERT_TRUE(div.bulk);
    EXPECT_EQ(div.settle({0x3C00, 0x4200}, {{0x3555}}), kMatch);
    EXPECT_EQ(div.settle({0x3C00, 0x4200}, {{0x3557}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 2u);
    EXPECT_EQ(div.settle({0x3C00, 0x4200}, {{0x3553}}), kAccepted);
    EXPECT_EQ(div.settle({0x3C00, 0x4200}, {{0x3558}}), -1);
    EXPECT_EQ(div.settle({0x3C00, 0x4200}, {{0x3552}}), -1);
}

TEST(BulkJudgeTest, HandWorkedPackHalf) {
    OneCase pack("uint packHalf2x16(vec2 v)");
    ASSERT_TRUE(pack.bulk);
    // vec2(1.0, -2.0): halves 0x3C00 (low) and 0xC000 (high).
    EXPECT_EQ(pack.settle({f(1.0f), f(-2.0f)}, {{0xC0003C00u}}), kMatch);
    EXPECT_EQ(pack.settle({f(1.0f), f(-2.0f)}, {{0xC0003C01u}}), -1);
    // 1 + 2^-11 + 2^-12 lies 3/4 of the way from half 0x3C00 to 0x3C01 (half ULP 2^-10 at 1): to nearest gives
    // 0x3C01, toward zero 0x3C00; 0x3C02 is neither.
    const float x = 1.0f + 0x1p-11f + 0x1p-12f;
    EXPECT_EQ(pack.settle({f(x), f(0.0f)}, {{0x00003C01u}}), kMatch);
    EXPECT_EQ(pack.settle({f(x), f(0.0f)}, {{0x00003C00u}}), kAccepted);
    EXPECT_EQ(pack.settle({f(x), f(0.0f)}, {{0x00003C02u}}), -1);
    // A NaN x leaves the low 16 bits undefined; y = 1.0 must still be 0x3C00 in the high ones.
    EXPECT_EQ(pack.settle({f(std::nanf("")), f(1.0f)}, {{0x3C001234u}}), kUndefined);
    EXPECT_EQ(pack.settle({f(std::nanf("")), f(1.0f)}, {{0x3C011234u}}), -1);
    EXPECT_EQ(pack.settle({f(std::nanf("")), f(std::nanf(""))}, {{0x12345678u}}), kUndefined);
}

TEST(BulkJudgeTest, HandWorkedCross) {
    // cross((1, 2, 3), (4, 5, 6)) = (2·6 - 5·3, 3·4 - 6·1, 1·5 - 4·2) = (-3, 6, -3): every product and difference is
    // exact, so the interval holds the exact value alone.
    OneCase cross("vec3 cross(vec3 x, vec3 y)");
    ASSERT_TRUE(cross.bulk);
    const std::vector<uint64_t> in{f(1.0f), f(2.0f), f(3.0f), f(4.0f), f(5.0f), f(6.0f)};
    EXPECT_EQ(cross.settle(in, {{f(-3.0f), f(6.0f), f(-3.0f)}}), kMatch);
    EXPECT_EQ(cross.settle(in, {{f(-3.0f), f(6.0f), f(-3.0f) + 1}}), -1);
    OneCase dcross("dvec3 cross(dvec3 x, dvec3 y)");
    ASSERT_TRUE(dcross.bulk);
    EXPECT_EQ(dcross.settle({d(1.0), d(0.0), d(0.0), d(0.0), d(1.0), d(0.0)}, {{d(0.0), d(0.0), d(1.0)}}), kMatch);
    // A NaN input component makes the components that read it undefined: x[0] is read by y and z of the result.
    EXPECT_EQ(cross.settle({f(std::nanf("")), f(0.0f), f(0.0f), f(0.0f), f(1.0f), f(0.0f)}, {{f(0.0f), 7, 7}}),
              kUndefined);
}

TEST(BulkJudgeTest, HandWorkedReflect) {
    // reflect((1, -1), (0, 1)) = I - 2·(-1)·N = (1, 1), every step exact. For floats the interval holds 1 alone in
    // each component; for doubles (single-precision ULPs) the first component, 1 - 0, allows 1 ULP either side of
    // 1: 2^-24, the gap below 1, as §4.7.1's ULP counts at a power of 2.
    OneCase fr("vec2 reflect(vec2 I, vec2 N)");
    ASSERT_TRUE(fr.bulk);
    const std::vector<uint64_t> in{f(1.0f), f(-1.0f), f(0.0f), f(1.0f)};
    EXPECT_EQ(fr.settle(in, {{f(1.0f), f(1.0f)}}), kMatch);
    EXPECT_EQ(fr.settle(in, {{f(1.0f) + 1, f(1.0f)}}), -1);  // a violation: the full path says so
    OneCase dr("dvec2 reflect(dvec2 I, dvec2 N)");
    ASSERT_TRUE(dr.bulk);
    const std::vector<uint64_t> din{d(1.0), d(-1.0), d(0.0), d(1.0)};
    EXPECT_EQ(dr.settle(din, {{d(1.0), d(1.0)}}), kMatch);
    uint64_t ulp = 0;
    EXPECT_EQ(dr.settle(din, {{d(1.0 + 0x1p-30), d(1.0)}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, uint64_t{1} << 22);  // double ULPs from the reference
    EXPECT_EQ(dr.settle(din, {{d(1.0 + 0x1p-23), d(1.0)}}), -1);  // past 2^-24: a violation, for the full path
}

TEST(BulkJudgeTest, HandWorkedNormalizeOfNonFiniteInputs) {
    // An infinite component: the length is +Inf, so that component meets Inf / Inf (undefined) and the others
    // x / +Inf, whose precision is undefined (the divisor is past 2^126); a NaN component leaves all undefined.
    OneCase n("vec3 normalize(vec3 x)");
    ASSERT_TRUE(n.bulk);
    const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
    EXPECT_EQ(n.settle({f(inf), f(1.0f), f(0.0f)}, {{f(nan), f(0.0f), f(0.0f)}}), kUndefined);
    EXPECT_EQ(n.settle({f(nan), f(1.0f), f(1.0f)}, {{f(1.0f), f(2.0f), f(3.0f)}}), kUndefined);
    // Two infinite components: both undefined, the third (2 / +Inf) any answer but a NaN.
    EXPECT_EQ(n.settle({f(-inf), f(-inf), f(2.0f)}, {{f(0.0f), f(0.0f), f(5.0f)}}), kUndefined);
}

TEST(BulkJudgeTest, HandWorkedResultsBelowTheDenormals) {
    // exp2(-200) and pow(2, -200) lie below 2^-151: the reference is +0, and the interval (exp2 is positive) is
    // [0, (3 + 2·200) least denormals]. A positive denormal inside it is accepted; the negative least denormal is
    // outside it, a violation the screen must leave to the full path.
    OneCase e("float exp2(float x)");
    ASSERT_TRUE(e.bulk);
    EXPECT_EQ(e.settle({f(-200.0f)}, {{f(0.0f)}}), kMatch);
    EXPECT_EQ(e.settle({f(-200.0f)}, {{0x00000005}}), kAccepted);
    EXPECT_EQ(e.settle({f(-200.0f)}, {{0x80000001}}), -1);
    OneCase p("float pow(float x, float y)");
    ASSERT_TRUE(p.bulk);
    EXPECT_EQ(p.settle({f(2.0f), f(-200.0f)}, {{0x00000005}}), kAccepted);
    EXPECT_EQ(p.settle({f(2.0f), f(-200.0f)}, {{0x80000001}}), -1);
}

// A driver that flushes denormal results (NVIDIA's floats) answers a product below 2^-126 with a zero: a flushed
// denormal, which GLSL 4.50 §4.7.1 allows and the screens' rows settle in bulk as the full path judges it.
TEST(BulkJudgeTest, HandWorkedFlushedResults) {
    OneCase m("vec2 operator*(vec2 a, vec2 b)");
    ASSERT_TRUE(m.bulk);
    // 2^-70 · 2^-70 = 2^-140, the denormal 2^9 least denormals (2^-149) above zero; 3 · 2 = 6.
    const std::vector<uint64_t> in = {f(0x1p-70f), f(3.0f), f(0x1p-70f), f(2.0f)};
    uint64_t ulp = 0;
    DenormalTally t;
    EXPECT_EQ(m.settle(in, {{f(0x1p-140f), f(6.0f)}}, &ulp, &t), kMatch);  // kept
    EXPECT_EQ(t.result_kept, 1u);
    t = {};
    EXPECT_EQ(m.settle(in, {{f(0.0f), f(6.0f)}}, &ulp, &t), kAccepted);
    EXPECT_EQ(ulp, 512u);
    EXPECT_EQ(t.result_flushed, 1u);
    EXPECT_EQ(m.settle(in, {{f(-0.0f), f(6.0f)}}, &ulp), kAccepted);  // a zero of either sign
    EXPECT_EQ(ulp, 512u);
    EXPECT_EQ(m.settle(in, {{f(0x1p-126f), f(6.0f)}}), -1);  // neither the value nor a zero: the full path's
    EXPECT_EQ(m.settle(in, {{f(0.0f), f(7.0f)}}), -1);       // a wrong other component
    // A quotient of doubles below 2^-1022 and its flush: the double screen's look.
    OneCase q("double operator/(double a, double b)");
    ASSERT_TRUE(q.bulk);
    EXPECT_EQ(q.settle({d(0x1p-1000), d(0x1p40)}, {{d(0.0)}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, uint64_t{1} << 34);  // 2^-1040 is 2^34 least denormals (2^-1074)
    // With a denormal input, NVIDIA flushes the input and the result (cases from an H100's sweep): -2^-149 + 0 gives
    // +0 (1 ULP from the reference), 2^-149 + 2^-149 gives +0 (2 ULP), and -(2^-126 - 2^-149) · -0x1.dcc9p-19 gives +0
    // where the product is 30 least denormals.
    OneCase add("vec3 operator+(vec3 a, vec3 b)");
    EXPECT_EQ(add.settle({f(-1.5f), 0x80000001, f(2.0f), f(1.0f), 0, f(3.0f)}, {{f(-0.5f), 0, f(5.0f)}}, &ulp),
              kAccepted);
    EXPECT_EQ(ulp, 1u);
    EXPECT_EQ(add.settle({0, 0x80000000, 1, 0, 0x80000000, 1}, {{0, 0x80000000, 0}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 2u);
    EXPECT_EQ(add.settle({0, 0x80000000, 1, 0, 0x80000000, 1}, {{0, 0x80000000, 0x80000000}}, &ulp), kAccepted);
    // Neither the reference nor a zero: the full path's.
    EXPECT_EQ(add.settle({f(-1.5f), 0x80000001, f(2.0f), f(1.0f), 0, f(3.0f)}, {{f(-0.5f), 5, f(5.0f)}}), -1);
    OneCase m4("vec4 operator*(vec4 a, vec4 b)");
    t = {};
    EXPECT_EQ(m4.settle({0x807fffff, f(1.0f), f(1.0f), f(1.0f), 0xb66e6481, f(1.0f), f(1.0f), f(1.0f)},
                        {{0, f(1.0f), f(1.0f), f(1.0f)}}, &ulp, &t),
              kAccepted);
    EXPECT_EQ(ulp, 30u);
    EXPECT_EQ(t.result_flushed, 1u);
    // A vector screen's row (an H100's answer): normalize of three normal components whose second result is the
    // denormal -0x1.30042p-127, answered -0.
    OneCase n("vec3 normalize(vec3 x)");
    EXPECT_EQ(n.settle({0xce3d0b7b, 0x955d17ee, 0xd5ba2c96}, {{0xb801f943, 0x80000000, 0xbf800000}}), kAccepted);
    // A denormal reference answered with neither its bits nor a zero is judged by the definition's bound (an H100's
    // answer): mod(x, y) of a denormal y may see y flushed to 0, x / 0 outside the range that bounds a / b and
    // 0 * floor(x / 0) a NaN, so component 0 (reference the denormal 0x560000) is undefined and its NaN settles; the
    // other components are within their bounds. The same NaN for mod(0x1p-140, 1.0), whose reference 2^-140 has a
    // bound, goes to the full path.
    OneCase mod("vec4 mod(vec4 x, vec4 y)");
    t = {};
    EXPECT_EQ(mod.settle({0x88257b53, 0x980ba9fd, 0x76509fe6, 0x235f0358, 0x7fffff, 0xa9c165d7, 0xd837a672, 0x4332072a},
                         {{0x7fffffff, 0x980ba9fd, 0x6a1f7784, 0x235f0358}}, &ulp, &t),
              kUndefined);
    EXPECT_EQ(t.result_other, 1u);
    // Another of its answers: mix(x, y, 2) = x·(1 - 2) + y·2 with x = 2^-126 and y = 2^-149 is the denormal
    // -(2^-126 - 2^-148), and y flushed gives -2^-126, inside the bound (both components, of either sign); component 2
    // is -1 + 2·(2^-126 - 2^-149), which rounds to -1. Accepted, two results counted as neither kept nor flushed.
    OneCase mix("vec3 mix(vec3 x, vec3 y, float a)");
    t = {};
    EXPECT_EQ(mix.settle({0x800000, 0x80800000, f(1.0f), 1, 0x80000001, 0x7fffff, f(2.0f)},
                         {{0x80800000, 0x800000, f(-1.0f)}}, &ulp, &t),
              kAccepted);
    EXPECT_EQ(t.result_other, 2u);
    OneCase mod1("float mod(float x, float y)");
    EXPECT_EQ(mod1.settle({f(0x1p-140f), f(1.0f)}, {{0x7fffffff}}), -1);
    // Where the screen cannot say, the definition's bound does (an H100's answer): normalize of
    // (0x1.b68fdap-84, 0x1.2ef0a0p-74, 0x1.905f52p+58), whose squares pass the screen's 2^100, has the denormal
    // references 0x8c and 0x18367 in components 0 and 1; the GPU flushed both to 0 and wrote 1 ULP below 1.0 in
    // component 2. Each zero is accepted at its distance, and both count as flushed results.
    OneCase n3("vec3 normalize(vec3 x)");
    t = {};
    EXPECT_EQ(n3.settle({0x15db47ed, 0x1a977850, 0x5cc82fa9}, {{0, 0, 0x3f7fffff}}, &ulp, &t), kAccepted);
    EXPECT_EQ(ulp, 0x18367u);
    EXPECT_EQ(t.result_flushed, 2u);
    // A zero for a denormal reference where the screen says the component is undefined (an H100's answer):
    // smoothstep(-0x1.def514p-103, -0x1.e1b45ap-4, x) has edge0 >= edge1, undefined by §8.3 whatever its value
    // (here the denormal 0x66); counted as a flushed result.
    OneCase ss("float smoothstep(float edge0, float edge1, float x)");
    t = {};
    EXPECT_EQ(ss.settle({0x8c6f7a8a, 0xbdf0da2d, 0x99f754e2}, {{0}}, &ulp, &t), kUndefined);
    EXPECT_EQ(t.result_flushed, 1u);
    // An approximate screen's row, which takes no looks: exp2(-140) = 2^-140, flushed.
    OneCase e("float exp2(float x)");
    t = {};
    EXPECT_EQ(e.settle({f(-140.0f)}, {{f(0.0f)}}, &ulp, &t), kAccepted);
    EXPECT_EQ(ulp, 512u);
    EXPECT_EQ(t.result_flushed, 1u);
}

// bench --catalog's figure: the components a screen leaves to the definition's bound.
TEST(BulkJudgeTest, CountsTheComponentsPastTheScreen) {
    OneCase e("float exp2(float x)");
    uint64_t steps = 0;
    EXPECT_EQ(e.settle({f(1.5f)}, {{0x403504f3u}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(steps, 0u);
    // exp2(-Inf): precision undefined, any answer that is not NaN accepted, from the interval steps.
    EXPECT_EQ(e.settle({0xff800000u}, {{f(1.0f)}}, nullptr, nullptr, &steps), kAccepted);
    EXPECT_EQ(steps, 1u);
}

// A component whose inputs are all special (infinite, NaN, denormal) takes the definition's bound, which a worker keeps
// per row and inputs: the kept bound of one row never answers for another, and a kept look gives what the first
// one gave, its denormal counts included.
TEST(BulkJudgeTest, HandWorkedSpecialInputsKeptPerRow) {
    OneCase e("float exp2(float x)"), l("float log2(float x)");
    const uint64_t minus_inf = 0xff800000u, one = f(1.0f);
    for (int round = 0; round < 3; ++round) {
        uint64_t steps = 0;
        // exp2(-Inf): precision undefined (the exponential's ULP count is infinite), any answer that is not NaN
        // accepted; log2(-Inf): x <= 0, undefined (GLSL 4.50 §8.2).
        EXPECT_EQ(e.settle({minus_inf}, {{one}}, nullptr, nullptr, &steps), kAccepted) << round;
        EXPECT_EQ(l.settle({minus_inf}, {{one}}, nullptr, nullptr, &steps), kUndefined) << round;
        EXPECT_EQ(e.settle({minus_inf}, {{f(0.0f)}}, nullptr, nullptr, &steps), kMatch) << round;
        EXPECT_EQ(steps, 3u) << round;
        // The least denormal: exp2 is 1 + 2^-149·ln 2 (1.0 nearest), and 1 for a flushed input: both sides give the
        // GPU's 1.0, which counts as the same either way.
        DenormalTally tiny;
        EXPECT_EQ(e.settle({0x00000001}, {{one}}, nullptr, &tiny, &steps), kMatch) << round;
        EXPECT_EQ(tiny.input_same, 1u) << round;
        EXPECT_EQ(steps, 4u) << round;
    }
    // A finite normal input goes through the screen, not the bound.
    uint64_t steps = 0;
    EXPECT_EQ(e.settle({f(1.5f)}, {{0x403504f3u}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(steps, 0u);
}

// The arithmetic operators' screens take what IEEE arithmetic makes of one step: an overflow (FLT_MAX * 2, exactly
// 2^129, past the largest float, whose interval reaches +Inf), infinite operands (Inf + 1, 1 / Inf), the undefined
// steps (Inf - Inf, 0 * Inf, a NaN operand) and a denormal product (2^-70 * 2^-70 = 2^-140), all without the
// definition's bound but the last, whose equal bits are a match counted as a kept denormal result.
TEST(BulkJudgeTest, HandWorkedOperatorSteps) {
    OneCase mul("float operator*(float a, float b)"), add("float operator+(float a, float b)"),
        sub("float operator-(float a, float b)"), div("float operator/(float a, float b)"),
        dmul("double operator*(double a, double b)");
    const uint64_t inf = 0x7f800000u, max = 0x7f7fffffu;
    uint64_t steps = 0;
    EXPECT_EQ(mul.settle({max, f(2.0f)}, {{inf}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(mul.settle({max, f(-2.0f)}, {{0xff800000u}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(dmul.settle({d(0x1p1000), d(0x1p100)}, {{d(INFINITY)}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(add.settle({inf, f(1.0f)}, {{inf}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(div.settle({f(1.0f), inf}, {{f(0.0f)}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(sub.settle({inf, inf}, {{f(0.0f)}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(mul.settle({f(0.0f), inf}, {{f(0.0f)}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(add.settle({f(std::nanf("")), f(1.0f)}, {{f(1.0f)}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(div.settle({inf, inf}, {{f(1.0f)}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(steps, 0u);
    // FLT_MAX for the overflow (the rounding mode is undefined) and a wrong infinity are the definition's to judge.
    EXPECT_EQ(mul.settle({max, f(2.0f)}, {{max}}, nullptr, nullptr, &steps), kAccepted);
    EXPECT_EQ(steps, 1u);
    EXPECT_EQ(add.settle({inf, f(1.0f)}, {{0xff800000u}}), -1);
    DenormalTally tiny;
    EXPECT_EQ(mul.settle({f(0x1p-70f), f(0x1p-70f)}, {{0x00000200u}}, nullptr, &tiny, &steps), kMatch);  // 2^-140
    EXPECT_EQ(tiny.result_kept, 1u);
    // A denormal operand may be flushed (§4.7.1): 1.5 + 2^-140 is 1.5 either way, a match whose input side is the
    // same; 2^-130 * 2^100 = 2^-30 (0x30800000) kept, or 0 flushed, accepted 0x30800000 ULPs away (the distance
    // from +0.0); 2^-130 / 2^-4 = 2^-126 (0x00800000) kept; 3.0 / 2^-130, a divisor that may be flushed to 0, and
    // an answer of neither kind are the definition's to judge.
    const uint64_t before = steps;
    DenormalTally sides;
    uint64_t ulp = 0;
    EXPECT_EQ(add.settle({f(1.5f), f(0x1p-140f)}, {{f(1.5f)}}, nullptr, &sides, &steps), kMatch);
    EXPECT_EQ(sides.input_same, 1u);
    EXPECT_EQ(mul.settle({f(0x1p-130f), f(0x1p100f)}, {{0x30800000u}}, nullptr, &sides, &steps), kMatch);
    EXPECT_EQ(sides.input_kept, 1u);
    EXPECT_EQ(mul.settle({f(0x1p-130f), f(0x1p100f)}, {{f(0.0f)}}, &ulp, &sides, &steps), kAccepted);
    EXPECT_EQ(ulp, 0x30800000u);
    EXPECT_EQ(sides.input_flushed, 1u);
    EXPECT_EQ(div.settle({f(0x1p-130f), f(0x1p-4f)}, {{0x00800000u}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(steps, before);
    div.settle({f(3.0f), f(0x1p-130f)}, {{inf}}, nullptr, nullptr, &steps);
    EXPECT_EQ(steps, before + 1);
    EXPECT_EQ(mul.settle({f(0x1p-130f), f(0x1p100f)}, {{0x30800001u}}), -1);
}

// A denormal input of an equation (§8.3) may be flushed to 0 (§4.7.1): its bound is the hull of its steps' intervals
// with each denormal input as given and as a zero, and the screen, which computes those steps, settles the case
// itself wherever its bound is known and defined at every flush. mix(2^-140, 2^-100, 2^-20) is
// 2^-140·(1 - 2^-20) + 2^-120, which float steps give as 2^-120 + 2^-140 (0x03800008); with x flushed, 2^-120
// (0x03800000), accepted 8 ULP away. The same in double: mix(2^-1040, 2^-980, 2^-30) is 2^-1010 + 2^-1040 in
// double steps, 2^-1010 flushed, 2^22 ULP apart. smoothstep(0, 2^-140, 1) is 1, but with edge1 flushed the edges
// are equal, undefined by the screen there, so the definition's bound decides (it is defined: 0 / 0 leaves t
// unbounded, then clamped).
TEST(BulkJudgeTest, HandWorkedDenormalInputsOfEquations) {
    OneCase mix("float mix(float x, float y, float a)"), dmix("double mix(double x, double y, double a)"),
        smooth("float smoothstep(float edge0, float edge1, float x)");
    uint64_t steps = 0, ulp = 0;
    DenormalTally sides;
    const std::vector<uint64_t> in = {f(0x1p-140f), f(0x1p-100f), f(0x1p-20f)};
    EXPECT_EQ(mix.settle(in, {{0x03800008u}}, &ulp, &sides, &steps), kMatch);
    EXPECT_EQ(sides.input_kept, 1u);
    EXPECT_EQ(mix.settle(in, {{0x03800000u}}, &ulp, &sides, &steps), kAccepted);
    EXPECT_EQ(ulp, 8u);
    EXPECT_EQ(sides.input_flushed, 1u);
    EXPECT_EQ(mix.settle({f(0x1p-140f), f(8.0f), f(0.25f)}, {{f(2.0f)}}, &ulp, &sides, &steps), kMatch);
    EXPECT_EQ(sides.input_same, 1u);
    const std::vector<uint64_t> din = {d(0x1p-1040), d(0x1p-980), d(0x1p-30)};
    EXPECT_EQ(dmix.settle(din, {{d(0x1p-1010 + 0x1p-1040)}}, &ulp, nullptr, &steps), kMatch);
    EXPECT_EQ(dmix.settle(din, {{d(0x1p-1010)}}, &ulp, nullptr, &steps), kAccepted);
    EXPECT_EQ(ulp, uint64_t{1} << 22);
    EXPECT_EQ(steps, 0u);
    // Neither the reference nor a flush's: the definition's to judge.
    EXPECT_EQ(mix.settle(in, {{0x03800004u}}, nullptr, nullptr, &steps), kAccepted);
    EXPECT_EQ(steps, 1u);
    EXPECT_EQ(smooth.settle({f(0.0f), f(0x1p-140f), f(1.0f)}, {{f(1.0f)}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(steps, 2u);
}

// A vector screen whose definition takes a denormal input as the interval to its flush (LaneScreen::flush_hull)
// settles the lane from the screen at each flush too. normalize(vec2(2^-140, 2^-40)) is (2^-100, 1); with x[0]
// flushed, (0, 1): the GPU's 0 is accepted 0x0d800000 ULPs away (the distance from +0.0), 2^-100 is a match. A
// length of a vector whose squares pass the screen's range at a flush is the definition's to judge.
TEST(BulkJudgeTest, HandWorkedDenormalInputsOfVectorScreens) {
    OneCase normalize("vec2 normalize(vec2 x)"), length("float length(vec2 x)");
    uint64_t steps = 0, ulp = 0;
    DenormalTally sides;
    const std::vector<uint64_t> in = {f(0x1p-140f), f(0x1p-40f)};
    EXPECT_EQ(normalize.settle(in, {{f(0x1p-100f), f(1.0f)}}, &ulp, &sides, &steps), kMatch);
    EXPECT_EQ(sides.input_kept, 1u);
    EXPECT_EQ(normalize.settle(in, {{f(0.0f), f(1.0f)}}, &ulp, &sides, &steps), kAccepted);
    EXPECT_EQ(ulp, 0x0d800000u);
    EXPECT_EQ(sides.input_flushed, 1u);
    EXPECT_EQ(length.settle({f(0x1p-140f), f(3.0f)}, {{f(3.0f)}}, &ulp, nullptr, &steps), kMatch);
    EXPECT_EQ(steps, 0u);
    // 2^-140 and 2^-60: the squares' sum 2^-120 lies below the screen's range at either flush.
    EXPECT_EQ(length.settle({f(0x1p-140f), f(0x1p-60f)}, {{f(0x1p-60f)}}, &ulp, nullptr, &steps), kMatch);
    EXPECT_EQ(steps, 1u);
}

// The screens of cross, reflect, refract and the matrix products settle a lane with a denormal input from the screen
// at both of its flushes, as dot's does: their steps are sums, products and a root, each monotone in its operands'
// ends.
TEST(BulkJudgeTest, HandWorkedDenormalInputsOfProducts) {
    OneCase cross("vec3 cross(vec3 x, vec3 y)"), reflect("vec2 reflect(vec2 I, vec2 N)"),
        refract("vec2 refract(vec2 I, vec2 N, float eta)"), product("vec2 operator*(mat2 m, vec2 v)");
    const float tiny = 0x1p-140f;
    uint64_t steps = 0;
    // cross((2^-140, 1, 2), (3, 4, 5)) = (1·5 - 2·4, 2·3 - 2^-140·5, 2^-140·4 - 1·3): (-3, 6, -3) once rounded, and
    // exactly that with 2^-140 flushed to 0. Components 1 and 2 read the denormal.
    EXPECT_EQ(cross.settle({f(tiny), f(1), f(2), f(3), f(4), f(5)}, {{f(-3), f(6), f(-3)}}, nullptr, nullptr, &steps),
              kMatch);
    // reflect((2^-140, 3), (0.5, 1)): dot = 3 + 2^-141, I - 2·dot·N = (-3 + 2^-141, -3 - 2^-140), (-3, -3) rounded.
    EXPECT_EQ(reflect.settle({f(tiny), f(3), f(0.5f), f(1)}, {{f(-3), f(-3)}}, nullptr, nullptr, &steps), kMatch);
    // refract((2^-140, 1), (1, 0), 0.5): d = 2^-140, k = 1 - 0.25·(1 - d·d), just above 0.75, and
    // 0.5·I - (0.5·d + sqrt(k))·N = (-sqrt(k), 0.5): the float nearest -sqrt(0.75) and 0.5, at either flush.
    EXPECT_EQ(refract.settle({f(tiny), f(1), f(1), f(0), f(0.5f)}, {{f(-std::sqrt(0.75f)), f(0.5f)}}, nullptr, nullptr,
                             &steps),
              kMatch);
    // The columns (2, 2^-140) and (1, 4) times (3, 5): (2·3 + 1·5, 2^-140·3 + 4·5) = (11, 20 + 3·2^-140), (11, 20).
    EXPECT_EQ(product.settle({f(2), f(tiny), f(1), f(4), f(3), f(5)}, {{f(11), f(20)}}, nullptr, nullptr, &steps),
              kMatch);
    EXPECT_EQ(steps, 0u);
    // 20's upper neighbour lies inside the definition's interval (the last addition rounds either way) but the
    // screen, which accepts it only where the exact value is not 20, cannot tell at the flush, where it is: the
    // definition's steps decide, and accept it.
    EXPECT_EQ(product.settle({f(2), f(tiny), f(1), f(4), f(3), f(5)}, {{f(11), f(std::nextafter(20.0f, 30.0f))}},
                             nullptr, nullptr, &steps),
              kAccepted);
    EXPECT_EQ(steps, 1u);
}

// A NaN input leaves an equation's component undefined (§4.7.1: the definition's bound says so before anything else),
// which its screen now settles itself; an infinite one is the definition's: mix(+Inf, 1, 0.5) is undefined there
// too, since its lerp form x + (y - x)·a meets +Inf - Inf, but smoothstep(0, 1, +Inf) clamps to 1.
TEST(BulkJudgeTest, HandWorkedNonFiniteInputsOfEquations) {
    OneCase mix("float mix(float x, float y, float a)"), smooth("float smoothstep(float edge0, float edge1, float x)"),
        dmod("double mod(double x, double y)"), fract("vec2 fract(vec2 x)");
    const uint64_t nan = 0x7fc00000u, inf = 0x7f800000u;
    uint64_t steps = 0;
    EXPECT_EQ(mix.settle({nan, f(1.0f), f(0.5f)}, {{f(0.75f)}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(smooth.settle({f(0.0f), f(1.0f), nan}, {{nan}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(dmod.settle({d(std::nan("")), d(2.0)}, {{d(0.0)}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(fract.settle({f(0.25f), nan}, {{f(0.25f), nan}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(steps, 0u);
    EXPECT_EQ(mix.settle({inf, f(1.0f), f(0.5f)}, {{inf}}, nullptr, nullptr, &steps), kUndefined);
    EXPECT_EQ(smooth.settle({f(0.0f), f(1.0f), inf}, {{f(1.0f)}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(steps, 2u);
}

// The rounding functions allow the other zero of a zero result (GLSL 4.50 §4.7.1: -0.0 = +0.0): ceil(-0.5) is -0.0,
// and +0.0 is accepted at 0 ULP; a NaN component beside it makes the case undefined. Negation allows no other zero:
// -(+0.0) answered +0.0 is the full path's to judge.
TEST(BulkJudgeTest, HandWorkedOtherZeros) {
    OneCase ceil2("vec2 ceil(vec2 x)"), ceild("double ceil(double x)"), neg("float operator-(float a)");
    uint64_t ulp = 7;
    EXPECT_EQ(ceil2.settle({f(-0.5f), f(1.5f)}, {{f(0.0f), f(2.0f)}}, &ulp), kAccepted);
    EXPECT_EQ(ulp, 0u);
    EXPECT_EQ(ceil2.settle({f(-0.5f), f(1.5f)}, {{f(-0.0f), f(2.0f)}}), kMatch);
    EXPECT_EQ(ceil2.settle({f(-0.5f), f(std::nanf(""))}, {{f(0.0f), f(2.0f)}}), kUndefined);
    EXPECT_EQ(ceil2.settle({f(-0.5f), f(1.5f)}, {{f(1.0f), f(2.0f)}}), -1);  // -0.5 rounded the wrong way
    EXPECT_EQ(ceild.settle({d(-0.25)}, {{d(0.0)}}), kAccepted);
    EXPECT_EQ(neg.settle({f(0.0f)}, {{f(0.0f)}}), -1);
}

// radians' screen counts 2 ULP around the exact value (the constant π / 180 within 2.5 ULP of 2^-29, 2.24 ULP of the
// product): radians(1) lies 0.07 ULP above 0x3c8efa35, so 0x3c8efa37 (1.93 ULP above it) settles in the screen, and
// 0x3c8efa33 (2.07 below) in the definition's interval (2.69 ULP below it); radians(2^110) is screened too (the
// product never overflows), and degrees(2^121), whose product nears 2^128, is the definition's.
TEST(BulkJudgeTest, HandWorkedScaledScreens) {
    OneCase radians("float radians(float degrees)"), degrees("float degrees(float radians)");
    uint64_t steps = 0;
    EXPECT_EQ(radians.settle({f(1.0f)}, {{0x3c8efa37u}}, nullptr, nullptr, &steps), kAccepted);
    EXPECT_EQ(steps, 0u);
    EXPECT_EQ(radians.settle({f(1.0f)}, {{0x3c8efa33u}}, nullptr, nullptr, &steps), kAccepted);
    EXPECT_EQ(steps, 1u);
    const float big = 0x1p110f;
    const uint64_t r = f(static_cast<float>(static_cast<double>(big) * (3.14159265358979323846 / 180)));
    EXPECT_EQ(radians.settle({f(big)}, {{r}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(radians.settle({f(big)}, {{r + 1}}, nullptr, nullptr, &steps), kAccepted);
    EXPECT_EQ(steps, 1u);
    const float huge = 0x1p121f;
    const uint64_t g = f(static_cast<float>(static_cast<double>(huge) * (180 / 3.14159265358979323846)));
    EXPECT_EQ(degrees.settle({f(huge)}, {{g}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(steps, 2u);
    // A denormal reference answered with its own bits, at normal inputs the screen bounds: a match, without the
    // definition's bound, counted as a kept denormal result. radians(2^-125) = 292817.66 least denormals (2^-149;
    // 50 digits of π give 292817.65851827298...), so the reference is 292818 = 0x477d2; exp2(-130) is 2^19 of them.
    DenormalTally t;
    EXPECT_EQ(radians.settle({f(0x1p-125f)}, {{0x477d2u}}, nullptr, &t, &steps), kMatch);
    EXPECT_EQ(steps, 2u);
    EXPECT_EQ(t.result_kept, 1u);
    OneCase e("float exp2(float x)");
    EXPECT_EQ(e.settle({f(-130.0f)}, {{0x80000u}}, nullptr, nullptr, &steps), kMatch);
    EXPECT_EQ(steps, 2u);
    // Other bits: the definition's bound decides, past the screen. Its interval's relative width (2.68e-7) is far
    // below a least denormal here, so it holds the two denormals around the exact value alone: 292817 is accepted,
    // 292819 is a violation the full path reports.
    EXPECT_EQ(radians.settle({f(0x1p-125f)}, {{0x477d1u}}, nullptr, nullptr, &steps), kAccepted);
    EXPECT_EQ(steps, 3u);
    EXPECT_EQ(radians.settle({f(0x1p-125f)}, {{0x477d3u}}, nullptr, nullptr, &steps), -1);
}

TEST(BulkJudgeTest, HandWorkedChoiceDefinitions) {
    // round(2.5): 2 (half to even) matches, 3 (half away from zero) is accepted, 4 is not settled.
    OneCase round("float round(float x)");
    EXPECT_EQ(round.settle({f(2.5f)}, {{f(2.0f)}}), kMatch);
    EXPECT_EQ(round.settle({f(2.5f)}, {{f(3.0f)}}), kAccepted);
    EXPECT_EQ(round.settle({f(2.5f)}, {{f(4.0f)}}), -1);
    // floor(-0.5) = -1; floor(0.25) = +0, and -0.0 is accepted as a value equal to the integer 0.
    OneCase floor("float floor(float x)");
    EXPECT_EQ(floor.settle({f(-0.5f)}, {{f(-1.0f)}}), kMatch);
    EXPECT_EQ(floor.settle({f(0.25f)}, {{f(-0.0f)}}), kAccepted);
    // A denormal input: the flushed input is evaluated too, as the full path does, and the case counted among the
    // denormal inputs. floor(2^-149) = +0 = floor(+0): the GPU's 0 tells nothing.
    DenormalTally dt;
    EXPECT_EQ(floor.settle({0x00000001}, {{f(0.0f)}}, nullptr, &dt), kMatch);
    EXPECT_EQ(dt.input_same, 1u);
    // sign(2^-149) = 1.0, and 0.0 with the input flushed (GLSL 4.50 §4.7.1): 1.0 kept it, 0.0 flushed it, 0.5 is
    // neither (left to the full path).
    OneCase sign("float sign(float x)");
    EXPECT_EQ(sign.settle({0x00000001}, {{f(1.0f)}}, nullptr, &dt), kMatch);
    EXPECT_EQ(dt.input_kept, 1u);
    EXPECT_EQ(sign.settle({0x80000001}, {{f(-0.0f)}}, nullptr, &dt), kAccepted);
    EXPECT_EQ(dt.input_flushed, 1u);
    EXPECT_EQ(sign.settle({0x00000001}, {{f(0.5f)}}, nullptr, &dt), -1);
    EXPECT_EQ(dt.input_other, 0u);
    // abs has no flushed result of its own (no evaluate_flushing): the bulk judge runs the lane again on the
    // flushed inputs, as tally_denormals does. abs(-(2^-126 - 2^-149)) = 0x007fffff, a denormal: kept is a match, the
    // input kept and the result kept; +0 is the flushed input's result (abs(-0.0) = +0.0), accepted by §4.7.1's
    // flush, the input and the result flushed.
    OneCase absolute("vec2 abs(vec2 x)");
    DenormalTally kept, flushed;
    EXPECT_EQ(absolute.settle({0x807fffff, f(-2.0f)}, {{0x007fffff, f(2.0f)}}, nullptr, &kept), kMatch);
    EXPECT_EQ(kept.input_kept, 1u);
    EXPECT_EQ(kept.result_kept, 1u);
    EXPECT_EQ(absolute.settle({0x807fffff, f(-2.0f)}, {{0, f(2.0f)}}, nullptr, &flushed), kAccepted);
    EXPECT_EQ(flushed.input_flushed, 1u);
    EXPECT_EQ(flushed.result_flushed, 1u);
    // clamp(ivec2, int, int) with minVal > maxVal is undefined; in order it is exact.
    OneCase clamp("ivec2 clamp(ivec2 x, int minVal, int maxVal)");
    EXPECT_EQ(clamp.settle({5, static_cast<uint32_t>(-7), 0, 3}, {{3, 0}}), kMatch);
    EXPECT_EQ(clamp.settle({5, static_cast<uint32_t>(-7), 4, 3}, {{3, 0}}), kUndefined);
    // lessThan(vec2(1, NaN), vec2(2, 0)): true, and undefined for the NaN lane.
    OneCase less("bvec2 lessThan(vec2 x, vec2 y)");
    EXPECT_EQ(less.settle({f(1.0f), f(3.0f), f(2.0f), f(0.0f)}, {{1, 0}}), kMatch);
    EXPECT_EQ(less.settle({f(1.0f), f(std::nanf("")), f(2.0f), f(0.0f)}, {{1, 1}}), kUndefined);
    // vec2 == reduces equal()'s components: a differing component settles false whatever the NaN beside it; a NaN
    // in equal vectors is undefined; equal vectors with an equal denormal component are true, and false is
    // accepted (one operand's 2^-149 flushed against the other's kept); 1.0 against 1.0 + 2^-23 is false alone.
    OneCase eq("bool operator==(vec2 a, vec2 b)");
    EXPECT_EQ(eq.settle({f(1.0f), f(2.0f), f(1.0f), f(2.0f)}, {{1}}), kMatch);
    EXPECT_EQ(eq.settle({f(1.0f), f(std::nanf("")), f(3.0f), f(std::nanf(""))}, {{0}}), kMatch);
    EXPECT_EQ(eq.settle({f(1.0f), f(std::nanf("")), f(1.0f), f(std::nanf(""))}, {{1}}), kUndefined);
    EXPECT_EQ(eq.settle({f(1.0f), 0x00000001, f(1.0f), 0x00000001}, {{1}}), kMatch);
    EXPECT_EQ(eq.settle({f(1.0f), 0x00000001, f(1.0f), 0x00000001}, {{0}}), kAccepted);
    EXPECT_EQ(eq.settle({f(1.0f), f(2.0f), 0x3f800001, f(2.0f)}, {{1}}), -1);
    // findMSB(-1) = -1; findMSB(0x00f0) = 7.
    OneCase msb("ivec2 findMSB(ivec2 value)");
    EXPECT_EQ(msb.settle({0xffffffff, 0xf0}, {{0xffffffff, 7}}), kMatch);
    EXPECT_EQ(msb.settle({0xffffffff, 0xf0}, {{0xffffffff, 6}}), -1);
}

TEST(BulkJudgeTest, HandWorkedComponentDefinitions) {
    // Rows whose lane is a component function of integer inputs (reference/components.h) run it over the records
    // in the match pass. -8 >> 1 = -4 (the sign extended, GLSL 4.50 §5.9), 0x7fffffff >> 31 = 0; a shift by 32 or
    // by -1 is undefined; a wrong answer is left to the full path.
    const uint64_t minus = 0xffffffffu;
    OneCase shr("ivec2 operator>>(ivec2 a, int b)");
    EXPECT_EQ(shr.settle({0xfffffff8, 0x7fffffff, 1}, {{0xfffffffc, 0x3fffffff}}), kMatch);
    EXPECT_EQ(shr.settle({0xfffffff8, 0x7fffffff, 31}, {{minus, 0}}), kMatch);
    EXPECT_EQ(shr.settle({0xfffffff8, 0x7fffffff, 32}, {{0, 0}}), kUndefined);
    EXPECT_EQ(shr.settle({0xfffffff8, 0x7fffffff, minus}, {{0, 0}}), kUndefined);
    EXPECT_EQ(shr.settle({0xfffffff8, 0x7fffffff, 1}, {{0x7ffffffc, 0x3fffffff}}), -1);
    // -7 / 2 = -3 (toward zero); -4 (toward -Inf) is accepted by the full rule, past the match pass; a zero divisor
    // and -2^31 / -1 are undefined (§5.9, §4.1.3).
    OneCase idiv("int operator/(int a, int b)");
    EXPECT_EQ(idiv.settle({static_cast<uint32_t>(-7), 2}, {{static_cast<uint32_t>(-3)}}), kMatch);
    EXPECT_EQ(idiv.settle({static_cast<uint32_t>(-7), 2}, {{static_cast<uint32_t>(-4)}}), kAccepted);
    EXPECT_EQ(idiv.settle({7, 0}, {{0}}), kUndefined);
    EXPECT_EQ(idiv.settle({0x80000000, minus}, {{0x80000000}}), kUndefined);
    // uint: 0xffffffff / 2 = 0x7fffffff, not -1 / 2.
    OneCase udiv("uint operator/(uint a, uint b)");
    EXPECT_EQ(udiv.settle({minus, 2}, {{0x7fffffff}}), kMatch);
    EXPECT_EQ(udiv.settle({minus, 2}, {{0}}), -1);
    // lessThan compares uints unsigned and ints signed: 0xffffffff < 1 is false for uint, true for int (-1 < 1).
    OneCase uless("bvec2 lessThan(uvec2 x, uvec2 y)");
    EXPECT_EQ(uless.settle({minus, 0, 1, 1}, {{0, 1}}), kMatch);
    EXPECT_EQ(uless.settle({minus, 0, 1, 1}, {{1, 1}}), -1);
    OneCase iless("bvec2 lessThan(ivec2 x, ivec2 y)");
    EXPECT_EQ(iless.settle({minus, 0, 1, 1}, {{1, 1}}), kMatch);
    // A bool answer is read as 0 or 1: any non-zero word is true.
    EXPECT_EQ(iless.settle({minus, 0, 1, 1}, {{0xff, 2}}), kMatch);
    // abs(-2^31) wraps to -2^31; sign(-5) = -1; min(uvec2(7, 0xffffffff), 9u) = (7, 9); clamp(5u, 9u, 3u) is
    // undefined (minVal > maxVal, §8.3).
    OneCase absolute("ivec2 abs(ivec2 x)");
    EXPECT_EQ(absolute.settle({0x80000000, static_cast<uint32_t>(-3)}, {{0x80000000, 3}}), kMatch);
    OneCase sign("ivec2 sign(ivec2 x)");
    EXPECT_EQ(sign.settle({static_cast<uint32_t>(-5), 0}, {{minus, 0}}), kMatch);
    OneCase umin("uvec2 min(uvec2 x, uint y)");
    EXPECT_EQ(umin.settle({7, minus, 9}, {{7, 9}}), kMatch);
    OneCase uclamp("uint clamp(uint x, uint minVal, uint maxVal)");
    EXPECT_EQ(uclamp.settle({5, 3, 9}, {{5}}), kMatch);
    EXPECT_EQ(uclamp.settle({5, 9, 3}, {{3}}), kUndefined);
    // §8.8: bitfieldExtract of an int copies the field's top bit upward: bits [4, 7] of 0xa0 are 0b1010, -6; of
    // 0x50, 5. A field past bit 31 is undefined. bitfieldInsert(0xffffffff, 0, 8, 8) = 0xffff00ff; bitCount(-1) =
    // 32, bitCount(0x8001) = 2; findLSB(0) = -1, findLSB(0x80) = 7; bitfieldReverse(1) = 0x80000000; -(-2^31)
    // wraps to -2^31 (§4.1.3).
    OneCase extract("ivec2 bitfieldExtract(ivec2 value, int offset, int bits)");
    EXPECT_EQ(extract.settle({0xa0, 0x50, 4, 4}, {{static_cast<uint32_t>(-6), 5}}), kMatch);
    EXPECT_EQ(extract.settle({0xa0, 0x50, 4, 4}, {{10, 5}}), -1);
    EXPECT_EQ(extract.settle({0xa0, 0x50, 30, 4}, {{0, 0}}), kUndefined);
    OneCase insert("uint bitfieldInsert(uint base, uint insert, int offset, int bits)");
    EXPECT_EQ(insert.settle({minus, 0, 8, 8}, {{0xffff00ff}}), kMatch);
    EXPECT_EQ(insert.settle({minus, 0, 8, 25}, {{minus}}), kUndefined);
    OneCase count("ivec2 bitCount(ivec2 value)");
    EXPECT_EQ(count.settle({minus, 0x8001}, {{32, 2}}), kMatch);
    OneCase lsb("ivec2 findLSB(uvec2 value)");
    EXPECT_EQ(lsb.settle({0, 0x80}, {{minus, 7}}), kMatch);
    OneCase reverse("uvec2 bitfieldReverse(uvec2 value)");
    EXPECT_EQ(reverse.settle({1, 0x80000000}, {{0x80000000, 1}}), kMatch);
    OneCase negate("ivec2 operator-(ivec2 a)");
    EXPECT_EQ(negate.settle({0x80000000, 5}, {{0x80000000, static_cast<uint32_t>(-5)}}), kMatch);
    // §5.9: == of vectors is true only where every component is equal, != its negation (folded over the
    // components); of scalars, one comparison. A wrong answer is left to the full path.
    OneCase equal("bool operator==(ivec2 a, ivec2 b)"), differ("bool operator!=(ivec2 a, ivec2 b)");
    EXPECT_EQ(equal.settle({1, minus, 1, minus}, {{1}}), kMatch);
    EXPECT_EQ(equal.settle({1, minus, 1, 0x7fffffff}, {{0}}), kMatch);
    EXPECT_EQ(equal.settle({1, minus, 1, 0x7fffffff}, {{1}}), -1);
    EXPECT_EQ(differ.settle({1, minus, 1, 0x7fffffff}, {{1}}), kMatch);
    EXPECT_EQ(differ.settle({1, minus, 1, minus}, {{0}}), kMatch);
    EXPECT_EQ(differ.settle({1, minus, 1, minus}, {{1}}), -1);
    OneCase scalar_differ("bool operator!=(int a, int b)");
    EXPECT_EQ(scalar_differ.settle({minus, 0xfffffffe}, {{1}}), kMatch);
    // Float and double inputs with a bool result take the same pass: -0.0 < +0.0 is false (equal values) and
    // 1 < +Inf true; a NaN operand leaves the comparison undefined (§4.7.1). isnan(NaN) is true, and false is
    // accepted past the pass (NaNs need not be implemented); isinf(-Inf) is true, isinf(DBL_MAX) false.
    OneCase fless("bvec2 lessThan(vec2 x, vec2 y)");
    EXPECT_EQ(fless.settle({f(-0.0f), f(1.0f), f(0.0f), f(INFINITY)}, {{0, 1}}), kMatch);
    EXPECT_EQ(fless.settle({f(-0.0f), f(1.0f), f(0.0f), f(INFINITY)}, {{1, 1}}), -1);
    OneCase dless("bool operator<(double a, double b)");
    EXPECT_EQ(dless.settle({d(1.0), d(std::nan(""))}, {{0}}), kUndefined);
    EXPECT_EQ(dless.settle({d(1.0), d(1.0 + 0x1p-52)}, {{1}}), kMatch);
    OneCase nan("bvec3 isnan(vec3 x)");
    EXPECT_EQ(nan.settle({f(std::nanf("")), f(INFINITY), f(1.0f)}, {{1, 0, 0}}), kMatch);
    EXPECT_EQ(nan.settle({f(std::nanf("")), f(INFINITY), f(1.0f)}, {{0, 0, 0}}), kAccepted);
    OneCase inf("bvec2 isinf(dvec2 x)");
    EXPECT_EQ(inf.settle({d(-INFINITY), d(DBL_MAX)}, {{1, 0}}), kMatch);
}

TEST(BulkJudgeTest, HandWorkedFloatComponentDefinitions) {
    // Float and double results of component functions take the match pass too (GLSL 4.50 §8.3). floor(-0.5) = -1.0
    // and floor(-0.0) = -0.0; 3.0 for floor(2.5) is left to the full path; a NaN x is undefined.
    const uint64_t nan = f(std::nanf(""));
    OneCase floor2("vec2 floor(vec2 x)");
    EXPECT_EQ(floor2.settle({f(-0.5f), f(-0.0f)}, {{f(-1.0f), f(-0.0f)}}), kMatch);
    EXPECT_EQ(floor2.settle({f(2.5f), f(1.0f)}, {{f(3.0f), f(1.0f)}}), -1);
    EXPECT_EQ(floor2.settle({nan, f(1.0f)}, {{f(0.0f), f(1.0f)}}), kUndefined);
    // roundEven(2.5) = 2.0, roundEven(3.5) = 4.0; round(2.5) may round half away from zero: 3.0 is accepted past
    // the pass.
    OneCase round_even("dvec2 roundEven(dvec2 x)");
    EXPECT_EQ(round_even.settle({d(2.5), d(3.5)}, {{d(2.0), d(4.0)}}), kMatch);
    OneCase round("float round(float x)");
    EXPECT_EQ(round.settle({f(2.5f)}, {{f(2.0f)}}), kMatch);
    EXPECT_EQ(round.settle({f(2.5f)}, {{f(3.0f)}}), kAccepted);
    // min(1, 2) = 1; min(NaN, 1) is x, the NaN itself (1 < NaN is false), and y is accepted past the pass.
    OneCase fmin("vec2 min(vec2 x, vec2 y)");
    EXPECT_EQ(fmin.settle({f(1.0f), nan, f(2.0f), f(1.0f)}, {{f(1.0f), nan}}), kMatch);
    EXPECT_EQ(fmin.settle({f(1.0f), nan, f(2.0f), f(1.0f)}, {{f(1.0f), f(1.0f)}}), kAccepted);
    // clamp(5, 0, 3) = 3; clamp(1, 3, 2) is undefined (minVal > maxVal).
    OneCase fclamp("float clamp(float x, float minVal, float maxVal)");
    EXPECT_EQ(fclamp.settle({f(5.0f), f(0.0f), f(3.0f)}, {{f(3.0f)}}), kMatch);
    EXPECT_EQ(fclamp.settle({f(1.0f), f(3.0f), f(2.0f)}, {{f(2.0f)}}), kUndefined);
    // abs(-2.0) = 2.0, abs(-0.0) = +0.0, and -0.0 itself (-0.0 >= 0 holds) is accepted past the pass.
    OneCase dabs("dvec2 abs(dvec2 x)");
    EXPECT_EQ(dabs.settle({d(-2.0), d(-0.0)}, {{d(2.0), d(0.0)}}), kMatch);
    EXPECT_EQ(dabs.settle({d(-2.0), d(-0.0)}, {{d(2.0), d(-0.0)}}), kAccepted);
    // step(1.0, 0.5) = 0.0, step(1.0, 1.0) = 1.0.
    OneCase fstep("vec2 step(float edge, vec2 x)");
    EXPECT_EQ(fstep.settle({f(1.0f), f(0.5f), f(1.0f)}, {{f(0.0f), f(1.0f)}}), kMatch);
    EXPECT_EQ(fstep.settle({f(1.0f), f(0.5f), f(1.0f)}, {{f(1.0f), f(1.0f)}}), -1);
    // With a denormal input: sign of the least denormal is 1.0, and 0.0 once it is flushed (§4.7.1). The GPU's 1.0
    // is a match that kept the denormal; its 0.0 is accepted (past the pass) as the flushed input's result. max of
    // the least denormal and 1.0 is 1.0 either way: a match whose input side is the same.
    const uint64_t least = 1;
    OneCase fsign("vec2 sign(vec2 x)");
    DenormalTally kept, flushed, same;
    EXPECT_EQ(fsign.settle({least, f(-2.0f)}, {{f(1.0f), f(-1.0f)}}, nullptr, &kept), kMatch);
    EXPECT_EQ(kept.input_kept, 1u);
    EXPECT_EQ(fsign.settle({least, f(-2.0f)}, {{f(0.0f), f(-1.0f)}}, nullptr, &flushed), kAccepted);
    EXPECT_EQ(flushed.input_flushed, 1u);
    OneCase fmax("float max(float x, float y)");
    EXPECT_EQ(fmax.settle({least, f(1.0f)}, {{f(1.0f)}}, nullptr, &same), kMatch);
    EXPECT_EQ(same.input_same, 1u);
    EXPECT_EQ(same.input_kept + same.input_flushed + same.input_other, 0u);
    // GL_AMD_shader_trinary_minmax: mid3(3.0, 1.0, 2.0) = 2.0; min3(-0.0, +0.0, 1.0) is x, -0.0, and +0.0 (equal in
    // value) is accepted past the pass; a NaN operand leaves the component undefined.
    OneCase mid3("float mid3(float x, float y, float z)"), min3("float min3(float x, float y, float z)");
    EXPECT_EQ(mid3.settle({f(3.0f), f(1.0f), f(2.0f)}, {{f(2.0f)}}), kMatch);
    EXPECT_EQ(mid3.settle({f(3.0f), nan, f(2.0f)}, {{f(2.0f)}}), kUndefined);
    EXPECT_EQ(min3.settle({f(-0.0f), f(0.0f), f(1.0f)}, {{f(-0.0f)}}), kMatch);
    EXPECT_EQ(min3.settle({f(-0.0f), f(0.0f), f(1.0f)}, {{f(0.0f)}}), kAccepted);
    // -x flips the sign bit (GLSL 4.50 §5.9): -(-0.0) = +0.0; a NaN operand is undefined (§4.7.1).
    OneCase fneg("vec2 operator-(vec2 a)");
    EXPECT_EQ(fneg.settle({f(-0.0f), f(2.0f)}, {{f(0.0f), f(-2.0f)}}), kMatch);
    EXPECT_EQ(fneg.settle({nan, f(2.0f)}, {{nan, f(-2.0f)}}), kUndefined);
}

TEST(BulkJudgeTest, HandWorkedOperatorComponents) {
    // a + b, a - b, a * b and a / b of floats and doubles, one IEEE step each (GLSL 4.50 §4.7.1), as component
    // functions over the records: 0.1f + 0.2f rounds to 0x3e99999a; 2^100 * 2^100 overflows to +Inf, the step's
    // own result; Inf - Inf and 1 / 0 are undefined; 3.0 for 0.1f + 0.2f is left to the full path.
    OneCase add("vec2 operator+(vec2 a, vec2 b)");
    EXPECT_EQ(add.settle({f(0.1f), f(1.0f), f(0.2f), f(2.0f)}, {{0x3e99999a, f(3.0f)}}), kMatch);
    EXPECT_EQ(add.settle({f(0.1f), f(1.0f), f(0.2f), f(2.0f)}, {{f(3.0f), f(3.0f)}}), -1);
    OneCase mul("float operator*(float a, float b)");
    EXPECT_EQ(mul.settle({f(0x1p100f), f(0x1p100f)}, {{f(INFINITY)}}), kMatch);
    OneCase sub("dvec2 operator-(dvec2 a, double b)");
    EXPECT_EQ(sub.settle({d(INFINITY), d(1.0), d(INFINITY)}, {{d(0.0), d(-INFINITY)}}), kUndefined);
    OneCase div("float operator/(float a, float b)");
    EXPECT_EQ(div.settle({f(1.0f), f(0.0f)}, {{f(INFINITY)}}), kUndefined);
    // 2^-70 * 2^-70 = 2^-140, a denormal float, exact: the GPU's 2^-140 is a match that kept the denormal result,
    // and its 0 is accepted as the flushed result (§4.7.1: any denormalized value ... can be flushed to 0).
    DenormalTally kept, flushed;
    EXPECT_EQ(mul.settle({f(0x1p-70f), f(0x1p-70f)}, {{f(0x1p-140f)}}, nullptr, &kept), kMatch);
    EXPECT_EQ(kept.result_kept, 1u);
    EXPECT_EQ(mul.settle({f(0x1p-70f), f(0x1p-70f)}, {{f(0.0f)}}, nullptr, &flushed), kAccepted);
    EXPECT_EQ(flushed.result_flushed, 1u);
}

// The hand-worked exp2 answers of HandWorkedLaneDefinitions, many times over in one call: the screen's looks at a
// block of cases (the vectorized test of approximate_settles, past its first lanes) settle each case as it settles
// alone, and leave the same ones to the full path.
TEST(BulkJudgeTest, HandWorkedScreenLooksOverManyCases) {
    OneCase exp2("float exp2(float x)");
    struct Answer {
        float x;
        uint64_t gpu;
        int verdict;
    };
    const Answer answers[] = {{1.5f, 0x403504f3u, kMatch},         {1.5f, 0x403504f9u, kAccepted},
                              {1.5f, 0x403504fau, -1},             {1.5f, 0x403504eeu, kAccepted},
                              {1.5f, 0x403504edu, -1},             {3.0f, f(8.0f) - 9, kAccepted},
                              {3.0f, f(8.0f) - 10, -1},            {3.0f, f(8.0f) + 4, kAccepted},
                              {3.0f, f(8.0f) + 5, -1},             {-0x1p-30f, 0x3f800000u, kMatch},
                              {-0x1p-30f, 0x3f7ffffdu, kAccepted}, {-0x1p-30f, 0x3f7ffffcu, -1},
                              {-0x1p-30f, 0x3f800001u, kAccepted}, {-0x1p-30f, 0x3f800002u, -1}};
    const size_t kinds = std::size(answers);
    std::vector<std::vector<uint64_t>> in;
    std::vector<uint64_t> out;
    std::vector<uint32_t> left;
    uint64_t matches = 0, accepted = 0;
    for (size_t i = 0; i < 300; ++i) {  // more than one block of looks, in an order that is not the list's
        const Answer& a = answers[(i * 5) % kinds];
        in.push_back({f(a.x)});
        out.push_back(a.gpu);
        if (a.verdict < 0) left.push_back(static_cast<uint32_t>(i));
        matches += a.verdict == kMatch;
        accepted += a.verdict == kAccepted;
    }
    std::vector<uint32_t> rest;
    const BatchTally t = exp2.settle_all(in, out, &rest);
    EXPECT_EQ(rest, left);
    EXPECT_EQ(t.by_verdict[verdict(Verdict::Match)], matches);
    EXPECT_EQ(t.by_verdict[verdict(Verdict::Accepted)], accepted);
    EXPECT_EQ(t.max_ulp, 9u);  // 8 - 9 ULP of 2^-21 is 9 floats below the reference
}

// One IEEE step with a denormal operand, many cases in one call (the component function's pass over the cases with a
// denormal input, run on their records as given and flushed). 1 + 2^-149 rounds to 1 with the denormal kept or
// flushed: a match, the input on neither side. 2^-149 * 2^100 = 2^-49 exactly, +0 with the denormal flushed: 2^-49
// is a match with the denormal kept; +0 is accepted as the flush (by the look at each flush, after this pass); any
// other answer is left to the full path. 2^-100 / 2^-149 = 2^49, but once flushed the divisor is 0, where the screen
// is undefined: this pass leaves it to the definition, whose bound there is a divisor outside [2^-126, 2^126]
// (precision undefined), so 2^49 is a match. Two denormal operands (2^-149 + 2^-148) have flushes this pass does not
// look at: left to the case-by-case look.
TEST(BulkJudgeTest, HandWorkedDenormalOperandsOverManyCases) {
    OneCase add("float operator+(float a, float b)"), mul("float operator*(float a, float b)");
    OneCase div("float operator/(float a, float b)");
    std::vector<std::vector<uint64_t>> in;
    std::vector<uint64_t> out;
    for (int i = 0; i < 100; ++i) {
        in.push_back(i % 2 ? std::vector<uint64_t>{f(1.0f), 1} : std::vector<uint64_t>{1, f(1.0f)});
        out.push_back(f(1.0f));
    }
    std::vector<uint32_t> rest;
    BatchTally t = add.settle_all(in, out, &rest);
    EXPECT_TRUE(rest.empty());
    EXPECT_EQ(t.by_verdict[verdict(Verdict::Match)], 100u);
    EXPECT_EQ(t.denormals.input_same, 100u);
    in.assign(100, {1, f(0x1p100f)});
    for (int i = 0; i < 100; ++i) out[i] = i % 3 == 0 ? f(0.0f) : i % 3 == 1 ? 0x27000000u : 0x27000001u;
    rest.clear();
    t = mul.settle_all(in, out, &rest);
    EXPECT_EQ(t.by_verdict[verdict(Verdict::Match)], 33u);  // 2^-49: i % 3 == 1
    EXPECT_EQ(t.by_verdict[verdict(Verdict::Accepted)], 34u);
    EXPECT_EQ(t.denormals.input_kept, 33u);
    EXPECT_EQ(t.denormals.input_flushed, 34u);
    EXPECT_EQ(rest.size(), 33u);  // 2^-49 + 1 ULP
    in.assign(100, {f(0x1p-100f), 1});
    out.assign(100, f(0x1p49f));
    rest.clear();
    t = div.settle_all(in, out, &rest);
    EXPECT_EQ(t.by_verdict[verdict(Verdict::Match)], 100u);
    EXPECT_TRUE(rest.empty());
    in.assign(100, {1, 2});
    out.assign(100, 3);  // 2^-149 + 2^-148 = 3 * 2^-149, kept
    rest.clear();
    t = add.settle_all(in, out, &rest);
    EXPECT_EQ(t.by_verdict[verdict(Verdict::Match)], 100u);
    EXPECT_EQ(t.denormals.input_kept, 100u);
}

}  // namespace
}  // namespace il
