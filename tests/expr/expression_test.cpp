// Expressions without a GPU: the parser's errors and columns, the type check, and the reference's alternatives
// against values worked out by hand.
#include <gtest/gtest.h>

#include <regex>

#include "expr/expr_eval.h"
#include "expr/expr_reference.h"
#include "expr/expression.h"
#include "value/literal.h"

namespace il::expr {
namespace {

std::vector<Variable> vars(std::initializer_list<std::pair<const char*, const char*>> kv) {
    std::vector<Variable> v;
    for (const auto& [name, text] : kv) v.push_back({name, *parse_literal(text).value});
    return v;
}

Expression parse(const std::string& text, std::vector<Variable> values = {}) {
    return parse_expression(text, values, Catalog::get());
}

// The column the parser or the type check names for `text`, or 0 when it takes it.
size_t error_column(const std::string& text, std::vector<Variable> values = {}, std::string* message = nullptr) {
    try {
        parse(text, values);
    } catch (const ExpressionError& e) {
        if (message) *message = e.what();
        return e.column;
    }
    return 0;
}

Value f32(uint32_t bits) {
    Value v = make_value(kFloat);
    v.bits[0] = bits;
    return v;
}

TEST(ExpressionParse, PrecedenceAndParenthesesAsGlsl) {
    auto abc = vars({{"a", "1.0"}, {"b", "2.0"}, {"c", "3.0"}});
    EXPECT_EQ(parenthesised(parse("a * b + c", abc)), "((a * b) + c)");
    EXPECT_EQ(parenthesised(parse("a + b * c", abc)), "(a + (b * c))");
    EXPECT_EQ(parenthesised(parse("a - b - c", abc)), "((a - b) - c)");  // left-associative
    EXPECT_EQ(parenthesised(parse("-a * (b + c)", abc)), "((-a) * (b + c))");
    EXPECT_EQ(parenthesised(parse("fma(a, b, c) / 2.0", abc)), "(fma(a, b, c) / 2.0)");
    EXPECT_EQ(parenthesised(parse("a * b + c", abc), true), "(({0} * {1}) + {2})");
    auto ij = vars({{"i", "1"}, {"j", "2"}});
    EXPECT_EQ(parenthesised(parse("i << j + 1 & 7 | i", ij)), "(((i << (j + 1)) & 7) | i)");
    EXPECT_EQ(parenthesised(parse("i < j == true", ij)), "((i < j) == true)");
}

TEST(ExpressionParse, TypesFromTheCatalogRows) {
    auto a = vars({{"a", "1.0"}});
    auto i = vars({{"i", "3"}});
    auto p = vars({{"p", "vec2(1.0, 2.0)"}});
    EXPECT_EQ(parse("a * a", a).type(), kFloat);
    EXPECT_EQ(parse("float(i) / 3.0", i).type(), kFloat);
    EXPECT_EQ(parse("i % 2", i).type(), kInt);
    EXPECT_EQ(parse("u >> 1u", vars({{"u", "3u"}})).type(), kUint);
    EXPECT_EQ(parse("d + d", vars({{"d", "1.0lf"}})).type(), kDouble);
    EXPECT_EQ(parse("vec2(a, 1.0) * p", vars({{"a", "1.0"}, {"p", "vec2(1.0, 2.0)"}})).type(), vec_of(Scalar::Float, 2));
    EXPECT_EQ(parse("p * 2.0", p).type(), vec_of(Scalar::Float, 2));
    EXPECT_EQ(parse("dot(p, p)", p).type(), kFloat);
    EXPECT_EQ(parse("a < 2.0", a).type(), kBool);
    EXPECT_EQ(parse("ivec3(i)", i).type(), vec_of(Scalar::Int, 3));
    EXPECT_EQ(parse("i + 1.0", i).type(), kFloat);  // §4.1.10: the int converts
    EXPECT_EQ(parse("i << 4u", i).type(), kInt);    // §5.9: a shift has its left operand's type
    EXPECT_EQ(parse("u >> i", vars({{"u", "3u"}, {"i", "1"}})).type(), kUint);
    std::string m;
    EXPECT_EQ(error_column("a + 1.0", vars({{"a", "1.0"}, {"b", "2.0"}}), &m), 0u + 0u);  // column 0: not a place
    EXPECT_NE(m.find("'b' has a value but is not in the expression"), std::string::npos) << m;
}

TEST(ExpressionParse, ErrorsNameTheColumn) {
    auto abc = vars({{"a", "1.0"}, {"b", "2.0"}, {"c", "3.0"}});
    std::string m;
    EXPECT_EQ(error_column("a * (b + c", abc, &m), 11u);  // where the ')' is missing: the end
    EXPECT_NE(m.find("'(' at column 5 is not closed"), std::string::npos) << m;
    EXPECT_EQ(error_column("a * b) + c", abc, &m), 6u);
    EXPECT_NE(m.find("unbalanced parenthesis"), std::string::npos) << m;
    EXPECT_EQ(error_column("a * b + d", abc, &m), 9u);
    EXPECT_NE(m.find("no value for 'd'"), std::string::npos) << m;
    EXPECT_EQ(error_column("a & b", abc, &m), 3u);  // no & on floats: §5.9
    EXPECT_NE(m.find("no overload of operator&"), std::string::npos) << m;
    EXPECT_EQ(error_column("a * b +", abc, &m), 8u);
    EXPECT_EQ(error_column("a $ b", abc, &m), 3u);
    EXPECT_EQ(error_column("nosuch(a)", abc, &m), 1u);
    EXPECT_NE(m.find("unknown function 'nosuch'"), std::string::npos) << m;
    EXPECT_EQ(error_column("a b", abc, &m), 3u);
    EXPECT_EQ(error_column("vec3(a, b)", abc, &m), 1u);
    EXPECT_NE(m.find("2 components for 3"), std::string::npos) << m;
    EXPECT_EQ(error_column("", {}, &m), 1u);
    // Deep nesting is refused, not a stack overflow.
    EXPECT_EQ(error_column(std::string(300, '(') + "1.0" + std::string(300, ')'), {}, &m), 257u);
    EXPECT_NE(m.find("nested deeper than 256 levels"), std::string::npos) << m;
    EXPECT_EQ(error_column(std::string(100000, '~') + "1", {}, &m), 257u);
}

// The type check, the shader text and the reference recurse through the tree: a chain deeper than 1000 operations
// is refused at the operation that passes the bound (the 1000th '+' of 1.0+1.0+..., at column 4 * 1000), not a stack
// overflow; a chain of ?: operands counts as nesting.
TEST(ExpressionParse, LongChainsAreRefusedNotOverflowed) {
    auto sum = [](int terms) {
        std::string s = "1.0";
        for (int k = 1; k < terms; ++k) s += "+1.0";
        return s;
    };
    std::string m;
    EXPECT_EQ(error_column(sum(1000), {}, &m), 0u) << m;
    EXPECT_EQ(reference_alternatives(parse(sum(1000)), false)[0].expected.reference, f32(0x447a0000));  // 1000.0
    EXPECT_EQ(error_column(sum(1001), {}, &m), 4000u);
    EXPECT_NE(m.find("operations nested more than 1000 deep"), std::string::npos) << m;
    EXPECT_EQ(error_column(sum(30000), {}, &m), 4000u);
    std::string swizzles = "v";
    for (int k = 0; k < 1000; ++k) swizzles += ".yx";
    EXPECT_EQ(error_column(swizzles, vars({{"v", "vec2(1.0, 2.0)"}}), &m), 3000u);  // the 1000th's letters
    std::string selections;
    for (int k = 0; k < 20000; ++k) selections += "p?1.0:";
    EXPECT_NE(error_column(selections + "2.0", vars({{"p", "true"}}), &m), 0u);
    EXPECT_NE(m.find("nested deeper than 256 levels"), std::string::npos) << m;
}

TEST(ExpressionParse, UnsupportedConstructsNamedWithTheirColumn) {
    auto v = vars({{"a", "1.0"}, {"b", "2.0"}, {"p", "vec2(1.0, 2.0)"}, {"m", "dmat2(1.0lf)"}});
    std::string m;
    EXPECT_EQ(error_column("a = b", v, &m), 3u);
    EXPECT_NE(m.find("assignment"), std::string::npos) << m;
    EXPECT_EQ(error_column("+a", v, &m), 1u);
    EXPECT_EQ(error_column("m * p", v, &m), 1u);  // a double matrix variable
    EXPECT_NE(m.find("type dmat2 is not supported"), std::string::npos) << m;
}

TEST(ExpressionParse, Assignments) {
    Variable v = parse_assignment("a=1.0002441");
    EXPECT_EQ(v.name, "a");
    EXPECT_EQ(v.value.type, kFloat);
    EXPECT_EQ(v.value.bits[0], 0x3f800800u);
    Variable w = parse_assignment("x:float=3");  // an int literal, declared float: §4.1.10's conversion
    EXPECT_EQ(w.value.type, kFloat);
    EXPECT_EQ(w.value.bits[0], 0x40400000u);
    EXPECT_THROW(parse_assignment("x:int=1.5"), ExpressionError);  // no implicit float -> int
    EXPECT_THROW(parse_assignment("1x=1.0"), ExpressionError);
    EXPECT_THROW(parse_assignment("x"), ExpressionError);
    EXPECT_THROW(parse_assignment("x=1.0.0"), ExpressionError);
}

// 0.1f = 13421773 * 2^-27, 0.2f = 13421773 * 2^-26; the exact sum 40265319 * 2^-27 = 10066329.75 * 2^-25 rounds to
// 10066330 * 2^-25: significand field 10066330 - 2^23 = 0x19999a, exponent -2 (field 125): 0x3e99999a. The catalog's
// + allows either neighbour of the exact sum (§4.7.1's rounding mode), so 10066329 * 2^-25 = 0x3e999999 too.
TEST(ExpressionReference, PointOnePlusPointTwo) {
    auto alts = reference_alternatives(parse("0.1 + 0.2"), false);
    ASSERT_EQ(alts.size(), 1u);
    EXPECT_EQ(alts[0].label, "unfused");
    EXPECT_EQ(alts[0].expected.reference.bits[0], 0x3e99999au);
    EXPECT_EQ(judge_alternatives(alts, f32(0x3e99999a)).judgement.verdict, Verdict::Match);
    EXPECT_EQ(judge_alternatives(alts, f32(0x3e999999)).judgement.verdict, Verdict::Accepted);
    EXPECT_EQ(judge_alternatives(alts, f32(0x3e99999b)).judgement.verdict, Verdict::Violation);
    auto same = reference_alternatives(parse("a + b", vars({{"a", "0.1"}, {"b", "0.2"}})), false);
    EXPECT_EQ(same[0].expected.reference.bits[0], 0x3e99999au);
}

// a = b = 0x3f800800 = 1 + 2^-12, c = -1. The exact product is 1 + 2^-11 + 2^-24. Unfused: the product rounds to
// float first; 2^-24 is half an ULP of 1 (2^-23), a tie, and round-to-even keeps 1 + 2^-11 (its last significand
// bit is 0); minus 1 gives 2^-11 = 0x3a000000. The product's other neighbour 1 + 2^-11 + 2^-23 (the rounding mode
// may go either way) gives 2^-11 (1 + 2^-12) = 0x3a000800. Fused: the exact product minus 1 is 2^-11 + 2^-24 =
// 2^-11 (1 + 2^-13), a float (significand field 2^10): 0x3a000400 and nothing else.
TEST(ExpressionReference, ContractionGivesTheFusedAlternative) {
    auto v = vars({{"a", "1.0002441"}, {"b", "1.0002441"}, {"c", "-1.0"}});
    auto alts = reference_alternatives(parse("a * b + c", v), false);
    ASSERT_EQ(alts.size(), 2u);
    EXPECT_EQ(alts[0].label, "unfused");
    EXPECT_EQ(alts[0].expected.reference.bits[0], 0x3a000000u);
    ASSERT_EQ(alts[0].expected.rule.kind, RuleKind::AnyOf);
    ASSERT_EQ(alts[0].expected.rule.alternatives.size(), 1u);
    EXPECT_EQ(alts[0].expected.rule.alternatives[0].bits[0], 0x3a000800u);
    EXPECT_EQ(alts[1].label, "fused");
    EXPECT_EQ(alts[1].expected.reference.bits[0], 0x3a000400u);
    EXPECT_EQ(alts[1].expected.rule.kind, RuleKind::Exact);

    AlternativeJudgement unfused = judge_alternatives(alts, f32(0x3a000000));
    EXPECT_EQ(unfused.judgement.verdict, Verdict::Match);
    EXPECT_EQ(unfused.chosen, 0u);
    AlternativeJudgement fused = judge_alternatives(alts, f32(0x3a000400));
    EXPECT_EQ(fused.judgement.verdict, Verdict::Accepted);
    EXPECT_EQ(fused.chosen, 1u);
    EXPECT_EQ(fused.judgement.components[0].reason.rfind("fused", 0), 0u) << fused.judgement.components[0].reason;
    EXPECT_EQ(fused.judgement.components[0].xor_bits, 0x400u);  // from the unfused reference
    EXPECT_EQ(judge_alternatives(alts, f32(0x3a000800)).judgement.verdict, Verdict::Accepted);  // unfused, rounded up
    EXPECT_EQ(judge_alternatives(alts, f32(0x3a000800)).chosen, 0u);
    // Neither: 2^-11 (1 + 2^-14), between the allowed values, and a value off by one bit.
    EXPECT_EQ(judge_alternatives(alts, f32(0x3a000200)).judgement.verdict, Verdict::Violation);
    EXPECT_EQ(judge_alternatives(alts, f32(0x3a000001)).judgement.verdict, Verdict::Violation);

    // c + a * b and a * b - (-c) contract the same way; precise allows only the written form.
    auto commuted = reference_alternatives(parse("c + a * b", v), false);
    ASSERT_EQ(commuted.size(), 2u);
    EXPECT_EQ(commuted[1].expected.reference.bits[0], 0x3a000400u);
    auto d = vars({{"a", "1.0002441"}, {"b", "1.0002441"}, {"c", "1.0"}});
    auto minus = reference_alternatives(parse("a * b - c", d), false);
    ASSERT_EQ(minus.size(), 2u);
    EXPECT_EQ(minus[0].expected.reference.bits[0], 0x3a000000u);
    EXPECT_EQ(minus[1].expected.reference.bits[0], 0x3a000400u);
    // c - a * b = -(a * b - c): the signs flipped, 0xba000000 and 0xba000400.
    auto from = reference_alternatives(parse("c - a * b", d), false);
    ASSERT_EQ(from.size(), 2u);
    EXPECT_EQ(from[0].expected.reference.bits[0], 0xba000000u);
    EXPECT_EQ(from[1].expected.reference.bits[0], 0xba000400u);

    auto precise = reference_alternatives(parse("a * b + c", v), true);
    ASSERT_EQ(precise.size(), 1u);
    EXPECT_EQ(judge_alternatives(precise, f32(0x3a000400)).judgement.verdict, Verdict::Violation);
    // fma() itself is a built-in row, not a contraction: its own rule.
    auto call = reference_alternatives(parse("fma(a, b, c)", v), false);
    ASSERT_EQ(call.size(), 1u);
    EXPECT_EQ(call[0].expected.reference.bits[0], 0x3a000400u);
}

// Two contraction points: a * b + c * d may fuse either product (not both: one rounding each side).
TEST(ExpressionReference, EachContractionPointIsAnAlternative) {
    auto v = vars({{"a", "1.0002441"}, {"b", "1.0002441"}, {"c", "1.0002441"}, {"d", "-1.0002441"}});
    auto alts = reference_alternatives(parse("a * b + c * d", v), false);
    ASSERT_EQ(alts.size(), 3u);
    EXPECT_EQ(alts[0].label, "unfused");
    EXPECT_EQ(alts[1].label, "fused (a * b)");
    EXPECT_EQ(alts[2].label, "fused (c * d)");
    // Unfused: both products round to 1 + 2^-11, and their sum is 0. Fused with the left product exact: (1 + 2^-11 +
    // 2^-24) - (1 + 2^-11) = 2^-24 = 0x33800000; the right one exact: -2^-24 (the references: every other step
    // rounded to nearest).
    EXPECT_EQ(alts[0].expected.reference.bits[0], 0u);
    EXPECT_EQ(alts[1].expected.reference.bits[0], 0x33800000u);
    EXPECT_EQ(alts[2].expected.reference.bits[0], 0xb3800000u);
}

// 1/3 = 11184810.67 * 2^-25; correctly rounded 11184811 * 2^-25 = 0x3eaaaaab. §4.7.1 allows 2.5 ULP (2^-25 each):
// [11184808.17, 11184813.17] * 2^-25, the floats 11184809 to 11184813: 0x3eaaaaa9 to 0x3eaaaaad.
TEST(ExpressionReference, DivisionGivesItsInterval) {
    auto alts = reference_alternatives(parse("1.0 / 3.0"), false);
    ASSERT_EQ(alts.size(), 1u);
    const Expected& e = alts[0].expected;
    EXPECT_EQ(e.reference.bits[0], 0x3eaaaaabu);
    ASSERT_EQ(e.rule.kind, RuleKind::Interval);
    EXPECT_EQ(e.rule.lo.bits[0], 0x3eaaaaa9u);
    EXPECT_EQ(e.rule.hi.bits[0], 0x3eaaaaadu);
    EXPECT_EQ(judge_alternatives(alts, f32(0x3eaaaaad)).judgement.verdict, Verdict::Accepted);
    EXPECT_EQ(judge_alternatives(alts, f32(0x3eaaaaae)).judgement.verdict, Verdict::Violation);
}

// The interval goes through the later operation: (1/3) * 3 with 1/3 anywhere in 11184809..11184813 * 2^-25. The
// exact products 33554427 * 2^-25 (below 1: ULP 2^-24, 16777213.5 * 2^-24) and 33554439 * 2^-25 (above 1: ULP
// 2^-23, 8388609.75 * 2^-23), each correctly rounded step taken to either neighbour (precision/interval.h): from
// 16777213 * 2^-24 = 0x3f7ffffd to 8388610 * 2^-23 = 0x3f800002. The reference: 11184811 * 3 = 33554433 * 2^-25 =
// 1 + 2^-25, rounded to 1.0.
TEST(ExpressionReference, IntervalsPropagate) {
    auto alts = reference_alternatives(parse("1.0 / 3.0 * 3.0"), false);
    const Expected& e = alts[0].expected;
    EXPECT_EQ(e.reference.bits[0], 0x3f800000u);
    ASSERT_EQ(e.rule.kind, RuleKind::Interval);
    EXPECT_EQ(e.rule.lo.bits[0], 0x3f7ffffdu);
    EXPECT_EQ(e.rule.hi.bits[0], 0x3f800002u);
    // A built-in after the interval: floor of every value in it, 0.0 or 1.0.
    auto fl = reference_alternatives(parse("floor(1.0 / 3.0 * 3.0)"), false);
    EXPECT_EQ(fl[0].expected.reference.bits[0], 0x3f800000u);
    ASSERT_EQ(fl[0].expected.rule.kind, RuleKind::AnyOf);
    EXPECT_EQ(judge_alternatives(fl, f32(0)).judgement.verdict, Verdict::Accepted);
    EXPECT_EQ(judge_alternatives(fl, f32(0x3f800000)).judgement.verdict, Verdict::Match);
    EXPECT_EQ(judge_alternatives(fl, f32(0x40000000)).judgement.verdict, Verdict::Violation);
}

TEST(ExpressionReference, ConversionsAndUndefined) {
    // §5.4.1: float to int drops the fraction: int(-0.5) is 0.
    auto trunc = reference_alternatives(parse("int(-0.5)"), false);
    EXPECT_EQ(trunc[0].expected.reference.type, kInt);
    EXPECT_EQ(trunc[0].expected.reference.bits[0], 0u);
    EXPECT_EQ(trunc[0].expected.rule.kind, RuleKind::Exact);
    // A negative float to uint, an integer division by zero, a shift by 32: undefined.
    EXPECT_EQ(reference_alternatives(parse("uint(-1.0)"), false)[0].expected.rule.kind, RuleKind::Undefined);
    EXPECT_EQ(reference_alternatives(parse("7 / 0"), false)[0].expected.rule.kind, RuleKind::Undefined);
    EXPECT_EQ(reference_alternatives(parse("1 << 32"), false)[0].expected.rule.kind, RuleKind::Undefined);
    // An undefined operand makes what uses it undefined.
    EXPECT_EQ(reference_alternatives(parse("(7 / 0) + 1"), false)[0].expected.rule.kind, RuleKind::Undefined);
    // Exact integer arithmetic wraps (§4.1.3): 2147483647 + 1 is -2147483648.
    // A shift by a uint count keeps the int's type and value: -8 >> 1u is -4 (sign-extended).
    auto shift = reference_alternatives(parse("i >> 1u", vars({{"i", "-8"}})), false);
    EXPECT_EQ(shift[0].expected.reference.type, kInt);
    EXPECT_EQ(shift[0].expected.reference.bits[0], 0xfffffffcu);
    auto wrap = reference_alternatives(parse("2147483647 + 1"), false);
    EXPECT_EQ(wrap[0].expected.reference.bits[0], 0x80000000u);
    EXPECT_EQ(wrap[0].expected.rule.kind, RuleKind::Exact);
    // §4.1.10: the int converted to float before the +: 16777217 rounds to 16777216 (0x4b800000), + 1.0 is a tie
    // between 16777216 and 16777218 and goes to the even 16777216.
    auto mixed = reference_alternatives(parse("i + 1.0", vars({{"i", "16777217"}})), false);
    EXPECT_EQ(mixed[0].expected.reference.bits[0], 0x4b800000u);
    EXPECT_EQ(judge_alternatives(mixed, f32(0x4b800001)).judgement.verdict, Verdict::Accepted);  // 16777218
    // A vector constructor, component by component.
    auto v = reference_alternatives(parse("vec2(1, 2u) * 0.5"), false);
    EXPECT_EQ(v[0].expected.reference.bits[0], 0x3f000000u);
    EXPECT_EQ(v[0].expected.reference.bits[1], 0x3f800000u);
}

// 0 * Inf + 1 meets 0 * Inf fused or not: IEEE 754's NaN, which GLSL 4.50 §4.7.1 does not require, so both
// alternatives are undefined (as operator* and fma's row say); 2 * Inf + 1 is +Inf either way.
TEST(ExpressionReference, FusedZeroTimesInfinityIsUndefined) {
    auto z = reference_alternatives(parse("a * b + c", vars({{"a", "0.0"}, {"b", "inf"}, {"c", "1.0"}})), false);
    ASSERT_EQ(z.size(), 2u);
    EXPECT_EQ(z[0].expected.rule.kind, RuleKind::Undefined);
    EXPECT_EQ(z[1].expected.rule.kind, RuleKind::Undefined) << z[1].expected.rule.why;
    auto i = reference_alternatives(parse("a * b + c", vars({{"a", "2.0"}, {"b", "inf"}, {"c", "1.0"}})), false);
    ASSERT_EQ(i.size(), 2u);
    EXPECT_EQ(i[1].expected.rule.kind, RuleKind::Exact);
    EXPECT_EQ(i[1].expected.reference.bits[0], 0x7f800000u);
}

// GL_ARB_gpu_shader_int64's rows in expressions: 3 << 40 is 3298534883328 and >> 3 gives 412316860416 (0x6000000000),
// an int64_t whatever the count's type (§5.9: the left operand's); a product past INT64_MAX is undefined (the
// extension's §4.1.3), while the same product as uint64_t is 2^63; int(2^32 + 1) has no int value.
TEST(ExpressionReference, SixtyFourBitIntegers) {
    auto shift = reference_alternatives(parse("(a << 40) >> 3u", vars({{"a", "3l"}})), false);
    EXPECT_EQ(shift[0].expected.reference.type, kInt64);
    EXPECT_EQ(shift[0].expected.reference.bits[0], 0x6000000000u);
    EXPECT_EQ(shift[0].expected.rule.kind, RuleKind::Exact);
    EXPECT_EQ(parse("a >> 1", vars({{"a", "-8l"}})).type(), kInt64);
    auto overflow = reference_alternatives(parse("a * a", vars({{"a", "4294967296l"}})), false);
    EXPECT_EQ(overflow[0].expected.rule.kind, RuleKind::Undefined);
    auto unsigned_product = reference_alternatives(parse("a * 2147483648ul", vars({{"a", "4294967296ul"}})), false);
    EXPECT_EQ(unsigned_product[0].expected.reference.bits[0], uint64_t{1} << 63);
    EXPECT_EQ(reference_alternatives(parse("int(a)", vars({{"a", "4294967297l"}})), false)[0].expected.rule.kind,
              RuleKind::Undefined);
    // §4.1.10's int to int64_t: -1 + 2^40 is 2^40 - 1.
    auto mixed = reference_alternatives(parse("-1 + a", vars({{"a", "1099511627776l"}})), false);
    EXPECT_EQ(mixed[0].expected.reference.bits[0], 0xffffffffffu);
}

// The shader computes the expression as parsed, from the input buffer; precise declares its result so (§4.7.2).
TEST(ExpressionShader, AsParsedAndPrecise) {
    Expression e = parse("a * b + c", vars({{"a", "1.0"}, {"b", "2.0"}, {"c", "3.0"}}));
    Overload row = expression_row(e);
    EXPECT_EQ(row.declaration(), "float expression(float a, float b, float c)");
    Profile p;
    p.glsl = 450;
    const std::string plain = expression_shader(row, p, false).source;
    EXPECT_NE(plain.find("    float ret = ((in0 * in1) + in2);\n"), std::string::npos) << plain;
    EXPECT_EQ(plain.find("precise"), std::string::npos) << plain;
    const std::string precise = expression_shader(row, p, true).source;
    EXPECT_NE(precise.find("    precise float ret = ((in0 * in1) + in2);\n"), std::string::npos) << precise;
    // No variables: the input record still has a member (GLSL has no empty struct).
    Expression k = parse("1.0 / 3.0");
    const std::string constant = expression_shader(expression_row(k), p, false).source;
    EXPECT_NE(constant.find("struct il_in_t { int il_unused; };"), std::string::npos) << constant;
    EXPECT_NE(constant.find("float ret = (1.0 / 3.0);"), std::string::npos) << constant;
}


Value bits_of(Type t, std::initializer_list<uint64_t> bits) {
    Value v = make_value(t);
    int i = 0;
    for (uint64_t b : bits) v.bits[size_t(i++)] = b;
    return v;
}

// §5.5: a swizzle or a constant index selects components, exactly. vec2(1.0, 2.0).yx is (2.0, 1.0), so (v.yx).x is
// 2.0 = 0x40000000; 1.0, 2.0, 3.0, 4.0 are 0x3f800000, 0x40000000, 0x40400000, 0x40800000.
TEST(ExpressionSwizzle, SelectsComponentsExactly) {
    auto v = vars({{"v", "vec2(1.0, 2.0)"}});
    Expression yx = parse("(v.yx).x", v);
    EXPECT_EQ(parenthesised(yx), "v.yx.x");
    EXPECT_EQ(yx.type(), kFloat);
    auto alts = reference_alternatives(yx, false);
    ASSERT_EQ(alts.size(), 1u);
    EXPECT_EQ(alts[0].expected.reference, bits_of(kFloat, {0x40000000}));
    EXPECT_EQ(alts[0].expected.rule.kind, RuleKind::Exact);

    auto w = vars({{"w", "vec4(1.0, 2.0, 3.0, 4.0)"}});
    auto ref = [&](const std::string& text, std::vector<Variable> values) {
        return reference_alternatives(parse(text, values), false)[0].expected.reference;
    };
    const Type vec3 = vec_of(Scalar::Float, 3), vec4 = vec_of(Scalar::Float, 4);
    EXPECT_EQ(ref("w.xyz", w), bits_of(vec3, {0x3f800000, 0x40000000, 0x40400000}));
    EXPECT_EQ(ref("w.rgba", w), bits_of(vec4, {0x3f800000, 0x40000000, 0x40400000, 0x40800000}));
    EXPECT_EQ(ref("w.qpts", w), bits_of(vec4, {0x40800000, 0x40400000, 0x40000000, 0x3f800000}));
    EXPECT_EQ(ref("w.wwx", w), bits_of(vec3, {0x40800000, 0x40800000, 0x3f800000}));
    EXPECT_EQ(ref("v[1]", v), bits_of(kFloat, {0x40000000}));
    EXPECT_EQ(ref("w[3u]", w), bits_of(kFloat, {0x40800000}));
    EXPECT_EQ(ref("w.zw[0]", w), bits_of(kFloat, {0x40400000}));
    // An int vector keeps its type: ivec2(3, -4).yx is ivec2(-4, 3).
    EXPECT_EQ(ref("i.yx", vars({{"i", "ivec2(3, -4)"}})), bits_of(vec_of(Scalar::Int, 2), {0xfffffffc, 3}));
    // The shader's text: the selection as written, after its operand.
    auto vw = vars({{"v", "vec2(1.0, 2.0)"}, {"w", "vec4(1.0, 2.0, 3.0, 4.0)"}});
    EXPECT_EQ(parenthesised(parse("v[1] * (w + w).zx", vw), true), "({0}[1] * ({1} + {1}).zx)");
    EXPECT_EQ(parse("normalize(w).y", w).type(), kFloat);
}

// 2/3 has 1/3's significand one binade up: correctly rounded 0x3f2aaaab, within 2.5 ULP 0x3f2aaaa9 to 0x3f2aaaad
// (DivisionGivesItsInterval's values). The selection carries the y component's interval unchanged.
TEST(ExpressionSwizzle, CarriesAComponentsSet) {
    auto alts = reference_alternatives(parse("(p / 3.0).y", vars({{"p", "vec2(1.0, 2.0)"}})), false);
    const Expected& e = alts[0].expected;
    EXPECT_EQ(e.reference, bits_of(kFloat, {0x3f2aaaab}));
    ASSERT_EQ(e.rule.kind, RuleKind::Interval);
    EXPECT_EQ(e.rule.lo.bits[0], 0x3f2aaaa9u);
    EXPECT_EQ(e.rule.hi.bits[0], 0x3f2aaaadu);
}

// (a * b).x + c is a * b + c of the x components, so it may be contracted as ContractionGivesTheFusedAlternative's
// a * b + c: unfused 0x3a000000 (or 0x3a000800), fused 0x3a000400. A scalar operand of the product too.
TEST(ExpressionSwizzle, ASelectedProductContracts) {
    auto v = vars({{"a", "vec2(1.0002441, 3.0)"}, {"b", "vec2(1.0002441, 5.0)"}, {"c", "-1.0"}});
    auto alts = reference_alternatives(parse("(a * b).x + c", v), false);
    ASSERT_EQ(alts.size(), 2u);
    EXPECT_EQ(alts[0].expected.reference.bits[0], 0x3a000000u);
    EXPECT_EQ(alts[1].label, "fused");
    EXPECT_EQ(alts[1].expected.reference.bits[0], 0x3a000400u);
    EXPECT_EQ(alts[1].expected.rule.kind, RuleKind::Exact);
    auto s = vars({{"a", "vec2(3.0, 1.0002441)"}, {"s", "1.0002441"}, {"c", "-1.0"}});
    auto scalar = reference_alternatives(parse("c + (a * s)[1]", s), false);
    ASSERT_EQ(scalar.size(), 2u);
    EXPECT_EQ(scalar[0].expected.reference.bits[0], 0x3a000000u);
    EXPECT_EQ(scalar[1].expected.reference.bits[0], 0x3a000400u);
    EXPECT_EQ(reference_alternatives(parse("(a * b).x + c", v), true).size(), 1u);
}

// GLSL 4.20 §5.5 selects a scalar's one component too ("float height; height.x; // is legal"), as x, r or s: 1.5.xx
// is vec2(1.5, 1.5), 0x3fc00000 twice; (a * 2.0).sss is vec3(3.0), 0x40400000 three times. Before #version 420 the
// expression is unavailable, naming the selection.
TEST(ExpressionSwizzle, SelectsAScalarsComponentFromGlsl420) {
    auto a = vars({{"a", "1.5"}});
    auto ref = [&](const std::string& text) { return reference_alternatives(parse(text, a), false)[0].expected.reference; };
    EXPECT_EQ(ref("a.xx"), bits_of(vec_of(Scalar::Float, 2), {0x3fc00000, 0x3fc00000}));
    EXPECT_EQ(ref("(a * 2.0).sss"), bits_of(vec_of(Scalar::Float, 3), {0x40400000, 0x40400000, 0x40400000}));
    EXPECT_EQ(ref("a.r"), bits_of(kFloat, {0x3fc00000}));
    EXPECT_EQ(parenthesised(parse("a.xx + a.xx", a), true), "({0}.xx + {0}.xx)");
    EXPECT_EQ(expression_row(parse("a.xx", a)).first_version, 420);
    EXPECT_EQ(expression_row(parse("a * 2.0", a)).first_version, 110);
    const Availability at410 = evaluate_expression(parse("a.xx", a), Profile{410, {}}, false, nullptr)->batch.availability;
    EXPECT_FALSE(at410.available);
    EXPECT_NE(at410.source.find("GLSL 4.20 §5.5: a scalar's components selected ('.xx')"), std::string::npos)
        << at410.source;
    EXPECT_TRUE(evaluate_expression(parse("a.xx", a), Profile{420, {}}, false, nullptr)->batch.availability.available);
}

TEST(ExpressionSwizzle, BadSelectionsNameThePlace) {
    auto v = vars({{"v", "vec2(1.0, 2.0)"}});
    std::string m;
    EXPECT_EQ(error_column("v.xw", v, &m), 4u);
    EXPECT_NE(m.find("swizzle '.xw' selects 'w', which the vec2 operand does not have (GLSL 4.50 §5.5)"), std::string::npos)
        << m;
    EXPECT_EQ(error_column("v.xg", v, &m), 4u);
    EXPECT_NE(m.find("swizzle '.xg' mixes the component sets xyzw and rgba"), std::string::npos) << m;
    EXPECT_EQ(error_column("v.sr", v, &m), 4u);
    EXPECT_NE(m.find("mixes the component sets stpq and rgba"), std::string::npos) << m;
    EXPECT_EQ(error_column("v.xyxyx", v, &m), 3u);
    EXPECT_NE(m.find("names 5 components; a swizzle names at most 4"), std::string::npos) << m;
    EXPECT_EQ(error_column("v.xk", v, &m), 4u);
    EXPECT_NE(m.find("'k' is not a component name"), std::string::npos) << m;
    EXPECT_EQ(error_column("a.y", vars({{"a", "1.0"}}), &m), 3u);
    EXPECT_NE(m.find("swizzle '.y' selects 'y', which the float operand does not have"), std::string::npos) << m;
    EXPECT_EQ(error_column("v[2]", v, &m), 3u);
    EXPECT_NE(m.find("index 2 is out of range for the vec2 operand (0 to 1; GLSL 4.50 §5.5)"), std::string::npos) << m;
    EXPECT_EQ(error_column("v[i]", vars({{"v", "vec2(1.0, 2.0)"}, {"i", "1"}}), &m), 3u);
    EXPECT_NE(m.find("'[ ]' takes an integer literal as its index (a constant index), not an expression of type int"), std::string::npos) << m;
    EXPECT_EQ(error_column("v[0xffffffff]", v, &m), 3u);  // the int -1 (§4.1.3: its bits)
    EXPECT_NE(m.find("index 0xffffffff is out of range"), std::string::npos) << m;
    EXPECT_EQ(error_column("v[1.0]", v, &m), 3u);
    EXPECT_NE(m.find("not a float literal"), std::string::npos) << m;
    EXPECT_EQ(error_column("v[]", v, &m), 3u);
    EXPECT_EQ(error_column("v[1", v, &m), 4u);
    EXPECT_NE(m.find("'[' at column 2 is not closed"), std::string::npos) << m;
    EXPECT_EQ(error_column("v. + v", v, &m), 4u);
    EXPECT_NE(m.find("'.' at column 2 is not followed by a swizzle"), std::string::npos) << m;
    EXPECT_EQ(error_column("v]", v, &m), 2u);
    EXPECT_NE(m.find("']' has no '['"), std::string::npos) << m;
}


// §5.1: ?: below ||, right-associative; its middle operand any expression.
TEST(ExpressionSelect, PrecedenceAndAssociativity) {
    auto v = vars({{"p", "true"}, {"q", "false"}, {"a", "1.0"}, {"b", "2.0"}, {"c", "3.0"}});
    EXPECT_EQ(parenthesised(parse("p ? a : q ? b : c", v)), "(p ? a : (q ? b : c))");
    EXPECT_EQ(parenthesised(parse("p ? q ? a : b : c", v)), "(p ? (q ? a : b) : c)");
    EXPECT_EQ(parenthesised(parse("p || q ? a + b : c * a", v)), "((p || q) ? (a + b) : (c * a))");
    EXPECT_EQ(parenthesised(parse("(p ? a : b) * c + (q ? c : a)", v)), "(((p ? a : b) * c) + (q ? c : a))");
    EXPECT_EQ(parenthesised(parse("max(p ? a : b, q ? b : c)", v), true), "max(({0} ? {1} : {2}), ({3} ? {2} : {4}))");
    // p ? a : q ? b : c with p true is a; with p false and q false, c: 1.0 and 3.0.
    EXPECT_EQ(reference_alternatives(parse("p ? a : q ? b : c", v), false)[0].expected.reference.bits[0], 0x3f800000u);
    EXPECT_EQ(reference_alternatives(parse("q ? a : q ? b : c", vars({{"q", "false"}, {"a", "1.0"}, {"b", "2.0"},
                                                                       {"c", "3.0"}})),
                                     false)[0]
                  .expected.reference.bits[0],
              0x40400000u);
}

// §5.9: only the chosen operand is the result, exactly; the other's NaN or undefined value does not reach it.
TEST(ExpressionSelect, OnlyTheChosenOperandIsTheResult) {
    for (const char* text : {"true ? 1.0 : 0.0 / 0.0", "false ? 0.0 / 0.0 : 1.0"}) {
        auto alts = reference_alternatives(parse(text), false);
        ASSERT_EQ(alts.size(), 1u) << text;
        EXPECT_EQ(alts[0].expected.reference, f32(0x3f800000)) << text;
        EXPECT_EQ(alts[0].expected.rule.kind, RuleKind::Exact) << text;
        EXPECT_EQ(judge_alternatives(alts, f32(0x3f800000)).judgement.verdict, Verdict::Match) << text;
        EXPECT_EQ(judge_alternatives(alts, f32(0x7fc00000)).judgement.verdict, Verdict::Violation) << text;
    }
    // An integer division by zero is undefined (§5.9): chosen, the result is; not chosen, 1 exactly.
    auto one = reference_alternatives(parse("true ? 1 : 7 / 0"), false);
    EXPECT_EQ(one[0].expected.reference.bits[0], 1u);
    EXPECT_EQ(one[0].expected.rule.kind, RuleKind::Exact);
    EXPECT_EQ(reference_alternatives(parse("false ? 1 : 7 / 0"), false)[0].expected.rule.kind, RuleKind::Undefined);
    // §4.1.10: the int operand converts to the float one's type: 3 -> 3.0 = 0x40400000.
    Expression mixed = parse("p ? i : 2.5", vars({{"p", "true"}, {"i", "3"}}));
    EXPECT_EQ(mixed.type(), kFloat);
    EXPECT_EQ(reference_alternatives(mixed, false)[0].expected.reference, f32(0x40400000));
    // Vectors: the whole operand. false ? v : w is w = (3.0, 4.0).
    auto vw = reference_alternatives(
        parse("p ? v : w", vars({{"p", "false"}, {"v", "vec2(1.0, 2.0)"}, {"w", "vec2(3.0, 4.0)"}})), false);
    EXPECT_EQ(vw[0].expected.reference, bits_of(vec_of(Scalar::Float, 2), {0x40400000, 0x40800000}));
}

// A condition the spec lets go either way: 1.0 / 3.0 * 3.0 is anywhere in 0x3f7ffffd..0x3f800002
// (IntervalsPropagate), so "< 1.0" may be true or false. The reference's product is 1.0 (false: 2.0 = 0x40000000);
// 1.0 = 0x3f800000 is allowed as well, nothing else.
TEST(ExpressionSelect, AConditionEitherWayAllowsBothOperands) {
    auto alts = reference_alternatives(parse("1.0 / 3.0 * 3.0 < 1.0 ? 1.0 : 2.0"), false);
    ASSERT_EQ(alts.size(), 1u);
    EXPECT_EQ(alts[0].expected.reference, f32(0x40000000));
    ASSERT_EQ(alts[0].expected.rule.kind, RuleKind::AnyOf);
    EXPECT_EQ(judge_alternatives(alts, f32(0x40000000)).judgement.verdict, Verdict::Match);
    EXPECT_EQ(judge_alternatives(alts, f32(0x3f800000)).judgement.verdict, Verdict::Accepted);
    EXPECT_EQ(judge_alternatives(alts, f32(0x3fc00000)).judgement.verdict, Verdict::Violation);  // 1.5
    // A contraction inside an operand is an alternative as anywhere else.
    auto v = vars({{"p", "true"}, {"a", "1.0002441"}, {"b", "1.0002441"}, {"c", "-1.0"}});
    auto fused = reference_alternatives(parse("p ? a * b + c : 0.0", v), false);
    ASSERT_EQ(fused.size(), 2u);
    EXPECT_EQ(fused[0].expected.reference.bits[0], 0x3a000000u);
    EXPECT_EQ(fused[1].expected.reference.bits[0], 0x3a000400u);
}

TEST(ExpressionSelect, TypeErrorsNameThem) {
    std::string m;
    EXPECT_EQ(error_column("a ? 1.0 : 2.0", vars({{"a", "1.0"}}), &m), 3u);
    EXPECT_NE(m.find("the condition of ?: has type float: it must be a bool scalar (GLSL 4.50 §5.9)"),
              std::string::npos)
        << m;
    EXPECT_EQ(error_column("v ? 1.0 : 2.0", vars({{"v", "bvec2(true, false)"}}), &m), 3u);
    EXPECT_NE(m.find("has type bvec2"), std::string::npos) << m;
    EXPECT_EQ(error_column("p ? 1.0 : v", vars({{"p", "true"}, {"v", "vec2(1.0, 2.0)"}}), &m), 3u);
    EXPECT_NE(m.find("the operands of ?: are float and vec2: neither converts to the other"), std::string::npos)
        << m;
    EXPECT_EQ(error_column("p ? 1 : 2u", vars({{"p", "true"}}), &m), 0u);  // int converts to uint (§4.1.10)
    EXPECT_EQ(error_column("p ? 1.0 : 1.0lf", vars({{"p", "true"}}), &m), 0u);
    EXPECT_EQ(error_column("p ? 1.0", vars({{"p", "true"}}), &m), 8u);
    EXPECT_NE(m.find("'?' at column 3 has no ':'"), std::string::npos) << m;
    EXPECT_EQ(error_column("p : 1.0", vars({{"p", "true"}}), &m), 3u);
    EXPECT_NE(m.find("':' without a '?' before it"), std::string::npos) << m;
    EXPECT_EQ(error_column("? 1.0 : 2.0", {}, &m), 1u);
}


// §5.10 with m = mat2(1.0, 2.0, 3.0, 4.0), column-major: columns (1, 2) and (3, 4). m * v of v = (5, 6) is
// 5 (1, 2) + 6 (3, 4) = (23, 34) = (0x41b80000, 0x42080000); v * m is (v . (1, 2), v . (3, 4)) = (17, 39) =
// (0x41880000, 0x421c0000); m * m has the columns m (1, 2) = (7, 10) and m (3, 4) = (15, 22): 0x40e00000,
// 0x41200000, 0x41700000, 0x41b00000. §5.6: m[1] is the column (3, 4), m[1][0] 3.0. Every value an integer below
// 2^24: each product and sum exact.
TEST(ExpressionMatrix, ProductsAndColumns) {
    auto mv = vars({{"m", "mat2(1.0, 2.0, 3.0, 4.0)"}, {"v", "vec2(5.0, 6.0)"}});
    auto m = vars({{"m", "mat2(1.0, 2.0, 3.0, 4.0)"}});
    auto ref = [&](const std::string& text, std::vector<Variable> values) {
        return reference_alternatives(parse(text, values), false)[0].expected.reference;
    };
    const Type vec2 = vec_of(Scalar::Float, 2);
    EXPECT_EQ(ref("m * v", mv), bits_of(vec2, {0x41b80000, 0x42080000}));
    EXPECT_EQ(ref("v * m", mv), bits_of(vec2, {0x41880000, 0x421c0000}));
    EXPECT_EQ(ref("m * m", m), bits_of(mat_of(Scalar::Float, 2, 2), {0x40e00000, 0x41200000, 0x41700000, 0x41b00000}));
    EXPECT_EQ(ref("m[1]", m), bits_of(vec2, {0x40400000, 0x40800000}));
    EXPECT_EQ(ref("m[1][0]", m), bits_of(kFloat, {0x40400000}));
    EXPECT_EQ(ref("(m * m)[1].y", m), bits_of(kFloat, {0x41b00000}));
    EXPECT_EQ(ref("determinant(m)", m), bits_of(kFloat, {0xc0000000}));  // 1 * 4 - 3 * 2 = -2
    EXPECT_EQ(parenthesised(parse("m * v", mv), true), "({0} * {1})");
    // A matrix product is no a * b: m * v + w has no fused alternative, (23 + 1, 34 + 1) = (24, 35).
    auto w = vars({{"m", "mat2(1.0, 2.0, 3.0, 4.0)"}, {"v", "vec2(5.0, 6.0)"}, {"w", "vec2(1.0, 1.0)"}});
    auto alts = reference_alternatives(parse("m * v + w", w), false);
    ASSERT_EQ(alts.size(), 1u);
    EXPECT_EQ(alts[0].expected.reference, bits_of(vec2, {0x41c00000, 0x420c0000}));
    // A column of a matrix times a vector is a vector product: it contracts.
    EXPECT_EQ(reference_alternatives(parse("m[0] * v + w", w), false).size(), 2u);
    // A set operand goes through the product's definition at each of its values, not component by component:
    // m * (v / 3.0) is (5/3 + 3 * 2, 2 * 5/3 + 4 * 2) = (23/3, 34/3); 23/3 = 16078165.33 * 2^-21 rounds to
    // 0x40f55555. v / 3.0 is within 2.5 ULP, so the set stays within a few ULP of 23/3 (not around 5/3, 0x3fd55555,
    // as a component-wise product of m[0][0] and (v / 3.0).x would give).
    auto third = reference_alternatives(parse("m * (v / 3.0)", mv), false);
    const Expected& e = third[0].expected;
    EXPECT_EQ(e.reference.bits[0], 0x40f55555u);
    ASSERT_EQ(e.rule.kind, RuleKind::Interval);
    EXPECT_LE(e.rule.lo.bits[0], 0x40f55555u);
    EXPECT_GE(e.rule.lo.bits[0], 0x40f55550u);
    EXPECT_GE(e.rule.hi.bits[0], 0x40f55555u);
    EXPECT_LE(e.rule.hi.bits[0], 0x40f5555au);
}

TEST(ExpressionMatrix, ErrorsNameThePlace) {
    auto mv = vars({{"m", "mat2(1.0, 2.0, 3.0, 4.0)"}, {"v", "vec3(1.0, 2.0, 3.0)"}});
    std::string msg;
    EXPECT_EQ(error_column("m * v", mv, &msg), 3u);
    EXPECT_NE(msg.find("no overload of operator* takes (mat2, vec3)"), std::string::npos) << msg;
    auto m = vars({{"m", "mat2(1.0, 2.0, 3.0, 4.0)"}});
    EXPECT_EQ(error_column("m[2]", m, &msg), 3u);
    EXPECT_NE(msg.find("index 2 is out of range for the mat2 operand (0 to 1; GLSL 4.50 §5.6)"), std::string::npos)
        << msg;
    EXPECT_EQ(error_column("m.x", m, &msg), 3u);
    EXPECT_NE(msg.find("swizzle '.x' of the mat2 operand"), std::string::npos) << msg;
    EXPECT_EQ(error_column("mat2(m, 1.0)", m, &msg), 1u);
    EXPECT_NE(msg.find("a matrix argument constructs a matrix, and is then its only argument"), std::string::npos)
        << msg;
    EXPECT_EQ(error_column("vec2(m)", m, &msg), 1u);
    EXPECT_EQ(error_column("mat2(1.0, 2.0, 3.0)", {}, &msg), 1u);
    EXPECT_NE(msg.find("has 3 components for 4"), std::string::npos) << msg;
    EXPECT_EQ(error_column("vec2(1.0, 2.0, 3.0)", {}, &msg), 1u);
    EXPECT_NE(msg.find("has 3 components for 2 (an argument after the last one used)"), std::string::npos) << msg;
    EXPECT_EQ(error_column("dmat2(1.0)", {}, &msg), 1u);
    EXPECT_NE(msg.find("constructor dmat2 is not supported"), std::string::npos) << msg;
}

// §5.4.2's constructors, component by component, a matrix's column by column (1.0 0x3f800000, 1.5 0x3fc00000, 2.0
// 0x40000000, 3.0 0x40400000, 4.0 0x40800000, 5.0 0x40a00000): one scalar on a matrix's diagonal and 0.0 elsewhere;
// a matrix from a matrix, its components where both have them and the identity's elsewhere; the last argument may
// have more components than are taken ("vec3(vec4) // drops the fourth component").
TEST(ExpressionMatrix, ConstructorsFollowSection542) {
    auto in = vars({{"a", "1.5"}, {"i", "2"}, {"v", "vec3(1.0, 2.0, 3.0)"}, {"m", "mat2(1.0, 2.0, 3.0, 4.0)"},
                    {"n", "mat3(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0)"}});
    auto ref = [&](const std::string& text) {  // the variables the text names, as whole words
        std::vector<Variable> used;
        for (const Variable& x : in)
            if (std::regex_search(text, std::regex("\\b" + x.name + "\\b"))) used.push_back(x);
        return reference_alternatives(parse(text, used), false)[0].expected.reference;
    };
    const Type mat2 = mat_of(Scalar::Float, 2, 2), mat3 = mat_of(Scalar::Float, 3, 3);
    EXPECT_EQ(ref("mat2(a)"), bits_of(mat2, {0x3fc00000, 0, 0, 0x3fc00000}));
    EXPECT_EQ(ref("mat2(i)"), bits_of(mat2, {0x40000000, 0, 0, 0x40000000}));
    EXPECT_EQ(ref("mat3x2(a)"), bits_of(mat_of(Scalar::Float, 3, 2), {0x3fc00000, 0, 0, 0x3fc00000, 0, 0}));
    EXPECT_EQ(ref("mat3(m)"), bits_of(mat3, {0x3f800000, 0x40000000, 0, 0x40400000, 0x40800000, 0, 0, 0, 0x3f800000}));
    EXPECT_EQ(ref("mat2(n)"), bits_of(mat2, {0x3f800000, 0x40000000, 0x40800000, 0x40a00000}));
    EXPECT_EQ(ref("mat2(v, a)"), bits_of(mat2, {0x3f800000, 0x40000000, 0x40400000, 0x3fc00000}));
    EXPECT_EQ(ref("mat2(a, 2.0, 3.0, 4.0)[1]"), bits_of(vec_of(Scalar::Float, 2), {0x40400000, 0x40800000}));
    EXPECT_EQ(ref("vec2(v)"), bits_of(vec_of(Scalar::Float, 2), {0x3f800000, 0x40000000}));
    EXPECT_EQ(ref("vec3(a, v)"), bits_of(vec_of(Scalar::Float, 3), {0x3fc00000, 0x3f800000, 0x40000000}));
    EXPECT_EQ(parenthesised(parse("mat2(a) * m", vars({{"a", "1.5"}, {"m", "mat2(1.0)"}}))), "(mat2(a) * m)");
}

}  // namespace
}  // namespace il::expr
