// Worst ULP error seen over a small input sweep, for the functions whose precision the spec bounds
// (GLSL 4.50 §4.7.1: exp2 3 + 2|x| ULP, inversesqrt 2 ULP, sqrt and a / b inherited, log2 3 ULP or 2^-21
// absolute inside [0.5, 2]). Each sweep keeps a binned series for plotting and the worst case's bits.
#pragma once
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "gpu/runner.h"

namespace il {

struct SweepSpec {
    std::string id, title, declaration;
    std::string x_label;  // the plotted input: "x", "f"
    bool log_x = false;   // inputs spaced evenly in log2(x)
    int points = 0;
    std::function<std::vector<Value>(int i, int n)> input;  // the inputs of point i of n
    std::function<double(const std::vector<Value>&)> x_of;  // the plotted x of an input
    std::string note;
};

struct SweepPoint {
    double x = 0;
    uint64_t ulp = 0;  // the largest ULP distance in the bin
    double bound = 0;  // the rule's ULP bound at that point; 0 where the rule is not a finite ULP bound
};

struct SweepResult {
    std::string id, title, declaration, overload, x_label, note;
    std::string status;  // "ran", "not in catalog", "did not compile", "driver fault"
    bool log_x = false;
    int points = 0;
    double x_min = 0, x_max = 0;  // the plotted range: every input, not only the bins' worst
    uint64_t worst_ulp = 0;
    double worst_x = 0;
    long worst_case = -1;            // index into the report's cases
    int over_bound = 0;              // points outside the rule (verdict violation)
    int nan_results = 0;             // points where the GPU returned NaN for a non-NaN reference
    std::vector<SweepPoint> series;  // binned, in input order
    std::vector<std::string> rules;  // the kinds of rule seen: "ulp", "precision undefined", "interval", …
};

std::vector<SweepSpec> ulp_sweeps();
SweepResult run_sweep(Runner& runner, const Catalog& catalog, const SweepSpec& s, nlohmann::json& cases);
nlohmann::json sweep_result_json(const SweepResult& r);

}  // namespace il
