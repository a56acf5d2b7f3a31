// The verdict for one output: GPU bits against the reference and the rule the spec gives.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "precision/rule.h"

namespace il {

struct ComponentJudgement {
    Verdict verdict = Verdict::Match;
    uint64_t xor_bits = 0;
    std::optional<uint64_t> ulp;  // nullopt when NaN is involved
    std::string reason;           // why it was accepted / rejected, e.g. "any-of: unfused"
};

struct OutputJudgement {
    std::string name;
    Verdict verdict = Verdict::Match;
    std::vector<ComponentJudgement> components;
    std::string reason;  // one line for the whole output
};

OutputJudgement judge(const Expected& e, const Value& gpu);
// The same verdict as judge(e, gpu).verdict without building any text (batch sweeps); raises *max_ulp (if
// given) to the largest ULP distance of a component that is not undefined.
Verdict output_verdict(const Expected& e, const Value& gpu, uint64_t* max_ulp = nullptr);

}  // namespace il
