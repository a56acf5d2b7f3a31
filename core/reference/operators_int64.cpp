// CPU references for GL_ARB_gpu_shader_int64's additions to the GLSL 4.50 §5.9 arithmetic operators: + - * / % and
// unary - on int64_t, uint64_t and their vectors. The extension widens "integer" to 64 bits (its §4.1.3) and
// replaces §4.1.3's overflow paragraph: addition, subtraction and shifts wrap to the low-order bits, while
// "Division and multiplication operations resulting in overflow or underflow ... result in an undefined value".
// (The bitwise, shift and relational operators read their operands' width and serve both sizes: operators_bits.cpp,
// relational.cpp.)
#include <cstdint>

#include "reference/operators.h"

namespace il::ref::op {

namespace {

#define IL_INT64_WHY "GL_ARB_gpu_shader_int64, GLSL §4.1.3 replaced: "
constexpr const char* kWrap64Why =
    IL_INT64_WHY "Addition, subtraction, and shift operations resulting in overflow or underflow will not cause any "
    "exceptions, nor will they saturate, rather they will \"wrap\" to yield the low-order bits of the result";
constexpr const char* kMul64Why =
    IL_INT64_WHY "Divison and multiplication operations resulting in overflow or underflow will not cause any "
    "exception but will result in an undefined value";
constexpr const char* kMul64OverflowWhy =
    IL_INT64_WHY "multiplication operations resulting in overflow or underflow ... will result in an undefined value "
    "(the product lies outside the type's range)";
constexpr const char* kDiv64Why =
    "GLSL 4.50 §5.9 /: integer division (GL_ARB_gpu_shader_int64 §4.1.3: \"integer\" includes 64-bit integers); "
    IL_INT64_WHY "Divison ... resulting in overflow or underflow ... will result in an undefined value";
constexpr const char* kDivZeroWhy =
    "GLSL 4.50 §5.9: Dividing by zero does not cause an exception but does result in an unspecified value";
constexpr const char* kDiv64OverflowWhy =
    IL_INT64_WHY "Divison ... resulting in overflow ... will result in an undefined value (-9223372036854775808 / -1)";
constexpr const char* kDivRoundWhy =
    "GLSL 4.50 §5.9 names no rounding for a quotient of operands of opposite signs: toward zero (C, SPIR-V OpSDiv) "
    "or toward -Inf";
constexpr const char* kMod64Why =
    "GLSL 4.50 §5.9: The operator modulus (%) operates on signed or unsigned integer scalars or integer vectors "
    "(GL_ARB_gpu_shader_int64 §4.1.3: 64-bit integers too); if both operands are non-negative, then the remainder is "
    "non-negative";
constexpr const char* kModUndefinedWhy =
    "GLSL 4.50 §5.9 %: Results are undefined if one or both operands are negative, or if the second operand is zero";
constexpr const char* kNeg64Why =
    "GLSL 4.50 §5.9: The arithmetic unary operators negate (-) ... operate on integer or floating-point values; "
    IL_INT64_WHY "subtraction ... will \"wrap\" to yield the low-order bits of the result (-INT64_MIN is INT64_MIN)";

enum class IntOp { Add, Sub, Mul, Div, Mod };

// The type of the result: the vector operand's, where the other is a scalar.
Type widest(const Value* in) { return in[1].size() > in[0].size() ? in[1].type : in[0].type; }

// Whether the exact product of x and y (two's complement when is_signed) lies outside the 64-bit type's range.
bool product_overflows(uint64_t x, uint64_t y, bool is_signed) {
    uint64_t u;
    int64_t s;
    return is_signed ? __builtin_mul_overflow(static_cast<int64_t>(x), static_cast<int64_t>(y), &s)
                     : __builtin_mul_overflow(x, y, &u);
}

template <IntOp op, class C>
void integer64_lane(const Value* in, int i, C& c) {
    const Value &a = in[0], &b = in[1];
    const uint64_t x = a.bits[lane(a, i)], y = b.bits[lane(b, i)];
    const int64_t sx = static_cast<int64_t>(x), sy = static_cast<int64_t>(y);
    const bool is_signed = a.type.scalar == Scalar::Int64;
    switch (op) {
        case IntOp::Add: c.reference().bits[i] = x + y; return;
        case IntOp::Sub: c.reference().bits[i] = x - y; return;
        case IntOp::Mul:
            if (product_overflows(x, y, is_signed)) return c.set_undefined(i, kMul64OverflowWhy);
            c.reference().bits[i] = x * y;
            return;
        case IntOp::Div:
            if (y == 0) return c.set_undefined(i, kDivZeroWhy);
            if (!is_signed) {
                c.reference().bits[i] = x / y;
                return;
            }
            if (sx == INT64_MIN && sy == -1) return c.set_undefined(i, kDiv64OverflowWhy);
            c.reference().set_i64(i, sx / sy);
            if (sx % sy != 0 && (sx < 0) != (sy < 0))
                c.allow(i, "rounded toward -Inf", static_cast<uint64_t>(sx / sy - 1), kDivRoundWhy);
            return;
        case IntOp::Mod:
            if (y == 0 || (is_signed && (sx < 0 || sy < 0))) return c.set_undefined(i, kModUndefinedWhy);
            c.reference().bits[i] = x % y;
            return;
    }
}

template <class C>
void iadd64_lane(const Value* in, int i, C& c) { integer64_lane<IntOp::Add>(in, i, c); }
template <class C>
void isub64_lane(const Value* in, int i, C& c) { integer64_lane<IntOp::Sub>(in, i, c); }
template <class C>
void imul64_lane(const Value* in, int i, C& c) { integer64_lane<IntOp::Mul>(in, i, c); }
template <class C>
void idiv64_lane(const Value* in, int i, C& c) { integer64_lane<IntOp::Div>(in, i, c); }
template <class C>
void imod64_lane(const Value* in, int i, C& c) { integer64_lane<IntOp::Mod>(in, i, c); }
// -x: 0 - x modulo 2^64.
template <class C>
void neg64_lane(const Value* in, int i, C& c) { c.reference().bits[i] = 0 - in[0].bits[i]; }

}  // namespace

IL_DEFINE_CHOICES(iadd64, 2, widest, "a + b modulo 2^64", kWrap64Why)
IL_DEFINE_CHOICES(isub64, 2, widest, "a - b modulo 2^64", kWrap64Why)
IL_DEFINE_CHOICES(imul64, 2, widest, "a * b; undefined where it overflows", kMul64Why)
IL_DEFINE_CHOICES(idiv64, 2, widest, "a / b, rounded toward zero", kDiv64Why)
IL_DEFINE_CHOICES(imod64, 2, widest, "a % b", kMod64Why)
IL_DEFINE_CHOICES(neg64, 1, nullptr, "-a modulo 2^64", kNeg64Why)

}  // namespace il::ref::op
