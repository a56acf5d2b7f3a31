// One version-gating table from several driver reports (report --out): for every catalog function and GLSL
// version, what the reference pages' table expects, what each driver compiled and what glslang accepted.
#pragma once
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace il {

struct GatingTableError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A cell's marks: '+' has it (compiled, accepted, in the table), '-' lacks it, '?' untestable or not run.
struct GatingTableCell {
    char expected = '?';
    std::vector<char> drivers;  // one per report
    char glslang = '?';
    bool disagrees() const;     // some tested answer differs from expected
};

struct GatingTableRow {
    std::string function, overload;
    int table_first = 0;               // the reference pages' first version (0: never in core)
    std::vector<int> driver_first;     // per report: first version compiled (0: none)
    int glslang_first = 0;
    std::vector<GatingTableCell> cells;  // one per version
};

struct GatingTable {
    std::vector<int> versions;
    std::vector<std::string> drivers;  // one label per report: "llvmpipe Mesa 22.3.6", "NVIDIA 580.159.04"
    std::string glslang;               // glslang's description, from the first report that ran it
    std::vector<GatingTableRow> rows;  // catalog order of the first report
};

// A short label for a report's device: the renderer's first word and the driver version.
std::string driver_label(const nlohmann::json& report_doc);
// Reports as written by `report --out`; labels default to driver_label(). Throws GatingTableError naming the
// file when one holds no gating section.
GatingTable merge_gating(const std::vector<nlohmann::json>& reports, const std::vector<std::string>& files);

std::string gating_table_text(const GatingTable& t);      // rows with a disagreement, and counts
std::string gating_table_markdown(const GatingTable& t);  // the whole matrix
nlohmann::json gating_table_json(const GatingTable& t);

}  // namespace il
