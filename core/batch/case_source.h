// Where a batch's cases come from: any case by its index, from any thread, so chunks can be filled in parallel
// and a seeded sweep gives the same cases whatever the thread count.
#pragma once
#include <cstdint>
#include <vector>

#include "catalog/overload.h"

namespace il {

class CaseSource {
public:
    virtual ~CaseSource() = default;
    virtual uint64_t size() const = 0;
    // Writes the inputs of case `index` into in[0 .. n_inputs), whose types are already set.
    virtual void fill(uint64_t index, Value* in) const = 0;
    // Writes the inputs of cases [first, first + n) as component bits, case-major: the inputs' components in
    // order, each in the low bits of a uint64_t (the layout of Value::bits).
    virtual void fill_bits(uint64_t first, size_t n, uint64_t* comps) const = 0;
};

// A sweep of one overload: the cartesian product of the special values (generators.h), then `random` seeded
// random cases; random case r uses splitmix64 started from (seed, r), with the distribution of RandomInputs.
class SweepSource : public CaseSource {
public:
    SweepSource(const Overload& o, uint64_t random, uint64_t seed);
    uint64_t size() const override { return specials_ + random_; }
    void fill(uint64_t index, Value* in) const override;
    void fill_bits(uint64_t first, size_t n, uint64_t* comps) const override;
    uint64_t specials() const { return specials_; }

private:
    // The random state of case `index` (>= specials_).
    uint64_t random_state(uint64_t index) const;
    // Random cases [index, end) into comps, every component of scalar type S.
    template <Scalar S>
    void fill_random(uint64_t index, uint64_t end, uint64_t* comps) const;

    std::vector<Scalar> scalars_;  // per input
    std::vector<int> components_;  // per input
    std::vector<Scalar> comp_scalars_;                        // per component of a case
    std::vector<const std::vector<uint64_t>*> comp_specials_;  // per component: random_specials of its scalar
    std::vector<uint64_t> special_bits_;  // specials_ cases, their components in order
    size_t comps_per_case_ = 0;
    uint64_t specials_ = 0, random_ = 0, seed_ = 0;
};

// Cases held in memory (a vectors file, the GUI's batch table): n cases of n_inputs values, case-major.
class ListSource : public CaseSource {
public:
    ListSource(const Value* inputs, size_t n_inputs, uint64_t n) : in_(inputs), n_in_(n_inputs), n_(n) {}
    uint64_t size() const override { return n_; }
    void fill(uint64_t index, Value* in) const override {
        for (size_t a = 0; a < n_in_; ++a) in[a] = in_[index * n_in_ + a];
    }
    void fill_bits(uint64_t first, size_t n, uint64_t* comps) const override {
        for (const Value *v = in_ + first * n_in_, *end = v + n * n_in_; v != end; ++v)
            for (int k = 0, c = v->size(); k < c; ++k) *comps++ = v->bits[k];
    }

private:
    const Value* in_;
    size_t n_in_;
    uint64_t n_;
};

}  // namespace il
