#include "gui/config_store.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "vectors/json_read.h"
#include "vectors/vectors_json.h"
#include "vectors/vectors_reader.h"

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

nlohmann::json load_state(std::string* problem) {
    std::error_code ec;
    if (!std::filesystem::exists(state_file_path(), ec)) return nullptr;
    auto say = [&](const std::string& why) {
        if (problem) *problem = why;
        return nlohmann::json(nullptr);
    };
    std::string text;
    try {
        text = read_json_file(state_file_path());
    } catch (const VectorsError& e) {
        return say(e.what());
    }
    nlohmann::json j;
    try {
        j = parse_json_strict(text, state_file_path());  // deep nesting or a key given twice: said with the path
    } catch (const VectorsError& e) {
        return say(e.what());
    }
    if (!j.is_object()) return say(state_file_path() + ": not a saved session (expected an object)");
    return j;
}

std::string save_state(const nlohmann::json& state) {
    std::error_code ec;
    std::filesystem::create_directories(config_dir(), ec);
    if (ec) return config_dir() + ": " + ec.message();
    return write_file_atomic(state_file_path(), state.dump(2) + "\n");
}

}  // namespace il::gui
