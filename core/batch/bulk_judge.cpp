#include "batch/bulk_judge.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <type_traits>

#include "batch/case_tally.h"
#include "batch/simd_clones.h"
#include "compare/compare.h"
#include "gpu/layout.h"
#include "precision/half.h"
#include "precision/lanes.h"
#include "reference/choices.h"
#include "reference/common.h"
#include "reference/integer.h"
#include "reference/packing.h"

// The loops below are written for the vectorizer: each runs over the cases of a block, one component at a time,
// with no branch on the data. This file is compiled with -ffp-contract=off (core/CMakeLists.txt), so the unfused
// a * b + c of fma stays two roundings.

namespace il {
namespace {

// A case's outcome, ordered so that it is the largest of its components' outcomes.
constexpr uint32_t kMatch = 0, kAccepted = 1, kUndefined = 2, kUnsure = 3;
static_assert(kMatch == kLaneMatch && kAccepted == kLaneAccepted && kUndefined == kLaneUndefined &&
              kUnsure == kLaneUnsure);
constexpr size_t kBlock = 256;

inline uint32_t word(const uint8_t* p) {
    uint32_t w;
    std::memcpy(&w, p, 4);
    return w;
}

inline uint64_t dword(const uint8_t* p) {
    uint64_t w;
    std::memcpy(&w, p, 8);
    return w;
}

// A block of cases: input and output records, with each component's byte offset in its record (flat_layout
// order: members, then components).
struct Records {
    const uint8_t* in;
    size_t in_stride;
    const uint32_t* in_off;
    const uint8_t* out;
    size_t out_stride;
    const uint32_t* out_off;
    uint32_t written;  // the written flag's offset in an output record
};

// kMatch where the invocation wrote its record, kUnsure where it did not.
IL_SIMD_CLONES void start_outcomes(const Records& r, size_t m, uint32_t* __restrict outcome) {
    const uint8_t* flag = r.out + r.written;
    const size_t stride = r.out_stride;
    for (size_t i = 0; i < m; ++i) outcome[i] = word(flag + i * stride) == 1 ? kMatch : kUnsure;
}

// uaddCarry and usubBorrow, GLSL 4.50 §8.8: both outputs exact (the references in reference/integer.cpp), so a
// case settles as a match when every bit of the sum (difference) and the carry (borrow) agrees. Component c of
// x, y is input c, n + c; of the result and the flag, output c, n + c.
IL_SIMD_CLONES void carry_borrow(const Records& r, int n, bool sub, size_t m, uint32_t* __restrict outcome) {
    const size_t is = r.in_stride, os = r.out_stride;
    for (int c = 0; c < n; ++c) {
        const uint8_t *x = r.in + r.in_off[c], *y = r.in + r.in_off[n + c];
        const uint8_t *g = r.out + r.out_off[c], *f = r.out + r.out_off[n + c];
        for (size_t i = 0; i < m; ++i) {
            const uint32_t a = word(x + i * is), b = word(y + i * is);
            const uint32_t result = sub ? a - b : a + b;
            const uint32_t flag = sub ? a < b : result < a;  // borrow: 2^32 was added; carry: the sum wrapped
            const bool same = (word(g + i * os) == result) & (word(f + i * os) == flag);
            outcome[i] = same ? outcome[i] : kUnsure;
        }
    }
}

// packUnorm2x16, packSnorm2x16, packUnorm4x8, packSnorm4x8, GLSL 4.50 §8.4: round(clamp(c, lo, 1) * scale), one
// correctly rounded float multiply. A NaN component leaves its own field undefined (Rule::undefined_bits): the case
// is undefined when every other field is one the judge accepts, and goes to the full path otherwise. Elsewhere
// each field is exact, but where the product ends in exactly .5: then either neighbour is accepted (§8.3 round),
// and the reference takes the even one (reference/packing.cpp). A field equal to the reference's matches, one equal to the other
// neighbour of a tie is accepted (a uint: no ULP figure); anything else goes to the full path.
IL_SIMD_CLONES void pack_norm(const Records& r, int count, int width, float lo, float scale, size_t m,
                              uint32_t* __restrict outcome) {
    uint32_t gpu[kBlock], status[kBlock] = {}, nan[kBlock] = {};
    const uint32_t mask = (1u << width) - 1;
    const size_t is = r.in_stride, os = r.out_stride;
    const uint8_t* g = r.out + r.out_off[0];
    for (size_t i = 0; i < m; ++i) gpu[i] = word(g + i * os);
    for (int c = 0; c < count; ++c) {
        const uint8_t* x = r.in + r.in_off[c];
        const int shift = width * c;
        for (size_t i = 0; i < m; ++i) {
            const float v = std::bit_cast<float>(word(x + i * is));
            const bool is_nan = v != v;
            // -0.0 may become +0.0 (both pack 0); a NaN is replaced (its case is undefined) before the conversion.
            const float clamped = is_nan ? 0.0f : std::max(lo, std::min(v, 1.0f));
            const float product = clamped * scale;
            int down = static_cast<int>(product);  // toward zero; floor below (|product| < 2^16, so exact)
            down -= static_cast<float>(down) > product;
            const float frac = product - static_cast<float>(down);  // exact
            const int up = down + 1;
            const bool tie = frac == 0.5f;
            const int even = (up & 1) == 0 ? up : down;
            const int field = tie ? even : frac > 0.5f ? up : down;
            const int other = tie ? up + down - even : field;
            const uint32_t got = gpu[i] >> shift & mask;
            const uint32_t s = is_nan                                          ? kMatch  // its field is not judged
                               : got == (static_cast<uint32_t>(field) & mask)   ? kMatch
                               : got == (static_cast<uint32_t>(other) & mask) ? kAccepted
                                                                              : kUnsure;
            nan[i] |= is_nan;
            status[i] = status[i] > s ? status[i] : s;
        }
    }
    for (size_t i = 0; i < m; ++i) {
        const uint32_t settled = nan[i] && status[i] != kUnsure ? kUndefined : status[i];
        outcome[i] = outcome[i] > settled ? outcome[i] : settled;
    }
}

// A case's components whose reference is denormal, as tally_denormals counts them: the GPU's answer a zero
// (flushed), a denormal (kept) or neither (other), one byte each of a packed count.
enum DenormalResult : uint32_t { kResultFlushed = 1, kResultKept = 1 << 8, kResultOther = 1 << 16 };

inline uint32_t denormal_result(uint64_t gpu, int width) {
    if (zero_bits(gpu, width)) return kResultFlushed;
    return denormal_bits(gpu, width) ? kResultKept : kResultOther;
}

// fma, GLSL 4.50 §8.3 and §4.7.1: the reference value is the fused result and the unfused a * b + c is one
// alternative of its any-of rule (reference/common.cpp). With finite inputs, a component equal to the fused result
// matches and one equal to the unfused result is accepted, at its ULP distance from the fused one. A NaN input
// leaves its component undefined (the reference's undefined_components), whatever the GPU wrote, and so does a way
// that meets 0 * Inf or Inf - Inf without one (the fused or the unfused result a NaN: the product flushed to 0 gives
// c, no NaN). With an infinite input and no NaN way, a component equal to the fused result matches. A denormal fused
// result answered with a zero of either sign is accepted at its distance (Rule::denormal_flush), and counted, as
// every answer to it, in the denormal results. Anything else (a violation, an answer no way gives) goes to the full
// path. Component c of a, b, c is input c, n + c, 2n + c.
template <typename T>
inline void fma_block(const Records& r, int n, size_t m, uint32_t* __restrict outcome, uint64_t* __restrict ulp,
                      uint32_t* __restrict results) {
    using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
    constexpr Bits exponent = static_cast<Bits>(sizeof(T) == 4 ? 0x7f800000ull : 0x7ff0000000000000ull);
    constexpr Bits magnitude = static_cast<Bits>(~Bits{0} >> 1);
    const size_t is = r.in_stride, os = r.out_stride;
    auto load = [](const uint8_t* p) { return sizeof(T) == 4 ? static_cast<Bits>(word(p)) : static_cast<Bits>(dword(p)); };
    auto finite = [](Bits x) { return (x & exponent) != exponent; };
    auto nan = [](Bits x) { return (x & magnitude) > exponent; };
    for (size_t i = 0; i < m; ++i) ulp[i] = 0, results[i] = 0;
    for (int c = 0; c < n; ++c) {
        const uint8_t *pa = r.in + r.in_off[c], *pb = r.in + r.in_off[n + c], *pc = r.in + r.in_off[2 * n + c];
        const uint8_t* g = r.out + r.out_off[c];
        for (size_t i = 0; i < m; ++i) {
            const Bits ab = load(pa + i * is), bb = load(pb + i * is), cb = load(pc + i * is);
            const bool all_finite = finite(ab) & finite(bb) & finite(cb);
            const bool nan_input = nan(ab) | nan(bb) | nan(cb);
            const T a = std::bit_cast<T>(ab), b = std::bit_cast<T>(bb), d = std::bit_cast<T>(cb);
            const Bits fused = std::bit_cast<Bits>(std::fma(a, b, d));
            const Bits unfused = std::bit_cast<Bits>(a * b + d);  // two roundings: no contraction in this file
            const Bits gpu = load(g + i * os);
            // A denormal fused result has finite inputs and no NaN way; a NaN way has a finite or infinite fused
            // result, never a denormal one.
            const bool denormal = (fused & exponent) == 0 && (fused & magnitude) != 0;
            const bool zero = (gpu & magnitude) == 0;
            const uint32_t got = nan_input                   ? kUndefined
                                 : nan(fused) | nan(unfused) ? kUndefined
                                 : gpu == fused              ? kMatch
                                 : !all_finite               ? kUnsure
                                 : gpu == unfused            ? kAccepted
                                 : denormal & zero           ? kAccepted
                                                             : kUnsure;
            const uint64_t distance = float_ulp_distance(fused, gpu, sizeof(T) * 8) &
                                      (0 - static_cast<uint64_t>(got == kAccepted));
            results[i] += denormal_result(gpu, sizeof(T) * 8) & (0 - static_cast<uint32_t>(denormal));
            const uint32_t before = outcome[i];
            const uint64_t most = ulp[i];
            outcome[i] = before > got ? before : got;
            ulp[i] = most > distance ? most : distance;
        }
    }
}

IL_SIMD_CLONES void fma_floats(const Records& r, int n, size_t m, uint32_t* __restrict outcome,
                               uint64_t* __restrict ulp, uint32_t* __restrict results) {
    fma_block<float>(r, n, m, outcome, ulp, results);
}

IL_SIMD_CLONES void fma_doubles(const Records& r, int n, size_t m, uint32_t* __restrict outcome,
                                uint64_t* __restrict ulp, uint32_t* __restrict results) {
    fma_block<double>(r, n, m, outcome, ulp, results);
}

// The settled cases of a block into counts[kMatch], counts[kAccepted], counts[kUndefined], and the largest ULP
// figure of a settled one into max_ulp; returns how many are left (kUnsure). Without settle_more only matches
// settle: every other outcome becomes kUnsure. Counted by comparison, not by indexing the counts: an increment of
// the same counter case after case would wait on the store of the one before.
IL_SIMD_CLONES uint64_t count_outcomes(uint32_t* __restrict outcome, const uint64_t* __restrict ulp, size_t m,
                                       bool settle_more, uint64_t* __restrict counts, uint64_t* __restrict max_ulp) {
    const uint32_t unsettled = settle_more ? 0 : kUnsure;  // or-ed into every outcome but a match
    uint32_t matched = 0, accepted = 0, undefined = 0, unsure = 0;
    uint64_t top = 0;
    for (size_t i = 0; i < m; ++i) {
        const uint32_t o = outcome[i] == kMatch ? kMatch : outcome[i] | unsettled;
        outcome[i] = o;
        matched += o == kMatch;
        accepted += o == kAccepted;
        undefined += o == kUndefined;
        unsure += o == kUnsure;
        // Every settled case's figure, as output_verdict takes the accepted components of an undefined case too.
        // Masked, not selected: a load under a condition keeps the loop scalar.
        const uint64_t u = ulp[i] & (0 - static_cast<uint64_t>(o != kUnsure));
        top = top > u ? top : u;
    }
    counts[kMatch] += matched;
    counts[kAccepted] += accepted;
    counts[kUndefined] += undefined;
    *max_ulp = top;
    return unsure;
}

// The ULP histogram of a block's settled cases (after count_outcomes): the undefined ones apart, those with a NaN
// against a number apart, the others by their figure. Counted by comparison, as in count_outcomes.
IL_SIMD_CLONES void count_bins(const uint32_t* __restrict outcome, const uint64_t* __restrict ulp,
                               const uint8_t* __restrict nan_number, size_t m, uint64_t* __restrict bins) {
    uint32_t n[kUlpBins] = {};
    for (size_t i = 0; i < m; ++i) {
        const uint32_t o = outcome[i];
        const uint64_t u = ulp[i];
        const bool number = nan_number[i] == 0;
        n[kUlpNanVsNumber] += (o == kMatch || o == kAccepted) & !number;
        const bool defined = (o == kMatch || o == kAccepted) & number;
        n[kUlp0] += defined & (u == 0);
        n[kUlp1] += defined & (u == 1);
        n[kUlp2] += defined & (u == 2);
        n[kUlp3] += defined & (u == 3);
        n[kUlp4To7] += defined & (u >= 4) & (u < 8);
        n[kUlp8To15] += defined & (u >= 8) & (u < 16);
        n[kUlp16Up] += defined & (u >= 16);
        n[kUlpUndefined] += o == kUndefined;
    }
    for (size_t b = 0; b < kUlpBins; ++b) bins[b] += n[b];
}

// Marks in `denormal` the cases whose input component at `p` (a half, float or double of `width` bits) is denormal.
// A half sits in the low 16 bits of its word, which the half format's masks read alone.
IL_SIMD_CLONES void mark_denormal(const uint8_t* p, size_t stride, int width, size_t m, uint8_t* __restrict denormal) {
    const bool wide = width == 64;
    for (size_t i = 0; i < m; ++i) {
        const uint64_t x = wide ? dword(p + i * stride) : uint64_t{word(p + i * stride)};
        denormal[i] |= denormal_bits(x, width);
    }
}

// kUnsure for the marked cases: the full path counts them in tally.denormals.
IL_SIMD_CLONES void unsure_if_marked(const uint8_t* __restrict denormal, size_t m, uint32_t* __restrict outcome) {
    for (size_t i = 0; i < m; ++i) outcome[i] = denormal[i] ? kUnsure : outcome[i];
}

// What one block of a family works on: its records, and per case the outcome and ULP figure it fills, whether an
// input is denormal, the sides (1 << denormal_input_side, or-ed over the components) of a case with one, whether
// an accepted component is a NaN against a number (the histogram's nan-vs-number bin), and the denormal results
// (DenormalResults). The last two start at zero; a family that settles neither leaves them so. `past_screen` counts
// the components that a lane family's screens left to the definition's bound (bench --catalog's figure). A family
// that settles every case of the block as a plain match (ULP 0, no denormal input or result, no NaN against a number)
// says so in *plain, where it is given: the block's tally is then its count of matches, without a pass over it.
struct Block {
    const Records& r;
    size_t m;
    uint32_t* outcome;
    uint64_t* ulp;
    const uint8_t* denormal;
    uint8_t* sides;
    uint8_t* nan_number;
    uint32_t* results;
    uint64_t* past_screen;
    bool* plain = nullptr;

