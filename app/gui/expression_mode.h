// The playground's Expression mode: an expression and its inputs typed as eval --expr takes them, run through the
// same engine call (expr/expr_eval.h). The evaluation is kept whole, so that the results panel's views (GPU and
// reference bits, XOR strip, ULP, verdict) draw it as they draw a built-in's, with each alternative beside.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "catalog/profile.h"
#include "expr/expr_eval.h"
#include "expr/expr_fold.h"
#include "gpu/runner.h"
#include "vectors/vectors_json.h"

namespace il::gui {

struct ExpressionLine {
    std::string text;    // "a * b + c"
    std::string inputs;  // "a=1.0002441 b=1.0002441 c=-1.0"
    bool precise = false;
    std::string outcome;  // the last evaluation in words, or the error
    bool error = false;
    std::string title;    // a loaded case's comment, until the text or an input is edited
    // The last evaluation; null before the first and after an error (it belonged to other text or inputs).
    std::unique_ptr<expr::ExpressionEvaluation> last;
    // An input or the precise toggle changed since the last evaluation: the session evaluates again (the shader
    // depends on the variables' types and the text only, so the runner's cached kernel is reused).
    bool stale = false;
    uint64_t evaluations = 0;  // evaluations that ran (successful or not)
    // The Fold toggle (the toolbar's, shared with the built-in mode) as the last evaluation saw it; with it on,
    // that evaluation folded too (expr/expr_fold.h), or says in fold_skipped why it did not. The folded shader
    // holds the inputs as literals, so each evaluation compiles it again.
    bool fold = false;
    std::optional<expr::ExpressionFold> folded;
    std::string fold_skipped;
};

// The inputs split at spaces outside parentheses: "p=vec2(1.0, 2.0) i=3" is two.
std::vector<std::string> split_inputs(const std::string& inputs);
// Parses, evaluates (with a null runner the reference only) and fills line.last, line.outcome and line.error; with
// `fold`, folds the case as eval --expr --fold does (line.folded), except with precise (line.fold_skipped says why).
void evaluate_line(ExpressionLine& line, const Profile& profile, Runner* runner, bool fold = false);

// A vectors file's expression case into the line: its text, precise, and its variables as NAME=LITERAL (literals
// that read back to the case's bits), its comment as the title. The line is marked stale.
void load_expression_case(ExpressionLine& line, const InputCase& c);
// "a * b + c  (precise)": how the Presets menu lists an expression case.
std::string expression_case_label(const InputCase& c);

}  // namespace il::gui
