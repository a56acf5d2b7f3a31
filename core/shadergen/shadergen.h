// Builds one compute shader per (overload, profile) from the row's call template: shadergen
// knows nothing about individual functions. Inputs come from one SSBO, outputs go to another.
#pragma once
#include <string>
#include <vector>

#include "catalog/overload.h"
#include "catalog/profile.h"

namespace il {

struct GeneratedShader {
    std::string source;
    // Buffer-variable names to query for offsets, one per in parameter / output (return first).
    std::vector<std::string> input_members;   // "il_in[0].a0", …
    std::vector<std::string> output_members;  // "il_out[0].r0", …
    std::string written_member;               // "il_out[0].il_written": set to 1 by every invocation
    // The inputs come from the case index il_base + the invocation index (exhaustive sweeps): for one input, the
    // bit pattern il_base + il_step · the invocation index (a strided sweep's every il_step-th pattern); for two or three, that case of the grid (value/grid_sets.h, batch/grid_source.h), looked up in
    // constant arrays of the sets. No input buffer.
    bool index_input = false;
    static constexpr const char* kInputBlock = "il_inputs";
    static constexpr const char* kOutputBlock = "il_outputs";
    static constexpr const char* kCountUniform = "il_count";
    static constexpr const char* kBaseUniform = "il_base";
    static constexpr const char* kStepUniform = "il_step";  // a one-input index kernel's stride between patterns
    static constexpr int kLocalSize = 64;
};

// index_input: the shader derives its 32-bit scalar inputs from the invocation index (index_input_supported).
GeneratedShader generate_shader(const Overload& o, const Profile& p, bool index_input = false);
// One to three inputs, each a float, int or uint scalar, and GLSL 3.30 or later (uintBitsToFloat).
bool index_input_supported(const Overload& o, const Profile& p);

// Bools cross the buffer as ints: a bool member's storage is implementation-defined.
Type storage_type(Type t);
// The row's call template with {0}, {1}… replaced by `ins` and {out0}… by `outs`.
std::string substitute_call(const std::string& templ, const std::vector<std::string>& ins,
                            const std::vector<std::string>& outs);

// Extensions the #version needs to run a compute shader with SSBOs (below 4.30).
std::vector<std::string> required_extensions(int glsl);

}  // namespace il
