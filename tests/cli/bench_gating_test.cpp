// The gating and bench commands through the binary: bad usage exits 2 naming the input; the merged gating
// table of the committed driver profiles; the shape of bench --json on llvmpipe (figures, never times), and of
// bench --host's table.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_run.h"

namespace il {
namespace {

using test::run_cli;

const std::string kProfiles = std::string(IL_SOURCE_DIR) + "/profiles/";

TEST(GatingCli, BadUsageExitsTwo) {
    auto none = run_cli("gating");
    EXPECT_EQ(none.code, 2) << none.out;
    EXPECT_NE(none.out.find("gating takes one or more report files"), std::string::npos) << none.out;
    auto missing = run_cli("gating /nonexistent/report.json");
    EXPECT_EQ(missing.code, 2) << missing.out;
    EXPECT_NE(missing.out.find("/nonexistent/report.json: cannot be read"), std::string::npos) << missing.out;
    // A results file that is not a report: named, with what it lacks.
    auto results = run_cli("gating " + std::string(IL_SOURCE_DIR) + "/presets/msad4.json");
    EXPECT_EQ(results.code, 2) << results.out;
    EXPECT_NE(results.out.find("msad4.json"), std::string::npos) << results.out;
}

TEST(GatingCli, CommittedProfilesGiveTheKnownDisagreements) {
    auto r = run_cli("gating " + kProfiles + "llvmpipe-mesa-22.3.6/report.json " + kProfiles +
                     "nvidia-580.159.04/report.json --json");
    ASSERT_EQ(r.code, 0) << r.out;
    nlohmann::json t = nlohmann::json::parse(r.out);
    ASSERT_EQ(t["drivers"].size(), 2u);
    EXPECT_EQ(t["drivers"][0], "llvmpipe Mesa 22.3.6");
    EXPECT_EQ(t["drivers"][1], "NVIDIA 580.159.04");
    bool found = false;
    for (const auto& row : t["rows"])
        if (row["function"] == "atanh") {
            found = true;
            EXPECT_EQ(row["table_first"], 110);  // the reference pages' table
            EXPECT_EQ(row["glslang_first"], 130);
            for (const auto& c : row["cells"])
                if (c["glsl"] == 110) {
                    EXPECT_EQ(c["expected"], "+");
                    EXPECT_EQ(c["drivers"], nlohmann::json({"-", "-"}));  // both drivers reject it at 1.10
                    EXPECT_TRUE(c["disagrees"].get<bool>());
                }
        }
    EXPECT_TRUE(found);
}

TEST(BenchCli, BadUsageExitsTwo) {
    for (const char* args : {"bench --vectors 0", "bench --vectors -5", "bench --vectors many", "bench --repeat 0",
                             "bench --function noSuchFunction", "bench extra"}) {
        auto r = run_cli(args);
        EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
    }
    auto r = run_cli("bench --vectors 12x");
    EXPECT_NE(r.out.find("--vectors 12x: expected a whole number"), std::string::npos) << r.out;
}

TEST(BenchCli, JsonHasEveryStageAndTheColdStart) {
    auto r = run_cli("bench --function \"uint usubBorrow(uint x, uint y, out uint borrow)\" --vectors 70000 "
                     "--repeat 1 --json");
    ASSERT_EQ(r.code, 0) << r.out;
    nlohmann::json b = nlohmann::json::parse(r.out);
    ASSERT_EQ(b["overloads"].size(), 1u);
    const auto& o = b["overloads"][0];
    EXPECT_EQ(o["overload"], "uint usubBorrow(uint x, uint y, out uint borrow)");
    EXPECT_EQ(o["vectors"], 70000);
    EXPECT_FALSE(o.contains("error")) << o.dump();
    for (const char* stage : {"generate", "reference", "upload", "dispatch", "readback", "compare", "json", "end_to_end"})
        EXPECT_GT(o["vectors_per_second"][stage].get<double>(), 0.0) << stage;
    EXPECT_EQ(o["violations"], 0);  // usubBorrow on llvmpipe is exact
    EXPECT_TRUE(b["cold_start"].contains("eval_seconds") || b["cold_start"].contains("error"));
    EXPECT_TRUE(b["piglit"].is_array());
}

// An extension row is measured under its own extension where the #version alone lacks it: llvmpipe offers
// GL_AMD_shader_trinary_minmax, so min3 is measured, not reported as a shader that did not compile.
TEST(BenchCli, CatalogMeasuresAnExtensionRowUnderItsExtension) {
    auto r = run_cli("bench --catalog --function \"float min3(float x, float y, float z)\" --vectors 4096");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(r.out.find("did not compile"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1 overloads measured (1 with a bulk judge)"), std::string::npos) << r.out;
}

TEST(BenchCli, HostTimesEachStepOnANormalAndASpecialOperand) {
    auto r = run_cli("bench --host --repeat 1 --json");
    ASSERT_EQ(r.code, 0) << r.out;
    nlohmann::json j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["schema"], "intrinsic-lab.bench-host/1");
    std::vector<std::string> steps;
    for (const auto& s : j["steps"]) {
        steps.push_back(s["step"]);
        EXPECT_GT(s["normal_ns"].get<double>(), 0) << s.dump();
        EXPECT_GT(s["special_ns"].get<double>(), 0) << s.dump();
    }
    for (const char* want : {"x87 add, an infinite operand", "x87 add, a NaN operand",
                             "x87 compare in order, a NaN operand", "long double to float, overflowing",
                             "long double to float, a denormal result", "double multiply, a denormal result"})
        EXPECT_NE(std::find(steps.begin(), steps.end(), want), steps.end()) << want;
    // It opens no context and takes nothing that needs one.
    for (const char* args : {"bench --host --catalog", "bench --host --function exp2", "bench --host --diff a b"}) {
        auto bad = run_cli(args);
        EXPECT_EQ(bad.code, 2) << args << "\n" << bad.out;
        EXPECT_NE(bad.out.find("bench --host: "), std::string::npos) << bad.out;
    }
}

// bench --judge times the bulk judge alone, without a GL context, over cases answered with their references' bits: an
// exact row settles every one of them (a match), so its settled share is 1, and the figures are per case.
TEST(BenchCli, JudgeTimesTheBulkJudgeAloneOverReferenceAnswers) {
    auto r = run_cli("bench --judge --function \"int operator-(int a)\" --function \"uvec2 min(uvec2 x, uvec2 y)\" "
                     "--vectors 4096 --repeat 1 --json");
    ASSERT_EQ(r.code, 0) << r.out;
    // The progress on stderr comes first, then the document on stdout.
    EXPECT_NE(r.out.find("2/2 overloads"), std::string::npos) << r.out;
    ASSERT_NE(r.out.find('{'), std::string::npos) << r.out;
    nlohmann::json j = nlohmann::json::parse(r.out.substr(r.out.find('{')));
    EXPECT_EQ(j["schema"], "intrinsic-lab.bench-judge/1");
    EXPECT_EQ(j["vectors"], 4096);
    ASSERT_EQ(j["overloads"].size(), 2u);
    EXPECT_EQ(j["overloads"][0]["overload"], "int operator-(int a)");
    for (const auto& o : j["overloads"]) {
        EXPECT_TRUE(o["bulk_judge"].get<bool>()) << o.dump();
        EXPECT_GT(o["ns_per_case"].get<double>(), 0) << o.dump();
        EXPECT_EQ(o["settled_share"].get<double>(), 1.0) << o.dump();
    }
    EXPECT_EQ(j["summary"]["measured"], 2);
    for (const char* args : {"bench --judge --threads 2", "bench --judge --diff a b", "bench --judge a.json",
                             "bench --judge --vectors 17179869184"}) {
        auto bad = run_cli(args);
        EXPECT_EQ(bad.code, 2) << args << "\n" << bad.out;
        EXPECT_NE(bad.out.find("bench --judge: "), std::string::npos) << bad.out;
    }
    auto both = run_cli("bench --host --judge");
    EXPECT_EQ(both.code, 2) << both.out;
    EXPECT_NE(both.out.find("bench --host: --judge is not taken with it"), std::string::npos) << both.out;
}

}  // namespace
}  // namespace il
