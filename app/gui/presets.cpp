#include "gui/presets.h"

#include <algorithm>

#include "catalog/embedded.h"

namespace il::gui {
namespace {

constexpr std::string_view kPrefix = "presets/", kSuffix = ".json";

}  // namespace

std::vector<std::string> preset_names() {
    std::vector<std::string> names;
    for (std::string_view n : embedded_names())
        if (n.size() > kPrefix.size() + kSuffix.size() && n.substr(0, kPrefix.size()) == kPrefix &&
            n.substr(n.size() - kSuffix.size()) == kSuffix)
            names.emplace_back(n.substr(kPrefix.size(), n.size() - kPrefix.size() - kSuffix.size()));
    std::sort(names.begin(), names.end());
    return names;
}

bool has_preset(const std::string& name) {
    auto names = preset_names();
    return std::find(names.begin(), names.end(), name) != names.end();
}

PresetText preset_text(const std::string& name) {
    PresetText t;
    if (!has_preset(name)) return t;
    nlohmann::json j =
        nlohmann::json::parse(embedded_file(std::string(kPrefix) + name + std::string(kSuffix)), nullptr, false);
    if (!j.is_object()) return t;
    if (j.contains("title") && j["title"].is_string()) t.title = j["title"].get<std::string>();
    if (j.contains("description") && j["description"].is_string()) t.description = j["description"].get<std::string>();
    return t;
}

VectorFile preset_vectors(const std::string& name, const Catalog& catalog) {
    std::string file = std::string(kPrefix) + name + std::string(kSuffix);
    std::string_view text = embedded_file(file);
    if (text.empty() || !has_preset(name)) throw VectorsError("no preset '" + name + "'");
    return parse_vectors(std::string(text), file, catalog);
}

}  // namespace il::gui
