// Where the GUI keeps its state between runs: INTRINSIC_LAB_CONFIG_DIR, else $XDG_CONFIG_HOME/intrinsic-lab,
// else ~/.config/intrinsic-lab. It holds imgui.ini (window layout) and state.json (function, profile, inputs).
#pragma once
#include <nlohmann/json.hpp>
#include <string>

namespace il::gui {

std::string config_dir();
std::string state_file_path();
std::string imgui_ini_path();

// The saved state, or null when there is none or it cannot be used (a fresh start); then `problem`, if given, says
// why for a state file that exists (not readable, not JSON, not an object).
nlohmann::json load_state(std::string* problem = nullptr);
// Creates the folder if needed; returns the error, empty on success.
std::string save_state(const nlohmann::json& state);

}  // namespace il::gui
