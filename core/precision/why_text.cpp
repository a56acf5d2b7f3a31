#include "precision/why_text.h"

namespace il {

namespace {

bool is_gap(char c) { return c == ' ' || c == ';' || c == '\t' || c == '\n'; }

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && is_gap(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_gap(s.back())) s.remove_suffix(1);
    return s;
}

}  // namespace

void append_why(std::string& why, std::string_view part) {
    part = trimmed(part);
    if (part.empty()) return;
    while (!why.empty() && is_gap(why.back())) why.pop_back();
    if (!why.empty()) {
        // A sentence's own end gives way to the separator; an ellipsis stays one, as its own character.
        if (why.size() >= 3 && why.compare(why.size() - 3, 3, "...") == 0) why.replace(why.size() - 3, 3, "…");
        else if (why.back() == '.') why.pop_back();
        why += "; ";
    }
    why.append(part);
}

void append_why(SpecText& why, std::string_view part) {
    if (trimmed(part).empty()) return;
    std::string s = why.str();
    append_why(s, part);
    why = SpecText(std::move(s));
}

std::string join_why(std::initializer_list<std::string_view> parts) {
    std::string why;
    for (std::string_view p : parts) append_why(why, p);
    return why;
}

}  // namespace il
