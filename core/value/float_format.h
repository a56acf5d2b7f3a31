// The facts of each binary floating-point format the tool handles, in one place: IEEE 754 binary16, binary32 and
// binary64 as a shader stores them (GLSL 4.50 §4.7.1: "Single-precision floating-point variables ... are encoded
// according to the IEEE 754 specification for single-precision floating-point values", and the same for doubles),
// and the host's long double, in which the references compute. Code that needs a width, an exponent range, a
// classification of bits, a power of 2 or a neighbour asks here instead of writing the numbers again.
#pragma once
#include <algorithm>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace il {

// One IEEE 754 binary format by its sizes. Bit patterns are held in the low `width` bits of a uint64_t.
struct FloatFormat {
    int width;   // bits in all
    int digits;  // significand bits, the implicit one included (p)
    int emin;    // the least normal exponent
    int emax;    // the largest finite exponent

    constexpr int fraction_bits() const { return digits - 1; }
    constexpr int exponent_bits() const { return width - digits; }
    constexpr int bias() const { return emax; }
    constexpr uint64_t sign_mask() const { return uint64_t{1} << (width - 1); }
    constexpr uint64_t fraction_mask() const { return (uint64_t{1} << fraction_bits()) - 1; }
    constexpr uint64_t exponent_mask() const { return (sign_mask() - 1) & ~fraction_mask(); }
    constexpr uint64_t magnitude_mask() const { return sign_mask() - 1; }

    constexpr bool is_nan(uint64_t bits) const { return (bits & magnitude_mask()) > exponent_mask(); }
    constexpr bool is_finite(uint64_t bits) const { return (bits & exponent_mask()) != exponent_mask(); }
    constexpr bool is_denormal(uint64_t bits) const {
        return (bits & exponent_mask()) == 0 && (bits & fraction_mask()) != 0;
    }
    constexpr bool is_zero(uint64_t bits) const { return (bits & magnitude_mask()) == 0; }
    // The encoding `steps` representable values above (below, for negative steps) a non-NaN one, saturating at ±Inf:
    // the values in order on a line where neighbours differ by one and +0 and -0 are one point, as
    // float_ulp_distance counts them.
    constexpr uint64_t step(uint64_t bits, int64_t steps) const {
        const int64_t inf = static_cast<int64_t>(exponent_mask());
        const int64_t m = static_cast<int64_t>(bits & magnitude_mask());
        const int64_t o = std::clamp((bits & sign_mask() ? -m : m) + steps, -inf, inf);
        return o < 0 ? sign_mask() | static_cast<uint64_t>(-o) : static_cast<uint64_t>(o);
    }

    // The least normal magnitude 2^emin, the least denormal 2^(emin - p + 1) and the largest finite value, exactly.
    long double min_normal() const { return std::ldexp(1.0L, emin); }
    long double min_denormal() const { return std::ldexp(1.0L, emin - fraction_bits()); }
    long double max_finite() const { return std::ldexp(2.0L - std::ldexp(1.0L, -fraction_bits()), emax); }
};

inline constexpr FloatFormat kHalfFormat{16, 11, -14, 15};
inline constexpr FloatFormat kFloatFormat{32, 24, -126, 127};
inline constexpr FloatFormat kDoubleFormat{64, 53, -1022, 1023};

// The format of a half (16), float (32) or double (64) component; any other width is taken as 32.
constexpr const FloatFormat& format_of_width(int width) {
    return width == 64 ? kDoubleFormat : width == 16 ? kHalfFormat : kFloatFormat;
}

static_assert(kFloatFormat.exponent_mask() == 0x7f800000u && kFloatFormat.fraction_mask() == 0x007fffffu);
static_assert(kDoubleFormat.exponent_mask() == 0x7ff0000000000000u);
static_assert(kHalfFormat.exponent_mask() == 0x7c00u && kHalfFormat.fraction_mask() == 0x03ffu);
static_assert(std::numeric_limits<float>::digits == kFloatFormat.digits &&
              std::numeric_limits<float>::min_exponent - 1 == kFloatFormat.emin &&
              std::numeric_limits<double>::digits == kDoubleFormat.digits &&
              std::numeric_limits<double>::min_exponent - 1 == kDoubleFormat.emin);

// The host's long double as bits, where it is the x87 80-bit extended format (x86-64 Linux): a 64-bit significand
// with an explicit integer bit, then 15 exponent bits (bias 16383) and the sign. On other hosts the functions below
// fall back to the library.
inline constexpr bool kX87LongDouble = LDBL_MANT_DIG == 64 && LDBL_MAX_EXP == 16384;

namespace ld_bits {

struct Parts {
    uint64_t m;   // significand, integer bit at bit 63
    uint16_t se;  // sign (bit 15) and biased exponent
};
inline Parts parts(long double x) {
    Parts p{};
    std::memcpy(&p.m, &x, 8);
    std::memcpy(&p.se, reinterpret_cast<const char*>(&x) + 8, 2);
    return p;
}
inline long double make(uint64_t m, uint16_t se) {
    long double x = 0;  // zeroes the padding bytes too
    std::memcpy(&x, &m, 8);
    std::memcpy(reinterpret_cast<char*>(&x) + 8, &se, 2);
    return x;
}
constexpr uint64_t kIntegerBit = uint64_t{1} << 63;

// The next long double above a positive finite x (the largest finite value goes to +Inf).
inline long double up_from_positive(long double x) {
    Parts p = parts(x);
    if (++p.m == 0) {  // past the binade's last significand: the next binade's first (or +Inf)
        p.m = kIntegerBit;
        ++p.se;
    } else if (p.se == 0 && p.m == kIntegerBit) {  // past the largest denormal: the least normal
        p.se = 1;
    }
    return make(p.m, p.se);
}

// The next long double below a positive x (+Inf goes to the largest finite value; the least denormal to +0).
inline long double down_from_positive(long double x) {
    Parts p = parts(x);
    if (p.m == kIntegerBit && p.se > 1) {  // a power of 2: the binade below's last significand (+Inf is one too)
        p.m = ~uint64_t{0};
        --p.se;
    } else if (p.m == kIntegerBit && p.se == 1) {  // the least normal: the largest denormal
        p.m = kIntegerBit - 1;
        p.se = 0;
    } else {
        --p.m;
    }
    return make(p.m, p.se);
}

}  // namespace ld_bits

