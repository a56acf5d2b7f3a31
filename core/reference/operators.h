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
void bit_and(const Value* in, Expected* out);
void bit_or(const Value* in, Expected* out);
void bit_xor(const Value* in, Expected* out);
void bit_not(const Value* in, Expected* out);
void shl(const Value* in, Expected* out);
void shr(const Value* in, Expected* out);
void less(const Value* in, Expected* out);
void greater(const Value* in, Expected* out);
void less_equal(const Value* in, Expected* out);
void greater_equal(const Value* in, Expected* out);
void scalar_equal(const Value* in, Expected* out);
void scalar_not_equal(const Value* in, Expected* out);
void logical_and(const Value* in, Expected* out);
void logical_or(const Value* in, Expected* out);
void logical_xor(const Value* in, Expected* out);
void logical_not(const Value* in, Expected* out);
void to_int(const Value* in, Expected* out);
void to_uint(const Value* in, Expected* out);
void to_float(const Value* in, Expected* out);
void to_double(const Value* in, Expected* out);
void to_bool(const Value* in, Expected* out);
void iadd64(const Value* in, Expected* out);
void isub64(const Value* in, Expected* out);
void imul64(const Value* in, Expected* out);
void idiv64(const Value* in, Expected* out);
void imod64(const Value* in, Expected* out);
void neg64(const Value* in, Expected* out);
void to_int64(const Value* in, Expected* out);
void to_uint64(const Value* in, Expected* out);
void int_of64(const Value* in, Expected* out);
void uint_of64(const Value* in, Expected* out);
void float_of64(const Value* in, Expected* out);
void double_of64(const Value* in, Expected* out);
void bool_of64(const Value* in, Expected* out);
void to_half(const Value* in, Expected* out);
void int_of16(const Value* in, Expected* out);
void uint_of16(const Value* in, Expected* out);
void float_of16(const Value* in, Expected* out);
void double_of16(const Value* in, Expected* out);
void bool_of16(const Value* in, Expected* out);

// operators_arith.cpp, §5.9: + - * / on float, double and float16_t scalars and vectors (a scalar operand shared by every
// component), each one correctly rounded step or a / b within 2.5 ULP, from the same interval steps as §8.3's
// equations.
extern const Lanes add_lanes, sub_lanes, mul_lanes, div_lanes;
// + - * / % on int and uint, wrapping to 32 bits (§4.1.3), and unary - on every number type.
extern const ChoiceLanes iadd_choices, isub_choices, imul_choices, idiv_choices, imod_choices, neg_choices;

// operators_arith.cpp, GL_ARB_gpu_shader_int64's §5.9: + - * / % and unary - on int64_t and uint64_t, wrapping to
// 64 bits, a product that overflows undefined (the extension's §4.1.3).
extern const ChoiceLanes iadd64_choices, isub64_choices, imul64_choices, idiv64_choices, imod64_choices, neg64_choices;

// operators_bits.cpp, §5.9: & | ^ ~ << >> on int and uint, and on int64_t and uint64_t (GL_ARB_gpu_shader_int64)
// (a scalar operand shared by every component).
extern const ChoiceLanes bit_and_choices, bit_or_choices, bit_xor_choices, bit_not_choices, shl_choices, shr_choices;
// relational.cpp, from §8.7's comparisons: the scalar relational and equality operators, and == and != on vectors.
extern const ChoiceLanes less_choices, greater_choices, less_equal_choices, greater_equal_choices,
    scalar_equal_choices, scalar_not_equal_choices;
// operators_bits.cpp: && || ^^ ! on bool.
extern const ChoiceLanes logical_and_choices, logical_or_choices, logical_xor_choices, logical_not_choices;
void equal(const Value* in, Expected* out);      // vector a == b: one bool, every component equal
void not_equal(const Value* in, Expected* out);  // a != b: some component differs
// Their definitions for the bulk judge: lanes that reduce equal()'s per component, with the references above.
extern const ChoiceLanes equal_choices, not_equal_choices;

// conversions.cpp, §5.4.1: the conversion constructors int(x), uint(x), float(x), double(x) and bool(x).
extern const ChoiceLanes to_int_choices, to_uint_choices, to_float_choices, to_double_choices, to_bool_choices;
// GL_ARB_gpu_shader_int64's additions to §5.4.1: int64_t(x) and uint64_t(x) of the other scalar types, and int(x),
// uint(x), float(x), double(x) and bool(x) of an int64_t or uint64_t x; between integer sizes, a value the new type
// does not hold is undefined (the extension is silent).
extern const ChoiceLanes to_int64_choices, to_uint64_choices, int_of64_choices, uint_of64_choices, float_of64_choices,
    double_of64_choices, bool_of64_choices;
// GL_NV_gpu_shader5's additions to §5.4.1: float16_t(x) of the other scalar types (rounded to the nearest half, or
// the other neighbour), and int(x), uint(x), float(x), double(x) and bool(x) of a float16_t x.
extern const ChoiceLanes to_half_choices, int_of16_choices, uint_of16_choices, float_of16_choices,
    double_of16_choices, bool_of16_choices;

// operators_matrix.cpp, §5.10: m * v, v * m and m * m, each component a dot product of a row and a column; one
// definition per shape (of k x k float matrices), for the bulk judge's screen.
void matrix_product(const Value* in, Expected* out);
extern const Lanes matrix_vector_lanes, vector_matrix_lanes, matrix_matrix_lanes;

}  // namespace il::ref::op
