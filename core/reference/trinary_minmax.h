// CPU references for GL_AMD_shader_trinary_minmax, named as in GLSL: min3, max3 and mid3 of genType, genIType and
// genUType (the extension's additions to GLSL §8.3 Common Functions).
#pragma once
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

void min3(const Value* in, Expected* out);
void max3(const Value* in, Expected* out);
void mid3(const Value* in, Expected* out);

// The definitions behind them (reference/choices.h), for the catalog's rows.
extern const ChoiceLanes min3_choices, max3_choices, mid3_choices;

}  // namespace il::ref
