// GLSL version profile picker (1.10 … 4.50), Run, Export and the extension toggles; a change re-runs the current case.
#include <algorithm>
#include <string>
#include <vector>

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
        // The driver's GL_SHADING_LANGUAGE_VERSION ("4.50 ..."): a #version above it cannot be compiled (4.60 on
        // llvmpipe), so it is listed greyed, with the driver's version on hover.
        const int offered = ui.s.device ? parse_version_label(ui.s.device->glsl_version.substr(0, 4)) : 0;
        for (int v : kGlslVersions) {
            bool has = o && availability(*o, Profile{v, st.profile().extensions}).available;
            const bool beyond = offered && v > offered;
            ImGui::PushStyleColor(ImGuiCol_Text, has ? ImGui::GetStyleColorVec4(ImGuiCol_Text) : kWarn);
            ImGui::BeginDisabled(beyond);
            if (ImGui::Selectable(version_label(v).c_str(), v == st.profile().glsl)) st.set_glsl(v);
            ImGui::EndDisabled();
            ImGui::PopStyleColor();
            if (beyond && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
                ImGui::SetTooltip("the driver offers GLSL up to %s", version_label(offered).c_str());
            if (v == st.profile().glsl) ImGui::SetItemDefaultFocus();
        }
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("#version of the generated compute shader; orange: the current function is not in it");
    ImGui::SameLine();
    if (ImGui::Button("Run")) ui.s.run_now();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Ctrl+Enter: evaluate the case and the batch again");
    ImGui::SameLine();
    if (ImGui::Button("Export case...")) start_path(ui, PathAction::ExportCase);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Ctrl+E: write the case as intrinsic-lab.vectors/1 JSON or as a piglit .shader_test");
    ImGui::SameLine();
    bool fold = st.fold();
    if (ImGui::Checkbox("Fold", &fold)) st.set_fold(fold);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("also compile the case with its inputs as constants, so that the compiler can fold it, and "
                          "through glslang's front end; both results judged beside the runtime one");
    // The extensions in a combo: one checkbox each would run past the window's edge at 1600 wide.
    ImGui::SameLine(0, 18);
    ImGui::TextColored(kDim, "extensions");
    ImGui::SameLine();
    auto always = required_extensions(kGlslVersions.front());
    std::vector<std::string> shown, relevant_names;
    std::string enabled;
    for (const std::string& e : known_extensions()) {
        if (std::find(always.begin(), always.end(), e) != always.end()) continue;
        shown.push_back(e);
        if (st.extension_enabled(e)) enabled += (enabled.empty() ? "" : ", ") + e;
        if (o && std::find(o->extensions.begin(), o->extensions.end(), e) != o->extensions.end())
            relevant_names.push_back(e);
    }
    if (enabled.empty()) enabled = "none";
    const float font = ImGui::GetFontSize();
    ImGui::SetNextItemWidth(std::clamp(ImGui::GetContentRegionAvail().x, font * 8.0f, font * 40.0f));
    const bool open = ImGui::BeginCombo("##extensions", enabled.c_str(), ImGuiComboFlags_HeightLarge);
    if (!open && ImGui::IsItemHovered()) {
        std::string tip = "#extension lines of the generated shader";
        for (const std::string& e : relevant_names) tip += "\n" + e + " brings the current function to older versions";
        ImGui::SetTooltip("%s", tip.c_str());
    }
    if (open) {
        for (const std::string& e : shown) {
            bool on = st.extension_enabled(e);
            bool relevant = std::find(relevant_names.begin(), relevant_names.end(), e) != relevant_names.end();
            if (!relevant) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            if (ImGui::Checkbox(e.c_str(), &on)) st.set_extension(e, on);
            if (!relevant) ImGui::PopStyleColor();
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("#extension %s : require  (needs #version %s+)%s", e.c_str(),
                                  version_label(extension_min_version(e)).c_str(),
                                  relevant ? "; brings the current function to older versions" : "");
        }
        ImGui::EndCombo();
    }
    ImGui::Spacing();
}

}  // namespace il::gui
