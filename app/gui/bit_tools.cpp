#include "gui/bit_tools.h"

#include "value/float_format.h"

namespace il::gui {

const std::vector<QuickValue>& quick_values(Scalar s) {
    static const std::vector<QuickValue> f = {
        {"+0", 0x00000000u, "positive zero"},
        {"-0", 0x80000000u, "negative zero: equal to +0, but 1/-0 is -Inf"},
        {"+Inf", 0x7f800000u, "positive infinity"},
        {"-Inf", 0xff800000u, "negative infinity"},
        {"NaN", 0x7fc00000u, "the default quiet NaN"},
        {"denorm", 0x00000001u, "smallest denormal, 2^-149 (may be flushed to 0 on a GPU)"},
        {"FLT_MAX", 0x7f7fffffu, "largest finite float, (2 - 2^-23) x 2^127"},
    };
    static const std::vector<QuickValue> d = {
        {"+0", 0, "positive zero"},
        {"-0", 0x8000000000000000ull, "negative zero"},
        {"+Inf", 0x7ff0000000000000ull, "positive infinity"},
        {"-Inf", 0xfff0000000000000ull, "negative infinity"},
        {"NaN", 0x7ff8000000000000ull, "the default quiet NaN"},
        {"denorm", 1, "smallest denormal, 2^-1074"},
        {"DBL_MAX", 0x7fefffffffffffffull, "largest finite double"},
    };
    static const std::vector<QuickValue> u = {
        {"0", 0, "zero"},
        {"1", 1, "one"},
        {"0x80000000", 0x80000000u, "only the top bit"},
        {"0xFFFFFFFF", 0xffffffffu, "UINT_MAX"},
    };
    static const std::vector<QuickValue> i = {
        {"0", 0, "zero"},
        {"1", 1, "one"},
        {"-1", 0xffffffffu, "minus one: all bits set"},
        {"INT_MIN", 0x80000000u, "-2147483648"},
        {"INT_MAX", 0x7fffffffu, "2147483647"},
    };
    static const std::vector<QuickValue> b = {{"false", 0, "false"}, {"true", 1, "true"}};
    static const std::vector<QuickValue> h = {
        {"+0", 0x0000, "positive zero"},
        {"-0", 0x8000, "negative zero"},
        {"+Inf", 0x7c00, "positive infinity"},
        {"-Inf", 0xfc00, "negative infinity"},
        {"NaN", 0x7e00, "a quiet NaN"},
        {"denorm", 0x0001, "smallest denormal half, 2^-24"},
        {"HALF_MAX", 0x7bff, "largest finite half, 65504"},
    };
    static const std::vector<QuickValue> i64 = {
        {"0", 0, "zero"},
        {"-1", 0xffffffffffffffffull, "minus one: all bits set"},
        {"2^32", 0x100000000ull, "the first value past 32 bits"},
        {"INT64_MIN", 0x8000000000000000ull, "-9223372036854775808"},
        {"INT64_MAX", 0x7fffffffffffffffull, "9223372036854775807"},
    };
    static const std::vector<QuickValue> u64 = {
        {"0", 0, "zero"},
        {"2^32", 0x100000000ull, "the first value past 32 bits"},
        {"UINT64_MAX", 0xffffffffffffffffull, "every bit set"},
    };
    switch (s) {
        case Scalar::Float: return f;
        case Scalar::Double: return d;
        case Scalar::Uint: return u;
        case Scalar::Int: return i;
        case Scalar::Bool: return b;
        case Scalar::Int64: return i64;
        case Scalar::Uint64: return u64;
        case Scalar::Half: return h;
    }
    return b;
}

uint64_t ulp_step(Scalar s, uint64_t bits, bool up) {
    if (Type{s}.is_float()) {  // the next float on its format's line (as nextafter for float and double); a NaN stays
        const FloatFormat& f = format_of_width(Type{s}.component_bits());
        return f.is_nan(bits) ? bits : f.step(bits, up ? 1 : -1);
    }
    switch (s) {
        case Scalar::Bool: return bits ? 0 : 1;
        case Scalar::Int64:
        case Scalar::Uint64: return bits + (up ? 1 : ~uint64_t{0});
        default: return static_cast<uint32_t>(bits + (up ? 1 : 0xffffffffu));
    }
}

BitField bit_field(Scalar s, int bit) {
    if (Type{s}.is_float()) {
        const FloatFormat& f = format_of_width(Type{s}.component_bits());
        return bit == f.width - 1 ? BitField::Sign : bit >= f.fraction_bits() ? BitField::Exponent : BitField::Mantissa;
    }
    if ((s == Scalar::Int && bit == 31) || (s == Scalar::Int64 && bit == 63)) return BitField::Sign;
    return BitField::Integer;
}

}  // namespace il::gui
