// The GLFW window: a GL 4.5 core context made current (asked for with reset notification, so that a GPU reset is
// seen as a lost context), glad's GL loaded on it (il::load_gl), and ImGui's GLFW and OpenGL3 backends initialised.
#pragma once
#include <string>
#include <vector>

struct GLFWwindow;

namespace il::gui {

struct WindowOptions {
    int width = 1600, height = 960;
    bool vsync = true;
    std::string ini_path;  // ImGui's layout file; empty: none (screenshots, benchmarks)
};

// Null when there is no display or no GL 4.5 core context; `error` then says what was found.
GLFWwindow* open_window(const WindowOptions& o, std::string& error);
void close_window(GLFWwindow* w);

// Replaces `old` (whose context was lost) by a new window of the same size and place with a new context; ImGui's
// context (windows, layout, fonts) stays and its two backends are initialised again on the new window. `old` is
// gone either way; null (and `error`) when no new context could be made.
GLFWwindow* reopen_window(GLFWwindow* old, const WindowOptions& o, std::string& error);

// Whether the window's context reports resets (GLFW_LOSE_CONTEXT_ON_RESET was granted).
bool has_reset_notification(GLFWwindow* w);
// Empty while the current context works; else what glGetGraphicsResetStatus says of the reset.
std::string graphics_reset_status();

// A key press as the key callback saw it. ImGui 1.86 reads keys as up/down state at the start of a frame, so a
// press and release that both arrive in one poll (a quick tap on a loaded machine) never shows as down: shortcuts
// read these instead.
struct KeyTap {
    int key = 0;
    int mods = 0;  // GLFW_MOD_* bits
};
// The presses since the last call, oldest first.
std::vector<KeyTap> take_key_taps();

// True when input arrived since the last call: the loop sleeps in glfwWaitEventsTimeout while nothing happens.
bool take_activity();

}  // namespace il::gui
