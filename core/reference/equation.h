// What the references of equations share (§8.3's fract, mod, mix, smoothstep; §5.9's arithmetic operators): the
// value evaluated step by step in the argument type, and the bound from the interval of those steps over the
// argument values a GPU may see. GLSL 4.50 §4.7.1: "Built-in functions defined in the specification with an equation
// built from the above operations inherit the above errors."
#pragma once
#include <array>
#include <cmath>
#include <vector>

#include "precision/interval.h"
#include "reference/choices.h"

namespace il::ref::equation {

using LD = long double;
constexpr int kMaxArgs = 3;
using Args = std::array<LD, kMaxArgs>;

// One correctly rounded step in T that the host compiler may not fuse with the next (-ffp-contract).
template <typename T>
T step_of(T x) {
    volatile T v = x;
    return v;
}

inline Interval point(LD x) { return iv::exact(x); }

// The hull of eq(args) over the argument values a GPU may see: each denormal argument as given and as the zero it
// may be flushed to (GLSL 4.50 §4.7.1), enumerated per value so that an argument used twice stays one value.
template <typename Eq>
Interval over_flushes(const Value* in, int n, int i, Eq eq) {
    Args args{};
    std::vector<int> denormal;
    for (int k = 0; k < n; ++k) {
        args[k] = component_ld(in[k], lane(in[k], i));
        if (is_denormal(in[k], lane(in[k], i))) denormal.push_back(k);
    }
    Interval all = eq(args);
    for (uint32_t mask = 1; mask < (1u << denormal.size()); ++mask) {
        Args flushed = args;
        for (size_t d = 0; d < denormal.size(); ++d)
            if (mask >> d & 1) flushed[denormal[d]] = std::copysign(0.0L, flushed[denormal[d]]);
        all = iv::hull(all, eq(flushed));
    }
    return all;
}

// Component i of argument k, a scalar argument shared by every component.
inline LD arg(const Value* in, int k, int i) { return component_ld(in[k], lane(in[k], i)); }

// Result component i of `fn`, evaluated in the result's type (every input's), step by step (the reference). The
// arguments come from their bits: a float or double read back from a long double is the same number, but an x87
// store of a denormal one is finished by microcode on some processors (precision/ld_convert.h), at a hundred times
// a step's cost.
template <typename FnF, typename FnD>
LD by_steps(const Value* in, int n, int i, FnF fn_float, FnD fn_double) {
    if (in[0].type.scalar == Scalar::Float) {
        float a[3] = {};
        for (int k = 0; k < n; ++k) a[k] = in[k].f(lane(in[k], i));
        return fn_float(a[0], a[1], a[2]);
    }
    // A half step in double, which the result's type then rounds to a half (set_rounded): one step of + - * / on
    // halves is exact in double or rounded there at 53 bits, more than twice the half's 11 plus 2, so rounding
    // twice gives the correctly rounded half.
    double a[3] = {};
    for (int k = 0; k < n; ++k) a[k] = num(in[k], lane(in[k], i));
    return fn_double(a[0], a[1], a[2]);
}

// The bound of component i: undefined for a NaN argument or where `undefined` gives the spec's reason, otherwise
// the interval of the equation's steps `eq` over the argument values a GPU may see.
template <typename Eq, typename Undefined>
Bound by_interval(const Value* in, int n, int i, Eq eq, Undefined undefined) {
    if (any_nan(in, n, i)) return undefined_bound(kNanOperandWhy);
    Args a{};
    for (int k = 0; k < n; ++k) a[k] = arg(in, k, i);
    if (const char* reason = undefined(a)) return undefined_bound(reason);
    const Precision p = precision_of(in[0].type.scalar);
    return bound_of(over_flushes(in, n, i, [&](const Args& x) { return eq(x, p); }));
}

inline const char* never(const Args&) { return nullptr; }

}  // namespace il::ref::equation
