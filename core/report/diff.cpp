#include "report/diff.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <deque>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "value/float_format.h"
#include "value/type.h"
#include "vectors/json_read.h"
#include "vectors/vectors_json.h"
#include "vectors/vectors_reader.h"
#include "vectors/tool_version.h"

namespace il {
namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& file, const std::string& path, const std::string& msg) {
    throw DiffError(file + ": " + path + ": " + msg);
}

bool parse_hex(const std::string& s, uint64_t& out) {
    if (s.size() < 3 || s.size() > 18 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X')) return false;
    out = 0;
    for (size_t k = 2; k < s.size(); ++k) {
        char c = static_cast<char>(std::tolower(static_cast<unsigned char>(s[k])));
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0) return false;
        out = out << 4 | static_cast<uint64_t>(d);
    }
    return true;
}

void check_bits(const json& bits, const std::string& file, const std::string& path) {
    if (!bits.is_array()) fail(file, path, std::string("expected an array of hex strings, found ") + bits.type_name());
    for (size_t i = 0; i < bits.size(); ++i) {
        uint64_t x;
        if (!bits[i].is_string() || !parse_hex(bits[i].get<std::string>(), x))
            fail(file, path + "[" + std::to_string(i) + "]", "expected a hex string such as \"0x3f800000\"");
    }
}

// Checks an array of {"name", "bits": [...]} objects (gpu, reference).
void check_outputs(const json& c, const char* key, const std::string& file, const std::string& path) {
    if (!c.contains(key)) return;
    const json& outs = c[key];
    std::string p = path + "." + key;
    if (!outs.is_array()) fail(file, p, "expected an array");
    for (size_t i = 0; i < outs.size(); ++i) {
        std::string q = p + "[" + std::to_string(i) + "]";
        if (!outs[i].is_object()) fail(file, q, "expected an object");
        if (!outs[i].contains("name") || !outs[i]["name"].is_string())
            fail(file, q + ".name", "missing or not a string");
        if (!outs[i].contains("bits")) fail(file, q + ".bits", "missing");
        check_bits(outs[i]["bits"], file, q + ".bits");
        // GPU outputs are compared by name: one given twice would make the comparison depend on which is found
        // first. (A reference output is only shown, the first of its name.)
        for (size_t j = 0; j < i && std::string_view(key) == "gpu"; ++j)
            if (outs[j]["name"] == outs[i]["name"])
                fail(file, q + ".name", "'" + outs[i]["name"].get<std::string>() + "' given twice in " + p);
    }
}

const json* by_name(const json& c, const char* key, const std::string& name) {
    auto it = c.find(key);
    if (it == c.end() || !it->is_array()) return nullptr;
    for (const json& o : *it)
        if (o.is_object() && o.value("name", "") == name) return &o;
    return nullptr;
}

}  // namespace

// function | overload | input bits (as numbers, so "0x3F800000" and "0x3f800000" pair up).
std::string case_key(const json& c) {
    std::string k = c["function"].get<std::string>() + "|" + c.value("overload", "");
    for (const json& in : c["inputs"]) {
        k += "|";
        for (const json& b : in["bits"]) {
            uint64_t x = 0;
            parse_hex(b.get<std::string>(), x);
            k += std::to_string(x) + ",";
        }
    }
    return k;
}

