// Acceptance rules: which GPU bits the GLSL spec allows for one output, and the verdict.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "value/value.h"

namespace il {

enum class RuleKind { Exact, Ulp, AnyOf, Interval, Undefined };
std::string_view rule_kind_name(RuleKind k);  // "exact", "ulp", "any-of", "interval", "undefined"

struct Rule {
    RuleKind kind = RuleKind::Exact;
    double ulp = 0;                       // Ulp: allowed distance from the reference, per component
    std::vector<Value> alternatives;      // AnyOf: each component must equal that component of one of them
    std::vector<std::string> labels;      // AnyOf: one name per alternative ("fused", "round half up")
    Value lo, hi;                         // Interval: per component, inclusive, as values of the output type
    bool denormal_flush = false;          // a denormal result may come back as a zero of either sign
    uint32_t undefined_components = 0;    // bit i: the spec leaves component i undefined
    std::string why;                      // the spec sentence, with its section
};

// What the CPU reference says about one output (the return value or an out parameter).
struct Expected {
    std::string name;  // "return" or the out parameter's name
    Value reference;
    Rule rule;
};

enum class Verdict { Match, Accepted, Violation, Undefined, Unavailable, CompilerAcceptedUnavailable };
std::string_view verdict_name(Verdict v);  // "match", "accepted", …, "compiler-accepted-unavailable"
bool parse_verdict(std::string_view s, Verdict& out);
// The worse of two verdicts for one case: violation > undefined > accepted > match.
Verdict worse(Verdict a, Verdict b);

// Rule constructors, each with the spec sentence that backs it.
Rule exact_rule(std::string why);
Rule ulp_rule(double ulp, std::string why);
Rule undefined_rule(std::string why);
// Precision the spec leaves undefined (trigonometry, determinant, …): an Ulp rule with an infinite bound;
// the judge accepts any non-NaN answer and reports the measured distance.
Rule precision_undefined_rule(std::string why);

}  // namespace il
