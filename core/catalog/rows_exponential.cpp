// GLSL 4.50 §8.2 Exponential Functions: genType, and genDType for sqrt and inversesqrt. Each row takes its built-in's
// lane definition (reference/exponential.cpp), which gives its reference and its bulk judge.
#include "catalog/catalog.h"
#include "reference/exponential.h"

namespace il {

void add_exponential_rows(std::vector<Overload>& rows) {
    const std::vector<std::string> fp64{"GL_ARB_gpu_shader_fp64"};
    auto add = [&](const char* name, Scalar s, const char* row, std::vector<const char*> params, const Lanes& d,
                   const char* what) {
        for (Type t : gen_types(s)) {
            std::vector<Param> typed;
            for (const char* p : params) typed.push_back({p, t});
            std::string call = std::string(name) + "({0}" + (typed.size() > 1 ? ", {1})" : ")");
            Overload o{name, t, typed, call, "", row, 0, s == Scalar::Double ? fp64 : std::vector<std::string>{},
                       d.reference, "exponential", "GLSL 4.50 §8.2", what};
            o.lanes = &d;
            rows.push_back(std::move(o));
        }
    };
    add("pow", Scalar::Float, "pow", {"x", "y"}, ref::pow_lanes,
        "x raised to the y power, i.e. x^y; undefined if x < 0, or x = 0 and y <= 0");
    add("exp", Scalar::Float, "exp", {"x"}, ref::exp_lanes, "the natural exponentiation of x, i.e. e^x");
    add("log", Scalar::Float, "log (genType)", {"x"}, ref::log_lanes,
        "the natural logarithm of x: the y with x = e^y; undefined if x <= 0");
    add("exp2", Scalar::Float, "exp2", {"x"}, ref::exp2_lanes, "2 raised to the x power, i.e. 2^x");
    add("log2", Scalar::Float, "log2", {"x"}, ref::log2_lanes,
        "the base 2 logarithm of x: the y with x = 2^y; undefined if x <= 0");
    add("sqrt", Scalar::Float, "sqrt (genType)", {"x"}, ref::sqrt_lanes, "sqrt(x); undefined if x < 0");
    add("sqrt", Scalar::Double, "sqrt (genDType)", {"x"}, ref::sqrt_lanes, "sqrt(x); undefined if x < 0");
    add("inversesqrt", Scalar::Float, "inversesqrt (genType)", {"x"}, ref::inversesqrt_lanes,
        "1 / sqrt(x); undefined if x <= 0");
    add("inversesqrt", Scalar::Double, "inversesqrt (genDType)", {"x"}, ref::inversesqrt_lanes,
        "1 / sqrt(x); undefined if x <= 0");
}

}  // namespace il
