// GLSL 4.50 §8.3 Common Functions.
#include "catalog/catalog.h"
#include "reference/common.h"

namespace il {

void add_common_rows(std::vector<Overload>& rows) {
    for (Type t : gen_types(Scalar::Float))
        rows.push_back({"fma", t, {{"a", t}, {"b", t}, {"c", t}}, "fma({0}, {1}, {2})", "", "fma (genType)", 0,
                        {"GL_ARB_gpu_shader5"}, ref::fma, "common", "GLSL 4.50 §8.3",
                        "a * b + c, where possible as a fused multiply-add"});
    for (Type t : gen_types(Scalar::Double))
        rows.push_back({"fma", t, {{"a", t}, {"b", t}, {"c", t}}, "fma({0}, {1}, {2})", "", "fma (genDType)", 0,
                        {"GL_ARB_gpu_shader_fp64"}, ref::fma, "common", "GLSL 4.50 §8.3",
                        "a * b + c, where possible as a fused multiply-add"});
}

}  // namespace il
