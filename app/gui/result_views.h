// The views of one evaluated case that the results panel draws for a built-in's case and for an expression's: the
// verdict heading, each output's GPU and reference bits side by side with their XOR (and the bit strip of the
// differing bits) and ULP distance, and the rule that decided the verdict.
#pragma once
#include <string>

#include "engine/evaluate.h"
#include "gui/ui.h"

namespace il::gui {

// The case's verdict in the heading font (or "CPU reference only"), `as` after it ("as fused"), then its note.
// Returns where the verdict's line ends on screen.
float verdict_heading(Ui& ui, const CaseResult& r, const std::string& as = "");
// Output i's name, type and verdict on one line; returns its judgement, null when the GPU gave none.
const OutputJudgement* output_heading(const CaseResult& r, size_t i);
// GPU | CPU reference | XOR | ULP | verdict per component, and under it the bit strips of the components that
// differ. `gpu` and `j` may be null (no GPU result).
void output_table(Ui& ui, const Expected& e, const Value* gpu, const OutputJudgement* j);
// The rule in words, what decided the verdict, the rule worked for this case, the any-of alternatives.
void rule_block(const Expected& e, const OutputJudgement* j);

}  // namespace il::gui
