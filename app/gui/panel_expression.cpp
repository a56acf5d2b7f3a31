// The playground's Expression mode: the expression, its inputs as eval --expr takes them and `precise`, then the
// result drawn by the views a built-in's case uses (result_views.h) and every alternative GLSL 4.50 allows
// (§4.7.1, §4.7.2: unfused and each fused form), with the GPU's verdict against each and the one it was judged as.
#include <imgui.h>
#include <imgui_stdlib.h>  // after imgui.h: it uses IMGUI_API

#include <algorithm>

#include "expr/expr_eval.h"
#include "gui/result_views.h"
#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"
#include "value/format.h"

namespace il::gui {
namespace {

// Each way of evaluating the expression: what it allows, the GPU's verdict against it, and which one decided.
void alternatives_table(Ui& ui, const expr::ExpressionEvaluation& x) {
    ImGui::Spacing();
    ImGui::TextColored(kAccent, "Alternatives");
    ImGui::SameLine();
    ImGui::TextColored(kDim, "%s",
                       x.precise                      ? "precise: the expression as written only (GLSL 4.50 §4.7.2)"
                       : x.alternatives.size() == 1 ? "nothing to contract: the expression as written only"
                                                      : "a * b + c may be one fused operation unless precise "
                                                        "(GLSL 4.50 §4.7.1, §4.7.2)");
    ImGuiTableFlags tf = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;
    if (!ImGui::BeginTable("alternatives", 3, tf)) return;
    ImGui::TableSetupColumn("alternative", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("allowed results", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("GPU", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableHeadersRow();
    const bool judged = !x.per_alternative.empty();
    for (size_t i = 0; i < x.alternatives.size(); ++i) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        const bool chosen = judged && i == x.chosen;
        ImGui::TextColored(chosen ? kAccent : kDim, "%s", x.alternatives[i].label.c_str());
        ImGui::TableSetColumnIndex(1);
        ImGui::PushFont(ui.mono);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(expr::alternative_text(x.alternatives[i].expected).c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopFont();
        ImGui::TableSetColumnIndex(2);
        if (i < x.per_alternative.size()) {
            verdict_text(x.per_alternative[i].verdict);
            if (chosen) {
                ImGui::SameLine();
                ImGui::TextColored(kAccent, "judged as");
            }
        } else {
            ImGui::TextColored(kDim, "-");
        }
    }
    ImGui::EndTable();
}

// One side of the fold: its bits, verdict and the alternative they were judged as, or why it has none.
void fold_row(Ui& ui, const std::string& who, const FoldSide& side, size_t as, const expr::ExpressionEvaluation& x) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::TextUnformatted(who.c_str());
    ImGui::TableSetColumnIndex(1);
    if (!side.has_bits) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(kDim, "%s%s%s", side.status.c_str(), side.note.empty() ? "" : ": ", side.note.c_str());
        ImGui::PopTextWrapPos();
        return;
    }
    const CaseResult& r = side.result;
    std::string bits;
    if (!r.gpu.empty())
        for (int j = 0; j < r.gpu[0].size(); ++j)
            bits += (j ? ", " : "") + component_text(r.gpu[0], j) + " (" + component_hex(r.gpu[0], j) + ")";
    ImGui::PushFont(ui.mono);
    cell_text(bits);
    ImGui::PopFont();
    ImGui::TableSetColumnIndex(2);
    if (r.has_verdict) verdict_text(r.verdict);
    ImGui::TableSetColumnIndex(3);
    if (as < x.alternatives.size()) ImGui::TextColored(as ? kAccent : kDim, "%s", x.alternatives[as].label.c_str());
    ImGui::TableSetColumnIndex(4);
    if (side.differs)
        ImGui::TextColored(kWarn, "fold-differs");
    else
        ImGui::TextColored(kDim, "same bits as run time");
}

// The Fold toggle: the case compiled again with its inputs as literals, by the driver and by glslang's front end
// (expr/expr_fold.h, as eval --expr --fold), each judged against every alternative.
void fold_block(Ui& ui, const ExpressionLine& e, const expr::ExpressionEvaluation& x) {
    if (!e.fold) return;
    ImGui::Spacing();
    if (!e.folded) {
        ImGui::TextColored(kAccent, "Folded");
        ImGui::SameLine();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(kDim, "%s", e.fold_skipped.c_str());
        ImGui::PopTextWrapPos();
        return;
    }
    const FoldEvaluation& f = e.folded->folded;
    const FoldCase& c = f.cases[0];
    const bool differs = fold_differs(c);
    ImGui::TextColored(differs ? kWarn : kAccent, "%s", differs ? "Folded: fold-differs" : "Folded");
    ImGui::SameLine();
    std::string constants;
    for (size_t i = 0; i < c.constants.size(); ++i) constants += (i ? ", " : "") + c.constants[i];
    ImGui::PushTextWrapPos(0.0f);
    if (!c.no_literal.empty())
        ImGui::TextColored(kWarn, "%s: the case is not folded", c.no_literal.c_str());
    else
        ImGui::TextColored(kDim, "the inputs as constants: %s", constants.c_str());
    ImGui::PopTextWrapPos();
    if (!c.no_literal.empty()) return;
    ImGuiTableFlags tf = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;
    if (ImGui::BeginTable("folded", 5, tf)) {
        ImGui::TableSetupColumn("folded by", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("result", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("verdict", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("judged as", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("against run time", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableHeadersRow();
        fold_row(ui, "driver", c.driver, e.folded->driver_as, x);
        fold_row(ui, glslang_version(), c.glslang, e.folded->glslang_as, x);
        ImGui::EndTable();
    }
    if (f.kernel && !f.kernel->compiled) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(kError, "the driver did not compile the folded shader:");
        ImGui::PushFont(ui.mono);
        ImGui::TextUnformatted(f.kernel->log.c_str());
        ImGui::PopFont();
        ImGui::PopTextWrapPos();
    }
}

void expression_results(Ui& ui) {
    const ExpressionLine& e = ui.s.expression;
    ui.results_shown = nullptr;
    ImGui::Spacing();
    ImGui::TextColored(kAccent, "Results");
    if (e.error) {
        // The last result belongs to other text or inputs: it is not shown.
        ImGui::SameLine();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(kError, "not run: %s", e.outcome.c_str());
        ImGui::PopTextWrapPos();
        return;
    }
    if (!e.last) {
        ImGui::TextColored(kDim, e.text.empty() ? "type an expression and press Enter" : "Enter evaluates it");
        return;
    }
    const expr::ExpressionEvaluation& x = *e.last;
    const CaseResult& r = x.batch.cases[0];
    const bool judged = r.gpu_ran && r.written && !x.per_alternative.empty();
    ui.results_shown = &x.batch;
    ui.verdict_bottom = verdict_heading(ui, r, judged && x.chosen ? " as " + x.alternatives[x.chosen].label : "");
    if (x.batch.kernel && !x.batch.kernel->compiled) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(kError, "the driver did not compile the shader:");
        ImGui::PushFont(ui.mono);
        ImGui::TextUnformatted(x.batch.kernel->log.c_str());
        ImGui::PopFont();
        ImGui::PopTextWrapPos();
    }
    // The reference is the expression as written (alternatives[0]), as run writes it; the XOR and ULP columns
    // count from it, and the verdict is that of the alternative the GPU's bits agree with.
    for (size_t i = 0; i < r.expected.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        const OutputJudgement* j = output_heading(r, i);
        output_table(ui, r.expected[i], r.gpu_ran && i < r.gpu.size() ? &r.gpu[i] : nullptr, j);
        // The alternatives before the rule's long text, so that the one judged as stays in view.
        alternatives_table(ui, x);
        fold_block(ui, e, x);
        ImGui::Spacing();
        rule_block(r.expected[i], j);
        ImGui::PopID();
    }
}

}  // namespace

void draw_mode_switch(Ui& ui) {
    // At the right end of the heading's line: no height taken from the results (the verdict stays above the fold
    // of a 1024x640 window).
    bool& mode = ui.s.expression_mode;
    const ImGuiStyle& st = ImGui::GetStyle();
    const float w = 2.0f * (ImGui::GetFrameHeight() + st.ItemInnerSpacing.x) + ImGui::CalcTextSize("Built-in").x +
                    ImGui::CalcTextSize("Expression").x + st.ItemSpacing.x;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 12.0f, ImGui::GetWindowContentRegionMax().x - w));
    if (ImGui::RadioButton("Built-in", !mode)) mode = false;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("the function chosen on the left");
    ImGui::SameLine();
    if (ImGui::RadioButton("Expression", mode)) mode = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("an expression over named inputs (eval --expr)");
}

void draw_expression(Ui& ui) {
    ExpressionLine& e = ui.s.expression;
    ImGui::PushFont(ui.heading);
    ImGui::TextUnformatted("Expression");
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 5.0f);
    ImGui::TextColored(kDim, "GLSL 4.50 §5  (?)");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("each operation by its catalog definition:\n""+ - * / %% and unary operators, comparisons, bit and logical operators, calls of built-ins\n"
                          "and constructors, swizzles (v.yx), v[1] and c ? a : b over named inputs (NAME=VALUE, or\n"
                          "NAME:TYPE=VALUE; a matrix too, m=mat2(...)).\n"
                          "Enter evaluates the expression; an edit of the inputs evaluates again with the compiled "
                          "shader.");
    draw_mode_switch(ui);

    const float label = ImGui::CalcTextSize("expression").x + ImGui::GetStyle().ItemSpacing.x * 2.0f;
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(kDim, "expression");
    ImGui::SameLine(label);
    ImGui::PushFont(ui.mono);
    ImGui::SetNextItemWidth(-1);
    std::string before = e.text;
    const bool enter =
        ImGui::InputTextWithHint("##expression", "a * b + c", &e.text, ImGuiInputTextFlags_EnterReturnsTrue);
    if (e.text != before) e.title.clear();
    ImGui::PopFont();

    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(kDim, "inputs");
    ImGui::SameLine(label);
    ImGui::PushFont(ui.mono);
    ImGui::SetNextItemWidth(-1);
    before = e.inputs;
    bool go = ImGui::InputTextWithHint("##expression_inputs", "a=1.0002441 b=1.0002441 c=-1.0", &e.inputs,
                                       ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::PopFont();
    // A new value re-evaluates at once (the kernel is cached by its source, which the values do not change);
    // the expression text waits for Enter, so that half-typed text compiles nothing.
    if (e.inputs != before && !e.text.empty()) {
        e.stale = true;
        e.title.clear();
    }
    ImGui::SetCursorPosX(label);
    if (ImGui::Checkbox("precise", &e.precise)) e.stale = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("declare the result precise (GLSL 4.50 §4.7.2): no contraction into fma");
    if (e.precise && ui.s.state.fold()) {
        ImGui::SameLine();
        ImGui::TextColored(kWarn, "(no fold)");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Fold is on, but %s", expr::kFoldWithPrecise);
    }
    ImGui::SameLine();
    go |= ImGui::Button("Evaluate");
    if (enter || go) e.stale = true;
    if (!e.title.empty()) ImGui::TextColored(kAccent, "case: %s", e.title.c_str());
    ImGui::Separator();
    ui.s.refresh();
    expression_results(ui);
}

}  // namespace il::gui
