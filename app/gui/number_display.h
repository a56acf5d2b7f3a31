// How a column shows its numbers, toggled per column in the batch table and the results: the value as GLSL writes
// it, the bits in hex, the bits as an unsigned decimal (a float's bits as the integer ULP arithmetic works on), or
// the bits read as a float (a 64-bit component as a double). No ImGui call here.
#pragma once
#include <optional>
#include <string>

#include "value/value.h"

namespace il::gui {

enum class NumberDisplay { Value, Hex, Dec, Float };

const char* display_name(NumberDisplay d);  // "value", "hex", "dec", "float"
std::optional<NumberDisplay> display_from_name(const std::string& name);
NumberDisplay next_display(NumberDisplay d);  // value -> hex -> dec -> float -> value

// One component of scalar type `s`: "0.5", "0x3f000000", "1056964608", "0.5"; for uint 0x3f800000 as float, "1.0".
std::string component_as(NumberDisplay d, Scalar s, uint64_t bits);
// A whole value: "uvec2(0x00000001, 0x00000002)"; Value gives value_display_text's "uvec2(1u, 2u)".
std::string value_as(NumberDisplay d, const Value& v);

}  // namespace il::gui
