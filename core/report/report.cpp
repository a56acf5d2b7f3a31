#include "report/report.h"

#include <cstdio>
#include <map>

#include "report/folding.h"
#include "report/gating.h"
#include "report/glslang_check.h"
#include "report/probes.h"
#include "report/refpage_check.h"
#include "report/sweeps.h"
#include "vectors/vectors_json.h"

namespace il {
namespace {

using nlohmann::json;

json gating_section(Runner& runner, const Catalog& catalog) {
    std::vector<GatingRow> rows = run_gating(runner, catalog);
    json jrows = json::array();
    std::map<std::string, int> counts, glslang_counts;
    for (const GatingRow& r : rows) {
        jrows.push_back(gating_row_json(r));
        for (const GatingCell& c : r.cells) {
            ++counts[c.verdict];
            if (c.glslang_function.ran) ++glslang_counts[gating_verdict(c.expected, c.glslang_function.accepted)];
        }
    }
    json versions = json::array(), controls = json::array();
    for (int v : kGlslVersions) versions.push_back(v);
    for (const VersionControl& c : version_controls(runner)) controls.push_back(version_control_json(c));
    return {{"versions", versions},
            {"controls", controls},
            {"glslang", glslang_description()},
            {"method",
             "driver: the generated compute shader (with GL_ARB_compute_shader and GL_ARB_shader_storage_buffer_object "
             "below 4.30) compiled and linked per #version; expected: the reference pages' Version Support table; "
             "glslang_function: a vertex shader calling the overload on uninitialised locals (glslang takes compute "
             "shaders only from 4.20); glslang_compute: glslang on the generated compute shader itself; controls: the "
             "generated shader with no built-in call, per #version: where the driver rejects it, the driver's answer comes from "
             "the vertex-stage function probe instead (driver_stage \"vertex\"), if the driver compiles a vertex shader "
             "at that #version; else cells are untestable"},
            {"counts", counts},
            {"glslang_counts", glslang_counts},
            {"rows", jrows}};
}

std::string evidence_bits(const json& probe) {
    std::string s;
    for (const json& e : probe["evidence"]) {
        if (e["gpu"].empty()) continue;
        std::string one;
        for (const json& b : e["gpu"][0]) one += (one.empty() ? "" : ",") + b.get<std::string>();
        s += (s.empty() ? "" : " ") + one;
    }
    return s;
}

// One line per topic: the answer, with the probes that back it.
json headlines(const json& probes) {
    std::vector<std::string> topics;
    std::map<std::string, std::vector<const json*>> by_topic;
    for (const json& p : probes) {
        std::string t = p["topic"].get<std::string>();
        if (!by_topic.count(t)) topics.push_back(t);
        by_topic[t].push_back(&p);
    }
    json out = json::array();
    for (const std::string& t : topics) {
        std::vector<const json*> ran;
        std::string missing;
        json ids = json::array();
        for (const json* p : by_topic[t]) {
            ids.push_back((*p)["id"]);
            if ((*p)["status"] == "ran")
                ran.push_back(p);
            else
                missing += (missing.empty() ? "" : ", ") + (*p)["label"].get<std::string>();
        }
        std::string answer;
        bool same = !ran.empty();
        for (const json* p : ran) same = same && (*p)["finding"] == (*ran.front())["finding"];
        if (same && ran.size() > 3) {
            answer =
                (*ran.front())["finding"].get<std::string>() + " in all " + std::to_string(ran.size()) + " measured";
        } else if (same) {
            std::string labels;
            for (const json* p : ran) labels += (labels.empty() ? "" : ", ") + (*p)["label"].get<std::string>();
            answer = (*ran.front())["finding"].get<std::string>() + " (" + labels + ")";
        } else {
            for (const json* p : ran)
                answer += (answer.empty() ? "" : "; ") + (*p)["label"].get<std::string>() + ": " +
                          (*p)["finding"].get<std::string>();
        }
        if (!missing.empty()) answer += (answer.empty() ? "" : "; ") + std::string("not measured: ") + missing;
        out.push_back({{"topic", t}, {"answer", answer}, {"probes", ids}});
    }
    return out;
}

}  // namespace

json build_report(Runner& runner, const DeviceInfo& device, const Catalog& catalog, const ReportOptions& o) {
    json doc = results_document(Profile{450, {}}, &device, json::array());
    json cases = json::array();
    json report = {{"title", "intrinsic-lab driver-behaviour report"},
                   {"context",
                    {{"platform", device.platform},
                     {"glsl_version", device.glsl_version},
                     {"glsl_versions", device.glsl_versions}}},
                   {"glslang", glslang_description()}};
    if (o.probes) {
        json probes = json::array();
        for (const Probe& p : driver_probes())
            probes.push_back(probe_result_json(run_probe(runner, catalog, p, cases)));
        report["headlines"] = headlines(probes);
        report["probes"] = probes;
        json sweeps = json::array();
        for (const SweepSpec& s : ulp_sweeps())
            sweeps.push_back(sweep_result_json(run_sweep(runner, catalog, s, cases)));
        report["sweeps"] = sweeps;
    }
    if (o.gating) {
        report["gating"] = gating_section(runner, catalog);
        json refpages = json::array();
        for (const RefpageFinding& f : check_refpages(runner, catalog)) refpages.push_back(refpage_finding_json(f));
        report["refpages"] = refpages;
    }
    if (o.fold)
        report["folding"] = folding_section(runner, catalog, [](size_t done, size_t total, const std::string&) {
            if (done % 100 == 0 || done == total) std::fprintf(stderr, "folding: %zu of %zu overloads\n", done, total);
        });
    // A vectors document (its probe cases replay with run); the report section names its own schema.
    report["schema"] = "intrinsic-lab.report/1";
    doc["report"] = report;
    doc["cases"] = cases;
    return doc;
}

std::string report_summary_text(const json& doc) {
    std::string s;
    char buf[512];
    const json& d = doc.value("device", json::object());
    s += "device: " + d.value("renderer", "?") + " | " + d.value("version", "?") + " | " + d.value("platform", "?");
    if (d.contains("driver")) s += " | driver " + d.value("driver", std::string("?"));
    if (d.value("forced", false)) s += " (forced: " + d.value("overrides", std::string("versions overridden")) + ")";
    s += "\n";
    const json& r = doc["report"];
    if (r.contains("headlines")) {
        s += "\n";
        for (const json& h : r["headlines"]) {
            std::snprintf(buf, sizeof buf, "%-22s %s\n", h["topic"].get<std::string>().c_str(),
                          h["answer"].get<std::string>().c_str());
            s += buf;
        }
    }
    if (r.contains("probes")) {
        s += "\nprobe                          finding                                   GPU bits\n";
        for (const json& p : r["probes"]) {
            std::string finding =
                p["status"] == "ran" ? p.value("finding", "") : "(" + p["status"].get<std::string>() + ")";
            std::snprintf(buf, sizeof buf, "%-30s %-41s %s\n", p["id"].get<std::string>().c_str(), finding.c_str(),
                          evidence_bits(p).c_str());
            s += buf;
        }
    }
    if (r.contains("sweeps")) {
        s += "\nsweep                          worst ULP   at x\n";
        for (const json& w : r["sweeps"]) {
            if (w["status"] != "ran") {
                std::snprintf(buf, sizeof buf, "%-30s (%s)\n", w["id"].get<std::string>().c_str(),
                              w["status"].get<std::string>().c_str());
            } else {
                std::snprintf(buf, sizeof buf, "%-30s %9llu   %.9g  (%d points, %d outside the bound)\n",
                              w["id"].get<std::string>().c_str(), w["worst_ulp"].get<unsigned long long>(),
                              w["worst_x"].get<double>(), w["points"].get<int>(), w["over_bound"].get<int>());
            }
            s += buf;
        }
    }
    if (r.contains("gating")) {
        const json& g = r["gating"];
        s += "\ngating (" + std::to_string(g["rows"].size()) + " functions x " + std::to_string(g["versions"].size()) +
             " versions), driver:";
        for (auto& [k, n] : g["counts"].items()) s += " " + k + " " + std::to_string(n.get<int>()) + ";";
        s += "\n  glslang: " + g["glslang"].get<std::string>() + "\n";
        if (!g["glslang_counts"].empty()) {
            s += "  glslang function probe vs the table:";
            for (auto& [k, n] : g["glslang_counts"].items()) s += " " + k + " " + std::to_string(n.get<int>()) + ";";
            s += "\n";
        }
        std::string vertex, untestable, error;
        for (const json& c : g["controls"])
            if (!c["driver_compiled"].get<bool>()) {
                (c.value("vertex_compiled", false) ? vertex : untestable) += " " + version_label(c["glsl"].get<int>());
                if (error.empty()) error = c.value("driver_error", "");
            }
        if (!vertex.empty() || !untestable.empty())
            s += "  the driver rejects the compute control shader (no built-in call) at" + vertex + untestable + ": " +
                 error + "\n";
        if (!vertex.empty()) s += "  (at" + vertex + " the driver's answers come from a vertex shader calling the function)\n";
        if (!untestable.empty()) s += "  (cells at" + untestable + " are untestable and not listed)\n";
        for (const json& row : g["rows"])
            for (const json& c : row["cells"])
                if (c["verdict"] != "ok" && c["verdict"] != "untestable") {
                    std::snprintf(buf, sizeof buf, "  %-18s %s  %-30s glslang: %s\n",
                                  row["function"].get<std::string>().c_str(),
                                  version_label(c["glsl"].get<int>()).c_str(), c["verdict"].get<std::string>().c_str(),
                                  c["glslang_function"]["outcome"].get<std::string>().c_str());
                    s += buf;
                }
    }
    if (r.contains("folding")) s += folding_summary_text(r["folding"]);
    if (r.contains("refpages")) {
        s += "\nrefpage checks\n";
        for (const json& f : r["refpages"])
            s += "  " + f["function"].get<std::string>() + " [" + f["row"].get<std::string>() +
                 "]: " + f["conclusion"].get<std::string>() + "\n";
    }
    return s;
}

}  // namespace il
