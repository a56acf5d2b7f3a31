// Targeted driver-behaviour probes: each asks one question the spec leaves to the implementation (is fma
// fused? which way does round() go at .5? are denormals flushed?), runs a few chosen inputs through the
// engine, and names the answer whose bits the GPU returned. Every finding is backed by the inputs, the GPU
// bits and the bits of each possible answer in the JSON.
#pragma once
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "gpu/runner.h"

namespace il {

// One possible behaviour and what output 0 would hold for each case under it.
struct Answer {
    std::string name;
    std::vector<Value> outputs;  // one per case
    bool any_nan = false;        // a NaN of any payload and sign counts as this answer's NaN
    bool any_zero = false;       // +0.0 and -0.0 count as the same
    bool fallback = false;       // named only when no other answer matches ("another NaN")
};

struct ProbeSpec {
    std::vector<std::vector<Value>> cases;  // inputs of the overload's parameter types
    std::vector<Answer> answers;
};

struct Probe {
    std::string id;           // "fma-fused-float"
    std::string topic;        // "fma fused?", "round() at .5", "pack rounding at .5", "denormals", "NaN behaviour", …
    std::string label;        // short, within the topic: "float", "packUnorm4x8", "min"
    std::string question;     // "Is fma(float) fused?"
    std::string declaration;  // looked up with find_overload; "not in catalog" when absent
    std::string why;          // the spec sentence that leaves the choice to the implementation
    std::function<ProbeSpec(const Overload&)> build;
};

struct ProbeResult {
    std::string id, topic, label, question, declaration, why;
    std::string status;    // "ran", "not in catalog", "did not compile", "driver fault"
    std::string overload;  // the catalog row used
    std::string finding;   // the matching answers joined with " or "; "none of the listed answers"
    std::string note;
    nlohmann::json answers = nlohmann::json::array();   // {"name", "bits": per case}
    nlohmann::json evidence = nlohmann::json::array();  // per case: inputs, gpu bits, verdict, matching answers
};

// Every probe, in report order.
std::vector<Probe> driver_probes();

// Runs one probe at #version 450; appends its cases (schema vectors/1, each tagged "probe": id) to
// `cases` and refers to them by index in the evidence.
ProbeResult run_probe(Runner& runner, const Catalog& catalog, const Probe& p, nlohmann::json& cases);
nlohmann::json probe_result_json(const ProbeResult& r);

// Rounding of a value exactly halfway between two integers, as round() and the pack functions may do it.
enum class TieMode { HalfEven, HalfAway, HalfUp, HalfDown, HalfTowardZero };
inline constexpr TieMode kTieModes[] = {TieMode::HalfEven, TieMode::HalfAway, TieMode::HalfUp, TieMode::HalfDown,
                                        TieMode::HalfTowardZero};
const char* tie_mode_name(TieMode m);    // "half to even", …
double round_with(double x, TieMode m);  // nearest integer; ties broken by `m`
// A float c for which c * scale (one float multiply) is exactly k + 0.5, for the smallest k >= k0 of the
// parity of k0; the pack functions' ties (GLSL 4.50 §8.4). NaN if none is found within 64 steps.
float pack_tie_input(int scale, int k0);

}  // namespace il
