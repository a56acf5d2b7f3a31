// The §5 rows (catalog/rows_operators.cpp): one per operator overload, named "operator" and the symbol, whose call is
// the expression itself; conversion constructors named for their type. Counts worked from §5.9: + - * / for float,
// double, int and uint, each with 4 same-type rows and 3 sizes of vector op scalar and scalar op vector.
#include <gtest/gtest.h>

#include "catalog/availability.h"
#include "catalog/catalog.h"

namespace il {
namespace {

const Overload& row(const std::string& declaration) {
    const Overload* o = Catalog::get().by_declaration(declaration);
    if (!o) throw std::runtime_error("no row " + declaration);
    return *o;
}

TEST(OperatorRows, Counts) {
    const Catalog& c = Catalog::get();
    // GL_ARB_gpu_shader_int64's rows for int64_t and uint64_t follow each core count, then GL_NV_gpu_shader5's for
    // float16_t (4 same-type rows, 3 sizes of vector op scalar and of scalar op vector, unary - on 4 sizes).
    EXPECT_EQ(c.overloads_of("operator/").size(), 4u * (4 + 3 + 3) + 2u * (4 + 3 + 3) + (4 + 3 + 3));
    EXPECT_EQ(c.overloads_of("operator%").size(), 2u * (4 + 3 + 3) + 2u * (4 + 3 + 3));
    // Binary for four scalar types, unary for the same four.
    EXPECT_EQ(c.overloads_of("operator-").size(),
              4u * (4 + 3 + 3) + 4u * 4 + 2u * (4 + 3 + 3) + 2u * 4 + (4 + 3 + 3) + 4);
    // Binary, and m * v, v * m, m * m for mat2 to mat4.
    EXPECT_EQ(c.overloads_of("operator*").size(), 4u * (4 + 3 + 3) + 3u * 3 + 2u * (4 + 3 + 3) + (4 + 3 + 3));
    // int and uint, 4 sizes, and ivec/uvec by a scalar count; the 64-bit types by a count of their own type and by
    // an int count.
    EXPECT_EQ(c.overloads_of("operator<<").size(), 2u * (4 + 3) + 2u * 2 * (4 + 3));
    EXPECT_EQ(c.overloads_of("operator<").size(), 4u + 2 + 1);
    EXPECT_EQ(c.overloads_of("operator==").size(), 5u * 4 + 2u * 4 + 4);
    EXPECT_EQ(c.overloads_of("operator^^").size(), 1u);
    // int from uint, float, double and bool, from int64_t and uint64_t, and from float16_t.
    EXPECT_EQ(c.overloads_of("int").size(), 4u + 2 + 1);
    EXPECT_EQ(c.overloads_of("bool").size(), 4u + 2 + 1);
    // int64_t from int, uint, float, double, bool and uint64_t.
    EXPECT_EQ(c.overloads_of("int64_t").size(), 6u);
    // float16_t from int, uint, float, double and bool.
    EXPECT_EQ(c.overloads_of("float16_t").size(), 5u);
}

TEST(OperatorRows, CallIsTheExpression) {
    EXPECT_EQ(row("float operator/(float a, float b)").call, "{0} / {1}");
    EXPECT_EQ(row("vec3 operator*(float a, vec3 b)").call, "{0} * {1}");
    EXPECT_EQ(row("int operator-(int a)").call, "-{0}");
    EXPECT_EQ(row("bool operator!(bool a)").call, "!{0}");
    EXPECT_EQ(row("uvec2 operator<<(uvec2 a, uint b)").call, "{0} << {1}");
    EXPECT_EQ(row("vec4 operator*(mat4 m, vec4 v)").call, "{0} * {1}");
    EXPECT_EQ(row("int int(float x)").call, "int({0})");
    EXPECT_EQ(row("uint uint(int x)").call, "uint({0})");
}

TEST(OperatorRows, ChaptersOfSection5) {
    EXPECT_EQ(row("float operator+(float a, float b)").chapter, "operators");
    EXPECT_EQ(row("float operator+(float a, float b)").section, "GLSL 4.50 §5.9");
    EXPECT_EQ(row("mat2 operator*(mat2 a, mat2 b)").section, "GLSL 4.50 §5.10");
    EXPECT_EQ(row("double double(int x)").chapter, "conversions");
    EXPECT_EQ(row("double double(int x)").section, "GLSL 4.50 §5.4.1");
}

// A file name made from the function never holds '/', '<' or other symbols.
TEST(OperatorRows, FileNames) {
    EXPECT_EQ(row("float operator/(float a, float b)").file_name(), "operator_div");
    EXPECT_EQ(row("uint operator<<(uint a, uint b)").file_name(), "operator_shl");
    EXPECT_EQ(row("bool operator!=(ivec2 a, ivec2 b)").file_name(), "operator_ne");
    EXPECT_EQ(row("bool operator||(bool a, bool b)").file_name(), "operator_or_or");
    EXPECT_EQ(row("int operator-(int a)").file_name(), "operator_sub");
    EXPECT_EQ(row("int int(float x)").file_name(), "int");
    EXPECT_EQ(row("float fma(float a, float b, float c)").file_name(), "fma");
    for (const Overload& o : Catalog::get().rows())
        EXPECT_EQ(o.file_name().find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"),
                  std::string::npos)
            << o.declaration();
}

// GLSL 1.10 has + - * / and comparisons; %, the bitwise and shift operators and uint came with 1.30; double with
// 4.00 or GL_ARB_gpu_shader_fp64.
TEST(OperatorRows, Availability) {
    EXPECT_EQ(availability(row("float operator+(float a, float b)"), Profile{110, {}}).first_version, 110);
    EXPECT_TRUE(availability(row("int operator/(int a, int b)"), Profile{110, {}}).available);
    EXPECT_FALSE(availability(row("int operator%(int a, int b)"), Profile{120, {}}).available);
    EXPECT_TRUE(availability(row("int operator%(int a, int b)"), Profile{130, {}}).available);
    EXPECT_EQ(availability(row("uint operator+(uint a, uint b)"), Profile{450, {}}).first_version, 130);
    const Overload& d = row("double operator/(double a, double b)");
    EXPECT_EQ(availability(d, Profile{330, {}}).available, false);
    EXPECT_EQ(availability(d, Profile{400, {}}).available, true);
    const Availability fp64 = availability(d, Profile{150, {"GL_ARB_gpu_shader_fp64"}});
    EXPECT_TRUE(fp64.available);
    EXPECT_EQ(fp64.via_extension, "GL_ARB_gpu_shader_fp64");
    EXPECT_EQ(availability(row("float float(double x)"), Profile{400, {}}).available, true);
    EXPECT_EQ(availability(row("bool operator<(double a, double b)"), Profile{330, {}}).available, false);
}

}  // namespace
}  // namespace il
