// Known answers for GLSL 4.50 §8.8 uaddCarry and usubBorrow, every genUType width.
#include <gtest/gtest.h>

#include <vector>

#include "reference/integer.h"
#include "value/literal.h"

namespace il {
namespace {

Value lit(const char* text) {
    ParseResult r = parse_literal(text);
    EXPECT_TRUE(r) << text << ": " << r.error.message;
    return r.value.value_or(Value{});
}

std::vector<uint32_t> components(const Value& v) {
    std::vector<uint32_t> c;
    for (int i = 0; i < v.size(); ++i) c.push_back(v.u(i));
    return c;
}

struct Row {
    const char* x;
    const char* y;
    std::vector<uint32_t> result, flag;  // return value, then carry or borrow
};

void run(void (*fn)(const Value*, Expected*), const Row& row) {
    const Value in[2] = {lit(row.x), lit(row.y)};
    Expected out[2] = {{"return", {}, {}}, {"flag", {}, {}}};
    fn(in, out);
    EXPECT_EQ(out[0].reference.type, in[0].type);
    EXPECT_EQ(out[1].reference.type, in[0].type);
    EXPECT_EQ(components(out[0].reference), row.result);
    EXPECT_EQ(components(out[1].reference), row.flag);
    EXPECT_EQ(out[0].rule.kind, RuleKind::Exact);
    EXPECT_EQ(out[1].rule.kind, RuleKind::Exact);
    EXPECT_NE(out[0].rule.why.find("GLSL 4.50 §8.8"), std::string::npos);
}

class UaddCarry : public testing::TestWithParam<Row> {};
TEST_P(UaddCarry, KnownAnswer) { run(ref::uaddCarry, GetParam()); }
INSTANTIATE_TEST_SUITE_P(
    Widths, UaddCarry,
    testing::Values(Row{"1u", "1u", {2}, {0}},
                    Row{"0xFFFFFFFFu", "1u", {0}, {1}},                 // 2^32 wraps to 0
                    Row{"0x80000000u", "0x80000000u", {0}, {1}},
                    Row{"0xFFFFFFFFu", "0xFFFFFFFFu", {0xFFFFFFFE}, {1}},  // 2^33 - 2
                    Row{"0xFFFFFFFFu", "0u", {0xFFFFFFFF}, {0}},
                    Row{"uvec2(0x7FFFFFFFu, 0xFFFFFFF0u)", "uvec2(1u, 0x20u)", {0x80000000, 0x10}, {0, 1}},
                    Row{"uvec3(0u, 1u, 0x80000000u)", "uvec3(0u, 0xFFFFFFFFu, 0x7FFFFFFFu)", {0, 0, 0xFFFFFFFF},
                        {0, 1, 0}},
                    Row{"uvec4(0u, 1u, 0x80000000u, 0xFFFFFFFFu)",
                        "uvec4(0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu)",
                        {0xFFFFFFFF, 0, 0x7FFFFFFF, 0xFFFFFFFE}, {0, 1, 1, 1}}));

class UsubBorrow : public testing::TestWithParam<Row> {};
TEST_P(UsubBorrow, KnownAnswer) { run(ref::usubBorrow, GetParam()); }
INSTANTIATE_TEST_SUITE_P(
    Widths, UsubBorrow,
    testing::Values(Row{"0x80000000u", "0xFFFFFFFFu", {0x80000001}, {1}},  // 2^32 + 2^31 - (2^32 - 1)
                    Row{"0u", "1u", {0xFFFFFFFF}, {1}},
                    Row{"5u", "5u", {0}, {0}},                                 // x >= y: no borrow
                    Row{"0xFFFFFFFFu", "0u", {0xFFFFFFFF}, {0}},
                    Row{"1u", "0x80000000u", {0x80000001}, {1}},
                    Row{"uvec2(0u, 0x80000000u)", "uvec2(0x80000000u, 1u)", {0x80000000, 0x7FFFFFFF}, {1, 0}},
                    Row{"uvec3(3u, 2u, 1u)", "uvec3(1u, 2u, 3u)", {2, 0, 0xFFFFFFFE}, {0, 0, 1}},
                    Row{"uvec4(0u, 1u, 0x80000000u, 0xFFFFFFFFu)",
                        "uvec4(0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu)",
                        {1, 2, 0x80000001, 0}, {1, 1, 1, 0}}));

}  // namespace
}  // namespace il
