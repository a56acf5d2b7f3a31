// The GUI's command-line flags.
#pragma once
#include <string>
#include <vector>

namespace il::gui {

struct GuiOptions {
    std::string preset;      // presets/<NAME>.json: its first case opens, all of them fill the batch (an expression
                             // preset: its first case in the Expression line)
    std::string screenshot;  // render a few frames, write this PNG, exit
    int bench_frames = 0;    // print median frame times for N idle frames and N frames with an edit
    int width = 1600, height = 960;
    bool size_given = false;  // else the size saved with the last session, if any
    int scale_percent = 0;    // UI scale; 0: as saved, else the monitor's content scale
    int bench_batch = 0;      // --bench-frames with this many random rows in the batch, sorted by ULP
    // Not in the usage text: a test hook. After this frame the window's context is treated as lost and goes through
    // the recovery of a real reset (gpu_window.h).
    int simulate_context_loss_at_frame = 0;
};

inline constexpr const char* kGuiUsage =
    "usage: intrinsic-lab [gui] [--preset NAME] [--screenshot FILE.png] [--size WxH] [--scale PERCENT]\n"
    "                     [--bench-frames N [--bench-batch ROWS]]\n"
    "  --preset NAME        open presets/NAME.json: its first case in the playground, all of them in the batch\n"
    "                       (expressions: its first case in the Expression mode)\n"
    "  --screenshot FILE    render a few frames, write the window as a PNG and exit\n"
    "  --size WxH           window size (default: the last session's, else 1600x960)\n"
    "  --scale PERCENT      UI scale (default: the View menu's setting, else the monitor's content scale)\n"
    "  --bench-frames N     print median frame times for N idle frames and N frames with an edit each\n"
    "  --bench-batch ROWS   with --bench-frames: ROWS random cases in the batch, sorted by ULP, as a third phase\n"
    "state: $INTRINSIC_LAB_CONFIG_DIR, else $XDG_CONFIG_HOME/intrinsic-lab, else ~/.config/intrinsic-lab\n";

// Returns the usage error, empty on success (unknown presets are checked here too).
std::string parse_gui_options(const std::vector<std::string>& args, GuiOptions& o);

}  // namespace il::gui
