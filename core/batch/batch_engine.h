// The batch engine behind sweep, run and bench: one overload over millions of cases in chunks, with two
// persistently mapped SSBO slots. While the GPU runs chunk c, the thread pool computes the CPU reference and
// the verdicts of chunk c - 1 and writes the inputs of chunk c + 1 into the other slot. Nothing is kept per
// case: the tally and the kept cases' JSON lines are all that leave a chunk, so memory stays flat as N grows.
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "batch/case_source.h"
#include "batch/thread_pool.h"
#include "catalog/profile.h"
#include "gpu/runner.h"
#include "precision/rule.h"

namespace il {

enum class Keep { All, Differences, Violations };
bool parse_keep(std::string_view s, Keep& out);  // "all", "differences", "violations"
// all: every case; violations: verdict violation; differences: any verdict but match, and cases the GPU did
// not run.
bool keep_case(Keep keep, bool has_verdict, Verdict v, bool gpu_ran);

struct BatchTally {
    uint64_t cases = 0;
    std::array<uint64_t, 6> by_verdict{};  // indexed by Verdict
    uint64_t reference_only = 0;            // --cpu-only: no verdict
    uint64_t max_ulp = 0;                   // largest ULP distance of a float output that is not undefined
    uint64_t kept = 0;
    bool compiled = true;
    std::string compile_log;
    std::string driver_error;  // a fault stopped the run (time-out, lost context)
    // {"match": n, …, "reference": n}, without zero counts.
    std::map<std::string, uint64_t> verdicts() const;
    void add(const BatchTally& o);
};

struct BatchOptions {
    static constexpr size_t kDefaultChunk = size_t{1} << 16;
    size_t chunk = 0;  // cases per dispatch; 0: kDefaultChunk within the driver's limits
    Keep keep = Keep::Violations;
    // Settle the common cases of the overloads that have one through the bulk judge (batch/bulk_judge.h); off:
    // every case through the spec-written reference and output_verdict (the same tally and kept lines).
    bool bulk = true;
    // Where the source's cases are bit patterns in order (ExhaustiveSource), the kernel derives each input from
    // its invocation index and nothing is uploaded; off: the inputs go through the input buffer as any sweep's.
    bool index_inputs = true;
    // Called after each chunk's kept cases went to the sink, with the cases done and the tally of those cases:
    // a resumable run commits both (batch/checkpoint.h).
    std::function<void(uint64_t done, const BatchTally& so_far)> checkpoint;
};

class BatchEngine {
public:
    // runner may be null: CPU reference only (no verdicts).
    BatchEngine(Runner* runner, ThreadPool& pool) : runner_(runner), pool_(pool) {}

    using Sink = std::function<void(std::string_view json_line)>;  // one kept case, in case order
    using Progress = std::function<void(uint64_t done, uint64_t total)>;
    BatchTally run(const Overload& o, const Profile& p, const CaseSource& source, const BatchOptions& opt,
                   const Sink& sink, const Progress& progress = {});

private:
    Runner* runner_;
    ThreadPool& pool_;
};

}  // namespace il
