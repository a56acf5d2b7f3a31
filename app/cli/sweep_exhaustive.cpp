#include "cli/sweep_exhaustive.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>

#include "batch/case_source.h"
#include "batch/checkpoint.h"
#include "catalog/catalog.h"
#include "cli/select_overloads.h"
#include "vectors/vectors_json.h"

namespace il::cli {
namespace {

using Clock = std::chrono::steady_clock;

std::string duration_text(double s) {
    char buf[32];
    if (s < 60) std::snprintf(buf, sizeof buf, "%.0fs", s);
    else if (s < 3600) std::snprintf(buf, sizeof buf, "%dm%02ds", static_cast<int>(s) / 60, static_cast<int>(s) % 60);
    else std::snprintf(buf, sizeof buf, "%dh%02dm", static_cast<int>(s) / 3600, static_cast<int>(s) / 60 % 60);
    return buf;
}

// A progress line on stderr at most every second (redrawn in place on a terminal): the next pattern, the share
// done, the rate of this run and the time left at that rate.
class ProgressLine {
public:
    ProgressLine(const Overload& ov, uint64_t first, uint64_t before, uint64_t total)
        : ov_(ov), first_(first), before_(before), total_(total), tty_(isatty(2) != 0) {}
    void update(uint64_t done_now, bool last) {
        const Clock::time_point now = Clock::now();
        if (!last && now - shown_ < std::chrono::seconds(tty_ ? 1 : 10)) return;
        shown_ = now;
        const double secs = std::chrono::duration<double>(now - start_).count();
        const double rate = secs > 0 ? static_cast<double>(done_now) / secs : 0;
        const uint64_t done = before_ + done_now;
        const double left = rate > 0 ? static_cast<double>(total_ - done) / rate : 0;
        std::fprintf(stderr, "%sexhaustive %s: at 0x%08llx  %5.1f%%  %.1fM cases/s  %s %s%s", tty_ ? "\r" : "",
                     ov_.declaration().c_str(), static_cast<unsigned long long>(first_ + done),
                     total_ ? 100.0 * static_cast<double>(done) / static_cast<double>(total_) : 100.0, rate / 1e6,
                     last ? "took" : "ETA", duration_text(last ? secs : left).c_str(), tty_ && !last ? "   " : "\n");
    }

private:
    const Overload& ov_;
    uint64_t first_, before_, total_;
    bool tty_;
    Clock::time_point start_ = Clock::now(), shown_ = Clock::now();
};

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
    std::vector<const Overload*> rows;
    for (const std::string& f : o.functions) {
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
        if (!n) throw UsageError("--exhaustive --function " + f + ": " + why);
    }
    if (!o.resume.empty() && rows.size() != 1)
        throw UsageError("--resume: a checkpoint holds one overload, and --function selects " +
                         std::to_string(rows.size()) + " (name one, such as --function \"" + rows[0]->declaration() +
                         "\")");
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
    ProgressLine line(ov, first, before, total);
    Clock::time_point last_commit = Clock::now();
    if (journal)
        bo.checkpoint = [&](uint64_t done, const BatchTally& so_far) {
            // A commit costs two syncs: one a second at most, and the last one always.
            if (!journal_error->empty() || (done < total - before && Clock::now() - last_commit < std::chrono::seconds(1)))
                return;
            BatchTally t = base;
            t.add(so_far);
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
    all.add(t);
    if (journal_error->empty() && !journal->for_each_case(sink)) *journal_error = journal->error();
    return all;
}

}  // namespace il::cli
