// CPU references for GLSL 4.50 §8.8 Integer Functions, named as in GLSL.
#pragma once
#include "precision/rule.h"

namespace il::ref {

void uaddCarry(const Value* in, Expected* out);   // out: return, carry
void usubBorrow(const Value* in, Expected* out);  // out: return, borrow
// void functions: out[0] is msb, out[1] is lsb.
void umulExtended(const Value* in, Expected* out);
void imulExtended(const Value* in, Expected* out);
// int and uint forms; offset and bits are int scalars shared by every component.
void bitfieldExtract(const Value* in, Expected* out);  // in: value, offset, bits
void bitfieldInsert(const Value* in, Expected* out);   // in: base, insert, offset, bits
void bitfieldReverse(const Value* in, Expected* out);
// int and uint forms; the result is genIType for both.
void bitCount(const Value* in, Expected* out);
void findLSB(const Value* in, Expected* out);
void findMSB(const Value* in, Expected* out);

}  // namespace il::ref
