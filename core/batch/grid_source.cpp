#include "batch/grid_source.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace il {

std::string thousands(uint64_t n) {
    const std::string digits = std::to_string(n);
    std::string s;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0) s += ',';
        s += digits[i];
    }
    return s;
}

std::string grid_unsupported(const Overload& o) {
    const std::vector<Param> in = o.inputs();
    std::string has;
    if (in.size() < 2 || in.size() > 3) has = "has " + std::to_string(in.size()) + " inputs";
    for (const Param& p : in) {
        if (!has.empty()) break;
        const Type& t = p.type;
        if (t.components() != 1) has = "has an input of " + std::to_string(t.components()) + " components";
        else if (t.component_bits() == 64) has = "has a 64-bit input (" + std::string(scalar_name(t.scalar)) + ")";
        else if (t.scalar == Scalar::Bool) has = "has a bool input";
        else if (t.is_half()) has = "has a float16_t input";
    }
    if (has.empty()) return "";
    return has + "; exhaustive mode takes one to three 32-bit scalar inputs (float, int or uint)";
}

GridSource::GridSource(const Overload& o) : GridSource(o, 0, ~uint64_t{0}) {}

GridSource::GridSource(const Overload& o, uint64_t first, uint64_t end) {
    const std::vector<Param> in = o.inputs();
    if (!grid_unsupported(o).empty()) throw std::logic_error("GridSource: " + o.declaration() + " has no grid");
    for (const Param& p : in) {
        sets_.push_back(&grid_values(p.type.scalar, in.size()));
        scalars_.push_back(p.type.scalar);
    }
    below_.assign(sets_.size(), 1);
    for (size_t a = sets_.size(); a-- > 0;) {
        below_[a] = cases_;
        cases_ *= sets_[a]->size();
    }
    first_ = std::min(first, cases_);
    end_ = std::clamp(end, first_, cases_);
}

void GridSource::fill(uint64_t index, Value* in) const {
    for (size_t a = 0; a < sets_.size(); ++a) in[a].bits[0] = value(first_ + index, a);
}

void GridSource::fill_bits(uint64_t first, size_t n, uint64_t* comps) const {
    const size_t k = sets_.size();
    for (size_t i = 0; i < n; ++i)
        for (size_t a = 0; a < k; ++a) comps[i * k + a] = value(first_ + first + i, a);
}

void GridSource::fill_records(uint64_t first, size_t n, const FlatLayout& l, uint8_t* records, size_t stride) const {
    // An odometer over the arguments' positions: one division per argument for the first case, none after.
    const size_t k = sets_.size();
    size_t at[3] = {0, 0, 0};
    const uint64_t g = first_ + first;
    for (size_t a = 0; a < k; ++a) at[a] = static_cast<size_t>((g / below_[a]) % sets_[a]->size());
    for (size_t i = 0; i < n; ++i, records += stride) {
        for (size_t a = 0; a < k; ++a) {
            const uint32_t w = (*sets_[a])[at[a]];
            std::memcpy(records + l.offset[a], &w, 4);
        }
        for (size_t a = k; a-- > 0;) {
            if (++at[a] < sets_[a]->size()) break;
            at[a] = 0;
        }
    }
}

std::string GridSource::count_text() const {
    std::string s;
    bool same = true;
    for (size_t a = 1; a < sets_.size(); ++a) same &= sets_[a] == sets_[0] && scalars_[a] == scalars_[0];
    if (same) {
        s = std::to_string(sets_.size()) + " arguments × " + thousands(sets_[0]->size()) + " values each";
    } else {
        for (size_t a = 0; a < sets_.size(); ++a)
            s += (a ? " × " : "") + std::string(scalar_name(scalars_[a])) + " " + thousands(sets_[a]->size());
    }
    return s + " = " + thousands(cases_) + " cases";
}

std::string GridSource::sets_text() const {
    std::string s;
    for (size_t a = 0; a < sets_.size(); ++a)
        s += (a ? " x " : "") + std::string(scalar_name(scalars_[a])) + " " + std::to_string(sets_[a]->size());
    return s;
}

}  // namespace il
