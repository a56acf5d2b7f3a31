// The catalog's rows, their declarations and outputs, and overload resolution by GLSL 4.50 §6.1.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "catalog/groups.h"
#include "catalog/resolve.h"
#include "value/literal.h"

namespace il {
namespace {

void no_reference(const Value*, Expected*) {}

Overload row(const std::string& function, Type ret, std::vector<Param> params) {
    Overload o;
    o.function = function;
    o.ret = ret;
    o.params = std::move(params);
    o.call = function + "({0})";
    o.reference = no_reference;
    return o;
}

Value lit(const char* text) {
    ParseResult r = parse_literal(text);
    if (!r) throw std::invalid_argument(std::string(text) + ": " + r.error.message);
    return *r.value;
}

TEST(Catalog, RejectsADuplicateRow) {
    std::vector<Overload> rows{row("f", kUint, {{"x", kUint}}), row("f", kFloat, {{"x", kFloat}}),
                               row("f", kUint, {{"x", kUint}})};
    try {
        Catalog c(rows);
        FAIL() << "a duplicated row was accepted";
    } catch (const std::logic_error& e) {
        EXPECT_NE(std::string(e.what()).find("duplicate row 'uint f(uint x)'"), std::string::npos) << e.what();
    }
}

TEST(Catalog, RejectsARowWithoutReference) {
    Overload o = row("f", kUint, {{"x", kUint}});
    o.reference = nullptr;
    EXPECT_THROW(Catalog({o}), std::logic_error);
}

TEST(Catalog, AcceptsDistinctRows) {
    Catalog c({row("f", kUint, {{"x", kUint}}), row("f", kFloat, {{"x", kFloat}}), row("g", kUint, {{"x", kUint}})});
    EXPECT_EQ(c.rows().size(), 3u);
    EXPECT_EQ(c.overloads_of("f").size(), 2u);
    EXPECT_EQ(c.functions(), (std::vector<std::string>{"f", "g"}));
    ASSERT_NE(c.by_declaration("float f(float x)"), nullptr);
    EXPECT_EQ(c.by_declaration("float f(float x)")->ret, kFloat);
    EXPECT_EQ(c.by_declaration("float f(float y)"), nullptr);
}

class CatalogRowTest : public testing::TestWithParam<const char*> {};

TEST_P(CatalogRowTest, DeclarationIsInTheCatalog) {
    const Overload* o = Catalog::get().by_declaration(GetParam());
    ASSERT_NE(o, nullptr) << GetParam();
    EXPECT_EQ(o->declaration(), GetParam());
    EXPECT_NE(o->reference, nullptr);
    EXPECT_FALSE(o->chapter.empty());
    EXPECT_FALSE(o->section.empty());
    EXPECT_FALSE(o->summary.empty());
}

INSTANTIATE_TEST_SUITE_P(Integer, CatalogRowTest, testing::Values(
    "uint usubBorrow(uint x, uint y, out uint borrow)",
    "uvec2 usubBorrow(uvec2 x, uvec2 y, out uvec2 borrow)",
    "uvec3 usubBorrow(uvec3 x, uvec3 y, out uvec3 borrow)",
    "uvec4 usubBorrow(uvec4 x, uvec4 y, out uvec4 borrow)",
    "uint uaddCarry(uint x, uint y, out uint carry)",
    "uvec2 uaddCarry(uvec2 x, uvec2 y, out uvec2 carry)",
    "uvec3 uaddCarry(uvec3 x, uvec3 y, out uvec3 carry)",
    "uvec4 uaddCarry(uvec4 x, uvec4 y, out uvec4 carry)"));

INSTANTIATE_TEST_SUITE_P(Common, CatalogRowTest, testing::Values(
    "float fma(float a, float b, float c)",
    "vec2 fma(vec2 a, vec2 b, vec2 c)",
    "vec3 fma(vec3 a, vec3 b, vec3 c)",
    "vec4 fma(vec4 a, vec4 b, vec4 c)",
    "double fma(double a, double b, double c)",
    "dvec2 fma(dvec2 a, dvec2 b, dvec2 c)",
    "dvec3 fma(dvec3 a, dvec3 b, dvec3 c)",
    "dvec4 fma(dvec4 a, dvec4 b, dvec4 c)"));

INSTANTIATE_TEST_SUITE_P(Packing, CatalogRowTest, testing::Values(
    "uint packUnorm2x16(vec2 v)",
    "uint packSnorm2x16(vec2 v)",
    "uint packUnorm4x8(vec4 v)",
    "uint packSnorm4x8(vec4 v)",
    "vec2 unpackUnorm2x16(uint p)",
    "vec2 unpackSnorm2x16(uint p)",
    "vec4 unpackUnorm4x8(uint p)",
    "vec4 unpackSnorm4x8(uint p)",
    "uint packHalf2x16(vec2 v)",
    "vec2 unpackHalf2x16(uint v)",
    "double packDouble2x32(uvec2 v)",
    "uvec2 unpackDouble2x32(double d)"));

INSTANTIATE_TEST_SUITE_P(Hlsl, CatalogRowTest, testing::Values(
    "uvec4 msad4(uint reference, uvec2 source, uvec4 accum)"));

TEST(CatalogGet, OverloadCounts) {
    const Catalog& c = Catalog::get();
    EXPECT_EQ(c.overloads_of("usubBorrow").size(), 4u);
    EXPECT_EQ(c.overloads_of("uaddCarry").size(), 4u);
    EXPECT_EQ(c.overloads_of("fma").size(), 8u);
    EXPECT_EQ(c.overloads_of("msad4").size(), 1u);
    for (const char* f : {"packUnorm2x16", "packSnorm2x16", "packUnorm4x8", "packSnorm4x8", "unpackUnorm2x16",
                          "unpackSnorm2x16", "unpackUnorm4x8", "unpackSnorm4x8", "packHalf2x16", "unpackHalf2x16",
                          "packDouble2x32", "unpackDouble2x32"})
        EXPECT_EQ(c.overloads_of(f).size(), 1u) << f;
    EXPECT_TRUE(c.overloads_of("frobnicate").empty());
}

TEST(CatalogGet, FunctionsAreDistinctAndInCatalogOrder) {
    const Catalog& c = Catalog::get();
    std::vector<std::string> names = c.functions();
    std::vector<std::string> expected;
    for (const Overload& o : c.rows())
        if (expected.empty() || std::find(expected.begin(), expected.end(), o.function) == expected.end())
            expected.push_back(o.function);
    EXPECT_EQ(names, expected);
    EXPECT_EQ(std::count(names.begin(), names.end(), "fma"), 1);
}

// shadergen knows nothing of individual functions: each template must name every input and output slot (an
// inout parameter, an in and an out parameter of one name, through its out slot: its input is in that buffer member).
TEST(CatalogGet, CallTemplatesNameEveryParameter) {
    for (const Overload& o : Catalog::get().rows()) {
        size_t in = 0, out = 0;
        for (const Param& p : o.params) {
            const bool inout_input = !p.is_out && std::any_of(o.params.begin(), o.params.end(), [&](const Param& q) {
                return q.is_out && q.name == p.name;
            });
            std::string slot = p.is_out ? "{out" + std::to_string(out++) + "}" : "{" + std::to_string(in++) + "}";
            if (inout_input) continue;
            EXPECT_NE(o.call.find(slot), std::string::npos) << o.declaration() << ": " << o.call << " lacks " << slot;
        }
        EXPECT_EQ(o.call.find("{" + std::to_string(in) + "}"), std::string::npos) << o.call;
        EXPECT_EQ(o.call.find("{out" + std::to_string(out) + "}"), std::string::npos) << o.call;
    }
}

TEST(Overload, OutputsAreReturnThenOutParameters) {
    const Overload* o = Catalog::get().by_declaration("uvec2 usubBorrow(uvec2 x, uvec2 y, out uvec2 borrow)");
    ASSERT_NE(o, nullptr);
    auto outs = o->outputs();
    ASSERT_EQ(outs.size(), 2u);
    EXPECT_EQ(outs[0].name, "return");
    EXPECT_EQ(outs[0].type, vec_of(Scalar::Uint, 2));
    EXPECT_EQ(outs[1].name, "borrow");
    EXPECT_EQ(outs[1].type, vec_of(Scalar::Uint, 2));
    EXPECT_TRUE(outs[1].is_out);
    auto ins = o->inputs();
    ASSERT_EQ(ins.size(), 2u);
    EXPECT_EQ(ins[0].name, "x");
    EXPECT_EQ(ins[1].name, "y");
    EXPECT_FALSE(ins[0].is_out);
}

TEST(Overload, OutputsOfAFunctionWithoutOutParameters) {
    const Overload* o = Catalog::get().by_declaration("uvec4 msad4(uint reference, uvec2 source, uvec4 accum)");
    ASSERT_NE(o, nullptr);
    auto outs = o->outputs();
    ASSERT_EQ(outs.size(), 1u);
    EXPECT_EQ(outs[0].name, "return");
    EXPECT_EQ(outs[0].type, vec_of(Scalar::Uint, 4));
    EXPECT_EQ(o->inputs().size(), 3u);
    EXPECT_EQ(o->helper, "msad4.glsl");
}

TEST(Overload, OutParametersKeepDeclarationOrder) {
    Overload o = row("frexpish", kFloat, {{"x", kFloat}, {"e", kInt, true}, {"y", kFloat}, {"m", kUint, true}});
    EXPECT_EQ(o.declaration(), "float frexpish(float x, out int e, float y, out uint m)");
    auto outs = o.outputs();
    ASSERT_EQ(outs.size(), 3u);
    EXPECT_EQ(outs[0].name, "return");
    EXPECT_EQ(outs[1].name, "e");
    EXPECT_EQ(outs[2].name, "m");
    Overload v = row("sink", kFloat, {{"x", kFloat}, {"o", kUint, true}});
    v.ret.reset();
    EXPECT_EQ(v.declaration(), "void sink(float x, out uint o)");
    ASSERT_EQ(v.outputs().size(), 1u);
    EXPECT_EQ(v.outputs()[0].name, "o");
}

struct ResolveCase {
    const char* function;
    std::vector<const char*> args;
    const char* declaration;  // the chosen overload
};

std::ostream& operator<<(std::ostream& os, const ResolveCase& c) {
    os << c.function << '(';
    for (size_t i = 0; i < c.args.size(); ++i) os << (i ? ", " : "") << c.args[i];
    return os << ')';
}

class ResolveTest : public testing::TestWithParam<ResolveCase> {};

TEST_P(ResolveTest, PicksTheOverload) {
    const ResolveCase& c = GetParam();
    std::vector<Value> args;
    for (const char* a : c.args) args.push_back(lit(a));
    Resolution r = resolve(Catalog::get(), c.function, args);
    ASSERT_NE(r.overload, nullptr) << r.error;
    EXPECT_EQ(r.overload->declaration(), c.declaration);
    EXPECT_TRUE(r.error.empty()) << r.error;
    auto ins = r.overload->inputs();
    ASSERT_EQ(r.inputs.size(), ins.size());
    for (size_t i = 0; i < ins.size(); ++i) EXPECT_EQ(r.inputs[i].type, ins[i].type) << "argument " << i;
}

INSTANTIATE_TEST_SUITE_P(Catalog, ResolveTest, testing::Values(
    ResolveCase{"usubBorrow", {"0x80000000u", "0xFFFFFFFFu"}, "uint usubBorrow(uint x, uint y, out uint borrow)"},
    ResolveCase{"usubBorrow", {"1", "2"}, "uint usubBorrow(uint x, uint y, out uint borrow)"},
    ResolveCase{"usubBorrow", {"1u", "2"}, "uint usubBorrow(uint x, uint y, out uint borrow)"},
    ResolveCase{"usubBorrow", {"uvec2(1u, 2u)", "uvec2(3u, 4u)"},
                "uvec2 usubBorrow(uvec2 x, uvec2 y, out uvec2 borrow)"},
    ResolveCase{"uaddCarry", {"ivec3(1, 2, 3)", "uvec3(1u, 2u, 3u)"},
                "uvec3 uaddCarry(uvec3 x, uvec3 y, out uvec3 carry)"},
    ResolveCase{"fma", {"1.0", "2.0", "3.0"}, "float fma(float a, float b, float c)"},
    ResolveCase{"fma", {"1.0lf", "2.0lf", "3.0lf"}, "double fma(double a, double b, double c)"},
    // float->double is allowed, double->float is not.
    ResolveCase{"fma", {"1.0", "2.0lf", "3.0"}, "double fma(double a, double b, double c)"},
    ResolveCase{"fma", {"1", "2", "3.0lf"}, "double fma(double a, double b, double c)"},
    // GLSL 4.50 §6.1: int->float is a better conversion than int->double.
    ResolveCase{"fma", {"1", "2", "3"}, "float fma(float a, float b, float c)"},
    ResolveCase{"fma", {"1u", "2", "3.0"}, "float fma(float a, float b, float c)"},
    ResolveCase{"fma", {"vec2(1.0, 2.0)", "ivec2(1, 2)", "uvec2(1u, 2u)"}, "vec2 fma(vec2 a, vec2 b, vec2 c)"},
    ResolveCase{"fma", {"dvec4(1, 2, 3, 4)", "vec4(1, 2, 3, 4)", "ivec4(1, 2, 3, 4)"},
                "dvec4 fma(dvec4 a, dvec4 b, dvec4 c)"},
    ResolveCase{"packUnorm2x16", {"vec2(0.5, 1.0)"}, "uint packUnorm2x16(vec2 v)"},
    ResolveCase{"packUnorm2x16", {"ivec2(0, 1)"}, "uint packUnorm2x16(vec2 v)"},
    ResolveCase{"unpackUnorm2x16", {"7"}, "vec2 unpackUnorm2x16(uint p)"},
    ResolveCase{"unpackDouble2x32", {"1.0"}, "uvec2 unpackDouble2x32(double d)"},
    ResolveCase{"msad4", {"0xA100B2C3u", "uvec2(0xD7B0C372u, 0x4F57C2A3u)", "uvec4(1,2,3,4)"},
                "uvec4 msad4(uint reference, uvec2 source, uvec4 accum)"}));

TEST(Resolve, ConvertsTheInputsToTheParameterTypes) {
    Resolution r = resolve(Catalog::get(), "usubBorrow", {lit("-1"), lit("2")});
    ASSERT_NE(r.overload, nullptr) << r.error;
    ASSERT_EQ(r.inputs.size(), 2u);
    EXPECT_EQ(r.inputs[0], (Value{kUint, {0xffffffff}}));  // int->uint keeps the bits
    EXPECT_EQ(r.inputs[1], (Value{kUint, {2}}));

    r = resolve(Catalog::get(), "fma", {lit("1"), lit("-2"), lit("0x7fffffff")});
    ASSERT_NE(r.overload, nullptr) << r.error;
    EXPECT_EQ(r.inputs[0], (Value{kFloat, {0x3f800000}}));
    EXPECT_EQ(r.inputs[1], (Value{kFloat, {0xc0000000}}));
    EXPECT_EQ(r.inputs[2], (Value{kFloat, {0x4f000000}}));  // 2^31 - 1 rounds to 2^31

    r = resolve(Catalog::get(), "fma", {lit("0.1"), lit("1.0lf"), lit("0.0lf")});
    ASSERT_NE(r.overload, nullptr) << r.error;
    EXPECT_EQ(r.inputs[0], (Value{kDouble, {0x3fb99999a0000000}}));
}

struct ResolveErrorCase {
    const char* function;
    std::vector<const char*> args;
    const char* message;  // a substring of the error
};

std::ostream& operator<<(std::ostream& os, const ResolveErrorCase& c) { return os << c.message; }

class ResolveErrorTest : public testing::TestWithParam<ResolveErrorCase> {};

TEST_P(ResolveErrorTest, NamesTheFunctionAndTheArgumentTypes) {
    const ResolveErrorCase& c = GetParam();
    std::vector<Value> args;
    for (const char* a : c.args) args.push_back(lit(a));
    Resolution r = resolve(Catalog::get(), c.function, args);
    EXPECT_EQ(r.overload, nullptr) << r.overload->declaration();
    EXPECT_TRUE(r.inputs.empty());
    EXPECT_NE(r.error.find(c.message), std::string::npos) << r.error;
}

INSTANTIATE_TEST_SUITE_P(Catalog, ResolveErrorTest, testing::Values(
    ResolveErrorCase{"usubBorrow", {"1.0", "2"}, "no overload of usubBorrow takes (float, int)"},
    ResolveErrorCase{"usubBorrow", {"1.0", "2"}, "\n  uint usubBorrow(uint x, uint y, out uint borrow)"},
    ResolveErrorCase{"usubBorrow", {"1u"}, "no overload of usubBorrow takes (uint)"},
    ResolveErrorCase{"usubBorrow", {"1u", "2u", "3u"}, "no overload of usubBorrow takes (uint, uint, uint)"},
    ResolveErrorCase{"usubBorrow", {"1u", "uvec2(1u, 2u)"}, "no overload of usubBorrow takes (uint, uvec2)"},
    ResolveErrorCase{"uaddCarry", {"true", "1u"}, "no overload of uaddCarry takes (bool, uint)"},
    ResolveErrorCase{"packUnorm2x16", {"vec3(1, 2, 3)"}, "no overload of packUnorm2x16 takes (vec3)"},
    ResolveErrorCase{"packDouble2x32", {"vec2(1, 2)"}, "no overload of packDouble2x32 takes (vec2)"},
    ResolveErrorCase{"fma", {"1.0lf", "2.0", "uvec2(1u, 2u)"}, "no overload of fma takes (double, float, uvec2)"},
    ResolveErrorCase{"frobnicate", {"1u"}, "unknown function 'frobnicate'"}));

Value any_value(Type t) { return make_value(t); }

// GLSL 4.50 §6.1 ranks only exact > float->double > other conversions and int/uint->float > int/uint->double;
// any other pair of conversions leaves the call ambiguous.
TEST(Resolve, AmbiguousWhenNoOverloadIsBetterThanEveryOther) {
    Catalog c({row("g", kUint, {{"x", kUint}}), row("g", kFloat, {{"x", kFloat}}),
               row("h", kUint, {{"x", kUint}}), row("h", kDouble, {{"x", kDouble}}),
               row("k", kFloat, {{"x", kUint}, {"y", kFloat}}), row("k", kFloat, {{"x", kFloat}, {"y", kUint}})});
    Resolution r = resolve(c, "g", {any_value(kInt)});
    EXPECT_EQ(r.overload, nullptr);
    EXPECT_NE(r.error.find("ambiguous call: g takes (int)"), std::string::npos) << r.error;
    EXPECT_NE(r.error.find("\n  uint g(uint x)"), std::string::npos) << r.error;
    EXPECT_NE(r.error.find("\n  float g(float x)"), std::string::npos) << r.error;

    r = resolve(c, "h", {any_value(kInt)});
    EXPECT_EQ(r.overload, nullptr);
    EXPECT_NE(r.error.find("ambiguous call: h takes (int)"), std::string::npos) << r.error;

    r = resolve(c, "k", {any_value(kInt), any_value(kInt)});
    EXPECT_EQ(r.overload, nullptr);
    EXPECT_NE(r.error.find("ambiguous call: k takes (int, int)"), std::string::npos) << r.error;

    // Exact matches settle each of these.
    ASSERT_NE(resolve(c, "g", {any_value(kUint)}).overload, nullptr);
    EXPECT_EQ(resolve(c, "g", {any_value(kUint)}).overload->declaration(), "uint g(uint x)");
    EXPECT_EQ(resolve(c, "g", {any_value(kFloat)}).overload->declaration(), "float g(float x)");
    EXPECT_EQ(resolve(c, "h", {any_value(kFloat)}).overload->declaration(), "double h(double x)");
    EXPECT_EQ(resolve(c, "k", {any_value(kUint), any_value(kInt)}).overload->declaration(),
              "float k(uint x, float y)");
}

TEST(Resolve, EachArgumentIsRankedSeparately) {
    Catalog c({row("m", kFloat, {{"x", kDouble}, {"y", kFloat}}), row("m", kFloat, {{"x", kFloat}, {"y", kDouble}}),
               row("n", kFloat, {{"x", kDouble}}), row("n", kFloat, {{"x", kUint}})});
    // (float, float): each overload converts one argument float->double; neither is better.
    Resolution r = resolve(c, "m", {any_value(kFloat), any_value(kFloat)});
    EXPECT_EQ(r.overload, nullptr);
    EXPECT_NE(r.error.find("ambiguous call: m takes (float, float)"), std::string::npos) << r.error;
    // (int, int): int->double against int->float on each side; neither is better.
    EXPECT_EQ(resolve(c, "m", {any_value(kInt), any_value(kInt)}).overload, nullptr);
    // float->uint does not exist, so only n(double) is viable.
    ASSERT_NE(resolve(c, "n", {any_value(kFloat)}).overload, nullptr);
    EXPECT_EQ(resolve(c, "n", {any_value(kFloat)}).overload->declaration(), "float n(double x)");
}

// list and list --json group the rows by chapter (each row once) and by extension (a row under each it names).
TEST(Groups, EveryRowInOneChapterAndUnderEachOfItsExtensions) {
    const Catalog& c = Catalog::get();
    size_t rows = 0;
    std::vector<std::string> sections;
    for (const RowGroup& g : chapter_groups(c)) {
        rows += g.rows.size();
        sections.push_back(g.section);
        for (const Overload* o : g.rows) {
            EXPECT_EQ(o->chapter, g.name);
            EXPECT_EQ(o->section, g.section);
        }
    }
    EXPECT_EQ(rows, c.rows().size());
    EXPECT_EQ(std::count(sections.begin(), sections.end(), "GLSL 4.50 §8.8"), 1);
    const std::vector<RowGroup> ext = extension_groups(c);
    auto group = [&](const std::string& name) -> const RowGroup* {
        for (const RowGroup& g : ext)
            if (g.name == name) return &g;
        return nullptr;
    };
    const RowGroup* mesa = group("GL_MESA_shader_integer_functions");
    ASSERT_NE(mesa, nullptr);
    // uaddCarry, usubBorrow, umulExtended, imulExtended: 4 each; the six bitfield functions: int and uint, 4 sizes.
    EXPECT_EQ(mesa->rows.size(), 4u * 4 + 6u * 8);
    EXPECT_EQ(mesa->functions(), (std::vector<std::string>{"uaddCarry", "usubBorrow", "umulExtended", "imulExtended",
                                                           "bitfieldExtract", "bitfieldInsert", "bitfieldReverse",
                                                           "bitCount", "findLSB", "findMSB"}));
    const RowGroup* trinary = group("GL_AMD_shader_trinary_minmax");
    ASSERT_NE(trinary, nullptr);
    EXPECT_EQ(trinary->rows.size(), 36u);
    EXPECT_EQ(trinary->functions(), (std::vector<std::string>{"min3", "max3", "mid3"}));
    EXPECT_EQ(group("GL_ARB_compute_shader"), nullptr);  // no rows: it only carries the shader below 4.30
    const RowGroup* int64 = group("GL_ARB_gpu_shader_int64");
    ASSERT_NE(int64, nullptr);
    // Its §5 rows first: for int64_t and uint64_t, + - * / % & | ^ with 10 rows each (4 sizes, 3 vector op scalar,
    // 3 scalar op vector), unary - and ~ with 4, << and >> with 14 (a count of the left type or an int), < > <= >=
    // one each, == and != 4 each; 22 conversions. Then abs, sign: 4 each; min, max, clamp: 7 each (4 sizes, 3 with a
    // scalar second operand) for both types; mix: 8; the four double bit casts: 4 each; the four 2x32 packs.
    EXPECT_EQ(int64->rows.size(), 2u * (8 * 10 + 2 * 4 + 2 * 14 + 4 + 2 * 4) + 22 + 2u * 4 + 3u * 14 + 8 + 4u * 4 + 4);
    EXPECT_EQ(int64->functions(),
              (std::vector<std::string>{"operator+", "operator-", "operator*", "operator/", "operator%", "operator&",
                                        "operator|", "operator^", "operator~", "operator<<", "operator>>",
                                        "operator<", "operator>", "operator<=", "operator>=", "operator==",
                                        "operator!=", "int64_t", "uint64_t", "int", "uint", "float", "double",
                                        "bool", "abs", "sign", "min", "max", "clamp", "mix", "doubleBitsToInt64",
                                        "doubleBitsToUint64", "int64BitsToDouble", "uint64BitsToDouble",
                                        "packInt2x32", "packUint2x32", "unpackInt2x32", "unpackUint2x32"}));
    const RowGroup* nv = group("GL_NV_shader_atomic_float");
    ASSERT_NE(nv, nullptr);
    EXPECT_EQ(nv->functions(), (std::vector<std::string>{"atomicAdd", "atomicExchange"}));
    EXPECT_EQ(nv->rows.size(), 2u);  // float only
    const RowGroup* vote = group("GL_ARB_shader_group_vote");
    ASSERT_NE(vote, nullptr);
    EXPECT_EQ(vote->functions(),
              (std::vector<std::string>{"anyInvocationARB", "allInvocationsARB", "allInvocationsEqualARB"}));
    EXPECT_EQ(std::count(sections.begin(), sections.end(), "GLSL 4.60 §8.19"), 1);
}

}  // namespace
}  // namespace il
