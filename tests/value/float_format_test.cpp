// The format facts against the IEEE 754 encodings worked by hand and against the C library, which computes the same
// quantities by its own code (nextafterl, ilogbl, ldexpl).
#include "value/float_format.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <cfloat>
#include <limits>
#include <random>

namespace il {
namespace {

TEST(FloatFormat, MasksAndLimitsOfEachFormatByHand) {
    EXPECT_EQ(kHalfFormat.exponent_mask(), 0x7c00u);
    EXPECT_EQ(kHalfFormat.sign_mask(), 0x8000u);
    EXPECT_EQ(kHalfFormat.bias(), 15);
    EXPECT_EQ(kFloatFormat.fraction_bits(), 23);
    EXPECT_EQ(kFloatFormat.exponent_bits(), 8);
    EXPECT_EQ(kDoubleFormat.exponent_bits(), 11);
    EXPECT_EQ(kDoubleFormat.fraction_mask(), 0x000fffffffffffffu);
    EXPECT_EQ(kHalfFormat.max_finite(), 65504.0L);           // 0x7bff
    EXPECT_EQ(kHalfFormat.min_denormal(), 0x1p-24L);         // 0x0001
    EXPECT_EQ(kFloatFormat.max_finite(), static_cast<long double>(FLT_MAX));
    EXPECT_EQ(kFloatFormat.min_normal(), static_cast<long double>(FLT_MIN));
    EXPECT_EQ(kFloatFormat.min_denormal(), 0x1p-149L);
    EXPECT_EQ(kDoubleFormat.max_finite(), static_cast<long double>(DBL_MAX));
    EXPECT_EQ(kDoubleFormat.min_denormal(), 0x1p-1074L);
}

TEST(FloatFormat, ClassifiesBitPatterns) {
    EXPECT_TRUE(kFloatFormat.is_nan(0x7fc00000u));
    EXPECT_TRUE(kFloatFormat.is_nan(0xff800001u));
    EXPECT_FALSE(kFloatFormat.is_nan(0x7f800000u));  // +Inf
    EXPECT_FALSE(kFloatFormat.is_finite(0xff800000u));
    EXPECT_TRUE(kFloatFormat.is_finite(0x7f7fffffu));
    EXPECT_TRUE(kFloatFormat.is_denormal(0x80000001u));
    EXPECT_FALSE(kFloatFormat.is_denormal(0x80000000u));  // -0
    EXPECT_FALSE(kFloatFormat.is_denormal(0x00800000u));  // FLT_MIN
    EXPECT_TRUE(kFloatFormat.is_zero(0x80000000u));
    EXPECT_TRUE(kDoubleFormat.is_nan(0x7ff0000000000001u));
    EXPECT_TRUE(kDoubleFormat.is_denormal(0x000fffffffffffffu));
    EXPECT_TRUE(kHalfFormat.is_nan(0x7e00u));
    EXPECT_TRUE(kHalfFormat.is_denormal(0x03ffu));
    EXPECT_FALSE(kHalfFormat.is_finite(0xfc00u));
}

// Every kind of long double the references meet: zeros, the denormal-to-normal edge, powers of 2 and the values
// around them, the largest finite value, infinities, and random ones across the whole exponent range.
std::vector<long double> probes() {
    const long double inf = std::numeric_limits<long double>::infinity();
    const long double tiny = std::numeric_limits<long double>::denorm_min();
    const long double least = std::numeric_limits<long double>::min(), most = std::numeric_limits<long double>::max();
    std::vector<long double> v = {0.0L, -0.0L, tiny, -tiny, 2 * tiny, least, -least, least - tiny, least + tiny,
                                  most, -most, inf, -inf, 1.0L, -1.0L, 0.5L, 2.0L, 0x1p-126L, 0x1p-149L, 0x1p127L,
                                  3.0L, 1.0L / 3};
    for (int e : {-16382, -16381, -1022, -126, -1, 0, 1, 63, 64, 16383}) {
        const long double p = std::ldexp(1.0L, e);
        v.insert(v.end(), {p, -p, std::nextafter(p, 0.0L), std::nextafter(p, inf)});
    }
    std::mt19937_64 rng(7);
    std::uniform_int_distribution<int> exponent(-16445, 16383);
    for (int i = 0; i < 20000; ++i) {
        const long double m = 1.0L + static_cast<long double>(rng()) * 0x1p-64L;
        const long double x = std::ldexp(m, exponent(rng));
        v.push_back(rng() & 1 ? -x : x);
    }
    return v;
}

TEST(FloatFormat, LongDoubleNeighboursAreTheLibrarysNextafter) {
    const long double inf = std::numeric_limits<long double>::infinity();
    for (long double x : probes()) {
        const long double up = next_up(x), down = next_down(x);
        const long double want_up = std::nextafter(x, inf), want_down = std::nextafter(x, -inf);
        ASSERT_TRUE(up == want_up && std::signbit(up) == std::signbit(want_up)) << static_cast<double>(x);
        ASSERT_TRUE(down == want_down && std::signbit(down) == std::signbit(want_down)) << static_cast<double>(x);
    }
    EXPECT_TRUE(std::isnan(next_up(std::numeric_limits<long double>::quiet_NaN())));
    // By hand: the least denormal above both zeros, and the largest finite value below +Inf.
    EXPECT_EQ(next_up(-0.0L), std::numeric_limits<long double>::denorm_min());
    EXPECT_EQ(next_down(inf), std::numeric_limits<long double>::max());
    EXPECT_EQ(next_up(1.0L), 1.0L + 0x1p-63L);
    EXPECT_EQ(next_down(1.0L), 1.0L - 0x1p-64L);
}

TEST(FloatFormat, ExponentsAndPowersOfTwoAreTheLibrarys) {
    for (long double x : probes()) {
        if (x == 0 || std::isinf(x)) continue;
        ASSERT_EQ(exponent_of(x), std::ilogb(x)) << static_cast<double>(x);
        const double d = static_cast<double>(x);
        if (d != 0 && std::isfinite(d)) {
            ASSERT_EQ(exponent_of(d), std::ilogb(d)) << d;
        }
    }
    for (int e = -16445; e <= 16383; ++e) ASSERT_EQ(pow2_ld(e), std::ldexp(1.0L, e)) << e;
    for (int e = -1074; e <= 1023; ++e) ASSERT_EQ(pow2_d(e), std::ldexp(1.0, e)) << e;
    EXPECT_EQ(exponent_of(0x1.8p-1073), -1073);  // a denormal double (3 * 2^-1074): ilogb's answer
    EXPECT_EQ(pow2<double>(-149), 0x1p-149);
}

// k steps each way in one: 1.5 ± 16 long double ULPs (2^-63 each in [1, 2)), the same as 16 calls of next_down and
// next_up, for both signs; across a power of 2 the steps on its other side are half or twice as large (16 steps
// below 1.0 end at 1 - 16·2^-64); none where a step would reach a denormal or an infinity, or x is not normal.
TEST(FloatFormat, StepsByKAreThoseOfNextDownAndUp) {
    if constexpr (!kX87LongDouble) GTEST_SKIP() << "long double is not the x87 format here";
    long double below = 0, above = 0;
    ASSERT_TRUE(next_down_up_by(1.5L, 16, &below, &above));
    EXPECT_EQ(below, 1.5L - 16 * 0x1p-63L);
    EXPECT_EQ(above, 1.5L + 16 * 0x1p-63L);
    ASSERT_TRUE(next_down_up_by(1.0L, 16, &below, &above));
    EXPECT_EQ(below, 1.0L - 16 * 0x1p-64L);
    EXPECT_EQ(above, 1.0L + 16 * 0x1p-63L);
    ASSERT_TRUE(next_down_up_by(-(2.0L - 0x1p-63L), 16, &below, &above));
    EXPECT_EQ(below, -(2.0L + 15 * 0x1p-62L));
    EXPECT_EQ(above, -(2.0L - 17 * 0x1p-63L));
    const long double least_normal = std::numeric_limits<long double>::min();
    const long double largest = std::numeric_limits<long double>::max();
    for (long double x : {1.5L, -1.5L, 0x1.000000000000001p0L * 3, -1e300L, 1e-4000L, 1.0L, -1.0L,
                          1.0L + 15 * 0x1p-63L, 1.0L + 16 * 0x1p-63L, 2.0L - 0x1p-63L, 2.0L - 16 * 0x1p-63L, 0.5L,
                          -0x1p-1000L, 0x1p1000L - 0x1p937L, least_normal * 2, -least_normal * 2}) {
        long double lo = x, hi = x;
        for (int k = 0; k < 16; ++k) {
            lo = next_down(lo);
            hi = next_up(hi);
        }
        ASSERT_TRUE(next_down_up_by(x, 16, &below, &above)) << static_cast<double>(x);
        EXPECT_EQ(below, lo) << static_cast<double>(x);
        EXPECT_EQ(above, hi) << static_cast<double>(x);
    }
    EXPECT_FALSE(next_down_up_by(least_normal, 16, &below, &above));  // 16 steps down reach the denormals
    EXPECT_FALSE(next_down_up_by(-least_normal, 16, &below, &above));
    EXPECT_FALSE(next_down_up_by(largest, 16, &below, &above));  // past the largest finite value
    EXPECT_FALSE(next_down_up_by(0.0L, 16, &below, &above));
    EXPECT_FALSE(next_down_up_by(std::numeric_limits<long double>::denorm_min() * 1000, 16, &below, &above));
    EXPECT_FALSE(next_down_up_by(std::numeric_limits<long double>::infinity(), 16, &below, &above));
}

// Hand-worked steps on the bits, then every kind of value against the library's nextafter: the zeros, the least
// denormal (to a zero of its sign), the least normal and the largest denormal, a power of 2 (its ULP halves below),
// the largest finite value (to +Inf) and the infinities (inward only).
TEST(FloatFormat, FloatAndDoubleNeighboursAreTheLibrarysNextafter) {
    EXPECT_EQ(std::bit_cast<uint32_t>(next_toward(1.0f, true)), 0x3f800001u);
    EXPECT_EQ(std::bit_cast<uint32_t>(next_toward(1.0f, false)), 0x3f7fffffu);
    EXPECT_EQ(std::bit_cast<uint32_t>(next_toward(0.0f, false)), 0x80000001u);
    EXPECT_EQ(std::bit_cast<uint32_t>(next_toward(-0x1p-149f, true)), 0x80000000u);
    EXPECT_EQ(std::bit_cast<uint32_t>(next_toward(HUGE_VALF, false)), 0x7f7fffffu);
    auto check = [](auto x) {
        using F = decltype(x);
        for (bool up : {false, true}) {
            const F want = std::nextafter(x, up ? std::numeric_limits<F>::infinity() : -std::numeric_limits<F>::infinity());
            const F got = next_toward(x, up);
            EXPECT_EQ(std::memcmp(&want, &got, sizeof(F)), 0) << x << (up ? " up" : " down");
        }
    };
    for (float m : {1.0f, -1.0f}) {
        for (float x : {0.0f, 0x1p-149f, 0x1p-126f, 0x0.fffffep-126f, 1.0f, 1.5f, 0x1p100f, FLT_MAX, HUGE_VALF})
            check(m * x);
    }
    for (double m : {1.0, -1.0}) {
        for (double x : {0.0, 0x1p-1074, 0x1p-1022, 0x0.fffffffffffffp-1022, 1.0, 1.5, 0x1p900, DBL_MAX, HUGE_VAL})
            check(m * x);
    }
}

}  // namespace
}  // namespace il
