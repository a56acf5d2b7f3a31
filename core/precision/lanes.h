// A built-in defined lane by lane: its value and its bound for one component, written once. The reference
// (evaluate) and the batch engine's bulk judge (settle_lane, through batch/bulk_judge.cpp) both work from the same
// definition, so what a sweep settles in bulk is by construction what the reference and the judge would say.
// docs/adding-a-function.md shows how a row gets one.
#pragma once
#include <cstddef>
#include <cstdint>
#include <limits>

#include "precision/interval.h"
#include "precision/rule.h"
#include "reference/components.h"

namespace il {

// How many cases a screen looks at at once (LaneScreen::values and the like).
inline constexpr size_t kScreenCases = 64;
// A screen's function run over n <= kScreenCases cases: x[q][i] is input component q of case i, out[i] its result.
using ScreenCases = void (*)(const double (*x)[kScreenCases], size_t n, double* out);
// ScreenCases from a screen's function of one case, f(x) with x[q] input component q, in one loop over the cases
// that the compiler may vectorize where f is inlined.
template <double (*F)(const double*), int Arity>
void screen_cases(const double (*x)[kScreenCases], size_t n, double* out) {
    for (size_t i = 0; i < n; ++i) {
        double one[Arity];
        for (int q = 0; q < Arity; ++q) one[q] = x[q][i];
        out[i] = F(one);
    }
}

// A fast first look at one float component, from the same definition evaluated in double: the batch engine's bulk
// judge (batch/bulk_judge.cpp) settles with it what it can prove the full definition would say, and leaves the rest
// to the full definition. Only for float results of float inputs that are finite and not denormal.
struct LaneScreen {
    // The definition's value at x (one component of each input) in double: an approximation of the exact value
    // within a few double ULPs, or, with `exact`, the reference itself (an equation's float steps).
    double (*value)(const double* x) = nullptr;
    // The bound at x, where the screen can tell it from the inputs alone: kScreenUndefined, kScreenEqualOnly (a bound
    // only the full definition gives; the screen settles equal bits only), kScreenNeighbours (the same, where the
    // bound is known to hold both floats around the exact value: the screen also settles the other one),
    // kScreenUpToInfinity, kScreenUnknown, or a ULP count k: every float within k ULP of the exact value is accepted,
    // by an Ulp bound of k (Bound::ulp; +Inf: precision undefined, any non-NaN answer) or by an interval whose last
    // step allows k ULP around every value of an operand interval that holds the exact one. The codes are defined
    // below.
    double (*bound)(const double* x) = nullptr;
    bool exact = false;
    // The same look at double results of double inputs (finite, not denormal), for an `exact` screen whose
    // definition's double reference is its steps in double: the reference itself, and the bound at x with double's
    // limits (kScreenUndefined, kScreenEqualOnly or kScreenUnknown: doubles settle equal bits only). Null: no
    // screen for doubles.
    double (*value_double)(const double* x) = nullptr;
    double (*bound_double)(const double* x) = nullptr;
    // A built-in whose components read whole vectors (normalize, length, distance, dot): value and bound of result
    // component c from every component of every input, one after another (x[0 .. n) the first input's, x[n .. 2n)
    // the second's; a scalar input one), n the first input's size, in place of `value` and `bound`.
    double (*vector_value)(const double* x, int n, int c) = nullptr;
    double (*vector_bound)(const double* x, int n, int c) = nullptr;
    // The definition's other forms (reference/equation_forms.h: mix's x + (y - x)·a, an a * b + c fused) evaluated
    // in float at x, each a value its interval holds wherever the bound is kScreenEqualOnly: an answer equal to one
    // is accepted. Writes at most kMaxScreenForms values to out and returns how many; forms_double the same in
    // double, for double results of double inputs.
    int (*forms)(const double* x, double* out) = nullptr;
    int (*forms_double)(const double* x, double* out) = nullptr;
    // vector_bound at double inputs, where double's wider range widens the screen's (null: vector_bound's).
    double (*vector_bound_double)(const double* x, int n, int c) = nullptr;
    // The input components that result component c reads, where not all of them (cross, the matrix products): their
    // indices into x, written to `flat`; returns how many. Only those need be finite and normal for the screen, and
    // a denormal among the others leaves c's value as it is, so c's side in the denormal counts is 0.
    int (*vector_reads)(int n, int c, int* flat) = nullptr;
    // The bound also takes infinite and NaN input components (never denormal ones), and says what the definition
    // gives there: normalize, whose NaN inputs leave every component undefined and whose infinite ones make the
    // length infinite.
    bool nonfinite_inputs = false;
    // For a vector screen (not `exact`): the definition takes a denormal input component as the interval between it
    // and the zero it may be flushed to (iv::input), and its steps are sums, products and roots, and a division by a
    // length whose interval stays away from 0 wherever the screen's bound is known, so wherever the screen's bound is
    // known and not undefined at every flush of the denormal components a lane reads, the definition's bound is
    // defined and holds the bound at each flush (length, distance, dot, normalize, cross, reflect, refract and the
    // matrix products: every interval step is monotone in its operands' ends, and refract's branch on k only allows
    // more as k's interval grows, so the steps over the hull hold the steps at each flush; the screens' ranges keep
    // every step far from overflow there, and refract's k far from 0). The bulk judge then settles such a
    // lane from the screen at each flush (flushed_vector_screen), as it does an exact screen's (flushed_screen).
    bool flush_hull = false;
    // For an `exact` screen whose value is one step of IEEE arithmetic on its inputs (a + b, a - b, a * b, a / b:
    // correctly rounded, or a quotient within 2.5 ULP): where that step overflows, the exact result lies beyond the
    // largest finite value and the step's interval, rounded outward, reaches the infinity of its sign, so the GPU's
    // equal infinity settles as a match (without it an infinite value goes to the definition); and a denormal
    // result of normal operands, inside the step's interval, is a match where the GPU kept it. value_double also
    // gives the step on halves: exact in double or rounded there at 53 bits, it rounds to the correctly rounded half.
    bool ieee_step = false;
    // value, bound, value_double and bound_double over many cases at once (each screen_cases of the one-case
    // function), for a screen of component c's own inputs: the bulk judge's look at every case of a block before it
    // settles any (the double forms for an exact screen only). Null: case by case.
    ScreenCases values = nullptr, bounds = nullptr, values_double = nullptr, bounds_double = nullptr;
    // For an `exact` screen of component c's own inputs: the same look as a component function lifted over the
    // records of many cases (reference/components.h: its result the reference's bits, undefined where the bound is
    // kScreenUndefined), which the bulk judge's match pass runs on float and double cases without a denormal input.
    ref::ComponentMatch components = nullptr;
};
inline constexpr int kMaxScreenForms = 4;
inline constexpr double kScreenUndefined = -1;
inline constexpr double kScreenEqualOnly = -2;
// For a screen that is not `exact`: the definition's last step rounds outward from an enclosure of its exact result
// (correctly rounded, or within k >= 1 ULP of it, or within an absolute error above one ULP), and nothing after it
// narrows the set, so the two floats around the exact value of a normal result are both accepted.
inline constexpr double kScreenNeighbours = -3;
// For a positive exact value beyond the float range, reached through a last step that holds the floats around it
// and a step whose interval reaches +Inf (length of a vector whose squares overflow): every float from the
// reference up to +Inf is accepted.
inline constexpr double kScreenUpToInfinity = -4;
inline constexpr double kScreenUnknown = std::numeric_limits<double>::quiet_NaN();

struct Lanes {
    int arity = 1;                // inputs, of the result's scalar type (or a uint that unpacks into it); a scalar
                                  // input is shared by every component
    ComponentReference value;     // the exact value of component i (rounded once to the result type)
    ComponentBound bound;         // what the spec allows for component i, given the rounded reference
    const char* why = "";         // the spec sentences behind the rule, in static storage
    ReferenceFn reference = nullptr;  // the catalog's entry point: evaluate(*this, …) (reference/*.h)
    // An equation of §8.3 (by_equation in reference/common_equation.cpp): the result has the type of the widest
    // input, the rule's text gets no notes on doubles and denormal inputs, and an undefined rule names every
    // component undefined.
    bool equation = false;
    const LaneScreen* screen = nullptr;  // the bulk judge's fast look, where the row has one
    // The result's type, where it is not the first input's: length, distance and dot give the scalar of their vectors;
    // unpackUnorm2x16 a vec2 of its uint.
    Type (*result)(const Value* in) = nullptr;
    // False for a built-in none of whose results is ever denormal (unpackUnorm2x16's least non-zero result is
    // 1/65535): its rule does not carry Rule::denormal_flush, which could accept nothing there.
    bool denormal_flush = true;
};

// The reference of a lane-defined built-in: each component's value rounded once, each component's bound, and the
// rule assemble_rule() makes of them (precision/interval.h).
void evaluate(const Lanes& d, const Value* in, Expected* out);

// The outcome of one component, decided from its bound without assembling the rule. Ordered so that a case's
// outcome is the largest of its components'.
enum LaneOutcome : uint32_t { kLaneMatch = 0, kLaneAccepted = 1, kLaneUndefined = 2, kLaneUnsure = 3 };

// What judge() would decide for one component of a lane-defined result whose rule assemble_rule() built from `b`
// and the other components' bounds, where that decision does not depend on the other components: undefined, match
// (the bits equal the reference), accepted (both NaN; inside b's range; within b's ULP count when neither side is
// NaN or infinite; any non-NaN answer for a precision-undefined bound). Anything else is kLaneUnsure (a flushed
// denormal, a violation), left to the full path. *ulp gets the ULP distance output_verdict() counts (0 where it
// counts none). `width`: the component's bits, 16 (a half), 32 (a float) or 64 (a double).
uint32_t settle_lane(const Bound& b, uint64_t reference, uint64_t gpu, int width, uint64_t* ulp);

// settle_lane for a defined component whose bound is an Ulp bound of `ulps` (+Inf: precision undefined).
uint32_t settle_ulps(double ulps, uint64_t reference, uint64_t gpu, int width, uint64_t* ulp);

// The value of a lane-defined built-in written once as a formula over one component of each input, a generic
// callable F (`[](const auto* x) { return std::exp2(x[0]); }`): the reference evaluates it in long double, the
// screen in double.
template <class F, int Arity>
long double formula_value(const Value* in, int i) {
    long double x[Arity];
    for (int k = 0; k < Arity; ++k) x[k] = component_ld(in[k], in[k].size() == 1 ? 0 : i);
    return F{}(x);
}
template <class F>
double formula_screen(const double* x) {
    return F{}(x);
}

}  // namespace il

