// The generated compute shader with line numbers, and the compile/link log; the line a driver error names is marked
// (Mesa "0:12(3): error: …", NVIDIA "0(12) : error …"), and clicking a log line scrolls to it.
#include <algorithm>
#include <sstream>

#include "expr/expr_eval.h"
#include "gpu/compile_log.h"
#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"

namespace il::gui {
namespace {

std::vector<std::string> split_lines(const std::string& s) {
    std::vector<std::string> out;
    std::istringstream in(s);
    std::string l;
    while (std::getline(in, l)) out.push_back(l);
    return out;
}

}  // namespace

void draw_shader(Ui& ui) {
    PlaygroundState& st = ui.s.state;
    // The shown case's kernel: the built-in's, or in expression mode the expression's last evaluation's.
    const expr::ExpressionEvaluation* x = ui.s.expression_mode ? ui.s.expression.last.get() : nullptr;
    const Kernel* kernel = ui.s.expression_mode ? (x ? x->batch.kernel : nullptr) : st.kernel(ui.s.runner);
    std::vector<LogLine> expression_log;
    if (x && kernel) expression_log = parse_log(kernel->log);
    const std::vector<LogLine>& log_lines = x ? expression_log : st.log_lines();
    const std::vector<int> bad = x ? error_lines(expression_log) : st.log_error_lines();
    ImGui::TextColored(kAccent, "Compute shader");
    if (!kernel) {
        ImGui::TextColored(kDim, !ui.s.runner                 ? "no GPU: nothing compiled"
                                 : ui.s.expression_mode && !x ? "the expression has not run"
                                                              : "not compiled");
        return;
    }
    const Kernel& k = *kernel;
    ImGui::SameLine();
    ImGui::TextColored(kDim, "#version %d", x ? x->batch.profile.glsl : st.profile().glsl);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "generated for %s; compiled once per (%s, profile) and cached: editing inputs does not recompile it",
            x ? expr::parenthesised(x->expression).c_str() : st.overload()->declaration().c_str(),
            x ? "expression and input types" : "overload");
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize("Copy").x - 12.0f);
    if (ImGui::SmallButton("Copy")) ImGui::SetClipboardText(k.shader.source.c_str());

    auto lines = split_lines(k.shader.source);
    if (ui.shown_kernel != &k) {
        ui.shown_kernel = &k;
        if (!bad.empty()) ui.scroll_to_line = bad.front();
    }
    // The log gets the room its lines need, within a third of the column.
    float line_h = ImGui::GetTextLineHeightWithSpacing();
    float wanted = (static_cast<float>(std::max<size_t>(log_lines.size(), 1)) + 0.5f) * line_h +
                   ImGui::GetFrameHeightWithSpacing() + 2.0f * ImGui::GetStyle().WindowPadding.y;
    float log_h = std::clamp(wanted, 90.0f, ImGui::GetContentRegionAvail().y * 0.4f);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.085f, 0.092f, 0.108f, 1.0f));
    if (ImGui::BeginChild("source", ImVec2(0, -log_h), true, ImGuiWindowFlags_HorizontalScrollbar)) {
        ImGui::PushFont(ui.mono);
        int digits = lines.size() >= 100 ? 3 : 2;
        for (size_t i = 0; i < lines.size(); ++i) {
            int n = static_cast<int>(i) + 1;
            bool err = std::binary_search(bad.begin(), bad.end(), n);
            if (err) {
                ImVec2 p = ImGui::GetCursorScreenPos();
                ImGui::GetWindowDrawList()->AddRectFilled(
                    ImVec2(p.x - 4.0f, p.y), ImVec2(p.x + ImGui::GetWindowWidth(), p.y + ImGui::GetTextLineHeight()),
                    ImGui::GetColorU32(ImVec4(0.55f, 0.12f, 0.14f, 0.75f)));
            }
            ImGui::TextColored(err ? kError : ImVec4(0.40f, 0.43f, 0.48f, 1.0f), "%*d", digits, n);
            ImGui::SameLine();
            ImGui::TextUnformatted(lines[i].c_str());
            if (ui.scroll_to_line == n) {
                ImGui::SetScrollHereY(0.3f);
                ui.scroll_to_line = 0;
            }
        }
        ImGui::PopFont();
    }
    ImGui::EndChild();
    ImGui::PopStyleColor();

    ImGui::TextColored(kAccent, "Compile / link log");
    ImGui::SameLine();
    if (k.compiled)
        ImGui::TextColored(kGood, "compiled and linked");
    else
        ImGui::TextColored(kError, "rejected by the driver");
    if (ImGui::BeginChild("log", ImVec2(0, 0), true, ImGuiWindowFlags_HorizontalScrollbar)) {
        ImGui::PushFont(ui.mono);
        if (log_lines.empty()) ImGui::TextColored(kDim, "(the driver printed nothing)");
        for (size_t i = 0; i < log_lines.size(); ++i) {
            const LogLine& l = log_lines[i];
            ImGui::PushID(static_cast<int>(i));
            ImGui::PushStyleColor(ImGuiCol_Text, l.error ? kError : kDim);
            if (ImGui::Selectable(l.text.c_str(), false) && l.source_line > 0) ui.scroll_to_line = l.source_line;
            ImGui::PopStyleColor();
            if (l.source_line > 0 && ImGui::IsItemHovered()) ImGui::SetTooltip("line %d of the shader", l.source_line);
            ImGui::PopID();
        }
        ImGui::PopFont();
    }
    ImGui::EndChild();
}

}  // namespace il::gui
