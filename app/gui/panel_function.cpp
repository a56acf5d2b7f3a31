// The chosen function: name, declaration (an overload picker when there are several), summary, section, and its
// availability in the chosen profile.
#include <imgui.h>
#include <imgui_stdlib.h>  // after imgui.h: it uses IMGUI_API

#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"

namespace il::gui {

void draw_function_header(Ui& ui) {
    PlaygroundState& st = ui.s.state;
    const Overload* o = st.overload();
    if (!o) {
        ImGui::TextColored(kDim, "Pick a function on the left.");
        draw_mode_switch(ui);
        return;
    }
    ImGui::PushFont(ui.heading);
    ImGui::TextUnformatted(o->function.c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 5.0f);
    ImGui::TextColored(kDim, "%s", o->section.c_str());
    draw_mode_switch(ui);

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
