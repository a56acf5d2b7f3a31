// Known answers for HLSL msad4, including the reference page's own example.
#include <gtest/gtest.h>

#include <vector>

#include "reference/hlsl.h"
#include "value/literal.h"

namespace il {
namespace {

Value lit(const char* text) {
    ParseResult r = parse_literal(text);
    EXPECT_TRUE(r) << text << ": " << r.error.message;
    return r.value.value_or(Value{});
}

struct Row {
    const char* reference;
    const char* source;
    const char* accum;
    std::vector<uint32_t> result;
    uint32_t undefined;  // Rule::undefined_components
};

class Msad4 : public testing::TestWithParam<Row> {};

TEST_P(Msad4, KnownAnswer) {
    const Row& row = GetParam();
    const Value in[3] = {lit(row.reference), lit(row.source), lit(row.accum)};
    Expected out[1] = {{"return", {}, {}}};
    ref::msad4(in, out);
    ASSERT_EQ(out[0].reference.type, vec_of(Scalar::Uint, 4));
    std::vector<uint32_t> got;
    for (int k = 0; k < 4; ++k) got.push_back(out[0].reference.u(k));
    EXPECT_EQ(got, row.result);
    EXPECT_EQ(out[0].rule.undefined_components, row.undefined == 0xF ? 0u : row.undefined);
    EXPECT_EQ(out[0].rule.kind, row.undefined == 0xF ? RuleKind::Undefined : RuleKind::Exact);
    EXPECT_FALSE(out[0].rule.why.empty());
}

INSTANTIATE_TEST_SUITE_P(
    Examples, Msad4,
    testing::Values(
        // The reference page: alignments 0xD7B0C372, 0xA3D7B0C3, 0xC2A3D7B0, 0x57C2A3D7; byte 2 of the
        // reference is 0 and masked. x = 1 + 54 + 17 + 81, y = 2 + 2 + 2 + 0, z = 3 + 33 + 37 + 19,
        // w = 4 + 74 + 15 + 20.
        Row{"0xA100B2C3u", "uvec2(0xD7B0C372u, 0x4F57C2A3u)", "uvec4(1u, 2u, 3u, 4u)", {153, 6, 92, 113}, 0},
        // A zero reference masks every byte: the result is accum.
        Row{"0u", "uvec2(0x12345678u, 0x9ABCDEF0u)", "uvec4(5u, 6u, 7u, 8u)", {5, 6, 7, 8}, 0},
        // Windows 0x00000000, 0xFF000000, 0xFFFF0000, 0xFFFFFF00 against bytes 4, 3, 2, 1 (lane 0 first):
        // 4+3+2+1, 4+3+2+254, 4+3+253+254, 4+252+253+254.
        Row{"0x01020304u", "uvec2(0u, 0xFFFFFFFFu)", "uvec4(0u, 0u, 0u, 0u)", {10, 263, 514, 763}, 0},
        // 4 * 255 = 1020 per alignment: x and z pass 65535 and are undefined, y and w are exact.
        Row{"0xFFFFFFFFu", "uvec2(0u, 0u)", "uvec4(65535u, 0u, 64516u, 64515u)", {66555, 1020, 65536, 65535}, 0x5},
        // Every component past 65535; the bits wrap modulo 2^32 like the GLSL emulation's uint sums.
        Row{"0xFFFFFFFFu", "uvec2(0u, 0u)", "uvec4(0xFFFFFFF0u, 0xFFFFFFF0u, 0xFFFFFFF0u, 0xFFFFFFF0u)",
            {0x3EC, 0x3EC, 0x3EC, 0x3EC}, 0xF}));

}  // namespace
}  // namespace il
