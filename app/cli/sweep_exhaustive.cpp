#include "cli/sweep_exhaustive.h"

#include <chrono>
#include <cstdio>
#include <optional>
#include <tuple>

#include "batch/case_source.h"
#include "batch/checkpoint.h"
#include "batch/grid_source.h"
#include "catalog/catalog.h"
#include "cli/progress_line.h"
#include "cli/select_overloads.h"
#include "vectors/vectors_json.h"

namespace il::cli {
namespace {

using Clock = std::chrono::steady_clock;

// The overloads of `functions` that `unsupported` takes (says "" of); UsageError "OPTION F: 'decl' why" for a
// function that has none.
std::vector<const Overload*> overloads_where(const std::vector<std::string>& functions, const std::string& option,
                                             std::string (*unsupported)(const Overload&)) {
    std::vector<const Overload*> rows;
    for (const std::string& f : functions) {
        std::string why;
        size_t n = 0;
        for (const Overload* ov : select_overloads(Catalog::get(), {f})) {
            const std::string w = unsupported(*ov);
            if (w.empty()) {
                rows.push_back(ov);
                ++n;
            } else if (why.empty()) {
                why = "'" + ov->declaration() + "' " + w;
            }
        }
        if (!n) throw UsageError(option + " " + f + ": " + why);
    }
    return rows;
}

// Why sweep --exhaustive cannot take `ov` (neither every pattern of one input nor a grid of two or three), or "".
std::string sweep_unsupported(const Overload& ov) {
    const std::string one = exhaustive_unsupported(ov), grid = grid_unsupported(ov);
    if (one.empty() || grid.empty()) return "";
    const std::string& why = ov.inputs().size() == 1 ? one : grid;
    return why.substr(0, why.find(';')) +
           "; exhaustive mode takes one to three 32-bit scalar inputs (float, int or uint)";
}

// The grid indices an overload's sweep covers: --range where given (exhaustive_overloads checked HI), else all.
std::pair<uint64_t, uint64_t> grid_range(const GridSource& g, const Options& o) {
    if (!o.range_given) return {0, g.cases()};
    return {o.range_first, o.range_end};
}

}  // namespace

bool is_grid(const Overload& ov) { return ov.inputs().size() != 1; }

nlohmann::json exhaustive_head(const std::vector<const Overload*>& rows, const Options& o) {
    nlohmann::json head = nlohmann::json::object(), grids = nlohmann::json::array();
    for (const Overload* ov : rows) {
        if (!is_grid(*ov)) {
            head["range"] = range_text(o.range_first, o.range_end);
            head["cases"] = o.range_end - o.range_first;
            continue;
        }
        const GridSource g(*ov);
        const auto [first, end] = grid_range(g, o);
        nlohmann::json values = nlohmann::json::array();
        for (const std::vector<uint32_t>* set : g.sets()) values.push_back(set->size());
        grids.push_back({{"overload", ov->declaration()}, {"values", values}, {"range", range_text(first, end)},
                         {"cases", end - first}});
    }
    if (!grids.empty()) head["grids"] = grids;
    return head;
}

std::string range_text(unsigned long long first, unsigned long long end) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "0x%08llx:0x%08llx", first, end);
    return buf;
}

std::vector<const Overload*> exhaustive_overloads(const Options& o) {
    if (o.functions.empty())
        throw UsageError("--exhaustive needs --function: an overload of one to three 32-bit scalar inputs, such as "
                         "--function \"float exp2(float x)\" or --function \"float pow(float x, float y)\"");
    if (o.random) throw UsageError("--random: --exhaustive already sweeps every bit pattern; drop --random");
    std::vector<const Overload*> rows = overloads_where(o.functions, "--exhaustive --function", sweep_unsupported);
    // A range of a grid is a range of its case indices, which end at its size.
    for (const Overload* ov : rows) {
        if (!o.range_given || !is_grid(*ov)) continue;
        const GridSource g(*ov);
        if (o.range_end > g.cases())
            throw UsageError("--range " + range_text(o.range_first, o.range_end) + ": HI is above the end of the grid of '" +
                             ov->declaration() + "', " + thousands(g.cases()) + " cases (" +
                             range_text(0, g.cases()) + "); a grid's range is of its case indices");
    }
    if (!o.resume.empty() && rows.size() != 1)
        throw UsageError("--resume: a checkpoint holds one overload, and --function selects " +
                         std::to_string(rows.size()) + " (name one, such as --function \"" + rows[0]->declaration() +
                         "\")");
    return rows;
}

