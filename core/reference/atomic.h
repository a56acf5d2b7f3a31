// CPU references for GLSL 4.50 §8.11 Atomic Memory Functions on one int or uint of buffer storage, named as in
// GLSL. Each fills two outputs: the value the call returns (mem's original contents) and mem's new contents.
#pragma once
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

void atomicAdd(const Value* in, Expected* out);
void atomicMin(const Value* in, Expected* out);
void atomicMax(const Value* in, Expected* out);
void atomicAnd(const Value* in, Expected* out);
void atomicOr(const Value* in, Expected* out);
void atomicXor(const Value* in, Expected* out);
void atomicExchange(const Value* in, Expected* out);
void atomicCompSwap(const Value* in, Expected* out);  // in: mem, compare, data
// Their definitions, lane by lane (reference/choices.h): the original contents, then (`next`) the new ones; each
// one's reference is the function above.
extern const ChoiceLanes atomicAdd_choices, atomicMin_choices, atomicMax_choices, atomicAnd_choices,
    atomicOr_choices, atomicXor_choices, atomicExchange_choices, atomicCompSwap_choices;

// GL_NV_shader_atomic_float on one float of buffer storage (atomic_float.cpp): the same two outputs, and their
// definitions (atomicAdd's sum by the + operator's, ChoiceLanes::next_lanes).
void atomicAddFloat(const Value* in, Expected* out);
void atomicExchangeFloat(const Value* in, Expected* out);
extern const ChoiceLanes atomicAddFloat_choices, atomicExchangeFloat_choices;

// The returned value lane by lane, for every atomic function: mem's original contents, its bits.
template <class C>
void original_lane(const Value* in, int i, C& c) {
    c.reference().bits[i] = in[0].bits[i];
}

}  // namespace il::ref
