// GLSL constant expressions of exact bits, for the folded shader: each input written so that the compiler sees
// a constant (GLSL 4.50 §4.3.3: a literal, a constructor of literals, a const variable) holding exactly the
// case's bits, in float and in double alike.
#pragma once
#include <optional>
#include <string>

#include "value/value.h"

namespace il {

struct ConstantText {
    std::optional<std::string> text;  // the expression, or nullopt where none holds the bits
    std::string why;                  // when there is none: "NaN has no GLSL literal (§4.1.4)", …
};

// A float is written as the shortest decimal that reads back to the same value in double as well as in float
// (glslang keeps float constants in double: "0.1" would be 0.1, not the float nearest it), e.g. 0.1f as
// "0.10000000149011612"; a double as its shortest round-trip decimal with the lf suffix. NaN and ±Inf have no
// literal (§4.1.4 gives none); denormals are written (a compiler may flush them, as §4.7.1 allows any denormal
// input). Integers: "-5", "0x80000000" for INT_MIN (§4.1.3: a literal is its bit pattern), "7u", "-1l", "2ul".
// Vectors and matrices as constructors of those ("vec2(0.5, 1.0)", column-major for matrices, §5.4.2).
ConstantText constant_text(const Value& v);
ConstantText component_constant(const Value& v, int i);

}  // namespace il
