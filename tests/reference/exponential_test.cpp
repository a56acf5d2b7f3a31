// Known answers for GLSL 4.50 §8.2 exponential functions: references, rule kinds and bounds from the §4.7.1 table,
// special values (±0, ±Inf, NaN, denormals, FLT_MAX), and the catalog rows.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "catalog/availability.h"
#include "catalog/catalog.h"
#include "precision/interval.h"
#include "precision/judge.h"
#include "reference/exponential.h"
#include "reference_calls.h"
#include "value/literal.h"

namespace il {


namespace {

using testing_calls::bits_of;
using testing_calls::call;
using testing_calls::lit;

constexpr auto kUlp = RuleKind::Ulp, kInterval = RuleKind::Interval, kUndefined = RuleKind::Undefined;
constexpr double kInf = std::numeric_limits<double>::infinity();

// One call: the reference bits, the rule kind and its bound (ulp for Ulp rules, lo/hi bits for Interval rules) and
// the components the spec leaves undefined.
struct Row {
    const char* name;
    ReferenceFn fn;
    std::vector<std::string> args;
    RuleKind kind;
    std::vector<uint64_t> reference;
    double ulp = 0;
    std::vector<uint64_t> lo = {}, hi = {};
    uint32_t undefined = 0;
};

std::ostream& operator<<(std::ostream& os, const Row& r) { return os << r.name; }

class ExponentialKnownAnswer : public testing::TestWithParam<Row> {};

TEST_P(ExponentialKnownAnswer, ReferenceAndRule) {
    const Row& row = GetParam();
    const Expected out = call(row.fn, row.args);
    EXPECT_EQ(out.rule.kind, row.kind) << out.rule.why;
    EXPECT_EQ(out.reference.type, lit(row.args[0]).type);
    EXPECT_EQ(bits_of(out.reference), row.reference) << std::hex << out.reference.bits[0];
    EXPECT_NE(out.rule.why.find("GLSL 4.50 §4.7.1"), std::string::npos) << out.rule.why;
    EXPECT_NE(out.rule.why.find("GLSL 4.50 §8.2"), std::string::npos) << out.rule.why;
    if (row.kind == kUndefined) return;
    EXPECT_TRUE(out.rule.denormal_flush);
    EXPECT_EQ(out.rule.undefined_components, row.undefined);
    if (row.kind == kUlp) {
        EXPECT_EQ(out.rule.ulp, row.ulp);
    }
    if (row.kind == kInterval) {
        EXPECT_EQ(bits_of(out.rule.lo), row.lo) << std::hex << out.rule.lo.bits[0];
        EXPECT_EQ(bits_of(out.rule.hi), row.hi) << std::hex << out.rule.hi.bits[0];
    }
}

INSTANTIATE_TEST_SUITE_P(
    ExpExp2, ExponentialKnownAnswer,
    testing::Values(
        // 2^3 is exact, so (3 + 2·3) = 9 ULP from the reference.
        Row{"exp2_3", ref::exp2, {"3.0"}, kUlp, {0x41000000}, 9},
        // 2^1.5 = 2.8284271247… rounds to 0x403504f3 (2.82842707…); 6 ULP of the exact value are 6.5 from it.
        Row{"exp2_1_5", ref::exp2, {"1.5"}, kUlp, {0x403504f3}, 6.5},
        // Mixed bounds per component become intervals: 0x403504f3 ± 6 floats, 8.0 ± 9 floats.
        Row{"exp2_vec2", ref::exp2, {"vec2(1.5, 3.0)"}, kInterval, {0x403504f3, 0x41000000}, 0,
            {0x403504ed, 0x40fffff7}, {0x403504f9, 0x41000009}},
        // 2^-150 is the midpoint between +0 and 2^-149 and rounds to even, +0; the exact value is not a float.
        Row{"exp2_-150", ref::exp2, {"-150.0"}, kUlp, {0x00000000}, 303.5},
        // 2^128 overflows to +Inf; 259 ULP of 2^128 (2^105 each) reach 0x7f7ffdfa below it.
        Row{"exp2_128", ref::exp2, {"128.0"}, kInterval, {0x7f800000}, 0, {0x7f7ffdfa}, {0x7f800000}},
        // A denormal may be flushed: 2^(2^-149) and 2^0 = 1, each ± 3 ULP of 1 (2^-23): 1 - 6·2^-24 … 1 + 4·2^-23
        // (the exact 2^(2^-149) lies just above 1, so its bound rounds out to the fourth float).
        Row{"exp2_denormal", ref::exp2, {"floatBits(0x00000001)"}, kInterval, {0x3f800000}, 0, {0x3f7ffffa},
            {0x3f800004}},
        Row{"exp_0", ref::exp, {"0.0"}, kUlp, {0x3f800000}, 3},
        Row{"exp_1", ref::exp, {"1.0"}, kUlp, {0x402df854}, 5.5},
        // (3 + 2·|x|) for x = ±Inf or FLT_MAX is no bound at all: precision undefined; NaN: undefined.
        Row{"exp_-inf", ref::exp, {"-inf"}, kUlp, {0x00000000}, kInf},
        Row{"exp_flt_max", ref::exp, {"floatBits(0x7f7fffff)"}, kUlp, {0x7f800000}, kInf},
        Row{"exp_nan", ref::exp, {"vec2(1.0, floatBits(0x7fc00000))"}, kUlp, {0x402df854, 0x7fc00000}, 5.5, {}, {},
            0x2}));

INSTANTIATE_TEST_SUITE_P(
    LogLog2, ExponentialKnownAnswer,
    testing::Values(
        // Outside [0.5, 2.0]: 3 ULP; log2(8) = 3 exactly.
        Row{"log2_8", ref::log2, {"8.0"}, kUlp, {0x40400000}, 3},
        Row{"log_10", ref::log, {"10.0"}, kUlp, {0x40135d8e}, 3.5},
        Row{"log2_flt_max", ref::log2, {"floatBits(0x7f7fffff)"}, kUlp, {0x43000000}, 3.5},
        // Inside [0.5, 2.0]: |result - log2(1.5)| <= 2^-21 (8 ULP of 0.58…): the floats 0x3f15c013 … 0x3f15c022.
        Row{"log2_1_5", ref::log2, {"1.5"}, kInterval, {0x3f15c01a}, 0, {0x3f15c013}, {0x3f15c022}},
        // log2(1) = 0 ± 2^-21 (0x35000000); log2(0.5) = -1 ± 2^-21: -1 - 4·2^-23 and -1 + 8·2^-24.
        Row{"log2_1", ref::log2, {"1.0"}, kInterval, {0x00000000}, 0, {0xb5000000}, {0x35000000}},
        Row{"log2_0_5", ref::log2, {"0.5"}, kInterval, {0xbf800000}, 0, {0xbf800004}, {0xbf7ffff8}},
        Row{"log2_vec2", ref::log2, {"vec2(8.0, 1.0)"}, kInterval, {0x40400000, 0x00000000}, 0,
            {0x403ffffd, 0xb5000000}, {0x40400003, 0x35000000}},
        Row{"log_inf", ref::log, {"inf"}, kInterval, {0x7f800000}, 0, {0x7f800000}, {0x7f800000}},
        // x <= 0 is undefined (+0 and -0 included), and so is a denormal x, which may be flushed to 0.
        Row{"log_0", ref::log, {"vec4(1.0, 0.0, -0.0, -1.0)"}, kInterval,
            {0x00000000, 0xff800000, 0xff800000, 0x7fc00000}, 0, {0xb5000000, 0xff800000, 0xff800000, 0x7fc00000},
            {0x35000000, 0xff800000, 0xff800000, 0x7fc00000}, 0xe},
        Row{"log2_denormal", ref::log2, {"floatBits(0x00000001)"}, kUndefined, {0xc3150000}}));

INSTANTIATE_TEST_SUITE_P(
    SqrtInversesqrt, ExponentialKnownAnswer,
    testing::Values(
        // sqrt(4) = 2 inherits 1.0 / inversesqrt(4): 0.5 ± 2 ULP (2^-24) gives 2 ± 2^-21, then 2.5 ULP more:
        // 2 - 6.5·2^-23 rounds out to 2 - 7·2^-23, 2 + 4.5·2^-22 to 2 + 5·2^-22.
        Row{"sqrt_4", ref::sqrt, {"4.0"}, kInterval, {0x40000000}, 0, {0x3ffffff9}, {0x40000005}},
        // IEEE: sqrt(-0) = -0 and sqrt(+Inf) = +Inf; the interval [0, 0] holds both zeros.
        Row{"sqrt_-0", ref::sqrt, {"-0.0"}, kInterval, {0x80000000}, 0, {0x00000000}, {0x00000000}},
        Row{"sqrt_inf", ref::sqrt, {"inf"}, kInterval, {0x7f800000}, 0, {0x7f800000}, {0x7f800000}},
        // sqrt(2^-149) = 2^-74.5, or 0 when the input is flushed.
        Row{"sqrt_denormal", ref::sqrt, {"floatBits(0x00000001)"}, kInterval, {0x1a3504f3}, 0, {0x00000000},
            {0x1a3504f8}},
        Row{"sqrt_negative", ref::sqrt, {"-1.0"}, kUndefined, {0x7fc00000}},
        // Doubles: the table's bounds in 24-bit ULPs ("at least that of single precision").
        Row{"sqrt_4_double", ref::sqrt, {"4.0lf"}, kInterval, {0x4000000000000000}, 0, {0x3fffffff300001ff},
            {0x4000000090000101}},
        Row{"inversesqrt_4", ref::inversesqrt, {"4.0"}, kUlp, {0x3f000000}, 2},
        Row{"inversesqrt_2", ref::inversesqrt, {"2.0"}, kUlp, {0x3f3504f3}, 2.5},
        // x <= 0 is undefined; 1 / sqrt(+Inf) = +0 as IEEE dictates (an exact 0 has no relative error).
        Row{"inversesqrt_special", ref::inversesqrt, {"vec4(2.0, 0.0, -0.0, inf)"}, kInterval,
            {0x3f3504f3, 0x7f800000, 0xff800000, 0x00000000}, 0, {0x3f3504f1, 0x7f800000, 0xff800000, 0x00000000},
            {0x3f3504f5, 0x7f800000, 0xff800000, 0x00000000}, 0x6},
        Row{"inversesqrt_denormal", ref::inversesqrt, {"floatBits(0x00000001)"}, kUndefined, {0x64b504f3}},
        // 0.5 ± 2 ULP of 0.5 in 24-bit ULPs: 0.5 ± 2^-23.
        Row{"inversesqrt_4_double", ref::inversesqrt, {"4.0lf"}, kInterval, {0x3fe0000000000000}, 0,
            {0x3fdfffff80000000}, {0x3fe0000040000000}}));

INSTANTIATE_TEST_SUITE_P(
    Pow, ExponentialKnownAnswer,
    testing::Values(
        // exp2(10·log2(2)): log2(2) = 1 ± 2^-21 (inside [0.5, 2.0]), so the exponent is 10 ± 10·2^-21, giving
        // 1024·(1 ± 3.3e-6), then 23 ULP of exp2: 1023.9952 … 1024.0062.
        Row{"pow_2_10", ref::pow, {"2.0", "10.0"}, kInterval, {0x44800000}, 0, {0x447fffb1}, {0x44800033}},
        Row{"pow_2_0_5", ref::pow, {"2.0", "0.5"}, kInterval, {0x3fb504f3}, 0, {0x3fb504ed}, {0x3fb504fa}},
        // x < 0, and x = 0 with y <= 0, are undefined; 0^2 = 0 (exp2(2·log2(+0)) = exp2(-Inf) = +0).
        Row{"pow_domain", ref::pow, {"vec4(-1.0, 0.0, 0.0, 0.0)", "vec4(2.0, 0.0, -1.0, 2.0)"}, kInterval,
            {0x3f800000, 0x3f800000, 0x7f800000, 0x00000000}, 0, {0x3f800000, 0x3f800000, 0x7f800000, 0x00000000},
            {0x3f800000, 0x3f800000, 0x7f800000, 0x00000000}, 0x7},
        // A denormal x may be flushed to 0: with y = 0.5 the result may then be 0; with y = 0 it is undefined.
        Row{"pow_denormal", ref::pow, {"floatBits(0x00000001)", "0.5"}, kInterval, {0x1a3504f3}, 0, {0x00000000},
            {0x1a350648}},
        Row{"pow_denormal_0", ref::pow, {"floatBits(0x00000001)", "0.0"}, kUndefined, {0x3f800000}},
        Row{"pow_nan", ref::pow, {"floatBits(0x7fc00000)", "1.0"}, kUndefined, {0x7fc00000}}));

// The judge under these rules: exp2(1.5) 2 ULP off (llvmpipe's answer, docs/driver-notes.md) is accepted, 7 ULP is not.
TEST(ExponentialJudge, Exp2WithinItsBound) {
    const Expected e = call(ref::exp2, {"1.5"});
    Value gpu = e.reference;
    gpu.bits[0] = 0x403504f1;
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Accepted);
    gpu.bits[0] = 0x403504f3 + 7;
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Violation);
    EXPECT_EQ(judge(e, e.reference).verdict, Verdict::Match);
}

