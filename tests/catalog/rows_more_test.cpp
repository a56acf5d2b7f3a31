// The rows of §8.3 (besides fma), §8.6, §8.7 and §8.8 (besides uaddCarry, usubBorrow): one per overload the spec
// lists, each with a reference-page row that exists for its function, a known extension, and a reference that
// fills outputs of the declared types.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "catalog/availability.h"
#include "catalog/catalog.h"
#include "catalog/embedded.h"

namespace il {
namespace {

const std::set<std::string> kAdded = {
    "abs", "sign", "floor", "trunc", "round", "roundEven", "ceil", "fract", "mod", "modf", "min", "max", "clamp",
    "mix", "step", "smoothstep", "isnan", "isinf", "floatBitsToInt", "floatBitsToUint", "intBitsToFloat",
    "uintBitsToFloat", "frexp", "ldexp", "matrixCompMult", "outerProduct", "transpose", "determinant", "inverse",
    "lessThan", "lessThanEqual", "greaterThan", "greaterThanEqual", "equal", "notEqual", "any", "all", "not",
    "umulExtended", "imulExtended", "bitfieldExtract", "bitfieldInsert", "bitfieldReverse", "bitCount", "findLSB",
    "findMSB"};

std::vector<Overload> added_rows() {
    std::vector<Overload> all, rows;
    add_common_rows(all);
    add_integer_rows(all);
    add_matrix_rows(all);
    add_relational_rows(all);
    for (Overload& o : all)
        if (kAdded.count(o.function)) rows.push_back(std::move(o));
    return rows;
}

TEST(RowsMore, DeclarationsAreUnique) {
    std::vector<Overload> all;
    add_common_rows(all);
    add_integer_rows(all);
    add_matrix_rows(all);
    add_relational_rows(all);
    EXPECT_NO_THROW(Catalog{all});
    std::set<std::string> seen;
    for (const Overload& o : all) EXPECT_TRUE(seen.insert(o.declaration()).second) << o.declaration();
}

// Overloads per function: every genType width, the scalar-argument forms for vec2..vec4, every matrix size.
TEST(RowsMore, EveryOverloadOnce) {
    const std::map<std::string, int> expected = {
        {"abs", 12}, {"sign", 12}, {"floor", 8}, {"trunc", 8}, {"round", 8}, {"roundEven", 8}, {"ceil", 8},
        {"fract", 8}, {"mod", 14}, {"modf", 8}, {"min", 28}, {"max", 28}, {"clamp", 28}, {"mix", 34}, {"step", 14},
        {"smoothstep", 14}, {"isnan", 8}, {"isinf", 8}, {"floatBitsToInt", 4}, {"floatBitsToUint", 4},
        {"intBitsToFloat", 4}, {"uintBitsToFloat", 4}, {"frexp", 8}, {"ldexp", 8}, {"matrixCompMult", 18},
        {"outerProduct", 18}, {"transpose", 18}, {"determinant", 6}, {"inverse", 6}, {"lessThan", 12},
        {"lessThanEqual", 12}, {"greaterThan", 12}, {"greaterThanEqual", 12}, {"equal", 15}, {"notEqual", 15},
        {"any", 3}, {"all", 3}, {"not", 3}, {"umulExtended", 4}, {"imulExtended", 4}, {"bitfieldExtract", 8},
        {"bitfieldInsert", 8}, {"bitfieldReverse", 8}, {"bitCount", 8}, {"findLSB", 8}, {"findMSB", 8}};
    std::map<std::string, int> counted;
    for (const Overload& o : added_rows()) ++counted[o.function];
    EXPECT_EQ(counted, expected);
}

TEST(RowsMore, SpecFormsAreThere) {
    std::set<std::string> declarations;
    for (const Overload& o : added_rows()) declarations.insert(o.declaration());
    for (const char* d : {"vec3 min(vec3 x, float y)", "dvec4 clamp(dvec4 x, double minVal, double maxVal)",
                          "ivec2 clamp(ivec2 x, int minVal, int maxVal)", "uvec3 max(uvec3 x, uint y)",
                          "vec2 mix(vec2 x, vec2 y, float a)", "dvec3 mix(dvec3 x, dvec3 y, bvec3 a)",
                          "bvec2 mix(bvec2 x, bvec2 y, bvec2 a)", "uint mix(uint x, uint y, bool a)",
                          "vec4 step(float edge, vec4 x)", "dvec2 smoothstep(double edge0, double edge1, dvec2 x)",
                          "vec3 mod(vec3 x, float y)", "dvec2 modf(dvec2 x, out dvec2 i)",
                          "dvec3 frexp(dvec3 x, out ivec3 exp)", "vec2 ldexp(vec2 x, ivec2 exp)",
                          "bvec4 isnan(vec4 x)", "uvec2 floatBitsToUint(vec2 value)",
                          "vec3 uintBitsToFloat(uvec3 value)",
                          "mat2x3 outerProduct(vec3 c, vec2 r)", "dmat4x2 outerProduct(dvec2 c, dvec4 r)",
                          "mat3x2 transpose(mat2x3 m)", "dmat4 matrixCompMult(dmat4 x, dmat4 y)",
                          "double determinant(dmat3 m)", "mat4 inverse(mat4 m)", "bvec2 lessThan(dvec2 x, dvec2 y)",
                          "bvec3 notEqual(bvec3 x, bvec3 y)", "bvec4 equal(uvec4 x, uvec4 y)", "bool any(bvec2 x)",
                          "bvec3 not(bvec3 x)", "void umulExtended(uvec3 x, uvec3 y, out uvec3 msb, out uvec3 lsb)",
                          "void imulExtended(int x, int y, out int msb, out int lsb)",
                          "ivec2 bitfieldExtract(ivec2 value, int offset, int bits)",
                          "uvec4 bitfieldInsert(uvec4 base, uvec4 insert, int offset, int bits)",
                          "ivec4 bitCount(uvec4 value)", "int findMSB(uint value)"})
        EXPECT_TRUE(declarations.count(d)) << d;
    // genType = float already is the scalar-argument form.
    for (const char* d : {"float min(float x, float y)", "float step(float edge, float x)"})
        EXPECT_EQ(declarations.count(d), 1u) << d;
}

TEST(RowsMore, CallTemplates) {
    std::map<std::string, std::string> calls;
    for (const Overload& o : added_rows()) calls[o.declaration()] = o.call;
    EXPECT_EQ(calls["void umulExtended(uint x, uint y, out uint msb, out uint lsb)"],
              "umulExtended({0}, {1}, {out0}, {out1})");
    EXPECT_EQ(calls["vec2 modf(vec2 x, out vec2 i)"], "modf({0}, {out0})");
    EXPECT_EQ(calls["float frexp(float x, out int exp)"], "frexp({0}, {out0})");
    EXPECT_EQ(calls["bvec2 not(bvec2 x)"], "not({0})");
    EXPECT_EQ(calls["ivec3 bitfieldInsert(ivec3 base, ivec3 insert, int offset, int bits)"],
              "bitfieldInsert({0}, {1}, {2}, {3})");
}

// The row label must be one of the function's rows in the reference pages' table, so availability comes from it.
TEST(RowsMore, RefpageRowsExist) {
    const auto table = nlohmann::json::parse(embedded_file("refpage_versions.json")).at("functions");
    for (const Overload& o : added_rows()) {
        ASSERT_TRUE(table.contains(o.function)) << o.function;
        EXPECT_TRUE(table.at(o.function).at("rows").contains(o.refpage_row)) << o.declaration() << ": '"
                                                                              << o.refpage_row << "'";
        EXPECT_TRUE(availability(o, Profile{450, {}}).available) << o.declaration();
        for (const std::string& e : o.extensions) EXPECT_TRUE(is_known_extension(e)) << o.declaration() << " " << e;
    }
}

// Every row's reference runs on ordinary inputs and fills each output with a value of the declared type.
TEST(RowsMore, ReferencesFillDeclaredTypes) {
    for (const Overload& o : added_rows()) {
        std::vector<Value> in;
        for (const Param& p : o.inputs()) {
            Value v = make_value(p.type);
            for (int i = 0; i < v.size(); ++i) {
                if (p.type.scalar == Scalar::Float) v.set_f(i, 1.0f + static_cast<float>(i == p.type.rows + 1));
                else if (p.type.scalar == Scalar::Double) v.set_d(i, 1.0 + (i == p.type.rows + 1));
                else v.bits[i] = 1;  // offset 1 and bits 1 for the bitfield functions
            }
            in.push_back(v);
        }
        std::vector<Expected> out;
        for (const Param& p : o.outputs()) out.push_back(Expected{p.name, make_value(p.type), {}});
        o.reference(in.data(), out.data());
        const auto outputs = o.outputs();
        for (size_t k = 0; k < out.size(); ++k) {
            EXPECT_EQ(out[k].reference.type, outputs[k].type) << o.declaration() << " output " << k;
            EXPECT_NE(out[k].rule.why.find("GLSL"), std::string::npos) << o.declaration();
            EXPECT_NE(out[k].rule.why.find(o.section.substr(10)), std::string::npos) << o.declaration() << ": "
                                                                                     << out[k].rule.why;
        }
    }
}

}  // namespace
}  // namespace il
