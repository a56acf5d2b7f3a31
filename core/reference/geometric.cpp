// CPU references for GLSL 4.50 §8.5 Geometric Functions. Sums of products (dot, cross, reflect, and the squares under
// length and distance) are accumulated exactly and rounded once, so dot, cross and reflect are correctly rounded;
// length, distance and normalize take one long double sqrt of the exact sum (off by one ULP only where the root lies
// within 2^-63 of its size from a midpoint); refract is evaluated in long double. The bounds come from interval
// arithmetic over each equation's steps (precision/interval.h) in the forms reference/equation_forms.h accepts,
// independent of the reference.
#include "reference/geometric.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "compare/compare.h"
#include "precision/interval.h"
#include "precision/lanes.h"
#include "precision/why_text.h"
#include "reference/choices.h"
#include "reference/equation_forms.h"
#include "reference/exact_sum.h"

namespace il::ref {
namespace {

using LD = long double;

constexpr const char* kInheritWhy =
    "GLSL 4.50 §4.7.1: Built-in functions defined in the specification with an equation built from the above "
    "operations inherit the above errors. These include, for example, the geometric functions; a + b, a - b, a * b: "
    "Correctly rounded; a * b + c: Correctly rounded single operation or sequence of two correctly rounded "
    "operations (bounded by interval arithmetic over the steps); " IL_EQUATION_FORMS;
constexpr const char* kRootWhy =
    "sqrt(): Inherited from 1.0 / inversesqrt(); inversesqrt(): 2 ULP; a / b, 1.0 / b: 2.5 ULP for |b| in the range "
    "[2^-126, 2^126]";

// A sum of doubles carried as an unevaluated pair (the screens' exact sums): each addition's rounding error, found
// by two-sum, goes into lo; magnitude adds up the terms' sizes, which bound how far hi + lo may lie from the sum.
struct TwoSum {
    double hi = 0, lo = 0, magnitude = 0;
    void add(double t) {
        const double s = hi + t, v = s - hi;
        lo += (hi - (s - v)) + (t - v);
        hi = s;
        magnitude += std::fabs(t);
    }
    double value() const { return hi + lo; }
};

// Whether each of the first `count` screen inputs lies within `limit` in magnitude.
bool all_within(const double* x, int count, double limit) {
    for (int k = 0; k < count; ++k)
        if (!(std::fabs(x[k]) <= limit)) return false;
    return true;
}

Precision precision(const Value* in) { return precision_of(in[0].type.scalar); }

std::vector<Interval> intervals(const Value& v) {
    std::vector<Interval> r;
    for (int i = 0; i < v.size(); ++i) r.push_back(iv::input(v, i));
    return r;
}

bool has_nan(const Value& v) {
    for (int i = 0; i < v.size(); ++i)
        if (is_nan(v, i)) return true;
    return false;
}

bool all_finite(const Value* in, int arity) {
    for (int k = 0; k < arity; ++k)
        for (int i = 0; i < in[k].size(); ++i)
            if (!std::isfinite(component_ld(in[k], i))) return false;
    return true;
}

LD dot_ld(const Value& x, const Value& y) {
    LD s = 0;
    for (int i = 0; i < x.size(); ++i) s += component_ld(x, i) * component_ld(y, i);
    return s;
}

ExactSum exact_dot(const Value& x, const Value& y) {
    ExactSum s;
    for (int i = 0; i < x.size(); ++i) s.add_product({component_ld(x, i), component_ld(y, i)});
    return s;
}

// The dot product in long double: from the exact sum for finite inputs, in IEEE arithmetic otherwise.
LD dot_of(const Value& x, const Value& y) {
    return all_finite(&x, 1) && all_finite(&y, 1) ? exact_dot(x, y).to_ld() : dot_ld(x, y);
}

bool any_denormal(const Value* in, int arity) {
    for (int k = 0; k < arity; ++k)
        for (int i = 0; i < in[k].size(); ++i)
            if (is_denormal(in[k], i)) return true;
    return false;
}

}  // namespace

long double dot_reference(const Value& x, const Value& y) {
    const Value in[2] = {x, y};
    return all_finite(in, 2) ? exact_dot(x, y).to(x.type.scalar) : dot_ld(x, y);
}

Interval dot_steps(const Value& x, const Value& y) {
    return iv::dot(intervals(x), intervals(y), precision_of(x.type.scalar));
}

namespace {

// The sum of the squares of x[0 .. n) in double (the squares of floats exact).
double sum_of_squares(const double* x, int n) {
    double d = 0;
    for (int k = 0; k < n; ++k) d += x[k] * x[k];
    return d;
}

// The screens' range for a sum of squares d (length, distance, normalize): inside [2^-100, 2^100] no step
// underflows to 0, overflows or leaves inversesqrt's range, and the root's last step, 1.0 / inversesqrt(d), lies in
// the range where a / b is "2.5 ULP".
bool screened_squares(double d) { return d >= 0x1p-100 && d <= 0x1p100; }
// Above 2^129 (the sum in double within a few double ULPs of the exact one, so that past FLT_MAX), every order of
// the sum rounds its last addition up to +Inf, sqrt(+Inf) is +Inf, and the root's interval holds the exact root
// (the reference) and everything above it: kScreenUpToInfinity.
bool overflowing_squares(double d) { return d >= 0x1p129; }
// For doubles: inside [2^-250, 2^250] no square or sum overflows, and the divisors of the last steps
// (inversesqrt(d), length(x)) stay inside [2^-126, 2^126], where a / b is 2.5 ULP (iv::div); a square that
// underflows only widens its term's interval.
bool screened_double_squares(double d) { return d >= 0x1p-250 && d <= 0x1p250; }

// The steps of sqrt(dot(xs, xs)), length's equation, over intervals: length's bound, distance's (of the
// differences) and normalize's divisor.
Interval length_steps(const std::vector<Interval>& xs, Precision p) { return iv::sqrt(iv::dot(xs, xs, p), p); }

// The scalar of a vector input's type: the result of length, distance and dot.
Type scalar_result(const Value* in) { return Type{in[0].type.scalar}; }

// length, distance and dot, one definition each: the value (exact sums of products, one long double root) and the
// bound, the interval over the equation's steps.
LD length_value(const Value* in, int) {
    const Value& x = in[0];
    return std::sqrt(all_finite(in, 1) ? exact_dot(x, x).to_ld() : dot_ld(x, x));
}

Bound length_bound(const Value* in, int, const Value&) {
    const Precision p = precision(in);
    return bound_of(length_steps(intervals(in[0]), p));
}

LD distance_value(const Value* in, int) {
    const Value &a = in[0], &b = in[1];
    if (all_finite(in, 2)) {
        // (a - b)^2 = a·a - 2·a·b + b·b, each product exact.
        ExactSum s;
        for (int i = 0; i < a.size(); ++i) {
            const LD x = component_ld(a, i), y = component_ld(b, i);
            s.add_product({x, x});
            s.add_product({x, y}, 1, true);
            s.add_product({y, y});
        }
        return std::sqrt(s.to_ld());
    }
    LD squares = 0;
    for (int i = 0; i < a.size(); ++i) {
        const LD d = component_ld(a, i) - component_ld(b, i);
        squares += d * d;
    }
    return std::sqrt(squares);
}

Bound distance_bound(const Value* in, int, const Value&) {
    const Value &a = in[0], &b = in[1];
    const Precision p = precision(in);
    std::vector<Interval> diff;
    for (int i = 0; i < a.size(); ++i) diff.push_back(iv::sub(iv::input(a, i), iv::input(b, i), p));
    return bound_of(length_steps(diff, p));
}

LD dot_value(const Value* in, int) { return dot_reference(in[0], in[1]); }

Bound dot_bound(const Value* in, int, const Value&) { return bound_of(dot_steps(in[0], in[1])); }

// The screens, at finite float components that are not denormal. length and distance: where the sum of squares d
// lies inside [2^-100, 2^100], no step underflows to 0, overflows or leaves inversesqrt's range, and the last step
// of sqrt, 1.0 / inversesqrt(d), is "2.5 ULP" (§4.7.1) around an interval of quotients that holds the exact
// sqrt(d): every float within 2.5 ULP of the exact value is accepted, as for normalize. The value: squares exact in
// double (of a difference, rounded once), a sum of at most four positive terms and a root, a few double ULPs from
// the exact value.
double length_screen_value(const double* x, int n, int) { return std::sqrt(sum_of_squares(x, n)); }
double length_screen_bound(const double* x, int n, int) {
    const double d = sum_of_squares(x, n);
    return screened_squares(d) ? 2.5 : overflowing_squares(d) ? kScreenUpToInfinity : kScreenUnknown;
}

double length_screen_bound_double(const double* x, int n, int) {
    return screened_double_squares(sum_of_squares(x, n)) ? 2.5 : kScreenUnknown;
}

double difference_squares(const double* x, int n) {
    double d = 0;
    for (int k = 0; k < n; ++k) d += (x[k] - x[n + k]) * (x[k] - x[n + k]);
    return d;
}
double distance_screen_value(const double* x, int n, int) { return std::sqrt(difference_squares(x, n)); }
double distance_screen_bound(const double* x, int n, int) {
    const double d = difference_squares(x, n);
    return screened_squares(d) ? 2.5 : overflowing_squares(d) ? kScreenUpToInfinity : kScreenUnknown;
}
double distance_screen_bound_double(const double* x, int n, int) {
    return screened_double_squares(difference_squares(x, n)) ? 2.5 : kScreenUnknown;
}

const std::string kLengthWhy = join_why({"GLSL 4.50 §8.5 length: sqrt(x[0]^2 + x[1]^2 + ...)", kInheritWhy, kRootWhy});
const std::string kDistanceWhy = join_why({"GLSL 4.50 §8.5 distance: length(p0 - p1)", kInheritWhy, kRootWhy});
const std::string kDotWhy = join_why({"GLSL 4.50 §8.5 dot: x[0]·y[0] + x[1]·y[1] + ...", kInheritWhy});
// Designated: each screen names its vector look and its bound at double inputs.
const LaneScreen length_screen{.vector_value = length_screen_value,
                               .vector_bound = length_screen_bound,
                               .vector_bound_double = length_screen_bound_double,
                               .flush_hull = true};
const LaneScreen distance_screen{.vector_value = distance_screen_value,
                                 .vector_bound = distance_screen_bound,
                                 .vector_bound_double = distance_screen_bound_double,
                                 .flush_hull = true};
// For doubles, held to single precision (precision_of): the last step, an addition (for one component, the product),
// allows every double within 1 single-precision ULP of each value of an interval that holds the exact sum, so of
// the exact sum itself (the bulk judge reads that from the definition's value). Where no product's magnitude passes
// 2^1000, no step overflows or meets Inf; a product in the denormals only widens its interval.
double dot_screen_bound_double(const double* x, int n, int) {
    double largest = 0;
    for (int k = 0; k < n; ++k) largest = std::max(largest, std::fabs(x[k] * x[n + k]));
    return largest <= 0x1p1000 ? 1 : kScreenUnknown;
}
const LaneScreen dot_screen{.vector_value = dot_screen_value,
                            .vector_bound = dot_screen_bound,
                            .vector_bound_double = dot_screen_bound_double,
                            .flush_hull = true};

}  // namespace

// dot: each product of two floats is exact in double, and their sum is carried as an unevaluated pair (two-sum),
// so the value is the exact sum rounded to double but where the sum is much smaller than its terms; there, and
// where a product could overflow or the terms are all tiny, the screen says unknown. The last step is a correctly
// rounded addition (or, for one component, product), whose interval holds both floats around the exact sum: the
// reference and the other one (kScreenNeighbours), and nothing the screen could count in ULPs of the exact value.
double dot_screen_value(const double* x, int n, int) {
    TwoSum s;
    for (int k = 0; k < n; ++k) s.add(x[k] * x[n + k]);
    return s.value();
}
double dot_screen_bound(const double* x, int n, int) {
    double largest = 0;
    for (int k = 0; k < n; ++k) largest = std::max(largest, std::fabs(x[k] * x[n + k]));
    if (!(largest >= 0x1p-100 && largest <= 0x1p100)) return kScreenUnknown;
    return std::fabs(dot_screen_value(x, n, 0)) >= largest * 0x1p-40 ? kScreenNeighbours : kScreenUnknown;
}

IL_DEFINE_LANES(length, 1, length_value, length_bound, kLengthWhy.c_str(), false, &length_screen, scalar_result)
IL_DEFINE_LANES(distance, 2, distance_value, distance_bound, kDistanceWhy.c_str(), false, &distance_screen,
                scalar_result)
IL_DEFINE_LANES(dot, 2, dot_value, dot_bound, kDotWhy.c_str(), false, &dot_screen, scalar_result)

namespace {

// cross, one definition: component i is x[j]·y[k] - y[j]·x[k] (j, k the next two components), its value the exact
// difference rounded once (in long double IEEE arithmetic where an input is not finite), its bound the interval of
// the two correctly rounded products and their correctly rounded difference.
LD cross_value(const Value* in, int i) {
    const Value &x = in[0], &y = in[1];
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    const LD xj = component_ld(x, j), yk = component_ld(y, k), yj = component_ld(y, j), xk = component_ld(x, k);
    if (!all_finite(in, 2)) return xj * yk - yj * xk;
    ExactSum s;
    s.add_product({xj, yk});
    s.add_product({yj, xk}, 0, true);
    return s.to(x.type.scalar);
}

Bound cross_bound(const Value* in, int i, const Value&) {
    const Value &x = in[0], &y = in[1];
    const Precision p = precision(in);
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    return bound_of(iv::sub(iv::mul(iv::input(x, j), iv::input(y, k), p), iv::mul(iv::input(y, j), iv::input(x, k), p),
                            p));
}

// The screen (vec3 only: x[0 .. 3) is x, x[3 .. 6) is y): two products of floats are exact in double, so their
// difference is the exact value rounded once in double, and 0 only where the exact value is, which the definition
// gives as +0 (-0.0 - +0.0 is -0.0 in IEEE arithmetic). The last step, the subtraction, is correctly rounded, so
// the interval holds both floats around the exact value (kScreenNeighbours), where the bound cannot be undefined:
// that takes Inf - Inf, both products beyond FLT_MAX.
double cross_screen_value(const double* x, int, int c) {
    const int j = (c + 1) % 3, k = (c + 2) % 3;
    const double v = x[j] * x[3 + k] - x[3 + j] * x[k];
    return v == 0 ? 0.0 : v;
}

double cross_screen_bound(const double* x, int, int c) {
    const int j = (c + 1) % 3, k = (c + 2) % 3;
    const double least = std::min(std::fabs(x[j] * x[3 + k]), std::fabs(x[3 + j] * x[k]));
    return least < 0x1p127 ? kScreenNeighbours : kScreenUnknown;
}
// For doubles, as dot's: the subtraction allows every double within 1 single-precision ULP of the exact value, where
// neither product passes 2^1000.
double cross_screen_bound_double(const double* x, int, int c) {
    const int j = (c + 1) % 3, k = (c + 2) % 3;
    const double most = std::max(std::fabs(x[j] * x[3 + k]), std::fabs(x[3 + j] * x[k]));
    return most <= 0x1p1000 ? 1 : kScreenUnknown;
}

// Component c reads x[j], x[k], y[j] and y[k].
int cross_reads(int, int c, int* flat) {
    const int j = (c + 1) % 3, k = (c + 2) % 3;
    flat[0] = j;
    flat[1] = k;
    flat[2] = 3 + j;
    flat[3] = 3 + k;
    return 4;
}

const LaneScreen cross_screen{.vector_value = cross_screen_value,
                              .vector_bound = cross_screen_bound,
                              .vector_bound_double = cross_screen_bound_double,
                              .vector_reads = cross_reads,
                              .flush_hull = true};

// componentwise() appends the double and denormal sentences, as faceforward_lane does for faceforward.
const std::string kCrossWhy =
    join_why({"GLSL 4.50 §8.5 cross: (x[1]·y[2] - y[1]·x[2], x[2]·y[0] - y[2]·x[0], x[0]·y[1] - y[0]·x[1])",
              kInheritWhy});

}  // namespace

IL_DEFINE_LANES(cross, 2, cross_value, cross_bound, kCrossWhy.c_str(), false, &cross_screen)

namespace {

// The steps every component of a case shares (normalize's length, reflect's and refract's dot(N, I)), kept per thread
// with the inputs they were computed from (the first `arity`), so that a case's components compute them once:
// fill(steps) runs where the inputs are not the last case's. One cache per Steps and Fill (each caller's lambda).
template <typename Steps, typename Fill>
const Steps& per_case(const Value* in, int arity, Fill fill) {
    thread_local std::array<Value, 3> key{};
    thread_local Steps steps{};
    thread_local bool known = false;
    bool same = known;
    for (int k = 0; k < arity && same; ++k) same = key[k] == in[k];
    if (!same) {
        fill(steps);
        for (int k = 0; k < arity; ++k) key[k] = in[k];
        known = true;
    }
    return steps;
}

// normalize, one definition: each component's value x[i] / length(x) (the exact sum of squares, one long double
// root and one division), and its bound, the interval of x[i] / sqrt(dot(x, x)) over the steps.
LD normalize_value(const Value* in, int i) {
    struct Length {
        LD value;
    };
    return component_ld(in[0], i) / per_case<Length>(in, 1, [&](Length& t) { t.value = length_value(in, i); }).value;
}

// The components' intervals and the divisor's, length_steps of the whole vector.
struct NormalizeSteps {
    std::vector<Interval> xs;
    Interval length;
};

Bound normalize_bound(const Value* in, int i, const Value&) {
    const Precision p = precision(in);
    const NormalizeSteps& s = per_case<NormalizeSteps>(in, 1, [&](NormalizeSteps& t) {
        t.xs = intervals(in[0]);
        t.length = length_steps(t.xs, p);
    });
    return bound_of(iv::div(s.xs[i], s.length, p));
}

// The screen, at finite float components that are not denormal, with their sum of squares d inside [2^-100, 2^100]
// (so no step underflows, overflows or divides by an interval holding 0, and the divisor length(x) lies inside
// [2^-126, 2^126]: no bound there is undefined or unbounded). The bound's last step, the division, is "2.5 ULP"
// (§4.7.1) around an interval of quotients that holds the exact x[c] / length(x), so every float within 2.5 ULP of
// that exact value is accepted: the screen accepts those (kScreenEqualOnly for a zero component, whose bound is
// the exact 0). The value: squares exact in double, a sum of at most four, a root and a quotient, a few double
// ULPs from the exact value.
double normalize_screen_value(const double* x, int n, int c) { return x[c] / length_screen_value(x, n, c); }
// Where the squares overflow (overflowing_squares), length's interval reaches +Inf, so the divisor's interval lies
// partly past 2^126, where §4.7.1 gives a / b no bound: the precision is undefined, every answer but a NaN accepted.
// Infinite and NaN components too (LaneScreen::nonfinite_inputs): a NaN one makes every step's interval carry its
// flag, so every component is undefined; an infinite one makes the sum of squares and the root +Inf (no Inf - Inf
// in a sum of squares), so its own component meets Inf / Inf (undefined) and the others divide by a length past
// 2^126 (precision undefined), as the overflowing squares do.
double normalize_screen_bound(const double* x, int n, int c) {
    for (int k = 0; k < n; ++k)
        if (std::isnan(x[k])) return kScreenUndefined;
    if (std::isinf(x[c])) return kScreenUndefined;
    const double d = sum_of_squares(x, n);
    if (overflowing_squares(d)) return std::numeric_limits<double>::infinity();
    if (!screened_squares(d)) return kScreenUnknown;
    return x[c] == 0 ? kScreenEqualOnly : 2.5;
}
double normalize_screen_bound_double(const double* x, int n, int c) {
    // Not finite: a NaN or infinite sum, outside the range (the definition decides).
    if (!screened_double_squares(sum_of_squares(x, n))) return kScreenUnknown;
    return x[c] == 0 ? kScreenEqualOnly : 2.5;
}

const std::string kNormalizeWhy = join_why({"GLSL 4.50 §8.5 normalize: x / length(x)", kInheritWhy, kRootWhy});
const LaneScreen normalize_screen{.vector_value = normalize_screen_value,
                                  .vector_bound = normalize_screen_bound,
                                  .vector_bound_double = normalize_screen_bound_double,
                                  .nonfinite_inputs = true,
                                  .flush_hull = true};

}  // namespace

IL_DEFINE_LANES(normalize, 1, normalize_value, normalize_bound, kNormalizeWhy.c_str(), false, &normalize_screen)

namespace {

// faceforward, one definition (reference/choices.h): component c is N[c] where dot(Nref, I) < 0 and -N[c] otherwise
// (both exact). What every component of a case shares (per_case): the branch of the exact dot product, whether the
// computed one may fall on either side of 0 (its interval over the steps holds values below 0 and values at or
// above it), and whether the result is undefined as a whole (the dot's bound undefined, or every component of N a
// NaN) and why.
struct FaceforwardSteps {
    bool negative = false, either = false, undefined = false;
    std::string undefined_why;
    uint32_t nan_components = 0;  // N's NaN components, each undefined
};

// The bulk judge's first look at the branch (FaceforwardSteps::negative), where it can prove it: finite inputs, and
// the dot's computed value d (within 2^-50·s of the exact one, s = Σ|Nref[j]·I[j]|) more than 2^-16·s plus an
// underflow's margin plus f away from 0, f the sum of the products' magnitudes that have a denormal factor. Such a
// factor's interval is [x, 0] or [0, x] (it may be flushed), so its product's interval lies within that product of
// 0 and rounds as the others do; every sum of the ends lies within f of d's sum of exact products, and within the
// margins below of that sum. Every step of the dot's interval is within 1 ULP of 24
// digits (§4.7.1's a * b and a + b for float, and for double held to single precision) and one rounding outward of
// its exact result, and within the least normal value of it where it may underflow; a step past the largest finite
// value gives that value and +Inf (or -Inf and its negative). At most 4 steps deep, then:
// - where s is at most 2^126 (2^1022 for doubles), no step overflows, and the whole interval lies within about
//   2^-20·s plus a few least normal values of the exact dot: on its side of 0, with no flag;
// - where the products of the other sign than d's add up to at most 2^100 (2^1000), no step reaches the infinity of
//   that sign, so no addition meets +Inf and -Inf (no flag), and the interval's end on that side is at least the
//   lesser of the largest finite value and d's own bound, less those products: again on d's side of 0.
// False where it cannot tell.
// In R: double for float inputs (a product of two floats is exact in double, and the sums, within 2^-50·s of their
// exact values, are as far inside the margins as the long double ones), long double for the others.
template <typename R>
bool dot_far_from_zero_in(const Value& i_vec, const Value& nref, bool wide, bool* negative) {
    R above = 0, below = 0;  // the sums of the positive products and of the negative ones' magnitudes
    R flushable = 0;          // the magnitudes of the products with a denormal factor
    for (int j = 0; j < nref.size(); ++j) {
        const bool single = nref.type.scalar == Scalar::Float;
        const R x = single ? nref.f(j) : static_cast<R>(component_ld(nref, j));
        const R y = single ? i_vec.f(j) : static_cast<R>(component_ld(i_vec, j));
        if (!std::isfinite(x) || !std::isfinite(y)) return false;
        const R p = x * y;  // exact: 24 or 53 bits each
        (p < 0 ? below : above) += std::fabs(p);
        if (is_denormal(nref, j) || is_denormal(i_vec, j)) flushable += std::fabs(p);
    }
    const R d = above - below, s = above + below, other = d < 0 ? above : below;
    if (!(s <= (wide ? R(0x1p1022L) : R(0x1p126L)) || other <= (wide ? R(0x1p1000L) : R(0x1p100L)))) return false;
    if (!(std::fabs(d) > s * R(0x1p-16L) + (wide ? R(0x1p-1000L) : R(0x1p-100L)) + flushable)) return false;
    *negative = d < 0;
    return true;
}

bool dot_far_from_zero(const Value* in, bool* negative) {
    const Value &i_vec = in[1], &nref = in[2];
    const bool wide = nref.type.scalar == Scalar::Double;
    return nref.type.scalar == Scalar::Float ? dot_far_from_zero_in<double>(i_vec, nref, wide, negative)
                                             : dot_far_from_zero_in<LD>(i_vec, nref, wide, negative);
}

// The steps of a case, from the dot's interval; `screened`, from dot_far_from_zero where it tells (the bulk judge's
// lanes: tests/batch/bulk_judge_test.cpp holds them to the full path). A cache of each kind.
template <bool screened>
const FaceforwardSteps& faceforward_steps(const Value* in) {
    return per_case<FaceforwardSteps>(in, 3, [&](FaceforwardSteps& s) {
        const Value &n = in[0], &i_vec = in[1], &nref = in[2];
        s.nan_components = 0;
        for (int c = 0; c < n.size(); ++c)
            if (std::isnan(component_ld(n, c))) s.nan_components |= 1u << c;
        const bool all_nan = s.nan_components == (1u << n.size()) - 1;
        if (screened && dot_far_from_zero(in, &s.negative)) {
            s.either = false;
            s.undefined = all_nan;
            s.undefined_why = kNanInputWhy;
            return;
        }
        // A NaN component of I or Nref: the dot's interval carries kNanInput (every step keeps its operands' flags),
        // so the result is undefined as a whole, its reference branch that of the long double dot, as below.
        if (screened && (has_nan(i_vec) || has_nan(nref))) {
            s.negative = dot_ld(nref, i_vec) < 0;
            s.either = false;
            s.undefined = true;
            s.undefined_why = kNanInputWhy;
            return;
        }
        const Interval d = iv::dot(intervals(nref), intervals(i_vec), precision(in));
        s.negative = all_finite(in + 1, 2) ? exact_dot(nref, i_vec).sign() < 0 : dot_ld(nref, i_vec) < 0;
        s.either = d.lo < 0 && d.hi >= 0;
        const Bound b = bound_of(d);
        s.undefined = b.kind == Bound::Undefined || all_nan;
        s.undefined_why = b.note.empty() ? std::string(kNanInputWhy) : b.note;
    });
}

constexpr const char* kEitherSideWhy =
    "dot(Nref, I) may be computed on either side of 0, so N and -N are both accepted";
// Each branch's label, by whether dot(Nref, I) < 0.
constexpr const char* kBranchLabel[] = {"dot(Nref, I) >= 0: -N", "dot(Nref, I) < 0: N"};

template <class C>
void faceforward_lane(const Value* in, int i, C& c) {
    if constexpr (std::is_same_v<C, MatchSet>) {
        // The match pass takes one component over a block of cases, with no per-case cache between its components:
        // only dot_far_from_zero's look, a few long double products. Where it places the branch, the steps give
        // no flag (FaceforwardSteps::either false) and only N's NaN components are undefined (all of them, where the
        // whole result is); elsewhere the case goes on to the LaneSet path.
        bool negative = false;
        if (!dot_far_from_zero(in, &negative)) return c.set_unsure();
        const double n = num(in[0], i);
        c.reference().bits[i] = encode(in[0].type, negative ? n : -n);
        if (std::isnan(n)) c.set_undefined(i, kNanInputWhy);
        return;
    }
    const FaceforwardSteps& s = faceforward_steps<!std::is_same_v<C, Choices>>(in);
    if constexpr (std::is_same_v<C, Choices>) {
        // The sentences on doubles and on a denormal input, first in the rule's text (as componentwise() adds them).
        if (in[0].type.scalar == Scalar::Double) c.note(kDoubleWhy);
        if (any_denormal(in, 3)) c.note(kDenormalWhy);
    }
    const double n = num(in[0], i), chosen = s.negative ? n : -n;
    c.reference().bits[i] = encode(in[0].type, chosen);
    if (s.undefined) return c.set_undefined(i, s.undefined_why.c_str());
    if (s.nan_components) c.note(kNanInputWhy);
    if (s.nan_components >> i & 1) c.set_undefined(i, kNanInputWhy);
    // The computed dot may fall on either side of 0: both branches are results the spec allows.
    if (s.either) c.allow(i, kBranchLabel[!s.negative], encode(in[0].type, -chosen), kEitherSideWhy);
}

const std::string kFaceforwardWhy =
    join_why({"GLSL 4.50 §8.5 faceforward: If dot(Nref, I) < 0 return N, otherwise return -N", kInheritWhy});

}  // namespace

// The reference's label names its branch, as the other's does; a result undefined as a whole lists no components.
void faceforward(const Value* in, Expected* out) {
    evaluate(faceforward_choices, in, out);
    Rule& r = out[0].rule;
    if (r.kind == RuleKind::Undefined) r.undefined_components = 0;
    if (r.kind == RuleKind::AnyOf) r.labels[0] = kBranchLabel[faceforward_steps<false>(in).negative];
}

const ChoiceLanes faceforward_choices{3,
                                     nullptr,
                                     "",
                                     kFaceforwardWhy.c_str(),
                                     faceforward_lane<Choices>,
                                     faceforward_lane<LaneSet>,
                                     match_cases<faceforward_lane<MatchSet>>,
                                     faceforward};

namespace {

// What reflect's and refract's components share (per_case): the intervals of I, of N and of dot(N, I).
struct DotSteps {
    std::vector<Interval> is, ns;
    Interval dots;
    void fill(const Value* in, Precision p) {
        is = intervals(in[0]);
        ns = intervals(in[1]);
        dots = iv::dot(ns, is, p);
    }
};
struct ReflectSteps : DotSteps {
    Interval twice;  // 2·dot(N, I)
};
struct RefractSteps : DotSteps {
    Interval ks;  // k, in both forms
};

// reflect, one definition: each component's value I[c] - 2·Σ N[j]·I[j]·N[c] (every product exact, summed once),
// and its bound, the interval of I[c] - 2·dot(N, I)·N[c] over the steps.
LD reflect_value(const Value* in, int c) {
    const Value &i_vec = in[0], &n = in[1];
    const LD ic = component_ld(i_vec, c), nc = component_ld(n, c);
    if (!all_finite(in, 2)) return ic - 2 * dot_ld(n, i_vec) * nc;
    ExactSum s;
    s.add_product({ic});
    for (int j = 0; j < n.size(); ++j) s.add_product({component_ld(n, j), component_ld(i_vec, j), nc}, 1, true);
    return s.to(i_vec.type.scalar);
}

Bound reflect_bound(const Value* in, int c, const Value&) {
    const Precision p = precision(in);
    const Interval two = iv::exact(2);
    const ReflectSteps& s = per_case<ReflectSteps>(in, 2, [&](ReflectSteps& t) {
        t.fill(in, p);
        t.twice = iv::mul(two, t.dots, p);
    });
    // 2·dot(N, I)·N in either association of the product (reference/equation_forms.h); for a scalar also the
    // conformance reference's (N·N)·(2·I), dot(N, I) being N·I there.
    Interval scaled = iv::hull(iv::mul(s.twice, s.ns[c], p), iv::mul(iv::mul(s.ns[c], s.dots, p), two, p));
    if (in[0].size() == 1) scaled = iv::hull(scaled, iv::mul(iv::mul(s.ns[0], s.ns[0], p), iv::mul(two, s.is[0], p), p));
    return bound_of(iv::sub(s.is[c], scaled, p));
}

// refract, one definition: each component's value (0 where k < 0, else eta·I[c] - (eta·d + sqrt(k))·N[c], with the
// dot product d in long double), and its bound, the interval of the steps.
LD refract_value(const Value* in, int c) {
    const Value &i_vec = in[0], &n = in[1];
    struct Dot {
        LD value;
    };
    const LD eta = component_ld(in[2], 0), d = per_case<Dot>(in, 2, [&](Dot& t) { t.value = dot_of(n, i_vec); }).value;
    const LD k = 1 - eta * eta * (1 - d * d);
    return k < 0 ? 0 : eta * component_ld(i_vec, c) - (eta * d + std::sqrt(k)) * component_ld(n, c);
}

Bound refract_bound(const Value* in, int c, const Value&) {
    const Precision p = precision(in);
    const Interval e = iv::input(in[2], 0), one = iv::exact(1);
    const RefractSteps& s = per_case<RefractSteps>(in, 3, [&](RefractSteps& t) {
        t.fill(in, p);
        // k's chain of products in either association: 1 - (eta·eta)·(1 - dot·dot), and the conformance reference's
        // second form 1 + ((1 - dot·dot)·eta)·(-eta) (reference/equation_forms.h). Negation is exact.
        const Interval m = iv::sub(one, iv::mul(t.dots, t.dots, p), p);
        t.ks = iv::hull(iv::sub(one, iv::mul(iv::mul(e, e, p), m, p), p), iv::sub(one, iv::mul(iv::mul(m, e, p), e, p), p));
    });
    // k < 0 gives exactly 0; where the computed k may fall on either side of 0, both branches are allowed.
    Interval rc{1, -1, s.ks.flags};
    if (s.ks.lo < 0) rc = iv::exact(0);
    if (s.ks.hi >= 0) {
        const Interval root = iv::sqrt(Interval{std::max(s.ks.lo, 0.0L), s.ks.hi, s.ks.flags}, p);
        const Interval scale = iv::add(iv::mul(e, s.dots, p), root, p);
        const Interval formula = iv::sub(iv::mul(e, s.is[c], p), iv::mul(scale, s.ns[c], p), p);
        rc = s.ks.lo < 0 ? iv::hull(rc, formula) : formula;
    }
    rc.flags |= s.ks.flags;
    return bound_of(rc);
}

// reflect's screen (x[0 .. n) is I, x[n .. 2n) is N). The value I[c] - 2·Σ N[j]·I[j]·N[c] from exact terms: each
// N[j]·I[j] of two floats is exact in double and its product with N[c] splits into two doubles (fma); the 2n + 1
// terms are summed with a running error (two-sum), which leaves the sum within 2^-52 of its size plus
// (2n·2^-53)^2 of the terms' magnitudes (TwoSum::magnitude). Where that sum is at least 2^-40 of the terms' magnitudes, the
// value lies within 2^-46 of the exact one.
TwoSum reflect_terms(const double* x, int n, int c) {
    TwoSum s;
    s.add(x[c]);
    for (int j = 0; j < n; ++j) {
        const double p = x[n + j] * x[j], h = p * x[n + c];
        s.add(-2 * h);
        s.add(-2 * std::fma(p, x[n + c], -h));
    }
    return s;
}
double reflect_screen_value(const double* x, int n, int c) { return reflect_terms(x, n, c).value(); }
// Floats: with every component within 2^40, no step of I - 2·dot(N, I)·N in any of its forms passes 2^124 (products
// of two below 2^80, dot below 2^82, times N and 2 below 2^125), so none overflows or meets Inf; small ones only
// widen their intervals. The last step, I[c] less the product, is correctly rounded, so its interval holds both
// floats around the exact value (kScreenNeighbours).
double reflect_screen_bound(const double* x, int n, int c) {
    if (!all_within(x, 2 * n, 0x1p40)) return kScreenUnknown;
    const TwoSum s = reflect_terms(x, n, c);
    return std::fabs(s.value()) >= s.magnitude * 0x1p-40 ? kScreenNeighbours : kScreenUnknown;
}
// Doubles, held to single precision (precision_of): with every component within 2^300 no step overflows, and the
// subtraction allows every double within 1 single-precision ULP of the exact value (the bulk judge reads that from
// the definition's value).
double reflect_screen_bound_double(const double* x, int n, int) {
    return all_within(x, 2 * n, 0x1p300) ? 1 : kScreenUnknown;
}
const LaneScreen reflect_screen{.vector_value = reflect_screen_value,
                                .vector_bound = reflect_screen_bound,
                                .vector_bound_double = reflect_screen_bound_double,
                                .flush_hull = true};

const std::string kReflectWhy =
    join_why({"GLSL 4.50 §8.5 reflect: I - 2·dot(N, I)·N, as I - (2·dot(N, I))·N or I - (N·dot(N, I))·2", kInheritWhy});
const std::string kReflectScalarWhy =
    join_why({"GLSL 4.50 §8.5 reflect: I - 2·dot(N, I)·N, as I - (2·dot(N, I))·N, I - (N·dot(N, I))·2 or "
              "I - (N·N)·(2·I)",
              kInheritWhy});
const std::string kRefractWhy =
    join_why({"GLSL 4.50 §8.5 refract: k = 1.0 - eta·eta·(1.0 - dot(N, I)·dot(N, I)), also as "
              "1.0 + ((1.0 - dot(N, I)·dot(N, I))·eta)·(-eta); genType(0.0) if k < 0.0, otherwise "
              "eta·I - (eta·dot(N, I) + sqrt(k))·N",
              kInheritWhy, kRootWhy});

// refract's screen (x[0 .. n) is I, x[n .. 2n) is N, x[2n] is eta). k's interval is k ± less than 22·2^-23·C,
// C = 1 + eta^2·(1 + P^2) with P the sum of the dot product's |N[j]·I[j]|: each of its steps, correctly rounded (or, for
// doubles, within 1 single-precision ULP), widens it by one ULP of a value below C, the sums in every order by at
// most 2n ULPs of P. So where k is at least 2^-4·C above 0, the root is defined and the formula taken, and where it
// is at least that far below 0 the result is exactly 0. The formula's last step, eta·I[c] less
// (eta·d + sqrt(k))·N[c], is correctly rounded: its interval holds both floats around the exact value (for doubles,
// every double within 1 single-precision ULP of it). With k that far from 0 the root adds no more than 2^-59 of
// itself to the rounding errors, which stay below 20·2^-64 of M = |eta·I[c]| + (|eta·d| + sqrt(C) + |eta·d +
// sqrt(k)|)·|N[c]| in long double; a value at least 2^-10 of M (2^-5 for the definition's own, which the doubles'
// screen reads) is then within 2^-48 of the exact one.
struct RefractLook {
    double value, k, big_c, terms;
};
RefractLook refract_look(const double* x, int n, int c) {
    const double eta = x[2 * n];
    TwoSum dot;  // of exact products, for floats
    for (int j = 0; j < n; ++j) dot.add(x[n + j] * x[j]);
    const LD e = eta, d = static_cast<LD>(dot.hi) + dot.lo;
    const LD k = 1 - e * e * (1 - d * d);
    const double big_c = 1 + eta * eta * (1 + dot.magnitude * dot.magnitude);
    if (k < 0) return {0, static_cast<double>(k), big_c, 0};
    const LD scale = e * d + std::sqrt(k);
    const LD value = e * x[c] - scale * x[n + c];
    const LD terms = std::fabs(e * x[c]) + (std::fabs(e * d) + std::sqrt(static_cast<LD>(big_c)) + std::fabs(scale)) *
                                               std::fabs(static_cast<LD>(x[n + c]));
    return {static_cast<double>(value), static_cast<double>(k), big_c, static_cast<double>(terms)};
}
double refract_screen_value(const double* x, int n, int c) { return refract_look(x, n, c).value; }
// Floats: with every component within 2^21 and C at most 2^120, no float step passes 2^126 (products below 2^44,
// eta^2·(1 - d·d) in either association below 2^120, the scale below 2^66) and the root's divisor lies inside
// [2^-60, 4]; a product in the denormals only widens its interval.
double refract_screen_bound(const double* x, int n, int c) {
    if (!all_within(x, 2 * n + 1, 0x1p21)) return kScreenUnknown;
    const RefractLook look = refract_look(x, n, c);
    if (!(look.big_c <= 0x1p120)) return kScreenUnknown;
    if (look.k <= -look.big_c * 0x1p-4) return kScreenNeighbours;  // exactly 0
    if (look.k >= look.big_c * 0x1p-4 && std::fabs(look.value) >= look.terms * 0x1p-10) return kScreenNeighbours;
    return kScreenUnknown;
}
// Doubles: with every component within 2^100 no step overflows. The look's dot product is a two-sum of rounded
// products there, within 2^-50 of P of the exact one, far inside the margins above.
double refract_screen_bound_double(const double* x, int n, int c) {
    if (!all_within(x, 2 * n + 1, 0x1p100)) return kScreenUnknown;
    const RefractLook look = refract_look(x, n, c);
    return look.k >= look.big_c * 0x1p-4 && std::fabs(look.value) >= look.terms * 0x1p-5 ? 1 : kScreenUnknown;
}
const LaneScreen refract_screen{.vector_value = refract_screen_value,
                                .vector_bound = refract_screen_bound,
                                .vector_bound_double = refract_screen_bound_double,
                                .flush_hull = true};

}  // namespace

// A scalar reflect names the conformance reference's form in its text: a definition of its own.
const Lanes reflect_lanes{2, reflect_value, reflect_bound, kReflectWhy.c_str(), reflect, false, &reflect_screen};
const Lanes reflect_scalar_lanes{2,     reflect_value, reflect_bound, kReflectScalarWhy.c_str(),
                                 reflect, false,         &reflect_screen};
void reflect(const Value* in, Expected* out) {
    evaluate(in[0].size() == 1 ? reflect_scalar_lanes : reflect_lanes, in, out);
}

IL_DEFINE_LANES(refract, 3, refract_value, refract_bound, kRefractWhy.c_str(), false, &refract_screen)

}  // namespace il::ref
