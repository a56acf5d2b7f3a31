#include "precision/rule.h"

#include <limits>

namespace il {

std::string_view rule_kind_name(RuleKind k) {
    switch (k) {
        case RuleKind::Exact: return "exact";
        case RuleKind::Ulp: return "ulp";
        case RuleKind::AnyOf: return "any-of";
        case RuleKind::Interval: return "interval";
        case RuleKind::Undefined: return "undefined";
    }
    return "?";
}

static constexpr std::pair<Verdict, std::string_view> kVerdicts[] = {
    {Verdict::Match, "match"},
    {Verdict::Accepted, "accepted"},
    {Verdict::Violation, "violation"},
    {Verdict::Undefined, "undefined"},
    {Verdict::Unavailable, "unavailable"},
    {Verdict::CompilerAcceptedUnavailable, "compiler-accepted-unavailable"},
};

std::string_view verdict_name(Verdict v) {
    for (auto& [k, n] : kVerdicts)
        if (k == v) return n;
    return "?";
}

bool parse_verdict(std::string_view s, Verdict& out) {
    for (auto& [k, n] : kVerdicts)
        if (n == s) { out = k; return true; }
    return false;
}

static int severity(Verdict v) {
    switch (v) {
        case Verdict::Match: return 0;
        case Verdict::Accepted: return 1;
        case Verdict::Undefined: return 2;
        case Verdict::CompilerAcceptedUnavailable: return 3;
        case Verdict::Unavailable: return 4;
        case Verdict::Violation: return 5;
    }
    return 5;
}

Verdict worse(Verdict a, Verdict b) { return severity(a) >= severity(b) ? a : b; }

Rule exact_rule(SpecText why) {
    Rule r;
    r.kind = RuleKind::Exact;
    r.why = std::move(why);
    return r;
}

Rule ulp_rule(double ulp, SpecText why) {
    Rule r;
    r.kind = RuleKind::Ulp;
    r.ulp = ulp;
    r.why = std::move(why);
    return r;
}

Rule undefined_rule(SpecText why) {
    Rule r;
    r.kind = RuleKind::Undefined;
    r.why = std::move(why);
    return r;
}

Rule precision_undefined_rule(SpecText why) {
    return ulp_rule(std::numeric_limits<double>::infinity(), std::move(why));
}

}  // namespace il
