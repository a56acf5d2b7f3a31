// bench --catalog: the end to end against the dispatch floor for every overload of the catalog (or of the
// --function selection), with the median, the 10th percentile and the worst of the ratios.
#pragma once
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "batch/thread_pool.h"
#include "catalog/overload.h"
#include "catalog/profile.h"
#include "gpu/runner.h"
#include <nlohmann/json.hpp>

namespace il::cli {

// The value below which a share `q` of the sorted figures lie (nearest rank); 0 for none.
double percentile(const std::vector<double>& sorted, double q);

// A pass over many rows whose stdout is one document: "12/1563 overloads, about 40 s left" on stderr, redrawn in
// place, after row `done` of `total` of a pass begun at `start`.
void show_rows_progress(size_t done, size_t total, std::chrono::steady_clock::time_point start);

// Prints a table (or, with json, one document) and returns the exit code.
int bench_catalog(Runner& runner, ThreadPool& pool, const std::vector<const Overload*>& rows, const Profile& p,
                  uint64_t vectors, int repeats, uint64_t seed, bool json, const nlohmann::json& device);

}  // namespace il::cli
