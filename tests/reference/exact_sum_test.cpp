// Hand-worked sums for ExactSum (reference/exact_sum.h): terms far apart keep every bit, products keep their
// rounding errors, carries cross the sign, and rounding to float, double and long double takes ties to even, the
// bits below a tie (sticky) and the denormal range.
#include <gtest/gtest.h>

#include <cmath>

#include "reference/exact_sum.h"

namespace il::ref {
namespace {

using LD = long double;

LD p2(int e) { return std::ldexp(1.0L, e); }

TEST(ExactSum, EmptyIsZero) {
    const ExactSum s{};
    EXPECT_EQ(s.sign(), 0);
    EXPECT_EQ(s.to_ld(), 0.0L);
    EXPECT_FALSE(std::signbit(s.to(Scalar::Float)));
}

TEST(ExactSum, TermsFarApartKeepEveryBit) {
    ExactSum s;
    s.add_product({1.0L});
    s.add_product({p2(-100)});
    s.add_product({1.0L}, 0, true);
    EXPECT_EQ(s.sign(), 1);
    EXPECT_EQ(s.to_ld(), p2(-100));
    ExactSum wide;  // 2^3000 - 2^-3000: the top rounds, the bottom only makes it inexact
    wide.add_product({p2(3000)});
    wide.add_product({p2(-3000)}, 0, true);
    EXPECT_EQ(wide.to_ld(), p2(3000));
    wide.add_product({p2(3000)}, 0, true);
    EXPECT_EQ(wide.sign(), -1);
    EXPECT_EQ(wide.to_ld(), -p2(-3000));
}

TEST(ExactSum, CarriesCrossTheSign) {
    ExactSum s;
    s.add_product({3.0L}, 0, true);  // -3
    s.add_product({1.0L});           // -2
    EXPECT_EQ(s.to_ld(), -2.0L);
    s.add_product({2.0L});  // 0: the borrows and carries cancel
    EXPECT_EQ(s.sign(), 0);
    EXPECT_EQ(s.to_ld(), 0.0L);
    s.add_product({p2(-64)}, 0, true);  // a borrow through every word up to the top
    EXPECT_EQ(s.sign(), -1);
    EXPECT_EQ(s.to_ld(), -p2(-64));
    s.add_product({3.0L}, 2);  // -2^-64 + 12
    EXPECT_EQ(s.to_ld(), 12.0L - p2(-64));
}

TEST(ExactSum, ProductsKeepTheirRoundingErrors) {
    // (1 + 2^-40)^2 = 1 + 2^-39 + 2^-80: the last term lies below a long double's 64 bits.
    ExactSum s;
    s.add_product({1.0L + p2(-40), 1.0L + p2(-40)});
    EXPECT_EQ(s.to_ld(), 1.0L + p2(-39));
    s.add_product({1.0L + p2(-39)}, 0, true);
    EXPECT_EQ(s.to_ld(), p2(-80));
    // Three double denormals: 2^-3222, the least product the sum holds.
    ExactSum tiny;
    const LD d = p2(-1074);
    tiny.add_product({d, d, d});
    EXPECT_EQ(tiny.to_ld(), p2(-3222));
    // Three factors: (1 + 2^-30)^3 = 1 + 3·2^-30 + 3·2^-60 + 2^-90, less 1 + 3·2^-30 + 3·2^-60.
    ExactSum cube;
    const LD x = 1.0L + p2(-30);
    cube.add_product({x, x, x});
    cube.add_product({1.0L + 3 * p2(-30) + 3 * p2(-60)}, 0, true);
    EXPECT_EQ(cube.to_ld(), p2(-90));
}

TEST(ExactSum, RoundsToNearestEven) {
    auto sum = [](std::initializer_list<LD> terms) {
        ExactSum s;
        for (LD t : terms) s.add_product({t});
        return s;
    };
    // float: 1 + 2^-24 is a tie, to the even 1; a bit below it makes it round up; 1 + 3·2^-24 ties up to even.
    EXPECT_EQ(sum({1, p2(-24)}).to(Scalar::Float), 1.0L);
    EXPECT_EQ(sum({1, p2(-24), p2(-80)}).to(Scalar::Float), 1.0L + p2(-23));
    EXPECT_EQ(sum({1, 3 * p2(-24)}).to(Scalar::Float), 1.0L + p2(-22));
    EXPECT_EQ(sum({-1, -p2(-24), -p2(-80)}).to(Scalar::Float), -(1.0L + p2(-23)));
    // double: the same at 2^-53.
    EXPECT_EQ(sum({1, p2(-53)}).to(Scalar::Double), 1.0L);
    EXPECT_EQ(sum({1, p2(-53), p2(-2000)}).to(Scalar::Double), 1.0L + p2(-52));
    // float denormals: 2^-150 is a tie between 0 and 2^-149 (to 0), a bit more rounds up; 2^-298 is 0.
    EXPECT_EQ(sum({p2(-150)}).to(Scalar::Float), 0.0L);
    EXPECT_EQ(sum({p2(-150), p2(-200)}).to(Scalar::Float), p2(-149));
    EXPECT_EQ(sum({3 * p2(-150)}).to(Scalar::Float), p2(-148));  // 1.5 least denormals: the even 2
    ExactSum under;
    under.add_product({p2(-149), p2(-149)}, 0, true);
    EXPECT_EQ(under.to(Scalar::Float), 0.0L);
    EXPECT_EQ(under.sign(), -1);
}

}  // namespace
}  // namespace il::ref
