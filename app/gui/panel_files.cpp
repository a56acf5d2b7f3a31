// The Load and Export dialog: the folder's listing (folders first), a filter box that also takes a typed path,
// Up/Down and Enter to move and open, Backspace in an empty filter for the parent folder, recent files, for an
// export the format (JSON results or piglit .shader_test) and the file name, and a prompt before anything is
// replaced. The model is gui/file_browser.h.
#include <imgui.h>
#include <imgui_stdlib.h>  // after imgui.h: it uses IMGUI_API

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/widgets.h"

namespace il::gui {
namespace fs = std::filesystem;
namespace {

const char* dialog_title(PathAction a) {
    switch (a) {
        case PathAction::ExportCase: return "Export case";
        case PathAction::ExportBatch: return "Export batch";
        default: return "Load vectors or results file";
    }
}

// The most recent file first, each once, at most 8.
void remember_file(Ui& ui, const std::string& path) {
    std::error_code ec;
    std::string abs = fs::absolute(path, ec).lexically_normal().string();
    if (ec) abs = path;
    auto& r = ui.recent_files;
    r.erase(std::remove(r.begin(), r.end(), abs), r.end());
    r.insert(r.begin(), abs);
    if (r.size() > 8) r.resize(8);
}

std::string size_text(uintmax_t n) {
    char b[32];
    if (n < 10240) std::snprintf(b, sizeof b, "%ju B", n);
    else if (n < 10u * 1024 * 1024) std::snprintf(b, sizeof b, "%ju KiB", n / 1024);
    else std::snprintf(b, sizeof b, "%ju MiB", n / (1024 * 1024));
    return b;
}

bool exporting(const Ui& ui) { return ui.path_open != PathAction::LoadFile; }

void set_format(Ui& ui, ExportFormat f) {
    if (ui.files.format == f) return;
    ui.files.format = f;
    ui.export_format = f;
    ui.files.name = ui.s.default_export_name(f, ui.path_open == PathAction::ExportBatch);
    ui.overwrite_asked = false;
}

// Load: the file; export: the target, after asking once when it replaces files. Closes the dialog when done.
void finish(Ui& ui, const std::string& load_path) {
    if (!exporting(ui)) {
        if (load_path.empty()) return;
        if (ui.s.load_vectors_file(load_path).empty()) remember_file(ui, load_path);
        ImGui::CloseCurrentPopup();
        return;
    }
    std::string target = ui.files.target();
    if (target.empty()) return;
    bool batch = ui.path_open == PathAction::ExportBatch;
    if (!ui.overwrite_asked) {
        ui.would_replace = ui.s.export_would_replace(target, ui.files.format, batch);
        if (!ui.would_replace.empty()) {
            // Asked once; Enter or Overwrite again replaces.
            ui.overwrite_asked = true;
            ui.refocus_files = true;
            return;
        }
    }
    std::string e = batch ? ui.s.export_batch(target, ui.files.format) : ui.s.export_case(target, ui.files.format);
    if (e.empty()) remember_file(ui, target);
    ui.overwrite_asked = false;
    ImGui::CloseCurrentPopup();
}

// The listing: a click highlights (export: takes the file's name), a double click opens.
void listing(Ui& ui, float height) {
    FileBrowser& fb = ui.files;
    auto shown = fb.shown();
    if (!ImGui::BeginChild("listing", ImVec2(-1, height), true)) {
        ImGui::EndChild();
        return;
    }
    ImGui::PushFont(ui.mono);
    float size_w = ImGui::CalcTextSize("0000 KiB").x;
    for (size_t i = 0; i < shown.size(); ++i) {
        const FileEntry& e = *shown[i];
        std::string label = e.is_dir ? e.name + "/" : e.name;
        bool hi = static_cast<int>(i) == fb.highlighted();
        ImGui::PushID(static_cast<int>(i));
        if (e.is_dir) ImGui::PushStyleColor(ImGuiCol_Text, kAccent);
        float avail = ImGui::GetContentRegionAvail().x;
        if (ImGui::Selectable(elide(label, avail - size_w - 8.0f).c_str(), hi, ImGuiSelectableFlags_AllowDoubleClick)) {
            fb.highlight(static_cast<int>(i));
            if (!e.is_dir && exporting(ui)) {
                fb.name = e.name;
                ui.overwrite_asked = false;
            }
            if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
                // The listing is read again when a folder opens: `shown` is stale from here on.
                std::string picked = fb.activate();
                if (!picked.empty() || (exporting(ui) && !e.is_dir)) finish(ui, picked);
                ui.refocus_files = true;
                if (e.is_dir) ImGui::PopStyleColor();
                ImGui::PopID();
                break;
            }
        }
        if (hi && !ImGui::IsItemVisible()) ImGui::SetScrollHereY(0.5f);
        if (e.is_dir) ImGui::PopStyleColor();
        if (!e.is_dir) {
            std::string sz = size_text(e.size);
            ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize(sz.c_str()).x);
            ImGui::TextColored(kDim, "%s", sz.c_str());
        }
        ImGui::PopID();
    }
    if (shown.empty()) ImGui::TextColored(kDim, fb.filter.empty() ? "(empty)" : "(nothing matches the filter)");
    ImGui::PopFont();
    ImGui::EndChild();
}

}  // namespace

