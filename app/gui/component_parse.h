// What one input box accepts for one component of a parameter: GLSL literals (decimal, hex, `inf`, `nan`,
// `floatBits(…)`), and raw bits (`0b…`, or a bare `0x…` in a float box).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "value/value.h"

namespace il::gui {

struct ComponentParse {
    bool ok = false;
    uint64_t bits = 0;
    std::string error;  // why the text was refused, when !ok
    size_t column = 0;  // 0-based offset of the problem in the text
    std::string form;   // how the text was read: "literal", "raw bits", "int bits as uint", …
};

// Reads `text` as one component of scalar type `s`.
ComponentParse parse_component(std::string_view text, Scalar s);

// The text a box shows after a bit edit or a quick value; parse_component reads it back to the same bits.
std::string component_display_text(Scalar s, uint64_t bits);

// The display text of a whole value: "vec2(inf, 0.5)", "uvec4(153u, 6u, 92u, 113u)".
std::string value_display_text(const Value& v);

// "x", "y", … for vectors, "[col][row]" for matrices, "" for scalars.
std::string component_label(const Type& t, int component);

// "source.y", "m[1][0]", "x": a parameter's component as a person names it.
std::string component_path(const std::string& param, const Type& t, int component);

// Bits in one component of `s` (32, or 64 for double).
int component_width(Scalar s);

}  // namespace il::gui
