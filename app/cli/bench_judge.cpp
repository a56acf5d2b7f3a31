#include "cli/bench_judge.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "batch/judge_bench.h"
#include "cli/bench_catalog.h"
#include "vectors/tool_version.h"

namespace il::cli {

int bench_judge_rows(const std::vector<const Overload*>& rows, int glsl, uint64_t cases, int repeats, uint64_t seed,
                     bool as_json) {
    if (!as_json)
        std::printf("bench --judge: the bulk judge alone, one thread, %llu cases a row answered with their references' "
                    "bits, best of %d\n(settled: the share it settled; the rest would go to the full path, not "
                    "timed here)\n%-62s %10s %8s\n",
                    static_cast<unsigned long long>(cases), repeats, "overload", "ns a case", "settled");
    nlohmann::json doc = {{"schema", "intrinsic-lab.bench-judge/1"}, {"tool", kTool},       {"glsl", glsl},
                          {"vectors", cases},                       {"repeats", repeats}, {"seed", seed},
                          {"overloads", nlohmann::json::array()}};
    std::vector<double> ns;
    const auto start = std::chrono::steady_clock::now();
    for (size_t i = 0; i < rows.size(); ++i) {
        const JudgeFigures f = bench_judge(*rows[i], glsl, cases, repeats, seed);
        if (as_json) show_rows_progress(i + 1, rows.size(), start);  // the table's rows are its own progress
        nlohmann::json j = {{"overload", f.overload}, {"bulk_judge", f.has_bulk}};
        if (f.has_bulk) {
            j["ns_per_case"] = f.ns_per_case;
            j["settled_share"] = f.settled_share;
            ns.push_back(f.ns_per_case);
        }
        doc["overloads"].push_back(j);
        if (as_json) continue;
        if (!f.has_bulk) std::printf("%-62s %10s %8s\n", f.overload.c_str(), "-", "no judge");
        else std::printf("%-62s %10.2f %7.1f%%\n", f.overload.c_str(), f.ns_per_case, 100 * f.settled_share);
        std::fflush(stdout);
    }
    std::sort(ns.begin(), ns.end());
    const double median = percentile(ns, 0.5), most = percentile(ns, 1.0);
    if (as_json) {
        std::fprintf(stderr, "\n");
        doc["summary"] = {{"measured", ns.size()}, {"median_ns_per_case", median}, {"most_ns_per_case", most}};
        std::printf("%s\n", doc.dump(2).c_str());
    } else {
        std::printf("%zu overloads with a bulk judge: median %.2f ns a case, most %.2f\n", ns.size(), median, most);
    }
    return 0;
}

}  // namespace il::cli
