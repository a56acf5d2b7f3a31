// GLSL 4.50 §8.5 Geometric Functions: genType and genDType (cross: vec3 and dvec3).
#include "catalog/catalog.h"
#include "reference/geometric.h"

namespace il {

void add_geometric_rows(std::vector<Overload>& rows) {
    for (Scalar s : {Scalar::Float, Scalar::Double}) {
        const bool dbl = s == Scalar::Double;
        const std::string family = dbl ? " (genDType)" : " (genType)";
        const std::vector<std::string> ext = dbl ? std::vector<std::string>{"GL_ARB_gpu_shader_fp64"}
                                                 : std::vector<std::string>{};
        const Type scalar{s};
        auto add = [&](const char* name, Type ret, std::vector<Param> params, const char* call, std::string row,
                       ReferenceFn fn, const char* what) {
            rows.push_back({name, ret, std::move(params), call, "", std::move(row), 0, ext, fn, "geometric",
                            "GLSL 4.50 §8.5", what});
        };
        for (Type t : gen_types(s)) {
            add("length", scalar, {{"x", t}}, "length({0})", std::string("length") + family, ref::length,
                "the length of vector x, i.e. sqrt(x[0]^2 + x[1]^2 + ...)");
            rows.back().lanes = &ref::length_lanes;
            add("distance", scalar, {{"p0", t}, {"p1", t}}, "distance({0}, {1})", std::string("distance") + family,
                ref::distance, "the distance between p0 and p1, i.e. length(p0 - p1)");
            rows.back().lanes = &ref::distance_lanes;
            add("dot", scalar, {{"x", t}, {"y", t}}, "dot({0}, {1})", std::string("dot") + family, ref::dot,
                "the dot product of x and y, i.e. x[0]·y[0] + x[1]·y[1] + ...");
            rows.back().lanes = &ref::dot_lanes;
            add("normalize", t, {{"x", t}}, "normalize({0})", std::string("normalize") + family, ref::normalize,
                "a vector in the same direction as x but with a length of 1, i.e. x / length(x)");
            rows.back().lanes = &ref::normalize_lanes;
            add("faceforward", t, {{"N", t}, {"I", t}, {"Nref", t}}, "faceforward({0}, {1}, {2})",
                std::string("faceforward") + family, ref::faceforward, "N if dot(Nref, I) < 0, otherwise -N");
            rows.back().choices = &ref::faceforward_choices;
            add("reflect", t, {{"I", t}, {"N", t}}, "reflect({0}, {1})", std::string("reflect") + family,
                ref::reflect, "the reflection direction I - 2·dot(N, I)·N (N must already be normalized)");
            rows.back().lanes = t.components() == 1 ? &ref::reflect_scalar_lanes : &ref::reflect_lanes;
            add("refract", t, {{"I", t}, {"N", t}, {"eta", scalar}}, "refract({0}, {1}, {2})",
                std::string("refract") + family, ref::refract,
                "the refraction vector for incident I, normal N and index ratio eta: with "
                "k = 1 - eta·eta·(1 - dot(N, I)·dot(N, I)), 0 if k < 0, else eta·I - (eta·dot(N, I) + sqrt(k))·N");
            rows.back().lanes = &ref::refract_lanes;
        }
        const Type vec3 = vec_of(s, 3);
        add("cross", vec3, {{"x", vec3}, {"y", vec3}}, "cross({0}, {1})", dbl ? "cross (dvec3)" : "cross (vec3)",
            ref::cross, "the cross product (x[1]·y[2] - y[1]·x[2], x[2]·y[0] - y[2]·x[0], x[0]·y[1] - y[0]·x[1])");
        rows.back().lanes = &ref::cross_lanes;
    }
}

}  // namespace il
