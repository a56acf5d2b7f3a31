// Bit-level difference between two values: XOR per component and ULP distance.
#pragma once
#include <cstdint>
#include <optional>

#include "value/value.h"

namespace il {

inline uint64_t xor_bits(const Value& a, const Value& b, int i) { return a.bits[i] ^ b.bits[i]; }

// Distance in units in the last place between two float/double components (0 for +0 vs -0,
// counted across zero otherwise); for integers, the absolute difference of the values.
// nullopt when either side is NaN.
std::optional<uint64_t> ulp_distance(const Value& a, const Value& b, int i);
// The same for two float (width 32) or double (width 64) bit patterns, neither a NaN.
uint64_t float_ulp_distance(uint64_t a, uint64_t b, int width);

bool is_nan(const Value& v, int i);
bool is_denormal(const Value& v, int i);
bool is_zero(const Value& v, int i);  // +0.0 or -0.0 (floats); 0 (integers)

}  // namespace il
