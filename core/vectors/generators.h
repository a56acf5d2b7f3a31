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
