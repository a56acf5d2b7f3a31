// GLSL 4.50 §8.3 Common Functions.
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/common.h"

namespace il {

namespace {

using rows::kCore;
using rows::kFp64;
using rows::kGpuShader5;
constexpr rows::Chapter kCommon{"common", "GLSL 4.50 §8.3"};

// The float and double families of §8.3: genType and genDType, with their reference-page row suffix.
struct Family {
    Scalar scalar;
    const char* suffix;  // "genType", as in the row label "floor (genType)"
    const std::vector<std::string>& extensions;
};
const Family kFloatFamilies[] = {{Scalar::Float, "genType", kCore}, {Scalar::Double, "genDType", kFp64}};
const Family kNumberFamilies[] = {{Scalar::Float, "genType", kCore},
                                  {Scalar::Double, "genDType", kFp64},
                                  {Scalar::Int, "genIType", kCore},
                                  {Scalar::Uint, "genUType", kCore}};

std::string label(const char* function, const Family& f) { return std::string(function) + " (" + f.suffix + ")"; }

void unary(std::vector<Overload>& rows, const char* name, const Family& f, const rows::Definition& fn,
           const char* summary) {
    for (Type t : gen_types(f.scalar))
        rows.push_back(rows::row(kCommon, name, t, {{"x", t}}, label(name, f), f.extensions, fn, summary));
}

// f(genType x, genType y) and f(genType x, float y); the scalar form for genType = float is the first one.
void binary(std::vector<Overload>& rows, const char* name, const char* y, const Family& f, const rows::Definition& fn,
            const char* summary) {
    for (Type t : gen_types(f.scalar)) {
        rows.push_back(rows::row(kCommon, name, t, {{"x", t}, {y, t}}, label(name, f), f.extensions, fn, summary));
        if (t.rows > 1)
            rows.push_back(rows::row(kCommon, name, t, {{"x", t}, {y, Type{f.scalar}}}, label(name, f), f.extensions,
                                     fn, summary));
    }
}

void add_rounding_rows(std::vector<Overload>& rows) {
    for (const Family& f : kFloatFamilies) {
        unary(rows, "floor", f, ref::floor_choices, "the nearest integer that is less than or equal to x");
        unary(rows, "trunc", f, ref::trunc_choices, "the nearest integer to x whose absolute value is not larger than |x|");
        unary(rows, "round", f, ref::round_choices, "the nearest integer to x; 0.5 rounds in a direction of the "
                                            "implementation's choosing");
        unary(rows, "roundEven", f, ref::roundEven_choices, "the nearest integer to x; 0.5 rounds to the nearest even integer");
        unary(rows, "ceil", f, ref::ceil_choices, "the nearest integer that is greater than or equal to x");
        unary(rows, "fract", f, ref::fract_lanes, "x - floor(x)");
        binary(rows, "mod", "y", f, ref::mod_lanes, "x - y * floor(x / y)");
        for (Type t : gen_types(f.scalar))
            rows.push_back(rows::row(kCommon, "modf", t, {{"x", t}, {"i", t, true}}, label("modf", f), f.extensions,
                                     ref::modf_choices,
                                     "the fractional part of x; i is set to the integer part; both have the sign "
                                     "of x"));
    }
}

void add_selection_rows(std::vector<Overload>& rows) {
    for (const Family& f : kNumberFamilies) {
        if (f.scalar != Scalar::Uint) {
            unary(rows, "abs", f, ref::abs_choices, "x if x >= 0, otherwise -x");
            unary(rows, "sign", f, ref::sign_choices, "1.0 if x > 0, 0.0 if x = 0, -1.0 if x < 0");
        }
        binary(rows, "min", "y", f, ref::min_choices, "y if y < x, otherwise x");
        binary(rows, "max", "y", f, ref::max_choices, "y if x < y, otherwise x");
        for (Type t : gen_types(f.scalar)) {
            const char* what = "min(max(x, minVal), maxVal); undefined if minVal > maxVal";
            rows.push_back(rows::row(kCommon, "clamp", t, {{"x", t}, {"minVal", t}, {"maxVal", t}}, label("clamp", f),
                                     f.extensions, ref::clamp_choices, what));
            if (t.rows > 1)
                rows.push_back(rows::row(kCommon, "clamp", t,
                                         {{"x", t}, {"minVal", Type{f.scalar}}, {"maxVal", Type{f.scalar}}},
                                         label("clamp", f), f.extensions, ref::clamp_choices, what));
        }
    }
}

// mix: the blend of x and y by a float a, and the selection by a Boolean a (its own rows on the reference pages
// for int, uint and bool, which GLSL 4.50 added).
void add_mix_rows(std::vector<Overload>& rows) {
    for (const Family& f : kFloatFamilies) {
        const std::string page = std::string("mix(") + f.suffix + ")";
        for (Type t : gen_types(f.scalar)) {
            const char* blend = "the linear blend of x and y: x * (1 - a) + y * a";
            rows.push_back(rows::row(kCommon, "mix", t, {{"x", t}, {"y", t}, {"a", t}}, page, f.extensions, ref::mix_lanes,
                                     blend));
            if (t.rows > 1)
                rows.push_back(rows::row(kCommon, "mix", t, {{"x", t}, {"y", t}, {"a", Type{f.scalar}}}, page,
                                         f.extensions, ref::mix_lanes, blend));
            Overload select = rows::row(kCommon, "mix", t, {{"x", t}, {"y", t}, {"a", t.with_scalar(Scalar::Bool)}},
                                        page, f.extensions, ref::mix_select_choices,
                                        "per component, y where a is true and x where a is false");
            select.first_version = 130;  // GLSL 1.30 added the bool selector; the refpage row starts at 1.10
            rows.push_back(std::move(select));
        }
    }
    for (Scalar s : {Scalar::Int, Scalar::Uint, Scalar::Bool})
        for (Type t : gen_types(s))
            rows.push_back(rows::row(kCommon, "mix", t, {{"x", t}, {"y", t}, {"a", t.with_scalar(Scalar::Bool)}},
                                     "mix(genIType), mix(genUType), mix(genBType)", kCore, ref::mix_select_choices,
                                     "per component, y where a is true and x where a is false"));
}

void add_threshold_rows(std::vector<Overload>& rows) {
    for (const Family& f : kFloatFamilies)
        for (Type t : gen_types(f.scalar)) {
            const Type s{f.scalar};
            const char* step = "0.0 if x < edge, otherwise 1.0";
            const char* smooth = "0.0 if x <= edge0, 1.0 if x >= edge1, Hermite interpolation between; undefined if "
                                 "edge0 >= edge1";
            rows.push_back(rows::row(kCommon, "step", t, {{"edge", t}, {"x", t}}, label("step", f), f.extensions,
                                     ref::step_choices, step));
            rows.push_back(rows::row(kCommon, "smoothstep", t, {{"edge0", t}, {"edge1", t}, {"x", t}},
                                     label("smoothstep", f), f.extensions, ref::smoothstep_lanes, smooth));
            if (t.rows == 1) continue;
            rows.push_back(rows::row(kCommon, "step", t, {{"edge", s}, {"x", t}}, label("step", f), f.extensions,
                                     ref::step_choices, step));
            rows.push_back(rows::row(kCommon, "smoothstep", t, {{"edge0", s}, {"edge1", s}, {"x", t}},
                                     label("smoothstep", f), f.extensions, ref::smoothstep_lanes, smooth));
        }
}

void add_encoding_rows(std::vector<Overload>& rows) {
    for (const Family& f : kFloatFamilies)
        for (Type t : gen_types(f.scalar)) {
            const Type b = t.with_scalar(Scalar::Bool), i = t.with_scalar(Scalar::Int);
            rows.push_back(rows::row(kCommon, "isnan", b, {{"x", t}}, label("isnan", f), f.extensions, ref::isnan_choices,
                                     "true if x holds a NaN; always false if NaNs are not implemented"));
            rows.push_back(rows::row(kCommon, "isinf", b, {{"x", t}}, label("isinf", f), f.extensions, ref::isinf_choices,
                                     "true if x holds a positive or negative infinity"));
            const std::vector<std::string>& ext = f.scalar == Scalar::Float ? kGpuShader5 : kFp64;
            rows.push_back(rows::row(kCommon, "frexp", t, {{"x", t}, {"exp", i, true}}, label("frexp", f), ext,
                                     ref::frexp_choices,
                                     "the significand of x in [0.5, 1.0); exp is set to the exponent, x = significand * "
                                     "2^exp"));
            rows.push_back(rows::row(kCommon, "ldexp", t, {{"x", t}, {"exp", i}}, label("ldexp", f), ext,
                                     ref::ldexp_choices,
                                     "x * 2^exp; undefined if the product is too large for the type"));
        }
    // Core in GLSL 3.30; GL_ARB_gpu_shader5 brings them to 1.50.
    for (Type t : gen_types(Scalar::Float)) {
        const Type i = t.with_scalar(Scalar::Int), u = t.with_scalar(Scalar::Uint);
        rows.push_back(rows::row(kCommon, "floatBitsToInt", i, {{"value", t}}, "floatBitsToInt", kGpuShader5,
                                 ref::floatBitsToInt_choices, "the encoding of value as an int"));
        rows.push_back(rows::row(kCommon, "floatBitsToUint", u, {{"value", t}}, "floatBitsToUInt", kGpuShader5,
                                 ref::floatBitsToUint_choices, "the encoding of value as a uint"));
        rows.push_back(rows::row(kCommon, "intBitsToFloat", t, {{"value", i}}, "intBitsToFloat", kGpuShader5,
                                 ref::intBitsToFloat_choices, "the float whose encoding is the int value"));
        rows.push_back(rows::row(kCommon, "uintBitsToFloat", t, {{"value", u}}, "intBitsToFloat", kGpuShader5,
                                 ref::uintBitsToFloat_choices, "the float whose encoding is the uint value"));
    }
}

}  // namespace

void add_common_rows(std::vector<Overload>& rows) {
    for (Type t : gen_types(Scalar::Float))
        rows.push_back({"fma", t, {{"a", t}, {"b", t}, {"c", t}}, "fma({0}, {1}, {2})", "", "fma (genType)", 0,
                        {"GL_ARB_gpu_shader5"}, ref::fma, "common", "GLSL 4.50 §8.3",
                        "a * b + c, where possible as a fused multiply-add"});
    for (Type t : gen_types(Scalar::Double))
        rows.push_back({"fma", t, {{"a", t}, {"b", t}, {"c", t}}, "fma({0}, {1}, {2})", "", "fma (genDType)", 0,
                        {"GL_ARB_gpu_shader_fp64"}, ref::fma, "common", "GLSL 4.50 §8.3",
                        "a * b + c, where possible as a fused multiply-add"});
    add_selection_rows(rows);
    add_rounding_rows(rows);
    add_mix_rows(rows);
    add_threshold_rows(rows);
    add_encoding_rows(rows);
}

}  // namespace il
