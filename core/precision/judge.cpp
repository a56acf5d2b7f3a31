#include "precision/judge.h"

#include <cmath>

#include "compare/compare.h"

namespace il {
namespace {

bool same_or_both_nan(const Value& a, const Value& b, int i) {
    return a.bits[i] == b.bits[i] || (is_nan(a, i) && is_nan(b, i));
}

double as_number(const Value& v, int i) {
    switch (v.type.scalar) {
        case Scalar::Float: return v.f(i);
        case Scalar::Double: return v.d(i);
        case Scalar::Int: return v.i(i);
        default: return v.u(i);
    }
}

ComponentJudgement judge_component(const Expected& e, const Value& gpu, int i) {
    const Rule& r = e.rule;
    ComponentJudgement c;
    c.xor_bits = xor_bits(e.reference, gpu, i);
    c.ulp = ulp_distance(e.reference, gpu, i);
    if (r.kind == RuleKind::Undefined || (r.undefined_components >> i & 1)) {
        c.verdict = Verdict::Undefined;
        c.reason = "the spec leaves this result undefined";
        return c;
    }
    if (c.xor_bits == 0) {
        c.verdict = Verdict::Match;
        for (size_t a = 0; a < r.alternatives.size() && r.kind == RuleKind::AnyOf; ++a)
            if (r.alternatives[a].bits[i] == gpu.bits[i] && a < r.labels.size()) {
                c.reason = "any-of: " + r.labels[a];
                break;
            }
        return c;
    }
    c.verdict = Verdict::Accepted;
    if (is_nan(e.reference, i) && is_nan(gpu, i)) {
        c.reason = "NaN: GLSL 4.50 §4.7.1 does not specify NaN payloads";
        return c;
    }
    switch (r.kind) {
        case RuleKind::AnyOf:
            for (size_t a = 0; a < r.alternatives.size(); ++a)
                if (same_or_both_nan(r.alternatives[a], gpu, i)) {
                    c.reason = "any-of: " + (a < r.labels.size() ? r.labels[a] : "alternative " + std::to_string(a));
                    return c;
                }
            break;
        case RuleKind::Ulp:
            if (c.ulp && static_cast<double>(*c.ulp) <= r.ulp) {
                c.reason = std::isinf(r.ulp) ? "precision undefined by the spec; " + std::to_string(*c.ulp) + " ULP"
                                             : "within " + std::to_string(*c.ulp) + " ULP";
                return c;
            }
            break;
        case RuleKind::Interval: {
            double x = as_number(gpu, i);
            if (x >= as_number(r.lo, i) && x <= as_number(r.hi, i)) {
                c.reason = "inside the interval";
                return c;
            }
            break;
        }
        default: break;
    }
    if (r.denormal_flush && is_zero(gpu, i)) {
        bool denormal = is_denormal(e.reference, i);
        for (const Value& alt : r.alternatives) denormal |= is_denormal(alt, i);
        if (denormal) {
            c.reason = "denormal flushed to zero (GLSL 4.50 §4.7.1)";
            return c;
        }
    }
    c.verdict = Verdict::Violation;
    c.reason = "outside the " + std::string(rule_kind_name(r.kind)) + " rule";
    return c;
}

}  // namespace

OutputJudgement judge(const Expected& e, const Value& gpu) {
    OutputJudgement o;
    o.name = e.name;
    for (int i = 0; i < e.reference.size(); ++i) {
        o.components.push_back(judge_component(e, gpu, i));
        o.verdict = i == 0 ? o.components.back().verdict : worse(o.verdict, o.components.back().verdict);
    }
    for (const auto& c : o.components)
        if (!c.reason.empty() && (o.reason.empty() || c.verdict == o.verdict)) o.reason = c.reason;
    return o;
}

}  // namespace il
