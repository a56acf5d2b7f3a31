#include "gui/driver_picker.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>

#include "gpu/drivers.h"

namespace il::gui {

std::vector<DriverRow> parse_drivers_json(const std::string& text, std::string& error) {
    std::vector<DriverRow> rows;
    nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object() || !j.contains("drivers") || !j["drivers"].is_array()) {
        error = "intrinsic-lab drivers --json gave no \"drivers\" list";
        return rows;
    }
    for (const nlohmann::json& d : j["drivers"]) {
        if (!d.is_object() || !d.contains("name") || !d["name"].is_string()) continue;
        DriverRow r;
        r.name = d["name"].get<std::string>();
        r.description = d.value("description", "");
        r.usable = d.value("usable", false);
        r.forced = d.value("forced", false);
        r.why_not = d.value("why_not", "");
        if (d.contains("device") && d["device"].is_object()) {
            r.renderer = d["device"].value("renderer", "");
            r.version = d["device"].value("version", "");
        }
        if (d.contains("environment") && d["environment"].is_object())
            for (const auto& [k, v] : d["environment"].items())
                if (k.find("VERSION_OVERRIDE") != std::string::npos && v.is_string())
                    r.overrides += (r.overrides.empty() ? "" : " ") + k + "=" + v.get<std::string>();
        r.window_can_use = r.name != "nvidia" && r.name.rfind("egl-device-", 0) != 0;
        rows.push_back(std::move(r));
    }
    return rows;
}

std::vector<std::string> driver_environment_keys() {
    std::vector<std::string> keys = {"INTRINSIC_LAB_DRIVER", "INTRINSIC_LAB_EGL_DEVICE"};
    for (const DriverChoice& d : named_drivers())
        for (const auto& kv : d.env)
            if (std::find(keys.begin(), keys.end(), kv.first) == keys.end()) keys.push_back(kv.first);
    return keys;
}

std::vector<std::string> reexec_arguments(const std::string& exe, const std::string& name) {
    if (name.empty()) return {exe, "gui"};
    return {exe, "gui", "--driver", name};
}

DriverProbe::~DriverProbe() {
    if (thread_.joinable()) thread_.join();
}

void DriverProbe::start(const std::string& exe) {
    if (running_ || done_) return;
    running_ = true;
    thread_ = std::thread([this, exe] {
        // The probe gets a clean driver environment: this window's --driver must not leak into every row.
        std::string cmd = "env";
        for (const std::string& k : driver_environment_keys()) cmd += " -u " + k;
        cmd += " '" + exe + "' drivers --json 2>/dev/null";
        std::string out, err;
        if (FILE* p = ::popen(cmd.c_str(), "r")) {
            std::array<char, 4096> buf;
            size_t n;
            while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) out.append(buf.data(), n);
            if (::pclose(p) != 0 && out.empty()) err = "intrinsic-lab drivers failed";
        } else {
            err = std::string("could not run intrinsic-lab drivers: ") + std::strerror(errno);
        }
        std::vector<DriverRow> rows;
        if (err.empty()) rows = parse_drivers_json(out, err);
        {
            std::lock_guard<std::mutex> lock(mutex_);
            rows_ = std::move(rows);
            error_ = err;
        }
        running_ = false;
        done_ = true;
    });
}

std::vector<DriverRow> DriverProbe::rows() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return rows_;
}

std::string DriverProbe::error() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return error_;
}

std::string reexec_with_driver(const std::string& name) {
    for (const std::string& k : driver_environment_keys()) ::unsetenv(k.c_str());
    std::vector<std::string> args = reexec_arguments("/proc/self/exe", name);
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv("/proc/self/exe", argv.data());
    return std::string("could not restart on ") + name + ": " + std::strerror(errno);
}

}  // namespace il::gui
