// Acceptance rules: which GPU bits the GLSL spec allows for one output, and the verdict.
#pragma once
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "value/value.h"

namespace il {

enum class RuleKind { Exact, Ulp, AnyOf, Interval, Undefined };
std::string_view rule_kind_name(RuleKind k);  // "exact", "ulp", "any-of", "interval", "undefined"

// The spec sentence behind a rule. Text in static storage (a string literal, a constexpr array) is kept as a
// pointer, so the common rules cost no allocation per case in a sweep; composed text (std::string) is owned.
// Never pass the c_str() of a temporary: pass the std::string itself.
class SpecText {
public:
    SpecText() = default;
    SpecText(const char* static_text) : static_(static_text) {}  // static storage only
    SpecText(std::string text) : owned_(std::move(text)) {}
    std::string_view view() const { return static_ ? std::string_view(static_) : std::string_view(owned_); }
    std::string str() const { return std::string(view()); }
    bool empty() const { return view().empty(); }
    size_t find(std::string_view s) const { return view().find(s); }
    SpecText& operator+=(std::string_view s) {
        owned_ = str().append(s);
        static_ = nullptr;
        return *this;
    }
    friend std::string operator+(const SpecText& a, std::string_view b) { return a.str().append(b); }
    friend std::string operator+(const std::string& a, const SpecText& b) { return a + std::string(b.view()); }
    friend std::ostream& operator<<(std::ostream& o, const SpecText& t) { return o << t.view(); }

private:
    const char* static_ = nullptr;
    std::string owned_;
};

struct Rule {
    RuleKind kind = RuleKind::Exact;
    double ulp = 0;                       // Ulp: allowed distance from the reference, per component
    std::vector<Value> alternatives;      // AnyOf: each component must equal that component of one of them
    std::vector<std::string> labels;      // AnyOf: one name per alternative ("fused", "round half up")
    Value lo, hi;                         // Interval: per component, inclusive, as values of the output type
    bool denormal_flush = false;          // a denormal result may come back as a zero of either sign
    uint32_t undefined_components = 0;    // bit i: the spec leaves component i undefined
    // Bits the spec leaves undefined in every component (a NaN field of a packed uint): the other bits are
    // judged against the reference and the alternatives, and a component whose other bits agree is undefined.
    uint64_t undefined_bits = 0;
    SpecText why;                         // the spec sentence, with its section
};

// What the CPU reference says about one output (the return value or an out parameter).
struct Expected {
    std::string name;  // "return" or the out parameter's name
    Value reference;
    Rule rule;
    // The #version of the profile judged for, set by the caller with the name: GLSL 4.60 reworded some sentences
    // (ldexp, intBitsToFloat), and a definition whose verdict depends on them reads out[0].glsl.
    int glsl = 450;
};

// A CPU reference: fills out[k].reference and out[k].rule for each output (return first, then out parameters, in
// declaration order); out[k].name and out[k].glsl are already set. `in` holds the in parameters in order.
using ReferenceFn = void (*)(const Value* in, Expected* out);

enum class Verdict { Match, Accepted, Violation, Undefined, Unavailable, CompilerAcceptedUnavailable };
std::string_view verdict_name(Verdict v);  // "match", "accepted", …, "compiler-accepted-unavailable"
bool parse_verdict(std::string_view s, Verdict& out);
// The worse of two verdicts for one case: violation > undefined > accepted > match.
Verdict worse(Verdict a, Verdict b);

// Rule constructors, each with the spec sentence that backs it.
Rule exact_rule(SpecText why);
Rule ulp_rule(double ulp, SpecText why);
Rule undefined_rule(SpecText why);
// Precision the spec leaves undefined (trigonometry, determinant, …): an Ulp rule with an infinite bound;
// the judge accepts any non-NaN answer and reports the measured distance.
Rule precision_undefined_rule(SpecText why);

}  // namespace il
