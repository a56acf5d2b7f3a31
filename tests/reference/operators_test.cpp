// Known answers for the GLSL 4.50 §5 operators and conversion constructors (reference/operators.h), worked by hand:
// 0.1f + 0.2f is 40265319 * 2^-27 exactly, a tie between 0x3e999999 and 0x3e99999a (even); 1.0 / 3.0 is
// 0x3eaaaaaa + 2/3 ULP, so the floats within 2.5 ULP are 0x3eaaaaa9 to 0x3eaaaaad.
#include "known_answer.h"
#include "precision/judge.h"
#include "reference/operators.h"

namespace il::known_answer {
namespace {

constexpr auto kAnyOf = RuleKind::AnyOf;
constexpr auto kInterval = RuleKind::Interval;
constexpr auto kUndefined = RuleKind::Undefined;

class Operators : public testing::TestWithParam<Case> {};
TEST_P(Operators, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Floating, Operators,
    testing::Values(
        // Correctly rounded, the rounding mode undefined within 1 ULP: either neighbour of the exact sum.
        Case{.name = "0.1 + 0.2", .fn = ref::op::add, .in = {"0.1", "0.2"}, .type = "float", .kind = kInterval,
             .reference = {0x3e99999a}, .lo = {0x3e999999}, .hi = {0x3e99999a}, .why = "Correctly rounded"},
        Case{.name = "0.1lf + 0.2lf", .fn = ref::op::add, .in = {"0.1lf", "0.2lf"}, .type = "double",
             .kind = kInterval, .reference = {0x3fd3333333333334}, .lo = {0x3fd3333333333333},
             .hi = {0x3fd3333333333334}, .why = "double ULPs"},
        Case{.name = "2.0 * 3.0 exact", .fn = ref::op::mul, .in = {"2.0", "3.0"}, .type = "float", .kind = kInterval,
             .reference = {0x40c00000}, .lo = {0x40c00000}, .hi = {0x40c00000}},
        Case{.name = "1.0 / 3.0", .fn = ref::op::div, .in = {"1.0", "3.0"}, .type = "float", .kind = kInterval,
             .reference = {0x3eaaaaab}, .lo = {0x3eaaaaa9}, .hi = {0x3eaaaaad}, .why = "2.5 ULP"},
        // vec op scalar: the scalar is shared; a zero divisor leaves its components unspecified (§5.9).
        Case{.name = "vec2 / 0.0", .fn = ref::op::div, .in = {"vec2(1.0, 2.0)", "0.0"}, .type = "vec2",
             .kind = kUndefined, .reference = {0x7f800000, 0x7f800000}, .undefined = 0b11,
             .why = "Dividing by zero"},
        Case{.name = "float - vec2 with NaN", .fn = ref::op::sub, .in = {"1.0", "vec2(nan, 0.5)"}, .type = "vec2",
             .kind = kInterval, .reference = {0x7fc00000, 0x3f000000}, .undefined = 0b01, .lo = {0x7fc00000, 0x3f000000},
             .hi = {0x7fc00000, 0x3f000000}},
        // A denormal operand may be flushed: 2^-149 + 0 is 2^-149 or 0.
        Case{.name = "denormal + 0", .fn = ref::op::add, .in = {"floatBits(0x00000001)", "0.0"}, .type = "float",
             .kind = kInterval, .reference = {0x00000001}, .lo = {0x00000000}, .hi = {0x00000001}},
        Case{.name = "-float", .fn = ref::op::neg, .in = {"1.0"}, .type = "float", .reference = {0xbf800000},
             .why = "negated exactly"},
        // 2^-149 flushed is +0.0, negated -0.0.
        Case{.name = "-denormal", .fn = ref::op::neg, .in = {"floatBits(0x00000001)"}, .type = "float",
             .kind = kAnyOf, .reference = {0x80000001}, .others = {{0x80000000}}, .labels = {"denormal x flushed"}}));

INSTANTIATE_TEST_SUITE_P(
    Integer, Operators,
    testing::Values(
        Case{.name = "int wraps", .fn = ref::op::iadd, .in = {"-2147483648", "-2147483648"}, .type = "int",
             .reference = {0}, .why = "low-order 32 bits"},
        Case{.name = "uint wraps", .fn = ref::op::imul, .in = {"0xFFFFFFFFu", "2u"}, .type = "uint",
             .reference = {0xfffffffe}},
        Case{.name = "ivec2 - int", .fn = ref::op::isub, .in = {"ivec2(0, 5)", "1"}, .type = "ivec2",
             .reference = {0xffffffff, 4}},
        Case{.name = "7 % 3", .fn = ref::op::imod, .in = {"7", "3"}, .type = "int", .reference = {1}},
        Case{.name = "-7 % 3", .fn = ref::op::imod, .in = {"-7", "3"}, .type = "int", .kind = kUndefined,
             .reference = {0}, .undefined = 1, .why = "one or both operands are negative"},
        Case{.name = "uvec2 % 0", .fn = ref::op::imod, .in = {"uvec2(7u, 8u)", "uvec2(2u, 0u)"}, .type = "uvec2",
             .reference = {1, 0}, .undefined = 0b10},
        Case{.name = "-7 / 2", .fn = ref::op::idiv, .in = {"-7", "2"}, .type = "int", .kind = kAnyOf,
             .reference = {0xfffffffd}, .others = {{0xfffffffc}}, .labels = {"rounded toward -Inf"}},
        Case{.name = "7 / 0", .fn = ref::op::idiv, .in = {"7", "0"}, .type = "int", .kind = kUndefined,
             .reference = {0}, .undefined = 1, .why = "unspecified value"},
        Case{.name = "INT_MIN / -1", .fn = ref::op::idiv, .in = {"-2147483648", "-1"}, .type = "int",
             .kind = kUndefined, .reference = {0}, .undefined = 1, .why = "overflow"},
        Case{.name = "-INT_MIN", .fn = ref::op::neg, .in = {"-2147483648"}, .type = "int", .reference = {0x80000000}},
        Case{.name = "1u << 31", .fn = ref::op::shl, .in = {"1u", "31u"}, .type = "uint", .reference = {0x80000000}},
        Case{.name = "1u << 32", .fn = ref::op::shl, .in = {"1u", "32u"}, .type = "uint", .kind = kUndefined,
             .reference = {0}, .undefined = 1, .why = "greater than or equal to the number of bits"},
        Case{.name = "ivec2 << -1", .fn = ref::op::shl, .in = {"ivec2(1, 2)", "-1"}, .type = "ivec2",
             .kind = kUndefined, .reference = {0, 0}, .undefined = 0b11},
        Case{.name = "-8 >> 1", .fn = ref::op::shr, .in = {"-8", "1"}, .type = "int", .reference = {0xfffffffc},
             .why = "extend the sign bit"},
        Case{.name = "0x80000000u >> 31", .fn = ref::op::shr, .in = {"0x80000000u", "31u"}, .type = "uint",
             .reference = {1}},
        Case{.name = "and", .fn = ref::op::bit_and, .in = {"0xF0u", "0x3Cu"}, .type = "uint", .reference = {0x30}},
        Case{.name = "xor ivec2 int", .fn = ref::op::bit_xor, .in = {"ivec2(5, -1)", "3"}, .type = "ivec2",
             .reference = {6, 0xfffffffc}},
        Case{.name = "~0u", .fn = ref::op::bit_not, .in = {"0u"}, .type = "uint", .reference = {0xffffffff}}));

INSTANTIATE_TEST_SUITE_P(
    Compare, Operators,
    testing::Values(
        Case{.name = "1.0 < 2.0", .fn = ref::op::less, .in = {"1.0", "2.0"}, .type = "bool", .reference = {1},
             .why = "scalar Boolean"},
        Case{.name = "nan < 1.0", .fn = ref::op::less, .in = {"nan", "1.0"}, .type = "bool", .kind = kUndefined,
             .reference = {0}, .undefined = 1},
        Case{.name = "-0.0 == 0.0", .fn = ref::op::scalar_equal, .in = {"-0.0", "0.0"}, .type = "bool",
             .reference = {1}},
        Case{.name = "0xFFFFFFFFu > 1u", .fn = ref::op::greater, .in = {"0xFFFFFFFFu", "1u"}, .type = "bool",
             .reference = {1}},
        // One bool for vectors: false, or true once 2^-149 is flushed.
        Case{.name = "vec2 == flushed", .fn = ref::op::equal, .in = {"vec2(1.0, floatBits(0x00000001))",
             "vec2(1.0, 0.0)"}, .type = "bool", .kind = kAnyOf, .reference = {0}, .others = {{1}},
             .labels = {"denormal components flushed"}, .why = "all components"},
        // Equal vectors whose equal denormal components may be flushed one operand at a time (§4.7.1 flushes
        // each value): true, or false with 2^-149 on one side and 0 on the other; != the other way round.
        Case{.name = "vec2 == equal denormals", .fn = ref::op::equal,
             .in = {"vec2(1.0, floatBits(0x00000001))", "vec2(1.0, floatBits(0x00000001))"}, .type = "bool",
             .kind = kAnyOf, .reference = {1}, .others = {{0}}, .labels = {"denormal components flushed"}},
        Case{.name = "vec2 != equal denormals", .fn = ref::op::not_equal,
             .in = {"vec2(1.0, floatBits(0x00000001))", "vec2(1.0, floatBits(0x00000001))"}, .type = "bool",
             .kind = kAnyOf, .reference = {0}, .others = {{1}}, .labels = {"denormal components flushed"}},
        // A component that differs settles it, whatever the NaN compares as.
        Case{.name = "vec2 == NaN and different", .fn = ref::op::equal, .in = {"vec2(1.0, nan)", "vec2(2.0, nan)"},
             .type = "bool", .reference = {0}},
        Case{.name = "vec2 == NaN", .fn = ref::op::equal, .in = {"vec2(1.0, nan)", "vec2(1.0, nan)"}, .type = "bool",
             .kind = kUndefined, .reference = {0}, .undefined = 1},
        Case{.name = "ivec3 != ", .fn = ref::op::not_equal, .in = {"ivec3(1, 2, 3)", "ivec3(1, 2, 4)"},
             .type = "bool", .reference = {1}},
        Case{.name = "bvec2 !=", .fn = ref::op::not_equal, .in = {"bvec2(true, false)", "bvec2(true, false)"},
             .type = "bool", .reference = {0}},
        Case{.name = "true ^^ true", .fn = ref::op::logical_xor, .in = {"true", "true"}, .type = "bool",
             .reference = {0}},
        Case{.name = "false || true", .fn = ref::op::logical_or, .in = {"false", "true"}, .type = "bool",
             .reference = {1}},
        Case{.name = "!true", .fn = ref::op::logical_not, .in = {"true"}, .type = "bool", .reference = {0}}));

INSTANTIATE_TEST_SUITE_P(
    Conversions, Operators,
    testing::Values(
        Case{.name = "int(-0.5)", .fn = ref::op::to_int, .in = {"-0.5"}, .type = "int", .reference = {0},
             .why = "fractional part"},
        Case{.name = "int(-2.9)", .fn = ref::op::to_int, .in = {"-2.9"}, .type = "int", .reference = {0xfffffffe}},
        Case{.name = "int(3e9)", .fn = ref::op::to_int, .in = {"3.0e9"}, .type = "int", .kind = kUndefined,
             .reference = {0}, .undefined = 1, .why = "outside the integer type's range"},
        Case{.name = "uint(-1.0)", .fn = ref::op::to_uint, .in = {"-1.0"}, .type = "uint", .kind = kUndefined,
             .reference = {0}, .undefined = 1, .why = "negative floating-point value to an uint"},
        Case{.name = "uint(2^32 - 1 as double)", .fn = ref::op::to_uint, .in = {"4294967295.5lf"}, .type = "uint",
             .reference = {0xffffffff}},
        Case{.name = "uint(int(-1))", .fn = ref::op::to_uint, .in = {"-1"}, .type = "uint", .reference = {0xffffffff},
             .why = "preserves the bit pattern"},
        Case{.name = "int(0x80000000u)", .fn = ref::op::to_int, .in = {"0x80000000u"}, .type = "int",
             .reference = {0x80000000}},
        // 2^24 + 1 lies halfway between 2^24 and 2^24 + 2.
        Case{.name = "float(16777217)", .fn = ref::op::to_float, .in = {"16777217"}, .type = "float",
             .kind = kAnyOf, .reference = {0x4b800000}, .others = {{0x4b800001}},
             .labels = {"rounded the other way"}, .why = "Correctly rounded"},
        Case{.name = "float(0.1lf)", .fn = ref::op::to_float, .in = {"0.1lf"}, .type = "float", .kind = kAnyOf,
             .reference = {0x3dcccccd}, .others = {{0x3dcccccc}}, .labels = {"rounded the other way"}},
        Case{.name = "double(0.1)", .fn = ref::op::to_double, .in = {"0.1"}, .type = "double",
             .reference = {0x3fb99999a0000000}},
        Case{.name = "float(uint max)", .fn = ref::op::to_float, .in = {"0xFFFFFFFFu"}, .type = "float",
             .kind = kAnyOf, .reference = {0x4f800000}, .others = {{0x4f7fffff}}, .labels = {"rounded the other way"}},
        Case{.name = "bool(-0.0)", .fn = ref::op::to_bool, .in = {"-0.0"}, .type = "bool", .reference = {0}},
        Case{.name = "bool(nan)", .fn = ref::op::to_bool, .in = {"nan"}, .type = "bool", .kind = kUndefined,
             .reference = {1}, .undefined = 1},
        Case{.name = "bool(denormal)", .fn = ref::op::to_bool, .in = {"floatBits(0x00000001)"}, .type = "bool",
             .kind = kAnyOf, .reference = {1}, .others = {{0}}, .labels = {"denormal x flushed"}},
        Case{.name = "float(true)", .fn = ref::op::to_float, .in = {"true"}, .type = "float",
             .reference = {0x3f800000}},
        Case{.name = "int(false)", .fn = ref::op::to_int, .in = {"false"}, .type = "int", .reference = {0}}));

// GL_ARB_gpu_shader_int64: + - and shifts wrap to 64 bits, a product or quotient that overflows is undefined (its
// §4.1.3); the bitwise and shift operators read the operands' width.
INSTANTIATE_TEST_SUITE_P(
    Int64, Operators,
    testing::Values(
        Case{.name = "INT64_MAX + 1 wraps", .fn = ref::op::iadd64, .in = {"9223372036854775807l", "1l"},
             .type = "int64_t", .reference = {0x8000000000000000}, .why = "low-order bits"},
        Case{.name = "0ul - 1ul wraps", .fn = ref::op::isub64, .in = {"0ul", "1ul"}, .type = "uint64_t",
             .reference = {0xffffffffffffffff}},
        Case{.name = "3l * -5l", .fn = ref::op::imul64, .in = {"3l", "-5l"}, .type = "int64_t",
             .reference = {0xfffffffffffffff1}},
        // 2^32 * 2^31 = 2^63: a uint64_t holds it, an int64_t does not.
        Case{.name = "2^32 * 2^31 unsigned", .fn = ref::op::imul64, .in = {"4294967296ul", "2147483648ul"},
             .type = "uint64_t", .reference = {0x8000000000000000}},
        Case{.name = "2^32 * 2^31 signed", .fn = ref::op::imul64, .in = {"4294967296l", "2147483648l"},
             .type = "int64_t", .kind = kUndefined, .reference = {0}, .undefined = 1, .why = "multiplication"},
        Case{.name = "u64vec2 * 2^32", .fn = ref::op::imul64, .in = {"u64vec2(3ul, 4294967296ul)", "4294967296ul"},
             .type = "u64vec2", .reference = {0x300000000, 0}, .undefined = 0b10},
        Case{.name = "-7l / 2l", .fn = ref::op::idiv64, .in = {"-7l", "2l"}, .type = "int64_t", .kind = kAnyOf,
             .reference = {0xfffffffffffffffd}, .others = {{0xfffffffffffffffc}}, .labels = {"rounded toward -Inf"}},
        Case{.name = "INT64_MIN / -1", .fn = ref::op::idiv64, .in = {"-9223372036854775808l", "-1l"},
             .type = "int64_t", .kind = kUndefined, .reference = {0}, .undefined = 1, .why = "overflow"},
        Case{.name = "7ul / 0ul", .fn = ref::op::idiv64, .in = {"7ul", "0ul"}, .type = "uint64_t", .kind = kUndefined,
             .reference = {0}, .undefined = 1, .why = "unspecified value"},
        Case{.name = "(2^40 + 5) % 2^20", .fn = ref::op::imod64, .in = {"1099511627781l", "1048576l"},
             .type = "int64_t", .reference = {5}},
        Case{.name = "7l % -2l", .fn = ref::op::imod64, .in = {"7l", "-2l"}, .type = "int64_t", .kind = kUndefined,
             .reference = {0}, .undefined = 1},
        Case{.name = "-INT64_MIN", .fn = ref::op::neg64, .in = {"-9223372036854775808l"}, .type = "int64_t",
             .reference = {0x8000000000000000}},
        Case{.name = "1ul << 63", .fn = ref::op::shl, .in = {"1ul", "63"}, .type = "uint64_t",
             .reference = {0x8000000000000000}},
        Case{.name = "1ul << 64", .fn = ref::op::shl, .in = {"1ul", "64"}, .type = "uint64_t", .kind = kUndefined,
             .reference = {0}, .undefined = 1, .why = "greater than or equal to the number of bits"},
        Case{.name = "1l << -1l", .fn = ref::op::shl, .in = {"1l", "-1l"}, .type = "int64_t", .kind = kUndefined,
             .reference = {0}, .undefined = 1},
        Case{.name = "-8l >> 1", .fn = ref::op::shr, .in = {"-8l", "1"}, .type = "int64_t",
             .reference = {0xfffffffffffffffc}, .why = "extend the sign bit"},
        Case{.name = "2^63 >> 63 unsigned", .fn = ref::op::shr, .in = {"9223372036854775808ul", "63"},
             .type = "uint64_t", .reference = {1}},
        Case{.name = "and 64", .fn = ref::op::bit_and, .in = {"0xFF00FF00FF00FF00ul", "0x0FF00FF00FF00FF0ul"},
             .type = "uint64_t", .reference = {0x0f000f000f000f00}},
        Case{.name = "~0ul", .fn = ref::op::bit_not, .in = {"0ul"}, .type = "uint64_t",
             .reference = {0xffffffffffffffff}},
        Case{.name = "2^40 > 1 (not the low 32 bits)", .fn = ref::op::greater, .in = {"1099511627776l", "1l"},
             .type = "bool", .reference = {1}}));

INSTANTIATE_TEST_SUITE_P(
    Int64Conversions, Operators,
    testing::Values(
        Case{.name = "int64_t(-1.5)", .fn = ref::op::to_int64, .in = {"-1.5"}, .type = "int64_t",
             .reference = {0xffffffffffffffff}, .why = "fractional part"},
        // 9.3e18 lies above 2^63 (9.22e18); 1.8e19 = 8789062500000000 * 2^11 is a double below 2^64.
        Case{.name = "int64_t(9.3e18lf)", .fn = ref::op::to_int64, .in = {"9.3e18lf"}, .type = "int64_t",
             .kind = kUndefined, .reference = {0}, .undefined = 1, .why = "outside the integer type's range"},
        Case{.name = "uint64_t(1.8e19lf)", .fn = ref::op::to_uint64, .in = {"1.8e19lf"}, .type = "uint64_t",
             .reference = {18000000000000000000ull}},
        Case{.name = "uint64_t(-0.5)", .fn = ref::op::to_uint64, .in = {"-0.5"}, .type = "uint64_t",
             .kind = kUndefined, .reference = {0}, .undefined = 1, .why = "uint64_t"},
        Case{.name = "int64_t(0xFFFFFFFFu)", .fn = ref::op::to_int64, .in = {"0xFFFFFFFFu"}, .type = "int64_t",
             .reference = {0xffffffff}},
        Case{.name = "int64_t(-2)", .fn = ref::op::to_int64, .in = {"-2"}, .type = "int64_t",
             .reference = {0xfffffffffffffffe}},
        Case{.name = "int64_t(UINT64_MAX) keeps the bits", .fn = ref::op::to_int64, .in = {"18446744073709551615ul"},
             .type = "int64_t", .reference = {0xffffffffffffffff}, .why = "preserve the bit pattern"},
        // Between sizes the extension names no value outside the new type's range.
        Case{.name = "uint64_t(-1)", .fn = ref::op::to_uint64, .in = {"-1"}, .type = "uint64_t", .kind = kUndefined,
             .reference = {0}, .undefined = 1, .why = "without saying"},
        Case{.name = "int(5000000000l)", .fn = ref::op::int_of64, .in = {"5000000000l"}, .type = "int",
             .kind = kUndefined, .reference = {0}, .undefined = 1},
        Case{.name = "int(-5l)", .fn = ref::op::int_of64, .in = {"-5l"}, .type = "int", .reference = {0xfffffffb}},
        Case{.name = "uint(-1l)", .fn = ref::op::uint_of64, .in = {"-1l"}, .type = "uint", .kind = kUndefined,
             .reference = {0}, .undefined = 1},
        // 2^64 - 1 rounds to 2^64 (0x5f800000); the float below it is 2^64 - 2^40.
        Case{.name = "float(UINT64_MAX)", .fn = ref::op::float_of64, .in = {"18446744073709551615ul"},
             .type = "float", .kind = kAnyOf, .reference = {0x5f800000}, .others = {{0x5f7fffff}},
             .labels = {"rounded the other way"}, .why = "Correctly rounded"},
        // 2^53 + 1 is a tie: 2^53 (even) or 2^53 + 2.
        Case{.name = "double(2^53 + 1)", .fn = ref::op::double_of64, .in = {"9007199254740993l"}, .type = "double",
             .kind = kAnyOf, .reference = {0x4340000000000000}, .others = {{0x4340000000000001}},
             .labels = {"rounded the other way"}},
        // The low 32 bits of 2^40 are zero: a truncation to 32 bits would say false.
        Case{.name = "bool(2^40)", .fn = ref::op::bool_of64, .in = {"1099511627776l"}, .type = "bool",
             .reference = {1}}));

// Column-major (§4.1.6): mat2(1, 2, 3, 4) has columns (1, 2) and (3, 4).
INSTANTIATE_TEST_SUITE_P(
    Matrix, Operators,
    testing::Values(
        Case{.name = "mat2 * vec2", .fn = ref::op::matrix_product, .in = {"mat2(1.0, 2.0, 3.0, 4.0)", "vec2(1.0, 1.0)"},
             .type = "vec2", .kind = kInterval, .reference = {0x40800000, 0x40c00000}, .lo = {0x40800000, 0x40c00000},
             .hi = {0x40800000, 0x40c00000}, .why = "linear algebraic multiply"},
        Case{.name = "vec2 * mat2", .fn = ref::op::matrix_product, .in = {"vec2(1.0, 1.0)", "mat2(1.0, 2.0, 3.0, 4.0)"},
             .type = "vec2", .kind = kInterval, .reference = {0x40400000, 0x40e00000}, .lo = {0x40400000, 0x40e00000},
             .hi = {0x40400000, 0x40e00000}},
        // Columns 5*(1, 2) + 6*(3, 4) = (23, 34) and 7*(1, 2) + 8*(3, 4) = (31, 46).
        Case{.name = "mat2 * mat2", .fn = ref::op::matrix_product,
             .in = {"mat2(1.0, 2.0, 3.0, 4.0)", "mat2(5.0, 6.0, 7.0, 8.0)"}, .type = "mat2", .kind = kInterval,
             .reference = {0x41b80000, 0x42080000, 0x41f80000, 0x42380000},
             .lo = {0x41b80000, 0x42080000, 0x41f80000, 0x42380000},
             .hi = {0x41b80000, 0x42080000, 0x41f80000, 0x42380000}},
        // 1 + 2^-24 + 2^-24 = 1 + 2^-23 exactly (the reference); added in the order written, each step rounded
        // either way (§4.7.1), it reaches 1 + 2^-22 at most and 1 at least.
        Case{.name = "mat3 * vec3 rounding", .fn = ref::op::matrix_product,
             .in = {"mat3(1.0, 0.0, 0.0, floatBits(0x33800000), 0.0, 0.0, floatBits(0x33800000), 0.0, 0.0)",
                    "vec3(1.0, 1.0, 1.0)"},
             .type = "vec3", .kind = kInterval, .reference = {0x3f800001, 0, 0}, .lo = {0x3f800000, 0, 0},
             .hi = {0x3f800002, 0, 0}}));

}  // namespace
}  // namespace il::known_answer

