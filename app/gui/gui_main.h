// `intrinsic-lab gui [--preset NAME] [--screenshot FILE.png] [--bench-frames N] [--size WxH]`: the playground window.
#pragma once
#include <string>
#include <vector>

struct GLFWwindow;

namespace il::gui {

struct Ui;

// One frame: ImGui's frame, the panels (which evaluate only what changed), the draw, an optional PNG of the back
// buffer, and the swap. `panels_ms` gets the time to the end of ImGui::Render (UI and evaluation, no drawing).
// Returns the screenshot error, if one was asked for and failed.
std::string render_frame(GLFWwindow* w, Ui& ui, const std::string& screenshot = "", double* panels_ms = nullptr);

// `args` are the arguments after "gui". Exit codes: 0 ok; 2 bad usage (unknown flag or preset); 3 no window with an
// OpenGL 4.5 core context.
int gui_main(const std::vector<std::string>& args);

}  // namespace il::gui
