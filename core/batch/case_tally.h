// What the batch engine's full path adds to a tally per case beyond its verdict: the ULP histogram's bin and the
// denormal counts (BatchTally, batch_engine.h). The bulk judge fills the same fields for the cases it settles.
#pragma once
#include "batch/batch_engine.h"
#include "batch/case_values.h"

namespace il {

// A float component NaN on one side of the reference and the GPU's value and a number on the other.
bool one_sided_nan(const Value& reference, const Value& gpu);

// Adds one case the GPU ran and wrote to `t` (DenormalTally's classes). `flushed` is scratch of the overload's
// shape (case_values), used only when an input is denormal.
void tally_denormals(const Overload& o, const Value* in, const Expected* expected, const Value* gpu,
                     CaseValues& flushed, DenormalTally& t);

}  // namespace il