    // Case i settled by a first pass, as settle_cases would settle it: `outcome` at ULP 0, side 0 for every
    // component (or the sides given, 1 << side of each), no NaN against a number, `results` its denormal results.
    void settle_plain(size_t i, uint32_t how, uint32_t kept_results = 0, uint8_t case_sides = 1) const {
        outcome[i] = how;
        ulp[i] = 0;
        sides[i] = case_sides;
        nan_number[i] = 0;
        results[i] = kept_results;
    }
};

void count_results(uint32_t packed, DenormalTally& t) {
    t.result_flushed += packed & 0xff;
    t.result_kept += packed >> 8 & 0xff;
    t.result_other += packed >> 16 & 0xff;
}

// One family's loop over a block: fills outcome[0 .. m) (after start_outcomes) and, where it accepts, ulp.
// A family settles the cases with a denormal input itself (kSettlesDenormalInputs, filling Block::sides), or leaves
// them to the full path.
struct CarryBorrow {
    static constexpr bool kSettlesDenormalInputs = false;
    int n;
    bool sub;
    void operator()(const Block& b) const { carry_borrow(b.r, n, sub, b.m, b.outcome); }
};

// A denormal component packs to a zero field whether it is flushed or not (its product with the scale rounds to
// 0), so the kernel's verdict stands, and the result, a uint, tells nothing of the flush (a side of 0).
struct PackNorm {
    static constexpr bool kSettlesDenormalInputs = true;
    ref::NormFormat format;
    void operator()(const Block& b) const {
        pack_norm(b.r, format.count, format.width, format.is_signed ? -1.0f : 0.0f,
                  static_cast<float>(format.scale()), b.m, b.outcome);
        for (size_t i = 0; i < b.m; ++i) b.sides[i] = 1;
    }
};

// A case of fma with a denormal input, again and alone (the vectorized loop does not flush inputs): each component
// under the rule's every way (ref::fma_ways), and its side for the denormal counts. A NaN input leaves its
// component undefined, and so does a way that meets 0 * Inf or Inf - Inf without one. A zero answered where the
// reference or a way is denormal is accepted (Rule::denormal_flush), and every answer to a denormal reference is
// counted in the denormal results. An infinite input with an answer other than the reference, and an answer no way
// gives, go to the full path.
template <typename T>
void fma_denormal_case(const Records& r, int n, size_t i, uint32_t* outcome, uint64_t* ulp, uint8_t* sides,
                       uint32_t* results) {
    using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
    constexpr int width = sizeof(T) * 8;
    auto load = [&](const uint8_t* p) { return sizeof(T) == 4 ? static_cast<Bits>(word(p)) : static_cast<Bits>(dword(p)); };
    const uint8_t* in = r.in + i * r.in_stride;
    const uint8_t* out = r.out + i * r.out_stride;
    uint32_t got = outcome[i] == kUnsure ? kUnsure : kMatch;  // unwritten stays unsure
    uint64_t most = 0;
    int seen = 0;
    uint32_t counted = 0;
    for (int c = 0; c < n && got != kUnsure; ++c) {
        const Bits ab = load(in + r.in_off[c]), bb = load(in + r.in_off[n + c]), cb = load(in + r.in_off[2 * n + c]);
        const Bits gpu = load(out + r.out_off[c]);
        if (nan_bits(ab, width) || nan_bits(bb, width) || nan_bits(cb, width)) {
            got = std::max(got, kUndefined);  // both references NaN: no side
            continue;
        }
        T ways[ref::kFmaWays], flushed;
        ref::fma_ways(std::bit_cast<T>(ab), std::bit_cast<T>(bb), std::bit_cast<T>(cb), ways, &flushed);
        const Bits reference = std::bit_cast<Bits>(ways[0]);
        bool nan_way = false;  // a way meeting 0 * Inf or Inf - Inf: the component is undefined in the reference
        bool denormal_way = false;
        for (const T& w : ways) {
            nan_way = nan_way || nan_bits(std::bit_cast<Bits>(w), width);
            denormal_way = denormal_way || denormal_bits(std::bit_cast<Bits>(w), width);
        }
        seen |= 1 << denormal_input_side(reference, std::bit_cast<Bits>(flushed), gpu, width);
        if (denormal_bits(reference, width)) counted += denormal_result(gpu, width);
        if (nan_way) {
            got = std::max(got, kUndefined);
            continue;
        }
        const bool all_finite = finite_bits(ab, width) && finite_bits(bb, width) && finite_bits(cb, width);
        uint32_t o = kUnsure;
        if (gpu == reference) {
            o = kMatch;
        } else if (all_finite && !nan_bits(gpu, width)) {
            for (const T& w : ways)
                if (std::bit_cast<Bits>(w) == gpu) o = kAccepted;
            if (denormal_way && zero_bits(gpu, width)) o = kAccepted;
            if (o == kAccepted) most = std::max(most, float_ulp_distance(reference, gpu, width));
        }
        got = std::max(got, o);
    }
    outcome[i] = got;
    ulp[i] = got == kUnsure ? 0 : most;
    sides[i] = static_cast<uint8_t>(seen);
    results[i] = got == kUnsure ? 0 : counted;
}

struct Fma {
    static constexpr bool kSettlesDenormalInputs = true;
    int n;
    bool wide;  // double
    void operator()(const Block& b) const {
        // Start from the written flags: the vectorized loop's outcome for a case with a denormal input is redone.
        uint32_t written[kBlock];
        std::copy(b.outcome, b.outcome + b.m, written);
        if (wide) fma_doubles(b.r, n, b.m, b.outcome, b.ulp, b.results);
        else fma_floats(b.r, n, b.m, b.outcome, b.ulp, b.results);
        for (size_t i = 0; i < b.m; ++i) {
            if (!b.denormal[i]) continue;
            b.outcome[i] = written[i];
            if (wide) fma_denormal_case<double>(b.r, n, i, b.outcome, b.ulp, b.sides, b.results);
            else fma_denormal_case<float>(b.r, n, i, b.outcome, b.ulp, b.sides, b.results);
        }
    }
};

// The inputs of one case from its record, each input with its own type (a scalar argument shared by every
// component has one component), in flat_layout order.
struct InputShape {
    int arity = 0;
    std::array<Type, 4> type;
    std::array<int, 4> first;  // input k's first component in the flat layout

    int components() const { return first[arity - 1] + type[arity - 1].components(); }  // of every input

