// GLSL 4.60 §8.19 Shader Invocation Group Functions (in core from #version 460; no reference-page row) and the same
// functions as GL_ARB_shader_group_vote names them (anyInvocationARB, …; with the extension alone). Each is called
// with one invocation of the group active at a time (Overload::one_active_invocation), which settles its answer
// (reference/group_vote.cpp).
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/group_vote.h"

namespace il {

void add_group_vote_rows(std::vector<Overload>& rows) {
    const rows::Chapter core{"shader-invocation-group", "GLSL 4.60 §8.19"};
    const rows::Chapter arb{"extensions", "GL_ARB_shader_group_vote"};
    const std::vector<std::string> ext{"GL_ARB_shader_group_vote"};
    struct Vote {
        const char* name;
        const ref::ChoiceLanes& definition;
        const char* summary;
    };
    const Vote votes[] = {
        {"anyInvocation", ref::anyInvocation_choices, "true if value is true for at least one active invocation"},
        {"allInvocations", ref::allInvocations_choices, "true if value is true for all active invocations"},
        {"allInvocationsEqual", ref::allInvocationsEqual_choices, "true if value is the same for all active invocations"},
    };
    for (const Vote& v : votes) {
        Overload o = rows::row(core, v.name, kBool, {{"value", kBool}}, "", rows::kCore, v.definition,
                               std::string(v.summary) + " (called with one active invocation)");
        o.first_version = 460;
        o.one_active_invocation = true;
        rows.push_back(std::move(o));
    }
    for (const Vote& v : votes) {
        Overload a = rows::row(arb, std::string(v.name) + "ARB", kBool, {{"value", kBool}}, "", ext, v.definition,
                               std::string(v.summary) + " (called with one active invocation)");
        a.one_active_invocation = true;
        rows.push_back(std::move(a));
    }
}

}  // namespace il
