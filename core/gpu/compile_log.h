// Reading driver compile logs: which generated-source lines an error names.
#pragma once
#include <set>
#include <string>

namespace il {

// Mesa writes "0:16(13): error: …", NVIDIA "0(16) : error C1008: …"; returns {16}.
std::set<int> compile_error_lines(const std::string& log);

}  // namespace il
