#include "shadergen/shadergen.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "catalog/embedded.h"
#include "value/grid_sets.h"

namespace il {
Type storage_type(Type t) {
    if (t.scalar == Scalar::Bool) return t.with_scalar(Scalar::Int);
    if (t.is_half()) return t.with_scalar(Scalar::Uint);  // the half's bits in the low 16 bits of a uint
    return t;
}

namespace {

// A float16_t or f16vecN from the uint or uvecN that carries its bits (GL_NV_gpu_shader5 §8.3 unpackFloat2x16: the
// low 16 bits are the first component, "interpreted as a 16-bit floating-point value"), and back (packFloat2x16 with
// a zero high half). Exact both ways: the buffers never round a half.
std::string component_list(Type t, const std::string& v, const std::string& each) {
    if (t.components() == 1) return substitute_call(each, {v}, {});
    std::string s = type_name(t) + "(";
    for (int c = 0; c < t.components(); ++c)
        s += (c ? ", " : "") + substitute_call(each, {v + "." + "xyzw"[c]}, {});
    return s + ")";
}
std::string half_from_bits(Type t, const std::string& bits) {
    return component_list(t, bits, "unpackFloat2x16({0}).x");
}
std::string bits_from_half(Type t, const std::string& h) {
    return component_list(storage_type(t), h, "packFloat2x16(f16vec2({0}, 0.0))");
}

}  // namespace

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
    if (in.empty() || in.size() > 3 || p.glsl < 330) return false;
    for (const Param& q : in) {
        const Scalar s = q.type.scalar;
        if (q.type.components() != 1 || (s != Scalar::Float && s != Scalar::Int && s != Scalar::Uint)) return false;
    }
    return true;
}

namespace {

// `const uint NAME[n] = uint[n](0x…u, …);`, twelve values a line.
std::string uint_array(const std::string& name, const std::vector<uint32_t>& values) {
    const std::string n = std::to_string(values.size());
    std::string a = "const uint " + name + "[" + n + "] = uint[" + n + "](";
    char hex[16];
    for (size_t v = 0; v < values.size(); ++v) {
        std::snprintf(hex, sizeof hex, "0x%xu", values[v]);
        a += (v ? (v % 12 ? ", " : ",\n    ") : "") + std::string(hex);
    }
    return a + ");\n";
}

// The grid's sets, one declaration per distinct set (value/grid_sets.h), and each input's load from the case index
// il_n: argument k is set_k[(il_n / (the sizes of the sets after k)) % |set_k|]. The two-input float set is derived
// from its 8 mantissas (sign × exponent × mantissa: NVIDIA's compiler rejects it as a constant array of 4,096);
// the others are constant arrays.
std::vector<std::string> grid_loads(const std::vector<Param>& ins, std::string& decls) {
    std::vector<const std::vector<uint32_t>*> sets, declared;
    for (const Param& q : ins) sets.push_back(&grid_values(q.type.scalar, ins.size()));
    const std::vector<uint32_t>* pair = ins.size() == 2 ? &grid_values(Scalar::Float, 2) : nullptr;
    bool pair_declared = false;
    std::vector<std::string> loads(ins.size());
    uint64_t below = 1;
    for (size_t k = ins.size(); k-- > 0;) {
        const std::vector<uint32_t>& set = *sets[k];
        const std::string index = "(il_n / " + std::to_string(below) + "u) % " + std::to_string(set.size()) + "u";
        below *= set.size();
        if (&set == pair) {
            if (!pair_declared) {
                pair_declared = true;
                const std::vector<uint32_t>& m = pair_mantissas();
                decls += uint_array("il_pair_mantissa", m);
                const std::string per_exponent = std::to_string(m.size()), per_sign = std::to_string(256 * m.size());
                decls += "uint il_pair(uint v) { return (v / " + per_sign + "u) << 31 | (v / " + per_exponent +
                         "u % 256u) << 23 | il_pair_mantissa[v % " + per_exponent + "u]; }\n";
            }
            loads[k] = "il_pair(" + index + ")";
            continue;
        }
        const size_t name = static_cast<size_t>(std::find(declared.begin(), declared.end(), &set) - declared.begin());
        if (name == declared.size()) {
            declared.push_back(&set);
            decls += uint_array("il_grid" + std::to_string(name), set);
        }
        loads[k] = "il_grid" + std::to_string(name) + "[" + index + "]";
    }
    return loads;
}

}  // namespace

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
    if (index_input && ins.size() == 1) s += "uniform uint " + std::string(GeneratedShader::kStepUniform) + ";\n";
    // Two or three inputs from the index: the grid case il_base + i (batch/grid_source.h).
    std::vector<std::string> grid;
    if (index_input && ins.size() > 1) grid = grid_loads(ins, s);
    s += "void main() {\n";
    s += "    int i = int(gl_GlobalInvocationID.x);\n";
    s += "    if (i >= il_count) return;\n";
    if (!grid.empty()) s += "    uint il_n = " + std::string(GeneratedShader::kBaseUniform) + " + uint(i);\n";
    std::vector<std::string> in_names, out_names;
    for (size_t k = 0; k < ins.size(); ++k) {
        std::string n = "in" + std::to_string(k);
        std::string load = "il_in[i].a" + std::to_string(k);
        if (index_input) {
            const std::string bits =
                grid.empty() ? std::string(GeneratedShader::kBaseUniform) + " + uint(i) * " + GeneratedShader::kStepUniform
                             : grid[k];
            const Scalar sc = ins[k].type.scalar;
            load = sc == Scalar::Float ? "uintBitsToFloat(" + bits + ")" : sc == Scalar::Int ? "int(" + bits + ")" : bits;
        }
        if (ins[k].type.scalar == Scalar::Bool) load = type_name(ins[k].type) + "(" + load + ")";
        if (ins[k].type.is_half()) load = half_from_bits(ins[k].type, load);
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
    if (o.one_active_invocation) {
        // A shader invocation group function (GLSL 4.60 §8.19) with this invocation the group's only active one: one
        // invocation of the work group takes the branch per iteration, and the text says invocations that do not call
        // the function do not affect its value.
        s += "    " + type_name(*o.ret) + " ret;\n";
        s += "    for (int il_k = 0; il_k < int(gl_WorkGroupSize.x); ++il_k)\n";  // int: #version 110 has no uint
        s += "        if (int(gl_LocalInvocationID.x) == il_k) ret = " + call + ";\n";
    } else if (o.ret) {
        s += "    " + type_name(*o.ret) + " ret = " + call + ";\n";
    } else {
        s += "    " + call + ";\n";
    }
    for (size_t k = 0; k < outs.size(); ++k) {
        if (in_buffer[k]) continue;
        std::string v = k < first_out_param ? "ret" : out_names[k - first_out_param];
        if (outs[k].type.scalar == Scalar::Bool) v = type_name(storage_type(outs[k].type)) + "(" + v + ")";
        if (outs[k].type.is_half()) v = bits_from_half(outs[k].type, v);
        s += "    il_out[i].r" + std::to_string(k) + " = " + v + ";\n";
    }
    s += "    il_out[i].il_written = 1;\n}\n";
    return g;
}

}  // namespace il
