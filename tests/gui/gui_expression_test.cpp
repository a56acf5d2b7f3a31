// Expression mode's Fold toggle and batch table on llvmpipe. With a = b = 1.0002441 (1 + 2^-12) and c = -1,
// a * b + c is 0x3a000000 unfused and 0x3a000400 fused (the exact 2^-11 + 2^-24): llvmpipe runs the unfused form,
// glslang's folder (float constants kept in double) gives the fused one, accepted as that alternative.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "panels_fixture.h"
#include "vectors/vectors_reader.h"

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

// Three pasted rows: three rows, each with the verdict and alternative its own evaluation gives, through one
// kernel; a row into the line; the batch exported and read back by the vectors reader.
TEST_F(Panels, ExpressionBatchRowsAreJudgedAsTheLineJudgesThem) {
    ASSERT_EQ(session_.load_expression_preset("expressions", 2), "");
    frames(2);
    ExpressionBatch& b = session_.expression_batch;
    EXPECT_EQ(b.expression_text(), "a * b + c");
    const std::vector<std::string> lines = {"a=1.0002441 b=1.0002441 c=-1.0", "a=1.0 b=2.0 c=3.0",
                                            "c=0.3 a=0.1 b=0.2  # any order"};
    ASSERT_EQ(b.add_text(lines[0] + "\n\n" + lines[1] + "\n" + lines[2] + "\n"), "");
    ASSERT_EQ(b.table.size(), 3u);
    const size_t kernels = session_.runner->kernels_compiled();
    frames(2);
    EXPECT_EQ(session_.runner->kernels_compiled(), kernels) << "the line's kernel runs the batch";
    ASSERT_TRUE(b.last()) << b.table.evaluation_error();
    EXPECT_EQ(b.table.result(0)->gpu[0].bits[0], 0x3a000000u);
    EXPECT_EQ(b.table.result(1)->gpu[0].bits[0], 0x40a00000u);  // 1 * 2 + 3 = 5
    EXPECT_EQ(b.judged_as(0), "unfused");
    for (size_t k = 0; k < lines.size(); ++k) {
        ExpressionLine one;
        one.text = "a * b + c";
        one.inputs = lines[k].substr(0, lines[k].find('#'));
        evaluate_line(one, session_.state.profile(), session_.runner);
        ASSERT_TRUE(one.last) << one.outcome;
        const CaseResult* row = b.table.result(k);
        ASSERT_TRUE(row) << k;
        EXPECT_EQ(row->verdict, one.last->batch.cases[0].verdict) << k;
        EXPECT_EQ(row->gpu[0].bits[0], one.last->batch.cases[0].gpu[0].bits[0]) << k;
        EXPECT_EQ(b.judged_as(k), one.last->alternatives[one.last->chosen].label) << k;
    }
    EXPECT_EQ(b.assignments(2), "a=0.1 b=0.2 c=0.3");

    // The verdict filter of the built-in batch.
    b.table.set_filter({"violation", ""});
    EXPECT_TRUE(b.table.order().empty());
    b.table.set_filter({"match", ""});
    EXPECT_EQ(b.table.order().size(), 3u);
    b.table.set_filter({});

    // A row into the line.
    session_.open_expression_row(1);
    frames(2);
    EXPECT_EQ(session_.expression.inputs, "a=1.0 b=2.0 c=3.0");
    ASSERT_TRUE(session_.expression.last);
    EXPECT_EQ(session_.expression.last->batch.cases[0].gpu[0].bits[0], 0x40a00000u);
    EXPECT_EQ(b.table.size(), 3u) << "the line's new inputs leave the rows as they are";

    // Export, then the vectors reader: the same expression and input bits, as run reads them.
    EXPECT_EQ(session_.default_export_name(ExportFormat::Json, true), "intrinsic-lab-expression-batch.json");
    const std::string path = (dir_ / "batch.json").string();
    ASSERT_EQ(session_.export_batch(path), "") << session_.message;
    std::vector<InputCase> back;
    VectorsSink sink;
    sink.chunk = [&](std::vector<InputCase>& cases, size_t) {
        for (InputCase& c : cases) back.push_back(std::move(c));
    };
    VectorsReadOptions options;
    options.allow_expressions = true;
    VectorsReader::open(path).read(Catalog::get(), sink, options);
    ASSERT_EQ(back.size(), 3u);
    for (size_t k = 0; k < back.size(); ++k) {
        ASSERT_TRUE(back[k].expression) << k;
        EXPECT_EQ(expr::parenthesised(*back[k].expression), "((a * b) + c)");
        ASSERT_EQ(back[k].inputs.size(), 3u);
        for (size_t i = 0; i < 3; ++i) EXPECT_EQ(back[k].inputs[i].bits, b.table.rows()[k].inputs[i].bits) << k;
    }
    EXPECT_EQ(back[0].inputs[0].bits[0], 0x3f800800u);  // 1.0002441 reads as 1 + 2^-12
    EXPECT_EQ(back[2].inputs[2].bits[0], 0x3e99999au);  // 0.3f
    // run takes the file back: the same three verdicts.
    if (FILE* p = ::popen(("'" IL_BINARY "' run '" + path + "' --json 2>&1").c_str(), "r")) {
        std::string out;
        char buf[4096];
        for (size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
        EXPECT_EQ(::pclose(p), 0) << out;
        const nlohmann::json doc = nlohmann::json::parse(out, nullptr, false);
        ASSERT_TRUE(doc.is_object() && doc.contains("cases")) << out;
        ASSERT_EQ(doc["cases"].size(), 3u);
        for (size_t k = 0; k < 3; ++k)
            EXPECT_EQ(doc["cases"][k]["verdict"], std::string(verdict_name(b.table.result(k)->verdict))) << k;
        EXPECT_EQ(doc["cases"][0]["expression"]["judged_as"], "unfused");
    }

    // The exported file loaded in expression mode fills the batch with its cases of this expression.
    b.clear();
    frames(1);
    ASSERT_EQ(session_.load_vectors_file(path), "") << session_.message;
    EXPECT_EQ(b.table.size(), 3u);
    EXPECT_EQ(session_.expression.inputs, "a=1.0 b=2.0 c=3.0") << "the line stays";

    // The preset's a * b + c cases: one plain, one precise. The line is plain, so the batch takes the plain one and
    // leaves the precise one out (its rows run with the line's precise).
    b.clear();
    frames(1);
    ASSERT_EQ(session_.load_vectors_file(std::string(IL_SOURCE_DIR) + "/presets/expressions.json"), "")
        << session_.message;
    EXPECT_EQ(b.table.size(), 1u);
    EXPECT_NE(session_.message.find("1 case of a * b + c to the batch; 10 of other expressions or precise left out"),
              std::string::npos)
        << session_.message;
}

// The keyboard, as in the built-in batch: F6 to the batch panel, Down to the table, Space into it, Down to a row,
// Space opens it in the line.
TEST_F(Panels, AnExpressionBatchRowOpensFromTheKeyboard) {
    ASSERT_EQ(session_.load_expression_preset("expressions", 2), "");
    frames(2);
    ExpressionBatch& b = session_.expression_batch;
    ASSERT_EQ(b.add_text("a=1.0 b=2.0 c=3.0\na=4.0 b=5.0 c=6.0\na=7.0 b=8.0 c=9.0"), "");
    frames(2);
    for (int i = 0; i < kPanels && ui_->current_panel != kPanelBatch; ++i) press(kKeyF6);
    ASSERT_EQ(ui_->current_panel, kPanelBatch);
    for (int i = 0; i < 8; ++i) press(kKeyDown);  // past the toolbar and the filter, to the table
    press(32);                                     // Space: into the table (its own scrolling child)
    press(kKeyDown);
    press(32);  // Space on the first row
    frames(2);
    EXPECT_EQ(session_.expression.inputs, "a=1.0 b=2.0 c=3.0");
    EXPECT_EQ(session_.expression.title, "batch row 1");
    ASSERT_TRUE(session_.expression.last);
    EXPECT_EQ(session_.expression.last->batch.cases[0].gpu[0].bits[0], 0x40a00000u);  // 1 * 2 + 3 = 5
    press(kKeyDown);
    press(32);
    frames(2);
    EXPECT_EQ(session_.expression.inputs, "a=4.0 b=5.0 c=6.0");
    EXPECT_EQ(ui_->expression_batch_selected, 1);
    EXPECT_EQ(ui_->batch_selected, -1) << "the built-in table's selection is its own";
}

// state.json keeps the rows as assignments that read back to the same bits; restored, they wait for the line.
TEST_F(Panels, ExpressionBatchRowsAreKeptInTheSavedState) {
    ASSERT_EQ(session_.load_expression_preset("expressions", 2), "");
    frames(2);
    ExpressionBatch& b = session_.expression_batch;
    ASSERT_EQ(b.add_text("a=0.1 b=0.2 c=0.3\na=1.0002441 b=1.0002441 c=-1.0"), "");
    const nlohmann::json saved = nlohmann::json::parse(b.save(10000).dump());
    EXPECT_EQ(saved["expression"], "a * b + c");
    EXPECT_EQ(saved["rows"][0], "a=0.1 b=0.2 c=0.3");

    Session s;
    s.runner = session_.runner;
    s.expression_batch.restore(saved);
    EXPECT_EQ(s.expression_batch.table.size(), 0u) << "not before the line has run";
    s.expression_mode = true;
    s.expression.text = "a * b + c";
    s.expression.inputs = "a=1.0 b=2.0 c=3.0";
    s.expression.stale = true;
    s.refresh();
    ASSERT_EQ(s.expression_batch.table.size(), 2u);
    for (size_t r = 0; r < 2; ++r)
        for (size_t i = 0; i < 3; ++i)
            EXPECT_EQ(s.expression_batch.table.rows()[r].inputs[i].bits, b.table.rows()[r].inputs[i].bits) << r;
    s.refresh();
    ASSERT_TRUE(s.expression_batch.table.result(1));
    EXPECT_EQ(s.expression_batch.table.result(1)->gpu[0].bits[0], 0x3a000000u);
}

TEST_F(Panels, APastedLineThatDoesNotReadNamesItsToken) {
    ASSERT_EQ(session_.load_expression_preset("expressions", 2), "");
    frames(2);
    ExpressionBatch& b = session_.expression_batch;
    EXPECT_EQ(b.add_text("a=1.0 b=2.0 c=3.0\na=1.0 b=2.0.0 c=3.0"),
              "line 2, 'b=2.0.0': '2.0.0' is not a number: unexpected '.0' (column 3); write NAME=VALUE, e.g. a=1.0");
    EXPECT_EQ(b.table.size(), 0u) << "nothing added";
    EXPECT_EQ(b.add_text("a=1.0 b=2 c=3.0"),
              "line 1, 'b=2': int, but b is float in the expression (write b:float=VALUE to convert)");
    EXPECT_EQ(b.add_text("a=1.0 b=2.0 d=3.0"), "line 1, 'd=3.0': a * b + c has no variable d (it has a, b, c (float))");
    EXPECT_EQ(b.add_text("a=1.0 b=2.0"), "line 1: no value for c");
    EXPECT_EQ(b.add_text("a=1.0 a=2.0 b=1.0 c=1.0"), "line 1, 'a=2.0': a has a value already");
    EXPECT_EQ(b.table.size(), 0u);
    // Random rows of the variables' types.
    EXPECT_EQ(b.add_random(10, 1), "");
    frames(2);
    ASSERT_EQ(b.table.size(), 10u);
    for (size_t r = 0; r < 10; ++r) {
        EXPECT_EQ(b.table.rows()[r].inputs.size(), 3u);
        EXPECT_TRUE(b.table.result(r) && b.table.result(r)->has_verdict) << r;
    }
    // Another expression with other variables: the rows stay, not run, until Clear.
    session_.expression.text = "x + 1.0";
    session_.expression.inputs = "x=2.0";
    session_.expression.stale = true;
    frames(2);
    EXPECT_NE(b.mismatch().find("the rows are for a, b, c (float)"), std::string::npos) << b.mismatch();
    b.clear();
    frames(2);
    EXPECT_EQ(b.mismatch(), "");
    EXPECT_EQ(b.expression_text(), "x + 1.0");
}

}  // namespace
}  // namespace il::gui
