// Known answers for GL_NV_shader_atomic_float's float atomicAdd and atomicExchange, worked by hand and held to the
// judge: which GPU bits each output accepts. The returned value is mem's original contents (a denormal mem may
// read as a zero, §4.7.1); the new contents of atomicAdd are mem + data as §4.7.1 judges a + b: correctly rounded
// with the rounding mode undefined (either neighbour of an inexact sum, the exact sum alone when it is a float),
// each denormal input flushed or kept, a denormal sum flushed to a zero of either sign.
#include <gtest/gtest.h>

#include <vector>

#include "precision/judge.h"
#include "reference/atomic.h"

namespace il {
namespace {

Value f(uint32_t bits) {
    Value v = make_value(kFloat);
    v.bits[0] = bits;
    return v;
}

struct Verdicts {
    ReferenceFn fn;
    uint32_t mem, data;
    int output;                    // 0: the returned original contents; 1: mem's new contents
    uint32_t reference;            // the reference's bits
    std::vector<uint32_t> match, accepted, violation;
};

void check(const Verdicts& c) {
    const std::vector<Value> in{f(c.mem), f(c.data)};
    std::vector<Expected> out(2);
    out[0].reference = make_value(kFloat);
    out[1].reference = make_value(kFloat);
    c.fn(in.data(), out.data());
    const Expected& e = out[static_cast<size_t>(c.output)];
    EXPECT_EQ(e.reference.bits[0], c.reference) << std::hex << c.mem << " " << c.data;
    auto verdict = [&](uint32_t gpu) { return judge(e, f(gpu)).verdict; };
    for (uint32_t g : c.match) EXPECT_EQ(verdict(g), Verdict::Match) << std::hex << g << ": " << e.rule.why;
    for (uint32_t g : c.accepted) EXPECT_EQ(verdict(g), Verdict::Accepted) << std::hex << g << ": " << e.rule.why;
    for (uint32_t g : c.violation) EXPECT_EQ(verdict(g), Verdict::Violation) << std::hex << g << ": " << e.rule.why;
}

constexpr uint32_t kOne = 0x3f800000, kTwoM24 = 0x33800000, kTwoM22 = 0x34800000, kMinDenorm = 0x00000001;

// atomicAdd(1.0, 2^-24): 1 + 2^-24 is the midpoint of 1.0 and 1.0000001 (1 + 2^-23). Ties to even gives 1.0, the
// reference; the other neighbour is accepted (the rounding mode is undefined, within 1 ULP); nothing else.
TEST(AtomicFloat, AddAtAMidpointAcceptsEitherNeighbour) {
    check({ref::atomicAddFloat, kOne, kTwoM24, 1, kOne, {kOne}, {0x3f800001}, {0x3f800002, 0x3f7fffff, 0x3f7ffffe}});
}

// The old value comes back exactly: 1.0, never its neighbours.
TEST(AtomicFloat, AddReturnsTheOriginal) {
    check({ref::atomicAddFloat, kOne, kTwoM24, 0, kOne, {kOne}, {}, {0x3f800001, 0x3f7fffff, 0}});
}

// 1 + 2^-22 is a float (0x3f800002): the exact sum only.
TEST(AtomicFloat, AnExactSumIsTheOnlyAnswer) {
    check({ref::atomicAddFloat, kOne, kTwoM22, 1, 0x3f800002, {0x3f800002}, {}, {0x3f800001, 0x3f800003}});
}

// 2^-149 + 2^-149 = 2^-148, a denormal: kept (match), one input flushed (2^-149), both flushed (+0), or the sum
// flushed to a zero of either sign; 3 * 2^-149 is a violation.
TEST(AtomicFloat, AddOfDenormals) {
    check({ref::atomicAddFloat, kMinDenorm, kMinDenorm, 1, 0x00000002, {0x00000002}, {0x00000001, 0x00000000,
          0x80000000}, {0x00000003, 0x00800000}});
}

// A denormal mem returned as read, or flushed to a zero of either sign.
TEST(AtomicFloat, ADenormalOriginalMayReadAsZero) {
    check({ref::atomicAddFloat, 0x80000001, kOne, 0, 0x80000001, {0x80000001}, {0x80000000, 0x00000000},
           {0x80000002, 0x00000001}});
}

// atomicExchange(5.0, -3.0): returns 5.0, stores -3.0, bit for bit; a denormal data may be stored as a zero.
TEST(AtomicFloat, ExchangeCopiesData) {
    check({ref::atomicExchangeFloat, 0x40a00000, 0xc0400000, 0, 0x40a00000, {0x40a00000}, {}, {0xc0400000}});
    check({ref::atomicExchangeFloat, 0x40a00000, 0xc0400000, 1, 0xc0400000, {0xc0400000}, {}, {0xc0400001, 0x40a00000}});
    check({ref::atomicExchangeFloat, kOne, 0x80000001, 1, 0x80000001, {0x80000001}, {0x80000000, 0x00000000},
           {0x80000002}});
}

// The rule names the extension and the sentence it defers to.
TEST(AtomicFloat, TheRuleSaysWhatItFollows) {
    const std::vector<Value> in{f(kOne), f(kTwoM24)};
    std::vector<Expected> out(2);
    ref::atomicAddFloat(in.data(), out.data());
    EXPECT_NE(out[1].rule.why.find("the extension is silent on rounding"), std::string::npos) << out[1].rule.why;
    EXPECT_NE(out[0].rule.why.find("return the original value read"), std::string::npos) << out[0].rule.why;
}

}  // namespace
}  // namespace il
