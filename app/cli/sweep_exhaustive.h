// sweep --exhaustive: every bit pattern of one 32-bit scalar input (or --range LO:HI of them), or for two or three
// scalar inputs the structured grid of batch/grid_source.h (or --range LO:HI of its case indices), through the
// batch engine, with progress and an ETA on stderr, and with --resume FILE a checkpoint journal
// (batch/checkpoint.h).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "batch/batch_engine.h"
#include "cli/options.h"
#include "gpu/context.h"

namespace il::cli {

// The overloads --exhaustive sweeps: those of each --function with one to three 32-bit scalar inputs. Throws
// UsageError naming the option when a --function selects none, --range ends past a grid's last case, or --resume
// would need more than one.
std::vector<const Overload*> exhaustive_overloads(const Options& o);
// The overloads of `functions` (names or declarations) with one 32-bit scalar input; throws UsageError
// "OPTION F: …" for a function that has none.
std::vector<const Overload*> one_input_overloads(const std::vector<std::string>& functions, const std::string& option);

// One overload over the range; kept cases go to `sink` in order (from the journal, with --resume). Throws
// UsageError for a checkpoint that cannot be used; `journal_error` is set when writing it failed mid-run.
BatchTally sweep_exhaustive(BatchEngine& engine, const Overload& ov, const Options& o, const BatchOptions& bo,
                            const DeviceInfo* device, const BatchEngine::Sink& sink, std::string* journal_error);

// Whether `ov` (one that exhaustive_overloads gave) is swept as a grid: two or three inputs.
bool is_grid(const Overload& ov);
// The results file's "exhaustive" object: "range" and "cases" of the one-input overloads, and a "grids" entry
// (overload, values per argument, range, cases) for each grid.
nlohmann::json exhaustive_head(const std::vector<const Overload*>& rows, const Options& o);

// "0x3f800000:0x3f810000"
std::string range_text(unsigned long long first, unsigned long long end);

}  // namespace il::cli
