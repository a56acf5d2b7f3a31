// CPU references for GLSL 4.50 §8.5 Geometric Functions, named as in GLSL; float and double, every width.
#pragma once
#include "precision/interval.h"
#include "precision/lanes.h"
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

// length, distance, dot and normalize are each defined once (precision/lanes.h), with a screen.
void length(const Value* in, Expected* out);
extern const Lanes length_lanes;
void distance(const Value* in, Expected* out);
extern const Lanes distance_lanes;
void dot(const Value* in, Expected* out);
extern const Lanes dot_lanes;
void cross(const Value* in, Expected* out);  // vec3 and dvec3
extern const Lanes cross_lanes;  // its definition (precision/lanes.h)
void normalize(const Value* in, Expected* out);
extern const Lanes normalize_lanes;  // its definition (precision/lanes.h), with a screen
void faceforward(const Value* in, Expected* out);
extern const ChoiceLanes faceforward_choices;  // its definition (reference/choices.h): N, -N or either
void reflect(const Value* in, Expected* out);
extern const Lanes reflect_lanes;         // its definition (precision/lanes.h), for vectors
extern const Lanes reflect_scalar_lanes;  // for a scalar, whose text names a fourth form
void refract(const Value* in, Expected* out);  // eta is a float or double scalar
extern const Lanes refract_lanes;

// dot(x, y) of two vectors of one type: the exact sum of products rounded once (the reference), and the interval of
// its steps, sums in every order (the bound); also each component of a matrix product (§5.10).
long double dot_reference(const Value& x, const Value& y);
Interval dot_steps(const Value& x, const Value& y);
// dot's screen (LaneScreen::vector_value, vector_bound) over two vectors of n floats, x[0 .. n) and x[n .. 2n).
double dot_screen_value(const double* x, int n, int);
double dot_screen_bound(const double* x, int n, int);

}  // namespace il::ref
