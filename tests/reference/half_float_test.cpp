// Known answers for GL_NV_gpu_shader5's float16_t rows, worked by hand from the binary16 layout (1 sign, 5 exponent,
// 10 fraction bits, bias 15) and checked against Python's struct 'e' (round to nearest, ties to even):
// 1 + 2^-11 ties 1.0 (0x3C00, even) and 1 + 2^-10 (0x3C01); (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20 lies just above
// 1 + 2^-9 (0x3C02); 65504 + 16 = 65520 ties 65504 and 65536, so it rounds to the even +Inf; 1/3 is
// 1365.33 * 2^-12, so the halves within 2.5 half ULP (ulp(1/3) = 2^-12) are 1363 ... 1367 * 2^-12, 0x3553 ... 0x3557;
// the float 0.1 (0x3dcccccd) lies between the halves 0x2E66 (0.0999755859375) and 0x2E67 (0.10009765625), nearer
// the first.
#include "known_answer.h"
#include "catalog/availability.h"
#include "catalog/catalog.h"
#include "precision/judge.h"
#include "reference/half_float.h"
#include "reference/operators.h"
#include "reference/relational.h"
#include "shadergen/shadergen.h"
#include "value/format.h"
#include "vectors/generators.h"

namespace il::known_answer {
namespace {

constexpr auto kAnyOf = RuleKind::AnyOf;
constexpr auto kInterval = RuleKind::Interval;

class HalfRows : public testing::TestWithParam<Case> {};
TEST_P(HalfRows, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Operators, HalfRows,
    testing::Values(
        // Correctly rounded in half (GL_AMD_gpu_shader_half_float §4.7.1): either neighbour of the exact result.
        Case{.name = "1 + 2^-11 ties to even", .fn = ref::op::add, .in = {"float16_t(1.0)", "halfBits(0x1000)"},
             .type = "float16_t", .kind = kInterval, .reference = {0x3C00}, .lo = {0x3C00}, .hi = {0x3C01},
             .why = "half-precision operations"},
        Case{.name = "(1 + 2^-10)^2", .fn = ref::op::mul, .in = {"halfBits(0x3c01)", "halfBits(0x3c01)"},
             .type = "float16_t", .kind = kInterval, .reference = {0x3C02}, .lo = {0x3C02}, .hi = {0x3C03}},
        Case{.name = "65504 + 16 overflows", .fn = ref::op::add, .in = {"halfBits(0x7bff)", "float16_t(16.0)"},
             .type = "float16_t", .kind = kInterval, .reference = {0x7C00}, .lo = {0x7BFF}, .hi = {0x7C00}},
        Case{.name = "1 / 3 within 2.5 half ULP", .fn = ref::op::div, .in = {"float16_t(1.0)", "float16_t(3.0)"},
             .type = "float16_t", .kind = kInterval, .reference = {0x3555}, .lo = {0x3553}, .hi = {0x3557},
             .why = "2.5 ULP"},
        Case{.name = "f16vec2 - float16_t", .fn = ref::op::sub, .in = {"f16vec2(1.0, 0.5)", "float16_t(0.25)"},
             .type = "f16vec2", .kind = kInterval, .reference = {0x3A00, 0x3400}, .lo = {0x3A00, 0x3400},
             .hi = {0x3A00, 0x3400}},
        Case{.name = "-half", .fn = ref::op::neg, .in = {"float16_t(1.0)"}, .type = "float16_t",
             .reference = {0xBC00}, .why = "negated exactly"},
        Case{.name = "-denormal half", .fn = ref::op::neg, .in = {"halfBits(0x0001)"}, .type = "float16_t",
             .kind = kAnyOf, .reference = {0x8001}, .others = {{0x8000}}, .labels = {"denormal x flushed"}}));

INSTANTIATE_TEST_SUITE_P(
    Conversions, HalfRows,
    testing::Values(
        Case{.name = "float16_t(1 + 2^-11)", .fn = ref::op::to_half, .in = {"floatBits(0x3f801000)"},
             .type = "float16_t", .kind = kAnyOf, .reference = {0x3C00}, .others = {{0x3C01}},
             .labels = {"rounded the other way"}, .why = "GL_NV_gpu_shader5 §5.4.1"},
        Case{.name = "float16_t(0.1)", .fn = ref::op::to_half, .in = {"0.1"}, .type = "float16_t", .kind = kAnyOf,
             .reference = {0x2E66}, .others = {{0x2E67}}, .labels = {"rounded the other way"}},
        Case{.name = "float16_t(100000.0)", .fn = ref::op::to_half, .in = {"100000.0"}, .type = "float16_t",
             .kind = kAnyOf, .reference = {0x7C00}, .others = {{0x7BFF}}, .labels = {"rounded the other way"}},
        Case{.name = "float16_t(-3)", .fn = ref::op::to_half, .in = {"-3"}, .type = "float16_t",
             .reference = {0xC200}},
        Case{.name = "float(2^-24)", .fn = ref::op::float_of16, .in = {"halfBits(0x0001)"}, .type = "float",
             .kind = kAnyOf, .reference = {0x33800000}, .others = {{0x00000000}}, .labels = {"denormal x flushed"}},
        Case{.name = "double(65504)", .fn = ref::op::double_of16, .in = {"halfBits(0x7bff)"}, .type = "double",
             .reference = {0x40effc0000000000}},
        Case{.name = "int(-2.5)", .fn = ref::op::int_of16, .in = {"float16_t(-2.5)"}, .type = "int",
             .reference = {0xfffffffe}, .why = "fractional part"}));

INSTANTIATE_TEST_SUITE_P(
    Builtins, HalfRows,
    testing::Values(
        // Bit moves: a NaN's payload and a denormal come through as they are.
        Case{.name = "packFloat2x16", .fn = ref::packFloat2x16, .in = {"f16vec2(1.0, halfBits(0x7e01))"},
             .type = "uint", .reference = {0x7E013C00}, .why = "16 least significant bits"},
        Case{.name = "unpackFloat2x16", .fn = ref::unpackFloat2x16, .in = {"0xBC000001u"}, .type = "f16vec2",
             .reference = {0x0001, 0xBC00}, .why = "interpreted as a 16-bit floating-point value"},
        Case{.name = "lessThan with NaN", .fn = ref::lessThan, .in = {"f16vec2(1.0, nan)", "f16vec2(2.0, 1.0)"},
             .type = "bvec2", .reference = {1, 0}, .undefined = 0b10}));

Expected expected_of(ReferenceFn fn, std::vector<const char*> in) {
    std::vector<Value> v;
    for (const char* text : in) v.push_back(literal(text));
    Expected e;
    fn(v.data(), &e);
    return e;
}

Value half_bits(uint64_t bits) { return Value{kHalf, {bits}}; }

TEST(HalfJudge, CountsHalfUlps) {
    const Expected third = expected_of(ref::op::div, {"float16_t(1.0)", "float16_t(3.0)"});
    EXPECT_EQ(judge(third, half_bits(0x3557)).verdict, Verdict::Accepted);  // 1367 * 2^-12: 1.67 ULP above
    EXPECT_EQ(judge(third, half_bits(0x3558)).verdict, Verdict::Violation);  // 2.67 ULP above
    EXPECT_EQ(judge(third, half_bits(0x3552)).verdict, Verdict::Violation);  // 3.33 ULP below
    const Expected tie = expected_of(ref::op::add, {"float16_t(1.0)", "halfBits(0x1000)"});
    EXPECT_EQ(judge(tie, half_bits(0x3C01)).verdict, Verdict::Accepted);
    EXPECT_EQ(judge(tie, half_bits(0x3C02)).verdict, Verdict::Violation);
    EXPECT_EQ(judge(tie, half_bits(0x3C02)).components[0].ulp, std::optional<uint64_t>(2));
    // Any NaN for a NaN reference; a zero for a denormal one.
    const Expected nan = expected_of(ref::op::add, {"halfBits(0x7e00)", "float16_t(1.0)"});
    EXPECT_EQ(judge(nan, half_bits(0xFE01)).verdict, Verdict::Undefined);
    const Expected tiny = expected_of(ref::op::mul, {"halfBits(0x0001)", "float16_t(1.0)"});
    EXPECT_EQ(judge(tiny, half_bits(0x0000)).verdict, Verdict::Accepted);
}

TEST(HalfValues, TypesLiteralsAndText) {
    EXPECT_EQ(parse_type_name("f16vec3"), vec_of(Scalar::Half, 3));
    EXPECT_EQ(parse_type_name("float16_t"), kHalf);
    EXPECT_EQ(parse_type_name("f16mat2"), std::nullopt);
    EXPECT_EQ(type_name(vec_of(Scalar::Half, 4)), "f16vec4");
    EXPECT_EQ(literal("float16_t(0.1)").bits[0], 0x2E66u);
    EXPECT_EQ(literal("float16_t(65519.0)").bits[0], 0x7BFFu);
    const Value v = literal("f16vec2(1.5, halfBits(0x7c00))");
    EXPECT_EQ(value_text(v), "f16vec2(float16_t(1.5), halfBits(0x7c00))");
    EXPECT_EQ(literal(value_text(v).c_str()), v);
    EXPECT_EQ(component_hex(v, 0), "0x3e00");
    const ParseResult too_big = parse_literal("float16_t(65520.0)");
    ASSERT_FALSE(too_big);
    EXPECT_NE(too_big.error.message.find("out of the range of float16_t"), std::string::npos);
    const ParseResult wide = parse_literal("halfBits(0x10000)");
    ASSERT_FALSE(wide);
    EXPECT_NE(wide.error.message.find("16 bits"), std::string::npos) << wide.error.message;
    const ParseResult empty = parse_literal("halfBits()");
    ASSERT_FALSE(empty);
    EXPECT_NE(empty.error.message.find("such as 0x3c00"), std::string::npos) << empty.error.message;
}

TEST(HalfRowsInTheCatalog, CarriedAsUintBitsAndGatedByTheExtension) {
    const Overload* add = Catalog::get().by_declaration("f16vec3 operator+(f16vec3 a, f16vec3 b)");
    ASSERT_NE(add, nullptr);
    EXPECT_EQ(add->extensions, std::vector<std::string>{"GL_NV_gpu_shader5"});
    const std::string src = generate_shader(*add, Profile{450, {"GL_NV_gpu_shader5"}}).source;
    EXPECT_NE(src.find("#extension GL_NV_gpu_shader5 : require"), std::string::npos);
    EXPECT_NE(src.find("uvec3 a0;"), std::string::npos) << src;
    EXPECT_NE(src.find("f16vec3(unpackFloat2x16(il_in[i].a0.x).x, unpackFloat2x16(il_in[i].a0.y).x, "
                       "unpackFloat2x16(il_in[i].a0.z).x)"),
              std::string::npos)
        << src;
    EXPECT_NE(src.find("uvec3(packFloat2x16(f16vec2(ret.x, 0.0)), "), std::string::npos) << src;
    EXPECT_FALSE(availability(*add, Profile{450, {}}).available);
    EXPECT_TRUE(availability(*add, Profile{150, {"GL_NV_gpu_shader5"}}).available);
    EXPECT_FALSE(availability(*add, Profile{140, {"GL_NV_gpu_shader5"}}).available);
    // double(x) also needs doubles: #version 4.00 with the extension.
    const Overload* to_double = Catalog::get().by_declaration("double double(float16_t x)");
    ASSERT_NE(to_double, nullptr);
    EXPECT_FALSE(availability(*to_double, Profile{150, {"GL_NV_gpu_shader5"}}).available);
    EXPECT_TRUE(availability(*to_double, Profile{400, {"GL_NV_gpu_shader5"}}).available);
}

TEST(HalfGenerator, DrawsNormalHalvesAndTheSpecials) {
    EXPECT_EQ(random_specials(Scalar::Half).size(), special_count(Scalar::Half));
    uint64_t state = 1;
    int specials = 0;
    for (int k = 0; k < 4096; ++k) {
        const uint64_t h = random_component(Scalar::Half, state, random_specials(Scalar::Half).data());
        ASSERT_LT(h, 0x10000u);
        const uint64_t e = h >> 10 & 0x1F;
        if (e == 0 || e == 0x1F) ++specials;  // zeros, denormals, infinities and NaNs come from the specials only
    }
    EXPECT_GT(specials, 0);
    EXPECT_LT(specials, 4096 / 16);
}

}  // namespace
}  // namespace il::known_answer
