#include "batch/case_source.h"

#include <algorithm>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "batch/simd_clones.h"
#include "vectors/domain.h"
#include "vectors/generators.h"

namespace il {
namespace {

// The random state of random case r of a sweep seeded `seed` (as RandomInputs(0) where that state would be 0).
inline uint64_t sweep_state(uint64_t seed, uint64_t r) {
    const uint64_t s = seed ^ (0xd1b54a32d192ed03ull * (r + 1));
    return s ? s : 0x9e3779b97f4a7c15ull;
}

// Random cases drawn kBlock at a time: the loops below run over the cases of a block, one component at a time,
// each case with its own state, so the vectorizer takes 8 (AVX-512) or 4 (AVX2) cases per instruction.
constexpr size_t kBlock = 256;

IL_SIMD_CLONES void start_states(uint64_t seed, uint64_t r0, size_t m, uint64_t* __restrict state) {
    for (size_t i = 0; i < m; ++i) state[i] = sweep_state(seed, r0 + i);
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// The specials of m draws put in place: out[i] becomes specials[special[i]] where special[i] names one (below 24;
// kNotSpecial where the draw keeps its normal value), eight draws at a time through permutes of the list (at most
// 24 specials, the list padded with zeros): a two-table permute for the first sixteen, a one-table permute for the
// rest. AVX-512 only (draw_block asks): AVX2 has no permute of eight 64-bit lanes from sixteen, and its emulation
// took 1.6 times the draw's time there, where the loop that reads the table lane by lane is faster.
#define IL_PERMUTED_SPECIALS 1
constexpr uint32_t kNotSpecial = 0xff;
static_assert(special_count(Scalar::Float) <= 24 && special_count(Scalar::Double) <= 24 &&
              special_count(Scalar::Half) <= 24 && special_count(Scalar::Int) <= 24);

__attribute__((target("avx512f"))) void put_specials(const uint32_t* __restrict special, uint64_t* __restrict out,
                                                     size_t m, const uint64_t* __restrict specials, size_t n) {
    uint64_t table[24] = {};
    std::copy(specials, specials + n, table);
    const __m512i low = _mm512_loadu_si512(table), mid = _mm512_loadu_si512(table + 8),
                  high = _mm512_loadu_si512(table + 16);
    const __m512i sixteen = _mm512_set1_epi64(16), twenty_four = _mm512_set1_epi64(24);
    size_t i = 0;
    for (; i + 8 <= m; i += 8) {
        // The zero-masked forms (every lane kept) start from zeros, where the plain ones start from an undefined
        // register that GCC warns of.
        const __m512i at =
            _mm512_maskz_cvtepu32_epi64(0xff, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(special + i)));
        const __m512i normal = _mm512_loadu_si512(out + i);
        // Index bits 0-3 pick from low:mid; bits 0-2 pick from high, which holds entries 16-23.
        const __m512i first = _mm512_permutex2var_epi64(low, at, mid),
                      last = _mm512_maskz_permutexvar_epi64(0xff, at, high);
        const __m512i looked = _mm512_mask_blend_epi64(_mm512_cmplt_epu64_mask(at, sixteen), last, first);
        const __m512i put = _mm512_mask_blend_epi64(_mm512_cmplt_epu64_mask(at, twenty_four), normal, looked);
        _mm512_storeu_si512(out + i, put);
    }
    for (; i < m; ++i)
        if (special[i] != kNotSpecial) out[i] = specials[special[i]];
}
#endif

// m random components of type S, case i's from state[i], into out: the draws first and their specials put in
// afterwards where the processor has AVX-512 (put_specials), in one loop elsewhere. Each clone below vectorizes it.
template <Scalar S>
[[gnu::always_inline]] inline void draw_block(uint64_t* __restrict state, uint64_t* __restrict out, size_t m,
                                              const uint64_t* __restrict specials) {
#ifdef IL_PERMUTED_SPECIALS
    if (__builtin_cpu_supports("avx512f")) {
        uint32_t special[kBlock];
        for (size_t i = 0; i < m; ++i) {
            const RandomDraw d = random_draw<S>(state[i]);
            out[i] = d.normal;
            special[i] = d.special ? d.index : kNotSpecial;
        }
        put_specials(special, out, m, specials, special_count(S));
        return;
    }
#endif
    for (size_t i = 0; i < m; ++i) out[i] = random_component<S>(state[i], specials);
}

IL_SIMD_CLONES void draw_floats(uint64_t* __restrict state, uint64_t* __restrict out, size_t m,
                                const uint64_t* __restrict specials) {
    draw_block<Scalar::Float>(state, out, m, specials);
}

IL_SIMD_CLONES void draw_doubles(uint64_t* __restrict state, uint64_t* __restrict out, size_t m,
                                 const uint64_t* __restrict specials) {
    draw_block<Scalar::Double>(state, out, m, specials);
}

// Int and Uint draw alike, each from its own specials.
IL_SIMD_CLONES void draw_integers(uint64_t* __restrict state, uint64_t* __restrict out, size_t m,
                                  const uint64_t* __restrict specials) {
    draw_block<Scalar::Uint>(state, out, m, specials);
}

// Int64 and Uint64 draw alike, each from its own specials.
IL_SIMD_CLONES void draw_wide_integers(uint64_t* __restrict state, uint64_t* __restrict out, size_t m,
                                       const uint64_t* __restrict specials) {
    draw_block<Scalar::Uint64>(state, out, m, specials);
}

IL_SIMD_CLONES void draw_halves(uint64_t* __restrict state, uint64_t* __restrict out, size_t m,
                                const uint64_t* __restrict specials) {
    draw_block<Scalar::Half>(state, out, m, specials);
}

IL_SIMD_CLONES void draw_bools(uint64_t* __restrict state, uint64_t* __restrict out, size_t m) {
    for (size_t i = 0; i < m; ++i) out[i] = random_component<Scalar::Bool>(state[i], nullptr);
}

void draw(Scalar s, uint64_t* state, uint64_t* out, size_t m, const uint64_t* specials) {
    switch (s) {
        case Scalar::Float: return draw_floats(state, out, m, specials);
        case Scalar::Double: return draw_doubles(state, out, m, specials);
        case Scalar::Int:
        case Scalar::Uint: return draw_integers(state, out, m, specials);
        case Scalar::Bool: return draw_bools(state, out, m);
        case Scalar::Int64:
        case Scalar::Uint64: return draw_wide_integers(state, out, m, specials);
        case Scalar::Half: return draw_halves(state, out, m, specials);
    }
}

// Component c's bits of m cases into records `stride` bytes apart, at its offset and width.
void put_component(const FlatLayout& l, size_t c, const uint64_t* values, size_t m, uint8_t* records,
                   size_t stride) {
    uint8_t* at = records + l.offset[c];
    if (l.wide[c]) {
        for (size_t i = 0; i < m; ++i, at += stride) std::memcpy(at, values + i, 8);
    } else {
        for (size_t i = 0; i < m; ++i, at += stride) {
            const uint32_t w = static_cast<uint32_t>(values[i]);
            std::memcpy(at, &w, 4);
        }
    }
}

// Records that are their PER components in order, each W bits (FlatLayout::dense32 or dense64): the components
// of m cases (component-major, kBlock apart in `values`) interleaved in one pass, which the compiler turns into
// vector shuffles and full-width stores.
template <typename W, size_t PER>
void put_dense(const uint64_t* values, size_t m, uint8_t* records) {
    W* out = reinterpret_cast<W*>(records);
    for (size_t i = 0; i < m; ++i)
        for (size_t c = 0; c < PER; ++c) out[i * PER + c] = static_cast<W>(values[c * kBlock + i]);
}

template <typename W>
bool put_dense(size_t per, const uint64_t* values, size_t m, uint8_t* records) {
    switch (per) {
        case 1: put_dense<W, 1>(values, m, records); return true;
        case 2: put_dense<W, 2>(values, m, records); return true;
        case 3: put_dense<W, 3>(values, m, records); return true;
        case 4: put_dense<W, 4>(values, m, records); return true;
        default: return false;
    }
}

}  // namespace

void CaseSource::fill_records(uint64_t first, size_t n, const FlatLayout& l, uint8_t* records, size_t stride) const {
    const size_t per = l.offset.size(), block = 1024;
    std::vector<uint64_t> bits(std::min(n, block) * per);
    for (size_t done = 0; done < n; done += block) {
        const size_t m = std::min(block, n - done);
        fill_bits(first + done, m, bits.data());
        pack_flat_cases(l, bits.data(), m, records + done * stride, stride);
    }
}

SweepSource::SweepSource(const Overload& o, uint64_t random, uint64_t seed) : random_(random), seed_(seed) {
    for (const Param& p : o.inputs()) {
        scalars_.push_back(p.type.scalar);
        components_.push_back(p.type.components());
        comps_per_case_ += static_cast<size_t>(p.type.components());
        for (int k = 0; k < p.type.components(); ++k) {
            comp_scalars_.push_back(p.type.scalar);
            comp_specials_.push_back(&random_specials(p.type.scalar));
        }
    }
    special_bits_ = special_case_bits(o);
    specials_ = comps_per_case_ ? special_bits_.size() / comps_per_case_ : 1;
    domain_ = domain_steps(o);
}

void SweepSource::fill(uint64_t index, Value* in) const {
    if (index < specials_) {
        const uint64_t* bits = special_bits_.data() + index * comps_per_case_;
        for (size_t a = 0; a < scalars_.size(); ++a)
            for (int k = 0; k < components_[a]; ++k) in[a].bits[k] = *bits++;
        return;
    }
    uint64_t state = sweep_state(seed_, index - specials_);
    std::vector<uint64_t> comps(comps_per_case_);
    for (size_t c = 0; c < comps_per_case_; ++c) comps[c] = random_component(comp_scalars_[c], state, comp_specials_[c]->data());
    if (!domain_.empty()) {
        const uint8_t keep = domain_outside(seed_, index - specials_);
        fold_into_domain(domain_, comps.data(), 1, 1, &keep);
    }
    for (size_t a = 0, c = 0; a < scalars_.size(); ++a)
        for (int k = 0; k < components_[a]; ++k, ++c) in[a].bits[k] = comps[c];
}

template <class Put>
void SweepSource::fill_random(uint64_t index, uint64_t end, const Put& put) const {
    uint64_t state[kBlock];
    uint8_t keep[kBlock];
    std::vector<uint64_t> values(comps_per_case_ * kBlock);  // component-major: component c at c * kBlock
    for (uint64_t at = index; at < end; at += kBlock) {
        const size_t m = static_cast<size_t>(std::min<uint64_t>(kBlock, end - at));
        start_states(seed_, at - specials_, m, state);
        for (size_t c = 0; c < comps_per_case_; ++c)
            draw(comp_scalars_[c], state, values.data() + c * kBlock, m, comp_specials_[c]->data());
        if (!domain_.empty()) {
            for (size_t i = 0; i < m; ++i) keep[i] = domain_outside(seed_, at - specials_ + i);
            fold_into_domain(domain_, values.data(), kBlock, m, keep);
        }
        put(values.data(), static_cast<size_t>(at - index), m);
    }
}

void SweepSource::fill_bits(uint64_t first, size_t n, uint64_t* comps) const {
    const size_t per = comps_per_case_;
    uint64_t index = first;
    for (; index < specials_ && index < first + n; ++index, comps += per)
        std::copy_n(special_bits_.data() + index * per, per, comps);
    fill_random(index, first + n, [&](const uint64_t* values, size_t i, size_t m) {
        if (put_dense<uint64_t>(per, values, m, reinterpret_cast<uint8_t*>(comps + i * per))) return;
        for (size_t c = 0; c < per; ++c)
            for (size_t k = 0; k < m; ++k) comps[(i + k) * per + c] = values[c * kBlock + k];
    });
}

void SweepSource::fill_records(uint64_t first, size_t n, const FlatLayout& l, uint8_t* records,
                               size_t stride) const {
    uint64_t index = first;
    for (; index < specials_ && index < first + n; ++index, records += stride)
        pack_flat(l, special_bits_.data() + index * comps_per_case_, records);
    const size_t per = comps_per_case_;
    const bool dense32 = l.dense32 && stride == 4 * per, dense64 = l.dense64 && stride == 8 * per;
    fill_random(index, first + n, [&](const uint64_t* values, size_t i, size_t m) {
        uint8_t* at = records + i * stride;
        if (dense32 && put_dense<uint32_t>(per, values, m, at)) return;
        if (dense64 && put_dense<uint64_t>(per, values, m, at)) return;
        for (size_t c = 0; c < per; ++c) put_component(l, c, values + c * kBlock, m, at, stride);
    });
}

void ExhaustiveSource::fill_bits(uint64_t first, size_t n, uint64_t* comps) const {
    for (size_t i = 0; i < n; ++i) comps[i] = pattern(first + i);
}

void ExhaustiveSource::fill_records(uint64_t first, size_t n, const FlatLayout& l, uint8_t* records,
                                    size_t stride) const {
    const uint32_t at = static_cast<uint32_t>(pattern(first));  // below 2^32: the cases end by 2^32
    const uint32_t step = static_cast<uint32_t>(stride_);
    uint8_t* out = records + l.offset[0];
    for (size_t i = 0; i < n; ++i, out += stride) {
        const uint32_t w = at + static_cast<uint32_t>(i) * step;
        std::memcpy(out, &w, 4);
    }
}

std::string exhaustive_unsupported(const Overload& o) {
    const std::vector<Param> in = o.inputs();
    const Type* t = in.size() == 1 ? &in[0].type : nullptr;
    std::string has;
    if (!t) has = "has " + std::to_string(in.size()) + " inputs";
    else if (t->components() != 1) has = "has an input of " + std::to_string(t->components()) + " components";
    else if (t->component_bits() == 64) has = "has a 64-bit input (" + std::string(scalar_name(t->scalar)) + ")";
    else if (t->scalar == Scalar::Bool) has = "has a bool input";
    else if (t->is_half()) has = "has a float16_t input";
    else return "";
    return has + "; exhaustive mode takes one 32-bit scalar input (float, int or uint)";
}

}  // namespace il
