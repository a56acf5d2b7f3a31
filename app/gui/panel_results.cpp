// Results side by side for the return value and every out parameter: GPU, CPU reference, difference (XOR bits
// highlighted, ULP distance), the verdict with the rule that decided it, and the packing picture.
#include <algorithm>
#include <cstdio>

#include "gui/batch_columns.h"
#include "gui/exact_decimal.h"
#include "gui/pack_steps.h"
#include "gui/stored_results.h"
#include "gui/packing_layout.h"
#include "gui/theme.h"
#include "gui/ui.h"
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

// A loaded results file's GPU bits for this output beside this driver's: the same, or the bits that differ.
void stored_block(const Ui& ui, const Expected& e, const Value* gpu, const Value& stored) {
    const std::string& device = ui.s.batch.stored_device();
    ImGui::TextColored(kDim, "stored GPU%s%s:", device.empty() ? "" : " by ", device.c_str());
    ImGui::SameLine();
    mono_text(ui, value_as(ui.result_display[0], stored));
    if (!gpu) {
        ImGui::TextColored(kDim, "this driver has not run the case");
        return;
    }
    const Type t = stored.type;
    bool differs = false;
    for (int c = 0; c < t.components(); ++c) differs |= stored.bits[c] != gpu->bits[c];
    if (!differs) {
        ImGui::TextColored(kGood, "the same bits as this driver's");
        return;
    }
    ImGui::TextColored(kError, "differs from this driver's GPU bits");
    for (int c = 0; c < t.components(); ++c) {
        uint64_t x = stored.bits[c] ^ gpu->bits[c];
        if (!x) continue;
        ImGui::PushID(100 + c);
        std::string l = component_label(t, c);
        ImGui::TextColored(kDim, "%s: stored %s, this driver %s", l.empty() ? e.name.c_str() : l.c_str(),
                           component_hex(stored, c).c_str(), component_hex(*gpu, c).c_str());
        float label = ImGui::GetFontSize() * 5.5f;
        float cell = std::clamp((ImGui::GetContentRegionAvail().x - label - 4.0f) / 33.5f, 5.0f,
                                (t.component_bits() == 64 ? 8.0f : 10.0f) * ImGui::GetFontSize() / 15.0f);
        ImGui::TextColored(kDim, "stored");
        ImGui::SameLine(label);
        bit_strip("##stored", t.scalar, stored.bits[c], x, cell, false);
        ImGui::TextColored(kDim, "this GPU");
        ImGui::SameLine(label);
        bit_strip("##this", t.scalar, gpu->bits[c], x, cell, false);
        ImGui::PopID();
    }
}

void packing_block(const Ui& ui, const Overload& o, const CaseResult& r) {
    auto layout = pack_layout(o);
    if (!layout || r.inputs.empty() || r.expected.empty()) return;
    const Value& packed_src = r.gpu_ran ? r.gpu[0] : r.expected[0].reference;
    const Value& packed = layout->packing ? packed_src : r.inputs[0];
    const Value& vector = layout->packing ? r.inputs[0] : packed_src;
    ImGui::Spacing();
    ImGui::TextColored(kAccent, "Packing");
    ImGui::SameLine();
    ImGui::TextColored(kDim, "which component lands in which bits (%s)", layout->packing ? "GPU result" : "the input");
    packing_picture(ui, *layout, packed, vector);
    auto steps = pack_steps(o, r.inputs[0]);
    if (!steps.empty()) {
        ImGui::TextColored(kDim, "%s, step by step:", layout->packing ? "packing" : "unpacking");
        for (const std::string& s : steps) mono_text(ui, s);
    }
}

}  // namespace

void draw_results(Ui& ui) {
    const PlaygroundState& st = ui.s.state;
    ui.results_shown = nullptr;
    ImGui::Spacing();
    ImGui::TextColored(kAccent, "Results");
    if (!st.inputs_valid()) {
        // The last verdict belongs to other inputs: it is not shown, faded or not.
        ImGui::SameLine();
        ImGui::TextColored(kError, "not run: %s", st.first_input_error().c_str());
        ImGui::TextColored(kDim, "nothing runs until the marked text is fixed");
        return;
    }
    if (!st.evaluation_error().empty()) ImGui::TextColored(kError, "%s", st.evaluation_error().c_str());
    const BatchEvaluation* b = st.last();
    if (!b || b->overload != st.overload() || b->cases.empty()) {
        ImGui::TextColored(kDim, st.inputs_valid() ? "no result yet" : "nothing runs until the marked text is fixed");
        return;
    }
    bool stale = !st.last_is_current();
    if (stale) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.45f);
    const CaseResult& r = b->cases[0];
    if (r.has_verdict) {
        ImGui::PushFont(ui.heading);
        ImGui::TextColored(verdict_colour(r.verdict), "%s", std::string(verdict_name(r.verdict)).c_str());
        ImGui::PopFont();
    } else {
        ImGui::TextColored(kDim, "CPU reference only (no GPU)");
    }
    ui.results_shown = b;
    ui.verdict_bottom = ImGui::GetItemRectMax().y;
    if (!r.note.empty()) {
        ImGui::SameLine();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 3.0f);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(verdict_colour(r.verdict), "%s", r.note.c_str());
        ImGui::PopTextWrapPos();
    }
    if (b->kernel && !b->kernel->compiled)
        wrapped_dim("The driver's compile log is on the right, with the line it names.");
    auto outs = b->overload->outputs();
    // A case opened from a loaded results file carries that file's GPU bits.
    const std::vector<Value> stored = stored_gpu_of(*b->overload, st.original());
    for (size_t i = 0; i < r.expected.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        ImGui::Spacing();
        ImGui::TextUnformatted(r.expected[i].name.c_str());
        ImGui::SameLine();
        ImGui::TextColored(kDim, "%s", type_name(r.expected[i].reference.type).c_str());
        const OutputJudgement* j = r.gpu_ran && i < r.judgement.size() ? &r.judgement[i] : nullptr;
        if (j) {
            ImGui::SameLine();
            verdict_text(j->verdict);
        }
        output_table(ui, r.expected[i], r.gpu_ran && i < r.gpu.size() ? &r.gpu[i] : nullptr, j);
        if (i < stored.size()) stored_block(ui, r.expected[i], r.gpu_ran && i < r.gpu.size() ? &r.gpu[i] : nullptr, stored[i]);
        rule_block(r.expected[i], j);
        ImGui::PopID();
    }
    packing_block(ui, *b->overload, r);
    if (const FoldEvaluation* f = st.folded(); f && !f->cases.empty()) {
        // The Fold toggle: the same case with its inputs as constants, by the driver and by glslang (fold/fold.h).
        ImGui::Spacing();
        const bool differs = fold_differs(f->cases[0]);
        ImGui::TextColored(differs ? kWarn : kAccent, "%s", differs ? "Folded: fold-differs" : "Folded");
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(describe_fold(*b, *f, 0).c_str());
        ImGui::PopTextWrapPos();
    }
    if (stale) ImGui::PopStyleVar();
}

}  // namespace il::gui
