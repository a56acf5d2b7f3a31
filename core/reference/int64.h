// CPU references for GL_ARB_gpu_shader_int64 (ARB extension 178): its additions to GLSL §8.3 Common Functions
// (abs, sign, min, max, clamp, mix with a bool selector for genI64Type and genU64Type; the double <-> 64-bit
// integer bit casts) and §8.4, renamed Floating-Point and Integer Pack and Unpack Functions (packInt2x32,
// packUint2x32, unpackInt2x32, unpackUint2x32). Named as in GLSL, with a 64 suffix where the core name is taken.
#pragma once
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

void abs64(const Value* in, Expected* out);
void sign64(const Value* in, Expected* out);
void min64(const Value* in, Expected* out);
void max64(const Value* in, Expected* out);
void clamp64(const Value* in, Expected* out);
void mix64(const Value* in, Expected* out);
void doubleBitsToInt64(const Value* in, Expected* out);
void doubleBitsToUint64(const Value* in, Expected* out);
void int64BitsToDouble(const Value* in, Expected* out);
void uint64BitsToDouble(const Value* in, Expected* out);
void packInt2x32(const Value* in, Expected* out);
void packUint2x32(const Value* in, Expected* out);
void unpackInt2x32(const Value* in, Expected* out);
void unpackUint2x32(const Value* in, Expected* out);

// The definitions behind them (reference/choices.h), for the catalog's rows.
extern const ChoiceLanes abs64_choices, sign64_choices, min64_choices, max64_choices, clamp64_choices, mix64_choices,
    doubleBitsToInt64_choices, doubleBitsToUint64_choices, int64BitsToDouble_choices, uint64BitsToDouble_choices,
    packInt2x32_choices, packUint2x32_choices, unpackInt2x32_choices, unpackUint2x32_choices;

}  // namespace il::ref
