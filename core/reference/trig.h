// CPU references for GLSL 4.50 §8.1 Angle and Trigonometry Functions, named as in GLSL.
#pragma once
#include "precision/lanes.h"

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

// The definitions behind them (precision/lanes.h), for the catalog's rows.
extern const Lanes radians_lanes, degrees_lanes, sin_lanes, cos_lanes, tan_lanes, asin_lanes, acos_lanes, atan_lanes,
    atan_y_over_x_lanes, sinh_lanes, cosh_lanes, tanh_lanes, asinh_lanes, acosh_lanes, atanh_lanes;

}  // namespace il::ref
