// CPU references for GLSL 4.50 §8.1 Angle and Trigonometry Functions, computed in long double (x87, 64-bit
// significand) and rounded once to float: correctly rounded unless the exact value lies within 2^-63 of its size from
// a midpoint between two floats. radians, degrees, sinh, cosh and tanh are equations of the precision table's
// operations and inherit their bounds; the others have undefined precision (GLSL 4.50 §4.7.1).
#include "reference/trig.h"

#include <cmath>
#include <numbers>
#include <string>

#include "compare/compare.h"
#include "precision/interval.h"

namespace il::ref {
namespace {

using LD = long double;

constexpr const char* kUndefinedPrecisionWhy =
    "GLSL 4.50 §4.7.1: Built-in functions not listed above and not defined as equations of the above have undefined "
    "precision. These include, for example, the trigonometric functions and determinant";
constexpr const char* kInheritWhy =
    "GLSL 4.50 §4.7.1: Built-in functions defined in the specification with an equation built from the above "
    "operations inherit the above errors";
constexpr const char* kNanResultWhy =
    "IEEE 754 gives a NaN here (sin, cos, tan of ±Inf); GLSL 4.50 §4.7.1: NaNs are not required to be generated";
constexpr const char* kRadiansWhy =
    "GLSL 4.50 §8.1 radians: (π / 180) · degrees; the steps: π converted to float (conversions: Correctly rounded), "
    "π / 180 (a / b: 2.5 ULP), · degrees (a * b: Correctly rounded)";
constexpr const char* kDegreesWhy =
    "GLSL 4.50 §8.1 degrees: (180 / π) · radians; the steps: π converted to float (conversions: Correctly rounded), "
    "180 / π (a / b: 2.5 ULP), · radians (a * b: Correctly rounded)";
constexpr const char* kHyperbolicSteps =
    "the steps: exp(x): (3 + 2·|x|) ULP, e^x ∓ e^-x (a + b, a - b: Correctly rounded), / 2 (a / b: 2.5 ULP)";

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

void free_function(const Value* in, int arity, Expected* out, const char* what, ComponentReference reference,
                   ComponentBound bound) {
    componentwise(in, arity, out, std::string("GLSL 4.50 §8.1 ") + what + "; " + kUndefinedPrecisionWhy, reference,
                  bound);
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

}  // namespace

void radians(const Value* in, Expected* out) {
    componentwise(
        in, 1, out, std::string(kRadiansWhy) + "; " + kInheritWhy,
        [](const Value* v, int i) { return kPi / 180 * x_of(v, i); },
        [](const Value* v, int i, const Value&) {
            const Precision p = precision_of(Scalar::Float);
            return bound_of(iv::mul(iv::div(pi(p), iv::exact(180), p), iv::input(v[0], i), p));
        });
}

void degrees(const Value* in, Expected* out) {
    componentwise(
        in, 1, out, std::string(kDegreesWhy) + "; " + kInheritWhy,
        [](const Value* v, int i) { return 180 / kPi * x_of(v, i); },
        [](const Value* v, int i, const Value&) {
            const Precision p = precision_of(Scalar::Float);
            return bound_of(iv::mul(iv::div(iv::exact(180), pi(p), p), iv::input(v[0], i), p));
        });
}

void sin(const Value* in, Expected* out) {
    free_function(
        in, 1, out, "sin: The standard trigonometric sine function",
        [](const Value* v, int i) { return std::sin(x_of(v, i)); }, no_domain);
}

void cos(const Value* in, Expected* out) {
    free_function(
        in, 1, out, "cos: The standard trigonometric cosine function",
        [](const Value* v, int i) { return std::cos(x_of(v, i)); }, no_domain);
}

void tan(const Value* in, Expected* out) {
    free_function(
        in, 1, out, "tan: The standard trigonometric tangent",
        [](const Value* v, int i) { return std::tan(x_of(v, i)); }, no_domain);
}

void asin(const Value* in, Expected* out) {
    free_function(
        in, 1, out, "asin: Arc sine. Returns an angle whose sine is x",
        [](const Value* v, int i) { return std::asin(x_of(v, i)); },
        [](const Value* v, int i, const Value& r) {
            return free_bound(v, 1, i, r,
                              std::fabs(x_of(v, i)) > 1 ? "GLSL 4.50 §8.1 asin: Results are undefined if |x| > 1" : "");
        });
}

void acos(const Value* in, Expected* out) {
    free_function(
        in, 1, out, "acos: Arc cosine. Returns an angle whose cosine is x",
        [](const Value* v, int i) { return std::acos(x_of(v, i)); },
        [](const Value* v, int i, const Value& r) {
            return free_bound(v, 1, i, r,
                              std::fabs(x_of(v, i)) > 1 ? "GLSL 4.50 §8.1 acos: Results are undefined if |x| > 1" : "");
        });
}

void atan(const Value* in, Expected* out) {
    free_function(
        in, 2, out, "atan: Arc tangent. Returns an angle whose tangent is y / x",
        [](const Value* v, int i) { return std::atan2(component_ld(v[0], i), component_ld(v[1], i)); },
        [](const Value* v, int i, const Value& r) {
            std::string why;
            if (may_be_zero(v[0], i) && may_be_zero(v[1], i)) {
                why = "GLSL 4.50 §8.1 atan: Results are undefined if x and y are both 0";
                if (v[0].f(i) != 0 || v[1].f(i) != 0) why += " (a denormal input may be flushed to 0)";
            }
            return free_bound(v, 2, i, r, why);
        });
}

void atan_y_over_x(const Value* in, Expected* out) {
    free_function(
        in, 1, out, "atan: Arc tangent. Returns an angle whose tangent is y_over_x",
        [](const Value* v, int i) { return std::atan(x_of(v, i)); }, no_domain);
}

void sinh(const Value* in, Expected* out) {
    componentwise(
        in, 1, out, std::string("GLSL 4.50 §8.1 sinh: (e^x - e^-x) / 2; ") + kHyperbolicSteps + "; " + kInheritWhy,
        [](const Value* v, int i) { return std::sinh(x_of(v, i)); },
        [](const Value* v, int i, const Value&) { return bound_of(sinh_steps(v, i, precision_of(Scalar::Float))); });
}

void cosh(const Value* in, Expected* out) {
    componentwise(
        in, 1, out, std::string("GLSL 4.50 §8.1 cosh: (e^x + e^-x) / 2; ") + kHyperbolicSteps + "; " + kInheritWhy,
        [](const Value* v, int i) { return std::cosh(x_of(v, i)); },
        [](const Value* v, int i, const Value&) { return bound_of(cosh_steps(v, i, precision_of(Scalar::Float))); });
}

void tanh(const Value* in, Expected* out) {
    componentwise(
        in, 1, out,
        std::string("GLSL 4.50 §8.1 tanh: sinh(x) / cosh(x); ") + kHyperbolicSteps + ", then a / b: 2.5 ULP; " +
            kInheritWhy,
        [](const Value* v, int i) { return std::tanh(x_of(v, i)); },
        [](const Value* v, int i, const Value&) {
            const Precision p = precision_of(Scalar::Float);
            return bound_of(iv::div(sinh_steps(v, i, p), cosh_steps(v, i, p), p));
        });
}

void asinh(const Value* in, Expected* out) {
    free_function(
        in, 1, out, "asinh: Arc hyperbolic sine; returns the inverse of sinh",
        [](const Value* v, int i) { return std::asinh(x_of(v, i)); }, no_domain);
}

void acosh(const Value* in, Expected* out) {
    free_function(
        in, 1, out, "acosh: Arc hyperbolic cosine. Returns the non-negative inverse of cosh",
        [](const Value* v, int i) { return std::acosh(x_of(v, i)); },
        [](const Value* v, int i, const Value& r) {
            return free_bound(v, 1, i, r, x_of(v, i) < 1 ? "GLSL 4.50 §8.1 acosh: Results are undefined if x < 1" : "");
        });
}

void atanh(const Value* in, Expected* out) {
    free_function(
        in, 1, out, "atanh: Arc hyperbolic tangent. Returns the inverse of tanh",
        [](const Value* v, int i) { return std::atanh(x_of(v, i)); },
        [](const Value* v, int i, const Value& r) {
            const bool outside = std::fabs(x_of(v, i)) >= 1;
            return free_bound(v, 1, i, r, outside ? "GLSL 4.50 §8.1 atanh: Results are undefined if |x| >= 1" : "");
        });
}

}  // namespace il::ref
