// HLSL intrinsics that GLSL lacks, run through a GLSL emulation kept in shaders/.
#include "catalog/catalog.h"
#include "reference/hlsl.h"

namespace il {

void add_hlsl_rows(std::vector<Overload>& rows) {
    const Type uvec2 = vec_of(Scalar::Uint, 2), uvec4 = vec_of(Scalar::Uint, 4);
    // The emulation needs uint and bitwise operators: GLSL 1.30 (§4.1.3, §5.9).
    Overload o{"msad4", uvec4, {{"reference", kUint}, {"source", uvec2}, {"accum", uvec4}},
               "msad4({0}, {1}, {2})", "msad4.glsl", "", 130, {}, ref::msad4_choices.reference, "hlsl",
               "HLSL Shader Model 5 intrinsic",
               "accum + masked sums of |byte differences| for four byte alignments of source against reference"};
    o.choices = &ref::msad4_choices;  // the definition gives the bulk judge too
    rows.push_back(std::move(o));
}

}  // namespace il
