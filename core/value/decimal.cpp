#include "value/decimal.h"

#include "value/printable.h"

namespace il {

std::optional<uint64_t> parse_decimal(std::string_view text, uint64_t max, std::string* error) {
    const std::string shown = "'" + printable(text) + "'";
    auto fail = [&](const std::string& why) -> std::optional<uint64_t> {
        if (error) *error = shown + why;
        return std::nullopt;
    };
    if (text.empty()) return fail(" is empty");
    for (char c : text)
        if (c < '0' || c > '9') return fail(" is not a decimal number");
    if (text.size() > 1 && text[0] == '0')
        return fail(" has a leading zero (write " + std::string(text.substr(text.find_first_not_of('0') == std::string_view::npos ? text.size() - 1 : text.find_first_not_of('0'))) + "; octal is not read)");
    uint64_t v = 0;
    for (char c : text) {
        const uint64_t d = static_cast<uint64_t>(c - '0');
        if (d > max || v > (max - d) / 10) return fail(" is above " + std::to_string(max));
        v = v * 10 + d;
    }
    return v;
}

}  // namespace il
