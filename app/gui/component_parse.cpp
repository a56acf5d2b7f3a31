#include "gui/component_parse.h"

#include <cctype>
#include <cmath>

#include "value/format.h"
#include "value/literal.h"

namespace il::gui {
namespace {

std::string_view trim(std::string_view s, size_t& lead) {
    lead = 0;
    while (lead < s.size() && std::isspace(static_cast<unsigned char>(s[lead]))) ++lead;
    s.remove_prefix(lead);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

int hex_digit(char h) {
    if (h >= '0' && h <= '9') return h - '0';
    if (h >= 'a' && h <= 'f') return h - 'a' + 10;
    if (h >= 'A' && h <= 'F') return h - 'A' + 10;
    return -1;
}

ComponentParse fail(std::string message, size_t column) {
    ComponentParse r;
    r.error = std::move(message);
    r.column = column;
    return r;
}

ComponentParse bits_ok(uint64_t bits, const char* form) {
    ComponentParse r;
    r.ok = true;
    r.bits = bits;
    r.form = form;
    return r;
}

// `0b0011…` (with optional '_' or ' ' separators), or exactly `width` binary digits as component_binary prints them.
bool parse_binary(std::string_view t, int width, size_t lead, ComponentParse& out) {
    bool prefixed = t.size() > 2 && t[0] == '0' && (t[1] == 'b' || t[1] == 'B');
    std::string_view body = prefixed ? t.substr(2) : t;
    int digits = 0;
    uint64_t bits = 0;
    for (size_t i = 0; i < body.size(); ++i) {
        char c = body[i];
        if (c == '_' || c == ' ') continue;
        if (c != '0' && c != '1') {
            if (!prefixed) return false;
            out = fail("'" + std::string(1, c) + "' is not a binary digit", lead + 2 + i);
            return true;
        }
        bits = bits << 1 | static_cast<uint64_t>(c - '0');
        ++digits;
    }
    if (!prefixed && digits != width) return false;
    if (digits == 0) {
        out = fail("0b needs binary digits after it", lead);
        return true;
    }
    if (digits > width) {
        out = fail(std::to_string(digits) + " binary digits do not fit the " + std::to_string(width) +
                       " bits of this component",
                   lead);
        return true;
    }
    out = bits_ok(bits, "raw bits (binary)");
    return true;
}

// A bare hex number in a float box means its bits: that is how people copy floats out of debuggers.
bool parse_float_hex(std::string_view t, int width, size_t lead, ComponentParse& out) {
    if (t.size() < 3 || t[0] != '0' || (t[1] != 'x' && t[1] != 'X')) return false;
    uint64_t bits = 0;
    for (size_t i = 2; i < t.size(); ++i)
        if (hex_digit(t[i]) < 0) return false;  // 0x…u and friends are literals: parse_literal explains them
    if (t.size() - 2 > static_cast<size_t>(width / 4)) {
        out = fail("'" + std::string(t) + "' has " + std::to_string(t.size() - 2) + " hex digits; a " +
                       (width == 64 ? "double has 16" : "float has 8"),
                   lead);
        return true;
    }
    for (size_t i = 2; i < t.size(); ++i) bits = bits << 4 | static_cast<uint64_t>(hex_digit(t[i]));
    out = bits_ok(bits, "raw bits (hex)");
    return true;
}

bool plain_decimal(std::string_view t) {
    if (t.empty()) return false;
    char last = t.back();
    if (last == 'f' || last == 'F' || last == 'u' || last == 'U') return false;
    if (t.find_first_of("xX(") != std::string_view::npos) return false;
    return t.find_first_of(".eE") != std::string_view::npos;
}

}  // namespace

std::string value_display_text(const Value& v) {
    if (v.size() == 1) return component_display_text(v.type.scalar, v.bits[0]);
    std::string s = type_name(v.type) + "(";
    for (int i = 0; i < v.size(); ++i) s += (i ? ", " : "") + component_display_text(v.type.scalar, v.bits[i]);
    return s + ")";
}

std::string component_label(const Type& t, int c) {
    static const char* names[] = {"x", "y", "z", "w"};
    if (t.components() == 1) return "";
    if (!t.is_matrix() && c < 4) return names[c];
    return "[" + std::to_string(c / t.rows) + "][" + std::to_string(c % t.rows) + "]";
}

std::string component_path(const std::string& param, const Type& t, int c) {
    std::string label = component_label(t, c);
    return param + (label.empty() || label[0] == '[' ? label : "." + label);
}

int component_width(Scalar s) { return Type{s}.component_bits(); }

ComponentParse parse_component(std::string_view text, Scalar s) {
    size_t lead = 0;
    std::string_view t = trim(text, lead);
    if (t.empty()) return fail("empty: type a value", 0);
    int width = component_width(s);
    ComponentParse r;
    if (s != Scalar::Bool && parse_binary(t, width, lead, r)) return r;
    if (Type{s}.is_float() && parse_float_hex(t, width, lead, r)) return r;

    std::string literal(t);
    // A decimal typed into a double box means the double nearest to it, not the float nearest widened.
    if (s == Scalar::Double && plain_decimal(t)) literal += "lf";
    // A decimal typed into a half box means the half nearest to it (a float16_t constructor rounds).
    if (s == Scalar::Half && plain_decimal(t)) literal = "float16_t(" + literal + ")";
    ParseResult p = parse_literal(literal);
    if (!p) return fail(p.error.message, lead + std::min(p.error.column, t.size()));
    const Value& v = *p.value;
    std::string type = std::string(scalar_name(s));
    if (v.size() != 1)
        return fail("'" + std::string(t) + "' has " + std::to_string(v.size()) + " components; this box takes one " +
                        type + " (or paste it into the first box)",
                    lead);
    if (v.type.scalar == s) return bits_ok(v.bits[0], "literal");
    // GLSL converts int to uint by keeping the bits, but a negative number in a uint box is a mistake, as -1u is
    // (0x80000000, an int whose bits are written out, is not).
    if (s == Scalar::Uint && v.type.scalar == Scalar::Int && v.i(0) < 0 && (t[0] == '-' || t[0] == '+'))
        return fail("'" + std::string(t) + "' is negative; a uint is 0 to 4294967295 (0xFFFFFFFFu sets every bit)",
                    lead);
    auto c = implicit_convert(v, Type{s});
    if (!c) {
        std::string hint;
        if (s == Scalar::Int && v.type.scalar == Scalar::Uint) hint = " (drop the u suffix)";
        if (s == Scalar::Float && v.type.scalar == Scalar::Double) hint = " (drop the lf suffix)";
        if (s == Scalar::Bool) hint = " (true or false)";
        return fail("'" + std::string(t) + "' is a " + std::string(scalar_name(v.type.scalar)) + "; this box takes a " +
                        type + hint,
                    lead);
    }
    const char* form = v.type.scalar == Scalar::Int && s == Scalar::Uint ? "int bits as uint" : "converted literal";
    return bits_ok(c->bits[0], form);
}

std::string component_display_text(Scalar s, uint64_t bits) {
    Value v = make_value(Type{s});
    v.bits[0] = bits;
    if (s == Scalar::Float && std::isinf(v.f(0))) return v.f(0) > 0 ? "inf" : "-inf";
    if (s == Scalar::Double && std::isinf(v.d(0))) return v.d(0) > 0 ? "inf" : "-inf";
    if (s == Scalar::Double && std::isfinite(v.d(0))) {
        std::string t = component_text(v, 0);
        if (t.size() > 2 && t.substr(t.size() - 2) == "lf") t.resize(t.size() - 2);
        return t;  // the double box reads plain decimals as doubles
    }
    return component_text(v, 0);
}

}  // namespace il::gui
