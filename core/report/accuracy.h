// The accuracy table of one driver: per function, exhaustive (or strided) sweeps of its one 32-bit input
// summarized as the largest ULP error and where it is reached, the ULP histogram, the verdicts with the first
// violations, the denormal handling, and the bound GLSL gives beside CUDA's and OpenCL's published ones. The
// document (schema intrinsic-lab.accuracy/1, docs/schema/accuracy.schema.json) is built here; the text table and
// the HTML page are rendered from it.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "batch/batch_engine.h"
#include "catalog/overload.h"

namespace il {

inline constexpr size_t kAccuracyViolations = 8;  // violations listed per function
inline constexpr int kAccuracyBinShift = 23;      // a bin is 2^23 patterns: one sign and exponent of a float

struct AccuracyBin {
    uint32_t first = 0;  // the bin's first pattern (a multiple of 2^23)
    uint64_t cases = 0, max_ulp = 0, violations = 0;
};

struct AccuracySweep {
    uint64_t first = 0, end = uint64_t{1} << 32, stride = 1;
    uint64_t cases() const { return (end - first + stride - 1) / stride; }
    uint64_t pattern(uint64_t index) const { return first + index * stride; }
};

struct AccuracyFunction {
    const Overload* overload = nullptr;
    AccuracySweep sweep;           // its own stride (accuracy --seconds-per-function), the range of the run's
    BatchTally tally;              // case indices: of the sampled patterns, sweep.first + i · sweep.stride
    std::vector<AccuracyBin> bins;  // the bins the range meets, in order
    std::vector<std::string> violations;  // the first kAccuracyViolations, as case lines (case_writer.h)
    double seconds = 0;
};

// The document; `sweep` is the run's range and least stride, `seconds_per_function` the budget each function's
// stride was chosen for (0: none, every function at sweep.stride); `device` is device_json()'s, `profile` profile_json()'s; `error` a driver fault that stopped
// the run ("" when none).
nlohmann::json accuracy_document(const AccuracySweep& sweep, double seconds_per_function,
                                 const std::vector<AccuracyFunction>& functions, const nlohmann::json& profile,
                                 const nlohmann::json& device, const std::string& error);

// The text tables of a document.
std::string accuracy_text(const nlohmann::json& doc);
// The document as one self-contained HTML page: per function the largest ULP error per bin over log-spaced |x|
// (negative and positive inputs apart) and the histogram; inline CSS and SVG only (accuracy_html.cpp).
std::string accuracy_html(const nlohmann::json& doc);

// "flushed", "kept", "other" (neither: a NaN, another number), "mixed", "indistinct" (every case is one where
// both give the same) or "none" (no such case).
std::string denormal_handling(uint64_t flushed, uint64_t kept, uint64_t same, uint64_t other);

}  // namespace il
