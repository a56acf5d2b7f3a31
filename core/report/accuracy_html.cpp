// The accuracy document as one self-contained HTML page (report/accuracy.h).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "batch/batch_engine.h"
#include "report/accuracy.h"
#include "report/html.h"
#include "report/svg_plot.h"

namespace il {
namespace {

using nlohmann::json;

constexpr const char* kStyle = R"(
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;margin:24px auto;max-width:1320px;padding:0 18px}
h1{font-size:24px;margin:0 0 4px} h2{font-size:17px;margin:0 0 6px}
table{border-collapse:collapse;margin:8px 0} td,th{border:1px solid #d8dbe0;padding:3px 8px;vertical-align:top}
th{background:#f2f3f6;text-align:left;font-weight:600} td.n{text-align:right;font-variant-numeric:tabular-nums}
code{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:12.5px}
.muted{color:#6a737d} .bad{background:#fbe3e3} .small{font-size:12px}
section{border:1px solid #d8dbe0;border-radius:6px;padding:12px;margin:16px 0;background:#fff}
.plots{display:flex;flex-wrap:wrap;gap:12px}
.bar{display:inline-block;height:10px;background:#3b6ea8;vertical-align:middle}
svg text{font:11px system-ui,sans-serif;fill:#333}
)";

std::string esc(const std::string& s) { return html_escape(s); }
std::string u64(const json& j) { return std::to_string(j.get<uint64_t>()); }
std::string fixed(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

uint32_t bin_first(const json& b) { return static_cast<uint32_t>(std::stoul(b["first"].get<std::string>(), nullptr, 16)); }

// The largest ULP error per bin: for a float input, one plot per sign over |x| on a log axis (a bin is one
// exponent: |x| from 2^(e-127); the denormals at 2^-127, left of the smallest normal; ±Inf and NaN apart); for a
// uint input one plot over the bit patterns.
std::string error_plots(const json& f) {
    const bool is_float = f["input"] == "float";
    std::string s = "<div class=\"plots\">";
    if (!is_float) {
        json series = json::array();
        for (const json& b : f["bins"])
            if (b["cases"].get<uint64_t>()) series.push_back({bin_first(b), b["max_ulp"], nullptr});
        s += ulp_plot_svg({{"series", series}, {"x_label", "input bits (2^23 patterns a bin)"},
                           {"note", "largest error per bin"}});
        return s + "</div>";
    }
    for (const bool negative : {true, false}) {
        json series = json::array();
        for (const json& b : f["bins"]) {
            const uint32_t first = bin_first(b);
            const int e = static_cast<int>(first >> 23 & 0xff);
            if (((first >> 31) != 0) != negative || e == 0xff || !b["cases"].get<uint64_t>()) continue;
            series.push_back({std::ldexp(1.0, e - 127), b["max_ulp"], nullptr});
        }
        if (series.empty()) continue;
        s += ulp_plot_svg({{"series", series},
                           {"log_x", true},
                           {"x_label", negative ? "|x| of x < 0" : "x > 0"},
                           {"note", negative ? "negative inputs" : "positive inputs"}},
                          520, 220);
    }
    return s + "</div>";
}

std::string histogram(const json& f) {
    const json& h = f["ulp_histogram"];
    uint64_t most = 1;
    for (size_t b = 0; b < kUlpBins; ++b) most = std::max(most, h[ulp_bin_name(b)].get<uint64_t>());
    std::string s = "<table><tr><th>ULP</th><th>cases</th><th>(log scale)</th></tr>";
    for (size_t b = 0; b < kUlpBins; ++b) {
        const uint64_t n = h[ulp_bin_name(b)].get<uint64_t>();
        const double w = n ? 4 + 220 * std::log1p(static_cast<double>(n)) / std::log1p(static_cast<double>(most)) : 0;
        char bar[96];
        std::snprintf(bar, sizeof bar, "<span class=\"bar\" style=\"width:%.0fpx\"></span>", w);
        s += "<tr><td>" + std::string(ulp_bin_name(b)) + "</td><td class=\"n\">" + std::to_string(n) + "</td><td>" +
             bar + "</td></tr>";
    }
    return s + "</table>";
}

std::string published(const json& b) {
    return b.is_null() ? "<span class=\"muted\">none</span>"
                       : "<code>" + esc(b["function"].get<std::string>()) + "</code> " +
                             std::to_string(b["ulp"].get<int>()) + " ULP";
}

std::string function_section(const json& f) {
    const json& v = f["verdicts"];
    const json& d = f["denormals"];
    const bool bad = v["violation"].get<uint64_t>() > 0;
    std::string s = "<section><h2><code>" + esc(f["overload"].get<std::string>()) + "</code></h2>\n";
    if (f.contains("stride") && f["sampled"].get<bool>())
        s += "<p class=\"muted\">Sampled: every " + u64(f["stride"]) + "-th bit pattern.</p>\n";
    s += "<table><tr><th>cases</th><th>match</th><th>accepted</th><th>violation</th><th>undefined</th><th>max ULP</th>"
         "<th>at input</th><th>GLSL 4.50 §4.7.1</th><th>CUDA</th><th>OpenCL 1.2</th></tr><tr><td class=\"n\">" +
         u64(f["cases"]) + "</td><td class=\"n\">" + u64(v["match"]) + "</td><td class=\"n\">" + u64(v["accepted"]) +
         "</td><td class=\"n" + (bad ? " bad" : "") + "\">" + u64(v["violation"]) + "</td><td class=\"n\">" +
         u64(v["undefined"]) + "</td><td class=\"n\">" + u64(f["max_ulp"]) + "</td><td><code>" +
         (f["max_ulp_input"].is_null() ? "-" : esc(f["max_ulp_input"].get<std::string>())) + "</code></td><td>" +
         esc(f["bounds"]["glsl"].get<std::string>()) + "</td><td>" + published(f["bounds"]["cuda"]) + "</td><td>" +
         published(f["bounds"]["opencl"]) + "</td></tr></table>\n";
    s += "<p class=\"muted\">Denormal inputs: " + esc(d["inputs"]["handling"].get<std::string>()) + " (flushed " +
         u64(d["inputs"]["flushed"]) + ", kept " + u64(d["inputs"]["kept"]) + ", same either way " +
         u64(d["inputs"]["same"]) + ", other " + u64(d["inputs"]["other"]) + "); denormal results: " +
         esc(d["results"]["handling"].get<std::string>()) + " (flushed " + u64(d["results"]["flushed"]) + ", kept " +
         u64(d["results"]["kept"]) + ", other " + u64(d["results"]["other"]) + ").</p>\n";
    s += "<div class=\"plots\">" + error_plots(f) + histogram(f) + "</div>\n";
    if (!f["violations"].empty()) {
        s += "<table><tr><th>input</th><th>output</th><th>GPU</th><th>reference</th></tr>";
        for (const json& x : f["violations"])
            for (const json& o : x.value("outputs", json::array()))
                s += "<tr><td><code>" + esc(x.value("input", "?")) + "</code></td><td>" + esc(o.value("name", "")) +
                     "</td><td><code>" + esc(o.value("gpu", json::array()).dump()) + "</code></td><td><code>" +
                     esc(o.value("reference", json::array()).dump()) + "</code></td></tr>";
        s += "</table>\n";
    }
    return s + "<p class=\"muted small\">" + esc(f["bounds"]["glsl_rule"].get<std::string>()) + "</p></section>\n";
}

}  // namespace

std::string accuracy_html(const json& doc) {
    const json& dev = doc["device"];
    const json& sw = doc["sweep"];
    std::string s = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>intrinsic-lab accuracy "
                    "&middot; " +
                    esc(dev.value("renderer", "?")) + "</title>\n<style>" + kStyle + "</style></head>\n<body>\n";
    s += "<h1>Accuracy of " + esc(dev.value("renderer", "?")) + "</h1>\n<p>" + esc(dev.value("version", "")) +
         "</p>\n<p>Inputs <code>" + esc(sw["range"].get<std::string>()) + "</code>, " +
         (sw.contains("seconds_per_function")
              ? "each function's stride chosen for " + fixed(sw["seconds_per_function"].get<double>()) +
                    " s from its rate (every bit pattern where it says nothing else). "
              : (sw["sampled"].get<bool>() ? "sampled: every " + u64(sw["stride"]) + "-th bit pattern, "
                                           : std::string("every bit pattern, ")) +
                    u64(sw["cases_per_function"]) + " cases per function. ") +
         esc(doc["tool"].get<std::string>()) + "</p>\n";
    if (doc.contains("error")) s += "<p class=\"bad\">Stopped: " + esc(doc["error"].get<std::string>()) + "</p>\n";
    for (const json& f : doc["functions"]) s += function_section(f);
    const json& src = doc["sources"];
    s += "<p class=\"muted\">GLSL: " + esc(src["glsl"].get<std::string>()) + "<br>CUDA: " +
         esc(src["cuda"].get<std::string>()) + "<br>OpenCL: " + esc(src["opencl"].get<std::string>()) + "</p>\n";
    return s + "</body></html>\n";
}

}  // namespace il
