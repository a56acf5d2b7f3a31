// Presets embedded into the binary (presets/<name>.json), and the case a fresh start shows.
#pragma once
#include <string>
#include <vector>

#include "vectors/vectors_json.h"

namespace il::gui {

// "fma", "msad4", … : the embedded presets/*.json without directory and extension, sorted.
std::vector<std::string> preset_names();

// A preset's "title" and "description", for the Presets menu; empty when it has none.
struct PresetText {
    std::string title, description;
};
PresetText preset_text(const std::string& name);
bool has_preset(const std::string& name);
// Throws VectorsError when the preset is unknown or does not parse. Expression cases are taken.
VectorFile preset_vectors(const std::string& name, const Catalog& catalog);
// A preset's expression cases as the Presets menu lists them (expression_case_label, and the case's comment),
// in file order; empty for a preset of catalog calls only. Parsed once per preset.
struct PresetExpression {
    std::string label, comment;
};
const std::vector<PresetExpression>& preset_expressions(const std::string& name);

// The preset a fresh start opens: the msad4 page example.
inline constexpr const char* kDefaultPreset = "msad4";

}  // namespace il::gui
