#include "gpu/compile_log.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace il {
namespace {

// Reads digits at `s[i]`, advancing `i`; -1 when there are none.
int number_at(const std::string& s, size_t& i) {
    size_t b = i;
    int n = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && i - b < 9) n = n * 10 + (s[i++] - '0');
    return i == b ? -1 : n;
}

bool lower_contains(const std::string& s, const char* what) {
    std::string l(s);
    std::transform(l.begin(), l.end(), l.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return l.find(what) != std::string::npos;
}

int source_line_of(const std::string& s) {
    size_t i = 0;
    while (i < s.size() && s[i] == ' ') ++i;
    for (const char* prefix : {"ERROR: ", "WARNING: "})
        if (s.compare(i, std::char_traits<char>::length(prefix), prefix) == 0)
            i += std::char_traits<char>::length(prefix);
    if (number_at(s, i) < 0 || i >= s.size()) return 0;
    if (s[i] == ':') {  // Mesa "0:12(3):" or AMD "0:12:"
        ++i;
        int line = number_at(s, i);
        return line > 0 && i < s.size() && (s[i] == '(' || s[i] == ':') ? line : 0;
    }
    if (s[i] == '(') {  // NVIDIA "0(12) :"
        ++i;
        int line = number_at(s, i);
        return line > 0 && i < s.size() && s[i] == ')' ? line : 0;
    }
    return 0;
}

}  // namespace

std::vector<LogLine> parse_log(const std::string& log) {
    std::vector<LogLine> out;
    std::istringstream in(log);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        LogLine l;
        l.source_line = source_line_of(line);
        l.error = lower_contains(line, "error");
        l.text = std::move(line);
        out.push_back(std::move(l));
    }
    return out;
}

std::vector<int> error_lines(const std::vector<LogLine>& lines) {
    std::vector<int> v;
    for (const LogLine& l : lines)
        if (l.error && l.source_line > 0) v.push_back(l.source_line);
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

}  // namespace il
