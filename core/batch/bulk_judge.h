// The bulk judge: for a few hot overloads, vectorized loops over a chunk's input and GPU records that settle the
// cases whose verdict they can prove without the spec-written reference (the GPU's bits equal the reference
// value, or one alternative of an any-of rule), and hand every other case to the full path (Overload::reference
// and output_verdict). It only settles a case the tally counts and --keep does not keep, so the kept lines
// never depend on which path judged a case. tests/batch/bulk_judge_test.cpp holds each kernel to the full path.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "batch/batch_engine.h"
#include "catalog/overload.h"
#include "gpu/runner.h"

namespace il {

class BulkJudge {
public:
    virtual ~BulkJudge() = default;
    // Cases [b, e) of a chunk whose record 0 is case `first_case` of the source: input records of k.in_stride
    // bytes (CaseSource::fill_records), GPU records of k.out_stride bytes. Adds each settled case to `tally`
    // (cases, by_verdict, max_ulp and its case, ulp_bins) and appends the index of every other case to `rest`.
    // A case with a denormal float reference is never settled: the full path counts it in tally.denormals. One with
    // a denormal float input is settled by the definition families, which add it to tally.denormals as
    // tally_denormals would (case_tally.h), and left to the full path by the vectorized kernels.
    virtual void settle(const uint8_t* inputs, const uint8_t* records, size_t b, size_t e, BatchTally& tally,
                        std::vector<uint32_t>& rest, uint64_t first_case = 0) const = 0;
};

// The bulk judge of o compiled as k, or null when o has none or `keep` would keep the cases it settles
// (Keep::All). Covered: every lane-defined row (Overload::lanes: §8.1, §8.2) and every row defined as choice lanes
// (Overload::choices, one output or two; the second may be a lane definition, ChoiceLanes::next_lanes), from its
// definition; and by
// vectorized kernels, uaddCarry and usubBorrow (genUType), packUnorm2x16, packSnorm2x16, packUnorm4x8,
// packSnorm4x8, fma (genType and genDType). glsl: the profile's #version, which the definitions judge by
// (Expected::glsl).
std::unique_ptr<BulkJudge> make_bulk_judge(const Overload& o, const Kernel& k, Keep keep, int glsl);

}  // namespace il
