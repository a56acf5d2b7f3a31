#include "cli/bench_catalog.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "batch/stage_bench.h"
#include "catalog/availability.h"
#include "cli/options.h"
#include "vectors/tool_version.h"

namespace il::cli {
namespace {

using nlohmann::json;

// The profile a row is measured under: the user's, plus the row's own extensions where the #version alone does
// not bring it (min3 with GL_AMD_shader_trinary_minmax, the int64 rows with GL_ARB_gpu_shader_int64), so that an
// extension row the driver offers is measured instead of failing to compile. A driver without the extension still
// fails the compile, and the row is reported with that error and left out of the figures.
Profile profile_for(const Overload& o, const Profile& p) {
    if (availability(o, p).available) return p;
    Profile q = p;
    for (const std::string& e : o.extensions)
        if (std::find(q.extensions.begin(), q.extensions.end(), e) == q.extensions.end()) q.extensions.push_back(e);
    return q;
}

}  // namespace

double percentile(const std::vector<double>& sorted, double q) {
    if (sorted.empty()) return 0;
    const size_t at = static_cast<size_t>(q * static_cast<double>(sorted.size() - 1) + 0.5);
    return sorted[std::min(at, sorted.size() - 1)];
}

void show_rows_progress(size_t done, size_t total, std::chrono::steady_clock::time_point start) {
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double d = static_cast<double>(done);
    std::fprintf(stderr, "\r%zu/%zu overloads, about %.0f s left   ", done, total,
                 secs / d * (static_cast<double>(total) - d));
}

int bench_catalog(Runner& runner, ThreadPool& pool, const std::vector<const Overload*>& rows, const Profile& p,
                  uint64_t vectors, int repeats, uint64_t seed, bool as_json, const json& device) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    if (!as_json)
        std::printf("bench --catalog: %zu overloads, %llu vectors each, median of %d; end to end / dispatch floor\n"
                    "(bulk: the cases the bulk judge settled; steps: the components its screens left to the interval "
                    "steps)\n%-62s %9s %9s %6s %6s %6s\n",
                    rows.size(), static_cast<unsigned long long>(vectors), repeats, "overload", "dispatch", "e2e",
                    "ratio", "bulk", "steps");
    std::vector<RatioFigures> all;
    for (size_t i = 0; i < rows.size(); ++i) {
        RatioFigures f = bench_ratio(runner, pool, *rows[i], profile_for(*rows[i], p), vectors, repeats, seed);
        if (!as_json) {
            if (!f.error.empty()) std::printf("%-62s %s\n", f.overload.c_str(), f.error.c_str());
            else if (!f.has_bulk)
                std::printf("%-62s %8.1fM %8.1fM %6.2f %6s\n", f.overload.c_str(), f.dispatch / 1e6,
                            f.end_to_end / 1e6, f.ratio, "no");
            else
                std::printf("%-62s %8.1fM %8.1fM %6.2f %5.1f%% %5.1f%%\n", f.overload.c_str(), f.dispatch / 1e6,
                            f.end_to_end / 1e6, f.ratio, 100 * f.bulk_share, 100 * f.past_screen_share);
            std::fflush(stdout);
        } else {
            show_rows_progress(i + 1, rows.size(), start);
        }
        all.push_back(std::move(f));
    }
    if (as_json) std::fprintf(stderr, "\n");
    std::vector<double> ratios;
    const RatioFigures* worst = nullptr;
    size_t at_half = 0, with_bulk = 0;
    for (const RatioFigures& f : all) {
        if (!f.error.empty()) continue;
        ratios.push_back(f.ratio);
        at_half += f.ratio >= 0.5;
        with_bulk += f.has_bulk;
        if (!worst || f.ratio < worst->ratio) worst = &f;
    }
    std::sort(ratios.begin(), ratios.end());
    const double median = percentile(ratios, 0.5), p10 = percentile(ratios, 0.1);
    if (!as_json) {
        std::printf("\n%zu overloads measured (%zu with a bulk judge): median %.3f, 10th percentile %.3f, worst %.3f",
                    ratios.size(), with_bulk, median, p10, worst ? worst->ratio : 0.0);
        if (worst) std::printf(" (%s)", worst->overload.c_str());
        std::printf("; %zu at 0.5 or more\n", at_half);
        return kOk;
    }
    json doc = {{"schema", "intrinsic-lab.bench-catalog/1"},
                {"tool", kTool},
                {"device", device},
                {"threads", pool.size()},
                {"vectors", vectors},
                {"repeats", repeats},
                {"overloads", json::array()},
                {"summary",
                 {{"measured", ratios.size()},
                  {"with_bulk_judge", with_bulk},
                  {"median", median},
                  {"p10", p10},
                  {"worst", worst ? worst->ratio : 0.0},
                  {"worst_overload", worst ? worst->overload : ""},
                  {"at_least_half", at_half}}}};
    for (const RatioFigures& f : all) {
        json j = {{"overload", f.overload},
                  {"dispatch", f.dispatch},
                  {"end_to_end", f.end_to_end},
                  {"end_to_end_over_dispatch", f.ratio},
                  {"bulk_judge", f.has_bulk},
                  {"bulk_settled", f.bulk_share},
                  {"past_screen", f.past_screen_share}};
        if (!f.error.empty()) j["error"] = f.error;
        doc["overloads"].push_back(j);
    }
    std::printf("%s\n", doc.dump(2).c_str());
    return kOk;
}

}  // namespace il::cli
