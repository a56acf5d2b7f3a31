// CPU references for GLSL 4.50 §8.6 Matrix Functions, named as in GLSL; mat and dmat of every size GLSL has.
#pragma once
#include "precision/lanes.h"
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

void matrixCompMult(const Value* in, Expected* out);
void outerProduct(const Value* in, Expected* out);  // in: c (the column), r (the row)
void transpose(const Value* in, Expected* out);
void determinant(const Value* in, Expected* out);  // mat2..mat4, dmat2..dmat4
void inverse(const Value* in, Expected* out);      // mat2..mat4, dmat2..dmat4

// The definitions behind the component-wise ones (reference/choices.h), for the catalog's rows.
extern const ChoiceLanes matrixCompMult_choices, outerProduct_choices, transpose_choices;
// determinant's and inverse's values and bounds (precision/lanes.h), from which their references are made: the bulk
// judge's too.
extern const Lanes determinant_lanes, inverse_lanes;

}  // namespace il::ref
