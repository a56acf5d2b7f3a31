// CPU references for GLSL 4.50 §8.1 Angle and Trigonometry Functions, named as in GLSL.
#pragma once
#include "precision/rule.h"

namespace il::ref {

void radians(const Value* in, Expected* out);
void degrees(const Value* in, Expected* out);
void sin(const Value* in, Expected* out);
void cos(const Value* in, Expected* out);
void tan(const Value* in, Expected* out);
void asin(const Value* in, Expected* out);
void acos(const Value* in, Expected* out);
void atan(const Value* in, Expected* out);           // atan(y, x)
void atan_y_over_x(const Value* in, Expected* out);  // atan(y_over_x)
void sinh(const Value* in, Expected* out);
void cosh(const Value* in, Expected* out);
void tanh(const Value* in, Expected* out);
void asinh(const Value* in, Expected* out);
void acosh(const Value* in, Expected* out);
void atanh(const Value* in, Expected* out);

}  // namespace il::ref
