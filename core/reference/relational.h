// CPU references for GLSL 4.50 §8.7 Vector Relational Functions, named as in GLSL.
#pragma once
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

// vec, dvec, ivec and uvec x and y (and bvec for equal, notEqual); the result is a bvec of their size.
void lessThan(const Value* in, Expected* out);
void lessThanEqual(const Value* in, Expected* out);
void greaterThan(const Value* in, Expected* out);
void greaterThanEqual(const Value* in, Expected* out);
void equal(const Value* in, Expected* out);
void notEqual(const Value* in, Expected* out);
void any(const Value* in, Expected* out);
void all(const Value* in, Expected* out);
// `not` is a C++ alternative token; GLSL's not() is not_.
void not_(const Value* in, Expected* out);

// The definitions behind them (reference/choices.h), for the catalog's rows.
extern const ChoiceLanes lessThan_choices, lessThanEqual_choices, greaterThan_choices, greaterThanEqual_choices,
    equal_choices, notEqual_choices, not__choices, any_choices, all_choices;

}  // namespace il::ref
