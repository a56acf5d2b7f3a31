// GLSL 4.50 §8.11 Atomic Memory Functions. The catalog's shader gives every invocation a buffer member of its own
// for mem, so no other invocation touches it and each call's arithmetic is deterministic: the returned original
// value and the new contents are exact. Addition wraps as every 32-bit integer addition does (§4.1.3); min and
// max compare as signed for int and unsigned for uint.
#include "reference/atomic.h"

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

}  // namespace

void atomicAdd(const Value* in, Expected* out) {
    atomic(in, out, kAddWhy, [](uint32_t m, const Value* v, bool) { return m + v[1].u(0); });
}

void atomicMin(const Value* in, Expected* out) {
    atomic(in, out, kMinWhy, [](uint32_t m, const Value* v, bool is_signed) {
        const uint32_t d = v[1].u(0);
        const bool below = is_signed ? static_cast<int32_t>(d) < static_cast<int32_t>(m) : d < m;
        return below ? d : m;
    });
}

void atomicMax(const Value* in, Expected* out) {
    atomic(in, out, kMaxWhy, [](uint32_t m, const Value* v, bool is_signed) {
        const uint32_t d = v[1].u(0);
        const bool above = is_signed ? static_cast<int32_t>(d) > static_cast<int32_t>(m) : d > m;
        return above ? d : m;
    });
}

void atomicAnd(const Value* in, Expected* out) {
    atomic(in, out, kAndWhy, [](uint32_t m, const Value* v, bool) { return m & v[1].u(0); });
}

void atomicOr(const Value* in, Expected* out) {
    atomic(in, out, kOrWhy, [](uint32_t m, const Value* v, bool) { return m | v[1].u(0); });
}

void atomicXor(const Value* in, Expected* out) {
    atomic(in, out, kXorWhy, [](uint32_t m, const Value* v, bool) { return m ^ v[1].u(0); });
}

void atomicExchange(const Value* in, Expected* out) {
    atomic(in, out, kExchangeWhy, [](uint32_t, const Value* v, bool) { return v[1].u(0); });
}

void atomicCompSwap(const Value* in, Expected* out) {
    atomic(in, out, kCompSwapWhy, [](uint32_t m, const Value* v, bool) { return m == v[1].u(0) ? v[2].u(0) : m; });
}

}  // namespace il::ref
