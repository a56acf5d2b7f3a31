// The chosen function: name, declaration (an overload picker when there are several), summary, section, and its
// availability in the chosen profile.
#include <imgui.h>
#include <imgui_stdlib.h>  // after imgui.h: it uses IMGUI_API

#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"

namespace il::gui {

// An expression over named inputs, as eval --expr takes it, evaluated on demand with the session's runner and the
// playground's profile; the outcome stays as text until the next evaluation. Below the results, so that the verdict
// stays where a small window shows it.
void draw_expression(Ui& ui) {
    ImGui::Separator();
    // A preset's expression case was opened: the line shows it.
    if (ui.s.expression_mode) ImGui::SetNextItemOpen(true);
    if (!ImGui::CollapsingHeader("Expression")) return;
    ExpressionLine& e = ui.s.expression;
    ImGui::PushFont(ui.mono);
    ImGui::SetNextItemWidth(-1);
    bool go = ImGui::InputTextWithHint("##expression", "a * b + c", &e.text, ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SetNextItemWidth(-1);
    go |= ImGui::InputTextWithHint("##expression_inputs", "a=1.0002441 b=1.0002441 c=-1.0", &e.inputs,
                                   ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::PopFont();
    ImGui::Checkbox("precise", &e.precise);
    ImGui::SameLine();
    go |= ImGui::Button("Evaluate expression");
    if (go) ui.s.evaluate_expression();
    if (!e.title.empty()) ImGui::TextColored(kAccent, "case: %s", e.title.c_str());
    if (!e.outcome.empty()) {
        ImGui::PushFont(ui.mono);
        if (e.error) ImGui::PushStyleColor(ImGuiCol_Text, kWarn);
        ImGui::TextWrapped("%s", e.outcome.c_str());
        if (e.error) ImGui::PopStyleColor();
        ImGui::PopFont();
    }
}

void draw_function_header(Ui& ui) {
    PlaygroundState& st = ui.s.state;
    const Overload* o = st.overload();
    if (!o) {
        ImGui::TextColored(kDim, "Pick a function on the left.");
        return;
    }
    ImGui::PushFont(ui.heading);
    ImGui::TextUnformatted(o->function.c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 5.0f);
    ImGui::TextColored(kDim, "%s", o->section.c_str());

    auto overloads = st.catalog().overloads_of(o->function);
    ImGui::PushFont(ui.mono);
    if (overloads.size() > 1) {
        ImGui::SetNextItemWidth(-1);
        if (ImGui::BeginCombo("##overload", o->declaration().c_str())) {
            for (const Overload* x : overloads)
                if (ImGui::Selectable(x->declaration().c_str(), x == o)) st.select_overload(*x);
            ImGui::EndCombo();
        }
    } else {
        ImGui::TextColored(kAccent, "%s", o->declaration().c_str());
    }
    ImGui::PopFont();
    wrapped_dim(o->summary);

    Availability a = st.availability_of(*o);
    ImVec2 p = ImGui::GetCursorScreenPos();
    float line = ImGui::GetTextLineHeight();
    ImGui::GetWindowDrawList()->AddCircleFilled(ImVec2(p.x + 4.0f, p.y + line * 0.5f + 1.0f), 4.0f,
                                                ImGui::GetColorU32(a.available ? kGood : kWarn));
    ImGui::SetCursorScreenPos(ImVec2(p.x + 14.0f, p.y));
    ImGui::TextColored(a.available ? kGood : kWarn, "%s", st.availability_text(*o).c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("from %s", a.source.c_str());
    if (!a.available) wrapped_dim("It still runs: the driver's answer shows in the results and its log on the right.");
    std::string title = st.case_title();
    if (!title.empty()) ImGui::TextColored(kAccent, "case: %s", title.c_str());
    ImGui::Separator();
}

}  // namespace il::gui
