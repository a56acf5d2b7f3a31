// Moving values between the generated shader's std430/std140 records and Value: one record per case, member
// offsets and matrix strides as the driver reported them (Kernel::inputs/outputs).
#pragma once
#include <cstdint>

#include "gpu/runner.h"

namespace il {

// Writes the inputs of one case (k.inputs.size() values) into its input record.
void pack_inputs(const Kernel& k, const Value* inputs, uint8_t* record);
// Reads the outputs of one case into out[0 .. k.outputs.size()) (storage types: bools as ints); returns the
// written flag.
bool unpack_outputs(const Kernel& k, const uint8_t* record, Value* out);
// Fills `n` output records with the poison pattern (Runner::kPoison in every 32-bit word).
void poison_records(const Kernel& k, uint8_t* records, size_t n);

}  // namespace il
