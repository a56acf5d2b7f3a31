// The judge: verdicts per component from the rule kinds, with hand-made bit patterns.
#include <gtest/gtest.h>

#include "catalog/catalog.h"
#include "engine/evaluate.h"
#include "precision/judge.h"
#include "vectors/generators.h"

namespace il {
namespace {

Value f1(uint32_t bits) {
    Value v = make_value(kFloat);
    v.bits[0] = bits;
    return v;
}

Expected expect(Value ref, Rule r) { return Expected{"return", ref, std::move(r)}; }

TEST(Judge, ExactMatchAndViolation) {
    Expected e = expect(f1(0x3f800000), exact_rule("test"));
    EXPECT_EQ(judge(e, f1(0x3f800000)).verdict, Verdict::Match);
    OutputJudgement j = judge(e, f1(0x3f800001));
    EXPECT_EQ(j.verdict, Verdict::Violation);
    EXPECT_EQ(j.components[0].xor_bits, 1u);
    EXPECT_EQ(*j.components[0].ulp, 1u);
}

TEST(Judge, UlpBoundIsInclusiveOfFractions) {
    Expected e = expect(f1(0x3f800000), ulp_rule(2.5, "a/b 2.5 ULP"));
    EXPECT_EQ(judge(e, f1(0x3f800002)).verdict, Verdict::Accepted);
    EXPECT_EQ(judge(e, f1(0x3f7ffffe)).verdict, Verdict::Accepted);  // 2 ULP below, across the exponent step
    EXPECT_EQ(judge(e, f1(0x3f800003)).verdict, Verdict::Violation);
}

TEST(Judge, UlpDistanceCrossesZero) {
    Expected e = expect(f1(0x00000001), ulp_rule(2, "x"));
    EXPECT_EQ(judge(e, f1(0x80000001)).verdict, Verdict::Accepted);  // +denorm_min to -denorm_min: 2 ULP
    EXPECT_EQ(*judge(e, f1(0x80000000)).components[0].ulp, 1u);
}

TEST(Judge, UlpDistanceAcrossTheWholeDoubleRange) {
    // -DBL_MAX to +DBL_MAX: 2 * 0x7fefffffffffffff steps, more than INT64_MAX.
    Value lo = make_value(kDouble), hi = make_value(kDouble);
    lo.bits[0] = 0xffefffffffffffffull;
    hi.bits[0] = 0x7fefffffffffffffull;
    Expected e = expect(hi, ulp_rule(3, "x"));
    EXPECT_EQ(*judge(e, lo).components[0].ulp, 0xffdffffffffffffeull);
    EXPECT_EQ(judge(e, lo).verdict, Verdict::Violation);
}

TEST(Judge, AnyOfNamesTheAlternative) {
    Rule r;
    r.kind = RuleKind::AnyOf;
    r.alternatives = {f1(0x3a000400), f1(0x3a000000)};
    r.labels = {"fused", "unfused"};
    Expected e = expect(f1(0x3a000400), r);
    OutputJudgement m = judge(e, f1(0x3a000400));
    EXPECT_EQ(m.verdict, Verdict::Match);
    EXPECT_EQ(m.components[0].reason, "any-of: fused");
    OutputJudgement a = judge(e, f1(0x3a000000));
    EXPECT_EQ(a.verdict, Verdict::Accepted);
    EXPECT_EQ(a.components[0].reason, "any-of: unfused");
    EXPECT_EQ(judge(e, f1(0x3a000200)).verdict, Verdict::Violation);
}

TEST(Judge, NanPayloadIsNotSpecified) {
    Expected e = expect(f1(0x7fc00000), exact_rule("x"));
    EXPECT_EQ(judge(e, f1(0xffc00001)).verdict, Verdict::Accepted);
    EXPECT_FALSE(judge(e, f1(0xffc00001)).components[0].ulp.has_value());
    EXPECT_EQ(judge(e, f1(0x7f800000)).verdict, Verdict::Violation);
}

TEST(Judge, DenormalFlushOnlyWhereTheRuleAllowsIt) {
    Rule r = exact_rule("x");
    Expected strict = expect(f1(0x00000010), r);
    EXPECT_EQ(judge(strict, f1(0x00000000)).verdict, Verdict::Violation);
    r.denormal_flush = true;
    Expected lax = expect(f1(0x00000010), r);
    EXPECT_EQ(judge(lax, f1(0x00000000)).verdict, Verdict::Accepted);
    EXPECT_EQ(judge(lax, f1(0x80000000)).verdict, Verdict::Accepted);
    Expected normal = expect(f1(0x00800000), r);  // FLT_MIN is normal: no flush allowed
    EXPECT_EQ(judge(normal, f1(0x00000000)).verdict, Verdict::Violation);
}

TEST(Judge, UndefinedComponentsAndWorstVerdict) {
    Value ref = make_value(vec_of(Scalar::Uint, 2));
    ref.set_u(0, 5);
    ref.set_u(1, 70000);
    Rule r = exact_rule("x");
    r.undefined_components = 0b10;
    Value gpu = ref;
    gpu.set_u(1, 4464);
    OutputJudgement j = judge(Expected{"return", ref, r}, gpu);
    EXPECT_EQ(j.components[0].verdict, Verdict::Match);
    EXPECT_EQ(j.components[1].verdict, Verdict::Undefined);
    EXPECT_EQ(j.verdict, Verdict::Undefined);
    gpu.set_u(0, 6);
    EXPECT_EQ(judge(Expected{"return", ref, r}, gpu).verdict, Verdict::Violation);
}

TEST(Judge, IntervalIsInclusive) {
    Rule r;
    r.kind = RuleKind::Interval;
    r.lo = f1(0x3f800000);
    r.hi = f1(0x3f800004);
    Expected e = expect(f1(0x3f800002), r);
    EXPECT_EQ(judge(e, f1(0x3f800004)).verdict, Verdict::Accepted);
    EXPECT_EQ(judge(e, f1(0x3f800005)).verdict, Verdict::Violation);
}

TEST(Verdicts, NamesRoundTripAndOrder) {
    for (Verdict v : {Verdict::Match, Verdict::Accepted, Verdict::Violation, Verdict::Undefined, Verdict::Unavailable,
                      Verdict::CompilerAcceptedUnavailable}) {
        Verdict back;
        ASSERT_TRUE(parse_verdict(verdict_name(v), back));
        EXPECT_EQ(back, v);
    }
    EXPECT_EQ(worse(Verdict::Match, Verdict::Accepted), Verdict::Accepted);
    EXPECT_EQ(worse(Verdict::Undefined, Verdict::Violation), Verdict::Violation);
    EXPECT_EQ(worse(Verdict::Accepted, Verdict::Undefined), Verdict::Undefined);
}

}  // namespace
}  // namespace il

