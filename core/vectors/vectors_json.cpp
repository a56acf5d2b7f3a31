#include "vectors/vectors_json.h"

#include "expr/expression.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>

#include "catalog/availability.h"
#include "gpu/drivers.h"
#include "vectors/gz_io.h"
#include "catalog/resolve.h"
#include "value/format.h"
#include "value/literal.h"
#include "vectors/temp_files.h"
#include "vectors/vectors_reader.h"
#include "vectors/tool_version.h"
#include "value/printable.h"

namespace il {
namespace {

using nlohmann::json;

// More than any catalog row takes (bitfieldInsert: 4); a longer list is refused before its values are read.
constexpr size_t kMaxInputs = 4;

[[noreturn]] void fail(const std::string& file, const std::string& path, const std::string& msg) {
    throw VectorsError(printable(file + ": " + path + ": " + msg));  // a name from the file may hold ESC or NUL
}

const json& member(const json& obj, const char* key, const std::string& file, const std::string& path) {
    if (!obj.is_object()) fail(file, path, "expected an object");
    auto it = obj.find(key);
    if (it == obj.end()) fail(file, path + "." + key, "missing");
    return *it;
}

std::string string_member(const json& obj, const char* key, const std::string& file, const std::string& path) {
    const json& v = member(obj, key, file, path);
    if (!v.is_string()) fail(file, path + "." + key, std::string("expected a string, found ") + v.type_name());
    return v.get<std::string>();
}

// The "bits" array of a value of v's type into v.bits: 0x and 4 (half), 8 or 16 hex digits per component. A bool input
// must be 0 or 1 (`strict_bool`); a GPU's bool output may be any nonzero bits, which judging normalises.
void parse_bits(const json& bits, Value& v, const std::string& file, const std::string& path, bool strict_bool) {
    const Type* t = &v.type;
    const std::string type_text = type_name(*t);
    if (!bits.is_array()) fail(file, path, "expected an array of hex strings");
    if (static_cast<int>(bits.size()) != t->components())
        fail(file, path, "a " + type_text + " has " + std::to_string(t->components()) + " components, " +
                             std::to_string(bits.size()) + " given");
    size_t digits = t->component_bits() / 4;
    for (int i = 0; i < t->components(); ++i) {
        std::string p = path + "[" + std::to_string(i) + "]";
        const json& b = bits[i];
        if (!b.is_string()) fail(file, p, std::string("expected a hex string, found ") + b.type_name());
        std::string s = b.get<std::string>();
        if (s.size() != digits + 2 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X'))
            fail(file, p, "'" + s + "' must be 0x and " + std::to_string(digits) + " hex digits for a " +
                              std::string(scalar_name(t->scalar)));
        uint64_t x = 0;
        for (size_t k = 2; k < s.size(); ++k) {
            char c = s[k];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0) fail(file, p, "'" + s + "' is not hex");
            x = x << 4 | static_cast<uint64_t>(d);
        }
        // GLSL 4.50 §4.1.2: a bool is true or false; in a buffer that is 1 or 0, and other bits are no value.
        if (strict_bool && t->scalar == Scalar::Bool && x > 1)
            fail(file, p, "'" + s + "' is not a bool (0x00000000 or 0x00000001)");
        v.bits[i] = x;
    }
}

Value parse_input(const json& in, const std::string& file, const std::string& path) {
    std::string type_text = string_member(in, "type", file, path);
    auto t = parse_type_name(type_text);
    if (!t) fail(file, path + ".type", "unknown GLSL type '" + type_text + "'");
    Value v = make_value(*t);
    auto bits = in.find("bits");
    if (bits == in.end()) {
        // Hand-written files may give only the GLSL text.
        auto text = in.find("text");
        if (text == in.end()) fail(file, path, "needs \"bits\" (or \"text\")");
        if (!text->is_array() || static_cast<int>(text->size()) != t->components())
            fail(file, path + ".text", "expected " + std::to_string(t->components()) + " strings for a " + type_text);
        for (int i = 0; i < t->components(); ++i) {
            std::string p = path + ".text[" + std::to_string(i) + "]";
            if (!(*text)[i].is_string()) fail(file, p, "expected a string");
            ParseResult r = parse_literal((*text)[i].get<std::string>());
            if (!r) fail(file, p, r.error.message + " (column " + std::to_string(r.error.column + 1) + ")");
            auto c = implicit_convert(*r.value, Type{t->scalar});
            if (!c || r.value->size() != 1)
                fail(file, p, "'" + (*text)[i].get<std::string>() + "' is not a " + std::string(scalar_name(t->scalar)));
            v.bits[i] = c->bits[0];
        }
        return v;
    }
    parse_bits(*bits, v, file, path + ".bits", true);
    return v;
}

}  // namespace

std::vector<Value> parse_stored_gpu(const json& gpu, const Overload& o, size_t index, const std::string& file) {
    const std::string path = "$.cases[" + std::to_string(index) + "].gpu";
    if (!gpu.is_array()) fail(file, path, std::string("expected an array of outputs, found ") + gpu.type_name());
    auto outs = o.outputs();
    if (gpu.size() != outs.size())
        fail(file, path, o.declaration() + " has " + std::to_string(outs.size()) + " output" +
                             (outs.size() == 1 ? "" : "s") + ", " + std::to_string(gpu.size()) + " given");
    std::vector<Value> values;
    for (size_t i = 0; i < outs.size(); ++i) {
        const std::string at = path + "[" + std::to_string(i) + "]";
        std::string name = string_member(gpu[i], "name", file, at);
        if (name != outs[i].name) fail(file, at + ".name", "'" + name + "' is not output " + outs[i].name);
        Value v = make_value(outs[i].type);
        parse_bits(member(gpu[i], "bits", file, at), v, file, at + ".bits", false);
        values.push_back(std::move(v));
    }
    return values;
}

Profile parse_profile(const json& j, const std::string& file, const std::string& path) {
    Profile p;
    const json& g = member(j, "glsl", file, path);
    // 4294967746 is no version, though its low 32 bits read as 450.
    const bool in_range = g.is_number_integer() && g.get<int64_t>() >= 0 && g.get<int64_t>() <= 10000 &&
                          !(g.is_number_unsigned() && g.get<uint64_t>() > 10000);
    if (!in_range || !is_glsl_version(g.get<int>()))
        fail(file, path + ".glsl", "expected one of 110 120 130 140 150 330 400 410 420 430 440 450 460");
    p.glsl = g.get<int>();
    if (j.contains("extensions")) {
        const json& e = j["extensions"];
        if (!e.is_array()) fail(file, path + ".extensions", "expected an array of extension names");
        for (size_t i = 0; i < e.size(); ++i) {
            std::string at = path + ".extensions[" + std::to_string(i) + "]";
            if (!e[i].is_string()) fail(file, at, "expected a string");
            // The name goes into the shader's #extension line: only the ones the catalog knows.
            if (!is_known_extension(e[i].get<std::string>())) {
                std::string known;
                for (const std::string& k : known_extensions()) known += " " + k;
                fail(file, at, "unknown extension '" + e[i].get<std::string>() + "'; known:" + known);
            }
            p.extensions.push_back(e[i].get<std::string>());
        }
    }
    return p;
}

void check_schema(const json& schema, const std::string& file) {
    if (!schema.is_string()) fail(file, "$.schema", std::string("expected a string, found ") + schema.type_name());
    if (schema.get_ref<const std::string&>() != kSchema)
        fail(file, "$.schema", "'" + schema.get<std::string>() + "' is not " + kSchema);
}

namespace {

// A case of "function": "expression": its "expression" over the inputs, named by their "name"s, as variables.
InputCase expression_case(const json& jc, const std::string& path, const std::string& file, const Catalog& catalog,
                          const std::vector<Value>& values, bool allowed) {
    if (!allowed)
        fail(file, path + ".function", "an expression case: intrinsic-lab run evaluates it; here only catalog calls");
    // A results file holds the expression as an object (its "text" and "precise"), a vectors file as a string.
    const bool stored = jc.contains("expression") && jc["expression"].is_object();
    const json& where = stored ? jc["expression"] : jc;
    const std::string where_path = stored ? path + ".expression" : path;
    const std::string text = string_member(where, stored ? "text" : "expression", file, where_path);
    InputCase ic;
    if (where.contains("precise")) {
        if (!where["precise"].is_boolean()) fail(file, where_path + ".precise", "expected true or false");
        ic.precise = where["precise"].get<bool>();
    }
    std::vector<expr::Variable> vars;
    const json& ins = jc["inputs"];
    for (size_t i = 0; i < values.size(); ++i) {
        const std::string at = path + ".inputs[" + std::to_string(i) + "]";
        std::string name = string_member(ins[i], "name", file, at);
        for (const expr::Variable& v : vars)
            if (v.name == name) fail(file, at + ".name", "'" + name + "' is given twice");
        vars.push_back({std::move(name), values[i]});
    }
    try {
        auto e = std::make_shared<expr::Expression>(expr::parse_expression(text, vars, catalog));
        for (const expr::Variable& v : e->variables) ic.inputs.push_back(v.value);
        ic.expression = std::move(e);
    } catch (const expr::ExpressionError& x) {
        fail(file, path + ".expression",
             std::string(x.what()) + (x.column ? " (column " + std::to_string(x.column) + ")" : ""));
    }
    return ic;
}

}  // namespace

InputCase parse_case(const json& jc, size_t c, const std::string& file, const Catalog& catalog,
                     CaseLookupMemo* memo, bool allow_expressions) {
    std::string path = "$.cases[" + std::to_string(c) + "]";
    std::string fn = string_member(jc, "function", file, path);
    const json& ins = member(jc, "inputs", file, path);
    if (!ins.is_array()) fail(file, path + ".inputs", "expected an array");
    if (ins.size() > kMaxInputs)
        fail(file, path + ".inputs", std::to_string(ins.size()) + " inputs; no catalog function takes more than " +
                                         std::to_string(kMaxInputs));
    InputCase ic;
    std::vector<Value> values;
    for (size_t i = 0; i < ins.size(); ++i)
        values.push_back(parse_input(ins[i], file, path + ".inputs[" + std::to_string(i) + "]"));
    if (fn == "expression") return expression_case(jc, path, file, catalog, values, allow_expressions);
    if (jc.contains("overload")) {
        if (!jc["overload"].is_string()) fail(file, path + ".overload", "expected a string");
        const std::string& decl = jc["overload"].get_ref<const std::string&>();
        if (memo && memo->by_declaration && memo->declaration == decl) {
            ic.overload = memo->by_declaration;
        } else {
            ic.overload = catalog.by_declaration(decl);
            if (!ic.overload) fail(file, path + ".overload", "no catalog row '" + decl + "'");
            if (memo) {
                memo->declaration = decl;
                memo->by_declaration = ic.overload;
            }
        }
        if (ic.overload->function != fn) fail(file, path + ".overload", "is not an overload of " + fn);
        auto params = ic.overload->inputs();
        if (params.size() != values.size())
            fail(file, path + ".inputs", decl + " takes " + std::to_string(params.size()) + " inputs, " +
                                             std::to_string(values.size()) + " given");
        for (size_t i = 0; i < values.size(); ++i)
            if (values[i].type != params[i].type)
                fail(file, path + ".inputs[" + std::to_string(i) + "].type",
                     type_name(values[i].type) + " does not match " + type_name(params[i].type) + " " + params[i].name);
        ic.inputs = std::move(values);
    } else if (memo && memo->resolved && memo->function == fn && memo->types.size() == values.size() &&
               std::equal(values.begin(), values.end(), memo->types.begin(),
                          [](const Value& v, Type t) { return v.type == t; })) {
        // The same function and argument types as the last case: the same overload and conversions.
        ic.overload = memo->resolved;
        auto params = ic.overload->inputs();
        for (size_t i = 0; i < values.size(); ++i) ic.inputs.push_back(*implicit_convert(values[i], params[i].type));
    } else {
        Resolution r = resolve(catalog, fn, values);
        if (!r.overload) fail(file, path, r.error);
        ic.overload = r.overload;
        ic.inputs = std::move(r.inputs);
        if (memo) {
            memo->function = fn;
            memo->types.clear();
            for (const Value& v : values) memo->types.push_back(v.type);
            memo->resolved = r.overload;
        }
    }
    return ic;
}

namespace {

VectorFile collect(const std::function<void(const VectorsSink&)>& read) {
    VectorFile vf;
    VectorsSink sink;
    sink.header = [&](const std::optional<Profile>& p) { vf.profile = p; };
    sink.chunk = [&](std::vector<InputCase>& cases, size_t) {
        for (InputCase& c : cases) vf.cases.push_back(std::move(c));
    };
    read(sink);
    return vf;
}

}  // namespace

VectorFile parse_vectors(const std::string& text, const std::string& file, const Catalog& catalog) {
    return collect([&](const VectorsSink& sink) { read_vectors_text(text, file, catalog, sink); });
}

VectorFile load_vectors(const std::string& path, const Catalog& catalog) {
    return collect([&](const VectorsSink& sink) { VectorsReader::open(path).read(catalog, sink); });
}

json value_json(const std::string& name, const Value& v) {
    json bits = json::array(), text = json::array();
    for (int i = 0; i < v.size(); ++i) {
        bits.push_back(component_hex(v, i));
        text.push_back(component_text(v, i));
    }
    return {{"name", name}, {"type", type_name(v.type)}, {"bits", bits}, {"text", text}};
}

json bits_json(const Value& v) {
    json a = json::array();
    for (int i = 0; i < v.size(); ++i) a.push_back(component_hex(v, i));
    return a;
}

json rule_json(const Expected& e) {
    const Rule& r = e.rule;
    json j = {{"name", e.name}, {"rule", std::string(rule_kind_name(r.kind))}};
    if (r.kind == RuleKind::Ulp) {
        if (std::isinf(r.ulp)) j["precision_undefined"] = true;
        j["ulp"] = std::isinf(r.ulp) ? json(nullptr) : json(r.ulp);
    }
    if (r.kind == RuleKind::AnyOf) {
        json alts = json::array();
        for (const Value& a : r.alternatives) alts.push_back(bits_json(a));
        j["bits"] = alts;
        if (!r.labels.empty()) j["labels"] = r.labels;
    }
    if (r.kind == RuleKind::Interval) {
        j["lo"] = bits_json(r.lo);
        j["hi"] = bits_json(r.hi);
    }
    if (r.denormal_flush) j["denormal_flush"] = true;
    if (r.undefined_components) {
        json u = json::array();
        for (int i = 0; i < e.reference.size(); ++i)
            if (r.undefined_components >> i & 1) u.push_back(i);
        j["undefined_components"] = u;
    }
    if (r.undefined_bits) {
        Value mask = make_value(Type{e.reference.type.scalar});
        mask.bits[0] = r.undefined_bits;
        j["undefined_bits"] = component_hex(mask, 0);
    }
    if (!r.why.empty()) j["why"] = r.why.str();
    return j;
}

json case_json(const BatchEvaluation& b, size_t index, const json* original) {
    const CaseResult& r = b.cases[index];
    const Overload& o = *b.overload;
    json j = original && original->is_object() ? *original : json::object();
    j["function"] = o.function;
    j["overload"] = o.declaration();
    json ins = json::array();
    auto params = o.inputs();
    for (size_t i = 0; i < r.inputs.size(); ++i) ins.push_back(value_json(params[i].name, r.inputs[i]));
    j["inputs"] = ins;
    json ref = json::array(), acc = json::array();
    for (const Expected& e : r.expected) {
        ref.push_back(value_json(e.name, e.reference));
        acc.push_back(rule_json(e));
    }
    j["reference"] = ref;
    j["accepted"] = acc;
    j.erase("gpu");
    j.erase("diff");
    j.erase("verdict");
    j.erase("note");
    j.erase("fold");  // another run's folded results (eval --fold): not this one's
    if (r.gpu_ran) {
        json gpu = json::array(), diff = json::array();
        for (size_t i = 0; i < r.gpu.size(); ++i) {
            gpu.push_back({{"name", r.expected[i].name}, {"bits", bits_json(r.gpu[i])}});
            json x = json::array(), u = json::array();
            for (const auto& c : r.judgement[i].components) {
                char buf[24];
                if (r.gpu[i].type.component_bits() == 64)
                    std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(c.xor_bits));
                else
                    std::snprintf(buf, sizeof buf, "0x%08llx", static_cast<unsigned long long>(c.xor_bits));
                x.push_back(buf);
                u.push_back(c.ulp ? json(*c.ulp) : json(nullptr));
            }
            json d = {{"name", r.expected[i].name}, {"xor", x}, {"ulp", u},
                      {"verdict", std::string(verdict_name(r.judgement[i].verdict))}};
            if (!r.judgement[i].reason.empty()) d["reason"] = r.judgement[i].reason;
            diff.push_back(d);
        }
        j["gpu"] = gpu;
        j["diff"] = diff;
    }
    if (r.has_verdict) j["verdict"] = std::string(verdict_name(r.verdict));
    if (!r.note.empty()) j["note"] = r.note;
    return j;
}

