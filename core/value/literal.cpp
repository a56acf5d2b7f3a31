#include "value/literal.h"

#include <cctype>
#include <charconv>
#include <cstdint>
#include <cmath>
#include <vector>

#include "precision/half.h"
#include "value/format.h"

namespace il {
namespace {

struct Fail {
    std::string message;
    size_t column;
};

class Parser {
public:
    explicit Parser(std::string_view s) : s_(s) {}

    Value parse_top() {
        Value v = parse_value();
        skip_ws();
        if (pos_ != s_.size()) fail("unexpected '" + std::string(s_.substr(pos_)) + "' after the value");
        return v;
    }

private:
    std::string_view s_;
    size_t pos_ = 0;
    int depth_ = 0;  // constructors open around the current position

    [[noreturn]] void fail(std::string msg, size_t at = std::string::npos) {
        throw Fail{std::move(msg), at == std::string::npos ? pos_ : at};
    }
    void skip_ws() {
        while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
    }
    bool eat(char c) {
        skip_ws();
        if (pos_ < s_.size() && s_[pos_] == c) { ++pos_; return true; }
        return false;
    }
    std::string_view identifier() {
        size_t b = pos_;
        while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_')) ++pos_;
        return s_.substr(b, pos_ - b);
    }

    Value parse_value() {
        skip_ws();
        if (pos_ >= s_.size()) fail("expected a value, found the end of the text");
        size_t start = pos_;
        bool negative = false;
        if (s_[pos_] == '-' || s_[pos_] == '+') {
            negative = s_[pos_] == '-';
            ++pos_;
            skip_ws();
        }
        if (pos_ >= s_.size()) fail("expected a number after the sign");
        char c = s_[pos_];
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') return parse_number(start, negative);
        if (!std::isalpha(static_cast<unsigned char>(c))) fail(std::string("unexpected '") + c + "'");
        size_t id_at = pos_;
        std::string_view id = identifier();
        if (id == "inf" || id == "infinity") {
            Value v = make_value(kFloat);
            v.set_f(0, negative ? -INFINITY : INFINITY);
            return v;
        }
        if (start != id_at) fail("a sign applies to numbers and inf only", start);
        if (id == "nan" || id == "NaN") {
            skip_ws();
            if (pos_ < s_.size() && s_[pos_] == '(')
                fail("NaN payloads are written as floatBits(0x7fc00001) or doubleBits(0x…), not nan(…)");
            Value v = make_value(kFloat);
            v.set_u(0, 0x7fc00000u);
            return v;
        }
        if (id == "true" || id == "false") {
            Value v = make_value(kBool);
            v.set_b(0, id == "true");
            return v;
        }
        if (id == "floatBits" || id == "doubleBits" || id == "halfBits")
            return parse_bits(id == "doubleBits" ? kDouble : id == "halfBits" ? kHalf : kFloat);
        std::optional<Type> t = parse_type_name(id);
        if (!t)
            fail("unknown name '" + std::string(id) +
                     "' (expected a number, a GLSL type constructor, floatBits, doubleBits or halfBits)", id_at);
        return parse_constructor(*t, id_at);
    }

    Value parse_bits(Type t) {
        const bool is_double = t.scalar == Scalar::Double;
        const char* name = is_double ? "doubleBits" : t.is_half() ? "halfBits" : "floatBits";
        if (!eat('(')) fail(std::string(name) + " needs '(' and a hex bit pattern");
        skip_ws();
        size_t at = pos_;
        std::string_view tok = number_token();
        if (tok.size() < 3 || tok[0] != '0' || (tok[1] != 'x' && tok[1] != 'X'))
            fail(std::string(name) + "(…) takes a hex bit pattern such as " +
                     (is_double ? "0x3ff0000000000000" : t.is_half() ? "0x3c00" : "0x3f800000"), at);
        uint64_t bits = 0;
        size_t digits = 0;
        for (char h : tok.substr(2)) {
            int d = hex_digit(h);
            if (d < 0) fail("'" + std::string(tok) + "' is not a hex bit pattern", at);
            bits = bits << 4 | static_cast<uint64_t>(d);
            if (++digits > 16) fail("'" + std::string(tok) + "' has too many digits", at);
        }
        const int width = t.component_bits();
        if (width < 64 && (bits >> width) != 0)
            fail("'" + std::string(tok) + "' does not fit the " + std::to_string(width) + " bits of a " +
                     std::string(scalar_name(t.scalar)), at);
        if (!eat(')')) fail(std::string("missing ')' after ") + name + "(" + std::string(tok));
        Value v = make_value(t);
        v.bits[0] = bits;
        return v;
    }

