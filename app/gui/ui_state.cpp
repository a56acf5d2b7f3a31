#include "gui/ui_state.h"

#include <algorithm>

namespace il::gui {
namespace {

// A number from `j[key]` clamped to [lo, hi] as a double first: a saved 1e300 must not overflow an int or float.
bool number(const nlohmann::json& j, const char* key, double lo, double hi, double& out) {
    if (!j.is_object() || !j.contains(key) || !j[key].is_number()) return false;
    out = std::clamp(j[key].get<double>(), lo, hi);
    return true;
}

}  // namespace

nlohmann::json save_ui(const Ui& ui, int window_width, int window_height) {
    nlohmann::json j = {{"batch_height", ui.batch_height},
                        {"random_count", ui.random_count},
                        {"random_seed", ui.random_seed},
                        {"scale_percent", ui.scale_setting}};
    j["recent_files"] = ui.recent_files;
    j["display"] = {{"batch_inputs", display_name(ui.batch_display[0])},
                    {"batch_gpu", display_name(ui.batch_display[1])},
                    {"batch_reference", display_name(ui.batch_display[2])},
                    {"result_gpu", display_name(ui.result_display[0])},
                    {"result_reference", display_name(ui.result_display[1])}};
    j["export_format"] = ui.export_format == ExportFormat::Piglit ? "piglit" : "json";
    const ExpressionLine& e = ui.s.expression;
    j["expression"] = {{"text", e.text}, {"inputs", e.inputs}, {"precise", e.precise}, {"shown", ui.s.expression_mode}};
    if (window_width > 0 && window_height > 0) j["window"] = {{"width", window_width}, {"height", window_height}};
    return j;
}

void restore_ui(Ui& ui, const nlohmann::json& u) {
    double v = 0;
    if (number(u, "batch_height", 0.0, 4000.0, v)) ui.batch_height = v < 110.0 ? 0.0f : static_cast<float>(v);
    if (number(u, "random_count", 1.0, Ui::kMaxRandomRows, v)) ui.random_count = static_cast<int>(v);
    if (number(u, "random_seed", 0.0, 1 << 30, v)) ui.random_seed = static_cast<int>(v);
    if (u.is_object() && u.contains("recent_files") && u["recent_files"].is_array()) {
        ui.recent_files.clear();
        for (const nlohmann::json& f : u["recent_files"])
            if (f.is_string() && ui.recent_files.size() < 8) ui.recent_files.push_back(f.get<std::string>());
    }
    if (u.is_object() && u.contains("export_format") && u["export_format"].is_string())
        ui.export_format = u["export_format"] == "piglit" ? ExportFormat::Piglit : ExportFormat::Json;
    if (u.is_object() && u.contains("display") && u["display"].is_object()) {
        const nlohmann::json& d = u["display"];
        auto read = [&](const char* key, NumberDisplay& out) {
            if (d.contains(key) && d[key].is_string())
                if (auto v = display_from_name(d[key].get<std::string>())) out = *v;
        };
        read("batch_inputs", ui.batch_display[0]);
        read("batch_gpu", ui.batch_display[1]);
        read("batch_reference", ui.batch_display[2]);
        read("result_gpu", ui.result_display[0]);
        read("result_reference", ui.result_display[1]);
    }
    if (u.is_object() && u.contains("expression") && u["expression"].is_object()) {
        // Evaluated by the first frame's refresh when it is shown; no result is stored.
        const nlohmann::json& x = u["expression"];
        ExpressionLine& e = ui.s.expression;
        if (x.contains("text") && x["text"].is_string()) e.text = x["text"].get<std::string>();
        if (x.contains("inputs") && x["inputs"].is_string()) e.inputs = x["inputs"].get<std::string>();
        if (x.contains("precise") && x["precise"].is_boolean()) e.precise = x["precise"].get<bool>();
        if (x.contains("shown") && x["shown"].is_boolean()) ui.s.expression_mode = x["shown"].get<bool>();
        e.stale = !e.text.empty();
    }
    if (number(u, "scale_percent", 0.0, 400.0, v)) ui.scale_setting = v < 50.0 ? 0 : static_cast<int>(v);
}

void saved_window_size(const nlohmann::json& u, int& width, int& height) {
    if (!u.is_object() || !u.contains("window")) return;
    double w = 0, h = 0;
    if (number(u["window"], "width", 320.0, 8192.0, w) && number(u["window"], "height", 240.0, 8192.0, h)) {
        width = static_cast<int>(w);
        height = static_cast<int>(h);
    }
}

}  // namespace il::gui
