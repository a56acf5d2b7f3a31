#include "export/piglit_export.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "compare/compare.h"
#include "engine/evaluate.h"
#include "expr/expr_eval.h"
#include "shadergen/shadergen.h"
#include "value/format.h"
#include "vectors/tool_version.h"

namespace il {
namespace {

// std430 (GLSL 4.50 §7.6.2.2): what one member of il_in_t / il_out_t occupies.
struct Member {
    Type type;
    int scalar = 4;     // bytes per component (bools travel as ints)
    int align = 4;
    int size = 4;
    int column = 0;     // a matrix's column stride
    int offset = 0;
};

Member layout_of(Type t) {
    Member m;
    m.type = t;
    m.scalar = t.scalar == Scalar::Double ? 8 : 4;
    const int rows = t.rows;
    const int vec_align = rows == 1 ? m.scalar : rows == 2 ? 2 * m.scalar : 4 * m.scalar;
    m.align = vec_align;
    if (t.cols > 1) {
        m.column = vec_align;
        m.size = t.cols * m.column;
    } else {
        m.size = rows * m.scalar;
    }
    return m;
}

int align_up(int x, int a) { return (x + a - 1) / a * a; }

// Lays out the members in order; returns the struct's size (rounded up to its alignment).
int place(std::vector<Member>& ms) {
    int at = 0, align = 4;
    for (Member& m : ms) {
        m.offset = align_up(at, m.align);
        at = m.offset + m.size;
        align = std::max(align, m.align);
    }
    return align_up(at, align);
}

int component_offset(const Member& m, int c) {
    if (m.type.cols > 1) return m.offset + (c / m.type.rows) * m.column + (c % m.type.rows) * m.scalar;
    return m.offset + c * m.scalar;
}

std::string accessor(const std::string& base, Type t, int c) {
    if (t.cols > 1) return base + "[" + std::to_string(c / t.rows) + "][" + std::to_string(c % t.rows) + "]";
    if (t.rows > 1) return base + "[" + std::to_string(c) + "]";
    return base;
}

std::string hex32(uint32_t x) {
    char b[16];
    std::snprintf(b, sizeof b, "0x%08xu", x);
    return b;
}

std::string bits_literal(uint64_t bits, bool wide) {
    if (!wide) return hex32(static_cast<uint32_t>(bits));
    return "uvec2(" + hex32(static_cast<uint32_t>(bits)) + ", " + hex32(static_cast<uint32_t>(bits >> 32)) + ")";
}

// Position on the line where adjacent values differ by one, as compare.h's float_ulp_distance counts (-0 and +0
// both at the middle); integers by value.
uint64_t key_of(Scalar s, uint64_t bits, int width) {
    const uint64_t sign = uint64_t{1} << (width - 1);
    if (s == Scalar::Uint || s == Scalar::Bool) return bits;
    if (s == Scalar::Int || s == Scalar::Int64) return bits ^ sign;
    const uint64_t mag = bits & (sign - 1);
    return bits & sign ? sign - mag : sign + mag;
}

const char* kHelpers32 =
    "bool il_nan(uint b) { return (b & 0x7fffffffu) > 0x7f800000u; }\n"
    "uint il_key(uint b) { return (b & 0x80000000u) != 0u ? 0x80000000u - (b & 0x7fffffffu) : 0x80000000u + b; }\n";
// 64-bit patterns as uvec2(low word, high word), compared as unsigned 64-bit numbers.
const char* kHelpers64 =
    "bool il_nan(uvec2 b) { uint h = b.y & 0x7fffffffu; return h > 0x7ff00000u || (h == 0x7ff00000u && b.x != 0u); }\n"
    "uvec2 il_key(uvec2 b) {\n"
    "    if ((b.y & 0x80000000u) == 0u) return uvec2(b.x, b.y | 0x80000000u);\n"
    "    uint lo = 0u - b.x;\n"
    "    return uvec2(lo, 0x80000000u - (b.y & 0x7fffffffu) - (b.x != 0u ? 1u : 0u));\n"
    "}\n"
    "bool il_le(uvec2 a, uvec2 b) { return a.y < b.y || (a.y == b.y && a.x <= b.x); }\n";

// What the judge (precision/judge.cpp, decide()) accepts for component i, as a GLSL condition on `b` (the
// component's bits: uint, or uvec2 for a double), with a comment saying what it accepts.
struct Check {
    std::string condition;  // empty: not checked (undefined)
    std::string comment;
};

Check check_for(const Expected& e, int i) {
    const Rule& r = e.rule;
    const Value& ref = e.reference;
    const Scalar s = ref.type.scalar;
    const bool wide = s == Scalar::Double;
    const bool is_float = ref.type.is_float();
    const int width = ref.type.component_bits();
    Check c;
    if (r.kind == RuleKind::Undefined || (r.undefined_components >> i & 1)) {
        c.comment = "undefined by the spec: not checked";
        return c;
    }
    std::vector<std::string> any;
    auto range = [&](uint64_t lo, uint64_t hi) {
        std::string t = "(";
        if (is_float) t += "!il_nan(b) && ";
        if (wide) {
            t += "il_le(" + bits_literal(lo, true) + ", il_key(b)) && il_le(il_key(b), " + bits_literal(hi, true) + "))";
        } else {
            const std::string k = is_float ? "il_key(b)" : s == Scalar::Int ? "(b ^ 0x80000000u)" : "b";
            t += k + " >= " + hex32(static_cast<uint32_t>(lo)) + " && " + k + " <= " + hex32(static_cast<uint32_t>(hi)) + ")";
        }
        return t;
    };
    // A packed uint with undefined fields (Rule::undefined_bits): only the other bits are compared.
    const uint64_t judged = ~r.undefined_bits & (wide ? ~uint64_t{0} : 0xffffffffull);
    auto equal = [&](uint64_t bits) {
        if (!r.undefined_bits) return "b == " + bits_literal(bits, wide);
        return "(b & " + bits_literal(judged, wide) + ") == " + bits_literal(bits & judged, wide);
    };
    any.push_back(equal(ref.bits[i]));
    c.comment = "reference " + component_hex(ref, i);
    if (r.undefined_bits) c.comment += ", the bits outside " + bits_literal(judged, wide) + " undefined";
    if (is_nan(ref, i)) {
        any.push_back("il_nan(b)");
        c.comment += ", any NaN";
    }
    switch (r.kind) {
        case RuleKind::AnyOf:
            for (size_t a = 0; a < r.alternatives.size(); ++a) {
                const Value& alt = r.alternatives[a];
                any.push_back(is_nan(alt, i) ? "il_nan(b)" : equal(alt.bits[i]));
                c.comment += ", " + (a < r.labels.size() ? r.labels[a] : "alternative") + " " + component_hex(alt, i);
            }
            break;
        case RuleKind::Ulp:
            if (is_nan(ref, i)) break;
            if (std::isinf(r.ulp)) {
                any.push_back(is_float ? "!il_nan(b)" : "true");
                c.comment += ", any non-NaN (precision undefined by the spec)";
            } else {
                const uint64_t n = static_cast<uint64_t>(std::floor(r.ulp));
                const uint64_t k = key_of(s, ref.bits[i], width);
                const uint64_t top = width == 64 ? ~uint64_t{0} : 0xffffffffull;
                any.push_back(range(k >= n ? k - n : 0, top - k >= n ? k + n : top));
                char buf[48];
                std::snprintf(buf, sizeof buf, ", within %g ULP", r.ulp);
                c.comment += buf;
            }
            break;
        case RuleKind::Interval:
            if (is_nan(r.lo, i) || is_nan(r.hi, i)) break;
            any.push_back(range(key_of(s, r.lo.bits[i], width), key_of(s, r.hi.bits[i], width)));
            c.comment += ", interval [" + component_hex(r.lo, i) + ", " + component_hex(r.hi, i) + "]";
            break;
        default: break;
    }
    if (r.denormal_flush && is_float) {
        bool denormal = is_denormal(ref, i);
        for (const Value& alt : r.alternatives) denormal |= is_denormal(alt, i);
        if (denormal) {
            any.push_back(wide ? "((b.y & 0x7fffffffu) == 0u && b.x == 0u)" : "(b & 0x7fffffffu) == 0u");
            c.comment += ", a flushed zero";
        }
    }
    for (size_t k = 0; k < any.size(); ++k) c.condition += (k ? " || " : "") + any[k];
    return c;
}

std::string bits_of(const std::string& x, Type t) {
    switch (t.scalar) {
        case Scalar::Float: return "floatBitsToUint(" + x + ")";
        case Scalar::Double: return "unpackDouble2x32(" + x + ")";
        case Scalar::Uint: return x;
        case Scalar::Uint64: return "unpackUint2x32(" + x + ")";
        case Scalar::Int64: return "unpackUint2x32(uint64_t(" + x + "))";
        default: return "uint(" + x + ")";  // int, and bools stored as int
    }
}

// The declaration of `b`, the bits of component c of output k (storage type st) that a check compares.
std::string bits_declaration(size_t k, Type st, int c) {
    return std::string(st.scalar == Scalar::Double ? "uvec2" : "uint") + " b = " +
           bits_of(accessor("il_out[0].r" + std::to_string(k), st, c), st) + ";";
}

void replace_once(std::string& s, const std::string& from, const std::string& to) {
    size_t at = s.find(from);
    if (at == std::string::npos) throw std::logic_error("piglit export: the generated shader has no '" + from + "'");
    s.replace(at, from.size(), to);
}

std::string component_name(const std::string& name, Type t, int c) {
    if (t.components() == 1) return name;
    return name + "[" + std::to_string(c) + "]";
}

}  // namespace

PiglitCase piglit_expression_case(const expr::ExpressionEvaluation& x, std::string origin) {
    PiglitCase pc;
    pc.overload = &x.row;
    pc.profile = x.batch.profile;
    pc.expected = {x.alternatives[0].expected};
    pc.expected_label = x.alternatives[0].label;
    for (size_t i = 1; i < x.alternatives.size(); ++i)
        pc.alternatives.push_back({x.alternatives[i].label, {x.alternatives[i].expected}});
    pc.shader = expr::expression_shader(x.row, x.batch.profile, x.precise).source;
    pc.inputs = x.batch.cases[0].inputs;
    pc.origin = origin + "; the expression " + expr::parenthesised(x.expression) + (x.precise ? ", precise" : "");
    pc.tool_version = kTool;
    return pc;
}

PiglitCase piglit_case(const Overload& o, const Profile& p, std::vector<Value> inputs, std::string origin) {
    PiglitCase pc;
    pc.overload = &o;
    pc.profile = p;
    pc.expected = reference_for(o, inputs, p.glsl);
    pc.inputs = std::move(inputs);
    pc.origin = std::move(origin);
    pc.tool_version = kTool;
    return pc;
}

std::string piglit_file_name(const Overload& o, size_t index) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%03zu-", index);
    std::string type = o.params.empty() ? "void" : type_name(o.params[0].type);
    return buf + o.file_name() + "-" + type + ".shader_test";
}