TEST(ExponentialJudge, LogInsideTheAbsoluteBound) {
    const Expected e = call(ref::log2, {"1.5"});
    Value gpu = e.reference;
    gpu.bits[0] = 0x3f15c022;
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Accepted);
    gpu.bits[0] = 0x3f15c023;  // 1.097·2^-21 from log2(1.5)
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Violation);
}

TEST(ExponentialJudge, UndefinedIsNeverAViolation) {
    const Expected e = call(ref::sqrt, {"vec2(-1.0, 4.0)"});
    Value gpu = e.reference;
    gpu.bits[0] = 0x12345678;
    gpu.bits[1] = 0x40000001;
    const OutputJudgement j = judge(e, gpu);
    EXPECT_EQ(j.components[0].verdict, Verdict::Undefined);
    EXPECT_EQ(j.components[1].verdict, Verdict::Accepted);
}

// Every row: a unique declaration, a row label of refpage_versions.json, the version it starts at, and a reference
// that returns the declared type.
TEST(ExponentialRows, DeclarationsAndRefpageRows) {
    std::vector<Overload> rows;
    add_exponential_rows(rows);
    EXPECT_NO_THROW(Catalog{rows});
    EXPECT_EQ(rows.size(), 36u);  // pow exp log exp2 log2 sqrt inversesqrt × 4, sqrt inversesqrt genDType × 4
    std::set<std::string> declarations;
    for (const Overload& o : rows) {
        EXPECT_TRUE(declarations.insert(o.declaration()).second) << o.declaration();
        const Availability a = availability(o, Profile{450, {}});
        EXPECT_TRUE(a.available) << o.declaration() << ": " << a.source;
        const bool dbl = o.ret->scalar == Scalar::Double;
        // The tables start inversesqrt (genType) at 1.30, though GLSL 1.10 §8.2 has it (see the report).
        const int first = dbl ? 400 : o.function == "inversesqrt" ? 130 : 110;
        EXPECT_EQ(a.first_version, first) << o.declaration() << ": " << a.source;
        EXPECT_EQ(o.extensions, dbl ? std::vector<std::string>{"GL_ARB_gpu_shader_fp64"} : std::vector<std::string>{});
        EXPECT_EQ(o.chapter, "exponential");
        EXPECT_EQ(o.section, "GLSL 4.50 §8.2");
        std::vector<Value> in;
        for (const Param& p : o.inputs()) {
            in.push_back(make_value(p.type));
            for (int i = 0; i < p.type.components(); ++i) set_rounded(in.back(), i, 0.5L);
        }
        Expected out{"return", {}, {}};
        o.reference(in.data(), &out);
        EXPECT_EQ(out.reference.type, *o.ret) << o.declaration();
    }
    EXPECT_TRUE(declarations.count("dvec4 inversesqrt(dvec4 x)"));
    EXPECT_TRUE(declarations.count("vec3 pow(vec3 x, vec3 y)"));
}

}  // namespace
}  // namespace il
