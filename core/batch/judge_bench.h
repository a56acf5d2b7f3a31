// The bulk judge alone (bench --judge): the CPU's cost of judging a sweep's cases, apart from the draw, the
// dispatch and every driver. Its records are laid out by the bench itself, each component in a word of its own
// (two for a double), and each output record holds the reference's own bits, as a GPU that matches everywhere
// would write them; so no GL context is needed, and nothing but the judge is timed.
#pragma once
#include <cstdint>
#include <string>

#include "catalog/overload.h"

namespace il {

struct JudgeFigures {
    std::string overload;
    uint64_t cases = 0;         // the sweep's special cases, then its random ones, as many as asked in all
    bool has_bulk = false;      // the row has a bulk judge (batch/bulk_judge.h)
    double ns_per_case = 0;     // one thread, the best of the repeats
    double settled_share = 0;   // the cases it settled; the rest go to the full path, which this does not time
};

// `cases` cases of a sweep of o seeded `seed` (its special cases first), judged under #version glsl by one thread,
// `repeats` times.
JudgeFigures bench_judge(const Overload& o, int glsl, uint64_t cases, int repeats, uint64_t seed);

}  // namespace il
