// CPU references for GL_NV_gpu_shader5's half-precision built-ins (NVIDIA extension 389): §8.3's packFloat2x16 and
// unpackFloat2x16, which move a float16_t's bits in and out of a uint. The operators and conversions on float16_t
// are §5.9's and §5.4.1's own definitions (reference/operators.h), judged in the half format.
#pragma once
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

void packFloat2x16(const Value* in, Expected* out);
void unpackFloat2x16(const Value* in, Expected* out);

extern const ChoiceLanes packFloat2x16_choices, unpackFloat2x16_choices;

}  // namespace il::ref
