// Source line numbers in a driver's compile log: Mesa "0:12(3): error: …", NVIDIA "0(12) : error C…",
// AMD/glslang "ERROR: 0:12: …".
#pragma once
#include <string>
#include <vector>

namespace il {

struct LogLine {
    std::string text;
    int source_line = 0;  // 1-based line of the shader source it names; 0 when it names none
    bool error = false;   // an error rather than a warning or note
};

std::vector<LogLine> parse_log(const std::string& log);
// The source lines that some error names, ascending, without repeats.
std::vector<int> error_lines(const std::vector<LogLine>& lines);

}  // namespace il
