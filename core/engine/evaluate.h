// One evaluation: CPU reference and acceptance rule, the GPU run, and the verdict per case.
#pragma once
#include <string>
#include <vector>

#include "catalog/availability.h"
#include "catalog/overload.h"
#include "gpu/runner.h"
#include "precision/judge.h"

namespace il {

// The note of a case whose lane the GPU did not write (its verdict is a violation); run --rejudge reads it back.
inline constexpr const char* kUnwrittenLaneNote =
    "the GPU did not write this lane: its outputs still hold the poison pattern";

struct CaseResult {
    std::vector<Value> inputs;
    std::vector<Expected> expected;         // one per output: reference + rule
    bool gpu_ran = false;                   // GPU bits are present
    bool written = false;                   // the invocation wrote its outputs
    std::vector<Value> gpu;                 // one per output
    std::vector<OutputJudgement> judgement; // one per output, when gpu_ran
    bool has_verdict = false;               // false for --cpu-only
    Verdict verdict = Verdict::Match;
    std::string note;                       // unavailable, unwritten lane, driver fault
};

struct BatchEvaluation {
    const Overload* overload = nullptr;
    Profile profile;
    Availability availability;
    const Kernel* kernel = nullptr;  // null for --cpu-only
    std::string driver_error;        // a fault during the run (time-out, lost context)
    std::vector<CaseResult> cases;
};

// The CPU reference for one case (inputs already of the parameter types), judged by the text of GLSL `glsl` (the
// profile's #version: Expected::glsl).
std::vector<Expected> reference_for(const Overload& o, const std::vector<Value>& inputs, int glsl);

// Evaluates all `cases` (each a vector of inputs) of one overload under one profile. With a null
// runner only the CPU reference is computed.
BatchEvaluation evaluate(const Overload& o, const Profile& p, const std::vector<std::vector<Value>>& cases,
                         Runner* runner);

// The verdict and note of one case of `b`: from the compile failure or driver fault recorded in `b`, else from
// r.gpu and r.written (set by the caller, with r.gpu_ran) against r.expected. Bool outputs are normalised.
void settle_case(const BatchEvaluation& b, CaseResult& r);

// availability(o, p) on the runner's driver (the catalog's answer alone without one): a row is unavailable where the
// driver does not list an extension the profile enables, the row's own or any other. The generated shader's
// `#extension E : require` is then an error (GLSL 4.50 §3.3: "Give an error on the #extension if the extension
// extension_name is not supported"), no fault of a driver that never claimed the function or the extension.
Availability availability_on(const Overload& o, const Profile& p, Runner* runner);

}  // namespace il
