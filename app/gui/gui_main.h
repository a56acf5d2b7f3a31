// `intrinsic-lab gui [--preset NAME] [--screenshot FILE.png] [--bench-frames N] [--size WxH]`: the playground window.
#pragma once
#include <string>
#include <vector>

namespace il::gui {

// `args` are the arguments after "gui". Exit codes: 0 ok; 2 bad usage (unknown flag or preset); 3 no window with an
// OpenGL 4.5 core context.
int gui_main(const std::vector<std::string>& args);

}  // namespace il::gui
