// glslang's front end as a second folder: glslang evaluates a built-in called with constant arguments while it
// parses (its own implementation, in double for float arguments), and the SPIR-V it then writes holds the
// folded result as an OpConstant. glslang-dev is linked when CMake finds it (IL_HAVE_GLSLANG, with its SPIRV
// library); without it the answer says glslang was not there.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace il {

struct GlslangFold {
    std::string status;  // "ran", "not linked", "rejected", "internal error"
    std::string error;   // the first error line when rejected
    // One entry per OpStore of main, in order: the stored value's component bits (column-major, a 64-bit
    // component in one entry) when it is a constant, nullopt when glslang left the call to run time.
    std::vector<std::optional<std::vector<uint64_t>>> stores;
};

// "glslang 12.0.0", or "glslang not linked".
std::string glslang_version();

// Compiles `source` (a compute shader, #version 450) for OpenGL SPIR-V and reads the constants stored.
GlslangFold glslang_fold(const std::string& source);

// The stored constants of a SPIR-V module's stores (the reading glslang_fold does), in order.
std::vector<std::optional<std::vector<uint64_t>>> spirv_stored_constants(const std::vector<uint32_t>& words);

}  // namespace il
