// Input generators for sweeps: special values per argument (cartesian product) and seeded random inputs.
#pragma once
#include <cstdint>
#include <vector>

#include "catalog/overload.h"

namespace il {

// The special values of a scalar type: for floats ±0, ±smallest and largest denormal, ±FLT_MIN, ±1, ±2,
// ±0.5, ±FLT_MAX, ±Inf, NaN (and the double equivalents); for integers 0, 1, 2, INT_MIN, INT_MAX,
// UINT_MAX and powers of two ±1; for bools false, true.
std::vector<uint64_t> special_bits(Scalar s);

// Cartesian product of the special values over the in parameters; vector components take successive
// specials (component c of a value built from special k is special k + c), so every special appears in
// every component without a product over components.
std::vector<std::vector<Value>> special_cases(const Overload& o);

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
    return s == Scalar::Float || s == Scalar::Double ? 19 : s == Scalar::Bool ? 2 : 14;
}

// The random special values of s (special_bits(s)), built once.
const std::vector<uint64_t>& random_specials(Scalar s);

// One random component of scalar type S drawn from `state`, with `specials` = random_specials(S).data():
// inline and without branches on the random bits, so sweeps that fill millions of cases (SweepSource) draw
// exactly what RandomInputs draws, at loop speed. About one draw in 16 (floats) or 8 (integers) is a special.
template <Scalar S>
inline uint64_t random_component(uint64_t& state, const uint64_t* specials) {
    constexpr size_t n = special_count(S);
    const uint64_t r = splitmix64(state);
    if constexpr (S == Scalar::Float) {
        const uint64_t exponent = 1 + (r >> 8) % 254;  // log-uniform magnitude over the normal range
        const uint64_t normal = (r >> 4 & 1) << 31 | exponent << 23 | (r >> 32 & 0x7fffff);
        return (r & 15) == 0 ? specials[(r >> 4) % n] : normal;
    } else if constexpr (S == Scalar::Double) {
        // A normal draw takes a second number from the state for its mantissa; a special does not.
        const bool special = (r & 15) == 0;
        const uint64_t next = state + 0x9e3779b97f4a7c15ull;
        const uint64_t exponent = 1 + (r >> 8) % 2046;
        const uint64_t normal = (r >> 4 & 1) << 63 | exponent << 52 | (splitmix64_mix(next) & 0xfffffffffffffull);
        state = special ? state : next;
        return special ? specials[(r >> 4) % n] : normal;
    } else if constexpr (S == Scalar::Bool) {
        return r >> 63;
    } else {
        return (r & 7) == 0 ? specials[(r >> 3) % n] : r >> 32;
    }
}

inline uint64_t random_component(Scalar s, uint64_t& state, const uint64_t* specials) {
    switch (s) {
        case Scalar::Float: return random_component<Scalar::Float>(state, specials);
        case Scalar::Double: return random_component<Scalar::Double>(state, specials);
        case Scalar::Int: return random_component<Scalar::Int>(state, specials);
        case Scalar::Uint: return random_component<Scalar::Uint>(state, specials);
        case Scalar::Bool: return random_component<Scalar::Bool>(state, specials);
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
