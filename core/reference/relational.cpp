// CPU references for GLSL 4.50 §8.7 Vector Relational Functions: exact comparisons, per component; and the §5.9
// relational and equality operators, from the same comparisons.
#include "reference/relational.h"

#include "reference/operators.h"

#include <string>

#include "reference/choices.h"
#include "precision/why_text.h"

namespace il::ref {

namespace {

#define IL_CORRECT_WHY "GLSL 4.50 §4.7.1: <, <=, ==, >, >=: Correct result"
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

// Component i of x op y of integer, half, float or double operands, by value, as a bool's bits; undefined (why 1)
// where a float operand is a NaN (§4.7.1), the IEEE comparison's value kept all the same (the reference shows it).
template <Op op>
inline ComponentResult compare_component(uint64_t a, uint64_t b, Scalar s, Scalar) {
    auto floats = [](auto x, auto y) -> ComponentResult {
        return {holds(op, x, y), static_cast<uint8_t>(std::isnan(x) || std::isnan(y))};
    };
    switch (s) {
        case Scalar::Float:
            return floats(std::bit_cast<float>(static_cast<uint32_t>(a)),
                          std::bit_cast<float>(static_cast<uint32_t>(b)));
        case Scalar::Double: return floats(std::bit_cast<double>(a), std::bit_cast<double>(b));
        case Scalar::Half: return floats(num(a, s), num(b, s));
        case Scalar::Int: return {holds(op, static_cast<int32_t>(a), static_cast<int32_t>(b))};
        case Scalar::Uint: return {holds(op, static_cast<uint32_t>(a), static_cast<uint32_t>(b))};
        case Scalar::Int64: return {holds(op, static_cast<int64_t>(a), static_cast<int64_t>(b))};
        default: return {holds(op, a, b)};
    }
}

// x op y per component: integers and Booleans by value, floats by IEEE 754 comparison of the values a GPU may see.
template <Op op, class C>
void compare_lane(const Value* in, int i, C& c) {
    const Value &x = in[0], &y = in[1];
    switch (x.type.scalar) {
        case Scalar::Float:
        case Scalar::Double:
        case Scalar::Half: {
            auto component = [](const Value* v, int k) {
                return compare_component<op>(v[0].bits[k], v[1].bits[k], v[0].type.scalar, v[1].type.scalar);
            };
            evaluate_flushing(c, i, in, {"x", "y"},
                              [component](const Value* v, int k) { return component(v, k).bits; });
            if (component(in, i).why) c.set_undefined(i, kNanOperandWhy);
            break;
        }
        case Scalar::Bool: c.reference().set_b(i, holds(op, x.b(i), y.b(i))); break;
        default: c.reference().bits[i] = compare_component<op>(x.bits[i], y.bits[i], x.type.scalar, y.type.scalar).bits;
    }
}

constexpr auto lessThan_component = compare_component<Op::Less>;
constexpr auto lessThanEqual_component = compare_component<Op::LessEqual>;
constexpr auto greaterThan_component = compare_component<Op::Greater>;
constexpr auto greaterThanEqual_component = compare_component<Op::GreaterEqual>;
constexpr auto equal_component = compare_component<Op::Equal>;
constexpr auto notEqual_component = compare_component<Op::NotEqual>;

template <class C>
void lessThan_lane(const Value* in, int i, C& c) {
    compare_lane<Op::Less>(in, i, c);
}
template <class C>
void lessThanEqual_lane(const Value* in, int i, C& c) {
    compare_lane<Op::LessEqual>(in, i, c);
}
template <class C>
void greaterThan_lane(const Value* in, int i, C& c) {
    compare_lane<Op::Greater>(in, i, c);
}
template <class C>
void greaterThanEqual_lane(const Value* in, int i, C& c) {
    compare_lane<Op::GreaterEqual>(in, i, c);
}
template <class C>
void equal_lane(const Value* in, int i, C& c) {
    compare_lane<Op::Equal>(in, i, c);
}
template <class C>
void notEqual_lane(const Value* in, int i, C& c) {
    compare_lane<Op::NotEqual>(in, i, c);
}

template <class C>
void not__lane(const Value* in, int i, C& c) {
    c.reference().set_b(i, !in[0].b(i));
}

Type booleans(const Value* in) { return in[0].type.with_scalar(Scalar::Bool); }

}  // namespace

#define IL_COMPARE_WHY(name, formula) \
    "GLSL 4.50 §8.7 " name ": Returns the component-wise compare of x " formula " y; " IL_CORRECT_WHY
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(lessThan, 2, booleans, "x < y", IL_COMPARE_WHY("lessThan", "<"))
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(lessThanEqual, 2, booleans, "x <= y",
                            IL_COMPARE_WHY("lessThanEqual", "<="))
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(greaterThan, 2, booleans, "x > y", IL_COMPARE_WHY("greaterThan", ">"))
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(greaterThanEqual, 2, booleans, "x >= y",
                            IL_COMPARE_WHY("greaterThanEqual", ">="))
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(equal, 2, booleans, "x == y", IL_COMPARE_WHY("equal", "=="))
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(notEqual, 2, booleans, "x != y", IL_COMPARE_WHY("notEqual", "!="))
IL_DEFINE_CHOICES(not_, 1, nullptr, "!x", kNotWhy)

namespace {

Type one_boolean(const Value*) { return kBool; }

// any and all reduce every component of x to the one result component.
template <class C>
void any_lane(const Value* in, int, C& c) {
    bool r = false;
    for (int k = 0; k < in[0].size(); ++k) r = r || in[0].b(k);
    c.reference().set_b(0, r);
}

template <class C>
void all_lane(const Value* in, int, C& c) {
    bool r = true;
    for (int k = 0; k < in[0].size(); ++k) r = r && in[0].b(k);
    c.reference().set_b(0, r);
}

}  // namespace

IL_DEFINE_CHOICES(any, 1, one_boolean, "any component of x", kAnyWhy)
IL_DEFINE_CHOICES(all, 1, one_boolean, "every component of x", kAllWhy)

namespace op {

namespace {

#define IL_RELATIONAL_WHY(formula)                                                                                  \
    "GLSL 4.50 §5.9: The relational operators greater than (>), less than (<), greater than or equal (>=), and less " \
    "than or equal (<=) operate only on scalar integer and scalar floating-point expressions. The result is scalar " \
    "Boolean; a " formula " b; " IL_CORRECT_WHY
#define IL_EQUALITY_WHY                                                                                             \
    "GLSL 4.50 §5.9: The equality operators equal (==), and not equal (!=) operate on all types. They result in a " \
    "scalar Boolean. For vectors ... all components ... of one operand must equal the corresponding components ... " \
    "of the other operand for the operands to be considered equal; " IL_CORRECT_WHY
constexpr const char* kEqualityWhy = IL_EQUALITY_WHY;

constexpr auto scalar_equal_component = compare_component<Op::Equal>;
constexpr auto scalar_not_equal_component = compare_component<Op::NotEqual>;
constexpr auto less_component = compare_component<Op::Less>;
constexpr auto greater_component = compare_component<Op::Greater>;
constexpr auto less_equal_component = compare_component<Op::LessEqual>;
constexpr auto greater_equal_component = compare_component<Op::GreaterEqual>;

template <class C>
void less_lane(const Value* in, int i, C& c) {
    compare_lane<Op::Less>(in, i, c);
}
template <class C>
void greater_lane(const Value* in, int i, C& c) {
    compare_lane<Op::Greater>(in, i, c);
}
template <class C>
void less_equal_lane(const Value* in, int i, C& c) {
    compare_lane<Op::LessEqual>(in, i, c);
}
template <class C>
void greater_equal_lane(const Value* in, int i, C& c) {
    compare_lane<Op::GreaterEqual>(in, i, c);
}
template <class C>
void scalar_equal_lane(const Value* in, int i, C& c) {
    compare_lane<Op::Equal>(in, i, c);
}
template <class C>
void scalar_not_equal_lane(const Value* in, int i, C& c) {
    compare_lane<Op::NotEqual>(in, i, c);
}

// a == b over every component, from equal()'s per-component sets (its own lane through a LaneSet: the reference,
// whether a flush allows the other answer, whether it is undefined): a component that can only be false settles
// the answer (forced_false); otherwise an undefined component leaves it undefined, and a component that may be
// false (by value, or under some flush of a denormal input) allows both answers.
struct Equality {
    bool forced_false = false, undefined = false, reference = true, can_be_false = false;
};

Equality equality_of(const Value* in, int glsl) {
    LaneSet component(in[0].type.with_scalar(Scalar::Bool), 0, 0, glsl);
    Equality e;
    for (int k = 0; k < in[0].size(); ++k) {
        component.reset(k, 0);
        equal_lane(in, k, component);
        if (component.undefined()) {
            e.undefined = true;
            continue;
        }
        const bool is = component.reference().b(k), other = component.allows(is ? 0 : 1);
        e.forced_false = e.forced_false || (!is && !other);
        e.can_be_false = e.can_be_false || !is || other;
        e.reference = e.reference && is;
    }
    return e;
}

// The reference and rule of a == b (or, negated, a != b).
void reduce_equal(const Value* in, Expected* out, bool negate) {
    const Equality e = equality_of(in, out[0].glsl);
    out[0].reference = make_value(kBool);
    if (e.forced_false) {
        out[0].reference.set_b(0, negate);
        out[0].rule = exact_rule(kEqualityWhy);
        return;
    }
    if (e.undefined) {
        out[0].rule = undefined_rule(join_why({kEqualityWhy, kNanOperandWhy}));
        out[0].rule.undefined_components = 1;
        return;
    }
    out[0].reference.set_b(0, e.reference != negate);
    out[0].rule = exact_rule(kEqualityWhy);
    // Not settled: a true answer may also be false, and a false one true (every component may be true).
    if (!e.reference || e.can_be_false) {
        Value other = make_value(kBool);
        other.set_b(0, e.reference == negate);  // the other answer
        out[0].rule.kind = RuleKind::AnyOf;
        out[0].rule.alternatives = {out[0].reference, other};
        out[0].rule.labels = {negate ? "a != b" : "a == b", "denormal components flushed"};
        out[0].rule.why = join_why({kEqualityWhy, kFlushInputWhy});
    }
}

// The same as a lane, for the bulk judge (its reference function is reduce_equal).
template <bool Negate, class C>
void reduce_equal_lane(const Value* in, int, C& c) {
    const Equality e = equality_of(in, c.glsl());
    if (e.forced_false) {
        c.reference().set_b(0, Negate);
        return;
    }
    if (e.undefined) {
        c.set_undefined(0, kNanOperandWhy);
        return;
    }
    c.reference().set_b(0, e.reference != Negate);
    if (!e.reference || e.can_be_false) c.allow(0, "denormal components flushed", e.reference == Negate, kFlushInputWhy);
}

// The definition of a == b (Negate: a != b), whose reference function is `reference`: the reduction's lanes, and for
// integer vectors the fold of equal()'s component function (every component equal; no flush, no NaN, nothing else
// allowed).
template <bool Negate>
constexpr ChoiceLanes equality_choices(const char* label, ReferenceFn reference) {
    return {.arity = 2,
            .result = one_boolean,
            .reference_label = label,
            .why = kEqualityWhy,
            .full = reduce_equal_lane<Negate, Choices>,
            .fast = reduce_equal_lane<Negate, LaneSet>,
            .match = match_cases<reduce_equal_lane<Negate, MatchSet>>,
            .reference = reference,
            .all_components = lift_all<equal_component>,
            .all_negated = Negate};
}

}  // namespace

IL_DEFINE_NUMERIC_COMPONENT_CHOICES(less, 2, booleans, "a < b", IL_RELATIONAL_WHY("<"))
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(greater, 2, booleans, "a > b", IL_RELATIONAL_WHY(">"))
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(less_equal, 2, booleans, "a <= b", IL_RELATIONAL_WHY("<="))
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(greater_equal, 2, booleans, "a >= b", IL_RELATIONAL_WHY(">="))
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(scalar_equal, 2, booleans, "a == b", IL_EQUALITY_WHY)
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(scalar_not_equal, 2, booleans, "a != b", IL_EQUALITY_WHY)

void equal(const Value* in, Expected* out) { reduce_equal(in, out, false); }
void not_equal(const Value* in, Expected* out) { reduce_equal(in, out, true); }
const ChoiceLanes equal_choices = equality_choices<false>("a == b", equal);
const ChoiceLanes not_equal_choices = equality_choices<true>("a != b", not_equal);

}  // namespace op

}  // namespace il::ref
