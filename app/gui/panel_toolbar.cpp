// GLSL version profile picker (1.10 … 4.50) and extension toggles; a change re-runs the current case.
#include "gpu/runner.h"
#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"
#include "shadergen/shadergen.h"

namespace il::gui {

void draw_toolbar(Ui& ui) {
    PlaygroundState& st = ui.s.state;
    const Overload* o = st.overload();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("GLSL");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(90);
    std::string current = version_label(st.profile().glsl);
    if (ImGui::BeginCombo("##glsl", current.c_str())) {
        for (int v : kGlslVersions) {
            bool has = o && availability(*o, Profile{v, st.profile().extensions}).available;
            ImGui::PushStyleColor(ImGuiCol_Text, has ? ImGui::GetStyleColorVec4(ImGuiCol_Text) : kWarn);
            if (ImGui::Selectable(version_label(v).c_str(), v == st.profile().glsl)) st.set_glsl(v);
            ImGui::PopStyleColor();
            if (v == st.profile().glsl) ImGui::SetItemDefaultFocus();
        }
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("#version of the generated compute shader; orange: the current function is not in it");
    ImGui::SameLine(0, 18);
    ImGui::TextColored(kDim, "extensions");
    auto always = required_extensions(kGlslVersions.front());
    for (const std::string& e : known_extensions()) {
        if (std::find(always.begin(), always.end(), e) != always.end()) continue;
        ImGui::SameLine();
        bool on = st.extension_enabled(e);
        bool relevant = o && std::find(o->extensions.begin(), o->extensions.end(), e) != o->extensions.end();
        if (!relevant) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        if (ImGui::Checkbox(e.c_str(), &on)) st.set_extension(e, on);
        if (!relevant) ImGui::PopStyleColor();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("#extension %s : require  (needs #version %s+)%s", e.c_str(),
                              version_label(extension_min_version(e)).c_str(),
                              relevant ? "; brings the current function to older versions" : "");
    }
    ImGui::SameLine(0, 18);
    if (ImGui::Button("Run")) ui.s.run_now();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Ctrl+Enter: evaluate the case and the batch again");
    ImGui::SameLine();
    if (ImGui::Button("Export case...")) start_path(ui, PathAction::ExportCase);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Ctrl+E: write the case as intrinsic-lab.vectors/1 JSON or as a piglit .shader_test");
    ImGui::Spacing();
}

}  // namespace il::gui
