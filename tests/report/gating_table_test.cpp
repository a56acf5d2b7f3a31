// gating: merging driver reports into one function x version table, from hand-made reports with known marks.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "report/gating_table.h"

namespace il {
namespace {

using nlohmann::json;

json cell(int glsl, bool expected, bool compiled, const std::string& glslang, const std::string& verdict = "") {
    json c = {{"glsl", glsl},
              {"expected", expected},
              {"driver_compiled", compiled},
              {"glslang_function", {{"outcome", glslang}}}};
    c["verdict"] = verdict.empty() ? (expected == compiled ? "ok" : "x") : verdict;
    return c;
}

json report(const std::string& renderer, const std::string& version, json rows) {
    return {{"schema", "intrinsic-lab.vectors/1"},
            {"device", {{"renderer", renderer}, {"version", version}}},
            {"cases", json::array()},
            {"report", {{"gating", {{"glslang", "glslang 12.0.0 (linked)"}, {"rows", rows}}}}}};
}

// atanh: the table says 1.10, compilers say 1.30. usubBorrow: agreed at 4.00.
json llvmpipe() {
    return report("llvmpipe (LLVM 15.0.6, 256 bits)", "4.5 (Core Profile) Mesa 22.3.6",
                  {{{"function", "atanh"},
                    {"overload", "float atanh(float x)"},
                    {"refpage_first", 110},
                    {"driver_first", 130},
                    {"glslang_first", 130},
                    {"cells", {cell(120, true, false, "rejected"), cell(130, true, true, "accepted")}}},
                   {{"function", "usubBorrow"},
                    {"overload", "uint usubBorrow(uint x, uint y, out uint borrow)"},
                    {"refpage_first", 400},
                    {"driver_first", 400},
                    {"glslang_first", 400},
                    {"cells", {cell(120, false, false, "rejected"), cell(130, false, false, "rejected")}}}});
}

json nvidia() {
    return report("NVIDIA H200/PCIe/SSE2", "4.5.0 NVIDIA 580.159.04",
                  {{{"function", "atanh"},
                    {"driver_first", 130},
                    {"cells", {cell(120, true, false, "rejected", "untestable"), cell(130, true, true, "accepted")}}},
                   {{"function", "usubBorrow"},
                    {"driver_first", 400},
                    {"cells", {cell(120, false, false, "rejected"), cell(130, false, true, "rejected")}}}});
}

TEST(GatingTable, DriverLabels) {
    EXPECT_EQ(driver_label(llvmpipe()), "llvmpipe Mesa 22.3.6");
    EXPECT_EQ(driver_label(nvidia()), "NVIDIA 580.159.04");
}

TEST(GatingTable, MarksPerCell) {
    GatingTable t = merge_gating({llvmpipe(), nvidia()}, {"a.json", "b.json"});
    ASSERT_EQ(t.versions, (std::vector<int>{120, 130}));
    ASSERT_EQ(t.rows.size(), 2u);
    const GatingTableCell& atanh120 = t.rows[0].cells[0];
    EXPECT_EQ(atanh120.expected, '+');
    EXPECT_EQ(atanh120.drivers, (std::vector<char>{'-', '?'}));  // NVIDIA: untestable
    EXPECT_EQ(atanh120.glslang, '-');
    EXPECT_TRUE(atanh120.disagrees());
    EXPECT_FALSE(t.rows[0].cells[1].disagrees());
    const GatingTableCell& usub130 = t.rows[1].cells[1];
    EXPECT_EQ(usub130.drivers, (std::vector<char>{'-', '+'}));  // NVIDIA accepts what the table lacks
    EXPECT_TRUE(usub130.disagrees());
    EXPECT_EQ(t.rows[1].driver_first, (std::vector<int>{400, 400}));
}

TEST(GatingTable, TextListsOnlyDisagreements) {
    std::string s = gating_table_text(merge_gating({llvmpipe(), nvidia()}, {"a.json", "b.json"}));
    EXPECT_NE(s.find("2 of 4 cells disagree with the table: llvmpipe Mesa 22.3.6 1; NVIDIA 580.159.04 1; glslang 1"),
              std::string::npos)
        << s;
    EXPECT_NE(s.find("120:+-?-"), std::string::npos) << s;
    EXPECT_NE(s.find("130:--+-"), std::string::npos) << s;
    EXPECT_EQ(s.find("130:++++"), std::string::npos) << s;
}

TEST(GatingTable, MarkdownHasEveryCellAndBoldsDisagreements) {
    std::string md = gating_table_markdown(merge_gating({llvmpipe(), nvidia()}, {"a.json", "b.json"}));
    EXPECT_NE(md.find("| atanh | **+-?-** | ++++ |"), std::string::npos) << md;
    EXPECT_NE(md.find("| usubBorrow | ---- | **--+-** |"), std::string::npos) << md;
}

// An operator's name stays one cell: "operator||" in a code span with its pipes escaped.
TEST(GatingTable, MarkdownKeepsOperatorNamesInOneCell) {
    GatingTable t;
    t.versions = {450};
    t.drivers = {"llvmpipe"};
    for (const char* f : {"operator||", "operator*", "fma"})
        t.rows.push_back(GatingTableRow{f, "", 110, {110}, 110, {GatingTableCell{'+', {'+'}, '+'}}});
    const std::string md = gating_table_markdown(t);
    EXPECT_NE(md.find("| `operator\\|\\|` | +++ |"), std::string::npos) << md;
    EXPECT_NE(md.find("| `operator*` | +++ |"), std::string::npos) << md;
    EXPECT_NE(md.find("| fma | +++ |"), std::string::npos) << md;
}

TEST(GatingTable, AFileWithoutGatingIsNamed) {
    json no_report = {{"schema", "intrinsic-lab.vectors/1"}, {"cases", json::array()}};
    try {
        merge_gating({llvmpipe(), no_report}, {"a.json", "results.json"});
        FAIL() << "expected an error";
    } catch (const GatingTableError& e) {
        EXPECT_NE(std::string(e.what()).find("results.json: no report.gating.rows"), std::string::npos) << e.what();
    }
}

}  // namespace
}  // namespace il