json profile_json(const Profile& p) { return {{"glsl", p.glsl}, {"extensions", p.extensions}}; }

json device_json(const DeviceInfo& d) {
    json j = {{"vendor", d.vendor},  {"renderer", d.renderer},           {"version", d.version},
              {"platform", d.platform}, {"driver", d.driver}, {"forced", d.forced()},
              {"tool_version", tool_version()}};
    if (d.forced()) j["overrides"] = d.overrides;
    return j;
}

const char* const kTool = "intrinsic-lab " IL_VERSION;

json results_document(const Profile& p, const DeviceInfo* device, json cases) {
    json doc = {{"schema", kSchema}, {"tool", kTool}, {"profile", profile_json(p)}};
    if (device) doc["device"] = device_json(*device);
    doc["cases"] = std::move(cases);
    return doc;
}

std::string check_writable(const std::string& path) {
    namespace fs = std::filesystem;
    if (path.empty()) return "no file name given";
    fs::path p(path);
    fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
    std::error_code ec;
    if (fs::exists(dir, ec) && !fs::is_directory(dir, ec))
        return path + ": '" + dir.string() + "' is not a directory";
    if (!fs::is_directory(dir, ec)) return path + ": directory '" + dir.string() + "' does not exist";
    if (fs::is_directory(p, ec)) return path + ": is a directory";
    std::string error;
    if (resolve_output_path(path, &error).empty()) return error;  // a device, a FIFO, a link to one
    if (access(dir.c_str(), W_OK) != 0) return path + ": directory '" + dir.string() + "' is not writable";
    if (fs::exists(p, ec) && access(p.c_str(), W_OK) != 0) return path + ": file is not writable";
    return "";
}

