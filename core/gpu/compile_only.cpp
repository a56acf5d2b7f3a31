#include "gpu/compile_only.h"

#include <glad/gl.h>

#include <algorithm>
#include <cstring>

namespace il {

CompileOnly compile_only(GlStage stage, const std::string& source) {
    CompileOnly r;
    GLuint sh = glCreateShader(stage == GlStage::Vertex ? GL_VERTEX_SHADER : GL_COMPUTE_SHADER);
    const char* src = source.c_str();
    glShaderSource(sh, 1, &src, nullptr);
    glCompileShader(sh);
    GLint ok = 0, len = 0;
    glGetShaderiv(sh, GL_COMPILE_STATUS, &ok);
    glGetShaderiv(sh, GL_INFO_LOG_LENGTH, &len);
    std::string log(static_cast<size_t>(std::max(len, 1)), '\0');
    glGetShaderInfoLog(sh, len, nullptr, log.data());
    log.resize(std::strlen(log.c_str()));
    glDeleteShader(sh);
    r.compiled = ok != 0;
    r.log = std::move(log);
    return r;
}

}  // namespace il
