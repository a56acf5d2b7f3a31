// CPU references for the GLSL 4.50 §5.4.1 conversion constructors between the scalar types: int(float) drops the
// fraction, int(uint) and uint(int) keep the bits, a conversion to float is correctly rounded (§4.7.1); and
// GL_ARB_gpu_shader_int64's additions to §5.4.1 between int64_t or uint64_t and the other scalar types.
#include <cmath>

#include "precision/half.h"
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
constexpr const char* kConversion64Why =
    "GL_ARB_gpu_shader_int64, GLSL §5.4.1 added: int(int64_t), uint(uint64_t), float(int64_t), int64_t(int), "
    "uint64_t(float) ... convert between 64-bit integers and the other scalar types; It is undefined to convert a "
    "negative floating-point value to an uint or uint64_t. The constructors int(uint) and int64_t(uint64_t) preserve "
    "the bit pattern in the argument ... The constructor uint(int) and uint64_t(int64_t) preserve the bit pattern in "
    "the argument; GLSL 4.50 §5.4.1: the fractional part of the floating-point value is dropped; 0 converts to "
    "false, non-zero values to true, false to 0 and true to 1; §4.7.1: conversions: Correctly rounded";
constexpr const char* kIntegerOutOfRangeWhy =
    "GL_ARB_gpu_shader_int64 lists conversions between integer types of different sizes (int(int64_t), "
    "uint64_t(int), ...) without saying what a value outside the new type's range becomes (only int64_t(uint64_t) "
    "and uint64_t(int64_t) keep the bit pattern)";
constexpr const char* kConversion16Why =
    "GL_NV_gpu_shader5 §5.4.1: constructors convert between float16_t and the other scalar types as between the "
    "core ones; GLSL 4.50 §5.4.1: the fractional part of the floating-point value is dropped; 0 converts to false, "
    "non-zero values to true, false to 0 and true to 1; §4.7.1: conversions: Correctly rounded (GL_AMD_gpu_shader_"
    "half_float §4.7.1: the rules apply to half-precision operations too)";
constexpr const char* kOtherNeighbourWhy =
    "GLSL 4.50 §4.7.1: The rounding mode cannot be set and is undefined but must not affect the result by more than "
    "1 ULP (so a correctly rounded conversion may give either neighbour of an inexact value)";

// The representable value of type t on the other side of x from its rounding r (x lies strictly between them).
uint64_t other_neighbour(Type t, long double x, double r) {
    if (t.is_half()) return half::neighbours(x).other;
    const double towards = r > x ? -INFINITY : INFINITY;
    if (t.scalar == Scalar::Double) return encode(t, std::nextafter(r, towards));
    return encode(t, std::nextafter(static_cast<float>(r), static_cast<float>(towards)));
}

// The value of integer component i of x, exactly (a long double holds every 64-bit integer).
long double integer_value(const Value& x, int i) {
    switch (x.type.scalar) {
        case Scalar::Int: return x.i(i);
        case Scalar::Uint: return x.u(i);
        case Scalar::Int64: return static_cast<long double>(x.i64(i));
        default: return static_cast<long double>(x.bits[i]);
    }
}

// A float or an integer converted to a float or double: rounded to nearest, and the other neighbour allowed.
template <class C>
void to_floating(const Value* in, int i, C& c, Type t) {
    const Value& x = in[0];
    auto round = [t](long double e) {
        if (t.is_half()) return static_cast<double>(half::value(half::round_nearest_even(e)));
        return t.scalar == Scalar::Double ? static_cast<double>(e) : static_cast<double>(static_cast<float>(e));
    };
    // A float or double input is read as it is (and flushed, if denormal).
    const long double e = x.type.is_float() ? static_cast<long double>(num(x, i)) : integer_value(x, i);
    if (x.type.is_float())
        evaluate_flushing(c, i, in, {"x"}, [&](const Value* v, int k) { return encode(t, round(num(v[0], k))); });
    else
        c.reference().bits[i] = encode(t, round(e));
    const double r = round(e);
    if (std::isfinite(e) && r != e) c.allow(i, "rounded the other way", other_neighbour(t, e, r), kOtherNeighbourWhy);
    if (any_nan(in, 1, i)) c.set_undefined(i, kNanOperandWhy);
}

// The range of an integer type, as exact long doubles.
void range_of(Scalar s, long double& lo, long double& hi) {
    switch (s) {
        case Scalar::Int: lo = -0x1p31L, hi = 0x1p31L - 1; return;
        case Scalar::Uint: lo = 0, hi = 0x1p32L - 1; return;
        case Scalar::Int64: lo = -0x1p63L, hi = 0x1p63L - 1; return;
        default: lo = 0, hi = 0x1p64L - 1; return;
    }
}

// The integer v (in range) into component i of the reference, of scalar type `to`.
template <class C>
void set_integer(C& c, int i, Scalar to, long double v) {
    if (to == Scalar::Int) c.reference().set_i(i, static_cast<int32_t>(v));
    else if (to == Scalar::Uint) c.reference().set_u(i, static_cast<uint32_t>(v));
    else if (to == Scalar::Int64) c.reference().set_i64(i, static_cast<int64_t>(v));
    else c.reference().bits[i] = static_cast<uint64_t>(v);
}

