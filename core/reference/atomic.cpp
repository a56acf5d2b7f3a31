// GLSL 4.50 §8.11 Atomic Memory Functions. The catalog's shader gives every invocation a buffer member of its own
// for mem, so no other invocation touches it and each call's arithmetic is deterministic: the returned original
// value and the new contents are exact. Addition wraps as every 32-bit integer addition does (§4.1.3); min and
// max compare as signed for int and unsigned for uint.
#include "reference/atomic.h"

#include "reference/choices.h"

namespace il::ref {
namespace {

constexpr const char* kReturnWhy =
    "GLSL 4.50 §8.11: All of the atomic memory operations read a value from memory, compute a new value using one "
    "of the operations described below, write the new value to memory, and return the original value read";
constexpr const char* kAddWhy =
    "GLSL 4.50 §8.11 atomicAdd: Computes a new value by adding the value of data to the contents mem; §4.1.3: "
    "Addition ... resulting in overflow ... will result in the low-order 32 bits of the correct result";
constexpr const char* kMinWhy =
    "GLSL 4.50 §8.11 atomicMin: Computes a new value by taking the minimum of the value of data and the contents of "
    "mem (signed for int, unsigned for uint)";
constexpr const char* kMaxWhy =
    "GLSL 4.50 §8.11 atomicMax: Computes a new value by taking the maximum of the value of data and the contents of "
    "mem (signed for int, unsigned for uint)";
constexpr const char* kAndWhy =
    "GLSL 4.50 §8.11 atomicAnd: Computes a new value by performing a bit-wise AND of the value of data and the "
    "contents of mem";
constexpr const char* kOrWhy =
    "GLSL 4.50 §8.11 atomicOr: Computes a new value by performing a bit-wise OR of the value of data and the "
    "contents of mem";
constexpr const char* kXorWhy =
    "GLSL 4.50 §8.11 atomicXor: Computes a new value by performing a bit-wise EXCLUSIVE OR of the value of data and "
    "the contents of mem";
constexpr const char* kExchangeWhy =
    "GLSL 4.50 §8.11 atomicExchange: Computes a new value by simply copying the value of data";
constexpr const char* kCompSwapWhy =
    "GLSL 4.50 §8.11 atomicCompSwap: Compares the value of compare and the contents of mem. If the values are equal, "
    "the new value is given by data; otherwise, it is taken from the original contents of mem";

// The one int or uint component of mem and data, and whether they compare as signed.
template <class Op>
void atomic(const Value* in, Expected* out, const char* why, Op op) {
    const Value& mem = in[0];
    Value after = make_value(mem.type);
    after.set_u(0, op(mem.u(0), in, mem.type.scalar == Scalar::Int));
    out[0].reference = mem;
    out[0].rule = exact_rule(kReturnWhy);
    out[1].reference = after;
    out[1].rule = exact_rule(why);
}

// Each operation's new contents of mem from its original contents m and the inputs (data in[1], atomicCompSwap's
// compare in[1] and data in[2]).
uint32_t add_op(uint32_t m, const Value* v, bool) { return m + v[1].u(0); }
uint32_t min_op(uint32_t m, const Value* v, bool is_signed) {
    const uint32_t d = v[1].u(0);
    const bool below = is_signed ? static_cast<int32_t>(d) < static_cast<int32_t>(m) : d < m;
    return below ? d : m;
}
uint32_t max_op(uint32_t m, const Value* v, bool is_signed) {
    const uint32_t d = v[1].u(0);
    const bool above = is_signed ? static_cast<int32_t>(d) > static_cast<int32_t>(m) : d > m;
    return above ? d : m;
}
uint32_t and_op(uint32_t m, const Value* v, bool) { return m & v[1].u(0); }
uint32_t or_op(uint32_t m, const Value* v, bool) { return m | v[1].u(0); }
uint32_t xor_op(uint32_t m, const Value* v, bool) { return m ^ v[1].u(0); }
uint32_t exchange_op(uint32_t, const Value* v, bool) { return v[1].u(0); }
uint32_t comp_swap_op(uint32_t m, const Value* v, bool) { return m == v[1].u(0) ? v[2].u(0) : m; }

// The new contents lane by lane, for the bulk judge, by `Op` (the original contents: original_lane, atomic.h).
template <uint32_t (*Op)(uint32_t, const Value*, bool), class C>
void after_lane(const Value* in, int i, C& c) {
    c.reference().set_u(i, Op(in[0].u(0), in, in[0].type.scalar == Scalar::Int));
}

}  // namespace

// The reference (the two exact rules) and its definition, the original contents then the new ones, from `op`.
#define IL_DEFINE_ATOMIC(name, arity, op, why)                                                           \
    void name(const Value* in, Expected* out) { atomic(in, out, why, op); }                           \
    namespace {                                                                                       \
    template <class C>                                                                                \
    void name##_after_lane(const Value* in, int i, C& c) {                                            \
        after_lane<op>(in, i, c);                                                                     \
    }                                                                                                 \
    }                                                                                                 \
    const ChoiceLanes name##_after{arity, nullptr, "mem's new contents", why,                         \
                                   IL_CHOICE_LANES(name##_after_lane)};                               \
    const ChoiceLanes name##_choices{arity, nullptr, "mem's original contents", kReturnWhy,           \
                                     IL_CHOICE_LANES(original_lane), name, &name##_after};

IL_DEFINE_ATOMIC(atomicAdd, 2, add_op, kAddWhy)
IL_DEFINE_ATOMIC(atomicMin, 2, min_op, kMinWhy)
IL_DEFINE_ATOMIC(atomicMax, 2, max_op, kMaxWhy)
IL_DEFINE_ATOMIC(atomicAnd, 2, and_op, kAndWhy)
IL_DEFINE_ATOMIC(atomicOr, 2, or_op, kOrWhy)
IL_DEFINE_ATOMIC(atomicXor, 2, xor_op, kXorWhy)
IL_DEFINE_ATOMIC(atomicExchange, 2, exchange_op, kExchangeWhy)
IL_DEFINE_ATOMIC(atomicCompSwap, 3, comp_swap_op, kCompSwapWhy)

}  // namespace il::ref
