// The inputs of a folded shader as GLSL constants (GLSL 4.50 §4.1.3, §4.1.4): known answers written by hand, and
// for floats the property the texts exist for: read in float and in double, each gives the case's exact value.
#include <gtest/gtest.h>

#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdlib>

#include "fold/constant_text.h"
#include "fold/fold_shader.h"
#include "catalog/catalog.h"
#include "value/literal.h"

namespace il {
namespace {

Value lit(const char* s) {
    ParseResult r = parse_literal(s);
    if (!r) throw std::runtime_error(std::string("bad literal ") + s);
    return *r.value;
}

std::string text(const char* s) {
    ConstantText t = constant_text(lit(s));
    return t.text ? *t.text : "(none: " + t.why + ")";
}

TEST(ConstantText, KnownAnswers) {
    EXPECT_EQ(text("1.5"), "1.5");
    EXPECT_EQ(text("1.0"), "1.0");                  // "1" would be an int literal
    EXPECT_EQ(text("-0.0"), "-0.0");                // the minus applied to 0.0: -0.0
    EXPECT_EQ(text("0.1"), "0.10000000149011612");  // the float nearest 0.1, not the double 0.1
    EXPECT_EQ(text("0.1lf"), "0.1lf");
    EXPECT_EQ(text("-2147483648"), "0x80000000");   // §4.1.3: the bit pattern, as an int
    EXPECT_EQ(text("-7"), "-7");
    EXPECT_EQ(text("4294967295u"), "4294967295u");
    EXPECT_EQ(text("-9223372036854775808l"), "0x8000000000000000l");
    EXPECT_EQ(text("18446744073709551615ul"), "18446744073709551615ul");
    EXPECT_EQ(text("vec2(0.5, -3.0)"), "vec2(0.5, -3.0)");
    EXPECT_EQ(text("bvec2(true, false)"), "bvec2(true, false)");
    EXPECT_EQ(text("mat2(1.0, 2.0, 3.0, 4.0)"), "mat2(1.0, 2.0, 3.0, 4.0)");  // column-major, as the constructor
}

TEST(ConstantText, NanAndInfinityHaveNoLiteral) {
    ConstantText nan = constant_text(lit("nan"));
    EXPECT_FALSE(nan.text);
    EXPECT_EQ(nan.why, "NaN has no GLSL literal (§4.1.4)");
    EXPECT_FALSE(constant_text(lit("-inf")).text);
    EXPECT_EQ(constant_text(lit("-inf")).why, "-Inf has no GLSL literal (§4.1.4)");
    ConstantText v = constant_text(lit("vec3(1.0, inf, 2.0)"));
    EXPECT_FALSE(v.text);
    EXPECT_EQ(v.why, "component 1: +Inf has no GLSL literal (§4.1.4)");
    EXPECT_FALSE(constant_text(lit("doubleBits(0x7ff8000000000000)")).text);
}

TEST(ConstantText, FloatTextsReadBackExactlyInFloatAndDouble) {
    for (float f : {0.1f, 1.0f / 3.0f, FLT_MIN, FLT_MAX, FLT_TRUE_MIN, -FLT_TRUE_MIN * 3, 0x1.fffffep-127f,
                    16777217.0f, -1.17549449e-38f}) {
        std::string t = *constant_text(Value{kFloat, {std::bit_cast<uint32_t>(f)}}).text;
        EXPECT_EQ(std::strtod(t.c_str(), nullptr), static_cast<double>(f)) << t;
        EXPECT_EQ(std::bit_cast<uint32_t>(std::strtof(t.c_str(), nullptr)), std::bit_cast<uint32_t>(f)) << t;
    }
}

TEST(FoldShader, CaseWithoutLiteralIsMarkedAndLeftOut) {
    const Overload& o = *Catalog::get().by_declaration("float exp2(float x)");
    std::vector<std::string> why;
    auto lits = constant_inputs(o, {{lit("0.5")}, {lit("nan")}, {lit("2.0")}}, &why);
    EXPECT_EQ(lits[0], std::vector<std::string>{"0.5"});
    EXPECT_TRUE(lits[1].empty());
    EXPECT_EQ(why[1], "no literal: x: NaN has no GLSL literal (§4.1.4)");
    EXPECT_EQ(why[0], "");
    std::string s = generate_folded_shader(o, Profile{}, lits).source;
    EXPECT_NE(s.find("    {\n        const float in0 = 0.5;\n        float ret = exp2(in0);\n        il_out[0].r0 = ret;\n"),
              std::string::npos) << s;
    EXPECT_NE(s.find("    {\n        const float in0 = 2.0;\n        float ret = exp2(in0);\n        il_out[1].r0 = ret;\n"),
              std::string::npos) << s;
    EXPECT_EQ(s.find("il_out[2]"), std::string::npos) << s;
}

}  // namespace
}  // namespace il
