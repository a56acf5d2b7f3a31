// Built-ins defined by an equation accept the forms core/reference/equation_forms.h states (docs/spec-notes.md): the
// equation's operations in every order of a sum, either association of a chain of products, a * b + c fused or not,
// and the equivalent forms Khronos's conformance reference accepts. Each case is worked by hand: the bound of each
// form, an answer only the other form gives, and an answer no form gives.
#include <gtest/gtest.h>

#include <vector>

#include "known_answer.h"
#include "precision/judge.h"
#include "reference/common.h"
#include "reference/geometric.h"

namespace il::known_answer {
namespace {

constexpr auto kInterval = RuleKind::Interval;

// The verdict of the GPU answer `gpu` (a GLSL literal) for the case's first output.
Verdict verdict(const Case& c, const char* gpu) {
    std::vector<Value> in;
    for (const char* text : c.in) in.push_back(literal(text));
    std::vector<Expected> out(c.outputs);
    c.fn(in.data(), out.data());
    return output_verdict(out[0], literal(gpu));
}

// reflect(vec2(0, 3·2^-75), vec2(2^-75, 1)): dot(N, I) = 2^-75·0 + 1·3·2^-75 = 3·2^-75, exact. Component 0 is
// 0 - 2·dot·N[0]:
// - (2·dot)·N[0]: 2·dot = 3·2^-74 exactly, times 2^-75 = 3·2^-149, an exact denormal (or 0, flushed): the result
//   lies in [-3·2^-149, 0] (0x80000003 … 0).
// - (N[0]·dot)·2: N[0]·dot = 3·2^-150 lies between the denormals 2^-149 and 2^-148 (or is flushed to 0), so the
//   product is one of them and twice it is 2^-148 or 2^-147: [-2^-147, 0] (0x80000004 … 0). Rounded to nearest
//   even, 1.5·2^-149 gives 2^-148, and the result is -2^-147: the answer of this association alone.
// Component 1 is 3·2^-75 - 2·3·2^-75·1 = -3·2^-75 (0x9ac00000) in both, every step exact.
const Case kReflectAssociation{.name = "reflect(vec2(0, 3·2^-75), vec2(2^-75, 1))",
                               .fn = ref::reflect,
                               .in = {"vec2(0.0, floatBits(0x1ac00000))", "vec2(floatBits(0x1a000000), 1.0)"},
                               .type = "vec2",
                               .kind = kInterval,
                               .reference = {0x80000003, 0x9AC00000},
                               .lo = {0x80000004, 0x9AC00000},
                               .hi = {0x00000000, 0x9AC00000},
                               .why = "I - (N·dot(N, I))·2"};

TEST(EquationForms, ReflectTakesEitherAssociationOfItsProduct) {
    check(kReflectAssociation);
    EXPECT_EQ(verdict(kReflectAssociation, "vec2(floatBits(0x80000003), floatBits(0x9ac00000))"), Verdict::Match);
    EXPECT_EQ(verdict(kReflectAssociation, "vec2(floatBits(0x80000004), floatBits(0x9ac00000))"),
              Verdict::Accepted);
    // -5·2^-149 is no form's answer.
    EXPECT_EQ(verdict(kReflectAssociation, "vec2(floatBits(0x80000005), floatBits(0x9ac00000))"),
              Verdict::Violation);
}

// refract(vec2(41/64, 1), vec2(1, 0), eta = 0x3fa6b2ca ≈ 1.3023312): dot(N, I) = 41/64 exactly, and so are
// dot·dot = 1681/4096 and m = 1 - dot·dot = 2415/4096. The exact k = 1 - eta²·m is -3.22·2^-24.
// - 1 - (eta·eta)·m: eta·eta rounds to 0x3fd918b5 or 0x3fd918b6, and either times m to 1 + 2^-23 (0x3f800001) or
//   1 + 2^-22: k is -2^-23 or -2^-22, below 0, and the result is exactly vec2(0).
// - 1 + ((m·eta)·(-eta)): m·eta rounds to 0x3f449213 or 0x3f449214; 0x3f449213 times eta lies between 1 and
//   1 + 2^-23 and may round to exactly 1: k is 0, -2^-23 or -2^-22. With k = 0 the result is
//   eta·I - (eta·dot + 0)·N: component 0 is eta·dot - eta·dot, each eta·dot rounded to 0x3f559512 or 0x3f559513
//   (2^-24 apart), so 0 or ±2^-24; component 1 is eta·1 - (…)·0 = eta.
// So component 0 lies in [-2^-24, 2^-24] and component 1 in [0, eta] (0 from k < 0).
const Case kRefractK{.name = "refract(vec2(41/64, 1), vec2(1, 0), 1.3023312)",
                     .fn = ref::refract,
                     .in = {"vec2(0.640625, 1.0)", "vec2(1.0, 0.0)", "floatBits(0x3fa6b2ca)"},
                     .type = "vec2",
                     .kind = kInterval,
                     .reference = {0x00000000, 0x00000000},
                     .lo = {0xB3800000, 0x00000000},
                     .hi = {0x33800000, 0x3FA6B2CA},
                     .why = "1.0 + ((1.0 - dot(N, I)·dot(N, I))·eta)·(-eta)"};

TEST(EquationForms, RefractTakesTheSecondFormOfK) {
    check(kRefractK);
    EXPECT_EQ(verdict(kRefractK, "vec2(0.0, 0.0)"), Verdict::Match);
    // k = 0 from the second form, every product rounded toward zero: the formula's vec2(0, eta).
    EXPECT_EQ(verdict(kRefractK, "vec2(0.0, floatBits(0x3fa6b2ca))"), Verdict::Accepted);
    // Above eta is no form's answer.
    EXPECT_EQ(verdict(kRefractK, "vec2(0.0, floatBits(0x3fa6b2cb))"), Verdict::Violation);
}

// mix(FLT_MAX, -FLT_MAX, FLT_MIN):
// - x·(1 - a) + y·a: 1 - 2^-126 is 1 or 1 - 2^-24; x times it is FLT_MAX or FLT_MAX - 2^104; y·a = -(4 - 2^-22)
//   exactly; the sum rounds to 0x7f7ffffd … FLT_MAX.
// - x + (y - x)·a (the conformance reference's second form of Mix): y - x = -2·FLT_MAX overflows, to -Inf or
//   -FLT_MAX; times 2^-126 gives -Inf or -(4 - 2^-22); FLT_MAX plus that is -Inf or rounds to 0x7f7ffffd … FLT_MAX.
// The bound is [-Inf, FLT_MAX]: the lerp form's -Inf is accepted, +Inf is no form's answer.
const Case kMixFltMax{.name = "mix(FLT_MAX, -FLT_MAX, FLT_MIN)",
                      .fn = ref::mix,
                      .in = {"floatBits(0x7f7fffff)", "floatBits(0xff7fffff)", "floatBits(0x00800000)"},
                      .type = "float",
                      .kind = kInterval,
                      .reference = {0x7F7FFFFF},
                      .lo = {0xFF800000},
                      .hi = {0x7F7FFFFF},
                      .why = "x + (y - x) * a"};

TEST(EquationForms, MixKeepsItsLerpForm) {
    check(kMixFltMax);
    EXPECT_EQ(verdict(kMixFltMax, "floatBits(0x7f7fffff)"), Verdict::Match);
    EXPECT_EQ(verdict(kMixFltMax, "floatBits(0xff800000)"), Verdict::Accepted);
    EXPECT_EQ(verdict(kMixFltMax, "floatBits(0x7f800000)"), Verdict::Violation);
}

}  // namespace
}  // namespace il::known_answer