namespace il {
namespace {

// What the judge makes of GPU answers under the operators' rules: the bounds above, applied.
Verdict judged(ReferenceFn fn, std::vector<const char*> in, uint64_t gpu) {
    std::vector<Value> values;
    for (const char* text : in) values.push_back(known_answer::literal(text));
    Expected e{"return", {}, {}};
    fn(values.data(), &e);
    Value g = e.reference;
    g.bits[0] = gpu;
    return judge(e, g).verdict;
}

TEST(OperatorVerdicts, OneThirdWithin2Point5Ulp) {
    EXPECT_EQ(judged(ref::op::div, {"1.0", "3.0"}, 0x3eaaaaab), Verdict::Match);
    EXPECT_EQ(judged(ref::op::div, {"1.0", "3.0"}, 0x3eaaaaad), Verdict::Accepted);
    EXPECT_EQ(judged(ref::op::div, {"1.0", "3.0"}, 0x3eaaaaa9), Verdict::Accepted);
    EXPECT_EQ(judged(ref::op::div, {"1.0", "3.0"}, 0x3eaaaaae), Verdict::Violation);
    EXPECT_EQ(judged(ref::op::div, {"1.0", "3.0"}, 0x3eaaaaa8), Verdict::Violation);
}

TEST(OperatorVerdicts, ZeroPointOnePlusZeroPointTwo) {
    EXPECT_EQ(judged(ref::op::add, {"0.1", "0.2"}, 0x3e99999a), Verdict::Match);
    EXPECT_EQ(judged(ref::op::add, {"0.1", "0.2"}, 0x3e999999), Verdict::Accepted);
    EXPECT_EQ(judged(ref::op::add, {"0.1", "0.2"}, 0x3e99999b), Verdict::Violation);
}

TEST(OperatorVerdicts, UndefinedWhateverTheGpuSays) {
    EXPECT_EQ(judged(ref::op::shl, {"1u", "32u"}, 0x00000001), Verdict::Undefined);
    EXPECT_EQ(judged(ref::op::to_uint, {"-1.0"}, 0xffffffff), Verdict::Undefined);
    EXPECT_EQ(judged(ref::op::imod, {"-7", "3"}, 0xffffffff), Verdict::Undefined);
    EXPECT_EQ(judged(ref::op::iadd, {"-2147483648", "-2147483648"}, 0x00000001), Verdict::Violation);
}

}  // namespace
}  // namespace il
