// Known answers for GLSL 4.50 §8.3 fma: fused and unfused results, denormal flushing, NaN inputs.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "reference/common.h"
#include "value/literal.h"

namespace il {
namespace {

Value lit(const char* text) {
    ParseResult r = parse_literal(text);
    EXPECT_TRUE(r) << text << ": " << r.error.message;
    return r.value.value_or(Value{});
}

std::vector<uint64_t> bits_of(const Value& v) { return {v.bits.begin(), v.bits.begin() + v.size()}; }

struct FmaRow {
    const char *a, *b, *c;
    RuleKind kind;
    std::vector<uint64_t> reference;
    std::vector<std::vector<uint64_t>> alternatives;  // AnyOf only, in the reference's order
    std::vector<std::string> labels;
    uint32_t undefined = 0;
};

class Fma : public testing::TestWithParam<FmaRow> {};

TEST_P(Fma, KnownAnswer) {
    const FmaRow& row = GetParam();
    const Value in[3] = {lit(row.a), lit(row.b), lit(row.c)};
    Expected out{"return", {}, {}};
    ref::fma(in, &out);
    EXPECT_EQ(out.rule.kind, row.kind) << out.rule.why;
    EXPECT_EQ(out.reference.type, in[0].type);
    EXPECT_EQ(bits_of(out.reference), row.reference);
    if (row.kind == RuleKind::Undefined) return;
    std::vector<std::vector<uint64_t>> alts;
    for (const Value& v : out.rule.alternatives) {
        EXPECT_EQ(v.type, in[0].type);
        alts.push_back(bits_of(v));
    }
    EXPECT_EQ(alts, row.alternatives);
    EXPECT_EQ(out.rule.labels, row.labels);
    EXPECT_EQ(out.rule.undefined_components, row.undefined);
    EXPECT_TRUE(out.rule.denormal_flush);
    EXPECT_NE(out.rule.why.find("GLSL 4.50 §8.3"), std::string::npos);
}

constexpr auto kExact = RuleKind::Exact, kAnyOf = RuleKind::AnyOf;

INSTANTIATE_TEST_SUITE_P(
    Float, Fma,
    testing::Values(
        // (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24. Fused keeps the 2^-24 (0x3a000400). Unfused, the float product
        // 1 + 2^-11 + 2^-24 is a tie at half an ULP of 1 and rounds to even 1 + 2^-11, leaving 2^-11 (0x3a000000).
        FmaRow{"floatBits(0x3f800800)", "floatBits(0x3f800800)", "-1.0", kAnyOf, {0x3A000400},
               {{0x3A000400}, {0x3A000000}}, {"fused", "unfused"}},
        FmaRow{"vec2(floatBits(0x3f800800), 2.0)", "vec2(floatBits(0x3f800800), 2.0)", "vec2(-1.0, 1.0)", kAnyOf,
               {0x3A000400, 0x40A00000}, {{0x3A000400, 0x40A00000}, {0x3A000000, 0x40A00000}}, {"fused", "unfused"}},
        // 3 * -0.0 + 0.0 is +0.0 under round to nearest.
        FmaRow{"vec3(1.0, floatBits(0x3f800800), 3.0)", "vec3(1.0, floatBits(0x3f800800), -0.0)",
               "vec3(0.0, -1.0, 0.0)", kAnyOf, {0x3F800000, 0x3A000400, 0x00000000},
               {{0x3F800000, 0x3A000400, 0x00000000}, {0x3F800000, 0x3A000000, 0x00000000}}, {"fused", "unfused"}},
        // x: 2^64 * 2^64 - FLT_MAX is 2^104 fused, but the unfused product overflows to +Inf.
        // z: 2^-70 * 2^-70 = 2^-140 is a denormal product; added to 2^-126 it gives 0x00800200, or 2^-126
        //    when the product is flushed.
        FmaRow{"vec4(floatBits(0x5f800000), floatBits(0x3f800800), floatBits(0x1c800000), 2.0)",
               "vec4(floatBits(0x5f800000), floatBits(0x3f800800), floatBits(0x1c800000), 3.0)",
               "vec4(floatBits(0xff7fffff), -1.0, floatBits(0x00800000), 1.0)", kAnyOf,
               {0x73800000, 0x3A000400, 0x00800200, 0x40E00000},
               {{0x73800000, 0x3A000400, 0x00800200, 0x40E00000},
                {0x7F800000, 0x3A000000, 0x00800200, 0x40E00000},
                {0x7F800000, 0x3A000000, 0x00800000, 0x40E00000}},
               {"fused", "unfused", "unfused, denormal product flushed"}},
        // 2^-149 * 2^100 = 2^-49 (0x27000000), or 0 when the denormal input is flushed.
        FmaRow{"floatBits(0x00000001)", "floatBits(0x71800000)", "0.0", kAnyOf, {0x27000000},
               {{0x27000000}, {0x00000000}}, {"fused", "fused, denormal a flushed"}},
        // Each denormal value flushes on its own: a = 2^-149, b = 2^20, c = 2^-130 (0x00080000). The product 2^-129
        // (0x00100000) is exact, so fused and unfused give 3 * 2^-130 (0x00180000); flushing the product or a gives
        // c; flushing c alone gives 2^-129; flushing c and the product (or a and c) gives 0.
        FmaRow{"floatBits(0x00000001)", "floatBits(0x49800000)", "floatBits(0x00080000)", kAnyOf, {0x00180000},
               {{0x00180000}, {0x00080000}, {0x00100000}, {0x00000000}},
               {"fused", "unfused, denormal product flushed", "fused, denormal c flushed",
                "unfused, denormal c and product flushed"}},
        FmaRow{"2.0", "3.0", "1.0", kExact, {0x40E00000}, {}, {}},
        // Inf * 0 is a NaN in IEEE 754, which GLSL 4.50 §4.7.1 does not require ("NaNs are not required to be
        // generated"): undefined, as for operator*. Only that component, in a vector.
        FmaRow{"floatBits(0x7f800000)", "0.0", "1.0", RuleKind::Undefined, {0x7FC00000}, {}, {}},
        FmaRow{"vec2(floatBits(0x7f800000), 2.0)", "vec2(0.0, 3.0)", "vec2(1.0, 1.0)", kExact,
               {0x7FC00000, 0x40E00000}, {}, {}, 0x1},
        // FLT_MAX * 2 - Inf: fused -Inf, but the unfused product rounds to +Inf and +Inf - Inf is a NaN.
        FmaRow{"floatBits(0x7f7fffff)", "2.0", "floatBits(0xff800000)", RuleKind::Undefined, {0xFF800000}, {}, {}},
        // Both ways give +Inf: defined.
        FmaRow{"floatBits(0x7f800000)", "2.0", "1.0", kExact, {0x7F800000}, {}, {}},
        // A NaN input leaves only its own component undefined.
        FmaRow{"vec2(floatBits(0x7fc00000), 1.0)", "vec2(1.0, 1.0)", "vec2(0.0, 0.0)", kExact,
               {0x7FC00000, 0x3F800000}, {}, {}, 0x1},
        FmaRow{"floatBits(0xffc00001)", "1.0", "0.0", RuleKind::Undefined, {0x7FC00000}, {}, {}}));

INSTANTIATE_TEST_SUITE_P(
    Double, Fma,
    testing::Values(
        // a = b = 1 + 2^-30 (0x3ff0000000400000): a * b - 1 = 2^-29 + 2^-60 = 2^-29 * (1 + 2^-31), bits
        // 0x3e20000000200000 fused. Unfused the product rounds to 1 + 2^-29 (2^-60 is below half an ULP of 1),
        // leaving 2^-29 = 0x3e20000000000000.
        FmaRow{"doubleBits(0x3ff0000000400000)", "doubleBits(0x3ff0000000400000)", "-1.0lf", kAnyOf,
               {0x3E20000000200000}, {{0x3E20000000200000}, {0x3E20000000000000}}, {"fused", "unfused"}},
        FmaRow{"dvec2(doubleBits(0x3ff0000000400000), 1.0lf)", "dvec2(doubleBits(0x3ff0000000400000), 1.0lf)",
               "dvec2(-1.0lf, 0.5lf)", kAnyOf, {0x3E20000000200000, 0x3FF8000000000000},
               {{0x3E20000000200000, 0x3FF8000000000000}, {0x3E20000000000000, 0x3FF8000000000000}},
               {"fused", "unfused"}},
        FmaRow{"dvec3(2.0lf, 2.0lf, doubleBits(0x3ff0000000400000))",
               "dvec3(3.0lf, -0.5lf, doubleBits(0x3ff0000000400000))", "dvec3(1.0lf, 1.0lf, -1.0lf)", kAnyOf,
               {0x401C000000000000, 0x0000000000000000, 0x3E20000000200000},
               {{0x401C000000000000, 0x0000000000000000, 0x3E20000000200000},
                {0x401C000000000000, 0x0000000000000000, 0x3E20000000000000}},
               {"fused", "unfused"}},
        // z: 2^-1074 * 2^1000 = 2^-74 (0x3b50000000000000), or 0 with the denormal input flushed.
        FmaRow{"dvec4(doubleBits(0x3ff0000000400000), 2.0lf, doubleBits(0x0000000000000001), 1.0lf)",
               "dvec4(doubleBits(0x3ff0000000400000), 3.0lf, doubleBits(0x7e70000000000000), 1.0lf)",
               "dvec4(-1.0lf, 1.0lf, 0.0lf, -1.0lf)", kAnyOf,
               {0x3E20000000200000, 0x401C000000000000, 0x3B50000000000000, 0},
               {{0x3E20000000200000, 0x401C000000000000, 0x3B50000000000000, 0},
                {0x3E20000000000000, 0x401C000000000000, 0x3B50000000000000, 0},
                {0x3E20000000200000, 0x401C000000000000, 0, 0},
                {0x3E20000000000000, 0x401C000000000000, 0, 0}},
               {"fused", "unfused", "fused, denormal a flushed", "unfused, denormal a flushed"}},
        FmaRow{"2.0lf", "3.0lf", "1.0lf", kExact, {0x401C000000000000}, {}, {}},
        FmaRow{"doubleBits(0x7ff8000000000000)", "1.0lf", "1.0lf", RuleKind::Undefined, {0x7FF8000000000000}, {},
               {}}));

}  // namespace
}  // namespace il
