// Formatters: decimal/GLSL text, hex, binary, and the IEEE-754 fields of a float component.
#pragma once
#include <string>

#include "value/value.h"

namespace il {

// GLSL text that parse_literal reads back to the same bits: "2147483648u", "-1", "0.5",
// "-0.0", "1.0lf", "floatBits(0x7fc00000)" for non-finite values, "uvec2(1u, 2u)".
std::string component_text(const Value& v, int i);
std::string value_text(const Value& v);

// "0 01111111 00000000000000000000000" for floats (sign exponent mantissa),
// "00000000 00000000 00000000 00000001" for 32-bit integers.
std::string component_binary(const Value& v, int i);

struct FloatFields {
    bool negative = false;
    uint32_t exponent_bits = 0;   // biased
    int exponent = 0;             // unbiased (for denormals: the minimum exponent)
    uint64_t mantissa = 0;        // stored fraction bits
    const char* kind = "normal";  // zero, denormal, normal, infinity, nan
};
FloatFields float_fields(const Value& v, int i);  // float or double component
// e.g. "+ 2^-1 x 1.0000000 (normal)"
std::string float_fields_text(const Value& v, int i);

}  // namespace il