void start_path(Ui& ui, PathAction a) {
    ui.path_action = a;
    ui.overwrite_asked = false;
    ui.would_replace.clear();
    bool load = a == PathAction::LoadFile;
    std::string name = load ? "" : ui.s.default_export_name(ui.export_format, a == PathAction::ExportBatch);
    ui.files.open(load ? FileBrowser::Mode::Load : FileBrowser::Mode::Save, default_directory(ui.recent_files), name);
    ui.files.format = ui.export_format;
    if (load && !ui.recent_files.empty()) {
        // The last file loaded or written is highlighted when it is in this folder.
        auto shown = ui.files.shown();
        for (size_t i = 0; i < shown.size(); ++i)
            if ((fs::path(ui.files.dir()) / shown[i]->name).string() == ui.recent_files.front())
                ui.files.highlight(static_cast<int>(i));
    }
}

void draw_file_dialog(Ui& ui) {
    if (ui.path_action != PathAction::None) {
        ui.path_open = ui.path_action;
        ui.path_action = PathAction::None;
        ImGui::OpenPopup("files");
    }
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float em = ImGui::GetFontSize();
    // Height 0 fits the contents every frame: a warning line that appears does not push the buttons out.
    ImGui::SetNextWindowSize(ImVec2(std::min(em * 52.0f, display.x - 40.0f), 0), ImGuiCond_Always);
    if (!ImGui::BeginPopupModal("files", nullptr, ImGuiWindowFlags_NoTitleBar)) return;
    FileBrowser& fb = ui.files;
    const bool exp = exporting(ui);
    ImGui::TextUnformatted(dialog_title(ui.path_open));

    // The folder, with its parent one click (or Backspace in an empty filter) away.
    ImGui::AlignTextToFramePadding();
    if (ImGui::SmallButton("Up")) fb.up();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("the parent folder (Backspace in an empty filter)");
    ImGui::SameLine();
    ImGui::PushFont(ui.mono);
    cell_text(fb.dir());
    ImGui::PopFont();

    if (exp) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(kDim, "format");
        ImGui::SameLine();
        if (ImGui::RadioButton("JSON results", fb.format == ExportFormat::Json)) set_format(ui, ExportFormat::Json);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("intrinsic-lab.vectors/1: inputs, GPU bits, reference and verdict; Load reads it back");
        ImGui::SameLine();
        if (ImGui::RadioButton("piglit .shader_test", fb.format == ExportFormat::Piglit))
            set_format(ui, ExportFormat::Piglit);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(ui.path_open == PathAction::ExportBatch
                                  ? "a folder with one shader_runner test per row, for a driver bug report"
                                  : "one shader_runner test, for a driver bug report");
    }

    // The filter box: typing narrows the listing; Up/Down move the highlight; Enter opens it.
    auto history = [](ImGuiInputTextCallbackData* d) {
        FileBrowser* f = static_cast<FileBrowser*>(d->UserData);
        f->move(d->EventKey == ImGuiKey_DownArrow ? 1 : -1);
        return 0;
    };
    if ((ImGui::IsWindowAppearing() && !exp) || (ui.refocus_files && !exp)) {
        ImGui::SetKeyboardFocusHere();
        ui.refocus_files = false;
    }
    const std::string before = fb.filter;
    ImGui::SetNextItemWidth(-1);
    bool enter = ImGui::InputTextWithHint("##filter", "filter, or a path; Up/Down and Enter open, Backspace goes up",
                                          &fb.filter,
                                          ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CallbackHistory,
                                          history, &fb);
    if (ImGui::IsItemActive() && before.empty() && fb.filter.empty() &&
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace)))
        fb.up();
    if (fb.filter != before) fb.highlight(0);
    if (enter) {
        std::string picked = fb.activate();
        if (!picked.empty()) finish(ui, picked);
        ui.overwrite_asked = false;
        ui.refocus_files = true;
    }
    float list_h = std::clamp(display.y * 0.40f, em * 5.0f, em * 18.0f);
    listing(ui, list_h);
    if (!fb.error().empty()) ImGui::TextColored(kError, "%s", fb.error().c_str());

    bool name_enter = false;
    if (exp) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(kDim, ui.path_open == PathAction::ExportBatch && fb.format == ExportFormat::Piglit
                                     ? "folder"
                                     : "name");
        ImGui::SameLine();
        if (ImGui::IsWindowAppearing() || ui.refocus_files) {
            ImGui::SetKeyboardFocusHere();
            ui.refocus_files = false;
        }
        ImGui::SetNextItemWidth(-1);
        std::string nb = fb.name;
        name_enter = ImGui::InputText("##name", &fb.name, ImGuiInputTextFlags_EnterReturnsTrue);
        if (fb.name != nb) ui.overwrite_asked = false;
    }

    // Recent files: Load opens one at a click; an export goes to its folder and takes its name.
    if (!ui.recent_files.empty()) {
        ImGui::TextColored(kDim, "recent");
        ImGui::PushFont(ui.mono);
        for (size_t i = 0; i < ui.recent_files.size() && i < 8; ++i) {
            const std::string r = ui.recent_files[i];
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::Selectable(elide(r, ImGui::GetContentRegionAvail().x).c_str(), false)) {
                if (!exp) {
                    finish(ui, r);
                } else if (fb.go(fs::path(r).parent_path().string())) {
                    fb.name = fs::path(r).filename().string();
                    ui.overwrite_asked = false;
                }
            }
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", r.c_str());
            ImGui::PopID();
        }
        ImGui::PopFont();
    }

    if (ui.overwrite_asked) {
        ImGui::PushTextWrapPos(0.0f);
        std::string what = ui.would_replace.size() == 1 ? ui.would_replace.front() + " exists"
                                                        : std::to_string(ui.would_replace.size()) + " files exist";
        ImGui::TextColored(kWarn, "%s: Enter or Overwrite replaces %s", what.c_str(),
                           ui.would_replace.size() == 1 ? "it" : "them");
        ImGui::PopTextWrapPos();
    }
    if (exp) {
        ImGui::PushFont(ui.mono);
        ImGui::TextColored(kDim, "%s", elide(fb.target(), ImGui::GetContentRegionAvail().x).c_str());
        ImGui::PopFont();
    }
    const char* act = !exp ? "Load" : ui.overwrite_asked ? "Overwrite" : "Export";
    bool go = ImGui::Button(act) || name_enter;
    if (go) {
        if (!exp) {
            std::string picked = fb.activate();  // a highlighted folder opens; a file loads
            if (!picked.empty()) finish(ui, picked);
        } else {
            finish(ui, "");
        }
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
        ui.overwrite_asked = false;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace il::gui