std::string piglit_shader_test(const PiglitCase& pc) {
    const Overload& o = *pc.overload;
    const Profile& p = pc.profile;
    if (o.uses_half())
        throw std::invalid_argument("a piglit test of a float16_t row is not written: its checks compare 32- and "
                                    "64-bit components (" + o.declaration() + ")");
    if (p.glsl < 330)
        throw std::invalid_argument("a piglit test needs #version 330 or later (std430 buffers, floatBitsToUint); got " +
                                    std::to_string(p.glsl));
    std::string src = pc.shader.empty() ? generate_shader(o, p).source : pc.shader;
    std::vector<std::string> extensions = required_extensions(p.glsl);
    if (p.glsl < 420) {
        // layout(binding = N): the buffers are bound where shader_runner's `ssbo N` puts them.
        replace_once(src, "\n", "\n#extension GL_ARB_shading_language_420pack : require\n");
        extensions.push_back("GL_ARB_shading_language_420pack");
    }
    replace_once(src, std::string("layout(std430) buffer ") + GeneratedShader::kInputBlock,
                 std::string("layout(std430, binding = 0) buffer ") + GeneratedShader::kInputBlock);
    replace_once(src, std::string("layout(std430) buffer ") + GeneratedShader::kOutputBlock,
                 std::string("layout(std430, binding = 1) buffer ") + GeneratedShader::kOutputBlock);
    replace_once(src, "void main() {", "void il_evaluate() {");
    for (const std::string& e : p.extensions) extensions.push_back(e);

    // Records: il_in_t (bools as ints) and il_out_t (outputs, then il_written).
    auto ins = o.inputs();
    auto outs = o.outputs();
    auto storage = [](Type t) { return t.scalar == Scalar::Bool ? t.with_scalar(Scalar::Int) : t; };
    std::vector<Member> in_members, out_members;
    for (const auto& in : ins) in_members.push_back(layout_of(storage(in.type)));
    for (const auto& out : outs) out_members.push_back(layout_of(storage(out.type)));
    out_members.push_back(layout_of(Type{Scalar::Int}));
    const int in_size = place(in_members), out_size = place(out_members);

    bool has32 = false, has64 = false;
    for (const auto& out : outs) (out.type.scalar == Scalar::Double ? has64 : has32) = true;
    std::string check = std::string("layout(std430, binding = 2) buffer il_checks { uint il_ok[]; };\n");
    if (has32) check += kHelpers32;
    if (has64) check += kHelpers64;
    check += "void main() {\n    il_evaluate();\n    if (gl_GlobalInvocationID.x != 0u) return;\n";
    std::string probes, flag_probes;
    int flags = 0;
    for (size_t k = 0; k < outs.size() && k < pc.expected.size(); ++k) {
        const Expected& e = pc.expected[k];
        const Type st = storage(outs[k].type);
        const bool wide = st.scalar == Scalar::Double;
        for (int c = 0; c < e.reference.size(); ++c) {
            const std::string who = component_name(e.name, outs[k].type, c);
            Check ck = check_for(e, c);
            // Other ways of evaluating the case: any of them passes; one that leaves the component undefined
            // leaves it unchecked (the judge ranks undefined above a violation).
            for (const PiglitAlternative& a : pc.alternatives) {
                if (k >= a.expected.size() || ck.condition.empty()) continue;
                const Check ak = check_for(a.expected[k], c);
                if (ak.condition.empty()) {
                    ck = ak;
                    ck.comment = a.label + ": " + ak.comment;
                    break;
                }
                if (ck.comment.rfind(pc.expected_label + ": ", 0) != 0 && !pc.expected_label.empty())
                    ck.comment = pc.expected_label + ": " + ck.comment;
                ck.condition = "(" + ck.condition + ") || (" + ak.condition + ")";
                ck.comment += "; or " + a.label + ": " + ak.comment;
            }
            check += "    {  // " + who + " (" + type_name(outs[k].type) + "): " + std::string(rule_kind_name(e.rule.kind)) + "\n";
            check += "        " + bits_declaration(k, st, c) + "\n";
            check += "        il_ok[" + std::to_string(flags) + "] = " +
                     (ck.condition.empty() ? "1u" : "(" + ck.condition + ") ? 1u : 0u") + ";\n    }\n";
            flag_probes += "probe ssbo uint 2 " + std::to_string(4 * flags) + " == 1  # " + who + ": " + ck.comment + "\n";
            ++flags;
            // Only the reference is accepted: probe the bits too, so that shader_runner prints what came back.
            if (!pc.alternatives.empty() || ck.condition != "b == " + bits_literal(e.reference.bits[c], wide)) continue;
            const int off = component_offset(out_members[k], c);
            const uint64_t bits = e.reference.bits[c];
            probes += "probe ssbo uint 1 " + std::to_string(off) + " == " + std::to_string(static_cast<uint32_t>(bits)) +
                      "  # " + who + " = " + component_text(e.reference, c) + " (" + component_hex(e.reference, c) +
                      (wide ? ", low word" : "") + ")\n";
            if (wide)
                probes += "probe ssbo uint 1 " + std::to_string(off + 4) + " == " +
                          std::to_string(static_cast<uint32_t>(bits >> 32)) + "  # high word\n";
        }
    }
    // With other ways of evaluating the case, the judge takes one of them for the whole result
    // (expr::judge_alternatives): each component passing for some alternative is not enough when they pass for
    // different ones. One more flag: every component against one alternative at a time, any alternative passing.
    int judged = 0;
    for (size_t k = 0; k < outs.size() && k < pc.expected.size(); ++k) judged += pc.expected[k].reference.size();
    if (!pc.alternatives.empty() && judged > 1) {
        std::vector<std::pair<std::string, const std::vector<Expected>*>> ways = {{pc.expected_label, &pc.expected}};
        for (const PiglitAlternative& a : pc.alternatives) ways.push_back({a.label, &a.expected});
        std::string labels, any;
        check += "    {  // the whole result as one alternative, as the judge takes it\n";
        for (size_t w = 0; w < ways.size(); ++w) {
            check += "        bool il_way" + std::to_string(w) + " = true;  // " + ways[w].first + "\n";
            labels += (w ? (w + 1 == ways.size() ? " or " : ", ") : "") + ways[w].first;
            any += (w ? " || il_way" : "il_way") + std::to_string(w);
        }
        for (size_t k = 0; k < outs.size() && k < pc.expected.size(); ++k) {
            const Type st = storage(outs[k].type);
            for (int c = 0; c < pc.expected[k].reference.size(); ++c) {
                check += "        { " + bits_declaration(k, st, c);
                for (size_t w = 0; w < ways.size(); ++w) {
                    if (k >= ways[w].second->size()) continue;
                    const Check ck = check_for((*ways[w].second)[k], c);
                    if (ck.condition.empty()) continue;  // undefined in this alternative: any value
                    check += "\n            il_way" + std::to_string(w) + " = il_way" + std::to_string(w) +
                             " && (" + ck.condition + ");";
                }
                check += " }\n";
            }
        }
        check += "        il_ok[" + std::to_string(flags) + "] = (" + any + ") ? 1u : 0u;\n    }\n";
        flag_probes += "probe ssbo uint 2 " + std::to_string(4 * flags) + " == 1  # every component as one of " +
                       labels + "\n";
        ++flags;
    }
    check += "}\n";

    std::string t;
    t += "# " + o.declaration() + "    " + o.section + "\n";
    if (!pc.origin.empty()) t += "# " + pc.origin + "\n";
    t += "# Written by " + pc.tool_version + ": the compute shader it generates for this function, one invocation on\n"
         "# the inputs below, each output compared in the shader with what the GLSL specification accepts.\n";
    for (size_t k = 0; k < ins.size() && k < pc.inputs.size(); ++k)
        t += "#   in  " + ins[k].name + " (" + type_name(ins[k].type) + ") = " + value_text(pc.inputs[k]) + "\n";
    for (const Expected& e : pc.expected) {
        t += "#   out " + e.name + (pc.expected_label.empty() ? "" : " " + pc.expected_label) + " reference = " +
             value_text(e.reference) + ", rule " + std::string(rule_kind_name(e.rule.kind)) + "\n";
        if (!e.rule.why.empty()) t += "#       " + e.rule.why.str() + "\n";
    }
    for (const PiglitAlternative& a : pc.alternatives)
        for (const Expected& e : a.expected)
            t += "#   out " + e.name + " " + a.label + " reference = " + value_text(e.reference) + ", rule " +
                 std::string(rule_kind_name(e.rule.kind)) + " (accepted as well)\n";
    t += "# Run: PIGLIT_PLATFORM=surfaceless_egl shader_runner THIS_FILE -auto -fbo\n\n";
    char gl[16], glsl[16];
    std::snprintf(gl, sizeof gl, "%d.%d", p.glsl / 100, p.glsl % 100 / 10);
    std::snprintf(glsl, sizeof glsl, "%d.%02d", p.glsl / 100, p.glsl % 100);
    t += std::string("[require]\nGL >= ") + (p.glsl >= 430 ? "4.3" : gl) + "\nGLSL >= " + glsl + "\n";
    for (const std::string& e : extensions) t += e + "\n";
    t += "\n[compute shader]\n" + src + check + "\n[test]\n";
    t += "ssbo 0 " + std::to_string(in_size) + "\n";
    for (size_t k = 0; k < in_members.size() && k < pc.inputs.size(); ++k) {
        const Value& v = pc.inputs[k];
        for (int c = 0; c < v.size(); ++c) {
            const int off = component_offset(in_members[k], c);
            const uint64_t bits = v.type.scalar == Scalar::Bool ? (v.bits[c] ? 1 : 0) : v.bits[c];
            const std::string who = component_name(ins[k].name, ins[k].type, c);
            t += "ssbo 0 subdata int " + std::to_string(off) + " " +
                 std::to_string(static_cast<int32_t>(static_cast<uint32_t>(bits))) + "  # " + who + " = " +
                 component_text(v, c) + " (" + component_hex(v, c) + ")\n";
            if (in_members[k].scalar == 8)
                t += "ssbo 0 subdata int " + std::to_string(off + 4) + " " +
                     std::to_string(static_cast<int32_t>(static_cast<uint32_t>(bits >> 32))) + "  # high word\n";
        }
    }
    t += "ssbo 1 " + std::to_string(out_size) + "\n";
    t += "ssbo 2 " + std::to_string(4 * std::max(flags, 1)) + "\n";
    t += std::string("uniform int ") + GeneratedShader::kCountUniform + " 1\n";
    t += "compute 1 1 1\n";
    t += "probe ssbo int 1 " + std::to_string(out_members.back().offset) + " == 1  # il_written: the invocation ran\n";
    t += probes + flag_probes;
    return t;
}

}  // namespace il
