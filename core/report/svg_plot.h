// A small inline SVG plot of ULP error over an input range (one sweep of the report), with the rule's bound
// as a dashed line. No xmlns attribute: inline SVG in HTML needs none, and the page stays free of URLs.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

namespace il {

// `sweep` is one entry of the report's "sweeps" (series [x, max ulp in bin, bound or null]); an optional "note"
// replaces the line above the plot that says what the bound is.
std::string ulp_plot_svg(const nlohmann::json& sweep, int width = 540, int height = 230);

}  // namespace il
