// Known answers for GLSL 4.50 §8.7 Vector Relational Functions: vec, dvec, ivec, uvec and bvec operands, NaN,
// signed zeros and denormals; any, all and not.
#include "known_answer.h"
#include "reference/relational.h"

namespace il::known_answer {
namespace {

constexpr auto kAnyOf = RuleKind::AnyOf;

class Relational : public testing::TestWithParam<Case> {};
TEST_P(Relational, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Compare, Relational,
    testing::Values(
        // -0.0 < 0.0 is false; -2^-149 < 0 is true, false once flushed to -0.0; a NaN operand is undefined.
        Case{.name = "lessThan vec4", .fn = ref::lessThan,
             .in = {"vec4(1.0, nan, -0.0, floatBits(0x80000001))", "vec4(2.0, 1.0, 0.0, 0.0)"}, .type = "bvec4",
             .kind = kAnyOf, .reference = {1, 0, 0, 1}, .others = {{1, 0, 0, 0}}, .labels = {"denormal x flushed"},
             .undefined = 0b0010, .why = "component-wise compare of x < y"},
        Case{.name = "lessThanEqual ivec2", .fn = ref::lessThanEqual, .in = {"ivec2(-1, 5)", "ivec2(-1, 4)"},
             .type = "bvec2", .reference = {1, 0}, .why = "x <= y"},
        // Unsigned: 0xFFFFFFFF is the largest, not -1.
        Case{.name = "greaterThan uvec3", .fn = ref::greaterThan, .in = {"uvec3(0xFFFFFFFFu, 0u, 1u)",
             "uvec3(1u, 0u, 0u)"}, .type = "bvec3", .reference = {1, 0, 1}},
        Case{.name = "greaterThan ivec3", .fn = ref::greaterThan, .in = {"ivec3(-1, 0, 1)", "ivec3(1, 0, 0)"},
             .type = "bvec3", .reference = {0, 0, 1}},
        Case{.name = "greaterThanEqual dvec2", .fn = ref::greaterThanEqual,
             .in = {"dvec2(1.0lf, doubleBits(0xfff0000000000000))", "dvec2(1.0lf, doubleBits(0xffefffffffffffff))"},
             .type = "bvec2", .reference = {1, 0}, .why = "Correct result"},
        Case{.name = "greaterThanEqual uvec4", .fn = ref::greaterThanEqual,
             .in = {"uvec4(0u, 1u, 2u, 0x80000000u)", "uvec4(0u, 2u, 1u, 0x7FFFFFFFu)"}, .type = "bvec4",
             .reference = {1, 0, 1, 1}},
        Case{.name = "equal vec2", .fn = ref::equal, .in = {"vec2(0.0, nan)", "vec2(-0.0, nan)"}, .type = "bvec2",
             .reference = {1, 0}, .undefined = 0b10},
        Case{.name = "equal bvec3", .fn = ref::equal, .in = {"bvec3(true, false, true)", "bvec3(true, true, true)"},
             .type = "bvec3", .reference = {1, 0, 1}},
        Case{.name = "equal uvec2", .fn = ref::equal, .in = {"uvec2(7u, 8u)", "uvec2(7u, 9u)"}, .type = "bvec2",
             .reference = {1, 0}},
        // 2^-149 != 0, but equal to it once flushed.
        Case{.name = "notEqual vec2", .fn = ref::notEqual, .in = {"vec2(1.0, floatBits(0x00000001))",
             "vec2(1.0, 0.0)"}, .type = "bvec2", .kind = kAnyOf, .reference = {0, 1}, .others = {{0, 0}},
             .labels = {"denormal x flushed"}, .why = "x != y"},
        Case{.name = "notEqual ivec4", .fn = ref::notEqual, .in = {"ivec4(0, -1, 2, -2147483648)",
             "ivec4(0, 1, 2, 2147483647)"}, .type = "bvec4", .reference = {0, 1, 0, 1}},
        Case{.name = "notEqual bvec2", .fn = ref::notEqual, .in = {"bvec2(true, false)", "bvec2(false, false)"},
             .type = "bvec2", .reference = {1, 0}},
        Case{.name = "notEqual dvec3", .fn = ref::notEqual, .in = {"dvec3(0.5lf, -0.0lf, 1.0lf)",
             "dvec3(0.25lf, 0.0lf, 1.0lf)"}, .type = "bvec3", .reference = {1, 0, 0}}));

INSTANTIATE_TEST_SUITE_P(
    Boolean, Relational,
    testing::Values(
        Case{.name = "any bvec3", .fn = ref::any, .in = {"bvec3(false, false, true)"}, .type = "bool",
             .reference = {1}, .why = "Returns true if any component of x is true"},
        Case{.name = "any bvec2 false", .fn = ref::any, .in = {"bvec2(false, false)"}, .type = "bool",
             .reference = {0}},
        Case{.name = "all bvec4", .fn = ref::all, .in = {"bvec4(true, true, true, false)"}, .type = "bool",
             .reference = {0}, .why = "only if all components of x are true"},
        Case{.name = "all bvec2", .fn = ref::all, .in = {"bvec2(true, true)"}, .type = "bool", .reference = {1}},
        Case{.name = "not bvec2", .fn = ref::not_, .in = {"bvec2(true, false)"}, .type = "bvec2",
             .reference = {0, 1}, .why = "logical complement"}));

}  // namespace
}  // namespace il::known_answer
