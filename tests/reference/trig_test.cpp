// Known answers for GLSL 4.50 §8.1 angle and trigonometry functions: references, the inherited bounds of radians,
// degrees, sinh, cosh and tanh, undefined precision elsewhere, undefined inputs, and the catalog rows.
#include <gtest/gtest.h>

#include <limits>
#include <set>
#include <string>
#include <vector>

#include "catalog/availability.h"
#include "catalog/catalog.h"
#include "precision/interval.h"
#include "precision/judge.h"
#include "reference/trig.h"
#include "reference_calls.h"
#include "value/literal.h"

namespace il {


namespace {

using testing_calls::bits_of;
using testing_calls::call;
using testing_calls::lit;

constexpr auto kUlp = RuleKind::Ulp, kInterval = RuleKind::Interval, kUndefined = RuleKind::Undefined;
constexpr double kInf = std::numeric_limits<double>::infinity();

// One call: reference bits, rule kind and bound (lo/hi bits for intervals; precision-undefined rules are Ulp rules
// with an infinite bound), and the components the spec leaves undefined.
struct Row {
    const char* name;
    ReferenceFn fn;
    std::vector<std::string> args;
    RuleKind kind;
    std::vector<uint64_t> reference;
    std::vector<uint64_t> lo = {}, hi = {};
    uint32_t undefined = 0;
};

std::ostream& operator<<(std::ostream& os, const Row& r) { return os << r.name; }

class TrigKnownAnswer : public testing::TestWithParam<Row> {};

TEST_P(TrigKnownAnswer, ReferenceAndRule) {
    const Row& row = GetParam();
    const Expected out = call(row.fn, row.args);
    EXPECT_EQ(out.rule.kind, row.kind) << out.rule.why;
    EXPECT_EQ(out.reference.type, lit(row.args[0]).type);
    EXPECT_EQ(bits_of(out.reference), row.reference) << std::hex << out.reference.bits[0];
    EXPECT_NE(out.rule.why.find("GLSL 4.50 §4.7.1"), std::string::npos) << out.rule.why;
    EXPECT_NE(out.rule.why.find("GLSL 4.50 §8.1"), std::string::npos) << out.rule.why;
    if (row.kind == kUndefined) return;
    EXPECT_TRUE(out.rule.denormal_flush);
    EXPECT_EQ(out.rule.undefined_components, row.undefined);
    if (row.kind == kUlp) {
        EXPECT_EQ(out.rule.ulp, kInf);
        EXPECT_NE(out.rule.why.find("have undefined precision"), std::string::npos) << out.rule.why;
    }
    if (row.kind == kInterval) {
        EXPECT_EQ(bits_of(out.rule.lo), row.lo) << std::hex << out.rule.lo.bits[0];
        EXPECT_EQ(bits_of(out.rule.hi), row.hi) << std::hex << out.rule.hi.bits[0];
        EXPECT_NE(out.rule.why.find("inherit the above errors"), std::string::npos) << out.rule.why;
    }
}

INSTANTIATE_TEST_SUITE_P(
    RadiansDegrees, TrigKnownAnswer,
    testing::Values(
        // (π / 180) · 180: π converts to 0x40490fda or 0x40490fdb, / 180 adds 2.5 ULP, · 180 one rounding:
        // float(π) = 0x40490fdb within -5 … +4 ULP. ±0 stay exact zeros of their sign.
        Row{"radians", ref::radians, {"vec4(180.0, 0.0, -0.0, 1.0)"}, kInterval,
            {0x40490fdb, 0x00000000, 0x80000000, 0x3c8efa35}, {0x40490fd7, 0x00000000, 0x80000000, 0x3c8efa33},
            {0x40490fde, 0x00000000, 0x80000000, 0x3c8efa37}},
        Row{"radians_special", ref::radians, {"vec2(inf, floatBits(0x7fc00000))"}, kInterval, {0x7f800000, 0x7fc00000},
            {0x7f800000, 0x7fc00000}, {0x7f800000, 0x7fc00000}, 0x2},
        // degrees(float(π)) = 180·(1 + 2.78e-8) = 180.000005, which rounds to 180.0.
        Row{"degrees_pi", ref::degrees, {"floatBits(0x40490fdb)"}, kInterval, {0x43340000}, {0x4333fffe},
            {0x43340003}}));

INSTANTIATE_TEST_SUITE_P(
    SinCosTan, TrigKnownAnswer,
    testing::Values(
        // sin(float(π)) = -8.742278e-8 (π - float(π) = -8.74e-8); sin(±Inf) is NaN in IEEE: undefined.
        Row{"sin", ref::sin, {"vec4(0.0, -0.0, floatBits(0x40490fdb), inf)"}, kUlp,
            {0x00000000, 0x80000000, 0xb3bbbd2e, 0x7fc00000}, {}, {}, 0x8},
        Row{"sin_nan", ref::sin, {"floatBits(0x7fc00000)"}, kUndefined, {0x7fc00000}},
        Row{"cos", ref::cos, {"vec2(0.0, 1.0)"}, kUlp, {0x3f800000, 0x3f0a5140}},
        Row{"tan", ref::tan, {"vec2(0.0, 1.0)"}, kUlp, {0x00000000, 0x3fc75923}}));

INSTANTIATE_TEST_SUITE_P(
    Inverse, TrigKnownAnswer,
    testing::Values(
        // asin(±1) = ±π/2 (0x3fc90fdb), asin(0.5) = π/6; |x| > 1 is undefined.
        Row{"asin", ref::asin, {"vec4(1.0, -1.0, 0.5, 2.0)"}, kUlp, {0x3fc90fdb, 0xbfc90fdb, 0x3f060a92, 0x7fc00000},
            {}, {}, 0x8},
        Row{"asin_2", ref::asin, {"2.0"}, kUndefined, {0x7fc00000}},
        Row{"acos", ref::acos, {"vec3(-1.0, 1.0, 1.5)"}, kUlp, {0x40490fdb, 0x00000000, 0x7fc00000}, {}, {}, 0x4},
        // atan(y, x): x = y = 0 is undefined; the signs pick the quadrant: atan(±0, -1) = ±π, atan(1, 0) = π/2.
        Row{"atan", ref::atan, {"vec4(0.0, 0.0, -0.0, 1.0)", "vec4(0.0, -1.0, -1.0, 0.0)"}, kUlp,
            {0x00000000, 0x40490fdb, 0xc0490fdb, 0x3fc90fdb}, {}, {}, 0x1},
        // A denormal y may be flushed to 0, making both 0.
        Row{"atan_denormal", ref::atan, {"floatBits(0x00000001)", "0.0"}, kUndefined, {0x3fc90fdb}},
        Row{"atan_y_over_x", ref::atan_y_over_x, {"vec3(1.0, inf, -0.0)"}, kUlp, {0x3f490fdb, 0x3fc90fdb, 0x80000000}},
        Row{"asinh", ref::asinh, {"vec2(0.0, 1.0)"}, kUlp, {0x00000000, 0x3f61a1b3}},
        Row{"acosh", ref::acosh, {"vec3(1.0, 2.0, 0.5)"}, kUlp, {0x00000000, 0x3fa89214, 0x7fc00000}, {}, {}, 0x4},
        // |x| >= 1 is undefined (the reference page says |x| > 1; the spec says >=).
        Row{"atanh", ref::atanh, {"vec3(0.5, 1.0, -1.0)"}, kUlp, {0x3f0c9f54, 0x7f800000, 0xff800000}, {}, {},
            0x6}));

INSTANTIATE_TEST_SUITE_P(
    Hyperbolic, TrigKnownAnswer,
    testing::Values(
        // sinh(0) = (e^0 - e^-0) / 2: each exp is a float within 3 ULP of 1 (2^-24 below 1, so 1 - 3·2^-24 …
        // 1 + 2^-23), the difference within ±(2^-23 + 3·2^-24) = ±1.25·2^-22, halved ±1.25·2^-23 (0x34200000), and
        // the division's 2.5 ULP (2^-46 each) reach 2 floats further. sinh(89) = 2.24e38 is a float, but
        // e^89 overflows: FLT_MAX or +Inf, so the result lies in [FLT_MAX / 2 …, +Inf]. sinh(-Inf) meets e^+Inf,
        // whose (3 + 2·|x|) bound is none, minus itself: undefined.
        Row{"sinh", ref::sinh, {"vec4(0.0, 1.0, 89.0, -inf)"}, kInterval,
            {0x00000000, 0x3f966cfe, 0x7f28e166, 0xff800000}, {0xb4200002, 0x3f966cf7, 0x7efffffb, 0xff800000},
            {0x34200002, 0x3f966d06, 0x7f800000, 0xff800000}, 0x8},
        Row{"cosh", ref::cosh, {"vec2(0.0, 1.0)"}, kInterval, {0x3f800000, 0x3fc583ab}, {0x3f7ffffb, 0x3fc583a3},
            {0x3f800003, 0x3fc583b2}},
        // tanh = sinh / cosh: at 89 both may be +Inf, and Inf / Inf is NaN: undefined.
        Row{"tanh", ref::tanh, {"vec3(0.0, 1.0, 89.0)"}, kInterval, {0x00000000, 0x3f42f7d6, 0x3f800000},
            {0xb4200007, 0x3f42f7c3, 0x3f800000}, {0x34200007, 0x3f42f7e9, 0x3f800000}, 0x4}));

// The two drivers of docs/driver-notes.md on sin(float(π)): llvmpipe's -8.74e-8 matches, NVIDIA's 0.0 is accepted with the
// distance reported, as the precision is undefined.
TEST(TrigJudge, SinOfPiOnBothDrivers) {
    const Expected e = call(ref::sin, {"floatBits(0x40490fdb)"});
    Value gpu = e.reference;
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Match);
    gpu.bits[0] = 0x00000000;
    const OutputJudgement j = judge(e, gpu);
    EXPECT_EQ(j.verdict, Verdict::Accepted);
    EXPECT_NE(j.reason.find("precision undefined by the spec"), std::string::npos) << j.reason;
}

TEST(TrigJudge, RadiansInsideItsInheritedBound) {
    const Expected e = call(ref::radians, {"180.0"});
    Value gpu = e.reference;
    gpu.bits[0] = 0x40490fda;
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Accepted);
    gpu.bits[0] = 0x40490fe0;
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Violation);
}

