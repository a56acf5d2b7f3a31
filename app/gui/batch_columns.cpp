#include "gui/batch_columns.h"

#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <utility>

#include "gui/component_parse.h"
#include "value/format.h"

namespace il::gui {

std::string outputs_text(const std::vector<std::string>& names, const std::vector<Value>& values, NumberDisplay d) {
    std::string s;
    for (size_t i = 0; i < values.size(); ++i) {
        if (i) s += "; ";
        if (i < names.size() && names[i] != "return") s += names[i] + " ";
        s += value_as(d, values[i]);
    }
    return s;
}

namespace {

std::vector<std::string> output_names(const CaseResult& r) {
    std::vector<std::string> n;
    for (const Expected& e : r.expected) n.push_back(e.name);
    return n;
}

}  // namespace

std::string gpu_outputs_text(const CaseResult& r, NumberDisplay d) {
    if (!r.gpu_ran || r.gpu.empty()) return "";
    return outputs_text(output_names(r), r.gpu, d);
}

std::string reference_outputs_text(const CaseResult& r, NumberDisplay d) {
    std::vector<Value> v;
    for (const Expected& e : r.expected) v.push_back(e.reference);
    return outputs_text(output_names(r), v, d);
}

std::string inputs_text(const std::vector<Value>& inputs, NumberDisplay d) {
    std::string s;
    for (size_t i = 0; i < inputs.size(); ++i) s += (i ? ", " : "") + value_as(d, inputs[i]);
    return s;
}

std::optional<uint64_t> case_max_ulp(const CaseResult& r) {
    std::optional<uint64_t> m;
    for (const OutputJudgement& j : r.judgement)
        for (const ComponentJudgement& c : j.components)
            if (c.ulp && c.verdict != Verdict::Undefined && (!m || *c.ulp > *m)) m = c.ulp;
    return m;
}

std::string rule_summary(const Rule& r) {
    std::string s = std::string(rule_kind_name(r.kind));
    if (r.kind == RuleKind::Ulp) {
        if (std::isinf(r.ulp)) {
            s = "precision undefined by the spec";
        } else {
            char buf[48];
            std::snprintf(buf, sizeof buf, " (at most %.1f ULP)", r.ulp);
            s += buf;
        }
    }
    if (r.kind == RuleKind::AnyOf) s += " (" + std::to_string(r.alternatives.size()) + " accepted results)";
    if (r.denormal_flush) s += "; denormals may flush to zero";
    if (r.undefined_components) s += "; some components undefined";
    if (r.undefined_bits) s += "; some bits undefined";
    return s;
}

std::string deciding_rule_text(const CaseResult& r) {
    if (r.judgement.empty() || r.expected.empty()) return "";
    size_t pick = 0;
    for (size_t i = 0; i < r.judgement.size() && i < r.expected.size(); ++i)
        if (r.judgement[i].verdict == r.verdict) {
            pick = i;
            break;
        }
    std::string s = rule_summary(r.expected[pick].rule);
    if (r.expected.size() > 1) s = r.expected[pick].name + ": " + s;
    const OutputJudgement& j = r.judgement[pick];
    if (!j.reason.empty()) s += ": " + j.reason;
    return s;
}

namespace {

// The §4.7.1 bound as the interval of results it accepts for these inputs, at the component furthest from the
// reference: "accepted for these inputs: 2.0003381 to 2.0003390; measured 1 ULP from the reference: inside".
std::string interval_for_case(const Expected& e, const OutputJudgement& j) {
    // A violation first, then the largest distance (NaN counts as the largest).
    auto rank = [](const ComponentJudgement& k) {
        return std::make_pair(k.verdict == Verdict::Violation, k.ulp.value_or(UINT64_MAX));
    };
    size_t at = j.components.size();
    for (size_t c = 0; c < j.components.size(); ++c)
        if (j.components[c].verdict != Verdict::Undefined &&
            (at == j.components.size() || rank(j.components[c]) > rank(j.components[at])))
            at = c;
    if (at == j.components.size() || static_cast<int>(at) >= e.rule.lo.size()) return "";
    const int c = static_cast<int>(at);
    const ComponentJudgement& k = j.components[at];
    std::string s = "accepted for these inputs";
    if (e.rule.lo.size() > 1) s += " (component " + std::to_string(c) + ")";
    s += ": " + component_text(e.rule.lo, c) + " to " + component_text(e.rule.hi, c);
    s += k.ulp ? "; measured " + std::to_string(*k.ulp) + " ULP from the reference" : "; measured: NaN involved";
    return s + (k.verdict == Verdict::Violation ? ": outside" : ": inside");
}

}  // namespace

std::string rule_for_case(const Expected& e, const OutputJudgement* j) {
    if (!j) return "";
    if (e.rule.kind == RuleKind::Interval) return interval_for_case(e, *j);
    if (e.rule.kind != RuleKind::Ulp) return "";
    std::optional<uint64_t> worst;
    for (const ComponentJudgement& c : j->components)
        if (c.ulp && c.verdict != Verdict::Undefined && (!worst || *c.ulp > *worst)) worst = c.ulp;
    std::string measured = worst ? "measured " + std::to_string(*worst) + " ULP" : "measured: NaN involved, no distance";
    if (std::isinf(e.rule.ulp))
        return "precision undefined by the spec: any answer that is not NaN is accepted; " + measured;
    char allowed[64];
    std::snprintf(allowed, sizeof allowed, "allowed %.1f ULP for these inputs", e.rule.ulp);
    std::string verdict = !worst ? "" : static_cast<double>(*worst) <= e.rule.ulp ? ": within the bound" : ": outside the bound";
    return measured + "; " + allowed + verdict;
}

std::string note_text(const CaseResult& r) {
    std::string note = r.note;
    if (note.empty())
        for (const OutputJudgement& j : r.judgement)
            if (!j.reason.empty()) note += (note.empty() ? "" : "; ") + j.name + ": " + j.reason;
    return note;
}

std::string call_text(const Overload& o, const std::vector<Value>& inputs) {
    std::string s = o.function + "(";
    for (size_t i = 0; i < inputs.size(); ++i) s += (i ? ", " : "") + value_text(inputs[i]);
    return s + ")";
}

std::string hex_text(const std::vector<Value>& values) {
    std::string s;
    for (size_t i = 0; i < values.size(); ++i) {
        if (i) s += "; ";
        const Value& v = values[i];
        if (v.size() > 1) s += "(";
        for (int c = 0; c < v.size(); ++c) s += (c ? ", " : "") + component_hex(v, c);
        if (v.size() > 1) s += ")";
    }
    return s;
}

namespace {

// The component count of a vector type name ("uvec4" → 4), 0 for anything else.
int vector_size(const std::string& name) {
    static const char* prefixes[] = {"vec", "ivec", "uvec", "bvec", "dvec"};
    for (const char* p : prefixes) {
        std::string ps(p);
        if (name.size() == ps.size() + 1 && name.compare(0, ps.size(), ps) == 0 && name.back() >= '2' &&
            name.back() <= '4')
            return name.back() - '0';
    }
    return 0;
}

}  // namespace

std::string expand_broadcast_constructors(const std::string& text) {
    std::string out;
    size_t i = 0;
    while (i < text.size()) {
        size_t start = i;
        if (std::isalpha(static_cast<unsigned char>(text[i])) && (i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1])))) {
            while (i < text.size() && std::isalnum(static_cast<unsigned char>(text[i]))) ++i;
            std::string name = text.substr(start, i - start);
            size_t open = i;
            while (open < text.size() && text[open] == ' ') ++open;
            int n = vector_size(name);
            if (n && open < text.size() && text[open] == '(') {
                size_t close = text.find(')', open);
                std::string arg = close == std::string::npos ? "" : text.substr(open + 1, close - open - 1);
                // One argument with no comma and no nested call: a scalar to broadcast.
                if (close != std::string::npos && arg.find_first_of(",(") == std::string::npos &&
                    arg.find_first_not_of(' ') != std::string::npos) {
                    out += name + "(";
                    for (int k = 0; k < n; ++k) out += (k ? ", " : "") + arg;
                    out += ")";
                    i = close + 1;
                    continue;
                }
            }
            out += name;
            continue;
        }
        out += text[i++];
    }
    return out;
}

}  // namespace il::gui