std::string write_file_atomic(const std::string& path, const std::string& content) {
    std::string error;
    const std::string target = resolve_output_path(path, &error);
    if (target.empty()) return error;
    TempFile t = create_temp_beside(target, &error);
    if (t.fd < 0) return error;
    int err = 0;
    if (is_gz_path(path)) {
        // X.json.gz: gzip (gz_io.h); fclose finishes the stream and fsyncs the file.
        FILE* f = open_output_fd(t.fd, true);
        t.fd = -1;
        if (!f) {
            err = errno;
        } else {
            bool ok = std::fwrite(content.data(), 1, content.size(), f) == content.size() && std::fflush(f) == 0;
            if (!ok) err = errno ? errno : EIO;
            if (std::fclose(f) != 0 && !err) err = errno ? errno : EIO;
        }
    } else {
        size_t done = 0;
        while (done < content.size()) {
            ssize_t n = ::write(t.fd, content.data() + done, content.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                err = n < 0 ? errno : EIO;
                break;
            }
            done += static_cast<size_t>(n);
        }
        if (!err && ::fsync(t.fd) != 0) err = errno;
        if (::close(t.fd) != 0 && !err) err = errno;
        t.fd = -1;
    }
    if (err) {
        ::unlink(t.path.c_str());
        return path + ": write failed (" + std::strerror(err) + "); " + path + " was left as it was";
    }
    return commit_temp(t.path, target);
}

}  // namespace il
