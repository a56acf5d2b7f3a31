// Known answers for GL_ARB_gpu_shader_int64's built-ins, worked by hand from the extension's tables for §8.3 and
// §8.4: signed and unsigned orders, wraparound of abs(INT64_MIN), the scalar forms of min and clamp, clamp's
// undefined order, the bit casts (an infinity kept, a NaN unspecified, a denormal double flushed) and which half of
// a 64-bit value each 32-bit component is.
#include "known_answer.h"
#include "reference/int64.h"

namespace il::known_answer {
namespace {

constexpr uint64_t kMin64 = 0x8000000000000000ull, kMax64 = 0x7fffffffffffffffull, kMinus1 = ~uint64_t{0};

class Int64 : public testing::TestWithParam<Case> {};
TEST_P(Int64, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Common, Int64,
    testing::Values(
        // -INT64_MIN does not fit: §4.1.3 of the extension wraps it to the low 64 bits, INT64_MIN itself.
        Case{.name = "abs", .fn = ref::abs64, .in = {"i64vec4(-9223372036854775808l, -5l, 7l, 0l)"},
             .type = "i64vec4", .reference = {kMin64, 5, 7, 0}, .why = "wrap"},
        Case{.name = "sign", .fn = ref::sign64, .in = {"i64vec3(-7l, 0l, 9223372036854775807l)"}, .type = "i64vec3",
             .reference = {kMinus1, 0, 1}, .why = "Returns 1 if x > 0"},
        // Signed: -1 < 0; with the scalar y shared by both components.
        Case{.name = "min scalar y", .fn = ref::min64, .in = {"i64vec2(-1l, 5l)", "0l"}, .type = "i64vec2",
             .reference = {kMinus1, 0}, .why = "Returns y if y < x"},
        // Unsigned: 0xFFFFFFFFFFFFFFFF is the largest value, not -1.
        Case{.name = "min unsigned", .fn = ref::min64, .in = {"18446744073709551615ul", "1ul"}, .type = "uint64_t",
             .reference = {1}},
        Case{.name = "max signed", .fn = ref::max64,
             .in = {"i64vec2(-9223372036854775808l, 4294967296l)", "i64vec2(9223372036854775807l, 4294967295l)"},
             .type = "i64vec2", .reference = {kMax64, 0x100000000ull}, .why = "Returns y if x < y"},
        Case{.name = "max unsigned", .fn = ref::max64, .in = {"9223372036854775808ul", "9223372036854775807ul"},
             .type = "uint64_t", .reference = {kMin64}},
        // clamp(5, 4, 2): minVal > maxVal leaves the component undefined; min(max(5, 4), 2) = 2 is the reference.
        Case{.name = "clamp", .fn = ref::clamp64, .in = {"i64vec2(5l, 5l)", "i64vec2(0l, 4l)", "i64vec2(3l, 2l)"},
             .type = "i64vec2", .reference = {3, 2}, .undefined = 0b10, .why = "min(max(x, minVal), maxVal)"},
        Case{.name = "clamp scalar bounds", .fn = ref::clamp64, .in = {"u64vec3(0ul, 7ul, 99ul)", "5ul", "10ul"},
             .type = "u64vec3", .reference = {5, 7, 10}},
        Case{.name = "mix", .fn = ref::mix64, .in = {"i64vec2(1l, 2l)", "i64vec2(3l, 4l)", "bvec2(false, true)"},
             .type = "i64vec2", .reference = {1, 4}, .why = "For a component of a that is false"}));

INSTANTIATE_TEST_SUITE_P(
    BitCasts, Int64,
    testing::Values(
        Case{.name = "doubleBitsToInt64", .fn = ref::doubleBitsToInt64, .in = {"dvec3(1.0lf, -0.0lf, -2.0lf)"},
             .type = "i64vec3", .reference = {0x3ff0000000000000ull, kMin64, 0xc000000000000000ull},
             .why = "bit-level representation is preserved"},
        Case{.name = "doubleBitsToUint64 inf", .fn = ref::doubleBitsToUint64, .in = {"doubleBits(0xfff0000000000000)"}, .type = "uint64_t",
             .reference = {0xfff0000000000000ull}},
        // A denormal double may reach the cast flushed (GLSL 4.50 §4.7.1): with its sign, or as +0.0.
        Case{.name = "doubleBitsToInt64 denormal", .fn = ref::doubleBitsToInt64,
             .in = {"doubleBits(0x8000000000000001)"}, .type = "int64_t", .kind = RuleKind::AnyOf,
             .reference = {0x8000000000000001ull}, .others = {{kMin64}, {0}},
             .labels = {"denormal value flushed, sign kept", "denormal value flushed to +0.0"}},
        // An Inf gives the corresponding Inf (exact); a NaN's result is unspecified.
        Case{.name = "int64BitsToDouble", .fn = ref::int64BitsToDouble,
             .in = {"i64vec3(4607182418800017408l, 0x7ff0000000000000l, 0x7ff8000000000001l)"}, .type = "dvec3",
             .reference = {0x3ff0000000000000ull, 0x7ff0000000000000ull, 0x7ff8000000000001ull},
             .undefined = 0b100, .why = "corresponding Inf"},
        Case{.name = "uint64BitsToDouble", .fn = ref::uint64BitsToDouble, .in = {"0xbff0000000000000ul"},
             .type = "double", .reference = {0xbff0000000000000ull}}));

INSTANTIATE_TEST_SUITE_P(
    Packing, Int64,
    testing::Values(
        // v.x the 32 least significant bits, v.y the 32 most: ivec2(1, -1) is 0xFFFFFFFF00000001 = -4294967295.
        Case{.name = "packInt2x32", .fn = ref::packInt2x32, .in = {"ivec2(1, -1)"}, .type = "int64_t",
             .reference = {0xffffffff00000001ull}, .why = "first vector component specifies the 32 least"},
        Case{.name = "packUint2x32", .fn = ref::packUint2x32, .in = {"uvec2(0xDEADBEEFu, 0x01234567u)"},
             .type = "uint64_t", .reference = {0x01234567deadbeefull}},
        Case{.name = "unpackInt2x32", .fn = ref::unpackInt2x32, .in = {"-2l"}, .type = "ivec2",
             .reference = {0xfffffffe, 0xffffffff}, .why = "first component of the vector contains the 32 least"},
        Case{.name = "unpackUint2x32", .fn = ref::unpackUint2x32, .in = {"4294967298ul"}, .type = "uvec2",
             .reference = {2, 1}}));

}  // namespace
}  // namespace il::known_answer
