// The playground's Expression line: an expression and its inputs typed as eval --expr takes them, run through the
// same engine call (expr/expr_eval.h), its outcome kept as text for the function panel.
#pragma once
#include <string>
#include <vector>

#include "catalog/profile.h"
#include "gpu/runner.h"

namespace il::gui {

struct ExpressionLine {
    std::string text;    // "a * b + c"
    std::string inputs;  // "a=1.0002441 b=1.0002441 c=-1.0"
    bool precise = false;
    std::string outcome;  // the last evaluation, or the error
    bool error = false;
};

// The inputs split at spaces outside parentheses: "p=vec2(1.0, 2.0) i=3" is two.
std::vector<std::string> split_inputs(const std::string& inputs);
// Parses, evaluates (with a null runner the reference only) and fills line.outcome and line.error.
void evaluate_line(ExpressionLine& line, const Profile& profile, Runner* runner);

}  // namespace il::gui
