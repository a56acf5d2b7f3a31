// What the host processor charges for the floating-point steps the judge takes at the ends of the number line: the
// same step timed on a normal operand and on a special one (an infinity, a NaN, a value that overflows or whose
// result is denormal), in long double (x87) and in double (SSE). Some processors finish such steps in microcode, at
// a hundred times the normal step's cost (docs/architecture.md, "Speed of the catalog"); `bench --host` prints the
// table, so that a machine's figures can be read before its judge's are.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace il {

struct HostStep {
    std::string step;         // "x87 add, an infinite operand"
    double normal_ns = 0;     // per step, on a normal operand (the loop's load and store included)
    double special_ns = 0;    // the same step on the special operand
};

// Each step over `iterations` operands, the median of `repeats` loops.
std::vector<HostStep> time_host_steps(uint64_t iterations, int repeats);

// The processor's name as /proc/cpuinfo gives it ("model name", else "vendor_id"); "" where there is none.
std::string host_processor();

}  // namespace il
