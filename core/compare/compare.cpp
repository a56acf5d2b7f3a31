#include "compare/compare.h"

#include <cmath>

namespace il {

bool is_zero(const Value& v, int i) {
    if (v.type.scalar == Scalar::Float) return v.f(i) == 0.0f;
    if (v.type.scalar == Scalar::Double) return v.d(i) == 0.0;
    if (v.type.scalar == Scalar::Half) return kHalfFormat.is_zero(v.bits[i]);
    return v.bits[i] == 0;
}

std::optional<uint64_t> ulp_distance(const Value& a, const Value& b, int i) {
    switch (a.type.scalar) {
        case Scalar::Float:
        case Scalar::Double:
        case Scalar::Half: {
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
        case Scalar::Int64:
        case Scalar::Uint64: {
            // The distance in the type's order: a signed pair compared with the sign bit flipped (exact in uint64).
            const uint64_t flip = a.type.scalar == Scalar::Int64 ? uint64_t{1} << 63 : 0;
            const uint64_t x = a.bits[i] ^ flip, y = b.bits[i] ^ flip;
            return x > y ? x - y : y - x;
        }
    }
    return std::nullopt;
}

}  // namespace il
