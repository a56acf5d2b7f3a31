#include "batch/stage_bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <memory>
#include <vector>

#include <sys/resource.h>

#include "batch/batch_engine.h"
#include "batch/bulk_judge.h"
#include "batch/case_values.h"
#include "batch/case_source.h"
#include "engine/evaluate.h"
#include "gpu/layout.h"
#include "gpu/stream_buffers.h"
#include "precision/judge.h"
#include "vectors/case_writer.h"
#include "vectors/results_writer.h"

namespace il {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// The wall-clock seconds of a pass, and the CPU seconds of the whole process meanwhile (every thread: the
// workers, the driver's own).
struct Timing {
    double wall = 0, cpu = 0;
};

double process_cpu_seconds() {
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
           1e-6 * static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
}

template <class Fn, class... Args>
Timing timed(const Fn& fn, Args... args) {
    const double cpu = process_cpu_seconds();
    const auto t = Clock::now();
    fn(args...);
    return {seconds_since(t), process_cpu_seconds() - cpu};
}

// Each figure the median of its own.
Timing median_timing(const std::vector<Timing>& t) {
    std::vector<double> wall, cpu;
    for (const Timing& x : t) wall.push_back(x.wall), cpu.push_back(x.cpu);
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

// Median of `repeats` timings of fn() (after one warm-up run); fn returns seconds.
double median_of(int repeats, const std::function<double()>& fn) {
    fn();
    std::vector<double> t;
    for (int r = 0; r < repeats; ++r) t.push_back(fn());
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// Runs job over `vectors` cases in chunks of `chunk`, each chunk split into one part per worker of the pool;
// job(b, e, worker) gets a chunk-local range.
double timed_parts(ThreadPool& pool, uint64_t vectors, size_t chunk,
                   const std::function<void(size_t b, size_t e, unsigned worker)>& job) {
    auto t = Clock::now();
    for (uint64_t base = 0; base < vectors; base += chunk)
        pool.run(static_cast<size_t>(std::min<uint64_t>(chunk, vectors - base)), job);
    return seconds_since(t);
}

// The same, one case at a time: job(i, worker).
double timed_chunks(ThreadPool& pool, uint64_t vectors, size_t chunk,
                    const std::function<void(size_t i, unsigned worker)>& job) {
    return timed_parts(pool, vectors, chunk, [&](size_t b, size_t e, unsigned w) {
        for (size_t i = b; i < e; ++i) job(i, w);
    });
}

// A directory of its own for the bench's results files (mkdtemp, mode 0700: a fixed name in a shared /tmp could be
// a planted link), removed with everything in it; /dev/null stands for its files if it cannot be made.
class BenchDir {
public:
    BenchDir() : dir_((std::filesystem::temp_directory_path() / "intrinsic-lab-bench.XXXXXX").string()) {
        made_ = ::mkdtemp(dir_.data()) != nullptr;
    }
    ~BenchDir() {
        std::error_code ec;
        if (made_) std::filesystem::remove_all(dir_, ec);
    }
    BenchDir(const BenchDir&) = delete;
    BenchDir& operator=(const BenchDir&) = delete;
    std::string file(const std::string& name) const { return made_ ? dir_ + "/" + name : std::string("/dev/null"); }

private:
    std::string dir_;
    bool made_ = false;
};

// The end to end (generation, upload, dispatch, readback, reference and compare in the pipeline, kept cases to a
// results file) against the floor (each chunk's dispatch and the wait for its fence, nothing else: the engine's
// own rhythm without its CPU work), timed in alternation, one of each per repeat, so that both meet the same
// machine (a core taken by another process, a changed clock): each is the median of its own repeats. With
// `full`, the end to end with the bulk judge off too.
struct FloorAndEnd {
    Timing floor, end;
    double full_seconds = 0;
    uint64_t cases = 0, violations = 0, full_path = 0, past_screen = 0;
    std::string error;
};

FloorAndEnd floor_and_end(Runner& runner, ThreadPool& pool, const Overload& o, const Profile& p, StreamBuffers& bufs,
                          size_t chunk, uint64_t vectors, int repeats, uint64_t seed, bool full) {
    FloorAndEnd r;
    const BenchDir dir;
    const std::string tmp = dir.file("end-to-end.json");
    // One results file for every timed run, made and finished (fsync, rename) outside the timing, as a sweep makes
    // one file for all its overloads: what is timed is the run and its kept lines.
    ResultsWriter writer(tmp, {{"schema", "intrinsic-lab.vectors/1"}});
    auto end_to_end = [&](bool bulk) {
        BatchEngine engine(&runner, pool);
        BatchOptions opt;
        opt.keep = Keep::Violations;
        opt.bulk = bulk;
        SweepSource random_only(o, vectors, seed);
        BatchTally tally = engine.run(o, p, random_only, opt,
                                      [&](std::string_view line) { writer.add_case_text(std::string(line)); });
        r.cases = tally.cases;
        r.full_path = tally.full_path;
        r.past_screen = tally.past_screen;
        r.violations = tally.by_verdict[static_cast<size_t>(Verdict::Violation)];
        if (!tally.driver_error.empty()) r.error = tally.driver_error;
    };
    const uint64_t full_chunks = vectors / chunk, rest = vectors % chunk;
    const uint64_t n_dispatches = full_chunks + (rest ? 1 : 0);
    auto floor = [&] {
        for (uint64_t c = 0; c < n_dispatches; ++c) {
            bufs.dispatch(0, c < full_chunks ? chunk : static_cast<size_t>(rest));
            runner.wait_for_gpu();
        }
    };
    if (full) r.full_seconds = median_of(repeats, [&] { return timed(end_to_end, false).wall; });
    timed(floor), timed(end_to_end, true);  // warm-up
    std::vector<Timing> floors, ends;
    for (int i = 0; i < repeats; ++i) {
        floors.push_back(timed(floor));
        ends.push_back(timed(end_to_end, true));
    }
    r.floor = median_timing(floors);
    r.end = median_timing(ends);
    writer.finish();
    return r;
}

}  // namespace

RatioFigures bench_ratio(Runner& runner, ThreadPool& pool, const Overload& o, const Profile& p, uint64_t vectors,
                         int repeats, uint64_t seed) {
    RatioFigures f;
    f.overload = o.declaration();
    const Kernel& k = runner.kernel(o, p);
    if (!k.compiled) {
        f.error = "the shader did not compile for #version " + std::to_string(p.glsl);
        return f;
    }
    const size_t chunk = Runner::max_cases_per_dispatch(k, BatchOptions::kDefaultChunk);
    StreamBuffers bufs(k, chunk, 1, &runner.buffer_pool());
    bufs.dispatch(0, chunk);  // the floor's records written once, as in bench_overload
    if (std::string fault = runner.wait_for_gpu(); !fault.empty()) {
        f.error = fault;
        return f;
    }
    f.has_bulk = make_bulk_judge(o, k, Keep::Violations, p.glsl) != nullptr;
    const FloorAndEnd t = floor_and_end(runner, pool, o, p, bufs, chunk, vectors, repeats, seed, false);
    f.error = t.error;
    f.dispatch = t.floor.wall > 0 ? static_cast<double>(vectors) / t.floor.wall : 0;
    f.end_to_end = t.end.wall > 0 ? static_cast<double>(t.cases) / t.end.wall : 0;
    f.ratio = f.dispatch > 0 ? f.end_to_end / f.dispatch : 0;
    f.bulk_share = t.cases > 0 ? 1.0 - static_cast<double>(t.full_path) / static_cast<double>(t.cases) : 0;
    int components = 0;
    for (const Param& q : o.outputs()) components += q.type.components();
    if (t.cases > 0 && components > 0)
        f.past_screen_share = static_cast<double>(t.past_screen) / (static_cast<double>(t.cases) * components);
    return f;
}

StageFigures bench_overload(Runner& runner, ThreadPool& pool, const Overload& o, const Profile& p, uint64_t vectors,
                            int repeats, uint64_t seed) {
    StageFigures f;
    f.overload = o.declaration();
    f.vectors = vectors;
    f.repeats = repeats;
    const Kernel& k = runner.kernel(o, p);
    if (!k.compiled) {
        f.error = "the shader did not compile for #version " + std::to_string(p.glsl);
        return f;
    }
    // One chunk of cases, kept in memory as every stage's input: the stages loop over it until `vectors`.
    const size_t chunk = Runner::max_cases_per_dispatch(k, BatchOptions::kDefaultChunk);  // the engine's
    f.chunk = chunk;
    const std::vector<Param> ins = o.inputs(), outs = o.outputs();
    const size_t n_in = ins.size(), n_out = outs.size();
    SweepSource source(o, vectors, seed);
    std::vector<Value> inputs(chunk * n_in);
    for (size_t i = 0; i < chunk; ++i) {
        for (size_t a = 0; a < n_in; ++a) inputs[i * n_in + a].type = ins[a].type;
        source.fill(source.specials() + i, &inputs[i * n_in]);
    }
    std::vector<Expected> expected(chunk * n_out);
    for (size_t i = 0; i < chunk; ++i) {
        std::vector<Expected> e =
            reference_for(o, std::vector<Value>(&inputs[i * n_in], &inputs[i * n_in] + n_in), p.glsl);
        std::move(e.begin(), e.end(), expected.begin() + static_cast<long>(i * n_out));
    }
    struct Scratch : CaseValues {
        uint64_t sink = 0;
        std::string text;
    };
    std::vector<Scratch> scratch(pool.size());
    for (Scratch& s : scratch) static_cast<CaseValues&>(s) = case_values(o, p.glsl);
    auto rate = [&](double secs) { return secs > 0 ? static_cast<double>(vectors) / secs : 0.0; };

    // The engine's way: a worker's part of the chunk drawn in one call, straight into the mapped input records;
    // then the poison of the output records, the rest of a chunk's upload.
    StreamBuffers bufs(k, chunk, 1, &runner.buffer_pool());
    const FlatLayout flat_in = flat_layout(k.inputs);
    const size_t in_stride = static_cast<size_t>(k.in_stride);
    f.persistent = bufs.persistent();
    f.generate = rate(median_of(repeats, [&] {
        return timed_parts(pool, vectors, chunk, [&](size_t b, size_t e, unsigned) {
            source.fill_records(source.specials() + b, e - b, flat_in, bufs.inputs(0) + b * in_stride, in_stride);
        });
    }));
    f.reference = rate(median_of(repeats, [&] {
        return timed_chunks(pool, vectors, chunk, [&](size_t i, unsigned w) {
            Scratch& s = scratch[w];
            for (size_t q = 0; q < n_out; ++q) {
                s.expected[q].reference = make_value(outs[q].type);
                s.expected[q].rule = Rule{};
            }
            o.reference(&inputs[i * n_in], s.expected.data());
        });
    }));
    f.upload = rate(median_of(repeats, [&] {
        return timed_parts(pool, vectors, chunk, [&](size_t b, size_t e, unsigned) {
            poison_records(k, bufs.outputs(0) + b * static_cast<size_t>(k.out_stride), e - b);
        });
    }));
    const uint64_t full = vectors / chunk, rest = vectors % chunk;
    // The floor: each chunk's dispatch and the wait for its fence, nothing else (the engine's own rhythm, without
    // its CPU work), timed at the end in alternation with the end to end. Here one pass with GL timer queries for
    // the GPU's own share (a query's result is one more wait per chunk, so it is kept out of the timed passes).
    const uint64_t n_dispatches = full + (rest ? 1 : 0);
    auto size_of = [&](uint64_t c) { return c < full ? chunk : static_cast<size_t>(rest); };
    f.gpu_timer_seconds = 0;
    for (uint64_t c = 0; c < n_dispatches; ++c) f.gpu_timer_seconds += bufs.timed_dispatch(0, size_of(c));
    std::string fault = runner.wait_for_gpu();
    if (!fault.empty()) {
        f.error = fault;
        return f;
    }
    bufs.dispatch(0, chunk);  // every record of the chunk written for the stages below
    runner.wait_for_gpu();
    bufs.fetch(0, chunk);
    std::vector<Value> gpu(chunk * n_out);
    f.readback = rate(median_of(repeats, [&] {
        return timed_chunks(pool, vectors, chunk, [&](size_t i, unsigned w) {
            scratch[w].sink += unpack_outputs(k, bufs.outputs(0) + i * static_cast<size_t>(k.out_stride),
                                              scratch[w].gpu.data());
        });
    }));
    for (size_t i = 0; i < chunk; ++i) {
        unpack_outputs(k, bufs.outputs(0) + i * static_cast<size_t>(k.out_stride), &gpu[i * n_out]);
        for (size_t q = 0; q < n_out; ++q) gpu[i * n_out + q].type = outs[q].type;
    }
    f.compare = rate(median_of(repeats, [&] {
        return timed_chunks(pool, vectors, chunk, [&](size_t i, unsigned w) {
            uint64_t ulp = 0;
            for (size_t q = 0; q < n_out; ++q)
                scratch[w].sink += static_cast<uint64_t>(output_verdict(expected[i * n_out + q], gpu[i * n_out + q], &ulp));
        });
    }));
    // The bulk judge over the same chunk; the cases it leaves go to the full path (reference and compare above).
    if (std::unique_ptr<BulkJudge> bulk = make_bulk_judge(o, k, Keep::Violations, p.glsl)) {
        f.has_bulk = true;
        std::vector<BatchTally> tallies(pool.size());
        std::vector<std::vector<uint32_t>> rest(pool.size());
        f.bulk = rate(median_of(repeats, [&] {
            return timed_parts(pool, vectors, chunk, [&](size_t b, size_t e, unsigned w) {
                rest[w].clear();
                bulk->settle(bufs.inputs(0), bufs.outputs(0), b, e, tallies[w], rest[w]);
            });
        }));
        rest[0].clear();  // the share it settles, over one chunk
        bulk->settle(bufs.inputs(0), bufs.outputs(0), 0, chunk, tallies[0], rest[0]);
        f.bulk_share = 1.0 - static_cast<double>(rest[0].size()) / static_cast<double>(chunk);
    }
    // JSON writing: every case as a line of the results file (the --keep all cost), serialised on the pool and
    // written by this thread.
    std::vector<BatchEvaluation> one(pool.size());
    for (BatchEvaluation& b : one) {
        b.overload = &o;
        b.profile = p;
        b.kernel = &k;
        b.cases.resize(1);
    }
    std::vector<CaseResult> results(std::min<size_t>(chunk, 4096));
    for (size_t i = 0; i < results.size(); ++i) {
        CaseResult& r = results[i];
        r.inputs.assign(&inputs[i * n_in], &inputs[i * n_in] + n_in);
        r.expected.assign(&expected[i * n_out], &expected[i * n_out] + n_out);
        r.gpu.assign(&gpu[i * n_out], &gpu[i * n_out] + n_out);
        r.gpu_ran = r.written = true;
        settle_case(one[0], r);
    }
    const BenchDir dir;
    const std::string tmp = dir.file("bench.json");
    // Over at most 2^20 cases: writing every case of a 16M sweep would take minutes and say nothing more.
    const uint64_t json_vectors = std::min<uint64_t>(vectors, uint64_t{1} << 20);
    const double json_seconds = median_of(repeats, [&] {
        auto t = Clock::now();
        FILE* out = std::fopen(tmp.c_str(), "wb");
        for (uint64_t base = 0; base < json_vectors; base += chunk) {
            const size_t n = static_cast<size_t>(std::min<uint64_t>(chunk, json_vectors - base));
            pool.run(n, [&](size_t b, size_t e, unsigned w) {
                std::string& text = scratch[w].text;
                text.clear();
                for (size_t i = b; i < e; ++i) {
                    one[w].cases[0] = results[i % results.size()];
                    append_case_line(text, one[w], 0);
                    text += ",\n";
                }
            });
            for (Scratch& s : scratch)
                if (out) std::fwrite(s.text.data(), 1, s.text.size(), out);
        }
        if (out) std::fclose(out);
        return seconds_since(t);
    });
    f.json = json_seconds > 0 ? static_cast<double>(json_vectors) / json_seconds : 0;
    const FloorAndEnd t = floor_and_end(runner, pool, o, p, bufs, chunk, vectors, repeats, seed, f.has_bulk);
    f.dispatch_seconds = t.floor.wall;
    f.dispatch_cpu_seconds = t.floor.cpu;
    f.dispatch = rate(f.dispatch_seconds);
    f.end_to_end_seconds = t.end.wall;
    f.end_to_end_cpu_seconds = t.end.cpu;
    f.end_to_end = t.end.wall > 0 ? static_cast<double>(t.cases) / t.end.wall : 0;
    f.end_to_end_full = !f.has_bulk ? f.end_to_end : t.full_seconds > 0 ? static_cast<double>(t.cases) / t.full_seconds : 0;
    f.violations = t.violations;
    if (!t.error.empty()) f.error = t.error;
    return f;
}

}  // namespace il