namespace {

std::vector<std::string> words_of(const std::string& s) {
    std::vector<std::string> out;
    std::string w;
    for (char ch : s + " ") {
        if (std::isalnum(static_cast<unsigned char>(ch))) {
            w += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        } else if (!w.empty()) {
            out.push_back(w);
            w.clear();
        }
    }
    return out;
}

bool has_word(const std::string& label, std::initializer_list<const char*> words) {
    for (const std::string& w : words_of(label))
        for (const char* x : words)
            if (w == x) return true;
    return false;
}

bool all_of_labels(const std::vector<std::string>& s, bool (*pred)(const std::string&)) {
    return !s.empty() && std::all_of(s.begin(), s.end(), pred);
}

bool mentions_flush(const std::string& l) { return l.find("flush") != std::string::npos; }
bool is_fused(const std::string& l) { return l.rfind("fused", 0) == 0; }
bool is_unfused(const std::string& l) { return l.rfind("unfused", 0) == 0; }
bool names_rounding(const std::string& l) {
    return has_word(l, {"up", "down", "even", "odd", "away", "toward", "nearest", "truncate"});
}

// The labels of the any-of alternatives whose component `i` has these bits; the output's diff reason
// ("any-of: fused") stands in when the file gives no alternatives for a one-component output.
std::vector<std::string> labels_for(const json& c, const std::string& output, int i, const std::string& bits) {
    std::vector<std::string> out;
    const json* acc = by_name(c, "accepted", output);
    if (acc && acc->contains("bits") && acc->contains("labels") && (*acc)["bits"].is_array() &&
        (*acc)["labels"].is_array()) {
        const json& alts = (*acc)["bits"];
        const json& labels = (*acc)["labels"];
        for (size_t a = 0; a < alts.size() && a < labels.size(); ++a) {
            if (!alts[a].is_array() || static_cast<int>(alts[a].size()) <= i || !labels[a].is_string()) continue;
            uint64_t x, y;
            if (alts[a][i].is_string() && parse_hex(alts[a][i].get<std::string>(), x) && parse_hex(bits, y) && x == y)
                out.push_back(labels[a].get<std::string>());
        }
        return out;
    }
    const json* d = by_name(c, "diff", output);
    const json* g = by_name(c, "gpu", output);
    if (d && g && (*g)["bits"].size() == 1 && d->contains("reason") && (*d)["reason"].is_string()) {
        std::string r = (*d)["reason"].get<std::string>();
        if (r.rfind("any-of: ", 0) == 0) out.push_back(r.substr(8));
    }
    return out;
}

// The scalar type of an output, from the reference entry of the same name; by width otherwise.
Scalar scalar_of(const json& c, const std::string& output, const std::string& bits) {
    const json* ref = by_name(c, "reference", output);
    if (ref && ref->contains("type") && (*ref)["type"].is_string())
        if (auto t = parse_type_name((*ref)["type"].get<std::string>())) return t->scalar;
    return bits.size() == 18 ? Scalar::Double : Scalar::Uint;
}

struct Num {
    bool nan = false, zero = false, denormal = false;
};

Num classify_bits(Scalar s, uint64_t x) {
    Num n;
    const Type t{s};
    if (t.is_float()) {
        const FloatFormat& f = format_of_width(t.component_bits());
        n.nan = f.is_nan(x);
        n.zero = f.is_zero(x);
        n.denormal = f.is_denormal(x);
    }
    return n;
}

std::optional<uint64_t> distance(Scalar s, uint64_t a, uint64_t b) {
    auto ordered = [](uint64_t bits, int width) {
        uint64_t sign = uint64_t{1} << (width - 1), mag = bits & (sign - 1);
        return (bits & sign) ? -static_cast<int64_t>(mag) : static_cast<int64_t>(mag);
    };
    if (Type{s}.is_float()) {
        if (classify_bits(s, a).nan || classify_bits(s, b).nan) return std::nullopt;
        const int w = Type{s}.component_bits();
        int64_t x = ordered(a, w), y = ordered(b, w);
        return static_cast<uint64_t>(x > y ? x - y : y - x);
    }
    if (s == Scalar::Int) {
        int64_t x = static_cast<int32_t>(a), y = static_cast<int32_t>(b);
        return static_cast<uint64_t>(x > y ? x - y : y - x);
    }
    if (s == Scalar::Int64) {  // by value: the sign bit flipped orders int64_t as uint64_t
        a ^= uint64_t{1} << 63;
        b ^= uint64_t{1} << 63;
    }
    return a > b ? a - b : b - a;
}

DiffKind ulp_kind(uint64_t u) {
    if (u <= 1) return DiffKind::Ulp1;
    if (u <= 4) return DiffKind::Ulp2To4;
    if (u <= 16) return DiffKind::Ulp5To16;
    return DiffKind::UlpOver16;
}

void classify(ComponentDifference& d, const json& ca, const json& cb, Scalar s) {
    std::vector<std::string> la = labels_for(ca, d.output, d.component, d.a_bits);
    std::vector<std::string> lb = labels_for(cb, d.output, d.component, d.b_bits);
    d.a_label = la.empty() ? "" : la.front();
    d.b_label = lb.empty() ? "" : lb.front();
    uint64_t a = 0, b = 0, r = 0;
    parse_hex(d.a_bits, a);
    parse_hex(d.b_bits, b);
    bool has_ref = !d.reference_bits.empty() && parse_hex(d.reference_bits, r);
    d.ulp = distance(s, a, b);
    if (!la.empty() && !lb.empty()) {
        std::set<std::string> common;
        for (const std::string& l : la)
            if (std::find(lb.begin(), lb.end(), l) != lb.end()) common.insert(l);
        if (common.empty()) {
            // GLSL 4.50 §4.7.1: any denormal input or result may be flushed to 0.
            if (all_of_labels(la, mentions_flush) != all_of_labels(lb, mentions_flush)) {
                d.kind = DiffKind::DenormalFlushed;
                return;
            }
            // §8.3 fma: fused or a * b + c with two roundings.
            if ((all_of_labels(la, is_fused) && all_of_labels(lb, is_unfused)) ||
                (all_of_labels(la, is_unfused) && all_of_labels(lb, is_fused))) {
                d.kind = DiffKind::FusedVsUnfused;
                return;
            }
            // §8.3 round(): the fraction 0.5 rounds in a direction chosen by the implementation.
            if (std::any_of(la.begin(), la.end(), names_rounding) &&
                std::any_of(lb.begin(), lb.end(), names_rounding)) {
                d.kind = DiffKind::RoundingAtHalf;
                return;
            }
        }
    }
    Num na = classify_bits(s, a), nb = classify_bits(s, b), nr = classify_bits(s, r);
    if ((na.zero && (nb.denormal || (has_ref && nr.denormal))) ||
        (nb.zero && (na.denormal || (has_ref && nr.denormal)))) {
        d.kind = DiffKind::DenormalFlushed;
        return;
    }
    if (na.nan && nb.nan) {
        d.kind = DiffKind::NanPayload;
        return;
    }
    d.kind = d.ulp && *d.ulp > 0 ? ulp_kind(*d.ulp) : DiffKind::Other;
}

std::string verdict_class(const std::string& v) { return v == "match" || v == "accepted" ? "ok" : v; }

std::string component_name(const ComponentDifference& d) {
    return d.size > 1 ? d.output + "[" + std::to_string(d.component) + "]" : d.output;
}

std::string describe(const CaseDifference& c) {
    const ComponentDifference& d = *std::find_if(c.components.begin(), c.components.end(),
                                                 [&](const ComponentDifference& x) { return x.kind == c.kind; });
    std::string ulp = d.ulp ? std::to_string(*d.ulp) + " ULP" : "NaN involved";
    switch (c.kind) {
        case DiffKind::RoundingAtHalf:
        case DiffKind::FusedVsUnfused: return "A: " + d.a_label + "; B: " + d.b_label;
        case DiffKind::DenormalFlushed:
            if (!d.a_label.empty() && !d.b_label.empty()) return "A: " + d.a_label + "; B: " + d.b_label;
            return "A " + d.a_bits + ", B " + d.b_bits +
                   (d.reference_bits.empty() ? "" : ", reference " + d.reference_bits);
        case DiffKind::NanPayload: return "both NaN: A " + d.a_bits + ", B " + d.b_bits;
        case DiffKind::VerdictChanged:
            return "A " + (c.a_verdict.empty() ? "-" : c.a_verdict) + ", B " +
                   (c.b_verdict.empty() ? "-" : c.b_verdict) + " (" + ulp + ")";
        case DiffKind::Other: return d.ulp && *d.ulp == 0 ? "zeros of opposite sign" : "bits differ (" + ulp + ")";
        default: return ulp + " apart";
    }
}

DiffSide side_of(const json& doc, const std::string& file) {
    DiffSide s;
    s.file = file;
    s.device = doc.contains("device") ? doc["device"] : json(nullptr);
    s.profile = doc.contains("profile") ? doc["profile"] : json(nullptr);
    s.cases = doc["cases"].size();
    return s;
}

std::string pad(std::string s, size_t w) {
    if (s.size() < w) s.append(w - s.size(), ' ');
    return s;
}

std::string device_text(const json& d) {
    if (!d.is_object()) return "(no device: CPU only)";
    std::string s = d.value("renderer", "?") + " | " + d.value("version", "?");
    if (d.contains("driver") && d["driver"].is_string()) s += " | driver " + d["driver"].get<std::string>();
    if (d.value("forced", false)) s += " (forced: " + d.value("overrides", std::string("versions overridden")) + ")";
    return s;
}

std::string inputs_text(const json& inputs) {
    std::string s;
    for (const json& in : inputs) {
        s += (s.empty() ? "" : " ") + in.value("name", "?") + "=";
        const json& bits = in["bits"];
        if (bits.size() > 1) s += "(";
        for (size_t i = 0; i < bits.size(); ++i) s += (i ? "," : "") + bits[i].get<std::string>();
        if (bits.size() > 1) s += ")";
    }
    return s;
}

}  // namespace

