// Built-ins that GLSL extensions add, one table per extension (GL_AMD_shader_trinary_minmax,
// GL_ARB_gpu_shader_int64); each row is available with its extension alone
// (no reference-page row, no core version).
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/half_float.h"
#include "reference/int64.h"
#include "reference/trinary_minmax.h"

namespace il {

static void add_int64_rows(std::vector<Overload>& rows);
static void add_half_rows(std::vector<Overload>& rows);

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
    add_int64_rows(rows);
    add_half_rows(rows);
}

// GL_ARB_gpu_shader_int64: its additions to §8.3 for genI64Type and genU64Type (with the scalar forms of min, max
// and clamp's bounds) and the double bit casts, and to §8.4 the 2x32 packs.
static void add_int64_rows(std::vector<Overload>& rows) {
    const std::vector<std::string> ext{"GL_ARB_gpu_shader_int64"};
    const rows::Chapter common{"extensions", "GL_ARB_gpu_shader_int64 §8.3"};
    const rows::Chapter pack{"extensions", "GL_ARB_gpu_shader_int64 §8.4"};
    for (Type t : gen_types(Scalar::Int64)) {
        rows.push_back(rows::row(common, "abs", t, {{"x", t}}, "", ext, ref::abs64_choices,
                                 "x if x >= 0, else -x (abs(INT64_MIN) wraps to INT64_MIN)"));
        rows.push_back(rows::row(common, "sign", t, {{"x", t}}, "", ext, ref::sign64_choices,
                                 "1 if x > 0, 0 if x = 0, -1 if x < 0"));
    }
    for (Scalar s : {Scalar::Int64, Scalar::Uint64})
        for (Type t : gen_types(s)) {
            const Type one{s};
            std::vector<Type> second{t};
            if (t != one) second.push_back(one);  // min(i64vec3, int64_t): the scalar for every component
            for (Type y : second) {
                rows.push_back(rows::row(common, "min", t, {{"x", t}, {"y", y}}, "", ext, ref::min64_choices,
                                         "y if y < x, else x"));
                rows.push_back(rows::row(common, "max", t, {{"x", t}, {"y", y}}, "", ext, ref::max64_choices,
                                         "y if x < y, else x"));
                rows.push_back(rows::row(common, "clamp", t, {{"x", t}, {"minVal", y}, {"maxVal", y}}, "", ext,
                                         ref::clamp64_choices, "min(max(x, minVal), maxVal)"));
            }
            rows.push_back(rows::row(common, "mix", t, {{"x", t}, {"y", t}, {"a", t.with_scalar(Scalar::Bool)}}, "",
                                     ext, ref::mix64_choices, "y where a is true, x where it is false"));
        }
    for (Type d : gen_types(Scalar::Double)) {
        const Type i = d.with_scalar(Scalar::Int64), u = d.with_scalar(Scalar::Uint64);
        rows.push_back(rows::row(common, "doubleBitsToInt64", i, {{"value", d}}, "", ext,
                                 ref::doubleBitsToInt64_choices, "the encoding of a double as an int64_t"));
        rows.push_back(rows::row(common, "doubleBitsToUint64", u, {{"value", d}}, "", ext,
                                 ref::doubleBitsToUint64_choices, "the encoding of a double as a uint64_t"));
        rows.push_back(rows::row(common, "int64BitsToDouble", d, {{"value", i}}, "", ext,
                                 ref::int64BitsToDouble_choices, "the double whose encoding is value"));
        rows.push_back(rows::row(common, "uint64BitsToDouble", d, {{"value", u}}, "", ext,
                                 ref::uint64BitsToDouble_choices, "the double whose encoding is value"));
    }
    const Type ivec2 = vec_of(Scalar::Int, 2), uvec2 = vec_of(Scalar::Uint, 2);
    rows.push_back(rows::row(pack, "packInt2x32", kInt64, {{"v", ivec2}}, "", ext, ref::packInt2x32_choices,
                             "v.x in the 32 least significant bits, v.y in the 32 most"));
    rows.push_back(rows::row(pack, "packUint2x32", kUint64, {{"v", uvec2}}, "", ext, ref::packUint2x32_choices,
                             "v.x in the 32 least significant bits, v.y in the 32 most"));
    rows.push_back(rows::row(pack, "unpackInt2x32", ivec2, {{"v", kInt64}}, "", ext, ref::unpackInt2x32_choices,
                             "the 32 least significant bits of v, then the 32 most"));
    rows.push_back(rows::row(pack, "unpackUint2x32", uvec2, {{"v", kUint64}}, "", ext, ref::unpackUint2x32_choices,
                             "the 32 least significant bits of v, then the 32 most"));
}

// GL_NV_gpu_shader5's half-precision built-ins: §8.3's packFloat2x16 and unpackFloat2x16, and §8.7's comparisons on
// f16vec2-4 from rows_relational.cpp's lists (its operators and conversions are in rows_operators.cpp).
static void add_half_rows(std::vector<Overload>& rows) {
    const std::vector<std::string> ext{"GL_NV_gpu_shader5"};
    const rows::Chapter pack{"extensions", "GL_NV_gpu_shader5 §8.3"};
    const Type f16vec2 = vec_of(Scalar::Half, 2);
    rows.push_back(rows::row(pack, "packFloat2x16", kUint, {{"v", f16vec2}}, "", ext, ref::packFloat2x16_choices,
                             "v's two halves' bits, v.x in the 16 least significant bits"));
    rows.push_back(rows::row(pack, "unpackFloat2x16", f16vec2, {{"v", kUint}}, "", ext, ref::unpackFloat2x16_choices,
                             "the halves whose bits are v's 16 least and 16 most significant bits"));
    add_half_relational_rows(rows);
}

}  // namespace il
