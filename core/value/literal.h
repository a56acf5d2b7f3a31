// GLSL-literal parser: what a person types into `eval` or an input box, turned into bits.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "value/value.h"

namespace il {

struct ParseError {
    std::string message;  // names the offending text and the reason
    size_t column = 0;    // 0-based offset into the parsed text
};

struct ParseResult {
    std::optional<Value> value;
    ParseError error;
    explicit operator bool() const { return value.has_value(); }
};

// Accepts GLSL literals with their natural type (`1` int, `1u` uint, `0.5` float, `1.0lf` double,
// `true`), a leading sign on numbers, bit forms (`floatBits(0x3f800001)`, `doubleBits(0x…)`),
// `inf`/`-inf`/`nan`, and constructors (`vec2(0.5, 1.0)`, `uvec4(1,2,3,4)`, `dvec3(vec2(1.0), 2.0lf)`,
// `mat2(1.0)`) converted by the constructor rules of GLSL 4.50 §5.4. Unlike GLSL, a vector constructor
// must name every component (`vec4(0.5)` is an error), so a missing component is never filled silently.
ParseResult parse_literal(std::string_view text);
// Constructors nested deeper are an error (the parser recurses once per level).
constexpr int kMaxLiteralDepth = 32;

// Converts `v` to `to` as an implicit conversion (GLSL 4.50 §4.1.10) would; nullopt if there is none.
std::optional<Value> implicit_convert(const Value& v, Type to);
// Cost of the implicit conversion from -> to: 0 identical, 1 allowed, nullopt not allowed.
std::optional<int> implicit_conversion_cost(Type from, Type to);

}  // namespace il
