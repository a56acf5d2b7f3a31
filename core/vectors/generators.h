// Input generators for sweeps: special values per argument (cartesian product) and seeded random inputs.
#pragma once
#include <cstdint>
#include <vector>

#include "catalog/overload.h"

namespace il {

// The special values of a scalar type: for floats ±0, ±smallest and largest denormal, ±FLT_MIN, ±1, ±2,
// ±0.5, ±FLT_MAX, ±Inf, NaN (and the double equivalents); for integers 0, 1, 2, INT_MIN, INT_MAX,
// UINT_MAX and powers of two ±1; for int64_t and uint64_t 0, ±1, ±2, INT64_MIN, INT64_MAX, UINT64_MAX and the
// 2^32 and 2^31 boundaries; for bools false, true.
std::vector<uint64_t> special_bits(Scalar s);

// Cartesian product of the special values over the in parameters; vector components take successive
// specials (component c of a value built from special k is special k + c), so every special appears in
// every component without a product over components.
std::vector<std::vector<Value>> special_cases(const Overload& o);
// The same cases as component bits, case-major: each case's inputs' components in order (the layout of
// CaseSource::fill_bits), with no Value built, for the sources that draw their cases from it.
std::vector<uint64_t> special_case_bits(const Overload& o);

// Deterministic random inputs: log-uniform magnitudes with random sign and mantissa for floats, with about
// one component in 16 drawn from the specials; uniform bits for integers with one in 8 special.
// splitmix64: small, fast and the same on every platform, so a seed reproduces a sweep anywhere.
inline uint64_t splitmix64_mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}
inline uint64_t splitmix64(uint64_t& state) { return splitmix64_mix(state += 0x9e3779b97f4a7c15ull); }

// How many special values special_bits(s) lists: a constant, so a random draw's modulo is a multiply.
constexpr size_t special_count(Scalar s) {
    return s == Scalar::Float || s == Scalar::Double ? 19 : s == Scalar::Half ? 18 : s == Scalar::Bool ? 2 : 14;
}

// The random special values of s (special_bits(s)), built once.
const std::vector<uint64_t>& random_specials(Scalar s);

// x % M for an x below 2^Bits, through its 32-bit halves (x = hi * 2^32 + lo): a 64-bit division by a constant
// needs a 64 x 64 high multiply, which no SIMD unit has; 32-bit ones vectorize.
template <unsigned Bits, uint32_t M>
constexpr uint32_t mod_by_halves(uint64_t x) {
    constexpr uint64_t k = (uint64_t{1} << 32) % M;
    static_assert(Bits > 32 && Bits <= 64 && (((uint64_t{1} << (Bits - 32)) - 1) * k + M - 1) >> 32 == 0,
                  "hi * (2^32 mod M) + lo % M must fit in 32 bits");
    const uint32_t hi = static_cast<uint32_t>(x >> 32), lo = static_cast<uint32_t>(x);
    return (hi * static_cast<uint32_t>(k) + lo % M) % M;
}

// One random draw of scalar type S from `state`, before its special is looked up: the normal value it gives, the
// index in random_specials(S) of the special it would give (always a valid one), and whether it gives the special.
// Inline and without branches on the random bits, so a loop over cases vectorizes (SweepSource). About one draw in
// 16 (floats) or 8 (integers) is a special.
struct RandomDraw {
    uint64_t normal;
    uint32_t index;
    bool special;
};

template <Scalar S>
inline RandomDraw random_draw(uint64_t& state) {
    constexpr uint32_t n = special_count(S);
    const uint64_t r = splitmix64(state);
    if constexpr (S == Scalar::Float) {
        const uint64_t exponent = 1 + mod_by_halves<56, 254>(r >> 8);  // log-uniform magnitude, normal range
        const uint64_t normal = (r >> 4 & 1) << 31 | exponent << 23 | (r >> 32 & 0x7fffff);
        return {normal, mod_by_halves<60, n>(r >> 4), (r & 15) == 0};
    } else if constexpr (S == Scalar::Double) {
        // A normal draw takes a second number from the state for its mantissa; a special does not.
        const uint64_t taken = state, next = state + 0x9e3779b97f4a7c15ull;
        const uint64_t exponent = 1 + mod_by_halves<56, 2046>(r >> 8);
        const uint64_t normal = (r >> 4 & 1) << 63 | exponent << 52 | (splitmix64_mix(next) & 0xfffffffffffffull);
        state = (r & 15) == 0 ? taken : next;
        return {normal, mod_by_halves<60, n>(r >> 4), (r & 15) == 0};
    } else if constexpr (S == Scalar::Half) {
        const uint64_t exponent = 1 + mod_by_halves<56, 30>(r >> 8);  // log-uniform magnitude, normal range
        const uint64_t normal = (r >> 4 & 1) << 15 | exponent << 10 | (r >> 32 & 0x3ff);
        return {normal, mod_by_halves<60, n>(r >> 4), (r & 15) == 0};
    } else if constexpr (S == Scalar::Bool) {
        return {r >> 63, 0, false};
    } else if constexpr (S == Scalar::Int64 || S == Scalar::Uint64) {
        // 64 uniform bits from a second mix of the draw (the state advances once, as for 32-bit integers).
        return {splitmix64_mix(r ^ 0x632be59bd9b4e019ull), mod_by_halves<61, n>(r >> 3), (r & 7) == 0};
    } else {
        return {r >> 32, mod_by_halves<61, n>(r >> 3), (r & 7) == 0};
    }
}

// One random component of scalar type S drawn from `state`, with `specials` = random_specials(S).data(): the draw
// above with its special looked up, as RandomInputs draws it. The special is loaded whether it is taken or not (its
// index is always valid), so that the loop stays free of branches on the random bits.
template <Scalar S>
inline uint64_t random_component(uint64_t& state, const uint64_t* specials) {
    const RandomDraw d = random_draw<S>(state);
    if constexpr (S == Scalar::Bool) return d.normal;  // no specials
    const uint64_t special = specials[d.index];
    return d.special ? special : d.normal;
}

inline uint64_t random_component(Scalar s, uint64_t& state, const uint64_t* specials) {
    switch (s) {
        case Scalar::Float: return random_component<Scalar::Float>(state, specials);
        case Scalar::Double: return random_component<Scalar::Double>(state, specials);
        case Scalar::Int: return random_component<Scalar::Int>(state, specials);
        case Scalar::Uint: return random_component<Scalar::Uint>(state, specials);
        case Scalar::Bool: return random_component<Scalar::Bool>(state, specials);
        case Scalar::Int64: return random_component<Scalar::Int64>(state, specials);
        case Scalar::Uint64: return random_component<Scalar::Uint64>(state, specials);
        case Scalar::Half: return random_component<Scalar::Half>(state, specials);
    }
    return 0;
}

class RandomInputs {
public:
    explicit RandomInputs(uint64_t seed) : state_(seed ? seed : 0x9e3779b97f4a7c15ull) {}
    std::vector<Value> next(const Overload& o);
    uint64_t next_u64();
    uint64_t component(Scalar s);  // one component of that scalar type

private:
    uint64_t state_;
};

}  // namespace il
