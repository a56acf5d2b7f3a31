// intrinsic-lab accuracy [--function F]... [--range LO:HI] [--stride N] [--seconds-per-function S] [--out FILE]
// [--html FILE]: exhaustive (or strided) sweeps of one-input built-ins, summarized per function (report/accuracy.h).
#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>

#include "batch/batch_engine.h"
#include "batch/case_source.h"
#include "catalog/catalog.h"
#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "cli/progress_line.h"
#include "cli/select_overloads.h"
#include "cli/sweep_exhaustive.h"
#include "report/accuracy.h"
#include "report/published_bounds.h"
#include "vectors/json_format.h"
#include "vectors/temp_files.h"
#include "vectors/vectors_json.h"

namespace il::cli {
namespace {

// A listed function's row: its overload of one float input (of one uint input for the unpacks).
const Overload* listed_row(const PublishedBound& b) {
    for (const Overload* o : select_overloads(Catalog::get(), {b.function})) {
        const Scalar want = std::string_view(b.function).substr(0, 6) == "unpack" ? Scalar::Uint : Scalar::Float;
        if (exhaustive_unsupported(*o).empty() && o->inputs()[0].type.scalar == want) return o;
    }
    return nullptr;
}

// Every listed function by default; a listed name picks its listed row (abs: float abs, not int abs), a
// declaration or another name its overloads of one 32-bit input.
std::vector<const Overload*> accuracy_rows(const std::vector<std::string>& functions) {
    std::vector<const Overload*> rows;
    for (const PublishedBound& b : published_bounds())
        if (functions.empty())
            if (const Overload* o = listed_row(b)) rows.push_back(o);
    for (const std::string& f : functions) {
        const PublishedBound* b = published_bound(f);
        const Overload* o = b ? listed_row(*b) : nullptr;
        if (o) rows.push_back(o);
        else for (const Overload* r : one_input_overloads({f}, "--function")) rows.push_back(r);
    }
    return rows;
}

// The patterns of `s` in the 2^23 patterns from `bin`, as a source, and the index of its first case among s's.
struct BinPart {
    uint64_t first = 0, end = 0, index = 0;
};
BinPart bin_part(const AccuracySweep& s, uint64_t bin) {
    const uint64_t lo = std::max(s.first, bin), hi = std::min(s.end, bin + (uint64_t{1} << kAccuracyBinShift));
    BinPart p;
    p.index = (lo - s.first + s.stride - 1) / s.stride;
    p.first = s.pattern(p.index);
    p.end = std::max(hi, p.first);
    return p;
}

// How every sweep of the command runs: violations kept, the first `keep_first` of them written.
BatchOptions sweep_options(const Options& o, uint64_t keep_first) {
    BatchOptions bo;
    bo.keep = Keep::Violations;
    bo.keep_first = keep_first;
    bo.bulk = !o.full_path;
    return bo;
}

// The least power of two from s.stride at which the function's sweep of s's range should take `seconds`, from its
// rate over a strided probe of the whole range (every kind of input in it, as the sweep meets them): 2^16
// patterns, then 8 times as many while a probe takes under a quarter of a second (a short probe is mostly its
// fixed cost, which would make the rate look slower) and stays under a quarter of the sweep.
uint64_t stride_for(BatchEngine& engine, const Overload& ov, const Options& o, const AccuracySweep& s, double seconds) {
    const uint64_t span = s.end - s.first;
    const BatchOptions bo = sweep_options(o, 1);
    double rate = 0;
    for (uint64_t n = uint64_t{1} << 16;; n *= 8) {
        const uint64_t probe_stride = std::max<uint64_t>(s.stride, std::bit_ceil((span + n - 1) / n));
        const ExhaustiveSource probe(s.first, s.end, probe_stride);
        const auto start = std::chrono::steady_clock::now();
        engine.run(ov, o.profile, probe, bo, [](std::string_view) {});
        const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        rate = static_cast<double>(probe.size()) / std::max(t, 1e-9);
        if (t >= 0.25 || probe.size() * 8 * 4 > s.cases()) break;
    }
    AccuracySweep own = s;
    while (own.stride < (uint64_t{1} << 31) && static_cast<double>(own.cases()) > rate * seconds) own.stride *= 2;
    return own.stride;
}

// One function over the sweep, a bin at a time (the bins give the error profile; the tally is their sum).
AccuracyFunction sweep_function(BatchEngine& engine, const Overload& ov, const Options& o, const AccuracySweep& s,
                                ProgressTotal& all, size_t n, size_t of) {
    AccuracyFunction f;
    f.overload = &ov;
    f.sweep = s;
    const BatchOptions bo = sweep_options(o, kAccuracyViolations);
    const auto start = std::chrono::steady_clock::now();
    ProgressLine line("accuracy [" + std::to_string(n) + "/" + std::to_string(of) + "] " + ov.declaration(), s.first,
                      s.stride, 0, s.cases(), &all);
    const uint64_t shift = kAccuracyBinShift;
    for (uint64_t bin = s.first >> shift << shift; bin < s.end; bin += uint64_t{1} << shift) {
        const BinPart p = bin_part(s, bin);
        if (p.first >= p.end) continue;
        ExhaustiveSource source(p.first, p.end, s.stride);
        BatchTally t = engine.run(
            ov, o.profile, source, bo,
            [&](std::string_view l) {
                if (f.violations.size() < kAccuracyViolations) f.violations.emplace_back(l);
            },
            [&](uint64_t done, uint64_t) { line.update(p.index + done, false); });
        t.offset_cases(p.index);
        f.bins.push_back({static_cast<uint32_t>(bin), t.cases, t.max_ulp,
                          t.by_verdict[static_cast<size_t>(Verdict::Violation)]});
        f.tally.add(t);
        if (!t.driver_error.empty()) {
            f.tally.driver_error = t.driver_error;
            break;
        }
    }
    line.update(f.tally.cases, true);
    all.done += s.cases();
    f.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return f;
}

}  // namespace

int cmd_accuracy(const Options& o) {
    if (!o.positional.empty())
        throw UsageError("accuracy takes no positional arguments, got '" + o.positional[0] + "'");
    if (is_stdout(o.out) && is_stdout(o.html)) throw UsageError("--out - and --html -: only one of them can be stdout");
    for (const std::string* path : {&o.out, &o.html}) {
        if (path->empty() || is_stdout(*path)) continue;
        if (std::string err = check_writable(*path); !err.empty())
            throw UsageError((path == &o.html ? "--html " : "--out ") + err);
    }
    if (std::string err = check_distinct_outputs({{"--out", o.out}, {"--html", o.html}}, {}); !err.empty())
        throw UsageError(err);
    const std::vector<const Overload*> rows = accuracy_rows(o.functions);
    const AccuracySweep sweep{o.range_first, o.range_end, o.stride};
    const bool quiet = o.json || is_stdout(o.out) || is_stdout(o.html);
    std::unique_ptr<GpuSession> gpu = open_gpu_session(o.profile);
    if (!gpu) return kNoContext;
    const bool hardware = !gpu->runner->dispatch_on_cpu();
    ThreadPool pool(o.threads ? o.threads : batch_workers(hardware), batch_spin(hardware));
    if (!pool.shortfall().empty()) std::fprintf(stderr, "intrinsic-lab: %s\n", pool.shortfall().c_str());
    BatchEngine engine(gpu->runner.get(), pool);
    ProgressTotal all;
    all.cases = sweep.cases() * rows.size();
    all.seconds_each = o.seconds_per_function;
    all.sweeps = rows.size();
    std::vector<AccuracyFunction> functions;
    std::string error;
    bool violation = false;
    for (size_t n = 0; n < rows.size() && error.empty(); ++n) {
        AccuracySweep own = sweep;
        all.sweeps_done = n;
        if (o.seconds_per_function > 0) {
            own.stride = stride_for(engine, *rows[n], o, sweep, o.seconds_per_function);
            if (!quiet)
                std::fprintf(stderr, "accuracy: %s: every %llu-th pattern, for %g s\n", rows[n]->declaration().c_str(),
                             static_cast<unsigned long long>(own.stride), o.seconds_per_function);
        }
        functions.push_back(sweep_function(engine, *rows[n], o, own, all, n + 1, rows.size()));
        const BatchTally& t = functions.back().tally;
        violation |= t.by_verdict[static_cast<size_t>(Verdict::Violation)] > 0;
        if (!t.driver_error.empty()) {
            error = rows[n]->declaration() + ": " + t.driver_error;
            std::fprintf(stderr, "intrinsic-lab: %s; the accuracy run stops here\n", error.c_str());
        }
    }
    const nlohmann::json doc =
        accuracy_document(sweep, o.seconds_per_function, functions, profile_json(o.profile), device_json(gpu->device),
                          error);
    const std::string json_text = format_json(doc);
    if (o.json) std::printf("%s", json_text.c_str());
    else if (!quiet) std::printf("%s", accuracy_text(doc).c_str());
    for (const std::string* path : {&o.out, &o.html}) {
        if (path->empty()) continue;
        const std::string content = path == &o.html ? accuracy_html(doc) : json_text;
        if (is_stdout(*path)) {
            if (!o.json || path == &o.html) std::printf("%s", content.c_str());
            continue;
        }
        if (std::string err = write_file_atomic(*path, content); !err.empty()) {
            std::fprintf(stderr, "intrinsic-lab: %s\n", err.c_str());
            return kBadInput;
        }
        if (!quiet) std::printf("wrote %s\n", path->c_str());
    }
    return violation || !error.empty() ? kViolation : kOk;  // a fault leaves its cases violations, as in sweep
}

}  // namespace il::cli
