// eval --expr through the built binary: the reference's alternatives (--cpu-only), llvmpipe's result judged, and bad
// expressions exiting 2 with the column. Hand-worked answers: 0.1 + 0.2 is 0x3e99999a; with a = b = 1 + 2^-12 and
// c = -1, a * b + c is 0x3a000000 unfused (the product's 2^-24 a tie, rounded to even) and 0x3a000400 fused.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/cli_run.h"

namespace il {
namespace {

using test::run_cli;

nlohmann::json case_of(const std::string& args, int code = 0) {
    test::CliOutcome r = run_cli(args);
    EXPECT_EQ(r.code, code) << r.out;
    return nlohmann::json::parse(r.out)["cases"][0];
}

TEST(ExprCli, FusedAndUnfusedAlternativesWithoutAGpu) {
    nlohmann::json c = case_of("eval --expr 'a * b + c' a=1.0002441 b=1.0002441 c=-1.0 --cpu-only --json");
    EXPECT_EQ(c["function"], "expression");
    const nlohmann::json& e = c["expression"];
    EXPECT_EQ(e["parsed"], "((a * b) + c)");
    EXPECT_EQ(e["precise"], false);
    ASSERT_EQ(e["alternatives"].size(), 2u);
    EXPECT_EQ(e["alternatives"][0]["label"], "unfused");
    EXPECT_EQ(e["alternatives"][0]["reference"][0], "0x3a000000");
    EXPECT_EQ(e["alternatives"][1]["label"], "fused");
    EXPECT_EQ(e["alternatives"][1]["reference"][0], "0x3a000400");
    EXPECT_EQ(c["reference"][0]["bits"][0], "0x3a000000");

    nlohmann::json p = case_of("eval --expr 'a * b + c' a=1.0002441 b=1.0002441 c=-1.0 --precise --cpu-only --json");
    EXPECT_EQ(p["expression"]["precise"], true);
    ASSERT_EQ(p["expression"]["alternatives"].size(), 1u);
}

TEST(ExprCli, PointOnePlusPointTwoOnLlvmpipe) {
    nlohmann::json c = case_of("eval --expr 'a + b' a=0.1 b=0.2 --json");
    EXPECT_EQ(c["reference"][0]["bits"][0], "0x3e99999a");
    EXPECT_EQ(c["gpu"][0]["bits"][0], "0x3e99999a");
    EXPECT_EQ(c["verdict"], "match");
}

TEST(ExprCli, ConstantsOnlyAndVectorsOnLlvmpipe) {
    nlohmann::json t = case_of("eval --expr '1.0 / 3.0' --json");
    EXPECT_EQ(t["reference"][0]["bits"][0], "0x3eaaaaab");
    EXPECT_TRUE(t["verdict"] == "match" || t["verdict"] == "accepted") << t.dump();
    nlohmann::json v = case_of("eval --expr 'vec2(float(i), 2.0) * s + p' i=3 s=0.5 'p=vec2(1.0, -1.0)' --json");
    EXPECT_EQ(v["reference"][0]["bits"][0], "0x40200000");  // 3 * 0.5 + 1 = 2.5
    EXPECT_EQ(v["reference"][0]["bits"][1], "0x00000000");  // 2 * 0.5 - 1 = 0
    EXPECT_EQ(v["verdict"], "match") << v.dump();
}

TEST(ExprCli, ContractionOnLlvmpipeIsOneOfTheAlternatives) {
    // Whether llvmpipe fuses is its choice; either answer is accepted, and precise pins the unfused one.
    nlohmann::json c = case_of("eval --expr 'a * b + c' a=1.0002441 b=1.0002441 c=-1.0 --json");
    const std::string bits = c["gpu"][0]["bits"][0];
    EXPECT_TRUE(bits == "0x3a000000" || bits == "0x3a000400") << bits;
    EXPECT_EQ(c["verdict"], bits == "0x3a000000" ? "match" : "accepted");
    nlohmann::json p = case_of("eval --expr 'a * b + c' a=1.0002441 b=1.0002441 c=-1.0 --precise --json");
    EXPECT_EQ(p["gpu"][0]["bits"][0], "0x3a000000");
    EXPECT_EQ(p["verdict"], "match");
}

TEST(ExprCli, TextOutputNamesTheAlternatives) {
    test::CliOutcome r = run_cli("eval --expr 'a * b + c' a=1.0002441 b=1.0002441 c=-1.0 --cpu-only");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("expression: ((a * b) + c)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("unfused    0.00048828125 (0x3a000000) or 0.00048840046 (0x3a000800)"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("fused      0.00048834085 (0x3a000400)"), std::string::npos) << r.out;
}

TEST(ExprCli, UndefinedAndIntervalResults) {
    nlohmann::json d = case_of("eval --expr 'i / j' i=7 j=0 --json");
    EXPECT_EQ(d["verdict"], "undefined");
    nlohmann::json s = case_of("eval --expr 'i << 32' i=1 --cpu-only --json");
    EXPECT_EQ(s["accepted"][0]["rule"], "undefined");
    nlohmann::json t = case_of("eval --expr '1.0 / 3.0' --cpu-only --json");
    EXPECT_EQ(t["expression"]["alternatives"][0]["rule"], "interval");
    EXPECT_EQ(t["expression"]["alternatives"][0]["lo"][0], "0x3eaaaaa9");
    EXPECT_EQ(t["expression"]["alternatives"][0]["hi"][0], "0x3eaaaaad");
}

TEST(ExprCli, BadExpressionsExitTwoWithTheColumn) {
    struct Bad {
        const char* args;
        const char* says;
    };
    const Bad bad[] = {
        {"eval --expr 'a * (b + c' a=1.0 b=1.0 c=1.0", "(column 11)"},
        {"eval --expr 'a * b + d' a=1.0 b=1.0", "no value for 'd' (give it as d=VALUE) (column 9)"},
        {"eval --expr 'a & b' a=1.0 b=1.0", "no overload of operator& takes (float, float)"},
        {"eval --expr 'a > b ? a : b' a=1.0 b=1.0", "the selection operator ?: is not supported (column 7)"},
        {"eval --expr 'a + 1.0' a=1.0 b=2.0", "'b' has a value but is not in the expression"},
        {"eval --expr 'a + 1.0' a", "argument 1 'a': expected NAME=VALUE"},
        {"eval --expr 'a + 1.0' a=1.0 a=2.0", "'a' has a value already"},
        {"eval --expr 'a + 1.0' a=1.0.0", "argument 1 'a=1.0.0'"},
        {"eval --precise fma 1.0 1.0 1.0", "--precise declares an expression's result precise"},
        {"eval --expr 'a * b' a=1.0 b=1.0 --precise --glsl 330", "the precise qualifier needs #version 400"},
        {"eval --expr 'a * b' a=1.0 b=1.0 --fold", "--fold is not supported with an expression"},
    };
    for (const Bad& b : bad) {
        test::CliOutcome r = run_cli(b.args);
        EXPECT_EQ(r.code, 2) << b.args << "\n" << r.out;
        EXPECT_NE(r.out.find(b.says), std::string::npos) << b.args << "\n" << r.out;
    }
    // The caret under the column.
    test::CliOutcome r = run_cli("eval --expr 'a * b + d' a=1.0 b=1.0");
    EXPECT_NE(r.out.find("  a * b + d\n          ^"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace il
