// intrinsic-lab drivers [--json]: the OpenGL drivers this machine can reach, each tried in a child process.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/options.h"
#include "gpu/drivers.h"
#include "vectors/tool_version.h"

namespace il::cli {
namespace {

// llvmpipe compiles its first context's shaders in about 0.1 s; a driver that hangs (a virgl server that
// accepts and never answers) is given up on.
constexpr int kProbeSeconds = 20;

std::string glsl_short(const std::string& s) { return s.substr(0, s.find(' ')); }

}  // namespace

int cmd_drivers(const Options& o) {
    if (!o.positional.empty()) throw UsageError("drivers takes no arguments, got '" + o.positional[0] + "'");
    std::vector<DriverProbe> probes = probe_drivers(kProbeSeconds);
    if (o.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const DriverProbe& p : probes) {
            nlohmann::json j = {{"name", p.driver.name}, {"description", p.driver.description},
                                {"usable", p.usable}, {"forced", p.driver.forced}};
            nlohmann::json env = nlohmann::json::object();
            for (const auto& [k, v] : p.driver.env) env[k] = v;
            j["environment"] = env;
            if (p.usable)
                j["device"] = {{"vendor", p.device.vendor}, {"renderer", p.device.renderer},
                               {"version", p.device.version}, {"glsl_version", p.device.glsl_version},
                               {"platform", p.device.platform}};
            else
                j["why_not"] = p.why_not;
            if (!p.native.empty()) j["native_version"] = p.native;
            list.push_back(j);
        }
        nlohmann::json doc = {{"schema", "intrinsic-lab.drivers/1"}, {"tool", kTool}, {"drivers", list}};
        std::printf("%s\n", doc.dump(2).c_str());
        return kOk;
    }
    std::printf("%-14s %-7s %-9s %-6s %s\n", "driver", "usable", "GL", "GLSL", "renderer / why not");
    for (const DriverProbe& p : probes) {
        const char* usable = !p.usable ? "no" : p.driver.forced ? "forced" : "yes";
        std::string gl = p.usable ? glsl_short(p.device.version) : "-";
        std::string glsl = p.usable ? glsl_short(p.device.glsl_version) : "-";
        std::string detail = p.usable ? p.device.renderer + " (" + p.device.platform + ")" : p.why_not;
        std::printf("%-14s %-7s %-9s %-6s %s\n", p.driver.name.c_str(), usable, gl.c_str(), glsl.c_str(), detail.c_str());
        if (p.driver.forced && p.driver.missing.empty()) {
            std::string env;
            for (const auto& [k, v] : p.driver.env)
                if (k.find("VERSION_OVERRIDE") != std::string::npos) env += " " + k + "=" + v;
            std::printf("%-14s %-7s offers %s without%s\n", "", "", p.native.empty() ? "?" : p.native.c_str(), env.c_str());
        }
    }
    std::printf("choose one with --driver NAME on any GPU command (forced drivers' results say \"forced\": true)\n");
    return kOk;
}

}  // namespace il::cli
