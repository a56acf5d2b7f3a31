#include "batch/case_source.h"

#include "vectors/generators.h"

namespace il {

SweepSource::SweepSource(const Overload& o, uint64_t random, uint64_t seed) : random_(random), seed_(seed) {
    for (const Param& p : o.inputs()) {
        scalars_.push_back(p.type.scalar);
        components_.push_back(p.type.components());
        comps_per_case_ += static_cast<size_t>(p.type.components());
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
    RandomInputs r(seed_ ^ (0xd1b54a32d192ed03ull * (index - specials_ + 1)));
    for (size_t a = 0; a < scalars_.size(); ++a)
        for (int k = 0; k < components_[a]; ++k) in[a].bits[k] = r.component(scalars_[a]);
}

}  // namespace il