std::string_view diff_kind_name(DiffKind k) {
    switch (k) {
        case DiffKind::RoundingAtHalf: return "rounding-at-half";
        case DiffKind::FusedVsUnfused: return "fused-vs-unfused";
        case DiffKind::DenormalFlushed: return "denormal-flushed";
        case DiffKind::NanPayload: return "nan-payload-or-sign";
        case DiffKind::VerdictChanged: return "verdict-changed";
        case DiffKind::Ulp1: return "ulp-1";
        case DiffKind::Ulp2To4: return "ulp-2-4";
        case DiffKind::Ulp5To16: return "ulp-5-16";
        case DiffKind::UlpOver16: return "ulp-over-16";
        case DiffKind::Other: return "other";
    }
    return "other";
}

std::string_view diff_kind_title(DiffKind k) {
    switch (k) {
        case DiffKind::RoundingAtHalf: return "rounding direction at .5";
        case DiffKind::FusedVsUnfused: return "fused vs unfused fma";
        case DiffKind::DenormalFlushed: return "denormal flushed";
        case DiffKind::NanPayload: return "NaN payload or sign";
        case DiffKind::VerdictChanged: return "verdict changed";
        case DiffKind::Ulp1: return "1 ULP";
        case DiffKind::Ulp2To4: return "2-4 ULP";
        case DiffKind::Ulp5To16: return "5-16 ULP";
        case DiffKind::UlpOver16: return ">16 ULP";
        case DiffKind::Other: return "other";
    }
    return "other";
}

