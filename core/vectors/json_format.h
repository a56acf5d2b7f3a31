// Human-friendly JSON text for vector files: keys in the schema's order (schema, profile, device, cases;
// function, overload, inputs, reference, accepted, gpu, diff, verdict), arrays of scalars on one line.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

namespace il {

std::string format_json(const nlohmann::json& j);
// One line, no spaces beyond the separators: for streamed cases.
std::string format_json_line(const nlohmann::json& j);

}  // namespace il
