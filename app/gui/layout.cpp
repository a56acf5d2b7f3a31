// The window's layout: menu bar, toolbar, browser | inputs and results | shader and log, the batch table below a
// splitter, and the status line with the device.
#include <algorithm>
#include <cstdio>

#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"

namespace il::gui {

namespace {

// A panel's child window: it takes the keyboard when F6 or Tab asks for it, and notes when it has it.
bool begin_panel(Ui& ui, Panel p, const char* id, ImVec2 size) {
    bool open = ImGui::BeginChild(id, size, true);
    if (ui.focus_panel == p) {
        ui.focus_panel = -1;
        ui.current_panel = p;
        ImGui::SetWindowFocus();
        if (p == kPanelBrowser)
            ui.focus_filter = true;
        else if (p == kPanelPlayground)
            ui.focus_active_input = true;
    }
    if (ImGui::IsWindowFocused(ImGuiFocusedFlags_ChildWindows)) ui.current_panel = p;
    return open;
}

}  // namespace

void draw_frame(Ui& ui) {
    handle_shortcuts(ui);
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->WorkPos);
    ImGui::SetNextWindowSize(vp->WorkSize);
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                             ImGuiWindowFlags_MenuBar | ImGuiWindowFlags_NoBringToFrontOnFocus |
                             ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::Begin("intrinsic-lab", nullptr, flags);
    draw_menu_bar(ui);
    draw_toolbar(ui);

    const ImGuiStyle& st = ImGui::GetStyle();
    float status_h = ImGui::GetFrameHeight() + st.ItemSpacing.y;
    float avail = ImGui::GetContentRegionAvail().y - status_h;
    float splitter = 8.0f;
    // Until the splitter is dragged (0), the batch takes 210 pixels (scaled) but never more than 28% of a short
    // window: at 1024x640 the verdict stays above the fold.
    float batch_h = ui.batch_height > 0.0f ? ui.batch_height
                                           : std::min(210.0f * ImGui::GetFontSize() / 15.0f, avail * 0.28f);
    batch_h = std::clamp(batch_h, 110.0f, std::max(110.0f, avail - 260.0f));
    if (ui.batch_height > 0.0f) ui.batch_height = batch_h;
    float top = avail - batch_h - splitter;

    ImGuiTableFlags tf = ImGuiTableFlags_Resizable | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("columns", 3, tf, ImVec2(0, top))) {
        ImGui::TableSetupColumn("Functions", ImGuiTableColumnFlags_WidthStretch, 0.17f);
        ImGui::TableSetupColumn("Playground", ImGuiTableColumnFlags_WidthStretch, 0.50f);
        ImGui::TableSetupColumn("Shader", ImGuiTableColumnFlags_WidthStretch, 0.33f);
        ImGui::TableNextRow();
        float child_h = top - 2.0f * st.CellPadding.y;
        ImGui::TableSetColumnIndex(0);
        if (begin_panel(ui, kPanelBrowser, "browser", ImVec2(0, child_h))) draw_browser(ui);
        ImGui::EndChild();
        ImGui::TableSetColumnIndex(1);
        if (begin_panel(ui, kPanelPlayground, "playground", ImVec2(0, child_h))) {
            ui.playground_bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight();
            if (ui.s.expression_mode) {
                draw_expression(ui);
            } else {
                draw_function_header(ui);
                draw_inputs(ui);
                // Evaluate between the inputs and the results so that an edit shows in the same frame.
                ui.s.refresh();
                draw_results(ui);
            }
        }
        ImGui::EndChild();
        ImGui::TableSetColumnIndex(2);
        if (begin_panel(ui, kPanelShader, "shader", ImVec2(0, child_h))) draw_shader(ui);
        ImGui::EndChild();
        ImGui::EndTable();
    }
    // Before drawing the batch, whose table needs its verdicts (a panel above may have changed the profile).
    ui.s.refresh();

    ImGui::InvisibleButton("##splitter", ImVec2(-1.0f, splitter));
    if (ImGui::IsItemActive()) ui.batch_height = batch_h - ImGui::GetIO().MouseDelta.y;
    if (ImGui::IsItemHovered() || ImGui::IsItemActive()) ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeNS);
    ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    ImGui::GetWindowDrawList()->AddLine(ImVec2(a.x + (b.x - a.x) * 0.47f, (a.y + b.y) * 0.5f),
                                        ImVec2(a.x + (b.x - a.x) * 0.53f, (a.y + b.y) * 0.5f),
                                        ImGui::GetColorU32(ImGuiCol_Border), 3.0f);

    if (begin_panel(ui, kPanelBatch, "batch", ImVec2(0, batch_h))) draw_batch(ui);
    ImGui::EndChild();
    draw_status_line(ui);
    ImGui::End();
    draw_popups(ui);
}

void draw_status_line(Ui& ui) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(kDim, "%s", ui.s.device_line().c_str());
    char t[48] = "";
    if (ui.frame_ms > 0.0f) std::snprintf(t, sizeof t, "UI %.2f ms/frame", ui.frame_ms);
    float w = ImGui::CalcTextSize(t).x;
    if (!ui.s.message.empty()) {
        // Cut to the room left before the frame time, so that nothing on the line overlaps at 1024 wide.
        ImGui::SameLine(0, 24);
        float room = ImGui::GetWindowContentRegionMax().x - ImGui::GetCursorPosX() - w - 16.0f;
        ImVec4 c = ui.s.message_is_error ? kError : kGood;
        cell_text(elide(ui.s.message, std::max(room, 0.0f)), &c);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", ui.s.message.c_str());
    }
    if (ui.frame_ms <= 0.0f) return;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 16.0f, ImGui::GetWindowContentRegionMax().x - w));
    ImGui::TextColored(kDim, "%s", t);
}

}  // namespace il::gui
