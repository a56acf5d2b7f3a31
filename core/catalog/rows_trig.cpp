// GLSL 4.50 §8.1 Angle and Trigonometry Functions: genType only (there are no double versions).
#include "catalog/catalog.h"
#include "reference/trig.h"

namespace il {

void add_trig_rows(std::vector<Overload>& rows) {
    auto unary = [&](const char* name, const char* param, ReferenceFn fn, const char* what) {
        for (Type t : gen_types(Scalar::Float))
            rows.push_back({name, t, {{param, t}}, std::string(name) + "({0})", "", name, 0, {}, fn, "trig",
                            "GLSL 4.50 §8.1", what});
    };
    unary("radians", "degrees", ref::radians, "converts degrees to radians, i.e. (π / 180) · degrees");
    unary("degrees", "radians", ref::degrees, "converts radians to degrees, i.e. (180 / π) · radians");
    unary("sin", "angle", ref::sin, "the standard trigonometric sine function");
    unary("cos", "angle", ref::cos, "the standard trigonometric cosine function");
    unary("tan", "angle", ref::tan, "the standard trigonometric tangent");
    unary("asin", "x", ref::asin, "arc sine: an angle in [-π/2, π/2] whose sine is x; undefined if |x| > 1");
    unary("acos", "x", ref::acos, "arc cosine: an angle in [0, π] whose cosine is x; undefined if |x| > 1");
    for (Type t : gen_types(Scalar::Float))
        rows.push_back({"atan", t, {{"y", t}, {"x", t}}, "atan({0}, {1})", "", "atan", 0, {}, ref::atan, "trig",
                        "GLSL 4.50 §8.1",
                        "arc tangent: an angle in [-π, π] whose tangent is y / x, the quadrant from the signs of x "
                        "and y; undefined if x and y are both 0"});
    unary("atan", "y_over_x", ref::atan_y_over_x, "arc tangent: an angle in [-π/2, π/2] whose tangent is y_over_x");
    unary("sinh", "x", ref::sinh, "the hyperbolic sine function (e^x - e^-x) / 2");
    unary("cosh", "x", ref::cosh, "the hyperbolic cosine function (e^x + e^-x) / 2");
    unary("tanh", "x", ref::tanh, "the hyperbolic tangent function sinh(x) / cosh(x)");
    unary("asinh", "x", ref::asinh, "arc hyperbolic sine; the inverse of sinh");
    unary("acosh", "x", ref::acosh, "arc hyperbolic cosine; the non-negative inverse of cosh; undefined if x < 1");
    unary("atanh", "x", ref::atanh, "arc hyperbolic tangent; the inverse of tanh; undefined if |x| >= 1");
}

}  // namespace il
