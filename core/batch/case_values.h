// One worker's values for the cases of one overload: the inputs, the GPU's outputs and an Expected per output,
// named and typed once and then reused case after case, so a batch allocates nothing per case.
#pragma once
#include <vector>

#include "catalog/overload.h"

namespace il {

struct CaseValues {
    std::vector<Value> in, gpu;
    std::vector<Expected> expected;
};

// glsl: the profile's #version, which the definitions judge by (Expected::glsl).
inline CaseValues case_values(const Overload& o, int glsl) {
    CaseValues v;
    for (const Param& q : o.inputs()) v.in.push_back(make_value(q.type));
    for (const Param& q : o.outputs()) {
        v.gpu.push_back(make_value(q.type));
        Expected e;
        e.name = q.name;
        e.reference = make_value(q.type);
        e.glsl = glsl;
        v.expected.push_back(std::move(e));
    }
    return v;
}

}  // namespace il
