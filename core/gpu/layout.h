// Moving values between the generated shader's std430/std140 records and Value: one record per case, member
// offsets and matrix strides as the driver reported them (Kernel::inputs/outputs).
#pragma once
#include <cstdint>
#include <cstring>
#include <vector>

#include "gpu/runner.h"

namespace il {

// Writes the inputs of one case (k.inputs.size() values) into its input record.
void pack_inputs(const Kernel& k, const Value* inputs, uint8_t* record);
// Reads the inputs of one case back from its input record into in[0 .. k.inputs.size()), whose types are set.
void unpack_inputs(const Kernel& k, const uint8_t* record, Value* in);
// Reads the outputs of one case into out[0 .. k.outputs.size()) (storage types: bools as ints); returns the
// written flag.
bool unpack_outputs(const Kernel& k, const uint8_t* record, Value* out);
// Where each component of a record's members lies, in member then component order: byte offset and width.
// With it, random cases go straight into input records (CaseSource::fill_records), and bulk loops read records.
struct FlatLayout {
    std::vector<uint32_t> offset;
    std::vector<uint8_t> wide;  // a 64-bit component (double)
    // Every component 32-bit (or every one 64-bit), at offsets 0, 4, 8, … (0, 8, 16, …): a record is the
    // components in order, narrowed to their width.
    bool dense32 = false, dense64 = false;
};
FlatLayout flat_layout(const std::vector<MemberLayout>& members);

// Writes one case's component bits into its record.
inline void pack_flat(const FlatLayout& l, const uint64_t* comps, uint8_t* record) {
    if (l.dense64) {
        std::memcpy(record, comps, 8 * l.offset.size());
        return;
    }
    for (size_t c = 0, n = l.offset.size(); c < n; ++c) {
        if (l.wide[c]) {
            std::memcpy(record + l.offset[c], comps + c, 8);
        } else {
            const uint32_t w = static_cast<uint32_t>(comps[c]);
            std::memcpy(record + l.offset[c], &w, 4);
        }
    }
}

// Writes n cases' component bits into records `stride` bytes apart.
void pack_flat_cases(const FlatLayout& l, const uint64_t* comps, size_t n, uint8_t* records, size_t stride);

// Fills `n` output records with the poison pattern (Runner::kPoison in every 32-bit word).
void poison_records(const Kernel& k, uint8_t* records, size_t n);

}  // namespace il
