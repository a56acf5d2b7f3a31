// CPU references for GLSL 4.50 §8.4 Floating-Point Pack and Unpack Functions, named as in GLSL.
#pragma once
#include "precision/lanes.h"
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

// One normalized fixed-point format of §8.4: packXnormNxM writes `count` fields of `width` bits.
struct NormFormat {
    const char* name;
    const char* formula;  // as printed in §8.4
    int count, width;
    bool is_signed;
    constexpr int scale() const { return is_signed ? (1 << (width - 1)) - 1 : (1 << width) - 1; }
};

inline constexpr NormFormat kUnorm2x16{"packUnorm2x16", "round(clamp(c, 0, +1) * 65535.0)", 2, 16, false};
inline constexpr NormFormat kSnorm2x16{"packSnorm2x16", "round(clamp(c, -1, +1) * 32767.0)", 2, 16, true};
inline constexpr NormFormat kUnorm4x8{"packUnorm4x8", "round(clamp(c, 0, +1) * 255.0)", 4, 8, false};
inline constexpr NormFormat kSnorm4x8{"packSnorm4x8", "round(clamp(c, -1, +1) * 127.0)", 4, 8, true};

// The format that the reference `fn` packs (packUnorm2x16, …), or null for any other function.
const NormFormat* pack_norm_format(void (*fn)(const Value* in, Expected* out));

void packUnorm2x16(const Value* in, Expected* out);
void packSnorm2x16(const Value* in, Expected* out);
void packUnorm4x8(const Value* in, Expected* out);
void packSnorm4x8(const Value* in, Expected* out);
void unpackUnorm2x16(const Value* in, Expected* out);
void unpackSnorm2x16(const Value* in, Expected* out);
void unpackUnorm4x8(const Value* in, Expected* out);
void unpackSnorm4x8(const Value* in, Expected* out);
// Their definitions (precision/lanes.h): the correctly rounded quotient, and the floats within a / b's 2.5 ULP.
extern const Lanes unpackUnorm2x16_lanes, unpackSnorm2x16_lanes, unpackUnorm4x8_lanes, unpackSnorm4x8_lanes;
void packHalf2x16(const Value* in, Expected* out);
extern const ChoiceLanes packHalf2x16_choices;  // its definition (reference/choices.h): the roundings allowed
void unpackHalf2x16(const Value* in, Expected* out);
extern const ChoiceLanes unpackHalf2x16_choices;  // its definition (reference/choices.h): exact
void packDouble2x32(const Value* in, Expected* out);
void unpackDouble2x32(const Value* in, Expected* out);
// Their definitions (reference/choices.h): exact bit moves.
extern const ChoiceLanes packDouble2x32_choices, unpackDouble2x32_choices;

}  // namespace il::ref