    static int hex_digit(char h) {
        if (h >= '0' && h <= '9') return h - '0';
        if (h >= 'a' && h <= 'f') return h - 'a' + 10;
        if (h >= 'A' && h <= 'F') return h - 'A' + 10;
        return -1;
    }

    std::string_view number_token() {
        size_t b = pos_;
        bool hex = pos_ + 1 < s_.size() && s_[pos_] == '0' && (s_[pos_ + 1] == 'x' || s_[pos_ + 1] == 'X');
        while (pos_ < s_.size()) {
            char c = s_[pos_];
            bool exp_sign = !hex && (c == '+' || c == '-') && pos_ > b && (s_[pos_ - 1] == 'e' || s_[pos_ - 1] == 'E');
            if (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || exp_sign) ++pos_;
            else break;
        }
        return s_.substr(b, pos_ - b);
    }

    // Errors point at the literal's first character, sign included: the text they quote.
    Value parse_number(size_t start, bool negative) {
        size_t at = start;
        std::string tok(number_token());
        std::string shown = std::string(s_.substr(start, pos_ - start));
        bool hex = tok.size() >= 2 && tok[0] == '0' && (tok[1] == 'x' || tok[1] == 'X');
        bool is_float =
            !hex && (tok.find_first_of(".eE") != std::string::npos || tok.back() == 'f' || tok.back() == 'F');
        if (is_float) return parse_float(tok, shown, negative, at);
        return parse_integer(tok, shown, negative, at, hex);
    }

    // GLSL 4.50 §4.1.3: the suffix u or U makes a uint; GL_ARB_gpu_shader_int64 §4.1.3 adds l or L for int64_t and
    // ul or UL for uint64_t.
    Value parse_integer(std::string tok, const std::string& shown, bool negative, size_t at, bool hex) {
        Scalar s = Scalar::Int;
        const size_t n = tok.size();
        if (n >= 2 && (tok.compare(n - 2, 2, "ul") == 0 || tok.compare(n - 2, 2, "UL") == 0)) {
            s = Scalar::Uint64;
            tok.resize(n - 2);
        } else if (n >= 1 && (tok.back() == 'l' || tok.back() == 'L')) {
            s = Scalar::Int64;
            tok.pop_back();
        } else if (n >= 1 && (tok.back() == 'u' || tok.back() == 'U')) {
            s = Scalar::Uint;
            tok.pop_back();
        }
        const bool is_uint = s == Scalar::Uint || s == Scalar::Uint64, wide = s == Scalar::Int64 || s == Scalar::Uint64;
        if (is_uint && negative)
            fail("'" + shown + "': a " + std::string(scalar_name(s)) + " cannot be negative; write " +
                     (wide ? "0xFFFFFFFFFFFFFFFFul" : "0xFFFFFFFFu or 4294967295u") + " for the bit pattern",
                 at);
        std::string digits = hex ? tok.substr(2) : tok;
        int base = hex ? 16 : (digits.size() > 1 && digits[0] == '0') ? 8 : 10;
        if (digits.empty()) fail("'" + shown + "' has no digits" + (hex ? " after 0x" : ""), at);
        uint64_t value = 0;
        for (char c : digits) {
            int d = hex_digit(c);
            if (d < 0 || d >= base)
                fail("'" + shown + "' is not a number: unexpected '" + std::string(1, c) + "'" +
                         (base == 8 && d >= 0 && d < 10 ? " (a leading 0 makes an octal literal)" : ""), at);
            if (value > (UINT64_MAX - static_cast<uint64_t>(d)) / static_cast<uint64_t>(base))
                fail("'" + shown + "' does not fit in 64 bits", at);
            value = value * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
            if (!wide && value > 0xFFFFFFFFull) fail("'" + shown + "' does not fit in 32 bits", at);
        }
        Value v = make_value(Type{s});
        if (s == Scalar::Int64) {
            if (negative && value > 0x8000000000000000ull)
                fail("'" + shown + "' is below INT64_MIN (-9223372036854775808)", at);
            if (!negative && base == 10 && value > 0x7FFFFFFFFFFFFFFFull)
                fail("'" + shown + "' is above INT64_MAX (9223372036854775807); add a ul suffix for a uint64_t", at);
            v.bits[0] = negative ? 0 - value : value;
        } else if (s == Scalar::Uint64) {
            v.bits[0] = value;
        } else if (is_uint) {
            v.set_u(0, static_cast<uint32_t>(value));
        } else if (negative) {
            if (value > 0x80000000ull) fail("'" + shown + "' is below INT_MIN (-2147483648)", at);
            v.set_i(0, static_cast<int32_t>(-static_cast<int64_t>(value)));
        } else {
            // GLSL 4.50 §4.1.3 keeps a literal's bit pattern; a decimal past INT_MAX is more likely a slip.
            if (base == 10 && value > 0x7FFFFFFFull)
                fail("'" + shown + "' is above INT_MAX (2147483647); add a u suffix for a uint", at);
            v.set_u(0, static_cast<uint32_t>(value));
        }
        return v;
    }

