// eval --fold, run --fold and their bad uses, through the built binary on llvmpipe. The answers are the spec's
// and hand-worked ones: exp2(0.1f) correctly rounded is 0x3f892fdf (2^0.100000001490116… = 1.0717734…, between
// 0x3f892fdf = 1.07177340984 and 0x3f892fe0 = 1.07177352905, nearer the first); 1/3 rounds to 0x3eaaaaab.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/cli_run.h"

namespace il {
namespace {

using test::run_cli;

nlohmann::json case_of(const std::string& args) {
    test::CliOutcome r = run_cli(args);
    EXPECT_EQ(r.code, 0) << r.out;
    return nlohmann::json::parse(r.out)["cases"][0];
}

bool allowed(const nlohmann::json& v) { return v == "match" || v == "accepted"; }

TEST(FoldCli, Exp2FoldedByDriverAndGlslangJudgedAgainstTheReference) {
    nlohmann::json c = case_of("eval exp2 0.1 --fold --json");
    ASSERT_TRUE(c.contains("fold")) << c.dump();
    const nlohmann::json& f = c["fold"];
    EXPECT_EQ(f["constants"], nlohmann::json::array({"0.10000000149011612"}));
    EXPECT_EQ(c["reference"][0]["bits"][0], "0x3f892fdf");
    // Both results are held to §4.7.1's (3 + 2·|x|) ULP, folded or not.
    EXPECT_TRUE(allowed(c["verdict"])) << c.dump();
    EXPECT_EQ(f["driver"]["status"], "ran");
    EXPECT_TRUE(allowed(f["driver"]["verdict"])) << f.dump();
    // glslang folds in double and rounds once: the correctly rounded value.
    EXPECT_EQ(f["glslang"]["status"], "folded");
    EXPECT_EQ(f["glslang"]["bits"][0]["bits"][0], "0x3f892fdf");
    EXPECT_EQ(f["glslang"]["verdict"], "match");
    // fold_differs says whether either folded result's bits differ from the runtime bits, nothing more.
    const bool differs = f["driver"]["bits"][0]["bits"][0] != c["gpu"][0]["bits"][0] ||
                         f["glslang"]["bits"][0]["bits"][0] != c["gpu"][0]["bits"][0];
    EXPECT_EQ(f["fold_differs"], differs);
}

TEST(FoldCli, OneThirdFoldsToTheNearestFloat) {
    nlohmann::json c = case_of("eval \"operator/\" 1.0 3.0 --fold --json");
    EXPECT_EQ(c["fold"]["glslang"]["bits"][0]["bits"][0], "0x3eaaaaab") << c.dump();
    EXPECT_EQ(c["fold"]["glslang"]["verdict"], "match");
    EXPECT_TRUE(allowed(c["fold"]["driver"]["verdict"])) << c.dump();
}

TEST(FoldCli, NanInputHasNoLiteral) {
    test::CliOutcome r = run_cli("eval exp2 nan --fold");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("no literal: x: NaN has no GLSL literal (§4.1.4): the case is not folded"), std::string::npos)
        << r.out;
    nlohmann::json c = case_of("eval exp2 nan --fold --json");
    EXPECT_EQ(c["fold"]["driver"]["status"], "no literal");
    EXPECT_EQ(c["fold"]["glslang"]["status"], "no literal");
    EXPECT_EQ(c["fold"]["fold_differs"], false);
}

TEST(FoldCli, UndefinedFoldedIsStillUndefined) {
    // uint(-1.0): §5.4.1 leaves it undefined, at run time and folded alike.
    nlohmann::json c = case_of("eval uint -1.0 --fold --json");
    EXPECT_EQ(c["verdict"], "undefined");
    EXPECT_EQ(c["fold"]["driver"]["verdict"], "undefined");
    EXPECT_EQ(c["fold"]["glslang"]["verdict"], "undefined");
}

TEST(FoldCli, PresetRunsFolded) {
    test::CliOutcome r = run_cli(std::string("run ") + IL_SOURCE_DIR + "/presets/folding.json --fold");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("9 cases:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("fold-differs"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("folded: driver"), std::string::npos) << r.out;
}

TEST(FoldCli, ARunWithoutFoldDropsAStoredFoldObject) {
    // The fold object is this run's: a results file replayed without --fold keeps no stale one.
    const std::string out = testing::TempDir() + "folded-results.json";
    test::CliOutcome r = run_cli(std::string("run ") + IL_SOURCE_DIR + "/presets/folding.json --fold --out " + out);
    ASSERT_EQ(r.code, 0) << r.out;
    test::CliOutcome again = run_cli("run " + out + " --json");
    ASSERT_EQ(again.code, 0) << again.out;
    nlohmann::json doc = nlohmann::json::parse(again.out);
    ASSERT_EQ(doc["cases"].size(), 9u);
    for (const nlohmann::json& c : doc["cases"]) EXPECT_FALSE(c.contains("fold")) << c.dump();
}

TEST(FoldCli, BadUsesExitTwoNamingTheOption) {
    for (const char* args : {"eval exp2 0.1 --fold --cpu-only", "run presets/fma.json --fold --rejudge",
                             "run presets/fma.json --fold --cpu-only", "report a.json b.json --fold",
                             "report --glsl-gating --fold", "diff a.json b.json --fold", "sweep --fold --out x.json"}) {
        test::CliOutcome r = run_cli(args);
        EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find("--fold"), std::string::npos) << args << "\n" << r.out;
    }
}

}  // namespace
}  // namespace il
