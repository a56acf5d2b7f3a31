// GLSL 4.50 §8.8 Integer Functions.
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/integer.h"

namespace il {

void add_integer_rows(std::vector<Overload>& rows) {
    // GL_ARB_gpu_shader5 (GLSL 1.50) and GL_MESA_shader_integer_functions (extension 495, GLSL 1.30: these
    // functions of ARB_gpu_shader5, same definitions) bring every function of this table to older versions.
    const std::vector<std::string> gpu_shader5{"GL_ARB_gpu_shader5", "GL_MESA_shader_integer_functions"};
    for (Type t : gen_types(Scalar::Uint)) {
        rows.push_back({"uaddCarry", t, {{"x", t}, {"y", t}, {"carry", t, true}}, "uaddCarry({0}, {1}, {out0})", "",
                        "uaddCarry", 0, gpu_shader5, ref::uaddCarry, "integer", "GLSL 4.50 §8.8",
                        "x + y modulo 2^32; carry is 0 if the sum is below 2^32, else 1"});
        rows.push_back({"usubBorrow", t, {{"x", t}, {"y", t}, {"borrow", t, true}}, "usubBorrow({0}, {1}, {out0})",
                        "", "usubBorrow", 0, gpu_shader5, ref::usubBorrow, "integer", "GLSL 4.50 §8.8",
                        "x - y if non-negative, else 2^32 + x - y; borrow is 0 if x >= y, else 1"});
    }
    // The reference pages list imulExtended under the umulExtended row and bitfieldExtract under "bitfieldInsert".
    const rows::Chapter where{"integer", "GLSL 4.50 §8.8"};
    for (Type t : gen_types(Scalar::Uint))
        rows.push_back(rows::row(where, "umulExtended", std::nullopt, {{"x", t}, {"y", t}, {"msb", t, true},
                                 {"lsb", t, true}}, "umulExtended", gpu_shader5, ref::umulExtended_choices,
                                 "the 64-bit product of x and y: msb its 32 most significant bits, lsb the 32 least"));
    for (Type t : gen_types(Scalar::Int))
        rows.push_back(rows::row(where, "imulExtended", std::nullopt, {{"x", t}, {"y", t}, {"msb", t, true},
                                 {"lsb", t, true}}, "umulExtended", gpu_shader5, ref::imulExtended_choices,
                                 "the 64-bit signed product of x and y: msb its 32 most significant bits, lsb the 32 "
                                 "least"));
    for (Scalar s : {Scalar::Int, Scalar::Uint})
        for (Type t : gen_types(s)) {
            const Type result = t.with_scalar(Scalar::Int);
            rows.push_back(rows::row(where, "bitfieldExtract", t, {{"value", t}, {"offset", kInt}, {"bits", kInt}},
                                     "bitfieldInsert", gpu_shader5, ref::bitfieldExtract_choices,
                                     "bits [offset, offset + bits - 1] of value in the low bits, sign-extended for "
                                     "int"));
            rows.push_back(rows::row(where, "bitfieldInsert", t,
                                     {{"base", t}, {"insert", t}, {"offset", kInt}, {"bits", kInt}}, "bitfieldInsert",
                                     gpu_shader5, ref::bitfieldInsert_choices,
                                     "base with bits [offset, offset + bits - 1] taken from the low bits of insert"));
            rows.push_back(rows::row(where, "bitfieldReverse", t, {{"value", t}}, "bitfieldReverse", gpu_shader5,
                                     ref::bitfieldReverse_choices, "bit n of the result is bit 31 - n of value"));
            rows.push_back(rows::row(where, "bitCount", result, {{"value", t}}, "bitCount", gpu_shader5,
                                     ref::bitCount_choices, "the number of one bits in value"));
            rows.push_back(rows::row(where, "findLSB", result, {{"value", t}}, "findLSB", gpu_shader5, ref::findLSB_choices,
                                     "the bit number of the least significant one bit; -1 for zero"));
            rows.push_back(rows::row(where, "findMSB", result, {{"value", t}}, "findMSB", gpu_shader5, ref::findMSB_choices,
                                     "the bit number of the most significant one bit (zero bit for negative int); "
                                     "-1 for 0 and -1"));
        }
}

}  // namespace il
