// CPU references for GLSL 4.50 §8.4 Floating-Point Pack and Unpack Functions, named as in GLSL.
#pragma once
#include "precision/rule.h"

namespace il::ref {

void packUnorm2x16(const Value* in, Expected* out);
void packSnorm2x16(const Value* in, Expected* out);
void packUnorm4x8(const Value* in, Expected* out);
void packSnorm4x8(const Value* in, Expected* out);
void unpackUnorm2x16(const Value* in, Expected* out);
void unpackSnorm2x16(const Value* in, Expected* out);
void unpackUnorm4x8(const Value* in, Expected* out);
void unpackSnorm4x8(const Value* in, Expected* out);
void packHalf2x16(const Value* in, Expected* out);
void unpackHalf2x16(const Value* in, Expected* out);
void packDouble2x32(const Value* in, Expected* out);
void unpackDouble2x32(const Value* in, Expected* out);

}  // namespace il::ref
