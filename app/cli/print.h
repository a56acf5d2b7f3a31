// Human output: GPU, CPU reference and difference side by side.
#pragma once
#include <string>

#include "engine/evaluate.h"
#include "gpu/context.h"

namespace il::cli {

std::string describe_case(const BatchEvaluation& b, size_t index);
// The driver log and the generated source with line numbers, ">>" marking lines the log names.
std::string describe_kernel_failure(const BatchEvaluation& b);
std::string device_line(const DeviceInfo& d);

}  // namespace il::cli
