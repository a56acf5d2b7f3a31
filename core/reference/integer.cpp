// CPU references for GLSL 4.50 §8.8 Integer Functions: 64-bit arithmetic, then the low 32 bits.
#include "reference/integer.h"

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

}  // namespace il::ref