    Value parse_float(std::string tok, const std::string& shown, bool negative, size_t at) {
        bool is_double = false;
        if (tok.size() >= 2 && (tok.substr(tok.size() - 2) == "lf" || tok.substr(tok.size() - 2) == "LF")) {
            is_double = true;
            tok.resize(tok.size() - 2);
        } else if (tok.back() == 'f' || tok.back() == 'F') {
            tok.pop_back();
        }
        // digit-sequence with one optional '.', then an optional exponent with at least one digit.
        size_t i = 0, mant_digits = 0;
        auto mantissa_digits = [&] {
            for (; i < tok.size() && std::isdigit(static_cast<unsigned char>(tok[i])); ++i) ++mant_digits;
        };
        mantissa_digits();
        if (i < tok.size() && tok[i] == '.') {
            ++i;
            mantissa_digits();
        }
        if (mant_digits == 0) fail("'" + shown + "' has no digits", at);
        if (i < tok.size() && (tok[i] == 'e' || tok[i] == 'E')) {
            ++i;
            if (i < tok.size() && (tok[i] == '+' || tok[i] == '-')) ++i;
            size_t exp_digits = 0;
            while (i < tok.size() && std::isdigit(static_cast<unsigned char>(tok[i]))) { ++i; ++exp_digits; }
            if (exp_digits == 0) fail("'" + shown + "' has an exponent with no digits", at);
        }
        if (i != tok.size()) fail("'" + shown + "' is not a number: unexpected '" + tok.substr(i) + "'", at);
        // from_chars: correctly rounded and independent of the C locale's decimal separator.
        std::string c = (negative ? "-" : "") + tok;
        Value v = make_value(is_double ? kDouble : kFloat);
        const char* b = c.data();
        const char* e = b + c.size();
        double d = 0;
        float f = 0;
        bool range = is_double ? std::from_chars(b, e, d).ec == std::errc::result_out_of_range
                               : std::from_chars(b, e, f).ec == std::errc::result_out_of_range;
        if (range) {
            // Overflow or underflow: a float's wider parse tells which where it is in double's range; else the
            // exponent's sign (1e999 is too big for both).
            const bool negative_exponent = tok.find("e-") != std::string::npos || tok.find("E-") != std::string::npos;
            bool big = !negative_exponent;
            if (!is_double && std::from_chars(b, e, d).ec != std::errc::result_out_of_range) big = std::fabs(d) > 1.0;
            const char* type = is_double ? "double" : "float";
            if (big)
                fail("'" + shown + "' is out of the range of " + type +
                         (is_double ? "" : " (FLT_MAX is 3.4028235e38)"), at);
            fail("'" + shown + "' underflows to zero in " + type + "; use " + (is_double ? "doubleBits" : "floatBits") +
                     "(…) for exact bits", at);
        }
        if (is_double) v.set_d(0, d);
        else v.set_f(0, f);
        return v;
    }

