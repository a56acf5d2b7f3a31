// The ImGui side: what the panels share besides the session (fonts, popup requests, the bit editor's target), and
// one draw function per panel file.
#pragma once
#include <imgui.h>

#include <string>
#include <utility>

#include "gui/driver_picker.h"
#include "gui/expression_mode.h"
#include "gui/file_browser.h"
#include "gui/number_display.h"
#include "gui/session.h"
#include "gui/bit_tools.h"
#include "gui/window.h"

namespace il::gui {

// GLFW key codes of the letters and Enter (imgui 1.86 indexes io.KeysDown by the backend's codes).
inline constexpr int kKeyE = 69, kKeyF = 70, kKeyEnter = 257, kKeyPadEnter = 335, kKeyTab = 258, kKeyF6 = 295;
inline constexpr int kModShift = 1, kModCtrl = 2;  // GLFW_MOD_SHIFT, GLFW_MOD_CONTROL

// The panels F6 (and Tab outside a text box) moves the keyboard between, in that order.
enum Panel { kPanelBrowser, kPanelPlayground, kPanelShader, kPanelBatch, kPanels };

enum class PathAction { None, ExportCase, ExportBatch, LoadFile };

struct Ui {
    explicit Ui(Session& session) : s(session) {}
    Session& s;
    ImFont* mono = nullptr;     // values, bits, shader source
    ImFont* heading = nullptr;  // the function name, the verdict

    bool focus_filter = false;     // Ctrl+F
    // Shortcuts come from the window's key callback (take_key_taps), so that a quick tap is not lost; without a
    // window (tests) from ImGui's key state.
    bool taps_from_window = false;
    std::vector<KeyTap> key_taps;
    int focus_panel = -1;   // a panel to give the keyboard to this frame
    int current_panel = 0;  // the panel that had it last
    int filter_pick = 0;    // the match Down/Up in the filter highlight and Enter opens
    std::string browser_function;  // the selection the browser last showed: a new one is scrolled into view
    PathAction path_action = PathAction::None;  // a file dialog to open this frame
    PathAction path_open = PathAction::None;    // the file dialog that is open
    FileBrowser files;                          // its folder listing, filter, file name and format
    ExportFormat export_format = ExportFormat::Json;  // the format the last export chose (kept in state.json)
    bool overwrite_asked = false;               // the target exists and the dialog asked once
    std::vector<std::string> would_replace;     // what that export replaces
    bool refocus_files = false;                 // put the keyboard back in the dialog's box
    std::vector<std::string> recent_files;  // loaded or written, most recent first (kept in state.json)
    bool open_paste = false;
    std::string paste_text;
    std::string paste_error;

    size_t active_param = 0;  // the component the bit editor edits
    int active_component = 0;
    NibbleEntry nibbles;                         // hex digits typed over the bit editor's strip
    std::pair<size_t, int> nibble_owner{0, 0};   // the component that cursor belongs to
    ImVec2 bits_min, bits_max;                   // where the bit editor's strip is on screen
    bool focus_active_input = false;     // put the keyboard in that component's box (Enter in the filter)
    int scroll_to_line = 0;              // the shader line a log click asks for
    const void* shown_kernel = nullptr;  // a new kernel with errors scrolls to the first one
    const void* results_shown = nullptr;  // the evaluation whose verdict the results panel drew last frame, or null
    float verdict_bottom = 0.0f;          // where that verdict ends on screen, to check it is above the fold
    float playground_bottom = 0.0f;       // where the playground panel's visible area ends
    // Per column, how numbers show (number_display.h): the batch's inputs, GPU and reference columns, and the
    // results' GPU and CPU reference columns. Kept in state.json.
    NumberDisplay batch_display[3] = {NumberDisplay::Value, NumberDisplay::Value, NumberDisplay::Value};
    NumberDisplay result_display[2] = {NumberDisplay::Value, NumberDisplay::Value};
    int batch_selected = -1;
    int expression_batch_selected = -1;  // the same in the Expression mode's batch
    bool batch_scroll_to_selected = false;
    size_t batch_menu_row = 0;    // the row the right-click menu copies from
    std::string batch_menu_cell;  // the whole text of the cell right-clicked
    static constexpr int kMaxRandomRows = 100000;
    int random_count = 64;
    int random_seed = 1;
    float batch_height = 0.0f;  // the batch panel's height once the splitter was dragged; 0: a share of the window
    int scale_setting = 0;      // UI scale in percent; 0 follows the monitor's content scale
    float scale_applied = 0.0f;  // the scale the fonts and style were last built for
    float frame_ms = 0.0f;  // panels and evaluation, without drawing: shown in the status line
    bool quit = false;
    // The Driver menu: the probe of `exe drivers --json` (exe empty: no probe, as in tests), and a switch asked
    // for (the loop then saves the state and re-executes the playground on that driver).
    std::string exe;
    DriverProbe drivers;
    bool switch_driver = false;
    std::string switch_driver_to;  // "" the default driver
};

// The whole window: menu bar, toolbar, the three columns, the batch table and the status line.
void draw_frame(Ui& ui);

void handle_shortcuts(Ui& ui);
// Opens the file dialog for `a` in default_directory(), with the export's default name and the last format.
void start_path(Ui& ui, PathAction a);
void draw_file_dialog(Ui& ui);
void draw_menu_bar(Ui& ui);
void draw_driver_menu(Ui& ui);
void draw_popups(Ui& ui);
void draw_toolbar(Ui& ui);
void draw_browser(Ui& ui);
void draw_function_header(Ui& ui);
// Built-in or Expression (Session::expression_mode), at the right end of the playground's heading line.
void draw_mode_switch(Ui& ui);
// panel_expression.cpp: the Expression line, its inputs and precise, then its results drawn with the built-in's
// views (result_views.h) and the alternatives the spec allows, each with the GPU's verdict against it.
void draw_expression(Ui& ui);
void draw_inputs(Ui& ui);
void draw_results(Ui& ui);
void draw_shader(Ui& ui);
void draw_batch(Ui& ui);
void draw_status_line(Ui& ui);
// A table header cell with a small toggle at its right end that cycles how the column shows numbers.
void header_with_display(const char* name, NumberDisplay& d);

}  // namespace il::gui
