#include "batch/batch_engine.h"

#include <algorithm>
#include <array>
#include <memory>

#include "batch/bulk_judge.h"
#include "batch/case_values.h"
#include "batch/case_tally.h"
#include "catalog/availability.h"
#include "engine/evaluate.h"
#include "gpu/layout.h"
#include "gpu/stream_buffers.h"
#include "precision/judge.h"
#include "vectors/case_writer.h"

namespace il {

bool parse_keep(std::string_view s, Keep& out) {
    if (s == "all") out = Keep::All;
    else if (s == "differences") out = Keep::Differences;
    else if (s == "violations") out = Keep::Violations;
    else return false;
    return true;
}

bool keep_case(Keep keep, bool has_verdict, Verdict v, bool gpu_ran) {
    switch (keep) {
        case Keep::All: return true;
        case Keep::Violations: return has_verdict && v == Verdict::Violation;
        case Keep::Differences: return (has_verdict && v != Verdict::Match) || !gpu_ran;
    }
    return true;
}

std::map<std::string, uint64_t> BatchTally::verdicts() const {
    std::map<std::string, uint64_t> m;
    for (size_t v = 0; v < by_verdict.size(); ++v)
        if (by_verdict[v]) m[std::string(verdict_name(static_cast<Verdict>(v)))] = by_verdict[v];
    if (reference_only) m["reference"] = reference_only;
    return m;
}

void BatchTally::add(const BatchTally& o) {
    cases += o.cases;
    for (size_t v = 0; v < by_verdict.size(); ++v) by_verdict[v] += o.by_verdict[v];
    reference_only += o.reference_only;
    note_ulp(o.max_ulp, o.max_ulp_case);
    for (size_t b = 0; b < kUlpBins; ++b) ulp_bins[b] += o.ulp_bins[b];
    denormals.add(o.denormals);
    kept += o.kept;
    full_path += o.full_path;
    past_screen += o.past_screen;
}

namespace {

// One worker's scratch, reused for every case it judges: no allocation per case but for kept ones.
struct alignas(64) Worker : CaseValues {
    BatchEvaluation one;  // a single case, for a kept case's full judgement and JSON line
    std::string lines;
    std::vector<size_t> line_ends;
    std::vector<uint32_t> rest;  // the cases of a part that the bulk judge left to the full path
    CaseValues flushed;          // a case's inputs with denormals flushed, and their reference (tally_denormals)
    alignas(64) BatchTally tally;  // written every case: a cache line of its own, away from the other workers
};

// The most cases a thread claims at a time when the first chunk is drawn (ThreadPool::run_shared): about four parts
// a thread, so that the threads that wake first take the parts of those that wake late.
constexpr size_t kPrepareCases = 512;

}  // namespace

BatchTally BatchEngine::run(const Overload& o, const Profile& p, const CaseSource& source, const BatchOptions& opt,
                            const Sink& sink, const Progress& progress) {
    BatchTally total;
    BatchEvaluation ctx;
    ctx.overload = &o;
    ctx.profile = p;
    ctx.availability = availability_on(o, p, runner_);
    uint64_t index_first = 0, index_step = 1;
    const bool by_index =
        runner_ && opt.index_inputs && source.index_base(&index_first, &index_step) && index_input_supported(o, p);
    const Kernel* k = runner_ ? &runner_->kernel(o, p, by_index) : nullptr;
    ctx.kernel = k;
    if (k && !k->compiled) {
        total.compiled = false;
        total.compile_log = k->log;
    }
    const bool on_gpu = k && k->compiled;
    const std::vector<Param> ins = o.inputs(), outs = o.outputs();
    const uint64_t n_cases = source.size();
    // By default a run of fewer than 8 full chunks is cut into 8 (of at least kMinChunk cases), so that the GPU's
    // work on one overlaps the CPU's on the next even in a small run (a catalog sweep's 16,000 cases per overload).
    // These chunks are of equal size: a sweep's special cases come on top of a power of 2 of random ones, and chunks
    // of a power of 2 left them a chunk of their own, a whole round of dispatch, fence and workers for a few cases.
    // A software renderer's dispatch runs on the cores that judge, where the overlap gains nothing and each chunk
    // costs a round of the driver's threads and the workers': there a run is cut into chunks of kDefaultChunk, the
    // rest last (two equal halves of bench --catalog's 65,536 random cases and their specials made llvmpipe's 10th
    // percentile 0.064-0.068 instead of 0.071-0.075, in four interleaved pairs of catalog runs).
    size_t chunk = opt.chunk;
    if (!chunk && runner_ && runner_->dispatch_on_cpu()) chunk = BatchOptions::kDefaultChunk;
    if (!chunk) {
        const uint64_t parts = std::max((n_cases + BatchOptions::kDefaultChunk - 1) / BatchOptions::kDefaultChunk,
                                        std::clamp<uint64_t>(n_cases / BatchOptions::kMinChunk, 1, 8));
        chunk = static_cast<size_t>(std::max<uint64_t>(1, (n_cases + parts - 1) / parts));
    }
    chunk = static_cast<size_t>(std::clamp<uint64_t>(n_cases, 1, chunk));  // no buffers for cases that never come
    if (on_gpu) chunk = Runner::max_cases_per_dispatch(*k, chunk);
    const uint64_t n_chunks = (n_cases + chunk - 1) / chunk;
    auto count = [&](uint64_t c) { return static_cast<size_t>(std::min<uint64_t>(chunk, n_cases - c * chunk)); };
    bool fault = false;
    const FlatLayout flat_in = on_gpu ? flat_layout(k->inputs) : FlatLayout{};
    // The judges' scratch and the bulk judge, made while the first chunk is drawn (set_up below).
    std::vector<Worker> workers;
    std::unique_ptr<BulkJudge> bulk;
    auto set_up = [&] {
        workers.resize(pool_.size());
        for (Worker& w : workers) {
            static_cast<CaseValues&>(w) = case_values(o, p.glsl);
            w.flushed = case_values(o, p.glsl);
            w.one = ctx;
            w.one.cases.resize(1);
        }
        if (on_gpu && opt.bulk && runner_ && ctx.availability.available)
            bulk = make_bulk_judge(o, *k, opt.keep, p.glsl);
    };

    // A case the GPU did not run takes its verdict from the row alone; where --keep leaves such cases out, they need
    // neither their inputs nor their references (a sweep of the whole catalog on a driver without the half-float
    // extensions spent about a quarter of its time on references of such rows).
    const Verdict unrun = ctx.availability.available ? Verdict::Violation : Verdict::Unavailable;
    const bool count_unrun = runner_ && !on_gpu && !keep_case(opt.keep, true, unrun, false);
    // The CPU reference and the verdict of case i of chunk c, whose input and GPU records are `inputs` and
    // `records` (both null when the GPU did not run them).
    auto judge_one = [&](uint64_t c, size_t i, Worker& w, const uint8_t* inputs, const uint8_t* records) {
        if (count_unrun) {
            ++w.tally.cases;
            ++w.tally.by_verdict[static_cast<size_t>(unrun)];
            return;
        }
        if (records) unpack_inputs(*k, inputs + i * static_cast<size_t>(k->in_stride), w.in.data());
        else source.fill(c * chunk + i, w.in.data());
        // Every reference assigns each output's rule (the whole-catalog test in tests/batch checks that no
        // rule leaks from one case into the next).
        for (size_t q = 0; q < outs.size(); ++q) w.expected[q].reference = make_value(outs[q].type);
        o.reference(w.in.data(), w.expected.data());
        const bool has_verdict = runner_ != nullptr;
        const bool gpu_ran = has_verdict && on_gpu && !fault;
        bool written = false;
        Verdict v = Verdict::Match;
        uint64_t ulp = 0;  // the case's ULP figure
        bool nan_vs_number = false;
        if (!has_verdict) {
            ++w.tally.reference_only;
        } else if (!on_gpu) {
            v = unrun;
        } else if (fault) {
            v = Verdict::Violation;
        } else {
            written = unpack_outputs(*k, records + i * static_cast<size_t>(k->out_stride), w.gpu.data());
            for (size_t q = 0; q < outs.size(); ++q) {
                Value& g = w.gpu[q];
                g.type = outs[q].type;
                if (g.type.scalar == Scalar::Bool)
                    for (int j = 0; j < g.size(); ++j) g.bits[j] = g.bits[j] != 0;
                const Verdict ov = output_verdict(w.expected[q], g, &ulp);
                if (ov != Verdict::Undefined) nan_vs_number |= one_sided_nan(w.expected[q].reference, g);
                v = q == 0 ? ov : worse(v, ov);
            }
            if (!written) v = Verdict::Violation;
            else if (!ctx.availability.available) v = Verdict::CompilerAcceptedUnavailable;
            const uint64_t index = c * chunk + i;
            w.tally.note_ulp(ulp, index);
            ++w.tally.ulp_bins[v == Verdict::Undefined ? kUlpUndefined : nan_vs_number ? kUlpNanVsNumber : ulp_bin(ulp)];
            if (written)
                tally_denormals(o, w.in.data(), w.expected.data(), w.gpu.data(), w.flushed, w.tally.denormals);
        }
        ++w.tally.cases;
        if (has_verdict) ++w.tally.by_verdict[static_cast<size_t>(v)];
        if (!keep_case(opt.keep, has_verdict, v, gpu_ran)) return;
        if (opt.keep_first && w.tally.kept >= opt.keep_first) return;
        CaseResult& r = w.one.cases[0];
        r = CaseResult{};
        r.inputs = w.in;
        r.expected = w.expected;
        r.gpu_ran = gpu_ran;
        r.written = written;
        if (gpu_ran) r.gpu = w.gpu;
        if (has_verdict) settle_case(w.one, r);
        append_case_line(w.lines, w.one, 0);
        w.line_ends.push_back(w.lines.size());
        ++w.tally.kept;
    };
    // Cases [b, e) of chunk c: the bulk judge first where there is one, the full path for the rest.
    auto judge = [&](uint64_t c, size_t b, size_t e, Worker& w, const uint8_t* inputs, const uint8_t* records) {
        if (bulk && records && !fault) {
            w.rest.clear();
            bulk->settle(inputs, records, b, e, w.tally, w.rest, c * chunk);
            w.tally.full_path += w.rest.size();
            for (uint32_t i : w.rest) judge_one(c, i, w, inputs, records);
            return;
        }
        w.tally.full_path += e - b;
        for (size_t i = b; i < e; ++i) judge_one(c, i, w, inputs, records);
    };
    // Three slots of records (below): chunk c's are slot(c).
    constexpr int kSlots = 3;
    auto slot = [](uint64_t c) { return static_cast<int>(c % kSlots); };
    // Inputs of cases [b, e) of chunk c straight into the input records of its slot, and the poison into its
    // output records.
    auto prepare = [&](StreamBuffers& bufs, uint64_t c, size_t b, size_t e) {
        const size_t stride = static_cast<size_t>(k->in_stride);
        source.fill_records(c * chunk + b, e - b, flat_in, bufs.inputs(slot(c)) + b * stride, stride);
        poison_records(*k, bufs.outputs(slot(c)) + b * static_cast<size_t>(k->out_stride), e - b);
    };
    auto flush = [&] {
        for (Worker& w : workers) {
            size_t at = 0;
            for (size_t end : w.line_ends) {
                if (sink) sink(std::string_view(w.lines).substr(at, end - at));
                at = end;
            }
            w.lines.clear();
            w.line_ends.clear();
        }
    };
    // Cases [0, done) are judged and their kept lines flushed.
    auto report = [&](uint64_t done) {
        if (progress) progress(done, n_cases);
        if (!opt.checkpoint || fault) return;  // a faulted chunk is no result to resume from
        BatchTally so_far;
        for (const Worker& w : workers) so_far.add(w.tally);
        opt.checkpoint(done, so_far);
    };

    if (!on_gpu) {
        set_up();
        for (uint64_t c = 0; c < n_chunks; ++c) {
            pool_.run(count(c), [&](size_t b, size_t e, unsigned w) { judge(c, b, e, workers[w], nullptr, nullptr); });
            flush();
            report(c * chunk + count(c));
        }
    } else if (n_chunks > 0) {
        // Three slots of records: while the GPU runs chunk c + 1, the workers judge chunk c and draw chunk c + 2,
        // which is dispatched behind c + 1 before the wait for c + 1's fence, so that a GPU faster than the workers
        // finds its next chunk queued (with two slots it idled at every chunk from its fence to the next dispatch).
        StreamBuffers bufs(*k, chunk, kSlots, &runner_->buffer_pool());
        std::array<Runner::Fence, kSlots> fences{};
        auto dispatch = [&](uint64_t c) {
            bufs.dispatch(slot(c), count(c), static_cast<uint32_t>(index_first + c * chunk * index_step),
                          static_cast<uint32_t>(index_step));
            fences[slot(c)] = runner_->fence();
        };
        // The first chunk is drawn before anything can overlap it. Beside a hardware GPU, by whoever is awake: the
        // workers as they wake and this thread, whose core has no worker (batch_workers), once it has set up the
        // judges, in parts they claim in turn (ThreadPool::run_shared); in fixed parts that draw took 150-200 µs of
        // a median overload's 65,536-case run on an H100, whose floor is about 200 µs. Beside a software renderer
        // every core has a worker, and a third thread on two cores only slowed the draw: the workers take their fixed
        // parts. The chunks after it keep fixed parts, one per worker, while this thread only dispatches and waits:
        // shared parts there, this thread taking some after each fence, made the sweep a quarter slower on an H100
        // (a part it held delayed the next dispatch, and 512-case parts left workers idle in a sweep's chunks of
        // 4,096).
        // The second chunk is drawn while the GPU runs the first; beside a software renderer, whose dispatch would
        // only share the cores with it, in the same round as the first (a round of the workers more made the
        // cheapest rows' runs on llvmpipe 10-25% slower: a run there is 65,536 cases and a chunk of its specials).
        const size_t second = n_chunks > 1 ? count(1) : 0;
        if (runner_->dispatch_on_cpu()) {
            set_up();
            pool_.run(count(0), [&](size_t b, size_t e, unsigned) {  // every chunk but the last is count(0) long
                prepare(bufs, 0, b, e);
                if (second) prepare(bufs, 1, std::min(b, second), std::min(e, second));
            });
            dispatch(0);
            if (second) dispatch(1);
        } else {
            const size_t grain = std::clamp<size_t>(count(0) / (4 * (pool_.size() + 1)), 64, kPrepareCases);
            pool_.run_shared(count(0), grain, [&](size_t b, size_t e) { prepare(bufs, 0, b, e); }, set_up);
            dispatch(0);
            if (second) {
                pool_.run(second, [&](size_t b, size_t e, unsigned) { prepare(bufs, 1, b, e); });
                dispatch(1);
            }
        }
        for (uint64_t c = 0; c < n_chunks; ++c) {
            const std::string error = runner_->wait_for(fences[slot(c)]);
            fences[slot(c)] = nullptr;
            if (error.empty()) {
                bufs.fetch(slot(c), count(c));
            } else {
                total.driver_error = ctx.driver_error = error;
                for (Worker& w : workers) w.one.driver_error = error;
                fault = true;
            }
            // Part [b, e) of chunk c judged, and of chunk c + 2 (no longer) drawn into the slot chunk c - 1 left.
            const size_t judged = count(c), drawn = c + 2 < n_chunks && !fault ? count(c + 2) : 0;
            pool_.run(judged, [&, c, drawn](size_t b, size_t e, unsigned w) {
                if (drawn) prepare(bufs, c + 2, std::min(b, drawn), std::min(e, drawn));
                judge(c, b, e, workers[w], bufs.inputs(slot(c)), bufs.outputs(slot(c)));
            });
            if (drawn) dispatch(c + 2);
            flush();
            report(c * chunk + judged);
            if (fault) break;
        }
        for (Runner::Fence f : fences) Runner::drop(f);  // a fault leaves later chunks' fences unwaited
    }
    for (const Worker& w : workers) total.add(w.tally);
    return total;
}

}  // namespace il
