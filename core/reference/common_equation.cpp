// CPU references for the GLSL 4.50 §8.3 Common Functions that the spec defines by an equation: fract, mod, mix and
// smoothstep. The reference evaluates the equation as written, one correctly rounded operation per step in the
// argument type; the rule is the interval that §4.7.1 lets those steps produce: "Built-in functions defined in the
// specification with an equation built from the above operations inherit the above errors." mix and smoothstep
// take the other forms reference/equation_forms.h accepts.
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "precision/interval.h"
#include "reference/choices.h"
#include "reference/common.h"
#include "reference/equation.h"
#include "reference/equation_forms.h"

namespace il::ref {

namespace {

constexpr const char* kFractWhy =
    "GLSL 4.50 §8.3 fract: Returns x - floor(x); §4.7.1: a - b: Correctly rounded (floor is exact); for a double "
    "x the subtraction is correctly rounded in double, as \"correctly rounded\" names the rounding of the "
    "operation's own type (\"The precision of double-precision operations is at least that of single precision\" "
    "only sets a floor for the bounds the table gives in ULPs), so fract of a double is judged in double ULPs";
constexpr const char* kModWhy =
    "GLSL 4.50 §8.3 mod: Modulus. Returns x - y * floor(x / y); §4.7.1: a / b: 2.5 ULP for |b| in the range "
    "[2^-126, 2^126]; a * b + c: Correctly rounded single operation or sequence of two correctly rounded operations";
constexpr const char* kModZeroWhy =
    "mod(x, 0): x / 0 lies outside the range [2^-126, 2^126] that bounds a / b (§4.7.1), and 0 * floor(x / 0) is "
    "0 * Inf, a NaN; the spec gives no value";
constexpr const char* kMixWhy =
    "GLSL 4.50 §8.3 mix: Returns the linear blend of x and y, i.e., x * (1 - a) + y * a; §4.7.1: a + b, a - b, "
    "a * b: Correctly rounded; a * b + c: Correctly rounded single operation or sequence of two correctly rounded "
    "operations (so either product may be fused with the addition); " IL_EQUATION_FORMS
    " (for mix: x + (y - x) * a)";
constexpr const char* kSmoothstepWhy =
    "GLSL 4.50 §8.3 smoothstep: t = clamp((x - edge0) / (edge1 - edge0), 0, 1); return t * t * (3 - 2 * t); §4.7.1: "
    "a - b, a * b: Correctly rounded; a / b: 2.5 ULP for |b| in the range [2^-126, 2^126]; " IL_EQUATION_FORMS
    " (for smoothstep: (t * t) * (3 - 2 * t) or t * (t * (3 - 2 * t)))";
constexpr const char* kSmoothstepOrderWhy = "GLSL 4.50 §8.3 smoothstep: Results are undefined if edge0 >= edge1";

using namespace equation;

template <typename T>
T fract_of(T x) {
    return step_of<T>(x - std::floor(x));
}

template <typename T>
T mod_of(T x, T y) {
    return step_of<T>(x - step_of<T>(y * std::floor(step_of<T>(x / y))));
}

template <typename T>
T mix_of(T x, T y, T a) {
    return step_of<T>(step_of<T>(x * step_of<T>(T(1) - a)) + step_of<T>(y * a));
}

template <typename T>
T smoothstep_of(T e0, T e1, T x) {
    T t = step_of<T>(step_of<T>(x - e0) / step_of<T>(e1 - e0));
    t = t < T(0) ? T(0) : t > T(1) ? T(1) : t;  // clamp(t, 0, 1)
    return step_of<T>(step_of<T>(t * t) * step_of<T>(T(3) - step_of<T>(T(2) * t)));
}

Interval floor_of(const Interval& a) { return {std::floor(a.lo), std::floor(a.hi), a.flags}; }  // floor is exact
Interval clamp01(const Interval& a) {
    auto c = [](LD v) { return v < 0 ? 0.0L : v > 1 ? 1.0L : v; };
    return {c(a.lo), c(a.hi), a.flags};
}

// One correctly rounded subtraction, in the argument's own type (doubles too: kFractWhy).
Interval fract_steps(const Args& a, Precision p) {
    return iv::sub(point(a[0]), point(std::floor(a[0])), correctly_rounded(p.storage));
}

Interval mod_steps(const Args& a, Precision p) {
    const Interval q = floor_of(iv::div(point(a[0]), point(a[1]), p));
    return iv::sub(point(a[0]), iv::mul(point(a[1]), q, p), p);
}

Interval mix_steps(const Args& a, Precision p) {
    const Interval blend = iv::sub(point(1), point(a[2]), p);
    const Interval equation = iv::sum({iv::mul(point(a[0]), blend, p), iv::mul(point(a[1]), point(a[2]), p)}, p);
    // The form compilers lower mix to (Mesa's flrp among them): one operation fewer.
    const Interval difference = iv::sub(point(a[1]), point(a[0]), p);
    const Interval lerp = iv::add(point(a[0]), iv::mul(difference, point(a[2]), p), p);
    return iv::hull(equation, lerp);
}

Interval smoothstep_steps(const Args& a, Precision p) {
    const Interval t = clamp01(iv::div(iv::sub(point(a[2]), point(a[0]), p), iv::sub(point(a[1]), point(a[0]), p), p));
    const Interval poly = iv::sub(point(3), iv::mul(point(2), t, p), p);
    // t * t * (3 - 2 * t), its chain of products in either association (reference/equation_forms.h).
    return iv::hull(iv::mul(iv::mul(t, t, p), poly, p), iv::mul(t, iv::mul(t, poly, p), p));
}

const char* mod_undefined(const Args& a) { return a[1] == 0 ? kModZeroWhy : nullptr; }
const char* smoothstep_undefined(const Args& a) { return a[0] >= a[1] ? kSmoothstepOrderWhy : nullptr; }

LD fract_value(const Value* in, int i) {
    return by_steps(in, 1, i, [](float x, float, float) { return fract_of(x); },
                    [](double x, double, double) { return fract_of(x); });
}
LD mod_value(const Value* in, int i) {
    return by_steps(in, 2, i, [](float x, float y, float) { return mod_of(x, y); },
                    [](double x, double y, double) { return mod_of(x, y); });
}
LD mix_value(const Value* in, int i) {
    return by_steps(in, 3, i, [](float x, float y, float a) { return mix_of(x, y, a); },
                    [](double x, double y, double a) { return mix_of(x, y, a); });
}
LD smoothstep_value(const Value* in, int i) {
    return by_steps(in, 3, i, [](float e0, float e1, float x) { return smoothstep_of(e0, e1, x); },
                    [](double e0, double e1, double x) { return smoothstep_of(e0, e1, x); });
}

Bound fract_bound(const Value* in, int i, const Value&) { return by_interval(in, 1, i, fract_steps, never); }
Bound mod_bound(const Value* in, int i, const Value&) { return by_interval(in, 2, i, mod_steps, mod_undefined); }
Bound mix_bound(const Value* in, int i, const Value&) { return by_interval(in, 3, i, mix_steps, never); }
Bound smoothstep_bound(const Value* in, int i, const Value&) {
    return by_interval(in, 3, i, smoothstep_steps, smoothstep_undefined);
}

// The screens (LaneScreen) of float and double results: the same steps in the result's type, so equal bits settle
// as a match wherever the full definition's bound is not undefined (an interval, or PrecisionUndefined where a
// divisor leaves [2^-126, 2^126]). Its undefined cases are the spec's (mod(x, 0), smoothstep with edge0 >= edge1)
// and the IEEE NaNs an allowed evaluation meets (Interval::kIeeeNan: Inf - Inf, 0 * Inf, Inf / Inf, 0 / 0), which
// need a step whose interval reaches an infinity or, for a divisor, 0. The conditions below keep every step's
// interval finite (each step's magnitude at most 2^126 for floats, so its rounding neighbours are too: FLT_MAX is
// almost 2^128; 2^1022 for doubles) and every divisor's interval away from 0; elsewhere the full definition decides.
double fract_screen_value(const double* x) { return fract_of(static_cast<float>(x[0])); }
double mod_screen_value(const double* x) { return mod_of(static_cast<float>(x[0]), static_cast<float>(x[1])); }
double mix_screen_value(const double* x) {
    return mix_of(static_cast<float>(x[0]), static_cast<float>(x[1]), static_cast<float>(x[2]));
}
double smoothstep_screen_value(const double* x) {
    return smoothstep_of(static_cast<float>(x[0]), static_cast<float>(x[1]), static_cast<float>(x[2]));
}
double fract_screen_double(const double* x) { return fract_of(x[0]); }
double mod_screen_double(const double* x) { return mod_of(x[0], x[1]); }
double mix_screen_double(const double* x) { return mix_of(x[0], x[1], x[2]); }
// mix's other forms (reference/equation_forms.h), each inside mix_steps's interval: the lerp x + (y - x)·a
// unfused and with its product fused into the addition, and the equation with either product fused (a fused step
// lies inside the interval of its product and addition).
template <typename T>
int mix_forms_of(T x, T y, T a, double* out) {
    const T difference = step_of<T>(y - x), blend = step_of<T>(T(1) - a);
    out[0] = step_of<T>(x + step_of<T>(difference * a));
    out[1] = std::fma(difference, a, x);
    out[2] = std::fma(x, blend, step_of<T>(y * a));
    out[3] = std::fma(y, a, step_of<T>(x * blend));
    return 4;
}
int mix_forms(const double* x, double* out) {
    return mix_forms_of(static_cast<float>(x[0]), static_cast<float>(x[1]), static_cast<float>(x[2]), out);
}
int mix_forms_double(const double* x, double* out) { return mix_forms_of(x[0], x[1], x[2], out); }
double smoothstep_screen_double(const double* x) { return smoothstep_of(x[0], x[1], x[2]); }
// smoothstep's floats around its exact value t·t·(3 - 2·t), t = clamp((x - edge0) / (edge1 - edge0), 0, 1): the
// interval holds both, its last step being a correctly rounded product of operand intervals that hold the exact
// factors. In double t lies within 3 ULP of its exact value (the sign of x - edge0 is exact, so is the clamp at 0)
// and the value within 2^-48 of its own (s' = 6·t·(1 - t) vanishes at the clamp at 1). Where the floats just below
// and just above that window are next to each other, they are the two; where one float lies inside it, that one is
// one of the two whichever side the exact value is on; a float below 2^-126 is left to the definition.
int smoothstep_forms(const double* x, double* out) {
    const double t = std::clamp((x[2] - x[0]) / (x[1] - x[0]), 0.0, 1.0);
    const double v = t * t * (3 - 2 * t), error = v * 0x1p-48;
    float lo = static_cast<float>(v - error), hi = static_cast<float>(v + error);
    if (static_cast<double>(lo) > v - error) lo = std::nextafter(lo, -1.0f);
    if (static_cast<double>(hi) < v + error) hi = std::nextafter(hi, 2.0f);
    if (!(lo >= 0x1p-126f)) return 0;
    if (std::nextafter(lo, 2.0f) == hi) {
        out[0] = lo;
        out[1] = hi;
        return 2;
    }
    const float inside = std::nextafter(lo, 2.0f);
    if (std::nextafter(inside, 2.0f) != hi) return 0;
    out[0] = inside;
    return 1;
}
// Each step's magnitude at most 2^126 for a float result, 2^1022 for a double one (DBL_MAX is almost 2^1024).
template <bool Double>
bool finite_step(double v) {
    return std::fabs(v) <= (Double ? 0x1p1022 : 0x1p126);
}
double fract_screen_bound(const double*) { return kScreenEqualOnly; }
// x - y * floor(x / y), y != 0 (a point, never holding 0): x / y within 2.5 ULP, or unbounded for |y| outside
// [2^-126, 2^126]; floor of that interval; y times it, where an infinite end of floor(...) is never multiplied by
// 0; then x minus that, where only one end can be infinite. No step meets an IEEE NaN.
double mod_screen_bound(const double* x) { return x[1] == 0 ? kScreenUndefined : kScreenEqualOnly; }
// x * (1 - a) + y * a and x + (y - x) * a (reference/common_equation.cpp, mix_steps): every product and sum below
// 2^126 in magnitude.
template <bool Double>
double mix_screen_bound(const double* x) {
    auto finite = finite_step<Double>;
    const double a = std::fabs(x[2]), blend = 1 + a;  // |1 - a| <= 1 + |a|
    return finite(blend) && finite(std::fabs(x[0]) * blend) && finite(std::fabs(x[1]) * a) &&
                   finite(std::fabs(x[0]) + std::fabs(x[1])) && finite((std::fabs(x[0]) + std::fabs(x[1])) * a) &&
                   finite(std::fabs(x[0]) * blend + std::fabs(x[1]) * a)
               ? kScreenEqualOnly
               : kScreenUnknown;
}
// (x - edge0) / (edge1 - edge0), clamped to [0, 1], then t * t * (3 - 2 * t): both differences finite, and the
// divisor's interval away from 0 (edge1 - edge0 at least 2^-100, far above where its rounding may reach a zero).
template <bool Double>
double smoothstep_screen_bound(const double* x) {
    if (x[0] >= x[1]) return kScreenUndefined;
    const double span = x[1] - x[0];
    return finite_step<Double>(std::fabs(x[2]) + std::fabs(x[0])) && finite_step<Double>(span) && span >= 0x1p-100
               ? kScreenEqualOnly
               : kScreenUnknown;
}

// A screen's bound that also takes infinite and NaN inputs (LaneScreen::nonfinite_inputs): a NaN input leaves the
// component undefined, as the definition's bound says before anything else (reference/equation.h, by_interval); an
// infinite one is the definition's to judge (its steps meet Inf - Inf or Inf · 0 at some inputs and not at others).
template <double (*Bound)(const double*), int Arity>
double nonfinite_bound(const double* x) {
    for (int q = 0; q < Arity; ++q)
        if (std::isnan(x[q])) return kScreenUndefined;
    for (int q = 0; q < Arity; ++q)
        if (std::isinf(x[q])) return kScreenUnknown;
    return Bound(x);
}

}  // namespace

// Each built-in once: its lanes' value (the equation's steps) and bound (the interval of those steps), and the
// screen of its float and double results, with its other forms where it has some (LaneScreen::forms).
#define IL_DEFINE_EQUATION(name, arity, why, float_bound, double_bound, float_forms, double_forms)         \
    const LaneScreen name##_screen{.value = name##_screen_value,                                         \
                                   .bound = nonfinite_bound<float_bound, arity>,                         \
                                   .exact = true,                                                        \
                                   .value_double = name##_screen_double,                                 \
                                   .bound_double = nonfinite_bound<double_bound, arity>,                 \
                                   .forms = float_forms,                                                 \
                                   .forms_double = double_forms,                                         \
                                   .nonfinite_inputs = true,                                             \
                                   .values = screen_cases<name##_screen_value, arity>,                   \
                                   .bounds = screen_cases<nonfinite_bound<float_bound, arity>, arity>,   \
                                   .values_double = screen_cases<name##_screen_double, arity>,           \
                                   .bounds_double = screen_cases<nonfinite_bound<double_bound, arity>, arity>}; \
    void name(const Value* in, Expected* out) { evaluate(name##_lanes, in, out); }                       \
    const Lanes name##_lanes{arity, name##_value, name##_bound, why, name, true, &name##_screen};

IL_DEFINE_EQUATION(fract, 1, kFractWhy, fract_screen_bound, fract_screen_bound, nullptr, nullptr)
IL_DEFINE_EQUATION(mod, 2, kModWhy, mod_screen_bound, mod_screen_bound, nullptr, nullptr)
IL_DEFINE_EQUATION(mix, 3, kMixWhy, mix_screen_bound<false>, mix_screen_bound<true>, mix_forms, mix_forms_double)
IL_DEFINE_EQUATION(smoothstep, 3, kSmoothstepWhy, smoothstep_screen_bound<false>, smoothstep_screen_bound<true>,
                   smoothstep_forms, nullptr)

}  // namespace il::ref
