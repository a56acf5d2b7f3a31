#include "fold/constant_text.h"

#include <charconv>
#include <cmath>
#include <cstdint>

namespace il {
namespace {

// The shortest decimal of d that strtod reads back to d; a '.0' where it would otherwise read as an integer.
std::string shortest_decimal(double d) {
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, d);
    std::string s(buf, r.ptr);
    if (s.find_first_of(".e") == std::string::npos) s += ".0";
    return s;
}

std::string no_literal_why(bool nan, bool negative) {
    if (nan) return "NaN has no GLSL literal (§4.1.4)";
    return std::string(negative ? "-Inf" : "+Inf") + " has no GLSL literal (§4.1.4)";
}

}  // namespace

ConstantText component_constant(const Value& v, int i) {
    ConstantText t;
    switch (v.type.scalar) {
        case Scalar::Bool: t.text = v.b(i) ? "true" : "false"; break;
        case Scalar::Int:
            // 0x80000000: §4.1.3 reads a literal as its 32-bit pattern; "-2147483648" negates an out-of-range literal.
            t.text = v.i(i) == INT32_MIN ? std::string("0x80000000") : std::to_string(v.i(i));
            break;
        case Scalar::Uint: t.text = std::to_string(v.u(i)) + "u"; break;
        case Scalar::Int64:
            t.text = v.i64(i) == INT64_MIN ? std::string("0x8000000000000000l") : std::to_string(v.i64(i)) + "l";
            break;
        case Scalar::Uint64: t.text = std::to_string(v.bits[i]) + "ul"; break;
        case Scalar::Float: {
            const float f = v.f(i);
            if (!std::isfinite(f)) t.why = no_literal_why(std::isnan(f), std::signbit(f));
            // (double)f is exact, so the shortest decimal of the double reads back to f in double and in float.
            else t.text = shortest_decimal(static_cast<double>(f));
            break;
        }
        case Scalar::Double: {
            const double d = v.d(i);
            if (!std::isfinite(d)) t.why = no_literal_why(std::isnan(d), std::signbit(d));
            else t.text = shortest_decimal(d) + "lf";
            break;
        }
        case Scalar::Half: {
            // GL_NV_gpu_shader5 has no half literal: a float constructor of the half's exact value, a constant
            // expression (§4.3.3) that converts without rounding.
            const double h = component_as_double(v, i);
            if (!std::isfinite(h)) t.why = no_literal_why(std::isnan(h), std::signbit(h));
            else t.text = "float16_t(" + shortest_decimal(h) + ")";
            break;
        }
    }
    return t;
}

ConstantText constant_text(const Value& v) {
    if (v.size() == 1) return component_constant(v, 0);
    ConstantText t;
    std::string s = type_name(v.type) + "(";
    for (int i = 0; i < v.size(); ++i) {
        ConstantText c = component_constant(v, i);
        if (!c.text) {
            c.why = "component " + std::to_string(i) + ": " + c.why;
            return c;
        }
        s += (i ? ", " : "") + *c.text;
    }
    t.text = s + ")";
    return t;
}

}  // namespace il
