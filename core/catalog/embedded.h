// Files embedded into the binary at build time: shaders/*.glsl, the refpage version table,
// and presets/*.json (named "presets/<file>").
#pragma once
#include <string_view>
#include <vector>

namespace il {

// Contents of an embedded file by its name ("msad4.glsl", "presets/msad4.json"); empty if unknown.
std::string_view embedded_file(std::string_view name);
std::vector<std::string_view> embedded_names();

}  // namespace il
