// The window's GL context and the runner that lives in it, with recovery from a lost context. A loss is seen after
// each frame: glGetGraphicsResetStatus (the window asks for a context that reports resets), or an evaluation whose
// driver error says the context is lost. Recovery destroys the runner (kernels, buffers) and the window with its
// context, makes both again, keeps ImGui's context, and has the session re-run its case and batch with the same
// function, inputs and profile. simulate_loss() sends a test through the very same path.
#pragma once
#include <memory>
#include <string>

#include "gpu/runner.h"
#include "gui/session.h"
#include "gui/window.h"

namespace il::gui {

class GpuWindow {
public:
    // Null (and `error`) when there is no display or no GL 4.5 core context.
    static std::unique_ptr<GpuWindow> open(const WindowOptions& o, std::string& error);
    ~GpuWindow();
    GpuWindow(const GpuWindow&) = delete;
    GpuWindow& operator=(const GpuWindow&) = delete;

    GLFWwindow* window() const { return window_; }
    // Gives the session the runner and the device of this context.
    void attach(Session& s);

    enum class Check { Fine, Recovered, Failed };
    // After each frame. Recovered: the context was lost and made again (the session's status line says so).
    // Failed: no new context could be made, or it was lost too often; error() says why and the window is gone.
    Check check(Session& s);
    const std::string& error() const { return error_; }
    // Fault injection: the next check() handles a loss for `why` as it handles a real one.
    void simulate_loss(const std::string& why) { simulated_ = why; }
    int recoveries() const { return recoveries_; }

private:
    GpuWindow() = default;
    GLFWwindow* window_ = nullptr;
    WindowOptions options_;
    std::unique_ptr<Runner> runner_;
    std::string simulated_, error_;
    int recoveries_ = 0;
    bool closed_ = false;
    double recent_[3] = {-1e9, -1e9, -1e9};  // times of the last recoveries: a context lost again at once gives up
};

}  // namespace il::gui
