#include "cli/gpu_session.h"

#include <cstdio>

#include "cli/options.h"
#include "catalog/availability.h"
#include "gpu/drivers.h"

namespace il::cli {

namespace {
std::string g_missing;  // why the --driver chosen cannot run here, known without trying
}

void take_driver_option(std::vector<std::string>& args) {
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--") break;  // what follows is arguments (`run -- --driver`)
        // `--driver NAME` and `--driver=NAME`, as every option takes its value.
        const bool joined = args[i].rfind("--driver=", 0) == 0;
        if (args[i] != "--driver" && !joined) continue;
        if (!joined && (i + 1 >= args.size() || args[i + 1].empty()))
            throw UsageError("--driver needs a value, e.g. --driver zink");
        const std::string name = joined ? args[i].substr(9) : args[i + 1];
        if (name.empty()) throw UsageError("--driver needs a value, e.g. --driver zink");
        DriverChoice d;
        std::string error;
        if (!find_driver(name, d, error)) throw UsageError(error);
        args.erase(args.begin() + static_cast<long>(i), args.begin() + static_cast<long>(i) + (joined ? 1 : 2));
        if (!d.missing.empty()) g_missing = "--driver " + d.name + ": " + d.missing;
        apply_driver(d);
        --i;
    }
}

std::unique_ptr<GpuSession> open_gpu_session() {
    std::string error;
    if (!g_missing.empty()) {
        std::fprintf(stderr, "intrinsic-lab: no usable OpenGL 4.5 context: %s\n", g_missing.c_str());
        return nullptr;
    }
    auto s = std::make_unique<GpuSession>();
    s->context = HeadlessContext::create(error);
    if (!s->context) {
        std::fprintf(stderr, "intrinsic-lab: %s\n", error.c_str());
        return nullptr;
    }
    s->device = query_device_info(s->context->platform());
    s->runner = std::make_unique<Runner>();
    return s;
}

int driver_glsl_version(const DeviceInfo& d) { return parse_version_label(d.glsl_version.substr(0, 4)); }

std::unique_ptr<GpuSession> open_gpu_session(const Profile& p) {
    auto s = open_gpu_session();
    if (!s) return s;
    const int offered = driver_glsl_version(s->device);
    if (offered && p.glsl > offered)
        throw UsageError("--glsl " + std::to_string(p.glsl) + ": the driver offers GLSL up to " +
                         version_label(offered) + " (" + s->device.renderer + ", GL_SHADING_LANGUAGE_VERSION \"" +
                         s->device.glsl_version + "\"); choose " + std::to_string(offered) +
                         " or lower, or a driver that offers " + version_label(p.glsl) + " (--driver)");
    return s;
}

}  // namespace il::cli