    void load(const Records& r, size_t i, Value* in) const {
        const uint8_t* record = r.in + i * r.in_stride;
        for (int k = 0; k < arity; ++k) {
            const bool wide = type[k].component_bits() == 64;
            for (int c = 0, nk = type[k].components(); c < nk; ++c) {
                const uint8_t* p = record + r.in_off[first[k] + c];
                in[k].bits[c] = wide ? dword(p) : uint64_t{word(p)};
            }
        }
    }
};

// The outputs of a definition, in the kernel's flat layout (the return value, then the out parameters): a lane family
// of one output, a choice family of one or two (frexp, modf, umulExtended).
struct OutputShape {
    int count = 1;
    std::array<Type, 2> type;
};

// What a component adds to the tally besides its outcome, ULP figure and side (settle_cases).
struct LaneExtra {
    bool nan_number = false;
    uint32_t result = 0;  // a DenormalResult, where the reference is denormal
};

// The loop both definition families share: each case's inputs loaded (once, when `lane` first asks for them through
// `load()`), then `lane(i, o, c, gpu_bits, load, denormal, &ulp, &side, &extra)` per component c of each output o
// (a bool read as 0 or 1, as the full path reads it in batch_engine.cpp); the case's outcome is the largest of its
// components', its ULP figure the largest too. Where the case has a denormal input (`denormal`), each component also
// gives its side (denormal_input_side; 0 for a component that is not a float). `extra` says what else the
// component adds to the tally: whether it is a NaN against a number, and its DenormalResult. The cases marked in
// `settled` (ChoiceFamily's match pass) are left as they are.
template <class Lane>
void settle_cases(const Block& b, const InputShape& shape, const OutputShape& outs, std::array<Value, 4>& in,
                  Lane lane, const uint8_t* settled = nullptr) {
    const Records& r = b.r;
    for (int k = 0; k < shape.arity; ++k) in[k] = make_value(shape.type[k]);
    for (size_t i = 0; i < b.m; ++i) {
        if (settled && settled[i]) continue;
        b.ulp[i] = 0;
        if (b.outcome[i] == kUnsure) continue;
        bool loaded = false;
        auto load = [&] {
            if (!loaded) shape.load(r, i, in.data());
            loaded = true;
        };
        const bool denormal = b.denormal[i] != 0;
        uint32_t got = kMatch;
        uint64_t most = 0;
        int sides = 0;
        uint8_t nan_number = 0;
        uint32_t results = 0;
        for (int o = 0, flat = 0; o < outs.count && got != kUnsure; ++o) {
            const Type t = outs.type[o];
            const bool wide = t.component_bits() == 64, is_bool = t.scalar == Scalar::Bool;
            for (int c = 0, n = t.components(); c < n && got != kUnsure; ++c, ++flat) {
                const uint8_t* p = r.out + i * r.out_stride + r.out_off[flat];
                uint64_t g = wide ? dword(p) : uint64_t{word(p)};
                if (is_bool) g = g != 0;
                uint64_t u = 0;
                int side = 0;
                LaneExtra extra;
                got = std::max(got, lane(i, o, c, g, load, denormal, &u, &side, &extra));
                most = std::max(most, u);
                sides |= 1 << side;
                nan_number |= extra.nan_number;
                results += extra.result;
            }
        }
        b.outcome[i] = std::max(b.outcome[i], got);
        b.ulp[i] = most;
        b.sides[i] = static_cast<uint8_t>(sides);
        b.nan_number[i] = nan_number;
        b.results[i] = results;
    }
}

// The float that an approximation v of an exact value rounds to, where every value within 64 double ULPs of v
// rounds to it (far beyond the error of the host's double functions, and of the long double reference): v lies that
// far from the midpoint between the float nearest to it and that float's neighbour on v's side. False where it
// does not. Denormal and infinite results included (FLT_MAX + 1/2 ULP is the midpoint to +Inf).
inline bool rounds_to_float(double v, uint32_t* bits) {
    const float f = static_cast<float>(v);
    *bits = std::bit_cast<uint32_t>(f);
    const double a = std::fabs(v), fa = std::fabs(static_cast<double>(f));
    if (a == fa) return true;  // v is that float: the exact value lies within a few double ULPs of it
    double mid;
    if (std::isinf(f)) {
        mid = 0x1.ffffffp127;
    } else {
        const float neighbour = next_toward(static_cast<float>(fa), a > fa);
        mid = std::isinf(neighbour) ? 0x1.ffffffp127 : (fa + static_cast<double>(neighbour)) / 2;  // exact
    }
    return std::fabs(a - mid) > a * 0x1p-46;
}

// A bound of k ULP (finite) of a float (Width 32) or double (64) result at an exact value that v approximates: a
// double within 2^-46 of its size (rounds_to_float's assumption), or a long double within 2^-53 (the definition's
// own value: a long double, or the double it rounds to, as dot's and cross's exact sums give it). Accepted where
// gpu lies within k ULP (ulp_of, Harrison's, in single precision's 24 digits as precision_of counts them, and the
// result's exponent range) of every value that close to v, so of the exact value; kUnsure elsewhere. Where v lies
// that close to a power of 2, the exact value may be on either side of it, and the smaller of the two ULPs counts:
// every value that close has a ULP at least that large (exp2 of a tiny negative x, whose exact value lies just below
// 1.0 where v is 1.0). *ulp gets the distance from the reference, as output_verdict counts it.
template <int Width, typename T>
inline uint32_t within_ulps_of(double k, T v, uint64_t reference, uint64_t gpu, uint64_t* ulp) {
    static_assert((Width == 32 && sizeof(T) == sizeof(double)) || (Width == 64 && sizeof(T) > sizeof(double)));
    constexpr int emin = Width == 32 ? -126 : -1022;
    if (!finite_bits(gpu, Width) || !std::isfinite(v)) return kUnsure;
    const T margin = std::fabs(v) * (Width == 32 ? T(0x1p-45) : T(0x1p-52L));
    const T u = std::min(ulp_of(v - margin, 24, emin), ulp_of(v + margin, 24, emin));
    const T g = Width == 32 ? T(std::bit_cast<float>(static_cast<uint32_t>(gpu))) : T(std::bit_cast<double>(gpu));
    // A non-zero answer of the other sign: only near a value under the least denormal can it be within k ULP, and
    // there the positive functions' intervals (exp, exp2, pow) stop at 0, so it is left to the full definition.
    if (g != 0 && std::signbit(g) != std::signbit(v)) return kUnsure;
    if (!(std::fabs(g - v) <= k * u - margin)) return kUnsure;
    *ulp = float_ulp_distance(reference, gpu, Width);
    return kAccepted;
}

// The other float around an exact value that v approximates within 2^-46 of its size (rounds_to_float's assumption),
// whose nearest float is `reference`: accepted where the exact value is not the reference itself (v lies further
// from it than v's own error) and gpu is the float next to the reference on v's side, both normal floats (a bound
// of kScreenNeighbours holds both). kUnsure elsewhere. *ulp gets the distance from the reference.
inline uint32_t other_neighbour(double v, uint32_t reference, uint32_t gpu, uint64_t* ulp) {
    const float r = std::bit_cast<float>(reference);
    if (!std::isnormal(r) || !(std::fabs(v - static_cast<double>(r)) > std::fabs(v) * 0x1p-45)) return kUnsure;
    const float next = next_toward(r, v > static_cast<double>(r));
    if (!std::isnormal(next) || std::bit_cast<uint32_t>(next) != gpu) return kUnsure;
    *ulp = float_ulp_distance(reference, gpu, 32);
    return kAccepted;
}

// An exact screen's value v (precision/lanes.h, LaneScreen::exact) as the bits of a result of `width` bits: a float
// or a half rounded once, a double as it is.
inline uint64_t screen_bits(double v, int width) {
    return width == 32 ? uint64_t{std::bit_cast<uint32_t>(static_cast<float>(v))}
           : width == 64 ? std::bit_cast<uint64_t>(v)
                         : uint64_t{half::from_double(v)};
}

// An answer equal to one of the definition's other forms at x (LaneScreen::forms, of `width` bits): accepted, at its
// distance from the reference; kUnsure otherwise.
inline uint32_t other_form(int (*forms)(const double*, double*), const double* x, uint64_t reference, uint64_t gpu,
                           int width, uint64_t* ulp) {
    double out[kMaxScreenForms];
    for (int f = 0, n = forms(x, out); f < n; ++f) {
        if (screen_bits(out[f], width) != gpu) continue;
        *ulp = float_ulp_distance(reference, gpu, width);
        return kAccepted;
    }
    return kUnsure;
}

// Whether an exact screen's value v can be the reference it settles against: a finite one, or the infinity of a
// step that overflows where the screen is one IEEE step (LaneScreen::ieee_step).
inline bool exact_value_settles(const LaneScreen& s, double v) {
    return std::isfinite(v) || (s.ieee_step && std::isinf(v));
}

// One float component through a row's screen (precision/lanes.h, LaneScreen), whose bound at the inputs (finite,
// not denormal) is k and whose value there `value()` gives (evaluated only where k is known):
// the outcome settle_lane would give under the full definition's bound, or kUnsure where the screen cannot prove
// it. An approximate value settles only where rounds_to_float holds; a bound in ULPs only with a finite reference
// (elsewhere the reference's bound is an interval).
template <class ValueFn>
inline uint32_t screen_lane(const LaneScreen& s, double k, ValueFn value, uint32_t gpu, uint64_t* ulp,
                            const double* x = nullptr) {
    *ulp = 0;
    if (k != k) return kUnsure;
    const double v = value();  // only where the bound is known
    // A reference that may be denormal (or round to one) goes to the full path, which counts it in tally.denormals.
    // A value below 2^-151 surely rounds to a zero (the midpoint to the least denormal is 2^-150): exp2(-200).
    if (std::fabs(v) >= 0x1p-151 && std::fabs(v) < 0x1.00001p-126) return kUnsure;
    if (k == kScreenUndefined) return kUndefined;
    uint32_t reference;
    if (s.exact) {
        if (!exact_value_settles(s, v)) return kUnsure;
        reference = std::bit_cast<uint32_t>(static_cast<float>(v));
    } else if (!rounds_to_float(v, &reference)) {
        return kUnsure;
    }
    if (reference == gpu) return kMatch;
    if (k == kScreenEqualOnly && s.forms && x) return other_form(s.forms, x, reference, gpu, 32, ulp);
    if (k == kScreenNeighbours) return s.exact ? kUnsure : other_neighbour(v, reference, gpu, ulp);
    if (k == kScreenUpToInfinity) {
        // Positive floats compare as their bits; +Inf is 0x7f800000, the NaNs above it.
        if (!(v > 0) || gpu < reference || gpu > 0x7f800000u) return kUnsure;
        *ulp = float_ulp_distance(reference, gpu, 32);
        return kAccepted;
    }
    if (k == kScreenEqualOnly || !finite_bits(reference, 32)) return kUnsure;
    if (std::isinf(k)) return settle_ulps(k, reference, gpu, 32, ulp);
    return within_ulps_of<32>(k, v, reference, gpu, ulp);
}

// One double component (Width 64) through an exact screen's double look (LaneScreen::value_double) at inputs x
// (finite, not denormal), or one half component (Width 16) where that look is one IEEE step (LaneScreen::ieee_step:
// the step on two halves is exact in double or rounded there at 53 bits, more than twice the half's 11 plus 2, so
// the half it rounds to is the correctly rounded one, the definition's own reference, reference/equation.h
// by_steps): a match where the GPU's bits are the reference's and the bound is not undefined, undefined where the
// screen says so, accepted where they are one of the definition's other forms (LaneScreen::forms_double, doubles
// only) under a kScreenEqualOnly bound; kUnsure elsewhere (a reference that is or may round to a denormal, an
// infinite one but where the screen's one IEEE step overflows, other bits, a bound only the definition knows).
// k is the bound there (LaneScreen::bound_double), `value()` the value (value_double), evaluated only where k is known.
template <int Width, class ValueFn>
inline uint32_t screen_double_lane(const LaneScreen& s, double k, ValueFn value, const double* x, uint64_t gpu,
                                   uint64_t* ulp) {
    static_assert(Width == 64 || Width == 16);
    if (k != k) return kUnsure;
    const double v = value();
    // A denormal reference goes to the full path, undefined or not, which counts it in tally.denormals (as in
    // screen_lane).
    if (v != 0 && std::fabs(v) < (Width == 64 ? 0x1p-1022 : 0x1p-14)) return kUnsure;
    if (k == kScreenUndefined) return kUndefined;
    if (!exact_value_settles(s, v)) return kUnsure;
    const uint64_t reference = screen_bits(v, Width);
    if (reference == gpu) return kMatch;
    if (Width == 64 && k == kScreenEqualOnly && s.forms_double && x)
        return other_form(s.forms_double, x, reference, gpu, 64, ulp);
    return kUnsure;
}

// A lane-defined built-in (precision/lanes.h): each component's value and bound from the row's definition,
// decided by settle_lane. A component of a float result of float inputs goes through the row's screen first (a
// double's through its double look, a half's of one IEEE step through that step in double); one the screen cannot
// settle, and every other one (a double's without a double look, a half's of any other screen: the screens compute
// in float or double), through the definition itself (long double library calls, not vectorized, but with no
// allocation and no rule assembled per case).
// The input components a vector screen reads at once: two matrices of 16 (mat4 * mat4).
constexpr int kMaxScreenInputs = 2 * kMaxComponents;

// A screen's inputs at every flush of some of them (the denormal ones a lane reads, at most 4): x[mask] is the inputs
// with input at[j] flushed to a zero of its sign where bit j of mask is set, k[mask] the screen's bound there.
struct Flushes {
    unsigned count = 0;
    double x[16][kMaxScreenInputs];
    double k[16];
};

// Fills f from the `len` inputs x, flushing at[0 .. n); false where the screen's bound is unknown or undefined at some
// flush, which leaves the component to the definition.
template <class Bound>
bool screen_at_flushes(const double* x, int len, const int* at, int n, Bound bound, Flushes& f) {
    f.count = 1u << n;
    for (unsigned mask = 0; mask < f.count; ++mask) {
        std::copy(x, x + len, f.x[mask]);
        for (int j = 0; j < n; ++j)
            if (mask >> j & 1) f.x[mask][at[j]] = std::copysign(0.0, x[at[j]]);
        f.k[mask] = bound(f.x[mask]);
        if (f.k[mask] != f.k[mask] || f.k[mask] == kScreenUndefined) return false;
    }
    return true;
}

// The outcome once the screen's bound is known and defined at every flush (screen_at_flushes), so the definition's
// bound, which holds each flush's, is defined: equal bits are a match; a zero for a denormal reference
// (`zero_for_denormal`), or bits that `inside(mask)` finds inside some flush's bound, are accepted at their distance
// from the reference; kUnsure elsewhere.
template <class Inside>
uint32_t settle_at_flushes(const Flushes& f, uint64_t reference, uint64_t gpu, int width, uint64_t* ulp,
                           bool zero_for_denormal, Inside inside) {
    if (gpu == reference) return kMatch;
    if (!zero_for_denormal) {
        bool found = false;
        for (unsigned mask = 0; mask < f.count && !found; ++mask) found = inside(mask);
        if (!found) return kUnsure;
    }
    *ulp = float_ulp_distance(reference, gpu, width);
    return kAccepted;
}

// look_first's match test, component c of m cases under an exact screen (LaneScreen::exact), for a float (Width 32)
// or double (64) result: screen_lane's kMatch (screen_double_lane<64>'s) without a branch on the data, so that the
// loop vectorizes in the clones below. A case stays marked in `match` where its inputs are ones the screen takes
// (ok), the bound k there is known and not undefined, and the GPU's bits at g (`stride` apart) are those of the
// screen's value v rounded once, where v is not in or near the denormals (a float result below 2^-151 surely rounds
// to a zero) and is finite or, for one IEEE step (`ieee`), an overflow's infinity.
template <int Width>
[[gnu::always_inline]] inline void exact_matches(const double* __restrict k, const double* __restrict v,
                                                 const uint8_t* __restrict ok, const uint8_t* g, size_t stride,
                                                 size_t m, bool ieee, uint8_t* __restrict match) {
    using Bits = std::conditional_t<Width == 32, uint32_t, uint64_t>;
    Bits gpu[kScreenCases];
    for (size_t i = 0; i < m; ++i) {
        const uint8_t* p = g + i * stride;
        gpu[i] = static_cast<Bits>(Width == 32 ? word(p) : dword(p));
    }
    for (size_t i = 0; i < m; ++i) {
        const double a = std::fabs(v[i]);
        const bool known = (k[i] == k[i]) & (k[i] != kScreenUndefined);
        bool away;
        Bits reference;
        if constexpr (Width == 32) {
            away = !((a >= 0x1p-151) & (a < 0x1.00001p-126));
            reference = std::bit_cast<uint32_t>(static_cast<float>(v[i]));
        } else {
            away = !((a != 0) & (a < DBL_MIN));
            reference = std::bit_cast<uint64_t>(v[i]);
        }
        const bool settles = (a <= DBL_MAX) | ((a == HUGE_VAL) & ieee);  // a NaN never settles
        match[i] &= static_cast<uint8_t>(ok[i] & known & away & settles & (reference == gpu[i]));
    }
}
IL_SIMD_CLONES void exact_matches_float(const double* k, const double* v, const uint8_t* ok, const uint8_t* g,
                                        size_t stride, size_t m, bool ieee, uint8_t* match) {
    exact_matches<32>(k, v, ok, g, stride, m, ieee, match);
}
IL_SIMD_CLONES void exact_matches_double(const double* k, const double* v, const uint8_t* ok, const uint8_t* g,
                                         size_t stride, size_t m, bool ieee, uint8_t* match) {
    exact_matches<64>(k, v, ok, g, stride, m, ieee, match);
}

// screen_lane's outcome for m float components under an approximate screen (LaneScreen::exact off), at inputs the
// screen takes, without a branch on the data, so that the loop vectorizes in the clones: where its bound k is a ULP
// count (finite, above 0) or +Inf (precision undefined), and its value v lies in the normal floats' range (at least
// 1.00001 * 2^-126, the screen's own threshold, and at most FLT_MAX), kMatch or kAccepted where screen_lane gives
// that, with its ULP figure: rounds_to_float, then a match where the GPU's bits at g (`stride` apart) are the float
// v rounds to, or acceptance by settle_ulps (+Inf: any answer but a NaN) or within_ulps_of<32> (each step as those
// functions take it, in the same double operations). Elsewhere kUnsure, and screen_lane decides.
IL_SIMD_CLONES void approximate_settles(const double* __restrict k, const double* __restrict v, const uint8_t* g,
                                        size_t stride, size_t m, uint32_t* __restrict outcome,
                                        uint64_t* __restrict ulp) {
    constexpr FloatFormat F = kFloatFormat, D = kDoubleFormat;
    // A double's exponent field and bias, the field of F's least normal exponent, and a double's fraction bits.
    constexpr int kShift = D.fraction_bits();
    constexpr int64_t kBias = D.bias();
    constexpr uint64_t kLeastNormal = D.bias() + F.emin, kFraction = D.fraction_mask();
    // ulp_of's exponent for the normal double of these bits: its own, one less at a power of 2 above F's least normal.
    const auto ulp_exponent = [](uint64_t bits) {
        return static_cast<int64_t>(bits >> kShift) - kBias -
               ((bits >> kShift > kLeastNormal) & ((bits & kFraction) == 0));
    };
    uint32_t gpu[kScreenCases];
    for (size_t i = 0; i < m; ++i) gpu[i] = word(g + i * stride);
    for (size_t i = 0; i < m; ++i) {
        const double a = std::fabs(v[i]);
        const bool taken = (k[i] > 0) & (a >= 0x1.00001p-126) & (a <= static_cast<double>(FLT_MAX));
        // rounds_to_float
        const float f = static_cast<float>(v[i]);
        const uint32_t reference = std::bit_cast<uint32_t>(f);
        const double fa = std::fabs(static_cast<double>(f));
        const uint32_t fb = reference & static_cast<uint32_t>(F.magnitude_mask());
        const double neighbour = static_cast<double>(std::bit_cast<float>(a > fa ? fb + 1 : fb - 1));
        const double mid = (fa + neighbour) / 2;
        const bool rounds = (a == fa) | (std::fabs(a - mid) > a * 0x1p-46);
        const bool match = reference == gpu[i];
        // settle_ulps at +Inf: any answer but a NaN.
        const bool infinite_k = k[i] == HUGE_VAL;
        // within_ulps_of<32>: ulp_of(v -+ margin, 24, -126), each a normal double here, from its bits (a power of 2
        // takes the finer gap below it; ulp_of itself branches, which would keep the loop from vectorizing).
        const double margin = a * 0x1p-45;
        const uint64_t below = std::bit_cast<uint64_t>(std::fabs(v[i] - margin)),
                       above = std::bit_cast<uint64_t>(std::fabs(v[i] + margin));
        const int64_t e = std::max<int64_t>(std::min(ulp_exponent(below), ulp_exponent(above)), F.emin);
        const double u = std::bit_cast<double>(static_cast<uint64_t>(e - F.fraction_bits() + D.bias()) << kShift);
        const double gv = static_cast<double>(std::bit_cast<float>(gpu[i]));
        const bool same_sign = (gv == 0) | ((std::bit_cast<uint64_t>(gv) & D.sign_mask()) ==
                                            (std::bit_cast<uint64_t>(v[i]) & D.sign_mask()));
        const bool gpu_finite = F.is_finite(gpu[i]), gpu_nan = F.is_nan(gpu[i]);
        const bool within = !infinite_k & gpu_finite & same_sign & (std::fabs(gv - v[i]) <= k[i] * u - margin);
        const bool accepted = (infinite_k & !gpu_nan) | within;
        outcome[i] = !(taken & rounds & (match | accepted)) ? kUnsure : match ? kMatch : kAccepted;
        ulp[i] = match ? 0 : float_ulp_distance(reference, gpu[i], 32);
    }
}

// The match pass of a definition written as a component function (reference/components.h: ChoiceLanes::components
// and float_components, LaneScreen::components): every case of the block that the GPU wrote and that has no
// denormal input, one component at a time, read from the records themselves. A case whose every component is
// undefined or has the GPU's bits settles as settle_cases settles it: undefined where one is, a match otherwise.
// The rest go on to settle_cases: a float component whose reference is denormal (ComponentRecords::gpu_float), or
// that the GPU gave as the other zero (accepted there where the lane allows it). With `keeps` (a definition that
// takes a denormal reference the GPU gave as it is as a match, as settle_cases does: ChoiceLanes::denormal_flush,
// LaneScreen::ieee_step), such a component settles as a match, counted as a kept denormal result. Marks the settled
// cases and returns how many; *plain says whether each of them is a match with no kept result.
size_t match_components(const Block& b, const InputShape& shape, Type t, ref::ComponentMatch components, bool keeps,
                        uint8_t* settled, bool* plain) {
    const Records& r = b.r;
    uint8_t match[kBlock], undefined[kBlock] = {}, kept[kBlock] = {};
    for (size_t i = 0; i < b.m; ++i) match[i] = b.outcome[i] != kUnsure && !b.denormal[i];
    Scalar scalars[4];
    for (int k = 0; k < shape.arity; ++k) scalars[k] = shape.type[k].scalar;
    ref::ComponentRecords records{scalars,
                                  {},
                                  r.in_stride,
                                  nullptr,
                                  r.out_stride,
                                  t.component_bits() == 64,
                                  t.scalar == Scalar::Bool,
                                  t.is_float(),
                                  keeps && t.is_float() ? kept : nullptr};
    for (int c = 0, nc = t.components(); c < nc; ++c) {
        for (int k = 0; k < shape.arity; ++k)
            records.in[k] = r.in + r.in_off[shape.first[k] + (shape.type[k].components() == 1 ? 0 : c)];
        records.gpu = r.out + r.out_off[c];
        components(records, b.m, match, undefined);
    }
    size_t count = 0;
    bool all_plain = true;
    for (size_t i = 0; i < b.m; ++i) {
        if (!match[i]) continue;
        settled[i] = 1;
        b.settle_plain(i, undefined[i] ? kUndefined : kMatch, kept[i] * kResultKept);
        ++count;
        all_plain &= !undefined[i] & !kept[i];
    }
    *plain = all_plain;
    return count;
}

// match_components for the cases with a denormal input, where the result `t` is a float or a double. Their records
// are copied twice, once as they are and once with every denormal input component flushed to a zero of its sign
// (flush_denormal_inputs), and the component function runs over both. A case whose every component is defined,
// with the GPU's bits as its result (not a denormal), and defined once flushed, settles as settle_cases settles
// it: a match, where each component's side (denormal_input_side) is 0 if the flushed inputs give the same bits,
// and 2 (the GPU kept the denormal) otherwise. The rest go on to settle_cases. With `lone_denormals` (a lane family's
// screen of one IEEE step, whose flushed_screen looks at each flush of a component's denormal inputs), only cases
// each of whose components reads at most one denormal input, and then finite other inputs (where its flushes are
// the two copies, and settle_cases takes no look of special inputs): a case outside that is left to settle_cases.
size_t match_denormal_inputs(const Block& b, const InputShape& shape, Type t, ref::ComponentMatch components,
                             bool lone_denormals, uint8_t* settled) {
    const Records& r = b.r;
    uint32_t at[kBlock];
    size_t n = 0;
    for (size_t i = 0; i < b.m; ++i) {
        at[n] = static_cast<uint32_t>(i);
        n += b.denormal[i] && b.outcome[i] != kUnsure && !settled[i];
    }
    if (n == 0) return 0;
    thread_local std::vector<uint8_t> kept, zeroed, gpu;
    kept.resize(n * r.in_stride);
    gpu.resize(n * r.out_stride);
    for (size_t j = 0; j < n; ++j) {
        std::memcpy(kept.data() + j * r.in_stride, r.in + at[j] * r.in_stride, r.in_stride);
        std::memcpy(gpu.data() + j * r.out_stride, r.out + at[j] * r.out_stride, r.out_stride);
    }
    zeroed = kept;
    for (int k = 0; k < shape.arity; ++k) {
        const int width = shape.type[k].component_bits();  // float or double (float_inputs)
        for (int q = 0, nq = shape.type[k].components(); q < nq; ++q) {
            uint8_t* p = zeroed.data() + r.in_off[shape.first[k] + q];
            for (size_t j = 0; j < n; ++j, p += r.in_stride) {
                const uint64_t f = flushed_bits(width == 64 ? dword(p) : uint64_t{word(p)}, width);
                std::memcpy(p, &f, width / 8);  // little-endian: the low bytes
            }
        }
    }
    Scalar scalars[4];
    for (int k = 0; k < shape.arity; ++k) scalars[k] = shape.type[k].scalar;
    ref::ComponentRecords as_given{scalars, {}, r.in_stride, nullptr, r.out_stride, t.component_bits() == 64,
                                   false, true};
    ref::ComponentRecords flushed = as_given;
    uint8_t ok[kBlock], side0[kBlock] = {}, side2[kBlock] = {};
    std::fill(ok, ok + n, uint8_t{1});
    for (int c = 0, nc = t.components(); c < nc; ++c) {
        uint8_t denormals[kBlock] = {}, nonfinite[kBlock] = {};
        for (int k = 0; k < shape.arity; ++k) {
            const uint32_t off = r.in_off[shape.first[k] + (shape.type[k].components() == 1 ? 0 : c)];
            as_given.in[k] = kept.data() + off;
            flushed.in[k] = zeroed.data() + off;
            if (!lone_denormals) continue;
            const int width = shape.type[k].component_bits();
            for (size_t j = 0; j < n; ++j) {
                const uint8_t* p = as_given.in[k] + j * r.in_stride;
                const uint64_t bits = width == 64 ? dword(p) : uint64_t{word(p)};
                denormals[j] += denormal_bits(bits, width);
                nonfinite[j] += !finite_bits(bits, width);
            }
        }
        as_given.gpu = flushed.gpu = gpu.data() + r.out_off[c];
        uint8_t match[kBlock], undefined[kBlock] = {}, same[kBlock], undefined_flushed[kBlock] = {};
        std::fill(match, match + n, uint8_t{1});
        std::fill(same, same + n, uint8_t{1});
        components(as_given, n, match, undefined);
        components(flushed, n, same, undefined_flushed);
        for (size_t j = 0; j < n; ++j) {
            const bool lone = denormals[j] == 0 || (denormals[j] == 1 && nonfinite[j] == 0);
            ok[j] &= match[j] & !undefined[j] & !undefined_flushed[j] & lone;
            side0[j] |= same[j];
            side2[j] |= !same[j];
        }
    }
    size_t count = 0;
    for (size_t j = 0; j < n; ++j) {
        if (!ok[j]) continue;
        settled[at[j]] = 1;
        b.settle_plain(at[j], kMatch, 0, static_cast<uint8_t>(side0[j] | side2[j] << 2));
        ++count;
    }
    return count;
}

struct LaneFamily {
    static constexpr bool kSettlesDenormalInputs = true;
    const Lanes* d;
    InputShape shape;
    Type out_type;
    uint64_t id;  // unique to each judge made (next_judge_id), so that a worker's memo names its row
    // The row's rule lets a denormal result come back as a zero (Rule::denormal_flush: every lane row's but those
    // whose Lanes::denormal_flush is off, which evaluate() clears for the lanes that are not an equation).
    bool flush_settles = false;

