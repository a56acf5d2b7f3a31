#include "gui/widgets.h"

#include <algorithm>
#include <cstdio>

#include "gui/bit_tools.h"
#include "gui/component_parse.h"
#include "gui/theme.h"
#include "value/format.h"

namespace il::gui {
namespace {

ImU32 colour(ImVec4 c, float alpha) { return ImGui::GetColorU32(ImVec4(c.x, c.y, c.z, c.w * alpha)); }

const char* field_name(BitField f) {
    switch (f) {
        case BitField::Sign: return "sign";
        case BitField::Exponent: return "exponent";
        case BitField::Mantissa: return "mantissa";
        default: return "value";
    }
}

// Horizontal gap before a cell: after the sign and exponent of floats, between bytes of integers.
float gap_before(Scalar s, int bit, float cell) {
    if (s == Scalar::Half) return (bit == 14 || bit == 9) ? cell * 0.35f : 0;
    if (bit == 31 || bit == 63) return 0;
    if (s == Scalar::Float) return (bit == 30 || bit == 22) ? cell * 0.35f : 0;
    if (s == Scalar::Double) return (bit == 62 || bit == 51) ? cell * 0.35f : 0;
    return bit % 8 == 7 ? cell * 0.35f : 0;
}

}  // namespace

int bit_strip(const char* id, Scalar s, uint64_t bits, uint64_t highlight, float cell, bool editable,
              bool index_labels, NibbleEntry* nibbles) {
    int width = Type{s}.component_bits();
    // Rows of 32 bits; a half's 16 make one short row.
    const int per_row = std::min(width, 32), rows = width / per_row;
    float h = cell * 1.25f;
    float row_w = 0;
    for (int b = per_row - 1; b >= 0; --b) row_w += cell + gap_before(s, b + (rows == 2 ? 32 : 0), cell);
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float label_size = std::max(8.0f, cell * 0.62f);
    float label_h = index_labels ? label_size + 1.0f : 0.0f;
    float row_h = h + 2.0f + label_h;
    ImVec2 size(row_w, rows * row_h);
    ImGui::InvisibleButton(id, size);
    bool hovered = ImGui::IsItemHovered(), clicked = editable && ImGui::IsItemClicked();
    ImVec2 mouse = ImGui::GetIO().MousePos;
    if (nibbles) nibbles->typed = false;
    const bool typing = nibbles && editable && (hovered || ImGui::IsItemFocused()) && !ImGui::GetIO().WantTextInput;
    if (nibbles && !hovered) nibbles->last_hover = -1;
    if (typing && !hovered && nibbles->cursor < 0) nibbles->cursor = width / 4 - 1;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImFont* font = ImGui::GetFont();
    float font_size = std::min(ImGui::GetFontSize(), cell * 0.95f);
    int hit = -1;
    for (int r = 0; r < rows; ++r) {
        float x = origin.x;
        float y = origin.y + r * row_h;
        for (int k = per_row - 1; k >= 0; --k) {
            int bit = (rows - 1 - r) * per_row + k;
            x += gap_before(s, bit, cell);
            BitField f = bit_field(s, bit);
            bool on = bits >> bit & 1;
            ImVec2 a(x, y), b(x + cell - 1.0f, y + h);
            dl->AddRectFilled(a, b, colour(field_colour(f), on ? 0.95f : 0.22f), 2.0f);
            if (highlight >> bit & 1) dl->AddRect(a, b, colour(kError, 1.0f), 2.0f, 0, 2.0f);
            if (cell >= 11.0f) {
                char t[2] = {on ? '1' : '0', 0};
                ImVec2 ts = font->CalcTextSizeA(font_size, FLT_MAX, 0, t);
                dl->AddText(font, font_size, ImVec2(a.x + (cell - 1 - ts.x) * 0.5f, a.y + (h - ts.y) * 0.5f),
                            on ? IM_COL32(15, 18, 24, 255) : colour(ImVec4(1, 1, 1, 1), 0.55f), t);
            }
            if (index_labels && (bit % 4 == 0 || bit == width - 1)) {
                char n[4];
                std::snprintf(n, sizeof n, "%d", bit);
                ImVec2 ns = font->CalcTextSizeA(label_size, FLT_MAX, 0, n);
                dl->AddText(font, label_size, ImVec2(a.x + (cell - 1 - ns.x) * 0.5f, b.y + 1.0f),
                            colour(ImVec4(1, 1, 1, 1), 0.45f), n);
            }
            if (hovered && mouse.x >= a.x && mouse.x < b.x + 1 && mouse.y >= a.y && mouse.y < b.y + 2) {
                hit = bit;
                dl->AddRect(a, b, IM_COL32(255, 255, 255, 200), 2.0f);
            }
            if (typing && bit / 4 == nibbles->cursor)
                dl->AddLine(ImVec2(a.x, b.y + 1.0f), ImVec2(b.x, b.y + 1.0f), colour(kAccent, 1.0f), 2.0f);
            x += cell;
        }
    }
    if (typing) {
        if (hit >= 0 && hit / 4 != nibbles->last_hover) nibbles->cursor = nibbles->last_hover = hit / 4;
        ImGuiIO& io = ImGui::GetIO();
        uint64_t out = bits;
        for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
            int v = hex_digit_value(io.InputQueueCharacters[i]);
            if (v < 0 || nibbles->cursor < 0) continue;
            out = set_nibble(out, nibbles->cursor, static_cast<unsigned>(v));
            nibbles->cursor = std::max(nibbles->cursor - 1, 0);
            nibbles->typed = true;
        }
        if (nibbles->typed) {
            nibbles->bits = out;
            io.InputQueueCharacters.resize(0);
        }
    }
    if (hit >= 0) {
        ImGui::BeginTooltip();
        ImGui::Text("bit %d (%s)%s", hit, field_name(bit_field(s, hit)),
                    editable ? (nibbles ? ": click to flip, type a hex digit to set its nibble" : ": click to flip") : "");
        if (highlight >> hit & 1) ImGui::TextColored(kError, "differs between GPU and reference");
        ImGui::EndTooltip();
    }
    return clicked ? hit : -1;
}

