#include "gui/number_display.h"

#include <cstdio>

#include "gui/component_parse.h"

namespace il::gui {

const char* display_name(NumberDisplay d) {
    switch (d) {
        case NumberDisplay::Hex: return "hex";
        case NumberDisplay::Dec: return "dec";
        case NumberDisplay::Float: return "float";
        default: return "value";
    }
}

std::optional<NumberDisplay> display_from_name(const std::string& name) {
    for (NumberDisplay d : {NumberDisplay::Value, NumberDisplay::Hex, NumberDisplay::Dec, NumberDisplay::Float})
        if (name == display_name(d)) return d;
    return std::nullopt;
}

NumberDisplay next_display(NumberDisplay d) {
    switch (d) {
        case NumberDisplay::Value: return NumberDisplay::Hex;
        case NumberDisplay::Hex: return NumberDisplay::Dec;
        case NumberDisplay::Dec: return NumberDisplay::Float;
        default: return NumberDisplay::Value;
    }
}

std::string component_as(NumberDisplay d, Scalar s, uint64_t bits) {
    const bool wide = component_width(s) == 64;
    char buf[32];
    switch (d) {
        case NumberDisplay::Hex:
            std::snprintf(buf, sizeof buf, wide ? "0x%016llx" : "0x%08llx", static_cast<unsigned long long>(bits));
            return buf;
        case NumberDisplay::Dec:
            if (s == Scalar::Int)
                std::snprintf(buf, sizeof buf, "%d", static_cast<int>(static_cast<int32_t>(static_cast<uint32_t>(bits))));
            else
                std::snprintf(buf, sizeof buf, "%llu", static_cast<unsigned long long>(bits));
            return buf;
        case NumberDisplay::Float:
            return wide ? component_display_text(Scalar::Double, bits)
                        : component_display_text(Scalar::Float, bits & 0xffffffffu);
        default: return component_display_text(s, bits);
    }
}

std::string value_as(NumberDisplay d, const Value& v) {
    if (d == NumberDisplay::Value) return value_display_text(v);
    if (v.size() == 1) return component_as(d, v.type.scalar, v.bits[0]);
    std::string s = type_name(v.type) + "(";
    for (int i = 0; i < v.size(); ++i) s += (i ? ", " : "") + component_as(d, v.type.scalar, v.bits[i]);
    return s + ")";
}

}  // namespace il::gui
