// Expressions on llvmpipe: a batch of input sets through one kernel, each set judged as the one-case evaluation
// judges it, and the fold of an expression judged against every alternative. With a = b = 1.0002441 (1 + 2^-12) and
// c = -1, a * b + c is 0x3a000000 unfused (a·b = 1 + 2^-11 + 2^-24 rounds to even, 1 + 2^-11) and 0x3a000400
// fused (the exact 2^-11 + 2^-24); llvmpipe's run time gives the unfused bits, glslang's folder (which keeps float
// constants in double) the fused ones.
#include <gtest/gtest.h>

#include "expr/expr_eval.h"
#include "expr/expr_fold.h"
#include "gpu_suite.h"
#include "value/literal.h"

namespace il::expr {
namespace {

class ExprGpu : public GpuSuite {
protected:
    static Value lit(const char* s) { return *parse_literal(s).value; }
    static Expression parse(const std::string& text, const std::vector<std::string>& assignments) {
        std::vector<Variable> vars;
        for (const std::string& a : assignments) vars.push_back(parse_assignment(a));
        return parse_expression(text, vars, Catalog::get());
    }
};

TEST_F(ExprGpu, ABatchIsJudgedAsEachCaseAloneThroughOneKernel) {
    const Expression e = parse("a * b + c", {"a=1.0002441", "b=1.0002441", "c=-1.0"});
    const std::vector<std::vector<Value>> sets = {
        {lit("1.0002441"), lit("1.0002441"), lit("-1.0")},  // unfused 0x3a000000, fused 0x3a000400
        {lit("1.0"), lit("2.0"), lit("3.0")},               // 5.0 exactly, either way
        {lit("0.0"), lit("inf"), lit("1.0")},                // 0 * inf: a NaN, judged as the single case is
    };
    const size_t before = runner_->kernels_compiled();
    auto x = evaluate_expression_batch(e, sets, Profile{}, false, runner_.get());
    EXPECT_LE(runner_->kernels_compiled(), before + 1) << "one kernel for every set";
    ASSERT_TRUE(x->batch.kernel && x->batch.kernel->compiled) << x->batch.kernel->log;
    ASSERT_EQ(x->batch.cases.size(), 3u);
    ASSERT_EQ(x->cases.size(), 3u);

    EXPECT_EQ(x->cases[0].alternatives[0].expected.reference.bits[0], 0x3a000000u);
    ASSERT_EQ(x->cases[0].alternatives.size(), 2u);
    EXPECT_EQ(x->cases[0].alternatives[1].label, "fused");
    EXPECT_EQ(x->cases[0].alternatives[1].expected.reference.bits[0], 0x3a000400u);
    EXPECT_EQ(x->cases[1].alternatives[0].expected.reference.bits[0], 0x40a00000u);
    EXPECT_EQ(x->batch.cases[0].gpu[0].bits[0], 0x3a000000u) << "llvmpipe does not contract at run time";
    EXPECT_EQ(x->batch.cases[0].verdict, Verdict::Match);
    EXPECT_EQ(x->batch.cases[1].gpu[0].bits[0], 0x40a00000u);
    EXPECT_EQ(x->batch.cases[1].verdict, Verdict::Match);

    // Each set alone (evaluate_expression, as eval --expr): the same bits, verdict and alternative.
    const size_t compiled = runner_->kernels_compiled();
    for (size_t k = 0; k < sets.size(); ++k) {
        Expression one = e;
        for (size_t i = 0; i < sets[k].size(); ++i) one.variables[i].value = sets[k][i];
        auto single = evaluate_expression(one, Profile{}, false, runner_.get());
        const CaseResult& a = single->batch.cases[0];
        const CaseResult& b = x->batch.cases[k];
        EXPECT_EQ(b.verdict, a.verdict) << k;
        EXPECT_EQ(b.gpu[0].bits[0], a.gpu[0].bits[0]) << k;
        EXPECT_EQ(x->cases[k].chosen, single->chosen) << k;
        EXPECT_EQ(x->cases[k].per_alternative.size(), single->per_alternative.size()) << k;
    }
    EXPECT_EQ(runner_->kernels_compiled(), compiled) << "the single cases reuse the batch's kernel";
}

TEST_F(ExprGpu, ASetOfAnotherTypeIsRefusedNamingTheVariable) {
    const Expression e = parse("a + b", {"a=1.0", "b=2.0"});
    try {
        evaluate_expression_batch(e, {{lit("1.0"), lit("2")}}, Profile{}, false, nullptr);
        FAIL() << "an int for the float b was taken";
    } catch (const ExpressionError& x) {
        EXPECT_STREQ(x.what(), "input set 1: b is int, the expression's float");
    }
    EXPECT_THROW(evaluate_expression_batch(e, {{lit("1.0")}}, Profile{}, false, nullptr), ExpressionError);
}

// The fold as eval --expr --fold judges it: the driver's folded bits and glslang's, each against every alternative.
TEST_F(ExprGpu, TheFoldOfAFusedFormIsAcceptedAsFusedAndDiffers) {
    auto x = evaluate_expression(parse("a * b + c", {"a=1.0002441", "b=1.0002441", "c=-1.0"}), Profile{}, false,
                                 runner_.get());
    ASSERT_EQ(x->batch.cases[0].gpu[0].bits[0], 0x3a000000u);
    const ExpressionFold f = fold_expression(*x, runner_.get());
    const FoldCase& c = f.folded.cases[0];
    EXPECT_EQ(c.constants, (std::vector<std::string>{"1.000244140625", "1.000244140625", "-1.0"}));
    ASSERT_TRUE(c.glslang.has_bits) << c.glslang.status << ": " << c.glslang.note;
    EXPECT_EQ(c.glslang.result.gpu[0].bits[0], 0x3a000400u);
    EXPECT_EQ(c.glslang.result.verdict, Verdict::Accepted);
    EXPECT_EQ(f.glslang_as, 1u);
    EXPECT_EQ(x->alternatives[f.glslang_as].label, "fused");
    EXPECT_TRUE(c.glslang.differs);
    EXPECT_TRUE(fold_differs(c));
    ASSERT_TRUE(c.driver.has_bits) << c.driver.status << ": " << c.driver.note;
    const uint64_t d = c.driver.result.gpu[0].bits[0];
    EXPECT_EQ(c.driver.result.verdict, d == 0x3a000000u ? Verdict::Match : Verdict::Accepted) << std::hex << d;
    EXPECT_EQ(c.driver.differs, d != 0x3a000000u);

    // NaN has no literal: nothing is folded, and both sides say why.
    auto n = evaluate_expression(parse("a + b", {"a=nan", "b=1.0"}), Profile{}, false, runner_.get());
    const ExpressionFold g = fold_expression(*n, runner_.get());
    EXPECT_EQ(g.folded.cases[0].driver.status, "no literal");
    EXPECT_EQ(g.folded.cases[0].glslang.status, "no literal");
    EXPECT_FALSE(fold_differs(g.folded.cases[0]));
}

}  // namespace
}  // namespace il::expr