    // GLSL 4.50 §5.4.1 conversion of component i of `from`, which becomes component k of the constructed value;
    // `at` is where that argument starts in the text.
    uint64_t convert_component(const Value& from, int i, Scalar to, const std::string& ctor, int k, size_t at) {
        Scalar s = from.type.scalar;
        if (s == to) return from.bits[i];
        double x = component_as_double(from, i);
        auto where = [&] { return ctor + "(…) component " + std::to_string(k) + ": " + component_text(from, i); };
        switch (to) {
            case Scalar::Bool: return x != 0.0 ? 1u : 0u;
            case Scalar::Float: {
                if (s == Scalar::Double && std::isfinite(x) && std::fabs(x) > 3.4028234663852886e38)
                    fail(where() + " is out of the range of float", at);
                return float_bits(static_cast<float>(x));
            }
            case Scalar::Double: return double_bits(x);
            // A float16_t constructor rounds to the nearest half (ties to even); past the halves' range it is a
            // typing slip rather than a request for infinity.
            case Scalar::Half: {
                if (std::isfinite(x) && std::fabs(x) >= 65520.0)
                    fail(where() + " is out of the range of float16_t (the largest half is 65504)", at);
                return half::round_nearest_even(x);
            }
            case Scalar::Int:
            case Scalar::Uint:
            case Scalar::Int64:
            case Scalar::Uint64: {
                const bool wide = to == Scalar::Int64 || to == Scalar::Uint64;
                // Between integer types the bit pattern is kept (GLSL 4.50 §5.4.1; GL_ARB_gpu_shader_int64 §5.4.1),
                // an int sign-extended, a uint zero-extended, to 64 bits; to 32 bits the low 32 bits.
                if (s == Scalar::Int) return wide ? static_cast<uint64_t>(int64_t{from.i(i)}) : from.bits[i];
                if (s == Scalar::Uint || s == Scalar::Bool) return from.bits[i];
                if (s == Scalar::Int64 || s == Scalar::Uint64) return wide ? from.bits[i] : from.bits[i] & 0xFFFFFFFFull;
                const bool u = to == Scalar::Uint || to == Scalar::Uint64;
                const double lo = u ? 0.0 : wide ? -9223372036854775808.0 : -2147483648.0;
                const double hi = u ? (wide ? 18446744073709551616.0 : 4294967296.0)
                                    : (wide ? 9223372036854775808.0 : 2147483648.0);  // exclusive
                // GLSL would drop the fraction; a typed-in 1.5 for a uint is more likely a slip than a request.
                if (!(x == std::trunc(x)) || x < lo || x >= hi)
                    fail(where() + " does not convert exactly to " + std::string(scalar_name(to)), at);
                if (to == Scalar::Uint64) return static_cast<uint64_t>(x);
                if (to == Scalar::Int64) return static_cast<uint64_t>(static_cast<int64_t>(x));
                return u ? static_cast<uint32_t>(x) : static_cast<uint32_t>(static_cast<int32_t>(x));
            }
        }
        return 0;
    }

