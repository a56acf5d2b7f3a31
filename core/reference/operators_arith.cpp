// CPU references for the GLSL 4.50 §5.9 arithmetic operators. Floating-point operations are one step of §4.7.1's
// precision table each, written with the same interval steps as §8.3's equations (reference/equation.h); integer
// operations wrap to 32 bits (§4.1.3) and are undefined where §5.9 and §4.1.3 say so, and the same operators on
// GL_ARB_gpu_shader_int64's 64-bit integers follow that extension's §4.1.3.
#include <climits>
#include <cmath>
#include <functional>
#include <limits>
#include <type_traits>

#include "reference/equation.h"
#include "reference/operators.h"

namespace il::ref::op {

namespace {

using namespace equation;

#define IL_OPERATOR_WHY                                                                                              \
    "GLSL 4.50 §5.9: The arithmetic binary operators add (+), subtract (-), multiply (*), and divide (/) operate on " \
    "integer and floating-point scalars, vectors, and matrices; if one operand is a scalar and the other a vector, " \
    "the scalar is applied component-wise to the vector; "
#define IL_ROUNDED_WHY                                                                                                \
    "§4.7.1: a + b, a - b, a * b: Correctly rounded; in the operation's own type, so a double operation is judged in " \
    "double ULPs (\"The rounding mode cannot be set and is undefined but must not affect the result by more than 1 "  \
    "ULP\": either neighbour of the exact result)"
constexpr const char* kAddWhy = IL_OPERATOR_WHY IL_ROUNDED_WHY;
constexpr const char* kDivWhy =
    IL_OPERATOR_WHY "§4.7.1: a / b, 1.0 / b: 2.5 ULP for |b| in the range [2^-126, 2^126] (for doubles too: \"The "
    "precision of double-precision operations is at least that of single precision\")";
constexpr const char* kDivZeroWhy =
    "GLSL 4.50 §5.9: Dividing by zero does not cause an exception but does result in an unspecified value";

template <typename T>
T add_of(T a, T b) {
    return step_of<T>(a + b);
}
template <typename T>
T sub_of(T a, T b) {
    return step_of<T>(a - b);
}
template <typename T>
T mul_of(T a, T b) {
    return step_of<T>(a * b);
}
template <typename T>
T div_of(T a, T b) {
    return step_of<T>(a / b);
}

// a + b, a - b and a * b are correctly rounded in the operation's type (doubles too, as fract's subtraction).
Interval add_steps(const Args& a, Precision p) { return iv::add(point(a[0]), point(a[1]), correctly_rounded(p.storage)); }
Interval sub_steps(const Args& a, Precision p) { return iv::sub(point(a[0]), point(a[1]), correctly_rounded(p.storage)); }
Interval mul_steps(const Args& a, Precision p) { return iv::mul(point(a[0]), point(a[1]), correctly_rounded(p.storage)); }
// The quotient is the result: the floats within 2.5 ULP of the exact quotient, no more.
Interval div_steps(const Args& a, Precision p) { return iv::div(point(a[0]), point(a[1]), p); }
const char* div_undefined(const Args& a) { return a[1] == 0 ? kDivZeroWhy : nullptr; }

#define IL_STEP_VALUE(name)                                                                      \
    LD name##_value(const Value* in, int i) {                                                    \
        return by_steps(in, 2, i, [](float a, float b, float) { return name##_of(a, b); },      \
                        [](double a, double b, double) { return name##_of(a, b); });            \
    }                                                                                            \
    double name##_screen_value(const double* x) {                                                \
        return name##_of(static_cast<float>(x[0]), static_cast<float>(x[1]));                   \
    }                                                                                            \
    double name##_screen_double(const double* x) { return name##_of(x[0], x[1]); }
IL_STEP_VALUE(add)
IL_STEP_VALUE(sub)
IL_STEP_VALUE(mul)
IL_STEP_VALUE(div)

Bound add_bound(const Value* in, int i, const Value&) { return by_interval(in, 2, i, add_steps, never); }
Bound sub_bound(const Value* in, int i, const Value&) { return by_interval(in, 2, i, sub_steps, never); }
Bound mul_bound(const Value* in, int i, const Value&) { return by_interval(in, 2, i, mul_steps, never); }
Bound div_bound(const Value* in, int i, const Value&) { return by_interval(in, 2, i, div_steps, div_undefined); }

// The screens of float and double results: the step itself in the result's type, which is the reference, so equal
// bits settle as a match at every input that is not denormal (the screen's domain), where the step is defined. It is
// undefined at a NaN operand, at a / 0, and where it meets Inf - Inf, 0 * Inf or Inf / Inf (a NaN in IEEE arithmetic,
// in double as in float), as the interval steps say (LaneScreen::nonfinite_inputs). Every other step of infinite
// operands is exact in IEEE arithmetic (Inf + 1, Inf * -2, 1 / Inf), its reference inside its interval; a divisor
// outside [2^-126, 2^126] leaves the precision undefined, where equal bits still match; an infinite result of finite
// operands is a match too (LaneScreen::ieee_step). A denormal result goes on to the definition's look (screen_lane),
// which counts the denormal and, where the GPU kept it, settles it as a match without the bound (ieee_step again).
template <class Step>
double step_screen_bound(const double* x, Step step) {
    return std::isnan(step(x[0], x[1])) ? kScreenUndefined : kScreenEqualOnly;
}
double add_screen_bound(const double* x) { return step_screen_bound(x, std::plus<double>()); }
double sub_screen_bound(const double* x) { return step_screen_bound(x, std::minus<double>()); }
double mul_screen_bound(const double* x) { return step_screen_bound(x, std::multiplies<double>()); }
double div_screen_bound(const double* x) {
    return x[1] == 0 ? kScreenUndefined : step_screen_bound(x, std::divides<double>());
}

// The screens' look as component functions of float or double operands (LaneScreen::components): the step in the
// operands' type, the one IEEE operation of name_of above (this file is compiled without contraction, so the step
// needs no store of its own, which would keep the loop over the records from vectorizing), undefined where the
// screen's bound is.
template <class Step, double (*Bound)(const double*)>
ComponentResult float_step_component(uint64_t a, uint64_t b, Scalar sa, Scalar sb) {
    const double x[2] = {num(a, sa), num(b, sb)};
    const uint8_t why = Bound(x) == kScreenUndefined;
    if (sa == Scalar::Double) return {std::bit_cast<uint64_t>(Step{}(x[0], x[1])), why};
    return {std::bit_cast<uint32_t>(Step{}(static_cast<float>(x[0]), static_cast<float>(x[1]))), why};
}
constexpr auto add_component = float_step_component<std::plus<>, add_screen_bound>;
constexpr auto sub_component = float_step_component<std::minus<>, sub_screen_bound>;
constexpr auto mul_component = float_step_component<std::multiplies<>, mul_screen_bound>;
constexpr auto div_component = float_step_component<std::divides<>, div_screen_bound>;

// ---- integers ----
// int and uint wrap to 32 bits (GLSL 4.50 §4.1.3); GL_ARB_gpu_shader_int64's int64_t and uint64_t take the same
// operators (its §4.1.3 makes "integer" include them) under its own overflow paragraph, which replaces the core one:
// addition, subtraction and shifts wrap to the low-order bits, "Divison and multiplication operations resulting in
// overflow or underflow ... result in an undefined value".

constexpr const char* kWrapWhy =
    "GLSL 4.50 §4.1.3: Addition, subtraction and multiplication resulting in overflow or underflow will result in the "
    "low-order 32 bits of the correct result R, where the correct result R is computed with sufficient precision to "
    "avoid overflow or underflow";
constexpr const char* kIntDivWhy =
    "GLSL 4.50 §5.9 /: integer division; §4.1.3: Division resulting in overflow will result in an undefined value";
constexpr const char* kIntDivZeroWhy =
    "GLSL 4.50 §5.9: Dividing by zero does not cause an exception but does result in an unspecified value";
constexpr const char* kIntDivOverflowWhy =
    "GLSL 4.50 §4.1.3: Division resulting in overflow will result in an undefined value (-2147483648 / -1)";
constexpr const char* kIntDivRoundWhy =
    "GLSL 4.50 §5.9 names no rounding for a quotient of operands of opposite signs: toward zero (C, SPIR-V OpSDiv) "
    "or toward -Inf";
constexpr const char* kModWhy =
    "GLSL 4.50 §5.9: The operator modulus (%) operates on signed or unsigned integer scalars or integer vectors; if "
    "both operands are non-negative, then the remainder is non-negative";
constexpr const char* kModUndefinedWhy =
    "GLSL 4.50 §5.9 %: Results are undefined if one or both operands are negative, or if the second operand is zero";
constexpr const char* kNegWhy =
    "GLSL 4.50 §5.9: The arithmetic unary operators negate (-) ... operate on integer or floating-point values; a "
    "float or double is negated exactly (its sign flips); an int or uint wraps to the low-order 32 bits (§4.1.3)";

#define IL_INT64_WHY "GL_ARB_gpu_shader_int64, GLSL §4.1.3 replaced: "
constexpr const char* kWrap64Why =
    IL_INT64_WHY "Addition, subtraction, and shift operations resulting in overflow or underflow will not cause any "
    "exceptions, nor will they saturate, rather they will \"wrap\" to yield the low-order bits of the result";
constexpr const char* kMul64Why =
    IL_INT64_WHY "Divison and multiplication operations resulting in overflow or underflow will not cause any "
    "exception but will result in an undefined value";
constexpr const char* kMul64OverflowWhy =
    IL_INT64_WHY "multiplication operations resulting in overflow or underflow ... will result in an undefined value "
    "(the product lies outside the type's range)";
constexpr const char* kDiv64Why =
    "GLSL 4.50 §5.9 /: integer division (GL_ARB_gpu_shader_int64 §4.1.3: \"integer\" includes 64-bit integers); "
    IL_INT64_WHY "Divison ... resulting in overflow or underflow ... will result in an undefined value";
constexpr const char* kDiv64OverflowWhy =
    IL_INT64_WHY "Divison ... resulting in overflow ... will result in an undefined value (-9223372036854775808 / -1)";
constexpr const char* kMod64Why =
    "GLSL 4.50 §5.9: The operator modulus (%) operates on signed or unsigned integer scalars or integer vectors "
    "(GL_ARB_gpu_shader_int64 §4.1.3: 64-bit integers too); if both operands are non-negative, then the remainder is "
    "non-negative";
constexpr const char* kNeg64Why =
    "GLSL 4.50 §5.9: The arithmetic unary operators negate (-) ... operate on integer or floating-point values; "
    IL_INT64_WHY "subtraction ... will \"wrap\" to yield the low-order bits of the result (-INT64_MIN is INT64_MIN)";

enum class IntOp { Add, Sub, Mul, Div, Mod };

// The type of the result: the vector operand's, where the other is a scalar.
Type widest(const Value* in) { return in[1].size() > in[0].size() ? in[1].type : in[0].type; }

// a op b on the operands' width (32 bits: int and uint; 64 bits: int64_t and uint64_t), in two's complement, from
// their bits and the left operand's scalar type (both operands have it). Undefined: why 1 a 64-bit product past the
// type's range, 2 a zero divisor, 3 a quotient that overflows (the least value / -1), 4 a remainder of a negative
// operand or a zero divisor.
template <IntOp op, typename U>
inline ComponentResult integer_on(uint64_t a, uint64_t b, bool is_signed) {
    using S = std::make_signed_t<U>;
    const U x = static_cast<U>(a), y = static_cast<U>(b);
    const S sx = static_cast<S>(x), sy = static_cast<S>(y);
    switch (op) {
        case IntOp::Add: return {static_cast<U>(x + y)};
        case IntOp::Sub: return {static_cast<U>(x - y)};
        case IntOp::Mul: {
            // 32 bits wrap (GLSL 4.50 §4.1.3); 64 bits are undefined past the type's range (the extension's §4.1.3).
            U u;
            S v;
            if (sizeof(U) == 8 && (is_signed ? __builtin_mul_overflow(sx, sy, &v) : __builtin_mul_overflow(x, y, &u)))
                return {0, 1};
            return {static_cast<U>(x * y)};
        }
        case IntOp::Div:
            if (y == 0) return {0, 2};
            if (!is_signed) return {x / y};
            if (sx == std::numeric_limits<S>::min() && sy == -1) return {0, 3};
            return {static_cast<U>(sx / sy)};
        case IntOp::Mod:
            if (y == 0 || (is_signed && (sx < 0 || sy < 0))) return {0, 4};
            return {x % y};
    }
    return {};
}

template <IntOp op>
inline ComponentResult integer_component(uint64_t a, uint64_t b, Scalar sa, Scalar) {
    const bool is_signed = sa == Scalar::Int || sa == Scalar::Int64;
    return sa == Scalar::Int64 || sa == Scalar::Uint64 ? integer_on<op, uint64_t>(a, b, is_signed)
                                                       : integer_on<op, uint32_t>(a, b, is_signed);
}

constexpr auto iadd_component = integer_component<IntOp::Add>;
constexpr auto isub_component = integer_component<IntOp::Sub>;
constexpr auto imul_component = integer_component<IntOp::Mul>;
constexpr auto idiv_component = integer_component<IntOp::Div>;
constexpr auto imod_component = integer_component<IntOp::Mod>;
constexpr auto iadd64_component = iadd_component, isub64_component = isub_component,
               imul64_component = imul_component, idiv64_component = idiv_component,
               imod64_component = imod_component;

// The lane of a op b: its component function, and the quotient rounded toward -Inf allowed beside the one rounded
// toward zero, for signed operands of opposite signs.
template <IntOp op, class C>
void integer_lane(const Value* in, int i, C& c) {
    const Value &a = in[0], &b = in[1];
    const bool wide = a.type.is_int64();
    const ComponentResult r = integer_component<op>(a.bits[lane(a, i)], b.bits[lane(b, i)], a.type.scalar,
                                                     b.type.scalar);
    switch (r.why) {
        case 1: return c.set_undefined(i, kMul64OverflowWhy);
        case 2: return c.set_undefined(i, kIntDivZeroWhy);
        case 3: return c.set_undefined(i, wide ? kDiv64OverflowWhy : kIntDivOverflowWhy);
        case 4: return c.set_undefined(i, kModUndefinedWhy);
        default: break;
    }
    c.reference().bits[i] = r.bits;
    const bool is_signed = a.type.scalar == Scalar::Int || a.type.scalar == Scalar::Int64;
    if (op != IntOp::Div || !is_signed) return;
    const uint64_t x = a.bits[lane(a, i)], y = b.bits[lane(b, i)];
    auto toward_minus_inf = [&](auto sx, auto sy) {
        if (sx % sy != 0 && (sx < 0) != (sy < 0))
            c.allow(i, "rounded toward -Inf", uint64_t{static_cast<std::make_unsigned_t<decltype(sx)>>(sx / sy - 1)},
                    kIntDivRoundWhy);
    };
    if (wide) toward_minus_inf(static_cast<int64_t>(x), static_cast<int64_t>(y));
    else toward_minus_inf(static_cast<int32_t>(x), static_cast<int32_t>(y));
}

template <class C>
void iadd_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Add>(in, i, c); }
template <class C>
void isub_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Sub>(in, i, c); }
template <class C>
void imul_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Mul>(in, i, c); }
template <class C>
void idiv_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Div>(in, i, c); }
template <class C>
void imod_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Mod>(in, i, c); }
template <class C>
void iadd64_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Add>(in, i, c); }
template <class C>
void isub64_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Sub>(in, i, c); }
template <class C>
void imul64_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Mul>(in, i, c); }
template <class C>
void idiv64_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Div>(in, i, c); }
template <class C>
void imod64_lane(const Value* in, int i, C& c) { integer_lane<IntOp::Mod>(in, i, c); }

