// The CPU reference of an expression: every result GLSL 4.50 allows for it, each operation by its own catalog
// definition. An operation on exactly known operands gives what its row's reference and rule give (a correctly
// rounded + - * its one value, / its 2.5 ULP interval, a built-in its bound); an operand known only as a set of
// values (a bound's interval, a rule's alternatives) goes through the operation as a set: + - * / and unary - on
// floats by the interval arithmetic of §4.7.1's table (precision/interval.h), every other operation by its
// definition at each value the set holds.
//
// Contraction: §4.7.1 and §4.7.2 let an implementation compute a * b + c (a * b - c, c + a * b, c - a * b) as one
// fused operation unless the result is precise, so the reference has one alternative per way of contracting: the
// expression as written ("unfused") and each fused form (the product kept exact, one rounding). With `precise` only
// the written form is allowed. No reassociation is ever allowed, so none is evaluated.
#pragma once
#include <string>
#include <vector>

#include "expr/expression.h"
#include "precision/rule.h"

namespace il::expr {

struct Alternative {
    std::string label;  // "unfused", "fused", "fused (a * b)": which products are kept exact
    Expected expected;  // reference and rule of this way of evaluating
};

// alternatives[0] is the expression as written. Throws ExpressionError for what the reference cannot evaluate
// (an operand set too large to evaluate a built-in at each of its values), naming the operation's column. `glsl`:
// the profile's #version, whose sentences each operation's definition judges by (Expected::glsl).
std::vector<Alternative> reference_alternatives(const Expression& e, bool precise, int glsl = 450);

// The most alternatives the contraction points may give (each point: unfused or one of its products fused).
constexpr size_t kMaxAlternatives = 64;

}  // namespace il::expr
