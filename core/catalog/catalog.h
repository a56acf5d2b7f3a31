// The catalog: every intrinsic overload the tool knows, one row each, checked for duplicates at load.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "catalog/overload.h"

namespace il {

class Catalog {
public:
    static const Catalog& get();
    explicit Catalog(std::vector<Overload> rows);  // throws std::logic_error on a duplicate row

    const std::vector<Overload>& rows() const { return rows_; }
    std::vector<const Overload*> overloads_of(std::string_view function) const;
    const Overload* by_declaration(std::string_view declaration) const;
    std::vector<std::string> functions() const;  // distinct names, in catalog order

private:
    std::vector<Overload> rows_;
};

// Row tables, one per spec chapter (catalog/rows_*.cpp).
void add_integer_rows(std::vector<Overload>& rows);
void add_packing_rows(std::vector<Overload>& rows);
void add_common_rows(std::vector<Overload>& rows);
void add_hlsl_rows(std::vector<Overload>& rows);
void add_extension_rows(std::vector<Overload>& rows);
void add_trig_rows(std::vector<Overload>& rows);
void add_exponential_rows(std::vector<Overload>& rows);
void add_geometric_rows(std::vector<Overload>& rows);
void add_matrix_rows(std::vector<Overload>& rows);
void add_relational_rows(std::vector<Overload>& rows);
void add_half_relational_rows(std::vector<Overload>& rows);  // GL_NV_gpu_shader5 §8.7 on f16vec2-4
void add_atomic_rows(std::vector<Overload>& rows);
void add_group_vote_rows(std::vector<Overload>& rows);  // GLSL 4.60 §8.19 and GL_ARB_shader_group_vote
void add_operator_rows(std::vector<Overload>& rows);  // §5: operators and conversion constructors

// genType families: the scalar and vec2..vec4 of `s`.
std::vector<Type> gen_types(Scalar s);

}  // namespace il