    // The flat input components that lane c of a vector screen reads (LaneScreen::vector_reads; every one, where it
    // is null), in `reads`; their count is returned.
    int vector_lane_reads(int c, int* reads) const {
        if (d->screen->vector_reads) return d->screen->vector_reads(shape.type[0].components(), c, reads);
        const int all = shape.components();
        for (int k = 0; k < all; ++k) reads[k] = k;
        return all;
    }

    // The screen's inputs for component c of case i, as doubles (each a half, a float or a double, of `width` bits):
    // for a vector screen every component of every input, in the flat layout's order; otherwise component c of each
    // input (a scalar input's one). False where one the lane reads (LaneScreen::vector_reads; every one read, where it
    // is null) is denormal, or is not finite and the screen does not take such (LaneScreen::nonfinite_inputs), or is
    // a half whose word holds other bits above it.
    bool screen_inputs(const Records& r, size_t i, int c, int width, double* x) const {
        const uint8_t* in = r.in + i * r.in_stride;
        const bool nonfinite = d->screen->nonfinite_inputs;
        auto read = [&](int flat, double* to) {
            const uint8_t* p = in + r.in_off[flat];
            const uint64_t bits = width == 64 ? dword(p) : uint64_t{word(p)};
            if (width == 16 && bits >> 16) return false;
            *to = width == 64   ? std::bit_cast<double>(bits)
                  : width == 32 ? static_cast<double>(std::bit_cast<float>(word(p)))
                                : half::to_double(static_cast<uint16_t>(bits));
            return (nonfinite || finite_bits(bits, width)) && !denormal_bits(bits, width);
        };
        if (d->screen->vector_value) {
            const int all = shape.components();
            if (!d->screen->vector_reads) {
                for (int k = 0; k < all; ++k)
                    if (!read(k, &x[k])) return false;
                return true;
            }
            // Only the components the lane reads need be finite and normal; the others are read all the same.
            bool usable[kMaxScreenInputs];
            for (int k = 0; k < all; ++k) usable[k] = read(k, &x[k]);
            int reads[kMaxScreenInputs];
            for (int j = 0, n = vector_lane_reads(c, reads); j < n; ++j)
                if (!usable[reads[j]]) return false;
            return true;
        }
        for (int k = 0; k < shape.arity; ++k)
            if (!read(shape.first[k] + (shape.type[k].components() == 1 ? 0 : c), &x[k])) return false;
        return true;
    }

