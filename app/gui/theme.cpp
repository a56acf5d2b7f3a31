#include "gui/theme.h"

#include <filesystem>

namespace il::gui {

ImVec4 verdict_colour(Verdict v) {
    switch (v) {
        case Verdict::Match: return {0.33f, 0.80f, 0.42f, 1.0f};
        case Verdict::Accepted: return {0.28f, 0.78f, 0.78f, 1.0f};
        case Verdict::Violation: return {0.96f, 0.34f, 0.32f, 1.0f};
        case Verdict::Undefined: return {0.62f, 0.62f, 0.62f, 1.0f};
        case Verdict::Unavailable: return {0.98f, 0.58f, 0.18f, 1.0f};
        case Verdict::CompilerAcceptedUnavailable: return {0.95f, 0.80f, 0.25f, 1.0f};
    }
    return kDim;
}

ImVec4 field_colour(BitField f) {
    switch (f) {
        case BitField::Sign: return {0.86f, 0.36f, 0.40f, 1.0f};
        case BitField::Exponent: return {0.34f, 0.58f, 0.92f, 1.0f};
        case BitField::Mantissa: return {0.36f, 0.74f, 0.42f, 1.0f};
        case BitField::Integer: return {0.62f, 0.58f, 0.78f, 1.0f};
    }
    return kDim;
}

ImVec4 component_colour(int component) {
    static const ImVec4 c[] = {{0.90f, 0.40f, 0.40f, 1.0f},
                               {0.40f, 0.80f, 0.45f, 1.0f},
                               {0.42f, 0.60f, 0.95f, 1.0f},
                               {0.92f, 0.78f, 0.30f, 1.0f}};
    return c[component & 3];
}

void setup_theme(Ui& ui, float scale) {
    ImGuiIO& io = ImGui::GetIO();
    // Arrows, Space, Enter and Escape drive every widget; Escape closes popups and combos.
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    // Latin-1, punctuation (… – “”), arrows, maths operators, geometric shapes (●), dingbats (✓).
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x0391, 0x03C9, 0x2000, 0x206F, 0x2190, 0x21FF,
                                     0x2200, 0x22FF, 0x25A0, 0x25FF, 0x2700, 0x27BF, 0};
    const char* sans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
    const char* mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";
    std::error_code ec;
    io.Fonts->Clear();
    if (std::filesystem::exists(sans, ec) && std::filesystem::exists(mono, ec)) {
        // Whole-pixel glyph positions: crisper text, and every copy of a glyph has the same pixels, which keeps
        // screenshots small.
        ImFontConfig cfg;
        cfg.OversampleH = 1;
        cfg.PixelSnapH = true;
        io.Fonts->AddFontFromFileTTF(sans, 15.0f * scale, &cfg, ranges);
        ui.mono = io.Fonts->AddFontFromFileTTF(mono, 14.0f * scale, &cfg, ranges);
        ui.heading = io.Fonts->AddFontFromFileTTF(sans, 20.0f * scale, &cfg, ranges);
    } else {
        ImFontConfig cfg;
        cfg.SizePixels = 13.0f * scale;
        io.Fonts->AddFontDefault(&cfg);
        ui.mono = ui.heading = io.Fonts->Fonts[0];
    }

    ImGui::StyleColorsDark();
    ImGuiStyle& st = ImGui::GetStyle();
    st.WindowRounding = 0.0f;
    st.ChildRounding = 4.0f;
    st.FrameRounding = 3.0f;
    st.PopupRounding = 4.0f;
    st.GrabRounding = 3.0f;
    st.TabRounding = 3.0f;
    st.WindowPadding = {10, 8};
    st.FramePadding = {6, 3};
    st.ItemSpacing = {8, 5};
    st.ItemInnerSpacing = {5, 4};
    st.CellPadding = {6, 3};
    st.ScrollbarSize = 12;
    st.IndentSpacing = 16;
    ImVec4* c = st.Colors;
    c[ImGuiCol_WindowBg] = {0.105f, 0.115f, 0.135f, 1.0f};
    c[ImGuiCol_ChildBg] = {0.130f, 0.142f, 0.165f, 1.0f};
    c[ImGuiCol_PopupBg] = {0.120f, 0.130f, 0.150f, 0.98f};
    c[ImGuiCol_MenuBarBg] = {0.150f, 0.162f, 0.188f, 1.0f};
    c[ImGuiCol_Border] = {0.26f, 0.28f, 0.33f, 1.0f};
    c[ImGuiCol_FrameBg] = {0.180f, 0.195f, 0.230f, 1.0f};
    c[ImGuiCol_FrameBgHovered] = {0.230f, 0.255f, 0.300f, 1.0f};
    c[ImGuiCol_FrameBgActive] = {0.260f, 0.290f, 0.350f, 1.0f};
    c[ImGuiCol_Header] = {0.22f, 0.32f, 0.48f, 0.80f};
    c[ImGuiCol_HeaderHovered] = {0.26f, 0.38f, 0.58f, 0.90f};
    c[ImGuiCol_HeaderActive] = {0.28f, 0.42f, 0.64f, 1.0f};
    c[ImGuiCol_Button] = {0.22f, 0.30f, 0.44f, 1.0f};
    c[ImGuiCol_ButtonHovered] = {0.28f, 0.40f, 0.60f, 1.0f};
    c[ImGuiCol_ButtonActive] = {0.32f, 0.46f, 0.68f, 1.0f};
    c[ImGuiCol_TableHeaderBg] = {0.170f, 0.185f, 0.215f, 1.0f};
    c[ImGuiCol_TableRowBgAlt] = {1.0f, 1.0f, 1.0f, 0.025f};
    c[ImGuiCol_Text] = {0.90f, 0.91f, 0.93f, 1.0f};
    c[ImGuiCol_TextDisabled] = {0.50f, 0.52f, 0.56f, 1.0f};
    c[ImGuiCol_Separator] = {0.26f, 0.28f, 0.33f, 1.0f};
    st.ScaleAllSizes(scale);
}

}  // namespace il::gui
