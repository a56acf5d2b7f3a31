// The driver matrix of several reports: one row per headline, probe and sweep, one cell per driver,
// the rows where the drivers differ marked.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "report/matrix_html.h"

namespace il {
namespace {

using nlohmann::json;

json report_of(const std::string& driver, bool forced, const std::string& fma, int exp2_ulp) {
    json device = {{"renderer", driver + " renderer"}, {"version", "4.5"}, {"driver", driver}, {"forced", forced}};
    if (forced) device["overrides"] = "MESA_GL_VERSION_OVERRIDE=4.5";
    return {{"device", device},
            {"report",
             {{"headlines", {{{"topic", "fma fused?"}, {"answer", fma}}}},
              {"probes", {{{"id", "fma-fused-float"}, {"question", "Is fma(float) fused?"}, {"status", "ran"},
                           {"finding", fma}}}},
              {"sweeps", {{{"id", "ulp-exp2"}, {"title", "exp2(x)"}, {"status", "ran"}, {"worst_ulp", exp2_ulp},
                           {"over_bound", 0}}}}}}};
}

TEST(Matrix, OneColumnPerDriverAndTheDifferingRowsMarked) {
    std::vector<json> reports = {report_of("llvmpipe", false, "unfused", 2), report_of("nvidia", false, "fused", 2),
                                 report_of("softpipe", true, "unfused", 0)};
    std::vector<MatrixRow> rows = matrix_rows(reports);
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].section, "at a glance");
    EXPECT_EQ(rows[0].cells, (std::vector<std::string>{"unfused", "fused", "unfused"}));
    EXPECT_TRUE(rows[0].differs);
    EXPECT_EQ(rows[2].cells, (std::vector<std::string>{"2 ULP", "2 ULP", "0 ULP"}));
    EXPECT_TRUE(rows[2].differs);
    std::vector<json> same = {report_of("llvmpipe", false, "unfused", 2), report_of("zink", false, "unfused", 2)};
    for (const MatrixRow& r : matrix_rows(same)) EXPECT_FALSE(r.differs) << r.id;

    std::string html = matrix_html(reports, {"l.json", "n.json", "s.json.gz"});
    // NVIDIA's fused cell differs from the first driver's; llvmpipe's own cell is never marked.
    EXPECT_NE(html.find("<td>unfused</td><td class=\"d\">fused</td><td>unfused</td>"), std::string::npos) << html;
    EXPECT_NE(html.find("softpipe (forced)"), std::string::npos);
    EXPECT_NE(html.find("forced: MESA_GL_VERSION_OVERRIDE=4.5"), std::string::npos);
    std::string text = matrix_text(reports, {"l.json", "n.json", "s.json.gz"});
    EXPECT_NE(text.find("3 of 3 rows differ between the drivers"), std::string::npos) << text;
}

TEST(Matrix, AReportWithoutARowShowsADash) {
    json bare = {{"device", {{"driver", "zink"}}}, {"report", json::object()}};
    std::vector<MatrixRow> rows = matrix_rows({report_of("llvmpipe", false, "unfused", 2), bare});
    ASSERT_FALSE(rows.empty());
    EXPECT_EQ(rows[0].cells[1], "-");
    EXPECT_TRUE(rows[0].differs);
}

}  // namespace
}  // namespace il
