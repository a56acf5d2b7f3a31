#include "batch/case_source.h"

#include <algorithm>

#include "vectors/generators.h"

namespace il {

SweepSource::SweepSource(const Overload& o, uint64_t random, uint64_t seed) : random_(random), seed_(seed) {
    for (const Param& p : o.inputs()) {
        scalars_.push_back(p.type.scalar);
        components_.push_back(p.type.components());
        comps_per_case_ += static_cast<size_t>(p.type.components());
        for (int k = 0; k < p.type.components(); ++k) {
            comp_scalars_.push_back(p.type.scalar);
            comp_specials_.push_back(&random_specials(p.type.scalar));
        }
    }
    for (const std::vector<Value>& c : special_cases(o))
        for (const Value& v : c)
            for (int k = 0; k < v.size(); ++k) special_bits_.push_back(v.bits[k]);
    specials_ = comps_per_case_ ? special_bits_.size() / comps_per_case_ : 1;
}

void SweepSource::fill(uint64_t index, Value* in) const {
    if (index < specials_) {
        const uint64_t* bits = special_bits_.data() + index * comps_per_case_;
        for (size_t a = 0; a < scalars_.size(); ++a)
            for (int k = 0; k < components_[a]; ++k) in[a].bits[k] = *bits++;
        return;
    }
    uint64_t state = random_state(index);
    for (size_t a = 0, c = 0; a < scalars_.size(); ++a)
        for (int k = 0; k < components_[a]; ++k, ++c)
            in[a].bits[k] = random_component(scalars_[a], state, comp_specials_[c]->data());
}

uint64_t SweepSource::random_state(uint64_t index) const {
    const uint64_t s = seed_ ^ (0xd1b54a32d192ed03ull * (index - specials_ + 1));
    return s ? s : 0x9e3779b97f4a7c15ull;  // as RandomInputs(0)
}

void SweepSource::fill_bits(uint64_t first, size_t n, uint64_t* comps) const {
    const size_t per = comps_per_case_;
    uint64_t index = first;
    for (; index < specials_ && index < first + n; ++index, comps += per)
        std::copy_n(special_bits_.data() + index * per, per, comps);
    if (index == first + n) return;
    // One scalar type for the whole case (most overloads): the type is a constant of the loop.
    if (std::all_of(comp_scalars_.begin(), comp_scalars_.end(), [&](Scalar s) { return s == comp_scalars_[0]; })) {
        switch (comp_scalars_[0]) {
            case Scalar::Float: return fill_random<Scalar::Float>(index, first + n, comps);
            case Scalar::Double: return fill_random<Scalar::Double>(index, first + n, comps);
            case Scalar::Int: return fill_random<Scalar::Int>(index, first + n, comps);
            case Scalar::Uint: return fill_random<Scalar::Uint>(index, first + n, comps);
            case Scalar::Bool: return fill_random<Scalar::Bool>(index, first + n, comps);
        }
    }
    for (; index < first + n; ++index) {
        uint64_t state = random_state(index);
        for (size_t c = 0; c < per; ++c)
            *comps++ = random_component(comp_scalars_[c], state, comp_specials_[c]->data());
    }
}

template <Scalar S>
void SweepSource::fill_random(uint64_t index, uint64_t end, uint64_t* comps) const {
    const size_t per = comps_per_case_;
    const uint64_t* specials = comp_specials_[0]->data();
    for (; index < end; ++index) {
        uint64_t state = random_state(index);
        for (size_t c = 0; c < per; ++c) *comps++ = random_component<S>(state, specials);
    }
}

}  // namespace il
