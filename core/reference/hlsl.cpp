// CPU reference for HLSL msad4, written from its reference page (Shader Model 5 intrinsic functions).
#include "reference/hlsl.h"
#include "precision/why_text.h"

namespace il::ref {

namespace {

constexpr const char* kExactWhy =
    "HLSL msad4 reference page: each sum is the masked sum of absolute differences of one byte alignment of source "
    "against reference, added to accum; a difference is left out when the reference byte is 0";
constexpr const char* kOverflowWhy =
    "HLSL msad4 reference page: returned values are accurate only up to 65535; inputs that may produce return "
    "values above 65535 give undefined results";

}  // namespace

void msad4(const Value* in, Expected* out) {
    const uint32_t reference = in[0].u(0);
    const uint64_t source = uint64_t{in[1].u(1)} << 32 | in[1].u(0);
    const Value& accum = in[2];
    Value result = make_value(accum.type);
    uint32_t undefined = 0;
    for (int k = 0; k < 4; ++k) {
        // Alignment k starts at byte k of the 8-byte source (source.x holds bytes 0..3).
        const auto window = static_cast<uint32_t>(source >> (8 * k));
        uint64_t sum = accum.u(k);
        for (int j = 0; j < 4; ++j) {
            const int r = static_cast<int>(reference >> (8 * j) & 0xFFu);
            const int s = static_cast<int>(window >> (8 * j) & 0xFFu);
            if (r != 0) sum += static_cast<uint64_t>(s > r ? s - r : r - s);
        }
        result.set_u(k, static_cast<uint32_t>(sum));
        if (sum > 65535) undefined |= 1u << k;
    }
    out[0].reference = result;
    if (undefined == 0xFu) {
        out[0].rule = undefined_rule(kOverflowWhy);
    } else if (undefined != 0) {
        out[0].rule = exact_rule(join_why({kExactWhy, kOverflowWhy}));
        out[0].rule.undefined_components = undefined;
    } else {
        out[0].rule = exact_rule(kExactWhy);
    }
}

}  // namespace il::ref
