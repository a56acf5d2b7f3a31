// CPU references for the GLSL 4.50 §5.4.1 conversion constructors between the scalar types: int(float) drops the
// fraction, int(uint) and uint(int) keep the bits, a conversion to float is correctly rounded (§4.7.1).
#include <cmath>

#include "reference/operators.h"

namespace il::ref::op {

namespace {

constexpr const char* kConversionWhy =
    "GLSL 4.50 §5.4.1: When constructors are used to convert a floating-point type to an integer type, the "
    "fractional part of the floating-point value is dropped. When a constructor is used to convert any integer or "
    "floating-point type to a bool, 0 and 0.0 are converted to false, and non-zero values are converted to true. "
    "When a constructor is used to convert a bool to any integer or floating-point type, false is converted to 0 or "
    "0.0, and true is converted to 1 or 1.0. The constructor int(uint) preserves the bit pattern in the argument, "
    "which will change the argument's value if its sign bit is set. The constructor uint(int) preserves the bit "
    "pattern in the argument, which will change its value if it is negative; §4.7.1: conversions: Correctly rounded";
constexpr const char* kNegativeToUintWhy =
    "GLSL 4.50 §5.4.1: It is undefined to convert a negative floating-point value to an uint";
constexpr const char* kOutOfRangeWhy =
    "the value with its fraction dropped lies outside the integer type's range, where §5.4.1 gives it no value";
constexpr const char* kOtherNeighbourWhy =
    "GLSL 4.50 §4.7.1: The rounding mode cannot be set and is undefined but must not affect the result by more than "
    "1 ULP (so a correctly rounded conversion may give either neighbour of an inexact value)";

// The representable value of type t on the other side of x from its rounding r (x lies strictly between them).
uint64_t other_neighbour(Type t, double x, double r) {
    const double towards = r > x ? -INFINITY : INFINITY;
    if (t.scalar == Scalar::Double) return encode(t, std::nextafter(r, towards));
    return encode(t, std::nextafter(static_cast<float>(r), static_cast<float>(towards)));
}

// A float or an integer converted to a float or double: rounded to nearest, and the other neighbour allowed.
template <class C>
void to_floating(const Value* in, int i, C& c, Type t) {
    const Value& x = in[0];
    auto round = [t](double e) { return t.scalar == Scalar::Double ? e : static_cast<double>(static_cast<float>(e)); };
    // Every int and uint is exact in double; a float or double input is read as it is (and flushed, if denormal).
    const double e = x.type.scalar == Scalar::Int ? double(x.i(i)) : x.type.scalar == Scalar::Uint ? double(x.u(i))
                                                                                                    : num(x, i);
    if (x.type.is_float())
        evaluate_flushing(c, i, in, {"x"}, [&](const Value* v, int k) { return encode(t, round(num(v[0], k))); });
    else
        c.reference().bits[i] = encode(t, round(e));
    const double r = round(e);
    if (std::isfinite(e) && r != e) c.allow(i, "rounded the other way", other_neighbour(t, e, r), kOtherNeighbourWhy);
    if (any_nan(in, 1, i)) c.set_undefined(i, kNanOperandWhy);
}

// A float or double converted to int or uint: the fraction dropped, undefined outside the type's range.
template <class C>
void to_integer(const Value* in, int i, C& c, Scalar to) {
    const double v = num(in[0], i), t = std::trunc(v);
    if (std::isnan(v)) return c.set_undefined(i, kNanOperandWhy);
    if (to == Scalar::Uint && v < 0) return c.set_undefined(i, kNegativeToUintWhy);
    const double lo = to == Scalar::Int ? -0x1p31 : 0, hi = to == Scalar::Int ? 0x1p31 - 1 : 0x1p32 - 1;
    if (!(t >= lo && t <= hi)) return c.set_undefined(i, kOutOfRangeWhy);
    if (to == Scalar::Int) c.reference().set_i(i, static_cast<int32_t>(t));
    else c.reference().set_u(i, static_cast<uint32_t>(t));
}

template <Scalar to, class C>
void convert_lane(const Value* in, int i, C& c) {
    const Value& x = in[0];
    const Type t = c.reference().type;
    if (x.type.scalar == Scalar::Bool) {
        const bool b = x.b(i);
        if (t.is_float()) c.reference().bits[i] = encode(t, b ? 1.0 : 0.0);
        else c.reference().set_u(i, b ? 1u : 0u);
        return;
    }
    if (to == Scalar::Bool) {
        if (!x.type.is_float()) return c.reference().set_b(i, x.u(i) != 0);
        evaluate_flushing(c, i, in, {"x"}, [](const Value* v, int k) { return uint64_t{num(v[0], k) != 0}; });
        if (any_nan(in, 1, i)) c.set_undefined(i, kNanOperandWhy);
        return;
    }
    if (t.is_float()) return to_floating(in, i, c, t);
    if (x.type.is_float()) return to_integer(in, i, c, to);
    c.reference().set_u(i, x.u(i));  // int(uint), uint(int): the bit pattern
}

template <class C>
void to_int_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Int>(in, i, c); }
template <class C>
void to_uint_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Uint>(in, i, c); }
template <class C>
void to_float_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Float>(in, i, c); }
template <class C>
void to_double_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Double>(in, i, c); }
template <class C>
void to_bool_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Bool>(in, i, c); }

Type ints(const Value* in) { return in[0].type.with_scalar(Scalar::Int); }
Type uints(const Value* in) { return in[0].type.with_scalar(Scalar::Uint); }
Type floats(const Value* in) { return in[0].type.with_scalar(Scalar::Float); }
Type doubles(const Value* in) { return in[0].type.with_scalar(Scalar::Double); }
Type bools(const Value* in) { return in[0].type.with_scalar(Scalar::Bool); }

}  // namespace

IL_DEFINE_CHOICES(to_int, 1, ints, "int(x)", kConversionWhy)
IL_DEFINE_CHOICES(to_uint, 1, uints, "uint(x)", kConversionWhy)
IL_DEFINE_CHOICES(to_float, 1, floats, "float(x), rounded to nearest", kConversionWhy)
IL_DEFINE_CHOICES(to_double, 1, doubles, "double(x), rounded to nearest", kConversionWhy)
IL_DEFINE_CHOICES(to_bool, 1, bools, "bool(x)", kConversionWhy)

}  // namespace il::ref::op
