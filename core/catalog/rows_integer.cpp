// GLSL 4.50 §8.8 Integer Functions.
#include "catalog/catalog.h"
#include "reference/integer.h"

namespace il {

void add_integer_rows(std::vector<Overload>& rows) {
    const std::vector<std::string> gpu_shader5{"GL_ARB_gpu_shader5"};
    for (Type t : gen_types(Scalar::Uint)) {
        rows.push_back({"uaddCarry", t, {{"x", t}, {"y", t}, {"carry", t, true}}, "uaddCarry({0}, {1}, {out0})", "",
                        "uaddCarry", 0, gpu_shader5, ref::uaddCarry, "integer", "GLSL 4.50 §8.8",
                        "x + y modulo 2^32; carry is 0 if the sum is below 2^32, else 1"});
        rows.push_back({"usubBorrow", t, {{"x", t}, {"y", t}, {"borrow", t, true}}, "usubBorrow({0}, {1}, {out0})",
                        "", "usubBorrow", 0, gpu_shader5, ref::usubBorrow, "integer", "GLSL 4.50 §8.8",
                        "x - y if non-negative, else 2^32 + x - y; borrow is 0 if x >= y, else 1"});
    }
}

}  // namespace il
