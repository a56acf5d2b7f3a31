// CPU reference for HLSL msad4, written from its reference page (Shader Model 5 intrinsic functions).
#include "reference/hlsl.h"

#include <cstdlib>

#include "precision/why_text.h"

namespace il::ref {

namespace {

constexpr const char* kExactWhy =
    "HLSL msad4 reference page: each sum is the masked sum of absolute differences of one byte alignment of source "
    "against reference, added to accum; a difference is left out when the reference byte is 0";
constexpr const char* kOverflowWhy =
    "HLSL msad4 reference page: returned values are accurate only up to 65535; inputs that may produce return "
    "values above 65535 give undefined results";

// Component k: accum[k] plus the masked sum of absolute differences of alignment k, bytes k .. k + 3 of the 8-byte
// source (source.x holds bytes 0..3), against the reference's bytes; exact, and undefined past 65535. The bits keep
// the sum modulo 2^32, as the GLSL emulation's uint sums do.
template <class C>
void msad4_lane(const Value* in, int k, C& c) {
    const uint32_t reference = in[0].u(0);
    const uint64_t source = uint64_t{in[1].u(1)} << 32 | in[1].u(0);
    const auto window = static_cast<uint32_t>(source >> (8 * k));
    uint64_t sum = in[2].u(k);
    // Without branches: the bytes are random in a sweep, so a branch on them would be mispredicted half the time.
    for (int j = 0; j < 4; ++j) {
        const int r = static_cast<int>(reference >> (8 * j) & 0xFFu);
        const int s = static_cast<int>(window >> (8 * j) & 0xFFu);
        sum += static_cast<uint64_t>(std::abs(s - r) & -static_cast<int>(r != 0));
    }
    c.reference().bits[k] = static_cast<uint32_t>(sum);
    if (sum > 65535) c.set_undefined(k, kOverflowWhy);
}

Type accum_type(const Value* in) { return in[2].type; }

}  // namespace

// Every sum past 65535 leaves the whole result undefined, for that one reason: the rule is the undefined rule of
// the overflow sentence alone, without a list of components.
void msad4(const Value* in, Expected* out) {
    evaluate(msad4_choices, in, out);
    if (out[0].rule.kind == RuleKind::Undefined) out[0].rule = undefined_rule(kOverflowWhy);
}

const ChoiceLanes msad4_choices{3, accum_type, "", kExactWhy, IL_CHOICE_LANES(msad4_lane), msad4};

}  // namespace il::ref
