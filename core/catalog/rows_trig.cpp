// GLSL 4.50 §8.1 Angle and Trigonometry Functions: genType only (there are no double versions). Each row takes its
// built-in's lane definition (reference/trig.cpp), which gives its reference and its bulk judge.
#include "catalog/catalog.h"
#include "reference/trig.h"

namespace il {

void add_trig_rows(std::vector<Overload>& rows) {
    auto add = [&](const char* name, std::vector<Param> params, const Lanes& d, const char* what) {
        for (Type t : gen_types(Scalar::Float)) {
            std::vector<Param> typed = params;
            for (Param& p : typed) p.type = t;
            std::string call = std::string(name) + "({0}" + (typed.size() > 1 ? ", {1})" : ")");
            Overload o{name, t, typed, call, "", name, 0, {}, d.reference, "trig", "GLSL 4.50 §8.1", what};
            o.lanes = &d;
            rows.push_back(std::move(o));
        }
    };
    auto unary = [&](const char* name, const char* param, const Lanes& d, const char* what) {
        add(name, {{param, Type{Scalar::Float}}}, d, what);
    };
    unary("radians", "degrees", ref::radians_lanes, "converts degrees to radians, i.e. (π / 180) · degrees");
    unary("degrees", "radians", ref::degrees_lanes, "converts radians to degrees, i.e. (180 / π) · radians");
    unary("sin", "angle", ref::sin_lanes, "the standard trigonometric sine function");
    unary("cos", "angle", ref::cos_lanes, "the standard trigonometric cosine function");
    unary("tan", "angle", ref::tan_lanes, "the standard trigonometric tangent");
    unary("asin", "x", ref::asin_lanes, "arc sine: an angle in [-π/2, π/2] whose sine is x; undefined if |x| > 1");
    unary("acos", "x", ref::acos_lanes, "arc cosine: an angle in [0, π] whose cosine is x; undefined if |x| > 1");
    add("atan", {{"y", Type{Scalar::Float}}, {"x", Type{Scalar::Float}}}, ref::atan_lanes,
        "arc tangent: an angle in [-π, π] whose tangent is y / x, the quadrant from the signs of x and y; undefined "
        "if x and y are both 0");
    unary("atan", "y_over_x", ref::atan_y_over_x_lanes,
          "arc tangent: an angle in [-π/2, π/2] whose tangent is y_over_x");
    unary("sinh", "x", ref::sinh_lanes, "the hyperbolic sine function (e^x - e^-x) / 2");
    unary("cosh", "x", ref::cosh_lanes, "the hyperbolic cosine function (e^x + e^-x) / 2");
    unary("tanh", "x", ref::tanh_lanes, "the hyperbolic tangent function sinh(x) / cosh(x)");
    unary("asinh", "x", ref::asinh_lanes, "arc hyperbolic sine; the inverse of sinh");
    unary("acosh", "x", ref::acosh_lanes, "arc hyperbolic cosine; the non-negative inverse of cosh; undefined if x < 1");
    unary("atanh", "x", ref::atanh_lanes, "arc hyperbolic tangent; the inverse of tanh; undefined if |x| >= 1");
}

}  // namespace il
