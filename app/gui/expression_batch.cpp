#include "gui/expression_batch.h"

#include <sstream>

#include "value/format.h"

namespace il::gui {
namespace {

std::vector<std::pair<std::string, Type>> signature_of(const expr::Expression& e) {
    std::vector<std::pair<std::string, Type>> s;
    for (const expr::Variable& v : e.variables) s.emplace_back(v.name, v.value.type);
    return s;
}

// "a, b, c (float)" or "p (vec2), i (int)".
std::string describe(const std::vector<std::pair<std::string, Type>>& s) {
    if (s.empty()) return "no variables";
    bool one_type = true;
    for (const auto& v : s) one_type &= v.second == s[0].second;
    std::string t;
    for (size_t i = 0; i < s.size(); ++i)
        t += (i ? ", " : "") + s[i].first + (one_type ? "" : " (" + type_name(s[i].second) + ")");
    return one_type ? t + " (" + type_name(s[0].second) + ")" : t;
}

std::string trimmed(const std::string& s) {
    const size_t b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

}  // namespace

ExpressionBatch::ExpressionBatch() : row_(std::make_unique<Overload>()), at_(std::make_unique<Current>()) {
    table.set_evaluator([x = at_.get()](const Overload&, const Profile& p, const std::vector<std::vector<Value>>& cases,
                                        Runner* runner) {
        x->last.reset();
        if (!x->has_expression) throw std::runtime_error("the Expression line has not run: Enter evaluates it");
        x->last = expr::evaluate_expression_batch(x->expression, cases, p, x->precise, runner);
        return x->last->batch;
    });
}

void ExpressionBatch::follow(const ExpressionLine& line) {
    if (line.evaluations == seen_evaluations_) return;
    seen_evaluations_ = line.evaluations;
    if (!line.last) return;  // an error: the rows keep the expression they last ran with
    const expr::Expression& e = line.last->expression;
    auto sig = signature_of(e);
    if (at_->has_expression && table.size() > 0 && sig != signature_) {
        mismatch_ = "the rows are for " + describe(signature_) + ", the Expression line's " + e.text + " has " +
                    describe(sig) + ": Clear starts a batch for it";
        return;
    }
    mismatch_.clear();
    const bool same = at_->has_expression && expr::parenthesised(e) == expr::parenthesised(at_->expression) &&
                      line.last->precise == at_->precise;
    signature_ = std::move(sig);
    at_->expression = e;
    at_->precise = line.last->precise;
    *row_ = expr::expression_row(e);
    at_->has_expression = true;
    if (!same) table.request_run();  // only the line's inputs changed: the rows' results stand
    if (!pending_rows_.empty() && e.text == pending_expression_ && table.size() == 0) {
        add_text(pending_rows_);  // written by save(): they read back
        table.set_title(pending_title_);
    }
    pending_rows_.clear();
}

nlohmann::json ExpressionBatch::save(size_t limit) const {
    if (table.size() == 0 || !at_->has_expression) return nullptr;
    nlohmann::json rows = nlohmann::json::array();
    for (size_t r = 0; r < table.size() && r < limit; ++r) rows.push_back(assignments(r));
    return {{"expression", at_->expression.text}, {"title", table.title()}, {"rows", std::move(rows)}};
}

void ExpressionBatch::restore(const nlohmann::json& j) {
    if (!j.is_object() || !j.contains("expression") || !j["expression"].is_string() || !j.contains("rows") ||
        !j["rows"].is_array())
        return;
    pending_expression_ = j["expression"].get<std::string>();
    pending_rows_.clear();
    for (const nlohmann::json& r : j["rows"])
        if (r.is_string()) pending_rows_ += r.get<std::string>() + "\n";
    pending_title_ = j.contains("title") && j["title"].is_string() ? j["title"].get<std::string>() : "";
}

std::string ExpressionBatch::expression_text() const {
    return at_->has_expression ? at_->expression.text + (at_->precise ? "  (precise)" : "") : "";
}

std::string ExpressionBatch::add_text(const std::string& text) {
    if (!at_->has_expression) return "the Expression line has not run: type an expression and press Enter first";
    std::vector<BatchRow> rows;
    std::istringstream in(text);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        const std::string l = trimmed(line.substr(0, line.find('#')));
        if (l.empty()) continue;
        const std::string at = "line " + std::to_string(n);
        std::vector<std::optional<Value>> values(signature_.size());
        for (const std::string& token : split_inputs(l)) {
            expr::Variable v;
            try {
                v = expr::parse_assignment(token);
            } catch (const expr::ExpressionError& e) {
                return at + ", '" + token + "': " + e.what() + " (column " + std::to_string(e.column) +
                       "); write NAME=VALUE, e.g. a=1.0";
            }
            size_t k = 0;
            while (k < signature_.size() && signature_[k].first != v.name) ++k;
            if (k == signature_.size())
                return at + ", '" + token + "': " + at_->expression.text + " has no variable " + v.name + " (it has " +
                       describe(signature_) + ")";
            if (values[k]) return at + ", '" + token + "': " + v.name + " has a value already";
            if (v.value.type != signature_[k].second)
                return at + ", '" + token + "': " + type_name(v.value.type) + ", but " + v.name + " is " +
                       type_name(signature_[k].second) + " in the expression (write " + v.name + ":" +
                       type_name(signature_[k].second) + "=VALUE to convert)";
            values[k] = v.value;
        }
        std::vector<Value> inputs;
        for (size_t k = 0; k < values.size(); ++k) {
            if (!values[k]) return at + ": no value for " + signature_[k].first;
            inputs.push_back(*values[k]);
        }
        rows.push_back(BatchRow{row_.get(), std::move(inputs), {}, 0, 0, {}});
    }
    if (rows.empty()) return "nothing to add: write one case per line, e.g. a=1.0 b=2.0 c=3.0";
    const size_t n = rows.size();
    return table.add_rows(std::move(rows), "pasted (" + std::to_string(n) + (n == 1 ? " case)" : " cases)"));
}

std::string ExpressionBatch::add_random(size_t n, uint32_t seed) {
    if (!at_->has_expression) return "the Expression line has not run: type an expression and press Enter first";
    table.add_random(*row_, n, seed);
    return "";
}

std::pair<size_t, size_t> ExpressionBatch::add_file(const VectorFile& f, std::string& error) {
    error.clear();
    if (!at_->has_expression) {
        error = "the Expression line has not run: type an expression and press Enter first";
        return {0, 0};
    }
    std::vector<BatchRow> rows;
    size_t other = 0;
    for (const InputCase& c : f.cases) {
        if (!takes(c)) {
            ++other;
            continue;
        }
        rows.push_back(BatchRow{row_.get(), c.inputs, c.original, 0, 0, {}});
    }
    const size_t n = rows.size();
    if (n) error = table.add_rows(std::move(rows), "file (" + std::to_string(n) + (n == 1 ? " case)" : " cases)"));
    return error.empty() ? std::pair<size_t, size_t>{n, other} : std::pair<size_t, size_t>{0, 0};
}

bool ExpressionBatch::takes(const InputCase& c) const {
    return at_->has_expression && c.expression && c.precise == at_->precise &&
           signature_of(*c.expression) == signature_ &&
           expr::parenthesised(*c.expression) == expr::parenthesised(at_->expression);
}

void ExpressionBatch::clear() {
    table.clear();
    at_->last.reset();
    mismatch_.clear();
    seen_evaluations_ = 0;  // the line's expression is taken again at the next follow()
}

void ExpressionBatch::forget_results() {
    table.forget_results();
    at_->last.reset();
}

bool ExpressionBatch::refresh(const Profile& p, Runner* runner) {
    if (!mismatch_.empty() || !at_->has_expression) return false;
    return table.refresh(p, runner);
}

std::string ExpressionBatch::judged_as(size_t r) const {
    const CaseResult* res = table.result(r);
    if (!res || !at_->last || r >= table.size()) return "";
    const expr::ExpressionCase& c = at_->last->cases[table.rows()[r].index];
    return c.per_alternative.empty() ? "" : c.alternatives[c.chosen].label;
}

std::string ExpressionBatch::assignments(size_t r) const {
    std::string s;
    const BatchRow& row = table.rows()[r];
    for (size_t k = 0; k < row.inputs.size() && k < signature_.size(); ++k)
        s += (k ? " " : "") + signature_[k].first + "=" + value_text(row.inputs[k]);
    return s;
}

nlohmann::json ExpressionBatch::document(const DeviceInfo* device) const {
    nlohmann::json cases = nlohmann::json::array();
    const BatchEvaluation* b = at_->last ? &at_->last->batch : nullptr;
    for (size_t r = 0; b && r < table.size(); ++r) {
        const BatchRow& row = table.rows()[r];
        if (!table.group_of(r) || row.index >= b->cases.size()) continue;
        nlohmann::json c = case_json(*b, row.index, row.original.is_object() ? &row.original : nullptr);
        c["expression"] = expr::expression_json(*at_->last, row.index);
        if (b->kernel && !b->kernel->compiled) c["log"] = b->kernel->log;
        cases.push_back(std::move(c));
    }
    return results_document(b ? b->profile : Profile{}, b && b->kernel ? device : nullptr, std::move(cases));
}

}  // namespace il::gui
