// The batch table: many vectors at once (paste, load a vectors file, special values, random), one row per case with
// every output, its largest ULP distance and the rule that decided the verdict; sortable by any column, filtered by
// verdict and function, a summary line; cut cells end in "..." with the whole value on hover; right-click copies.
// Only the visible rows are drawn (ImGuiListClipper), so 100,000 rows cost what 30 do.
#include <imgui.h>
#include <imgui_stdlib.h>  // after imgui.h: it uses IMGUI_API

#include <algorithm>
#include <cstdio>

#include "gui/batch_columns.h"
#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"
#include "value/format.h"
#include "vectors/vectors_json.h"

namespace il::gui {
namespace {

constexpr int kColumns = 9;
constexpr const char* kVerdictFilters[] = {"",          "match",       "accepted",
                                           "violation", "undefined",   "unavailable",
                                           "compiler-accepted-unavailable", "not run"};

// The table the batch panel shows: the built-in's, or in Expression mode the expression's (expression_batch.h).
BatchState& shown_batch(Ui& ui) { return ui.s.expression_mode ? ui.s.expression_batch.table : ui.s.batch; }
int& selected_row(Ui& ui) { return ui.s.expression_mode ? ui.expression_batch_selected : ui.batch_selected; }

// A row clicked (or Enter on it): into the playground, or in Expression mode its inputs into the Expression line.
void open_row(Ui& ui, size_t r) {
    selected_row(ui) = static_cast<int>(r);
    if (!ui.s.expression_mode) {
        const BatchRow& row = ui.s.batch.rows()[r];
        ui.s.state.load_case(*row.overload, row.inputs, row.original);
        return;
    }
    ui.s.open_expression_row(r);
}

void summary_line(Ui& ui) {
    static const Verdict order[] = {Verdict::Match,     Verdict::Accepted,    Verdict::Violation,
                                    Verdict::Undefined, Verdict::Unavailable, Verdict::CompilerAcceptedUnavailable};
    BatchState& batch = shown_batch(ui);
    if (batch.size() == 0) return;
    const BatchSummary& sum = batch.summary();
    ImGui::TextColored(kDim, "%zu case%s:", batch.size(), batch.size() == 1 ? "" : "s");
    for (Verdict v : order) {
        auto it = sum.counts.find(std::string(verdict_name(v)));
        if (it == sum.counts.end()) continue;
        ImGui::SameLine();
        ImGui::TextColored(verdict_colour(v), "%zu %s", it->second, it->first.c_str());
    }
    if (auto it = sum.counts.find("not run"); it != sum.counts.end()) {
        ImGui::SameLine();
        ImGui::TextColored(kDim, "%zu not run", it->second);
    }
    if (sum.shown != batch.size()) {
        ImGui::SameLine(0, 16);
        ImGui::TextColored(kWarn, "%zu shown", sum.shown);
    }
    if (sum.stored_compared > 0) {
        // A results file's own GPU bits against this driver's: the differing rows one click away.
        ImGui::SameLine(0, 16);
        std::string from = batch.stored_device().empty() ? "the file's" : batch.stored_device() + "'s";
        if (sum.stored_differ == 0) {
            ImGui::TextColored(kGood, "all %zu stored GPU results the same", sum.stored_compared);
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("as %s bits, bit for bit", from.c_str());
        } else {
            char t[96];
            std::snprintf(t, sizeof t, "%zu of %zu differ from the stored GPU bits", sum.stored_differ,
                          sum.stored_compared);
            ImGui::PushStyleColor(ImGuiCol_Text, kError);
            if (ImGui::SmallButton(t)) {
                BatchFilter f = batch.filter();
                f.verdict = kDiffersFromStored;
                batch.set_filter(f);
            }
            ImGui::PopStyleColor();
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("this driver's bits against %s: click to show only the rows that differ", from.c_str());
        }
    }
    if (sum.max_ulp && *sum.max_ulp > 0) {  // every row exact: nothing to point at
        ImGui::SameLine(0, 16);
        char t[96];
        std::snprintf(t, sizeof t, "max %llu ULP at #%zu", static_cast<unsigned long long>(*sum.max_ulp),
                      sum.max_ulp_row + 1);
        // A link: the worst case opens in the playground.
        if (ImGui::SmallButton(t)) {
            open_row(ui, sum.max_ulp_row);
            ui.batch_scroll_to_selected = true;
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("the largest ULP distance of the rows shown: click to open it");
    }
}

void filter_line(Ui& ui) {
    BatchState& batch = shown_batch(ui);
    BatchFilter f = batch.filter();
    ImGui::TextColored(kDim, "show");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
    if (ImGui::BeginCombo("##verdict", f.verdict.empty() ? "every verdict" : f.verdict.c_str())) {
        std::vector<const char*> entries(std::begin(kVerdictFilters), std::end(kVerdictFilters));
        if (batch.summary().stored_rows > 0) entries.push_back(kDiffersFromStored);
        for (const char* v : entries) {
            auto it = batch.summary().counts.find(v);
            size_t n = v == kDiffersFromStored ? batch.summary().stored_differ
                                                : it == batch.summary().counts.end() ? 0 : it->second;
            std::string label = *v ? std::string(v) : "every verdict";
            if (*v) label += " (" + std::to_string(n) + ")";
            if (ImGui::Selectable(label.c_str(), f.verdict == v)) f.verdict = v;
        }
        ImGui::EndCombo();
    }
    if (!ui.s.expression_mode) {  // an expression batch's rows are all of the one expression
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
        ImGui::InputTextWithHint("##function", "function", &f.function);
    }
    batch.set_filter(f);
    ImGui::SameLine(0, 16);
    summary_line(ui);
}

void toolbar(Ui& ui) {
    const bool expression = ui.s.expression_mode;
    BatchState& batch = shown_batch(ui);
    const Overload* o = expression ? ui.s.expression_batch.row() : ui.s.state.overload();
    ImGui::TextColored(kAccent, "Batch");
    if (expression) {
        ImGui::SameLine();
        ImGui::PushFont(ui.mono);
        const std::string text = ui.s.expression_batch.expression_text();
        ImGui::TextColored(kDim, "%s", text.empty() ? "(no expression yet)" : text.c_str());
        ImGui::PopFont();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("rows of inputs for the Expression line's expression: one shader, every row through "
                              "one dispatch, each row judged against its alternatives");
    }
    ImGui::SameLine();
    if (ImGui::SmallButton("Paste...")) ui.open_paste = true;
    ImGui::SameLine();
    if (ImGui::SmallButton("Load file...")) start_path(ui, PathAction::LoadFile);
    ImGui::SameLine();
    ImGui::BeginDisabled(!o);
    if (ImGui::SmallButton("+ special values") && o) batch.add_special(*o, 256);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("zeros, ones, infinities, NaN, denormals, extremes of each input type");
    ImGui::SameLine();
    // Ctrl+click types a number past the drag range: clamp it (AlwaysClamp) and again here, so that -5 is not 2^64 - 5.
    if (ImGui::SmallButton("+ random") && o) {
        const size_t n = static_cast<size_t>(std::clamp(ui.random_count, 1, Ui::kMaxRandomRows));
        const uint32_t seed = static_cast<uint32_t>(std::max(ui.random_seed, 0));
        if (expression)
            ui.s.expression_batch.add_random(n, seed);
        else
            batch.add_random(*o, n, seed);
    }
    if (expression && ImGui::IsItemHovered())
        ImGui::SetTooltip("random inputs of the variables' types: half small magnitudes, half any bits");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    ImGui::DragInt("##n", &ui.random_count, 1.0f, 1, Ui::kMaxRandomRows, "%d cases", ImGuiSliderFlags_AlwaysClamp);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
    ImGui::DragInt("##seed", &ui.random_seed, 1.0f, 0, 1 << 30, "seed %d", ImGuiSliderFlags_AlwaysClamp);
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::SmallButton("Clear")) {
        const size_t n = batch.size();
        if (expression)
            ui.s.expression_batch.clear();
        else
            batch.clear();
        selected_row(ui) = -1;
        // The status line told of the last load; after Clear it would describe rows that are gone.
        ui.s.message = "batch cleared: " + std::to_string(n) + (n == 1 ? " case" : " cases") + " removed";
        ui.s.message_is_error = false;
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(batch.size() == 0);
    if (ImGui::SmallButton("Export batch...")) start_path(ui, PathAction::ExportBatch);
    ImGui::EndDisabled();
    if (!batch.title().empty()) {
        ImGui::SameLine(0, 16);
        cell_text(batch.title(), &kDim);
    }
    if (batch.size() > 0) filter_line(ui);
    if (!batch.evaluation_error().empty()) ImGui::TextColored(kError, "%s", batch.evaluation_error().c_str());
    if (expression && !ui.s.expression_batch.mismatch().empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(kWarn, "not run: %s", ui.s.expression_batch.mismatch().c_str());
        ImGui::PopTextWrapPos();
    }
}

void apply_sort(BatchState& batch) {
    ImGuiTableSortSpecs* specs = ImGui::TableGetSortSpecs();
    if (!specs || !specs->SpecsDirty) return;
    if (specs->SpecsCount > 0) {
        const ImGuiTableColumnSortSpecs& s = specs->Specs[0];
        batch.sort(static_cast<BatchSort>(s.ColumnUserID), s.SortDirection == ImGuiSortDirection_Ascending);
    }
    specs->SpecsDirty = false;
}

// The row menu: the cell under the mouse, the case as a GLSL call, in hex, as JSON.
void row_menu(Ui& ui) {
    if (!ImGui::BeginPopup("batch_row")) return;
    const bool expression = ui.s.expression_mode;
    BatchState& batch = shown_batch(ui);
    size_t r = ui.batch_menu_row;
    if (r >= batch.size()) {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return;
    }
    const BatchRow& row = batch.rows()[r];
    const CaseResult* res = batch.result(r);
    auto copy = [&](const std::string& text, const char* what) {
        ImGui::SetClipboardText(text.c_str());
        ui.s.message = "copied " + std::string(what) + " of #" + std::to_string(r + 1);
        ui.s.message_is_error = false;
    };
    if (!ui.batch_menu_cell.empty() && ImGui::MenuItem("Copy this cell")) copy(ui.batch_menu_cell, "a cell");
    if (expression) {
        if (ImGui::MenuItem("Copy inputs")) copy(ui.s.expression_batch.assignments(r), "the inputs");
    } else if (ImGui::MenuItem("Copy case as GLSL call")) {
        copy(call_text(*row.overload, row.inputs), "the call");
    }
    if (ImGui::MenuItem("Copy inputs in hex")) copy(hex_text(row.inputs), "the inputs in hex");
    if (res && res->gpu_ran && ImGui::MenuItem("Copy GPU outputs in hex")) copy(hex_text(res->gpu), "the GPU outputs");
    if (const BatchEvaluation* g = batch.group_of(r); g && ImGui::MenuItem("Copy case as JSON")) {
        nlohmann::json j = case_json(*g, row.index, row.original.is_object() ? &row.original : nullptr);
        if (expression && ui.s.expression_batch.last())
            j["expression"] = expr::expression_json(*ui.s.expression_batch.last(), row.index);
        copy(j.dump(2), "the JSON");
    }
    if (ImGui::MenuItem("Copy row")) {
        std::string t = expression ? ui.s.expression_batch.assignments(r) : call_text(*row.overload, row.inputs);
        if (res) t += "\t" + gpu_outputs_text(*res) + "\t" + reference_outputs_text(*res);
        if (auto u = res ? case_max_ulp(*res) : std::nullopt) t += "\t" + std::to_string(*u) + " ULP";
        if (res && res->has_verdict) t += "\t" + std::string(verdict_name(res->verdict));
        copy(t, "the row");
    }
    ImGui::EndPopup();
}

// The file's GPU bits for the row, red where they differ from this driver's, both on hover.
template <class Cell>
void stored_cell(const Ui& ui, size_t r, const CaseResult* res, Cell& cell) {
    const BatchRow& row = ui.s.batch.rows()[r];
    if (row.stored_gpu.empty()) {
        ImGui::TextColored(kDim, "-");
        return;
    }
    std::vector<std::string> names;
    for (const Param& p : row.overload->outputs()) names.push_back(p.name);
    std::string text = outputs_text(names, row.stored_gpu, ui.batch_display[1]);
    StoredCompare c = ui.s.batch.stored_compare(r);
    cell(text, c == StoredCompare::Differs ? &kError : &kDim);
    if (c == StoredCompare::Differs && ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::TextColored(kError, "differs from this driver's bits");
        ImGui::Text("stored:      %s", hex_text(row.stored_gpu).c_str());
        ImGui::Text("this driver: %s", hex_text(res->gpu).c_str());
        if (!ui.s.batch.stored_device().empty())
            ImGui::TextColored(kDim, "stored by %s", ui.s.batch.stored_device().c_str());
        ImGui::EndTooltip();
    }
}

}  // namespace

void draw_batch(Ui& ui) {
    toolbar(ui);
    const bool expression = ui.s.expression_mode;
    BatchState& batch = shown_batch(ui);
    int& selected = selected_row(ui);
    if (batch.size() == 0) {
        wrapped_dim(expression ? "Empty. Paste lines of inputs (a=1.0 b=2.0 c=3.0), load a vectors file's cases of "
                                 "this expression, or generate special values or random inputs of its variables' "
                                 "types; every row runs through the expression's one shader and is judged against "
                                 "each alternative."
                               : "Empty. Paste cases, load a vectors file, or generate special values or random "
                                 "inputs for the current function; each row is evaluated on the GPU and against the "
                                 "CPU reference.");
        return;
    }
    ImGuiTableFlags tf = ImGuiTableFlags_Sortable | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                         ImGuiTableFlags_ScrollY | ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingStretchProp |
                         ImGuiTableFlags_Hideable | ImGuiTableFlags_Reorderable;
    // A loaded results file with GPU bits adds a column beside this driver's: its table, with its own layout.
    const bool stored = batch.summary().stored_rows > 0;
    const int columns = stored ? kColumns + 1 : kColumns;
    // The expression's table has its own layout: its second column is the alternative judged as.
    if (!ImGui::BeginTable(expression ? "expression_batch_table" : stored ? "batch_table_stored" : "batch_table",
                           columns, tf))
        return;
    float em = ImGui::GetFontSize();
    ImGui::TableSetupScrollFreeze(0, 1);
    // The table starts sorted as the batch is (a restored session); after that ImGui keeps the user's choice.
    auto column = [&](const char* name, BatchSort id, ImGuiTableColumnFlags flags, float width) {
        if (id == batch.sorted_by())
            flags |= ImGuiTableColumnFlags_DefaultSort | (batch.ascending() ? ImGuiTableColumnFlags_PreferSortAscending
                                                                            : ImGuiTableColumnFlags_PreferSortDescending);
        else if (id == BatchSort::Ulp || id == BatchSort::Verdict)
            flags |= ImGuiTableColumnFlags_PreferSortDescending;  // worst first
        ImGui::TableSetupColumn(name, flags, width, static_cast<ImGuiID>(id));
    };
    column("#", BatchSort::Order, ImGuiTableColumnFlags_WidthFixed, em * 3.5f);
    // Every row of an expression batch has the same row: its "judged as" column has nothing to sort by there.
    column(expression ? "judged as" : "function", BatchSort::Function,
           ImGuiTableColumnFlags_WidthStretch | (expression ? ImGuiTableColumnFlags_NoSort : 0), 0.8f);
    column("inputs", BatchSort::Inputs, ImGuiTableColumnFlags_WidthStretch, 2.0f);
    column("GPU", BatchSort::Gpu, ImGuiTableColumnFlags_WidthStretch, 1.4f);
    if (stored) column("stored GPU", BatchSort::Stored, ImGuiTableColumnFlags_WidthStretch, 1.4f);
    column("reference", BatchSort::Reference, ImGuiTableColumnFlags_WidthStretch, 1.4f);
    column("ULP", BatchSort::Ulp, ImGuiTableColumnFlags_WidthFixed, em * 5.5f);
    column("rule", BatchSort::Rule, ImGuiTableColumnFlags_WidthStretch, 1.2f);
    column("verdict", BatchSort::Verdict, ImGuiTableColumnFlags_WidthFixed, em * 6.0f);
    column("note", BatchSort::Note, ImGuiTableColumnFlags_WidthStretch, 1.0f);
    // The inputs, GPU and reference headers carry their display toggle (hex, dec, float).
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    for (int c = 0; c < columns; ++c) {
        if (!ImGui::TableSetColumnIndex(c)) continue;
        const char* name = ImGui::TableGetColumnName(c);
        // The stored column shows its numbers as the GPU column does.
        int display = c == 2 ? 0 : c == 3 ? 1 : stored && c == 4 ? -1 : c == (stored ? 5 : 4) ? 2 : -1;
        if (display >= 0)
            header_with_display(name, ui.batch_display[display]);
        else
            ImGui::TableHeader(name);
    }
    apply_sort(batch);

    const auto& order = batch.order();
    if (ui.batch_scroll_to_selected) {
        ui.batch_scroll_to_selected = false;
        auto at = std::find(order.begin(), order.end(), static_cast<size_t>(std::max(selected, 0)));
        if (at != order.end())
            ImGui::SetScrollY(static_cast<float>(at - order.begin()) * ImGui::GetTextLineHeightWithSpacing());
    }
    bool open_menu = false;
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(order.size()));
    while (clipper.Step()) {
        for (int k = clipper.DisplayStart; k < clipper.DisplayEnd; ++k) {
            size_t r = order[static_cast<size_t>(k)];
            const BatchRow& row = batch.rows()[r];
            const CaseResult* res = batch.result(r);
            ImGui::TableNextRow();
            ImGui::PushID(static_cast<int>(r));
            std::string hovered_cell;
            auto cell = [&](const std::string& text, const ImVec4* colour = nullptr) {
                if (cell_text(text, colour)) hovered_cell = text;
            };
            ImGui::TableNextColumn();
            char idx[24];
            std::snprintf(idx, sizeof idx, "%zu", r + 1);
            if (ImGui::Selectable(idx, selected == static_cast<int>(r),
                                  ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap))
                open_row(ui, r);
            // Hovered even while an input box is being edited: a right-click there must still open the menu.
            bool row_hovered = ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
            if (row_hovered && !ImGui::IsMouseDown(ImGuiMouseButton_Right))
                ImGui::SetTooltip(expression ? "%s\nclick: into the Expression line; right-click: copy"
                                             : "%s\nclick: open in the playground; right-click: copy",
                                  expression ? ui.s.expression_batch.assignments(r).c_str()
                                             : row.overload->declaration().c_str());
            ImGui::TableNextColumn();
            if (expression) {
                const std::string as = ui.s.expression_batch.judged_as(r);
                cell(as.empty() ? "-" : as, as == "unfused" || as.empty() ? &kDim : &kAccent);
            } else {
                cell(row.overload->function);
            }
            ImGui::PushFont(ui.mono);
            ImGui::TableNextColumn();
            if (expression) {
                // Named, as the Expression line's inputs box takes them: a=1.0 b=2.0 c=3.0.
                const auto& vars = ui.s.expression_batch.variables();
                std::string t;
                for (size_t k = 0; k < row.inputs.size() && k < vars.size(); ++k)
                    t += (k ? " " : "") + vars[k].first + "=" + inputs_text({row.inputs[k]}, ui.batch_display[0]);
                cell(t);
            } else {
                cell(inputs_text(row.inputs, ui.batch_display[0]));
            }
            ImGui::TableNextColumn();
            if (res && res->gpu_ran && !res->gpu.empty())
                cell(gpu_outputs_text(*res, ui.batch_display[1]));
            else
                ImGui::TextColored(kDim, "-");
            if (stored) {
                ImGui::TableNextColumn();
                stored_cell(ui, r, res, cell);
            }
            ImGui::TableNextColumn();
            if (res && !res->expected.empty()) cell(reference_outputs_text(*res, ui.batch_display[2]));
            ImGui::TableNextColumn();
            if (auto u = res ? case_max_ulp(*res) : std::nullopt)
                cell(std::to_string(*u), *u == 0 ? &kDim : nullptr);
            ImGui::PopFont();
            ImGui::TableNextColumn();
            if (res) cell(deciding_rule_text(*res), &kDim);
            ImGui::TableNextColumn();
            if (res && res->has_verdict)
                verdict_text(res->verdict);
            else
                ImGui::TextColored(kDim, "not run");
            ImGui::TableNextColumn();
            if (res) cell(note_text(*res), &kDim);
            ImGui::PopID();
            if ((row_hovered || !hovered_cell.empty()) && ImGui::IsMouseReleased(ImGuiMouseButton_Right)) {
                ui.batch_menu_row = r;
                ui.batch_menu_cell = hovered_cell;
                open_menu = true;
            }
        }
    }
    if (open_menu) ImGui::OpenPopup("batch_row");
    row_menu(ui);
    ImGui::EndTable();
}

}  // namespace il::gui
