// case_extent() with AVX2 and POPCNT (this file is compiled with -mavx2 -mpopcnt; case_scan.cpp calls it only
// where the processor has both).
#include <immintrin.h>

#include "report/case_extent_impl.h"

namespace il {
namespace {

// The same 32 bytes at a time, for the processors that have AVX2 (checked once, at run time).
struct Avx2Blocks {
    static IL_ALWAYS_INLINE BlockMasks classify(const char* p) {
        BlockMasks m{0, 0, 0, 0, 0};
        const __m256i quote = _mm256_set1_epi8('"'), backslash = _mm256_set1_epi8('\\'),
                      lower = _mm256_set1_epi8(0x20), open = _mm256_set1_epi8('{'), close = _mm256_set1_epi8('}'),
                      g = _mm256_set1_epi8('g');
        for (int k = 0; k < 2; ++k) {
            const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 32 * k));
            const __m256i v20 = _mm256_or_si256(v, lower);
            const int shift = 32 * k;
            m.quote |= uint64_t{static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, quote)))} << shift;
            m.backslash |= uint64_t{static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, backslash)))} << shift;
            m.open |= uint64_t{static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v20, open)))} << shift;
            m.close |= uint64_t{static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v20, close)))} << shift;
            m.g |= uint64_t{static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, g)))} << shift;
        }
        return m;
    }
};
}  // namespace

ScanResult case_extent_avx2(std::string_view text, size_t& length, bool& has_gpu) {
    return extent_of<Avx2Blocks>(text, length, has_gpu);
}

}  // namespace il