// -x: the sign bit flipped for half, float and double (a denormal x may be flushed first; a NaN leaves it
// undefined, why 1), 0 - x modulo 2^32 for int and uint and modulo 2^64 for int64_t and uint64_t.
ComponentResult neg_component(uint64_t x, Scalar s) {
    switch (s) {
        case Scalar::Float: return {x ^ 0x80000000u, static_cast<uint8_t>(std::isnan(num(x, s)))};
        case Scalar::Double: return {x ^ uint64_t{1} << 63, static_cast<uint8_t>(std::isnan(num(x, s)))};
        case Scalar::Half: return {x ^ 0x8000u, static_cast<uint8_t>(std::isnan(num(x, s)))};
        case Scalar::Int64:
        case Scalar::Uint64: return {0 - x};
        default: return {uint64_t{0u - static_cast<uint32_t>(x)}};
    }
}
constexpr auto neg64_component = neg_component;

template <class C>
void neg_lane(const Value* in, int i, C& c) {
    const Value& x = in[0];
    if (!x.type.is_float()) {
        c.reference().bits[i] = neg_component(x.bits[i], x.type.scalar).bits;
        return;
    }
    evaluate_flushing(c, i, in, {"x"},
                      [](const Value* v, int k) { return neg_component(v[0].bits[k], v[0].type.scalar).bits; });
    if (neg_component(x.bits[i], x.type.scalar).why) c.set_undefined(i, kNanOperandWhy);
}
template <class C>
void neg64_lane(const Value* in, int i, C& c) { neg_lane(in, i, c); }

}  // namespace