    Value parse_constructor(Type t, size_t at) {
        std::string name = type_name(t);
        if (!eat('(')) fail("'" + name + "' needs its components in parentheses, e.g. " + name + "(…)");
        // Each level is a stack frame; a value needs two (dvec4(dvec2(…), …)), a typed one a few.
        if (depth_ >= kMaxLiteralDepth)
            fail("constructors nested deeper than " + std::to_string(kMaxLiteralDepth) + " levels", at);
        ++depth_;
        std::vector<Value> args;
        std::vector<size_t> arg_at;
        if (eat(')')) fail(name + "() has no components", at);
        for (;;) {
            skip_ws();
            if (pos_ < s_.size() && (s_[pos_] == ',' || s_[pos_] == ')')) fail("missing value in " + name + "(…)");
            arg_at.push_back(pos_);
            args.push_back(parse_value());
            if (eat(')')) break;
            if (!eat(',')) {
                if (pos_ >= s_.size()) fail("missing ')' at the end of " + name + "(…)");
                fail("expected ',' or ')' in " + name + "(…)");
            }
        }
        --depth_;
        Value out = make_value(t);
        int n = t.components();
        if (args.size() == 1 && args[0].size() == 1 && t.is_matrix()) {
            uint64_t diag = convert_component(args[0], 0, t.scalar, name, 0, arg_at[0]);
            uint64_t zero = convert_component(Value{kInt, {}}, 0, t.scalar, name, 1, arg_at[0]);
            for (int c = 0; c < t.cols; ++c)
                for (int r = 0; r < t.rows; ++r) out.bits[c * t.rows + r] = c == r ? diag : zero;
            return out;
        }
        int have = 0;
        for (const Value& a : args) have += a.size();
        if (have != n)
            fail(name + " needs " + std::to_string(n) + " components, " + std::to_string(have) +
                     (have == 1 ? " was" : " were") + " given", at);
        int k = 0;
        for (size_t j = 0; j < args.size(); ++j)
            for (int i = 0; i < args[j].size(); ++i, ++k)
                out.bits[k] = convert_component(args[j], i, t.scalar, name, k, arg_at[j]);
        return out;
    }
};

}  // namespace

ParseResult parse_literal(std::string_view text) {
    ParseResult r;
    try {
        r.value = Parser(text).parse_top();
    } catch (const Fail& f) {
        r.error = ParseError{f.message, f.column};
    }
    return r;
}

std::optional<int> implicit_conversion_cost(Type from, Type to) {
    if (from == to) return 0;
    if (from.rows != to.rows || from.cols != to.cols) return std::nullopt;
    Scalar f = from.scalar, t = to.scalar;
    if (from.is_matrix()) return (f == Scalar::Float && t == Scalar::Double) ? std::optional<int>(1) : std::nullopt;
    // GLSL 4.50 §4.1.10, with GL_ARB_gpu_shader_int64's rows: int to int64_t and uint64_t, uint to uint64_t,
    // int64_t to uint64_t and double, uint64_t to double; GL_NV_gpu_shader5 §4.1.10's float16_t to float and double.
    bool ok = (f == Scalar::Half && (t == Scalar::Float || t == Scalar::Double)) ||
              (f == Scalar::Int && (t == Scalar::Uint || t == Scalar::Float || t == Scalar::Double ||
                                    t == Scalar::Int64 || t == Scalar::Uint64)) ||
              (f == Scalar::Uint && (t == Scalar::Float || t == Scalar::Double || t == Scalar::Uint64)) ||
              (f == Scalar::Float && t == Scalar::Double) ||
              (f == Scalar::Int64 && (t == Scalar::Uint64 || t == Scalar::Double)) ||
              (f == Scalar::Uint64 && t == Scalar::Double);
    return ok ? std::optional<int>(1) : std::nullopt;
}

std::optional<Value> implicit_convert(const Value& v, Type to) {
    if (!implicit_conversion_cost(v.type, to)) return std::nullopt;
    Value out = make_value(to);
    for (int i = 0; i < v.size(); ++i) {
        if (v.type.scalar == to.scalar || (v.type.scalar == Scalar::Int && to.scalar == Scalar::Uint) ||
            (v.type.scalar == Scalar::Int64 && to.scalar == Scalar::Uint64) ||
            (v.type.scalar == Scalar::Uint && to.scalar == Scalar::Uint64))
            out.bits[i] = v.bits[i];  // bits kept; a uint widens with zeros
        else if (v.type.scalar == Scalar::Int && to.is_int64())
            out.bits[i] = static_cast<uint64_t>(int64_t{v.i(i)});  // sign-extended
        else if (to.scalar == Scalar::Float)
            out.set_f(i, static_cast<float>(component_as_double(v, i)));
        else
            out.set_d(i, component_as_double(v, i));
    }
    return out;
}

}  // namespace il
