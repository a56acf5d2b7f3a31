// CPU references for HLSL intrinsics that GLSL lacks, written from the HLSL documentation.
#pragma once
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

// uint4 msad4(uint reference, uint2 source, uint4 accum): masked sums of absolute byte differences.
void msad4(const Value* in, Expected* out);
// Its definition (reference/choices.h): each component exact, or undefined past 65535.
extern const ChoiceLanes msad4_choices;

}  // namespace il::ref