#define IL_DEFINE_OPERATOR(name, why)                                                                   \
    const LaneScreen name##_screen{.value = name##_screen_value,                                        \
                                   .bound = name##_screen_bound,                                        \
                                   .exact = true,                                                       \
                                   .value_double = name##_screen_double,                                \
                                   .bound_double = name##_screen_bound,                                 \
                                   .nonfinite_inputs = true,                                            \
                                   .ieee_step = true,                                                   \
                                   .values = screen_cases<name##_screen_value, 2>,                      \
                                   .bounds = screen_cases<name##_screen_bound, 2>,                      \
                                   .values_double = screen_cases<name##_screen_double, 2>,              \
                                   .bounds_double = screen_cases<name##_screen_bound, 2>,               \
                                   .components = lift_components<name##_component, Takes::Floats>};     \
    void name(const Value* in, Expected* out) { evaluate(name##_lanes, in, out); }                   \
    const Lanes name##_lanes{2, name##_value, name##_bound, why, name, true, &name##_screen};

IL_DEFINE_OPERATOR(add, kAddWhy)
IL_DEFINE_OPERATOR(sub, kAddWhy)
IL_DEFINE_OPERATOR(mul, kAddWhy)
IL_DEFINE_OPERATOR(div, kDivWhy)

IL_DEFINE_COMPONENT_CHOICES(iadd, 2, widest, "a + b modulo 2^32", kWrapWhy)
IL_DEFINE_COMPONENT_CHOICES(isub, 2, widest, "a - b modulo 2^32", kWrapWhy)
IL_DEFINE_COMPONENT_CHOICES(imul, 2, widest, "a * b modulo 2^32", kWrapWhy)
IL_DEFINE_COMPONENT_CHOICES(idiv, 2, widest, "a / b, rounded toward zero", kIntDivWhy)
IL_DEFINE_COMPONENT_CHOICES(imod, 2, widest, "a % b", kModWhy)
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(neg, 1, nullptr, "-a", kNegWhy)
IL_DEFINE_COMPONENT_CHOICES(iadd64, 2, widest, "a + b modulo 2^64", kWrap64Why)
IL_DEFINE_COMPONENT_CHOICES(isub64, 2, widest, "a - b modulo 2^64", kWrap64Why)
IL_DEFINE_COMPONENT_CHOICES(imul64, 2, widest, "a * b; undefined where it overflows", kMul64Why)
IL_DEFINE_COMPONENT_CHOICES(idiv64, 2, widest, "a / b, rounded toward zero", kDiv64Why)
IL_DEFINE_COMPONENT_CHOICES(imod64, 2, widest, "a % b", kMod64Why)
IL_DEFINE_COMPONENT_CHOICES(neg64, 1, nullptr, "-a modulo 2^64", kNeg64Why)

}  // namespace il::ref::op