void header_with_display(const char* name, NumberDisplay& d) {
    ImVec2 p = ImGui::GetCursorScreenPos();
    float w = ImGui::GetContentRegionAvail().x;
    ImGui::TableHeader(name);
    const char* label = display_name(d);
    float bw = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2.0f;
    // Over the header's right end (TableHeader lets later items overlap it); a column too narrow for both keeps
    // the toggle and cuts the name.
    ImGui::SameLine();
    ImGui::SetCursorScreenPos(ImVec2(p.x + std::max(0.0f, w - bw), p.y));
    ImGui::PushID(name);
    ImGui::PushStyleColor(ImGuiCol_Text, kDim);
    if (ImGui::SmallButton(label)) d = next_display(d);
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s shown as %s; click for %s (value, hex, dec: the bits as an integer, float: the bits "
                          "read as a float)",
                          name, label, display_name(next_display(d)));
    ImGui::PopID();
}

void verdict_text(Verdict v) { ImGui::TextColored(verdict_colour(v), "%s", std::string(verdict_name(v)).c_str()); }

void help_marker(const char* text) {
    ImGui::TextDisabled("(?)");
    if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32.0f);
        ImGui::TextUnformatted(text);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

void mono_text(const Ui& ui, const std::string& s, const ImVec4* c) {
    ImGui::PushFont(ui.mono);
    if (c) ImGui::PushStyleColor(ImGuiCol_Text, *c);
    ImGui::TextUnformatted(s.c_str());
    if (c) ImGui::PopStyleColor();
    ImGui::PopFont();
}

void wrapped_dim(const std::string& s) {
    ImGui::PushStyleColor(ImGuiCol_Text, kDim);
    ImGui::TextWrapped("%s", s.c_str());
    ImGui::PopStyleColor();
}