    // Component c of case i through the screen.
    uint32_t screened(const Records& r, size_t i, int c, uint64_t gpu, uint64_t* ulp) const {
        const LaneScreen& s = *d->screen;
        double x[kMaxScreenInputs];
        if (!screen_inputs(r, i, c, 32, x)) return kUnsure;
        if (s.vector_value) {
            const int n = shape.type[0].components();
            return screen_lane(s, s.vector_bound(x, n, c), [&] { return s.vector_value(x, n, c); },
                               static_cast<uint32_t>(gpu), ulp);
        }
        return screen_lane(s, s.bound(x), [&] { return s.value(x); }, static_cast<uint32_t>(gpu), ulp, x);
    }

    // Component c of case i of a double result of double inputs (Width 64), or of a half result of half inputs
    // (Width 16), through the screen's double look.
    template <int Width>
    uint32_t screened_double(const Records& r, size_t i, int c, uint64_t gpu, uint64_t* ulp) const {
        *ulp = 0;
        double x[kMaxScreenInputs];
        if (!screen_inputs(r, i, c, Width, x)) return kUnsure;
        const LaneScreen& s = *d->screen;
        return screen_double_lane<Width>(s, s.bound_double(x), [&] { return s.value_double(x); }, x, gpu, ulp);
    }

    // The screen's ULP count at case i, component c, for double inputs (LaneScreen::bound or vector_bound evaluated
    // at the doubles): a finite count above 0, or NaN where an input is not finite or is denormal, or the screen
    // says something else.
    double double_ulps(const Records& r, size_t i, int c) const {
        const LaneScreen& s = *d->screen;
        double x[kMaxScreenInputs];
        if (!screen_inputs(r, i, c, 64, x)) return kScreenUnknown;
        const double k = s.vector_value ? (s.vector_bound_double ? s.vector_bound_double
                                                                 : s.vector_bound)(x, shape.type[0].components(), c)
                                        : s.bound(x);
        return k > 0 && std::isfinite(k) ? k : kScreenUnknown;
    }

    // Component c of a case with a denormal input component, through an exact screen that reads component c of each
    // input alone (not a vector screen): its steps in the result's type (one IEEE step, or an equation of §8.3), the
    // case's inputs `in`, the steps' result `reference`. The definition's bound is the hull of the steps' intervals
    // over the flushes of the lane's denormal inputs (reference/equation.h, over_flushes: each denormal input as given
    // and as a zero of its sign), each of which holds the steps' own value at those inputs, the screen's value there,
    // and its other forms (LaneScreen::forms) where the screen's bound there is kScreenEqualOnly. Wherever the
    // screen's bound is known and not undefined at every flush (so the hull has no undefined part: an infinite input,
    // a / 0 of a flushed divisor, smoothstep's edges made equal, leave the component to the definition), equal bits
    // are a match, and bits the screen gives at one of the flushes (its value, or another form) are accepted at their
    // distance from the reference, as settle_lane counts it under a Range bound and a precision-undefined one alike.
    // kUnsure elsewhere.
    // With `zero_for_denormal` (the reference is denormal, the GPU's answer a zero and the rule flushes), that zero is
    // accepted wherever the hull is defined, as judge() accepts a flushed denormal.
    uint32_t flushed_screen(const Value* in, int c, uint64_t reference, uint64_t gpu, int width, uint64_t* ulp,
                            bool zero_for_denormal = false) const {
        const LaneScreen& s = *d->screen;
        const auto bound = width == 32 ? s.bound : s.bound_double;
        const auto value = width == 32 ? s.value : s.value_double;
        const auto forms = width == 32 ? s.forms : width == 64 ? s.forms_double : nullptr;
        if (!bound || !value) return kUnsure;
        double x[4];
        int denormal[4], n = 0;
        for (int k = 0; k < shape.arity; ++k) {  // from the bits: no x87 store of a denormal double
            const int at = ref::lane(in[k], c);
            x[k] = ref::num(in[k], at);
            if (!std::isfinite(x[k])) return kUnsure;
            if (is_denormal(in[k], at)) denormal[n++] = k;
        }
        Flushes f;
        if (!screen_at_flushes(x, shape.arity, denormal, n, bound, f)) return kUnsure;
        // A NaN answer or reference is inside no flush's bound here: the definition judges it.
        const bool nan = nan_bits(gpu, width) || nan_bits(reference, width);
        return settle_at_flushes(f, reference, gpu, width, ulp, zero_for_denormal, [&](unsigned mask) {
            if (nan) return false;
            const double v = value(f.x[mask]);
            uint64_t unused;
            return (exact_value_settles(s, v) && screen_bits(v, width) == gpu) ||
                   (f.k[mask] == kScreenEqualOnly && forms &&
                    other_form(forms, f.x[mask], reference, gpu, width, &unused) == kAccepted);
        });
    }

    // flushed_screen for a vector screen whose definition holds the bound at each flush (LaneScreen::flush_hull:
    // length, distance, dot, normalize), float inputs and a float result: the screen's inputs are every input
    // component (flat, as screen_inputs reads them), the flushes those of the denormal components the lane reads (at
    // most 4 of them: 16 flushes). Equal bits are a match, and bits the screen settles at any flush (kMatch or
    // kAccepted there: inside that flush's bound) are accepted at their distance from the reference, wherever the
    // screen's bound is known and not undefined at every flush. kUnsure elsewhere.
    uint32_t flushed_vector_screen(const Value* in, int c, uint64_t reference, uint64_t gpu, uint64_t* ulp,
                                   bool zero_for_denormal) const {
        const LaneScreen& s = *d->screen;
        const int all = shape.components(), n = shape.type[0].components();
        if (all > kMaxScreenInputs) return kUnsure;
        double x[kMaxScreenInputs];
        bool is_denormal_input[kMaxScreenInputs];
        for (int k = 0; k < shape.arity; ++k)
            for (int j = 0, nk = in[k].size(); j < nk; ++j) {
                const int flat = shape.first[k] + j;
                x[flat] = ref::num(in[k], j);
                if (!std::isfinite(x[flat])) return kUnsure;
                is_denormal_input[flat] = is_denormal(in[k], j);
            }
        int reads[kMaxScreenInputs];
        const int n_reads = vector_lane_reads(c, reads);
        int denormal[4], nd = 0;
        for (int j = 0; j < n_reads; ++j) {
            if (!is_denormal_input[reads[j]]) continue;
            if (nd == 4) return kUnsure;
            denormal[nd++] = reads[j];
        }
        Flushes f;
        if (!screen_at_flushes(x, all, denormal, nd, [&](const double* at) { return s.vector_bound(at, n, c); }, f))
            return kUnsure;
        return settle_at_flushes(f, reference, gpu, 32, ulp, zero_for_denormal, [&](unsigned mask) {
            uint64_t unused;
            const uint32_t o = screen_lane(s, f.k[mask], [&] { return s.vector_value(f.x[mask], n, c); },
                                           static_cast<uint32_t>(gpu), &unused);
            return o == kMatch || o == kAccepted;
        });
    }

    // The screen's look at every component of a few cases at once (kLookCases), for a screen that reads component c
    // of each input alone (not a vector screen), on float inputs and a float result (Width 32, an exact screen or an
    // approximate one) or double ones (Width 64, an exact screen): whether the component's inputs are ones the
    // screen takes (screen_inputs), and there its bound and its value, each computed once per component.
    static constexpr size_t kLookCases = kScreenCases;
    struct ScreenLooks {
        double k[kMaxComponents][kLookCases], v[kMaxComponents][kLookCases];
        uint8_t ok[kMaxComponents][kLookCases];
    };

    // Fills `looks` for the cases of b (at most kLookCases), a component at a time over all of them: first the inputs
    // gathered, then the screen's bound and value over the cases (LaneScreen::bounds and values, or their double
    // forms). With `test` (an exact screen), a case that the GPU wrote, with no denormal input, each of whose
    // components screen_lane (screen_double_lane) gives kMatch, settles here as settle_cases would settle it: match,
    // ULP 0, side 0, no NaN against a number, no denormal result (the screens send a reference that may be denormal
    // on). Marks the settled cases and returns how many; settle_looks and settle_cases take the rest, with these
    // looks. Without `test`, only the looks: where the GPU's answers are mostly not the reference (another form of
    // mix), the match test would only come twice.
    template <int Width>
    size_t look_first(const Block& b, ScreenLooks& looks, uint8_t* settled, bool test) const {
        static_assert(Width == 32 || Width == 64);
        const LaneScreen& s = *d->screen;
        const Records& r = b.r;
        const int arity = shape.arity;
        const size_t m = b.m;
        uint8_t match[kLookCases];
        for (size_t i = 0; i < m; ++i) match[i] = b.outcome[i] != kUnsure && !b.denormal[i];
        double x[4][kLookCases];
        const ScreenCases bounds = Width == 32 ? s.bounds : s.bounds_double;
        const ScreenCases values = Width == 32 ? s.values : s.values_double;
        for (int c = 0, nc = out_type.components(); c < nc; ++c) {
            uint8_t* ok = looks.ok[c];
            std::fill(ok, ok + m, uint8_t{1});
            for (int q = 0; q < arity; ++q) {
                const uint8_t* p = r.in + r.in_off[shape.first[q] + (shape.type[q].components() == 1 ? 0 : c)];
                for (size_t i = 0; i < m; ++i) {
                    const uint8_t* at = p + i * r.in_stride;
                    const uint64_t bits = Width == 32 ? uint64_t{word(at)} : dword(at);
                    x[q][i] = Width == 32 ? static_cast<double>(std::bit_cast<float>(static_cast<uint32_t>(bits)))
                                          : std::bit_cast<double>(bits);
                    ok[i] &= (s.nonfinite_inputs || finite_bits(bits, Width)) && !denormal_bits(bits, Width);
                }
            }
            const double* k = looks.k[c];
            const double* v = looks.v[c];
            bounds(x, m, looks.k[c]);
            values(x, m, looks.v[c]);  // also where the bound is unknown, which the screens then do not read
            if (!test) continue;
            (Width == 32 ? exact_matches_float : exact_matches_double)(k, v, ok, r.out + r.out_off[c], r.out_stride, m,
                                                                       s.ieee_step, match);
        }
        if (!test) return 0;
        size_t count = 0;
        for (size_t i = 0; i < m; ++i) {
            if (!match[i]) continue;
            ++count;
            settled[i] = 1;
            b.settle_plain(i, kMatch);
        }
        return count;
    }

    // The screen's bound at component c of case i, read from the inputs as screened, screened_double and double_ulps
    // read them (a vector screen's from every component it reads): unknown where they are not ones the screen takes.
    double screen_bound_at(const Records& r, size_t i, int c, int width) const {
        const LaneScreen& s = *d->screen;
        double x[kMaxScreenInputs];
        if (s.vector_value) {
            const auto bound = width == 64 && s.vector_bound_double ? s.vector_bound_double : s.vector_bound;
            return bound && screen_inputs(r, i, c, width, x) ? bound(x, shape.type[0].components(), c)
                                                              : kScreenUnknown;
        }
        const auto bound = width == 32 ? s.bound : s.bound_double;
        return bound && screen_inputs(r, i, c, width, x) ? bound(x) : kScreenUnknown;
    }

