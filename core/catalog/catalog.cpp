#include "catalog/catalog.h"

#include <set>
#include <stdexcept>

namespace il {

std::vector<Type> gen_types(Scalar s) { return {Type{s}, vec_of(s, 2), vec_of(s, 3), vec_of(s, 4)}; }

Catalog::Catalog(std::vector<Overload> rows) : rows_(std::move(rows)) {
    std::set<std::string> seen;
    for (const Overload& o : rows_) {
        // GLSL 4.50 §6.1: a signature is the name and the parameter types; parameter names don't count.
        std::string signature = o.function + "(";
        for (const Param& p : o.params) signature += (p.is_out ? "out " : "") + type_name(p.type) + ",";
        if (!seen.insert(signature).second)
            throw std::logic_error("catalog: duplicate row '" + o.declaration() + "'");
        if (!o.reference) throw std::logic_error("catalog: row '" + o.declaration() + "' has no CPU reference");
    }
}

const Catalog& Catalog::get() {
    static const Catalog catalog = [] {
        std::vector<Overload> rows;
        add_trig_rows(rows);         // §8.1
        add_exponential_rows(rows);  // §8.2
        add_common_rows(rows);       // §8.3
        add_packing_rows(rows);      // §8.4
        add_geometric_rows(rows);    // §8.5
        add_matrix_rows(rows);       // §8.6
        add_relational_rows(rows);   // §8.7
        add_integer_rows(rows);
        add_atomic_rows(rows);       // §8.11
        add_group_vote_rows(rows);   // §8.19 (GLSL 4.60)
        add_operator_rows(rows);     // §5: operators and conversion constructors
        add_hlsl_rows(rows);
        add_extension_rows(rows);  // extension built-ins (GL_AMD_shader_trinary_minmax, GL_ARB_gpu_shader_int64)
        return Catalog(std::move(rows));
    }();
    return catalog;
}

std::vector<const Overload*> Catalog::overloads_of(std::string_view function) const {
    std::vector<const Overload*> v;
    for (const Overload& o : rows_)
        if (o.function == function) v.push_back(&o);
    return v;
}

const Overload* Catalog::by_declaration(std::string_view declaration) const {
    for (const Overload& o : rows_)
        if (o.declaration() == declaration) return &o;
    return nullptr;
}

std::vector<std::string> Catalog::functions() const {
    std::vector<std::string> names;
    std::set<std::string> seen;
    for (const Overload& o : rows_)
        if (seen.insert(o.function).second) names.push_back(o.function);
    return names;
}

}  // namespace il
