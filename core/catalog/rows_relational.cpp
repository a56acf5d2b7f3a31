// GLSL 4.50 §8.7 Vector Relational Functions: vec (with dvec, from GL_ARB_gpu_shader_fp64), ivec, uvec and, for
// equal and notEqual, bvec; sizes 2 to 4; and GL_NV_gpu_shader5's f16vec (add_half_relational_rows).
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/relational.h"

namespace il {

namespace {

struct Comparison {
    const char* name;
    const ref::ChoiceLanes& fn;
    const char* summary;
};

// The reference-page row for one type: "lessThan (vec)", or "equal", whose page has a single row. The pages have
// no dvec or bvec row: dvec goes under (vec), the spec's placeholder for vec and dvec, and so does bvec, which
// notEqual has had since GLSL 1.10 like the vec form.
std::string page_row(const char* name, Scalar s) {
    if (std::string(name) == "equal") return name;
    const char* suffix = s == Scalar::Int ? " (ivec)" : s == Scalar::Uint ? " (uvec)" : " (vec)";
    return name + std::string(suffix);
}

const Comparison kOrdered[] = {{"lessThan", ref::lessThan_choices, "per component, x < y"},
                               {"lessThanEqual", ref::lessThanEqual_choices, "per component, x <= y"},
                               {"greaterThan", ref::greaterThan_choices, "per component, x > y"},
                               {"greaterThanEqual", ref::greaterThanEqual_choices, "per component, x >= y"}};
const Comparison kEquality[] = {{"equal", ref::equal_choices, "per component, x == y"},
                                {"notEqual", ref::notEqual_choices, "per component, x != y"}};

}  // namespace

void add_relational_rows(std::vector<Overload>& rows) {
    const rows::Chapter where{"relational", "GLSL 4.50 §8.7"};
    for (int n = 2; n <= 4; ++n) {
        const Type b = vec_of(Scalar::Bool, n);
        for (Scalar s : {Scalar::Float, Scalar::Double, Scalar::Int, Scalar::Uint}) {
            const Type t = vec_of(s, n);
            const std::vector<std::string>& ext = s == Scalar::Double ? rows::kFp64 : rows::kCore;
            for (const Comparison& c : kOrdered)
                rows.push_back(rows::row(where, c.name, b, {{"x", t}, {"y", t}}, page_row(c.name, s), ext, c.fn,
                                         c.summary));
            for (const Comparison& c : kEquality)
                rows.push_back(rows::row(where, c.name, b, {{"x", t}, {"y", t}}, page_row(c.name, s), ext, c.fn,
                                         c.summary));
        }
        for (const Comparison& c : kEquality)
            rows.push_back(rows::row(where, c.name, b, {{"x", b}, {"y", b}}, page_row(c.name, Scalar::Bool),
                                     rows::kCore, c.fn, c.summary));
        rows.push_back(rows::row(where, "any", kBool, {{"x", b}}, "any", rows::kCore, ref::any_choices,
                                 "true if any component of x is true"));
        rows.push_back(rows::row(where, "all", kBool, {{"x", b}}, "all", rows::kCore, ref::all_choices,
                                 "true only if all components of x are true"));
        rows.push_back(rows::row(where, "not", b, {{"x", b}}, "not", rows::kCore, ref::not__choices,
                                 "the component-wise logical complement of x"));
    }
}

// GL_NV_gpu_shader5 adds the comparisons on f16vec2-4: the same definitions, with the extension alone (called from
// add_extension_rows, among the extension's other rows).
void add_half_relational_rows(std::vector<Overload>& rows) {
    const rows::Chapter half{"extensions", "GL_NV_gpu_shader5 §8.7"};
    const std::vector<std::string> nv{"GL_NV_gpu_shader5"};
    for (int n = 2; n <= 4; ++n) {
        const Type b = vec_of(Scalar::Bool, n), t = vec_of(Scalar::Half, n);
        auto add = [&](const Comparison& c) {
            rows.push_back(rows::row(half, c.name, b, {{"x", t}, {"y", t}}, "", nv, c.fn, c.summary));
        };
        for (const Comparison& c : kOrdered) add(c);
        for (const Comparison& c : kEquality) add(c);
    }
}

}  // namespace il
