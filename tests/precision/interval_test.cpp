// Known answers for interval steps whose operands reach an infinity (precision/interval.h): IEEE 754's sums,
// products and quotients of infinities, and GLSL 4.50 §4.7.1's flags where an evaluation meets Inf - Inf or 0 * Inf.
// Each end is worked by hand: a float end stays itself where the exact result is a float, and the step rounds
// outward only where it is not.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "precision/interval.h"

namespace il {
namespace {

constexpr long double kInf = std::numeric_limits<long double>::infinity();
const Precision kFloat = precision_of(Scalar::Float);

Interval iv_of(long double lo, long double hi) { return Interval{lo, hi, 0}; }

TEST(IntervalInfinity, SumWithAnInfiniteEndKeepsThatInfinity) {
    // [1, +Inf] + [2, 3] = [3, +Inf]: 1 + 2 is exact, +Inf + 3 is +Inf.
    const Interval r = iv::add(iv_of(1, kInf), iv_of(2, 3), kFloat);
    EXPECT_EQ(r.lo, 3.0L);
    EXPECT_EQ(r.hi, kInf);
    EXPECT_EQ(r.flags, 0);
    // [-Inf, -1] + [-Inf, 5]: -Inf + -Inf is -Inf, and -1 + 5 = 4.
    const Interval s = iv::add(iv_of(-kInf, -1), iv_of(-kInf, 5), kFloat);
    EXPECT_EQ(s.lo, -kInf);
    EXPECT_EQ(s.hi, 4.0L);
    EXPECT_EQ(s.flags, 0);
}

TEST(IntervalInfinity, InfMinusInfIsAnIeeeNan) {
    // [+Inf, +Inf] + [-Inf, 0]: +Inf + -Inf is NaN in IEEE 754, so the evaluation may give a NaN (kIeeeNan); the
    // NaN end stands for every value on its side.
    const Interval r = iv::add(iv_of(kInf, kInf), iv_of(-kInf, 0), kFloat);
    EXPECT_TRUE(r.flags & Interval::kIeeeNan);
    EXPECT_EQ(r.lo, -kInf);
    EXPECT_EQ(r.hi, kInf);
}

TEST(IntervalInfinity, ProductTakesTheSignOfItsFactors) {
    // [2, +Inf] * [-3, -1]: the ends' products are -6, -2, -Inf and -Inf; the least is -Inf, the most -2.
    const Interval r = iv::mul(iv_of(2, kInf), iv_of(-3, -1), kFloat);
    EXPECT_EQ(r.lo, -kInf);
    EXPECT_EQ(r.hi, -2.0L);
    EXPECT_EQ(r.flags, 0);
    // [0, +Inf] * [1, 2]: 0 * 2 and 0 * 1 are 0, +Inf times either +Inf; and no infinite factor meets a zero one.
    const Interval s = iv::mul(iv_of(0, kInf), iv_of(1, 2), kFloat);
    EXPECT_EQ(s.lo, 0.0L);
    EXPECT_EQ(s.hi, kInf);
    EXPECT_EQ(s.flags, 0);
    // [0, 1] * [1, +Inf] meets 0 * Inf, a NaN in IEEE 754.
    EXPECT_TRUE(iv::mul(iv_of(0, 1), iv_of(1, kInf), kFloat).flags & Interval::kIeeeNan);
}

TEST(IntervalInfinity, QuotientOfAnInfiniteDividend) {
    // [1, +Inf] / [2, 4]: 1/4 = 0.25 and 1/2 = 0.5 exact, Inf / 2 = +Inf. a / b is 2.5 ULP (§4.7.1) of an exact value
    // in [0.25, +Inf]: the least end is reached just above 0.25, whose ULP is 2^-25 (at 0.25 itself Harrison's ULP is
    // the finer 2^-26 below it), so 0.25 - 2.5 * 2^-25 = 0.25 - 5 * 2^-26, a float (the spacing below 0.25 is 2^-26).
    const Interval r = iv::div(iv_of(1, kInf), iv_of(2, 4), kFloat);
    EXPECT_EQ(r.lo, 0.25L - 5 * std::ldexp(1.0L, -26));
    EXPECT_EQ(r.hi, kInf);
    EXPECT_EQ(r.flags, 0);
}

TEST(IntervalInfinity, RootsOfAnInfiniteEnd) {
    // sqrt([4, +Inf]): sqrt(+Inf) = +Inf (IEEE), and at 4 the step 1.0 / inversesqrt(4) inherits 2 ULP and then
    // 2.5 ULP, so its least end lies below 2.
    const Interval r = iv::sqrt(iv_of(4, kInf), kFloat);
    EXPECT_EQ(r.hi, kInf);
    EXPECT_LT(r.lo, 2.0L);
    EXPECT_GT(r.lo, 2.0L - std::ldexp(1.0L, -18));
    // inversesqrt([4, +Inf]): 1 / sqrt(+Inf) = 0, the least end (inversesqrt is positive); at the other, 2 ULP
    // above the exact values up to 0.5, whose ULP is 2^-25 (Harrison's, from below): 0.5 + 2 * 2^-25.
    const Interval q = iv::inversesqrt(iv_of(4, kInf), kFloat);
    EXPECT_EQ(q.lo, 0.0L);
    EXPECT_EQ(q.hi, 0.5L + 2 * std::ldexp(1.0L, -25));
    EXPECT_EQ(q.flags, 0);
}

TEST(IntervalInfinity, DotOfVectorsWithAnInfiniteComponent) {
    // dot([+Inf, 1], [2, 3]) in every order: +Inf * 2 = +Inf, 1 * 3 = 3, +Inf + 3 = +Inf; a point at +Inf.
    const Interval r = iv::dot({iv::exact(kInf), iv::exact(1)}, {iv::exact(2), iv::exact(3)}, kFloat);
    EXPECT_EQ(r.lo, kInf);
    EXPECT_EQ(r.hi, kInf);
    EXPECT_EQ(r.flags, 0);
    // dot([+Inf, -Inf], [1, 1]) meets +Inf + -Inf.
    EXPECT_TRUE(iv::dot({iv::exact(kInf), iv::exact(-kInf)}, {iv::exact(1), iv::exact(1)}, kFloat).flags &
                Interval::kIeeeNan);
}

}  // namespace
}  // namespace il
