// The Expression mode's batch: rows of input assignments for the one expression of the Expression line, held in a
// BatchState (its filter, sort, summary and random draws) whose rows are the expression's row
// (expr::expression_row) and whose evaluation is expr::evaluate_expression_batch: one kernel, every row's inputs
// through one dispatch, each row judged against its own alternatives. No ImGui call here.
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "expr/expr_eval.h"
#include "gui/batch_state.h"
#include "gui/expression_mode.h"

namespace il::gui {

class ExpressionBatch {
public:
    ExpressionBatch();

    BatchState table;  // the rows, the verdict filter, the sort and the summary, as the built-in batch's

    // Takes the Expression line's last evaluation as the expression the rows are run with (and its precise). Rows
    // made for other variables (names and types, in order) stay, not run, and mismatch() says why until Clear.
    void follow(const ExpressionLine& line);
    // The expression the rows are for, as typed ("a * b + c", "a * b + c  (precise)"); empty before one has run.
    std::string expression_text() const;
    // The rows' variables (name, type), in the order of each row's inputs.
    const std::vector<std::pair<std::string, Type>>& variables() const { return signature_; }
    const std::string& mismatch() const { return mismatch_; }
    const Overload* row() const { return at_->has_expression ? row_.get() : nullptr; }

    // One case per line, NAME=VALUE assignments separated by spaces as the inputs box takes them ("a=1.0 b=2.0
    // c=3.0"), each variable once with a value of its type; `#` starts a comment. Returns the first error, naming
    // the line and the token, and adds nothing when there is one.
    std::string add_text(const std::string& text);
    // n random inputs of the variables' types (BatchState::add_random's draws).
    std::string add_random(size_t n, uint32_t seed);
    // The file's expression cases of this expression (the same parsed text and variables); returns how many it
    // added and left out, or the error.
    std::pair<size_t, size_t> add_file(const VectorFile& f, std::string& error);
    // Whether add_file takes this case: an expression case of the same parsed text, variables and precise (the rows
    // run with the line's precise, so a case declared otherwise is left out rather than judged as it was not).
    bool takes(const InputCase& c) const;
    void clear();
    // As BatchState::forget_results: the runner is going away (its kernels with it).
    void forget_results();

    bool refresh(const Profile& p, Runner* runner);  // true when it evaluated
    const expr::ExpressionBatch* last() const { return at_->last.get(); }
    // The alternative row r was judged as ("unfused", "fused"), or empty before it ran.
    std::string judged_as(size_t r) const;
    // Row r's inputs as the Expression line's inputs box takes them: "a=1.0002441 b=1.0002441 c=-1".
    std::string assignments(size_t r) const;
    // The rows as a results document of expression cases (as run writes them; run reads them back).
    nlohmann::json document(const DeviceInfo* device) const;

    // Up to `limit` rows for state.json: the expression as typed, the title, each row as its assignments (literals
    // that read back to the same bits); null without rows. restore() keeps them until the Expression line has run
    // that expression (the session restores the line first), then adds them as pasted lines.
    nlohmann::json save(size_t limit) const;
    void restore(const nlohmann::json& j);

private:
    // What the table's evaluator reads and writes: on the heap, so that the batch (and the session) can move.
    struct Current {
        bool has_expression = false;
        expr::Expression expression;
        bool precise = false;
        std::unique_ptr<expr::ExpressionBatch> last;
    };
    std::vector<std::pair<std::string, Type>> signature_;  // the rows' variables, in order
    std::unique_ptr<Overload> row_;                         // the rows point to it: its address stays
    std::unique_ptr<Current> at_;
    uint64_t seen_evaluations_ = 0;
    std::string mismatch_;
    std::string pending_expression_, pending_rows_, pending_title_;  // restored, waiting for the line
};

}  // namespace il::gui
