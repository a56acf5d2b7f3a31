// CPU references for GLSL 4.50 §8.3 Common Functions, named as in GLSL.
#pragma once
#include "precision/rule.h"

namespace il::ref {

void fma(const Value* in, Expected* out);  // float and double, every width

}  // namespace il::ref
