// The conversions of precision/ld_convert.h against the hardware's own: static_cast<float> and static_cast<double>
// of a long double round to nearest with ties to even (IEEE 754 §4.3.1), whatever the processor spends on the ends.
// Every long double tried is an edge of the ranges the conversions split (the overflow threshold, the least normal,
// the denormals and their midpoints, each with its neighbours) or a random one with an exponent anywhere from below
// the denormals to past the overflow.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "precision/ld_convert.h"
#include "reference/choices.h"
#include "value/value.h"

namespace il {
namespace {

template <typename F>
std::vector<long double> edges() {
    using R = ldc::Range<F>;
    std::vector<long double> v;
    auto around = [&](long double x) {
        long double lo = x, hi = x;
        for (int k = 0; k < 4; ++k) {
            v.push_back(lo);
            v.push_back(hi);
            lo = std::nextafter(lo, -HUGE_VALL);
            hi = std::nextafter(hi, HUGE_VALL);
        }
    };
    for (long double base : {R::kOverflow, R::kMax, R::kMinNormal, R::kUnit, R::kUnit / 2, R::kUnit * 1.5L,
                             R::kMinNormal - R::kUnit / 2, R::kMinNormal - R::kUnit, 3 * R::kUnit / 2, 2 * R::kUnit,
                             5 * R::kUnit / 2, 1.0L, 0.0L}) {
        around(base);
        around(-base);
    }
    v.push_back(HUGE_VALL);
    v.push_back(-HUGE_VALL);
    v.push_back(std::numeric_limits<long double>::max());
    v.push_back(std::numeric_limits<long double>::denorm_min());
    return v;
}

template <typename F>
std::vector<long double> randoms(size_t n) {
    std::mt19937_64 rng(12345);
    std::vector<long double> v;
    const int emin = std::numeric_limits<F>::min_exponent - std::numeric_limits<F>::digits - 4;
    const int emax = std::numeric_limits<F>::max_exponent + 4;
    for (size_t i = 0; i < n; ++i) {
        // A 64-bit significand and an exponent uniform over [emin, emax]; a third of them with the low bits cut to
        // F's midpoints' width, so that ties come up.
        uint64_t m = rng() | uint64_t{1} << 63;
        if (i % 3 == 0) m &= ~uint64_t{0} << (64 - std::numeric_limits<F>::digits - 1);
        const int e = emin + static_cast<int>(rng() % static_cast<uint64_t>(emax - emin + 1));
        long double x = std::ldexp(static_cast<long double>(m), e - 63);
        if (rng() & 1) x = -x;
        v.push_back(x);
    }
    return v;
}

template <typename F>
void check_all() {
    using Bits = typename ldc::Range<F>::Bits;
    std::vector<long double> xs = edges<F>(), r = randoms<F>(400000);
    xs.insert(xs.end(), r.begin(), r.end());
    size_t denormal = 0, over = 0;
    for (long double x : xs) {
        const F hw = static_cast<F>(x);
        EXPECT_EQ(ldc::nearest_bits<F>(x), std::bit_cast<Bits>(hw)) << static_cast<double>(x);
        denormal += hw != 0 && std::fabs(hw) < std::numeric_limits<F>::min();
        over += std::isinf(hw) && !std::isinf(x);
        EXPECT_EQ(ldc::is_exactly<F>(x), static_cast<long double>(hw) == x) << static_cast<double>(x);
        if (std::isfinite(x)) {
            // The greatest F at most x, from the hardware's nearest and its lower neighbour.
            F below = hw;
            if (static_cast<long double>(below) > x) below = std::nextafter(below, -std::numeric_limits<F>::infinity());
            const long double want = static_cast<long double>(below);
            const long double got = ldc::floor_value<F>(x);
            EXPECT_TRUE(got == want && std::signbit(got) == std::signbit(want)) << static_cast<double>(x);
        }
    }
    // The ranges the conversions split were all met.
    EXPECT_GT(denormal, 500u);
    EXPECT_GT(over, 500u);
}

TEST(LdConvert, FloatsAsTheHardwareRounds) { check_all<float>(); }
TEST(LdConvert, DoublesAsTheHardwareRounds) { check_all<double>(); }

TEST(LdConvert, HandWorkedEnds) {
    // FLT_MAX + half its ULP is a tie between FLT_MAX (odd significand) and 2^128: infinity.
    EXPECT_EQ(ldc::nearest_bits<float>(0x1.ffffffp127L), 0x7f800000u);
    EXPECT_EQ(ldc::nearest_bits<float>(std::nextafter(0x1.ffffffp127L, 0.0L)), 0x7f7fffffu);
    // 2^-150 is a tie between 0 and the least denormal: 0 (even); 3 · 2^-150 one between 1 and 2 units: 2 units.
    EXPECT_EQ(ldc::nearest_bits<float>(0x1p-150L), 0u);
    EXPECT_EQ(ldc::nearest_bits<float>(-0x1p-150L), 0x80000000u);
    EXPECT_EQ(ldc::nearest_bits<float>(0x3p-150L), 2u);
    // Just below 2^-126 by less than half a unit: 2^-126, the least normal.
    EXPECT_EQ(ldc::nearest_bits<float>(0x1p-126L - 0x1p-152L), 0x00800000u);
    EXPECT_EQ(ldc::floor_value<float>(0x1p-126L - 0x1p-152L), 0x1p-126L - 0x1p-149L);
    EXPECT_EQ(ldc::floor_value<float>(-0x1p-160L), -0x1p-149L);
    EXPECT_TRUE(std::signbit(ldc::floor_value<float>(-0.0L)));
    EXPECT_EQ(ldc::floor_value<double>(0x1p1030L), std::numeric_limits<double>::max());
    EXPECT_EQ(ldc::floor_value<double>(-0x1p1030L), -HUGE_VALL);
    EXPECT_TRUE(ldc::is_exactly<float>(0x5p-149L));
    EXPECT_FALSE(ldc::is_exactly<float>(0x5p-150L));
}

// A choice lane's float result (ref::encode) through the denormal range on the bits: every denormal float, every
// midpoint between neighbours (ties to even) and the doubles beside each, both signs, as the hardware's conversion.
TEST(LdConvert, ChoiceEncodeRoundsDenormalsAsTheHardware) {
    const Type t = kFloat;
    size_t checked = 0;
    for (uint32_t units = 0; units <= (1u << 23); ++units) {
        const double v = std::ldexp(static_cast<double>(units), -149);
        for (double x : {v, v + std::ldexp(0.5, -149), std::nextafter(v + std::ldexp(0.5, -149), 0.0),
                         std::nextafter(v + std::ldexp(0.5, -149), 1.0), std::nextafter(v, 1.0)}) {
            for (double s : {x, -x}) {
                const uint32_t want = std::bit_cast<uint32_t>(static_cast<float>(s));
                if (ref::encode(t, s) != want) {
                    ADD_FAILURE() << std::hexfloat << s;
                    return;
                }
                ++checked;
            }
        }
    }
    EXPECT_EQ(checked, 10u * ((1u << 23) + 1));
    EXPECT_EQ(ref::encode(t, 0x1p-150), 0u);           // a tie: to the even zero
    EXPECT_EQ(ref::encode(t, -0x3p-150), 0x80000002u);  // a tie: to 2 units
    EXPECT_EQ(ref::encode(t, 0x1p-126), 0x00800000u);   // the least normal, by the conversion
}

}  // namespace
}  // namespace il
