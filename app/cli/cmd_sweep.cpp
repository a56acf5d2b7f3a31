#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>

#include "catalog/catalog.h"
#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "cli/select_overloads.h"
#include "cli/sweep_exhaustive.h"
#include "batch/batch_engine.h"
#include "vectors/results_writer.h"
#include "vectors/temp_files.h"
#include "vectors/vectors_json.h"

namespace il::cli {
namespace {

// Rows whose kernels a random sweep asks for ahead of the one it runs (Runner::prefetch).
constexpr size_t kCompileAhead = 16;

}  // namespace

int cmd_sweep(const Options& o) {
    if (!o.positional.empty()) throw UsageError("sweep takes no positional arguments, got '" + o.positional[0] + "'");
    if (o.out.empty()) throw UsageError("sweep needs --out FILE.json (or --out - for stdout)");
    const bool to_stdout = is_stdout(o.out);
    if (!to_stdout) {
        std::string err = check_writable(o.out);
        if (!err.empty()) throw UsageError("--out " + err);
    }
    // With the results on stdout, the summary goes to stderr.
    FILE* text = to_stdout ? stderr : stdout;
    if (!o.exhaustive && (o.range_given || !o.resume.empty() || o.upload_inputs))
        throw UsageError(std::string(o.range_given ? "--range" : !o.resume.empty() ? "--resume" : "--upload-inputs") +
                         " needs --exhaustive");
    if (!o.resume.empty() && !to_stdout) {
        std::string err = check_distinct_outputs({{"--out", o.out}, {"--resume", o.resume}}, {});
        if (!err.empty()) throw UsageError(err);
    }
    const Catalog& cat = Catalog::get();
    std::vector<const Overload*> rows = o.exhaustive ? exhaustive_overloads(o) : select_overloads(cat, o.functions);
    if (o.functions.empty())
        for (const Overload& ov : cat.rows()) rows.push_back(&ov);
    std::unique_ptr<GpuSession> gpu;
    if (!o.cpu_only) {
        gpu = open_gpu_session(o.profile);
        if (!gpu) return kNoContext;
    }
    nlohmann::json head = results_document(o.profile, gpu ? &gpu->device : nullptr, nlohmann::json::array());
    head.erase("cases");
    if (o.exhaustive)
        head["sweep"] = {{"exhaustive", exhaustive_head(rows, o)}, {"keep", o.keep}};
    else
        head["sweep"] = {{"seed", o.seed}, {"random", o.random}, {"keep", o.keep}};
    std::unique_ptr<ResultsWriter> out =
        to_stdout ? std::make_unique<ResultsWriter>(stdout, head) : std::make_unique<ResultsWriter>(o.out, head);
    ResultsWriter& writer = *out;
    if (!writer.ok()) throw UsageError("--out " + writer.error());
    Keep keep = Keep::Violations;
    parse_keep(o.keep, keep);  // parse_options checked the word
    const bool hardware = gpu && !gpu->runner->dispatch_on_cpu();
    ThreadPool pool(o.threads ? o.threads : batch_workers(hardware), batch_spin(hardware));
    if (!pool.shortfall().empty()) std::fprintf(stderr, "intrinsic-lab: %s\n", pool.shortfall().c_str());
    BatchEngine engine(gpu ? gpu->runner.get() : nullptr, pool);
    BatchOptions bo;
    bo.keep = keep;
    bo.bulk = !o.full_path;
    bo.index_inputs = !o.upload_inputs;
    std::vector<std::pair<const Overload*, BatchTally>> tallies;
    auto start = std::chrono::steady_clock::now();
    bool violation = false;
    for (size_t n = 0; n < rows.size(); ++n) {
        const Overload& ov = *rows[n];
        const BatchEngine::Sink sink = [&](std::string_view line) { writer.add_case_text(std::string(line)); };
        BatchTally t;
        if (o.exhaustive) {
            std::string journal_error;
            t = sweep_exhaustive(engine, ov, o, bo, gpu ? &gpu->device : nullptr, sink, &journal_error);
            if (!journal_error.empty()) {
                std::fprintf(stderr, "intrinsic-lab: --resume %s\n", journal_error.c_str());
                return kBadInput;
            }
        } else {
            // The next rows' kernels asked for ahead, so that a driver that compiles on threads of its own builds
            // them while this row runs (Runner::prefetch).
            if (gpu)
                for (size_t m = n; m < std::min(rows.size(), n + kCompileAhead); ++m)
                    gpu->runner->prefetch(*rows[m], o.profile);
            SweepSource source(ov, static_cast<uint64_t>(o.random), o.seed);
            t = engine.run(ov, o.profile, source, bo, sink);
        }
        violation |= t.by_verdict[static_cast<size_t>(Verdict::Violation)] > 0;
        double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::fprintf(stderr, "[%zu/%zu] %-58s %8llu cases  %6.1f s\n", n + 1, rows.size(), ov.declaration().c_str(),
                     static_cast<unsigned long long>(t.cases), secs);
        if (!t.driver_error.empty()) {
            std::fprintf(stderr, "intrinsic-lab: driver fault in %s: %s; the sweep stops here\n",
                         ov.declaration().c_str(), t.driver_error.c_str());
            tallies.emplace_back(&ov, std::move(t));
            break;
        }
        tallies.emplace_back(&ov, std::move(t));
    }
    nlohmann::json summary = nlohmann::json::array();
    uint64_t all = 0, defined = 0, judged = 0;
    std::fprintf(text, "%-58s %9s %9s %9s %9s %9s %9s %8s\n", "overload", "cases", "match", "accepted", "violation",
                "undefined", "unavail", "max ulp");
    for (auto& [ov, t] : tallies) {
        const std::map<std::string, uint64_t> verdicts = t.verdicts();
        auto v = [&](const char* k) { return verdicts.count(k) ? verdicts.at(k) : 0; };
        uint64_t unavail = v("unavailable") + v("compiler-accepted-unavailable");
        std::fprintf(text, "%-58s %9llu %9llu %9llu %9llu %9llu %9llu %8llu\n", ov->declaration().c_str(),
                    static_cast<unsigned long long>(t.cases), static_cast<unsigned long long>(v("match")),
                    static_cast<unsigned long long>(v("accepted")), static_cast<unsigned long long>(v("violation")),
                    static_cast<unsigned long long>(v("undefined")), static_cast<unsigned long long>(unavail),
                    static_cast<unsigned long long>(t.max_ulp));
        summary.push_back({{"overload", ov->declaration()}, {"cases", t.cases}, {"verdicts", verdicts},
                           {"max_ulp", t.max_ulp}});
        all += t.cases;
        defined += v("match") + v("accepted") + v("violation");
        judged += t.cases - unavail;
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // Defined: of the cases the driver ran, those whose result the spec defines (match, accepted or violation).
    std::fprintf(text, "%llu cases (%.1f%% of the %llu run defined) in %.1f s; %zu kept in %s (--keep %s)\n",
                 static_cast<unsigned long long>(all),
                 judged ? 100.0 * static_cast<double>(defined) / static_cast<double>(judged) : 0.0,
                 static_cast<unsigned long long>(judged), secs,
                 writer.cases_written(), to_stdout ? "stdout" : o.out.c_str(), o.keep.c_str());
    if (!writer.finish({{"summary", summary}})) {
        std::fprintf(stderr, "intrinsic-lab: %s\n", writer.error().c_str());
        return kBadInput;
    }
    return violation ? kViolation : kOk;
}

}  // namespace il::cli
