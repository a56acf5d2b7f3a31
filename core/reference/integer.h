// CPU references for GLSL 4.50 §8.8 Integer Functions, named as in GLSL.
#pragma once
#include "precision/rule.h"

namespace il::ref {

void uaddCarry(const Value* in, Expected* out);   // out: return, carry
void usubBorrow(const Value* in, Expected* out);  // out: return, borrow

}  // namespace il::ref
