// Joining the sentences of a rule's text (Rule::why). Every definition composes its text from the spec's sentences
// and its own notes, each written to stand alone, some ending in a period ("... the result will be zero."). Joined
// here and only here, the text reads as sentences: parts separated by "; ", a part's closing period giving way to
// the separator, a closing "..." written "…", and an empty part adding nothing, so no rule text holds ".;", ";;",
// "; ;" or an empty part.
#pragma once
#include <initializer_list>
#include <string>
#include <string_view>

#include "precision/rule.h"

namespace il {

// Appends `part` to `why` after "; " (no separator where `why` is empty).
void append_why(std::string& why, std::string_view part);
// The same for a rule's text; a text with nothing to append keeps its static storage.
void append_why(SpecText& why, std::string_view part);
// The parts, in order, joined as append_why joins them.
std::string join_why(std::initializer_list<std::string_view> parts);

}  // namespace il
