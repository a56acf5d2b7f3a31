// CPU references for GLSL 4.50 §8.1 Angle and Trigonometry Functions, computed in long double (x87, 64-bit
// significand) and rounded once to float: correctly rounded unless the exact value lies within 2^-63 of its size from
// a midpoint between two floats. radians, degrees, sinh, cosh and tanh are equations of the precision table's
// operations and inherit their bounds; the others have undefined precision (GLSL 4.50 §4.7.1).
#include "reference/trig.h"

#include <cmath>
#include <limits>
#include <numbers>
#include <string>
#include <type_traits>

#include "compare/compare.h"
#include "precision/interval.h"

namespace il::ref {
namespace {

using LD = long double;

// The definitions' texts are built from these sentences by literal concatenation, so each is in static storage.
#define IL_UNDEFINED_PRECISION                                                                                       \
    "GLSL 4.50 §4.7.1: Built-in functions not listed above and not defined as equations of the above have undefined " \
    "precision. These include, for example, the trigonometric functions and determinant"
#define IL_INHERIT                                                                                                   \
    "GLSL 4.50 §4.7.1: Built-in functions defined in the specification with an equation built from the above "      \
    "operations inherit the above errors"
#define IL_HYPERBOLIC_STEPS \
    "the steps: exp(x): (3 + 2·|x|) ULP, e^x ∓ e^-x (a + b, a - b: Correctly rounded), / 2 (a / b: 2.5 ULP)"
constexpr const char* kNanResultWhy =
    "IEEE 754 gives a NaN here (sin, cos, tan of ±Inf); GLSL 4.50 §4.7.1: NaNs are not required to be generated";

constexpr LD kPi = std::numbers::pi_v<LD>;

// The real π lies between the long double neighbours of the rounded constant.
Interval pi(Precision p) { return iv::constant(std::nextafter(kPi, 0.0L), std::nextafter(kPi, 4.0L), p); }

bool may_be_zero(const Value& v, int i) { return v.f(i) == 0 || is_denormal(v, i); }

// Undefined precision: any non-NaN answer is accepted (and its distance reported) where the spec defines the result.
Bound free_bound(const Value* in, int arity, int i, const Value& r, const std::string& undefined_why) {
    for (int k = 0; k < arity; ++k)
        if (std::isnan(in[k].f(i))) return undefined_bound(kNanInputWhy);
    if (!undefined_why.empty()) return undefined_bound(undefined_why);
    if (std::isnan(r.f(i))) return undefined_bound(kNanResultWhy);
    return precision_undefined_bound("");
}

Bound no_domain(const Value* in, int i, const Value& r) { return free_bound(in, 1, i, r, ""); }

LD x_of(const Value* in, int i) { return component_ld(in[0], i); }

Interval sinh_steps(const Value* in, int i, Precision p) {
    const Interval x = iv::input(in[0], i);
    return iv::div(iv::sub(iv::exp(x, p), iv::exp(iv::neg(x), p), p), iv::exact(2), p);
}

Interval cosh_steps(const Value* in, int i, Precision p) {
    const Interval x = iv::input(in[0], i);
    return iv::div(iv::add(iv::exp(x, p), iv::exp(iv::neg(x), p), p), iv::exact(2), p);
}

// The screens' bounds (LaneScreen::bound) at finite, non-denormal float inputs: undefined precision accepts every
// non-NaN answer where the function is defined; the inherited bounds are intervals, without an undefined step
// where the exponentials and products stay finite, whose last step (radians' and degrees' product, correctly
// rounded, of a constant within 2.5 ULP: below; the hyperbolic functions' division, 2.5 ULP: every float within 2.5
// ULP of the exact value, which the division's operands enclose) the screen counts.
constexpr double kAny = std::numeric_limits<double>::infinity();
double any_bound_screen(const double*) { return kAny; }
double asin_acos_bound_screen(const double* x) { return std::fabs(x[0]) > 1 ? kScreenUndefined : kAny; }
double atan_bound_screen(const double* x) { return x[0] == 0 && x[1] == 0 ? kScreenUndefined : kAny; }
double acosh_bound_screen(const double* x) { return x[0] < 1 ? kScreenUndefined : kAny; }
double atanh_bound_screen(const double* x) { return std::fabs(x[0]) >= 1 ? kScreenUndefined : kAny; }
// radians and degrees: π converted to float may round either way (0x40490fda or 0x40490fdb, around π), the constant
// π / 180 or 180 / π is a division within 2.5 ULP of each quotient, and the product with the input is correctly
// rounded. So the constant's interval holds every real within 2.5 ULP of the exact constant: 2.5·2^-29 around
// π / 180 ≈ 0.01745 (in [2^-6, 2^-5)), 2.68e-7 of it; 2.5·2^-18 around 180 / π ≈ 57.30 (in [32, 64)), 1.66e-7 of it.
// The product's interval holds the exact value times that range, and a ULP of a normal result is at most 2^-23 of
// it: every float within 2.68e-7·2^23 = 2.24 ULP (radians) or 1.66e-7·2^23 = 1.40 ULP (degrees) of the exact value is
// accepted; the screens count 2 and 1.25. A zero input gives the exact zero alone. No float input takes radians'
// product past 2^122; degrees' stays below 2^126 for |x| < 2^120 (57.3 < 2^6), and only there is it screened.
template <int Quarters>
double scaled_bound_screen(const double* x, double limit) {
    if (x[0] == 0) return kScreenNeighbours;
    return std::fabs(x[0]) < limit ? Quarters / 4.0 : kScreenUnknown;
}
double radians_bound_screen(const double* x) { return scaled_bound_screen<8>(x, HUGE_VAL); }
double degrees_bound_screen(const double* x) { return scaled_bound_screen<5>(x, 0x1p120); }
// sinh and cosh: up to |x| = 80 every step stays finite. From 89.5 the exact value lies beyond FLT_MAX, so the
// reference is ±Inf, and e^|x|'s interval reaches +Inf, so ±Inf is accepted: equal bits match. From 4194302.5, exp's
// (3 + 2·|x|) ULP reaches 2^23, its precision is undefined, and e^x ∓ e^-x may meet Inf - Inf: undefined.
constexpr double kDivisionUlps = 2.5;  // GLSL 4.50 §4.7.1: a / b, 2.5 ULP (b within [2^-126, 2^126])
// Up to |x| = 80 the exponentials' intervals are wide as well: each holds every float within (3 + 2·|x|) ULP of e^±x,
// rounded inward, so every real within (1 + 2·|x|)·2^-24 of its size (a ULP is at least 2^-24 of the value, a float
// gap at most 2^-23). e^x ∓ e^-x rounds outward, so its interval holds n ± (1 + 2·|x|)·2^-24·(e^x + e^-x), and the
// division by 2 keeps every float of that range halved: sinh's accepted floats include those within
// (1 + 2·|x|)·2^-24·cosh(x) of sinh(x), and cosh's those within (1 + 2·|x|)·2^-24·cosh(x) of cosh(x). In ULPs of the
// value (at most 2^-23 of it), at least (1 + 2·|x|) / (2·|tanh(x)|) and (1 + 2·|x|) / 2; the larger of that and the
// division's own 2.5 ULP around the exact value.
double hyperbolic_spread(double a) { return (1 + 2 * a) / 2; }
// sinh's and cosh's bound past |x| = 80 (above).
double hyperbolic_far_bound(double a) {
    if (a >= 4194302.5) return kScreenUndefined;
    return a >= 89.5 ? kScreenEqualOnly : kScreenUnknown;
}
double sinh_bound_screen(const double* x) {
    const double a = std::fabs(x[0]);
    if (a <= 80) return a == 0 ? kDivisionUlps : std::max(kDivisionUlps, hyperbolic_spread(a) / std::tanh(a));
    return hyperbolic_far_bound(a);
}
double cosh_bound_screen(const double* x) {
    const double a = std::fabs(x[0]);
    return a <= 80 ? std::max(kDivisionUlps, hyperbolic_spread(a)) : hyperbolic_far_bound(a);
}
// tanh, sinh / cosh: from |x| = 89 both intervals reach an infinity (e^89 is beyond FLT_MAX), and the division may
// meet Inf / Inf: undefined. Below 80, sinh's interval holds sinh(x) ± (that range, less the two float gaps that
// rounding it inward may take) and cosh's holds cosh(x), so the quotients hold tanh(x) ± ((1 + 2·|x|)·2^-24 -
// 2^-22·|tanh(x)|): (1 + 2·|x|) / (2·|tanh(x)|) - 2 ULP of tanh(x), or the division's 2.5 where that is more.
double tanh_bound_screen(const double* x) {
    const double a = std::fabs(x[0]);
    if (a <= 80) return a == 0 ? kDivisionUlps : std::max(kDivisionUlps, hyperbolic_spread(a) / std::tanh(a) - 2);
    return a >= 89 ? kScreenUndefined : kScreenUnknown;
}

}  // namespace

// Undefined precision (GLSL 4.50 §4.7.1): the §8.1 sentence, then the precision sentence.
#define IL_DEFINE_FREE(name, arity, formula, screen, bound, what) \
    IL_DEFINE_FORMULA_LANES(name, arity, formula, screen, bound, "GLSL 4.50 §8.1 " what "; " IL_UNDEFINED_PRECISION)

IL_DEFINE_FORMULA_LANES(
    radians, 1, [](const auto* x) { return std::numbers::pi_v<std::remove_cvref_t<decltype(*x)>> / 180 * x[0]; }, radians_bound_screen,
    [](const Value* v, int i, const Value&) {
        const Precision p = precision_of(Scalar::Float);
        return bound_of(iv::mul(iv::div(pi(p), iv::exact(180), p), iv::input(v[0], i), p));
    },
    "GLSL 4.50 §8.1 radians: (π / 180) · degrees; the steps: π converted to float (conversions: Correctly rounded), "
    "π / 180 (a / b: 2.5 ULP), · degrees (a * b: Correctly rounded); " IL_INHERIT)

IL_DEFINE_FORMULA_LANES(
    degrees, 1, [](const auto* x) { return 180 / std::numbers::pi_v<std::remove_cvref_t<decltype(*x)>> * x[0]; }, degrees_bound_screen,
    [](const Value* v, int i, const Value&) {
        const Precision p = precision_of(Scalar::Float);
        return bound_of(iv::mul(iv::div(iv::exact(180), pi(p), p), iv::input(v[0], i), p));
    },
    "GLSL 4.50 §8.1 degrees: (180 / π) · radians; the steps: π converted to float (conversions: Correctly rounded), "
    "180 / π (a / b: 2.5 ULP), · radians (a * b: Correctly rounded); " IL_INHERIT)

IL_DEFINE_FREE(
    sin, 1, [](const auto* x) { return std::sin(x[0]); }, any_bound_screen, no_domain,
    "sin: The standard trigonometric sine function")

IL_DEFINE_FREE(
    cos, 1, [](const auto* x) { return std::cos(x[0]); }, any_bound_screen, no_domain,
    "cos: The standard trigonometric cosine function")

IL_DEFINE_FREE(
    tan, 1, [](const auto* x) { return std::tan(x[0]); }, any_bound_screen, no_domain,
    "tan: The standard trigonometric tangent")

IL_DEFINE_FREE(
    asin, 1, [](const auto* x) { return std::asin(x[0]); }, asin_acos_bound_screen,
    [](const Value* v, int i, const Value& r) {
        return free_bound(v, 1, i, r,
                          std::fabs(x_of(v, i)) > 1 ? "GLSL 4.50 §8.1 asin: Results are undefined if |x| > 1" : "");
    },
    "asin: Arc sine. Returns an angle whose sine is x")

IL_DEFINE_FREE(
    acos, 1, [](const auto* x) { return std::acos(x[0]); }, asin_acos_bound_screen,
    [](const Value* v, int i, const Value& r) {
        return free_bound(v, 1, i, r,
                          std::fabs(x_of(v, i)) > 1 ? "GLSL 4.50 §8.1 acos: Results are undefined if |x| > 1" : "");
    },
    "acos: Arc cosine. Returns an angle whose cosine is x")

IL_DEFINE_FREE(
    atan, 2, [](const auto* x) { return std::atan2(x[0], x[1]); }, atan_bound_screen,
    [](const Value* v, int i, const Value& r) {
        std::string why;
        if (may_be_zero(v[0], i) && may_be_zero(v[1], i)) {
            why = "GLSL 4.50 §8.1 atan: Results are undefined if x and y are both 0";
            if (v[0].f(i) != 0 || v[1].f(i) != 0) why += " (a denormal input may be flushed to 0)";
        }
        return free_bound(v, 2, i, r, why);
    },
    "atan: Arc tangent. Returns an angle whose tangent is y / x")

IL_DEFINE_FREE(
    atan_y_over_x, 1, [](const auto* x) { return std::atan(x[0]); }, any_bound_screen, no_domain,
    "atan: Arc tangent. Returns an angle whose tangent is y_over_x")

IL_DEFINE_FORMULA_LANES(
    sinh, 1, [](const auto* x) { return std::sinh(x[0]); }, sinh_bound_screen,
    [](const Value* v, int i, const Value&) { return bound_of(sinh_steps(v, i, precision_of(Scalar::Float))); },
    "GLSL 4.50 §8.1 sinh: (e^x - e^-x) / 2; " IL_HYPERBOLIC_STEPS "; " IL_INHERIT)

IL_DEFINE_FORMULA_LANES(
    cosh, 1, [](const auto* x) { return std::cosh(x[0]); }, cosh_bound_screen,
    [](const Value* v, int i, const Value&) { return bound_of(cosh_steps(v, i, precision_of(Scalar::Float))); },
    "GLSL 4.50 §8.1 cosh: (e^x + e^-x) / 2; " IL_HYPERBOLIC_STEPS "; " IL_INHERIT)

IL_DEFINE_FORMULA_LANES(
    tanh, 1, [](const auto* x) { return std::tanh(x[0]); }, tanh_bound_screen,
    [](const Value* v, int i, const Value&) {
        const Precision p = precision_of(Scalar::Float);
        return bound_of(iv::div(sinh_steps(v, i, p), cosh_steps(v, i, p), p));
    },
    "GLSL 4.50 §8.1 tanh: sinh(x) / cosh(x); " IL_HYPERBOLIC_STEPS ", then a / b: 2.5 ULP; " IL_INHERIT)

IL_DEFINE_FREE(
    asinh, 1, [](const auto* x) { return std::asinh(x[0]); }, any_bound_screen, no_domain,
    "asinh: Arc hyperbolic sine; returns the inverse of sinh")

IL_DEFINE_FREE(
    acosh, 1, [](const auto* x) { return std::acosh(x[0]); }, acosh_bound_screen,
    [](const Value* v, int i, const Value& r) {
        return free_bound(v, 1, i, r, x_of(v, i) < 1 ? "GLSL 4.50 §8.1 acosh: Results are undefined if x < 1" : "");
    },
    "acosh: Arc hyperbolic cosine. Returns the non-negative inverse of cosh")

IL_DEFINE_FREE(
    atanh, 1, [](const auto* x) { return std::atanh(x[0]); }, atanh_bound_screen,
    [](const Value* v, int i, const Value& r) {
        const bool outside = std::fabs(x_of(v, i)) >= 1;
        return free_bound(v, 1, i, r, outside ? "GLSL 4.50 §8.1 atanh: Results are undefined if |x| >= 1" : "");
    },
    "atanh: Arc hyperbolic tangent. Returns the inverse of tanh")

}  // namespace il::ref