    // Component c of case i through the screen, from its look (look_first): screened and screened_double without
    // reading the inputs again (but for the other forms, which the bound names; `with_forms` off: kUnsure where
    // only another form could settle the component).
    template <int Width>
    uint32_t screened_look(const ScreenLooks& looks, const Records& r, size_t i, int c, uint64_t gpu, uint64_t* ulp,
                           bool with_forms = true) const {
        *ulp = 0;
        if (!looks.ok[c][i]) return kUnsure;
        const LaneScreen& s = *d->screen;
        const double k = looks.k[c][i], v = looks.v[c][i];
        double x[kMaxScreenInputs];
        const bool forms = with_forms && k == kScreenEqualOnly && (Width == 32 ? s.forms : s.forms_double) &&
                           screen_inputs(r, i, c, Width, x);
        if constexpr (Width == 32)
            return screen_lane(s, k, [&] { return v; }, static_cast<uint32_t>(gpu), ulp, forms ? x : nullptr);
        else
            return screen_double_lane<Width>(s, k, [&] { return v; }, forms ? x : nullptr, gpu, ulp);
    }

    // The cases of b that the looks settle whole (look_first's, for an exact screen or an approximate one): each
    // case the GPU wrote, with no denormal input, not yet settled, every component of which screened_look settles
    // (without the other forms) settles here as settle_cases would settle it from the same looks: the largest of
    // its components' outcomes at the largest ULP figure, side 0, no NaN against a number (the screens settle
    // none), no denormal result. Marks them in `settled`; settle_cases takes the rest.
    template <int Width>
    void settle_looks(const Block& b, const ScreenLooks& looks, uint8_t* settled) const {
        const Records& r = b.r;
        const int nc = out_type.components();
        // An approximate screen's components first through approximate_settles, without a branch on the data; the
        // ones it leaves go through screened_look.
        const bool approximate = Width == 32 && !d->screen->exact;
        uint32_t fast_outcome[kMaxComponents][kLookCases];
        uint64_t fast_ulp[kMaxComponents][kLookCases];
        if (approximate)
            for (int c = 0; c < nc; ++c)
                approximate_settles(looks.k[c], looks.v[c], r.out + r.out_off[c], r.out_stride, b.m,
                                    fast_outcome[c], fast_ulp[c]);
        for (size_t i = 0; i < b.m; ++i) {
            if (settled[i] || b.outcome[i] == kUnsure || b.denormal[i]) continue;
            uint32_t got = kMatch;
            uint64_t most = 0;
            for (int c = 0; c < nc && got != kUnsure; ++c) {
                uint64_t u = 0;
                if (approximate && looks.ok[c][i] && fast_outcome[c][i] != kUnsure) {
                    got = std::max(got, fast_outcome[c][i]);
                    u = fast_ulp[c][i];
                } else {
                    const uint8_t* p = r.out + i * r.out_stride + r.out_off[c];
                    got = std::max(got, screened_look<Width>(looks, r, i, c,
                                                             Width == 64 ? dword(p) : uint64_t{word(p)}, &u, false));
                }
                most = std::max(most, u);
            }
            if (got == kUnsure) continue;
            settled[i] = 1;
            b.settle_plain(i, std::max(b.outcome[i], got));
            b.ulp[i] = most;
        }
    }

    void operator()(const Block& whole) const {
        const bool wide = out_type.scalar == Scalar::Double;
        const int width = out_type.component_bits();
        // A vector screen reads every input component into one array of kMaxScreenInputs.
        bool screen = d->screen && out_type.scalar == Scalar::Float &&
                      (!d->screen->vector_value || shape.components() <= kMaxScreenInputs);
        for (int k = 0; k < shape.arity; ++k) screen = screen && shape.type[k].scalar == Scalar::Float;
        bool screen_double = d->screen && d->screen->exact && d->screen->value_double && wide;
        for (int k = 0; k < shape.arity; ++k) screen_double = screen_double && shape.type[k].scalar == Scalar::Double;
        // Halves through one IEEE step's double look (screen_double_lane).
        bool screen_half = d->screen && d->screen->ieee_step && d->screen->value_double && out_type.is_half();
        for (int k = 0; k < shape.arity; ++k) screen_half = screen_half && shape.type[k].is_half();
        // A screen's ULP bound read at double inputs (length, distance, normalize, inversesqrt, dot, cross, reflect
        // and the matrix products of doubles): the same
        // count of single-precision ULPs (§4.7.1 holds doubles to single precision, precision_of), decided from the
        // definition's long double value instead of the interval steps.
        bool ulps_double = d->screen && !d->screen->exact && wide &&
                           (!d->screen->vector_bound || shape.components() <= kMaxScreenInputs);
        for (int k = 0; k < shape.arity; ++k) ulps_double = ulps_double && shape.type[k].scalar == Scalar::Double;
        std::array<Value, 4> in, flushed;
        Value reference = make_value(out_type), flushed_reference = make_value(out_type);
        // Where the screen reads component c of each input alone, its value and bound are functions of those (the
        // screen's own premise), so a component whose inputs are all special comes from the worker's memo.
        const bool memo = d->screen && !d->screen->vector_value;
        const bool single_step = d->screen && d->screen->ieee_step;
        // An exact screen of component c's own inputs also takes a case with a denormal input (flushed_screen): one
        // IEEE step on halves too, an equation on floats or doubles.
        const bool flushes_screened = d->screen && d->screen->exact && !d->screen->vector_value &&
                                      (single_step || screen || screen_double);
        // A vector screen whose definition holds the bound at each flush (LaneScreen::flush_hull), on floats.
        const bool flushes_vector = screen && d->screen->vector_value && d->screen->flush_hull;
        // A screen written as a component function (LaneScreen::components) looks at every case of the block without
        // a denormal input first (match_components), in place of the looks below; the rest take the screen case by
        // case.
        const LaneScreen* ls = d->screen;
        uint8_t by_components[kBlock] = {};
        const bool components = ls && ls->components && (screen || screen_double);
        if (components) {
            bool plain = false;
            size_t count =
                match_components(whole, shape, out_type, ls->components, ls->ieee_step, by_components, &plain);
            if (count == whole.m) {
                if (whole.plain) *whole.plain = plain;
                return;
            }
            // One IEEE step also matches the cases with a denormal input, where flushed_screen would look at no
            // other flush than the two copies.
            if (ls->ieee_step)
                count += match_denormal_inputs(whole, shape, out_type, ls->components, true, by_components);
            if (count == whole.m) return;
        }
        // Otherwise a screen of component c's own inputs that defines LaneScreen::values and bounds looks first,
        // kLookCases cases at a time (look_first). An exact screen's looks settle their matches first; once fewer
        // than half of a part's cases settle so, the rest of the block takes the looks alone. Then the looks settle
        // every case whose components they all settle (settle_looks), an approximate screen's too.
        const int looked = components || !memo                                        ? 0
                           : screen && ls->values && ls->bounds                       ? 32
                           : screen_double && ls->values_double && ls->bounds_double ? 64
                                                                                      : 0;
        bool test = ls && ls->exact;
        ScreenLooks looks;
        for (size_t first = 0; first < whole.m; first += kLookCases) {
            const Records& w = whole.r;
            const Records r{w.in + first * w.in_stride, w.in_stride, w.in_off, w.out + first * w.out_stride,
                            w.out_stride, w.out_off, w.written};
            const Block b{r, std::min(kLookCases, whole.m - first), whole.outcome + first, whole.ulp + first,
                          whole.denormal + first, whole.sides + first, whole.nan_number + first, whole.results + first,
                          whole.past_screen};
            uint8_t settled[kLookCases];
            std::copy(by_components + first, by_components + first + b.m, settled);
            if (looked) {
                const size_t matches = looked == 32 ? look_first<32>(b, looks, settled, test)
                                                    : look_first<64>(b, looks, settled, test);
                test = test && 2 * matches >= b.m;
                if (looked == 32) settle_looks<32>(b, looks, settled);
                else settle_looks<64>(b, looks, settled);
            }
            settle_cases(b, shape, OutputShape{1, {out_type}}, in, [&](size_t i, int, int c, uint64_t gpu, auto& load,
                                                                       bool denormal, uint64_t* u, int* side,
                                                                       LaneExtra* extra) {
                if (screen || screen_double || screen_half) {
                    const uint32_t o = looked == 32    ? screened_look<32>(looks, r, i, c, gpu, u)
                                       : looked == 64  ? screened_look<64>(looks, r, i, c, gpu, u)
                                       : screen        ? screened(r, i, c, gpu, u)
                                       : screen_double ? screened_double<64>(r, i, c, gpu, u)
                                                       : screened_double<16>(r, i, c, gpu, u);
                    if (o != kUnsure) return o;  // no denormal input in this lane: its side is 0
                }
                SpecialLook* look = memo ? special_look(r, i, c) : nullptr;
                if (look && !look->filled) {
                    load();
                    fill_look(in.data(), c, *look);
                }
                long double value;
                if (look) {
                    value = look->value;
                    reference.bits[c] = look->reference;
                } else if (looked && ls->exact && !denormal && looks.ok[c][i] && looks.k[c][i] == looks.k[c][i] &&
                           std::isfinite(looks.v[c][i])) {
                    // An exact screen's look is the reference where its bound is known (the definition's steps in
                    // the result's type, which the cast keeps): a reference the screen left here for being denormal
                    // needs neither the inputs nor the definition's value. The inputs are loaded below only where the
                    // definition's bound is asked.
                    const double v = looks.v[c][i];
                    value = v;
                    reference.bits[c] = screen_bits(v, width);
                } else {
                    load();
                    value = d->value(in.data(), c);
                    set_rounded(reference, c, value);
                }
                // A denormal reference: the GPU's equal bits settle here, counted as a kept denormal result. So does a
                // zero of either sign where the rule lets a denormal result be flushed (flush_settles) and the screen
                // says the component is defined (its look, or its bound read here): judge() accepts it, inside the
                // rule or as a flushed denormal, at its ULP distance, and it counts as a flushed result. Where the
                // screen cannot say (a denormal input in the lane, or inputs outside its ranges), the flushed step
                // (which accepts the zero wherever the step is defined with and without the flush) or the
                // definition's bound decides below: the zero is accepted wherever that bound is not undefined.
                // Any other answer goes on to the flushed step or the definition's bound, as an answer to a normal
                // reference does (mod(x, y) of a denormal y, which may be flushed to 0, is undefined: any answer),
                // counted in the denormal results by its kind.
                bool flushed_result = false, zero_for_denormal = false;
                if (is_denormal(reference, c)) {
                    extra->result = denormal_result(gpu, width);
                    const bool equal = reference.bits[c] == gpu;
                    // One IEEE step (LaneScreen::ieee_step) gives a denormal only from finite non-zero operands,
                    // normal ones in a case without a denormal input: defined there (a zero divisor is the one
                    // undefined input), with the reference inside its interval, so equal bits are a match.
                    if (equal && single_step && !denormal) return kMatch;
                    if (equal || (flush_settles && zero_bits(gpu, width))) {
                        const double k = !(screen || screen_double || ulps_double) ? kScreenUnknown
                                         : looked ? (looks.ok[c][i] ? looks.k[c][i] : kScreenUnknown)
                                                  : screen_bound_at(r, i, c, width);
                        // Undefined by the screen (smoothstep with edge0 >= edge1): so is the component, where no input
                        // is denormal; with one, the definition's bound says.
                        if (k == kScreenUndefined && !denormal) {
                            *u = 0;
                            return kUndefined;
                        }
                        // The GPU's bits are the reference's, and the screen knows the bound at these inputs, none of
                        // them denormal: the component is defined there, and judge() matches equal bits under every
                        // defined bound, whatever its width (radians of a tiny x, exp2(-130)), so the definition's
                        // bound need not be built.
                        if (equal && !denormal && k == k) return kMatch;
                        if (!equal) (k == k && k != kScreenUndefined ? flushed_result : zero_for_denormal) = true;
                    }
                }
                // Only a value far from 0 and from the denormals: ULPs of 24 digits there are ULPs of normal doubles,
                // and an exact value of 0 (the interval's [0, 0], which accepts the zeros alone) never comes here.
                if (ulps_double && !denormal && std::fabs(value) >= 0x1p-1000L) {
                    const double k = double_ulps(r, i, c);
                    if (k == k) {
                        if (reference.bits[c] == gpu) return kMatch;
                        if (within_ulps_of<64>(k, value, reference.bits[c], gpu, u) == kAccepted) return kAccepted;
                    }
                }
                if (denormal) {
                    // The lane's value with every denormal input component flushed to a zero of its sign, as
                    // tally_denormals computes it for the case (a lane of normalize reads every component; one that
                    // reads only its own and a shared scalar gets the same value as with those alone flushed, and a
                    // case with a denormal input always has one to flush).
                    if (look) {
                        *side = denormal_input_side(reference.bits[c], look->flushed, gpu, width);
                    } else if (flush_denormal_inputs(in.data(), static_cast<size_t>(shape.arity), flushed.data())) {
                        set_rounded(flushed_reference, c, d->value(flushed.data(), c));
                        *side = denormal_input_side(reference.bits[c], flushed_reference.bits[c], gpu, width);
                        if (flushes_screened) {
                            const uint32_t o =
                                flushed_screen(in.data(), c, reference.bits[c], gpu, width, u, zero_for_denormal);
                            if (o != kUnsure) return o;
                        } else if (flushes_vector) {
                            const uint32_t o =
                                flushed_vector_screen(in.data(), c, reference.bits[c], gpu, u, zero_for_denormal);
                            if (o != kUnsure) return o;
                        }
                    }
                }
                if (flushed_result) {
                    *u = float_ulp_distance(reference.bits[c], gpu, width);
                    return kAccepted;
                }
                ++*b.past_screen;
                if (zero_for_denormal) {
                    // judge() accepts the zero wherever the component is defined: inside the rule, or as the flushed
                    // denormal.
                    if (!look) load();
                    const bool undefined = (look ? look->bound : d->bound(in.data(), c, reference)).kind ==
                                           Bound::Undefined;
                    *u = undefined ? 0 : float_ulp_distance(reference.bits[c], gpu, width);
                    return undefined ? kUndefined : kAccepted;
                }
                if (look) return settle_lane(look->bound, reference.bits[c], gpu, width, u);
                load();
                return settle_lane(d->bound(in.data(), c, reference), reference.bits[c], gpu, width, u);
            }, settled);
        }
    }

