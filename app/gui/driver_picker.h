// The playground's driver picker: the drivers `intrinsic-lab drivers --json` finds (probed in a child process on a
// thread, about ten seconds, so the window never waits), and a switch to one of them. The window's GL context is
// the compute context, and Mesa reads GALLIUM_DRIVER and the version overrides once, when the process loads its
// driver: a switch saves the state and re-executes the playground with --driver NAME in a clean driver
// environment, which restores function, inputs, batch and window. No ImGui call here.
#pragma once
#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace il::gui {

struct DriverRow {
    std::string name, description;
    bool usable = false, forced = false;
    std::string renderer, version, why_not;
    std::string overrides;  // "MESA_GL_VERSION_OVERRIDE=4.5 MESA_GLSL_VERSION_OVERRIDE=450" for forced ones
    // EGL devices and NVIDIA's driver are chosen through EGL; the window's context comes from GLX.
    bool window_can_use = true;
};

// The rows of `drivers --json`; an error names what was wrong with the text.
std::vector<DriverRow> parse_drivers_json(const std::string& text, std::string& error);

// The environment variables any driver choice sets (gpu/drivers.h), which a switch clears before setting its own.
std::vector<std::string> driver_environment_keys();
// The command line of the playground on driver `name`: {exe, "gui", "--driver", name}; {exe, "gui"} for the
// default driver (an empty name).
std::vector<std::string> reexec_arguments(const std::string& exe, const std::string& name);

class DriverProbe {
public:
    ~DriverProbe();
    // Starts `exe drivers --json` once (later calls do nothing while it runs or after it finished).
    void start(const std::string& exe);
    bool running() const { return running_; }
    bool done() const { return done_; }
    // The rows and the error once done().
    std::vector<DriverRow> rows() const;
    std::string error() const;

private:
    std::thread thread_;
    std::atomic<bool> running_{false}, done_{false};
    mutable std::mutex mutex_;
    std::vector<DriverRow> rows_;
    std::string error_;
};

// Replaces this process by the playground on driver `name` ("" for the default) with execv, after clearing every
// driver's environment variables; returns only on failure, with the error.
std::string reexec_with_driver(const std::string& name);

}  // namespace il::gui
