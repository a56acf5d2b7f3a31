#include "compare/compare.h"

#include <cmath>

namespace il {
namespace {

// Maps float bits onto a line where adjacent floats differ by one (-0 and +0 both at 0).
int64_t ordered(uint64_t bits, int width) {
    uint64_t sign = uint64_t{1} << (width - 1);
    uint64_t mag = bits & (sign - 1);
    return (bits & sign) ? -static_cast<int64_t>(mag) : static_cast<int64_t>(mag);
}

}  // namespace

bool is_nan(const Value& v, int i) {
    if (v.type.scalar == Scalar::Float) return std::isnan(v.f(i));
    if (v.type.scalar == Scalar::Double) return std::isnan(v.d(i));
    return false;
}

bool is_denormal(const Value& v, int i) {
    if (v.type.scalar == Scalar::Float) return std::fpclassify(v.f(i)) == FP_SUBNORMAL;
    if (v.type.scalar == Scalar::Double) return std::fpclassify(v.d(i)) == FP_SUBNORMAL;
    return false;
}

bool is_zero(const Value& v, int i) {
    if (v.type.scalar == Scalar::Float) return v.f(i) == 0.0f;
    if (v.type.scalar == Scalar::Double) return v.d(i) == 0.0;
    return v.bits[i] == 0;
}

uint64_t float_ulp_distance(uint64_t a, uint64_t b, int width) {
    const int64_t x = ordered(a, width), y = ordered(b, width);
    // In unsigned arithmetic: two doubles of opposite sign can be more than INT64_MAX steps apart.
    const uint64_t ux = static_cast<uint64_t>(x), uy = static_cast<uint64_t>(y);
    return x > y ? ux - uy : uy - ux;
}

std::optional<uint64_t> ulp_distance(const Value& a, const Value& b, int i) {
    switch (a.type.scalar) {
        case Scalar::Float:
        case Scalar::Double: {
            if (is_nan(a, i) || is_nan(b, i)) return std::nullopt;
            return float_ulp_distance(a.bits[i], b.bits[i], a.type.component_bits());
        }
        case Scalar::Int: {
            int64_t x = a.i(i), y = b.i(i);
            return static_cast<uint64_t>(x > y ? x - y : y - x);
        }
        case Scalar::Uint:
        case Scalar::Bool: {
            uint64_t x = a.u(i), y = b.u(i);
            return x > y ? x - y : y - x;
        }
    }
    return std::nullopt;
}

}  // namespace il
