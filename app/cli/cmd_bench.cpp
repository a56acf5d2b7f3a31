// intrinsic-lab bench [--function F]... [--catalog] [--host] [--judge] [--vectors N] [--repeat R] [--threads N]
// [--json] [--piglit-dir D] …:
// vectors per second of each sweep stage and end to end against the dispatch alone, piglit's shader_runner on the
// same functions and driver, and the cold start of eval against a minimal program (il-minimal-dispatch).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "batch/stage_bench.h"
#include "catalog/catalog.h"
#include "cli/bench_catalog.h"
#include "cli/bench_diff.h"
#include "cli/bench_host.h"
#include "cli/bench_judge.h"
#include "cli/bench_process.h"
#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "cli/select_overloads.h"
#include "vectors/json_format.h"
#include "vectors/vectors_json.h"
#include "vectors/tool_version.h"

namespace il::cli {
namespace {

using nlohmann::json;

constexpr const char* kDefaultOverloads[] = {"uint usubBorrow(uint x, uint y, out uint borrow)",
                                             "uint packUnorm2x16(vec2 v)", "double fma(double a, double b, double c)"};

// piglit's own tests of the same functions; vectors per probe: usubBorrow and fma test a uvec4 / dvec4 per
// draw (4 scalar vectors), packUnorm2x16 one vec2.
struct PiglitTest {
    const char* function;
    const char* path;  // under the piglit directory
    int vectors_per_probe;
};
constexpr PiglitTest kPiglit[] = {
    {"usubBorrow", "tests/spec/arb_gpu_shader5/execution/built-in-functions/fs-usubBorrow.shader_test", 4},
    {"packUnorm2x16",
     "generated_tests/spec/arb_shading_language_packing/execution/built-in-functions/fs-packUnorm2x16.shader_test", 1},
    {"fma", "tests/spec/arb_gpu_shader_fp64/execution/built-in-functions/fs-fma-double.shader_test", 4},
};

int count_probes(const std::string& path) {
    FILE* f = std::fopen(path.c_str(), "r");
    if (!f) return 0;
    int n = 0;
    char line[4096];
    while (std::fgets(line, sizeof line, f))
        if (std::string_view(line).rfind("probe", 0) == 0) ++n;
    std::fclose(f);
    return n;
}

// The overloads a bench pass takes: the --function selection, or with --catalog every overload, or the three above.
std::vector<const Overload*> bench_rows(const Options& o) {
    const Catalog& cat = Catalog::get();
    std::vector<const Overload*> rows = select_overloads(cat, o.functions);
    if (!rows.empty()) return rows;
    if (o.catalog)
        for (const Overload& r : cat.rows()) rows.push_back(&r);
    else
        for (const char* d : kDefaultOverloads) rows.push_back(cat.by_declaration(d));
    return rows;
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

std::string rate_text(double r) {
    char buf[32];
    if (r >= 1e6) std::snprintf(buf, sizeof buf, "%.1fM", r / 1e6);
    else if (r >= 1e3) std::snprintf(buf, sizeof buf, "%.1fk", r / 1e3);
    else std::snprintf(buf, sizeof buf, "%.1f", r);
    return buf;
}

// "412.0M (99.9%)", or "-" without a bulk judge.
std::string bulk_text(const StageFigures& f) {
    if (!f.has_bulk) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, " (%.1f%%)", 100 * f.bulk_share);
    return rate_text(f.bulk) + buf;
}

json figures_json(const StageFigures& f) {
    json j = {{"overload", f.overload},
              {"vectors", f.vectors},
              {"chunk", f.chunk},
              {"repeats", f.repeats},
              {"persistent_mapping", f.persistent},
              {"vectors_per_second",
               {{"generate", f.generate},
                {"reference", f.reference},
                {"upload", f.upload},
                {"dispatch", f.dispatch},
                {"readback", f.readback},
                {"compare", f.compare},
                {"json", f.json},
                {"end_to_end", f.end_to_end}}},
              {"bulk_judge", f.has_bulk},
              {"end_to_end_seconds", f.end_to_end_seconds},
              {"dispatch_seconds", f.dispatch_seconds},
              {"dispatch_cpu_seconds", f.dispatch_cpu_seconds},
              {"end_to_end_cpu_seconds", f.end_to_end_cpu_seconds},
              {"gpu_timer_seconds", f.gpu_timer_seconds},
              {"end_to_end_over_dispatch", f.dispatch > 0 ? f.end_to_end / f.dispatch : 0},
              {"violations", f.violations}};
    if (f.has_bulk) {
        j["vectors_per_second"]["bulk"] = f.bulk;
        j["vectors_per_second"]["end_to_end_full_path"] = f.end_to_end_full;
        j["bulk_share"] = f.bulk_share;
    }
    if (!f.error.empty()) j["error"] = f.error;
    return j;
}

}  // namespace

int cmd_bench(const Options& o) {
    const unsigned long long vectors = o.vectors;
    const int repeats = o.repeats;
    const std::string& piglit_dir = o.piglit_dir;
    if (o.bench_host) {
        const char* other = o.bench_diff              ? "--diff"
                            : o.bench_judge           ? "--judge"
                            : o.catalog               ? "--catalog"
                            : !o.functions.empty()    ? "--function"
                            : !o.positional.empty()   ? "a file"
                                                      : nullptr;
        if (other) throw UsageError(std::string("bench --host: ") + other + " is not taken with it");
        return bench_host(o.repeats, o.json);
    }
    if (o.bench_judge) {
        const char* other = o.bench_diff            ? "--diff"
                            : !o.positional.empty() ? "a file"
                            : o.threads             ? "--threads"
                                                    : nullptr;
        if (other) throw UsageError(std::string("bench --judge: ") + other + " is not taken with it");
        // Every case's input and output records are held at once (up to about 200 bytes a case).
        constexpr unsigned long long kMostJudgeCases = 1ull << 22;
        if (o.vectors_given && o.vectors > kMostJudgeCases)
            throw UsageError("bench --judge: --vectors " + std::to_string(o.vectors) + " is more than the " +
                             std::to_string(kMostJudgeCases) + " cases it holds in memory at once");
        // With --catalog, 4,096 cases a row unless given.
        const uint64_t cases = o.vectors_given ? o.vectors : o.catalog ? 1 << 12 : 1 << 16;
        return bench_judge_rows(bench_rows(o), o.profile.glsl, cases, o.repeats_given ? o.repeats : 15, o.seed, o.json);
    }
    if (o.bench_diff) {
        if (o.json || o.catalog) throw UsageError(std::string("bench --diff: ") + (o.json ? "--json" : "--catalog") + " is not taken with it");
        return bench_diff(o.positional);
    }
    if (!o.positional.empty())
        throw UsageError("bench takes no positional arguments (but with --diff, result files), got '" + o.positional[0] + "'");
    const std::vector<const Overload*> rows = bench_rows(o);
    if (o.catalog) {
        // Every overload (or the --function selection), fewer vectors each: 2^16 and one repeat unless given.
        auto gpu = open_gpu_session(o.profile);
        if (!gpu) return kNoContext;
        const bool hardware = !gpu->runner->dispatch_on_cpu();
        ThreadPool pool(o.threads ? o.threads : batch_workers(hardware), batch_spin(hardware));
        return bench_catalog(*gpu->runner, pool, rows, o.profile, o.vectors_given ? vectors : 1 << 16,
                             o.repeats_given ? repeats : 1, o.seed, o.json, device_json(gpu->device));
    }
    auto gpu = open_gpu_session(o.profile);
    if (!gpu) return kNoContext;
    const bool hardware = !gpu->runner->dispatch_on_cpu();
    ThreadPool pool(o.threads ? o.threads : batch_workers(hardware), batch_spin(hardware));
    if (!pool.shortfall().empty()) std::fprintf(stderr, "intrinsic-lab: %s\n", pool.shortfall().c_str());
    if (!o.json)
        std::printf("bench on %s (%s), %u threads, %llu vectors per overload, median of %d after a warm-up\n"
                    "vectors per second by stage (bulk: the bulk judge, settling the share in brackets; full: end "
                    "to end with it off):\n%-50s %8s %8s %8s %8s %8s %8s %14s %8s %8s %8s %7s\n",
                    gpu->device.renderer.c_str(), gpu->device.version.c_str(), pool.size(), vectors, repeats,
                    "overload", "generate", "refer.", "upload", "dispatch", "readback", "compare", "bulk", "json",
                    "full", "e2e", "e2e/dsp");
    std::vector<StageFigures> figures;
    for (const Overload* ov : rows) {
        StageFigures f = bench_overload(*gpu->runner, pool, *ov, o.profile, vectors, repeats, o.seed);
        if (!o.json) {
            if (!f.error.empty()) std::printf("%-50s %s\n", f.overload.c_str(), f.error.c_str());
            else
                std::printf("%-50s %8s %8s %8s %8s %8s %8s %14s %8s %8s %8s %7.2f\n", f.overload.c_str(),
                            rate_text(f.generate).c_str(), rate_text(f.reference).c_str(), rate_text(f.upload).c_str(),
                            rate_text(f.dispatch).c_str(), rate_text(f.readback).c_str(),
                            rate_text(f.compare).c_str(), bulk_text(f).c_str(), rate_text(f.json).c_str(),
                            rate_text(f.end_to_end_full).c_str(), rate_text(f.end_to_end).c_str(),
                            f.dispatch > 0 ? f.end_to_end / f.dispatch : 0.0);
            if (f.error.empty())
                std::printf("%-50s process CPU seconds, all threads: dispatch %.3f, end to end %.3f\n", "",
                            f.dispatch_cpu_seconds, f.end_to_end_cpu_seconds);
            std::fflush(stdout);
        }
        figures.push_back(std::move(f));
    }
    json doc = {{"schema", "intrinsic-lab.bench/1"}, {"tool", kTool}, {"device", device_json(gpu->device)}, {"threads", pool.size()}, {"overloads", json::array()}};
    for (const StageFigures& f : figures) doc["overloads"].push_back(figures_json(f));

    // piglit's shader_runner on its own tests of the benched functions, on the same driver (surfaceless EGL).
    json piglit = json::array();
    const std::string runner_path = piglit_dir + "/bin/shader_runner";
    if (!o.json) std::printf("\npiglit shader_runner (%s), process CPU time, median of %d:\n", runner_path.c_str(), repeats);
    for (const PiglitTest& t : kPiglit) {
        const StageFigures* ours = nullptr;
        for (const StageFigures& f : figures)
            if (f.overload.find(std::string(" ") + t.function + "(") != std::string::npos && f.error.empty()) {
                ours = &f;
                break;
            }
        if (!ours) continue;
        const std::string test = piglit_dir + "/" + t.path;
        const int vectors_tested = count_probes(test) * t.vectors_per_probe;
        json j = {{"function", t.function}, {"test", t.path}, {"vectors", vectors_tested}};
        std::vector<double> cpu, wall;
        std::string error = vectors_tested ? "" : test + " not found (Debian's piglit package)";
        for (int r = 0; r < repeats && error.empty(); ++r) {
            ProcessTime p = time_process({runner_path, test, "-auto", "-fbo"}, {{"PIGLIT_PLATFORM", "surfaceless_egl"}});
            if (!p.ran) error = p.error;
            cpu.push_back(p.cpu);
            wall.push_back(p.wall);
        }
        if (!error.empty()) {
            j["error"] = error;
            if (!o.json) std::printf("  %-14s %s\n", t.function, error.c_str());
        } else {
            const double rate = vectors_tested / std::max(median(cpu), 1e-9);
            j.update({{"cpu_seconds", median(cpu)},
                      {"wall_seconds", median(wall)},
                      {"vectors_per_second", rate},
                      {"intrinsic_lab_overload", ours->overload},
                      {"intrinsic_lab_vectors_per_second", ours->end_to_end},
                      {"ratio", ours->end_to_end / rate}});
            if (!o.json)
                std::printf("  %-14s %4d vectors in %.3f s CPU (%.3f s wall): %s vectors/s; intrinsic-lab end to end "
                            "%s vectors/s: %.0fx\n",
                            t.function, vectors_tested, median(cpu), median(wall), rate_text(rate).c_str(),
                            rate_text(ours->end_to_end).c_str(), ours->end_to_end / rate);
        }
        piglit.push_back(j);
    }
    doc["piglit"] = piglit;

    // Cold start: eval of one case in a new process against a program that only creates the context, compiles
    // one compute shader and dispatches it once.
    const std::string dir = self_directory();
    const int cold_repeats = std::max(repeats, 5);
    std::vector<double> eval_wall, minimal_wall;
    std::string cold_error;
    for (int r = 0; r < cold_repeats && cold_error.empty(); ++r) {
        ProcessTime e = time_process({dir + "/intrinsic-lab", "eval", "usubBorrow", "0x80000000u", "0xFFFFFFFFu", "--json"});
        ProcessTime m = time_process({dir + "/il-minimal-dispatch"});
        if (!e.ran) cold_error = e.error;
        else if (!m.ran) cold_error = m.error;
        eval_wall.push_back(e.wall);
        minimal_wall.push_back(m.wall);
    }
    json cold = {{"repeats", cold_repeats}};
    if (!cold_error.empty()) {
        cold["error"] = cold_error;
        if (!o.json) std::printf("\ncold start: %s\n", cold_error.c_str());
    } else {
        const double e = median(eval_wall), m = median(minimal_wall);
        cold.update({{"eval_seconds", e}, {"minimal_seconds", m}, {"ratio", m > 0 ? e / m : 0}});
        if (!o.json)
            std::printf("\ncold start, median of %d: eval of one case %.3f s, il-minimal-dispatch %.3f s: %.2fx\n",
                        cold_repeats, e, m, m > 0 ? e / m : 0.0);
    }
    doc["cold_start"] = cold;
    if (o.json) std::printf("%s", format_json(doc).c_str());
    return kOk;
}

}  // namespace il::cli
