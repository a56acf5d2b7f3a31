#include "gui/config_store.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "vectors/vectors_json.h"

namespace il::gui {

std::string config_dir() {
    auto env = [](const char* name) -> std::string {
        const char* v = std::getenv(name);
        return v ? v : "";
    };
    if (std::string d = env("INTRINSIC_LAB_CONFIG_DIR"); !d.empty()) return d;
    if (std::string x = env("XDG_CONFIG_HOME"); !x.empty()) return x + "/intrinsic-lab";
    if (std::string h = env("HOME"); !h.empty()) return h + "/.config/intrinsic-lab";
    return ".intrinsic-lab";
}

std::string state_file_path() { return config_dir() + "/state.json"; }
std::string imgui_ini_path() { return config_dir() + "/imgui.ini"; }

nlohmann::json load_state() {
    std::ifstream in(state_file_path(), std::ios::binary);
    if (!in) return nullptr;
    std::stringstream ss;
    ss << in.rdbuf();
    nlohmann::json j = nlohmann::json::parse(ss.str(), nullptr, false);
    return j.is_discarded() ? nlohmann::json(nullptr) : j;
}

std::string save_state(const nlohmann::json& state) {
    std::error_code ec;
    std::filesystem::create_directories(config_dir(), ec);
    if (ec) return config_dir() + ": " + ec.message();
    return write_file_atomic(state_file_path(), state.dump(2) + "\n");
}

}  // namespace il::gui
