// CPU references for GLSL 4.50 §8.2 Exponential Functions. Float references are computed in long double (x87,
// 64-bit significand) and rounded once: correctly rounded unless the exact value lies within 2^-63 of its size from
// a midpoint between two floats, which these transcendental values do not do in practice. sqrt uses the host's
// IEEE sqrt (correctly rounded); double inversesqrt is 1 / sqrt in long double, off by one ULP only where the exact
// value lies within 2^-11 double ULP of a midpoint.
#include "reference/exponential.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include "compare/compare.h"
#include "precision/interval.h"

namespace il::ref {
namespace {

using LD = long double;

// The definitions' texts are built from these sentences by literal concatenation, so each is in static storage.
#define IL_EXP_TABLE "GLSL 4.50 §4.7.1: exp(x), exp2(x): (3 + 2·|x|) ULP"
#define IL_LOG_TABLE                                                                                                 \
    "GLSL 4.50 §4.7.1: log(), log2(): 3 ULP outside the range [0.5, 2.0]. Absolute error < 2^-21 inside the range " \
    "[0.5, 2.0]"
#define IL_FROM_EXACT                                                                                          \
    "a bound of k ULP holds the results within k ULP of the exact value, counted in ULPs of the exact value "  \
    "(Harrison's ULP: the gap between the two floats nearest it, the lower one at a power of 2)"
constexpr const char* kSqrtWhy =
    "GLSL 4.50 §8.2 sqrt: sqrt(x); GLSL 4.50 §4.7.1: sqrt(): Inherited from 1.0 / inversesqrt(); inversesqrt(): "
    "2 ULP; a / b, 1.0 / b: 2.5 ULP for |b| in the range [2^-126, 2^126]; Signed infinities and zeros are generated "
    "as dictated by IEEE";
constexpr const char* kPowWhy =
    "GLSL 4.50 §8.2 pow: x^y; GLSL 4.50 §4.7.1: pow(x, y): Inherited from exp2(y * log2(x)); exp(x), exp2(x): "
    "(3 + 2·|x|) ULP; log(), log2(): 3 ULP outside the range [0.5, 2.0]. Absolute error < 2^-21 inside the range "
    "[0.5, 2.0]; a * b: Correctly rounded";
constexpr const char* kLogDomainWhy = "GLSL 4.50 §8.2 log, log2: Results are undefined if x <= 0";
constexpr const char* kSqrtDomainWhy = "GLSL 4.50 §8.2 sqrt: Results are undefined if x < 0";
constexpr const char* kInversesqrtDomainWhy = "GLSL 4.50 §8.2 inversesqrt: Results are undefined if x <= 0";
constexpr const char* kPowDomainWhy =
    "GLSL 4.50 §8.2 pow: Results are undefined if x < 0. Results are undefined if x = 0 and y <= 0";

// componentwise() appends the flushing sentence itself when an input is denormal.
std::string flushed(const char* domain) { return std::string("a denormal input may be flushed to 0, where ") + domain; }

Precision precision(const Value* in) { return precision_of(in[0].type.scalar); }

// The ULP count k of a bound of k ULP; +Inf from 2^23 ULP on, where the bound no longer holds even the sign (the
// interval steps, iv::exp_like, give up at the same count).
template <typename T>
double ulps_or_inf(T k) {
    return k < T(0x1p23) ? static_cast<double>(k) : std::numeric_limits<double>::infinity();
}

template <typename T>
bool log_in_absolute_range(T x) {
    return x >= T(0.5) && x <= T(2);
}

// The screens' bounds (LaneScreen::bound) at finite, non-denormal float inputs whose value is a normal float: the
// ULP counts of exp and exp2 (3 + 2·|x|), log and log2 (3 outside [0.5, 2]) and inversesqrt (2). The references'
// bounds are the interval steps (iv::exp2, …), which count the same ULPs (ulp_of) from the exact value.
double exp_screen_bound(const double* x) { return ulps_or_inf(3 + 2 * std::fabs(x[0])); }
double exp2_screen_bound(const double* x) { return exp_screen_bound(x); }
double log_screen_bound(const double* x) {
    if (x[0] <= 0) return kScreenUndefined;
    // Inside [0.5, 2], an absolute error below 2^-21, more than the ULP of any result there (|log(x)| < 0.7).
    return log_in_absolute_range(x[0]) ? kScreenNeighbours : 3;
}
double log2_screen_bound(const double* x) { return log_screen_bound(x); }
// x^y through exp2(y * log2(x)) with x > 0 has no undefined step; x < 0, or x = 0 with y <= 0, is undefined. The
// last step, exp2, is (3 + 2·|t|) ULP at each t of its operand's interval, which holds y·log2(x): every float within 3
// ULP of the exact x^y is accepted.
// The operand interval is wide as well: log2's step holds every real within 2^-24·|log2(x)| of log2(x) (3 ULP,
// rounded inward) or, for x in [0.5, 2], within 2^-22 (2^-21 absolute, rounded inward), so the product's holds
// t = y·log2(x) ± δ with δ = 2^-24·|t| or |y|·2^-22, and exp2's holds every float within its (3 + 2·|t|) ULP of every
// 2^s, s within δ of t: of v = x^y, at least v·(1 - 2^-δ) + (1 + 2·|t|)·2^-24·v·2^-δ below and more above. Counted
// in ULPs of v (at most 2^-23 of it) with δ capped at 1/4, where 1 - 2^-δ >= 0.8·δ·ln 2 and 2^-δ >= 0.8: at least
// 0.8·(δ·ln 2·2^23 + (1 + 2·|t|) / 2), or 3 where that is more. Near and below the denormals a ULP is the fixed
// 2^-149, not a share of v, and exp2's interval reaches (3 + 2·|t|)·2^-149 above 0: there the count stays under
// 2 + 2·|t|.
double pow_screen_bound(const double* x) {
    if (x[0] < 0 || (x[0] == 0 && x[1] <= 0)) return kScreenUndefined;
    if (!(x[0] > 0)) return kScreenUnknown;
    const double signed_t = x[1] * std::log2(x[0]), t = std::fabs(signed_t);
    const double delta = std::min(0.25, log_in_absolute_range(x[0]) ? std::fabs(x[1]) * 0x1p-22 : t * 0x1p-24);
    const double k = std::max(3.0, 0.8 * (delta * std::numbers::ln2 * 0x1p23 + (1 + 2 * t) / 2));
    return signed_t < -124 ? std::min(k, 2 + 2 * t) : k;
}
// sqrt: the last step of 1.0 / inversesqrt(x) is a / b, 2.5 ULP, of operands that enclose 1 and 1 / sqrt(x).
double sqrt_screen_bound(const double* x) { return x[0] < 0 ? kScreenUndefined : x[0] > 0 ? 2.5 : kScreenUnknown; }
double inversesqrt_screen_bound(const double* x) { return x[0] <= 0 ? kScreenUndefined : 2; }

Bound exp_bound(const Value* in, int i, bool base2) {
    if (std::isnan(component_ld(in[0], i))) return undefined_bound(kNanInputWhy);
    const Interval a = iv::input(in[0], i);
    return bound_of(base2 ? iv::exp2(a, precision(in)) : iv::exp(a, precision(in)));
}

Bound log_bound(const Value* in, int i, bool base2) {
    const LD x = component_ld(in[0], i);
    if (std::isnan(x)) return undefined_bound(kNanInputWhy);
    if (x <= 0) return undefined_bound(kLogDomainWhy);
    if (is_denormal(in[0], i)) return undefined_bound(flushed("log, log2 are undefined (GLSL 4.50 §8.2)"));
    const Interval a = iv::input(in[0], i);
    return bound_of(base2 ? iv::log2(a, precision(in)) : iv::log(a, precision(in)));
}

}  // namespace


IL_DEFINE_FORMULA_LANES(
    exp, 1, [](const auto* x) { return std::exp(x[0]); },
    exp_screen_bound,
    [](const Value* v, int i, const Value&) { return exp_bound(v, i, false); },
    "GLSL 4.50 §8.2 exp: e^x; " IL_EXP_TABLE "; " IL_FROM_EXACT)

IL_DEFINE_FORMULA_LANES(
    exp2, 1, [](const auto* x) { return std::exp2(x[0]); },
    exp2_screen_bound,
    [](const Value* v, int i, const Value&) { return exp_bound(v, i, true); },
    "GLSL 4.50 §8.2 exp2: 2^x; " IL_EXP_TABLE "; " IL_FROM_EXACT)

IL_DEFINE_FORMULA_LANES(
    log, 1, [](const auto* x) { return std::log(x[0]); },
    log_screen_bound,
    [](const Value* v, int i, const Value&) { return log_bound(v, i, false); },
    "GLSL 4.50 §8.2 log: the y with x = e^y; " IL_LOG_TABLE "; " IL_FROM_EXACT)

IL_DEFINE_FORMULA_LANES(
    log2, 1, [](const auto* x) { return std::log2(x[0]); },
    log2_screen_bound,
    [](const Value* v, int i, const Value&) { return log_bound(v, i, true); },
    "GLSL 4.50 §8.2 log2: the y with x = 2^y; " IL_LOG_TABLE "; " IL_FROM_EXACT)

IL_DEFINE_FORMULA_LANES(
    pow, 2, [](const auto* x) { return std::pow(x[0], x[1]); },
    pow_screen_bound,
    [](const Value* v, int i, const Value&) {
        const LD x = component_ld(v[0], i);
        const LD y = component_ld(v[1], i);
        if (std::isnan(x) || std::isnan(y)) return undefined_bound(kNanInputWhy);
        if (x < 0) return undefined_bound(kPowDomainWhy);
        const bool x_may_be_zero = x == 0 || is_denormal(v[0], i);
        const bool y_may_be_nonpositive = y <= 0 || is_denormal(v[1], i);
        if (x_may_be_zero && y_may_be_nonpositive)
            return undefined_bound(x == 0 && y <= 0 ? std::string(kPowDomainWhy)
                                                    : flushed("pow(0, y <= 0) is undefined (GLSL 4.50 §8.2)"));
        const Precision p = precision(v);
        const Interval xs = iv::input(v[0], i);
        // x^y = 0 for x = 0 and y > 0, as the inherited exp2(y * log2(+0)) = exp2(-Inf) = +0 is in IEEE arithmetic.
        Interval r = iv::exact(0);
        if (xs.hi > 0) {
            Interval positive = xs;
            positive.lo = std::max(xs.lo, 0x1p-149L);
            const Interval power = iv::exp2(iv::mul(iv::input(v[1], i), iv::log2(positive, p), p), p);
            r = x_may_be_zero ? iv::hull(r, power) : power;
        }
        return bound_of(r);
    },
    kPowWhy)

// The host's sqrt is IEEE 754's, correctly rounded in the argument's own type. The screen's value is the root of
// the float in double, within half a double ULP of the exact root, which rounds to the float root.
namespace {
double sqrt_in_double(const double* x) { return std::sqrt(x[0]); }
const LaneScreen sqrt_screen{.value = sqrt_in_double,
                             .bound = sqrt_screen_bound,
                             .values = screen_cases<sqrt_in_double, 1>,
                             .bounds = screen_cases<sqrt_screen_bound, 1>};
}  // namespace
IL_DEFINE_LANES(
    sqrt, 1,
    [](const Value* v, int i) -> LD {
        return v[0].type.scalar == Scalar::Double ? std::sqrt(v[0].d(i)) : std::sqrt(v[0].f(i));
    },
    [](const Value* v, int i, const Value&) {
        const LD x = component_ld(v[0], i);
        if (std::isnan(x)) return undefined_bound(kNanInputWhy);
        if (x < 0) return undefined_bound(kSqrtDomainWhy);
        return bound_of(iv::sqrt(iv::input(v[0], i), precision(v)));
    },
    kSqrtWhy, false, &sqrt_screen)

IL_DEFINE_FORMULA_LANES(
    inversesqrt, 1, [](const auto* x) { return 1 / std::sqrt(x[0]); },
    inversesqrt_screen_bound,
    [](const Value* v, int i, const Value&) {
        const LD x = component_ld(v[0], i);
        if (std::isnan(x)) return undefined_bound(kNanInputWhy);
        if (x <= 0) return undefined_bound(kInversesqrtDomainWhy);
        if (is_denormal(v[0], i)) return undefined_bound(flushed("inversesqrt is undefined (GLSL 4.50 §8.2)"));
        return bound_of(iv::inversesqrt(iv::input(v[0], i), precision(v)));
    },
    "GLSL 4.50 §8.2 inversesqrt: 1 / sqrt(x); GLSL 4.50 §4.7.1: inversesqrt(): 2 ULP; " IL_FROM_EXACT)

}  // namespace il::ref
