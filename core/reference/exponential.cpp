// CPU references for GLSL 4.50 §8.2 Exponential Functions. Float references are computed in long double (x87,
// 64-bit significand) and rounded once: correctly rounded unless the exact value lies within 2^-63 of its size from
// a midpoint between two floats, which these transcendental values do not do in practice. sqrt uses the host's
// IEEE sqrt (correctly rounded); double inversesqrt is 1 / sqrt in long double, off by one ULP only where the exact
// value lies within 2^-11 double ULP of a midpoint.
#include "reference/exponential.h"

#include <algorithm>
#include <cmath>
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
#define IL_FROM_REFERENCE                                                                                             \
    "a bound of k ULP of the exact value is k + 1/2 ULP of the correctly rounded reference where the exact value is " \
    "not representable"
constexpr const char* kSqrtWhy =
    "GLSL 4.50 §8.2 sqrt: sqrt(x); GLSL 4.50 §4.7.1: sqrt(): Inherited from 1.0 / inversesqrt(); inversesqrt(): "
    "2 ULP; a / b, 1.0 / b: 2.5 ULP for |b| in the range [2^-126, 2^126]; Signed infinities and zeros are generated "
    "as dictated by IEEE";
constexpr const char* kPowWhy =
    "GLSL 4.50 §8.2 pow: x^y; GLSL 4.50 §4.7.1: pow(x, y): Inherited from exp2(y * log2(x)); exp(x), exp2(x): "
    "(3 + 2·|x|) ULP; log(), log2(): 3 ULP outside the range [0.5, 2.0]. Absolute error < 2^-21 inside the range "
    "[0.5, 2.0]; a * b: Correctly rounded";
constexpr const char* kHugeUlpWhy =
    "GLSL 4.50 §4.7.1: exp(x), exp2(x): (3 + 2·|x|) ULP: from 2^23 ULP on the bound no longer holds even the sign";
constexpr const char* kLogDomainWhy = "GLSL 4.50 §8.2 log, log2: Results are undefined if x <= 0";
constexpr const char* kSqrtDomainWhy = "GLSL 4.50 §8.2 sqrt: Results are undefined if x < 0";
constexpr const char* kInversesqrtDomainWhy = "GLSL 4.50 §8.2 inversesqrt: Results are undefined if x <= 0";
constexpr const char* kPowDomainWhy =
    "GLSL 4.50 §8.2 pow: Results are undefined if x < 0. Results are undefined if x = 0 and y <= 0";

// componentwise() appends the flushing sentence itself when an input is denormal.
std::string flushed(const char* domain) { return std::string("a denormal input may be flushed to 0, where ") + domain; }

Precision precision(const Value* in) { return precision_of(in[0].type.scalar); }

// Where one ULP bound from the reference holds: a float function of a finite, non-denormal argument whose reference
// is finite. Elsewhere (denormal inputs that may be flushed, ±Inf, doubles held to single precision) the bound is
// an interval from the interval steps.
bool ulp_path(const Value& x, int i, const Value& reference) {
    return x.type.scalar == Scalar::Float && std::isfinite(x.f(i)) && !is_denormal(x, i) &&
           std::isfinite(reference.f(i));
}

// k ULP of the exact value, seen from the correctly rounded reference.
Bound from_reference(LD k, bool exact) {
    if (!(k < 0x1p23L)) return precision_undefined_bound(kHugeUlpWhy);
    return ulp_bound(static_cast<double>(exact ? k : k + 0.5L));
}

bool is_power_of_2(LD x) {
    int e;
    return x > 0 && std::isfinite(x) && std::frexp(x, &e) == 0.5L;
}

