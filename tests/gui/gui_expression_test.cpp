// Expression mode's Fold toggle on llvmpipe. With a = b = 1.0002441 (1 + 2^-12) and c = -1,
// a * b + c is 0x3a000000 unfused and 0x3a000400 fused (the exact 2^-11 + 2^-24): llvmpipe runs the unfused form,
// glslang's folder (float constants kept in double) gives the fused one, accepted as that alternative.
#include <gtest/gtest.h>

#include "panels_fixture.h"

namespace il::gui {
namespace {

// The Fold toggle is the toolbar's, shared with the built-in mode: on, each evaluation of the line folds too.
TEST_F(Panels, ExpressionFoldShowsBothFoldersAgainstTheAlternatives) {
    ASSERT_EQ(session_.load_expression_preset("expressions", 2), "");  // a * b + c, a = b = 1.0002441, c = -1
    frames(2);
    ExpressionLine& line = session_.expression;
    ASSERT_TRUE(line.last) << line.outcome;
    EXPECT_FALSE(line.folded) << "Fold is off";
    session_.state.set_fold(true);
    frames(2);
    ASSERT_TRUE(line.last) << line.outcome;
    const CaseResult& r = line.last->batch.cases[0];
    EXPECT_EQ(r.gpu[0].bits[0], 0x3a000000u);
    EXPECT_EQ(r.verdict, Verdict::Match);
    ASSERT_TRUE(line.folded) << line.fold_skipped;
    const FoldCase& c = line.folded->folded.cases[0];
    ASSERT_TRUE(c.glslang.has_bits) << c.glslang.status << ": " << c.glslang.note;
    EXPECT_EQ(c.glslang.result.gpu[0].bits[0], 0x3a000400u);
    EXPECT_EQ(c.glslang.result.verdict, Verdict::Accepted);
    EXPECT_EQ(line.last->alternatives[line.folded->glslang_as].label, "fused");
    EXPECT_TRUE(c.glslang.differs) << "fold-differs: glslang's bits are not the run time's";
    ASSERT_TRUE(c.driver.has_bits) << c.driver.status << ": " << c.driver.note;

    // New inputs evaluate in their frame, folded again (the folded shader holds the inputs).
    const uint64_t runs = line.evaluations;
    ASSERT_TRUE(click_button("playground", "##expression_inputs"));
    press('A', true);
    type("a=1.0 b=2.0 c=0.5");
    EXPECT_EQ(line.evaluations, runs + 1);
    ASSERT_TRUE(line.folded);
    EXPECT_EQ(line.folded->folded.cases[0].glslang.result.gpu[0].bits[0], 0x40200000u);  // 2.5 either way
    EXPECT_FALSE(fold_differs(line.folded->folded.cases[0]));

    // NaN has no literal: the reason is shown, nothing folded.
    ASSERT_TRUE(click_button("playground", "##expression_inputs"));
    press('A', true);
    type("a=nan b=2.0 c=0.5");
    ASSERT_TRUE(line.folded);
    EXPECT_EQ(line.folded->folded.cases[0].no_literal, "no literal: a: NaN has no GLSL literal (§4.1.4)");

    // precise: not folded, and the line says why (eval --expr refuses --fold with --precise).
    ASSERT_EQ(session_.load_expression_preset("expressions", 3), "");
    frames(2);
    EXPECT_TRUE(line.precise);
    ASSERT_TRUE(line.last);
    EXPECT_FALSE(line.folded);
    EXPECT_EQ(line.fold_skipped, "not folded with precise: " + std::string(expr::kFoldWithPrecise));

    // Off again: no fold.
    session_.state.set_fold(false);
    frames(2);
    EXPECT_FALSE(line.folded);
    EXPECT_TRUE(line.fold_skipped.empty());
}

}  // namespace
}  // namespace il::gui
