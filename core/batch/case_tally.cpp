#include "batch/case_tally.h"

#include "compare/compare.h"

namespace il {

UlpBin ulp_bin(uint64_t ulp) {
    if (ulp < 4) return static_cast<UlpBin>(ulp);
    return ulp < 8 ? kUlp4To7 : ulp < 16 ? kUlp8To15 : kUlp16Up;
}

const char* ulp_bin_name(size_t bin) {
    static constexpr const char* kNames[kUlpBins] = {"0",   "1",    "2",   "3",        "4-7",
                                                     "8-15", "16+", "nan-vs-number", "undefined"};
    return bin < kUlpBins ? kNames[bin] : "";
}

void DenormalTally::add(const DenormalTally& o) {
    input_flushed += o.input_flushed;
    input_kept += o.input_kept;
    input_same += o.input_same;
    input_other += o.input_other;
    result_flushed += o.result_flushed;
    result_kept += o.result_kept;
    result_other += o.result_other;
}

bool DenormalTally::operator==(const DenormalTally& o) const {
    return input_flushed == o.input_flushed && input_kept == o.input_kept && input_same == o.input_same &&
           input_other == o.input_other && result_flushed == o.result_flushed && result_kept == o.result_kept &&
           result_other == o.result_other;
}

bool one_sided_nan(const Value& reference, const Value& gpu) {
    if (!reference.type.is_float()) return false;
    for (int i = 0; i < reference.size(); ++i)
        if (is_nan(reference, i) != is_nan(gpu, i)) return true;
    return false;
}

int denormal_input_side(uint64_t r, uint64_t f, uint64_t g, int width) {
    if (r == f) return 0;
    if (g == f) return 1;
    if (g == r) return 2;
    if (nan_bits(r, width) || nan_bits(f, width) || nan_bits(g, width)) return 3;
    const uint64_t to_f = float_ulp_distance(f, g, width), to_r = float_ulp_distance(r, g, width);
    return to_f < to_r ? 1 : to_r < to_f ? 2 : 3;
}

void count_input_sides(int sides, DenormalTally& t) {
    sides &= ~1;
    if (!sides) ++t.input_same;
    else if (sides == 1 << 1) ++t.input_flushed;
    else if (sides == 1 << 2) ++t.input_kept;
    else ++t.input_other;
}

bool flush_denormal_inputs(const Value* in, size_t n, Value* out) {
    bool any = false;
    for (size_t a = 0; a < n; ++a) {
        Value& f = out[a];
        f = in[a];
        if (!f.type.is_float()) continue;
        const int width = f.type.component_bits();
        for (int i = 0; i < f.size(); ++i) {
            const uint64_t bits = flushed_bits(f.bits[i], width);
            any |= bits != f.bits[i];
            f.bits[i] = bits;
        }
    }
    return any;
}

void tally_denormals(const Overload& o, const Value* in, const Expected* expected, const Value* gpu,
                     CaseValues& flushed, DenormalTally& t) {
    const size_t n_in = flushed.in.size(), n_out = flushed.expected.size();
    for (size_t q = 0; q < n_out; ++q) {
        const Value& r = expected[q].reference;
        if (!r.type.is_float()) continue;
        for (int i = 0; i < r.size(); ++i) {
            if (!is_denormal(r, i)) continue;
            if (is_zero(gpu[q], i)) ++t.result_flushed;
            else if (is_denormal(gpu[q], i)) ++t.result_kept;
            else ++t.result_other;
        }
    }
    if (!flush_denormal_inputs(in, n_in, flushed.in.data())) return;
    for (size_t q = 0; q < n_out; ++q) flushed.expected[q].reference = make_value(flushed.expected[q].reference.type);
    o.reference(flushed.in.data(), flushed.expected.data());
    int sides = 0;  // a bit per side seen
    for (size_t q = 0; q < n_out; ++q) {
        const Value& r = expected[q].reference;
        if (!r.type.is_float()) continue;
        for (int i = 0; i < r.size(); ++i)
            sides |= 1 << denormal_input_side(r.bits[i], flushed.expected[q].reference.bits[i], gpu[q].bits[i],
                                              r.type.component_bits());
    }
    count_input_sides(sides, t);
}

}  // namespace il
