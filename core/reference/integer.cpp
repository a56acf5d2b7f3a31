// CPU references for GLSL 4.50 §8.8 Integer Functions: 64-bit arithmetic, then the low 32 bits; bit operations on
// the 32-bit two's complement encoding (GLSL 4.50 §4.1.3: signed integers use 32 bits, including a sign bit, in
// two's complement form).
#include "reference/integer.h"

#include <bit>

#include "reference/choices.h"

namespace il::ref {

namespace {

constexpr const char* kAddWhy =
    "GLSL 4.50 §8.8 uaddCarry: Adds 32-bit unsigned integers x and y, returning the sum modulo 2^32. "
    "The value carry is set to zero if the sum was less than 2^32, or one otherwise.";
constexpr const char* kSubWhy =
    "GLSL 4.50 §8.8 usubBorrow: Subtracts the 32-bit unsigned integer y from x, returning the difference if "
    "non-negative, or 2^32 plus the difference otherwise. The value borrow is set to zero if x >= y, or one otherwise.";

}  // namespace

void uaddCarry(const Value* in, Expected* out) {
    const Value &x = in[0], &y = in[1];
    Value sum = make_value(x.type), carry = make_value(x.type);
    for (int i = 0; i < x.size(); ++i) {
        const uint64_t s = uint64_t{x.u(i)} + y.u(i);
        sum.set_u(i, static_cast<uint32_t>(s));
        carry.set_u(i, static_cast<uint32_t>(s >> 32));
    }
    out[0].reference = sum;
    out[0].rule = exact_rule(kAddWhy);
    out[1].reference = carry;
    out[1].rule = exact_rule(kAddWhy);
}

void usubBorrow(const Value* in, Expected* out) {
    const Value &x = in[0], &y = in[1];
    Value diff = make_value(x.type), borrow = make_value(x.type);
    for (int i = 0; i < x.size(); ++i) {
        // Unsigned wrap-around is exactly "2^32 plus the difference".
        diff.set_u(i, x.u(i) - y.u(i));
        borrow.set_u(i, x.u(i) >= y.u(i) ? 0u : 1u);
    }
    out[0].reference = diff;
    out[0].rule = exact_rule(kSubWhy);
    out[1].reference = borrow;
    out[1].rule = exact_rule(kSubWhy);
}

namespace {

constexpr const char* kMulWhy =
    "GLSL 4.50 §8.8 umulExtended, imulExtended: Multiplies 32-bit unsigned or signed integers x and y, producing a "
    "64-bit result. The 32 least-significant bits are returned in lsb. The 32 most-significant bits are returned in "
    "msb.";
constexpr const char* kExtractWhy =
    "GLSL 4.50 §8.8 bitfieldExtract: Extracts bits [offset, offset + bits - 1] from value, returning them in the "
    "least significant bits of the result. For unsigned data types, the most significant bits of the result will be "
    "set to zero. For signed data types, the most significant bits will be set to the value of bit offset + bits - "
    "1. If bits is zero, the result will be zero.";
constexpr const char* kInsertWhy =
    "GLSL 4.50 §8.8 bitfieldInsert: Inserts the bits least significant bits of insert into base. The result will "
    "have bits [offset, offset + bits - 1] taken from bits [0, bits - 1] of insert, and all other bits taken "
    "directly from the corresponding bits of base. If bits is zero, the result will simply be base.";
constexpr const char* kFieldWhy =
    "GLSL 4.50 §8.8: The result will be undefined if offset or bits is negative, or if the sum of offset and bits is "
    "greater than the number of bits used to store the operand.";
constexpr const char* kReverseWhy =
    "GLSL 4.50 §8.8 bitfieldReverse: Reverses the bits of value. The bit numbered n of the result will be taken from "
    "bit (bits - 1) - n of value, where bits is the total number of bits used to represent value.";
constexpr const char* kBitCountWhy =
    "GLSL 4.50 §8.8 bitCount: Returns the number of one bits in the binary representation of value.";
constexpr const char* kFindLsbWhy =
    "GLSL 4.50 §8.8 findLSB: Returns the bit number of the least significant one bit in the binary representation "
    "of value. If value is zero, -1 will be returned.";
constexpr const char* kFindMsbWhy =
    "GLSL 4.50 §8.8 findMSB: Returns the bit number of the most significant bit in the binary representation of "
    "value. For positive integers, the result will be the bit number of the most significant one bit. For negative "
    "integers, the result will be the bit number of the most significant zero bit. For a value of zero or negative "
    "one, -1 will be returned.";

// The 64-bit product, exact in 64-bit arithmetic for both (INT_MIN * INT_MIN = 2^62).
uint64_t product64(const Value* in, int i) {
    return in[0].type.scalar == Scalar::Int ? static_cast<uint64_t>(int64_t{in[0].i(i)} * int64_t{in[1].i(i)})
                                            : uint64_t{in[0].u(i)} * uint64_t{in[1].u(i)};
}

// The outputs of both functions, each a lane template: msb the high 32 bits of the product, lsb the low.
template <class C>
void msb_lane(const Value* in, int i, C& c) {
    c.reference().set_u(i, static_cast<uint32_t>(product64(in, i) >> 32));
}

template <class C>
void lsb_lane(const Value* in, int i, C& c) {
    c.reference().set_u(i, static_cast<uint32_t>(product64(in, i)));
}

// Offset and bits describe a field inside 32 bits (§8.8), else the whole result is undefined.
bool field_ok(int32_t offset, int32_t bits) { return offset >= 0 && bits >= 0 && int64_t{offset} + bits <= 32; }

// The mask of bits [offset, offset + bits - 1].
uint32_t field_mask(int32_t offset, int32_t bits) {
    const uint32_t low = bits >= 32 ? ~0u : (1u << bits) - 1;
    return bits == 0 ? 0u : low << offset;
}

}  // namespace

IL_DEFINE_CHOICES_2(umulExtended, 2, kMulWhy, msb_lane, nullptr, "the high 32 bits of x * y", lsb_lane, nullptr,
                    "the low 32 bits of x * y")
IL_DEFINE_CHOICES_2(imulExtended, 2, kMulWhy, msb_lane, nullptr, "the high 32 bits of x * y", lsb_lane, nullptr,
                    "the low 32 bits of x * y")

namespace {

// Bit n goes to bit 31 - n: the halves, then the bytes, nibbles, pairs and single bits of each swapped in place,
// five steps instead of a loop over the 32 bits.
ComponentResult bitfieldReverse_component(uint64_t value, Scalar) {
    uint32_t v = static_cast<uint32_t>(value);
    v = v >> 16 | v << 16;
    v = (v >> 8 & 0x00ff00ffu) | (v & 0x00ff00ffu) << 8;
    v = (v >> 4 & 0x0f0f0f0fu) | (v & 0x0f0f0f0fu) << 4;
    v = (v >> 2 & 0x33333333u) | (v & 0x33333333u) << 2;
    v = (v >> 1 & 0x55555555u) | (v & 0x55555555u) << 1;
    return {v};
}

// An int result's bits.
constexpr uint64_t int_bits(int32_t v) { return static_cast<uint32_t>(v); }

ComponentResult bitCount_component(uint64_t value, Scalar) {
    return {int_bits(std::popcount(static_cast<uint32_t>(value)))};
}

ComponentResult findLSB_component(uint64_t value, Scalar) {
    const uint32_t v = static_cast<uint32_t>(value);
    return {int_bits(v == 0 ? -1 : std::countr_zero(v))};
}

// A negative int's most significant zero bit is the most significant one bit of its complement.
ComponentResult findMSB_component(uint64_t value, Scalar s) {
    const uint32_t u = static_cast<uint32_t>(value);
    const uint32_t v = s == Scalar::Int && static_cast<int32_t>(u) < 0 ? ~u : u;
    return {int_bits(v == 0 ? -1 : 31 - std::countl_zero(v))};
}

// offset and bits are int scalars shared by every component; a field outside 32 bits leaves every component
// undefined (why 1).
ComponentResult bitfieldExtract_component(uint64_t value, uint64_t offset_bits, uint64_t bits_bits, Scalar s, Scalar,
                                          Scalar) {
    const int32_t offset = static_cast<int32_t>(offset_bits), bits = static_cast<int32_t>(bits_bits);
    if (!field_ok(offset, bits)) return {0, 1};
    if (bits == 0) return {};  // "If bits is zero, the result will be zero."
    uint32_t field = (static_cast<uint32_t>(value) & field_mask(offset, bits)) >> offset;
    // Signed: copy bit offset + bits - 1 into every bit above the field.
    // (by a mask: the field's top bit is random in a sweep, and a branch on it is mispredicted half the time)
    if (s == Scalar::Int && bits < 32) field |= (~0u << bits) & (0u - (field >> (bits - 1) & 1u));
    return {field};
}

// Undefined (why 1) for a field outside 32 bits, where the reference shows base as it is.
ComponentResult bitfieldInsert_component(uint64_t base_bits, uint64_t insert_bits, uint64_t offset_bits,
                                         uint64_t bits_bits, Scalar, Scalar, Scalar, Scalar) {
    const int32_t offset = static_cast<int32_t>(offset_bits), bits = static_cast<int32_t>(bits_bits);
    const uint32_t base = static_cast<uint32_t>(base_bits), insert = static_cast<uint32_t>(insert_bits);
    if (!field_ok(offset, bits)) return {base, 1};
    const uint32_t mask = field_mask(offset, bits);
    // offset may be 32 with bits 0, an empty field: no shift by 32 (undefined in C++), nothing inserted.
    return {(base & ~mask) | (bits == 0 ? 0u : (insert << offset) & mask)};
}

template <class C>
void bitfieldReverse_lane(const Value* in, int i, C& c) {
    c.reference().bits[i] = bitfieldReverse_component(in[0].bits[i], in[0].type.scalar).bits;
}

template <class C>
void bitCount_lane(const Value* in, int i, C& c) {
    c.reference().bits[i] = bitCount_component(in[0].bits[i], in[0].type.scalar).bits;
}

template <class C>
void findLSB_lane(const Value* in, int i, C& c) {
    c.reference().bits[i] = findLSB_component(in[0].bits[i], in[0].type.scalar).bits;
}

template <class C>
void findMSB_lane(const Value* in, int i, C& c) {
    c.reference().bits[i] = findMSB_component(in[0].bits[i], in[0].type.scalar).bits;
}

Type ints(const Value* in) { return in[0].type.with_scalar(Scalar::Int); }

template <class C>
void bitfieldExtract_lane(const Value* in, int i, C& c) {
    const ComponentResult r = bitfieldExtract_component(in[0].bits[i], in[1].bits[0], in[2].bits[0],
                                                        in[0].type.scalar, in[1].type.scalar, in[2].type.scalar);
    if (r.why) return c.set_undefined(i, kFieldWhy);
    c.reference().bits[i] = r.bits;
}

template <class C>
void bitfieldInsert_lane(const Value* in, int i, C& c) {
    const ComponentResult r =
        bitfieldInsert_component(in[0].bits[i], in[1].bits[i], in[2].bits[0], in[3].bits[0], in[0].type.scalar,
                                 in[1].type.scalar, in[2].type.scalar, in[3].type.scalar);
    c.reference().bits[i] = r.bits;
    if (r.why) c.set_undefined(i, kFieldWhy);
}

}  // namespace

IL_DEFINE_COMPONENT_CHOICES(bitfieldExtract, 3, nullptr, "bits [offset, offset + bits - 1] of value", kExtractWhy)
IL_DEFINE_COMPONENT_CHOICES(bitfieldInsert, 4, nullptr, "base with the field from insert", kInsertWhy)
IL_DEFINE_COMPONENT_CHOICES(bitfieldReverse, 1, nullptr, "the bits of value reversed", kReverseWhy)
IL_DEFINE_COMPONENT_CHOICES(bitCount, 1, ints, "the number of one bits", kBitCountWhy)
IL_DEFINE_COMPONENT_CHOICES(findLSB, 1, ints, "the least significant one bit", kFindLsbWhy)
IL_DEFINE_COMPONENT_CHOICES(findMSB, 1, ints, "the most significant bit that differs from the sign", kFindMsbWhy)

}  // namespace il::ref
