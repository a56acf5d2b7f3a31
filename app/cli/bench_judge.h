// bench --judge [--function F]... [--vectors N] [--repeat R] [--seed S] [--glsl V] [--json]: the bulk judge alone,
// one thread, over records answered with the reference's own bits (batch/judge_bench.h). No GL context.
#pragma once
#include <cstdint>
#include <vector>

#include "catalog/overload.h"

namespace il::cli {

// Prints a table (or, with json, one document) and returns the exit code.
int bench_judge_rows(const std::vector<const Overload*>& rows, int glsl, uint64_t cases, int repeats, uint64_t seed,
                     bool json);

}  // namespace il::cli
