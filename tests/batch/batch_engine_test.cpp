// The batch engine against the one-case-at-a-time path (evaluate + case_json lines) on llvmpipe: the same
// verdicts, the same kept lines in the same order, whatever the thread count; chunks that end mid-way; a
// kernel the driver rejects; CPU-only sweeps.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "gpu_suite.h"
#include "batch/batch_engine.h"
#include "batch/case_source.h"
#include "batch/case_tally.h"
#include "batch/grid_source.h"
#include "batch/thread_pool.h"
#include "catalog/catalog.h"
#include "engine/evaluate.h"
#include "gpu/context.h"
#include "gpu/runner.h"
#include "vectors/case_writer.h"

namespace il {
namespace {

class BatchEngineTest : public GpuSuite {
protected:
    struct Outcome {
        BatchTally tally;
        std::vector<std::string> lines;
    };
    static Outcome run_engine(const Overload& o, const Profile& p, const CaseSource& src, Keep keep, unsigned threads,
                              size_t chunk, bool gpu = true, bool bulk = true, bool index_inputs = true) {
        ThreadPool pool(threads);
        BatchEngine engine(gpu ? runner_.get() : nullptr, pool);
        BatchOptions opt;
        opt.keep = keep;
        opt.chunk = chunk;
        opt.bulk = bulk;
        opt.index_inputs = index_inputs;
        Outcome out;
        out.tally = engine.run(o, p, src, opt, [&](std::string_view l) { out.lines.emplace_back(l); });
        return out;
    }
    // The reference path: every case through evaluate(), kept by the same rule, written by append_case_line.
    static Outcome run_evaluate(const Overload& o, const Profile& p, const CaseSource& src, Keep keep, bool gpu = true) {
        std::vector<std::vector<Value>> cases;
        for (uint64_t i = 0; i < src.size(); ++i) {
            std::vector<Value> in;
            for (const Param& q : o.inputs()) in.push_back(make_value(q.type));
            src.fill(i, in.data());
            cases.push_back(in);
        }
        BatchEvaluation b = evaluate(o, p, cases, gpu ? runner_.get() : nullptr);
        Outcome out;
        for (size_t i = 0; i < b.cases.size(); ++i) {
            const CaseResult& r = b.cases[i];
            ++out.tally.cases;
            if (r.has_verdict) ++out.tally.by_verdict[static_cast<size_t>(r.verdict)];
            else ++out.tally.reference_only;
            if (!keep_case(keep, r.has_verdict, r.verdict, r.gpu_ran)) continue;
            std::string line;
            append_case_line(line, b, i);
            out.lines.push_back(line);
        }
        return out;
    }
};

TEST_F(BatchEngineTest, SameVerdictsAndLinesAsEvaluate) {
    // Exact, any-of (fma, pack ties), ULP-bounded (exp2), bool outputs (isnan), doubles and matrices.
    for (const char* d : {"uint usubBorrow(uint x, uint y, out uint borrow)", "uint packUnorm2x16(vec2 v)",
                          "vec3 fma(vec3 a, vec3 b, vec3 c)", "double fma(double a, double b, double c)",
                          "vec2 exp2(vec2 x)", "bvec4 isnan(vec4 x)", "dmat2 inverse(dmat2 m)"}) {
        const Overload& o = row(d);
        SweepSource src(o, 3000, 42);
        Outcome ref = run_evaluate(o, Profile{}, src, Keep::All);
        Outcome got = run_engine(o, Profile{}, src, Keep::All, 2, 1000);  // chunks of 1000: the last one partial
        EXPECT_EQ(got.tally.cases, src.size()) << d;
        EXPECT_EQ(got.tally.by_verdict, ref.tally.by_verdict) << d;
        ASSERT_EQ(got.lines.size(), ref.lines.size()) << d;
        for (size_t i = 0; i < ref.lines.size(); ++i) ASSERT_EQ(got.lines[i], ref.lines[i]) << d << " case " << i;
    }
}

// The bulk judge changes nothing but the speed: on llvmpipe's answers, the same tally (verdicts, ULP figure, kept
// count) and the same kept lines as with every case through the full path, and the verdicts of evaluate().
TEST_F(BatchEngineTest, BulkJudgeGivesTheFullPathsResult) {
    for (const char* d : {"uint usubBorrow(uint x, uint y, out uint borrow)",
                          "uvec3 uaddCarry(uvec3 x, uvec3 y, out uvec3 carry)", "uint packUnorm2x16(vec2 v)",
                          "uint packSnorm4x8(vec4 v)", "vec2 fma(vec2 a, vec2 b, vec2 c)",
                          "dvec3 fma(dvec3 a, dvec3 b, dvec3 c)"}) {
        const Overload& o = row(d);
        SweepSource src(o, 20000, 11);
        const Outcome ref = run_evaluate(o, Profile{}, src, Keep::Violations);
        for (Keep keep : {Keep::Violations, Keep::Differences}) {
            const Outcome full = run_engine(o, Profile{}, src, keep, 2, 4096, true, false);
            const Outcome bulk = run_engine(o, Profile{}, src, keep, 2, 4096, true, true);
            EXPECT_EQ(bulk.tally.cases, full.tally.cases) << d;
            EXPECT_EQ(bulk.tally.by_verdict, full.tally.by_verdict) << d;
            EXPECT_EQ(bulk.tally.by_verdict, ref.tally.by_verdict) << d;
            EXPECT_EQ(bulk.tally.max_ulp, full.tally.max_ulp) << d;
            EXPECT_EQ(bulk.tally.kept, full.tally.kept) << d;
            EXPECT_EQ(bulk.lines, full.lines) << d;
        }
    }
    // llvmpipe does not fuse: the unfused alternative is accepted, through the bulk judge's accepted path.
    const Overload& fma = row("dvec3 fma(dvec3 a, dvec3 b, dvec3 c)");
    const Outcome bulk = run_engine(fma, Profile{}, SweepSource(fma, 20000, 11), Keep::Violations, 2, 4096);
    EXPECT_GT(bulk.tally.by_verdict[static_cast<size_t>(Verdict::Accepted)], 0u);
}

// Every row defined lane by lane, on llvmpipe's real records: the bulk judge from the definition gives the full
// path's tally and kept lines, under both keeps that let it settle.
TEST_F(BatchEngineTest, BulkJudgeFromEveryDefinitionGivesTheFullPathsResult) {
#if defined(__SANITIZE_ADDRESS__)
    constexpr int kStride = 8;  // under AddressSanitizer (a Debug build), every eighth row, in turn
#else
    constexpr int kStride = 1;
#endif
    int rows = 0, defined = 0;
    for (const Overload& o : Catalog::get().rows()) {
        if (!o.lanes && !o.choices) continue;
        // GLSL 4.60's own rows (§8.19) need a 4.60 driver; llvmpipe offers 4.50, and their definitions run here
        // through GL_ARB_shader_group_vote's rows.
        if (o.first_version > 450) continue;
        // An extension's built-in runs with its extension, so that it compiles and is judged.
        const Profile p = o.refpage_row.empty() && o.first_version == 0 ? Profile{450, o.extensions} : Profile{};
        // One whose extension llvmpipe does not offer (GL_NV_gpu_shader5's float16_t rows) is unavailable here;
        // the bulk judge tests hold its definition to the full path on records of their own.
        if (!availability_on(o, p, runner_.get()).not_offered.empty()) continue;
        if (defined++ % kStride != 0) continue;
        ++rows;
        SweepSource src(o, 512, 23);
        for (Keep keep : {Keep::Violations, Keep::Differences}) {
            const Outcome full = run_engine(o, p, src, keep, 2, 4096, true, false);
            const Outcome bulk = run_engine(o, p, src, keep, 2, 4096, true, true);
            const std::string d = o.declaration();
            EXPECT_EQ(bulk.tally.by_verdict, full.tally.by_verdict) << d;
            EXPECT_EQ(bulk.tally.max_ulp, full.tally.max_ulp) << d;
            EXPECT_EQ(bulk.tally.max_ulp_case, full.tally.max_ulp_case) << d;
            EXPECT_EQ(bulk.tally.ulp_bins, full.tally.ulp_bins) << d;
            EXPECT_TRUE(bulk.tally.denormals == full.tally.denormals) << d;
            EXPECT_EQ(bulk.tally.kept, full.tally.kept) << d;
            EXPECT_EQ(bulk.lines, full.lines) << d;
            EXPECT_EQ(full.tally.by_verdict[static_cast<size_t>(Verdict::Unavailable)], 0u) << d;
            EXPECT_EQ(full.tally.by_verdict[static_cast<size_t>(Verdict::CompilerAcceptedUnavailable)], 0u) << d;
        }
    }
    EXPECT_GT(rows * kStride, 290);
}

// GL_MESA_shader_integer_functions: every integer row compiles in #version 130 with it on llvmpipe and is judged,
// the bulk judge agreeing with the full path, with the same verdicts as in #version 450.
TEST_F(BatchEngineTest, MesaIntegerFunctionsRunInGlsl130) {
    const std::string mesa = "GL_MESA_shader_integer_functions";
    int rows = 0;
    for (const Overload& o : Catalog::get().rows()) {
        if (std::find(o.extensions.begin(), o.extensions.end(), mesa) == o.extensions.end()) continue;
        ++rows;
        SweepSource src(o, 64, 5);
        const Outcome full = run_engine(o, Profile{130, {mesa}}, src, Keep::Differences, 2, 4096, true, false);
        const Outcome bulk = run_engine(o, Profile{130, {mesa}}, src, Keep::Differences, 2, 4096, true, true);
        const Outcome core = run_engine(o, Profile{450, {}}, src, Keep::Differences, 2, 4096, true, true);
        const std::string d = o.declaration();
        EXPECT_EQ(full.tally.by_verdict[static_cast<size_t>(Verdict::Unavailable)], 0u) << d;
        EXPECT_EQ(full.tally.by_verdict[static_cast<size_t>(Verdict::CompilerAcceptedUnavailable)], 0u) << d;
        EXPECT_EQ(full.tally.by_verdict[static_cast<size_t>(Verdict::Violation)], 0u) << d;
        EXPECT_EQ(bulk.tally.by_verdict, full.tally.by_verdict) << d;
        EXPECT_EQ(bulk.lines, full.lines) << d;
        EXPECT_EQ(core.tally.by_verdict, full.tally.by_verdict) << d;
    }
    EXPECT_EQ(rows, 64);
}

TEST_F(BatchEngineTest, ThreadCountAndChunkSizeDoNotChangeTheResult) {
    const Overload& o = row("float fma(float a, float b, float c)");
    SweepSource src(o, 20000, 7);
    Outcome one = run_engine(o, Profile{}, src, Keep::Differences, 1, 4096);
    Outcome three = run_engine(o, Profile{}, src, Keep::Differences, 3, 777);
    EXPECT_EQ(one.tally.by_verdict, three.tally.by_verdict);
    EXPECT_EQ(one.lines, three.lines);
    EXPECT_EQ(one.tally.kept, one.lines.size());
}

// With keep_first, the lines a run writes begin with the run's first keep_first kept cases, in order, whatever the
// threads and chunks (each worker keeps at most that many of its parts), and never all of a long run's: here every
// case is kept (Keep::All), 20,000 of them.
TEST_F(BatchEngineTest, KeepFirstWritesTheRunsFirstKeptCases) {
    const Overload& o = row("float fma(float a, float b, float c)");
    SweepSource src(o, 20000, 7);
    const Outcome all = run_engine(o, Profile{}, src, Keep::All, 3, 4096);
    ASSERT_EQ(all.lines.size(), src.size());
    for (unsigned threads : {1u, 3u, 4u})
        for (size_t chunk : {size_t{4096}, size_t{777}})
            for (uint64_t first : {uint64_t{1}, uint64_t{5}, uint64_t{600}}) {
                ThreadPool pool(threads);
                BatchEngine engine(runner_.get(), pool);
                BatchOptions opt;
                opt.keep = Keep::All;
                opt.chunk = chunk;
                opt.keep_first = first;
                std::vector<std::string> lines;
                const BatchTally t =
                    engine.run(o, Profile{}, src, opt, [&](std::string_view l) { lines.emplace_back(l); });
                ASSERT_GE(lines.size(), first);
                EXPECT_LT(lines.size(), src.size() / 4) << threads << " threads, chunk " << chunk;
                EXPECT_EQ(t.kept, lines.size());
                EXPECT_EQ(t.cases, src.size());
                for (size_t i = 0; i < first; ++i)
                    ASSERT_EQ(lines[i], all.lines[i]) << threads << " threads, chunk " << chunk << ", line " << i;
            }
}

TEST_F(BatchEngineTest, InputsFromTheInvocationIndexGiveTheUploadedInputsResults) {
    // Ranges that end mid-chunk, over a float, an int and a uint input; the first and last patterns included.
    const std::pair<const char*, std::pair<uint64_t, uint64_t>> rows[] = {
        {"float exp2(float x)", {0x3f7ff000, 0x3f802345}},
        {"float inversesqrt(float x)", {0x00000000, 0x00001000}},
        {"int findMSB(int value)", {0xfffff000, 0x100000000}},
        {"vec2 unpackHalf2x16(uint v)", {0x7bff7000, 0x7c009000}},
    };
    for (const auto& [decl, range] : rows) {
        const Overload& o = row(decl);
        ExhaustiveSource src(range.first, range.second);
        Outcome index = run_engine(o, Profile{}, src, Keep::All, 2, 3000, true, true, true);
        Outcome upload = run_engine(o, Profile{}, src, Keep::All, 2, 3000, true, true, false);
        ASSERT_EQ(index.lines.size(), src.size()) << decl;
        EXPECT_EQ(index.lines, upload.lines) << decl;
        EXPECT_EQ(index.tally.by_verdict, upload.tally.by_verdict) << decl;
        EXPECT_EQ(index.tally.max_ulp, upload.tally.max_ulp) << decl;
        char first[24];
        std::snprintf(first, sizeof first, "\"bits\":[\"0x%08llx\"]", static_cast<unsigned long long>(range.first));
        EXPECT_NE(index.lines.front().find(first), std::string::npos) << index.lines.front();
        char last[24];
        std::snprintf(last, sizeof last, "\"bits\":[\"0x%08llx\"]",
                      static_cast<unsigned long long>(range.second - 1));
        EXPECT_NE(index.lines.back().find(last), std::string::npos) << index.lines.back();
        // --keep violations: the bulk judge reads the inputs of the index path too.
        Outcome bulk = run_engine(o, Profile{}, src, Keep::Violations, 2, 3000);
        EXPECT_EQ(bulk.tally.by_verdict, upload.tally.by_verdict) << decl;
    }
}

TEST_F(BatchEngineTest, StridedInputsFromTheInvocationIndexGiveTheUploadedInputsResults) {
    // Every 4097th pattern (accuracy --stride takes powers of two; the kernel takes any step) and every 2^20th of
    // all 2^32: the kernel computes il_base + i * il_step, and chunk c starts at first + c * chunk * step.
    struct Row {
        const char* decl;
        uint64_t first, end, step;
    };
    const Row rows[] = {{"float exp2(float x)", 0x3e000000, 0x3e000000 + 3500 * 4097, 4097},
                        {"float inversesqrt(float x)", 0, uint64_t{1} << 32, uint64_t{1} << 20},
                        {"int findMSB(int value)", 0xfff00000, 0x100000000, 4097}};
    for (const Row& r : rows) {
        const Overload& o = row(r.decl);
        const ExhaustiveSource src(r.first, r.end, r.step);
        Outcome index = run_engine(o, Profile{}, src, Keep::All, 2, 1000, true, true, true);
        Outcome upload = run_engine(o, Profile{}, src, Keep::All, 2, 1000, true, true, false);
        ASSERT_EQ(index.lines.size(), src.size()) << r.decl;
        EXPECT_EQ(index.lines, upload.lines) << r.decl;
        EXPECT_EQ(index.tally.by_verdict, upload.tally.by_verdict) << r.decl;
        char last[24];
        std::snprintf(last, sizeof last, "\"bits\":[\"0x%08llx\"]",
                      static_cast<unsigned long long>(src.pattern(src.size() - 1)));
        EXPECT_NE(index.lines.back().find(last), std::string::npos) << index.lines.back();
    }
}

TEST_F(BatchEngineTest, GridCasesFromTheInvocationIndexGiveTheUploadedInputsResults) {
    // Grid ranges that end mid-chunk and cross the carries of the later arguments, for float, int and uint.
    const std::pair<const char*, std::pair<uint64_t, uint64_t>> rows[] = {
        {"float pow(float x, float y)", {0x3f9f00, 0x3fb123}},
        {"float fma(float a, float b, float c)", {270400 - 4000, 270400 + 5000}},
        {"float ldexp(float x, int exp)", {182 * 1000 - 7, 182 * 1040 + 3}},
        {"uint usubBorrow(uint x, uint y, out uint borrow)", {0, 182 * 182}},
    };
    for (const auto& [decl, range] : rows) {
        const Overload& o = row(decl);
        GridSource src(o, range.first, range.second);
        Outcome index = run_engine(o, Profile{}, src, Keep::All, 2, 3000, true, true, true);
        Outcome upload = run_engine(o, Profile{}, src, Keep::All, 2, 3000, true, true, false);
        ASSERT_EQ(index.lines.size(), src.size()) << decl;
        EXPECT_EQ(index.lines, upload.lines) << decl;
        EXPECT_EQ(index.tally.by_verdict, upload.tally.by_verdict) << decl;
        EXPECT_EQ(index.tally.max_ulp, upload.tally.max_ulp) << decl;
        Outcome bulk = run_engine(o, Profile{}, src, Keep::Violations, 2, 3000);
        EXPECT_EQ(bulk.tally.by_verdict, upload.tally.by_verdict) << decl;
    }
}

uint64_t sum(const std::array<uint64_t, kUlpBins>& bins) {
    uint64_t n = 0;
    for (uint64_t b : bins) n += b;
    return n;
}

// The ULP histogram, the first input at the largest error and the denormal counts: the same from the bulk judge
// as from every case through the full path, over exhaustive ranges of normal inputs, denormal inputs and inputs
// whose results are denormal.
TEST_F(BatchEngineTest, HistogramAndDenormalsAreTheSameOnBothPaths) {
    const std::pair<const char*, std::pair<uint64_t, uint64_t>> rows[] = {
        {"float exp2(float x)", {0x3f800000, 0x3f810000}},   // [1, 1.0078): results in [2, 2.01)
        {"float exp2(float x)", {0xc3000000, 0xc3004000}},   // x just below -128: denormal results
        {"float sin(float angle)", {0x00000000, 0x00004000}},    // +0 and denormal inputs
        {"float sqrt(float x)", {0x80000000, 0x80004000}},   // -0 and negative denormals: undefined below zero
        {"float log2(float x)", {0x3f000000, 0x3f010000}},   // [0.5, 0.502): an absolute bound
        {"float abs(float x)", {0x807ff000, 0x80801000}},    // the largest negative denormals and smallest normals
        {"vec2 unpackHalf2x16(uint v)", {0x7bff7000, 0x7c009000}},
    };
    for (const auto& [decl, range] : rows) {
        const Overload& o = row(decl);
        ExhaustiveSource src(range.first, range.second);
        const Outcome full = run_engine(o, Profile{}, src, Keep::Violations, 2, 3000, true, false);
        const Outcome bulk = run_engine(o, Profile{}, src, Keep::Violations, 2, 3000, true, true);
        const std::string d = std::string(decl) + " " + std::to_string(range.first);
        EXPECT_EQ(bulk.tally.by_verdict, full.tally.by_verdict) << d;
        EXPECT_EQ(bulk.tally.ulp_bins, full.tally.ulp_bins) << d;
        EXPECT_EQ(bulk.tally.max_ulp, full.tally.max_ulp) << d;
        EXPECT_EQ(bulk.tally.max_ulp_case, full.tally.max_ulp_case) << d;
        EXPECT_TRUE(bulk.tally.denormals == full.tally.denormals) << d;
        EXPECT_EQ(sum(full.tally.ulp_bins), src.size()) << d << ": every case the GPU ran is in one bin";
        EXPECT_EQ(full.tally.ulp_bins[kUlpUndefined], full.tally.by_verdict[static_cast<size_t>(Verdict::Undefined)])
            << d;
        // Each denormal input is one case of the input counts: the patterns with a zero exponent, but for ±0.
        uint64_t denormal_inputs = 0;
        if (o.inputs()[0].type.scalar == Scalar::Float)
            for (uint64_t p = range.first; p < range.second; ++p) denormal_inputs += (p & 0x7f800000) == 0 && (p & 0x7fffff);
        const DenormalTally& n = full.tally.denormals;
        EXPECT_EQ(n.input_flushed + n.input_kept + n.input_same + n.input_other, denormal_inputs) << d;
        if (full.tally.max_ulp) {
            ASSERT_NE(full.tally.max_ulp_case, BatchTally::kNoCase) << d;
            EXPECT_LT(full.tally.max_ulp_case, src.size()) << d;
        }
    }
    // exp2 below -128: 2^x is a denormal there, so each case is a denormal result, whatever the driver made of it.
    const Outcome low = run_engine(row("float exp2(float x)"), Profile{}, ExhaustiveSource(0xc3000000, 0xc3004000),
                                   Keep::Violations, 2, 3000);
    const DenormalTally& n = low.tally.denormals;
    EXPECT_EQ(n.result_flushed + n.result_kept + n.result_other, 0x4000u) << "2^-128 down to 2^-128.25";
}

// The first input at the largest error is the first in case order, whichever worker or path judged it: a strided
// source with one thread and with two, and bins merged with their offsets.
TEST_F(BatchEngineTest, MaxUlpCaseIsTheFirstAtTheLargestError) {
    const Overload& o = row("float exp2(float x)");
    ExhaustiveSource all(0x40000000, 0x40800000, 64);  // [2, 4) every 64th float: 2^17 cases
    const Outcome one = run_engine(o, Profile{}, all, Keep::Violations, 1, 4096, true, false);
    const Outcome two = run_engine(o, Profile{}, all, Keep::Violations, 2, 1000);
    ASSERT_GT(one.tally.max_ulp, 0u);
    EXPECT_EQ(two.tally.max_ulp, one.tally.max_ulp);
    EXPECT_EQ(two.tally.max_ulp_case, one.tally.max_ulp_case);
    // The halves as two runs, the second's indices offset by the first's size.
    ExhaustiveSource lo(0x40000000, 0x40400000, 64), hi(0x40400000, 0x40800000, 64);
    BatchTally halves = run_engine(o, Profile{}, lo, Keep::Violations, 2, 4096).tally;
    BatchTally upper = run_engine(o, Profile{}, hi, Keep::Violations, 2, 4096).tally;
    upper.offset_cases(lo.size());
    halves.add(upper);
    EXPECT_EQ(halves.max_ulp_case, one.tally.max_ulp_case);
    EXPECT_EQ(halves.ulp_bins, one.tally.ulp_bins);
    EXPECT_EQ(all.size(), lo.size() + hi.size());
    EXPECT_EQ(all.pattern(all.size() - 1), 0x40800000u - 64);
}

TEST_F(BatchEngineTest, KeepViolationsWritesOnlyViolations) {
    const Overload& o = row("uint usubBorrow(uint x, uint y, out uint borrow)");
    SweepSource src(o, 5000, 3);
    Outcome got = run_engine(o, Profile{}, src, Keep::Violations, 2, 1024);
    EXPECT_EQ(got.tally.by_verdict[static_cast<size_t>(Verdict::Match)], src.size());  // llvmpipe is exact here
    EXPECT_TRUE(got.lines.empty());
    EXPECT_EQ(got.tally.kept, 0u);
}

TEST_F(BatchEngineTest, ARejectedKernelGivesTheVersionVerdict) {
    // usubBorrow is not in #version 3.30 (without GL_ARB_gpu_shader5): every case is unavailable, as in evaluate().
    const Overload& o = row("uint usubBorrow(uint x, uint y, out uint borrow)");
    SweepSource src(o, 100, 1);
    Outcome ref = run_evaluate(o, Profile{330, {}}, src, Keep::All);
    Outcome got = run_engine(o, Profile{330, {}}, src, Keep::All, 2, 64);
    EXPECT_FALSE(got.tally.compiled);
    EXPECT_NE(got.tally.compile_log.find("usubBorrow"), std::string::npos) << got.tally.compile_log;
    EXPECT_EQ(got.tally.by_verdict[static_cast<size_t>(Verdict::Unavailable)], src.size());
    EXPECT_EQ(got.lines, ref.lines);
    // With --keep violations no unavailable case is kept, and the engine counts them without their references.
    Outcome counted = run_engine(o, Profile{330, {}}, src, Keep::Violations, 2, 64);
    EXPECT_EQ(counted.tally.cases, src.size());
    EXPECT_EQ(counted.tally.by_verdict[static_cast<size_t>(Verdict::Unavailable)], src.size());
    EXPECT_EQ(counted.tally.kept, 0u);
    EXPECT_TRUE(counted.lines.empty());
}

TEST_F(BatchEngineTest, CpuOnlyKeepsReferences) {
    const Overload& o = row("uint packUnorm4x8(vec4 v)");
    SweepSource src(o, 500, 9);
    Outcome ref = run_evaluate(o, Profile{}, src, Keep::Differences, false);
    Outcome got = run_engine(o, Profile{}, src, Keep::Differences, 2, 128, false);
    EXPECT_EQ(got.tally.reference_only, src.size());
    EXPECT_EQ(got.lines, ref.lines);
}

// The engine reuses each worker's Expected from case to case without resetting the rule: every reference must
// assign every output's rule. Over the whole catalog, its lines equal evaluate()'s, which starts each case afresh.
TEST_F(BatchEngineTest, NoRuleLeaksBetweenCasesAnywhereInTheCatalog) {
    struct RandomPart : CaseSource {
        const SweepSource& s;
        uint64_t n;
        RandomPart(const SweepSource& src, uint64_t count) : s(src), n(count) {}
        uint64_t size() const override { return n; }
        void fill(uint64_t i, Value* in) const override { s.fill(s.specials() + i, in); }
        void fill_bits(uint64_t i, size_t k, uint64_t* c) const override { s.fill_bits(s.specials() + i, k, c); }
    };
    for (const Overload& o : Catalog::get().rows()) {
        SweepSource sweep(o, 64, 99);
        RandomPart src(sweep, 64);
        Outcome ref = run_evaluate(o, Profile{}, src, Keep::All, false);
        Outcome got = run_engine(o, Profile{}, src, Keep::All, 1, 64, false);
        ASSERT_EQ(got.lines, ref.lines) << o.declaration();
    }
}

TEST(SweepSourceTest, SpecialsFirstThenSeededRandomByIndex) {
    const Overload& o = *Catalog::get().by_declaration("uint usubBorrow(uint x, uint y, out uint borrow)");
    SweepSource a(o, 10, 5), b(o, 10, 5), c(o, 10, 6);
    EXPECT_EQ(a.specials(), 14u * 14u);  // the cartesian product of the uint specials
    EXPECT_EQ(a.size(), 14u * 14u + 10u);
    Value x[2] = {make_value(kUint), make_value(kUint)}, y[2] = {make_value(kUint), make_value(kUint)};
    a.fill(0, x);
    EXPECT_EQ(x[0].bits[0], 0u);  // the first special of each argument
    EXPECT_EQ(x[1].bits[0], 0u);
    a.fill(a.specials() + 3, x);  // any order, any thread: the same case for the same index
    b.fill(b.specials() + 3, y);
    EXPECT_EQ(x[0], y[0]);
    EXPECT_EQ(x[1], y[1]);
    c.fill(c.specials() + 3, y);  // another seed, other cases
    EXPECT_FALSE(x[0] == y[0] && x[1] == y[1]);
}

TEST(ThreadPoolTest, PartsCoverTheRangeInOrder) {
    ThreadPool pool(3);
    std::vector<int> owner(10, -1);
    pool.run(10, [&](size_t b, size_t e, unsigned w) {
        for (size_t i = b; i < e; ++i) owner[i] = static_cast<int>(w);
    });
    for (size_t i = 0; i < owner.size(); ++i) {
        EXPECT_GE(owner[i], 0) << i;
        if (i) {
            EXPECT_LE(owner[i - 1], owner[i]) << "parts in worker order";
        }
    }
    pool.run(0, [&](size_t, size_t, unsigned) { ADD_FAILURE() << "an empty range runs nothing"; });
}

}  // namespace
}  // namespace il
