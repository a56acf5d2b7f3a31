// What the rows_*.cpp tables share: a row from its parts, with the GLSL call written from the parameter list.
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "catalog/overload.h"
#include "precision/lanes.h"
#include "reference/choices.h"

namespace il::rows {

inline const std::vector<std::string> kCore{};
inline const std::vector<std::string> kFp64{"GL_ARB_gpu_shader_fp64"};
inline const std::vector<std::string> kGpuShader5{"GL_ARB_gpu_shader5"};

// "name({0}, {1}, {out0})": in parameters numbered {0}, {1}, …, out parameters {out0}, {out1}, …, in declaration
// order (the template shadergen substitutes).
inline std::string call_of(const std::string& name, const std::vector<Param>& params) {
    std::string s = name + "(";
    int in = 0, out = 0;
    for (size_t k = 0; k < params.size(); ++k) {
        const std::string slot = params[k].is_out ? "out" + std::to_string(out++) : std::to_string(in++);
        s += (k ? ", {" : "{") + slot + "}";
    }
    return s + ")";
}

// Where a row comes from: its spec chapter and section, e.g. {"common", "GLSL 4.50 §8.3"}.
struct Chapter {
    const char* chapter;
    const char* section;
};

// What a row is defined by: a definition lane by lane (which gives the reference and the bulk judge), or a
// reference function alone.
struct Definition {
    ReferenceFn reference = nullptr;
    const Lanes* lanes = nullptr;
    const ref::ChoiceLanes* choices = nullptr;
    Definition(ReferenceFn f) : reference(f) {}
    Definition(const Lanes& d) : reference(d.reference), lanes(&d) {}
    Definition(const ref::ChoiceLanes& d) : reference(d.reference), choices(&d) {}
};

inline Overload row(const Chapter& where, const std::string& function, std::optional<Type> ret,
                    std::vector<Param> params, const std::string& refpage_row,
                    const std::vector<std::string>& extensions, const Definition& def, const std::string& summary) {
    std::string call = call_of(function, params);
    Overload o{function, ret, std::move(params), std::move(call), "", refpage_row, 0, extensions, def.reference,
               where.chapter, where.section, summary};
    o.lanes = def.lanes;
    o.choices = def.choices;
    return o;
}

}  // namespace il::rows
