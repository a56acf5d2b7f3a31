// The ImGui side: what the panels share besides the session (fonts, popup requests, the bit editor's target), and
// one draw function per panel file.
#pragma once
#include <imgui.h>

#include <string>

#include "gui/session.h"

namespace il::gui {

// GLFW key codes of the letters and Enter (imgui 1.86 indexes io.KeysDown by the backend's codes).
inline constexpr int kKeyE = 69, kKeyF = 70, kKeyEnter = 257, kKeyPadEnter = 335;

enum class PathAction { None, ExportCase, ExportBatch, LoadFile };

struct Ui {
    explicit Ui(Session& session) : s(session) {}
    Session& s;
    ImFont* mono = nullptr;     // values, bits, shader source
    ImFont* heading = nullptr;  // the function name, the verdict

    bool focus_filter = false;     // Ctrl+F
    std::string browser_function;  // the selection the browser last showed: a new one is scrolled into view
    PathAction path_action = PathAction::None;  // a path popup to open this frame
    PathAction path_open = PathAction::None;    // the path popup that is open
    std::string path;
    bool open_paste = false;
    std::string paste_text;
    std::string paste_error;

    size_t active_param = 0;  // the component the bit editor edits
    int active_component = 0;
    bool focus_active_input = false;     // put the keyboard in that component's box (Enter in the filter)
    int scroll_to_line = 0;              // the shader line a log click asks for
    const void* shown_kernel = nullptr;  // a new kernel with errors scrolls to the first one
    int batch_selected = -1;
    int random_count = 64;
    int random_seed = 1;
    float batch_height = 210.0f;
    float frame_ms = 0.0f;  // panels and evaluation, without drawing: shown in the status line
    bool quit = false;
};

// The whole window: menu bar, toolbar, the three columns, the batch table and the status line.
void draw_frame(Ui& ui);

void handle_shortcuts(Ui& ui);
void draw_menu_bar(Ui& ui);
void draw_popups(Ui& ui);
void draw_toolbar(Ui& ui);
void draw_browser(Ui& ui);
void draw_function_header(Ui& ui);
void draw_inputs(Ui& ui);
void draw_results(Ui& ui);
void draw_shader(Ui& ui);
void draw_batch(Ui& ui);
void draw_status_line(Ui& ui);

}  // namespace il::gui
