#include "report/html.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

#include "catalog/profile.h"
#include "report/svg_plot.h"

namespace il {
namespace {

using nlohmann::json;

constexpr const char* kStyle = R"(
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328}
body{margin:24px auto;max-width:1320px;padding:0 18px}
h1{font-size:24px;margin:0 0 4px} h2{font-size:19px;border-bottom:2px solid #d8dbe0;padding-bottom:4px;margin-top:36px}
h3{font-size:15px;margin:22px 0 6px} p{margin:6px 0}
table{border-collapse:collapse;margin:8px 0} td,th{border:1px solid #d8dbe0;padding:4px 8px;vertical-align:top}
th{background:#f2f3f6;text-align:left;font-weight:600}
code,.bits{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:12.5px}
.muted{color:#6a737d} .na{color:#8a8f98;font-style:italic} .small{font-size:12px}
.device{background:#f6f8fa;border:1px solid #d8dbe0;padding:10px 14px;border-radius:6px}
.answer{font-weight:600} .hit{background:#dcf1dc} .miss{background:#fbe3e3}
.ok{background:#dcf1dc} .cau{background:#fde4a6} .rav{background:#f5c2c2} .unt{background:#e4e5e9;color:#6a737d}
.gating td{text-align:center;padding:2px 3px} .gating td.fn{text-align:left;min-width:190px}
.gating td b{font-size:15px} .gating small{display:block;color:#444;font-size:10.5px;white-space:nowrap}
.gating td.fn small,.gating tr.compute small{white-space:normal}
.glance{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:10px;margin:10px 0}
.glance div{border:1px solid #d8dbe0;border-left:4px solid #3b6ea8;border-radius:4px;padding:8px 10px;background:#fff}
.glance b{display:block;font-size:12px;color:#57606a;text-transform:uppercase;letter-spacing:.03em}
.glsdis{box-shadow:inset 0 0 0 2px #7b4fbf}
.legend span{display:inline-block;padding:2px 10px;margin:2px 8px 2px 0;border:1px solid #c9ccd1;border-radius:3px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(560px,1fr));gap:16px}
figure{margin:0;border:1px solid #d8dbe0;border-radius:6px;padding:10px;background:#fff}
figcaption{font-size:13px;margin-bottom:4px}
svg text{font:11px system-ui,sans-serif;fill:#333}
.strip td{min-width:26px;font-size:11px;text-align:center;padding:1px 2px}
.placeholder{height:120px;display:flex;align-items:center;justify-content:center}
.placeholder{background:#f6f6f8;color:#8a8f98;font-style:italic}
)";

std::string esc(const std::string& s) { return html_escape(s); }

std::string str(const json& j, const char* key, const std::string& fallback = "") {
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : fallback;
}

// Inputs are floats: nine significant digits name each one exactly.
std::string short_number(const json& x) {
    if (!x.is_number()) return x.dump();
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.9g", x.get<double>());
    return buf;
}

std::string version_or_dash(const json& v) {
    return v.is_number_integer() && v.get<int>() ? version_label(v.get<int>()) : "–";
}

// ["0x3f800000"] -> "0x3f800000"; several components in parentheses.
std::string bits_text(const json& bits) {
    if (!bits.is_array()) return "";
    std::string s;
    for (const json& b : bits) s += (s.empty() ? "" : ", ") + (b.is_string() ? b.get<std::string>() : b.dump());
    return bits.size() > 1 ? "(" + s + ")" : s;
}

// Each input's bits, with its GLSL text (from the full case) beneath.
std::string inputs_text(const json& bits, const json* full_case) {
    std::string s;
    for (size_t i = 0; i < bits.size(); ++i) {
        s += (s.empty() ? "" : "<br>") + esc(bits_text(bits[i]));
        if (full_case && full_case->contains("inputs") && (*full_case)["inputs"].size() > i) {
            const json& text = (*full_case)["inputs"][i].value("text", json::array());
            std::string t;
            for (const json& x : text) t += (t.empty() ? "" : ", ") + (x.is_string() ? x.get<std::string>() : x.dump());
            if (!t.empty()) s += " <span class=\"muted\">" + esc(text.size() > 1 ? "(" + t + ")" : t) + "</span>";
        }
    }
    return s;
}

std::string status_text(const json& p) {
    std::string st = str(p, "status");
    if (st == "ran") return "<span class=\"answer\">" + esc(str(p, "finding")) + "</span>";
    return "<span class=\"na\">" + esc(st) + "</span>";
}

std::string gpu_evidence(const json& p) {
    std::string s;
    for (const json& e : p["evidence"])
        if (!e["gpu"].empty()) s += (s.empty() ? "" : " ") + bits_text(e["gpu"][0]);
    return s;
}

std::string header(const json& doc) {
    const json& d = doc.value("device", json::object());
    const json& r = doc["report"];
    std::string s = "<h1>" + esc(str(r, "title", "intrinsic-lab report")) + "</h1>\n<div class=\"device\">";
    s += "<b>" + esc(str(d, "renderer", "?")) + "</b> &middot; " + esc(str(d, "version", "?")) + " &middot; " +
         esc(str(d, "vendor", "?")) + " &middot; " + esc(str(d, "platform", "?"));
    if (d.contains("driver")) s += " &middot; driver " + esc(str(d, "driver", "?"));
    if (d.value("forced", false)) s += " <b>(forced: " + esc(str(d, "overrides", "versions overridden")) + ")</b>";
    s += "<br>";
    if (r.contains("context")) {
        std::string versions;
        for (const json& v : r["context"].value("glsl_versions", json::array()))
            versions += (versions.empty() ? "" : ", ") + v.get<std::string>();
        s += "<span class=\"small\">GLSL versions the context reports: " + esc(versions) + "</span><br>";
    }
    s += "<span class=\"small\">Reference compiler: " + esc(str(r, "glslang", "?")) + "</span><br>";
    s += "<span class=\"small muted\">Probes run at #version 450. Reproduce with <code>intrinsic-lab report --out "
         "report.json --html report.html</code>; every claim below is backed by the inputs and bits in report.json "
         "(its <code>cases</code> replay with <code>intrinsic-lab run</code> and compare with "
         "<code>intrinsic-lab diff</code>).</span></div>\n";
    return s;
}

std::string glance(const json& r) {
    std::string s = "<div class=\"glance\">\n";
    for (const json& h : r.value("headlines", json::array()))
        s += "<div><b>" + esc(str(h, "topic")) + "</b>" + esc(str(h, "answer")) + "</div>\n";
    if (r.contains("sweeps")) {
        std::string a, missing;
        for (const json& w : r["sweeps"]) {
            if (str(w, "status") == "ran")
                a += (a.empty() ? "" : "; ") + str(w, "title") + ": " + std::to_string(w["worst_ulp"].get<uint64_t>()) +
                     " ULP";
            else
                missing += (missing.empty() ? "" : ", ") + str(w, "title");
        }
        if (!missing.empty()) a += (a.empty() ? "" : "; ") + std::string("not measured: ") + missing;
        s += "<div><b>worst ULP seen</b>" + esc(a) + "</div>\n";
    }
    if (r.contains("gating")) {
        std::string a;
        for (auto& [k, n] : r["gating"]["counts"].items())
            a += (a.empty() ? "" : ", ") + k + " " + std::to_string(n.get<int>());
        s += "<div><b>version gating (driver)</b>" + esc(a) + "</div>\n";
    }
    return s + "</div>\n";
}

std::string summary(const json& r) {
    std::string s = "<h2 id=\"summary\">Summary</h2>\n" + glance(r) +
                    "<table>\n<tr><th>Topic</th><th>Question</th><th>Answer on this "
                    "driver</th><th>GPU bits</th></tr>\n";
    if (r.contains("probes")) {
        std::string last;
        for (const json& p : r["probes"]) {
            std::string topic = str(p, "topic");
            s += "<tr><td>" + (topic == last ? std::string() : "<b>" + esc(topic) + "</b>") + "</td><td><a href=\"#" +
                 esc(str(p, "id")) + "\">" + esc(str(p, "question")) + "</a></td><td>" + status_text(p) +
                 "</td><td class=\"bits\">" + esc(gpu_evidence(p)) + "</td></tr>\n";
            last = topic;
        }
    }
    if (r.contains("sweeps")) {
        bool first = true;
        for (const json& w : r["sweeps"]) {
            std::string ans = str(w, "status") == "ran"
                                  ? "<span class=\"answer\">" + std::to_string(w["worst_ulp"].get<uint64_t>()) +
                                        " ULP</span> at " + esc(str(w, "x_label", "x")) + " = " +
                                        esc(short_number(w["worst_x"]))
                                  : "<span class=\"na\">" + esc(str(w, "status")) + "</span>";
            s += "<tr><td>" + std::string(first ? "<b>worst ULP</b>" : "") + "</td><td><a href=\"#" +
                 esc(str(w, "id")) + "\">" + esc(str(w, "title")) + "</a></td><td>" + ans +
                 "</td><td class=\"small\">" +
                 (str(w, "status") == "ran" ? std::to_string(w["points"].get<int>()) + " points, " +
                                                  std::to_string(w["over_bound"].get<int>()) + " outside the bound"
                                            : "") +
                 "</td></tr>\n";
            first = false;
        }
    }
    if (r.contains("gating")) {
        std::string counts;
        for (auto& [k, n] : r["gating"]["counts"].items())
            counts += esc(k) + ": " + std::to_string(n.get<int>()) + "<br>";
        s += "<tr><td><b>version gating</b></td><td><a href=\"#gating\">Does the compiler reject what the #version "
             "lacks?</a></td><td>" +
             counts + "</td><td class=\"small\">" + std::to_string(r["gating"]["rows"].size()) + " functions &times; " +
             std::to_string(r["gating"]["versions"].size()) + " versions</td></tr>\n";
    }
    return s + "</table>\n";
}

std::string plots(const json& r) {
    std::string s =
        "<h2 id=\"ulp\">ULP error over the input range</h2>\n<p class=\"muted\">Each bar is the largest ULP "
        "distance from the correctly rounded reference within one bin of inputs.</p>\n<div class=\"grid\">\n";
    for (const json& w : r["sweeps"]) {
        s += "<figure id=\"" + esc(str(w, "id")) + "\"><figcaption><b>" + esc(str(w, "title")) +
             "</b> &middot; <code>" + esc(str(w, "overload", str(w, "declaration"))) + "</code><br>";
        if (str(w, "status") == "ran") {
            s += "worst " + std::to_string(w["worst_ulp"].get<uint64_t>()) + " ULP at " + esc(str(w, "x_label", "x")) +
                 " = " + esc(short_number(w["worst_x"])) + " (case " + std::to_string(w["worst_case"].get<long>()) +
                 " in report.json); " + std::to_string(w["points"].get<int>()) + " points";
            if (w.contains("note")) s += "<br><span class=\"small muted\">" + esc(str(w, "note")) + "</span>";
            s += "</figcaption>\n" + ulp_plot_svg(w) + "\n";
        } else {
            s += "<span class=\"small muted\">" + esc(str(w, "note")) +
                 "</span></figcaption><div class=\"placeholder\">" + esc(str(w, "status")) + "</div>\n";
        }
        s += "</figure>\n";
    }
    return s + "</div>\n";
}

std::string mark(bool yes) { return yes ? "&#10004;" : "&#10008;"; }

std::string glslang_mark(const json& g) {
    std::string o = str(g, "outcome");
    if (o == "accepted") return "&#10004;";
    if (o == "rejected") return "&#10008;";
    return "&middot;";
}

std::string verdict_class(const std::string& v) {
    if (v == "ok") return "ok";
    if (v == "untestable") return "unt";
    return v == "rejected-available" ? "rav" : "cau";
}

std::string gating_cell(const json& c) {
    bool expected = c["expected"].get<bool>(), compiled = c["driver_compiled"].get<bool>();
    const json& gf = c["glslang_function"];
    bool glslang_disagrees = (str(gf, "outcome") == "accepted" || str(gf, "outcome") == "rejected") &&
                             (str(gf, "outcome") == "accepted") != expected;
    std::string title =
        str(c, "availability") + "\ndriver: " + (compiled ? "compiled" : str(c, "driver_error", "rejected")) +
        "\nglslang (function probe): " + str(gf, "outcome") + (gf.contains("error") ? " - " + str(gf, "error") : "") +
        "\nglslang (generated compute shader): " + str(c["glslang_compute"], "outcome");
    std::string ext;
    for (const json& e : c.value("with_extensions", json::array())) {
        bool drv = e["driver_compiled"].get<bool>();
        std::string gls = str(e["glslang_function"], "outcome");
        title += "\nwith " + str(e, "extension") + ": driver " + (drv ? "compiled" : "rejected") + ", glslang " + gls;
        // The last word names the extension well enough here: packing, shader5, fp64.
        std::string name = str(e, "extension");
        name = name.substr(name.rfind('_') + 1);
        bool gls_differs = (gls == "accepted" || gls == "rejected") && (gls == "accepted") != drv;
        ext += "<small>+" + esc(name) + " " + mark(drv) +
               (gls_differs ? " gl" + glslang_mark(e["glslang_function"]) : "") + "</small>";
    }
    return "<td class=\"" + verdict_class(str(c, "verdict")) + (glslang_disagrees ? " glsdis" : "") + "\" title=\"" +
           esc(title) + "\"><b>" + mark(compiled) + "</b><small>" + (expected ? "&#10004;" : "&ndash;") + " &middot; " +
           glslang_mark(gf) + "</small>" + ext + "</td>";
}

std::string gating(const json& g) {
    std::string s =
        "<h2 id=\"gating\">Version gating</h2>\n<p>Each function's representative overload, compiled as the "
        "generated compute shader for every <code>#version</code>. In each cell: the big mark is the "
        "driver (&#10004; compiled, &#10008; rejected); below it <i>table &middot; glslang</i>: what the "
        "reference pages' table expects (&#10004; available, &ndash; not) and glslang's verdict on the same "
        "call. A line <i>+packing &#10004;</i> is the same compile with that extension enabled (shown where "
        "the version alone lacks the function; <i>gl</i> marks glslang where it differs from the "
        "driver).</p>\n";
    s += "<p class=\"legend\"><span class=\"ok\">ok: available &amp; compiled, or unavailable &amp; rejected</span>"
         "<span class=\"cau\">compiler-accepted-unavailable</span><span class=\"rav\">rejected-available</span>"
         "<span class=\"unt\">untestable: the driver rejects the control shader too</span>"
         "<span class=\"glsdis\">glslang disagrees with the table</span></p>\n";
    std::string failed, error;
    for (const json& c : g.value("controls", json::array()))
        if (!c["driver_compiled"].get<bool>()) {
            failed += (failed.empty() ? "" : ", ") + version_label(c["glsl"].get<int>());
            if (error.empty()) error = str(c, "driver_error");
        }
    if (!failed.empty())
        s += "<p><b>The driver rejects the control shader</b> (the generated compute shader with no built-in call) "
             "at #version " +
             esc(failed) + ": <code>" + esc(error) +
             "</code>. A function rejected there says nothing "
             "about the function: those cells are grey.</p>\n";
    s += "<p class=\"small muted\">" + esc(str(g, "method")) + ". " + esc(str(g, "glslang")) + ".</p>\n";
    std::string odd;
    for (const json& row : g["rows"])
        for (const json& c : row["cells"]) {
            const json& gf = c["glslang_function"];
            bool glslang_differs = (str(gf, "outcome") == "accepted" || str(gf, "outcome") == "rejected") &&
                                   (str(gf, "outcome") == "accepted") != c["expected"].get<bool>();
            const std::string verdict = str(c, "verdict");
            if ((verdict == "ok" || verdict == "untestable") && !glslang_differs) continue;
            odd += "<tr><td><b>" + esc(str(row, "function")) + "</b></td><td>" + version_label(c["glsl"].get<int>()) +
                   "</td><td>" + (c["expected"].get<bool>() ? "available" : "not available") + "</td><td class=\"" +
                   verdict_class(str(c, "verdict")) + "\">" +
                   (c["driver_compiled"].get<bool>() ? "compiled"
                    : verdict == "untestable"        ? verdict
                                                     : "rejected") +
                   "</td><td>" + esc(str(gf, "outcome")) + "</td><td class=\"small\">" +
                   esc(verdict == "untestable" ? str(gf, "error") : str(c, "driver_error", str(gf, "error"))) + "</td></tr>\n";
        }
    if (!odd.empty())
        s += "<h3>Where a compiler and the table disagree</h3>\n<table><tr><th>function</th><th>#version</th><th>table"
             "</th><th>driver</th><th>glslang</th><th>first error line</th></tr>\n" +
             odd + "</table>\n";
    else
        s += "<p><b>The driver and glslang agree with the table in every cell.</b></p>\n";
    s += "<table class=\"gating\">\n<tr><th>function</th>";
    for (const json& v : g["versions"]) s += "<th>" + version_label(v.get<int>()) + "</th>";
    s += "</tr>\n";
    std::map<int, std::map<std::string, int>> compute_outcomes;
    for (const json& row : g["rows"]) {
        s += "<tr><td class=\"fn\"><b>" + esc(str(row, "function")) + "</b><small><code>" + esc(str(row, "overload")) +
             "</code></small><small>table " + version_or_dash(row["refpage_first"]) + " &middot; driver " +
             version_or_dash(row["driver_first"]) + " &middot; glslang " + version_or_dash(row["glslang_first"]) +
             "</small></td>";
        for (const json& c : row["cells"]) {
            s += gating_cell(c);
            ++compute_outcomes[c["glsl"].get<int>()][str(c["glslang_compute"], "outcome")];
        }
        s += "</tr>\n";
    }
    s += "<tr class=\"compute\"><td class=\"fn\"><small>glslang on the generated compute shader itself "
         "(functions per outcome)</small></td>";
    for (const auto& [v, outcomes] : compute_outcomes) {
        std::string cell;
        for (const auto& [o, n] : outcomes) cell += "<small>" + esc(o) + " &times;" + std::to_string(n) + "</small>";
        s += "<td>" + cell + "</td>";
    }
    return s +
           "</tr>\n</table>\n<p class=\"small muted\">Hover a cell for the driver's and glslang's first error "
           "line.</p>\n";
}

std::string strip(const json& evidence) {
    std::string head = "<tr><td></td>", drv = "<tr><td>driver</td>", gls = "<tr><td>glslang</td>";
    for (const json& c : evidence["cells"]) {
        head += "<td>" + version_label(c["glsl"].get<int>()) + "</td>";
        std::string cls = c["driver_compiled"].get<bool>() ? "ok" : str(c, "verdict") == "untestable" ? "unt" : "rav";
        drv += "<td class=\"" + cls + "\">" + mark(c["driver_compiled"].get<bool>()) + "</td>";
        std::string o = str(c["glslang_function"], "outcome");
        gls += "<td class=\"" +
               std::string(o == "accepted"   ? "ok"
                           : o == "rejected" ? "rav"
                                             : "") +
               "\">" + glslang_mark(c["glslang_function"]) + "</td>";
    }
    return "<table class=\"strip\">" + head + "</tr>" + drv + "</tr>" + gls + "</tr></table>";
}

// Rows in a run with the same claim share one claim cell.
std::string refpages(const json& list) {
    std::string s =
        "<h2 id=\"refpages\">Reference pages vs. the spec and the compilers</h2>\n<p>Known candidates "
        "(shared/spec/README.md): where the reference pages' Version Support tables disagree with their older "
        "builds, with the GLSL spec text, or with comparable rows. Evidence: the first #version each compiler "
        "accepts.</p>\n<table>\n<tr><th>function [row]</th><th>the claim</th><th>table</th><th>older "
        "builds</th><th>GLSL spec</th><th>comparable rows</th><th>evidence</th><th>conclusion</th></tr>\n";
    for (size_t i = 0; i < list.size(); ++i) {
        const json& f = list[i];
        const json& v = f["versions"];
        std::string claim;
        if (i == 0 || list[i - 1]["claim"] != f["claim"]) {
            size_t span = 1;
            while (i + span < list.size() && list[i + span]["claim"] == f["claim"]) ++span;
            claim = "<td class=\"small\" rowspan=\"" + std::to_string(span) + "\">" + esc(str(f, "claim")) + "</td>";
        }
        s += "<tr><td><b>" + esc(str(f, "function")) + "</b><br><span class=\"muted small\">[" + esc(str(f, "row")) +
             "]</span></td>" + claim + "<td>" + version_or_dash(v["refpage"]) + "</td><td>" +
             version_or_dash(v["older_refpage"]) + "</td><td>" +
             (v["spec"].is_null() ? "<span class=\"na\">not checked</span>" : version_or_dash(v["spec"])) +
             "</td><td>" + version_or_dash(v["comparable_rows"]) + "</td><td>";
        s += str(f, "status") == "measured" ? strip(f["evidence"])
                                            : "<span class=\"na\">" + esc(str(f, "status")) + "</span>";
        s += "</td><td class=\"small\">" + esc(str(f, "conclusion")) + "</td></tr>\n";
    }
    return s + "</table>\n";
}

// report --fold: the overloads whose folded results differ from run time or break the rule, with their examples.
std::string folding(const json& f) {
    const json& t = f["totals"];
    auto n = [](const json& c, const char* k) { return std::to_string(c.value(k, size_t{0})); };
    std::string s = "<h2 id=\"folding\">Constant folding vs run time</h2>\n<p class=\"muted\">" + esc(str(f, "method")) +
                    "; glslang: " + esc(str(f, "glslang")) + ".</p>\n<p>" + n(t, "overloads") + " overloads, " +
                    n(t, "cases") + " cases (" + n(t, "no_literal") + " with no literal). Driver: " +
                    n(t, "driver_folded") + " folded, " + n(t, "driver_differs") + " differ from run time, " +
                    n(t, "driver_violations") + " violations folded (" + n(t, "runtime_violations") +
                    " at run time). glslang: " + n(t, "glslang_folded") + " folded, " + n(t, "glslang_differs") +
                    " differ, " + n(t, "glslang_violations") + " violations.</p>\n<table>\n<tr><th>overload</th><th>driver "
                    "differs</th><th>driver violations</th><th>glslang differs</th><th>glslang violations</th><th>examples "
                    "(run time / driver / glslang)</th></tr>\n";
    for (const json& r : f["rows"]) {
        const json& c = r["counts"];
        if (!c.value("driver_differs", 0) && !c.value("glslang_differs", 0) && !c.value("driver_violations", 0) &&
            !c.value("glslang_violations", 0))
            continue;
        std::string ex;
        for (const json& e : r["differences"]) {
            std::string line = esc(str(e, "call")) + ": " + esc(e["runtime"].dump());
            for (const char* side : {"driver", "glslang"}) {
                const json& d = e[side];
                line += " / " + (d.contains("bits") ? esc(d["bits"].dump()) + " " + esc(str(d, "verdict"))
                                                    : "<span class=\"na\">" + esc(str(d, "status")) + "</span>");
            }
            ex += (ex.empty() ? "" : "<br>") + line;
        }
        s += "<tr><td>" + esc(str(r, "overload")) + "</td><td>" + n(c, "driver_differs") + " of " +
             n(c, "driver_folded") + "</td><td>" + n(c, "driver_violations") + "</td><td>" + n(c, "glslang_differs") +
             " of " + n(c, "glslang_folded") + "</td><td>" + n(c, "glslang_violations") + "</td><td class=\"small\">" +
             ex + "</td></tr>\n";
    }
    return s + "</table>\n";
}

std::string probe_details(const json& probes, const json& cases) {
    std::string s =
        "<h2 id=\"probes\">Probes in detail</h2>\n<p class=\"muted\">For each probe: the inputs, the GPU's "
        "bits, and the bits each possible behaviour would give; a green cell is an answer the GPU's bits "
        "match.</p>\n";
    for (const json& p : probes) {
        s += "<h3 id=\"" + esc(str(p, "id")) + "\">" + esc(str(p, "question")) + "</h3>\n<p><code>" +
             esc(str(p, "overload", str(p, "declaration"))) + "</code> &middot; " + status_text(p);
        if (p.contains("note")) s += " &middot; <span class=\"small\">" + esc(str(p, "note")) + "</span>";
        s += "<br><span class=\"small muted\">" + esc(str(p, "why")) + "</span></p>\n";
        if (str(p, "status") != "ran") continue;
        const json& ev = p["evidence"];
        s += "<table><tr><th></th>";
        for (const json& e : ev) s += "<th>case " + std::to_string(e["case"].get<size_t>()) + "</th>";
        s += "</tr>\n<tr><th>inputs</th>";
        for (const json& e : ev) {
            size_t k = e["case"].get<size_t>();
            s += "<td class=\"bits\">" + inputs_text(e["inputs"], k < cases.size() ? &cases[k] : nullptr) + "</td>";
        }
        s += "</tr>\n<tr><th>GPU</th>";
        for (const json& e : ev)
            s += "<td class=\"bits\"><b>" + esc(e["gpu"].empty() ? "" : bits_text(e["gpu"][0])) + "</b></td>";
        s += "</tr>\n";
        for (const json& a : p["answers"]) {
            std::string name = str(a, "name");
            s += "<tr><th>" + esc(name) + "</th>";
            for (size_t c = 0; c < ev.size() && c < a["bits"].size(); ++c) {
                const json& m = ev[c]["matches"];
                bool hit = std::find(m.begin(), m.end(), json(name)) != m.end();
                s += "<td class=\"bits" + std::string(hit ? " hit" : "") + "\">" + esc(bits_text(a["bits"][c])) +
                     "</td>";
            }
            s += "</tr>\n";
        }
        s += "<tr><th>engine verdict</th>";
        for (const json& e : ev) s += "<td class=\"small\">" + esc(str(e, "verdict")) + "</td>";
        s += "</tr></table>\n";
    }
    return s;
}

}  // namespace

std::string html_escape(const std::string& s) {
    std::string out;
    out.reserve(s.size());
    for (char c : s) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

std::string render_html(const json& doc) {
    const json& r = doc["report"];
    std::string s = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" +
                    esc(str(r, "title", "intrinsic-lab report")) + " &middot; " +
                    esc(str(doc.value("device", json::object()), "renderer", "?")) + "</title>\n<style>" + kStyle +
                    "</style></head>\n<body>\n";
    s += header(doc);
    s += summary(r);
    if (r.contains("sweeps")) s += plots(r);
    if (r.contains("gating")) s += gating(r["gating"]);
    if (r.contains("refpages")) s += refpages(r["refpages"]);
    if (r.contains("folding")) s += folding(r["folding"]);
    if (r.contains("probes")) s += probe_details(r["probes"], doc.value("cases", json::array()));
    return s + "</body></html>\n";
}

}  // namespace il
