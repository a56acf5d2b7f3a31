// Function browser: the catalog grouped by spec chapter, a filter box (Ctrl+F; Enter picks the first match), and
// for the chosen profile whether each function is available. Unavailable ones are greyed but can be picked.
#include <imgui.h>
#include <imgui_stdlib.h>  // after imgui.h: it uses IMGUI_API

#include <algorithm>
#include <cctype>

#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"

namespace il::gui {
namespace {

// "Common  §8.3": the chapter's name and the section its first row cites.
std::string chapter_title(const ChapterEntry& ch) {
    if (ch.chapter == "hlsl") return "HLSL emulations";
    std::string name = ch.chapter == "trig" ? "Angle and trigonometry" : ch.chapter;
    if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    const std::string& section = ch.functions.front().overloads.front()->section;
    size_t at = section.find("\u00a7");
    return at == std::string::npos ? name : name + "  " + section.substr(at);
}

// "(vec4, vec4, vec4) -> vec4": short enough for the browser column.
std::string signature(const Overload& o) {
    std::string s = "(";
    auto ins = o.inputs();
    for (size_t i = 0; i < ins.size(); ++i) s += (i ? ", " : "") + type_name(ins[i].type);
    s += ")";
    for (const Param& p : o.outputs()) s += (p.name == "return" ? " -> " : ", out ") + type_name(p.type);
    return s;
}

void function_tooltip(const Ui& ui, const FunctionEntry& f) {
    const PlaygroundState& st = ui.s.state;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 34.0f);
    for (const Overload* o : f.overloads) mono_text(ui, o->declaration());
    const Overload& first = *f.overloads.front();
    ImGui::Spacing();
    ImGui::TextUnformatted(first.summary.c_str());
    ImGui::TextColored(kDim, "%s", first.section.c_str());
    bool ok = st.availability_of(first).available;
    ImGui::TextColored(ok ? kGood : kWarn, "%s", st.availability_text(first).c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace

void draw_browser(Ui& ui) {
    PlaygroundState& st = ui.s.state;
    if (ui.focus_filter) {
        ImGui::SetKeyboardFocusHere();
        ui.focus_filter = false;
    }
    ImGui::SetNextItemWidth(-1);
    std::string before = st.filter;
    // Up and Down go to the history callback, which keeps them from moving ImGui's navigation out of the box.
    auto history = [](ImGuiInputTextCallbackData* d) {
        int* pick = static_cast<int*>(d->UserData);
        if (d->EventKey == ImGuiKey_DownArrow) ++*pick;
        if (d->EventKey == ImGuiKey_UpArrow) --*pick;
        return 0;
    };
    bool enter = ImGui::InputTextWithHint("##filter", "filter (Ctrl+F)", &st.filter,
                                          ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CallbackHistory,
                                          history, &ui.filter_pick);
    auto chapters = st.browse();
    // Down and Up in the filter move a highlight over the matches; Enter opens the highlighted one.
    std::vector<const FunctionEntry*> matches;
    for (const ChapterEntry& ch : chapters)
        for (const FunctionEntry& f : ch.functions) matches.push_back(&f);
    if (st.filter != before) ui.filter_pick = 0;
    ui.filter_pick = matches.empty() ? 0 : std::clamp(ui.filter_pick, 0, static_cast<int>(matches.size()) - 1);
    const FunctionEntry* picked = st.filter.empty() || matches.empty() ? nullptr : matches[ui.filter_pick];
    if (enter && !matches.empty()) {
        const FunctionEntry& f = *matches[static_cast<size_t>(ui.filter_pick)];
        // The function's first overload (exp2 is float exp2, not the vec2 one the last function's inputs suggest).
        st.select_overload(*f.overloads.front());
        ui.s.expression_mode = false;  // a function picked: the playground shows it
        ui.active_param = 0;
        ui.active_component = 0;
        ui.focus_active_input = true;
    }
    ImGui::Spacing();
    if (chapters.empty()) ImGui::TextColored(kDim, "no function matches '%s'", st.filter.c_str());
    else if (!st.filter.empty() && !st.filter_matches_names())
        ImGui::TextColored(kDim, "no name holds '%s'; these mention it", st.filter.c_str());
    // The list scrolls under the filter box, which stays in view.
    if (!ImGui::BeginChild("functions")) {
        ImGui::EndChild();
        return;
    }

    const Overload* current = st.overload();
    for (const ChapterEntry& ch : chapters) {
        ImGui::SetNextItemOpen(true, ImGuiCond_Once);
        if (!ImGui::TreeNodeEx(ch.chapter.c_str(), ImGuiTreeNodeFlags_SpanAvailWidth, "%s", chapter_title(ch).c_str()))
            continue;
        for (const FunctionEntry& f : ch.functions) {
            const Overload& first = *f.overloads.front();
            Availability a = st.availability_of(first);
            bool selected = current && current->function == f.function;
            ImGui::PushID(f.function.c_str());
            ImVec2 p = ImGui::GetCursorScreenPos();
            float r = 4.0f, line = ImGui::GetTextLineHeight();
            ImGui::GetWindowDrawList()->AddCircleFilled(ImVec2(p.x + r, p.y + line * 0.5f + 1.0f), r,
                                                        ImGui::GetColorU32(a.available ? kGood : kWarn));
            ImGui::SetCursorScreenPos(ImVec2(p.x + 2 * r + 6.0f, p.y));
            if (!a.available) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            if (&f == picked) {
                // The filter's highlight: Enter opens this one.
                ImVec2 a = ImGui::GetCursorScreenPos();
                ImGui::GetWindowDrawList()->AddRect(
                    ImVec2(a.x - 2.0f, a.y - 1.0f),
                    ImVec2(a.x + ImGui::GetContentRegionAvail().x, a.y + ImGui::GetTextLineHeight() + 1.0f),
                    ImGui::GetColorU32(kAccent), 3.0f);
            }
            if (ImGui::Selectable(f.function.c_str(), selected)) {
                st.select_function(f.function);
                ui.s.expression_mode = false;
            }
            if (selected && ui.browser_function != f.function) {
                ui.browser_function = f.function;
                if (!ImGui::IsItemVisible()) ImGui::SetScrollHereY(0.3f);
            }
            if (!a.available) ImGui::PopStyleColor();
            if (ImGui::IsItemHovered()) function_tooltip(ui, f);
            std::string since = a.available && !a.via_extension.empty() ? "ext"
                                : a.first_version                       ? version_label(a.first_version) + "+"
                                                                        : "-";
            float w = ImGui::CalcTextSize(since.c_str()).x;
            float name_end = ImGui::GetItemRectMin().x + ImGui::CalcTextSize(f.function.c_str()).x;
            float label_x = ImGui::GetWindowContentRegionMax().x - w;
            if (ImGui::GetWindowPos().x + label_x > name_end + 8.0f) {  // only where it does not cover the name
                ImGui::SameLine(label_x);
                ImGui::TextColored(kDim, "%s", since.c_str());
            }
            if (selected && f.overloads.size() > 1) {
                ImGui::Indent(18.0f);
                ImGui::PushFont(ui.mono);
                for (const Overload* o : f.overloads) {
                    if (ImGui::Selectable(signature(*o).c_str(), o == current)) {
                        st.select_overload(*o);
                        ui.s.expression_mode = false;
                    }
                    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", o->declaration().c_str());
                }
                ImGui::PopFont();
                ImGui::Unindent(18.0f);
            }
            ImGui::PopID();
        }
        ImGui::TreePop();
    }
    ImGui::EndChild();
}

}  // namespace il::gui
