// Command-line options shared by the commands; bad usage throws UsageError (exit 2).
#pragma once
#include <stdexcept>
#include <string>
#include <vector>

#include "catalog/profile.h"

namespace il::cli {

enum Exit { kOk = 0, kViolation = 1, kBadInput = 2, kNoContext = 3 };

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct Options {
    Profile profile;
    bool profile_given = false;
    bool json = false;
    bool cpu_only = false;
    bool full_path = false;  // --full-path: no bulk judge (batch/bulk_judge.h), every case through the reference
    unsigned threads = 0;    // --threads N: CPU workers of the batch engine; 0: batch_workers()
    std::string out;
    std::vector<std::string> functions;  // --function, repeatable
    long long random = 0;                // --random N
    unsigned long long seed = 1;         // --seed S
    std::string keep = "differences";    // --keep all|differences|violations
    std::vector<std::string> positional;
};

// Parses --glsl V, --ext E (repeatable), --json, --cpu-only, --full-path, --threads N, --out FILE,
// --function F (repeatable), --random N, --seed S, --keep K; `allowed` lists the flags the
// command takes (others are usage errors naming the flag).
Options parse_options(const std::vector<std::string>& args, const std::vector<std::string>& allowed);

}  // namespace il::cli
