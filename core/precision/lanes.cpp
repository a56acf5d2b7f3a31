#include "precision/lanes.h"

#include <bit>
#include <cmath>
#include <limits>
#include <vector>

#include "compare/compare.h"
#include "precision/half.h"
#include "precision/why_text.h"

namespace il {

void evaluate(const Lanes& d, const Value* in, Expected* out) {
    if (!d.equation) {
        componentwise(in, d.arity, out, d.why, d.value, d.bound, d.result ? d.result(in) : in[0].type);
        out[0].rule.denormal_flush = out[0].rule.denormal_flush && d.denormal_flush;
        return;
    }
    Type type = in[0].type;
    for (int k = 1; k < d.arity; ++k)
        if (in[k].size() > type.components()) type = in[k].type;
    Value reference = make_value(type);
    for (int i = 0; i < type.components(); ++i) set_rounded(reference, i, d.value(in, i));
    std::vector<Bound> bounds;
    for (int i = 0; i < type.components(); ++i) bounds.push_back(d.bound(in, i, reference));
    out[0].reference = reference;
    std::string why = d.why;
    if (type.is_half()) append_why(why, kHalfWhy);  // which sentence judges a half (componentwise does the same)
    out[0].rule = assemble_rule(reference, bounds, std::move(why));
    if (out[0].rule.kind == RuleKind::Undefined) out[0].rule.undefined_components = (1u << type.components()) - 1;
}

namespace {

// The component as the judge reads it for an interval test, and an endpoint as assemble_rule stores it
// (set_rounded): both in the result type (a half, float or double of `width` bits), compared as numbers.
double number(uint64_t bits, int width) {
    if (width == 16) return static_cast<double>(half::value(static_cast<uint16_t>(bits)));
    return width == 64 ? std::bit_cast<double>(bits) : std::bit_cast<float>(static_cast<uint32_t>(bits));
}

double endpoint(long double x, int width) {
    if (width == 16) return static_cast<double>(half::value(half::round_nearest_even(x)));
    return width == 64 ? static_cast<double>(x) : static_cast<double>(static_cast<float>(x));
}

}  // namespace

// Why each settled answer is the judge's (precision/judge.cpp, decide; the rule from assemble_rule):
// - Undefined: the component is in undefined_components, or the whole rule is undefined.
// - Equal bits: match under every rule kind.
// - Both NaN: accepted under every rule kind, with no ULP figure.
// - PrecisionUndefined (or an infinite ULP count): the rule is an infinite Ulp rule (accepts when neither side is
//   NaN) or an interval whose component spans [-Inf, +Inf] (accepts every non-NaN answer).
// - A finite ULP count k: the rule is an Ulp rule with that k (accepts distance <= k), or an interval whose
//   component is [reference - floor(k), reference + floor(k)] in the same ordering of floats as the distance
//   (precision/interval.cpp, step). A distance within floor(k) lies inside both.
// - Range: only in an interval rule, whose component's endpoints are the bound's, rounded to the result type.
uint32_t settle_ulps(double ulps, uint64_t reference, uint64_t gpu, int width, uint64_t* ulp) {
    *ulp = 0;
    if (reference == gpu) return kLaneMatch;
    const bool ref_nan = nan_bits(reference, width), gpu_nan = nan_bits(gpu, width);
    if (ref_nan && gpu_nan) return kLaneAccepted;
    if (ref_nan || gpu_nan) return kLaneUnsure;
    const uint64_t d = float_ulp_distance(reference, gpu, width);
    *ulp = d;
    if (std::isinf(ulps)) return kLaneAccepted;
    if (!finite_bits(reference, width) || !finite_bits(gpu, width)) return kLaneUnsure;
    return static_cast<double>(d) <= std::floor(ulps) ? kLaneAccepted : kLaneUnsure;
}

uint32_t settle_lane(const Bound& b, uint64_t reference, uint64_t gpu, int width, uint64_t* ulp) {
    *ulp = 0;
    switch (b.kind) {
        case Bound::Undefined: return kLaneUndefined;
        case Bound::PrecisionUndefined:
            return settle_ulps(std::numeric_limits<double>::infinity(), reference, gpu, width, ulp);
        case Bound::Ulp: return settle_ulps(b.ulp, reference, gpu, width, ulp);
        case Bound::Range: break;
    }
    if (reference == gpu) return kLaneMatch;
    const bool ref_nan = nan_bits(reference, width), gpu_nan = nan_bits(gpu, width);
    if (ref_nan && gpu_nan) return kLaneAccepted;
    if (ref_nan || gpu_nan) return kLaneUnsure;
    *ulp = float_ulp_distance(reference, gpu, width);
    const double x = number(gpu, width);
    return x >= endpoint(b.lo, width) && x <= endpoint(b.hi, width) ? kLaneAccepted : kLaneUnsure;
}

}  // namespace il
