// Known answers for the GLSL-literal parser and the implicit conversions of GLSL 4.50 §4.1.10.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "value/format.h"
#include "value/literal.h"

namespace il {
namespace {

const Type kVec2 = vec_of(Scalar::Float, 2), kVec4 = vec_of(Scalar::Float, 4), kDvec3 = vec_of(Scalar::Double, 3);
const Type kUvec2 = vec_of(Scalar::Uint, 2), kUvec4 = vec_of(Scalar::Uint, 4), kIvec2 = vec_of(Scalar::Int, 2);
const Type kBvec2 = vec_of(Scalar::Bool, 2);

struct LiteralCase {
    const char* text;
    Type type;
    std::vector<uint64_t> bits;
};

std::ostream& operator<<(std::ostream& os, const LiteralCase& c) { return os << '"' << c.text << '"'; }

class ParseLiteralTest : public testing::TestWithParam<LiteralCase> {};

TEST_P(ParseLiteralTest, KnownBits) {
    const LiteralCase& c = GetParam();
    ParseResult r = parse_literal(c.text);
    ASSERT_TRUE(r) << r.error.message << " at column " << r.error.column;
    EXPECT_EQ(type_name(r.value->type), type_name(c.type));
    ASSERT_EQ(r.value->size(), static_cast<int>(c.bits.size()));
    for (int i = 0; i < r.value->size(); ++i)
        EXPECT_EQ(component_hex(*r.value, i), component_hex(Value{c.type, {c.bits[i]}}, 0)) << "component " << i;
}

INSTANTIATE_TEST_SUITE_P(Scalars, ParseLiteralTest, testing::Values(
    LiteralCase{"0x80000000u", kUint, {0x80000000}},
    LiteralCase{"0u", kUint, {0}},
    LiteralCase{"4294967295u", kUint, {0xffffffff}},
    LiteralCase{"-1", kInt, {0xffffffff}},
    LiteralCase{"+2", kInt, {2}},
    LiteralCase{"-0x1", kInt, {0xffffffff}},
    LiteralCase{"010", kInt, {8}},
    LiteralCase{"0", kInt, {0}},
    LiteralCase{"0xFFFFFFFF", kInt, {0xffffffff}},
    LiteralCase{"2147483647", kInt, {0x7fffffff}},
    LiteralCase{"-2147483648", kInt, {0x80000000}},
    LiteralCase{"  7u  ", kUint, {7}},
    LiteralCase{"0.5", kFloat, {0x3f000000}},
    LiteralCase{"-0.0", kFloat, {0x80000000}},
    LiteralCase{"1e3", kFloat, {0x447a0000}},
    LiteralCase{"1e+2", kFloat, {0x42c80000}},
    LiteralCase{"1E-2", kFloat, {0x3c23d70a}},
    LiteralCase{".5", kFloat, {0x3f000000}},
    LiteralCase{"1.", kFloat, {0x3f800000}},
    LiteralCase{"2.5f", kFloat, {0x40200000}},
    LiteralCase{"0.1", kFloat, {0x3dcccccd}},
    LiteralCase{"16777217.0", kFloat, {0x4b800000}},  // rounds to nearest even, straight from the decimal
    LiteralCase{"3.4028235e38", kFloat, {0x7f7fffff}},
    LiteralCase{"1.1754944e-38", kFloat, {0x00800000}},
    LiteralCase{"1e-45", kFloat, {0x00000001}},
    LiteralCase{"1.0lf", kDouble, {0x3ff0000000000000}},
    LiteralCase{"1.0LF", kDouble, {0x3ff0000000000000}},
    LiteralCase{"0.1lf", kDouble, {0x3fb999999999999a}},
    LiteralCase{"-2.0lf", kDouble, {0xc000000000000000}},
    LiteralCase{"floatBits(0x3f800001)", kFloat, {0x3f800001}},
    LiteralCase{"floatBits(0x7f800001)", kFloat, {0x7f800001}},
    LiteralCase{"doubleBits(0x7ff8000000000001)", kDouble, {0x7ff8000000000001}},
    LiteralCase{"inf", kFloat, {0x7f800000}},
    LiteralCase{"-inf", kFloat, {0xff800000}},
    LiteralCase{"nan", kFloat, {0x7fc00000}},
    LiteralCase{"true", kBool, {1}},
    LiteralCase{"false", kBool, {0}}));

INSTANTIATE_TEST_SUITE_P(Constructors, ParseLiteralTest, testing::Values(
    LiteralCase{"vec2(0.5, 1.0)", kVec2, {0x3f000000, 0x3f800000}},
    LiteralCase{"uvec2(0xD7B0C372u, 0x4F57C2A3u)", kUvec2, {0xd7b0c372, 0x4f57c2a3}},
    LiteralCase{"uvec4(1,2,3,4)", kUvec4, {1, 2, 3, 4}},
    LiteralCase{"vec4(floatBits(0x3efdfdfe), 0.0, 0.0, 0.0)", kVec4, {0x3efdfdfe, 0, 0, 0}},
    LiteralCase{"dvec3(vec2(1.0, 2.0), 3)", kDvec3, {0x3ff0000000000000, 0x4000000000000000, 0x4008000000000000}},
    LiteralCase{"mat2(1.0)", mat_of(Scalar::Float, 2, 2), {0x3f800000, 0, 0, 0x3f800000}},
    LiteralCase{"dmat2(2)", mat_of(Scalar::Double, 2, 2), {0x4000000000000000, 0, 0, 0x4000000000000000}},
    // Column-major: the first three components fill column 0 (GLSL 4.50 §5.4.2).
    LiteralCase{"mat2x3(1, 2, 3, 4, 5, 6)", mat_of(Scalar::Float, 2, 3),
                {0x3f800000, 0x40000000, 0x40400000, 0x40800000, 0x40a00000, 0x40c00000}},
    LiteralCase{"uvec2(-1, 0)", kUvec2, {0xffffffff, 0}},
    LiteralCase{"ivec2(0xFFFFFFFFu, 2u)", kIvec2, {0xffffffff, 2}},
    LiteralCase{"uint(-1)", kUint, {0xffffffff}},
    LiteralCase{"float(1)", kFloat, {0x3f800000}},
    LiteralCase{"uvec2(2.0, 4294967295.0lf)", kUvec2, {2, 0xffffffff}},
    LiteralCase{"bvec2(0, 2.5)", kBvec2, {0, 1}},
    LiteralCase{"vec2(inf, -0.0)", kVec2, {0x7f800000, 0x80000000}},
    LiteralCase{"vec2(0.1lf, 1)", kVec2, {0x3dcccccd, 0x3f800000}},
    LiteralCase{" uvec2 ( 1u , 2u ) ", kUvec2, {1, 2}}));

// GL_ARB_gpu_shader_int64 §4.1.3: l or L makes an int64_t, ul or UL a uint64_t; the constructors of §5.4.1.
const Type kI64vec2 = vec_of(Scalar::Int64, 2), kU64vec3 = vec_of(Scalar::Uint64, 3);
INSTANTIATE_TEST_SUITE_P(Int64, ParseLiteralTest, testing::Values(
    LiteralCase{"1l", kInt64, {1}},
    LiteralCase{"-1L", kInt64, {0xffffffffffffffff}},
    LiteralCase{"-9223372036854775808l", kInt64, {0x8000000000000000}},
    LiteralCase{"9223372036854775807l", kInt64, {0x7fffffffffffffff}},
    LiteralCase{"0xFFFFFFFFFFFFFFFFl", kInt64, {0xffffffffffffffff}},  // hex keeps the bit pattern
    LiteralCase{"4294967296l", kInt64, {0x100000000}},
    LiteralCase{"18446744073709551615ul", kUint64, {0xffffffffffffffff}},
    LiteralCase{"0x100000000UL", kUint64, {0x100000000}},
    LiteralCase{"010l", kInt64, {8}},
    // int sign-extends, uint zero-extends; a 64-bit value narrows to its low 32 bits.
    LiteralCase{"i64vec2(-1, 0xFFFFFFFFu)", kI64vec2, {0xffffffffffffffff, 0xffffffff}},
    LiteralCase{"u64vec3(1, 2u, 3.0)", kU64vec3, {1, 2, 3}},
    LiteralCase{"int64_t(-2.0)", kInt64, {0xfffffffffffffffe}},
    LiteralCase{"ivec2(4294967298l, -1l)", kIvec2, {2, 0xffffffff}},
    LiteralCase{"double(-4l)", kDouble, {0xc010000000000000}}));

TEST(Int64Text, ComponentTextReadsBackToTheSameBits) {
    for (const char* text : {"-9223372036854775808l", "0l", "18446744073709551615ul", "i64vec2(-1l, 4294967296l)"}) {
        ParseResult r = parse_literal(text);
        ASSERT_TRUE(r) << text;
        ParseResult back = parse_literal(value_text(*r.value));
        ASSERT_TRUE(back) << value_text(*r.value);
        EXPECT_EQ(*back.value, *r.value) << text;
    }
    EXPECT_EQ(value_text(*parse_literal("-5l").value), "-5l");
    EXPECT_EQ(value_text(*parse_literal("7ul").value), "7ul");
    EXPECT_EQ(component_hex(*parse_literal("-1l").value, 0), "0xffffffffffffffff");
    EXPECT_EQ(type_name(kI64vec2), "i64vec2");
    EXPECT_EQ(parse_type_name("u64vec4"), vec_of(Scalar::Uint64, 4));
    EXPECT_EQ(parse_type_name("uint64_t"), kUint64);
    EXPECT_EQ(parse_type_name("i64mat2"), std::nullopt);
    EXPECT_EQ(parse_type_name("i64vec5"), std::nullopt);
}

struct ErrorCase {
    const char* text;
    const char* message;  // a substring of the error message
    size_t column;
};

std::ostream& operator<<(std::ostream& os, const ErrorCase& c) { return os << '"' << c.text << '"'; }

class ParseLiteralErrorTest : public testing::TestWithParam<ErrorCase> {};

TEST_P(ParseLiteralErrorTest, MessageAndColumn) {
    const ErrorCase& c = GetParam();
    ParseResult r = parse_literal(c.text);
    ASSERT_FALSE(r) << "parsed as " << value_text(*r.value);
    EXPECT_NE(r.error.message.find(c.message), std::string::npos) << r.error.message;
    EXPECT_EQ(r.error.column, c.column) << r.error.message;
}

INSTANTIATE_TEST_SUITE_P(Errors, ParseLiteralErrorTest, testing::Values(
    ErrorCase{"", "expected a value, found the end of the text", 0},
    ErrorCase{"   ", "expected a value", 3},
    ErrorCase{"-", "expected a number after the sign", 1},
    ErrorCase{"0x", "'0x' has no digits after 0x", 0},
    ErrorCase{"1e", "'1e' has an exponent with no digits", 0},
    ErrorCase{"1.5.2", "'1.5.2' is not a number: unexpected '.2'", 0},
    ErrorCase{"09", "(a leading 0 makes an octal literal)", 0},
    // A uint literal takes no sign; the column points at the sign the message quotes.
    ErrorCase{"-1u", "'-1u': a uint cannot be negative", 0},
    ErrorCase{"  -1u", "'-1u': a uint cannot be negative", 2},
    ErrorCase{"4294967296u", "'4294967296u' does not fit in 32 bits", 0},
    ErrorCase{"3000000000", "'3000000000' is above INT_MAX (2147483647); add a u suffix", 0},
    ErrorCase{"-2147483649", "'-2147483649' is below INT_MIN", 0},
    ErrorCase{"1e39", "'1e39' is out of the range of float", 0},
    ErrorCase{"1e309lf", "'1e309lf' is out of the range of double", 0},
    ErrorCase{"1e-50", "'1e-50' underflows to zero in float", 0},
    // Beyond double's range too: the float's wider parse fails as well, and the exponent's sign says which.
    ErrorCase{"1e999", "'1e999' is out of the range of float", 0},
    ErrorCase{"-1e999", "'-1e999' is out of the range of float", 0},
    ErrorCase{"1e-999", "'1e-999' underflows to zero in float", 0},
    ErrorCase{"1e-400lf", "underflows to zero in double", 0},
    ErrorCase{"nan(0x1)", "NaN payloads are written as floatBits(0x7fc00001)", 3},
    ErrorCase{"-nan", "a sign applies to numbers and inf only", 0},
    ErrorCase{"-vec2(1.0, 2.0)", "a sign applies to numbers and inf only", 0},
    ErrorCase{"foo(1)", "unknown name 'foo'", 0},
    ErrorCase{"floatBits(1)", "floatBits(…) takes a hex bit pattern", 10},
    ErrorCase{"floatBits(0x100000000)", "does not fit the 32 bits of a float", 10},
    ErrorCase{"floatBits(0x3f800000", "missing ')' after floatBits(0x3f800000", 20},
    ErrorCase{"vec2", "'vec2' needs its components in parentheses", 4},
    ErrorCase{"vec2()", "vec2() has no components", 0},
    ErrorCase{"vec2(1,)", "missing value in vec2(…)", 7},
    ErrorCase{"vec2(1, 2", "missing ')' at the end of vec2(…)", 9},
    ErrorCase{"vec2(1 2)", "expected ',' or ')' in vec2(…)", 7},
    ErrorCase{"vec2(1, 2) x", "unexpected 'x' after the value", 11},
    // No replication of a single scalar, unlike GLSL: a missing component is more likely a slip.
    ErrorCase{"uvec2(1u)", "uvec2 needs 2 components, 1 was given", 0},
    ErrorCase{"vec2(1, 2, 3)", "vec2 needs 2 components, 3 were given", 0},
    // No truncation either: the message names the constructed component and points at its argument.
    ErrorCase{"uvec2(1.5, 2)", "uvec2(…) component 0: 1.5 does not convert exactly to uint", 6},
    ErrorCase{"uvec2(1, 2.5)", "uvec2(…) component 1: 2.5 does not convert exactly to uint", 9},
    ErrorCase{"uvec4(uvec2(1u, 2u), vec2(3.0, -1.0))", "uvec4(…) component 3: -1.0 does not convert exactly to uint",
              21},
    ErrorCase{"int(3000000000.0)", "does not convert exactly to int", 4},
    ErrorCase{"uint(nan)", "component 0: floatBits(0x7fc00000) does not convert exactly to uint", 5},
    ErrorCase{"vec2(doubleBits(0x7fefffffffffffff), 0)", "component 0", 5}));

INSTANTIATE_TEST_SUITE_P(Int64Errors, ParseLiteralErrorTest, testing::Values(
    ErrorCase{"-1ul", "'-1ul': a uint64_t cannot be negative", 0},
    ErrorCase{"9223372036854775808l", "above INT64_MAX (9223372036854775807); add a ul suffix", 0},
    ErrorCase{"-9223372036854775809l", "below INT64_MIN", 0},
    ErrorCase{"18446744073709551616ul", "does not fit in 64 bits", 0},
    ErrorCase{"4294967296", "does not fit in 32 bits", 0},
    ErrorCase{"uint64_t(-1.0)", "does not convert exactly to uint64_t", 9},
    ErrorCase{"int64_t(0.5)", "does not convert exactly to int64_t", 8}));

TEST(ParseLiteral, ErrorCarriesNoValue) {
    ParseResult r = parse_literal("1e");
    EXPECT_FALSE(r.value.has_value());
    EXPECT_FALSE(static_cast<bool>(r));
}

std::string nested_ints(int levels) {
    std::string s;
    for (int i = 0; i < levels; ++i) s += "int(";
    s += "7";
    for (int i = 0; i < levels; ++i) s += ")";
    return s;
}

TEST(ParseLiteral, NestingUpToTheLimitIsAValue) {
    ParseResult r = parse_literal(nested_ints(kMaxLiteralDepth));
    ASSERT_TRUE(r) << r.error.message;
    EXPECT_EQ(r.value->bits[0], 7u);
}

// int(int(…)) 15,000 levels deep used to overflow the stack (SIGSEGV); the limit names the constructor that
// crosses it: kMaxLiteralDepth "int(" of 4 characters lie before it.
TEST(ParseLiteral, NestingPastTheLimitIsAnErrorAtTheConstructor) {
    for (int levels : {kMaxLiteralDepth + 1, 15000, 1000000}) {
        ParseResult r = parse_literal(nested_ints(levels));
        ASSERT_FALSE(r) << levels;
        EXPECT_EQ(r.error.message, "constructors nested deeper than " + std::to_string(kMaxLiteralDepth) + " levels");
        EXPECT_EQ(r.error.column, static_cast<size_t>(4 * kMaxLiteralDepth));
    }
}

struct ConversionCase {
    Type from;
    Type to;
    std::optional<int> cost;
};

std::ostream& operator<<(std::ostream& os, const ConversionCase& c) {
    return os << type_name(c.from) << " -> " << type_name(c.to);
}

class ImplicitConversionCostTest : public testing::TestWithParam<ConversionCase> {};

TEST_P(ImplicitConversionCostTest, Glsl450Table) {
    const ConversionCase& c = GetParam();
    EXPECT_EQ(implicit_conversion_cost(c.from, c.to), c.cost);
}

const Type kMat2 = mat_of(Scalar::Float, 2, 2), kDmat2 = mat_of(Scalar::Double, 2, 2);
const Type kMat2x3 = mat_of(Scalar::Float, 2, 3), kDmat3x2 = mat_of(Scalar::Double, 3, 2);

// GLSL 4.50 §4.1.10: int->uint, int/uint->float, int/uint/float->double, and the same per vector and matrix.
INSTANTIATE_TEST_SUITE_P(Table, ImplicitConversionCostTest, testing::Values(
    ConversionCase{kInt, kInt, 0},
    ConversionCase{kDmat2, kDmat2, 0},
    ConversionCase{kInt, kUint, 1},
    ConversionCase{kInt, kFloat, 1},
    ConversionCase{kUint, kFloat, 1},
    ConversionCase{kInt, kDouble, 1},
    ConversionCase{kUint, kDouble, 1},
    ConversionCase{kFloat, kDouble, 1},
    ConversionCase{kIvec2, kUvec2, 1},
    ConversionCase{kUvec4, kVec4, 1},
    ConversionCase{kVec2, vec_of(Scalar::Double, 2), 1},
    ConversionCase{kMat2, kDmat2, 1},
    ConversionCase{kFloat, kInt, std::nullopt},
    ConversionCase{kFloat, kUint, std::nullopt},
    ConversionCase{kUint, kInt, std::nullopt},
    ConversionCase{kDouble, kFloat, std::nullopt},
    ConversionCase{kBool, kInt, std::nullopt},
    ConversionCase{kInt, kBool, std::nullopt},
    ConversionCase{kFloat, kBool, std::nullopt},
    ConversionCase{kFloat, kVec2, std::nullopt},
    ConversionCase{kVec2, kFloat, std::nullopt},
    ConversionCase{kVec2, vec_of(Scalar::Float, 3), std::nullopt},
    ConversionCase{kVec4, kMat2, std::nullopt},
    ConversionCase{kMat2x3, kDmat3x2, std::nullopt},
    ConversionCase{kDmat2, kMat2, std::nullopt}));

// GL_ARB_gpu_shader_int64 §4.1.10: int to int64_t and uint64_t, uint to uint64_t, int64_t to uint64_t and double,
// uint64_t to double; nothing back to 32 bits and no uint to int64_t.
INSTANTIATE_TEST_SUITE_P(Int64Table, ImplicitConversionCostTest, testing::Values(
    ConversionCase{kInt, kInt64, 1},
    ConversionCase{kInt, kUint64, 1},
    ConversionCase{kUint, kUint64, 1},
    ConversionCase{kInt64, kUint64, 1},
    ConversionCase{kInt64, kDouble, 1},
    ConversionCase{kUint64, kDouble, 1},
    ConversionCase{kIvec2, vec_of(Scalar::Int64, 2), 1},
    ConversionCase{kUint, kInt64, std::nullopt},
    ConversionCase{kUint64, kInt64, std::nullopt},
    ConversionCase{kInt64, kInt, std::nullopt},
    ConversionCase{kInt64, kFloat, std::nullopt},
    ConversionCase{kFloat, kInt64, std::nullopt}));

struct ConvertCase {
    const char* text;
    Type to;
    std::vector<uint64_t> bits;
};

std::ostream& operator<<(std::ostream& os, const ConvertCase& c) {
    return os << '"' << c.text << "\" -> " << type_name(c.to);
}

class ImplicitConvertTest : public testing::TestWithParam<ConvertCase> {};

TEST_P(ImplicitConvertTest, KnownBits) {
    const ConvertCase& c = GetParam();
    ParseResult r = parse_literal(c.text);
    ASSERT_TRUE(r) << r.error.message;
    std::optional<Value> v = implicit_convert(*r.value, c.to);
    ASSERT_TRUE(v.has_value());
    EXPECT_EQ(v->type, c.to);
    ASSERT_EQ(v->size(), static_cast<int>(c.bits.size()));
    for (int i = 0; i < v->size(); ++i)
        EXPECT_EQ(component_hex(*v, i), component_hex(Value{c.to, {c.bits[i]}}, 0)) << "component " << i;
}

INSTANTIATE_TEST_SUITE_P(Values, ImplicitConvertTest, testing::Values(
    ConvertCase{"-1", kUint, {0xffffffff}},  // the bit pattern is kept
    ConvertCase{"-1", kFloat, {0xbf800000}},
    ConvertCase{"16777217", kFloat, {0x4b800000}},
    ConvertCase{"0xFFFFFFFFu", kFloat, {0x4f800000}},
    ConvertCase{"0xFFFFFFFFu", kDouble, {0x41efffffffe00000}},
    ConvertCase{"-2147483648", kDouble, {0xc1e0000000000000}},
    ConvertCase{"0.1", kDouble, {0x3fb99999a0000000}},
    ConvertCase{"-0.0", kDouble, {0x8000000000000000}},
    ConvertCase{"inf", kDouble, {0x7ff0000000000000}},
    ConvertCase{"1.0", kFloat, {0x3f800000}},
    ConvertCase{"ivec2(-1, 3)", kUvec2, {0xffffffff, 3}},
    ConvertCase{"uvec2(1u, 2u)", kVec2, {0x3f800000, 0x40000000}},
    ConvertCase{"mat2(0.5)", kDmat2, {0x3fe0000000000000, 0, 0, 0x3fe0000000000000}}));

INSTANTIATE_TEST_SUITE_P(Int64Values, ImplicitConvertTest, testing::Values(
    ConvertCase{"-1", kInt64, {0xffffffffffffffff}},  // sign-extended
    ConvertCase{"-1", kUint64, {0xffffffffffffffff}},
    ConvertCase{"0xFFFFFFFFu", kUint64, {0xffffffff}},  // zero-extended
    ConvertCase{"-1l", kUint64, {0xffffffffffffffff}},
    ConvertCase{"9007199254740993l", kDouble, {0x4340000000000000}},  // 2^53 + 1 rounds to even, 2^53
    ConvertCase{"18446744073709551615ul", kDouble, {0x43f0000000000000}}));

TEST(ImplicitConvert, RefusesWhatTheCostRefuses) {
    EXPECT_FALSE(implicit_convert(*parse_literal("1.0").value, kInt).has_value());
    EXPECT_FALSE(implicit_convert(*parse_literal("1u").value, kInt).has_value());
    EXPECT_FALSE(implicit_convert(*parse_literal("1.0lf").value, kFloat).has_value());
    EXPECT_FALSE(implicit_convert(*parse_literal("vec2(1.0, 2.0)").value, kFloat).has_value());
}

}  // namespace
}  // namespace il
