// The driver matrix: several drivers' report documents (report --out) side by side, one column per driver
// for every headline, probe and ULP sweep, the cells that differ from the first driver highlighted.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace il {

struct MatrixRow {
    std::string section, id, question;
    std::vector<std::string> cells;  // one per report; "-" where the report lacks the row
    bool differs = false;            // some cell differs from another
};
// `reports` are report documents; `names` label their columns (the file names).
std::vector<MatrixRow> matrix_rows(const std::vector<nlohmann::json>& reports);
std::string matrix_html(const std::vector<nlohmann::json>& reports, const std::vector<std::string>& names);
std::string matrix_text(const std::vector<nlohmann::json>& reports, const std::vector<std::string>& names);

}  // namespace il
