// CPU references for the GLSL 4.50 §5.9 bitwise, shift and logical operators: exact, on the two's complement
// encoding of int and uint (§4.1.3), of GL_ARB_gpu_shader_int64's int64_t and uint64_t, and on bool.
#include "reference/operators.h"

namespace il::ref::op {

namespace {

constexpr const char* kBitwiseWhy =
    "GLSL 4.50 §5.9: The operators and (&), exclusive-or (^), and inclusive-or (|) ... operate on signed or unsigned "
    "integer scalars or vectors; if one is a scalar and the other a vector, the scalar is applied component-wise; "
    "the result is the bitwise logical operation of the operands";
constexpr const char* kComplementWhy =
    "GLSL 4.50 §5.9: The one's complement operator (~) operates on signed or unsigned integer scalars or vectors; "
    "the result is the one's complement of its operand";
constexpr const char* kShiftWhy =
    "GLSL 4.50 §5.9: The shift operators (<<) and (>>) ... the result is the left operand's type; E1 << E2 is E1 "
    "left-shifted by E2 bit positions; E1 >> E2 is E1 right-shifted by E2 bit positions; if E1 is a signed integer, "
    "the right-shift will extend the sign bit, and if E1 is an unsigned integer, it will zero-extend";
constexpr const char* kShiftUndefinedWhy =
    "GLSL 4.50 §5.9: The result is undefined if the right operand is negative, or greater than or equal to the "
    "number of bits in the left expression's base type";
constexpr const char* kLogicalWhy =
    "GLSL 4.50 §5.9: The logical binary operators and (&&), or ( | | ), and exclusive or (^^) operate only on two "
    "Boolean expressions and result in a Boolean expression; the logical unary operator not (!) operates only on a "
    "Boolean expression";

enum class Bit { And, Or, Xor, Shl, Shr };

// The type of the result: the vector operand's, where the other is a scalar.
Type widest(const Value* in) { return in[1].size() > in[0].size() ? in[1].type : in[0].type; }

// On the operands' width: int and uint, or GL_ARB_gpu_shader_int64's int64_t and uint64_t (its §4.1.3 makes
// "integer" include both sizes, so §5.9's sentences hold for them as written).
template <Bit op, class C>
void bit_lane(const Value* in, int i, C& c) {
    const Value &a = in[0], &b = in[1];
    auto mask_of = [](const Value& v) { return v.type.component_bits() == 64 ? ~uint64_t{0} : uint64_t{0xffffffffu}; };
    const int width = a.type.component_bits();
    const uint64_t mask = mask_of(a), x = a.bits[lane(a, i)] & mask, y = b.bits[lane(b, i)] & mask_of(b);
    switch (op) {
        case Bit::And: c.reference().bits[i] = x & y; return;
        case Bit::Or: c.reference().bits[i] = x | y; return;
        case Bit::Xor: c.reference().bits[i] = x ^ y; return;
        case Bit::Shl:
        case Bit::Shr: {
            // The right operand may be signed or unsigned whatever the left one is.
            const bool negative = (b.type.scalar == Scalar::Int && static_cast<int32_t>(y) < 0) ||
                                  (b.type.scalar == Scalar::Int64 && static_cast<int64_t>(y) < 0);
            if (negative || y >= static_cast<uint64_t>(width)) return c.set_undefined(i, kShiftUndefinedWhy);
            if (op == Bit::Shl) {
                c.reference().bits[i] = (x << y) & mask;
                return;
            }
            if (a.type.scalar == Scalar::Int) return c.reference().set_i(i, static_cast<int32_t>(x) >> y);
            if (a.type.scalar == Scalar::Int64) return c.reference().set_i64(i, static_cast<int64_t>(x) >> y);
            c.reference().bits[i] = x >> y;
            return;
        }
    }
}

template <class C>
void bit_and_lane(const Value* in, int i, C& c) { bit_lane<Bit::And>(in, i, c); }
template <class C>
void bit_or_lane(const Value* in, int i, C& c) { bit_lane<Bit::Or>(in, i, c); }
template <class C>
void bit_xor_lane(const Value* in, int i, C& c) { bit_lane<Bit::Xor>(in, i, c); }
template <class C>
void shl_lane(const Value* in, int i, C& c) { bit_lane<Bit::Shl>(in, i, c); }
template <class C>
void shr_lane(const Value* in, int i, C& c) { bit_lane<Bit::Shr>(in, i, c); }
template <class C>
void bit_not_lane(const Value* in, int i, C& c) {
    const Value& x = in[0];
    if (x.type.component_bits() == 64) c.reference().bits[i] = ~x.bits[i];
    else c.reference().set_u(i, ~x.u(i));
}

template <class C>
void logical_and_lane(const Value* in, int i, C& c) { c.reference().set_b(i, in[0].b(i) && in[1].b(i)); }
template <class C>
void logical_or_lane(const Value* in, int i, C& c) { c.reference().set_b(i, in[0].b(i) || in[1].b(i)); }
template <class C>
void logical_xor_lane(const Value* in, int i, C& c) { c.reference().set_b(i, in[0].b(i) != in[1].b(i)); }
template <class C>
void logical_not_lane(const Value* in, int i, C& c) { c.reference().set_b(i, !in[0].b(i)); }

}  // namespace

IL_DEFINE_CHOICES(bit_and, 2, widest, "a & b", kBitwiseWhy)
IL_DEFINE_CHOICES(bit_or, 2, widest, "a | b", kBitwiseWhy)
IL_DEFINE_CHOICES(bit_xor, 2, widest, "a ^ b", kBitwiseWhy)
IL_DEFINE_CHOICES(bit_not, 1, nullptr, "~a", kComplementWhy)
IL_DEFINE_CHOICES(shl, 2, nullptr, "a << b", kShiftWhy)
IL_DEFINE_CHOICES(shr, 2, nullptr, "a >> b", kShiftWhy)
IL_DEFINE_CHOICES(logical_and, 2, nullptr, "a && b", kLogicalWhy)
IL_DEFINE_CHOICES(logical_or, 2, nullptr, "a || b", kLogicalWhy)
IL_DEFINE_CHOICES(logical_xor, 2, nullptr, "a ^^ b", kLogicalWhy)
IL_DEFINE_CHOICES(logical_not, 1, nullptr, "!a", kLogicalWhy)

}  // namespace il::ref::op
