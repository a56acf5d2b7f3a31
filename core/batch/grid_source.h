// The structured grid of `sweep --exhaustive` for an overload of two or three scalar inputs (float, int or uint):
// the Cartesian product of one fixed set of values per argument, in a fixed order, so that case n is computed
// from n alone (chunks, --range and --resume need nothing else).
//
// The sets of values per argument are value/grid_sets.h's.
//
// Case n of a grid of sets S0 … Sk-1 takes the last argument fastest: argument j is
// S_j[(n / (|S_j+1| · … · |S_k-1|)) % |S_j|].
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "batch/case_source.h"
#include "catalog/overload.h"
#include "value/grid_sets.h"

namespace il {

// Why `o` has no grid ("has 4 inputs; …", an input of 2 components, a 64-bit or bool input), or "".
std::string grid_unsupported(const Overload& o);

// The cases [first, end) of the grid of `o` (grid_unsupported(o) empty); end up to cases().
class GridSource : public CaseSource {
public:
    explicit GridSource(const Overload& o);
    GridSource(const Overload& o, uint64_t first, uint64_t end);
    uint64_t size() const override { return end_ - first_; }
    uint64_t cases() const { return cases_; }  // the whole grid
    uint64_t first() const { return first_; }
    const std::vector<const std::vector<uint32_t>*>& sets() const { return sets_; }
    // The bits of argument a of grid case n (not of source case n: first() + index).
    uint32_t value(uint64_t n, size_t a) const { return (*sets_[a])[(n / below_[a]) % sets_[a]->size()]; }
    void fill(uint64_t index, Value* in) const override;
    // The kernel can derive the inputs of case i from the grid index first() + i (GeneratedShader::index_input).
    bool index_base(uint64_t* first, uint64_t* step) const override {
        *first = first_;
        *step = 1;
        return true;
    }
    void fill_bits(uint64_t first, size_t n, uint64_t* comps) const override;
    void fill_records(uint64_t first, size_t n, const FlatLayout& l, uint8_t* records, size_t stride) const override;
    // "2 arguments × 4,096 values each = 16,777,216 cases", "float 4,096 × int 182 = 745,472 cases"
    std::string count_text() const;
    // "float 4096 x float 4096": the sets, for a checkpoint header.
    std::string sets_text() const;

private:
    std::vector<const std::vector<uint32_t>*> sets_;
    std::vector<Scalar> scalars_;
    std::vector<uint64_t> below_;  // per argument: the product of the sizes of the sets after it
    uint64_t cases_ = 1, first_ = 0, end_ = 0;
};

// 16777216 → "16,777,216"
std::string thousands(uint64_t n);

}  // namespace il
