// Built-ins that GLSL extensions add, one table per extension; each row is available with its extension alone
// (no reference-page row, no core version).
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/trinary_minmax.h"

namespace il {

void add_extension_rows(std::vector<Overload>& rows) {
    // GL_AMD_shader_trinary_minmax: genType, genIType and genUType (the extension's additions to §8.3).
    const rows::Chapter where{"extensions", "GL_AMD_shader_trinary_minmax"};
    const std::vector<std::string> ext{"GL_AMD_shader_trinary_minmax"};
    struct Trinary {
        const char* name;
        const ref::ChoiceLanes& definition;
        const char* summary;
    };
    const Trinary trinary[] = {{"min3", ref::min3_choices, "the minimum of x, y and z"},
                               {"max3", ref::max3_choices, "the maximum of x, y and z"},
                               {"mid3", ref::mid3_choices, "the median of x, y and z"}};
    for (const Trinary& f : trinary)
        for (Scalar s : {Scalar::Float, Scalar::Int, Scalar::Uint})
            for (Type t : gen_types(s))
                rows.push_back(rows::row(where, f.name, t, {{"x", t}, {"y", t}, {"z", t}}, "", ext, f.definition,
                                         f.summary));
}

}  // namespace il
