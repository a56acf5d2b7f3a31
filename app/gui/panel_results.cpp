// Results side by side for the return value and every out parameter: GPU, CPU reference, difference (XOR bits
// highlighted, ULP distance), the verdict with the rule that decided it, and the packing picture.
#include <algorithm>
#include <cstdio>

#include "gui/batch_columns.h"
#include "gui/exact_decimal.h"
#include "gui/pack_steps.h"
#include "gui/stored_results.h"
#include "gui/packing_layout.h"
#include "gui/result_views.h"
#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"
#include "value/format.h"

namespace il::gui {
namespace {

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
    ui.results_shown = b;
    ui.verdict_bottom = verdict_heading(ui, r);
    if (b->kernel && !b->kernel->compiled)
        wrapped_dim("The driver's compile log is on the right, with the line it names.");
    auto outs = b->overload->outputs();
    // A case opened from a loaded results file carries that file's GPU bits.
    const std::vector<Value> stored = stored_gpu_of(*b->overload, st.original());
    for (size_t i = 0; i < r.expected.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        const OutputJudgement* j = output_heading(r, i);
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
