// CPU references for GLSL 4.50 §8.5 Geometric Functions, named as in GLSL; float and double, every width.
#pragma once
#include "precision/rule.h"

namespace il::ref {

void length(const Value* in, Expected* out);
void distance(const Value* in, Expected* out);
void dot(const Value* in, Expected* out);
void cross(const Value* in, Expected* out);  // vec3 and dvec3
void normalize(const Value* in, Expected* out);
void faceforward(const Value* in, Expected* out);
void reflect(const Value* in, Expected* out);
void refract(const Value* in, Expected* out);  // eta is a float or double scalar

}  // namespace il::ref
