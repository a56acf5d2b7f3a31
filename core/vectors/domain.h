// Where a built-in is defined, for random sweeps: the spec leaves many results undefined over half or more of the
// inputs a plain random draw gives (pow and log of x < 0, smoothstep with edge0 >= edge1, a shift by 32 or more,
// msad4 past 65535), so a sweep of those would test little. A row's domain folds most random cases into the inputs
// where its result is defined, and leaves a documented share as drawn, so the edges and the undefined inputs are
// still seen. The special-value cases that open every sweep are never folded.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "catalog/overload.h"

namespace il {

// One random case in kDomainOutsideShare is left as drawn: 1 in 8.
constexpr uint32_t kDomainOutsideShare = 8;

// One step of a row's domain, on components of one case, by their index in the case's flat components (the
// inputs' components in order).
struct DomainStep {
    enum Kind : uint8_t {
        // float, double: the sign bit cleared (x >= 0; x > 0 but for the zeros among the specials)
        kNonNegative,
        // float, double: a normal number's unbiased exponent folded into [lo, hi]; zeros, denormals, infinities
        // and NaNs are left as they are
        kExponentIn,
        // int, uint, int64_t, uint64_t: the value folded into [lo, hi] (signed) or [lo, hi] (unsigned)
        kIntegerIn,
        // int, int64_t: the sign bit cleared (non-negative)
        kIntegerNonNegative,
        // any integer: 0 becomes 1
        kNonZero,
        // component `comp` and `other` swapped where comp > other, so comp <= other (floats by value, NaNs left)
        kOrdered,
        // int offset `comp` and bits `other` of bitfieldExtract and bitfieldInsert: offset in [0, 32], bits in
        // [0, 32 - offset]
        kBitRange,
    };
    Kind kind;
    Scalar scalar;  // the component's scalar type
    uint32_t comp = 0, other = 0;
    int64_t lo = 0, hi = 0;
};

// The domain steps of an overload (none for a row defined everywhere), from the table in domain.cpp.
std::vector<DomainStep> domain_steps(const Overload& o);

// Whether random case `r` of a sweep seeded `seed` is left as drawn (one in kDomainOutsideShare).
bool domain_outside(uint64_t seed, uint64_t r);

// Folds component bits into the domain: component c of case i at comps[c * stride + i], for m cases, each case i
// folded only where keep[i] is 0.
void fold_into_domain(const std::vector<DomainStep>& steps, uint64_t* comps, size_t stride, size_t m,
                      const uint8_t* keep);

// One line per step for `list --json` and the docs: "x >= 0", "edge0 <= edge1", … (empty for none).
std::string domain_text(const Overload& o);

}  // namespace il