void check_results(const json& doc, const std::string& file) {
    if (!doc.is_object()) fail(file, "$", "expected an object");
    if (!doc.contains("schema") || !doc["schema"].is_string()) fail(file, "$.schema", "missing or not a string");
    if (doc["schema"] != kSchema)
        fail(file, "$.schema", "'" + doc["schema"].get<std::string>() + "' is not " + kSchema);
    if (!doc.contains("cases")) fail(file, "$.cases", "missing");
    const json& cases = doc["cases"];
    if (!cases.is_array()) fail(file, "$.cases", "expected an array");
    for (size_t c = 0; c < cases.size(); ++c) check_result_case(cases[c], file, c);
}

void check_result_case(const json& jc, const std::string& file, size_t c) {
    {
        std::string p = "$.cases[" + std::to_string(c) + "]";
        if (!jc.is_object()) fail(file, p, "expected an object");
        if (!jc.contains("function") || !jc["function"].is_string())
            fail(file, p + ".function", "missing or not a string");
        if (jc.contains("overload") && !jc["overload"].is_string()) fail(file, p + ".overload", "expected a string");
        if (!jc.contains("inputs")) fail(file, p + ".inputs", "missing");
        if (!jc["inputs"].is_array()) fail(file, p + ".inputs", "expected an array");
        for (size_t i = 0; i < jc["inputs"].size(); ++i) {
            std::string q = p + ".inputs[" + std::to_string(i) + "]";
            if (!jc["inputs"][i].is_object() || !jc["inputs"][i].contains("bits")) fail(file, q + ".bits", "missing");
            check_bits(jc["inputs"][i]["bits"], file, q + ".bits");
        }
        check_outputs(jc, "gpu", file, p);
        check_outputs(jc, "reference", file, p);
        if (jc.contains("verdict") && !jc["verdict"].is_string()) fail(file, p + ".verdict", "expected a string");
    }
}

json load_results(const std::string& path) {
    std::string text;
    try {
        text = read_json_file(path);  // a directory, an empty file, a FIFO with no writer: said as such
    } catch (const VectorsError& e) {
        throw DiffError(e.what());
    }
    json doc;
    try {
        doc = parse_json_strict(text, path);  // duplicate keys, deep nesting, 65-bit integers: said with the path
    } catch (const VectorsError& e) {
        throw DiffError(e.what());
    }
    check_results(doc, path);
    return doc;
}

