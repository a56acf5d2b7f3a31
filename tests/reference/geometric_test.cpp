// Known answers for GLSL 4.50 §8.5 geometric functions: exactly rounded references, bounds inherited from each
// equation by interval arithmetic, undefined results, and the catalog rows.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "catalog/availability.h"
#include "catalog/catalog.h"
#include "precision/interval.h"
#include "precision/judge.h"
#include "reference/geometric.h"
#include "reference_calls.h"
#include "value/literal.h"

namespace il {


namespace {

using testing_calls::bits_of;
using testing_calls::call;
using testing_calls::lit;

constexpr auto kInterval = RuleKind::Interval, kUndefined = RuleKind::Undefined;

// One call: result type, reference bits, rule kind, interval bits, undefined components.
struct Row {
    const char* name;
    ReferenceFn fn;
    std::vector<std::string> args;
    const char* type;
    RuleKind kind;
    std::vector<uint64_t> reference;
    std::vector<uint64_t> lo = {}, hi = {};
    uint32_t undefined = 0;
};

std::ostream& operator<<(std::ostream& os, const Row& r) { return os << r.name; }

class GeometricKnownAnswer : public testing::TestWithParam<Row> {};

TEST_P(GeometricKnownAnswer, ReferenceAndRule) {
    const Row& row = GetParam();
    const Expected out = call(row.fn, row.args);
    EXPECT_EQ(out.rule.kind, row.kind) << out.rule.why;
    EXPECT_EQ(type_name(out.reference.type), row.type);
    EXPECT_EQ(bits_of(out.reference), row.reference) << std::hex << out.reference.bits[0];
    EXPECT_NE(out.rule.why.find("GLSL 4.50 §8.5"), std::string::npos) << out.rule.why;
    EXPECT_NE(out.rule.why.find("GLSL 4.50 §4.7.1: Built-in functions defined in the specification with an equation"),
              std::string::npos)
        << out.rule.why;
    if (row.kind == kUndefined) return;
    EXPECT_TRUE(out.rule.denormal_flush);
    EXPECT_EQ(out.rule.undefined_components, row.undefined);
    EXPECT_EQ(bits_of(out.rule.lo), row.lo) << std::hex << out.rule.lo.bits[0];
    EXPECT_EQ(bits_of(out.rule.hi), row.hi) << std::hex << out.rule.hi.bits[0];
}

INSTANTIATE_TEST_SUITE_P(
    LengthDistanceDot, GeometricKnownAnswer,
    testing::Values(
        // length(3, 4) = sqrt(25): inversesqrt(25) gives a float within 2 ULP of 0.2, 1.0 / that a float within
        // 2.5 ULP: 5 - 3·2^-21 … 5 + 3·2^-21 (as a separate rational evaluation of the same steps gives; normalize
        // and radians below were checked the same way).
        Row{"length_3_4", ref::length, {"vec2(3.0, 4.0)"}, "float", kInterval, {0x40a00000}, {0x409ffffd},
            {0x40a00003}},
        Row{"length_scalar", ref::length, {"-2.0"}, "float", kInterval, {0x40000000}, {0x3ffffffb}, {0x40000003}},
        Row{"length_zero", ref::length, {"vec2(0.0, 0.0)"}, "float", kInterval, {0x00000000}, {0x00000000},
            {0x00000000}},
        Row{"length_inf", ref::length, {"vec2(inf, 1.0)"}, "float", kInterval, {0x7f800000}, {0x7f800000},
            {0x7f800000}},
        // |(FLT_MAX, FLT_MAX)| = 4.8e38 overflows; the sum of squares may round to FLT_MAX ("the rounding mode ...
        // must not affect the result by more than 1 ULP"), whose root 1.8e19 is then allowed too.
        Row{"length_flt_max", ref::length, {"vec2(floatBits(0x7f7fffff), floatBits(0x7f7fffff))"}, "float",
            kInterval, {0x7f800000}, {0x5f7ffffa}, {0x7f800000}},
        // Doubles: "at least that of single precision", so the same steps in 24-bit ULPs.
        Row{"length_double", ref::length, {"dvec2(3.0lf, 4.0lf)"}, "double", kInterval, {0x4014000000000000},
            {0x4013ffff64666754}, {0x401400009b999a85}},
        Row{"distance", ref::distance, {"vec2(1.0, 1.0)", "vec2(4.0, 5.0)"}, "float", kInterval, {0x40a00000},
            {0x409ffffd}, {0x40a00003}},
        // Every partial sum of 4 + 10 + 18 is exact.
        Row{"dot_32", ref::dot, {"vec3(1.0, 2.0, 3.0)", "vec3(4.0, 5.0, 6.0)"}, "float", kInterval, {0x42000000},
            {0x42000000}, {0x42000000}},
        // 1 + 2^-24 is the midpoint of 1 and 1 + 2^-23: the reference rounds to even, a GPU may give either.
        Row{"dot_tie", ref::dot, {"vec2(1.0, floatBits(0x33800000))", "vec2(1.0, 1.0)"}, "float", kInterval,
            {0x3f800000}, {0x3f800000}, {0x3f800001}},
        // 2^70 + 1 - 2^70 = 1 exactly (the reference sums exactly); (2^70 + 1) rounds to 2^70 or 2^70 + 2^47 first
        // in one order, so any result in [0, 2^47] is allowed.
        Row{"dot_cancel", ref::dot, {"vec3(floatBits(0x62800000), 1.0, floatBits(0xe2800000))", "vec3(1.0, 1.0, 1.0)"},
            "float", kInterval, {0x3f800000}, {0x00000000}, {0x57000000}},
        Row{"dot_inf_times_0", ref::dot, {"vec2(inf, 1.0)", "vec2(0.0, 1.0)"}, "float", kUndefined, {0x7fc00000}},
        Row{"dot_nan", ref::dot, {"vec2(floatBits(0x7fc00000), 1.0)", "vec2(1.0, 1.0)"}, "float", kUndefined,
            {0x7fc00000}},
        Row{"dot_double", ref::dot, {"dvec3(1.0lf, 2.0lf, 3.0lf)", "dvec3(4.0lf, 5.0lf, 6.0lf)"}, "double",
            kInterval, {0x4040000000000000}, {0x403fffff8c000000}, {0x404000004a000000}}));

INSTANTIATE_TEST_SUITE_P(
    CrossNormalize, GeometricKnownAnswer,
    testing::Values(
        Row{"cross_unit", ref::cross, {"vec3(1.0, 0.0, 0.0)", "vec3(0.0, 1.0, 0.0)"}, "vec3", kInterval,
            {0x00000000, 0x00000000, 0x3f800000}, {0x00000000, 0x00000000, 0x3f800000},
            {0x00000000, 0x00000000, 0x3f800000}},
        // (2·6 - 5·3, 3·4 - 6·1, 1·5 - 4·2) = (-3, 6, -3), every step exact.
        Row{"cross_123_456", ref::cross, {"vec3(1.0, 2.0, 3.0)", "vec3(4.0, 5.0, 6.0)"}, "vec3", kInterval,
            {0xc0400000, 0x40c00000, 0xc0400000}, {0xc0400000, 0x40c00000, 0xc0400000},
            {0xc0400000, 0x40c00000, 0xc0400000}},
        // dvec3, each step within one 24-bit ULP: 1·1 in 1 ± 2^-23, minus the exact 0·0 = 0 in
        // 1 - 1.5·2^-23 … 1 + 2^-22 (the ULP below 1 is 2^-24).
        Row{"cross_double", ref::cross, {"dvec3(1.0lf, 0.0lf, 0.0lf)", "dvec3(0.0lf, 1.0lf, 0.0lf)"}, "dvec3",
            kInterval, {0, 0, 0x3ff0000000000000}, {0x00000000, 0x00000000, 0x3fefffffc0000000}, {0x00000000, 0x00000000, 0x3ff0000030000000}},
        Row{"normalize_3_4", ref::normalize, {"vec2(3.0, 4.0)"}, "vec2", kInterval, {0x3f19999a, 0x3f4ccccd},
            {0x3f199995, 0x3f4cccc7}, {0x3f19999e, 0x3f4cccd3}},
        // 0 / length is an exact 0; 2 / 2 = 1 within the inherited bound.
        Row{"normalize_axis", ref::normalize, {"vec3(0.0, 0.0, 2.0)"}, "vec3", kInterval,
            {0x00000000, 0x00000000, 0x3f800000}, {0x00000000, 0x00000000, 0x3f7ffff8},
            {0x00000000, 0x00000000, 0x3f800005}},
        // x / length(x) of the zero vector is 0 / 0; of a denormal vector, too, once the input is flushed.
        Row{"normalize_zero", ref::normalize, {"vec2(0.0, 0.0)"}, "vec2", kUndefined, {0x7fc00000, 0x7fc00000}},
        Row{"normalize_denormal", ref::normalize, {"vec2(floatBits(0x00000001), 0.0)"}, "vec2", kUndefined,
            {0x3f800000, 0x00000000}}));

INSTANTIATE_TEST_SUITE_P(
    ReflectRefract, GeometricKnownAnswer,
    testing::Values(
        // I - 2·dot(N, I)·N with dot = -0.8: -0.8 - (-1.6) = 0.8, every step exact.
        Row{"reflect", ref::reflect, {"vec2(0.6, -0.8)", "vec2(0.0, 1.0)"}, "vec2", kInterval,
            {0x3f19999a, 0x3f4ccccd}, {0x3f19999a, 0x3f4ccccd}, {0x3f19999a, 0x3f4ccccd}},
        Row{"reflect_vec3", ref::reflect, {"vec3(1.0, -1.0, 0.0)", "vec3(0.0, 1.0, 0.0)"}, "vec3", kInterval,
            {0x3f800000, 0x3f800000, 0x00000000}, {0x3f800000, 0x3f800000, 0x00000000},
            {0x3f800000, 0x3f800000, 0x00000000}},
        // eta = 0.5, dot = -0.8: k = 1 - 0.25·0.36 = 0.91, result (0.3, -0.4 - (-0.4 + sqrt(0.91))) = (0.3, -0.95394).
        Row{"refract", ref::refract, {"vec2(0.6, -0.8)", "vec2(0.0, 1.0)", "0.5"}, "vec2", kInterval,
            {0x3e99999a, 0xbf74355c}, {0x3e99999a, 0xbf743562}, {0x3e99999a, 0xbf743556}},
        // eta = 2: k = 1 - 4·0.36 < 0, precisely 0.0.
        Row{"refract_total_reflection", ref::refract, {"vec2(0.6, -0.8)", "vec2(0.0, 1.0)", "2.0"}, "vec2",
            kInterval, {0, 0}, {0, 0}, {0, 0}},
        Row{"refract_straight", ref::refract, {"vec2(0.0, -1.0)", "vec2(0.0, 1.0)", "1.0"}, "vec2", kInterval,
            {0x00000000, 0xbf800000}, {0x00000000, 0xbf800003}, {0x00000000, 0xbf7ffffb}},
        // Doubles, each step within one 24-bit ULP. k is taken in both associations of eta·eta·(1 - dot·dot)
        // (core/reference/equation_forms.h): (0.36·0.5)·0.5 adds its ULPs at 0.18 and 0.09 where (0.5·0.5)·0.36
        // adds them at 0.25 (the finer gap below a power of 2) and 0.09, so k, and component 1, reach further.
        Row{"refract_double", ref::refract, {"dvec2(0.6lf, -0.8lf)", "dvec2(0.0lf, 1.0lf)", "0.5lf"}, "dvec2",
            kInterval, {0x3fd3333333333333, 0xbfee86ab810ea912}, {0x3fd33332f3333333, 0xbfee86ad0e35f495},
            {0x3fd3333373333333, 0xbfee86a9f3e76361}}));

TEST(Faceforward, PicksNOrMinusN) {
    // dot(Nref, I) = -1 < 0: N; = 0: -N (of +0 is -0).
    Expected e = call(ref::faceforward, {"vec2(0.0, 1.0)", "vec2(1.0, -1.0)", "vec2(0.0, 1.0)"});
    EXPECT_EQ(e.rule.kind, RuleKind::Exact);
    EXPECT_EQ(bits_of(e.reference), (std::vector<uint64_t>{0x00000000, 0x3f800000}));
    e = call(ref::faceforward, {"vec2(0.0, 1.0)", "vec2(1.0, 0.0)", "vec2(0.0, 1.0)"});
    EXPECT_EQ(e.rule.kind, RuleKind::Exact);
    EXPECT_EQ(bits_of(e.reference), (std::vector<uint64_t>{0x80000000, 0xbf800000}));
    EXPECT_TRUE(e.rule.denormal_flush);
}

TEST(Faceforward, EitherSideOfZeroAcceptsBoth) {
    // dot = 1 - 1 - 2^-30 = -2^-30 < 0, but 1 + (-2^-30) rounds to 1 or 1 - 2^-24 first in one order, so the
    // computed dot lies anywhere in [-2^-24, 0]: N and -N are both allowed, N first (the exact sign).
    const Expected e = call(ref::faceforward,
                            {"vec3(0.0, 0.0, 1.0)", "vec3(1.0, -1.0, floatBits(0xb0800000))", "vec3(1.0, 1.0, 1.0)"});
    ASSERT_EQ(e.rule.kind, RuleKind::AnyOf) << e.rule.why;
    EXPECT_EQ(bits_of(e.reference), (std::vector<uint64_t>{0x00000000, 0x00000000, 0x3f800000}));
    ASSERT_EQ(e.rule.alternatives.size(), 2u);
    EXPECT_EQ(bits_of(e.rule.alternatives[1]), (std::vector<uint64_t>{0x80000000, 0x80000000, 0xbf800000}));
    EXPECT_EQ(e.rule.labels, (std::vector<std::string>{"dot(Nref, I) < 0: N", "dot(Nref, I) >= 0: -N"}));
    Value gpu = e.rule.alternatives[1];
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Accepted);
}

TEST(Faceforward, NanAndInfinity) {
    // A NaN in N leaves that component undefined; Inf · 0 in the dot leaves the branch, so everything, undefined.
    Expected e = call(ref::faceforward, {"vec2(floatBits(0x7fc00000), 1.0)", "vec2(1.0, -1.0)", "vec2(0.0, 1.0)"});
    EXPECT_EQ(e.rule.kind, RuleKind::Exact);
    EXPECT_EQ(e.rule.undefined_components, 0x1u);
    e = call(ref::faceforward, {"vec2(0.0, 1.0)", "vec2(inf, -1.0)", "vec2(0.0, 1.0)"});
    EXPECT_EQ(e.rule.kind, RuleKind::Undefined);
}

TEST(GeometricJudge, LengthWithinItsInheritedBound) {
    const Expected e = call(ref::length, {"vec2(3.0, 4.0)"});
    Value gpu = e.reference;
    gpu.bits[0] = 0x40a00003;
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Accepted);
    gpu.bits[0] = 0x40a00004;
    EXPECT_EQ(judge(e, gpu).verdict, Verdict::Violation);
}

