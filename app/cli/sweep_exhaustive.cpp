#include "cli/sweep_exhaustive.h"

#include <chrono>
#include <cstdio>

#include "batch/case_source.h"
#include "batch/checkpoint.h"
#include "catalog/catalog.h"
#include "cli/progress_line.h"
#include "cli/select_overloads.h"
#include "vectors/vectors_json.h"

namespace il::cli {
namespace {

using Clock = std::chrono::steady_clock;

}  // namespace

std::string range_text(unsigned long long first, unsigned long long end) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "0x%08llx:0x%08llx", first, end);
    return buf;
}

std::vector<const Overload*> exhaustive_overloads(const Options& o) {
    if (o.functions.empty())
        throw UsageError("--exhaustive needs --function: an overload with one 32-bit scalar input, such as "
                         "--function \"float exp2(float x)\"");
    if (o.random) throw UsageError("--random: --exhaustive already sweeps every bit pattern; drop --random");
    std::vector<const Overload*> rows = one_input_overloads(o.functions, "--exhaustive --function");
    if (!o.resume.empty() && rows.size() != 1)
        throw UsageError("--resume: a checkpoint holds one overload, and --function selects " +
                         std::to_string(rows.size()) + " (name one, such as --function \"" + rows[0]->declaration() +
                         "\")");
    return rows;
}

std::vector<const Overload*> one_input_overloads(const std::vector<std::string>& functions, const std::string& option) {
    std::vector<const Overload*> rows;
    for (const std::string& f : functions) {
        std::string why;
        size_t n = 0;
        for (const Overload* ov : select_overloads(Catalog::get(), {f})) {
            const std::string w = exhaustive_unsupported(*ov);
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

BatchTally sweep_exhaustive(BatchEngine& engine, const Overload& ov, const Options& o, const BatchOptions& bo_in,
                            const DeviceInfo* device, const BatchEngine::Sink& sink, std::string* journal_error) {
    const uint64_t first = o.range_first, end = o.range_end, total = end - first;
    BatchOptions bo = bo_in;
    std::unique_ptr<Checkpoint> journal;
    if (!o.resume.empty()) {
        const nlohmann::json header = {{"overload", ov.declaration()},
                                       {"profile", profile_json(o.profile)},
                                       {"range", range_text(first, end)},
                                       {"keep", o.keep},
                                       {"cpu_only", o.cpu_only},
                                       {"device", device ? device_json(*device) : nlohmann::json()}};
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
    ProgressLine line("exhaustive " + ov.declaration(), first, 1, before, total);
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
    ExhaustiveSource source(first + before, end);
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
