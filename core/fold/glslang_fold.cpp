#include "fold/glslang_fold.h"

#include <map>

#ifdef IL_HAVE_GLSLANG
#include <glslang/Public/ResourceLimits.h>
#include <glslang/Public/ShaderLang.h>
#include <glslang/SPIRV/GlslangToSpv.h>
#include <glslang/build_info.h>
#endif

namespace il {
namespace {

// SPIR-V 1.0 opcodes (the SPIR-V specification, §3.32).
enum : uint32_t {
    kOpTypeBool = 20, kOpTypeInt = 21, kOpTypeFloat = 22, kOpTypeVector = 23, kOpTypeMatrix = 24,
    kOpConstantTrue = 41, kOpConstantFalse = 42, kOpConstant = 43, kOpConstantComposite = 44, kOpConstantNull = 46,
    kOpStore = 62,
};

}  // namespace

std::vector<std::optional<std::vector<uint64_t>>> spirv_stored_constants(const std::vector<uint32_t>& w) {
    std::map<uint32_t, std::vector<uint64_t>> constants;
    std::map<uint32_t, uint32_t> type_components;  // scalar 1, vector n, matrix columns x rows
    std::map<uint32_t, uint32_t> type_words;       // per component: 1 or 2 (64-bit)
    std::vector<std::optional<std::vector<uint64_t>>> stores;
    for (size_t at = 5; at < w.size();) {
        const uint32_t op = w[at] & 0xffffu, count = w[at] >> 16;
        if (count == 0 || at + count > w.size()) break;
        const uint32_t* a = &w[at + 1];
        switch (op) {
            case kOpTypeBool: type_components[a[0]] = 1; type_words[a[0]] = 1; break;
            case kOpTypeInt:
            case kOpTypeFloat: type_components[a[0]] = 1; type_words[a[0]] = a[1] / 32; break;
            case kOpTypeVector:
            case kOpTypeMatrix:
                type_components[a[0]] = type_components[a[1]] * a[2];
                type_words[a[0]] = type_words[a[1]];
                break;
            case kOpConstantTrue: constants[a[1]] = {1}; break;
            case kOpConstantFalse: constants[a[1]] = {0}; break;
            case kOpConstant:
                // A 64-bit literal is two words, the low-order word first (§2.2.1).
                constants[a[1]] = {count >= 5 ? (uint64_t{a[3]} << 32 | a[2]) : uint64_t{a[2]}};
                break;
            case kOpConstantComposite: {
                std::vector<uint64_t> all;
                bool known = true;
                for (uint32_t i = 2; i + 1 < count; ++i) {
                    auto it = constants.find(a[i]);
                    if (it == constants.end()) { known = false; break; }
                    all.insert(all.end(), it->second.begin(), it->second.end());
                }
                if (known) constants[a[1]] = all;
                break;
            }
            case kOpConstantNull: constants[a[1]].assign(type_components[a[0]], 0); break;
            case kOpStore: {
                auto it = constants.find(a[1]);
                if (it == constants.end()) stores.push_back(std::nullopt);
                else stores.push_back(it->second);
                break;
            }
            default: break;
        }
        at += count;
    }
    return stores;
}

#ifdef IL_HAVE_GLSLANG

std::string glslang_version() {
    return "glslang " + std::to_string(GLSLANG_VERSION_MAJOR) + "." + std::to_string(GLSLANG_VERSION_MINOR) + "." +
           std::to_string(GLSLANG_VERSION_PATCH);
}

GlslangFold glslang_fold(const std::string& source) {
    static const bool initialised = glslang::InitializeProcess();
    GlslangFold r;
    if (!initialised) {
        r.status = "internal error";
        r.error = "glslang::InitializeProcess failed";
        return r;
    }
    glslang::TShader shader(EShLangCompute);
    const char* text = source.c_str();
    shader.setStrings(&text, 1);
    // As glslangValidator -V --target-env opengl: SPIR-V for OpenGL 4.5.
    shader.setEnvInput(glslang::EShSourceGlsl, EShLangCompute, glslang::EShClientOpenGL, 100);
    shader.setEnvClient(glslang::EShClientOpenGL, glslang::EShTargetOpenGL_450);
    shader.setEnvTarget(glslang::EShTargetSpv, glslang::EShTargetSpv_1_0);
    const auto messages = static_cast<EShMessages>(EShMsgSpvRules);
    auto first_error = [](const std::string& log) {
        size_t at = log.find("ERROR:");
        if (at == std::string::npos) return log.substr(0, log.find('\n'));
        return log.substr(at, log.find('\n', at) - at);
    };
    if (!shader.parse(GetDefaultResources(), 450, ECoreProfile, false, false, messages)) {
        r.status = "rejected";
        r.error = first_error(shader.getInfoLog());
        return r;
    }
    glslang::TProgram program;
    program.addShader(&shader);
    if (!program.link(messages) || !program.getIntermediate(EShLangCompute)) {
        r.status = "rejected";
        r.error = first_error(program.getInfoLog());
        return r;
    }
    std::vector<unsigned int> spirv;
    glslang::SpvOptions options;
    options.disableOptimizer = true;  // the front end's folding only, as glslangValidator -V -Od
    glslang::GlslangToSpv(*program.getIntermediate(EShLangCompute), spirv, &options);
    r.status = "ran";
    r.stores = spirv_stored_constants(std::vector<uint32_t>(spirv.begin(), spirv.end()));
    return r;
}

#else

std::string glslang_version() { return "glslang not linked"; }

GlslangFold glslang_fold(const std::string&) {
    GlslangFold r;
    r.status = "not linked";
    r.error = "glslang-dev was not installed when intrinsic-lab was built";
    return r;
}

#endif

}  // namespace il