// std::nextafter(x, +Inf) and std::nextafter(x, -Inf) for long doubles, without glibc's nextafterl (a call that
// took a large share of an interval step's time).
inline long double next_up(long double x) {
    if constexpr (!kX87LongDouble) {
        return std::nextafter(x, std::numeric_limits<long double>::infinity());
    } else {
        if (!(x < std::numeric_limits<long double>::infinity())) return x;  // NaN, +Inf
        if (x == 0) return std::numeric_limits<long double>::denorm_min();
        return x > 0 ? ld_bits::up_from_positive(x) : -ld_bits::down_from_positive(-x);
    }
}
inline long double next_down(long double x) { return -next_up(-x); }

// std::nextafter(x, +Inf) (`up`) or std::nextafter(x, -Inf) for a float or double x that is not NaN, on its bits:
// no libm call (a screen's or an interval step's rounding asks for one per component). The zeros step to the least
// denormal of the direction's sign, an infinity toward the other side to the largest finite value of its sign.
template <typename F>
inline F next_toward(F x, bool up) {
    static_assert(std::is_same_v<F, float> || std::is_same_v<F, double>);
    using U = std::conditional_t<sizeof(F) == 4, uint32_t, uint64_t>;
    if (x == 0) return up ? std::numeric_limits<F>::denorm_min() : -std::numeric_limits<F>::denorm_min();
    if (std::isinf(x) && (x > 0) == up) return x;
    const U b = std::bit_cast<U>(x);
    return std::bit_cast<F>(static_cast<U>((x > 0) == up ? b + 1 : b - 1));
}

// k calls of next_down and of next_up from x (*below, *above) in one step each, for a normal x whose k-th
// neighbours are normal and finite (k < 2^62): a step count that crosses a power of 2 goes on in the next binade
// with its own ULP, as the calls would. False, and nothing written, elsewhere (and where long double is not the
// x87 format).
inline bool next_down_up_by(long double x, uint64_t k, long double* below, long double* above) {
    if constexpr (kX87LongDouble) {
        using namespace ld_bits;
        const Parts p = parts(x);
        const int biased = p.se & 0x7fff;
        const uint16_t sign = p.se & 0x8000;
        if (biased == 0 || biased == 0x7fff || k >= uint64_t{1} << 62) return false;
        // |x| moved k steps toward zero and away from it.
        const uint64_t to_edge_below = p.m - kIntegerBit, to_edge_above = ~uint64_t{0} - p.m;
        if (k > to_edge_below && biased == 1) return false;       // into the denormals
        if (k > to_edge_above && biased == 0x7ffe) return false;  // past the largest finite value
        const long double smaller =
            k <= to_edge_below ? make(p.m - k, p.se)
                               : make(~uint64_t{0} - (k - to_edge_below - 1), static_cast<uint16_t>(sign | (biased - 1)));
        const long double larger =
            k <= to_edge_above ? make(p.m + k, p.se)
                               : make(kIntegerBit + (k - to_edge_above - 1), static_cast<uint16_t>(sign | (biased + 1)));
        *below = sign ? larger : smaller;
        *above = sign ? smaller : larger;
        return true;
    } else {
        (void)x, (void)k, (void)below, (void)above;
        return false;
    }
}

// The exponent e of a finite nonzero x, 2^e <= |x| < 2^(e+1) (std::ilogb), and 2^e (std::ldexp(1, e)), exactly.
inline int exponent_of(long double x) {
    if constexpr (kX87LongDouble) {
        const ld_bits::Parts p = ld_bits::parts(x);
        const int biased = p.se & 0x7fff;
        if (biased != 0 && biased != 0x7fff) return biased - 16383;
    }
    return std::ilogb(x);
}
inline long double pow2_ld(int e) {
    if constexpr (kX87LongDouble)
        if (e >= -16382 && e <= 16383) return ld_bits::make(ld_bits::kIntegerBit, static_cast<uint16_t>(e + 16383));
    return std::ldexp(1.0L, e);
}
inline int exponent_of(double x) {
    uint64_t b;
    std::memcpy(&b, &x, 8);
    const int biased = static_cast<int>(b >> 52 & 0x7ff);
    return biased != 0 && biased != 0x7ff ? biased - 1023 : std::ilogb(x);
}
inline double pow2_d(int e) {
    if (e < -1022 || e > 1023) return std::ldexp(1.0, e);
    const uint64_t b = static_cast<uint64_t>(e + 1023) << 52;
    double x;
    std::memcpy(&x, &b, 8);
    return x;
}
template <typename T>
T pow2(int e) {
    if constexpr (sizeof(T) == sizeof(double) && std::numeric_limits<T>::digits == 53) return pow2_d(e);
    else return pow2_ld(e);
}

}  // namespace il
