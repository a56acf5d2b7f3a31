#include "expr/expr_fold.h"

namespace il::expr {

size_t settle_folded_side(const std::vector<Alternative>& alternatives, FoldSide& s) {
    if (!s.has_bits || !s.result.written || s.result.gpu.empty()) return 0;
    const AlternativeJudgement a = judge_alternatives(alternatives, s.result.gpu[0]);
    if (a.chosen == 0) return 0;
    s.result.judgement = {a.judgement};
    if (s.result.verdict != Verdict::CompilerAcceptedUnavailable) s.result.verdict = a.judgement.verdict;
    return a.chosen;
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
