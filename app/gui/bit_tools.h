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

// Hex nibble entry on a bit strip: nibble 0 holds bits 3..0. `digit` is 0..15.
inline uint64_t set_nibble(uint64_t bits, int nibble, unsigned digit) {
    const int at = nibble * 4;
    return (bits & ~(uint64_t{0xf} << at)) | (uint64_t{digit & 0xf} << at);
}
// 0..15 for a hex digit character, -1 otherwise.
inline int hex_digit_value(unsigned c) {
    if (c >= '0' && c <= '9') return static_cast<int>(c - '0');
    if (c >= 'a' && c <= 'f') return static_cast<int>(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return static_cast<int>(c - 'A' + 10);
    return -1;
}

// A bit strip's hex entry state (widgets.h, bit_strip).
struct NibbleEntry {
    int cursor = -1;      // the nibble the next digit sets (0: bits 3..0); -1 none yet
    int last_hover = -1;  // the nibble the mouse was over last frame: a move there puts the cursor under it
    bool typed = false;   // set by bit_strip when a digit changed `bits`
    uint64_t bits = 0;    // the bits after the digits typed this frame
};

enum class BitField { Sign, Exponent, Mantissa, Integer };
BitField bit_field(Scalar s, int bit);

}  // namespace il::gui
