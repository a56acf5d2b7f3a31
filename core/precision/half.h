// Judging half-precision results (float16_t, f16vec2-4 of GL_AMD_gpu_shader_half_float and GL_NV_gpu_shader5) in
// their own format, IEEE 754 binary16: GL_NV_gpu_shader5 §4.1.4 stores a float16_t "using the 16-bit floating-point
// representation described in the OpenGL Specification", and GL_AMD_gpu_shader_half_float §4.7.1 names its section,
// "2.3.3.2 16-Bit Floating-Point Numbers" (1 sign, 5 exponent, 10 fraction bits, bias 15, denormals, ±Inf, NaN). GL_AMD_gpu_shader_half_float's §4.7.1 says
// "The following rules apply to all floating operations, including single-, double- and half-precision
// operations", so a correctly rounded operation is correctly rounded in half, and a bound of k ULP counts half ULPs
// (Harrison's, as every bound of the tool: ulp_of with 11 significand bits, least normal exponent -14).
// GL_NV_gpu_shader5 says nothing of half precision (docs/spec-notes.md). A half travels through the buffers as the
// low or high 16 bits of a uint (packFloat2x16), so its bits are held here as uint16_t.
#pragma once
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "precision/interval.h"
#include "value/float_format.h"

namespace il::half {

inline constexpr uint16_t kSign = 0x8000, kInf = 0x7C00, kQuietNaN = 0x7E00, kMaxFinite = 0x7BFF, kOne = 0x3C00;

inline bool is_nan(uint16_t h) { return kHalfFormat.is_nan(h); }
inline bool is_denormal(uint16_t h) { return kHalfFormat.is_denormal(h); }
inline bool is_zero(uint16_t h) { return kHalfFormat.is_zero(h); }

// The value the bits encode, exactly (every half is a long double); NaN for a NaN encoding.
inline long double value(uint16_t h) {
    const long double s = h & kSign ? -1.0L : 1.0L;
    const int e = h >> 10 & 0x1F, f = h & 0x3FF;
    if (e == 0x1F) return f ? std::numeric_limits<long double>::quiet_NaN() : s * HUGE_VALL;
    // Scaling by a power of 2 is exact; a multiplication costs a fraction of std::ldexp's call.
    if (e == 0) return s * (static_cast<long double>(f) * 0x1p-24L);  // 0 and the denormals, f * 2^-24
    return s * (static_cast<long double>(1024 + f) * pow2_ld(e - 25));
}

// The bits of the half n * 2^(e - 10), for an integer 0 <= n <= 2048 and e >= -14 the exponent of the binade
// n was scaled in (n < 1024 only at e = -14: a denormal). One formula covers the denormals, a carry into the next
// binade (n = 2048) and the step past 65504 to +Inf: the biased exponent field is e + 15 and n's leading one, when
// present, adds 1 to it.
inline uint16_t encode_scaled(long double n, int e) {
    return static_cast<uint16_t>(((e + 15) << 10) + static_cast<int>(n) - 1024);
}

// A real x (finite, nonzero magnitude a) as n * 2^(e - 10) with e the exponent of its binade, at least -14.
inline long double scale(long double a, int* e) {
    *e = std::max(exponent_of(a), kHalfFormat.emin);
    return a * pow2_ld(10 - *e);  // exact: a's exponent stays far inside long double's range
}

// The two halves around a real x and which one rounding to nearest (ties to even) gives: `nearest`; `other` is the
// neighbour on the other side (equal to nearest when x is a half). Past the largest finite half the neighbour
// above is ±Inf, and x rounds to ±Inf from the midpoint 65520 on (IEEE 754's overflow under round to nearest).
struct Neighbours {
    uint16_t nearest = 0, other = 0;
    bool exact = true;
};

inline Neighbours neighbours(long double x) {
    Neighbours r;
    if (std::isnan(x)) {
        r.nearest = r.other = kQuietNaN;
        return r;
    }
    const uint16_t sign = std::signbit(x) ? kSign : 0;
    const long double a = std::fabs(x);
    if (a == 0 || std::isinf(a)) {
        r.nearest = r.other = static_cast<uint16_t>(sign | (a == 0 ? 0 : kInf));
        return r;
    }
    if (a > kHalfFormat.max_finite()) {  // between 65504 and Inf (or beyond): 65504 below, Inf above
        r.nearest = static_cast<uint16_t>(sign | (a >= 65520.0L ? kInf : kMaxFinite));
        r.other = static_cast<uint16_t>(sign | (a >= 65520.0L ? kMaxFinite : kInf));
        r.exact = false;
        return r;
    }
    int e = 0;
    // n is in [0, 2048]: truncating it to an integer is its floor.
    const long double n = scale(a, &e), lo = static_cast<long double>(static_cast<int>(n)), hi = lo + 1;
    if (lo == n) {
        r.nearest = r.other = static_cast<uint16_t>(sign | encode_scaled(n, e));
        return r;
    }
    const long double rest = n - lo;
    const bool up = rest > 0.5L || (rest == 0.5L && (static_cast<int>(lo) & 1) != 0);  // ties to the even n
    r.nearest = static_cast<uint16_t>(sign | encode_scaled(up ? hi : lo, e));
    r.other = static_cast<uint16_t>(sign | encode_scaled(up ? lo : hi, e));
    r.exact = false;
    return r;
}

inline uint16_t round_nearest_even(long double x) { return neighbours(x).nearest; }

// value() and round_nearest_even() for doubles (to_double, from_double), on the bits, without long double steps (a
// screen converts three halves per component: tests/precision/half_test.cpp holds both to the long double forms). A
// half is exactly a double; the half nearest a double x comes from x scaled by a power of 2 into [1024, 2048) in its
// binade (or [0, 1024] at the denormals, whose binade is 2^-14's), exactly, and rounded to an integer with ties to even
// by adding and removing 2^52 (the default rounding mode), then encode_scaled's one formula.
inline double to_double(uint16_t h) {
    const uint64_t sign = uint64_t{static_cast<uint16_t>(h & kSign)} << 48;
    const int e = h >> 10 & 0x1F;
    const uint64_t f = h & 0x3FF;
    if (e == 0x1F) return f ? std::numeric_limits<double>::quiet_NaN() : sign ? -HUGE_VAL : HUGE_VAL;
    if (e == 0) return sign ? -(static_cast<double>(f) * 0x1p-24) : static_cast<double>(f) * 0x1p-24;
    return std::bit_cast<double>(sign | uint64_t(e - 15 + 1023) << 52 | f << 42);
}

inline uint16_t from_double(double x) {
    if (std::isnan(x)) return kQuietNaN;
    const uint16_t sign = std::signbit(x) ? kSign : 0;
    const double a = std::fabs(x);
    if (a >= 65520.0) return static_cast<uint16_t>(sign | kInf);
    const int e = a < 0x1p-14 ? -14 : static_cast<int>(std::bit_cast<uint64_t>(a) >> 52) - 1023;
    const double m = a * std::bit_cast<double>(uint64_t(1023 + 10 - e) << 52);  // exact: a power of 2, m < 2048
    const double n = (m + 0x1p52) - 0x1p52;  // the addition rounds m to an integer, ties to even
    return static_cast<uint16_t>(sign | encode_scaled(n, e));
}

// One ULP of a real x in half, as every bound of the tool counts it (ulp_of, precision/interval.h): 2^-24 at the
// denormals, 2^(e-10) in the binade of 2^e, the finer gap below at a power of 2.
inline long double ulp(long double x) { return ulp_of(x, kHalfFormat.digits, kHalfFormat.emin); }

// The distance of the half h from the exact value, in ULPs of the exact value (infinite for a NaN or an infinity
// against a finite value).
inline long double ulp_distance(uint16_t h, long double exact) {
    const long double v = value(h);
    if (std::isnan(v) || std::isnan(exact)) return HUGE_VALL;
    if (std::isinf(v) || std::isinf(exact)) return v == exact ? 0 : HUGE_VALL;
    return std::fabs(v - exact) / ulp(exact);
}

// The halves within k ULP of a finite exact value, as a closed range of values [lo, hi] (rounded inward: the least
// and greatest halves inside the distance, as interval.h rounds a bounded step).
struct Range {
    uint16_t lo = 0, hi = 0;
};

// The least half >= x (x finite, |x| <= 65504) and the greatest half <= x.
inline uint16_t ceil_half(long double x) {
    const Neighbours n = neighbours(x);
    if (n.exact) return n.nearest;
    return value(n.nearest) > x ? n.nearest : n.other;
}
inline uint16_t floor_half(long double x) {
    const Neighbours n = neighbours(x);
    if (n.exact) return n.nearest;
    return value(n.nearest) < x ? n.nearest : n.other;
}

inline Range within_ulps(long double exact, long double k) {
    const long double u = k * ulp(exact);
    const long double m = kHalfFormat.max_finite();
    return {ceil_half(std::clamp(exact - u, -m, m)), floor_half(std::clamp(exact + u, -m, m))};
}

// The special values a half generator starts from: each zero, the least and the greatest denormal, the least
// normal, 1 and its neighbours 1 - 2^-11 and 1 + 2^-10, the largest finite value 65504, the infinities and a quiet
// NaN, each with both signs where it has one.
inline constexpr std::array<uint16_t, 18> kSpecials{
    0x0000, 0x8000,  // ±0
    0x0001, 0x8001,  // ±2^-24, the least denormal
    0x03FF, 0x83FF,  // ±(2^-14 - 2^-24), the greatest denormal
    0x0400, 0x8400,  // ±2^-14, the least normal
    0x3C00, 0xBC00,  // ±1
    0x3BFF, 0x3C01,  // 1 - 2^-11, 1 + 2^-10
    0x7BFF, 0xFBFF,  // ±65504
    0x7C00, 0xFC00,  // ±Inf
    0x7E00, 0xFE00,  // quiet NaNs
};

}  // namespace il::half
