// CPU references for GLSL 4.60 §8.19 Shader Invocation Group Functions (anyInvocation, allInvocations,
// allInvocationsEqual) and their GL_ARB_shader_group_vote forms (anyInvocationARB, …), for a group of one active
// invocation: the catalog's shader calls them with one invocation active at a time, so the answer is determined by
// the invocation's own value.
#pragma once
#include "precision/rule.h"
#include "reference/choices.h"

namespace il::ref {

void anyInvocation(const Value* in, Expected* out);
void allInvocations(const Value* in, Expected* out);
void allInvocationsEqual(const Value* in, Expected* out);

extern const ChoiceLanes anyInvocation_choices, allInvocations_choices, allInvocationsEqual_choices;

}  // namespace il::ref