    // The definition at one component's inputs: its value, reference, bound and the reference with its denormal
    // inputs flushed. A worker keeps those of the components whose inputs are all special (infinite, NaN or
    // denormal): a random draw has few such inputs (its specials), each evaluated once per worker and row instead
    // of at every case.
    struct SpecialLook {
        uint64_t row = 0;  // the id of the family that filled it (next_judge_id), 0 for an empty slot
        std::array<uint64_t, 4> key{};
        bool filled = false;
        long double value = 0;
        uint64_t reference = 0, flushed = 0;
        Bound bound;
    };
    static constexpr size_t kLooks = 64;  // direct-mapped by the inputs' bits

    // The memo's slot for component c of case i where every input component it reads is special, null elsewhere
    // (an input that is not a float, or a finite normal one or a zero among them): claimed for these inputs, and
    // not filled, where it held others.
    SpecialLook* special_look(const Records& r, size_t i, int c) const {
        std::array<uint64_t, 4> key{};
        uint64_t hash = 0;
        const uint8_t* in = r.in + i * r.in_stride;
        for (int k = 0; k < shape.arity; ++k) {
            const Type t = shape.type[k];
            if (!t.is_float()) return nullptr;
            const int width = t.component_bits();
            const uint8_t* p = in + r.in_off[shape.first[k] + (t.components() == 1 ? 0 : c)];
            const uint64_t bits = width == 64 ? dword(p) : uint64_t{word(p)};  // as InputShape::load reads it
            if (finite_bits(bits, width) && !denormal_bits(bits, width)) return nullptr;
            key[k] = bits;
            hash = (hash ^ bits) * 0x9e3779b97f4a7c15ull;
        }
        thread_local std::array<SpecialLook, kLooks> looks;
        SpecialLook& l = looks[(hash >> 32) % kLooks];
        if (l.row != id || l.key != key) {
            l.row = id;
            l.key = key;
            l.filled = false;
        }
        return &l;
    }

    // Fills the look at component c of inputs `in` (the case's, loaded) as the lane below computes them.
    void fill_look(const Value* in, int c, SpecialLook& l) const {
        Value reference = make_value(out_type), flushed_reference = make_value(out_type);
        std::array<Value, 4> flushed;
        l.value = d->value(in, c);
        set_rounded(reference, c, l.value);
        l.reference = reference.bits[c];
        l.flushed = l.reference;
        if (flush_denormal_inputs(in, static_cast<size_t>(shape.arity), flushed.data())) {
            set_rounded(flushed_reference, c, d->value(flushed.data(), c));
            l.flushed = flushed_reference.bits[c];
        }
        l.bound = d->bound(in, c, reference);
        l.filled = true;
    }
};

// An exact built-in defined lane by lane as a set of results (reference/choices.h), inputs of any types, one output
// or two. First a match pass (match_first) over the cases with no denormal input; then each component of every
// other case, its output's lane function run through a LaneSet, which decides it as judge() would under the rule
// Choices makes, without the rule.
struct ChoiceFamily {
    static constexpr bool kSettlesDenormalInputs = true;
    static constexpr size_t kMatchCases = 64;  // cases whose inputs the match pass holds at once (in L1)
    std::array<const ref::ChoiceLanes*, 2> d;  // each output's definition
    InputShape shape;
    OutputShape outs;
    int glsl;  // the profile's #version (ChoiceLanes read it where GLSL 4.60 reworded a sentence)

    // The cases of the block that the GPU wrote and that have no denormal input, kMatchCases at a time: every
    // component of every output through its definition's match pass (ChoiceLanes::match, a MatchSet), the lane
    // inlined in a loop over the cases. A case whose every component is either plain with the GPU's bits (a bool
    // read as 0 or 1, as settle_cases reads it) or undefined settles as settle_cases would settle it: LaneSet
    // gives each such component kLaneMatch or kLaneUndefined, ULP 0, no NaN against a number, side 0; the case
    // is undefined if one is, a match otherwise (count_outcomes leaves an undefined case to the full path unless
    // it settles more than matches). The other zero of a zero reference, where the lane allows it
    // (MatchSet::kPlainOtherZero), is accepted at 0 ULP, as LaneSet accepts it (the case accepted unless one of its
    // components is undefined). A plain component whose reference is denormal settles as a match where the
    // GPU gave those bits and the rule has the denormal flush (ChoiceLanes::denormal_flush), counted as a kept
    // result as settle_cases counts it; any other leaves its case to settle_cases. Marks the settled cases and
    // returns how many; *plain says whether each of them is a match with no kept result.
    size_t match_first(const Block& b, uint8_t* settled, bool* plain) const {
        const int arity = shape.arity;
        // The inputs of kMatchCases cases; kept per thread, so that only their bits are written per block.
        thread_local std::vector<Value> values;
        if (values.size() < kMatchCases * 4) values.resize(kMatchCases * 4);
        std::array<ref::MatchSet, 2> sets{ref::MatchSet(outs.type[0], glsl), ref::MatchSet(outs.type[1], glsl)};
        uint32_t at[kBlock];
        size_t n = 0;
        for (size_t i = 0; i < b.m; ++i) {
            at[n] = static_cast<uint32_t>(i);
            n += b.outcome[i] != kUnsure && !b.denormal[i];
        }
        const Records& r = b.r;
        size_t settled_count = 0;
        bool all_plain = true;
        for (size_t s = 0; s < n; s += kMatchCases) {
            const size_t count = std::min(kMatchCases, n - s);
            for (size_t j = 0; j < count; ++j) {
                Value* in = values.data() + j * arity;
                for (int k = 0; k < arity; ++k) in[k].type = shape.type[k];
                shape.load(r, at[s + j], in);
            }
            uint8_t settle[kMatchCases], undefined[kMatchCases] = {}, kind[kMatchCases], kept[kMatchCases] = {},
                accepted[kMatchCases] = {};
            uint64_t reference[kMatchCases];
            std::fill(settle, settle + count, uint8_t{1});
            for (int o = 0, flat = 0; o < outs.count; ++o) {
                const Type t = outs.type[o];
                const bool wide = t.component_bits() == 64, is_bool = t.scalar == Scalar::Bool;
                const bool is_float = t.is_float();  // as is_denormal
                const int width = t.component_bits();
                const bool keeps = d[o]->denormal_flush;
                const uint64_t sign = uint64_t{1} << (width - 1);
                for (int c = 0, nc = t.components(); c < nc; ++c, ++flat) {
                    d[o]->match(values.data(), arity, count, c, sets[o], reference, kind);
                    const uint8_t* g = r.out + r.out_off[flat];
                    // The other zero of a zero reference, where the lane allows it (a float result): accepted, 0 ULP
                    // away. Looked for in a loop of its own, only where a lane of these cases allows it, so that the
                    // rows whose lanes never do keep their short loop.
                    bool zeros = false;
                    for (size_t j = 0; j < count; ++j) zeros |= kind[j] == ref::MatchSet::kPlainOtherZero;
                    auto compare = [&](auto with_zeros) {
                        for (size_t j = 0; j < count; ++j) {
                            const uint8_t* p = g + at[s + j] * r.out_stride;
                            uint64_t gpu = wide ? dword(p) : uint64_t{word(p)};
                            if (is_bool) gpu = gpu != 0;
                            const bool denormal = is_float && denormal_bits(reference[j], width);
                            bool plain = kind[j] == ref::MatchSet::kPlain;
                            bool settles = plain ? reference[j] == gpu : kind[j] == ref::MatchSet::kUndefined;
                            if constexpr (decltype(with_zeros)::value) {
                                const bool other = kind[j] == ref::MatchSet::kPlainOtherZero;
                                const bool zero_here =
                                    other && (reference[j] & (sign - 1)) == 0 && gpu == (reference[j] ^ sign);
                                plain |= other;
                                settles |= (other && reference[j] == gpu) || zero_here;
                                accepted[j] |= zero_here;
                            }
                            // A denormal reference that the GPU gave as it is: a match, counted as a kept result.
                            const bool kept_here = denormal & plain & keeps & (reference[j] == gpu);
                            settle[j] &= settles & (!denormal | kept_here);
                            kept[j] += kept_here;
                            undefined[j] |= kind[j] == ref::MatchSet::kUndefined;
                        }
                    };
                    if (zeros && is_float) compare(std::true_type{});
                    else compare(std::false_type{});
                }
            }
            for (size_t j = 0; j < count; ++j) {
                if (!settle[j]) continue;
                const uint32_t i = at[s + j];
                settled[i] = 1;
                b.settle_plain(i, undefined[j] ? kUndefined : accepted[j] ? kAccepted : kMatch, kept[j] * kResultKept);
                ++settled_count;
                all_plain &= !undefined[j] & !accepted[j] & !kept[j];
            }
        }
        *plain = all_plain;
        return settled_count;
    }

    // match_first for a lane written as a component function (component_match): match_components (below), and for
    // a float result the cases with a denormal input too (match_denormal_inputs).
    size_t match_components(const Block& b, ref::ComponentMatch components, uint8_t* settled, bool* plain) const {
        size_t count = il::match_components(b, shape, outs.type[0], components, d[0]->denormal_flush, settled, plain);
        if (outs.type[0].is_float()) {
            const size_t denormal = match_denormal_inputs(b, shape, outs.type[0], components, false, settled);
            count += denormal;
            *plain &= denormal == 0;  // each such case counts its sides
        }
        return count;
    }

    // match_components for a lane of one bool that folds a component function over every component of integer
    // inputs (ChoiceLanes::all_components: a == b, a != b of vectors): a case whose GPU's bool (a word read as 0 or
    // 1) is the fold, negated for !=, settles as a match, as match_first settles it (such a lane is exact: never
    // undefined, nothing else allowed).
    size_t match_reduction(const Block& b, uint8_t* settled, bool* plain) const {
        const Records& r = b.r;
        uint8_t all[kBlock];
        std::fill(all, all + b.m, uint8_t{1});
        Scalar scalars[4];
        for (int k = 0; k < shape.arity; ++k) scalars[k] = shape.type[k].scalar;
        ref::ComponentRecords records{scalars, {}, r.in_stride, nullptr, r.out_stride, false, true};
        for (int c = 0, nc = shape.type[0].components(); c < nc; ++c) {
            for (int k = 0; k < shape.arity; ++k)
                records.in[k] = r.in + r.in_off[shape.first[k] + (shape.type[k].components() == 1 ? 0 : c)];
            d[0]->all_components(records, b.m, all);
        }
        const uint8_t negated = d[0]->all_negated;
        const uint8_t* g = r.out + r.out_off[0];
        size_t count = 0;
        for (size_t i = 0; i < b.m; ++i) {
            const uint8_t gpu = word(g + i * r.out_stride) != 0;
            if (b.outcome[i] == kUnsure || b.denormal[i] || gpu != (all[i] ^ negated)) continue;
            settled[i] = 1;
            b.settle_plain(i, kMatch);
            ++count;
        }
        *plain = true;
        return count;
    }

