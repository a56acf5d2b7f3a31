// The window's layout: menu bar, toolbar, browser | inputs and results | shader and log, the batch table below a
// splitter, and the status line with the device.
#include <algorithm>
#include <cstdio>

#include "gui/theme.h"
#include "gui/ui.h"

namespace il::gui {

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
    ui.batch_height = std::clamp(ui.batch_height, 110.0f, std::max(110.0f, avail - 260.0f));
    float top = avail - ui.batch_height - splitter;

    ImGuiTableFlags tf = ImGuiTableFlags_Resizable | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("columns", 3, tf, ImVec2(0, top))) {
        ImGui::TableSetupColumn("Functions", ImGuiTableColumnFlags_WidthStretch, 0.17f);
        ImGui::TableSetupColumn("Playground", ImGuiTableColumnFlags_WidthStretch, 0.50f);
        ImGui::TableSetupColumn("Shader", ImGuiTableColumnFlags_WidthStretch, 0.33f);
        ImGui::TableNextRow();
        float child_h = top - 2.0f * st.CellPadding.y;
        ImGui::TableSetColumnIndex(0);
        if (ImGui::BeginChild("browser", ImVec2(0, child_h), true)) draw_browser(ui);
        ImGui::EndChild();
        ImGui::TableSetColumnIndex(1);
        if (ImGui::BeginChild("playground", ImVec2(0, child_h), true)) {
            draw_function_header(ui);
            draw_inputs(ui);
            // Evaluate between the inputs and the results so that an edit shows in the same frame.
            ui.s.refresh();
            draw_results(ui);
        }
        ImGui::EndChild();
        ImGui::TableSetColumnIndex(2);
        if (ImGui::BeginChild("shader", ImVec2(0, child_h), true)) draw_shader(ui);
        ImGui::EndChild();
        ImGui::EndTable();
    }
    // Before drawing the batch, whose table needs its verdicts (a panel above may have changed the profile).
    ui.s.refresh();

    ImGui::InvisibleButton("##splitter", ImVec2(-1.0f, splitter));
    if (ImGui::IsItemActive()) ui.batch_height -= ImGui::GetIO().MouseDelta.y;
    if (ImGui::IsItemHovered() || ImGui::IsItemActive()) ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeNS);
    ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    ImGui::GetWindowDrawList()->AddLine(ImVec2(a.x + (b.x - a.x) * 0.47f, (a.y + b.y) * 0.5f),
                                        ImVec2(a.x + (b.x - a.x) * 0.53f, (a.y + b.y) * 0.5f),
                                        ImGui::GetColorU32(ImGuiCol_Border), 3.0f);

    if (ImGui::BeginChild("batch", ImVec2(0, ui.batch_height), true)) draw_batch(ui);
    ImGui::EndChild();
    draw_status_line(ui);
    ImGui::End();
    draw_popups(ui);
}

void draw_status_line(Ui& ui) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(kDim, "%s", ui.s.device_line().c_str());
    if (!ui.s.message.empty()) {
        ImGui::SameLine(0, 24);
        ImGui::TextColored(ui.s.message_is_error ? kError : kGood, "%s", ui.s.message.c_str());
    }
    if (ui.frame_ms <= 0.0f) return;
    char t[48];
    std::snprintf(t, sizeof t, "UI %.2f ms/frame", ui.frame_ms);
    float w = ImGui::CalcTextSize(t).x;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 16.0f, ImGui::GetWindowContentRegionMax().x - w));
    ImGui::TextColored(kDim, "%s", t);
}

}  // namespace il::gui
