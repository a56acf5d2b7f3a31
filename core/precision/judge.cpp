#include "precision/judge.h"

#include <cmath>
#include <cstdio>
#include <optional>

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
        case Scalar::Int64:
        case Scalar::Uint64:
        case Scalar::Half: return component_as_double(v, i);
        default: return v.u(i);
    }
}

enum class Why { Undefined, UndefinedBits, Same, NanPayload, AnyOf, WithinUlp, InsideInterval, DenormalFlushed, Outside };

// The decision for component i, without building any text: shared by judge() and output_verdict().
Verdict decide(const Expected& e, const Value& gpu, int i, Why& why, size_t& alternative) {
    const Rule& r = e.rule;
    if (r.kind == RuleKind::Undefined || (r.undefined_components >> i & 1)) {
        why = Why::Undefined;
        return Verdict::Undefined;
    }
    if (r.undefined_bits) {
        // Judged field by field: the defined bits must be those of the reference or of one alternative.
        const uint64_t judged = ~r.undefined_bits;
        bool agree = ((e.reference.bits[i] ^ gpu.bits[i]) & judged) == 0;
        for (size_t a = 0; a < r.alternatives.size() && !agree && r.kind == RuleKind::AnyOf; ++a)
            if (((r.alternatives[a].bits[i] ^ gpu.bits[i]) & judged) == 0) {
                agree = true;
                alternative = a;
            }
        why = agree ? Why::UndefinedBits : Why::Outside;
        return agree ? Verdict::Undefined : Verdict::Violation;
    }
    if (e.reference.bits[i] == gpu.bits[i]) {
        why = Why::Same;
        return Verdict::Match;
    }
    if (is_nan(e.reference, i) && is_nan(gpu, i)) {
        why = Why::NanPayload;
        return Verdict::Accepted;
    }
    switch (r.kind) {
        case RuleKind::AnyOf:
            for (size_t a = 0; a < r.alternatives.size(); ++a)
                if (same_or_both_nan(r.alternatives[a], gpu, i)) {
                    why = Why::AnyOf;
                    alternative = a;
                    return Verdict::Accepted;
                }
            break;
        case RuleKind::Ulp: {
            std::optional<uint64_t> ulp = ulp_distance(e.reference, gpu, i);
            if (ulp && static_cast<double>(*ulp) <= r.ulp) {
                why = Why::WithinUlp;
                return Verdict::Accepted;
            }
            break;
        }
        case RuleKind::Interval: {
            double x = as_number(gpu, i);
            if (x >= as_number(r.lo, i) && x <= as_number(r.hi, i)) {
                why = Why::InsideInterval;
                return Verdict::Accepted;
            }
            break;
        }
        default: break;
    }
    if (r.denormal_flush && is_zero(gpu, i)) {
        bool denormal = is_denormal(e.reference, i);
        for (const Value& alt : r.alternatives) denormal |= is_denormal(alt, i);
        if (denormal) {
            why = Why::DenormalFlushed;
            return Verdict::Accepted;
        }
    }
    why = Why::Outside;
    return Verdict::Violation;
}

std::string hex_mask(uint64_t mask, int width) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%0*llx", width / 4, static_cast<unsigned long long>(mask));
    return buf;
}

ComponentJudgement judge_component(const Expected& e, const Value& gpu, int i) {
    const Rule& r = e.rule;
    ComponentJudgement c;
    c.xor_bits = xor_bits(e.reference, gpu, i);
    c.ulp = ulp_distance(e.reference, gpu, i);
    Why why = Why::Outside;
    size_t a = 0;
    c.verdict = decide(e, gpu, i, why, a);
    switch (why) {
        case Why::Undefined: c.reason = "the spec leaves this result undefined"; break;
        case Why::UndefinedBits:
            c.reason = "the spec leaves bits " + hex_mask(r.undefined_bits, e.reference.type.component_bits()) +
                       " undefined; the other bits agree";
            break;
        case Why::Same:
            for (size_t k = 0; k < r.alternatives.size() && r.kind == RuleKind::AnyOf; ++k)
                if (r.alternatives[k].bits[i] == gpu.bits[i] && k < r.labels.size()) {
                    c.reason = "any-of: " + r.labels[k];
                    break;
                }
            break;
        case Why::NanPayload: c.reason = "NaN: GLSL 4.50 §4.7.1 does not specify NaN payloads"; break;
        case Why::AnyOf:
            c.reason = "any-of: " + (a < r.labels.size() ? r.labels[a] : "alternative " + std::to_string(a));
            break;
        case Why::WithinUlp:
            c.reason = std::isinf(r.ulp) ? "precision undefined by the spec; " + std::to_string(*c.ulp) + " ULP"
                                         : "within " + std::to_string(*c.ulp) + " ULP";
            break;
        case Why::InsideInterval: c.reason = "inside the interval"; break;
        case Why::DenormalFlushed: c.reason = "denormal flushed to zero (GLSL 4.50 §4.7.1)"; break;
        case Why::Outside: c.reason = "outside the " + std::string(rule_kind_name(r.kind)) + " rule"; break;
    }
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

Verdict output_verdict(const Expected& e, const Value& gpu, uint64_t* max_ulp) {
    Verdict v = Verdict::Match;
    for (int i = 0; i < e.reference.size(); ++i) {
        Why why = Why::Outside;
        size_t a = 0;
        Verdict c = decide(e, gpu, i, why, a);
        v = i == 0 ? c : worse(v, c);
        if (max_ulp && c != Verdict::Undefined && e.reference.type.is_float() && e.reference.bits[i] != gpu.bits[i]) {
            std::optional<uint64_t> ulp = ulp_distance(e.reference, gpu, i);
            if (ulp && *ulp > *max_ulp) *max_ulp = *ulp;
        }
    }
    return v;
}

}  // namespace il
