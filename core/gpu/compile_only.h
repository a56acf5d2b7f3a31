// Compiles one shader stage on the current context without running it: the driver's answer to "does this
// #version have this function?" for a stage other than compute (gating where a driver rejects compute
// shaders at old versions).
#pragma once
#include <string>

namespace il {

enum class GlStage { Vertex, Compute };

struct CompileOnly {
    bool compiled = false;
    std::string log;
};

CompileOnly compile_only(GlStage stage, const std::string& source);

}  // namespace il
