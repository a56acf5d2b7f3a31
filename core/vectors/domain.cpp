#include "vectors/domain.h"

#include <algorithm>
#include <bit>

#include "vectors/generators.h"

namespace il {
namespace {

using Kind = DomainStep::Kind;

// Markers for an exponent range's ends: the format's least and greatest normal exponent; and for an integer range's
// upper end, one below the bits of the left operand (input 0: a shift count).
constexpr int64_t kEmin = -100000, kEmax = 100000, kLeftOperandBits = -100000;

// Which components a table rule takes: every scalar type its kind applies to; only those of rows with a matrix
// operand (operator*, where a vector product overflows to a defined infinity but a matrix product's sums do not);
// only 64-bit integers (int(int64_t x) narrows where int(uint x) keeps the bits; a 64-bit product overflows
// where a 32-bit one wraps); or only 32-bit ones (uint64_t(int x) of a negative x is undefined, where
// uint64_t(int64_t x) keeps the bits).
enum class Only : uint8_t { Any, Matrix, Wide, Narrow };

// One rule of the table: what it does to parameter `param` (and `other`, for a relation) of every overload of
// `function`, and the spec's sentence it keeps the draws away from.
struct DomainRule {
    const char* function;
    const char* param;
    const char* other;
    Kind kind;
    int64_t lo, hi;
    const char* text;  // for domain_text
    Only only = Only::Any;
};

// A moderate magnitude, |x| in [2^-20, 2^21): sums of products of such numbers stay far from overflow and from the
// denormals, where the equation-defined functions' bounds, inherited step by step (GLSL 4.50 §4.7.1), are undefined
// at an infinite or NaN step.
constexpr int64_t kModerate = 20;

// A moderate magnitude for parameter `param` of `function` (kModerate), with the rule's text on the first of a
// function's parameters.
constexpr DomainRule moderate(const char* function, const char* param, const char* text, Only only = Only::Any) {
    return {function, param, nullptr, Kind::kExponentIn, -kModerate, kModerate, text, only};
}

// GLSL 4.50's "undefined if" sentences (chapter 8, §5.9, §4.1.3, §5.4.1) and the steps that overflow in an
// equation-defined function's definition, as folds of random draws.
const DomainRule kRules[] = {
    // §8.1
    {"asin", "x", nullptr, Kind::kExponentIn, kEmin, -1, "|x| < 1 (undefined if |x| > 1)"},
    {"acos", "x", nullptr, Kind::kExponentIn, kEmin, -1, "|x| < 1 (undefined if |x| > 1)"},
    {"atanh", "x", nullptr, Kind::kExponentIn, kEmin, -1, "|x| < 1 (undefined if |x| >= 1)"},
    {"acosh", "x", nullptr, Kind::kNonNegative, 0, 0, "x >= 1 (undefined if x < 1)"},
    {"acosh", "x", nullptr, Kind::kExponentIn, 0, kEmax, ""},
    {"sinh", "x", nullptr, Kind::kExponentIn, kEmin, 5, "|x| < 64 (e^x overflows past 88.7)"},
    {"cosh", "x", nullptr, Kind::kExponentIn, kEmin, 5, "|x| < 64 (e^x overflows past 88.7)"},
    {"tanh", "x", nullptr, Kind::kExponentIn, kEmin, 5, "|x| < 64 (e^x overflows past 88.7)"},
    // §8.2
    {"pow", "x", nullptr, Kind::kNonNegative, 0, 0, "x >= 0 (undefined if x < 0, or x = 0 and y <= 0)"},
    {"log", "x", nullptr, Kind::kNonNegative, 0, 0, "x >= 0 (undefined if x <= 0)"},
    {"log2", "x", nullptr, Kind::kNonNegative, 0, 0, "x >= 0 (undefined if x <= 0)"},
    {"sqrt", "x", nullptr, Kind::kNonNegative, 0, 0, "x >= 0 (undefined if x < 0)"},
    {"inversesqrt", "x", nullptr, Kind::kNonNegative, 0, 0, "x >= 0 (undefined if x <= 0)"},
    // §8.3
    {"clamp", "minVal", "maxVal", Kind::kOrdered, 0, 0, "minVal <= maxVal (undefined if minVal > maxVal)"},
    {"smoothstep", "edge0", "edge1", Kind::kOrdered, 0, 0, "edge0 <= edge1 (undefined if edge0 >= edge1)"},
    moderate("ldexp", "x",
             "|.| in [2^-20, 2^21) for x, exp in [-64, 64] (undefined if the product is too large to be represented)"),
    {"ldexp", "exp", nullptr, Kind::kIntegerIn, -64, 64, ""},
    moderate("mix", "x", "|.| in [2^-20, 2^21) for x, y: x * (1 - a) + y * a stays finite"),
    moderate("mix", "y", ""),
    // §8.5
    moderate("length", "x", "|.| in [2^-20, 2^21) for x: the sum of squares stays finite"),
    moderate("distance", "p0", "|.| in [2^-20, 2^21) for p0, p1: the sum of squares stays finite"),
    moderate("distance", "p1", ""),
    moderate("normalize", "x", "|.| in [2^-20, 2^21) for x: the sum of squares stays finite"),
    moderate("dot", "x", "|.| in [2^-20, 2^21) for x, y: the sum of products stays finite"),
    moderate("dot", "y", ""),
    moderate("cross", "x", "|.| in [2^-20, 2^21) for x, y: the products stay finite"),
    moderate("cross", "y", ""),
    moderate("faceforward", "N", "|.| in [2^-20, 2^21) for N, I, Nref: the dot product stays finite"),
    moderate("faceforward", "I", ""),
    moderate("faceforward", "Nref", ""),
    moderate("reflect", "I", "|.| in [2^-20, 2^21) for I, N: the dot product stays finite"),
    moderate("reflect", "N", ""),
    moderate("refract", "I", "|.| in [2^-20, 2^21) for I, N, eta: k stays finite"),
    moderate("refract", "N", ""),
    moderate("refract", "eta", ""),
    // §8.6
    moderate("determinant", "m", "|.| in [2^-20, 2^21) for m: the products stay finite"),
    {"inverse", "m", nullptr, Kind::kExponentIn, -2, 2,
     "|.| in [2^-2, 2^3) for m: a random matrix of entries that close in size is seldom poorly-conditioned (undefined "
     "if m is singular or poorly-conditioned)"},
    moderate("operator*", "a", "|.| in [2^-20, 2^21) for a, b: the sums of products stay finite", Only::Matrix),
    moderate("operator*", "b", "", Only::Matrix),
    moderate("operator*", "m", "|.| in [2^-20, 2^21) for m, v: the sums of products stay finite", Only::Matrix),
    moderate("operator*", "v", "", Only::Matrix),
    // §8.8
    {"bitfieldExtract", "offset", "bits", Kind::kBitRange, 0, 0,
     "offset, bits >= 0 and offset + bits <= 32 (undefined otherwise)"},
    {"bitfieldInsert", "offset", "bits", Kind::kBitRange, 0, 0,
     "offset, bits >= 0 and offset + bits <= 32 (undefined otherwise)"},
    // HLSL msad4: the 16-bit accumulation (4 differences of at most 255 each)
    {"msad4", "accum", nullptr, Kind::kIntegerIn, 0, 65535 - 4 * 255, "accum <= 64515 (undefined past 65535)"},
    // §5.9 and §4.1.3 (and GL_ARB_gpu_shader_int64's §4.1.3 for 64-bit products)
    {"operator<<", "b", nullptr, Kind::kIntegerIn, 0, kLeftOperandBits, "0 <= b < the bits of a (undefined otherwise)"},
    {"operator>>", "b", nullptr, Kind::kIntegerIn, 0, kLeftOperandBits, "0 <= b < the bits of a (undefined otherwise)"},
    {"operator%", "a", nullptr, Kind::kIntegerNonNegative, 0, 0, "a >= 0, b > 0 (undefined otherwise)"},
    {"operator%", "b", nullptr, Kind::kIntegerNonNegative, 0, 0, ""},
    {"operator%", "b", nullptr, Kind::kNonZero, 0, 0, ""},
    {"operator/", "b", nullptr, Kind::kNonZero, 0, 0, "b != 0 (integers: undefined for b = 0)"},
    {"operator*", "a", nullptr, Kind::kIntegerIn, -(int64_t{1} << 31), (int64_t{1} << 31) - 1,
     "|a|, |b| < 2^31 (a 64-bit product past the type's range is undefined)", Only::Wide},
    {"operator*", "b", nullptr, Kind::kIntegerIn, -(int64_t{1} << 31), (int64_t{1} << 31) - 1, "", Only::Wide},
    // §5.4.1: a conversion to an integer of a value it cannot hold is undefined
    {"int", "x", nullptr, Kind::kExponentIn, kEmin, 30, "|x| < 2^31 (undefined past int's range)"},
    {"int", "x", nullptr, Kind::kIntegerIn, -(int64_t{1} << 31), (int64_t{1} << 31) - 1, "", Only::Wide},
    {"uint", "x", nullptr, Kind::kNonNegative, 0, 0, "0 <= x < 2^32 (undefined past uint's range)"},
    {"uint", "x", nullptr, Kind::kExponentIn, kEmin, 31, ""},
    {"uint", "x", nullptr, Kind::kIntegerIn, 0, (int64_t{1} << 32) - 1, "", Only::Wide},
    {"int64_t", "x", nullptr, Kind::kExponentIn, kEmin, 62, "|x| < 2^63 (undefined past int64_t's range)"},
    {"uint64_t", "x", nullptr, Kind::kNonNegative, 0, 0, "0 <= x < 2^64 (undefined past uint64_t's range)"},
    {"uint64_t", "x", nullptr, Kind::kExponentIn, kEmin, 63, ""},
    {"uint64_t", "x", nullptr, Kind::kIntegerNonNegative, 0, 0, "x >= 0 (undefined past uint64_t's range)",
     Only::Narrow},
};

// Whether a rule's kind takes components of scalar type s.
bool takes(Kind k, Scalar s) {
    const bool fp = s == Scalar::Float || s == Scalar::Double;
    const bool integer = s == Scalar::Int || s == Scalar::Uint || s == Scalar::Int64 || s == Scalar::Uint64;
    switch (k) {
        case Kind::kNonNegative:
        case Kind::kExponentIn: return fp;
        case Kind::kIntegerIn:
        case Kind::kNonZero:
        case Kind::kBitRange: return integer;
        case Kind::kIntegerNonNegative: return s == Scalar::Int || s == Scalar::Int64;
        case Kind::kOrdered: return fp || integer;
    }
    return false;
}

// The flat index of each parameter's first component, by input name.
struct Inputs {
    std::vector<Param> params;
    std::vector<uint32_t> first;
    int find(const char* name) const {
        for (size_t k = 0; k < params.size(); ++k)
            if (params[k].name == name) return static_cast<int>(k);
        return -1;
    }
};

Inputs inputs_of(const Overload& o) {
    Inputs in{o.inputs(), {}};
    uint32_t at = 0;
    for (const Param& p : in.params) {
        in.first.push_back(at);
        at += static_cast<uint32_t>(p.type.components());
    }
    return in;
}

bool has_matrix(const Inputs& in) {
    for (const Param& p : in.params)
        if (p.type.is_matrix()) return true;
    return false;
}

template <typename F>
void for_each_rule(const Overload& o, const Inputs& in, F f) {
    for (const DomainRule& r : kRules) {
        if (o.function != r.function || (r.only == Only::Matrix && !has_matrix(in))) continue;
        const int k = in.find(r.param);
        if (k < 0 || !takes(r.kind, in.params[k].type.scalar)) continue;
        if (r.only == Only::Wide && !in.params[k].type.is_int64()) continue;
        if (r.only == Only::Narrow && (!in.params[k].type.is_integer() || in.params[k].type.is_int64())) continue;
        f(r, k);
    }
}

// Folds the normal float or double x (of `bits` width) whose unbiased exponent lies outside [lo, hi] into it, the
// exponent taken modulo the range's width; other values as they are.
uint64_t fold_exponent(uint64_t x, bool wide, int64_t lo, int64_t hi) {
    const int fraction = wide ? 52 : 23;
    const int64_t bias = wide ? 1023 : 127, emax = bias, emin = 1 - bias;
    lo = std::max(lo, emin);
    hi = std::min(hi, emax);
    const uint64_t field_mask = wide ? 0x7ff : 0xff;
    const uint64_t field = x >> fraction & field_mask;
    if (field == 0 || field == field_mask) return x;  // zero, denormal, infinity, NaN
    const int64_t e = static_cast<int64_t>(field) - bias;
    if (e >= lo && e <= hi) return x;
    const int64_t width = hi - lo + 1;
    const int64_t folded = lo + ((e - lo) % width + width) % width;
    return (x & ~(field_mask << fraction)) | static_cast<uint64_t>(folded + bias) << fraction;
}

bool wide(Scalar s) { return s == Scalar::Double || s == Scalar::Int64 || s == Scalar::Uint64; }
bool is_signed(Scalar s) { return s == Scalar::Int || s == Scalar::Int64; }

// The signed value of an integer component, as its type reads it.
int64_t as_signed(uint64_t x, Scalar s) {
    return s == Scalar::Int ? int64_t{static_cast<int32_t>(static_cast<uint32_t>(x))} : static_cast<int64_t>(x);
}

// An integer component folded into [lo, hi] (as its type reads it: signed or unsigned), modulo the range's width.
uint64_t fold_integer(uint64_t x, Scalar s, int64_t lo, int64_t hi) {
    const uint64_t mask = wide(s) ? ~uint64_t{0} : 0xffffffffu;
    if (is_signed(s)) {
        const int64_t v = as_signed(x, s);
        if (v >= lo && v <= hi) return x;
        const uint64_t width = static_cast<uint64_t>(hi - lo) + 1;
        return static_cast<uint64_t>(
                   lo + static_cast<int64_t>((static_cast<uint64_t>(v) - static_cast<uint64_t>(lo)) % width)) &
               mask;
    }
    const uint64_t v = x & mask, ulo = static_cast<uint64_t>(lo), uhi = static_cast<uint64_t>(hi);
    if (v >= ulo && v <= uhi) return x;
    return ulo + (v - ulo) % (uhi - ulo + 1);
}

// a < b as a component of scalar type S reads them.
template <Scalar S>
bool less_as(uint64_t a, uint64_t b) {
    if constexpr (S == Scalar::Float)
        return std::bit_cast<float>(static_cast<uint32_t>(a)) < std::bit_cast<float>(static_cast<uint32_t>(b));
    else if constexpr (S == Scalar::Double)
        return std::bit_cast<double>(a) < std::bit_cast<double>(b);
    else if constexpr (S == Scalar::Int || S == Scalar::Int64)
        return as_signed(a, S) < as_signed(b, S);
    else
        return a < b;
}

}  // namespace

std::vector<DomainStep> domain_steps(const Overload& o) {
    const Inputs in = inputs_of(o);
    std::vector<DomainStep> steps;
    for_each_rule(o, in, [&](const DomainRule& r, int k) {
        const Param& p = in.params[k];
        const int other = r.other ? in.find(r.other) : -1;
        if (r.other && other < 0) return;
        int64_t lo = r.lo, hi = r.hi;
        if (r.kind == Kind::kIntegerIn && !is_signed(p.type.scalar) && lo < 0) lo = 0;  // an unsigned type's part
        if (hi == kLeftOperandBits) hi = in.params[0].type.component_bits() - 1;
        for (int c = 0, n = p.type.components(); c < n; ++c) {
            DomainStep s{r.kind, p.type.scalar, in.first[k] + static_cast<uint32_t>(c), 0, lo, hi};
            if (other >= 0) {
                const Param& q = in.params[other];
                // A scalar shared by every component (smoothstep(float, float, vec4)) pairs with the scalar.
                s.other = in.first[other] + static_cast<uint32_t>(q.type.components() == 1 ? 0 : c);
            }
            steps.push_back(s);
        }
    });
    return steps;
}

bool domain_outside(uint64_t seed, uint64_t r) {
    return splitmix64_mix(seed ^ 0x5851f42d4c957f2dull ^ splitmix64_mix(r + 1)) % kDomainOutsideShare == 0;
}

namespace {

// x[i] = f(x[i]) for each case i not kept, one loop per step with no branch on the data (a random draw mispredicts
// half the branches of a comparison).
template <class F>
void fold_each(uint64_t* x, size_t m, const uint8_t* keep, F f) {
    for (size_t i = 0; i < m; ++i) x[i] = keep[i] ? x[i] : f(x[i]);
}

// x[i] and y[i] swapped where y[i] < x[i], for each case i not kept.
template <class Less>
void order_each(uint64_t* x, uint64_t* y, size_t m, const uint8_t* keep, Less less) {
    for (size_t i = 0; i < m; ++i) {
        const uint64_t a = x[i], b = y[i];
        // The swap as a mask: the compiler turns a select between two loads back into a branch.
        const uint64_t swap = (a ^ b) & (0 - static_cast<uint64_t>(!keep[i] & less(b, a)));
        x[i] = a ^ swap;
        y[i] = b ^ swap;
    }
}

}  // namespace

void fold_into_domain(const std::vector<DomainStep>& steps, uint64_t* comps, size_t stride, size_t m,
                      const uint8_t* keep) {
    for (const DomainStep& s : steps) {
        uint64_t* x = comps + s.comp * stride;
        uint64_t* y = comps + s.other * stride;
        const bool w = wide(s.scalar);
        switch (s.kind) {
            case Kind::kNonNegative:
            case Kind::kIntegerNonNegative: {  // the sign bit
                const uint64_t mask = w ? ~(uint64_t{1} << 63) : 0x7fffffffu;
                fold_each(x, m, keep, [mask](uint64_t v) { return v & mask; });
                break;
            }
            case Kind::kExponentIn:
                fold_each(x, m, keep, [&](uint64_t v) { return fold_exponent(v, w, s.lo, s.hi); });
                break;
            case Kind::kIntegerIn:
                fold_each(x, m, keep, [&](uint64_t v) { return fold_integer(v, s.scalar, s.lo, s.hi); });
                break;
            case Kind::kNonZero: {
                const uint64_t mask = w ? ~uint64_t{0} : 0xffffffffu;
                fold_each(x, m, keep, [mask](uint64_t v) { return (v & mask) == 0 ? 1 : v; });
                break;
            }
            case Kind::kOrdered:
                switch (s.scalar) {  // the comparison chosen outside the loop
                    case Scalar::Float: order_each(x, y, m, keep, less_as<Scalar::Float>); break;
                    case Scalar::Double: order_each(x, y, m, keep, less_as<Scalar::Double>); break;
                    case Scalar::Int: order_each(x, y, m, keep, less_as<Scalar::Int>); break;
                    case Scalar::Int64: order_each(x, y, m, keep, less_as<Scalar::Int64>); break;
                    default: order_each(x, y, m, keep, less_as<Scalar::Uint>); break;
                }
                break;
            case Kind::kBitRange:
                for (size_t i = 0; i < m; ++i) {
                    if (keep[i]) continue;
                    const uint32_t offset = static_cast<uint32_t>(x[i]) % 33;
                    x[i] = offset;
                    y[i] = static_cast<uint32_t>(y[i]) % (33 - offset);
                }
                break;
        }
    }
}

std::string domain_text(const Overload& o) {
    const Inputs in = inputs_of(o);
    std::string text;
    for_each_rule(o, in, [&](const DomainRule& r, int) {
        if (!*r.text || text.find(r.text) != std::string::npos) return;
        text += (text.empty() ? "" : "; ") + std::string(r.text);
    });
    return text;
}

}  // namespace il
