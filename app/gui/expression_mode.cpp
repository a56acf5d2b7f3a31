#include "gui/expression_mode.h"

#include <cctype>

#include "expr/expr_eval.h"
#include "value/format.h"

namespace il::gui {

std::vector<std::string> split_inputs(const std::string& inputs) {
    std::vector<std::string> out;
    std::string cur;
    int depth = 0;
    for (char c : inputs) {
        if (std::isspace(static_cast<unsigned char>(c)) && depth == 0) {
            if (!cur.empty()) out.push_back(cur), cur.clear();
            continue;
        }
        depth += c == '(' ? 1 : c == ')' ? -1 : 0;
        cur += c;
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

void evaluate_line(ExpressionLine& line, const Profile& profile, Runner* runner, bool fold) {
    ++line.evaluations;
    line.stale = false;
    line.fold = fold;
    line.folded.reset();
    line.fold_skipped.clear();
    line.last.reset();
    line.error = true;
    std::vector<expr::Variable> vars;
    for (const std::string& a : split_inputs(line.inputs)) {
        try {
            vars.push_back(expr::parse_assignment(a));
        } catch (const expr::ExpressionError& e) {
            line.outcome = "input '" + a + "': " + e.what() + " (column " + std::to_string(e.column) + ")";
            return;
        }
    }
    std::unique_ptr<expr::ExpressionEvaluation> x;
    try {
        x = expr::evaluate_expression(expr::parse_expression(line.text, vars, Catalog::get()), profile, line.precise,
                                      runner);
    } catch (const expr::ExpressionError& e) {
        line.outcome = std::string(e.what()) + (e.column ? " (column " + std::to_string(e.column) + ")" : "");
        return;
    }
    line.error = false;
    const CaseResult& r = x->batch.cases[0];
    std::string s = expr::parenthesised(x->expression) + (x->precise ? "  (precise)" : "") + "\n";
    if (r.gpu_ran && r.written) {
        s += "GPU " + component_text(r.gpu[0], 0) + " (" + component_hex(r.gpu[0], 0) + ")";
        for (int i = 1; i < r.gpu[0].size(); ++i)
            s += ", " + component_text(r.gpu[0], i) + " (" + component_hex(r.gpu[0], i) + ")";
        s += ": " + std::string(verdict_name(r.verdict));
        if (x->chosen) s += " as " + x->alternatives[x->chosen].label;
        s += "\n";
    } else if (r.has_verdict) {
        s += std::string(verdict_name(r.verdict)) + (r.note.empty() ? "" : ": " + r.note) + "\n";
    } else {
        s += "no GPU: the reference only\n";
    }
    for (size_t i = 0; i < x->alternatives.size(); ++i) {
        s += "  " + x->alternatives[i].label + ": " + expr::alternative_text(x->alternatives[i].expected);
        if (i < x->per_alternative.size()) s += "  (GPU: " + std::string(verdict_name(x->per_alternative[i].verdict)) + ")";
        s += "\n";
    }
    line.outcome = s;
    if (fold) {
        // As eval --expr refuses --fold with --precise, and --fold without a driver: said, not run.
        if (x->precise)
            line.fold_skipped = "not folded with precise: " + std::string(expr::kFoldWithPrecise);
        else if (!runner)
            line.fold_skipped = "not folded: no GPU (the folded result is the driver's, beside its runtime one)";
        else
            line.folded = expr::fold_expression(*x, runner);
    }
    line.last = std::move(x);
}

void load_expression_case(ExpressionLine& line, const InputCase& c) {
    line.text = c.expression ? c.expression->text : "";
    line.precise = c.precise;
    line.inputs.clear();
    if (c.expression)
        for (const expr::Variable& v : c.expression->variables)
            line.inputs += (line.inputs.empty() ? "" : " ") + v.name + "=" + value_text(v.value);
    line.title.clear();
    if (c.original.is_object())
        for (const char* k : {"title", "name", "comment"})
            if (c.original.contains(k) && c.original[k].is_string()) {
                line.title = c.original[k].get<std::string>();
                break;
            }
    line.last.reset();
    line.folded.reset();
    line.fold_skipped.clear();
    line.outcome.clear();
    line.error = false;
    line.stale = true;
}

std::string expression_case_label(const InputCase& c) {
    if (!c.expression) return "";
    std::string s = c.expression->text;
    for (size_t i = 0; i < c.expression->variables.size(); ++i) {
        const expr::Variable& v = c.expression->variables[i];
        s += (i ? ", " : "   ") + type_name(v.value.type) + " " + v.name;
    }
    return c.precise ? s + "   precise" : s;
}

}  // namespace il::gui
