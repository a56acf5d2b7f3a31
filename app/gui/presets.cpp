#include "gui/presets.h"

#include <algorithm>
#include <map>

#include "catalog/embedded.h"
#include "gui/expression_mode.h"
#include "vectors/vectors_reader.h"

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
    // Expression cases too: the playground opens them in its Expression line.
    VectorFile f;
    VectorsSink sink;
    sink.header = [&](const std::optional<Profile>& p) { f.profile = p; };
    sink.chunk = [&](std::vector<InputCase>& cases, size_t) {
        for (InputCase& c : cases) f.cases.push_back(std::move(c));
    };
    VectorsReadOptions options;
    options.allow_expressions = true;
    read_vectors_text(std::string(text), file, catalog, sink, options);
    return f;
}

const std::vector<PresetExpression>& preset_expressions(const std::string& name) {
    // The menu asks every frame it is open: each preset is parsed once.
    static std::map<std::string, std::vector<PresetExpression>> cache;
    auto it = cache.find(name);
    if (it != cache.end()) return it->second;
    std::vector<PresetExpression>& list = cache[name];
    try {
        const VectorFile f = preset_vectors(name, Catalog::get());
        for (const InputCase& c : f.cases) {
            if (!c.expression) continue;
            PresetExpression e;
            e.label = expression_case_label(c);
            if (c.original.is_object() && c.original.contains("comment") && c.original["comment"].is_string())
                e.comment = c.original["comment"].get<std::string>();
            list.push_back(std::move(e));
        }
    } catch (const VectorsError&) {
        // A preset that does not parse says so when it is loaded.
    }
    return list;
}

}  // namespace il::gui
