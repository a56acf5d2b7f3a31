// The GUI's command-line flags.
#pragma once
#include <string>
#include <vector>

namespace il::gui {

struct GuiOptions {
    std::string preset;      // presets/<NAME>.json: its first case opens, all of them fill the batch
    std::string screenshot;  // render a few frames, write this PNG, exit
    int bench_frames = 0;    // print median frame times for N idle frames and N frames with an edit
    int width = 1600, height = 960;
    // Not in the usage text: a test hook. After this frame the window's context is treated as lost and goes through
    // the recovery of a real reset (gpu_window.h).
    int simulate_context_loss_at_frame = 0;
};

inline constexpr const char* kGuiUsage =
    "usage: intrinsic-lab [gui] [--preset NAME] [--screenshot FILE.png] [--size WxH] [--bench-frames N]\n"
    "  --preset NAME        open presets/NAME.json: its first case in the playground, all of them in the batch\n"
    "  --screenshot FILE    render a few frames, write the window as a PNG and exit\n"
    "  --size WxH           window size (default 1600x960)\n"
    "  --bench-frames N     print median frame times for N idle frames and N frames with an edit each\n"
    "state: $INTRINSIC_LAB_CONFIG_DIR, else $XDG_CONFIG_HOME/intrinsic-lab, else ~/.config/intrinsic-lab\n";

// Returns the usage error, empty on success (unknown presets are checked here too).
std::string parse_gui_options(const std::vector<std::string>& args, GuiOptions& o);

}  // namespace il::gui
