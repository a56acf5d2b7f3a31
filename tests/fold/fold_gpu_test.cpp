// The driver's folding on llvmpipe: the same cases with their inputs in buffers and as constants, each result
// judged against the CPU reference. The assertions are the spec's (§4.7.1: exp2 within 3 + 2·|x| ULP, folded or
// not); the bits named are what llvmpipe gives here, kept to show that the two paths are different code.
#include <gtest/gtest.h>

#include "gpu_suite.h"
#include "engine/evaluate.h"
#include "fold/fold.h"
#include "value/literal.h"

namespace il {
namespace {

class Fold : public GpuSuite {
protected:
    static Value lit(const char* s) { return *parse_literal(s).value; }
};

bool allowed(Verdict v) { return v == Verdict::Match || v == Verdict::Accepted; }

TEST_F(Fold, Exp2FoldedAndAtRunTimeBothWithinTheBound) {
    const Overload& o = row("float exp2(float x)");
    BatchEvaluation b = evaluate(o, Profile{}, {{lit("0.1")}, {lit("-3.7")}, {lit("10.5")}}, runner_.get());
    FoldEvaluation f = evaluate_folded(b, runner_.get());
    ASSERT_TRUE(f.kernel && f.kernel->compiled) << (f.kernel ? f.kernel->log : "no kernel");
    for (size_t i = 0; i < b.cases.size(); ++i) {
        const FoldCase& c = f.cases[i];
        ASSERT_EQ(c.driver.status, "ran") << i;
        ASSERT_TRUE(c.driver.result.written) << i;
        EXPECT_TRUE(allowed(b.cases[i].verdict)) << i << " run time " << verdict_name(b.cases[i].verdict);
        EXPECT_TRUE(allowed(c.driver.result.verdict)) << i << " folded " << verdict_name(c.driver.result.verdict);
        // differs is the bits' comparison, nothing else
        EXPECT_EQ(c.driver.differs, c.driver.result.gpu[0].bits[0] != b.cases[i].gpu[0].bits[0]) << i;
    }
    EXPECT_EQ(f.cases[0].constants, std::vector<std::string>{"0.10000000149011612"});
}

TEST_F(Fold, NanInputIsMarkedNoLiteralOnBothSides) {
    const Overload& o = row("float exp2(float x)");
    BatchEvaluation b = evaluate(o, Profile{}, {{lit("nan")}, {lit("1.0")}}, runner_.get());
    FoldEvaluation f = evaluate_folded(b, runner_.get());
    EXPECT_EQ(f.cases[0].no_literal, "no literal: x: NaN has no GLSL literal (§4.1.4)");
    EXPECT_EQ(f.cases[0].driver.status, "no literal");
    EXPECT_EQ(f.cases[0].glslang.status, "no literal");
    EXPECT_FALSE(f.cases[0].driver.has_bits);
    EXPECT_FALSE(fold_differs(f.cases[0]));
    // exp2(1.0) = 2.0 exactly: the reference, folded or not
    ASSERT_TRUE(f.cases[1].driver.has_bits);
    EXPECT_EQ(f.cases[1].driver.result.gpu[0].bits[0], 0x40000000u);
    EXPECT_EQ(f.cases[1].driver.result.verdict, Verdict::Match);
}

TEST_F(Fold, UndefinedStaysUndefinedWhenFolded) {
    // uint(-1.0): §5.4.1 leaves a negative float's conversion to uint undefined, whatever the folder gives.
    const Overload& o = row("uint uint(float x)");
    BatchEvaluation b = evaluate(o, Profile{}, {{lit("-1.0")}}, runner_.get());
    FoldEvaluation f = evaluate_folded(b, runner_.get());
    ASSERT_EQ(f.cases[0].driver.status, "ran");
    EXPECT_EQ(f.cases[0].driver.result.verdict, Verdict::Undefined);
    EXPECT_EQ(b.cases[0].verdict, Verdict::Undefined);
}

TEST_F(Fold, OutParametersAndManyCasesInOneShader) {
    // frexp(8.0) = 0.5 x 2^4 (§8.3): the driver folds a call with an out parameter in its one shader; glslang does not.
    const Overload& o = row("float frexp(float x, out int exp)");
    std::vector<std::vector<Value>> cases;
    for (int i = 0; i < 300; ++i) cases.push_back({lit("8.0")});  // two shaders: 256 + 44 cases
    BatchEvaluation b = evaluate(o, Profile{}, cases, runner_.get());
    FoldEvaluation f = evaluate_folded(b, runner_.get());
    for (size_t i = 0; i < cases.size(); ++i) {
        ASSERT_TRUE(f.cases[i].driver.has_bits) << i << " " << f.cases[i].driver.status;
        ASSERT_EQ(f.cases[i].driver.result.gpu[0].bits[0], 0x3f000000u) << i;
        ASSERT_EQ(f.cases[i].driver.result.gpu[1].bits[0], 4u) << i;
        ASSERT_EQ(f.cases[i].glslang.status, "not foldable") << i;
    }
}

TEST_F(Fold, OverflowingDivisionIsNotGivenToTheDriverFolded) {
    // INT_MIN / -1 is undefined (§5.9); Mesa 22.3.6's folder traps on it (SIGFPE), so it is kept out of the folded
    // shader, and the other component's case still folds: 7 / 2 = 3.
    const Overload& o = row("int operator/(int a, int b)");
    BatchEvaluation b = evaluate(o, Profile{}, {{lit("-2147483648"), lit("-1")}, {lit("7"), lit("2")}}, runner_.get());
    FoldEvaluation f = evaluate_folded(b, runner_.get());
    EXPECT_EQ(f.cases[0].driver.status, "not compiled");
    EXPECT_NE(f.cases[0].driver.note.find("SIGFPE"), std::string::npos) << f.cases[0].driver.note;
    ASSERT_TRUE(f.cases[1].driver.has_bits);
    EXPECT_EQ(f.cases[1].driver.result.gpu[0].bits[0], 3u);
    EXPECT_EQ(f.cases[0].glslang.status, "folded");
    EXPECT_EQ(f.cases[0].glslang.result.verdict, Verdict::Undefined);
}

}  // namespace
}  // namespace il
