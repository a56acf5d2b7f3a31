// Known answers for the half-precision format (precision/half.h): encodings worked by hand from the binary16
// layout (1 sign, 5 exponent, 10 fraction bits, bias 15), rounding to nearest with ties to even, and a bound in
// half ULPs. The roundings were checked against Python's struct 'e' (IEEE 754 binary16, round to nearest even).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "precision/half.h"

namespace il {
namespace {

TEST(Half, EncodingsOfTheSpecialValues) {
    EXPECT_EQ(half::value(0x7BFF), 65504.0L);               // (2 - 2^-10) * 2^15, the largest finite half
    EXPECT_EQ(half::value(0x0001), std::ldexp(1.0L, -24));  // the least denormal
    EXPECT_EQ(half::value(0x03FF), std::ldexp(1023.0L, -24));
    EXPECT_EQ(half::value(0x0400), std::ldexp(1.0L, -14));  // the least normal
    EXPECT_EQ(half::value(0x3C00), 1.0L);
    EXPECT_EQ(half::value(0xC000), -2.0L);
    EXPECT_EQ(half::value(0x3555), 0.333251953125L);  // 1365 * 2^-12
    EXPECT_TRUE(std::isinf(half::value(0xFC00)) && half::value(0xFC00) < 0);
    EXPECT_TRUE(std::isnan(half::value(0x7E00)));
    EXPECT_TRUE(std::signbit(half::value(0x8000)));
    // And back: every value above is its own encoding.
    for (uint16_t h : {0x7BFF, 0x0001, 0x03FF, 0x0400, 0x3C00, 0xC000, 0x3555, 0xFC00, 0x8000, 0x0000})
        EXPECT_EQ(half::round_nearest_even(half::value(h)), h) << std::hex << h;
}

TEST(Half, RoundsToNearestWithTiesToEven) {
    // 1 + 2^-11 is the midpoint of 1.0 (0x3C00, even) and 1 + 2^-10 (0x3C01): 1.0, the other neighbour 0x3C01.
    const half::Neighbours tie = half::neighbours(1.0L + std::ldexp(1.0L, -11));
    EXPECT_EQ(tie.nearest, 0x3C00);
    EXPECT_EQ(tie.other, 0x3C01);
    EXPECT_FALSE(tie.exact);
    // 1 + 3 * 2^-11, the midpoint of 0x3C01 and 0x3C02: the even one.
    EXPECT_EQ(half::round_nearest_even(1.0L + 3 * std::ldexp(1.0L, -11)), 0x3C02);
    // Below the normals the spacing is 2^-24: 2^-25 ties 0 and 2^-24 (to 0), 3 * 2^-25 ties 2^-24 and 2^-23.
    EXPECT_EQ(half::round_nearest_even(std::ldexp(1.0L, -25)), 0x0000);
    EXPECT_EQ(half::round_nearest_even(-std::ldexp(1.0L, -25)), 0x8000);
    EXPECT_EQ(half::round_nearest_even(3 * std::ldexp(1.0L, -25)), 0x0002);
    // Past 65504: 65519 stays finite (other neighbour +Inf); 65520, the midpoint to 65536, rounds to the even +Inf.
    const half::Neighbours big = half::neighbours(65519.0L);
    EXPECT_EQ(big.nearest, 0x7BFF);
    EXPECT_EQ(big.other, 0x7C00);
    EXPECT_EQ(half::round_nearest_even(65520.0L), 0x7C00);
    EXPECT_EQ(half::round_nearest_even(-65520.0L), 0xFC00);
    // A carry into the next binade: 2 - 2^-12 is nearer 2.0 (0x4000) than 2 - 2^-10 (0x3BFF).
    EXPECT_EQ(half::round_nearest_even(2.0L - std::ldexp(1.0L, -12)), 0x4000);
}

// The double forms the bulk judge's screens use: every half to a double as value() gives it, and back; and the
// hand-worked ties above, every midpoint between two neighbouring halves and the doubles on either side of it, the
// edges past 65504 and below the least denormal, and a million random doubles over the halves' range and beyond,
// each to the half round_nearest_even gives from the same value in long double.
TEST(Half, DoubleFormsAreTheLongDoubleOnes) {
    for (uint32_t h = 0; h <= 0xFFFF; ++h) {
        const long double v = half::value(static_cast<uint16_t>(h));
        const double d = half::to_double(static_cast<uint16_t>(h));
        if (std::isnan(v)) {
            ASSERT_TRUE(std::isnan(d)) << std::hex << h;
            EXPECT_EQ(half::from_double(d), half::kQuietNaN);
            continue;
        }
        const double want = static_cast<double>(v);
        ASSERT_EQ(std::memcmp(&d, &want, sizeof d), 0)
            << std::hex << h;
        ASSERT_EQ(half::from_double(d), h) << std::hex << h;
    }
    EXPECT_EQ(half::from_double(1.0 + 0x1p-11), 0x3C00);
    EXPECT_EQ(half::from_double(1.0 + 3 * 0x1p-11), 0x3C02);
    EXPECT_EQ(half::from_double(0x1p-25), 0x0000);
    EXPECT_EQ(half::from_double(-0x1p-25), 0x8000);
    EXPECT_EQ(half::from_double(3 * 0x1p-25), 0x0002);
    EXPECT_EQ(half::from_double(65519.0), 0x7BFF);
    EXPECT_EQ(half::from_double(65520.0), 0x7C00);
    EXPECT_EQ(half::from_double(2.0 - 0x1p-12), 0x4000);
    auto same = [](double x) {
        ASSERT_EQ(half::from_double(x), half::round_nearest_even(static_cast<long double>(x))) << std::hexfloat << x;
    };
    for (uint32_t h = 0; h < 0x7C00; ++h) {  // each positive finite half and the next one up (65504's: +Inf)
        const double lo = half::to_double(static_cast<uint16_t>(h)), hi = half::to_double(static_cast<uint16_t>(h + 1));
        const double mid = h + 1 == 0x7C00 ? 65520.0 : (lo + hi) / 2;  // exact
        for (double x : {lo, mid, std::nextafter(mid, 0.0), std::nextafter(mid, HUGE_VAL)}) {
            same(x);
            same(-x);
        }
    }
    for (double x : {0x1p-1074, 0x1p-60, 0x1p-24, 0x1.8p-25, 65504.0, 0x1.ffep15, 1e300, HUGE_VAL}) {
        same(x);
        same(-x);
    }
    std::mt19937_64 g(7);
    std::uniform_real_distribution<double> exponent(-40, 18), unit(1, 2);
    for (int k = 0; k < 1000000; ++k) same((k & 1 ? -1 : 1) * std::ldexp(unit(g), static_cast<int>(exponent(g))));
}

TEST(Half, UlpsAreHalfUlpsOfTheExactValue) {
    EXPECT_EQ(half::ulp(1.5L), std::ldexp(1.0L, -10));
    EXPECT_EQ(half::ulp(1.0L), std::ldexp(1.0L, -11));  // at a power of 2, the finer gap below it
    EXPECT_EQ(half::ulp(std::ldexp(1.0L, -20)), std::ldexp(1.0L, -24));  // the denormal spacing
    EXPECT_EQ(half::ulp(65504.0L), 32.0L);
    // 1/3 with a bound of 2.5 ULP: ulp(1/3) = 2^-12, so [1/3 - 2.5 * 2^-12, 1/3 + 2.5 * 2^-12] =
    // [1362.83, 1367.83] * 2^-12 holds the halves 1363 ... 1367 * 2^-12, 0x3553 ... 0x3557.
    const half::Range r = half::within_ulps(1.0L / 3, 2.5L);
    EXPECT_EQ(r.lo, 0x3553);
    EXPECT_EQ(r.hi, 0x3557);
    EXPECT_NEAR(static_cast<double>(half::ulp_distance(0x3553, 1.0L / 3)), 7.0 / 3, 1e-12);  // 1365.33 - 1363
    EXPECT_NEAR(static_cast<double>(half::ulp_distance(0x3552, 1.0L / 3)), 10.0 / 3, 1e-12);  // outside 2.5
    EXPECT_EQ(half::ulp_distance(0x7C00, 65504.0L), HUGE_VALL);
}

TEST(Half, SpecialValuesCoverTheFormatsEdges) {
    int zeros = 0, denormals = 0, infinities = 0, nans = 0;
    bool max = false, one_up = false, one_down = false;
    for (uint16_t h : half::kSpecials) {
        zeros += half::is_zero(h);
        denormals += half::is_denormal(h);
        infinities += std::isinf(half::value(h));
        nans += half::is_nan(h);
        max |= half::value(h) == 65504.0L;
        one_up |= half::value(h) == 1.0L + std::ldexp(1.0L, -10);
        one_down |= half::value(h) == 1.0L - std::ldexp(1.0L, -11);
    }
    EXPECT_EQ(zeros, 2);
    EXPECT_EQ(denormals, 4);
    EXPECT_EQ(infinities, 2);
    EXPECT_EQ(nans, 2);
    EXPECT_TRUE(max && one_up && one_down);
}

}  // namespace
}  // namespace il
