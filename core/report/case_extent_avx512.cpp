// case_extent() with AVX-512BW, whose compares give the 64-bit masks at once (this file is compiled with
// -mavx512bw -mpopcnt; case_scan.cpp calls it only where the processor has both).
#include <immintrin.h>

#include "report/case_extent_impl.h"

namespace il {
namespace {

struct Avx512Blocks {
    static IL_ALWAYS_INLINE BlockMasks classify(const char* p) {
        const __m512i v = _mm512_loadu_si512(p);
        // '[' and ']' are '{' and '}' without the 0x20 bit; no other byte becomes either with it.
        const __m512i v20 = _mm512_or_si512(v, _mm512_set1_epi8(0x20));
        return {_mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('"')), _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('\\')),
                _mm512_cmpeq_epi8_mask(v20, _mm512_set1_epi8('{')), _mm512_cmpeq_epi8_mask(v20, _mm512_set1_epi8('}')),
                _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('g'))};
    }
};

}  // namespace

ScanResult case_extent_avx512(std::string_view text, size_t& length, bool& has_gpu) {
    return extent_of<Avx512Blocks>(text, length, has_gpu);
}

}  // namespace il
