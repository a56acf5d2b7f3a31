// The OpenGL drivers intrinsic-lab can reach by name (--driver NAME, `intrinsic-lab drivers`): EGL devices
// ("egl-device-N", NVIDIA's among them), and Mesa's gallium drivers (llvmpipe, zink, softpipe, virpipe), which
// Mesa picks from the environment when libEGL initializes. A choice is therefore a set of environment
// variables, set before the first EGL call; child processes (bench's cold start) inherit it.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "gpu/context.h"

namespace il {

struct DriverChoice {
    std::string name;         // "llvmpipe", "zink", "softpipe", "virpipe", "nvidia", "egl-device-0", …
    std::string description;  // one line for `drivers`
    std::vector<std::pair<std::string, std::string>> env;  // set before EGL is loaded
    bool forced = false;  // MESA_GL_VERSION_OVERRIDE raises what the driver offers (its results are marked forced)
    std::string missing;  // non-empty: why it cannot run on this machine, known without trying
};

// The named drivers, in the order `drivers` lists them (the EGL devices come from probe_drivers).
std::vector<DriverChoice> named_drivers();
// The driver called `name` ("egl-device-N" for any N); false and `error` listing the names otherwise.
bool find_driver(const std::string& name, DriverChoice& out, std::string& error);
// Sets the driver's environment and INTRINSIC_LAB_DRIVER (the name results carry); before any EGL call.
void apply_driver(const DriverChoice& d);

// "MESA_GL_VERSION_OVERRIDE=4.5 MESA_GLSL_VERSION_OVERRIDE=450" as set in this process; empty if neither is.
std::string version_override_in_env();
// The driver behind a context: INTRINSIC_LAB_DRIVER when --driver set it, else from the GL strings
// ("llvmpipe", "zink", "softpipe", "virgl", "nvidia", or the vendor string).
std::string driver_name_of(const std::string& vendor, const std::string& renderer);
// intrinsic-lab's version, as results carry it ("0.1.0").
const char* tool_version();

struct DriverProbe {
    DriverChoice driver;
    bool usable = false;
    std::string why_not;  // when not usable: what EGL or the machine said
    DeviceInfo device;    // when usable
    std::string native;   // forced drivers: what the driver offers without the override ("3.3")
};
// Tries each EGL device and each named driver in a child process of its own (the environment has to be set
// before libEGL loads), `timeout_s` seconds at most each. The calling process must not have loaded EGL.
std::vector<DriverProbe> probe_drivers(int timeout_s);

}  // namespace il
