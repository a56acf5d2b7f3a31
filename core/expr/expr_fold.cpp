#include "expr/expr_fold.h"

namespace il::expr {

size_t settle_folded_side(const std::vector<Alternative>& alternatives, FoldSide& s) {
    if (!s.has_bits) return 0;
    std::vector<OutputJudgement> each;
    size_t chosen = 0;
    judge_case(alternatives, s.result, each, chosen);  // the folded bits as a run time's
    return chosen;
}

ExpressionFold fold_expression(const ExpressionEvaluation& x, Runner* runner) {
    ExpressionFold f;
    f.folded = evaluate_folded(x.batch, runner);
    FoldCase& c = f.folded.cases[0];
    f.driver_as = settle_folded_side(x.alternatives, c.driver);
    f.glslang_as = settle_folded_side(x.alternatives, c.glslang);
    return f;
}

}  // namespace il::expr
