// The panels themselves in ImGui's own frame loop, headless: no window and no renderer (the font atlas is built and
// the draw data ignored), synthetic keyboard input, the GPU through headless EGL. Ctrl+F, typing a filter and Enter
// choose a function; typing into the focused box gives a bad input (marked, not run); #version 3.30 shows
// usubBorrow unavailable; Ctrl+E and Enter export JSON.
#include <gtest/gtest.h>
#include <imgui.h>

#include <filesystem>
#include <fstream>
#include <functional>

#include <unistd.h>

#include "panels_fixture.h"

namespace il::gui {
namespace {

TEST_F(Panels, FreshStartShowsAPresetNotAnEmptyWindow) {
    EXPECT_FALSE(session_.start(nullptr)) << "nothing saved: nothing restored";
    frames(3);
    ASSERT_TRUE(session_.state.overload());
    EXPECT_EQ(session_.state.overload()->function, "msad4");
    EXPECT_GT(vertices_, 2000) << "every panel drew something";
    const BatchEvaluation* b = session_.state.last();
    ASSERT_TRUE(b);
    EXPECT_EQ(b->cases[0].gpu[0].u(0), 153u);
    EXPECT_EQ(b->cases[0].gpu[0].u(3), 113u);
}

TEST_F(Panels, KeyboardChoosesAFunctionAndABadInputIsMarkedNotRun) {
    session_.load_preset("msad4");
    frames(2);
    press(kKeyF, true);
    type("usubB");
    EXPECT_EQ(session_.state.filter, "usubB");
    press(kKeyEnter);
    ASSERT_TRUE(session_.state.overload());
    EXPECT_EQ(session_.state.overload()->function, "usubBorrow");
    frames(2);
    uint64_t runs = session_.state.evaluations();
    ASSERT_TRUE(session_.state.last_is_current());

    // Enter in the filter put the keyboard in the first box, its text selected: typing replaces it.
    type("12x");
    EXPECT_EQ(session_.state.inputs()[0].components[0].text, "12x");
    EXPECT_FALSE(session_.state.inputs()[0].components[0].parse.ok);
    frames(3);
    EXPECT_EQ(session_.state.evaluations(), runs) << "nothing runs on an invalid input";
    EXPECT_FALSE(session_.state.last_is_current());

    press(259);  // Backspace drops the x: valid again, and it runs in that frame
    EXPECT_TRUE(session_.state.inputs_valid());
    EXPECT_EQ(session_.state.inputs()[0].components[0].parse.bits, 12u);
    EXPECT_EQ(session_.state.evaluations(), runs + 1);

    type("q");
    EXPECT_FALSE(session_.state.inputs_valid());
    press(kKeyEnter, true);  // Ctrl+Enter runs nothing either, and says why
    frames(2);
    EXPECT_EQ(session_.state.evaluations(), runs + 1);
    EXPECT_TRUE(session_.message_is_error);
    EXPECT_NE(session_.message.find("x: "), std::string::npos) << session_.message;
}

TEST_F(Panels, Profile330ShowsUsubBorrowUnavailableWithTheLog) {
    session_.state.select_function("usubBorrow");
    frames(2);
    session_.state.set_glsl(330);  // what the GLSL combo does
    frames(2);
    const BatchEvaluation* b = session_.state.last();
    ASSERT_TRUE(b && b->kernel);
    EXPECT_EQ(b->profile.glsl, 330);
    EXPECT_EQ(b->cases[0].verdict, Verdict::Unavailable);
    EXPECT_FALSE(session_.state.log_error_lines().empty()) << b->kernel->log;
    EXPECT_EQ(ui_->shown_kernel, b->kernel) << "the shader panel shows the rejected kernel";
}

TEST_F(Panels, CtrlEExportsJson) {
    session_.load_preset("msad4");
    frames(2);
    press(kKeyE, true);
    frames(2);
    EXPECT_EQ(ui_->path_open, PathAction::ExportCase);
    press(kKeyEnter);
    std::filesystem::path out = dir_ / "intrinsic-lab-msad4.json";
    ASSERT_TRUE(std::filesystem::exists(out)) << session_.message;
    std::ifstream in(out);
    nlohmann::json doc = nlohmann::json::parse(in);
    EXPECT_EQ(doc["schema"], "intrinsic-lab.vectors/1");
    EXPECT_EQ(doc["cases"][0]["function"], "msad4");
    EXPECT_EQ(doc["cases"][0]["gpu"][0]["bits"],
              (nlohmann::json{"0x00000099", "0x00000006", "0x0000005c", "0x00000071"}));
    EXPECT_EQ(doc["cases"][0]["verdict"], "match");
}

TEST_F(Panels, IdleFramesDoNoWork) {
    session_.load_preset("packing");
    frames(3);
    uint64_t runs = session_.state.evaluations();
    frames(30);
    EXPECT_EQ(session_.state.evaluations(), runs);
}

TEST_F(Panels, EveryFunctionRendersWithAVerdict) {
    for (const std::string& fn : Catalog::get().functions()) {
        ASSERT_TRUE(session_.state.select_function(fn));
        frames(2);
        const BatchEvaluation* b = session_.state.last();
        ASSERT_TRUE(b && b->overload == session_.state.overload()) << fn << ": " << session_.state.evaluation_error();
        EXPECT_TRUE(b->cases[0].has_verdict) << fn;
        const Overload* o = session_.state.overload();
        if (o && o->refpage_row.empty() && o->first_version == 0) {
            // An extension's built-in (min3): without its extension the driver's compiler rejects it, as it should.
            EXPECT_TRUE(b->kernel && !b->kernel->compiled) << fn;
            continue;
        }
        if (o && o->first_version > session_.state.profile().glsl) {
            // GLSL 4.60's own (anyInvocation) in the default #version 450: rejected, as it should be.
            EXPECT_TRUE(b->kernel && !b->kernel->compiled) << fn;
            continue;
        }
        EXPECT_TRUE(b->kernel && b->kernel->compiled) << fn << ": " << (b->kernel ? b->kernel->log : "");
    }
}

// The Expression line's engine call runs on the session's GPU: llvmpipe's a * b + c is one of the two
// alternatives, precise the unfused one.
TEST_F(Panels, ExpressionLineRunsOnTheSessionsGpu) {
    session_.load_preset("fma");
    frames(2);
    ASSERT_TRUE(session_.state.last());
    ExpressionLine& line = session_.expression;
    line.text = "a * b + c";
    line.inputs = "a=1.0002441 b=1.0002441 c=-1.0";
    line.precise = true;
    evaluate_line(line, session_.state.profile(), session_.runner);
    EXPECT_FALSE(line.error) << line.outcome;
    EXPECT_NE(line.outcome.find("GPU 0.00048828125 (0x3a000000): match\n"), std::string::npos) << line.outcome;
    line.precise = false;
    evaluate_line(line, session_.state.profile(), session_.runner);
    const bool unfused = line.outcome.find("GPU 0.00048828125 (0x3a000000): match\n") != std::string::npos;
    const bool fused = line.outcome.find("GPU 0.00048834085 (0x3a000400): accepted as fused\n") != std::string::npos;
    EXPECT_TRUE(unfused || fused) << line.outcome;
    frames(2);  // the outcome stays until the next evaluation
    EXPECT_FALSE(line.outcome.empty());
}

// An expression preset's case opens in Expression mode and its result is drawn by the built-in's views (the
// results panel notes the evaluation whose verdict it drew). New input values re-evaluate at once with the compiled
// shader; new expression text waits for Enter, then compiles its own.
TEST_F(Panels, ExpressionModeShowsTheResultAndReevaluatesWithoutRecompiling) {
    session_.load_preset("msad4");
    frames(2);
    EXPECT_EQ(session_.load_expression_preset("expressions", 2), "");
    EXPECT_TRUE(session_.expression_mode);
    frames(2);
    ExpressionLine& line = session_.expression;
    ASSERT_TRUE(line.last) << line.outcome;
    EXPECT_EQ(line.text, "a * b + c");
    EXPECT_EQ(line.inputs, "a=1.0002441 b=1.0002441 c=-1.0");
    EXPECT_EQ(line.title, "may be contracted: unfused 0x3a000000 or fused 0x3a000400");
    const CaseResult& r = line.last->batch.cases[0];
    ASSERT_TRUE(r.gpu_ran);
    const uint64_t gpu = r.gpu[0].bits[0];
    EXPECT_TRUE(gpu == 0x3a000000u || gpu == 0x3a000400u) << std::hex << gpu;
    EXPECT_EQ(line.last->alternatives[line.last->chosen].label, gpu == 0x3a000000u ? "unfused" : "fused");
    EXPECT_EQ(ui_->results_shown, &line.last->batch) << "the results views drew this evaluation";
    EXPECT_LT(ui_->verdict_bottom, ui_->playground_bottom) << "the verdict is above the fold";

    const size_t kernels = session_.runner->kernels_compiled();
    const uint64_t runs = line.evaluations;
    ASSERT_TRUE(click_button("playground", "##expression_inputs"));
    press('A', true);  // select all: typing replaces
    type("a=1.0 b=2.0 c=0.5");
    EXPECT_EQ(line.inputs, "a=1.0 b=2.0 c=0.5");
    EXPECT_EQ(line.evaluations, runs + 1) << "an input edit evaluates in its frame";
    ASSERT_TRUE(line.last) << line.outcome;
    EXPECT_EQ(line.last->batch.cases[0].gpu[0].bits[0], 0x40200000u);  // 1 * 2 + 0.5 = 2.5
    EXPECT_EQ(session_.runner->kernels_compiled(), kernels) << "the same shader: no compile";
    EXPECT_EQ(line.title, "") << "edited: no longer the preset's case";

    ASSERT_TRUE(click_button("playground", "##expression"));
    press('A', true);
    type("a * b - c");
    EXPECT_EQ(line.evaluations, runs + 1) << "expression text waits for Enter";
    press(kKeyEnter);
    EXPECT_EQ(line.evaluations, runs + 2);
    ASSERT_TRUE(line.last) << line.outcome;
    EXPECT_EQ(line.last->batch.cases[0].gpu[0].bits[0], 0x3fc00000u);  // 1 * 2 - 0.5 = 1.5
    EXPECT_EQ(session_.runner->kernels_compiled(), kernels + 1);

    // A bad input: said, and no result of other inputs shown.
    ASSERT_TRUE(click_button("playground", "##expression_inputs"));
    press('A', true);
    type("a=1.0 b=2.0");
    EXPECT_TRUE(line.error);
    EXPECT_FALSE(line.last);
    EXPECT_NE(line.outcome.find("'c'"), std::string::npos) << line.outcome;
    frames(2);
    EXPECT_EQ(ui_->results_shown, nullptr);

    // Picking a function in the browser goes back to it.
    press(kKeyF, true);
    type("usubB");
    press(kKeyEnter);
    EXPECT_FALSE(session_.expression_mode);
    frames(2);
    ASSERT_TRUE(session_.state.overload());
    EXPECT_EQ(ui_->results_shown, session_.state.last());
}

}  // namespace
}  // namespace il::gui