// A float or double converted to an integer type: the fraction dropped, undefined outside the type's range.
template <class C>
void to_integer(const Value* in, int i, C& c, Scalar to) {
    const double v = num(in[0], i);
    const long double t = std::trunc(static_cast<long double>(v));
    if (std::isnan(v)) return c.set_undefined(i, kNanOperandWhy);
    if ((to == Scalar::Uint || to == Scalar::Uint64) && v < 0) return c.set_undefined(i, kNegativeToUintWhy);
    long double lo, hi;
    range_of(to, lo, hi);
    if (!(t >= lo && t <= hi)) return c.set_undefined(i, kOutOfRangeWhy);
    set_integer(c, i, to, t);
}

// An integer converted to another integer type: of one size, the bit pattern (§5.4.1, and the extension for
// int64_t(uint64_t) and uint64_t(int64_t)); between sizes, the value where the new type holds it.
template <class C>
void integer_to_integer(const Value& x, int i, C& c, Scalar to) {
    const Type t = c.reference().type;
    if (x.type.component_bits() == t.component_bits()) {
        c.reference().bits[i] = t.component_bits() == 64 ? x.bits[i] : x.u(i);
        return;
    }
    const long double v = integer_value(x, i);
    long double lo, hi;
    range_of(to, lo, hi);
    if (!(v >= lo && v <= hi)) return c.set_undefined(i, kIntegerOutOfRangeWhy);
    set_integer(c, i, to, v);
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
        if (!x.type.is_float()) return c.reference().set_b(i, integer_value(x, i) != 0);
        evaluate_flushing(c, i, in, {"x"}, [](const Value* v, int k) { return uint64_t{num(v[0], k) != 0}; });
        if (any_nan(in, 1, i)) c.set_undefined(i, kNanOperandWhy);
        return;
    }
    if (t.is_float()) return to_floating(in, i, c, t);
    if (x.type.is_float()) return to_integer(in, i, c, to);
    integer_to_integer(x, i, c, to);
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
// GL_ARB_gpu_shader_int64's conversions: to int64_t and uint64_t, and from them to the other scalar types.
template <class C>
void to_int64_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Int64>(in, i, c); }
template <class C>
void to_uint64_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Uint64>(in, i, c); }
template <class C>
void int_of64_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Int>(in, i, c); }
template <class C>
void uint_of64_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Uint>(in, i, c); }
template <class C>
void float_of64_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Float>(in, i, c); }
template <class C>
void double_of64_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Double>(in, i, c); }
template <class C>
void bool_of64_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Bool>(in, i, c); }
// GL_NV_gpu_shader5's conversions: to float16_t, and from it to the other scalar types.
template <class C>
void to_half_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Half>(in, i, c); }
template <class C>
void int_of16_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Int>(in, i, c); }
template <class C>
void uint_of16_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Uint>(in, i, c); }
template <class C>
void float_of16_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Float>(in, i, c); }
template <class C>
void double_of16_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Double>(in, i, c); }
template <class C>
void bool_of16_lane(const Value* in, int i, C& c) { convert_lane<Scalar::Bool>(in, i, c); }

Type ints(const Value* in) { return in[0].type.with_scalar(Scalar::Int); }
Type uints(const Value* in) { return in[0].type.with_scalar(Scalar::Uint); }
Type floats(const Value* in) { return in[0].type.with_scalar(Scalar::Float); }
Type doubles(const Value* in) { return in[0].type.with_scalar(Scalar::Double); }
Type bools(const Value* in) { return in[0].type.with_scalar(Scalar::Bool); }
Type int64s(const Value* in) { return in[0].type.with_scalar(Scalar::Int64); }
Type uint64s(const Value* in) { return in[0].type.with_scalar(Scalar::Uint64); }
Type halves(const Value* in) { return in[0].type.with_scalar(Scalar::Half); }

}  // namespace

IL_DEFINE_CHOICES(to_int, 1, ints, "int(x)", kConversionWhy)
IL_DEFINE_CHOICES(to_uint, 1, uints, "uint(x)", kConversionWhy)
IL_DEFINE_CHOICES(to_float, 1, floats, "float(x), rounded to nearest", kConversionWhy)
IL_DEFINE_CHOICES(to_double, 1, doubles, "double(x), rounded to nearest", kConversionWhy)
IL_DEFINE_CHOICES(to_bool, 1, bools, "bool(x)", kConversionWhy)
IL_DEFINE_CHOICES(to_int64, 1, int64s, "int64_t(x)", kConversion64Why)
IL_DEFINE_CHOICES(to_uint64, 1, uint64s, "uint64_t(x)", kConversion64Why)
IL_DEFINE_CHOICES(int_of64, 1, ints, "int(x)", kConversion64Why)
IL_DEFINE_CHOICES(uint_of64, 1, uints, "uint(x)", kConversion64Why)
IL_DEFINE_CHOICES(float_of64, 1, floats, "float(x), rounded to nearest", kConversion64Why)
IL_DEFINE_CHOICES(double_of64, 1, doubles, "double(x), rounded to nearest", kConversion64Why)
IL_DEFINE_CHOICES(bool_of64, 1, bools, "bool(x)", kConversion64Why)
IL_DEFINE_CHOICES(to_half, 1, halves, "float16_t(x), rounded to nearest", kConversion16Why)
IL_DEFINE_CHOICES(int_of16, 1, ints, "int(x)", kConversion16Why)
IL_DEFINE_CHOICES(uint_of16, 1, uints, "uint(x)", kConversion16Why)
IL_DEFINE_CHOICES(float_of16, 1, floats, "float(x)", kConversion16Why)
IL_DEFINE_CHOICES(double_of16, 1, doubles, "double(x)", kConversion16Why)
IL_DEFINE_CHOICES(bool_of16, 1, bools, "bool(x)", kConversion16Why)

}  // namespace il::ref::op
