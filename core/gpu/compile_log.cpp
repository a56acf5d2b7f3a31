#include "gpu/compile_log.h"

#include <cstdio>
#include <sstream>

namespace il {

std::set<int> compile_error_lines(const std::string& log) {
    std::set<int> lines;
    std::istringstream in(log);
    std::string l;
    while (std::getline(in, l)) {
        if (l.find("error") == std::string::npos) continue;
        int file = 0, line = 0;
        if (std::sscanf(l.c_str(), "%d:%d(", &file, &line) == 2 || std::sscanf(l.c_str(), "%d(%d)", &file, &line) == 2)
            lines.insert(line);
    }
    return lines;
}

}  // namespace il
