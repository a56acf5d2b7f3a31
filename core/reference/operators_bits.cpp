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

// Component i of a & b, a | b, a ^ b, a << b or a >> b from the operands' bits and scalar types, on the left
// operand's width: int and uint, or GL_ARB_gpu_shader_int64's int64_t and uint64_t (its §4.1.3 makes "integer"
// include both sizes, so §5.9's sentences hold for them as written). Undefined (why 1, kShiftUndefinedWhy) where a
// shift's right operand is negative or not below the width.
template <Bit op>
inline ComponentResult bit_component(uint64_t a, uint64_t b, Scalar sa, Scalar sb) {
    auto mask_of = [](Scalar s) { return s == Scalar::Int64 || s == Scalar::Uint64 ? ~uint64_t{0} : 0xffffffffull; };
    const int width = sa == Scalar::Int64 || sa == Scalar::Uint64 ? 64 : 32;
    const uint64_t mask = mask_of(sa), x = a & mask, y = b & mask_of(sb);
    switch (op) {
        case Bit::And: return {x & y};
        case Bit::Or: return {x | y};
        case Bit::Xor: return {x ^ y};
        case Bit::Shl:
        case Bit::Shr: {
            // The right operand may be signed or unsigned whatever the left one is.
            const bool negative = (sb == Scalar::Int && static_cast<int32_t>(y) < 0) ||
                                  (sb == Scalar::Int64 && static_cast<int64_t>(y) < 0);
            if (negative || y >= static_cast<uint64_t>(width)) return {0, 1};
            if (op == Bit::Shl) return {(x << y) & mask};
            if (sa == Scalar::Int) return {static_cast<uint32_t>(static_cast<int32_t>(x) >> y)};
            if (sa == Scalar::Int64) return {static_cast<uint64_t>(static_cast<int64_t>(x) >> y)};
            return {x >> y};
        }
    }
    return {};
}

constexpr auto bit_and_component = bit_component<Bit::And>;
constexpr auto bit_or_component = bit_component<Bit::Or>;
constexpr auto bit_xor_component = bit_component<Bit::Xor>;
constexpr auto shl_component = bit_component<Bit::Shl>;
constexpr auto shr_component = bit_component<Bit::Shr>;
// ~a: every bit of the operand's width flipped.
ComponentResult bit_not_component(uint64_t a, Scalar s) {
    return {s == Scalar::Int64 || s == Scalar::Uint64 ? ~a : ~a & 0xffffffffull};
}

template <class C, ComponentResult (*Fn)(uint64_t, uint64_t, Scalar, Scalar)>
void component_lane(const Value* in, int i, C& c) {
    const Value &a = in[0], &b = in[1];
    const ComponentResult r = Fn(a.bits[lane(a, i)], b.bits[lane(b, i)], a.type.scalar, b.type.scalar);
    if (r.why) return c.set_undefined(i, kShiftUndefinedWhy);
    c.reference().bits[i] = r.bits;
}

template <class C>
void bit_and_lane(const Value* in, int i, C& c) { component_lane<C, bit_and_component>(in, i, c); }
template <class C>
void bit_or_lane(const Value* in, int i, C& c) { component_lane<C, bit_or_component>(in, i, c); }
template <class C>
void bit_xor_lane(const Value* in, int i, C& c) { component_lane<C, bit_xor_component>(in, i, c); }
template <class C>
void shl_lane(const Value* in, int i, C& c) { component_lane<C, shl_component>(in, i, c); }
template <class C>
void shr_lane(const Value* in, int i, C& c) { component_lane<C, shr_component>(in, i, c); }
template <class C>
void bit_not_lane(const Value* in, int i, C& c) {
    c.reference().bits[i] = bit_not_component(in[0].bits[i], in[0].type.scalar).bits;
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

IL_DEFINE_COMPONENT_CHOICES(bit_and, 2, widest, "a & b", kBitwiseWhy)
IL_DEFINE_COMPONENT_CHOICES(bit_or, 2, widest, "a | b", kBitwiseWhy)
IL_DEFINE_COMPONENT_CHOICES(bit_xor, 2, widest, "a ^ b", kBitwiseWhy)
IL_DEFINE_COMPONENT_CHOICES(bit_not, 1, nullptr, "~a", kComplementWhy)
IL_DEFINE_COMPONENT_CHOICES(shl, 2, nullptr, "a << b", kShiftWhy)
IL_DEFINE_COMPONENT_CHOICES(shr, 2, nullptr, "a >> b", kShiftWhy)
IL_DEFINE_CHOICES(logical_and, 2, nullptr, "a && b", kLogicalWhy)
IL_DEFINE_CHOICES(logical_or, 2, nullptr, "a || b", kLogicalWhy)
IL_DEFINE_CHOICES(logical_xor, 2, nullptr, "a ^^ b", kLogicalWhy)
IL_DEFINE_CHOICES(logical_not, 1, nullptr, "!a", kLogicalWhy)

}  // namespace il::ref::op
