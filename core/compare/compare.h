// Bit-level difference between two values: XOR per component and ULP distance.
#pragma once
#include <cmath>
#include <cstdint>
#include <optional>

#include "value/float_format.h"
#include "value/value.h"

namespace il {

inline uint64_t xor_bits(const Value& a, const Value& b, int i) { return a.bits[i] ^ b.bits[i]; }

// Distance in units in the last place between two half, float or double components (0 for +0 vs -0,
// counted across zero otherwise); for integers, the absolute difference of the values.
// nullopt when either side is NaN.
std::optional<uint64_t> ulp_distance(const Value& a, const Value& b, int i);
// The same for two float (width 32) or double (width 64) bit patterns, neither a NaN. Inline and without branches
// on the bits, for the bulk judge's vectorized loops.
inline uint64_t float_ulp_distance(uint64_t a, uint64_t b, int width) {
    // Each pattern onto a line where adjacent floats differ by one (-0 and +0 both at 0): the magnitude, negated
    // for a negative sign. In unsigned arithmetic: two doubles of opposite sign can be more than INT64_MAX steps
    // apart.
    const uint64_t sign = uint64_t{1} << (width - 1);
    const uint64_t ma = a & (sign - 1), mb = b & (sign - 1);
    const uint64_t x = (a & sign) ? 0 - ma : ma, y = (b & sign) ? 0 - mb : mb;
    const bool x_above = static_cast<int64_t>(x) > static_cast<int64_t>(y);
    return x_above ? x - y : y - x;
}

// A float (width 32) or double (width 64) bit pattern that is a NaN; one that is finite (not ±Inf, not NaN); one
// that is denormal. is_nan and is_denormal below say the same of a Value's component.
inline bool nan_bits(uint64_t bits, int width) { return format_of_width(width).is_nan(bits); }
inline bool finite_bits(uint64_t bits, int width) { return format_of_width(width).is_finite(bits); }
// A denormal (subnormal) bit pattern: exponent field 0, fraction not 0.
inline bool denormal_bits(uint64_t bits, int width) { return format_of_width(width).is_denormal(bits); }
// A denormal bit pattern flushed to the zero of its sign (GLSL 4.50 §4.7.1); any other as it is.
inline uint64_t flushed_bits(uint64_t bits, int width) {
    return denormal_bits(bits, width) ? bits & uint64_t{1} << (width - 1) : bits;
}
// A zero of either sign.
inline bool zero_bits(uint64_t bits, int width) { return format_of_width(width).is_zero(bits); }

inline bool is_nan(const Value& v, int i) {
    if (v.type.scalar == Scalar::Float) return std::isnan(v.f(i));
    if (v.type.scalar == Scalar::Double) return std::isnan(v.d(i));
    if (v.type.scalar == Scalar::Half) return kHalfFormat.is_nan(v.bits[i]);
    return false;
}
inline bool is_denormal(const Value& v, int i) {
    if (v.type.scalar == Scalar::Float) return std::fpclassify(v.f(i)) == FP_SUBNORMAL;
    if (v.type.scalar == Scalar::Double) return std::fpclassify(v.d(i)) == FP_SUBNORMAL;
    if (v.type.scalar == Scalar::Half) return kHalfFormat.is_denormal(v.bits[i]);
    return false;
}
bool is_zero(const Value& v, int i);  // +0.0 or -0.0 (floats); 0 (integers)

}  // namespace il
