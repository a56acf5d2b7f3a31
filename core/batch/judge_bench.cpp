#include "batch/judge_bench.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <vector>

#include "batch/bulk_judge.h"
#include "batch/case_source.h"
#include "engine/evaluate.h"
#include "gpu/layout.h"

namespace il {
namespace {

// Each member after the last, each component in a word of its own (a double in two, a half or a bool in the low bits
// of one, as the generated kernels store them), a matrix's columns one after another; the written flag after the
// outputs. Strides rounded up to 16 bytes, as std430 rounds a struct of vec4s.
Kernel judge_layout(const Overload& o) {
    Kernel k;
    k.compiled = true;
    auto place = [](std::vector<MemberLayout>& members, const Param& p, int& at) {
        const int size = p.type.component_bits() == 64 ? 8 : 4;
        members.push_back(MemberLayout{at, p.type.is_matrix() ? p.type.rows * size : 0, p.type});
        at += p.type.components() * size;
    };
    int at = 0;
    for (const Param& p : o.inputs()) place(k.inputs, p, at);
    k.in_stride = (at + 15) / 16 * 16;
    at = 0;
    for (const Param& p : o.outputs()) place(k.outputs, p, at);
    k.written_offset = at;
    k.out_stride = (at + 4 + 15) / 16 * 16;
    return k;
}

}  // namespace

JudgeFigures bench_judge(const Overload& o, int glsl, uint64_t cases, int repeats, uint64_t seed) {
    JudgeFigures f;
    f.overload = o.declaration();
    const Kernel k = judge_layout(o);
    const std::unique_ptr<BulkJudge> bulk = make_bulk_judge(o, k, Keep::Violations, glsl);
    f.has_bulk = bulk != nullptr;
    if (!bulk || cases == 0) return f;
    // The sweep's first `cases` cases: its specials, then random ones.
    const SweepSource source(o, cases, seed);
    const size_t n = static_cast<size_t>(cases);
    f.cases = cases;
    const size_t in_stride = static_cast<size_t>(k.in_stride), out_stride = static_cast<size_t>(k.out_stride);
    std::vector<uint8_t> inputs(n * in_stride), records(n * out_stride);
    source.fill_records(0, n, flat_layout(k.inputs), inputs.data(), in_stride);
    // Each output record: the reference's bits and the written flag.
    const FlatLayout out_layout = flat_layout(k.outputs);
    const std::vector<Param> ins = o.inputs();
    std::vector<Value> in(ins.size());
    std::vector<uint64_t> bits;
    for (size_t i = 0; i < n; ++i) {
        for (size_t q = 0; q < ins.size(); ++q) in[q] = make_value(ins[q].type);
        unpack_inputs(k, inputs.data() + i * in_stride, in.data());
        bits.clear();
        for (const Expected& e : reference_for(o, in, glsl))
            for (int c = 0; c < e.reference.size(); ++c) bits.push_back(e.reference.bits[c]);
        uint8_t* record = records.data() + i * out_stride;
        pack_flat(out_layout, bits.data(), record);
        const int32_t written = 1;
        std::memcpy(record + k.written_offset, &written, 4);
    }
    double best = 0;
    size_t left = 0;
    for (int r = 0; r < std::max(repeats, 1); ++r) {
        BatchTally tally;
        std::vector<uint32_t> rest;
        rest.reserve(n);
        const auto t = std::chrono::steady_clock::now();
        bulk->settle(inputs.data(), records.data(), 0, n, tally, rest, 0);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
        best = r == 0 ? s : std::min(best, s);
        left = rest.size();
    }
    f.ns_per_case = best * 1e9 / static_cast<double>(n);
    f.settled_share = 1.0 - static_cast<double>(left) / static_cast<double>(n);
    return f;
}

}  // namespace il
