#include "vectors/case_writer.h"

#include <cmath>
#include <cstdio>
#include <string_view>

#include "value/format.h"

namespace il {
namespace {

// A JSON string: runs of characters that need no escape go out in one append each.
void str(std::string& out, std::string_view s) {
    out += '"';
    size_t run = 0;  // the first character not yet written
    for (size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\') continue;
        out.append(s.data() + run, i - run);
        run = i + 1;
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            default: {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            }
        }
    }
    out.append(s.data() + run, s.size() - run);
    out += '"';
}

void hex(std::string& out, uint64_t x, int bits) {
    char buf[24];
    if (bits == 64) std::snprintf(buf, sizeof buf, "\"0x%016llx\"", static_cast<unsigned long long>(x));
    else if (bits == 16) std::snprintf(buf, sizeof buf, "\"0x%04llx\"", static_cast<unsigned long long>(x));
    else std::snprintf(buf, sizeof buf, "\"0x%08llx\"", static_cast<unsigned long long>(x));
    out += buf;
}

void bits(std::string& out, const Value& v) {
    out += '[';
    for (int i = 0; i < v.size(); ++i) {
        if (i) out += ',';
        hex(out, v.bits[i], v.type.component_bits());
    }
    out += ']';
}

void value(std::string& out, const std::string& name, const Value& v) {
    out += "{\"name\":";
    str(out, name);
    out += ",\"type\":";
    str(out, type_name(v.type));
    out += ",\"bits\":";
    bits(out, v);
    out += ",\"text\":[";
    for (int i = 0; i < v.size(); ++i) {
        if (i) out += ',';
        str(out, component_text(v, i));
    }
    out += "]}";
}

void number(std::string& out, double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", x);
    out += buf;
}

void rule(std::string& out, const Expected& e) {
    const Rule& r = e.rule;
    out += "{\"name\":";
    str(out, e.name);
    out += ",\"rule\":";
    str(out, std::string(rule_kind_name(r.kind)));
    if (r.kind == RuleKind::Ulp) {
        if (std::isinf(r.ulp)) out += ",\"precision_undefined\":true,\"ulp\":null";
        else { out += ",\"ulp\":"; number(out, r.ulp); }
    }
    if (r.kind == RuleKind::AnyOf) {
        out += ",\"bits\":[";
        for (size_t a = 0; a < r.alternatives.size(); ++a) {
            if (a) out += ',';
            bits(out, r.alternatives[a]);
        }
        out += ']';
        if (!r.labels.empty()) {
            out += ",\"labels\":[";
            for (size_t a = 0; a < r.labels.size(); ++a) {
                if (a) out += ',';
                str(out, r.labels[a]);
            }
            out += ']';
        }
    }
    if (r.kind == RuleKind::Interval) {
        out += ",\"lo\":";
        bits(out, r.lo);
        out += ",\"hi\":";
        bits(out, r.hi);
    }
    if (r.denormal_flush) out += ",\"denormal_flush\":true";
    if (r.undefined_components) {
        out += ",\"undefined_components\":[";
        bool first = true;
        for (int i = 0; i < e.reference.size(); ++i)
            if (r.undefined_components >> i & 1) {
                if (!first) out += ',';
                out += std::to_string(i);
                first = false;
            }
        out += ']';
    }
    if (r.undefined_bits) {
        out += ",\"undefined_bits\":";
        hex(out, r.undefined_bits, e.reference.type.component_bits());
    }
    if (!r.why.empty()) {
        out += ",\"why\":";
        str(out, r.why.view());
    }
    out += '}';
}

}  // namespace

void append_case_line(std::string& out, const BatchEvaluation& b, size_t index) {
    const CaseResult& r = b.cases[index];
    const Overload& o = *b.overload;
    out += "{\"function\":";
    str(out, o.function);
    out += ",\"overload\":";
    str(out, o.declaration());
    out += ",\"inputs\":[";
    auto params = o.inputs();
    for (size_t i = 0; i < r.inputs.size(); ++i) {
        if (i) out += ',';
        value(out, params[i].name, r.inputs[i]);
    }
    out += "],\"reference\":[";
    for (size_t i = 0; i < r.expected.size(); ++i) {
        if (i) out += ',';
        value(out, r.expected[i].name, r.expected[i].reference);
    }
    out += "],\"accepted\":[";
    for (size_t i = 0; i < r.expected.size(); ++i) {
        if (i) out += ',';
        rule(out, r.expected[i]);
    }
    out += ']';
    if (r.gpu_ran) {
        out += ",\"gpu\":[";
        for (size_t i = 0; i < r.gpu.size(); ++i) {
            if (i) out += ',';
            out += "{\"name\":";
            str(out, r.expected[i].name);
            out += ",\"bits\":";
            bits(out, r.gpu[i]);
            out += '}';
        }
        out += "],\"diff\":[";
        for (size_t i = 0; i < r.gpu.size(); ++i) {
            const OutputJudgement& j = r.judgement[i];
            if (i) out += ',';
            out += "{\"name\":";
            str(out, r.expected[i].name);
            out += ",\"xor\":[";
            for (size_t c = 0; c < j.components.size(); ++c) {
                if (c) out += ',';
                hex(out, j.components[c].xor_bits, r.gpu[i].type.component_bits());
            }
            out += "],\"ulp\":[";
            for (size_t c = 0; c < j.components.size(); ++c) {
                if (c) out += ',';
                out += j.components[c].ulp ? std::to_string(*j.components[c].ulp) : "null";
            }
            out += "],\"verdict\":";
            str(out, std::string(verdict_name(j.verdict)));
            if (!j.reason.empty()) {
                out += ",\"reason\":";
                str(out, j.reason);
            }
            out += '}';
        }
        out += ']';
    }
    if (r.has_verdict) {
        out += ",\"verdict\":";
        str(out, std::string(verdict_name(r.verdict)));
    }
    if (!r.note.empty()) {
        out += ",\"note\":";
        str(out, r.note);
    }
    out += '}';
}

}  // namespace il
