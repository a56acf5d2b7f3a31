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
        // The floats within k ULP of the exact value, counted in its ULP (Harrison's: at a power of 2 the gap
        // below). 2^3 = 8 with (3 + 2·3) = 9 ULP of 2^-21: 9 floats below 8, and 4 above, where they are 2^-20 apart.
        Row{"exp2_3", ref::exp2, {"3.0"}, kInterval, {0x41000000}, 0, {0x40fffff7}, {0x41000004}},
        // 2^1.5 = 2.8284271247… lies 0.20 ULP above its rounding 0x403504f3: 6 ULP reach 5 floats below and 6 above.
        Row{"exp2_1_5", ref::exp2, {"1.5"}, kInterval, {0x403504f3}, 0, {0x403504ee}, {0x403504f9}},
        Row{"exp2_vec2", ref::exp2, {"vec2(1.5, 3.0)"}, kInterval, {0x403504f3, 0x41000000}, 0,
            {0x403504ee, 0x40fffff7}, {0x403504f9, 0x41000004}},
        // 2^-150 is the midpoint between +0 and 2^-149 and rounds to even, +0; 303 ULP of 2^-149 (the denormal
        // spacing) reach 303.5·2^-149, so up to 0x12f; exp2 is positive, so nothing below +0.
        Row{"exp2_-150", ref::exp2, {"-150.0"}, kInterval, {0x00000000}, 0, {0x00000000}, {0x0000012f}},
        // 2^128 overflows to +Inf; 259 ULP of 2^128 (2^104, the gap below it) reach (2^24 - 259)·2^104 below it,
        // and past FLT_MAX + 2^103 above it, where IEEE rounding gives +Inf.
        Row{"exp2_128", ref::exp2, {"128.0"}, kInterval, {0x7f800000}, 0, {0x7f7ffefd}, {0x7f800000}},
        // A denormal may be flushed: the input lies in [0, 2^-149], so 2^x in [1, 1 + 2^-149·ln 2], ± 3 ULP:
        // 1 - 6·2^-24 (3 ULP of the reals just above 1) … 1 + 3·2^-23.
        Row{"exp2_denormal", ref::exp2, {"floatBits(0x00000001)"}, kInterval, {0x3f800000}, 0, {0x3f7ffffa},
            {0x3f800003}},
        // e^0 = 1 exactly: 3 ULP of 2^-24 (the gap below 1): 3 floats below, 1 above.
        Row{"exp_0", ref::exp, {"0.0"}, kInterval, {0x3f800000}, 0, {0x3f7ffffd}, {0x3f800001}},
        Row{"exp_1", ref::exp, {"1.0"}, kInterval, {0x402df854}, 0, {0x402df850}, {0x402df859}},
        // (3 + 2·|x|) for x = ±Inf or FLT_MAX is no bound at all: precision undefined; NaN: undefined.
        Row{"exp_-inf", ref::exp, {"-inf"}, kUlp, {0x00000000}, kInf},
        Row{"exp_flt_max", ref::exp, {"floatBits(0x7f7fffff)"}, kUlp, {0x7f800000}, kInf},
        Row{"exp_nan", ref::exp, {"vec2(1.0, floatBits(0x7fc00000))"}, kInterval, {0x402df854, 0x7fc00000}, 0,
            {0x402df850, 0x7fc00000}, {0x402df859, 0x7fc00000}, 0x2}));

