// CPU references for GLSL 4.50 §8.2 Exponential Functions, named as in GLSL.
#pragma once
#include "precision/lanes.h"

namespace il::ref {

void pow(const Value* in, Expected* out);          // genType
void exp(const Value* in, Expected* out);          // genType
void log(const Value* in, Expected* out);          // genType
void exp2(const Value* in, Expected* out);         // genType
void log2(const Value* in, Expected* out);         // genType
void sqrt(const Value* in, Expected* out);         // genType and genDType
void inversesqrt(const Value* in, Expected* out);  // genType and genDType

// The definitions behind them (precision/lanes.h), for the catalog's rows.
extern const Lanes exp_lanes, exp2_lanes, log_lanes, log2_lanes, pow_lanes, sqrt_lanes, inversesqrt_lanes;

}  // namespace il::ref
