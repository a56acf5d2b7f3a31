// Version gating: does the compiler reject a function that the chosen #version lacks? One representative
// overload per catalog function, compiled for every GLSL version on the driver (and by glslang).
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "gpu/runner.h"
#include "report/glslang_check.h"

namespace il {

struct CompileVerdict {
    bool expected = false;           // availability(): the reference pages' table (or the extension) has it
    bool compiled = false;           // the driver compiled (and, for compute, linked) the shader of driver_stage
    // "compute": the generated compute shader; "vertex": function_probe_shader, where the driver rejects the
    // compute control shader at this #version but compiles a vertex shader (NVIDIA below 1.50).
    std::string driver_stage = "compute";
    std::string driver_error;        // the driver log's first error line
    GlslangResult glslang_function;  // glslang on function_probe_shader (vertex stage)
    GlslangResult glslang_compute;   // glslang on the generated compute shader itself
    // "ok", "compiler-accepted-unavailable", "rejected-available"; "untestable" where the driver rejects the
    // control shaders of both stages at this #version too, so the function's own verdict cannot be told apart.
    std::string verdict;
};

// The generated compute shader around a plain copy (no built-in call) at one #version: where the driver rejects
// it (NVIDIA below 1.50: layout qualifiers on `in`), a rejected function says nothing about the function, and
// gating falls back to a vertex shader (function_probe_shader), if the driver compiles that stage's control.
struct VersionControl {
    int glsl = 0;
    bool compiled = false;
    std::string driver_error;
    bool vertex_compiled = false;  // the vertex-stage control, tried only where the compute one failed
    std::string vertex_error;
};

struct GatingCell : CompileVerdict {
    int glsl = 0;
    std::string source;  // availability().source
    // Where the version alone lacks the function: the same compile with each of the row's extensions.
    std::vector<std::pair<std::string, CompileVerdict>> with_extensions;
};

struct GatingRow {
    std::string function, overload;
    int refpage_first = 0;  // first ticked version of the row (0: never in core)
    int driver_first = 0;   // first version the driver compiled (0: none)
    int testable_from = 0;  // first version whose control shader the driver compiled (0: none)
    int glslang_first = 0;  // first version glslang accepted the function probe (0: none or not linked)
    std::vector<GatingCell> cells;
};

// ok: available and compiled, or unavailable and rejected.
std::string gating_verdict(bool expected, bool compiled);
// The control shader at every version, compiled once per runner (kernels are cached).
std::vector<VersionControl> version_controls(Runner& runner);
// One overload per function, in catalog order: the first whose inputs and outputs are all scalars.
std::vector<const Overload*> representative_overloads(const Catalog& c);
GatingRow gate_overload(Runner& runner, const Overload& o);
std::vector<GatingRow> run_gating(Runner& runner, const Catalog& c);

nlohmann::json compile_verdict_json(const CompileVerdict& v);
nlohmann::json version_control_json(const VersionControl& c);
nlohmann::json gating_row_json(const GatingRow& r);

}  // namespace il