TEST(GeometricRows, DeclarationsAndRefpageRows) {
    std::vector<Overload> rows;
    add_geometric_rows(rows);
    EXPECT_NO_THROW(Catalog{rows});
    EXPECT_EQ(rows.size(), 58u);  // 7 functions × 4 widths + cross, for float and double
    std::set<std::string> declarations;
    for (const Overload& o : rows) {
        EXPECT_TRUE(declarations.insert(o.declaration()).second) << o.declaration();
        const Availability a = availability(o, Profile{450, {}});
        EXPECT_TRUE(a.available) << o.declaration() << ": " << a.source;
        const bool dbl = o.params[0].type.scalar == Scalar::Double;
        EXPECT_EQ(a.first_version, dbl ? 400 : 110) << o.declaration() << ": " << a.source;
        EXPECT_EQ(availability(o, Profile{150, {"GL_ARB_gpu_shader_fp64"}}).available, true) << o.declaration();
        EXPECT_EQ(o.extensions, dbl ? std::vector<std::string>{"GL_ARB_gpu_shader_fp64"} : std::vector<std::string>{});
        EXPECT_EQ(o.chapter, "geometric");
        EXPECT_EQ(o.section, "GLSL 4.50 §8.5");
        std::vector<Value> in;
        for (const Param& p : o.inputs()) {
            in.push_back(make_value(p.type));
            for (int i = 0; i < p.type.components(); ++i) set_rounded(in.back(), i, 0.5L);
        }
        Expected out{"return", {}, {}};
        o.reference(in.data(), &out);
        EXPECT_EQ(out.reference.type, *o.ret) << o.declaration();
    }
    for (const char* d : {"float length(vec2 x)", "double dot(dvec4 x, dvec4 y)", "vec3 cross(vec3 x, vec3 y)",
                          "dvec3 cross(dvec3 x, dvec3 y)", "vec4 faceforward(vec4 N, vec4 I, vec4 Nref)",
                          "dvec2 refract(dvec2 I, dvec2 N, double eta)", "float distance(float p0, float p1)"})
        EXPECT_TRUE(declarations.count(d)) << d;
}

}  // namespace
}  // namespace il
