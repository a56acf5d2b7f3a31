// The GLFW window: a GL 4.5 core context made current, glad's GL loaded on it (il::load_gl), and ImGui's GLFW and
// OpenGL3 backends initialised.
#pragma once
#include <string>

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

// True when input arrived since the last call: the loop sleeps in glfwWaitEventsTimeout while nothing happens.
bool take_activity();

}  // namespace il::gui
