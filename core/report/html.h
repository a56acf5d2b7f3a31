// The report as one self-contained HTML page for a person: inline CSS and SVG, no scripts, no network.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

namespace il {

// `report` is build_report()'s document; sections it lacks (probes, gating) are left out.
std::string render_html(const nlohmann::json& report);
std::string html_escape(const std::string& s);

}  // namespace il