INSTANTIATE_TEST_SUITE_P(
    LogLog2, ExponentialKnownAnswer,
    testing::Values(
        // Outside [0.5, 2.0]: 3 ULP of the exact value; log2(8) = 3 exactly, 3 ULP of 2^-22 either side.
        Row{"log2_8", ref::log2, {"8.0"}, kInterval, {0x40400000}, 0, {0x403ffffd}, {0x40400003}},
        Row{"log_10", ref::log, {"10.0"}, kInterval, {0x40135d8e}, 0, {0x40135d8b}, {0x40135d90}},
        // log2(FLT_MAX) = 128 - 2^-24·log2(e)…, just below 128: 3 ULP of 2^-17 (its gap) reach 0x42fffffd, and above
        // 128 (gap 2^-16) one float.
        Row{"log2_flt_max", ref::log2, {"floatBits(0x7f7fffff)"}, kInterval, {0x43000000}, 0, {0x42fffffd},
            {0x43000001}},
        // Inside [0.5, 2.0]: |result - log2(1.5)| <= 2^-21 (8 ULP of 0.58…): the floats 0x3f15c013 … 0x3f15c022.
        Row{"log2_1_5", ref::log2, {"1.5"}, kInterval, {0x3f15c01a}, 0, {0x3f15c013}, {0x3f15c022}},
        // "Absolute error < 2^-21" is strict: log2(1) = 0 accepts up to ±(2^-21 - 2^-45), not ±2^-21 (0x35000000);
        // log2(0.5) = -1: -1 - 3·2^-23 and -1 + 7·2^-24, not -1 - 4·2^-23 and -1 + 8·2^-24.
        Row{"log2_1", ref::log2, {"1.0"}, kInterval, {0x00000000}, 0, {0xb4ffffff}, {0x34ffffff}},
        Row{"log2_0_5", ref::log2, {"0.5"}, kInterval, {0xbf800000}, 0, {0xbf800003}, {0xbf7ffff9}},
        Row{"log2_vec2", ref::log2, {"vec2(8.0, 1.0)"}, kInterval, {0x40400000, 0x00000000}, 0,
            {0x403ffffd, 0xb4ffffff}, {0x40400003, 0x34ffffff}},
        Row{"log_inf", ref::log, {"inf"}, kInterval, {0x7f800000}, 0, {0x7f800000}, {0x7f800000}},
        // x <= 0 is undefined (+0 and -0 included), and so is a denormal x, which may be flushed to 0.
        Row{"log_0", ref::log, {"vec4(1.0, 0.0, -0.0, -1.0)"}, kInterval,
            {0x00000000, 0xff800000, 0xff800000, 0x7fc00000}, 0, {0xb4ffffff, 0xff800000, 0xff800000, 0x7fc00000},
            {0x34ffffff, 0xff800000, 0xff800000, 0x7fc00000}, 0xe},
        Row{"log2_denormal", ref::log2, {"floatBits(0x00000001)"}, kUndefined, {0xc3150000}}));

INSTANTIATE_TEST_SUITE_P(
    SqrtInversesqrt, ExponentialKnownAnswer,
    testing::Values(
        // sqrt(4) = 2 inherits 1.0 / inversesqrt(4): inversesqrt gives a float within 2 ULP (2^-25 each) of 0.5,
        // 0.5 - 2^-24 … 0.5 + 2^-24, whose reciprocals lie in [2 - 2^-22 + …, 2 + 2^-22 + …]; then 2.5 ULP:
        // just above 2 that is 2.5·2^-22, down to 2 - 5·2^-23; at the top 2 + 3.5·2^-22 + …, rounded in to 2 + 3·2^-22.
        // (Over the four floats inversesqrt can give, the least is 2 - 4·2^-23: the intervals treat the reciprocals
        // as a continuum and accept one float more at the binade edge.)
        Row{"sqrt_4", ref::sqrt, {"4.0"}, kInterval, {0x40000000}, 0, {0x3ffffffb}, {0x40000003}},
        // 0x367f217a: the bound GLSL 4.50 §4.7.1 inherits from 1.0 / inversesqrt(), checked step by step over the floats
        // in 300-bit arithmetic.
        Row{"sqrt_0x367f217a", ref::sqrt, {"floatBits(0x367f217a)"}, kInterval, {0x3aff90a5}, 0, {0x3aff90a1},
            {0x3aff90ab}},
        // IEEE: sqrt(-0) = -0 and sqrt(+Inf) = +Inf; the interval [0, 0] holds both zeros.
        Row{"sqrt_-0", ref::sqrt, {"-0.0"}, kInterval, {0x80000000}, 0, {0x00000000}, {0x00000000}},
        Row{"sqrt_inf", ref::sqrt, {"inf"}, kInterval, {0x7f800000}, 0, {0x7f800000}, {0x7f800000}},
        // sqrt(2^-149) = 2^-74.5, or 0 when the input is flushed.
        Row{"sqrt_denormal", ref::sqrt, {"floatBits(0x00000001)"}, kInterval, {0x1a3504f3}, 0, {0x00000000},
            {0x1a3504f6}},
        Row{"sqrt_negative", ref::sqrt, {"-1.0"}, kUndefined, {0x7fc00000}},
        // Doubles: the table's bounds in 24-bit ULPs ("at least that of single precision").
        // 2 - 5·2^-23 and 2 + 7·2^-23 + 2^-45, as for sqrt(4.0) but over every double in between.
        Row{"sqrt_4_double", ref::sqrt, {"4.0lf"}, kInterval, {0x4000000000000000}, 0, {0x3fffffff60000000},
            {0x4000000070000040}},
        // 1 / sqrt(4) = 0.5, a power of 2: 2 ULP of 2^-25 either side.
        Row{"inversesqrt_4", ref::inversesqrt, {"4.0"}, kInterval, {0x3f000000}, 0, {0x3efffffe}, {0x3f000001}},
        // 1 / sqrt(2) lies 0.20 ULP below 0x3f3504f3: 0x3f3504f1 is 2.20 ULP from it, outside.
        Row{"inversesqrt_2", ref::inversesqrt, {"2.0"}, kInterval, {0x3f3504f3}, 0, {0x3f3504f2}, {0x3f3504f5}},
        // x <= 0 is undefined; 1 / sqrt(+Inf) = +0 as IEEE dictates (an exact 0 has no relative error).
        Row{"inversesqrt_special", ref::inversesqrt, {"vec4(2.0, 0.0, -0.0, inf)"}, kInterval,
            {0x3f3504f3, 0x7f800000, 0xff800000, 0x00000000}, 0, {0x3f3504f2, 0x7f800000, 0xff800000, 0x00000000},
            {0x3f3504f5, 0x7f800000, 0xff800000, 0x00000000}, 0x6},
        Row{"inversesqrt_denormal", ref::inversesqrt, {"floatBits(0x00000001)"}, kUndefined, {0x64b504f3}},
        // 0.5 ± 2 ULP of 0.5 in 24-bit ULPs (2^-25, the gap below 0.5): 0.5 ± 2^-24.
        Row{"inversesqrt_4_double", ref::inversesqrt, {"4.0lf"}, kInterval, {0x3fe0000000000000}, 0,
            {0x3fdfffffc0000000}, {0x3fe0000020000000}}));

