#include "report/gating.h"

#include "catalog/availability.h"
#include "gpu/compile_only.h"

namespace il {
namespace {

std::string first_driver_error(const std::string& log) {
    size_t at = 0;
    while (at < log.size()) {
        size_t end = log.find('\n', at);
        if (end == std::string::npos) end = log.size();
        std::string line = log.substr(at, end - at);
        if (line.find("error") != std::string::npos) return line;
        at = end + 1;
    }
    return log.substr(0, log.find('\n'));
}

CompileVerdict compile_one(Runner& runner, const Overload& o, const Profile& p) {
    CompileVerdict v;
    v.expected = availability(o, p).available;
    const Kernel& k = runner.kernel(o, p);
    v.compiled = k.compiled;
    if (!k.compiled) v.driver_error = first_driver_error(k.log);
    v.glslang_function = glslang_parse(function_probe_shader(o, p), ShaderStage::Vertex);
    v.glslang_compute = glslang_parse(k.shader.source, ShaderStage::Compute);
    v.verdict = gating_verdict(v.expected, v.compiled);
    return v;
}

// The driver's answer from the vertex stage, for a #version whose compute control shader it rejects.
void compile_vertex_instead(CompileVerdict& v, const Overload& o, const Profile& p) {
    CompileOnly c = compile_only(GlStage::Vertex, function_probe_shader(o, p));
    v.driver_stage = "vertex";
    v.compiled = c.compiled;
    v.driver_error = c.compiled ? "" : first_driver_error(c.log);
    v.verdict = gating_verdict(v.expected, v.compiled);
}

nlohmann::json glslang_json(const GlslangResult& g) {
    nlohmann::json j = {{"outcome", g.outcome}};
    if (!g.first_error.empty()) j["error"] = g.first_error;
    return j;
}

// float il_control(float x) = x: a row of no catalog, so its shader calls no built-in function.
const Overload& control_overload() {
    static const Overload o{"il_control", kFloat, {{"x", kFloat}},
                            "{0}",        "",     "",
                            110,          {},     nullptr,
                            "control",    "",     "a copy of its input: the generated shader without a built-in call"};
    return o;
}

bool all_scalar(const Overload& o) {
    for (const Param& p : o.params)
        if (p.type.components() != 1) return false;
    return !o.ret || o.ret->components() == 1;
}

}  // namespace

std::string gating_verdict(bool expected, bool compiled) {
    if (expected == compiled) return "ok";
    return compiled ? "compiler-accepted-unavailable" : "rejected-available";
}

std::vector<VersionControl> version_controls(Runner& runner) {
    std::vector<VersionControl> out;
    for (int v : kGlslVersions) {
        const Kernel& k = runner.kernel(control_overload(), Profile{v, {}});
        VersionControl c;
        c.glsl = v;
        c.compiled = k.compiled;
        if (!k.compiled) c.driver_error = first_driver_error(k.log);
        if (!k.compiled) {
            CompileOnly vertex = compile_only(GlStage::Vertex, function_probe_shader(control_overload(), Profile{v, {}}));
            c.vertex_compiled = vertex.compiled;
            if (!vertex.compiled) c.vertex_error = first_driver_error(vertex.log);
        }
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<const Overload*> representative_overloads(const Catalog& c) {
    std::vector<const Overload*> out;
    for (const std::string& f : c.functions()) {
        auto of = c.overloads_of(f);
        const Overload* pick = of.front();
        for (const Overload* o : of)
            if (all_scalar(*o)) {
                pick = o;
                break;
            }
        out.push_back(pick);
    }
    return out;
}

GatingRow gate_overload(Runner& runner, const Overload& o) {
    GatingRow row;
    row.function = o.function;
    row.overload = o.declaration();
    row.refpage_first = availability(o, Profile{450, {}}).first_version;
    const std::vector<VersionControl> controls = version_controls(runner);
    for (const VersionControl& control : controls) {
        const int v = control.glsl;
        if ((control.compiled || control.vertex_compiled) && !row.testable_from) row.testable_from = v;
        GatingCell cell;
        static_cast<CompileVerdict&>(cell) = compile_one(runner, o, Profile{v, {}});
        cell.glsl = v;
        cell.source = availability(o, Profile{v, {}}).source;
        if (!cell.expected)
            for (const std::string& e : o.extensions)
                if (v >= extension_min_version(e))
                    cell.with_extensions.emplace_back(e, compile_one(runner, o, Profile{v, {e}}));
        if (!control.compiled && control.vertex_compiled) {
            compile_vertex_instead(cell, o, Profile{v, {}});
            for (auto& [e, ext] : cell.with_extensions) compile_vertex_instead(ext, o, Profile{v, {e}});
        } else if (!control.compiled) {
            if (!cell.compiled) cell.verdict = "untestable";
            for (auto& [e, ext] : cell.with_extensions)
                if (!ext.compiled) ext.verdict = "untestable";
        }
        if (cell.compiled && !row.driver_first) row.driver_first = v;
        if (cell.glslang_function.accepted && !row.glslang_first) row.glslang_first = v;
        row.cells.push_back(std::move(cell));
    }
    return row;
}

std::vector<GatingRow> run_gating(Runner& runner, const Catalog& c) {
    std::vector<GatingRow> rows;
    for (const Overload* o : representative_overloads(c)) rows.push_back(gate_overload(runner, *o));
    return rows;
}

nlohmann::json compile_verdict_json(const CompileVerdict& v) {
    nlohmann::json j = {{"expected", v.expected},
                        {"driver_compiled", v.compiled},
                        {"verdict", v.verdict},
                        {"driver_stage", v.driver_stage},
                        {"glslang_function", glslang_json(v.glslang_function)},
                        {"glslang_compute", glslang_json(v.glslang_compute)}};
    if (!v.driver_error.empty()) j["driver_error"] = v.driver_error;
    return j;
}

nlohmann::json version_control_json(const VersionControl& c) {
    nlohmann::json j = {{"glsl", c.glsl}, {"driver_compiled", c.compiled}};
    if (!c.compiled) {
        j["driver_error"] = c.driver_error;
        j["vertex_compiled"] = c.vertex_compiled;
        if (!c.vertex_compiled) j["vertex_error"] = c.vertex_error;
    }
    return j;
}

nlohmann::json gating_row_json(const GatingRow& r) {
    nlohmann::json cells = nlohmann::json::array();
    for (const GatingCell& c : r.cells) {
        nlohmann::json j = compile_verdict_json(c);
        j["glsl"] = c.glsl;
        j["availability"] = c.source;
        if (!c.with_extensions.empty()) {
            nlohmann::json ext = nlohmann::json::array();
            for (const auto& [name, v] : c.with_extensions) {
                nlohmann::json e = compile_verdict_json(v);
                e["extension"] = name;
                ext.push_back(e);
            }
            j["with_extensions"] = ext;
        }
        cells.push_back(j);
    }
    return {{"function", r.function},
            {"overload", r.overload},
            {"refpage_first", r.refpage_first},
            {"driver_first", r.driver_first},
            {"testable_from", r.testable_from},
            {"glslang_first", r.glslang_first},
            {"cells", cells}};
}

}  // namespace il
