#include "report/matrix_html.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "report/html.h"

namespace il {
namespace {

using nlohmann::json;

std::string str(const json& j, const char* key, const std::string& fallback = "-") {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return fallback;
    return it->is_string() ? it->get<std::string>() : it->dump();
}

// Rows in the order of their first appearance; cells by (section, id) from each report.
struct Table {
    std::vector<std::pair<std::string, std::string>> order;
    std::map<std::pair<std::string, std::string>, MatrixRow> rows;
    MatrixRow& row(const std::string& section, const std::string& id, const std::string& question, size_t n) {
        auto key = std::make_pair(section, id);
        auto it = rows.find(key);
        if (it == rows.end()) {
            order.push_back(key);
            MatrixRow r;
            r.section = section;
            r.id = id;
            r.question = question;
            r.cells.assign(n, "-");
            it = rows.emplace(key, r).first;
        }
        return it->second;
    }
};

std::string driver_label(const json& doc) {
    const json& d = doc.value("device", json::object());
    std::string s = str(d, "driver", str(d, "renderer", "?"));
    if (d.value("forced", false)) s += " (forced)";
    return s;
}

}  // namespace

std::vector<MatrixRow> matrix_rows(const std::vector<json>& reports) {
    Table t;
    const size_t n = reports.size();
    for (size_t f = 0; f < n; ++f) {
        const json& r = reports[f].value("report", json::object());
        for (const json& h : r.value("headlines", json::array()))
            t.row("at a glance", str(h, "topic"), str(h, "topic"), n).cells[f] = str(h, "answer");
        for (const json& p : r.value("probes", json::array())) {
            std::string cell = str(p, "status") == "ran" ? str(p, "finding") : str(p, "status");
            t.row("probes", str(p, "id"), str(p, "question"), n).cells[f] = cell;
        }
        for (const json& s : r.value("sweeps", json::array())) {
            std::string cell = str(s, "status") == "ran" ? str(s, "worst_ulp") + " ULP" : str(s, "status");
            if (s.value("over_bound", 0) > 0) cell += ", " + str(s, "over_bound") + " over the bound";
            t.row("worst ULP", str(s, "id"), str(s, "title"), n).cells[f] = cell;
        }
        // Version gating: how many function x version cells the driver's compiler agrees with the table on.
        if (r.contains("gating") && r["gating"].contains("counts"))
            for (const auto& [verdict, count] : r["gating"]["counts"].items())
                t.row("gating", verdict, "gating cells: " + verdict, n).cells[f] = count.dump();
    }
    std::vector<MatrixRow> out;
    for (const auto& k : t.order) {
        MatrixRow r = t.rows[k];
        r.differs = std::any_of(r.cells.begin(), r.cells.end(), [&](const std::string& c) { return c != r.cells[0]; });
        out.push_back(r);
    }
    return out;
}

std::string matrix_html(const std::vector<json>& reports, const std::vector<std::string>& names) {
    std::vector<MatrixRow> rows = matrix_rows(reports);
    size_t differing = std::count_if(rows.begin(), rows.end(), [](const MatrixRow& r) { return r.differs; });
    std::string s =
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>intrinsic-lab driver matrix</title>\n<style>"
        "body{font:14px/1.45 system-ui,sans-serif;color:#1f2328;margin:24px auto;max-width:1400px;padding:0 18px}"
        "table{border-collapse:collapse} td,th{border:1px solid #d8dbe0;padding:4px 8px;vertical-align:top}"
        "th{background:#f2f3f6;text-align:left} tr.sec th{background:#e6ebf2;font-size:15px}"
        "td.d{background:#fde4a6;font-weight:600} .muted{color:#6a737d;font-size:12px}"
        "</style></head><body>\n<h1>intrinsic-lab driver matrix</h1>\n<p>" +
        std::to_string(rows.size()) + " rows, " + std::to_string(differing) +
        " where the drivers differ; a highlighted cell differs from the first driver's.</p>\n<table>\n<tr><th></th>";
    for (size_t f = 0; f < reports.size(); ++f) {
        const json& d = reports[f].value("device", json::object());
        s += "<th>" + html_escape(driver_label(reports[f])) + "<br><span class=\"muted\">" +
             html_escape(str(d, "renderer", "?")) + "<br>" + html_escape(str(d, "version", "?")) +
             (d.value("forced", false) ? "<br>forced: " + html_escape(str(d, "overrides", "")) : "") + "<br>" +
             html_escape(f < names.size() ? names[f] : "") + "</span></th>";
    }
    s += "</tr>\n";
    std::string section;
    for (const MatrixRow& r : rows) {
        if (r.section != section) {
            section = r.section;
            s += "<tr class=\"sec\"><th colspan=\"" + std::to_string(reports.size() + 1) + "\">" + html_escape(section) +
                 "</th></tr>\n";
        }
        s += "<tr><td>" + html_escape(r.question) + "<br><span class=\"muted\">" + html_escape(r.id) + "</span></td>";
        for (const std::string& c : r.cells)
            s += std::string(c != r.cells[0] ? "<td class=\"d\">" : "<td>") + html_escape(c) + "</td>";
        s += "</tr>\n";
    }
    s += "</table>\n</body></html>\n";
    return s;
}

std::string matrix_text(const std::vector<json>& reports, const std::vector<std::string>& names) {
    std::vector<MatrixRow> rows = matrix_rows(reports);
    std::string s;
    for (size_t f = 0; f < reports.size(); ++f)
        s += std::string(1, static_cast<char>('A' + f)) + ": " + (f < names.size() ? names[f] : "") + "  " +
             driver_label(reports[f]) + "\n";
    size_t differing = 0;
    for (const MatrixRow& r : rows) {
        if (!r.differs) continue;
        ++differing;
        s += "\n" + r.section + ": " + r.question + "\n";
        for (size_t f = 0; f < r.cells.size(); ++f)
            s += "  " + std::string(1, static_cast<char>('A' + f)) + " " + r.cells[f] + "\n";
    }
    s += "\n" + std::to_string(differing) + " of " + std::to_string(rows.size()) + " rows differ between the drivers\n";
    return s;
}

}  // namespace il
