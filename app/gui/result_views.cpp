#include "gui/result_views.h"

#include <algorithm>
#include <cstdio>

#include "gui/batch_columns.h"
#include "gui/exact_decimal.h"
#include "gui/theme.h"
#include "gui/widgets.h"
#include "value/format.h"

namespace il::gui {
namespace {

std::string hex_of(uint64_t x, int bits) {
    char buf[24];
    if (bits == 64)
        std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(x));
    else
        std::snprintf(buf, sizeof buf, "0x%08llx", static_cast<unsigned long long>(x));
    return buf;
}

// The value, then its bits in hex: the hex is never cut (a cut 0x3e20000 reads as a whole value), so it goes to
// the next line when both do not fit; a decimal that does not fit alone ends in "...". Hover: the exact value.
void value_cell(const Ui& ui, const Value& v, int c, NumberDisplay d) {
    ImGui::PushFont(ui.mono);
    std::string text = component_as(d, v.type.scalar, v.bits[c]);
    // The hex beside the value, unless the column shows hex already.
    std::string hex = d == NumberDisplay::Hex ? "" : component_hex(v, c);
    float gap = ImGui::GetStyle().ItemSpacing.x;
    bool one_line = ImGui::CalcTextSize(text.c_str()).x + gap + ImGui::CalcTextSize(hex.c_str()).x <=
                    ImGui::GetContentRegionAvail().x;
    bool hovered = cell_text(text);
    if (!hex.empty()) {
        if (one_line) ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Text, kDim);
        ImGui::TextUnformatted(hex.c_str());
        ImGui::PopStyleColor();
        hovered |= ImGui::IsItemHovered();
    }
    ImGui::PopFont();
    std::string exact = exact_decimal(v.type.scalar, v.bits[c]);
    if (hovered && !exact.empty()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40.0f);
        ImGui::Text("exactly %s", exact.c_str());
        ImGui::Text("%s", fields_text(v.type.scalar, v.bits[c]).c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

}  // namespace

void output_table(Ui& ui, const Expected& e, const Value* gpu, const OutputJudgement* j) {
    const Type t = e.reference.type;
    ImGuiTableFlags tf = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;
    if (!ImGui::BeginTable(e.name.c_str(), 6, tf)) return;
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("GPU", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("CPU reference", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("XOR", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("ULP", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("verdict", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    for (int c = 0; c < 6; ++c) {
        ImGui::TableSetColumnIndex(c);
        const char* name = ImGui::TableGetColumnName(c);
        if (c == 1 || c == 2)
            header_with_display(name, ui.result_display[c - 1]);
        else
            ImGui::TableHeader(name);
    }
    for (int c = 0; c < t.components(); ++c) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::TextColored(kDim, "%s", component_label(t, c).c_str());
        ImGui::TableSetColumnIndex(1);
        if (gpu)
            value_cell(ui, *gpu, c, ui.result_display[0]);
        else
            ImGui::TextColored(kDim, "-");
        ImGui::TableSetColumnIndex(2);
        value_cell(ui, e.reference, c, ui.result_display[1]);
        if (!j || c >= static_cast<int>(j->components.size())) continue;
        const ComponentJudgement& cj = j->components[static_cast<size_t>(c)];
        ImGui::TableSetColumnIndex(3);
        if (cj.xor_bits)
            mono_text(ui, hex_of(cj.xor_bits, t.component_bits()), &kError);
        else
            mono_text(ui, "0", &kDim);
        ImGui::TableSetColumnIndex(4);
        mono_text(ui, cj.ulp ? std::to_string(*cj.ulp) : "NaN", cj.ulp && *cj.ulp == 0 ? &kDim : nullptr);
        ImGui::TableSetColumnIndex(5);
        verdict_text(cj.verdict);
        if (!cj.reason.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", cj.reason.c_str());
    }
    ImGui::EndTable();
    if (!gpu || !j) return;
    for (int c = 0; c < t.components() && c < static_cast<int>(j->components.size()); ++c) {
        uint64_t x = j->components[static_cast<size_t>(c)].xor_bits;
        if (!x) continue;
        ImGui::PushID(c);
        std::string l = component_label(t, c);
        ImGui::TextColored(kDim, "%s bits, differing ones outlined:", l.empty() ? e.name.c_str() : l.c_str());
        float label = ImGui::GetFontSize() * 5.5f;
        float cell = std::clamp((ImGui::GetContentRegionAvail().x - label - 4.0f) / 33.5f, 5.0f,
                                (t.component_bits() == 64 ? 8.0f : 10.0f) * ImGui::GetFontSize() / 15.0f);
        ImGui::TextColored(kDim, "GPU");
        ImGui::SameLine(label);
        bit_strip("##gpu", t.scalar, gpu->bits[c], x, cell, false);
        ImGui::TextColored(kDim, "reference");
        ImGui::SameLine(label);
        bit_strip("##ref", t.scalar, e.reference.bits[c], x, cell, false);
        ImGui::PopID();
    }
}

void rule_block(const Expected& e, const OutputJudgement* j) {
    ImGui::TextColored(kDim, "rule:");
    ImGui::SameLine();
    ImGui::TextUnformatted(rule_summary(e.rule).c_str());
    if (j && !j->reason.empty()) {
        ImGui::SameLine();
        ImGui::TextColored(kDim, " decided by:");
        ImGui::SameLine();
        ImGui::TextColored(verdict_colour(j->verdict), "%s", j->reason.c_str());
    }
    if (std::string worked = rule_for_case(e, j); !worked.empty()) {
        ImGui::TextColored(kDim, "this case:");
        ImGui::SameLine();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(worked.c_str());
        ImGui::PopTextWrapPos();
    }
    // A few alternatives are the point of such a rule (fused and unfused, rounding up and down): shown open.
    if (e.rule.kind == RuleKind::AnyOf && e.rule.alternatives.size() <= 6) ImGui::SetNextItemOpen(true, ImGuiCond_Once);
    if (e.rule.kind == RuleKind::AnyOf &&
        ImGui::TreeNode("accepted", "accepted results (%zu)", e.rule.alternatives.size())) {
        for (size_t a = 0; a < e.rule.alternatives.size(); ++a)
            ImGui::BulletText("%s  [%s]", value_display_text(e.rule.alternatives[a]).c_str(),
                              a < e.rule.labels.size() ? e.rule.labels[a].c_str() : "");
        ImGui::TreePop();
    }
    if (!e.rule.why.empty()) wrapped_dim(e.rule.why.str());
}

float verdict_heading(Ui& ui, const CaseResult& r, const std::string& as) {
    if (r.has_verdict) {
        ImGui::PushFont(ui.heading);
        ImGui::TextColored(verdict_colour(r.verdict), "%s", (std::string(verdict_name(r.verdict)) + as).c_str());
        ImGui::PopFont();
    } else {
        ImGui::TextColored(kDim, "CPU reference only (no GPU)");
    }
    const float bottom = ImGui::GetItemRectMax().y;
    if (!r.note.empty()) {
        ImGui::SameLine();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 3.0f);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(verdict_colour(r.verdict), "%s", r.note.c_str());
        ImGui::PopTextWrapPos();
    }
    return bottom;
}

const OutputJudgement* output_heading(const CaseResult& r, size_t i) {
    ImGui::Spacing();
    ImGui::TextUnformatted(r.expected[i].name.c_str());
    ImGui::SameLine();
    ImGui::TextColored(kDim, "%s", type_name(r.expected[i].reference.type).c_str());
    const OutputJudgement* j = r.gpu_ran && i < r.judgement.size() ? &r.judgement[i] : nullptr;
    if (j) {
        ImGui::SameLine();
        verdict_text(j->verdict);
    }
    return j;
}

}  // namespace il::gui
