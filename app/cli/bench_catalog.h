// bench --catalog: the end to end against the dispatch floor for every overload of the catalog (or of the
// --function selection), with the median, the 10th percentile and the worst of the ratios.
#pragma once
#include <cstdint>
#include <vector>

#include "batch/thread_pool.h"
#include "catalog/overload.h"
#include "catalog/profile.h"
#include "gpu/runner.h"
#include <nlohmann/json.hpp>

namespace il::cli {

// Prints a table (or, with json, one document) and returns the exit code.
int bench_catalog(Runner& runner, ThreadPool& pool, const std::vector<const Overload*>& rows, const Profile& p,
                  uint64_t vectors, int repeats, uint64_t seed, bool json, const nlohmann::json& device);

}  // namespace il::cli
