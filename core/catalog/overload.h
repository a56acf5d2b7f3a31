// One catalog row: an intrinsic overload with its types, GLSL call template, availability,
// CPU reference and acceptance rule (the Mesa nir_opcodes.py / piglit Signature pattern).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "precision/rule.h"
#include "value/value.h"

namespace il {

struct Lanes;  // precision/lanes.h
namespace ref {
struct ChoiceLanes;  // reference/choices.h
}

struct Param {
    std::string name;
    Type type;
    bool is_out = false;
};

struct Overload {
    std::string function;           // GLSL name ("usubBorrow"), or the HLSL name for emulations
    std::optional<Type> ret;        // nullopt for void
    std::vector<Param> params;
    // GLSL expression; {0}, {1}… are the in parameters, {out0}, {out1}… the out parameters.
    std::string call;
    std::string helper;             // shaders/ file with the GLSL emulation, if any ("msad4.glsl")
    std::string refpage_row;        // row label in the reference pages' Version Support table
    // The first usable #version where the refpage row has none (emulations) or starts too early for this
    // overload; 0 otherwise. The types an overload uses raise it further (availability.cpp).
    int first_version = 0;
    std::vector<std::string> extensions;  // extensions that bring the function to older versions
    ReferenceFn reference = nullptr;
    std::string chapter;            // "integer", "packing", "common", … , "hlsl"
    std::string section;            // "GLSL 4.50 §8.8"
    std::string summary;            // one line: what it computes, in the spec's words
    // The definition, for a built-in defined lane by lane (precision/lanes.h): reference is then lanes->reference,
    // and the batch engine judges its common cases in bulk from the same definition.
    const Lanes* lanes = nullptr;
    // The definition, for an exact built-in defined lane by lane as a set of allowed results
    // (reference/choices.h): reference is then choices->reference, and the bulk judge works from it too.
    const ref::ChoiceLanes* choices = nullptr;
    // A shader invocation group function (GLSL 4.60 §8.19 anyInvocation, …): the generated shader calls it with one
    // invocation active at a time, so the group's answer is the invocation's own (shadergen/shadergen.cpp).
    bool one_active_invocation = false;

    std::string declaration() const;  // "uint usubBorrow(uint x, uint y, out uint borrow)"
    // The function name as a file name can hold it: an operator's symbols spelled out ("operator/" ->
    // "operator_div", "operator<<" -> "operator_shl"); other names as they are.
    std::string file_name() const;
    std::vector<Param> inputs() const;
    std::vector<Param> outputs() const;  // return value named "return", then out parameters
    // True when the return value or a parameter is a float16_t or f16vecN (GL_NV_gpu_shader5).
    bool uses_half() const;
};

}  // namespace il
