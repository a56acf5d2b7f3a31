// Known answers for GLSL 4.60 §8.19's shader invocation group functions with one active invocation (how the
// catalog's shader calls them): anyInvocation(v) = v, allInvocations(v) = v, allInvocationsEqual(v) = true.
#include "known_answer.h"
#include "reference/group_vote.h"

namespace il::known_answer {
namespace {

class GroupVote : public testing::TestWithParam<Case> {};
TEST_P(GroupVote, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    OneActiveInvocation, GroupVote,
    testing::Values(
        Case{.name = "any true", .fn = ref::anyInvocation, .in = {"true"}, .type = "bool", .reference = {1},
             .why = "not affected by any invocation not calling the function"},
        Case{.name = "any false", .fn = ref::anyInvocation, .in = {"false"}, .type = "bool", .reference = {0},
             .why = "at least one active invocation"},
        Case{.name = "all true", .fn = ref::allInvocations, .in = {"true"}, .type = "bool", .reference = {1}},
        Case{.name = "all false", .fn = ref::allInvocations, .in = {"false"}, .type = "bool", .reference = {0},
             .why = "for all active invocations"},
        // One value is equal to itself, whichever it is.
        Case{.name = "equal false", .fn = ref::allInvocationsEqual, .in = {"false"}, .type = "bool",
             .reference = {1}, .why = "the same for all active invocations"},
        Case{.name = "equal true", .fn = ref::allInvocationsEqual, .in = {"true"}, .type = "bool",
             .reference = {1}}));

}  // namespace
}  // namespace il::known_answer
