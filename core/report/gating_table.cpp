#include "report/gating_table.h"

#include <cstdio>
#include <map>

#include "vectors/tool_version.h"

namespace il {
namespace {

using json = nlohmann::json;

const json& gating_of(const json& doc, const std::string& file) {
    if (!doc.is_object() || !doc.contains("report") || !doc["report"].is_object() ||
        !doc["report"].contains("gating") || !doc["report"]["gating"].is_object() ||
        !doc["report"]["gating"].contains("rows") || !doc["report"]["gating"]["rows"].is_array())
        throw GatingTableError(file + ": no report.gating.rows (write one with: intrinsic-lab report --out FILE)");
    return doc["report"]["gating"];
}

char driver_mark(const json& cell) {
    if (cell.value("verdict", "") == "untestable") return '?';
    return cell.value("driver_compiled", false) ? '+' : '-';
}

char glslang_mark(const json& cell) {
    if (!cell.contains("glslang_function")) return '?';
    const std::string o = cell["glslang_function"].value("outcome", "");
    return o == "accepted" ? '+' : o == "rejected" ? '-' : '?';
}

std::string version_text(int v) { return v ? std::to_string(v) : "-"; }

std::string marks(const GatingTableCell& c) {
    std::string s(1, c.expected);
    for (char d : c.drivers) s += d;
    return s + c.glslang;
}

}  // namespace

bool GatingTableCell::disagrees() const {
    if (expected == '?') return false;
    for (char d : drivers)
        if (d != '?' && d != expected) return true;
    return glslang != '?' && glslang != expected;
}

std::string driver_label(const json& doc) {
    const json d = doc.value("device", json::object());
    std::string renderer = d.value("renderer", ""), version = d.value("version", "");
    std::string first = renderer.substr(0, renderer.find_first_of(" /("));
    // "4.5 (Core Profile) Mesa 22.3.6" -> "Mesa 22.3.6"; "4.5.0 NVIDIA 580.159.04" -> "NVIDIA 580.159.04"
    size_t at = version.find(") ");
    std::string tail = at != std::string::npos ? version.substr(at + 2)
                       : version.find(' ') != std::string::npos ? version.substr(version.find(' ') + 1)
                                                                : version;
    if (first.empty()) return tail.empty() ? "driver" : tail;
    if (tail.rfind(first, 0) == 0) return tail;
    return tail.empty() ? first : first + " " + tail;
}

GatingTable merge_gating(const std::vector<json>& reports, const std::vector<std::string>& files) {
    GatingTable t;
    if (reports.empty()) throw GatingTableError("no reports given");
    std::map<std::string, size_t> row_of;
    for (size_t r = 0; r < reports.size(); ++r) {
        const json& g = gating_of(reports[r], files[r]);
        t.drivers.push_back(driver_label(reports[r]));
        if (t.glslang.empty() && g.value("glslang", "").find("not") == std::string::npos) t.glslang = g.value("glslang", "");
        for (const json& row : g["rows"]) {
            const std::string f = row.value("function", "");
            auto it = row_of.find(f);
            if (it == row_of.end()) {
                if (r != 0) continue;  // the first report's catalog decides the rows
                GatingTableRow nr;
                nr.function = f;
                nr.overload = row.value("overload", "");
                nr.table_first = row.value("refpage_first", 0);
                nr.glslang_first = row.value("glslang_first", 0);
                it = row_of.emplace(f, t.rows.size()).first;
                t.rows.push_back(std::move(nr));
            }
            GatingTableRow& out = t.rows[it->second];
            out.driver_first.resize(reports.size(), 0);
            out.driver_first[r] = row.value("driver_first", 0);
            for (const json& cell : row.value("cells", json::array())) {
                const int v = cell.value("glsl", 0);
                size_t k = 0;
                while (k < t.versions.size() && t.versions[k] != v) ++k;
                if (k == t.versions.size()) {
                    if (r != 0) continue;
                    t.versions.push_back(v);
                }
                if (out.cells.size() <= k) out.cells.resize(k + 1);
                GatingTableCell& c = out.cells[k];
                c.drivers.resize(reports.size(), '?');
                if (r == 0) {
                    c.expected = cell.value("expected", false) ? '+' : '-';
                    c.glslang = glslang_mark(cell);
                }
                c.drivers[r] = driver_mark(cell);
            }
        }
    }
    for (GatingTableRow& row : t.rows) {
        row.driver_first.resize(reports.size(), 0);
        row.cells.resize(t.versions.size());
        for (GatingTableCell& c : row.cells) c.drivers.resize(reports.size(), '?');
    }
    return t;
}

std::string gating_table_text(const GatingTable& t) {
    std::string s = "version gating: " + std::to_string(t.rows.size()) + " functions x " +
                    std::to_string(t.versions.size()) + " GLSL versions\nmarks per cell: table";
    for (const std::string& d : t.drivers) s += ", " + d;
    s += ", glslang (" + (t.glslang.empty() ? std::string("not run") : t.glslang) +
         "); + has it, - lacks it, ? untestable\n";
    size_t cells = 0, disagree = 0;
    std::vector<size_t> driver_disagree(t.drivers.size(), 0);
    size_t glslang_disagree = 0;
    std::string rows;
    char buf[256];
    for (const GatingTableRow& row : t.rows) {
        std::string where;
        for (size_t k = 0; k < row.cells.size(); ++k) {
            const GatingTableCell& c = row.cells[k];
            ++cells;
            if (!c.disagrees()) continue;
            ++disagree;
            for (size_t d = 0; d < c.drivers.size(); ++d)
                if (c.drivers[d] != '?' && c.drivers[d] != c.expected) ++driver_disagree[d];
            if (c.glslang != '?' && c.glslang != c.expected) ++glslang_disagree;
            where += " " + std::to_string(t.versions[k]) + ":" + marks(c);
        }
        if (where.empty()) continue;
        std::snprintf(buf, sizeof buf, "%-22s %5s", row.function.c_str(), version_text(row.table_first).c_str());
        rows += buf;
        for (int f : row.driver_first) {
            std::snprintf(buf, sizeof buf, " %5s", version_text(f).c_str());
            rows += buf;
        }
        std::snprintf(buf, sizeof buf, " %5s  %s\n", version_text(row.glslang_first).c_str(), where.c_str() + 1);
        rows += buf;
    }
    std::snprintf(buf, sizeof buf, "%zu of %zu cells disagree with the table:", disagree, cells);
    s += buf;
    for (size_t d = 0; d < t.drivers.size(); ++d) s += " " + t.drivers[d] + " " + std::to_string(driver_disagree[d]) + ";";
    s += " glslang " + std::to_string(glslang_disagree) + "\n";
    if (rows.empty()) return s;
    std::snprintf(buf, sizeof buf, "\n%-22s %5s", "function (first version:", "table");
    s += buf;
    for (size_t d = 0; d < t.drivers.size(); ++d) {
        std::snprintf(buf, sizeof buf, " %5s", ("d" + std::to_string(d + 1)).c_str());
        s += buf;
    }
    s += " glslang)  cells that disagree, version:marks\n" + rows;
    for (size_t d = 0; d < t.drivers.size(); ++d) s += "d" + std::to_string(d + 1) + " = " + t.drivers[d] + "\n";
    return s;
}

namespace {

// A function name as a Markdown table cell: an operator's symbols in a code span, with '|' escaped, so that
// "operator||" does not split the row and "operator*" does not open emphasis.
std::string markdown_name(const std::string& name) {
    if (name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == std::string::npos)
        return name;
    std::string s = "`";
    for (char c : name) s += c == '|' ? std::string("\\|") : std::string(1, c);
    return s + "`";
}

}  // namespace

std::string gating_table_markdown(const GatingTable& t) {
    std::string s = "Marks per cell: the reference pages' table";
    for (const std::string& d : t.drivers) s += ", " + d;
    s += ", glslang (" + (t.glslang.empty() ? std::string("not run") : t.glslang) +
         "). `+` has the function, `-` lacks it, `?` untestable. Cells in bold disagree with the table.\n\n| function |";
    for (int v : t.versions) s += " " + std::to_string(v) + " |";
    s += "\n|---|";
    for (size_t k = 0; k < t.versions.size(); ++k) s += ":-:|";
    s += "\n";
    for (const GatingTableRow& row : t.rows) {
        s += "| " + markdown_name(row.function) + " |";
        for (const GatingTableCell& c : row.cells) s += c.disagrees() ? " **" + marks(c) + "** |" : " " + marks(c) + " |";
        s += "\n";
    }
    return s;
}

json gating_table_json(const GatingTable& t) {
    json rows = json::array();
    for (const GatingTableRow& row : t.rows) {
        json cells = json::array();
        for (size_t k = 0; k < row.cells.size(); ++k) {
            const GatingTableCell& c = row.cells[k];
            json drivers = json::array();
            for (char d : c.drivers) drivers.push_back(std::string(1, d));
            cells.push_back({{"glsl", t.versions[k]},
                             {"expected", std::string(1, c.expected)},
                             {"drivers", drivers},
                             {"glslang", std::string(1, c.glslang)},
                             {"disagrees", c.disagrees()}});
        }
        rows.push_back({{"function", row.function},
                        {"overload", row.overload},
                        {"table_first", row.table_first},
                        {"driver_first", row.driver_first},
                        {"glslang_first", row.glslang_first},
                        {"cells", cells}});
    }
    return {{"schema", "intrinsic-lab.gating/1"}, {"tool", kTool},          {"versions", t.versions},
            {"drivers", t.drivers},                 {"glslang", t.glslang}, {"rows", rows}};
}

}  // namespace il
