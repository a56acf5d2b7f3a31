// CPU references for GL_AMD_shader_trinary_minmax (OpenGL extension 428, revision 2), whose additions to §8.3 of
// the GLSL specification define min3, max3 and mid3 as the minimum, the maximum and the median of x, y and z,
// per component. The extension is silent on NaN operands and on which of two equal operands is returned; the
// same choices as §8.3's min and max apply: an operand equal in value to the result may be returned (so either
// zero), a NaN operand leaves the component undefined (GLSL 4.60 §8.3 min and max; SPV_AMD_shader_trinary_minmax,
// the extension's SPIR-V form, says so of its float instructions), and a denormal operand may be flushed
// (GLSL 4.50 §4.7.1).
#include "reference/trinary_minmax.h"

namespace il::ref {
namespace {

constexpr const char* kMin3Why =
    "GL_AMD_shader_trinary_minmax, GLSL §8.3 addition: min3 returns the minimum of x, y and z, per component";
constexpr const char* kMax3Why =
    "GL_AMD_shader_trinary_minmax, GLSL §8.3 addition: max3 returns the maximum of x, y and z, per component";
constexpr const char* kMid3Why =
    "GL_AMD_shader_trinary_minmax, GLSL §8.3 addition: mid3 returns the median of x, y and z, per component";
constexpr const char* kNanWhy =
    "the extension is silent on NaN operands; GLSL 4.60 §8.3 min, max: which operand is the result is undefined if "
    "one of the operands is a NaN (SPV_AMD_shader_trinary_minmax: the result is undefined if one of the operands "
    "is a NaN)";

enum class Pick { Min, Max, Mid };

// Which operand (0, 1 or 2) the definition selects: the first of the equal ones in x, y, z order.
// The operand p picks (0, 1, 2: x, y, z) under lt(a, b), "operand a is below operand b".
template <Pick p, class Lt>
int pick(Lt lt) {
    if (p == Pick::Min) {
        int m = 0;
        if (lt(1, m)) m = 1;
        if (lt(2, m)) m = 2;
        return m;
    }
    if (p == Pick::Max) {
        int m = 0;
        if (lt(m, 1)) m = 1;
        if (lt(m, 2)) m = 2;
        return m;
    }
    // The median: the one that is neither below both others nor above both.
    const int lo = lt(1, 0) ? 1 : 0, hi = lo == 0 ? 1 : 0;  // x and y in order
    if (lt(2, lo)) return lo;                                // z below both: the lower of x, y is the median
    if (lt(hi, 2)) return hi;                                // z above both: the higher
    return 2;
}

// Component i of min3, max3 or mid3: the picked operand's bits, by value for ints and uints of their signedness and
// by IEEE comparison for floats, where a NaN operand leaves the component undefined (why 1).
template <Pick p>
ComponentResult trinary_component(uint64_t x, uint64_t y, uint64_t z, Scalar s, Scalar, Scalar) {
    const uint64_t bits[3] = {x, y, z};
    if (is_float_scalar(s)) {
        const double v[3] = {num(x, s), num(y, s), num(z, s)};
        const bool nan = std::isnan(v[0]) || std::isnan(v[1]) || std::isnan(v[2]);
        return {bits[pick<p>([&](int a, int b) { return v[a] < v[b]; })], static_cast<uint8_t>(nan)};
    }
    return {bits[pick<p>([&](int a, int b) { return integer_of(bits[a], s) < integer_of(bits[b], s); })]};
}
constexpr auto min3_component = trinary_component<Pick::Min>;
constexpr auto max3_component = trinary_component<Pick::Max>;
constexpr auto mid3_component = trinary_component<Pick::Mid>;

template <Pick p, class C>
void trinary_lane(const Value* in, int i, C& c) {
    auto component = [](const Value* v, int k) {
        return trinary_component<p>(v[0].bits[k], v[1].bits[k], v[2].bits[k], v[0].type.scalar, v[1].type.scalar,
                                    v[2].type.scalar);
    };
    const ComponentResult r = component(in, i);
    if (!in[0].type.is_float()) {
        c.reference().bits[i] = r.bits;
        return;
    }
    // The selected operand, also with each denormal operand flushed (§4.7.1), any operand equal in value to it
    // (either zero), and undefined with a NaN operand.
    evaluate_flushing(c, i, in, {"x", "y", "z"}, [component](const Value* v, int k) { return component(v, k).bits; });
    allow_equal_operands(c, in, 3, i);
    if (r.why) c.set_undefined(i, kNanWhy);
}

template <class C>
void min3_lane(const Value* in, int i, C& c) {
    trinary_lane<Pick::Min>(in, i, c);
}
template <class C>
void max3_lane(const Value* in, int i, C& c) {
    trinary_lane<Pick::Max>(in, i, c);
}
template <class C>
void mid3_lane(const Value* in, int i, C& c) {
    trinary_lane<Pick::Mid>(in, i, c);
}

}  // namespace

IL_DEFINE_NUMERIC_COMPONENT_CHOICES(min3, 3, nullptr, "the minimum of x, y, z", kMin3Why)
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(max3, 3, nullptr, "the maximum of x, y, z", kMax3Why)
IL_DEFINE_NUMERIC_COMPONENT_CHOICES(mid3, 3, nullptr, "the median of x, y, z", kMid3Why)

}  // namespace il::ref
