// An expression's case folded (fold/fold.h): compiled again with its inputs as constants, by the driver and by
// glslang's front end, each folded result judged as the runtime one is, against every alternative GLSL 4.50 allows
// (§4.7.1: a folder may contract a * b + c as a run-time compiler may). eval --expr --fold and the playground's
// Expression mode both call this.
#pragma once
#include "expr/expr_eval.h"
#include "fold/fold.h"

namespace il::expr {

// Why an expression declared precise is not folded: the folded shader stores its constants' result into a plain
// (not precise) variable, so it would not show what precise does.
inline constexpr const char* kFoldWithPrecise =
    "the folded shader writes its literals into a plain result, so it cannot show what precise does";

struct ExpressionFold {
    FoldEvaluation folded;  // one case: the expression's
    // The alternative each side's folded bits were judged as (0: as written; judge_alternatives).
    size_t driver_as = 0, glslang_as = 0;
};

// Each folded result against every alternative, taking the judgement of the one it agrees with, so that a fused
// fold is accepted as the fused alternative. Returns the alternative each side was judged as.
size_t settle_folded_side(const std::vector<Alternative>& alternatives, FoldSide& side);

// The expression's one case folded: evaluate_folded of x.batch (a null runner folds through glslang only), then each
// side settled against x's alternatives. The caller refuses precise (kFoldWithPrecise).
ExpressionFold fold_expression(const ExpressionEvaluation& x, Runner* runner);

}  // namespace il::expr
