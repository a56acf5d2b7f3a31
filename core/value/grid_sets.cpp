#include "value/grid_sets.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace il {
namespace {

// The mantissas of the two-input float set: zero (±0, powers of two, ±Inf), the lowest bit (denormal min, the
// float above a power of two, a signalling NaN), the top bit (1.5 × 2^e, the quiet NaN), all ones (denormal max,
// FLT_MAX, the float below a power of two) and a few patterns between them that round differently.
const std::vector<uint32_t> kMantissas = {0x000000, 0x000001, 0x2aaaaa, 0x3fffff,
                                          0x400000, 0x400001, 0x555555, 0x7fffff};

std::vector<uint32_t> float_pair_set() {
    std::vector<uint32_t> v;
    for (uint32_t sign = 0; sign < 2; ++sign)
        for (uint32_t e = 0; e < 256; ++e)
            for (uint32_t m : kMantissas) v.push_back(sign << 31 | e << 23 | m);
    return v;  // in increasing order: sign, exponent, mantissa
}

std::vector<uint32_t> float_triple_set() {
    std::vector<uint32_t> v;
    for (uint32_t sign = 0; sign < 2; ++sign) {
        for (uint32_t e = 0; e < 256; ++e) v.push_back(sign << 31 | e << 23);
        for (uint32_t special : {0x00000001u, 0x007fffffu, 0x7f7fffffu, 0x7fc00000u}) v.push_back(sign << 31 | special);
    }
    std::sort(v.begin(), v.end());
    return v;
}

std::vector<uint32_t> integer_set() {
    std::vector<uint32_t> v = {0};
    for (uint32_t k = 0; k < 32; ++k)
        for (uint32_t d : {~0u, 0u, 1u}) {  // 2^k - 1, 2^k, 2^k + 1, wrapping to 32 bits
            const uint32_t x = (uint32_t{1} << k) + d;
            v.push_back(x);
            v.push_back(0u - x);
        }
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

}  // namespace

const std::vector<uint32_t>& pair_mantissas() { return kMantissas; }

const std::vector<uint32_t>& grid_values(Scalar s, size_t arguments) {
    static const std::vector<uint32_t> pair = float_pair_set(), triple = float_triple_set(), ints = integer_set();
    switch (s) {
        case Scalar::Float: return arguments >= 3 ? triple : pair;
        case Scalar::Int:
        case Scalar::Uint: return ints;
        default: throw std::logic_error("grid_values: no grid set for " + std::string(scalar_name(s)));
    }
}

}  // namespace il
