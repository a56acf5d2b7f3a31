// Known answers for GLSL 4.50 §8.3 Common Functions besides fma: selection (abs, sign, min, max, clamp, step, the
// Boolean mix), rounding (floor, trunc, round, roundEven, ceil, modf) and the equations (fract, mod, mix,
// smoothstep), for every type family, with ±0, ±Inf, NaN, denormals and exact .5 ties.
#include "known_answer.h"
#include "reference/common.h"

namespace il::known_answer {
namespace {

constexpr auto kExact = RuleKind::Exact, kAnyOf = RuleKind::AnyOf, kInterval = RuleKind::Interval,
               kUndefined = RuleKind::Undefined;
constexpr uint64_t kNaN = 0x7FC00000, kDNaN = 0x7FF8000000000000;

class CommonSelection : public testing::TestWithParam<Case> {};
TEST_P(CommonSelection, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    AbsSign, CommonSelection,
    testing::Values(
        // -0.0 >= 0 holds, so the definition returns x itself (-0.0); IEEE 754 abs gives +0.0.
        Case{.name = "abs vec4", .fn = ref::abs, .in = {"vec4(-1.0, -0.0, floatBits(0x80000001), 2.0)"},
             .type = "vec4", .kind = kAnyOf, .reference = {0x3F800000, 0x00000000, 0x00000001, 0x40000000},
             .others = {{0x3F800000, 0x80000000, 0x00000001, 0x40000000}}, .labels = {"x itself (-0.0 >= 0 holds)"},
             .why = "GLSL 4.50 §8.3 abs"},
        // -INT_MIN wraps to INT_MIN (§4.1.3: the low-order 32 bits).
        Case{.name = "abs ivec3", .fn = ref::abs, .in = {"ivec3(-5, -2147483648, 7)"}, .type = "ivec3",
             .reference = {5, 0x80000000, 7}, .why = "low-order 32 bits"},
        Case{.name = "abs dvec2", .fn = ref::abs, .in = {"dvec2(-2.5lf, doubleBits(0x7ff8000000000000))"},
             .type = "dvec2", .reference = {0x4004000000000000, kDNaN}, .undefined = 0b10, .why = "NaN"},
        // sign(+0.0) = 0.0, and -0.0 = 0; -2^-149 gives -1.0, or 0.0 when the denormal is flushed.
        Case{.name = "sign vec4", .fn = ref::sign, .in = {"vec4(3.0, -0.5, 0.0, floatBits(0x80000001))"},
             .type = "vec4", .kind = kAnyOf, .reference = {0x3F800000, 0xBF800000, 0x00000000, 0xBF800000},
             .others = {{0x3F800000, 0xBF800000, 0x80000000, 0x80000000},
                        {0x3F800000, 0xBF800000, 0x00000000, 0x00000000}},
             .labels = {"zero of the other sign", "denormal x flushed"}, .why = "can be flushed to 0"},
        Case{.name = "sign ivec2", .fn = ref::sign, .in = {"ivec2(-7, 0)"}, .type = "ivec2",
             .reference = {0xFFFFFFFF, 0}, .why = "GLSL 4.50 §8.3 sign"},
        Case{.name = "sign double -0", .fn = ref::sign, .in = {"-0.0lf"}, .type = "double", .kind = kAnyOf,
             .reference = {0}, .others = {{0x8000000000000000}}, .labels = {"zero of the other sign"}}));

INSTANTIATE_TEST_SUITE_P(
    MinMaxClamp, CommonSelection,
    testing::Values(
        // min(-0.0, +0.0): y < x is false, so x (-0.0), but +0.0 is an equal operand. A NaN operand: both
        // comparisons are false, the definition gives x, and 4.60 says which operand is undefined, so y is allowed.
        Case{.name = "min vec4", .fn = ref::min, .in = {"vec4(1.0, -0.0, nan, 2.0)", "vec4(2.0, 0.0, 1.0, nan)"},
             .type = "vec4", .kind = kAnyOf, .reference = {0x3F800000, 0x80000000, kNaN, 0x40000000},
             .others = {{0x3F800000, 0x00000000, kNaN, 0x40000000}, {0x3F800000, 0x80000000, 0x3F800000, kNaN}},
             .labels = {"an equal operand (-0.0 = +0.0)", "the other operand"},
             .why = "Which operand is the result is undefined"},
        // 2^-148 vs 2^-149: flushing either (or both) gives a zero; the three flushes give one alternative.
        Case{.name = "min denormals", .fn = ref::min, .in = {"floatBits(0x00000002)", "floatBits(0x00000001)"},
             .type = "float", .kind = kAnyOf, .reference = {0x00000001}, .others = {{0x00000000}},
             .labels = {"denormal x flushed"}},
        Case{.name = "max ivec2, int", .fn = ref::max, .in = {"ivec2(-1, 5)", "3"}, .type = "ivec2",
             .reference = {3, 5}, .why = "GLSL 4.50 §8.3 max"},
        Case{.name = "max uvec2", .fn = ref::max, .in = {"uvec2(0xFFFFFFFFu, 0u)", "uvec2(1u, 0u)"},
             .type = "uvec2", .reference = {0xFFFFFFFF, 0}},
        Case{.name = "min dvec3, double", .fn = ref::min, .in = {"dvec3(1.0lf, -3.0lf, 0.25lf)", "0.5lf"},
             .type = "dvec3", .reference = {0x3FE0000000000000, 0xC008000000000000, 0x3FD0000000000000}},
        Case{.name = "min uvec3, uint", .fn = ref::min, .in = {"uvec3(7u, 0u, 0x80000000u)", "5u"},
             .type = "uvec3", .reference = {5, 0, 5}},
        Case{.name = "clamp vec4, float", .fn = ref::clamp, .in = {"vec4(-1.0, 0.5, 2.0, nan)", "0.0", "1.0"},
             .type = "vec4", .reference = {0x00000000, 0x3F000000, 0x3F800000, kNaN}, .undefined = 0b1000},
        Case{.name = "clamp ivec3", .fn = ref::clamp, .in = {"ivec3(5, -5, 0)", "ivec3(0, 0, 1)", "ivec3(3, 3, -1)"},
             .type = "ivec3", .reference = {3, 0, 0xFFFFFFFF}, .undefined = 0b100,
             .why = "Results are undefined if minVal > maxVal"},
        Case{.name = "clamp uvec2, uint", .fn = ref::clamp, .in = {"uvec2(7u, 1u)", "2u", "5u"}, .type = "uvec2",
             .reference = {5, 2}},
        Case{.name = "clamp dvec2", .fn = ref::clamp,
             .in = {"dvec2(0.25lf, 3.0lf)", "dvec2(0.5lf, 0.0lf)", "dvec2(1.0lf, 2.0lf)"}, .type = "dvec2",
             .reference = {0x3FE0000000000000, 0x4000000000000000}},
        // max(+0.0, +0.0) = +0.0, then -0.0 < +0.0 is false: +0.0; maxVal -0.0 is equal to it.
        Case{.name = "clamp signed zeros", .fn = ref::clamp, .in = {"0.0", "0.0", "-0.0"}, .type = "float",
             .kind = kAnyOf, .reference = {0x00000000}, .others = {{0x80000000}},
             .labels = {"an equal operand (-0.0 = +0.0)"}, .why = "-0.0 = +0.0"},
        Case{.name = "clamp float, minVal > maxVal", .fn = ref::clamp, .in = {"0.5", "1.0", "0.0"}, .type = "float",
             .kind = kUndefined, .reference = {0x00000000}, .undefined = 0b1}));

INSTANTIATE_TEST_SUITE_P(
    StepSelect, CommonSelection,
    testing::Values(
        // z: -2^-149 < 0 gives 0.0; flushed to -0.0 it is not below 0, giving 1.0.
        Case{.name = "step vec3", .fn = ref::step,
             .in = {"vec3(1.0, 1.0, 0.0)", "vec3(0.5, 1.0, floatBits(0x80000001))"},
             .type = "vec3", .kind = kAnyOf, .reference = {0x00000000, 0x3F800000, 0x00000000},
             .others = {{0x00000000, 0x3F800000, 0x3F800000}}, .labels = {"denormal x flushed"},
             .why = "GLSL 4.50 §8.3 step"},
        Case{.name = "step float, vec2", .fn = ref::step, .in = {"0.5", "vec2(0.25, nan)"}, .type = "vec2",
             .reference = {0x00000000, 0x3F800000}, .undefined = 0b10},
        Case{.name = "step double, dvec2", .fn = ref::step, .in = {"2.0lf", "dvec2(2.0lf, -inf)"}, .type = "dvec2",
             .reference = {0x3FF0000000000000, 0}},
        // Unselected NaNs have no effect.
        Case{.name = "mix select vec3", .fn = ref::mix_select,
             .in = {"vec3(1.0, nan, 3.0)", "vec3(nan, 2.0, inf)", "bvec3(false, true, true)"}, .type = "vec3",
             .reference = {0x3F800000, 0x40000000, 0x7F800000}, .why = "are not selected"},
        Case{.name = "mix select ivec2", .fn = ref::mix_select, .in = {"ivec2(1, 2)", "ivec2(-3, -4)",
             "bvec2(true, false)"}, .type = "ivec2", .reference = {0xFFFFFFFD, 2}},
        Case{.name = "mix select uvec4", .fn = ref::mix_select,
             .in = {"uvec4(1u, 2u, 3u, 4u)", "uvec4(5u, 6u, 7u, 8u)", "bvec4(false, true, false, true)"},
             .type = "uvec4", .reference = {1, 6, 3, 8}},
        Case{.name = "mix select bvec2", .fn = ref::mix_select,
             .in = {"bvec2(true, false)", "bvec2(false, true)", "bvec2(true, true)"}, .type = "bvec2",
             .reference = {0, 1}},
        Case{.name = "mix select double", .fn = ref::mix_select, .in = {"1.0lf", "-0.0lf", "true"}, .type = "double",
             .reference = {0x8000000000000000}}));

class CommonRounding : public testing::TestWithParam<Case> {};
TEST_P(CommonRounding, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    ToInteger, CommonRounding,
    testing::Values(
        // z: floor(-0.0) = -0.0, and +0.0 equals 0 too. w: floor(-2^-149) = -1.0, or -0.0 once flushed.
        Case{.name = "floor vec4", .fn = ref::floor, .in = {"vec4(-0.5, 2.5, -0.0, floatBits(0x80000001))"},
             .type = "vec4", .kind = kAnyOf, .reference = {0xBF800000, 0x40000000, 0x80000000, 0xBF800000},
             .others = {{0xBF800000, 0x40000000, 0x00000000, 0x00000000},
                        {0xBF800000, 0x40000000, 0x80000000, 0x80000000}},
             .labels = {"zero of the other sign", "denormal x flushed"}, .why = "less than or equal to x"},
        Case{.name = "floor dvec2", .fn = ref::floor, .in = {"dvec2(-1.5lf, 3.0lf)"}, .type = "dvec2",
             .reference = {0xC000000000000000, 0x4008000000000000}},
        Case{.name = "trunc vec2", .fn = ref::trunc, .in = {"vec2(-2.5, 1.75)"}, .type = "vec2",
             .reference = {0xC0000000, 0x3F800000}},
        Case{.name = "trunc -0.5", .fn = ref::trunc, .in = {"-0.5"}, .type = "float", .kind = kAnyOf,
             .reference = {0x80000000}, .others = {{0x00000000}}, .labels = {"zero of the other sign"}},
        Case{.name = "ceil vec2", .fn = ref::ceil, .in = {"vec2(-0.5, 1.25)"}, .type = "vec2", .kind = kAnyOf,
             .reference = {0x80000000, 0x40000000}, .others = {{0x00000000, 0x40000000}},
             .labels = {"zero of the other sign"}},
        // ceil(2^-149) = 1.0, or +0.0 (and so -0.0) once flushed.
        Case{.name = "ceil denormal", .fn = ref::ceil, .in = {"floatBits(0x00000001)"}, .type = "float",
             .kind = kAnyOf, .reference = {0x3F800000}, .others = {{0x00000000}, {0x80000000}},
             .labels = {"denormal x flushed", "zero of the other sign"}},
        Case{.name = "ceil dvec3 Inf NaN", .fn = ref::ceil,
             .in = {"dvec3(doubleBits(0xfff0000000000000), 0.25lf, doubleBits(0x7ff8000000000001))"},
             .type = "dvec3", .reference = {0xFFF0000000000000, 0x3FF0000000000000, kDNaN}, .undefined = 0b100},
        // Ties: 2.5 -> 2 (even) or 3 (away); -1.5 -> -2 (even, away) or -1 (toward zero); 0.5 -> +0.0 or 1.
        Case{.name = "round vec4", .fn = ref::round, .in = {"vec4(2.5, -1.5, 0.5, 1.25)"}, .type = "vec4",
             .kind = kAnyOf, .reference = {0x40000000, 0xC0000000, 0x00000000, 0x3F800000},
             .others = {{0x40400000, 0xC0000000, 0x3F800000, 0x3F800000},
                        {0x40000000, 0xBF800000, 0x00000000, 0x3F800000},
                        {0x40000000, 0xC0000000, 0x80000000, 0x3F800000}},
             .labels = {"round half away from zero", "round half toward zero", "zero of the other sign"},
             .why = "The fraction 0.5 will round in a direction chosen by the implementation"},
        Case{.name = "round dvec2", .fn = ref::round, .in = {"dvec2(-0.5lf, 3.5lf)"}, .type = "dvec2",
             .kind = kAnyOf, .reference = {0x8000000000000000, 0x4010000000000000},
             .others = {{0xBFF0000000000000, 0x4010000000000000},
                        {0x0000000000000000, 0x4010000000000000},
                        {0x8000000000000000, 0x4008000000000000}},
             .labels = {"round half away from zero", "zero of the other sign", "round half toward zero"}},
        Case{.name = "round no tie", .fn = ref::round, .in = {"vec2(2.75, floatBits(0x4b000001))"}, .type = "vec2",
             .reference = {0x40400000, 0x4B000001}},
        // The spec's own example: both 3.5 and 4.5 return 4.0.
        Case{.name = "roundEven vec4", .fn = ref::roundEven, .in = {"vec4(3.5, 4.5, -2.5, 0.5)"}, .type = "vec4",
             .kind = kAnyOf, .reference = {0x40800000, 0x40800000, 0xC0000000, 0x00000000},
             .others = {{0x40800000, 0x40800000, 0xC0000000, 0x80000000}}, .labels = {"zero of the other sign"},
             .why = "Both 3.5 and 4.5 for x will return 4.0"},
        Case{.name = "roundEven double", .fn = ref::roundEven, .in = {"-5.5lf"}, .type = "double",
             .reference = {0xC018000000000000}}));

INSTANTIATE_TEST_SUITE_P(
    Modf, CommonRounding,
    testing::Values(
        // Both parts keep the sign of x: modf(-0.0) is (-0.0, -0.0). modf(Inf) has no fractional part.
        Case{.name = "modf fraction", .fn = ref::modf, .in = {"vec4(-3.5, 2.0, -0.0, inf)"}, .outputs = 2,
             .type = "vec4", .kind = kAnyOf, .reference = {0xBF000000, 0x00000000, 0x80000000, 0x00000000},
             .others = {{0xBF000000, 0x80000000, 0x00000000, 0x80000000}}, .labels = {"zero of the other sign"},
             .undefined = 0b1000, .why = "will have the same sign as x"},
        Case{.name = "modf i", .fn = ref::modf, .in = {"vec4(-3.5, 2.0, -0.0, inf)"}, .outputs = 2, .output = 1,
             .type = "vec4", .kind = kAnyOf, .reference = {0xC0400000, 0x40000000, 0x80000000, 0x7F800000},
             .others = {{0xC0400000, 0x40000000, 0x00000000, 0x7F800000}}, .labels = {"zero of the other sign"}},
        // x - trunc(x) gives +0.0 for -3.0; the zero fraction is accepted with either sign.
        Case{.name = "modf double fraction", .fn = ref::modf, .in = {"dvec2(-3.0lf, doubleBits(0x7ff8000000000000))"},
             .outputs = 2, .type = "dvec2", .kind = kAnyOf, .reference = {0x8000000000000000, kDNaN},
             .others = {{0, kDNaN}}, .labels = {"zero of the other sign"}, .undefined = 0b10,
             .why = "-0.0 = +0.0"},
        Case{.name = "modf double i", .fn = ref::modf, .in = {"dvec2(-3.0lf, doubleBits(0x7ff8000000000000))"},
             .outputs = 2, .output = 1, .type = "dvec2", .reference = {0xC008000000000000, kDNaN},
             .undefined = 0b10},
        // The whole part of -0.5 is -0.0; +0.0 is accepted too.
        Case{.name = "modf i of -0.5", .fn = ref::modf, .in = {"-0.5lf"}, .outputs = 2, .output = 1,
             .type = "double", .kind = kAnyOf, .reference = {0x8000000000000000}, .others = {{0}},
             .labels = {"zero of the other sign"}}));

class CommonEquation : public testing::TestWithParam<Case> {};
TEST_P(CommonEquation, KnownAnswer) { check(GetParam()); }

// Interval ends worked step by step: each correctly rounded step may give either neighbour of its exact value,
// a / b anything within 2.5 ULP counted in single-precision ULPs for doubles too (§4.7.1: at least single
// precision), and fract's one subtraction correctly rounded in its own type.
INSTANTIATE_TEST_SUITE_P(
    Equations, CommonEquation,
    testing::Values(
        // 1.25 - 1 and -0.25 - (-1) are exact. -0.1f - (-1) = 0.89999999851… lies between 0x3f666666 (the nearest)
        // and 0x3f666667. Inf - Inf is a NaN: undefined.
        Case{.name = "fract vec4", .fn = ref::fract, .in = {"vec4(1.25, -0.25, floatBits(0xbdcccccd), inf)"},
             .type = "vec4", .kind = kInterval, .reference = {0x3E800000, 0x3F400000, 0x3F666666, kNaN},
             .undefined = 0b1000, .lo = {0x3E800000, 0x3F400000, 0x3F666666, kNaN},
             .hi = {0x3E800000, 0x3F400000, 0x3F666667, kNaN}, .why = "Returns x - floor(x)"},
        // Doubles: x - floor(x) is correctly rounded in double. 2.5 - 2 = 0.5 exactly. -0.1 - (-1) =
        // 0.9000000000000000055511… lies between 0x3feccccccccccccc and 0x3feccccccccccccd (the nearest).
        Case{.name = "fract double", .fn = ref::fract, .in = {"dvec2(2.5lf, -0.1lf)"}, .type = "dvec2",
             .kind = kInterval, .reference = {0x3FE0000000000000, 0x3FECCCCCCCCCCCCD},
             .lo = {0x3FE0000000000000, 0x3FECCCCCCCCCCCCC}, .hi = {0x3FE0000000000000, 0x3FECCCCCCCCCCCCD},
             .why = "correctly rounded in double"},
        // fract(2^-1074) = 2^-1074 exactly, or 0 when the denormal input or result is flushed; never negative.
        Case{.name = "fract double denormal", .fn = ref::fract, .in = {"doubleBits(0x0000000000000001)"},
             .type = "double", .kind = kInterval, .reference = {0x0000000000000001}, .lo = {0}, .hi = {1}},
        // 7 / 3 floors to 2 at either end of its 2.5 ULP; 6 / 3 may floor to 1 or 2, so mod(6, 3) is in [0, 3].
        Case{.name = "mod vec3, float", .fn = ref::mod, .in = {"vec3(7.0, -1.0, 6.0)", "3.0"}, .type = "vec3",
             .kind = kInterval, .reference = {0x3F800000, 0x40000000, 0x00000000},
             .lo = {0x3F800000, 0x40000000, 0x00000000}, .hi = {0x3F800000, 0x40000000, 0x40400000},
             .why = "x - y * floor(x / y)"},
        Case{.name = "mod by zero", .fn = ref::mod, .in = {"vec2(5.0, 1.0)", "vec2(0.0, 1.0)"}, .type = "vec2",
             .kind = kInterval, .reference = {kNaN, 0x00000000}, .undefined = 0b01, .lo = {kNaN, 0x00000000},
             .hi = {kNaN, 0x3F800000}, .why = "mod(x, 0)"},
        // x * (1 - a) + y * a: 1 - 0.1f rounds to 0x3f666666 or 0x3f666667; 2 * 0.1f is exact; the sum's exact
        // range [1.09999997…, 1.10000003…] rounds out to [0x3f8ccccc, 0x3f8ccce]. A GPU computing x + (y - x) * a
        // instead is outside the spec's equation.
        Case{.name = "mix float", .fn = ref::mix, .in = {"1.0", "2.0", "floatBits(0x3dcccccd)"}, .type = "float",
             .kind = kInterval, .reference = {0x3F8CCCCD}, .lo = {0x3F8CCCCC}, .hi = {0x3F8CCCCE},
             .why = "x * (1 - a) + y * a"},
        // 0 * 0.75 + 10 * 0.25 and 1 * 0.75 + 2 * 0.25 are exact (and so is x + (y - x) * a here). With x = Inf
        // the equation gives Inf, but x + (y - x) * a meets Inf - Inf: undefined.
        Case{.name = "mix vec3, float", .fn = ref::mix, .in = {"vec3(0.0, 1.0, inf)", "vec3(10.0, 2.0, 1.0)", "0.25"},
             .type = "vec3", .kind = kInterval, .reference = {0x40200000, 0x3FA00000, 0x7F800000}, .undefined = 0b100,
             .lo = {0x40200000, 0x3FA00000, 0x7F800000}, .hi = {0x40200000, 0x3FA00000, 0x7F800000}},
        // The equation gives 1 * 0 + 2^-126 * 1 = 2^-126 exactly; x + (y - x) * a gives 1 + (2^-126 - 1), where
        // 2^-126 - 1 rounds to -1 or -1 + 2^-24, so [0, 2^-24] (0x33800000) is accepted too.
        Case{.name = "mix lerp form", .fn = ref::mix, .in = {"1.0", "floatBits(0x00800000)", "1.0"},
             .type = "float", .kind = kInterval, .reference = {0x00800000}, .lo = {0x00000000}, .hi = {0x33800000},
             .why = "x + (y - x) * a"},
        Case{.name = "mix Inf * 0", .fn = ref::mix, .in = {"inf", "1.0", "1.0"}, .type = "float", .kind = kUndefined,
             .reference = {kNaN}, .undefined = 0b1},
        // Doubles, each step within 1 24-bit ULP (Harrison's) of its exact result: 1 - a = 0.5 ± 2^-25, times 1
        // then within 1 ULP again: 0.5 - 2^-24 … 0.5 + 1.5·2^-24; y * a = 1.5 ± 2^-23; their sum, within 1 ULP more:
        // 2 - 2.5·2^-23 … 2 + 3.75·2^-23 (the lerp form x + (y - x) * a lies inside).
        Case{.name = "mix double", .fn = ref::mix, .in = {"1.0lf", "3.0lf", "0.5lf"}, .type = "double",
             .kind = kInterval, .reference = {0x4000000000000000}, .lo = {0x3FFFFFFFB0000000},
             .hi = {0x400000003C000000}},
        // t = 0.5 within 2.5 ULP of 2^-25 (the gap below 0.5): the floats 0.5 - 2^-24 … 0.5 + 2^-24; then
        // t * t * (3 - 2 * t), each step either neighbour of its exact result over the interval: [0x3efffffb,
        // 0x3f000005] (checked by a separate rational evaluation of the same interval steps; over the four floats t
        // can be, one by one, the least and largest are 0x3efffffc and 0x3f000003).
        Case{.name = "smoothstep float", .fn = ref::smoothstep, .in = {"0.0", "1.0", "0.5"}, .type = "float",
             .kind = kInterval, .reference = {0x3F000000}, .lo = {0x3EFFFFFB}, .hi = {0x3F000005},
             .why = "t * t * (3 - 2 * t)"},
        // t clamps to exactly 0 and 1 at both ends of the division's interval. At x = 0.5, t = 0.25 within 2.5 ULP
        // (2^-26 below 0.25): 0.25 - 2^-25 … 0.25 + 2^-25, and 3 - 2t rounds out to 2.5 ∓ 2^-22. The least end as
        // (t * t) * (3 - 2t): t·t rounds down to 2^-4 - 2^-26, times 2.5 - 2^-22 is 0.15625 - 3.5·2^-26 + 2^-48,
        // rounded down to 0.15625 - 4·2^-26 (0x3e1ffffc). As t * (t * (3 - 2t)), the other association of the
        // product (core/reference/equation_forms.h): t·(3 - 2t) is 0.625 - 2.25·2^-24 + 2^-47, rounded down to
        // 0.625 - 3·2^-24, and t times that is 0.15625 - 4.25·2^-26 + 3·2^-49, rounded down to 0.15625 - 5·2^-26
        // (0x3e1ffffb), the bound's least end.
        Case{.name = "smoothstep float edges, vec3", .fn = ref::smoothstep,
             .in = {"0.0", "2.0", "vec3(-1.0, 3.0, 0.5)"},
             .type = "vec3", .kind = kInterval, .reference = {0x00000000, 0x3F800000, 0x3E200000},
             .lo = {0x00000000, 0x3F800000, 0x3E1FFFFB}, .hi = {0x00000000, 0x3F800000, 0x3E200005}},
        Case{.name = "smoothstep edge0 >= edge1", .fn = ref::smoothstep, .in = {"vec2(1.0, 0.0)", "vec2(0.0, 0.0)",
             "vec2(0.5, 0.5)"}, .type = "vec2", .kind = kUndefined, .reference = {0x3F000000, 0x3F800000},
             .undefined = 0b11, .why = "Results are undefined if edge0 >= edge1"}));

class CommonEncoding : public testing::TestWithParam<Case> {};
TEST_P(CommonEncoding, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Classify, CommonEncoding,
    testing::Values(
        Case{.name = "isnan vec4", .fn = ref::isnan, .in = {"vec4(nan, inf, 0.0, floatBits(0x00000001))"},
             .type = "bvec4", .kind = kAnyOf, .reference = {1, 0, 0, 0}, .others = {{0, 0, 0, 0}},
             .labels = {"NaNs not implemented"}, .why = "Always returns false if NaNs are not implemented"},
        Case{.name = "isnan double", .fn = ref::isnan, .in = {"doubleBits(0x7ff0000000000000)"}, .type = "bool",
             .reference = {0}},
        Case{.name = "isinf dvec3", .fn = ref::isinf,
             .in = {"dvec3(doubleBits(0xfff0000000000000), doubleBits(0x7fefffffffffffff), "
                    "doubleBits(0x7ff8000000000000))"},
             .type = "bvec3", .reference = {1, 0, 0}, .why = "positive infinity or negative infinity"},
        Case{.name = "isinf vec2", .fn = ref::isinf, .in = {"vec2(-inf, floatBits(0x7f7fffff))"}, .type = "bvec2",
             .reference = {1, 0}}));

INSTANTIATE_TEST_SUITE_P(
    BitCasts, CommonEncoding,
    testing::Values(
        // -2^-149 may arrive flushed to -0.0 or +0.0, and its encoding with it.
        Case{.name = "floatBitsToInt vec3", .fn = ref::floatBitsToInt, .in = {"vec3(1.0, -0.0, floatBits(0x80000001))"},
             .type = "ivec3", .kind = kAnyOf, .reference = {0x3F800000, 0x80000000, 0x80000001},
             .others = {{0x3F800000, 0x80000000, 0x80000000}, {0x3F800000, 0x80000000, 0x00000000}},
             .labels = {"denormal value flushed, sign kept", "denormal value flushed to +0.0"},
             .why = "bit-level representation is preserved"},
        // A NaN's payload is part of the encoding.
        Case{.name = "floatBitsToUint NaN payload", .fn = ref::floatBitsToUint,
             .in = {"vec2(floatBits(0x7fc00001), floatBits(0xff7fffff))"}, .type = "uvec2",
             .reference = {0x7FC00001, 0xFF7FFFFF}},
        // 4.50: the value of an Inf or NaN encoding is unspecified; a denormal result may be flushed.
        Case{.name = "intBitsToFloat ivec3", .fn = ref::intBitsToFloat, .in = {"ivec3(0x3f800000, 0x7f800000, 1)"},
             .type = "vec3", .reference = {0x3F800000, 0x7F800000, 0x00000001}, .undefined = 0b010,
             .why = "If an inf or NaN is passed in"},
        Case{.name = "uintBitsToFloat uvec4", .fn = ref::uintBitsToFloat,
             .in = {"uvec4(0xffc00000u, 0x40490fdbu, 0x80000000u, 0xff800000u)"}, .type = "vec4",
             .reference = {0xFFC00000, 0x40490FDB, 0x80000000, 0xFF800000}, .undefined = 0b1001}));

INSTANTIATE_TEST_SUITE_P(
    FrexpLdexp, CommonEncoding,
    testing::Values(
        // 8 = 0.5 * 2^4; -0.75 = -0.75 * 2^0; 0 gives (0, 0); 2^-149 = 0.5 * 2^-148, or (0, 0) once flushed.
        Case{.name = "frexp significand", .fn = ref::frexp, .in = {"vec4(8.0, -0.75, 0.0, floatBits(0x00000001))"},
             .outputs = 2, .type = "vec4", .kind = kAnyOf, .reference = {0x3F000000, 0xBF400000, 0, 0x3F000000},
             .others = {{0x3F000000, 0xBF400000, 0x80000000, 0x80000000}, {0x3F000000, 0xBF400000, 0, 0}},
             .labels = {"zero of the other sign", "denormal x flushed"}, .why = "significand in the range [0.5, 1.0)"},
        Case{.name = "frexp exp", .fn = ref::frexp, .in = {"vec4(8.0, -0.75, 0.0, floatBits(0x00000001))"},
             .outputs = 2, .output = 1, .type = "ivec4", .kind = kAnyOf, .reference = {4, 0, 0, 0xFFFFFF6C},
             .others = {{4, 0, 0, 0}}, .labels = {"denormal x flushed"}},
        Case{.name = "frexp Inf", .fn = ref::frexp, .in = {"vec2(inf, 2.0)"}, .outputs = 2, .output = 1,
             .type = "ivec2", .reference = {0, 2}, .undefined = 0b01, .why = "infinity or is not a number"},
        // 2^-1074 = 0.5 * 2^-1073.
        Case{.name = "frexp double", .fn = ref::frexp, .in = {"dvec2(1.0lf, doubleBits(0x1))"}, .outputs = 2,
             .output = 1, .type = "ivec2", .kind = kAnyOf, .reference = {1, 0xFFFFFBCF}, .others = {{1, 0}},
             .labels = {"denormal x flushed"}},
        // 0.75 * 2^2 = 3; 2^127; 1.5 * 2^-149 is a tie between 2^-149 and 2^-148 (even: 0x2), a denormal that
        // may round either way or flush (§4.7.1); 2^129 is too large for a float: undefined.
        Case{.name = "ldexp vec4", .fn = ref::ldexp, .in = {"vec4(0.75, 1.0, 1.5, 1.0)", "ivec4(2, 127, -149, 129)"},
             .type = "vec4", .kind = kAnyOf, .reference = {0x40400000, 0x7F000000, 0x00000002, 0x7F800000},
             .others = {{0x40400000, 0x7F000000, 0x00000001, 0x7F800000}}, .labels = {"rounded the other way"},
             .undefined = 0b1000, .why = "significand * 2^exponent"},
        Case{.name = "ldexp Inf", .fn = ref::ldexp, .in = {"vec2(inf, 1.0)", "ivec2(0, 1)"}, .type = "vec2",
             .reference = {0x7F800000, 0x40000000}, .undefined = 0b01, .why = "too large to be represented"},
        Case{.name = "ldexp overflow", .fn = ref::ldexp, .in = {"floatBits(0x7f7fffff)", "1"}, .type = "float",
             .kind = kUndefined, .reference = {0x7F800000}, .undefined = 0b1, .why = "too large to be represented"},
        // 2^-1074 is the smallest double denormal: exact, and a flush to zero is §4.7.1's (denormal_flush).
        Case{.name = "ldexp dvec2", .fn = ref::ldexp, .in = {"dvec2(1.0lf, 1.0lf)", "ivec2(1023, -1074)"},
             .type = "dvec2", .reference = {0x7FE0000000000000, 0x0000000000000001},
             .why = "GLSL 4.60 §8.3 ldexp adds"},
        // GLSL 4.50 has no bound on exp: 2^-107 * 2^129 = 2^22 is representable, so it is the answer (4.60 would
        // call any exp > 128 undefined); the rule shows both texts.
        Case{.name = "ldexp 4.50 exp > 128", .fn = ref::ldexp, .in = {"floatBits(0x0a000000)", "129"}, .type = "float",
             .reference = {0x4A800000}, .why = "This profile judges by GLSL 4.50"},
        // 0 * 2^1025 = 0 in 4.50 (an +Inf here is a violation); 4.60 would call exp > 1024 undefined.
        Case{.name = "ldexp 4.50 double zero", .fn = ref::ldexp, .in = {"0.0lf", "1025"}, .type = "double",
             .reference = {0}, .why = "If exp is greater than +128 (single-precision) or +1024"},
        // 2^10 * 2^-127 = 2^-117 is a normal float: exact in 4.50 (4.60's "may be flushed to zero" is not applied).
        Case{.name = "ldexp 4.50 exp < -126", .fn = ref::ldexp, .in = {"1024.0", "-127"}, .type = "float",
             .reference = {0x05000000}, .why = "only a denormal product may be flushed"},
        // A product the type cannot hold stays undefined, whatever exp is: 2^127 * 2 and 1.5 * 2^1024.
        Case{.name = "ldexp 4.50 overflow double", .fn = ref::ldexp, .in = {"1.5lf", "1024"}, .type = "double",
             .kind = kUndefined, .reference = {0x7FF0000000000000}, .undefined = 0b1,
             .why = "too large to be represented"}));

// The same inputs under #version 460, whose §8.3 ldexp adds "If exp is greater than +128 (single-precision) or
// +1024 (double-precision), the value returned is undefined. If exp is less than -126 (single-precision) or -1022
// (double-precision), the value returned may be flushed to zero", and whose intBitsToFloat requires "the
// corresponding Inf" for an Inf encoding where 4.50 left it unspecified.
INSTANTIATE_TEST_SUITE_P(
    Glsl460, CommonEncoding,
    testing::Values(
        // 2^-107 * 2^129 = 2^22 is representable, but exp > 128: undefined under 4.60 (a match under 4.50, above).
        Case{.name = "ldexp 4.60 exp > 128", .fn = ref::ldexp, .in = {"floatBits(0x0a000000)", "129"},
             .type = "float", .kind = kUndefined, .reference = {0x4A800000}, .undefined = 0b1,
             .why = "GLSL 4.60 §8.3 ldexp: If exp is greater than +128", .glsl = 460},
        // exp = 128 is inside 4.60's bound: 2^-107 * 2^128 = 2^21 is required.
        Case{.name = "ldexp 4.60 exp = 128", .fn = ref::ldexp, .in = {"floatBits(0x0a000000)", "128"},
             .type = "float", .reference = {0x4A000000}, .why = "GLSL 4.50 and 4.60 §8.3 ldexp", .glsl = 460},
        Case{.name = "ldexp 4.60 double zero", .fn = ref::ldexp, .in = {"0.0lf", "1025"}, .type = "double",
             .kind = kUndefined, .reference = {0}, .undefined = 0b1,
             .why = "GLSL 4.60 §8.3 ldexp: If exp is greater than +128 (single-precision) or +1024", .glsl = 460},
        // 2^10 * 2^-127 = 2^-117, a normal float, may come back as a zero under 4.60 (exp < -126).
        Case{.name = "ldexp 4.60 exp < -126", .fn = ref::ldexp, .in = {"1024.0", "-127"}, .type = "float",
             .kind = kAnyOf, .reference = {0x05000000}, .others = {{0x00000000}, {0x80000000}},
             .labels = {"exp below the minimum: flushed to zero", "exp below the minimum: flushed to the other zero"},
             .why = "GLSL 4.60 §8.3 ldexp: If exp is less than -126", .glsl = 460},
        // exp = 1024 is inside the bound, but 1.5 * 2^1024 cannot be represented: undefined by the sentence both
        // versions have, cited as 4.60's.
        Case{.name = "ldexp 4.60 overflow double", .fn = ref::ldexp, .in = {"1.5lf", "1024"}, .type = "double",
             .kind = kUndefined, .reference = {0x7FF0000000000000}, .undefined = 0b1,
             .why = "GLSL 4.60 §8.3 ldexp: If this product is too large", .glsl = 460},
        // 0x7f800000 is +Inf's encoding: unspecified under 4.50, +Inf required under 4.60.
        Case{.name = "intBitsToFloat 4.50 Inf", .fn = ref::intBitsToFloat, .in = {"0x7f800000"}, .type = "float",
             .kind = kUndefined, .reference = {0x7F800000}, .undefined = 0b1,
             .why = "GLSL 4.50 §8.3 intBitsToFloat, uintBitsToFloat: If an inf or NaN is passed in"},
        Case{.name = "intBitsToFloat 4.60 Inf", .fn = ref::intBitsToFloat, .in = {"0x7f800000"}, .type = "float",
             .reference = {0x7F800000}, .why = "GLSL 4.60 §8.3 intBitsToFloat, uintBitsToFloat: If an Inf is passed",
             .glsl = 460},
        // -Inf, a quiet NaN and 1.0: the NaN encoding stays unspecified under 4.60.
        Case{.name = "uintBitsToFloat 4.60 uvec3", .fn = ref::uintBitsToFloat,
             .in = {"uvec3(0xff800000u, 0x7fc00000u, 0x3f800000u)"}, .type = "vec3",
             .reference = {0xFF800000, 0x7FC00000, 0x3F800000}, .undefined = 0b010,
             .why = "GLSL 4.60 §8.3 intBitsToFloat, uintBitsToFloat: If a NaN is passed in", .glsl = 460}));

}  // namespace
}  // namespace il::known_answer