INSTANTIATE_TEST_SUITE_P(
    Pow, ExponentialKnownAnswer,
    testing::Values(
        // exp2(10·log2(2)): log2(2) = 1 ± 2^-21 (inside [0.5, 2.0]), so the exponent is 10 ± 10·2^-21, giving
        // 1024·(1 ± 3.3e-6), then 23 ULP of exp2: 1023.9952 … 1024.0062.
        Row{"pow_2_10", ref::pow, {"2.0", "10.0"}, kInterval, {0x44800000}, 0, {0x447fffb2}, {0x4480002d}},
        Row{"pow_2_0_5", ref::pow, {"2.0", "0.5"}, kInterval, {0x3fb504f3}, 0, {0x3fb504ee}, {0x3fb504f8}},
        // x < 0, and x = 0 with y <= 0, are undefined; 0^2 = 0 (exp2(2·log2(+0)) = exp2(-Inf) = +0).
        Row{"pow_domain", ref::pow, {"vec4(-1.0, 0.0, 0.0, 0.0)", "vec4(2.0, 0.0, -1.0, 2.0)"}, kInterval,
            {0x3f800000, 0x3f800000, 0x7f800000, 0x00000000}, 0, {0x3f800000, 0x3f800000, 0x7f800000, 0x00000000},
            {0x3f800000, 0x3f800000, 0x7f800000, 0x00000000}, 0x7},
        // A denormal x may be flushed to 0: with y = 0.5 the result may then be 0; with y = 0 it is undefined.
        Row{"pow_denormal", ref::pow, {"floatBits(0x00000001)", "0.5"}, kInterval, {0x1a3504f3}, 0, {0x00000000},
            {0x1a350647}},
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

// Bounds from the exact value, not from its rounding: exp2(floatBits(0xbe819d27)) has a bound of 3.506 ULP and its
// exact value lies 0.499 ULP below the reference 0x3f56ccb7, so 0x3f56ccb2 (4.50 ULP away, 5 floats below the
// reference) is outside while 0x3f56ccba (3.499 ULP above) is inside. Values checked in 300-bit arithmetic.
TEST(ExponentialJudge, BoundsCountFromTheExactValue) {
    const Expected e = call(ref::exp2, {"floatBits(0xbe819d27)"});
    EXPECT_EQ(e.reference.bits[0], 0x3f56ccb7u);
    Value gpu = e.reference;
    for (uint32_t b = 0x3f56ccb0; b <= 0x3f56ccbd; ++b) {
        gpu.bits[0] = b;
        const bool inside = b >= 0x3f56ccb3 && b <= 0x3f56ccba;
        EXPECT_EQ(judge(e, gpu).verdict, b == 0x3f56ccb7 ? Verdict::Match : inside ? Verdict::Accepted : Verdict::Violation)
            << std::hex << b;
    }
    const Expected r = call(ref::inversesqrt, {"2.0"});
    gpu = r.reference;
    gpu.bits[0] = 0x3f3504f1;  // 2.20 ULP from 1 / sqrt(2)
    EXPECT_EQ(judge(r, gpu).verdict, Verdict::Violation);
    gpu.bits[0] = 0x3f3504f2;  // 1.20 ULP
    EXPECT_EQ(judge(r, gpu).verdict, Verdict::Accepted);
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
