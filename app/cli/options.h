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

// `--out -` (and report's `--html -`): the document goes to stdout instead of a file.
inline bool is_stdout(const std::string& path) { return path == "-"; }

// What command_line.cpp parsed for one command, values already checked.
struct Options {
    std::string command;  // "eval", "run", …: error messages name it
    Profile profile;
    bool profile_given = false;
    bool json = false;
    bool cpu_only = false;
    std::string expr;        // eval --expr E: an expression over NAME=VALUE arguments (expr/expression.h)
    bool expr_given = false;
    bool precise = false;    // eval --precise: the expression's result declared precise (no contraction)
    bool fold = false;       // eval --fold: the call with constant inputs too (fold/fold.h), driver and glslang
    bool rejudge = false;    // run --rejudge: judge the GPU bits a results file stores, no GL context
    bool full_path = false;  // --full-path: no bulk judge (batch/bulk_judge.h), every case through the reference
    unsigned threads = 0;    // --threads N: CPU workers of the batch engine; 0: batch_workers()
    std::string out;
    std::vector<std::string> functions;  // --function, repeatable
    unsigned long long random = 0;       // --random N
    unsigned long long seed = 1;         // --seed S
    std::string keep = "differences";    // --keep all|differences|violations
    bool exhaustive = false;             // sweep --exhaustive: every bit pattern of one 32-bit scalar input
    unsigned long long range_first = 0, range_end = 1ull << 32;  // sweep --range LO:HI, HI excluded
    bool range_given = false;
    bool upload_inputs = false;  // sweep --exhaustive --upload-inputs: through the input buffer, not the index
    std::string resume;  // sweep --resume FILE: the checkpoint journal (batch/checkpoint.h)
    unsigned long long stride = 1;  // accuracy --stride N: every N-th pattern of the range (a power of two)
    double seconds_per_function = 0;  // accuracy --seconds-per-function S: each function's stride from its rate (0: off)
    std::string html;                    // report --html FILE
    bool glsl_gating = false;            // report --glsl-gating
    bool catalog = false;                  // bench --catalog
    bool bench_diff = false;               // bench --diff A.json B.json...
    bool bench_host = false;               // bench --host
    bool bench_judge = false;              // bench --judge
    unsigned long long vectors = 1 << 20;  // bench --vectors N
    int repeats = 3;                       // bench --repeat R
    bool vectors_given = false, repeats_given = false;
    std::string piglit_dir = "/usr/lib/x86_64-linux-gnu/piglit";  // bench --piglit-dir D
    std::string format = "piglit";                                 // export --format F
    std::vector<std::string> positional;
};

// A whole number written in decimal digits only (leading zeros allowed and read as decimal: 010 is ten; no sign,
// no 0x, no spaces), from lo to hi; else a UsageError "FLAG TEXT: expected …".
unsigned long long parse_decimal(const std::string& flag, const std::string& text, unsigned long long lo,
                                 unsigned long long hi);

// Checks the raw text of a value option (the flag as the user wrote it, e.g. "--glsl") and stores it in `o`.
void apply_option(Options& o, const std::string& flag, const std::string& value);

}  // namespace il::cli
