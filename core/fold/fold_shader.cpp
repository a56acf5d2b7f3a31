#include "fold/fold_shader.h"

#include <algorithm>
#include <stdexcept>

#include "catalog/embedded.h"
#include "fold/constant_text.h"

namespace il {
namespace {

std::string header(const Overload& o, const Profile& p, bool with_required) {
    std::string s = "#version " + std::to_string(p.glsl) + "\n";
    if (with_required)
        for (const std::string& e : required_extensions(p.glsl)) s += "#extension " + e + " : require\n";
    for (const std::string& e : p.extensions) s += "#extension " + e + " : require\n";
    s += "layout(local_size_x = " + std::to_string(with_required ? GeneratedShader::kLocalSize : 1) + ") in;\n";
    if (!o.helper.empty()) {
        std::string_view helper = embedded_file(o.helper);
        if (helper.empty()) throw std::logic_error("shader helper '" + o.helper + "' is not embedded");
        s += std::string(helper);
        if (s.back() != '\n') s += '\n';
    }
    return s;
}

std::string output_struct(const Overload& o) {
    std::string s = "struct il_out_t {";
    const auto outs = o.outputs();
    for (size_t i = 0; i < outs.size(); ++i)
        s += " " + type_name(storage_type(outs[i].type)) + " r" + std::to_string(i) + ";";
    return s + " int il_written; };\n";
}

}  // namespace

std::vector<std::vector<std::string>> constant_inputs(const Overload& o, const std::vector<std::vector<Value>>& cases,
                                                      std::vector<std::string>* why_not) {
    std::vector<std::vector<std::string>> out(cases.size());
    if (why_not) why_not->assign(cases.size(), "");
    const auto ins = o.inputs();
    for (size_t c = 0; c < cases.size(); ++c) {
        std::vector<std::string> texts;
        for (size_t k = 0; k < cases[c].size(); ++k) {
            ConstantText t = constant_text(cases[c][k]);
            if (!t.text) {
                if (why_not) (*why_not)[c] = "no literal: " + (k < ins.size() ? ins[k].name : "input") + ": " + t.why;
                texts.clear();
                break;
            }
            texts.push_back(*t.text);
        }
        out[c] = std::move(texts);
    }
    return out;
}

GeneratedShader generate_folded_shader(const Overload& o, const Profile& p,
                                       const std::vector<std::vector<std::string>>& literals) {
    GeneratedShader g;
    std::string& s = g.source;
    s = header(o, p, true);
    const std::string layout = p.glsl >= 140 ? "layout(std430) " : "";
    const auto ins = o.inputs();
    const auto outs = o.outputs();
    s += output_struct(o);
    for (size_t i = 0; i < outs.size(); ++i) g.output_members.push_back("il_out[0].r" + std::to_string(i));
    g.written_member = "il_out[0].il_written";
    s += layout + "buffer " + GeneratedShader::kOutputBlock + " { il_out_t il_out[]; };\n";
    s += "uniform int " + std::string(GeneratedShader::kCountUniform) + ";\n";
    // One invocation writes every record, in straight-line code: a branch per case costs the compiler far more.
    s += "void main() {\n    if (gl_GlobalInvocationID.x != 0u || il_count <= 0) return;\n";
    const size_t first_out_param = o.ret ? 1 : 0;
    size_t k = 0;
    for (const std::vector<std::string>& lit : literals) {
        if (lit.empty() && !ins.empty()) continue;
        const std::string rec = "il_out[" + std::to_string(k) + "]";
        s += "    {\n";
        std::vector<std::string> in_names, out_names;
        std::vector<bool> in_buffer(outs.size(), false);
        for (size_t j = first_out_param; j < outs.size(); ++j) {
            // An inout parameter (§8.11's mem) lives in its record, set to the literal before the call: not a
            // constant, as the atomic functions act on memory.
            auto same = std::find_if(ins.begin(), ins.end(), [&](const Param& q) { return q.name == outs[j].name; });
            if (same != ins.end()) {
                const std::string member = rec + ".r" + std::to_string(j);
                s += "        " + member + " = " + lit[static_cast<size_t>(same - ins.begin())] + ";\n";
                out_names.push_back(member);
                in_buffer[j] = true;
                continue;
            }
            std::string n = "out" + std::to_string(j - first_out_param);
            s += "        " + type_name(outs[j].type) + " " + n + ";\n";
            out_names.push_back(n);
        }
        for (size_t j = 0; j < ins.size(); ++j) {
            auto same = std::find_if(outs.begin() + static_cast<long>(first_out_param), outs.end(),
                                     [&](const Param& q) { return q.name == ins[j].name; });
            if (same != outs.end()) {
                in_names.push_back(rec + ".r" + std::to_string(same - outs.begin()));
                continue;
            }
            std::string n = "in" + std::to_string(j);
            s += "        const " + type_name(ins[j].type) + " " + n + " = " + lit[j] + ";\n";
            in_names.push_back(n);
        }
        std::string call = substitute_call(o.call, in_names, out_names);
        if (o.ret) s += "        " + type_name(*o.ret) + " ret = " + call + ";\n";
        else s += "        " + call + ";\n";
        for (size_t j = 0; j < outs.size(); ++j) {
            if (in_buffer[j]) continue;
            std::string v = j < first_out_param ? "ret" : out_names[j - first_out_param];
            if (outs[j].type.scalar == Scalar::Bool) v = type_name(storage_type(outs[j].type)) + "(" + v + ")";
            s += "        " + rec + ".r" + std::to_string(j) + " = " + v + ";\n";
        }
        s += "        " + rec + ".il_written = 1;\n    }\n";
        ++k;
    }
    s += "}\n";
    return g;
}

bool glslang_foldable(const Overload& o) {
    return o.ret && o.outputs().size() == 1 && o.helper.empty() && !o.uses_half();
}

std::string generate_glslang_fold_shader(const Overload& o, const Profile& p,
                                         const std::vector<std::vector<std::string>>& literals) {
    if (!glslang_foldable(o)) throw std::logic_error("generate_glslang_fold_shader: " + o.declaration());
    // glslang takes compute shaders from #version 4.20 and SPIR-V for OpenGL from 4.50: the calls are the same.
    Profile q = p;
    q.glsl = 450;
    std::string s = header(o, q, false);
    s += output_struct(o);
    s += "layout(std430, binding = 0) buffer il_outputs { il_out_t il_out[]; };\nvoid main() {\n";
    const auto ins = o.inputs();
    const Type ret = *o.ret;
    size_t k = 0;
    for (const std::vector<std::string>& lit : literals) {
        if (lit.empty() && !ins.empty()) continue;
        std::vector<std::string> in_names;
        s += "    {\n";
        for (size_t j = 0; j < ins.size(); ++j) {
            std::string n = "in" + std::to_string(j);
            s += "        const " + type_name(ins[j].type) + " " + n + " = " + lit[j] + ";\n";
            in_names.push_back(n);
        }
        std::string v = substitute_call(o.call, in_names, {});
        if (ret.scalar == Scalar::Bool) v = type_name(storage_type(ret)) + "(" + v + ")";
        s += "        il_out[" + std::to_string(k) + "].r0 = " + v + ";\n    }\n";
        ++k;
    }
    return s + "}\n";
}

}  // namespace il
