#include "value/format.h"

#include <charconv>
#include <cmath>
#include <cstdio>

#include "precision/half.h"

namespace il {

double component_as_double(const Value& v, int i) {
    switch (v.type.scalar) {
        case Scalar::Bool: return v.b(i) ? 1.0 : 0.0;
        case Scalar::Int: return v.i(i);
        case Scalar::Uint: return v.u(i);
        case Scalar::Float: return v.f(i);
        case Scalar::Double: return v.d(i);
        case Scalar::Int64: return static_cast<double>(v.i64(i));
        case Scalar::Uint64: return static_cast<double>(v.bits[i]);
        case Scalar::Half: return static_cast<double>(half::value(static_cast<uint16_t>(v.bits[i])));
    }
    return 0;
}

std::string component_hex(const Value& v, int i) {
    char buf[24];
    if (v.type.component_bits() == 64)
        std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(v.bits[i]));
    else if (v.type.is_half())
        std::snprintf(buf, sizeof buf, "0x%04x", static_cast<unsigned>(v.bits[i] & 0xffff));
    else
        std::snprintf(buf, sizeof buf, "0x%08x", v.u(i));
    return buf;
}

template <typename F>
static std::string shortest(F x) {
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, x);
    std::string s(buf, r.ptr);
    if (s.find_first_of(".en") == std::string::npos) s += ".0";  // keep it a float literal
    return s;
}

std::string component_text(const Value& v, int i) {
    switch (v.type.scalar) {
        case Scalar::Bool: return v.b(i) ? "true" : "false";
        case Scalar::Int: return std::to_string(v.i(i));
        case Scalar::Uint: return std::to_string(v.u(i)) + "u";
        case Scalar::Float:
            if (!std::isfinite(v.f(i))) return "floatBits(" + component_hex(v, i) + ")";
            return shortest(v.f(i));
        case Scalar::Double:
            if (!std::isfinite(v.d(i))) return "doubleBits(" + component_hex(v, i) + ")";
            return shortest(v.d(i)) + "lf";
        // GL_ARB_gpu_shader_int64 §4.1.3: the suffix l makes an int64_t literal, ul a uint64_t one.
        case Scalar::Int64: return std::to_string(v.i64(i)) + "l";
        case Scalar::Uint64: return std::to_string(v.bits[i]) + "ul";
        // GL_NV_gpu_shader5 has no half literal: a float16_t is a float constructor's argument, and every half is
        // a float exactly (halfBits(0x7c00) for the infinities and NaNs, as floatBits is for floats).
        case Scalar::Half: {
            const double x = component_as_double(v, i);
            if (!std::isfinite(x)) return "halfBits(" + component_hex(v, i) + ")";
            return "float16_t(" + shortest(static_cast<float>(x)) + ")";
        }
    }
    return "?";
}

std::string value_text(const Value& v) {
    if (v.size() == 1) return component_text(v, 0);
    std::string s = type_name(v.type) + "(";
    for (int i = 0; i < v.size(); ++i) s += (i ? ", " : "") + component_text(v, i);
    return s + ")";
}

std::string component_binary(const Value& v, int i) {
    int width = v.type.component_bits();
    std::string s;
    for (int b = width - 1; b >= 0; --b) {
        s += (v.bits[i] >> b & 1) ? '1' : '0';
        bool gap;
        if (v.type.is_float()) {
            const FloatFormat& f = format_of_width(width);
            gap = b == width - 1 || b == f.fraction_bits();
        } else {
            gap = b % 8 == 0;
        }
        if (gap && b != 0) s += ' ';
    }
    return s;
}

FloatFields float_fields(const Value& v, int i) {
    const FloatFormat& fmt = format_of_width(v.type.component_bits());
    int mant_bits = fmt.fraction_bits(), exp_bits = fmt.exponent_bits(), bias = fmt.bias();
    uint64_t b = v.bits[i];
    FloatFields f;
    f.negative = (b >> (mant_bits + exp_bits)) & 1;
    f.exponent_bits = static_cast<uint32_t>((b >> mant_bits) & ((1u << exp_bits) - 1));
    f.mantissa = b & ((uint64_t{1} << mant_bits) - 1);
    uint32_t emax = (1u << exp_bits) - 1;
    if (f.exponent_bits == 0) {
        f.kind = f.mantissa ? "denormal" : "zero";
        f.exponent = 1 - bias;
    } else if (f.exponent_bits == emax) {
        f.kind = f.mantissa ? "nan" : "infinity";
        f.exponent = 0;
    } else {
        f.exponent = static_cast<int>(f.exponent_bits) - bias;
    }
    return f;
}

std::string float_fields_text(const Value& v, int i) {
    FloatFields f = float_fields(v, i);
    const FloatFormat& fmt = format_of_width(v.type.component_bits());
    const char* sign = f.negative ? "-" : "+";
    char buf[128];
    if (f.exponent_bits == (1u << fmt.exponent_bits()) - 1) {
        if (f.mantissa == 0) std::snprintf(buf, sizeof buf, "%s inf (infinity)", sign);
        else
            std::snprintf(buf, sizeof buf, "%s nan payload 0x%llx (nan)", sign,
                          static_cast<unsigned long long>(f.mantissa));
        return buf;
    }
    // Zero has no exponent worth showing: "2^-126 x 0.0000000" reads like a denormal.
    if (f.exponent_bits == 0 && f.mantissa == 0) return std::string(sign) + "0 (zero)";
    // The significand 1.m (0.m for denormals), with enough decimals to tell neighbouring mantissas apart.
    double significand = (f.exponent_bits ? 1.0 : 0.0) + std::ldexp(static_cast<double>(f.mantissa), -fmt.fraction_bits());
    // Enough decimals to tell neighbouring significands apart: 16 for a double, 7 for a float, 4 for a half.
    const int decimals = fmt.digits == 53 ? 16 : fmt.digits == 24 ? 7 : 4;
    std::snprintf(buf, sizeof buf, "%s 2^%d x %.*f (%s)", sign, f.exponent, decimals, significand, f.kind);
    return buf;
}

}  // namespace il
