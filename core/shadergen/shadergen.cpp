#include "shadergen/shadergen.h"

#include <algorithm>
#include <stdexcept>

#include "catalog/embedded.h"

namespace il {
Type storage_type(Type t) { return t.scalar == Scalar::Bool ? t.with_scalar(Scalar::Int) : t; }

std::string substitute_call(const std::string& templ, const std::vector<std::string>& ins,
                       const std::vector<std::string>& outs) {
    std::string s;
    for (size_t i = 0; i < templ.size(); ++i) {
        if (templ[i] != '{') { s += templ[i]; continue; }
        size_t close = templ.find('}', i);
        if (close == std::string::npos) throw std::logic_error("call template: unclosed '{' in " + templ);
        std::string key = templ.substr(i + 1, close - i - 1);
        bool out = key.rfind("out", 0) == 0;
        size_t k = std::stoul(out ? key.substr(3) : key);
        const auto& names = out ? outs : ins;
        if (k >= names.size()) throw std::logic_error("call template: no argument {" + key + "} in " + templ);
        s += names[k];
        i = close;
    }
    return s;
}

std::vector<std::string> required_extensions(int glsl) {
    if (glsl >= 430) return {};
    return {"GL_ARB_compute_shader", "GL_ARB_shader_storage_buffer_object"};
}

bool index_input_supported(const Overload& o, const Profile& p) {
    const std::vector<Param> in = o.inputs();
    if (in.size() != 1 || in[0].type.components() != 1 || p.glsl < 330) return false;
    const Scalar s = in[0].type.scalar;
    return s == Scalar::Float || s == Scalar::Int || s == Scalar::Uint;
}

GeneratedShader generate_shader(const Overload& o, const Profile& p, bool index_input) {
    if (index_input && !index_input_supported(o, p))
        throw std::logic_error("generate_shader: " + o.declaration() + " cannot take its input from the index");
    GeneratedShader g;
    g.index_input = index_input;
    std::string& s = g.source;
    s += "#version " + std::to_string(p.glsl) + "\n";
    for (const std::string& e : required_extensions(p.glsl)) s += "#extension " + e + " : require\n";
    for (const std::string& e : p.extensions) s += "#extension " + e + " : require\n";
    s += "layout(local_size_x = " + std::to_string(GeneratedShader::kLocalSize) + ") in;\n";
    if (!o.helper.empty()) {
        std::string_view helper = embedded_file(o.helper);
        if (helper.empty()) throw std::logic_error("shader helper '" + o.helper + "' is not embedded");
        s += std::string(helper);
        if (s.back() != '\n') s += '\n';
    }
    // std430 needs GLSL 1.40 on the drivers measured; older versions get the default layout, and the
    // runner queries every member's offset instead of assuming one.
    std::string layout = p.glsl >= 140 ? "layout(std430) " : "";
    auto ins = o.inputs();
    auto outs = o.outputs();
    s += "struct il_in_t {";
    for (size_t i = 0; i < ins.size(); ++i) {
        s += " " + type_name(storage_type(ins[i].type)) + " a" + std::to_string(i) + ";";
        g.input_members.push_back("il_in[0].a" + std::to_string(i));
    }
    s += " };\nstruct il_out_t {";
    for (size_t i = 0; i < outs.size(); ++i) {
        s += " " + type_name(storage_type(outs[i].type)) + " r" + std::to_string(i) + ";";
        g.output_members.push_back("il_out[0].r" + std::to_string(i));
    }
    s += " int il_written; };\n";
    g.written_member = "il_out[0].il_written";
    if (!index_input) s += layout + "buffer " + GeneratedShader::kInputBlock + " { il_in_t il_in[]; };\n";
    s += layout + "buffer " + GeneratedShader::kOutputBlock + " { il_out_t il_out[]; };\n";
    s += "uniform int " + std::string(GeneratedShader::kCountUniform) + ";\n";
    if (index_input) s += "uniform uint " + std::string(GeneratedShader::kBaseUniform) + ";\n";
    s += "void main() {\n";
    s += "    int i = int(gl_GlobalInvocationID.x);\n";
    s += "    if (i >= il_count) return;\n";
    std::vector<std::string> in_names, out_names;
    for (size_t k = 0; k < ins.size(); ++k) {
        std::string n = "in" + std::to_string(k);
        std::string load = "il_in[i].a" + std::to_string(k);
        if (index_input) {
            const std::string bits = std::string(GeneratedShader::kBaseUniform) + " + uint(i)";
            const Scalar sc = ins[k].type.scalar;
            load = sc == Scalar::Float ? "uintBitsToFloat(" + bits + ")" : sc == Scalar::Int ? "int(" + bits + ")" : bits;
        }
        if (ins[k].type.scalar == Scalar::Bool) load = type_name(ins[k].type) + "(" + load + ")";
        s += "    " + type_name(ins[k].type) + " " + n + " = " + load + ";\n";
        in_names.push_back(n);
    }
    size_t first_out_param = o.ret ? 1 : 0;
    std::vector<bool> in_buffer(outs.size(), false);
    for (size_t k = first_out_param; k < outs.size(); ++k) {
        // An inout parameter (an in and an out parameter of one name) lives in its output buffer member, set to the
        // input before the call: a built-in that needs buffer memory (§8.11's mem) acts on it there.
        auto same = std::find_if(ins.begin(), ins.end(), [&](const Param& p) { return p.name == outs[k].name; });
        if (same != ins.end()) {
            const std::string member = "il_out[i].r" + std::to_string(k);
            s += "    " + member + " = " + in_names[static_cast<size_t>(same - ins.begin())] + ";\n";
            out_names.push_back(member);
            in_buffer[k] = true;
            continue;
        }
        std::string n = "out" + std::to_string(k - first_out_param);
        s += "    " + type_name(outs[k].type) + " " + n + ";\n";
        out_names.push_back(n);
    }
    std::string call = substitute_call(o.call, in_names, out_names);
    if (o.ret) s += "    " + type_name(*o.ret) + " ret = " + call + ";\n";
    else s += "    " + call + ";\n";
    for (size_t k = 0; k < outs.size(); ++k) {
        if (in_buffer[k]) continue;
        std::string v = k < first_out_param ? "ret" : out_names[k - first_out_param];
        if (outs[k].type.scalar == Scalar::Bool) v = type_name(storage_type(outs[k].type)) + "(" + v + ")";
        s += "    il_out[i].r" + std::to_string(k) + " = " + v + ";\n";
    }
    s += "    il_out[i].il_written = 1;\n}\n";
    return g;
}

}  // namespace il
