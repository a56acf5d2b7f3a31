// What the batch engine's full path adds to a tally per case beyond its verdict: the ULP histogram's bin and the
// denormal counts (BatchTally, batch_engine.h). The bulk judge fills the same fields for the cases it settles.
#pragma once
#include "batch/batch_engine.h"
#include "batch/case_values.h"

namespace il {

// A float component NaN on one side of the reference and the GPU's value and a number on the other.
bool one_sided_nan(const Value& reference, const Value& gpu);

// The side a float output component takes for a case with a denormal input (DenormalTally): 0 when the reference r
// and the reference f of the flushed inputs agree (it tells nothing), 1 when the GPU's g is nearer f (flushed),
// 2 nearer r (kept), 3 neither (a NaN, or as near one as the other). `width`: 32 or 64.
int denormal_input_side(uint64_t r, uint64_t f, uint64_t g, int width);
// Counts one case with a denormal input from the sides (1 << side, or-ed over its float output components).
void count_input_sides(int sides, DenormalTally& t);

// The n inputs `in` with every denormal float component flushed to a zero of its sign, into `out` (the inputs a
// GPU that flushes them all computes with); whether one was.
bool flush_denormal_inputs(const Value* in, size_t n, Value* out);

// Adds one case the GPU ran and wrote to `t` (DenormalTally's classes). `flushed` is scratch of the overload's
// shape (case_values), used only when an input is denormal.
void tally_denormals(const Overload& o, const Value* in, const Expected* expected, const Value* gpu,
                     CaseValues& flushed, DenormalTally& t);

}  // namespace il