    // Whether every input is an integer; whether every one is a float or a double.
    bool integer_inputs() const {
        for (int k = 0; k < shape.arity; ++k)
            if (!shape.type[k].is_integer()) return false;
        return true;
    }
    bool float_inputs() const {
        for (int k = 0; k < shape.arity; ++k)
            if (shape.type[k].scalar != Scalar::Float && shape.type[k].scalar != Scalar::Double) return false;
        return true;
    }
    // The lane's component function that the match pass may run (one output): ChoiceLanes::components over integer
    // inputs, float_components over float and double inputs (a half result is left to the lanes). Null: none.
    ref::ComponentMatch component_match() const {
        if (outs.count != 1) return nullptr;
        if (integer_inputs()) return d[0]->components;
        if (float_inputs() && !outs.type[0].is_half()) return d[0]->float_components;
        return nullptr;
    }
    // Whether the match pass may fold a component function (all_components: one output, integer inputs).
    bool by_reduction() const {
        return outs.count == 1 && d[0]->all_components && outs.type[0] == kBool && integer_inputs();
    }

    // A block whose every case the match pass settles needs neither the lane sets nor a pass of settle_cases: a
    // block of plain matches says so (Block::plain).
    void operator()(const Block& b) const {
        uint8_t settled[kBlock] = {};
        const ref::ComponentMatch components = component_match();
        if (components || by_reduction()) {
            bool plain = false;
            if ((components ? match_components(b, components, settled, &plain) : match_reduction(b, settled, &plain)) ==
                b.m) {
                if (b.plain) *b.plain = plain;
                return;
            }
        } else if (d[0]->match && (outs.count < 2 || d[1]->match)) {
            bool plain = false;
            if (match_first(b, settled, &plain) == b.m) {
                if (b.plain) *b.plain = plain;
                return;
            }
        }
        std::array<Value, 4> in, flushed;
        std::array<ref::LaneSet, 2> sets{ref::LaneSet(outs.type[0], 0, 0, glsl),
                                         ref::LaneSet(outs.type[1], 0, 0, glsl)};
        std::array<ref::LaneSet, 2> flushed_sets = sets;
        size_t flushed_case = SIZE_MAX;
        // Component c of output o with every denormal input component flushed to a zero of its sign, as
        // tally_denormals computes the case, for a lane that does not keep it itself (LaneSet::flushed_known).
        auto flushed_result = [&](size_t i, int o, int c) {
            if (flushed_case != i) {
                flush_denormal_inputs(in.data(), static_cast<size_t>(shape.arity), flushed.data());
                flushed_case = i;
            }
            ref::LaneSet& f = flushed_sets[o];
            f.reset(c, 0);
            f.set_denormal_inputs(false);
            d[o]->fast(flushed.data(), c, f);
            return f.reference().bits[c];
        };
        settle_cases(b, shape, outs, in, [&](size_t i, int o, int c, uint64_t gpu, auto& load, bool denormal,
                                             uint64_t* u, int* side, LaneExtra* extra) {
            load();
            const Type t = outs.type[o];
            ref::LaneSet& set = sets[o];
            set.reset(c, gpu);
            set.set_denormal_inputs(denormal);
            d[o]->fast(in.data(), c, set);
            if (is_denormal(set.reference(), c)) {
                // A rule without denormal_flush (ChoiceLanes::denormal_flush) accepts no flushed result.
                if (!d[o]->denormal_flush) return kUnsure;
                extra->result = denormal_result(gpu, t.component_bits());
            }
            if (denormal && t.is_float()) {
                const uint64_t f = set.flushed_known() ? set.flushed() : flushed_result(i, o, c);
                *side = denormal_input_side(set.reference().bits[c], f, gpu, t.component_bits());
            }
            return set.outcome(u, &extra->nan_number);
        }, settled);
    }
};

// A definition of two outputs whose first is defined lane by lane as a set of results and whose second by value and
// bound (ChoiceLanes::next_lanes: GL_NV_shader_atomic_float's atomicAdd, mem's original contents and the float sum):
// each family settles its own output over the block, and a case takes the larger outcome and ULP figure of the two,
// its sides and NaN mark from both and both outputs' denormal results, as settle_cases combines components.
struct ChoiceThenLane {
    static constexpr bool kSettlesDenormalInputs = true;
    ChoiceFamily first;
    LaneFamily second;
    int first_components;  // the first output's, before the second's in the flat layout

    void operator()(const Block& b) const {
        uint32_t outcome[kBlock], results[kBlock] = {};
        uint64_t ulp[kBlock] = {};
        uint8_t sides[kBlock] = {}, nan_number[kBlock] = {};
        std::copy(b.outcome, b.outcome + b.m, outcome);
        Records r = b.r;
        r.out_off += first_components;
        second(Block{r, b.m, outcome, ulp, b.denormal, sides, nan_number, results, b.past_screen});
        // Without Block::plain: a block of plain matches of the first output says nothing of the second.
        first(Block{b.r, b.m, b.outcome, b.ulp, b.denormal, b.sides, b.nan_number, b.results, b.past_screen});
        for (size_t i = 0; i < b.m; ++i) {
            b.outcome[i] = std::max(b.outcome[i], outcome[i]);
            b.ulp[i] = std::max(b.ulp[i], ulp[i]);
            b.sides[i] |= sides[i];
            b.nan_number[i] |= nan_number[i];
            b.results[i] += results[i];
        }
    }
};

template <class Family>
class Bulk final : public BulkJudge {
public:
    // settle_more: accepted and undefined cases too (--keep violations keeps neither).
    Bulk(Family f, const Kernel& k, bool settle_more)
        : family_(f), in_off_(flat_layout(k.inputs).offset), out_off_(flat_layout(k.outputs).offset),
          in_stride_(static_cast<size_t>(k.in_stride)), out_stride_(static_cast<size_t>(k.out_stride)),
          written_(static_cast<uint32_t>(k.written_offset)), settle_more_(settle_more) {
        size_t c = 0;
        for (const MemberLayout& mem : k.inputs)
            for (int j = 0, n = mem.type.components(); j < n; ++j, ++c)
                if (mem.type.is_float() && c < in_off_.size())
                    float_in_.emplace_back(in_off_[c], mem.type.component_bits());
    }

    void settle(const uint8_t* inputs, const uint8_t* records, size_t b, size_t e, BatchTally& tally,
                std::vector<uint32_t>& rest, uint64_t first_case) const override {
        uint32_t outcome[kBlock];
        uint64_t ulp[kBlock] = {};  // written by the families that accept (fma), per block
        uint8_t denormal[kBlock], sides[kBlock] = {}, nan_number[kBlock] = {};
        uint32_t results[kBlock] = {};
        uint64_t counts[3] = {};    // matched, accepted, undefined
        for (size_t at = b; at < e; at += kBlock) {
            const size_t m = std::min(kBlock, e - at);
            const Records r{inputs + at * in_stride_, in_stride_,  in_off_.data(), records + at * out_stride_,
                            out_stride_,              out_off_.data(), written_};
            start_outcomes(r, m, outcome);
            std::fill(denormal, denormal + m, uint8_t{0});
            for (const auto& [offset, width] : float_in_) mark_denormal(r.in + offset, in_stride_, width, m, denormal);
            if (!Family::kSettlesDenormalInputs) unsure_if_marked(denormal, m, outcome);
            bool plain = false;
            family_(Block{r, m, outcome, ulp, denormal, sides, nan_number, results, &tally.past_screen, &plain});
            if (plain) {  // as the passes below count a block of matches at ULP 0
                counts[kMatch] += m;
                tally.ulp_bins[kUlp0] += m;
                continue;
            }
            uint64_t top = 0;
            const uint64_t left = count_outcomes(outcome, ulp, m, settle_more_, counts, &top);
            // The denormal counts of the settled cases with a denormal input or result; the full path counts the
            // rest.
            for (size_t i = 0; i < m; ++i) {
                if (outcome[i] == kUnsure) continue;
                if (Family::kSettlesDenormalInputs && denormal[i]) count_input_sides(sides[i], tally.denormals);
                if (results[i]) count_results(results[i], tally.denormals);
            }
            count_bins(outcome, ulp, nan_number, m, tally.ulp_bins.data());
            if (top > 0 && top >= tally.max_ulp)  // the block's first case at its figure
                for (size_t i = 0; i < m; ++i)
                    if (outcome[i] != kUnsure && ulp[i] == top) {
                        tally.note_ulp(top, first_case + at + i);
                        break;
                    }
            if (left == 0) continue;
            // The unsure cases' indices, without a branch per case: each index is written, and kept if unsure.
            size_t k = rest.size();
            rest.resize(k + m);
            for (size_t i = 0; i < m; ++i) {
                rest[k] = static_cast<uint32_t>(at + i);
                k += outcome[i] == kUnsure;
            }
            rest.resize(k);
        }
        tally.cases += counts[kMatch] + counts[kAccepted] + counts[kUndefined];
        tally.by_verdict[static_cast<size_t>(Verdict::Match)] += counts[kMatch];
        tally.by_verdict[static_cast<size_t>(Verdict::Accepted)] += counts[kAccepted];
        tally.by_verdict[static_cast<size_t>(Verdict::Undefined)] += counts[kUndefined];
    }

private:
    Family family_;
    std::vector<uint32_t> in_off_, out_off_;
    size_t in_stride_, out_stride_;
    uint32_t written_;
    bool settle_more_;
    std::vector<std::pair<uint32_t, int>> float_in_;  // each float input component: offset, width in bits
};

uint64_t next_judge_id() {
    static std::atomic<uint64_t> last{0};
    return ++last;
}

template <class Family>
std::unique_ptr<BulkJudge> make(Family f, const Kernel& k, Keep keep) {
    return std::make_unique<Bulk<Family>>(f, k, keep == Keep::Violations);
}

}  // namespace

std::unique_ptr<BulkJudge> make_bulk_judge(const Overload& o, const Kernel& k, Keep keep, int glsl) {
    if (keep == Keep::All) return nullptr;
    const std::vector<Param> ins = o.inputs();
    if (ins.empty() || k.inputs.size() != ins.size() || k.outputs.size() != o.outputs().size()) return nullptr;
    if (o.lanes || o.choices) {
        // A definition of its outputs (one lane family, one or two choice families), from inputs of any types, in
        // the kernel's flat layout.
        const std::vector<Param> outs = o.outputs();
        const int arity = o.lanes ? o.lanes->arity : o.choices->arity;
        const int n_outs = o.lanes ? 1 : o.choices->outputs();
        if (static_cast<int>(outs.size()) != n_outs || n_outs > 2 || ins.size() > 4 ||
            static_cast<int>(ins.size()) != arity)
            return nullptr;
        if (o.lanes && !outs[0].type.is_float()) return nullptr;
        InputShape shape{arity, {}, {}};
        int first = 0;
        for (size_t q = 0; q < ins.size(); ++q) {
            shape.type[q] = ins[q].type;
            shape.first[q] = first;
            first += ins[q].type.components();
        }
        OutputShape out_shape{n_outs, {}};
        int components = 0;
        for (int q = 0; q < n_outs; ++q) {
            out_shape.type[q] = outs[q].type;
            components += outs[q].type.components();
        }
        if (static_cast<size_t>(first) != flat_layout(k.inputs).offset.size() ||
            static_cast<size_t>(components) != flat_layout(k.outputs).offset.size())
            return nullptr;
        if (o.lanes)
            return make(LaneFamily{o.lanes, shape, outs[0].type, next_judge_id(),
                                   o.lanes->equation || o.lanes->denormal_flush},
                        k, keep);
        if (o.choices->next_lanes) {
            if (o.choices->next || !outs[1].type.is_float()) return nullptr;
            return make(ChoiceThenLane{ChoiceFamily{{o.choices, nullptr}, shape, OutputShape{1, {outs[0].type}}, glsl},
                                       LaneFamily{o.choices->next_lanes, shape, outs[1].type, next_judge_id()},
                                       outs[0].type.components()},
                        k, keep);
        }
        return make(ChoiceFamily{{o.choices, o.choices->next}, shape, out_shape, glsl}, k, keep);
    }
    const Type t = ins[0].type;
    const int n = t.components();
    for (const Param& p : ins)
        if (p.type != t || p.type.is_matrix()) return nullptr;
    const size_t outs = flat_layout(k.outputs).offset.size();
    if (o.reference == ref::uaddCarry || o.reference == ref::usubBorrow) {
        if (t.scalar != Scalar::Uint || outs != static_cast<size_t>(2 * n)) return nullptr;
        return make(CarryBorrow{n, o.reference == ref::usubBorrow}, k, keep);
    }
    if (const ref::NormFormat* f = ref::pack_norm_format(o.reference)) {
        if (t.scalar != Scalar::Float || n != f->count || outs != 1) return nullptr;
        return make(PackNorm{*f}, k, keep);
    }
    if (o.reference == ref::fma && ins.size() == 3 && outs == static_cast<size_t>(n) &&
        (t.scalar == Scalar::Float || t.scalar == Scalar::Double))
        return make(Fma{n, t.scalar == Scalar::Double}, k, keep);
    return nullptr;
}

}  // namespace il