TEST(TrigJudge, AsinOutsideItsDomainIsUndefined) {
    const Expected e = call(ref::asin, {"2.0"});
    Value gpu = e.reference;
    gpu.bits[0] = 0x3f800000;
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Undefined);
}

TEST(TrigRows, DeclarationsAndRefpageRows) {
    std::vector<Overload> rows;
    add_trig_rows(rows);
    EXPECT_NO_THROW(Catalog{rows});
    EXPECT_EQ(rows.size(), 60u);  // 14 functions and atan's two forms, × float, vec2, vec3, vec4
    std::set<std::string> declarations;
    for (const Overload& o : rows) {
        EXPECT_TRUE(declarations.insert(o.declaration()).second) << o.declaration();
        const Availability a = availability(o, Profile{450, {}});
        EXPECT_TRUE(a.available) << o.declaration() << ": " << a.source;
        EXPECT_EQ(o.refpage_row, o.function);
        // GLSL 1.30 added the hyperbolic functions; the tables start atanh at 1.10 (see the report).
        const std::set<std::string> since_130{"sinh", "cosh", "tanh", "asinh", "acosh"};
        EXPECT_EQ(a.first_version, since_130.count(o.function) ? 130 : 110) << o.declaration();
        EXPECT_TRUE(o.extensions.empty());
        EXPECT_EQ(o.chapter, "trig");
        EXPECT_EQ(o.section, "GLSL 4.50 §8.1");
        EXPECT_FALSE(o.summary.empty());
        std::vector<Value> in;
        for (const Param& p : o.inputs()) {
            in.push_back(make_value(p.type));
            for (int i = 0; i < p.type.components(); ++i) set_rounded(in.back(), i, 0.5L);
        }
        Expected out{"return", {}, {}};
        o.reference(in.data(), &out);
        EXPECT_EQ(out.reference.type, *o.ret) << o.declaration();
    }
    for (const char* d : {"float atan(float y, float x)", "vec4 atan(vec4 y_over_x)", "vec3 radians(vec3 degrees)",
                          "vec2 sin(vec2 angle)", "float atanh(float x)"})
        EXPECT_TRUE(declarations.count(d)) << d;
}

}  // namespace
}  // namespace il
