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

// The ULP histogram's bins: a case with a verdict by its ULP figure (the largest distance output_verdict counts
// over its components), apart from the cases with a float component NaN on one side and a number on the other, and
// the undefined cases.
enum UlpBin : size_t { kUlp0, kUlp1, kUlp2, kUlp3, kUlp4To7, kUlp8To15, kUlp16Up, kUlpNanVsNumber, kUlpUndefined };
inline constexpr size_t kUlpBins = 9;
UlpBin ulp_bin(uint64_t ulp);  // kUlp0 .. kUlp16Up
const char* ulp_bin_name(size_t bin);  // "0", "1", "2", "3", "4-7", "8-15", "16+", "nan-vs-number", "undefined"

// What the GPU returned where denormals are involved, for the cases the GPU ran and wrote. Inputs: a case with a
// denormal float input component, by its float output components whose reference differs from the reference of
// the input with every denormal component replaced by a zero of its sign: flushed when each such GPU component is
// nearer (in ULPs) the flushed input's reference, kept when each is nearer the reference, `same` when no component
// tells them apart, other otherwise. Results: each float output component whose reference is denormal, by what the
// GPU returned there: a zero (flushed), a denormal (kept), anything else.
struct DenormalTally {
    uint64_t input_flushed = 0, input_kept = 0, input_same = 0, input_other = 0;
    uint64_t result_flushed = 0, result_kept = 0, result_other = 0;
    void add(const DenormalTally& o);
    bool operator==(const DenormalTally& o) const;
};

struct BatchTally {
    static constexpr uint64_t kNoCase = ~uint64_t{0};
    uint64_t cases = 0;
    std::array<uint64_t, 6> by_verdict{};  // indexed by Verdict
    uint64_t reference_only = 0;            // --cpu-only: no verdict
    uint64_t max_ulp = 0;                   // largest ULP distance of a float output that is not undefined
    uint64_t max_ulp_case = kNoCase;        // the source index of the first case at max_ulp, where max_ulp > 0
    std::array<uint64_t, kUlpBins> ulp_bins{};  // the cases with a verdict, by UlpBin
    DenormalTally denormals;
    uint64_t kept = 0;
    uint64_t full_path = 0;  // the cases judged by the full definition (not settled by the bulk judge)
    uint64_t past_screen = 0;  // the components that the bulk judge's screens left to a definition's value and bound
    bool compiled = true;
    std::string compile_log;
    std::string driver_error;  // a fault stopped the run (time-out, lost context)
    // {"match": n, …, "reference": n}, without zero counts.
    std::map<std::string, uint64_t> verdicts() const;
    // Sums; the max_ulp case is the earlier of the two at the larger figure.
    void add(const BatchTally& o);
    // Case `index` reached ULP figure `ulp` (in any order: the earliest index at the largest figure stays).
    void note_ulp(uint64_t ulp, uint64_t index) {
        if (ulp > max_ulp || (ulp == max_ulp && ulp > 0 && index < max_ulp_case)) {
            max_ulp = ulp;
            max_ulp_case = index;
        }
    }
    // The case indices of a tally of a source that starts `n` cases into another: in that one's indices.
    void offset_cases(uint64_t n) {
        if (max_ulp_case != kNoCase) max_ulp_case += n;
    }
};

struct BatchOptions {
    static constexpr size_t kDefaultChunk = size_t{1} << 16;
    static constexpr size_t kMinChunk = size_t{1} << 12;
    // Cases per dispatch; 0: beside a hardware GPU the run cut into equal chunks of at most kDefaultChunk (within the
    // driver's limits), a run of fewer than 8 such into up to 8 (each of at least kMinChunk cases); beside a
    // software renderer, chunks of kDefaultChunk.
    size_t chunk = 0;
    Keep keep = Keep::Violations;
    // When nonzero, each worker writes only its first keep_first kept cases (the first keep_first of the run are
    // among them, in order) and counts only those in `kept`; the rest are judged and tallied as any case.
    uint64_t keep_first = 0;
    // Settle the common cases of the overloads that have one through the bulk judge (batch/bulk_judge.h); off:
    // every case through the spec-written reference and output_verdict (the same tally and kept lines).
    bool bulk = true;
    // Where the source's cases follow from their index (ExhaustiveSource's bit patterns in order, GridSource's
    // grid cases), the kernel derives each input from its invocation index and nothing is uploaded; off: the
    // inputs go through the input buffer as any sweep's.
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
