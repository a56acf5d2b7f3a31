// Known answers for the formatters, and component_text read back by parse_literal to the same bits.
#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "value/format.h"
#include "value/literal.h"

namespace il {
namespace {

Value scalar(Type t, uint64_t bits) { return Value{t, {bits}}; }

struct BitsCase {
    Type type;
    uint64_t bits;
};

std::ostream& operator<<(std::ostream& os, const BitsCase& c) {
    return os << type_name(c.type) << ' ' << component_hex(scalar(c.type, c.bits), 0);
}

class ComponentTextRoundTripTest : public testing::TestWithParam<BitsCase> {};

TEST_P(ComponentTextRoundTripTest, ParsesBackToTheSameBits) {
    const BitsCase& c = GetParam();
    Value v = scalar(c.type, c.bits);
    std::string text = component_text(v, 0);
    ParseResult r = parse_literal(text);
    ASSERT_TRUE(r) << '"' << text << "\": " << r.error.message;
    EXPECT_EQ(r.value->type, c.type) << text;
    EXPECT_EQ(component_hex(*r.value, 0), component_hex(v, 0)) << text;
}

INSTANTIATE_TEST_SUITE_P(Tricky, ComponentTextRoundTripTest, testing::Values(
    BitsCase{kFloat, 0x00800000},  // FLT_MIN
    BitsCase{kFloat, 0x00000001},  // smallest denormal
    BitsCase{kFloat, 0x007fffff},  // largest denormal
    BitsCase{kFloat, 0x7f7fffff},  // FLT_MAX
    BitsCase{kFloat, 0xff7fffff},
    BitsCase{kFloat, 0x80000000},  // -0.0
    BitsCase{kFloat, 0x00000000},
    BitsCase{kFloat, 0x3dcccccd},  // 0.1f
    BitsCase{kFloat, 0x3f800001},  // 1 + 2^-23
    BitsCase{kFloat, 0x3eaaaaab},  // 1/3f
    BitsCase{kFloat, 0x4b800000},  // 16777216: a whole number that must stay a float literal
    BitsCase{kFloat, 0x7fc00000},  // the default quiet NaN
    BitsCase{kFloat, 0x7fc00001},  // quiet NaN with a payload
    BitsCase{kFloat, 0x7f800001},  // signalling NaN
    BitsCase{kFloat, 0xffc00000},  // negative NaN
    BitsCase{kFloat, 0x7f800000},  // +Inf
    BitsCase{kFloat, 0xff800000},  // -Inf
    BitsCase{kDouble, 0x3fd5555555555555},  // 1/3
    BitsCase{kDouble, 0x3fb999999999999a},  // 0.1
    BitsCase{kDouble, 0x0010000000000000},  // DBL_MIN
    BitsCase{kDouble, 0x0000000000000001},  // smallest denormal
    BitsCase{kDouble, 0x7fefffffffffffff},  // DBL_MAX
    BitsCase{kDouble, 0x8000000000000000},  // -0.0
    BitsCase{kDouble, 0x4340000000000000},  // 2^53
    BitsCase{kDouble, 0x7ff8000000000001},  // NaN payload
    BitsCase{kDouble, 0x7ff0000000000001},  // signalling NaN
    BitsCase{kDouble, 0xfff0000000000000},  // -Inf
    BitsCase{kInt, 0x80000000},  // INT_MIN
    BitsCase{kInt, 0x7fffffff},  // INT_MAX
    BitsCase{kInt, 0xffffffff},  // -1
    BitsCase{kInt, 0x00000000},
    BitsCase{kUint, 0xffffffff},  // UINT_MAX
    BitsCase{kUint, 0x80000000},
    BitsCase{kUint, 0x00000000},
    BitsCase{kBool, 1},
    BitsCase{kBool, 0}));

struct TextCase {
    Value value;
    const char* text;
};

std::ostream& operator<<(std::ostream& os, const TextCase& c) { return os << '"' << c.text << '"'; }

class ValueTextTest : public testing::TestWithParam<TextCase> {};

TEST_P(ValueTextTest, KnownText) {
    const TextCase& c = GetParam();
    EXPECT_EQ(value_text(c.value), c.text);
    ParseResult r = parse_literal(c.text);
    ASSERT_TRUE(r) << r.error.message;
    EXPECT_EQ(*r.value, c.value);
}

INSTANTIATE_TEST_SUITE_P(Fixed, ValueTextTest, testing::Values(
    TextCase{scalar(kFloat, 0x3f000000), "0.5"},
    TextCase{scalar(kFloat, 0x80000000), "-0.0"},
    TextCase{scalar(kFloat, 0x3f800000), "1.0"},
    TextCase{scalar(kFloat, 0xc0000000), "-2.0"},
    TextCase{scalar(kFloat, 0x3dcccccd), "0.1"},
    TextCase{scalar(kFloat, 0x4b800000), "16777216.0"},
    TextCase{scalar(kFloat, 0x7f7fffff), "3.4028235e+38"},
    TextCase{scalar(kFloat, 0x00000001), "1e-45"},
    TextCase{scalar(kFloat, 0x7f800000), "floatBits(0x7f800000)"},
    TextCase{scalar(kFloat, 0xff800000), "floatBits(0xff800000)"},
    TextCase{scalar(kFloat, 0x7fc00001), "floatBits(0x7fc00001)"},
    TextCase{scalar(kUint, 0x80000000), "2147483648u"},
    TextCase{scalar(kUint, 0xffffffff), "4294967295u"},
    TextCase{scalar(kInt, 0xffffffff), "-1"},
    TextCase{scalar(kInt, 0x80000000), "-2147483648"},
    TextCase{scalar(kDouble, 0x3ff0000000000000), "1.0lf"},
    TextCase{scalar(kDouble, 0x3fd5555555555555), "0.3333333333333333lf"},
    TextCase{scalar(kDouble, 0x7ff8000000000001), "doubleBits(0x7ff8000000000001)"},
    TextCase{scalar(kBool, 1), "true"},
    TextCase{Value{vec_of(Scalar::Uint, 2), {1, 2}}, "uvec2(1u, 2u)"},
    TextCase{Value{vec_of(Scalar::Float, 3), {0x3f000000, 0x7fc00000, 0x80000000}},
             "vec3(0.5, floatBits(0x7fc00000), -0.0)"},
    TextCase{Value{mat_of(Scalar::Float, 2, 2), {0x3f800000, 0, 0, 0x3f800000}}, "mat2(1.0, 0.0, 0.0, 1.0)"}));

TEST(ComponentHex, PadsToTheComponentWidth) {
    EXPECT_EQ(component_hex(scalar(kFloat, 0x3f800000), 0), "0x3f800000");
    EXPECT_EQ(component_hex(scalar(kDouble, 0x3ff0000000000000), 0), "0x3ff0000000000000");
    EXPECT_EQ(component_hex(scalar(kUint, 1), 0), "0x00000001");
    EXPECT_EQ(component_hex(scalar(kInt, 0xffffffff), 0), "0xffffffff");
    EXPECT_EQ(component_hex(scalar(kDouble, 0), 0), "0x0000000000000000");
    EXPECT_EQ(component_hex(Value{vec_of(Scalar::Uint, 2), {1, 0xd7b0c372}}, 1), "0xd7b0c372");
}

TEST(ComponentBinary, FloatsSplitIntoSignExponentMantissa) {
    EXPECT_EQ(component_binary(scalar(kFloat, 0x3f800000), 0), "0 01111111 00000000000000000000000");
    EXPECT_EQ(component_binary(scalar(kFloat, 0xc0000000), 0), "1 10000000 00000000000000000000000");
    EXPECT_EQ(component_binary(scalar(kFloat, 0x00000001), 0), "0 00000000 00000000000000000000001");
    EXPECT_EQ(component_binary(scalar(kDouble, 0x3ff0000000000000), 0),
              "0 01111111111 " + std::string(52, '0'));
    EXPECT_EQ(component_binary(scalar(kDouble, 0x8000000000000001), 0),
              "1 00000000000 " + std::string(51, '0') + "1");
}

TEST(ComponentBinary, IntegersGroupByBytes) {
    EXPECT_EQ(component_binary(scalar(kUint, 1), 0), "00000000 00000000 00000000 00000001");
    EXPECT_EQ(component_binary(scalar(kUint, 0x12345678), 0), "00010010 00110100 01010110 01111000");
    EXPECT_EQ(component_binary(scalar(kInt, 0xffffffff), 0), "11111111 11111111 11111111 11111111");
    EXPECT_EQ(component_binary(Value{vec_of(Scalar::Uint, 2), {0, 0x80000000}}, 1),
              "10000000 00000000 00000000 00000000");
}

struct FieldsCase {
    BitsCase value;
    bool negative;
    uint32_t exponent_bits;
    int exponent;
    uint64_t mantissa;
    std::string kind;
    std::string text;
};

std::ostream& operator<<(std::ostream& os, const FieldsCase& c) { return os << c.value; }

class FloatFieldsTest : public testing::TestWithParam<FieldsCase> {};

TEST_P(FloatFieldsTest, KnownFields) {
    const FieldsCase& c = GetParam();
    Value v = scalar(c.value.type, c.value.bits);
    FloatFields f = float_fields(v, 0);
    EXPECT_EQ(f.negative, c.negative);
    EXPECT_EQ(f.exponent_bits, c.exponent_bits);
    EXPECT_EQ(f.exponent, c.exponent);
    EXPECT_EQ(f.mantissa, c.mantissa);
    EXPECT_EQ(std::string(f.kind), c.kind);
    EXPECT_EQ(float_fields_text(v, 0), c.text);
}

INSTANTIATE_TEST_SUITE_P(Known, FloatFieldsTest, testing::Values(
    FieldsCase{{kFloat, 0x3f800000}, false, 127, 0, 0, "normal", "+ 2^0 x 1.0000000 (normal)"},
    FieldsCase{{kFloat, 0x3f000000}, false, 126, -1, 0, "normal", "+ 2^-1 x 1.0000000 (normal)"},
    FieldsCase{{kFloat, 0x3fc00000}, false, 127, 0, 0x400000, "normal", "+ 2^0 x 1.5000000 (normal)"},
    FieldsCase{{kFloat, 0xc0000000}, true, 128, 1, 0, "normal", "- 2^1 x 1.0000000 (normal)"},
    FieldsCase{{kDouble, 0xc000000000000000}, true, 1024, 1, 0, "normal", "- 2^1 x 1.0000000000000000 (normal)"},
    FieldsCase{{kDouble, 0x3ff0000000000000}, false, 1023, 0, 0, "normal", "+ 2^0 x 1.0000000000000000 (normal)"},
    FieldsCase{{kFloat, 0x00800000}, false, 1, -126, 0, "normal", "+ 2^-126 x 1.0000000 (normal)"},
    FieldsCase{{kFloat, 0x7f7fffff}, false, 254, 127, 0x7fffff, "normal", "+ 2^127 x 1.9999999 (normal)"},
    FieldsCase{{kFloat, 0x00000001}, false, 0, -126, 1, "denormal", "+ 2^-126 x 0.0000001 (denormal)"},
    FieldsCase{{kDouble, 0x0000000000000001}, false, 0, -1022, 1, "denormal",
               "+ 2^-1022 x 0.0000000000000002 (denormal)"},
    FieldsCase{{kFloat, 0x80000000}, true, 0, -126, 0, "zero", "-0 (zero)"},
    FieldsCase{{kDouble, 0x0000000000000000}, false, 0, -1022, 0, "zero", "+0 (zero)"},
    FieldsCase{{kFloat, 0x7f800000}, false, 255, 0, 0, "infinity", "+ inf (infinity)"},
    FieldsCase{{kFloat, 0xff800000}, true, 255, 0, 0, "infinity", "- inf (infinity)"},
    FieldsCase{{kDouble, 0x7ff0000000000000}, false, 2047, 0, 0, "infinity", "+ inf (infinity)"},
    FieldsCase{{kFloat, 0x7fc00000}, false, 255, 0, 0x400000, "nan", "+ nan payload 0x400000 (nan)"},
    FieldsCase{{kFloat, 0xff800001}, true, 255, 0, 1, "nan", "- nan payload 0x1 (nan)"},
    FieldsCase{{kDouble, 0x7ff8000000000001}, false, 2047, 0, 0x8000000000001, "nan",
               "+ nan payload 0x8000000000001 (nan)"}));

}  // namespace
}  // namespace il