// Defines the reference `name` (a ReferenceFn) and its definition `name_lanes` from a lane value and bound, in the
// enclosing namespace (reference/*.cpp); the header declares both.
// Further arguments set the fields after `reference` (equation, screen).
#define IL_DEFINE_LANES(name, arity, value, bound, why, ...)                        \
    void name(const Value* in, Expected* out) { evaluate(name##_lanes, in, out); } \
    const Lanes name##_lanes{arity, value, bound, why, name __VA_OPT__(, ) __VA_ARGS__};

// The same from a formula (formula_value), which gives the reference's value and the screen's (one formula, two
// precisions), the screen's bound (LaneScreen::bound), each also over many cases (LaneScreen::values, bounds),
// and the definition's bound (lane_bound).
#define IL_DEFINE_FORMULA_LANES(name, arity, formula, screen_bound, lane_bound, why)                    \
    using name##_formula = decltype(formula);                                                           \
    void name(const Value* in, Expected* out) { evaluate(name##_lanes, in, out); }                      \
    const LaneScreen name##_screen{.value = formula_screen<name##_formula>,                             \
                                   .bound = screen_bound,                                               \
                                   .values = screen_cases<formula_screen<name##_formula>, arity>,       \
                                   .bounds = screen_cases<screen_bound, arity>};                        \
    const Lanes name##_lanes{arity, formula_value<name##_formula, arity>, lane_bound, why, name, false, &name##_screen};
