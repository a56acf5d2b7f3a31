// Khronos' reference compiler as a second opinion on version gating. glslang-dev is linked when CMake
// finds it (IL_HAVE_GLSLANG); without it every answer says glslang was not there.
#pragma once
#include <string>

#include "catalog/overload.h"
#include "catalog/profile.h"

namespace il {

enum class ShaderStage { Vertex, Compute };

struct GlslangResult {
    bool ran = false;         // glslang was linked and parsed the shader
    bool accepted = false;    // no errors
    std::string outcome;      // "accepted", "rejected", "stage needs 4.20", "internal error", "not linked"
    std::string first_error;  // the first ERROR line, trimmed
};

bool glslang_linked();
// "glslang 12.0.0", or why there is none.
std::string glslang_description();
GlslangResult glslang_parse(const std::string& source, ShaderStage stage);

// A vertex shader that calls the overload on uninitialised locals: the function's availability in `p`
// without the compute stage, which glslang only takes from #version 4.20 (GL_ARB_compute_shader is ignored).
std::string function_probe_shader(const Overload& o, const Profile& p);

}  // namespace il
