#include "report/glslang_check.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <vector>
#include <stdexcept>

#include "catalog/embedded.h"

#ifdef IL_HAVE_GLSLANG
#include <glslang/Public/ResourceLimits.h>
#include <glslang/Public/ShaderLang.h>
#include <glslang/build_info.h>
#endif

namespace il {
namespace {

std::string first_error_line(const std::string& log) {
    size_t at = log.find("ERROR:");
    if (at == std::string::npos) return "";
    size_t end = log.find('\n', at);
    std::string line = log.substr(at, end == std::string::npos ? std::string::npos : end - at);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    return line;
}

// Substitutes {0}, {1}… and {out0}… in a catalog call template.
std::string call_of(const Overload& o, size_t n_in, size_t n_out) {
    std::string s;
    const std::string& t = o.call;
    for (size_t i = 0; i < t.size(); ++i) {
        if (t[i] != '{') {
            s += t[i];
            continue;
        }
        size_t close = t.find('}', i);
        if (close == std::string::npos) throw std::logic_error("call template: unclosed '{' in " + t);
        std::string key = t.substr(i + 1, close - i - 1);
        bool out = key.rfind("out", 0) == 0;
        size_t k = std::stoul(out ? key.substr(3) : key);
        if (k >= (out ? n_out : n_in)) throw std::logic_error("call template: no argument {" + key + "} in " + t);
        s += (out ? "out" : "in") + std::to_string(k);
        i = close;
    }
    return s;
}

}  // namespace

#ifdef IL_HAVE_GLSLANG

// glslang prints its whole built-in table to stdout when it cannot parse it (the compute stage below 1.50):
// that goes to a temporary file instead of the command's output, and is reported in one line.
class StdoutCaptured {
public:
    StdoutCaptured() {
        std::fflush(stdout);
        file_ = std::tmpfile();
        saved_ = dup(STDOUT_FILENO);
        if (file_ && saved_ >= 0) dup2(fileno(file_), STDOUT_FILENO);
    }
    ~StdoutCaptured() { restore(); }
    StdoutCaptured(const StdoutCaptured&) = delete;
    StdoutCaptured& operator=(const StdoutCaptured&) = delete;

    // Restores stdout and returns what was written meanwhile.
    std::string restore() {
        std::string text;
        std::fflush(stdout);
        if (saved_ >= 0) {
            dup2(saved_, STDOUT_FILENO);
            close(saved_);
            saved_ = -1;
        }
        if (file_) {
            std::rewind(file_);
            char buf[4096];
            size_t n;
            while ((n = std::fread(buf, 1, sizeof buf, file_)) > 0 && text.size() < (1u << 20)) text.append(buf, n);
            std::fclose(file_);
            file_ = nullptr;
        }
        return text;
    }

private:
    FILE* file_ = nullptr;
    int saved_ = -1;
};

bool glslang_linked() { return true; }

std::string glslang_description() {
    return "glslang " + std::to_string(GLSLANG_VERSION_MAJOR) + "." + std::to_string(GLSLANG_VERSION_MINOR) + "." +
           std::to_string(GLSLANG_VERSION_PATCH) + " (linked, GLSL front end only, no SPIR-V target)";
}

GlslangResult glslang_parse(const std::string& source, ShaderStage stage) {
    static const bool initialised = glslang::InitializeProcess();
    GlslangResult r;
    if (!initialised) {
        r.outcome = "internal error";
        r.first_error = "glslang::InitializeProcess failed";
        return r;
    }
    glslang::TShader shader(stage == ShaderStage::Compute ? EShLangCompute : EShLangVertex);
    const char* text = source.c_str();
    shader.setStrings(&text, 1);
    // No client or target: plain GLSL validation, as glslangValidator does without -G or -V.
    r.ran = true;
    StdoutCaptured capture;
    r.accepted = shader.parse(GetDefaultResources(), 110, ENoProfile, false, false, EShMsgDefault);
    std::string printed = capture.restore();
    std::string log = shader.getInfoLog();
    r.first_error = first_error_line(log);
    if (r.accepted)
        r.outcome = "accepted";
    else if (log.find("compute shaders require") != std::string::npos)
        r.outcome = "stage needs 4.20";
    else if (log.find("Unable to parse built-ins") != std::string::npos)
        r.outcome = "internal error";
    else
        r.outcome = "rejected";
    if (printed.find("Unable to parse built-ins") != std::string::npos)
        r.first_error +=
            (r.first_error.empty() ? "" : "; ") + std::string("glslang also failed to parse its own built-ins");
    return r;
}

#else

bool glslang_linked() { return false; }

std::string glslang_description() {
    return "glslang not linked: the glslang-dev package was not installed when intrinsic-lab was built";
}

GlslangResult glslang_parse(const std::string&, ShaderStage) {
    GlslangResult r;
    r.outcome = "not linked";
    return r;
}

#endif

std::string function_probe_shader(const Overload& o, const Profile& p) {
    std::string s = "#version " + std::to_string(p.glsl) + "\n";
    for (const std::string& e : p.extensions) s += "#extension " + e + " : require\n";
    if (!o.helper.empty()) {
        std::string_view helper = embedded_file(o.helper);
        if (helper.empty()) throw std::logic_error("shader helper '" + o.helper + "' is not embedded");
        s += std::string(helper);
        if (s.back() != '\n') s += '\n';
    }
    auto ins = o.inputs();
    // An inout parameter (an in and an out parameter of one name, §8.11's mem) is a buffer variable, as the
    // generated compute shader makes it: the atomic memory functions take no local variable.
    auto inout = [&](const Param& q) {
        return std::any_of(ins.begin(), ins.end(), [&](const Param& i) { return i.name == q.name; });
    };
    std::string buffer;
    std::vector<std::string> locals;
    size_t n_out = 0;
    for (const Param& q : o.params) {
        if (!q.is_out) continue;
        const std::string decl = type_name(q.type) + " out" + std::to_string(n_out++) + ";";
        if (inout(q)) buffer += " " + decl;
        else locals.push_back(decl);
    }
    if (!buffer.empty()) {
        if (p.glsl < 430) s += "#extension GL_ARB_shader_storage_buffer_object : enable\n";
        s += "buffer il_memory {" + buffer + " };\n";
    }
    s += "void main() {\n";
    for (size_t k = 0; k < ins.size(); ++k) s += "    " + type_name(ins[k].type) + " in" + std::to_string(k) + ";\n";
    for (const std::string& d : locals) s += "    " + d + "\n";
    std::string call = call_of(o, ins.size(), n_out);
    if (o.ret)
        s += "    " + type_name(*o.ret) + " ret = " + call + ";\n";
    else
        s += "    " + call + ";\n";
    return s + "}\n";
}

}  // namespace il