DiffReport diff_results(const json& a, const std::string& a_file, const json& b, const std::string& b_file) {
    check_results(a, a_file);
    check_results(b, b_file);
    DiffReport r;
    r.a = side_of(a, a_file);
    r.b = side_of(b, b_file);
    // Duplicate cases pair up in file order.
    std::map<std::string, std::deque<size_t>> in_b;
    for (size_t i = 0; i < b["cases"].size(); ++i) in_b[case_key(b["cases"][i])].push_back(i);
    for (size_t i = 0; i < a["cases"].size(); ++i) {
        const json& ca = a["cases"][i];
        auto it = in_b.find(case_key(ca));
        if (it == in_b.end() || it->second.empty()) {
            ++r.only_a;
            continue;
        }
        size_t j = it->second.front();
        it->second.pop_front();
        const json& cb = b["cases"][j];
        ++r.matched;
        CaseDifference cd;
        switch (compare_cases(ca, i, cb, j, cd)) {
            case CaseComparison::WithoutGpu: ++r.without_gpu; break;
            case CaseComparison::Same: ++r.same; break;
            case CaseComparison::Differ:
                ++r.group_counts[{cd.function, cd.kind}];
                r.differences.push_back(std::move(cd));
                break;
        }
    }
    for (const auto& [key, left] : in_b) r.only_b += left.size();
    r.differing = r.differences.size();
    return r;
}

CaseComparison compare_cases(const json& ca, size_t i, const json& cb, size_t j, CaseDifference& cd) {
    {
        if (!ca.contains("gpu") || !cb.contains("gpu")) return CaseComparison::WithoutGpu;
        cd.function = ca["function"].get<std::string>();
        cd.overload = ca.value("overload", "");
        cd.inputs = ca["inputs"];
        cd.a_index = i;
        cd.b_index = j;
        cd.a_verdict = ca.value("verdict", "");
        cd.b_verdict = cb.value("verdict", "");
        for (const json& ga : ca["gpu"]) {
            std::string name = ga["name"].get<std::string>();
            const json* gb = by_name(cb, "gpu", name);
            const json* ref = by_name(ca, "reference", name);
            const json& ba = ga["bits"];
            if (!gb) {
                ComponentDifference d;
                d.output = name;
                d.a_bits = ba.empty() ? "" : ba[0].get<std::string>();
                d.b_bits = "(missing)";
                cd.components.push_back(d);
                continue;
            }
            const json& bb = (*gb)["bits"];
            for (size_t k = 0; k < std::max(ba.size(), bb.size()); ++k) {
                std::string x = k < ba.size() ? ba[k].get<std::string>() : "(missing)";
                std::string y = k < bb.size() ? bb[k].get<std::string>() : "(missing)";
                uint64_t xv = 0, yv = 0;
                if (parse_hex(x, xv) && parse_hex(y, yv) && xv == yv) continue;
                ComponentDifference d;
                d.output = name;
                d.component = static_cast<int>(k);
                d.size = static_cast<int>(std::max(ba.size(), bb.size()));
                d.a_bits = x;
                d.b_bits = y;
                if (ref && (*ref)["bits"].size() > k) d.reference_bits = (*ref)["bits"][k].get<std::string>();
                classify(d, ca, cb, scalar_of(ca, name, x));
                cd.components.push_back(d);
            }
        }
        if (cd.components.empty()) return CaseComparison::Same;
        cd.kind = DiffKind::Other;
        for (const ComponentDifference& d : cd.components) cd.kind = std::min(cd.kind, d.kind);
        if (cd.kind > DiffKind::VerdictChanged && verdict_class(cd.a_verdict) != verdict_class(cd.b_verdict)) {
            cd.kind = DiffKind::VerdictChanged;
            for (ComponentDifference& d : cd.components)
                if (d.kind > DiffKind::VerdictChanged) {
                    d.kind = DiffKind::VerdictChanged;
                    break;
                }
        }
        cd.detail = describe(cd);
        return CaseComparison::Differ;
    }
}

json diff_json(const DiffReport& r, const json& a_doc) {
    json cases = json::array();
    for (const CaseDifference& c : r.differences) cases.push_back(case_with_difference(a_doc["cases"][c.a_index], c));
    json doc = {{"schema", kSchema}, {"tool", kTool}};
    if (a_doc.contains("profile")) doc["profile"] = a_doc["profile"];
    if (a_doc.contains("device")) doc["device"] = a_doc["device"];
    // A vectors document (its cases replay with run); the diff section names its own schema.
    json summary = {{"schema", "intrinsic-lab.diff/1"}};
    summary.update(diff_summary_json(r));
    doc["diff"] = summary;
    doc["cases"] = cases;
    return doc;
}

