#include "expr/expr_eval.h"

#include <algorithm>

#include "catalog/availability.h"
#include "compare/compare.h"
#include "shadergen/shadergen.h"
#include "value/format.h"
#include "vectors/vectors_json.h"

namespace il::expr {

Overload expression_row(const Expression& e) {
    Overload o;
    o.function = "expression";
    o.ret = e.type();
    for (const Variable& v : e.variables) o.params.push_back({v.name, v.value.type});
    o.call = parenthesised(e, true);
    o.chapter = "expression";
    o.section = "GLSL 4.50 §5";
    o.summary = parenthesised(e);
    o.first_version = 110;
    for (const Node& n : e.nodes)
        o.first_version = std::max({o.first_version, n.first_version, n.row ? n.row->first_version : 0});
    return o;
}

GeneratedShader expression_shader(const Overload& row, const Profile& p, bool precise) {
    GeneratedShader g = generate_shader(row, p);
    // An expression of constants only: GLSL has no empty struct, so the unused input record gets one member.
    const std::string empty = "struct il_in_t { };";
    if (const size_t at = g.source.find(empty); at != std::string::npos)
        g.source.replace(at, empty.size(), "struct il_in_t { int il_unused; };");
    if (precise) {
        // §4.7.2: a precise result is computed in the order and with the operations the source gives (no fma).
        const std::string decl = "    " + type_name(*row.ret) + " ret = ";
        const size_t at = g.source.find(decl);
        if (at != std::string::npos) g.source.insert(at + 4, "precise ");
    }
    return g;
}

namespace {

// The expression's availability: that of its first operation the profile lacks, else available.
Availability expression_availability(const Expression& e, const Profile& p) {
    Availability a;
    a.available = true;
    a.first_version = 110;
    a.source = "every operation of the expression";
    for (const Node& n : e.nodes) {
        if (n.first_version > p.glsl) {
            a.available = false;
            a.first_version = n.first_version;
            a.source = "GLSL 4.20 §5.5: a scalar's components selected ('." + n.text + "')";
            return a;
        }
        a.first_version = std::max(a.first_version, n.first_version);
        if (!n.row) continue;
        Availability o = availability(*n.row, p);
        a.first_version = std::max(a.first_version, o.first_version);
        if (!o.available) return o;
        if (!o.via_extension.empty()) a.via_extension = o.via_extension;
    }
    return a;
}

int rank(Verdict v) {  // which alternative's judgement to report: match, then accepted, undefined, violation
    switch (v) {
        case Verdict::Match: return 0;
        case Verdict::Accepted: return 1;
        case Verdict::Undefined: return 2;
        default: return 3;
    }
}

}  // namespace

AlternativeJudgement judge_alternatives(const std::vector<Alternative>& alternatives, const Value& gpu) {
    AlternativeJudgement a;
    for (const Alternative& alt : alternatives) a.each.push_back(judge(alt.expected, gpu));
    for (size_t i = 1; i < a.each.size(); ++i)
        if (rank(a.each[i].verdict) < rank(a.each[a.chosen].verdict)) a.chosen = i;
    a.judgement = a.each[a.chosen];
    if (a.chosen == 0) return a;
    // Another way of evaluating the expression gave these bits: accepted, as that alternative.
    OutputJudgement& j = a.judgement;
    const std::string& label = alternatives[a.chosen].label;
    const Value& first = alternatives[0].expected.reference;
    for (int i = 0; i < gpu.size(); ++i) {
        ComponentJudgement& c = j.components[size_t(i)];
        if (c.verdict == Verdict::Match) c.verdict = Verdict::Accepted;
        c.reason = label + (c.reason.empty() ? "" : ": " + c.reason);
        c.xor_bits = xor_bits(first, gpu, i);
        c.ulp = ulp_distance(first, gpu, i);
    }
    if (j.verdict == Verdict::Match) j.verdict = Verdict::Accepted;
    return a;
}

std::unique_ptr<ExpressionEvaluation> evaluate_expression(Expression e, const Profile& p, bool precise,
                                                          Runner* runner) {
    std::vector<Value> in;
    for (const Variable& v : e.variables) in.push_back(v.value);
    std::unique_ptr<ExpressionBatch> one = evaluate_expression_batch(e, {std::move(in)}, p, precise, runner);
    ExpressionCase& c = one->cases[0];
    if (!c.error.empty()) throw ExpressionError(c.error, c.error_column);
    auto x = std::make_unique<ExpressionEvaluation>();
    x->expression = std::move(one->expression);
    x->precise = precise;
    x->row = std::move(one->row);
    x->alternatives = std::move(c.alternatives);
    x->batch = std::move(one->batch);
    x->batch.overload = &x->row;
    x->chosen = c.chosen;
    x->per_alternative = std::move(c.per_alternative);
    return x;
}

void judge_case(const std::vector<Alternative>& alternatives, CaseResult& r, std::vector<OutputJudgement>& each,
                size_t& chosen) {
    each.clear();
    chosen = 0;
    if (!r.gpu_ran || !r.written) return;
    const Value& gpu = r.gpu[0];  // settle_case gave it the result's type and normalised a bool
    AlternativeJudgement a = judge_alternatives(alternatives, gpu);
    each = a.each;
    chosen = a.chosen;
    if (a.chosen == 0) return;
    r.judgement = {a.judgement};
    if (r.verdict != Verdict::CompilerAcceptedUnavailable) r.verdict = a.judgement.verdict;
}

std::unique_ptr<ExpressionBatch> evaluate_expression_batch(const Expression& e,
                                                           const std::vector<std::vector<Value>>& inputs,
                                                           const Profile& p, bool precise, Runner* runner) {
    for (size_t k = 0; k < inputs.size(); ++k) {
        if (inputs[k].size() != e.variables.size())
            throw ExpressionError("input set " + std::to_string(k + 1) + " has " + std::to_string(inputs[k].size()) +
                                      " values; the expression has " + std::to_string(e.variables.size()) +
                                      " variables",
                                  0);
        for (size_t i = 0; i < inputs[k].size(); ++i)
            if (inputs[k][i].type != e.variables[i].value.type)
                throw ExpressionError("input set " + std::to_string(k + 1) + ": " + e.variables[i].name + " is " +
                                          type_name(inputs[k][i].type) + ", the expression's " +
                                          type_name(e.variables[i].value.type),
                                      0);
    }
    auto x = std::make_unique<ExpressionBatch>();
    x->expression = e;
    x->precise = precise;
    x->row = expression_row(e);
    BatchEvaluation& b = x->batch;
    b.overload = &x->row;
    b.profile = p;
    b.availability = expression_availability(e, p);
    b.cases.resize(inputs.size());
    x->cases.resize(inputs.size());
    // The reference per input set: the parsed expression with that set's values (the nodes read the variables by
    // index, so the parse and its type check hold for every set of the same types).
    Expression at = e;
    for (size_t k = 0; k < inputs.size(); ++k) {
        CaseResult& r = b.cases[k];
        r.inputs = inputs[k];
        for (size_t i = 0; i < inputs[k].size(); ++i) at.variables[i].value = inputs[k][i];
        try {
            x->cases[k].alternatives = reference_alternatives(at, precise, p.glsl);
            r.expected = {x->cases[k].alternatives[0].expected};
        } catch (const ExpressionError& err) {
            x->cases[k].error = err.what();
            x->cases[k].error_column = err.column;
        }
    }
    bool any_reference = false;  // no kernel for a batch whose every case is an error
    for (const ExpressionCase& c : x->cases) any_reference = any_reference || c.error.empty();
    if (!runner || !any_reference) return x;
    const Kernel& k = runner->source_kernel(x->row, expression_shader(x->row, p, precise));
    b.kernel = &k;
    BatchResult run;
    if (k.compiled) {
        std::vector<Value> flat;
        flat.reserve(inputs.size() * e.variables.size());
        for (const auto& in : inputs) flat.insert(flat.end(), in.begin(), in.end());
        run = runner->run(k, flat, inputs.size());
        b.driver_error = run.error;
    }
    for (size_t c = 0; c < inputs.size(); ++c) {
        CaseResult& r = b.cases[c];
        ExpressionCase& xc = x->cases[c];
        if (!xc.error.empty()) {  // no reference to judge the bits by: the case is not run
            r.note = "not judged: " + xc.error;
            continue;
        }
        if (k.compiled && run.error.empty()) {
            r.gpu_ran = true;
            r.written = run.written[c] != 0;
            r.gpu = {run.outputs[c]};
        }
        settle_case(b, r);
        judge_case(xc.alternatives, r, xc.per_alternative, xc.chosen);
    }
    return x;
}

namespace {

// "0.000488281 (0x3a000000)"; a vector's components in parentheses.
std::string value_and_bits(const Value& v) {
    std::string s;
    for (int i = 0; i < v.size(); ++i)
        s += (i ? ", " : "") + component_text(v, i) + " (" + component_hex(v, i) + ")";
    return v.size() == 1 ? s : type_name(v.type) + "(" + s + ")";
}

}  // namespace

std::string alternative_text(const Expected& e) {
    const Rule& r = e.rule;
    switch (r.kind) {
        case RuleKind::Exact: return value_and_bits(e.reference);
        case RuleKind::Undefined: return "undefined";
        case RuleKind::Interval: {
            std::string s;
            for (int i = 0; i < e.reference.size(); ++i) {
                if (i) s += ", ";
                if (r.undefined_components >> i & 1) { s += "undefined"; continue; }
                s += "[" + component_hex(r.lo, i) + ", " + component_hex(r.hi, i) + "]";
            }
            return value_and_bits(e.reference) + ", within " + s;
        }
        default: {
            std::string s = value_and_bits(e.reference);
            for (const Value& a : r.alternatives)
                if (!(a == e.reference)) s += " or " + value_and_bits(a);
            return s;
        }
    }
}

namespace {

nlohmann::json alternative_json(const Alternative& a, const OutputJudgement* j) {
    nlohmann::json o;
    o["label"] = a.label;
    o["reference"] = bits_json(a.expected.reference);
    o["rule"] = std::string(rule_kind_name(a.expected.rule.kind));
    const Rule& r = a.expected.rule;
    if (r.kind == RuleKind::Interval) {
        o["lo"] = bits_json(r.lo);
        o["hi"] = bits_json(r.hi);
    }
    if (r.kind == RuleKind::AnyOf) {
        o["accepted"] = nlohmann::json::array();
        for (const Value& v : r.alternatives) o["accepted"].push_back(bits_json(v));
    }
    if (r.undefined_components) o["undefined_components"] = r.undefined_components;
    if (j) o["verdict"] = std::string(verdict_name(j->verdict));
    return o;
}

}  // namespace

namespace {

nlohmann::json expression_member(const Expression& e, bool precise, const std::vector<Alternative>& alternatives,
                                 const std::vector<OutputJudgement>& per_alternative, size_t chosen) {
    nlohmann::json je;
    je["text"] = e.text;
    je["parsed"] = parenthesised(e);
    je["precise"] = precise;
    je["alternatives"] = nlohmann::json::array();
    for (size_t i = 0; i < alternatives.size(); ++i)
        je["alternatives"].push_back(
            alternative_json(alternatives[i], i < per_alternative.size() ? &per_alternative[i] : nullptr));
    if (!per_alternative.empty()) je["judged_as"] = alternatives[chosen].label;
    return je;
}

}  // namespace

nlohmann::json expression_json(const ExpressionEvaluation& x) {
    return expression_member(x.expression, x.precise, x.alternatives, x.per_alternative, x.chosen);
}

nlohmann::json expression_json(const ExpressionBatch& x, size_t k) {
    const ExpressionCase& c = x.cases[k];
    return expression_member(x.expression, x.precise, c.alternatives, c.per_alternative, c.chosen);
}

}  // namespace il::expr
