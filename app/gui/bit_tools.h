// Edits on one component's bits: quick values, ULP steps and single-bit flips (the inputs panel's buttons),
// and the fields a bit strip colours.
#pragma once
#include <cstdint>
#include <vector>

#include "value/type.h"

namespace il::gui {

struct QuickValue {
    const char* label;
    uint64_t bits;
    const char* tip;
};

// Float/double: ±0, ±Inf, NaN, smallest denormal, largest finite; uint: 0, 1, 0x80000000, 0xFFFFFFFF;
// int: 0, 1, -1, INT_MIN, INT_MAX; bool: false, true.
const std::vector<QuickValue>& quick_values(Scalar s);

// The next representable value towards +Inf (`up`) or -Inf; NaN stays. Integers step by one and wrap.
uint64_t ulp_step(Scalar s, uint64_t bits, bool up);

inline uint64_t flip_bit(uint64_t bits, int bit) { return bits ^ (uint64_t{1} << bit); }

enum class BitField { Sign, Exponent, Mantissa, Integer };
BitField bit_field(Scalar s, int bit);

}  // namespace il::gui
