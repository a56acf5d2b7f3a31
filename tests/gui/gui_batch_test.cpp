// The batch as an analysis tool: every output of a case, its largest ULP distance and deciding rule, sorting by any
// column, filtering by verdict and function, the summary line, titles that follow the rows, the rows kept in
// state.json, broadcast constructors in pasted text, and a 100,000-row batch drawn through the clipper.
#include <gtest/gtest.h>

#include <algorithm>

#include "batch/case_source.h"
#include "catalog/resolve.h"
#include "engine/evaluate.h"
#include "precision/judge.h"
#include "gui/batch_columns.h"
#include "gui/batch_state.h"
#include "gui/pack_steps.h"
#include "gui/widgets.h"
#include "panels_fixture.h"
#include "value/literal.h"

namespace il::gui {
namespace {

Runner* runner() { return test::gpu().runner.get(); }

const Overload& overload(const std::string& declaration) {
    for (const Overload& o : Catalog::get().rows())
        if (o.declaration() == declaration) return o;
    throw std::runtime_error("no overload " + declaration);
}

TEST(BatchColumns, UsubBorrowShowsTheBorrowToo) {
    IL_REQUIRE_GPU();
    BatchState b;
    ASSERT_EQ(b.add_text("usubBorrow(1u, 2u)\nusubBorrow(0x80000000u, 0xFFFFFFFFu)", Catalog::get(), ""), "");
    ASSERT_TRUE(b.refresh(Profile{}, runner()));
    const CaseResult* r = b.result(0);
    ASSERT_TRUE(r && r->gpu_ran);
    // GLSL 4.50 §8.8: 1 - 2 is 2^32 - 1 with a borrow of 1.
    EXPECT_EQ(gpu_outputs_text(*r), "4294967295u; borrow 1u");
    EXPECT_EQ(reference_outputs_text(*r), "4294967295u; borrow 1u");
    EXPECT_EQ(gpu_outputs_text(*b.result(1)), "2147483649u; borrow 1u");
    EXPECT_EQ(case_max_ulp(*r), std::optional<uint64_t>(0));
    EXPECT_EQ(call_text(*b.rows()[0].overload, b.rows()[0].inputs), "usubBorrow(1u, 2u)");
    EXPECT_EQ(hex_text(r->gpu), "0xffffffff; 0x00000001");
}

TEST(BatchColumns, RulesInWords) {
    EXPECT_EQ(rule_summary(precision_undefined_rule("GLSL 4.50 §4.7.1")), "precision undefined by the spec");
    EXPECT_EQ(rule_summary(ulp_rule(2.5, "GLSL 4.50 §4.7.1: a/b")), "ulp (at most 2.5 ULP)");
    EXPECT_EQ(rule_summary(exact_rule("x")), "exact");
}

TEST(BatchColumns, TheRuleWrittenOutForTheCase) {
    Expected e{"return", make_value(Type{Scalar::Float}), ulp_rule(6.0, "GLSL 4.50 §4.7.1: exp2 3 + 2|x| ULP")};
    OutputJudgement j;
    j.components.push_back(ComponentJudgement{Verdict::Accepted, 0x3, 3, ""});
    EXPECT_EQ(rule_for_case(e, &j), "measured 3 ULP; allowed 6.0 ULP for these inputs: within the bound");
    j.components[0].ulp = 9;
    EXPECT_EQ(rule_for_case(e, &j), "measured 9 ULP; allowed 6.0 ULP for these inputs: outside the bound");
    e.rule = precision_undefined_rule("GLSL 4.50 §4.7.1: sin");
    j.components[0].ulp = 2;
    EXPECT_EQ(rule_for_case(e, &j), "precision undefined by the spec: any answer that is not NaN is accepted; measured 2 ULP");
    e.rule = exact_rule("x");
    EXPECT_EQ(rule_for_case(e, &j), "");
}

// An interval bound (exp2's 3 + 2|x| ULP of the exact value, §4.7.1) is written out as the results it accepts.
TEST(BatchColumns, TheIntervalWrittenOutForTheCase) {
    Expected e{"return", make_value(Type{Scalar::Float}), ulp_rule(5.0, "GLSL 4.50 §4.7.1: exp2 3 + 2|x| ULP")};
    e.rule.kind = RuleKind::Interval;
    e.rule.lo = e.rule.hi = make_value(Type{Scalar::Float});
    e.rule.lo.bits[0] = 0x3ffffffe;  // 2 - 2^-22
    e.rule.hi.bits[0] = 0x40000002;  // 2 + 2^-21
    OutputJudgement j;
    j.components.push_back(ComponentJudgement{Verdict::Accepted, 0x1, 1, ""});
    EXPECT_EQ(rule_for_case(e, &j),
              "accepted for these inputs: 1.9999998 to 2.0000005; measured 1 ULP from the reference: inside");

    // A vec2 whose second component is outside: that component is the one written out.
    Type v2 = vec_of(Scalar::Float, 2);
    e.reference = make_value(v2);
    e.rule.lo = e.rule.hi = make_value(v2);
    e.rule.lo.bits = {0x3ffffffe, 0x3f7ffffe};  // 1 - 2^-23
    e.rule.hi.bits = {0x40000002, 0x3f800002};  // 1 + 2^-22
    j.components.push_back(ComponentJudgement{Verdict::Violation, 0x8, 8, ""});
    EXPECT_EQ(rule_for_case(e, &j), "accepted for these inputs (component 1): 0.9999999 to 1.0000002; measured 8 ULP "
                                    "from the reference: outside");
}

TEST(PackSteps, ClampScaleRoundForTheCase) {
    const Overload& pack = overload("uint packUnorm4x8(vec4 v)");
    ParseResult v = parse_literal("vec4(0.5, -1.0, 2.0, 0.25)");
    ASSERT_TRUE(v);
    auto steps = pack_steps(pack, *v.value);
    ASSERT_EQ(steps.size(), 4u);
    // GLSL 4.50 §8.4: round(clamp(c, 0, +1) * 255.0); 0.5 * 255 is a tie.
    EXPECT_EQ(steps[0],
              "x: 0.5 -> clamp to [0, 1]: 0.5 -> x 255 = 127.5 -> round: 127 or 128 (a tie: the spec's round() may go "
              "either way)");
    EXPECT_EQ(steps[1], "y: -1 -> clamp to [0, 1]: 0 -> x 255 = 0 -> round: 0");
    EXPECT_EQ(steps[2], "z: 2 -> clamp to [0, 1]: 1 -> x 255 = 255 -> round: 255");
    EXPECT_EQ(steps[3], "w: 0.25 -> clamp to [0, 1]: 0.25 -> x 255 = 63.75 -> round: 64");

    const Overload& unpack = overload("vec4 unpackSnorm4x8(uint p)");
    Value packed = make_value(Type{Scalar::Uint});
    packed.set_u(0, 0x0000ff80u);
    steps = pack_steps(unpack, packed);
    ASSERT_EQ(steps.size(), 4u);
    // clamp(f / 127.0, -1, +1): -128 / 127 is below -1.
    EXPECT_EQ(steps[0], "x: bits -128 -> / 127 = -1.00787401 -> clamp to [-1, 1]: -1");
    EXPECT_EQ(steps[1].rfind("y: bits -1 -> / 127 = -0.0078740", 0), 0u) << steps[1];
    EXPECT_TRUE(pack_steps(overload("float exp2(float x)"), packed).empty());
}

TEST(BatchColumns, BroadcastConstructorsAreWrittenOut) {
    EXPECT_EQ(expand_broadcast_constructors("uvec4(0u)"), "uvec4(0u, 0u, 0u, 0u)");
    EXPECT_EQ(expand_broadcast_constructors("vec2( 0.5 )"), "vec2( 0.5 ,  0.5 )");
    EXPECT_EQ(expand_broadcast_constructors("uvec2(1u, 2u)"), "uvec2(1u, 2u)");
    EXPECT_EQ(expand_broadcast_constructors("vec2(floatBits(0x1))"), "vec2(floatBits(0x1))");
    EXPECT_EQ(expand_broadcast_constructors("myvec4(1)"), "myvec4(1)");
}

TEST(BatchColumns, ThePasteDialogsOwnExampleIsAccepted) {
    IL_REQUIRE_GPU();
    BatchState b;
    ASSERT_EQ(b.add_text("msad4(0xA100B2C3u, uvec2(1u, 2u), uvec4(0u))", Catalog::get(), ""), "");
    ASSERT_TRUE(b.refresh(Profile{}, runner()));
    const CaseResult* r = b.result(0);
    ASSERT_TRUE(r);
    EXPECT_EQ(inputs_text(b.rows()[0].inputs), "2701177539u, uvec2(1u, 2u), uvec4(0u, 0u, 0u, 0u)");
    EXPECT_EQ(gpu_outputs_text(*r), reference_outputs_text(*r));
    EXPECT_EQ(r->verdict, Verdict::Match);
}

// "int(5)" is the literal int 5 for abs's batch, and a call of the conversion row int where that row is in view;
// an operator's call text ("operator/(1.0, 3.0)", what "copy as a GLSL call" writes) names its row.
TEST(BatchText, ConstructorsStayLiteralsUnlessTheirConversionIsInView) {
    BatchState b;
    ASSERT_EQ(b.add_text("int(5)", Catalog::get(), "abs"), "");
    ASSERT_EQ(b.add_text("int(-0.5)\noperator/(1.0, 3.0)", Catalog::get(), "int"), "");
    ASSERT_EQ(b.size(), 3u);
    EXPECT_EQ(b.rows()[0].overload->declaration(), "int abs(int x)");
    EXPECT_EQ(b.rows()[1].overload->declaration(), "int int(float x)");
    EXPECT_EQ(b.rows()[1].inputs[0].bits[0], 0xbf000000u);
    EXPECT_EQ(b.rows()[2].overload->declaration(), "float operator/(float a, float b)");
}

TEST(BatchAnalysis, MaxUlpSortAndFilterOverAThousandExp2Cases) {
    IL_REQUIRE_GPU();
    BatchState b;
    b.add_random(overload("float exp2(float x)"), 1000, 7);
    b.add_random(overload("uint usubBorrow(uint x, uint y, out uint borrow)"), 50, 7);
    ASSERT_TRUE(b.refresh(Profile{}, runner()));
    std::optional<uint64_t> worst;
    size_t worst_row = 0;
    for (size_t r = 0; r < b.size(); ++r)
        if (auto u = case_max_ulp(*b.result(r)); u && (!worst || *u > *worst)) worst = u, worst_row = r;
    ASSERT_TRUE(worst);
    EXPECT_EQ(b.summary().max_ulp, worst);
    EXPECT_EQ(b.summary().max_ulp_row, worst_row);
    EXPECT_EQ(b.summary().shown, 1050u);

    b.sort(BatchSort::Ulp, false);
    ASSERT_EQ(b.order().size(), 1050u);
    EXPECT_EQ(case_max_ulp(*b.result(b.order().front())), worst) << "worst first";
    for (size_t k = 1; k < b.order().size(); ++k)
        EXPECT_GE(case_max_ulp(*b.result(b.order()[k - 1])).value_or(0),
                  case_max_ulp(*b.result(b.order()[k])).value_or(0));

    b.sort(BatchSort::Inputs, true);
    for (size_t k = 1; k < b.order().size(); ++k)
        EXPECT_LE(inputs_text(b.rows()[b.order()[k - 1]].inputs), inputs_text(b.rows()[b.order()[k]].inputs));

    b.set_filter(BatchFilter{"", "usubBorrow"});
    EXPECT_EQ(b.order().size(), 50u);
    EXPECT_EQ(b.summary().shown, 50u);
    EXPECT_EQ(b.summary().max_ulp, std::optional<uint64_t>(0)) << "the max follows the filter";
    b.set_filter(BatchFilter{"match", ""});
    for (size_t r : b.order()) EXPECT_EQ(b.result(r)->verdict, Verdict::Match);
    size_t matches = b.summary().counts.at("match");
    EXPECT_EQ(b.order().size(), matches);
    b.set_filter(BatchFilter{});
    EXPECT_EQ(b.order().size(), 1050u);
}

// "+ random" draws the sweep's random cases: the same bits as `sweep --random N --seed S` past its special values,
// folded into the row's domain, so msad4's random rows are mostly defined (accum <= 64515) where a plain draw left
// 97% of them undefined.
TEST(BatchAnalysis, RandomRowsAreTheSweepsAndMostlyDefined) {
    const Overload& msad4 = overload("uvec4 msad4(uint reference, uvec2 source, uvec4 accum)");
    BatchState b;
    b.add_random(msad4, 400, 5);
    ASSERT_EQ(b.size(), 400u);
    SweepSource sweep(msad4, 400, 5);
    std::vector<Value> in{make_value(kUint), make_value(vec_of(Scalar::Uint, 2)), make_value(vec_of(Scalar::Uint, 4))};
    size_t undefined = 0;
    for (size_t r = 0; r < b.size(); ++r) {
        sweep.fill(sweep.specials() + r, in.data());
        EXPECT_EQ(b.rows()[r].inputs, in) << "row " << r;
        for (const Expected& e : reference_for(msad4, b.rows()[r].inputs, 450))
            undefined += output_verdict(e, e.reference) == Verdict::Undefined;
    }
    EXPECT_LT(undefined, b.size() / 4) << undefined << " of " << b.size() << " undefined";
}

TEST(BatchAnalysis, TheTitleFollowsTheRows) {
    Session s;
    ASSERT_EQ(s.load_preset("fma"), "");
    EXPECT_FALSE(s.batch.title().empty());
    std::string preset_title = s.batch.title();
    s.batch.add_random(overload("float exp2(float x)"), 10, 3);
    EXPECT_EQ(s.batch.title(), preset_title + " + random exp2 (10, seed 3)");
    s.batch.clear();
    EXPECT_EQ(s.batch.title(), "");
    s.batch.add_special(overload("float exp2(float x)"), 5);
    EXPECT_EQ(s.batch.title(), "special values of exp2 (5)");
}

TEST(BatchAnalysis, SavedRowsComeBack) {
    BatchState b;
    b.add_random(overload("float exp2(float x)"), 30, 3);
    ASSERT_EQ(b.add_text("usubBorrow(1u, 2u)\nmsad4(0xA100B2C3u, uvec2(1u, 2u), uvec4(0u))", Catalog::get(), ""), "");
    b.sort(BatchSort::Ulp, false);
    nlohmann::json saved = b.save(31);
    EXPECT_EQ(saved["rows"].size(), 31u) << "bounded";
    BatchState back;
    EXPECT_EQ(back.restore(saved, Catalog::get()), "");
    ASSERT_EQ(back.size(), 31u);
    for (size_t r = 0; r < 31; ++r) {
        EXPECT_EQ(back.rows()[r].overload, b.rows()[r].overload);
        EXPECT_EQ(back.rows()[r].inputs[0].bits, b.rows()[r].inputs[0].bits) << r;
    }
    EXPECT_EQ(back.title(), b.title());
    EXPECT_EQ(back.sorted_by(), BatchSort::Ulp);
    EXPECT_FALSE(back.ascending());
    saved["rows"][0]["function"] = "float nosuch(float x)";
    saved["rows"][1]["inputs"] = {"1u"};
    BatchState partial;
    EXPECT_EQ(partial.restore(saved, Catalog::get()), "2 saved batch rows no longer read and were left out");
    EXPECT_EQ(partial.size(), 29u);
}

TEST_F(Panels, AHundredThousandRowsDrawOnlyTheVisibleOnes) {
    session_.load_preset("fma");
    session_.batch.clear();
    session_.batch.add_random(overload("float exp2(float x)"), 100, 1);
    frames(3);
    int few = vertices_;
    session_.batch.clear();
    session_.batch.add_random(overload("float exp2(float x)"), BatchState::kMaxRows, 1);
    frames(2);
    session_.batch.sort(BatchSort::Ulp, false);
    frames(2);
    ASSERT_EQ(session_.batch.summary().counts.count("not run"), 0u);
    EXPECT_LT(vertices_, few * 2) << "the clipper draws the rows in view, not 100,000";
}

TEST_F(Panels, CutCellsEndInDots) {
    frames(1);
    ImGui::NewFrame();
    std::string hex = "0x3e20000000000000";
    float full = ImGui::CalcTextSize(hex.c_str()).x;
    EXPECT_EQ(elide(hex, full + 1), hex);
    std::string cut = elide(hex, full * 0.6f);
    EXPECT_LT(cut.size(), hex.size());
    EXPECT_EQ(cut.substr(cut.size() - 3), "...");
    EXPECT_EQ(hex.compare(0, cut.size() - 3, cut, 0, cut.size() - 3), 0);
    EXPECT_LE(ImGui::CalcTextSize(cut.c_str()).x, full * 0.6f);
    ImGui::EndFrame();
}

// The status line tells of the last action: after Clear it no longer describes the rows just loaded.
TEST_F(Panels, ClearSaysHowManyCasesWentAndEmptiesTheBatch) {
    session_.load_preset("fma");
    frames(2);
    const size_t n = session_.batch.size();
    ASSERT_GT(n, 1u);
    EXPECT_NE(session_.message.find("loaded preset fma"), std::string::npos) << session_.message;
    ASSERT_TRUE(click_button("batch", "Clear"));
    EXPECT_EQ(session_.batch.size(), 0u);
    EXPECT_EQ(session_.message, "batch cleared: " + std::to_string(n) + " cases removed");
    EXPECT_FALSE(session_.message_is_error);
}

// A right-click on a batch row opens its copy menu; the keyboard picks its first item, "Copy case as GLSL call",
// and the clipboard holds the call that `intrinsic-lab eval` and the paste dialog read back.
TEST_F(Panels, RightClickOnARowCopiesTheCaseAsAGlslCall) {
    session_.load_preset("msad4");
    frames(3);
    ASSERT_GT(session_.batch.size(), 0u);
    // The rows' "#" column is at the window's left; walk down until a right-click lands on a row. The first input
    // box is being edited meanwhile: the row must still take the right-click.
    size_t hit = SIZE_MAX;
    for (float y = 40.0f; y < 960.0f && hit == SIZE_MAX; y += 6.0f) {
        ui_->batch_menu_row = SIZE_MAX;
        frame([&](ImGuiIO& io) { io.MousePos = ImVec2(30.0f, y); });
        frame([&](ImGuiIO& io) { io.MouseDown[1] = true; });
        frame([&](ImGuiIO& io) { io.MouseDown[1] = false; });
        frames(1);
        if (ui_->batch_menu_row < session_.batch.size()) hit = ui_->batch_menu_row;
        else press(kKeyEscape);
    }
    ASSERT_NE(hit, SIZE_MAX) << "no batch row under the mouse";
    ASSERT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel));
    EXPECT_TRUE(ui_->batch_menu_cell.empty()) << "the # column is not a cell";
    press(kKeyDown);  // the keyboard takes over from the mouse: the second item, then back to the first
    press(kKeyUp);
    press(32);  // Space activates it
    frames(1);
    const BatchRow& row = session_.batch.rows()[hit];
    const char* clip = ImGui::GetClipboardText();
    ASSERT_NE(clip, nullptr) << session_.message;
    EXPECT_EQ(std::string(clip), call_text(*row.overload, row.inputs));
    EXPECT_EQ(std::string(clip).rfind("msad4(", 0), 0u) << clip;
    EXPECT_EQ(session_.message, "copied the call of #" + std::to_string(hit + 1));
}

}  // namespace
}  // namespace il::gui
