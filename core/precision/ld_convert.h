// Long doubles rounded to floats and doubles without the x87 conversions that overflow or give a denormal, and the
// float and double tests of a long double without them.
//
// On some processors (the Intel hosts of the H100 and H200 machines measured) an x87 step that overflows, gives a
// denormal, compares a NaN in order or takes an infinity or a NaN as an operand is finished by microcode: 150-570 ns
// against 1-3 ns, where an AMD processor measured takes 1 ns either way. Random draws over the whole exponent range
// meet those ends in a few percent of their components, and each past the bulk judge's screens pays for it in several
// such steps. Here the ends are decided on the bits (a power-of-2 scaling and an integer rounding, which are exact),
// and the hardware conversion is left the normal range, where it is as fast as any step.
// tests/precision/ld_convert_test.cpp holds each to the hardware's own conversion over every range.
#pragma once
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "value/float_format.h"

namespace il::ldc {

template <typename F>
struct Range {
    using Bits = std::conditional_t<sizeof(F) == 4, uint32_t, uint64_t>;
    static constexpr long double kMax = std::numeric_limits<F>::max();
    static constexpr long double kMinNormal = std::numeric_limits<F>::min();
    // Half a ULP above the largest finite value: from there IEEE rounding to nearest gives infinity (a tie goes to
    // the even side, which is infinity's).
    static constexpr long double kOverflow = sizeof(F) == 4 ? 0x1.ffffffp127L : 0x1.fffffffffffff8p1023L;
    // The least denormal (2^-149, 2^-1074) and its inverse: every value below kMinNormal is an integer multiple of it
    // below 2^23 (2^52), which is the bits of its denormal (and 2^23 (2^52) those of kMinNormal).
    static constexpr long double kUnit = sizeof(F) == 4 ? 0x1p-149L : 0x1p-1074L;
    static constexpr long double kScale = sizeof(F) == 4 ? 0x1p149L : 0x1p1074L;
    static constexpr Bits kSign = Bits{1} << (sizeof(F) * 8 - 1);
    static constexpr Bits kInfBits = std::bit_cast<Bits>(std::numeric_limits<F>::infinity());
};

// The bits of x rounded to nearest (ties to even) as an F: the bits of static_cast<F>(x) for every x but a NaN,
// for which the quiet NaN's.
template <typename F>
typename Range<F>::Bits nearest_bits(long double x) {
    using R = Range<F>;
    using Bits = typename R::Bits;
    if (std::isnan(x)) return std::bit_cast<Bits>(std::numeric_limits<F>::quiet_NaN());
    const long double a = std::fabs(x);
    const Bits sign = std::signbit(x) ? R::kSign : 0;
    if (a >= R::kOverflow) return sign | R::kInfBits;
    // A denormal or zero result: a · 2^149 (2^1074) is exact and below 2^23 (2^52); rintl rounds it to an integer
    // with ties to even (the default rounding), which is the result's bits below the sign.
    if (a < R::kMinNormal) return sign | static_cast<Bits>(std::rint(a * R::kScale));
    return std::bit_cast<Bits>(static_cast<F>(x));
}

// The greatest F at most x, as a long double, for a finite x: past the largest finite value that is the largest
// finite value, below its negative minus infinity; between the denormals, the multiple of the least denormal below x
// (a zero keeps its sign).
template <typename F>
[[gnu::always_inline]] inline long double floor_value(long double x) {
    using R = Range<F>;
    if (x >= R::kMax) return R::kMax;
    if (x < -R::kMax) return -std::numeric_limits<long double>::infinity();
    if (std::fabs(x) < R::kMinNormal) {
        if (x == 0) return x;
        const long double m = x * R::kScale;  // exact, below 2^52 in size
        long double t = static_cast<long double>(static_cast<int64_t>(m));  // toward zero
        if (t > m) t -= 1;
        return t * R::kUnit;  // exact: a long double's exponent reaches far below
    }
    F f = static_cast<F>(x);
    if (f > x) f = next_toward(f, false);
    return f;
}

// Whether x is exactly an F (an infinity is; a NaN is not).
template <typename F>
bool is_exactly(long double x) {
    using R = Range<F>;
    if (std::isnan(x)) return false;
    const long double a = std::fabs(x);
    if (std::isinf(a)) return true;
    if (a > R::kMax) return false;
    if (a < R::kMinNormal) {
        const long double m = a * R::kScale;  // exact, below 2^52
        return static_cast<long double>(static_cast<int64_t>(m)) == m;
    }
    return static_cast<long double>(static_cast<F>(x)) == x;
}

}  // namespace il::ldc
