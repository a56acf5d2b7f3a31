// GLSL 4.60 §8.19 Shader Invocation Group Functions, as GL_ARB_shader_group_vote defines them too. Their result
// depends on the other active invocations of the group, which the one-case-per-invocation model does not control;
// the text settles the answer when the calling invocation is the only active one: "In groups where some invocations
// do not execute the function call, the value returned by the function is not affected by any invocation not
// calling the function". The catalog's shader (shadergen.cpp, Overload::one_active_invocation) calls the function
// inside a loop over the work group's invocations, one invocation taking the branch per iteration, so each call has
// a group of one active invocation: anyInvocation(v) = v, allInvocations(v) = v, allInvocationsEqual(v) = true.
#include "reference/group_vote.h"

namespace il::ref {
namespace {

#define IL_ONE_ACTIVE_WHY                                                                                            \
    "; the shader calls it with this invocation the only active one, and GLSL 4.60 §8.19: In groups where some "      \
    "invocations do not execute the function call, the value returned by the function is not affected by any "       \
    "invocation not calling the function"
constexpr const char* kAnyWhy =
    "GLSL 4.60 §8.19 anyInvocation: Returns true if and only if value is true for at least one active invocation in "
    "the group" IL_ONE_ACTIVE_WHY;
constexpr const char* kAllWhy =
    "GLSL 4.60 §8.19 allInvocations: Returns true if and only if value is true for all active invocations in the "
    "group" IL_ONE_ACTIVE_WHY;
constexpr const char* kEqualWhy =
    "GLSL 4.60 §8.19 allInvocationsEqual: Returns true if value is the same for all active invocations in the "
    "group" IL_ONE_ACTIVE_WHY;

Type one_boolean(const Value*) { return kBool; }

// One active invocation: at least one and all of them hold value exactly when value does.
template <class C>
void anyInvocation_lane(const Value* in, int i, C& c) { c.reference().set_b(i, in[0].b(i)); }
template <class C>
void allInvocations_lane(const Value* in, int i, C& c) { c.reference().set_b(i, in[0].b(i)); }
// One value is the same as itself.
template <class C>
void allInvocationsEqual_lane(const Value*, int i, C& c) { c.reference().set_b(i, true); }

}  // namespace

IL_DEFINE_CHOICES(anyInvocation, 1, one_boolean, "value, the only active invocation's", kAnyWhy)
IL_DEFINE_CHOICES(allInvocations, 1, one_boolean, "value, the only active invocation's", kAllWhy)
IL_DEFINE_CHOICES(allInvocationsEqual, 1, one_boolean, "true: one active invocation", kEqualWhy)

}  // namespace il::ref
