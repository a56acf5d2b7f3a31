// CPU references for the GLSL 4.50 §5 operators and conversion constructors, as catalog definitions. A row's call
// is the operator itself ("{0} / {1}"); its function name is "operator/" (catalog/rows_operators.cpp).
#pragma once
#include "precision/lanes.h"
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref::op {

// Each definition's reference (its `reference` member), for direct calls.
void add(const Value* in, Expected* out);
void sub(const Value* in, Expected* out);
void mul(const Value* in, Expected* out);
void div(const Value* in, Expected* out);
void iadd(const Value* in, Expected* out);
void isub(const Value* in, Expected* out);
void imul(const Value* in, Expected* out);
void idiv(const Value* in, Expected* out);
void imod(const Value* in, Expected* out);
void neg(const Value* in, Expected* out);

// operators_arith.cpp, §5.9: + - * / on float and double scalars and vectors (a scalar operand shared by every
// component), each one correctly rounded step or a / b within 2.5 ULP, from the same interval steps as §8.3's
// equations.
extern const Lanes add_lanes, sub_lanes, mul_lanes, div_lanes;
// + - * / % on int and uint, wrapping to 32 bits (§4.1.3), and unary - on every number type.
extern const ChoiceLanes iadd_choices, isub_choices, imul_choices, idiv_choices, imod_choices, neg_choices;

}  // namespace il::ref::op
