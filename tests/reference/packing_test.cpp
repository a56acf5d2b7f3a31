// Known answers for GLSL 4.50 §8.4 pack and unpack functions: .5 points, clamping, ±0, ±Inf, NaN, denormals.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "precision/judge.h"
#include "reference/packing.h"
#include "value/literal.h"

namespace il {
namespace {

Value lit(const std::string& text) {
    ParseResult r = parse_literal(text);
    EXPECT_TRUE(r) << text << ": " << r.error.message;
    return r.value.value_or(Value{});
}

std::vector<uint64_t> bits_of(const Value& v) { return {v.bits.begin(), v.bits.begin() + v.size()}; }

Expected call(void (*fn)(const Value*, Expected*), const std::string& input) {
    const Value in = lit(input);
    Expected out{"return", {}, {}};
    fn(&in, &out);
    return out;
}

// pack*: the reference bits and, where a component's product is exactly k + 0.5 or the half rounding
// mode matters, every accepted packing with its label.
struct PackRow {
    void (*fn)(const Value*, Expected*);
    const char* input;
    RuleKind kind;
    uint32_t reference;
    std::vector<uint32_t> alternatives;
    std::vector<std::string> labels;
};

class Pack : public testing::TestWithParam<PackRow> {};

TEST_P(Pack, KnownAnswer) {
    const PackRow& row = GetParam();
    const Expected out = call(row.fn, row.input);
    EXPECT_EQ(out.rule.kind, row.kind) << out.rule.why;
    EXPECT_EQ(out.reference.type, kUint);
    if (row.kind == RuleKind::Undefined) return;
    EXPECT_EQ(out.reference.u(0), row.reference) << std::hex << out.reference.u(0);
    std::vector<uint32_t> alts;
    for (const Value& a : out.rule.alternatives) alts.push_back(a.u(0));
    EXPECT_EQ(alts, row.alternatives);
    EXPECT_EQ(out.rule.labels, row.labels);
    EXPECT_NE(out.rule.why.find("GLSL 4.50 §8.4"), std::string::npos);
}

constexpr auto kExact = RuleKind::Exact, kAnyOf = RuleKind::AnyOf, kUndefined = RuleKind::Undefined;

INSTANTIATE_TEST_SUITE_P(
    Norm, Pack,
    testing::Values(
        // 0x3efdfdfe = 0xFDFDFE * 2^-25; times 255 is exactly 126.5 + 2^-24, and the correctly rounded float
        // product (ulp 2^-17 in [64, 128)) is 126.5: round() may give 126 or 127. Half to even: 126.
        PackRow{ref::packUnorm4x8, "vec4(floatBits(0x3efdfdfe), 0.0, 0.0, 0.0)", kAnyOf, 0x7E, {0x7E, 0x7F},
                {"x: 126 (down)", "x: 127 (up)"}},
        // 0.5 * 65535 = 32767.5; y = 1.0 packs 65535 into the high half.
        PackRow{ref::packUnorm2x16, "vec2(0.5, 1.0)", kAnyOf, 0xFFFF8000, {0xFFFF7FFF, 0xFFFF8000},
                {"x: 32767 (down)", "x: 32768 (up)"}},
        // Out of range and infinities clamp; -0.0 packs as 0.
        PackRow{ref::packUnorm2x16, "vec2(2.0, -2.0)", kExact, 0x0000FFFF, {}, {}},
        PackRow{ref::packUnorm2x16, "vec2(inf, -inf)", kExact, 0x0000FFFF, {}, {}},
        PackRow{ref::packUnorm4x8, "vec4(-0.0, 1.0, -1.0, 2.0)", kExact, 0xFF00FF00, {}, {}},
        // Four ties: 0.5 * 255 = 127.5 in every lane, 16 packings; half to even gives 128 each.
        PackRow{ref::packUnorm4x8, "vec4(0.5, 0.5, 0.5, 0.5)", kAnyOf, 0x80808080,
                {0x7F7F7F7F, 0x7F7F7F80, 0x7F7F807F, 0x7F7F8080, 0x7F807F7F, 0x7F807F80, 0x7F80807F, 0x7F808080,
                 0x807F7F7F, 0x807F7F80, 0x807F807F, 0x807F8080, 0x80807F7F, 0x80807F80, 0x8080807F, 0x80808080},
                {"x: 127 (down), y: 127 (down), z: 127 (down), w: 127 (down)",
                 "x: 128 (up), y: 127 (down), z: 127 (down), w: 127 (down)",
                 "x: 127 (down), y: 128 (up), z: 127 (down), w: 127 (down)",
                 "x: 128 (up), y: 128 (up), z: 127 (down), w: 127 (down)",
                 "x: 127 (down), y: 127 (down), z: 128 (up), w: 127 (down)",
                 "x: 128 (up), y: 127 (down), z: 128 (up), w: 127 (down)",
                 "x: 127 (down), y: 128 (up), z: 128 (up), w: 127 (down)",
                 "x: 128 (up), y: 128 (up), z: 128 (up), w: 127 (down)",
                 "x: 127 (down), y: 127 (down), z: 127 (down), w: 128 (up)",
                 "x: 128 (up), y: 127 (down), z: 127 (down), w: 128 (up)",
                 "x: 127 (down), y: 128 (up), z: 127 (down), w: 128 (up)",
                 "x: 128 (up), y: 128 (up), z: 127 (down), w: 128 (up)",
                 "x: 127 (down), y: 127 (down), z: 128 (up), w: 128 (up)",
                 "x: 128 (up), y: 127 (down), z: 128 (up), w: 128 (up)",
                 "x: 127 (down), y: 128 (up), z: 128 (up), w: 128 (up)",
                 "x: 128 (up), y: 128 (up), z: 128 (up), w: 128 (up)"}},
        // ±16383.5: -16384 = 0xC000 and 16384 = 0x4000 are the even choices.
        PackRow{ref::packSnorm2x16, "vec2(-0.5, 0.5)", kAnyOf, 0x4000C000,
                {0x3FFFC000, 0x3FFFC001, 0x4000C000, 0x4000C001},
                {"x: -16384 (down), y: 16383 (down)", "x: -16383 (up), y: 16383 (down)",
                 "x: -16384 (down), y: 16384 (up)", "x: -16383 (up), y: 16384 (up)"}},
        PackRow{ref::packSnorm2x16, "vec2(-inf, inf)", kExact, 0x7FFF8001, {}, {}},  // -32767, 32767
        PackRow{ref::packSnorm2x16, "vec2(-0.0, 0.0)", kExact, 0x00000000, {}, {}},
        // Denormal inputs: the products are far below 0.5 whether or not they are flushed.
        PackRow{ref::packSnorm2x16, "vec2(floatBits(0x80000001), floatBits(0x00000001))", kExact, 0, {}, {}},
        // ±63.5 ties, ±1 exact: 1 -> 127 = 0x7F, -1 -> -127 = 0x81.
        PackRow{ref::packSnorm4x8, "vec4(0.5, -0.5, 1.0, -1.0)", kAnyOf, 0x817FC040,
                {0x817FC03F, 0x817FC040, 0x817FC13F, 0x817FC140},
                {"x: 63 (down), y: -64 (down)", "x: 64 (up), y: -64 (down)", "x: 63 (down), y: -63 (up)",
                 "x: 64 (up), y: -63 (up)"}},
        PackRow{ref::packSnorm4x8, "vec4(2.0, -2.0, inf, -inf)", kExact, 0x817F817F, {}, {}},
        // A NaN component leaves only its own field undefined: y = 0.5 is still the tie 32767.5 (0x8000 or
        // 0x7fff in the high half); every field NaN leaves nothing to judge.
        PackRow{ref::packUnorm2x16, "vec2(floatBits(0x7fc00000), 0.5)", kAnyOf, 0x80000000,
                {0x7FFF0000, 0x80000000}, {"y: 32767 (down)", "y: 32768 (up)"}},
        PackRow{ref::packSnorm4x8, "vec4(0.0, 0.5, -1.0, floatBits(0xffc00001))", kAnyOf, 0x00814000,
                {0x00813F00, 0x00814000}, {"y: 63 (down)", "y: 64 (up)"}},
        PackRow{ref::packSnorm4x8, "vec4(0.0, 0.0, 0.0, floatBits(0xffc00001))", kExact, 0, {}, {}},
        PackRow{ref::packUnorm2x16, "vec2(floatBits(0x7fc00000), floatBits(0xffc00000))", kUndefined, 0, {}, {}}));

INSTANTIATE_TEST_SUITE_P(
    Half, Pack,
    testing::Values(
        PackRow{ref::packHalf2x16, "vec2(1.0, -2.0)", kExact, 0xC0003C00, {}, {}},
        PackRow{ref::packHalf2x16, "vec2(inf, -inf)", kExact, 0xFC007C00, {}, {}},
        PackRow{ref::packHalf2x16, "vec2(-0.0, 0.0)", kExact, 0x00008000, {}, {}},
        // 65504 is the largest half; 65520 is the midpoint to 65536: nearest even overflows to Inf.
        PackRow{ref::packHalf2x16, "vec2(65504.0, 65520.0)", kAnyOf, 0x7C007BFF, {0x7C007BFF, 0x7BFF7BFF},
                {"round to nearest even", "round toward zero"}},
        PackRow{ref::packHalf2x16, "vec2(65519.0, -65536.0)", kAnyOf, 0xFC007BFF, {0xFC007BFF, 0xFBFF7BFF},
                {"round to nearest even", "round toward zero"}},
        // 0x3f801800 = 1 + 3 * 2^-12 lies 3/4 of the way from 1 to 1 + 2^-10.
        PackRow{ref::packHalf2x16, "vec2(floatBits(0x3f801800), 1.0)", kAnyOf, 0x3C003C01,
                {0x3C003C01, 0x3C003C00}, {"round to nearest even", "round toward zero"}},
        // 2^-24 is the smallest half denormal (0x0001): exact either way, but it may be flushed.
        PackRow{ref::packHalf2x16, "vec2(floatBits(0x33800000), 0.0)", kAnyOf, 0x00000001,
                {0x00000001, 0x00000000}, {"round to nearest even", "round to nearest even, denormal halves flushed"}},
        // 0x33400000 = 0.75 * 2^-24: nearest is 0x0001, toward zero is 0 (which also covers the flush).
        PackRow{ref::packHalf2x16, "vec2(floatBits(0x33400000), 0.0)", kAnyOf, 0x00000001,
                {0x00000001, 0x00000000}, {"round to nearest even", "round toward zero"}},
        // 2^-25 is the midpoint between 0 and 2^-24: nearest even is 0, as is toward zero.
        PackRow{ref::packHalf2x16, "vec2(floatBits(0x33000000), floatBits(0xb3000000))", kExact, 0x80000000, {}, {}},
        PackRow{ref::packHalf2x16, "vec2(floatBits(0x80000001), floatBits(0x00000001))", kExact, 0x00008000, {}, {}},
        PackRow{ref::packHalf2x16, "vec2(1.0, floatBits(0x7f800001))", kExact, 0x00003C00, {}, {}},
        PackRow{ref::packHalf2x16, "vec2(nan, floatBits(0x7f800001))", kUndefined, 0, {}, {}}));

// A NaN field's bits are left undefined (Rule::undefined_bits); the other fields are judged as without it. A case
// whose judged fields agree is undefined (the NaN field), one whose judged fields do not is a violation.
TEST(PackNanField, OtherFieldsAreJudged) {
    const struct {
        void (*fn)(const Value*, Expected*);
        const char* input;
        uint64_t undefined_bits;
        uint32_t gpu;
        Verdict verdict;
    } rows[] = {
        // packHalf2x16(vec2(NaN, 1.0)): 1.0 is half 0x3c00 in the high 16 bits, whatever the low 16 hold.
        {ref::packHalf2x16, "vec2(nan, 1.0)", 0x0000FFFF, 0x3C007E00, Verdict::Undefined},
        {ref::packHalf2x16, "vec2(nan, 1.0)", 0x0000FFFF, 0x3C001234, Verdict::Undefined},
        {ref::packHalf2x16, "vec2(nan, 1.0)", 0x0000FFFF, 0x3C017E00, Verdict::Violation},
        {ref::packHalf2x16, "vec2(nan, 1.0)", 0x0000FFFF, 0x00007E00, Verdict::Violation},
        // 0.1 is 0x3dcccccd: half 0x2e66 to nearest (0x2e66.66 in half ULPs), 0x2e66 toward zero too.
        {ref::packHalf2x16, "vec2(0.1, nan)", 0xFFFF0000, 0xFFFF2E66, Verdict::Undefined},
        {ref::packHalf2x16, "vec2(0.1, nan)", 0xFFFF0000, 0x00002E67, Verdict::Violation},
        // packUnorm4x8(vec4(NaN, 1.0, 0.5, 0.0)): 1.0 → 0xff, 0.5 * 255 = 127.5 → 0x7f or 0x80, 0.0 → 0.
        {ref::packUnorm4x8, "vec4(nan, 1.0, 0.5, 0.0)", 0x000000FF, 0x0080FF00, Verdict::Undefined},
        {ref::packUnorm4x8, "vec4(nan, 1.0, 0.5, 0.0)", 0x000000FF, 0x007FFFAB, Verdict::Undefined},
        {ref::packUnorm4x8, "vec4(nan, 1.0, 0.5, 0.0)", 0x000000FF, 0x0081FF00, Verdict::Violation},
        {ref::packUnorm4x8, "vec4(nan, 1.0, 0.5, 0.0)", 0x000000FF, 0x0180FF00, Verdict::Violation},
        // packSnorm2x16(vec2(-1.0, NaN)): -1 → -32767 = 0x8001 in the low half.
        {ref::packSnorm2x16, "vec2(-1.0, nan)", 0xFFFF0000, 0xDEAD8001, Verdict::Undefined},
        {ref::packSnorm2x16, "vec2(-1.0, nan)", 0xFFFF0000, 0xDEAD8000, Verdict::Violation},
    };
    for (const auto& row : rows) {
        const Expected out = call(row.fn, row.input);
        EXPECT_EQ(out.rule.undefined_bits, row.undefined_bits) << row.input;
        EXPECT_NE(out.rule.why.find("only its own field undefined"), std::string::npos) << row.input;
        Value gpu = out.reference;
        gpu.set_u(0, row.gpu);
        EXPECT_EQ(judge(out, gpu).verdict, row.verdict) << row.input << " " << std::hex << row.gpu;
        EXPECT_EQ(output_verdict(out, gpu), row.verdict) << row.input << " " << std::hex << row.gpu;
    }
}

// unpack*norm: the correctly rounded quotient, and as the rule the floats within 2.5 ULP (the division it is defined
// by) of the exact quotient, counted in its ULP (Harrison's: at a power of 2 the gap below); snorm then clamps to
// [-1, +1] exactly. An interval per component.
struct UnpackRow {
    void (*fn)(const Value*, Expected*);
    const char* input;
    std::vector<uint64_t> reference;
    std::vector<uint64_t> lo, hi;  // the interval's endpoints
};

class Unpack : public testing::TestWithParam<UnpackRow> {};

TEST_P(Unpack, KnownAnswer) {
    const UnpackRow& row = GetParam();
    const Expected out = call(row.fn, row.input);
    EXPECT_EQ(out.reference.type, vec_of(Scalar::Float, static_cast<int>(row.reference.size())));
    EXPECT_EQ(bits_of(out.reference), row.reference);
    EXPECT_FALSE(out.rule.denormal_flush);
    EXPECT_NE(out.rule.why.find("2.5 ULP"), std::string::npos);
    EXPECT_EQ(out.rule.kind, RuleKind::Interval);
    EXPECT_EQ(bits_of(out.rule.lo), row.lo);
    EXPECT_EQ(bits_of(out.rule.hi), row.hi);
    const bool snorm = row.fn == ref::unpackSnorm2x16 || row.fn == ref::unpackSnorm4x8;
    EXPECT_EQ(out.rule.why.find("clamp") != std::string::npos, snorm);
}

// Endpoints worked by hand (and checked in 300-bit arithmetic): 2.5 ULP of a quotient inside a binade is 2 floats
// either side (1/32767 is 0x38000100, steps of 2^-38 there; 1/65535 and 32768/65535 lie within 1/8 ULP of their
// floats). 1.0 is a power of 2, so its ULP is 2^-24, the gap below: 2.5·2^-24 holds 2 floats below and 1 above
// (2^-23 apart), and snorm clamps that one away. 0 / d is an exact 0, with no relative error. -32768/32767 =
// -1.0000305 (0xbf800100) is below -1 with its whole bound, so it clamps to -1 exactly. 1/127 is 0x3c010204,
// -128/127 is 0xbf810204 (clamps to -1).
INSTANTIATE_TEST_SUITE_P(
    Norm, Unpack,
    testing::Values(
        UnpackRow{ref::unpackUnorm2x16, "0xFFFF0000u", {0x00000000, 0x3F800000}, {0x00000000, 0x3F7FFFFE},
                  {0x00000000, 0x3F800001}},
        UnpackRow{ref::unpackUnorm2x16, "0x80000001u", {0x37800080, 0x3F000080},  // 1/65535, 32768/65535
                  {0x3780007E, 0x3F00007E}, {0x37800082, 0x3F000082}},
        UnpackRow{ref::unpackSnorm2x16, "0x80008001u", {0xBF800000, 0xBF800000},  // -32767 -> -1; -32768 clamps
                  {0xBF800000, 0xBF800000}, {0xBF7FFFFE, 0xBF800000}},
        UnpackRow{ref::unpackSnorm2x16, "0x7FFF0001u", {0x38000100, 0x3F800000},  // 1/32767, 1
                  {0x380000FE, 0x3F7FFFFE}, {0x38000102, 0x3F800000}},
        UnpackRow{ref::unpackSnorm2x16, "0xFFFF0000u", {0x00000000, 0xB8000100},  // 0, -1/32767
                  {0x00000000, 0xB8000102}, {0x00000000, 0xB80000FE}},
        // 3/255 is 0x3c40c0c1; multiplying 3 by the rounded reciprocal float(1/255) gives 0x3c40c0c2.
        UnpackRow{ref::unpackUnorm4x8, "0x80FF0301u", {0x3B808081, 0x3C40C0C1, 0x3F800000, 0x3F008081},
                  {0x3B80807F, 0x3C40C0BF, 0x3F7FFFFE, 0x3F00807F}, {0x3B808083, 0x3C40C0C3, 0x3F800001, 0x3F008083}},
        UnpackRow{ref::unpackSnorm4x8, "0x807F0181u", {0xBF800000, 0x3C010204, 0x3F800000, 0xBF800000},
                  {0xBF800000, 0x3C010202, 0x3F7FFFFE, 0xBF800000}, {0xBF7FFFFE, 0x3C010206, 0x3F800000, 0xBF800000}}));

// The clamp is exact: nothing above 1 for unpackSnorm2x16(0x7fff), nothing but -1 for unpackSnorm4x8(0x80).
TEST(UnpackNorm, ClampIsExact) {
    const struct {
        void (*fn)(const Value*, Expected*);
        const char* input;
        uint32_t gpu;
        Verdict verdict;
    } rows[] = {
        {ref::unpackSnorm2x16, "0x7fffu", 0x3F800000, Verdict::Match},
        {ref::unpackSnorm2x16, "0x7fffu", 0x3F7FFFFE, Verdict::Accepted},   // 2 ULP below 1
        {ref::unpackSnorm2x16, "0x7fffu", 0x3F7FFFFD, Verdict::Violation},  // 3 ULP below 1
        {ref::unpackSnorm2x16, "0x7fffu", 0x3F800001, Verdict::Violation},  // above 1: the clamp removes it
        {ref::unpackSnorm2x16, "0x7fffu", 0x3F800002, Verdict::Violation},
        {ref::unpackSnorm4x8, "0x80u", 0xBF800000, Verdict::Match},
        {ref::unpackSnorm4x8, "0x80u", 0xBF800001, Verdict::Violation},  // below -1
        {ref::unpackSnorm4x8, "0x80u", 0xBF7FFFFF, Verdict::Violation},  // -128/127 clamps to -1 exactly
        {ref::unpackSnorm4x8, "0x81u", 0xBF7FFFFE, Verdict::Accepted},   // -127/127 = -1, 2 ULP above
        {ref::unpackSnorm4x8, "0x81u", 0xBF800001, Verdict::Violation},
    };
    for (const auto& row : rows) {
        const Expected out = call(row.fn, row.input);
        Value gpu = out.reference;
        gpu.set_u(0, row.gpu);
        EXPECT_EQ(judge(out, gpu).components[0].verdict, row.verdict) << row.input << " " << std::hex << row.gpu;
    }
}

// Every 16-bit and 8-bit field: the result is within half an ULP of f / d, checked exactly in double
// (r has 24 significant bits and d at most 16, so r * d and ulp(r) / 2 * d are exact).
TEST(UnpackNorm, EveryFieldIsTheNearestFloat) {
    const struct {
        void (*fn)(const Value*, Expected*);
        int width, d;
        bool is_signed;
    } formats[] = {{ref::unpackUnorm2x16, 16, 65535, false}, {ref::unpackSnorm2x16, 16, 32767, true},
                   {ref::unpackUnorm4x8, 8, 255, false}, {ref::unpackSnorm4x8, 8, 127, true}};
    for (const auto& fmt : formats) {
        for (uint32_t raw = 0; raw < (1u << fmt.width); ++raw) {
            Value in = make_value(kUint);
            in.set_u(0, raw);
            Expected out{"return", {}, {}};
            fmt.fn(&in, &out);
            int f = static_cast<int>(raw);
            if (fmt.is_signed && raw >> (fmt.width - 1)) f -= 1 << fmt.width;
            const double r = out.reference.f(0);
            if (f == -fmt.d - 1) {
                ASSERT_EQ(r, -1.0) << raw;  // clamp(f / d, -1, +1)
                continue;
            }
            const double ulp = std::nextafter(static_cast<float>(std::fabs(r)), 2.0f) - std::fabs(r);
            ASSERT_LT(std::fabs(r * fmt.d - f), ulp / 2 * fmt.d) << fmt.width << " " << raw;
        }
    }
}

TEST(UnpackHalf2x16, KnownAnswers) {
    const struct {
        const char* input;
        std::vector<uint64_t> reference;
    } rows[] = {
        {"0xC0003C00u", {0x3F800000, 0xC0000000}},  // 1.0, -2.0
        {"0x7BFF0001u", {0x33800000, 0x477FE000}},  // 2^-24 (half denormal, float normal), 65504
        {"0x83FF7C00u", {0x7F800000, 0xB87FC000}},  // +Inf, -1023 * 2^-24
        {"0x03FF0400u", {0x38800000, 0x387FC000}},  // 2^-14 (smallest normal half), 1023 * 2^-24
        {"0x80007E01u", {0x7FC02000, 0x80000000}},  // NaN payload 0x201 moves up 13 bits; -0.0
        {"0x00007C01u", {0x7FC02000, 0x00000000}},  // a signalling half NaN comes back quiet
    };
    for (const auto& row : rows) {
        const Expected out = call(ref::unpackHalf2x16, row.input);
        EXPECT_EQ(out.reference.type, vec_of(Scalar::Float, 2));
        EXPECT_EQ(bits_of(out.reference), row.reference) << row.input;
        EXPECT_EQ(out.rule.kind, RuleKind::Exact);
    }
}

TEST(PackDouble2x32, KnownAnswers) {
    const struct {
        const char* input;
        uint64_t reference;
        RuleKind kind;
    } rows[] = {
        {"uvec2(0u, 0x3FF00000u)", 0x3FF0000000000000, RuleKind::Exact},           // 1.0: x is the low word
        {"uvec2(0xFFFFFFFFu, 0x7FEFFFFFu)", 0x7FEFFFFFFFFFFFFF, RuleKind::Exact},  // DBL_MAX
        {"uvec2(1u, 0x80000000u)", 0x8000000000000001, RuleKind::Exact},           // -denormal: bits preserved
        {"uvec2(0u, 0x7FF00000u)", 0x7FF0000000000000, RuleKind::Undefined},       // Inf
        {"uvec2(1u, 0xFFF80000u)", 0xFFF8000000000001, RuleKind::Undefined},       // NaN
    };
    for (const auto& row : rows) {
        const Expected out = call(ref::packDouble2x32, row.input);
        EXPECT_EQ(out.reference.type, kDouble);
        EXPECT_EQ(out.reference.bits[0], row.reference) << row.input;
        EXPECT_EQ(out.rule.kind, row.kind) << row.input;
    }
}

// The generated double 2^-1074 or -2^-1074 is denormal, so a zero may come back (§4.7.1); a normal double's bits
// are preserved exactly, so no zero is accepted for DBL_MIN (0x0010000000000000).
TEST(PackDouble2x32, GeneratedDenormalMayFlush) {
    const struct {
        const char* input;
        uint64_t gpu;
        Verdict verdict;
    } rows[] = {
        {"uvec2(1u, 0x80000000u)", 0x8000000000000001, Verdict::Match},
        {"uvec2(1u, 0x80000000u)", 0x8000000000000000, Verdict::Accepted},
        {"uvec2(1u, 0x80000000u)", 0x0000000000000000, Verdict::Accepted},
        {"uvec2(1u, 0x80000000u)", 0x8000000000000002, Verdict::Violation},
        {"uvec2(0xFFFFFFFFu, 0x000FFFFFu)", 0x0000000000000000, Verdict::Accepted},  // the largest denormal
        {"uvec2(0u, 0x00100000u)", 0x0000000000000000, Verdict::Violation},          // DBL_MIN is normal
    };
    for (const auto& row : rows) {
        const Expected out = call(ref::packDouble2x32, row.input);
        Value gpu = out.reference;
        gpu.bits[0] = row.gpu;
        EXPECT_EQ(judge(out, gpu).verdict, row.verdict) << row.input << " " << std::hex << row.gpu;
    }
}

TEST(UnpackDouble2x32, KnownAnswers) {
    const struct {
        const char* input;
        std::vector<uint64_t> reference;
    } rows[] = {
        {"1.0lf", {0x00000000, 0x3FF00000}},
        {"-0.0lf", {0x00000000, 0x80000000}},
        {"doubleBits(0x7ff8000000000001)", {0x00000001, 0x7FF80000}},
        {"doubleBits(0x123456789abcdef0)", {0x9ABCDEF0, 0x12345678}},
    };
    for (const auto& row : rows) {
        const Expected out = call(ref::unpackDouble2x32, row.input);
        EXPECT_EQ(out.reference.type, vec_of(Scalar::Uint, 2));
        EXPECT_EQ(bits_of(out.reference), row.reference) << row.input;
        EXPECT_EQ(out.rule.kind, RuleKind::Exact);
    }
    // A denormal double may be flushed on its way into the shader (GLSL 4.50 §4.7.1).
    const Expected out = call(ref::unpackDouble2x32, "doubleBits(0x8000000000000001)");
    EXPECT_EQ(bits_of(out.reference), (std::vector<uint64_t>{0x00000001, 0x80000000}));
    ASSERT_EQ(out.rule.kind, RuleKind::AnyOf);
    ASSERT_EQ(out.rule.alternatives.size(), 2u);
    EXPECT_EQ(bits_of(out.rule.alternatives[0]), (std::vector<uint64_t>{0x00000001, 0x80000000}));
    EXPECT_EQ(bits_of(out.rule.alternatives[1]), (std::vector<uint64_t>{0x00000000, 0x80000000}));
    EXPECT_EQ(out.rule.labels, (std::vector<std::string>{"bits preserved", "denormal input flushed"}));
}

}  // namespace
}  // namespace il
