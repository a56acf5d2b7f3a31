// The Driver menu: the drivers `intrinsic-lab drivers` finds, the current one checked, forced ones marked with
// their version override, unusable ones greyed with the reason; picking one restarts the playground on it with the
// state kept (driver_picker.h says why a restart).
#include <imgui.h>

#include "gui/theme.h"
#include "gui/ui.h"

namespace il::gui {

void draw_driver_menu(Ui& ui) {
    if (!ImGui::BeginMenu("Driver")) return;
    if (!ui.exe.empty()) ui.drivers.start(ui.exe);
    const std::string current = ui.s.device ? ui.s.device->driver : "";
    ImGui::TextColored(kDim, "now: %s%s", current.empty() ? "no GPU" : current.c_str(),
                       ui.s.device && ui.s.device->forced() ? " (forced)" : "");
    ImGui::Separator();
    if (ui.exe.empty()) {
        ImGui::TextDisabled("the driver list comes from intrinsic-lab drivers, not run here");
    } else if (!ui.drivers.done()) {
        ImGui::TextDisabled("trying each driver (intrinsic-lab drivers)...");
    } else if (!ui.drivers.error().empty()) {
        ImGui::TextColored(kError, "%s", ui.drivers.error().c_str());
    } else {
        for (const DriverRow& d : ui.drivers.rows()) {
            std::string label = d.forced ? d.name + " (forced)" : d.name;
            std::string detail = !d.usable ? "not usable" : !d.window_can_use ? "EGL only" : d.version;
            bool chosen = d.name == current;
            if (ImGui::MenuItem(label.c_str(), detail.c_str(), chosen, d.usable && d.window_can_use) && !chosen) {
                ui.switch_driver = true;
                ui.switch_driver_to = d.name;
            }
            if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
                ImGui::BeginTooltip();
                ImGui::PushTextWrapPos(ImGui::GetFontSize() * 34.0f);
                ImGui::TextUnformatted(d.description.c_str());
                if (d.usable) ImGui::TextColored(kDim, "%s", d.renderer.c_str());
                if (d.forced)
                    ImGui::TextColored(kWarn, "forced: %s (its results say \"forced\": true)", d.overrides.c_str());
                if (!d.usable) ImGui::TextColored(kError, "%s", d.why_not.c_str());
                if (d.usable && !d.window_can_use)
                    ImGui::TextColored(kWarn, "chosen through EGL; this window's context comes from GLX: use it "
                                              "from the command line (--driver %s)", d.name.c_str());
                if (d.usable && d.window_can_use && !chosen)
                    ImGui::TextColored(kDim, "restarts the playground on it; function, inputs and batch are kept");
                ImGui::PopTextWrapPos();
                ImGui::EndTooltip();
            }
        }
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Default driver (no --driver)")) {
        ui.switch_driver = true;
        ui.switch_driver_to.clear();
    }
    ImGui::EndMenu();
}

}  // namespace il::gui