Bound exp_bound(const Value* in, int i, const Value& r, bool base2) {
    const LD x = component_ld(in[0], i);
    if (std::isnan(x)) return undefined_bound(kNanInputWhy);
    if (ulp_path(in[0], i, r)) {
        // e^x is irrational but for x = 0; 2^x is a float for an integer x unless it underflows past 2^-149.
        const bool exact = base2 ? x == std::nearbyint(x) && component_ld(r, i) == std::ldexp(1.0L, static_cast<int>(x))
                                 : x == 0;
        return from_reference(3 + 2 * std::fabs(x), exact);
    }
    const Interval a = iv::input(in[0], i);
    return bound_of(base2 ? iv::exp2(a, precision(in)) : iv::exp(a, precision(in)));
}

Bound log_bound(const Value* in, int i, const Value& r, bool base2) {
    const LD x = component_ld(in[0], i);
    if (std::isnan(x)) return undefined_bound(kNanInputWhy);
    if (x <= 0) return undefined_bound(kLogDomainWhy);
    if (is_denormal(in[0], i)) return undefined_bound(flushed("log, log2 are undefined (GLSL 4.50 §8.2)"));
    if (ulp_path(in[0], i, r) && (x < 0.5L || x > 2.0L)) return from_reference(3, base2 && is_power_of_2(x));
    const Interval a = iv::input(in[0], i);
    return bound_of(base2 ? iv::log2(a, precision(in)) : iv::log(a, precision(in)));
}

}  // namespace


IL_DEFINE_LANES(
    exp, 1, [](const Value* v, int i) { return std::exp(component_ld(v[0], i)); },
    [](const Value* v, int i, const Value& r) { return exp_bound(v, i, r, false); },
    "GLSL 4.50 §8.2 exp: e^x; " IL_EXP_TABLE "; " IL_FROM_REFERENCE)

IL_DEFINE_LANES(
    exp2, 1, [](const Value* v, int i) { return std::exp2(component_ld(v[0], i)); },
    [](const Value* v, int i, const Value& r) { return exp_bound(v, i, r, true); },
    "GLSL 4.50 §8.2 exp2: 2^x; " IL_EXP_TABLE "; " IL_FROM_REFERENCE)

IL_DEFINE_LANES(
    log, 1, [](const Value* v, int i) { return std::log(component_ld(v[0], i)); },
    [](const Value* v, int i, const Value& r) { return log_bound(v, i, r, false); },
    "GLSL 4.50 §8.2 log: the y with x = e^y; " IL_LOG_TABLE "; " IL_FROM_REFERENCE)

IL_DEFINE_LANES(
    log2, 1, [](const Value* v, int i) { return std::log2(component_ld(v[0], i)); },
    [](const Value* v, int i, const Value& r) { return log_bound(v, i, r, true); },
    "GLSL 4.50 §8.2 log2: the y with x = 2^y; " IL_LOG_TABLE "; " IL_FROM_REFERENCE)

IL_DEFINE_LANES(
    pow, 2, [](const Value* v, int i) { return std::pow(component_ld(v[0], i), component_ld(v[1], i)); },
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

// The host's sqrt is IEEE 754's, correctly rounded in the argument's own type.
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
    kSqrtWhy)

IL_DEFINE_LANES(
    inversesqrt, 1, [](const Value* v, int i) { return 1.0L / std::sqrt(component_ld(v[0], i)); },
    [](const Value* v, int i, const Value& r) {
        const LD x = component_ld(v[0], i);
        if (std::isnan(x)) return undefined_bound(kNanInputWhy);
        if (x <= 0) return undefined_bound(kInversesqrtDomainWhy);
        if (is_denormal(v[0], i)) return undefined_bound(flushed("inversesqrt is undefined (GLSL 4.50 §8.2)"));
        // 1 / sqrt(2^e) is a float exactly for an even e.
        if (ulp_path(v[0], i, r)) return from_reference(2, is_power_of_2(x) && std::ilogb(x) % 2 == 0);
        return bound_of(iv::inversesqrt(iv::input(v[0], i), precision(v)));
    },
    "GLSL 4.50 §8.2 inversesqrt: 1 / sqrt(x); GLSL 4.50 §4.7.1: inversesqrt(): 2 ULP; " IL_FROM_REFERENCE)

}  // namespace il::ref
