// The batch table: many vectors at once (paste, load a vectors file, special values, random), sortable by verdict,
// with counts; clicking a row opens it in the playground.
#include <algorithm>
#include <cstdio>

#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"
#include "value/format.h"

namespace il::gui {
namespace {

enum Column { kIndex, kFunction, kInputs, kGpu, kReference, kVerdict, kNote };
constexpr int kMaxRandomRows = 100000;

std::string inputs_text(const std::vector<Value>& v) {
    std::string s;
    for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + value_display_text(v[i]);
    return s;
}

void counts_line(const BatchState& batch) {
    static const Verdict order[] = {Verdict::Match,     Verdict::Accepted,    Verdict::Violation,
                                    Verdict::Undefined, Verdict::Unavailable, Verdict::CompilerAcceptedUnavailable};
    if (batch.size() == 0) return;
    auto counts = batch.counts();
    ImGui::SameLine(0, 24);
    ImGui::TextColored(kDim, "%zu cases:", batch.size());
    for (Verdict v : order) {
        auto it = counts.find(std::string(verdict_name(v)));
        if (it == counts.end()) continue;
        ImGui::SameLine();
        ImGui::TextColored(verdict_colour(v), "%zu %s", it->second, it->first.c_str());
    }
    if (auto it = counts.find("not run"); it != counts.end()) {
        ImGui::SameLine();
        ImGui::TextColored(kDim, "%zu not run", it->second);
    }
}

void toolbar(Ui& ui) {
    BatchState& batch = ui.s.batch;
    const Overload* o = ui.s.state.overload();
    ImGui::TextColored(kAccent, "Batch");
    ImGui::SameLine();
    if (ImGui::SmallButton("Paste...")) ui.open_paste = true;
    ImGui::SameLine();
    if (ImGui::SmallButton("Load file...")) ui.path_action = PathAction::LoadFile;
    ImGui::SameLine();
    ImGui::BeginDisabled(!o);
    if (ImGui::SmallButton("+ special values") && o) batch.add_special(*o, 256);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("zeros, ones, infinities, NaN, denormals, extremes of each input type");
    ImGui::SameLine();
    // Ctrl+click types a number past the drag range: clamp it (AlwaysClamp) and again here, so that -5 is not 2^64 - 5.
    if (ImGui::SmallButton("+ random") && o)
        batch.add_random(*o, static_cast<size_t>(std::clamp(ui.random_count, 1, kMaxRandomRows)),
                         static_cast<uint32_t>(std::max(ui.random_seed, 0)));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(90);
    ImGui::DragInt("##n", &ui.random_count, 1.0f, 1, kMaxRandomRows, "%d cases", ImGuiSliderFlags_AlwaysClamp);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(90);
    ImGui::DragInt("##seed", &ui.random_seed, 1.0f, 0, 1 << 30, "seed %d", ImGuiSliderFlags_AlwaysClamp);
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::SmallButton("Clear")) {
        batch.clear();
        ui.batch_selected = -1;
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(batch.size() == 0);
    if (ImGui::SmallButton("Export batch...")) {
        std::string p = ui.s.default_export_path();
        ui.path = p.substr(0, p.size() - 5) + "-batch.json";
        ui.path_action = PathAction::ExportBatch;
    }
    ImGui::EndDisabled();
    counts_line(batch);
    if (!ui.s.batch_title.empty()) wrapped_dim(ui.s.batch_title);
    if (!batch.evaluation_error().empty()) ImGui::TextColored(kError, "%s", batch.evaluation_error().c_str());
}

void apply_sort(BatchState& batch) {
    ImGuiTableSortSpecs* specs = ImGui::TableGetSortSpecs();
    if (!specs || !specs->SpecsDirty) return;
    if (specs->SpecsCount > 0) {
        const ImGuiTableColumnSortSpecs& s = specs->Specs[0];
        BatchSort by = s.ColumnUserID == kVerdict    ? BatchSort::Verdict
                       : s.ColumnUserID == kFunction ? BatchSort::Function
                                                     : BatchSort::Order;
        batch.sort(by, s.SortDirection == ImGuiSortDirection_Ascending);
    }
    specs->SpecsDirty = false;
}

}  // namespace

void draw_batch(Ui& ui) {
    toolbar(ui);
    BatchState& batch = ui.s.batch;
    if (batch.size() == 0) {
        wrapped_dim(
            "Empty. Paste cases, load a vectors file, or generate special values or random inputs for the "
            "current function; each row is evaluated on the GPU and against the CPU reference.");
        return;
    }
    ImGuiTableFlags tf = ImGuiTableFlags_Sortable | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                         ImGuiTableFlags_ScrollY | ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("batch_table", 7, tf)) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_DefaultSort, 40.0f, kIndex);
    ImGui::TableSetupColumn("function", ImGuiTableColumnFlags_WidthStretch, 0.8f, kFunction);
    ImGui::TableSetupColumn("inputs", ImGuiTableColumnFlags_WidthStretch | ImGuiTableColumnFlags_NoSort, 2.2f, kInputs);
    ImGui::TableSetupColumn("GPU", ImGuiTableColumnFlags_WidthStretch | ImGuiTableColumnFlags_NoSort, 1.3f, kGpu);
    ImGui::TableSetupColumn("reference", ImGuiTableColumnFlags_WidthStretch | ImGuiTableColumnFlags_NoSort, 1.3f,
                            kReference);
    ImGui::TableSetupColumn("verdict", ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_PreferSortDescending,
                            110.0f, kVerdict);
    ImGui::TableSetupColumn("note", ImGuiTableColumnFlags_WidthStretch | ImGuiTableColumnFlags_NoSort, 1.4f, kNote);
    ImGui::TableHeadersRow();
    apply_sort(batch);

    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(batch.order().size()));
    while (clipper.Step()) {
        for (int k = clipper.DisplayStart; k < clipper.DisplayEnd; ++k) {
            size_t r = batch.order()[static_cast<size_t>(k)];
            const BatchRow& row = batch.rows()[r];
            const CaseResult* res = batch.result(r);
            ImGui::TableNextRow();
            ImGui::PushID(static_cast<int>(r));
            ImGui::TableSetColumnIndex(kIndex);
            char idx[16];
            std::snprintf(idx, sizeof idx, "%zu", r + 1);
            if (ImGui::Selectable(idx, ui.batch_selected == static_cast<int>(r), ImGuiSelectableFlags_SpanAllColumns)) {
                ui.batch_selected = static_cast<int>(r);
                ui.s.state.load_case(*row.overload, row.inputs, row.original);
            }
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s\nclick: open in the playground", row.overload->declaration().c_str());
            ImGui::TableSetColumnIndex(kFunction);
            ImGui::TextUnformatted(row.overload->function.c_str());
            ImGui::PushFont(ui.mono);
            ImGui::TableSetColumnIndex(kInputs);
            std::string in_text = inputs_text(row.inputs);
            ImGui::TextUnformatted(in_text.c_str());
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", in_text.c_str());
            ImGui::TableSetColumnIndex(kGpu);
            if (res && res->gpu_ran && !res->gpu.empty())
                ImGui::TextUnformatted(value_display_text(res->gpu[0]).c_str());
            else
                ImGui::TextColored(kDim, "-");
            ImGui::TableSetColumnIndex(kReference);
            if (res && !res->expected.empty())
                ImGui::TextUnformatted(value_display_text(res->expected[0].reference).c_str());
            ImGui::PopFont();
            ImGui::TableSetColumnIndex(kVerdict);
            if (res && res->has_verdict)
                verdict_text(res->verdict);
            else
                ImGui::TextColored(kDim, "not run");
            ImGui::TableSetColumnIndex(kNote);
            std::string note = res ? res->note : "";
            if (res && note.empty())
                for (const OutputJudgement& j : res->judgement)
                    if (!j.reason.empty()) note += (note.empty() ? "" : "; ") + j.name + ": " + j.reason;
            ImGui::TextColored(kDim, "%s", note.c_str());
            if (!note.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", note.c_str());
            ImGui::PopID();
        }
    }
    ImGui::EndTable();
}

}  // namespace il::gui
