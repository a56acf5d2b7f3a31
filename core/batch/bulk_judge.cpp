#include "batch/bulk_judge.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#include "compare/compare.h"
#include "gpu/layout.h"
#include "reference/common.h"
#include "reference/integer.h"
#include "reference/packing.h"

namespace il {
namespace {

enum class Outcome : uint8_t { Match, Accepted, Undefined, Unsure };

uint32_t word(const uint8_t* p) {
    uint32_t w;
    std::memcpy(&w, p, 4);
    return w;
}

uint64_t dword(const uint8_t* p) {
    uint64_t w;
    std::memcpy(&w, p, 8);
    return w;
}

// Output component offsets of a record, in member then component order (flat_layout of the outputs).
using Offsets = std::vector<uint32_t>;

// uaddCarry and usubBorrow, GLSL 4.50 §8.8: both outputs exact (the references in reference/integer.cpp), so a
// case settles as a match when every bit agrees.
struct CarryBorrow {
    bool sub;
    int n;  // components
    uint32_t off[8];
    Outcome operator()(const uint64_t* in, const uint8_t* rec, uint64_t&) const {
        bool same = true;
        for (int c = 0; c < n; ++c) {
            const uint32_t x = static_cast<uint32_t>(in[c]), y = static_cast<uint32_t>(in[n + c]);
            const uint32_t r = sub ? x - y : x + y;
            const uint32_t flag = sub ? x < y : r < x;  // borrow: 2^32 was added; carry: the sum wrapped
            same &= (word(rec + off[c]) == r) & (word(rec + off[n + c]) == flag);
        }
        return same ? Outcome::Match : Outcome::Unsure;
    }
};

// packUnorm2x16, packSnorm2x16, packUnorm4x8, packSnorm4x8, GLSL 4.50 §8.4: round(clamp(c, lo, 1) * scale), one
// correctly rounded float multiply. The reference's value is exact unless a component is NaN (undefined) or the
// product ends in exactly .5 (any-of the two roundings). A NaN component makes the case undefined; a tie goes
// to the full path.
struct PackNorm {
    int count, width;
    float lo, scale;
    uint32_t off;
    Outcome operator()(const uint64_t* in, const uint8_t* rec, uint64_t&) const {
        uint32_t bits = 0;
        const uint32_t mask = (1u << width) - 1;
        for (int c = 0; c < count; ++c) {
            const float x = std::bit_cast<float>(static_cast<uint32_t>(in[c]));
            if (std::isnan(x)) return Outcome::Undefined;
            const float clamped = std::max(lo, std::min(x, 1.0f));  // no NaN here; -0.0 may become +0.0: both pack 0
            const float product = clamped * scale;
            int k = static_cast<int>(product);  // toward zero; floor below (|product| < 2^16, so exact)
            k -= static_cast<float>(k) > product;
            const float frac = product - static_cast<float>(k);  // exact
            if (frac == 0.5f) return Outcome::Unsure;
            k += frac > 0.5f;
            bits |= (static_cast<uint32_t>(k) & mask) << (width * c);
        }
        return word(rec + off) == bits ? Outcome::Match : Outcome::Unsure;
    }
};

// fma, GLSL 4.50 §8.3 and §4.7.1: the reference value is the fused result and the unfused a * b + c is one
// alternative of its any-of rule (reference/common.cpp). With no NaN or infinite input, a component equal to
// the fused result matches and one equal to the unfused result is accepted, at its ULP distance from the fused
// one; anything else (flushed denormals, NaN payloads, a violation) goes to the full path.
template <typename T>
struct Fma {
    using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
    int n;
    uint32_t off[4];
    static T value(uint64_t bits) { return std::bit_cast<T>(static_cast<Bits>(bits)); }
    Outcome operator()(const uint64_t* in, const uint8_t* rec, uint64_t& ulp) const {
        Outcome out = Outcome::Match;
        for (int c = 0; c < n; ++c) {
            const T a = value(in[c]), b = value(in[n + c]), d = value(in[2 * n + c]);
            if (!std::isfinite(a) || !std::isfinite(b) || !std::isfinite(d)) return Outcome::Unsure;
            const Bits gpu = sizeof(T) == 4 ? word(rec + off[c]) : static_cast<Bits>(dword(rec + off[c]));
            const Bits fused = std::bit_cast<Bits>(std::fma(a, b, d));
            if (gpu == fused) continue;
            // volatile keeps the compiler from contracting a * b + c into an fma.
            volatile T product = a * b;
            volatile T sum = product + d;
            const Bits unfused = std::bit_cast<Bits>(static_cast<T>(sum));
            if (gpu != unfused) return Outcome::Unsure;
            out = Outcome::Accepted;
            ulp = std::max(ulp, float_ulp_distance(fused, unfused, sizeof(T) * 8));
        }
        return out;
    }
};

template <class Case>
class Bulk final : public BulkJudge {
public:
    // settle_more: accepted and undefined cases too (--keep violations keeps neither).
    Bulk(Case c, const Kernel& k, size_t comps, bool settle_more)
        : case_(c), stride_(static_cast<size_t>(k.out_stride)), written_(static_cast<size_t>(k.written_offset)),
          comps_(comps), settle_more_(settle_more) {}

