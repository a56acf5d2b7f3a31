// The driver-behaviour report on llvmpipe: every probe carries its inputs and bits, the document replays as
// vectors/1, and the HTML page is self-contained. Plus the tie-rounding helpers the probes' answers use.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <ostream>

#include "gpu_suite.h"
#include "catalog/catalog.h"
#include "gpu/context.h"
#include "gpu/runner.h"
#include "report/html.h"
#include "report/probes.h"
#include "report/report.h"
#include "vectors/vectors_json.h"

namespace il {
namespace {

using nlohmann::json;

class Report : public GpuSuite {
protected:
    static void SetUpTestSuite() {
        GpuSuite::SetUpTestSuite();
        if (HasFatalFailure()) return;
        doc_ = build_report(*runner_, query_device_info(context_->platform()), Catalog::get(), ReportOptions{});
        html_ = render_html(doc_);
    }
    static const json& probe(const std::string& id) {
        for (const json& p : doc_["report"]["probes"])
            if (p["id"] == id) return p;
        throw std::logic_error("no probe " + id);
    }
    static bool is_hex(const json& s) {
        if (!s.is_string()) return false;
        std::string t = s.get<std::string>();
        return t.size() > 2 && t.rfind("0x", 0) == 0 &&
               std::all_of(t.begin() + 2, t.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
    }
    static inline json doc_;
    static inline std::string html_;
};

TEST_F(Report, EveryProbeHasItsInputsAndBits) {
    const json& probes = doc_["report"]["probes"];
    ASSERT_EQ(probes.size(), driver_probes().size());
    for (const json& p : probes) {
        SCOPED_TRACE(p["id"].get<std::string>());
        for (const char* key :
             {"id", "topic", "label", "question", "declaration", "status", "why", "answers", "evidence"})
            EXPECT_TRUE(p.contains(key)) << key;
        if (p["status"] != "ran") {
            EXPECT_TRUE(p.contains("note"));
            continue;
        }
        EXPECT_TRUE(p.contains("finding"));
        ASSERT_FALSE(p["evidence"].empty());
        for (const json& e : p["evidence"]) {
            for (const json& in : e["inputs"])
                for (const json& b : in) EXPECT_TRUE(is_hex(b)) << b;
            ASSERT_FALSE(e["gpu"].empty());
            for (const json& b : e["gpu"][0]) EXPECT_TRUE(is_hex(b)) << b;
            // The evidence points at the full case, which says which probe it belongs to.
            const json& c = doc_["cases"][e["case"].get<size_t>()];
            EXPECT_EQ(c["probe"], p["id"]);
            EXPECT_EQ(c["gpu"][0]["bits"], e["gpu"][0]);
        }
        for (const json& a : p["answers"]) EXPECT_EQ(a["bits"].size(), p["evidence"].size()) << a["name"];
    }
}

TEST_F(Report, KnownAnswersOnLlvmpipe) {
    // docs/driver-notes.md, measured: llvmpipe fuses neither float nor double fma; pack rounds .5 to even.
    const json& f = probe("fma-fused-float");
    ASSERT_EQ(f["status"], "ran");
    EXPECT_EQ(f["finding"], "unfused");
    EXPECT_EQ(f["evidence"][0]["inputs"], json::parse(R"([["0x3f800800"], ["0x3f800800"], ["0xbf800000"]])"));
    EXPECT_EQ(f["evidence"][0]["gpu"][0][0], "0x3a000000");
    EXPECT_EQ(probe("fma-fused-double")["finding"], "unfused");
    const json& pack = probe("pack-unorm4x8-half");
    EXPECT_EQ(pack["finding"], "half to even");
    EXPECT_EQ(pack["evidence"][0]["gpu"][0][0], "0x0000007e");  // 0x3efdfdfe * 255 = 126.5 -> 126
}

TEST_F(Report, DocumentReplaysAsVectors) {
    EXPECT_EQ(doc_["schema"], kSchema);
    EXPECT_TRUE(doc_.contains("device"));
    VectorFile vf = parse_vectors(doc_.dump(), "report.json", Catalog::get());
    EXPECT_EQ(vf.cases.size(), doc_["cases"].size());
    EXPECT_FALSE(vf.cases.empty());
}

TEST_F(Report, GatingAndSweepsAreThere) {
    const json& g = doc_["report"]["gating"];
    EXPECT_EQ(g["rows"].size(), Catalog::get().functions().size());
    EXPECT_FALSE(doc_["report"]["refpages"].empty());
    for (const json& w : doc_["report"]["sweeps"]) {
        if (w["status"] == "ran") {
            EXPECT_TRUE(w.contains("worst_case") && w.contains("series")) << w["id"];
        }
    }
}

TEST_F(Report, HtmlIsSelfContained) {
    std::string lower = html_;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    EXPECT_EQ(lower.find("http"), std::string::npos);
    EXPECT_EQ(lower.find("<script"), std::string::npos);
    EXPECT_EQ(lower.find("<link"), std::string::npos);
    EXPECT_EQ(lower.find("src="), std::string::npos);
    EXPECT_EQ(lower.find("url("), std::string::npos);
    EXPECT_NE(html_.find("<style>"), std::string::npos);
}

TEST_F(Report, HtmlHasTheGatingTableAndSummary) {
    EXPECT_NE(html_.find("id=\"summary\""), std::string::npos);
    EXPECT_NE(html_.find("<table class=\"gating\">"), std::string::npos);
    EXPECT_NE(html_.find("id=\"refpages\""), std::string::npos);
    // Names are escaped: "operator<<" is operator&lt;&lt; in the page.
    for (const json& row : doc_["report"]["gating"]["rows"])
        EXPECT_NE(html_.find("<b>" + html_escape(row["function"].get<std::string>()) + "</b>"), std::string::npos)
            << row["function"];
    EXPECT_NE(html_.find("<b>operator&lt;&lt;</b>"), std::string::npos);
    for (const json& w : doc_["report"]["sweeps"]) {
        if (w["status"] == "ran") {
            EXPECT_NE(html_.find("<svg class=\"plot\""), std::string::npos) << w["id"];
        }
    }
}

TEST_F(Report, CommandWritesBothFiles) {
    namespace fs = std::filesystem;
    fs::path dir = fs::temp_directory_path() / ("il-report-test-" + std::to_string(getpid()));
    fs::create_directories(dir);
    std::string cmd = std::string(IL_BINARY) + " report --glsl-gating --out " + (dir / "r.json").string() + " --html " +
                      (dir / "r.html").string() + " 2>&1";
    FILE* p = popen(cmd.c_str(), "r");
    std::string out;
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
    int status = pclose(p);
    EXPECT_EQ(WIFEXITED(status) ? WEXITSTATUS(status) : -1, 0) << out;
    std::ifstream in(dir / "r.json");
    json j = json::parse(in);
    EXPECT_TRUE(j["report"].contains("gating"));
    EXPECT_FALSE(j["report"].contains("probes"));  // --glsl-gating: the gating run only
    EXPECT_TRUE(fs::exists(dir / "r.html"));
    std::string bad = std::string(IL_BINARY) + " report --html " + (dir / "no-such-dir" / "r.html").string() + " 2>&1";
    p = popen(bad.c_str(), "r");
    while (fread(buf, 1, sizeof buf, p) > 0) {
    }
    status = pclose(p);
    EXPECT_EQ(WIFEXITED(status) ? WEXITSTATUS(status) : -1, 2);
    fs::remove_all(dir);
}

struct Tie {
    double x;
    TieMode mode;
    double want;
};
// Readable test names for ctest: "…/-2.5_half_away_from_zero".
void PrintTo(const Tie& t, std::ostream* os) {
    std::string mode = tie_mode_name(t.mode);
    for (char& c : mode)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    *os << t.x << '_' << mode;
}

class TieRounding : public testing::TestWithParam<Tie> {};

TEST_P(TieRounding, KnownAnswers) {
    const Tie& t = GetParam();
    EXPECT_EQ(round_with(t.x, t.mode), t.want) << t.x << " " << tie_mode_name(t.mode);
}

INSTANTIATE_TEST_SUITE_P(Modes, TieRounding,
                         testing::Values(Tie{2.5, TieMode::HalfEven, 2}, Tie{3.5, TieMode::HalfEven, 4},
                                         Tie{-2.5, TieMode::HalfEven, -2}, Tie{2.5, TieMode::HalfAway, 3},
                                         Tie{-2.5, TieMode::HalfAway, -3}, Tie{-2.5, TieMode::HalfUp, -2},
                                         Tie{2.5, TieMode::HalfDown, 2}, Tie{-2.5, TieMode::HalfDown, -3},
                                         Tie{-2.5, TieMode::HalfTowardZero, -2}, Tie{2.4, TieMode::HalfAway, 2},
                                         Tie{2.6, TieMode::HalfTowardZero, 3}));

TEST(PackTies, ProductsAreExactlyHalfway) {
    for (auto [scale, k] : {std::pair{255, 126}, {255, 127}, {65535, 30000}, {32767, 2001}, {127, 10}}) {
        float c = pack_tie_input(scale, k);
        ASSERT_FALSE(std::isnan(c)) << scale << " " << k;
        float product = c * static_cast<float>(scale);
        EXPECT_EQ(product - std::floor(product), 0.5f) << scale << " " << k;
        EXPECT_EQ(static_cast<int>(std::floor(product)) % 2, k % 2) << "parity kept";
    }
    EXPECT_EQ(pack_tie_input(255, 126) * 255.0f, 126.5f);  // the known case floatBits(0x3efdfdfe)
}

TEST(HtmlEscape, SpecialCharacters) { EXPECT_EQ(html_escape("a<b & \"c\">'"), "a&lt;b &amp; &quot;c&quot;&gt;&#39;"); }

}  // namespace
}  // namespace il
