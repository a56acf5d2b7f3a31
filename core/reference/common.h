// CPU references for GLSL 4.50 §8.3 Common Functions, named as in GLSL.
#pragma once
#include "precision/rule.h"
#include "precision/lanes.h"
#include "reference/choices.h"

namespace il::ref {

void fma(const Value* in, Expected* out);  // float and double, every width
// Every way fma's rule allows a GPU to evaluate one component (fused or not, each denormal input and the unfused
// product flushed or kept), as fma() evaluates them: values[0] is the reference (fused, nothing flushed) and
// the others in no particular order; *flushed gets the fused result with every denormal input flushed (what the
// batch engine's denormal counts compare with). NaN results are the quiet NaN without payload.
inline constexpr int kFmaWays = 24;
void fma_ways(float a, float b, float c, float* values, float* flushed);
void fma_ways(double a, double b, double c, double* values, double* flushed);

// common.cpp: selection and comparison. Float, double, int and uint where GLSL has them; a scalar second (and third)
// argument is shared by every component, as in min(vec3, float) and clamp(ivec2, int, int).
void abs(const Value* in, Expected* out);
void sign(const Value* in, Expected* out);
void min(const Value* in, Expected* out);
void max(const Value* in, Expected* out);
void clamp(const Value* in, Expected* out);
void step(const Value* in, Expected* out);  // step(edge, x) and step(float edge, vec x)
// mix(x, y, bvec a): the selecting form of mix, for float, double, int, uint and bool x and y.
void mix_select(const Value* in, Expected* out);

// common_rounding.cpp: exact rounding to integers.
void floor(const Value* in, Expected* out);
void trunc(const Value* in, Expected* out);
void round(const Value* in, Expected* out);
void roundEven(const Value* in, Expected* out);
void ceil(const Value* in, Expected* out);
void modf(const Value* in, Expected* out);  // out: return (fraction), i

// common_equation.cpp: functions the spec defines by an equation, with bounds inherited from its steps.
void fract(const Value* in, Expected* out);
void mod(const Value* in, Expected* out);         // mod(x, y) and mod(x, float y)
void mix(const Value* in, Expected* out);         // mix(x, y, a) and mix(x, y, float a): the blending form
void smoothstep(const Value* in, Expected* out);  // also smoothstep(float edge0, float edge1, vec x)

// common_bits.cpp: classification and the floating-point encoding.
void isnan(const Value* in, Expected* out);
void isinf(const Value* in, Expected* out);
void floatBitsToInt(const Value* in, Expected* out);
void floatBitsToUint(const Value* in, Expected* out);
void intBitsToFloat(const Value* in, Expected* out);
void uintBitsToFloat(const Value* in, Expected* out);
void frexp(const Value* in, Expected* out);  // out: return (significand), exp
void ldexp(const Value* in, Expected* out);

// The definitions behind the equations (precision/lanes.h), for the catalog's rows.
extern const Lanes fract_lanes, mod_lanes, mix_lanes, smoothstep_lanes;

// The definitions behind the exact ones (reference/choices.h), for the catalog's rows.
extern const ChoiceLanes abs_choices, sign_choices, min_choices, max_choices, clamp_choices, step_choices,
    mix_select_choices, floor_choices, trunc_choices, round_choices, roundEven_choices, ceil_choices, isnan_choices,
    isinf_choices, floatBitsToInt_choices, floatBitsToUint_choices, intBitsToFloat_choices, uintBitsToFloat_choices,
    ldexp_choices, frexp_choices, modf_choices;

}  // namespace il::ref
