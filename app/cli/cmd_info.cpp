#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "vectors/json_format.h"
#include "vectors/vectors_json.h"
#include "vectors/tool_version.h"

namespace il::cli {

int cmd_info(const Options& o) {
    if (!o.positional.empty()) throw UsageError("info takes no arguments, got '" + o.positional[0] + "'");
    auto gpu = open_gpu_session();
    if (!gpu) return kNoContext;
    const DeviceInfo& d = gpu->device;
    if (o.json) {
        nlohmann::json j = {{"schema", "intrinsic-lab.info/1"}, {"tool", kTool}, {"platform", d.platform},
                            {"vendor", d.vendor}, {"renderer", d.renderer}, {"version", d.version},
                            {"glsl_version", d.glsl_version}, {"driver", d.driver}, {"forced", d.forced()},
                            {"overrides", d.overrides},
                            {"glsl_versions", d.glsl_versions}, {"extensions", d.extensions}};
        std::printf("%s", format_json(j).c_str());
        return kOk;
    }
    std::printf("platform      %s\nvendor        %s\nrenderer      %s\nversion       %s\nGLSL          %s\n",
                d.platform.c_str(), d.vendor.c_str(), d.renderer.c_str(), d.version.c_str(), d.glsl_version.c_str());
    std::printf("driver        %s%s\n", d.driver.c_str(), d.forced() ? (" (forced: " + d.overrides + ")").c_str() : "");
    std::printf("GLSL versions");
    for (const auto& v : d.glsl_versions) std::printf(" %s;", v.c_str());
    std::printf("\nextensions    %zu:", d.extensions.size());
    for (const auto& e : d.extensions) std::printf(" %s", e.c_str());
    std::printf("\n");
    return kOk;
}

}  // namespace il::cli
