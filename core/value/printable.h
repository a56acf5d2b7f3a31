// Text from a file or a command line, made safe to print on a terminal: control bytes (ESC, BEL, NUL, …)
// would act on the terminal or cut a C string short, so they are written as escapes (\x1b, \x07, \x00).
#pragma once
#include <string>
#include <string_view>

namespace il {

// Bytes below 0x20 and 0x7f become \n, \t, \r or \xNN; a newline is kept as it is when `keep_newlines`.
inline std::string printable(std::string_view s, bool keep_newlines = false) {
    static const char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(s.size());
    for (char ch : s) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c != 0x7f) out += ch;
        else if (c == '\n') out += keep_newlines ? "\n" : "\\n";
        else if (c == '\t') out += "\\t";
        else if (c == '\r') out += "\\r";
        else out += std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
    }
    return out;
}

}  // namespace il