std::string elide(const std::string& s, float width) {
    if (ImGui::CalcTextSize(s.c_str()).x <= width) return s;
    float dots = ImGui::CalcTextSize("...").x;
    // The longest prefix that fits with the dots: binary search over byte counts, kept on UTF-8 boundaries.
    size_t lo = 0, hi = s.size();
    while (lo < hi) {
        size_t mid = (lo + hi + 1) / 2;
        if (ImGui::CalcTextSize(s.c_str(), s.c_str() + mid).x + dots <= width)
            lo = mid;
        else
            hi = mid - 1;
    }
    while (lo > 0 && (static_cast<unsigned char>(s[lo]) & 0xC0) == 0x80) --lo;
    return s.substr(0, lo) + "...";
}

bool cell_text(const std::string& s, const ImVec4* colour) {
    float avail = ImGui::GetContentRegionAvail().x;
    std::string shown = elide(s, std::max(avail, 0.0f));
    if (colour) ImGui::PushStyleColor(ImGuiCol_Text, *colour);
    ImGui::TextUnformatted(shown.c_str());
    if (colour) ImGui::PopStyleColor();
    bool hovered = ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
    if (hovered && shown.size() != s.size()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40.0f);
        ImGui::TextUnformatted(s.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
    return hovered;
}

void packing_picture(const Ui& ui, const PackLayout& layout, const Value& packed, const Value& vector) {
    static const char* names = "xyzw";
    int total = layout.lanes * layout.lane_bits;
    float avail = ImGui::GetContentRegionAvail().x;
    float cell = std::max(4.0f, std::min(18.0f, (avail - 8.0f) / static_cast<float>(total)));
    float h = 26.0f;
    ImVec2 o = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImGui::Dummy(ImVec2(cell * static_cast<float>(total), h + 18.0f));
    auto lanes = pack_lanes(layout, packed.bits[0]);
    for (const Lane& lane : lanes) {
        // Most significant bit on the left, as the bit strips draw it.
        float x0 = o.x + cell * static_cast<float>(total - 1 - lane.hi),
              x1 = o.x + cell * static_cast<float>(total - lane.lo);
        ImVec4 c = component_colour(lane.component);
        dl->AddRectFilled(ImVec2(x0, o.y), ImVec2(x1 - 2.0f, o.y + h), ImGui::GetColorU32(ImVec4(c.x, c.y, c.z, 0.30f)),
                          3.0f);
        dl->AddRect(ImVec2(x0, o.y), ImVec2(x1 - 2.0f, o.y + h), ImGui::GetColorU32(c), 3.0f, 0, 1.5f);
        for (int b = lane.lo; b <= lane.hi; ++b) {
            float x = o.x + cell * static_cast<float>(total - 1 - b);
            if (packed.bits[0] >> b & 1)
                dl->AddRectFilled(ImVec2(x + 1.5f, o.y + h - 7.0f), ImVec2(x + cell - 2.5f, o.y + h - 3.0f),
                                  ImGui::GetColorU32(c));
        }
        char label[96];
        int digits = (layout.lane_bits + 3) / 4;
        std::snprintf(label, sizeof label, "%c  0x%0*llx", names[lane.component], digits,
                      static_cast<unsigned long long>(lane.bits));
        ImGui::PushFont(ui.mono);
        ImVec2 ts = ImGui::CalcTextSize(label);
        if (ts.x < x1 - x0 - 6.0f)
            dl->AddText(ImVec2(x0 + (x1 - x0 - ts.x) * 0.5f, o.y + (h - 7.0f - ts.y) * 0.5f),
                        ImGui::GetColorU32(ImGuiCol_Text), label);
        char range[32];
        std::snprintf(range, sizeof range, "bits %d-%d", lane.hi, lane.lo);
        ImVec2 rs = ImGui::CalcTextSize(range);
        dl->AddText(ImVec2(x0 + (x1 - x0 - rs.x) * 0.5f, o.y + h + 2.0f), ImGui::GetColorU32(kDim), range);
        ImGui::PopFont();
    }
    for (const Lane& lane : lanes) {
        if (lane.component >= vector.size()) continue;
        ImGui::TextColored(component_colour(lane.component), "%c", names[lane.component]);
        ImGui::SameLine();
        mono_text(ui, component_display_text(vector.type.scalar, vector.bits[lane.component]) +
                          (layout.packing ? "  ->  bits " : "  <-  bits ") + std::to_string(lane.hi) + "-" +
                          std::to_string(lane.lo));
    }
}

}  // namespace il::gui
