// The body of case_extent() (case_scan.h), one copy per instruction set: case_scan.cpp compiles it for the
// baseline (SSE2), case_extent_avx2.cpp with AVX2 and case_extent_avx512.cpp with AVX-512BW, chosen at run time.
// Everything here has internal linkage, so that the copies never stand in for each other.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "report/case_scan.h"

namespace il {
namespace {

// How far ahead of the block being measured its bytes are asked for (see extent_of).
constexpr size_t kExtentAhead = 2048;

inline bool extent_blank(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// Bit k of each mask: byte k of a 64-byte block is that character ({ and [ are "open", } and ] "close").
struct BlockMasks {
    uint64_t quote, backslash, open, close, g;
};

#ifdef __SSE2__
#define IL_ALWAYS_INLINE inline __attribute__((always_inline))
// '[' and ']' are '{' and '}' without the 0x20 bit; no other byte becomes either with it.
struct Sse2Blocks {
    static IL_ALWAYS_INLINE BlockMasks classify(const char* p) {
        BlockMasks m{0, 0, 0, 0, 0};
        const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), lower = _mm_set1_epi8(0x20),
                      open = _mm_set1_epi8('{'), close = _mm_set1_epi8('}'), g = _mm_set1_epi8('g');
        for (int k = 0; k < 4; ++k) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
            const __m128i v20 = _mm_or_si128(v, lower);
            const int shift = 16 * k;
            m.quote |= uint64_t{static_cast<uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, quote)))} << shift;
            m.backslash |= uint64_t{static_cast<uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, backslash)))} << shift;
            m.open |= uint64_t{static_cast<uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v20, open)))} << shift;
            m.close |= uint64_t{static_cast<uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v20, close)))} << shift;
            m.g |= uint64_t{static_cast<uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, g)))} << shift;
        }
        return m;
    }
};
#else
#define IL_ALWAYS_INLINE inline
#endif
struct ByteBlocks {
    static BlockMasks classify(const char* p) {
        BlockMasks m{0, 0, 0, 0, 0};
        for (int k = 0; k < 64; ++k) {
            const char c = p[k];
            const uint64_t bit = uint64_t{1} << k;
            if (c == '"') m.quote |= bit;
            if (c == '\\') m.backslash |= bit;
            if (c == '{' || c == '[') m.open |= bit;
            if (c == '}' || c == ']') m.close |= bit;
            if (c == 'g') m.g |= bit;
        }
        return m;
    }
};

// Bit k: the xor of bits 0..k (with no backslash, the bytes from an opening quote up to its closing one).
IL_ALWAYS_INLINE uint64_t prefix_xor(uint64_t x) {
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= x << 32;
    return x;
}

IL_ALWAYS_INLINE uint64_t below(unsigned bit) { return bit >= 64 ? ~uint64_t{0} : (uint64_t{1} << bit) - 1; }

template <class Blocks>
IL_ALWAYS_INLINE ScanResult extent_of(std::string_view text, size_t& length, bool& has_gpu) {
    const size_t n = text.size();
    size_t start = 0;
    while (start < n && extent_blank(text[start])) ++start;
    if (start == n) return ScanResult::NeedMore;
    if (text[start] != '{') return ScanResult::GiveUp;
    has_gpu = false;
    int64_t depth = 0;              // before the block
    uint64_t in_string = 0;         // all ones when the block before ended inside a string
    char tail[64];
    for (size_t at = start; at < n; at += 64) {
        const size_t avail = n - at;
        const char* p = text.data() + at;
        // The text is read once, mostly where only memory holds it (the diff measures a mapped file in place),
        // and the processor's own prefetch stops at each page's end: the loads waited on memory for most of the
        // time this took. Asking for the bytes kExtentAhead on halves it. (A prefetch never faults, past the
        // text's end either.)
        __builtin_prefetch(p + kExtentAhead);
        if (avail < 64) {
            std::memset(tail, ' ', sizeof tail);
            std::memcpy(tail, p, avail);
            p = tail;
        }
        const uint64_t valid = below(static_cast<unsigned>(std::min<size_t>(avail, 64)));
        const BlockMasks m = Blocks::classify(p);
        if (m.backslash & valid) return ScanResult::GiveUp;
        const uint64_t inside = prefix_xor(m.quote) ^ in_string;
        in_string = static_cast<uint64_t>(static_cast<int64_t>(inside) >> 63);
        const uint64_t open = m.open & ~inside & valid, close = m.close & ~inside & valid;
        // Where the case's object closes in this block (64: not here).
        unsigned end = 64;
        if (static_cast<int64_t>(__builtin_popcountll(close)) >= depth) {
            // The depth after each closing bracket, from the counts before it: no branch on the kind of bracket.
            for (uint64_t closes = close; closes; closes &= closes - 1) {
                const unsigned bit = static_cast<unsigned>(__builtin_ctzll(closes));
                if (depth + __builtin_popcountll(open & below(bit)) - __builtin_popcountll(close & below(bit + 1)) == 0) {
                    end = bit;
                    break;
                }
            }
        }
        // A key "gpu" of the case itself: an opening quote at depth 1 before "gpu" and a ':'. (No backslash, so a
        // quote in the text always opens or closes a string.)
        for (uint64_t cand = m.quote & inside & ((m.g >> 1) | (uint64_t{1} << 63)) & below(end); cand; cand &= cand - 1) {
            const unsigned bit = static_cast<unsigned>(__builtin_ctzll(cand));
            const size_t q = at + bit;
            if (n - q < 5) return ScanResult::NeedMore;
            if (text.compare(q, 5, "\"gpu\"") != 0) continue;
            if (depth + __builtin_popcountll(open & below(bit)) - __builtin_popcountll(close & below(bit)) != 1) continue;
            size_t c = q + 5;
            while (c < n && extent_blank(text[c])) ++c;
            if (c == n) return ScanResult::NeedMore;
            if (text[c] == ':') has_gpu = true;
        }
        if (end < 64) {
            length = at + end + 1;
            return ScanResult::Ok;
        }
        depth += __builtin_popcountll(open) - __builtin_popcountll(close);
    }
    return ScanResult::NeedMore;
}

}  // namespace
}  // namespace il
