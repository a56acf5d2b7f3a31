// Where a batch's cases come from: any case by its index, from any thread, so chunks can be filled in parallel
// and a seeded sweep gives the same cases whatever the thread count.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "catalog/overload.h"
#include "gpu/layout.h"
#include "vectors/domain.h"

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
    // Writes the inputs of cases [first, first + n) into input records `stride` bytes apart, each component at
    // its offset and width in `l` (flat_layout of the kernel's inputs). By default through fill_bits.
    virtual void fill_records(uint64_t first, size_t n, const FlatLayout& l, uint8_t* records, size_t stride) const;
    // True when case i is the one 32-bit input pattern *first + i · *step (for two or three inputs, the grid case
    // *first + i, *step 1: GridSource), which a kernel can derive from its invocation index
    // (GeneratedShader::index_input) instead of reading it from a buffer.
    virtual bool index_base(uint64_t* first, uint64_t* step) const {
        (void)first, (void)step;
        return false;
    }
};

// A sweep of one overload: the cartesian product of the special values (generators.h), then `random` seeded
// random cases; random case r uses splitmix64 started from (seed, r), with the distribution of RandomInputs, and
// all but one in kDomainOutsideShare are then folded into the row's domain (vectors/domain.h).
class SweepSource : public CaseSource {
public:
    SweepSource(const Overload& o, uint64_t random, uint64_t seed);
    uint64_t size() const override { return specials_ + random_; }
    void fill(uint64_t index, Value* in) const override;
    void fill_bits(uint64_t first, size_t n, uint64_t* comps) const override;
    // Random cases a block at a time, one component of every case of the block in one vectorized loop.
    void fill_records(uint64_t first, size_t n, const FlatLayout& l, uint8_t* records, size_t stride) const override;
    uint64_t specials() const { return specials_; }

private:
    // Random cases [index, end) (index >= specials_), a block at a time: put(values, i, m) takes the m cases
    // from index + i on, component c of case index + i + k at values[c * kBlock + k]
    // (kBlock: case_source.cpp).
    template <class Put>
    void fill_random(uint64_t index, uint64_t end, const Put& put) const;

    std::vector<Scalar> scalars_;  // per input
    std::vector<int> components_;  // per input
    std::vector<Scalar> comp_scalars_;                        // per component of a case
    std::vector<const std::vector<uint64_t>*> comp_specials_;  // per component: random_specials of its scalar
    std::vector<uint64_t> special_bits_;  // specials_ cases, their components in order
    std::vector<DomainStep> domain_;      // the row's domain, folding most random cases into it (vectors/domain.h)
    size_t comps_per_case_ = 0;
    uint64_t specials_ = 0, random_ = 0, seed_ = 0;
};

// Every 32-bit pattern of the one scalar input of an overload (float, int or uint), in order: case i is the
// pattern first + i, for first <= pattern < end (end up to 2^32). Nothing is drawn: a record is its index. With a
// stride s, every s-th pattern: case i is first + i·s (a sample; its inputs go through the input buffer).
class ExhaustiveSource : public CaseSource {
public:
    static constexpr uint64_t kPatterns = uint64_t{1} << 32;
    ExhaustiveSource(uint64_t first, uint64_t end, uint64_t stride = 1) : first_(first), end_(end), stride_(stride) {}
    uint64_t size() const override { return (end_ - first_ + stride_ - 1) / stride_; }
    uint64_t first() const { return first_; }
    uint64_t end() const { return end_; }
    uint64_t pattern(uint64_t index) const { return first_ + index * stride_; }
    void fill(uint64_t index, Value* in) const override { in[0].bits[0] = pattern(index); }
    bool index_base(uint64_t* first, uint64_t* step) const override {
        *first = first_;
        *step = stride_;
        return true;
    }
    void fill_bits(uint64_t first, size_t n, uint64_t* comps) const override;
    void fill_records(uint64_t first, size_t n, const FlatLayout& l, uint8_t* records, size_t stride) const override;

private:
    uint64_t first_, end_, stride_;
};

// Why `o` cannot be swept exhaustively ("has 2 inputs; …": a vector, a 64-bit or bool input too), or "".
std::string exhaustive_unsupported(const Overload& o);

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
