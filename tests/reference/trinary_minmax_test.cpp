// Known answers for GL_AMD_shader_trinary_minmax: min3, max3 and mid3 of float, int and uint vectors, worked by
// hand from the extension's definitions (the minimum, the maximum, the median of x, y and z), with equal operands,
// signed zeros, NaN operands and flushed denormals.
#include "known_answer.h"
#include "reference/trinary_minmax.h"

namespace il::known_answer {
namespace {

constexpr auto kAnyOf = RuleKind::AnyOf;
constexpr uint64_t kMinus7 = 0xfffffff9u;  // -7 as int bits

class TrinaryMinMax : public testing::TestWithParam<Case> {};
TEST_P(TrinaryMinMax, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Extension, TrinaryMinMax,
    testing::Values(
        Case{.name = "min3 ivec3", .fn = ref::min3, .in = {"ivec3(2, 0, -1)", "ivec3(-7, 0, 4)", "ivec3(5, 3, -1)"},
             .type = "ivec3", .reference = {kMinus7, 0, 0xffffffffu}, .why = "minimum of x, y and z"},
        // Unsigned: 0xFFFFFFFF is the largest value, not -1.
        Case{.name = "max3 uvec2", .fn = ref::max3, .in = {"uvec2(0u, 1u)", "uvec2(0xFFFFFFFFu, 1u)", "uvec2(7u, 0u)"},
             .type = "uvec2", .reference = {0xffffffffu, 1}, .why = "maximum of x, y and z"},
        // The median in each of the six orders of 1, 2, 3 (as x, y, z): always 2.
        Case{.name = "mid3 orders", .fn = ref::mid3, .in = {"ivec4(1, 1, 2, 3)", "ivec4(2, 3, 1, 1)",
             "ivec4(3, 2, 3, 2)"}, .type = "ivec4", .reference = {2, 2, 2, 2}, .why = "median of x, y and z"},
        Case{.name = "mid3 equal", .fn = ref::mid3, .in = {"uvec2(4u, 9u)", "uvec2(4u, 1u)", "uvec2(4u, 9u)"},
             .type = "uvec2", .reference = {4, 9}},
        Case{.name = "mid3 vec3", .fn = ref::mid3, .in = {"vec3(3.0, -1.5, 0.25)", "vec3(1.0, 8.0, 0.5)",
             "vec3(2.0, 0.0, 0.75)"}, .type = "vec3", .reference = {0x40000000, 0x00000000, 0x3f000000}},
        // -0.0 = +0.0: min3(-0.0, +0.0, 1.0) is x, -0.0 (the first of the equal ones), and +0.0 is accepted.
        Case{.name = "min3 signed zeros", .fn = ref::min3, .in = {"-0.0", "0.0", "1.0"}, .type = "float",
             .kind = kAnyOf, .reference = {0x80000000}, .others = {{0x00000000}},
             .labels = {"an equal operand (-0.0 = +0.0)"}, .why = "equal to the result"},
        // A NaN operand leaves its component undefined; the other component is exact.
        Case{.name = "max3 NaN", .fn = ref::max3, .in = {"vec2(nan, 1.0)", "vec2(0.0, 2.0)", "vec2(1.0, -3.0)"},
             .type = "vec2", .reference = {0x7fc00000, 0x40000000}, .undefined = 0b01, .why = "NaN"},
        // max3(-2^-149, -1, -2): the denormal x, or the -0.0 it may be flushed to (also the zero's other sign).
        Case{.name = "max3 denormal", .fn = ref::max3, .in = {"floatBits(0x80000001)", "-1.0", "-2.0"},
             .type = "float", .kind = kAnyOf, .reference = {0x80000001}, .others = {{0x80000000}},
             .labels = {"denormal x flushed"}, .why = "flushed to 0"}));

}  // namespace
}  // namespace il::known_answer