std::vector<const Overload*> one_input_overloads(const std::vector<std::string>& functions, const std::string& option) {
    return overloads_where(functions, option, exhaustive_unsupported);
}

BatchTally sweep_exhaustive(BatchEngine& engine, const Overload& ov, const Options& o, const BatchOptions& bo_in,
                            const DeviceInfo* device, const BatchEngine::Sink& sink, std::string* journal_error) {
    const bool grid = is_grid(ov);
    std::optional<GridSource> whole_grid;
    uint64_t first = o.range_first, end = o.range_end;
    if (grid) {
        whole_grid.emplace(ov);
        std::tie(first, end) = grid_range(*whole_grid, o);
        std::string count = "exhaustive grid " + ov.declaration() + ": " + whole_grid->count_text();
        if (end - first != whole_grid->cases())
            count += "; --range " + range_text(first, end) + " sweeps " + thousands(end - first) + " of them";
        std::fprintf(stderr, "%s\n", count.c_str());
    }
    const uint64_t total = end - first;
    BatchOptions bo = bo_in;
    std::unique_ptr<Checkpoint> journal;
    if (!o.resume.empty()) {
        nlohmann::json header = {{"overload", ov.declaration()},
                                 {"profile", profile_json(o.profile)},
                                 {"range", range_text(first, end)},
                                 {"keep", o.keep},
                                 {"cpu_only", o.cpu_only},
                                 {"device", device ? device_json(*device) : nlohmann::json()}};
        if (grid) header["grid"] = whole_grid->sets_text();  // a journal of another grid definition is refused
        std::string err;
        journal = Checkpoint::open(o.resume, header, &err);
        if (!journal) throw UsageError("--resume " + err);
        if (journal->resumed())
            std::fprintf(stderr, "intrinsic-lab: resuming %s from %s: %llu of %llu cases done, %llu kept\n",
                         ov.declaration().c_str(), o.resume.c_str(), static_cast<unsigned long long>(journal->done()),
                         static_cast<unsigned long long>(total),
                         static_cast<unsigned long long>(journal->tally().kept));
    }
    const uint64_t before = journal ? journal->done() : 0;
    const BatchTally base = journal ? journal->tally() : BatchTally{};
    ProgressLine line((grid ? "grid " : "exhaustive ") + ov.declaration(), first, 1, before, total);
    if (grid) line.show_case_index();
    Clock::time_point last_commit = Clock::now();
    if (journal)
        bo.checkpoint = [&](uint64_t done, const BatchTally& so_far) {
            // A commit costs two syncs: one a second at most, and the last one always.
            if (!journal_error->empty() || (done < total - before && Clock::now() - last_commit < std::chrono::seconds(1)))
                return;
            BatchTally t = base, more = so_far;
            more.offset_cases(before);
            t.add(more);
            if (!journal->commit(before + done, t)) *journal_error = journal->error();
            last_commit = Clock::now();
        };
    const ExhaustiveSource patterns(first + before, grid ? first + before : end);
    std::optional<GridSource> cells;
    if (grid) cells.emplace(ov, first + before, end);
    const CaseSource& source = grid ? static_cast<const CaseSource&>(*cells) : patterns;
    BatchTally t = engine.run(ov, o.profile, source, bo,
                              journal ? BatchEngine::Sink([&](std::string_view l) {
                                  if (journal_error->empty() && !journal->add_case(l)) *journal_error = journal->error();
                              })
                                      : sink,
                              [&](uint64_t done, uint64_t) { line.update(done, false); });
    line.update(source.size(), true);
    if (!journal) return t;
    BatchTally all = base;
    t.offset_cases(before);
    all.add(t);
    if (journal_error->empty() && !journal->for_each_case(sink)) *journal_error = journal->error();
    return all;
}

}  // namespace il::cli
