// The headless GL context and runner for one command-line process, created on first use.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "catalog/profile.h"
#include "gpu/context.h"
#include "gpu/runner.h"

namespace il::cli {

struct GpuSession {
    std::unique_ptr<HeadlessContext> context;
    std::unique_ptr<Runner> runner;
    DeviceInfo device;
};

// Null (and a message on stderr) when no GL 4.5 context can be made: the caller exits 3.
std::unique_ptr<GpuSession> open_gpu_session();
// The same, for commands that compile at `p.glsl`: a #version above the driver's GL_SHADING_LANGUAGE_VERSION (4.60
// on a driver of 4.50) throws UsageError naming the driver's version (exit 2).
std::unique_ptr<GpuSession> open_gpu_session(const Profile& p);
// The #version of the driver's GL_SHADING_LANGUAGE_VERSION ("4.50 ..." -> 450); 0 if it does not read as one.
int driver_glsl_version(const DeviceInfo& d);

// Takes `--driver NAME` out of `args` (any command) and sets that driver's environment before EGL is
// loaded (gpu/drivers.h); an unknown name throws UsageError. A driver this machine lacks is reported when
// the context is opened (exit 3).
void take_driver_option(std::vector<std::string>& args);

}  // namespace il::cli
