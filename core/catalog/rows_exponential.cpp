// GLSL 4.50 §8.2 Exponential Functions: genType, and genDType for sqrt and inversesqrt.
#include "catalog/catalog.h"
#include "reference/exponential.h"

namespace il {

void add_exponential_rows(std::vector<Overload>& rows) {
    const std::vector<std::string> fp64{"GL_ARB_gpu_shader_fp64"};
    auto unary = [&](const char* name, Scalar s, const char* row, ReferenceFn fn, const char* what) {
        for (Type t : gen_types(s))
            rows.push_back({name, t, {{"x", t}}, std::string(name) + "({0})", "", row, 0,
                            s == Scalar::Double ? fp64 : std::vector<std::string>{}, fn, "exponential",
                            "GLSL 4.50 §8.2", what});
    };
    for (Type t : gen_types(Scalar::Float))
        rows.push_back({"pow", t, {{"x", t}, {"y", t}}, "pow({0}, {1})", "", "pow", 0, {}, ref::pow, "exponential",
                        "GLSL 4.50 §8.2",
                        "x raised to the y power, i.e. x^y; undefined if x < 0, or x = 0 and y <= 0"});
    unary("exp", Scalar::Float, "exp", ref::exp, "the natural exponentiation of x, i.e. e^x");
    unary("log", Scalar::Float, "log (genType)", ref::log,
          "the natural logarithm of x: the y with x = e^y; undefined if x <= 0");
    unary("exp2", Scalar::Float, "exp2", ref::exp2, "2 raised to the x power, i.e. 2^x");
    unary("log2", Scalar::Float, "log2", ref::log2,
          "the base 2 logarithm of x: the y with x = 2^y; undefined if x <= 0");
    unary("sqrt", Scalar::Float, "sqrt (genType)", ref::sqrt, "sqrt(x); undefined if x < 0");
    unary("sqrt", Scalar::Double, "sqrt (genDType)", ref::sqrt, "sqrt(x); undefined if x < 0");
    unary("inversesqrt", Scalar::Float, "inversesqrt (genType)", ref::inversesqrt, "1 / sqrt(x); undefined if x <= 0");
    unary("inversesqrt", Scalar::Double, "inversesqrt (genDType)", ref::inversesqrt,
          "1 / sqrt(x); undefined if x <= 0");
}

}  // namespace il
