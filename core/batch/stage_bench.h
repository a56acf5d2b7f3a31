// The bench's figures for one overload: vectors per second of each stage of a sweep, each timed alone in the
// same run (median of repeats, after a warm-up) by a steady clock, with GL timer queries for the GPU's share,
// and the whole pipeline end to end (BatchEngine, --keep violations, to a temporary file).
#pragma once
#include <cstdint>
#include <string>

#include "batch/thread_pool.h"
#include "catalog/overload.h"
#include "catalog/profile.h"
#include "gpu/runner.h"

namespace il {

struct StageFigures {
    std::string overload;
    uint64_t vectors = 0;
    size_t chunk = 0;
    int repeats = 0;
    bool persistent = false;  // the SSBOs were persistently mapped
    // Vectors per second.
    double generate = 0, reference = 0, upload = 0, dispatch = 0, readback = 0, compare = 0, json = 0, end_to_end = 0;
    // The bulk judge (batch/bulk_judge.h), where the overload has one: reference and compare of the cases it
    // settles in one loop, in vectors per second, and the share of the chunk it settled; the rest pays
    // reference + compare. end_to_end_full: the engine with the bulk judge off (every case through the
    // spec-written reference).
    bool has_bulk = false;
    double bulk = 0, bulk_share = 0, end_to_end_full = 0;
    double end_to_end_seconds = 0;
    // The floor and the end to end are timed in alternation, a pass of each per repeat (the medians): wall
    // clock, and the CPU seconds of the process meanwhile (all threads, the driver's too).
    double dispatch_seconds = 0;   // steady clock: dispatches and fence waits over all vectors (the floor)
    double dispatch_cpu_seconds = 0, end_to_end_cpu_seconds = 0;
    double gpu_timer_seconds = 0;  // GL_TIME_ELAPSED over the same dispatches, in one more pass
    uint64_t violations = 0;  // end to end
    std::string error;        // the kernel did not compile, or a driver fault
};

StageFigures bench_overload(Runner& runner, ThreadPool& pool, const Overload& o, const Profile& p, uint64_t vectors,
                            int repeats, uint64_t seed);

// The end to end against the dispatch floor alone, as bench_overload times them, without the stages: the bench's
// whole-catalog pass (bench --catalog).
struct RatioFigures {
    std::string overload;
    double dispatch = 0, end_to_end = 0, ratio = 0;  // vectors per second; end_to_end / dispatch
    bool has_bulk = false;
    double bulk_share = 0;  // the share of the end to end's cases that the bulk judge settled
    double past_screen_share = 0;  // the share of output components that its screens left to the interval steps
    std::string error;
};
RatioFigures bench_ratio(Runner& runner, ThreadPool& pool, const Overload& o, const Profile& p, uint64_t vectors,
                         int repeats, uint64_t seed);

}  // namespace il
