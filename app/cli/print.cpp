#include "cli/print.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

#include "gpu/compile_log.h"
#include "value/format.h"

namespace il::cli {
namespace {

// A cell of width w, and never less than its text and two spaces: columns cannot run together.
std::string pad(std::string s, size_t w) {
    s.append(s.size() + 2 <= w ? w - s.size() : 2, ' ');
    return s;
}

// Column widths for one case, from its widest value (a double's text, a matrix's 16 components): at least the
// usual 24 + 14 for the text and the hex, wider where a value needs it.
struct Widths {
    size_t who = 5, text = 24, hex = 14, fields = 0;
    void fit(const Value& v) {
        for (int i = 0; i < v.size(); ++i) {
            text = std::max(text, component_text(v, i).size() + 2);
            hex = std::max(hex, component_hex(v, i).size() + 2);
            if (v.type.is_float()) fields = std::max(fields, float_fields_text(v, i).size() + 2);
            if (v.size() > 1) who = std::max(who, std::to_string(i).size() + 4);
        }
    }
    size_t column() const { return std::max(text + hex, fields); }
};

std::string component_line(const Widths& w, const char* who, const Value& v, int i) {
    std::string s = "    " + pad(who, w.who) + pad(component_text(v, i), w.text) + pad(component_hex(v, i), w.hex);
    if (v.type.is_float()) s += float_fields_text(v, i);
    return s + "\n";
}

std::string hex_of(uint64_t x, int bits) {
    char buf[24];
    if (bits == 64) std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(x));
    else std::snprintf(buf, sizeof buf, "0x%08llx", static_cast<unsigned long long>(x));
    return buf;
}

std::string rule_line(const Expected& e) {
    const Rule& r = e.rule;
    std::string s = "  rule: " + std::string(rule_kind_name(r.kind));
    // GLSL 4.50 §4.7.1 gives sin, cos, tan and the other trigonometric functions no bound: never "ulp inf".
    if (r.kind == RuleKind::Ulp && std::isinf(r.ulp)) {
        s = "  rule: precision undefined by the spec (any answer that is not NaN is accepted)";
    } else if (r.kind == RuleKind::Ulp) {
        char buf[32];
        std::snprintf(buf, sizeof buf, " %.1f", r.ulp);
        s += buf;
    }
    if (r.denormal_flush) s += " (denormals may flush to zero)";
    s += "\n";
    if (r.kind == RuleKind::AnyOf)
        for (size_t a = 0; a < r.alternatives.size(); ++a)
            s += "    accepted: " + value_text(r.alternatives[a]) + "  [" +
                 (a < r.labels.size() ? r.labels[a] : "") + "]\n";
    if (!r.why.empty()) s += "    why: " + r.why + "\n";
    return s;
}

}  // namespace

std::string device_line(const DeviceInfo& d) {
    return d.renderer + " | " + d.version + " | " + d.platform + " | driver " + d.driver +
           (d.forced() ? " (forced: " + d.overrides + ")" : "");
}

std::string describe_case(const BatchEvaluation& b, size_t index) {
    const Overload& o = *b.overload;
    const CaseResult& r = b.cases[index];
    std::string s;
    auto ins = o.inputs();
    Widths w;
    for (const Value& v : r.inputs) w.fit(v);
    for (const Expected& e : r.expected) w.fit(e.reference);
    if (r.gpu_ran)
        for (const Value& v : r.gpu) w.fit(v);
    const size_t col = w.column();
    for (size_t i = 0; i < r.inputs.size(); ++i) {
        s += "in  " + ins[i].name + " (" + type_name(ins[i].type) + ")\n";
        for (int c = 0; c < r.inputs[i].size(); ++c) {
            std::string who = r.inputs[i].size() > 1 ? "[" + std::to_string(c) + "]" : "";
            s += component_line(w, who.c_str(), r.inputs[i], c);
        }
    }
    for (size_t k = 0; k < r.expected.size(); ++k) {
        const Expected& e = r.expected[k];
        int width = e.reference.type.component_bits();
        s += "out " + e.name + " (" + type_name(e.reference.type) + ")";
        if (r.gpu_ran) s += "  " + std::string(verdict_name(r.judgement[k].verdict));
        s += "\n" + rule_line(e);
        s += "    " + pad("", w.who) + pad("GPU", col) + pad("CPU reference", col) + (r.gpu_ran ? "xor / ulp / verdict" : "") + "\n";
        for (int c = 0; c < e.reference.size(); ++c) {
            std::string who = e.reference.size() > 1 ? "[" + std::to_string(c) + "]" : "";
            std::string gpu = r.gpu_ran ? pad(pad(component_text(r.gpu[k], c), w.text) + component_hex(r.gpu[k], c), col)
                                        : pad("-", col);
            std::string cpu = pad(pad(component_text(e.reference, c), w.text) + component_hex(e.reference, c), col);
            s += "    " + pad(who, w.who) + gpu + cpu;
            if (r.gpu_ran) {
                const ComponentJudgement& j = r.judgement[k].components[c];
                s += hex_of(j.xor_bits, width) + "  " + (j.ulp ? std::to_string(*j.ulp) : "NaN") + "  " +
                     std::string(verdict_name(j.verdict)) + (j.reason.empty() ? "" : " (" + j.reason + ")");
            }
            s += "\n";
            if (e.reference.type.is_float()) {
                if (r.gpu_ran) s += "    " + pad("", w.who) + pad(float_fields_text(r.gpu[k], c), col);
                else s += "    " + pad("", w.who) + pad("", col);
                s += float_fields_text(e.reference, c) + "\n";
            }
            if (r.gpu_ran && r.judgement[k].components[c].xor_bits) {
                const Scalar rs = e.reference.type.scalar;
                Value x = make_value(Type{e.reference.type.is_float() ? rs
                                          : e.reference.type.is_int64()            ? Scalar::Uint64
                                                                                   : Scalar::Uint});
                x.bits[0] = r.judgement[k].components[c].xor_bits;
                s += "    " + pad("", w.who) + "xor bits " + component_binary(x, 0) + "\n";
            }
        }
    }
    if (r.has_verdict) s += "verdict: " + std::string(verdict_name(r.verdict)) + "\n";
    if (!r.note.empty()) s += "note: " + r.note + "\n";
    return s;
}

std::string describe_kernel_failure(const BatchEvaluation& b) {
    const std::string& log = b.kernel->log;
    std::vector<int> bad = error_lines(parse_log(log));
    std::string s = "driver log:\n" + log + (log.empty() || log.back() == '\n' ? "" : "\n") + "generated shader:\n";
    int line = 1;
    size_t pos = 0;
    const std::string& src = b.kernel->shader.source;
    while (pos < src.size()) {
        size_t nl = src.find('\n', pos);
        if (nl == std::string::npos) nl = src.size();
        char buf[16];
        std::snprintf(buf, sizeof buf, "%s%4d  ", std::binary_search(bad.begin(), bad.end(), line) ? ">>" : "  ", line);
        s += buf + src.substr(pos, nl - pos) + "\n";
        pos = nl + 1;
        ++line;
    }
    return s;
}

}  // namespace il::cli