    void settle(const uint64_t* comps, const uint8_t* records, size_t b, size_t e, BatchTally& tally,
                std::vector<uint32_t>& rest) const override {
        uint64_t matched = 0, accepted = 0, undefined = 0, max_ulp = tally.max_ulp;
        for (size_t i = b; i < e; ++i) {
            const uint8_t* rec = records + i * stride_;
            uint64_t ulp = 0;
            const Outcome r = word(rec + written_) == 1 ? case_(comps + i * comps_, rec, ulp) : Outcome::Unsure;
            if (r == Outcome::Match) {
                ++matched;
            } else if (r == Outcome::Accepted && settle_more_) {
                ++accepted;
                max_ulp = std::max(max_ulp, ulp);
            } else if (r == Outcome::Undefined && settle_more_) {
                ++undefined;
            } else {
                rest.push_back(static_cast<uint32_t>(i));
            }
        }
        tally.cases += matched + accepted + undefined;
        tally.by_verdict[static_cast<size_t>(Verdict::Match)] += matched;
        tally.by_verdict[static_cast<size_t>(Verdict::Accepted)] += accepted;
        tally.by_verdict[static_cast<size_t>(Verdict::Undefined)] += undefined;
        tally.max_ulp = max_ulp;
    }

private:
    Case case_;
    size_t stride_, written_, comps_;
    bool settle_more_;
};

template <class Case>
std::unique_ptr<BulkJudge> make(Case c, const Kernel& k, size_t comps, Keep keep) {
    return std::make_unique<Bulk<Case>>(c, k, comps, keep == Keep::Violations);
}

}  // namespace

std::unique_ptr<BulkJudge> make_bulk_judge(const Overload& o, const Kernel& k, Keep keep) {
    if (keep == Keep::All) return nullptr;
    const std::vector<Param> ins = o.inputs();
    if (ins.empty() || k.inputs.size() != ins.size() || k.outputs.size() != o.outputs().size()) return nullptr;
    const Type t = ins[0].type;
    const int n = t.components();
    size_t comps = 0;
    for (const Param& p : ins) {
        if (p.type != t) return nullptr;
        comps += static_cast<size_t>(p.type.components());
    }
    const Offsets off = flat_layout(k.outputs).offset;
    if (off.size() > 8) return nullptr;
    if (o.reference == ref::uaddCarry || o.reference == ref::usubBorrow) {
        if (t.scalar != Scalar::Uint || t.is_matrix() || off.size() != static_cast<size_t>(2 * n)) return nullptr;
        CarryBorrow c{o.reference == ref::usubBorrow, n, {}};
        std::copy(off.begin(), off.end(), c.off);
        return make(c, k, comps, keep);
    }
    struct Norm {
        ReferenceFn fn;
        int count, width;
        bool is_signed;
    };
    static const Norm norms[] = {{ref::packUnorm2x16, 2, 16, false},
                                 {ref::packSnorm2x16, 2, 16, true},
                                 {ref::packUnorm4x8, 4, 8, false},
                                 {ref::packSnorm4x8, 4, 8, true}};
    for (const Norm& f : norms) {
        if (o.reference != f.fn) continue;
        if (t.scalar != Scalar::Float || n != f.count || off.size() != 1) return nullptr;
        const int scale = f.is_signed ? (1 << (f.width - 1)) - 1 : (1 << f.width) - 1;
        return make(PackNorm{f.count, f.width, f.is_signed ? -1.0f : 0.0f, static_cast<float>(scale), off[0]}, k,
                    comps, keep);
    }
    if (o.reference == ref::fma && ins.size() == 3 && !t.is_matrix() && off.size() == static_cast<size_t>(n)) {
        if (t.scalar == Scalar::Float) {
            Fma<float> f{n, {}};
            std::copy(off.begin(), off.end(), f.off);
            return make(f, k, comps, keep);
        }
        if (t.scalar == Scalar::Double) {
            Fma<double> f{n, {}};
            std::copy(off.begin(), off.end(), f.off);
            return make(f, k, comps, keep);
        }
    }
    return nullptr;
}

}  // namespace il
