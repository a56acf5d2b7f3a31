// CPU references for GLSL 4.50 §8.3 Common Functions that round to an integer: exact, from the definitions.
#include <cmath>

#include "reference/choices.h"
#include "reference/common.h"

namespace il::ref {

namespace {

constexpr const char* kFloorWhy =
    "GLSL 4.50 §8.3 floor: Returns a value equal to the nearest integer that is less than or equal to x";
constexpr const char* kTruncWhy =
    "GLSL 4.50 §8.3 trunc: Returns a value equal to the nearest integer to x whose absolute value is not larger than "
    "the absolute value of x";
constexpr const char* kRoundWhy =
    "GLSL 4.50 §8.3 round: Returns a value equal to the nearest integer to x. The fraction 0.5 will round in a "
    "direction chosen by the implementation, presumably the direction that is fastest. This includes the "
    "possibility that round(x) returns the same value as roundEven(x) for all values of x";
constexpr const char* kRoundEvenWhy =
    "GLSL 4.50 §8.3 roundEven: Returns a value equal to the nearest integer to x. A fractional part of 0.5 will "
    "round toward the nearest even integer. (Both 3.5 and 4.5 for x will return 4.0.)";
constexpr const char* kCeilWhy =
    "GLSL 4.50 §8.3 ceil: Returns a value equal to the nearest integer that is greater than or equal to x";
constexpr const char* kZeroWhy = "-0.0 and +0.0 are both values equal to the integer 0";
constexpr const char* kModfWhy =
    "GLSL 4.50 §8.3 modf: Returns the fractional part of x and sets i to the integer part (as a whole number "
    "floating-point value). Both the return value and the output parameter will have the same sign as x";
constexpr const char* kModfInfWhy = "GLSL 4.50 §8.3 modf gives no fractional part for an infinite x";
constexpr const char* kModfZeroWhy =
    "a zero part is accepted as either zero: -0.0 = +0.0 (x - trunc(x) gives +0.0 for a negative whole x)";

// Component i of each function of a half, float or double x, from its bits: exact in double (every float is a
// double, and every integer they return is representable); undefined (why 1) for a NaN x.
template <double (*Fn)(double)>
inline ComponentResult to_integer_component(uint64_t x, Scalar s) {
    const double v = num(x, s);
    return {encode(s, Fn(v)), static_cast<uint8_t>(std::isnan(v))};
}
double floor_of(double x) { return std::floor(x); }
double trunc_of(double x) { return std::trunc(x); }
double ceil_of(double x) { return std::ceil(x); }
double round_half_even(double x) { return std::nearbyint(x); }  // the default rounding mode: to nearest, ties even
constexpr auto floor_component = to_integer_component<floor_of>;
constexpr auto trunc_component = to_integer_component<trunc_of>;
constexpr auto ceil_component = to_integer_component<ceil_of>;
constexpr auto roundEven_component = to_integer_component<round_half_even>;
// round's reference is roundEven's; the other ways of a tie are the lane's to allow.
constexpr auto round_component = roundEven_component;

// The lane of such a function: its component function, with either zero accepted for a zero result.
template <class C>
void to_integer_lane(const Value* in, int i, C& c, ComponentResult (*component)(uint64_t, Scalar)) {
    evaluate_flushing(c, i, in, {"x"},
                      [component](const Value* v, int k) { return component(v[0].bits[k], v[0].type.scalar).bits; });
    c.allow_other_zero(i, "zero of the other sign", kZeroWhy);
    if (component(in[0].bits[i], in[0].type.scalar).why) c.set_undefined(i, kNanOperandWhy);
}

template <class C>
void floor_lane(const Value* in, int i, C& c) {
    to_integer_lane(in, i, c, floor_component);
}

template <class C>
void trunc_lane(const Value* in, int i, C& c) {
    to_integer_lane(in, i, c, trunc_component);
}

template <class C>
void ceil_lane(const Value* in, int i, C& c) {
    to_integer_lane(in, i, c, ceil_component);
}

template <class C>
void roundEven_lane(const Value* in, int i, C& c) {
    to_integer_lane(in, i, c, roundEven_component);
}

template <class C>
void round_lane(const Value* in, int i, C& c) {
    const Value& x = in[0];
    const double v = num(x, i);
    const ComponentResult r = round_component(x.bits[i], x.type.scalar);
    c.reference().bits[i] = r.bits;
    // Only an exact .5 fraction has two nearest integers; the labels name the three usual tie rules.
    if (std::fabs(v - std::trunc(v)) == 0.5) {
        c.allow(i, "round half away from zero", encode(x.type, std::round(v)));
        c.allow(i, "round half toward zero", encode(x.type, std::trunc(v)));
    }
    c.allow_other_zero(i, "zero of the other sign", kZeroWhy);
    if (r.why) c.set_undefined(i, kNanOperandWhy);
}

}  // namespace

IL_DEFINE_FLOAT_COMPONENT_CHOICES(floor, 1, nullptr, "nearest integer <= x", kFloorWhy)
IL_DEFINE_FLOAT_COMPONENT_CHOICES(trunc, 1, nullptr, "nearest integer toward zero", kTruncWhy)
IL_DEFINE_FLOAT_COMPONENT_CHOICES(ceil, 1, nullptr, "nearest integer >= x", kCeilWhy)
IL_DEFINE_FLOAT_COMPONENT_CHOICES(roundEven, 1, nullptr, "nearest integer, 0.5 to even", kRoundEvenWhy)
IL_DEFINE_FLOAT_COMPONENT_CHOICES(round, 1, nullptr, "round half to even", kRoundWhy)

namespace {

// modf's two outputs, each a lane template. std::modf keeps the sign of x on both parts (modf(-3.0) gives -0.0 and
// -3.0), as §8.3 asks; either zero is accepted for a zero part; a NaN x leaves both undefined, an infinite x the
// fraction.
template <class C>
void modf_lane(const Value* in, int i, C& c) {
    evaluate_flushing(c, i, in, {"x"}, [](const Value* v, int k) {
        double ip;
        return encode(v[0].type, std::modf(num(v[0], k), &ip));
    });
    c.allow_other_zero(i, "zero of the other sign", kModfZeroWhy);
    if (is_nan(in[0], i)) c.set_undefined(i, kNanOperandWhy);
    else if (std::isinf(num(in[0], i))) c.set_undefined(i, kModfInfWhy);
}

template <class C>
void modf_whole_lane(const Value* in, int i, C& c) {
    evaluate_flushing(c, i, in, {"x"}, [](const Value* v, int k) {
        double ip;
        std::modf(num(v[0], k), &ip);
        return encode(v[0].type, ip);
    });
    c.allow_other_zero(i, "zero of the other sign", kModfZeroWhy);
    if (is_nan(in[0], i)) c.set_undefined(i, kNanOperandWhy);
}

}  // namespace

IL_DEFINE_CHOICES_2(modf, 1, kModfWhy, modf_lane, nullptr, "x - trunc(x), with the sign of x", modf_whole_lane, nullptr,
                    "trunc(x)")

}  // namespace il::ref
