#include "gui/gpu_window.h"

#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace il::gui {

std::unique_ptr<GpuWindow> GpuWindow::open(const WindowOptions& o, std::string& error) {
    std::unique_ptr<GpuWindow> g(new GpuWindow());
    g->options_ = o;
    g->window_ = open_window(o, error);
    if (!g->window_) return nullptr;
    g->runner_ = std::make_unique<Runner>();
    return g;
}

GpuWindow::~GpuWindow() {
    runner_.reset();  // its GL objects, while their context is current
    if (!closed_) close_window(window_);
}

void GpuWindow::attach(Session& s) {
    s.runner = runner_.get();
    s.device = query_device_info("GLFW window");
}

GpuWindow::Check GpuWindow::check(Session& s) {
    std::string why = std::move(simulated_);
    simulated_.clear();
    if (why.empty()) why = graphics_reset_status();
    if (why.empty()) why = s.context_loss();
    if (why.empty()) return Check::Fine;

    // A fourth loss within a minute: a context that cannot stay up; stop rather than flicker the window forever.
    double now = glfwGetTime();
    bool again = now - recent_[0] < 60.0;
    recent_[0] = recent_[1];
    recent_[1] = recent_[2];
    recent_[2] = now;

    s.gpu_lost();
    runner_.reset();
    if (again) {
        error_ = "the OpenGL context was lost four times within a minute (last: " + why + ")";
        close_window(window_);
        window_ = nullptr;
        closed_ = true;
        return Check::Failed;
    }
    std::string error;
    window_ = reopen_window(window_, options_, error);
    if (!window_) {
        error_ = "the OpenGL context was lost (" + why + ") and no new one could be made: " + error;
        close_window(nullptr);
        closed_ = true;
        return Check::Failed;
    }
    runner_ = std::make_unique<Runner>();
    s.gpu_back(runner_.get(), query_device_info("GLFW window"), why);
    ++recoveries_;
    return Check::Recovered;
}

}  // namespace il::gui
