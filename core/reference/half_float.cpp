#include "reference/half_float.h"

namespace il::ref {

namespace {

// What the extension's §8.3 gives them, in short: the bits themselves move, so a NaN's payload and a denormal's
// fraction come through as they are (no conversion happens, unlike packHalf2x16's from float).
constexpr const char* kPackWhy =
    "GL_NV_gpu_shader5 §8.3 packFloat2x16: the 16-bit floating-point encodings of v's two components packed into one "
    "uint, the first component in the 16 least significant bits and the second in the 16 most significant; no "
    "conversion, so the result is exact";
constexpr const char* kUnpackWhy =
    "GL_NV_gpu_shader5 §8.3 unpackFloat2x16: the 16 least significant bits of v and then its 16 most significant "
    "bits, each interpreted as a 16-bit floating-point value according to the OpenGL Specification; no conversion, "
    "so the result is exact";

template <class C>
void packFloat2x16_lane(const Value* in, int, C& c) {
    c.reference().set_u(0, static_cast<uint32_t>((in[0].bits[1] & 0xffff) << 16 | (in[0].bits[0] & 0xffff)));
}

template <class C>
void unpackFloat2x16_lane(const Value* in, int i, C& c) {
    c.reference().bits[i] = in[0].u(0) >> (16 * i) & 0xffff;
}

Type uint_scalar(const Value*) { return kUint; }
Type f16vec2s(const Value*) { return vec_of(Scalar::Half, 2); }

}  // namespace

IL_DEFINE_CHOICES(packFloat2x16, 1, uint_scalar, "the two halves' bits, v.x in the low 16", kPackWhy)
IL_DEFINE_CHOICES(unpackFloat2x16, 1, f16vec2s, "the halves whose bits are v's low and high 16", kUnpackWhy)

}  // namespace il::ref