namespace il {
namespace {

// output_verdict() is the batch engine's text-free judge: over every catalog row, with GPU answers that match,
// miss by a few ULP, flip the sign, read zero or NaN, it gives judge()'s verdict.
TEST(Judge, OutputVerdictAgreesWithJudgeOverTheCatalog) {
    RandomInputs random(11);
    size_t checked = 0;
    for (const Overload& o : Catalog::get().rows()) {
        for (int n = 0; n < 24; ++n) {
            std::vector<Value> in = random.next(o);
            std::vector<Expected> expected = reference_for(o, in, 450);
            for (const Expected& e : expected) {
                std::vector<Value> answers{e.reference};
                for (uint64_t delta : {1ull, 3ull, 0x80000000ull, 0x8000000000000000ull, 0x7fc00000ull}) {
                    Value g = e.reference;
                    const uint64_t mask = g.type.component_bits() == 64 ? ~0ull : 0xffffffffull;
                    for (int i = 0; i < g.size(); ++i) g.bits[i] = (g.bits[i] ^ delta) & mask;
                    answers.push_back(g);
                }
                for (const Value& alt : e.rule.alternatives) answers.push_back(alt);
                for (const Value& g : answers) {
                    uint64_t max_ulp = 0;
                    ASSERT_EQ(output_verdict(e, g, &max_ulp), judge(e, g).verdict) << o.declaration();
                    ++checked;
                }
            }
        }
    }
    EXPECT_GT(checked, 50000u);
}

TEST(SpecTextTest, StaticTextIsNotCopiedAndComposedTextIsOwned) {
    static constexpr const char* kWhy = "GLSL 4.50 §8.8 usubBorrow";
    SpecText s(kWhy);
    EXPECT_EQ(s.view().data(), kWhy);
    EXPECT_EQ(s.find("§8.8"), std::string_view(kWhy).find("§8.8"));
    std::string composed = std::string(kWhy) + "; borrow";
    SpecText o(composed);
    composed.clear();  // the rule keeps its own copy
    EXPECT_EQ(o.str(), "GLSL 4.50 §8.8 usubBorrow; borrow");
    s += "; more";
    EXPECT_EQ(s.str(), "GLSL 4.50 §8.8 usubBorrow; more");
    EXPECT_TRUE(SpecText().empty());
}

}  // namespace
}  // namespace il
