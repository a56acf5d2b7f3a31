#include "gui/exact_decimal.h"

#include <vector>

#include "value/float_format.h"
#include "value/format.h"
#include "value/value.h"

namespace il::gui {
namespace {

// A non-negative integer as base-10^9 limbs, least significant first.
using Big = std::vector<uint32_t>;

void multiply(Big& b, uint32_t m) {
    uint64_t carry = 0;
    for (uint32_t& limb : b) {
        uint64_t x = uint64_t{limb} * m + carry;
        limb = static_cast<uint32_t>(x % 1000000000u);
        carry = x / 1000000000u;
    }
    while (carry) {
        b.push_back(static_cast<uint32_t>(carry % 1000000000u));
        carry /= 1000000000u;
    }
}

std::string digits(const Big& b) {
    std::string s = std::to_string(b.empty() ? 0 : b.back());
    for (size_t i = b.size() - 1; i-- > 0;) {
        std::string limb = std::to_string(b[i]);
        s += std::string(9 - limb.size(), '0') + limb;
    }
    return s;
}

}  // namespace

std::string exact_decimal(Scalar s, uint64_t bits) {
    if (!Type{s}.is_float()) return "";
    const FloatFormat& f = format_of_width(Type{s}.component_bits());
    int mant_bits = f.fraction_bits(), exp_bits = f.exponent_bits(), bias = f.bias();
    bool negative = bits >> (mant_bits + exp_bits) & 1;
    uint64_t e = bits >> mant_bits & ((uint64_t{1} << exp_bits) - 1);
    uint64_t m = bits & ((uint64_t{1} << mant_bits) - 1);
    std::string sign = negative ? "-" : "";
    if (e == (uint64_t{1} << exp_bits) - 1) return m ? "nan" : sign + "inf";
    if (e == 0 && m == 0) return sign + "0";
    // value = m * 2^exp with an integer m.
    int exp = (e == 0 ? 1 - bias : static_cast<int>(e) - bias) - mant_bits;
    if (e != 0) m |= uint64_t{1} << mant_bits;
    Big b;
    for (uint64_t x = m; x; x /= 1000000000u) b.push_back(static_cast<uint32_t>(x % 1000000000u));
    if (exp >= 0) {
        for (int i = 0; i < exp; ++i) multiply(b, 2);
        return sign + digits(b);
    }
    // m * 2^-k = m * 5^k / 10^k: the digits of m * 5^k with the point k places from the right.
    int k = -exp;
    for (int i = 0; i < k; ++i) multiply(b, 5);
    std::string d = digits(b);
    if (static_cast<int>(d.size()) <= k) d = std::string(static_cast<size_t>(k) - d.size() + 1, '0') + d;
    std::string whole = d.substr(0, d.size() - static_cast<size_t>(k)), frac = d.substr(d.size() - static_cast<size_t>(k));
    while (!frac.empty() && frac.back() == '0') frac.pop_back();
    return sign + whole + (frac.empty() ? "" : "." + frac);
}

std::string fields_text(Scalar s, uint64_t bits) {
    Value v = make_value(Type{s});
    v.bits[0] = bits;
    return float_fields_text(v, 0);
}

}  // namespace il::gui
