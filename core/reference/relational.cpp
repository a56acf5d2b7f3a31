// CPU references for GLSL 4.50 §8.7 Vector Relational Functions: exact comparisons, per component.
#include "reference/relational.h"

#include <string>

#include "reference/choices.h"

namespace il::ref {

namespace {

constexpr const char* kCorrectWhy = "GLSL 4.50 §4.7.1: <, <=, ==, >, >=: Correct result";
constexpr const char* kAnyWhy = "GLSL 4.50 §8.7 any: Returns true if any component of x is true";
constexpr const char* kAllWhy = "GLSL 4.50 §8.7 all: Returns true only if all components of x are true";
constexpr const char* kNotWhy = "GLSL 4.50 §8.7 not: Returns the component-wise logical complement of x";

enum class Op { Less, LessEqual, Greater, GreaterEqual, Equal, NotEqual };

template <typename T>
bool holds(Op op, T a, T b) {
    switch (op) {
        case Op::Less: return a < b;
        case Op::LessEqual: return a <= b;
        case Op::Greater: return a > b;
        case Op::GreaterEqual: return a >= b;
        case Op::Equal: return a == b;
        case Op::NotEqual: return a != b;
    }
    return false;
}

// x op y per component: integers and Booleans by value, floats by IEEE 754 comparison of the values a GPU may see.
void compare(const Value* in, Expected* out, Op op, const char* name, const char* formula) {
    const Value &x = in[0], &y = in[1];
    Choices c(x.type.with_scalar(Scalar::Bool), std::string("x ") + formula + " y");
    for (int i = 0; i < x.size(); ++i) {
        switch (x.type.scalar) {
            case Scalar::Float:
            case Scalar::Double:
                evaluate_flushing(c, i, in, {"x", "y"}, [op](const Value* v, int k) {
                    return uint64_t{holds(op, num(v[0], k), num(v[1], k))};
                });
                if (any_nan(in, 2, i)) c.set_undefined(i, kNanOperandWhy);
                break;
            case Scalar::Int: c.reference().set_b(i, holds(op, x.i(i), y.i(i))); break;
            case Scalar::Uint: c.reference().set_b(i, holds(op, x.u(i), y.u(i))); break;
            case Scalar::Bool: c.reference().set_b(i, holds(op, x.b(i), y.b(i))); break;
        }
    }
    out[0].reference = c.reference();
    out[0].rule = c.rule(std::string("GLSL 4.50 §8.7 ") + name + ": Returns the component-wise compare of x " +
                         formula + " y; " + kCorrectWhy);
}

}  // namespace

void lessThan(const Value* in, Expected* out) { compare(in, out, Op::Less, "lessThan", "<"); }
void lessThanEqual(const Value* in, Expected* out) { compare(in, out, Op::LessEqual, "lessThanEqual", "<="); }
void greaterThan(const Value* in, Expected* out) { compare(in, out, Op::Greater, "greaterThan", ">"); }
void greaterThanEqual(const Value* in, Expected* out) {
    compare(in, out, Op::GreaterEqual, "greaterThanEqual", ">=");
}
void equal(const Value* in, Expected* out) { compare(in, out, Op::Equal, "equal", "=="); }
void notEqual(const Value* in, Expected* out) { compare(in, out, Op::NotEqual, "notEqual", "!="); }

void any(const Value* in, Expected* out) {
    bool r = false;
    for (int i = 0; i < in[0].size(); ++i) r = r || in[0].b(i);
    out[0].reference = make_value(kBool);
    out[0].reference.set_b(0, r);
    out[0].rule = exact_rule(kAnyWhy);
}

void all(const Value* in, Expected* out) {
    bool r = true;
    for (int i = 0; i < in[0].size(); ++i) r = r && in[0].b(i);
    out[0].reference = make_value(kBool);
    out[0].reference.set_b(0, r);
    out[0].rule = exact_rule(kAllWhy);
}

void not_(const Value* in, Expected* out) {
    Value r = make_value(in[0].type);
    for (int i = 0; i < in[0].size(); ++i) r.set_b(i, !in[0].b(i));
    out[0].reference = r;
    out[0].rule = exact_rule(kNotWhy);
}

}  // namespace il::ref