json diff_summary_json(const DiffReport& r) {
    auto side = [](const DiffSide& s) {
        return json{{"file", s.file}, {"device", s.device}, {"profile", s.profile}, {"cases", s.cases}};
    };
    std::map<std::string, size_t> kinds;
    json g = json::array();
    for (const auto& [k, n] : r.group_counts) {
        std::string kind(diff_kind_name(k.second));
        kinds[kind] += n;
        g.push_back({{"function", k.first}, {"kind", kind}, {"cases", n}});
    }
    return {{"a", side(r.a)},        {"b", side(r.b)},
            {"matched", r.matched},  {"only_in_a", r.only_a},
            {"only_in_b", r.only_b}, {"without_gpu", r.without_gpu},
            {"same", r.same},        {"differing", r.differing},
            {"kinds", kinds},        {"groups", g}};
}

json case_with_difference(const json& a_case, const CaseDifference& c) {
    {
        std::string kind(diff_kind_name(c.kind));
        json j = a_case;
        json comps = json::array();
        for (const ComponentDifference& d : c.components) {
            json x = {{"output", d.output},
                      {"component", d.component},
                      {"a", d.a_bits},
                      {"b", d.b_bits},
                      {"kind", std::string(diff_kind_name(d.kind))},
                      {"ulp", d.ulp ? json(*d.ulp) : json(nullptr)}};
            if (!d.reference_bits.empty()) x["reference"] = d.reference_bits;
            if (!d.a_label.empty()) x["a_label"] = d.a_label;
            if (!d.b_label.empty()) x["b_label"] = d.b_label;
            comps.push_back(x);
        }
        j["difference"] = {{"kind", kind},
                           {"title", std::string(diff_kind_title(c.kind))},
                           {"detail", c.detail},
                           {"a_case", c.a_index},
                           {"b_case", c.b_index},
                           {"a_verdict", c.a_verdict},
                           {"b_verdict", c.b_verdict},
                           {"components", comps}};
        return j;
    }
}

std::string diff_table(const DiffReport& r, size_t max_lines_per_group) {
    std::string s;
    char buf[512];
    s += "A: " + r.a.file + "  " + device_text(r.a.device) + "  (" + std::to_string(r.a.cases) + " cases)\n";
    s += "B: " + r.b.file + "  " + device_text(r.b.device) + "  (" + std::to_string(r.b.cases) + " cases)\n";
    if (r.a.profile != r.b.profile)
        s += "note: the files' profiles differ: A " + r.a.profile.dump() + ", B " + r.b.profile.dump() + "\n";
    std::snprintf(buf, sizeof buf,
                  "%zu cases in both: %zu differ, %zu same, %zu without GPU bits; %zu only in A, %zu only in B\n",
                  r.matched, r.differing, r.same, r.without_gpu, r.only_a, r.only_b);
    s += buf;
    if (r.differing == 0) return s;
    // group_counts counts every differing case; `differences` may hold only the first few of each group.
    std::map<std::pair<std::string, DiffKind>, std::vector<const CaseDifference*>> groups;
    for (const CaseDifference& c : r.differences) groups[{c.function, c.kind}].push_back(&c);
    s += "\n" + pad("function", 20) + pad("kind of difference", 28) + "cases\n";
    for (const auto& [key, n] : r.group_counts) {
        std::snprintf(buf, sizeof buf, "%-20s%-28s%5zu\n", key.first.c_str(),
                      std::string(diff_kind_title(key.second)).c_str(), n);
        s += buf;
    }
    for (const auto& [key, n] : r.group_counts) {
        const auto& cases = groups[key];
        s += "\n" + key.first + ": " + std::string(diff_kind_title(key.second)) + " (" + std::to_string(n) +
             (n == 1 ? " case)\n" : " cases)\n");
        size_t lines = 0;
        for (const CaseDifference* c : cases) {
            if (lines >= max_lines_per_group) break;
            ++lines;
            s += "  #" + std::to_string(c->a_index) + " " + c->overload + "  " + inputs_text(c->inputs) + "\n";
            s += "      " + c->detail + "  [verdicts A " + (c->a_verdict.empty() ? "-" : c->a_verdict) + ", B " +
                 (c->b_verdict.empty() ? "-" : c->b_verdict) + "]\n";
            for (const ComponentDifference& d : c->components) {
                std::string ulp = d.ulp ? std::to_string(*d.ulp) + " ULP" : "-";
                std::snprintf(buf, sizeof buf, "      %-12s A %-20s B %-20s %-12s %s\n", component_name(d).c_str(),
                              d.a_bits.c_str(), d.b_bits.c_str(), ulp.c_str(),
                              std::string(diff_kind_title(d.kind)).c_str());
                s += buf;
            }
        }
        if (n > lines) s += "  ... " + std::to_string(n - lines) + " more (--json lists every case)\n";
    }
    return s;
}

}  // namespace il
