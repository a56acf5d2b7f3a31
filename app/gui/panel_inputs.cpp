// Typed inputs: one box per parameter component (decimal, hex, GLSL literals, raw bits), invalid text marked in
// place with the reason, and a bit editor with quick values for the component last touched.
#include <imgui.h>

#include <algorithm>
#include <imgui_stdlib.h>  // after imgui.h: it uses IMGUI_API

#include "gui/bit_tools.h"
#include "gui/exact_decimal.h"
#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"
#include "value/format.h"

namespace il::gui {
namespace {

// What the bits mean: the float's fields, or the integer in hex and decimal.
std::string decoded(Scalar s, uint64_t bits) {
    Value v = make_value(Type{s});
    v.bits[0] = bits;
    std::string hex = component_hex(v, 0);
    if (Type{s}.is_float()) return hex + "  " + fields_text(s, bits);
    if (s == Scalar::Uint) return hex + "  = " + std::to_string(v.u(0));
    if (s == Scalar::Int) return hex + "  = " + std::to_string(v.i(0));
    if (s == Scalar::Int64) return hex + "  = " + std::to_string(v.i64(0));
    if (s == Scalar::Uint64) return hex + "  = " + std::to_string(v.bits[0]);
    return hex;
}

void underline_error(const ComponentInput& c, ImVec2 box_min, ImVec2 box_max) {
    const ImGuiStyle& st = ImGui::GetStyle();
    size_t col = std::min(c.parse.column, c.text.size());
    float x0 = box_min.x + st.FramePadding.x + ImGui::CalcTextSize(c.text.substr(0, col).c_str()).x;
    size_t end = col;
    while (end < c.text.size() && c.text[end] != ' ' && c.text[end] != ',') ++end;
    if (end == col) end = col + 1;
    float x1 =
        box_min.x + st.FramePadding.x + ImGui::CalcTextSize(c.text.substr(0, std::min(end, c.text.size())).c_str()).x;
    if (x1 <= x0) x1 = x0 + 7.0f;
    float y = box_max.y - 3.0f;
    ImGui::GetWindowDrawList()->AddLine(ImVec2(x0, y), ImVec2(std::min(x1, box_max.x - 2.0f), y),
                                        ImGui::GetColorU32(kError), 2.0f);
}

void draw_bit_editor(Ui& ui) {
    PlaygroundState& st = ui.s.state;
    const auto& ins = st.inputs();
    if (ui.active_param >= ins.size()) ui.active_param = 0;
    if (ins.empty()) return;
    const ParamInput& p = ins[ui.active_param];
    if (ui.active_component >= static_cast<int>(p.components.size())) ui.active_component = 0;
    const ComponentInput& c = p.components[static_cast<size_t>(ui.active_component)];
    Scalar s = p.param.type.scalar;
    ImGui::TextColored(kDim, "bits of");
    ImGui::SameLine();
    ImGui::TextUnformatted(component_path(p.param.name, p.param.type, ui.active_component).c_str());
    ImGui::SameLine();
    ImGui::TextColored(kDim, "(%s)  click a bit to flip it", std::string(scalar_name(s)).c_str());
    if (!c.parse.ok) {
        ImGui::TextColored(kError, "fix the text to edit its bits");
        return;
    }
    // Cells shrink to the panel's width so that bit 0 stays in view (the gaps between fields take about one cell).
    float em = ImGui::GetFontSize() / 15.0f;
    float cell = std::clamp((ImGui::GetContentRegionAvail().x - 4.0f) / 33.5f, 6.0f,
                            (s == Scalar::Double ? 13.0f : 15.0f) * em);
    if (ui.nibble_owner != std::make_pair(ui.active_param, ui.active_component)) {
        ui.nibbles = NibbleEntry{};  // another component: the cursor starts again
        ui.nibble_owner = {ui.active_param, ui.active_component};
    }
    int bit = bit_strip("##bits", s, c.parse.bits, 0, cell, true, true, &ui.nibbles);
    ui.bits_min = ImGui::GetItemRectMin();
    ui.bits_max = ImGui::GetItemRectMax();
    if (ui.nibbles.typed) st.set_component_bits(ui.active_param, ui.active_component, ui.nibbles.bits);
    if (bit >= 0) st.set_component_bits(ui.active_param, ui.active_component, flip_bit(c.parse.bits, bit));
    if (Type{s}.is_float()) {
        float legend = ImGui::CalcTextSize("sign exponent mantissa").x + 3.0f * ImGui::GetStyle().ItemSpacing.x;
        if (ImGui::GetContentRegionAvail().x - ImGui::GetItemRectSize().x > legend + 12.0f) ImGui::SameLine(0, 12);
        ImGui::TextColored(field_colour(BitField::Sign), "sign");
        ImGui::SameLine();
        ImGui::TextColored(field_colour(BitField::Exponent), "exponent");
        ImGui::SameLine();
        ImGui::TextColored(field_colour(BitField::Mantissa), "mantissa");
    }
    if (Type{s}.is_float()) {
        // What the box really holds: 0.1 is not a float, 0.100000001490116119384765625 is. On the legend's line
        // when it fits there.
        std::string exact = exact_decimal(s, c.parse.bits);
        ImGui::PushFont(ui.mono);
        float need = ImGui::CalcTextSize(exact.c_str()).x;
        ImGui::PopFont();
        float line_end = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
        if (ImGui::GetItemRectMax().x + 24.0f + ImGui::CalcTextSize("exactly").x + 8.0f + need < line_end)
            ImGui::SameLine(0, 24);
        ImGui::TextColored(kDim, "exactly");
        ImGui::SameLine();
        ImGui::PushFont(ui.mono);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(exact.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopFont();
    }
    // Buttons wrap to a new line rather than run past the panel's edge (+1 ULP at 1024 wide).
    float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
    auto wrap_before = [&](const char* next) {
        float w = ImGui::CalcTextSize(next).x + ImGui::GetStyle().FramePadding.x * 2.0f;
        ImGui::SameLine();
        if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();
    };
    bool first = true;
    for (const QuickValue& q : quick_values(s)) {
        if (!first) wrap_before(q.label);
        first = false;
        if (ImGui::SmallButton(q.label)) st.set_component_bits(ui.active_param, ui.active_component, q.bits);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", q.tip);
    }
    if (Type{s}.is_float()) {
        wrap_before("-1 ULP");
        if (ImGui::SmallButton("-1 ULP"))
            st.set_component_bits(ui.active_param, ui.active_component, ulp_step(s, c.parse.bits, false));
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("the next float towards -Inf");
        wrap_before("+1 ULP");
        if (ImGui::SmallButton("+1 ULP"))
            st.set_component_bits(ui.active_param, ui.active_component, ulp_step(s, c.parse.bits, true));
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("the next float towards +Inf");
    }
}

}  // namespace

void draw_inputs(Ui& ui) {
    PlaygroundState& st = ui.s.state;
    if (!st.overload()) return;
    ImGui::TextColored(kAccent, "Inputs");
    ImGui::SameLine();
    help_marker(
        "Each box takes one component: 1.5, -0.0, 1e-45, inf, nan, floatBits(0x7fc00001); 7u, 0xFFFFFFFFu, -1; "
        "raw bits as 0b0101... or, in a float box, a bare 0x3f800000. A whole value such as uvec2(1u, 2u) "
        "typed into a box fills every component. Invalid text is underlined and nothing runs until it is fixed.");
    ImGuiTableFlags tf = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg;
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(6.0f, 1.0f));
    bool open = ImGui::BeginTable("inputs", 4, tf);
    ImGui::PopStyleVar();
    if (!open) return;
    ImGui::TableSetupColumn("param", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("comp", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("text", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 13.3f);
    ImGui::TableSetupColumn("bits", ImGuiTableColumnFlags_WidthStretch);
    const auto& ins = st.inputs();
    for (size_t p = 0; p < ins.size(); ++p) {
        const Type t = ins[p].param.type;
        for (int c = 0; c < t.components(); ++c) {
            const ComponentInput& in = ins[p].components[static_cast<size_t>(c)];
            ImGui::PushID(static_cast<int>(p * 64 + static_cast<size_t>(c)));
            ImGui::TableNextRow();
            ImGui::TableSetColumnIndex(0);
            ImGui::AlignTextToFramePadding();
            if (c == 0) {
                ImGui::TextUnformatted(ins[p].param.name.c_str());
                ImGui::SameLine();
                ImGui::TextColored(kDim, "%s", type_name(t).c_str());
            }
            ImGui::TableSetColumnIndex(1);
            ImGui::TextColored(kDim, "%s", component_label(t, c).c_str());
            ImGui::TableSetColumnIndex(2);
            bool bad = !in.parse.ok;
            bool active = ui.active_param == p && ui.active_component == c;
            if (bad || active) {
                ImGui::PushStyleColor(ImGuiCol_FrameBg, bad ? ImVec4(0.36f, 0.13f, 0.14f, 1.0f)
                                                            : ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
                ImGui::PushStyleColor(ImGuiCol_Border, bad ? kError : kAccent);
                ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.0f);
            }
            std::string text = in.text;
            ImGui::PushFont(ui.mono);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 13.3f);
            if (active && ui.focus_active_input) {
                ImGui::SetKeyboardFocusHere();
                ui.focus_active_input = false;
            }
            if (ImGui::InputText("##v", &text, ImGuiInputTextFlags_AutoSelectAll)) st.set_component_text(p, c, text);
            if (ImGui::IsItemActivated() || ImGui::IsItemClicked()) {
                ui.active_param = p;
                ui.active_component = c;
            }
            if (bad) underline_error(in, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
            ImGui::PopFont();
            if (bad || active) {
                ImGui::PopStyleVar();
                ImGui::PopStyleColor(2);
            }
            ImGui::TableSetColumnIndex(3);
            ImGui::AlignTextToFramePadding();
            if (bad) {
                ImGui::PushTextWrapPos(0.0f);
                ImGui::TextColored(kError, "%s", in.parse.error.c_str());
                ImGui::PopTextWrapPos();
            } else {
                ImGui::PushFont(ui.mono);
                if (cell_text(decoded(t.scalar, in.parse.bits)))
                    ImGui::SetTooltip("read as %s: %s", in.parse.form.c_str(), decoded(t.scalar, in.parse.bits).c_str());
                ImGui::PopFont();
            }
            ImGui::PopID();
        }
    }
    ImGui::EndTable();
    ImGui::Spacing();
    draw_bit_editor(ui);
    ImGui::Separator();
}

}  // namespace il::gui
