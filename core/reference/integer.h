// CPU references for GLSL 4.50 §8.8 Integer Functions, named as in GLSL.
#pragma once
#include "precision/rule.h"
#include "reference/choices.h"

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

// The definitions behind the exact bit functions (reference/choices.h), for the catalog's rows.
extern const ChoiceLanes umulExtended_choices, imulExtended_choices, bitfieldExtract_choices, bitfieldInsert_choices,
    bitfieldReverse_choices, bitCount_choices, findLSB_choices, findMSB_choices;

}  // namespace il::ref
