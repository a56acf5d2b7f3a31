// Menu bar, keyboard shortcuts (Ctrl+Enter runs, Ctrl+E exports, Ctrl+F focuses the filter) and the paste dialog.
#include <imgui.h>
#include <imgui_stdlib.h>  // after imgui.h: it uses IMGUI_API

#include <algorithm>

#include "gui/presets.h"
#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"

namespace il::gui {

void handle_shortcuts(Ui& ui) {
    ImGuiIO& io = ImGui::GetIO();
    std::vector<KeyTap> taps;
    taps.swap(ui.key_taps);
    if (!ui.taps_from_window) {
        int mods = (io.KeyCtrl ? kModCtrl : 0) | (io.KeyShift ? kModShift : 0);
        for (int k : {kKeyEnter, kKeyPadEnter, kKeyE, kKeyF, kKeyF6, kKeyTab})
            if (k < IM_ARRAYSIZE(io.KeysDown) && ImGui::IsKeyPressed(k, false)) taps.push_back(KeyTap{k, mods});
    }
    for (const KeyTap& t : taps) {
        bool ctrl = t.mods & kModCtrl, shift = t.mods & kModShift;
        // Tab inside a text box moves to the next box (ImGui's own); elsewhere, like F6, to the next panel.
        if (t.key == kKeyF6 || (t.key == kKeyTab && !ctrl && !io.WantTextInput && !ImGui::IsPopupOpen(
                                                                       "", ImGuiPopupFlags_AnyPopupId))) {
            ui.focus_panel = (ui.current_panel + (shift ? kPanels - 1 : 1)) % kPanels;
            continue;
        }
        if (!ctrl) continue;
        if (t.key == kKeyEnter || t.key == kKeyPadEnter) ui.s.run_now();
        if (t.key == kKeyE) start_path(ui, PathAction::ExportCase);
        if (t.key == kKeyF) ui.focus_filter = true;
    }
}

void draw_menu_bar(Ui& ui) {
    if (!ImGui::BeginMenuBar()) return;
    if (ImGui::BeginMenu("File")) {
        if (ImGui::MenuItem("Load vectors file...")) start_path(ui, PathAction::LoadFile);
        if (ImGui::MenuItem("Export case...", "Ctrl+E")) start_path(ui, PathAction::ExportCase);
        if (ImGui::MenuItem("Export batch...", nullptr, false,
                            (ui.s.expression_mode ? ui.s.expression_batch.table.size() : ui.s.batch.size()) > 0))
            start_path(ui, PathAction::ExportBatch);
        ImGui::Separator();
        if (ImGui::MenuItem("Quit")) ui.quit = true;
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Presets")) {
        for (const std::string& name : preset_names()) {
            PresetText t = preset_text(name);
            // A preset of expressions: one item per case, each opening it in the Expression line.
            if (const auto& exprs = preset_expressions(name); !exprs.empty()) {
                if (ImGui::BeginMenu(name.c_str())) {
                    if (!t.title.empty()) ImGui::TextColored(kDim, "%s", t.title.c_str());
                    for (size_t i = 0; i < exprs.size(); ++i) {
                        ImGui::PushID(static_cast<int>(i));
                        if (ImGui::MenuItem(exprs[i].label.c_str())) ui.s.load_expression_preset(name, i);
                        if (!exprs[i].comment.empty() && ImGui::IsItemHovered())
                            ImGui::SetTooltip("%s", exprs[i].comment.c_str());
                        ImGui::PopID();
                    }
                    ImGui::EndMenu();
                }
                continue;
            }
            if (ImGui::MenuItem(name.c_str(), t.title.c_str())) ui.s.load_preset(name);
            if (!t.description.empty() && ImGui::IsItemHovered()) {
                ImGui::BeginTooltip();
                ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
                ImGui::TextUnformatted(t.description.c_str());
                ImGui::PopTextWrapPos();
                ImGui::EndTooltip();
            }
        }
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("View")) {
        if (ImGui::BeginMenu("UI scale")) {
            if (ImGui::MenuItem("Follow the monitor", nullptr, ui.scale_setting == 0)) ui.scale_setting = 0;
            for (int p : {100, 125, 150, 175, 200, 250}) {
                std::string label = std::to_string(p) + "%";
                if (ImGui::MenuItem(label.c_str(), nullptr, ui.scale_setting == p)) ui.scale_setting = p;
            }
            ImGui::EndMenu();
        }
        ImGui::EndMenu();
    }
    draw_driver_menu(ui);
    if (ImGui::BeginMenu("Run")) {
        if (ImGui::MenuItem("Run case and batch", "Ctrl+Enter")) ui.s.run_now();
        if (ImGui::MenuItem("Find function", "Ctrl+F")) ui.focus_filter = true;
        ImGui::EndMenu();
    }
    ImGui::EndMenuBar();
}

void draw_popups(Ui& ui) {
    draw_file_dialog(ui);

    if (ui.open_paste) {
        ui.open_paste = false;
        ui.paste_error.clear();
        ImGui::OpenPopup("paste");
    }
    ImGui::SetNextWindowSize(ImVec2(std::min(720.0f, ImGui::GetIO().DisplaySize.x - 40.0f), 0), ImGuiCond_Always);
    if (ImGui::BeginPopupModal("paste", nullptr, ImGuiWindowFlags_NoTitleBar)) {
        ImGui::TextUnformatted("Add cases to the batch");
        if (ui.s.expression_mode)
            wrapped_dim("One case per line, each variable of " + ui.s.expression_batch.expression_text() +
                        " once as NAME=VALUE, separated by spaces, e.g. a=1.0 b=2.0 c=3.0  or  a:float=1 b=-0.5 c=1e-3; "
                        "# starts a comment.");
        else
            wrapped_dim(
                "One case per line, arguments as GLSL literals separated by commas, e.g. "
                "0x80000000u, 0xFFFFFFFFu  or  msad4(0xA100B2C3u, uvec2(1u, 2u), uvec4(0u)); "
                "or paste a whole vectors JSON document.");
        if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
        ImGui::PushFont(ui.mono);
        ImGui::InputTextMultiline("##paste", &ui.paste_text, ImVec2(-1, 220));
        ImGui::PopFont();
        if (!ui.paste_error.empty()) {
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextColored(kError, "%s", ui.paste_error.c_str());
            ImGui::PopTextWrapPos();
        }
        if (ImGui::Button("Add")) {
            const Overload* o = ui.s.state.overload();
            BatchState& table = ui.s.expression_mode ? ui.s.expression_batch.table : ui.s.batch;
            const size_t before = table.size();
            ui.paste_error = ui.s.expression_mode
                                 ? ui.s.expression_batch.add_text(ui.paste_text)
                                 : ui.s.batch.add_text(ui.paste_text, ui.s.state.catalog(), o ? o->function : "");
            if (ui.paste_error.empty()) {
                // The status line told of the last action (a Clear, a load): now of this one.
                const size_t n = table.size() - before;
                ui.s.message = "added " + std::to_string(n) + (n == 1 ? " case" : " cases") + " to the batch";
                ui.s.message_is_error = false;
                ImGui::CloseCurrentPopup();
            }
        }
        ImGui::SameLine();
        if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
            ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

}  // namespace il::gui
