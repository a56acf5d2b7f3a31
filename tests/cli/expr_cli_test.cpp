// eval --expr through the built binary: the reference's alternatives (--cpu-only), llvmpipe's result judged, and bad
// expressions exiting 2 with the column. Hand-worked answers: 0.1 + 0.2 is 0x3e99999a; with a = b = 1 + 2^-12 and
// c = -1, a * b + c is 0x3a000000 unfused (the product's 2^-24 a tie, rounded to even) and 0x3a000400 fused.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

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

// --fold compiles the expression again with its inputs as literals, for the driver and for glslang, and judges each
// folded result against every alternative: a fold that fuses a * b + c is the fused alternative (0x3a000400:
// 2^-11 + 2^-24, the exact a·b - 1), accepted, not a violation of the unfused reference (0x3a000000).
TEST(ExprCli, FoldJudgesEachFoldedResultAgainstEveryAlternative) {
    nlohmann::json c = case_of("eval --expr 'a * b + c' a=1.0002441 b=1.0002441 c=-1.0 --fold --json");
    const nlohmann::json& f = c["fold"];
    EXPECT_EQ(f["constants"], nlohmann::json({"1.000244140625", "1.000244140625", "-1.0"}));
    for (const char* side : {"driver", "glslang"}) {
        const nlohmann::json& s = f[side];
        ASSERT_TRUE(s.contains("bits")) << side << ": " << s.dump();
        const std::string bits = s["bits"][0]["bits"][0];
        EXPECT_TRUE(bits == "0x3a000000" || bits == "0x3a000800" || bits == "0x3a000400") << side << " " << bits;
        EXPECT_EQ(s["verdict"], bits == "0x3a000000" ? "match" : "accepted") << side;
    }
    // exp2(0.5) * 3: whatever each side gives is judged by the same interval as the run time's.
    nlohmann::json e = case_of("eval --expr 'exp2(x) * 3.0' x=0.5 --fold --json");
    EXPECT_NE(e["fold"]["driver"]["verdict"], "violation") << e["fold"].dump();

    for (const char* bad : {"eval --expr 'a * b + c' a=1.0 b=2.0 c=3.0 --fold --precise",
                            "eval --expr 'a * b + c' a=1.0 b=2.0 c=3.0 --fold --cpu-only"}) {
        test::CliOutcome r = run_cli(bad);
        EXPECT_EQ(r.code, 2) << bad;
        EXPECT_NE(r.out.find("--fold"), std::string::npos) << r.out;
    }
}

// §5.5 swizzles on llvmpipe: vec2(1.0, 2.0).yx.x is 2.0 (0x40000000).
TEST(ExprCli, SwizzlesOnLlvmpipe) {
    nlohmann::json s = case_of("eval --expr '(v.yx).x' 'v=vec2(1.0, 2.0)' --json");
    EXPECT_EQ(s["expression"]["parsed"], "v.yx.x");
    EXPECT_EQ(s["reference"][0]["bits"][0], "0x40000000");
    EXPECT_EQ(s["gpu"][0]["bits"][0], "0x40000000");
    EXPECT_EQ(s["verdict"], "match");
    // 4.0 * 2.0, 3.0 * 2.0, 1.0 * 2.0: 0x41000000, 0x40c00000, 0x40000000.
    nlohmann::json w = case_of("eval --expr 'w.qps * w[1]' 'w=vec4(1.0, 2.0, 3.0, 4.0)' --json");
    EXPECT_EQ(w["gpu"][0]["bits"], nlohmann::json({"0x41000000", "0x40c00000", "0x40000000"})) << w.dump();
    EXPECT_EQ(w["verdict"], "match");
}

// GL_ARB_gpu_shader_int64's operators on llvmpipe: (3 << 40) >> 3 is 0x6000000000, an int64_t; without the
// extension the expression is unavailable.
TEST(ExprCli, SixtyFourBitIntegersOnLlvmpipe) {
    nlohmann::json c = case_of("eval --expr '(a << 40) >> 3u' a=3l --ext GL_ARB_gpu_shader_int64 --json");
    EXPECT_EQ(c["reference"][0]["type"], "int64_t") << c.dump();
    EXPECT_EQ(c["reference"][0]["bits"][0], "0x0000006000000000");
    EXPECT_EQ(c["gpu"][0]["bits"][0], "0x0000006000000000");
    EXPECT_EQ(c["verdict"], "match");
    nlohmann::json u = case_of("eval --expr 'a + b' a=1l b=2l --json");
    EXPECT_EQ(u["verdict"], "unavailable") << u.dump();
}

// §5.9 ?: on llvmpipe: true ? 1.0 : 0.0 / 0.0 is 1.0 (0x3f800000), the other operand's NaN not reaching it; the
// larger of 1.0 and 2.0 by ?: is 2.0 (0x40000000).
TEST(ExprCli, SelectionOnLlvmpipe) {
    nlohmann::json t = case_of("eval --expr 'true ? 1.0 : 0.0 / 0.0' --json");
    EXPECT_EQ(t["expression"]["parsed"], "(true ? 1.0 : (0.0 / 0.0))");
    EXPECT_EQ(t["expression"]["alternatives"][0]["rule"], "exact");
    EXPECT_EQ(t["gpu"][0]["bits"][0], "0x3f800000");
    EXPECT_EQ(t["verdict"], "match");
    nlohmann::json m = case_of("eval --expr 'a > b ? a : b' a=1.0 b=2.0 --json");
    EXPECT_EQ(m["gpu"][0]["bits"][0], "0x40000000");
    EXPECT_EQ(m["verdict"], "match");
}

// §5.10 and §5.6 on llvmpipe, m = mat2(1.0, 2.0, 3.0, 4.0) (columns (1, 2) and (3, 4)), v = (5, 6): m * v is
// (23, 34), m * m has the columns (7, 10) and (15, 22), m[1].y is 4.
TEST(ExprCli, MatricesOnLlvmpipe) {
    nlohmann::json p = case_of("eval --expr 'm * v' 'm=mat2(1.0, 2.0, 3.0, 4.0)' 'v=vec2(5.0, 6.0)' --json");
    EXPECT_EQ(p["gpu"][0]["bits"], nlohmann::json({"0x41b80000", "0x42080000"})) << p.dump();
    EXPECT_EQ(p["verdict"], "match");
    nlohmann::json mm = case_of("eval --expr 'm * m' 'm:mat2=mat2(1.0, 2.0, 3.0, 4.0)' --json");
    EXPECT_EQ(mm["gpu"][0]["bits"], nlohmann::json({"0x40e00000", "0x41200000", "0x41700000", "0x41b00000"}))
        << mm.dump();
    EXPECT_EQ(mm["verdict"], "match");
    nlohmann::json c = case_of("eval --expr 'm[1].y' 'm=mat2(1.0, 2.0, 3.0, 4.0)' --json");
    EXPECT_EQ(c["gpu"][0]["bits"][0], "0x40800000");
    EXPECT_EQ(c["verdict"], "match");
    test::CliOutcome bad = run_cli("eval --expr 'm * v' 'm=mat2(1.0, 2.0, 3.0, 4.0)' 'v=vec3(1.0, 2.0, 3.0)'");
    EXPECT_EQ(bad.code, 2) << bad.out;
    EXPECT_NE(bad.out.find("no overload of operator* takes (mat2, vec3)"), std::string::npos) << bad.out;
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
        {"eval --expr 'v.xw' 'v=vec2(1.0, 2.0)'",
         "swizzle '.xw' selects 'w', which the vec2 operand does not have (GLSL 4.50 §5.5) (column 4)"},
        {"eval --expr 'v.xg * 2.0' 'v=vec4(1.0, 2.0, 3.0, 4.0)'", "swizzle '.xg' mixes the component sets xyzw and rgba"},
        {"eval --expr 'v[4]' 'v=vec4(1.0, 2.0, 3.0, 4.0)'", "index 4 is out of range for the vec4 operand (0 to 3; GLSL 4.50 §5.5) (column 3)"},
        {"eval --expr 'a ? a : b' a=1.0 b=1.0", "the condition of ?: has type float: it must be a bool scalar"},
        {"eval --expr 'a > b ? a : v' a=1.0 b=1.0 'v=vec2(1.0, 2.0)'",
         "the operands of ?: are float and vec2: neither converts to the other (GLSL 4.50 §5.9) (column 7)"},
        {"eval --expr 'a + 1.0' a=1.0 b=2.0", "'b' has a value but is not in the expression"},
        {"eval --expr 'a + 1.0' a", "argument 1 'a': expected NAME=VALUE"},
        {"eval --expr 'a + 1.0' a=1.0 a=2.0", "'a' has a value already"},
        {"eval --expr 'a + 1.0' a=1.0.0", "argument 1 'a=1.0.0'"},
        {"eval --precise fma 1.0 1.0 1.0", "--precise declares an expression's result precise"},
        {"eval --expr 'a * b' a=1.0 b=1.0 --precise --glsl 330", "the precise qualifier needs #version 400"},
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

// A results file of expression cases as another machine could have written it, its GPU bits by hand. a = b =
// 0x3f800800 (1 + 2^-12), c = -1: the exact product is 1 + 2^-11 + 2^-24, so a * b + c unfused is 2^-11 (0x3a000000:
// the product's 2^-24 is a tie, rounded to even) or the product's other neighbour 2^-11 + 2^-23 (0x3a000800), and
// fused 2^-11 + 2^-24 (0x3a000400). 0x3a000200 is none of them; with precise only the unfused forms are allowed.
std::string expression_results(const std::string& name) {
    const std::string abc =
        R"("inputs": [{"name": "a", "type": "float", "bits": ["0x3f800800"]}, {"name": "b", "type": "float", "bits": ["0x3f800800"]},
                      {"name": "c", "type": "float", "bits": ["0xbf800000"]}])";
    auto c = [&](const char* bits, const char* stored, bool precise) {
        return std::string(R"({"function": "expression", "expression": {"text": "a * b + c", "precise": )") +
               (precise ? "true" : "false") + "}, " + abc + R"(, "gpu": [{"name": "return", "bits": [")" + bits +
               R"("]}], "verdict": ")" + stored + "\"}";
    };
    const std::string path = testing::TempDir() + name;
    std::ofstream(path) << R"({"schema": "intrinsic-lab.vectors/1", "profile": {"glsl": 450, "extensions": []},
        "device": {"vendor": "Elsewhere", "renderer": "Another GPU", "version": "4.5 test"}, "cases": [)"
                        << c("0x3a000000", "match", false) << ",\n" << c("0x3a000800", "accepted", false) << ",\n"
                        << c("0x3a000400", "accepted", false) << ",\n" << c("0x3a000200", "match", false) << ",\n"
                        << c("0x3a000400", "violation", true) << ",\n"
                        << R"({"function": "expression", "expression": {"text": "a + b"},
                               "inputs": [{"name": "a", "type": "float", "bits": ["0x3dcccccd"]},
                                          {"name": "b", "type": "float", "bits": ["0x3e4ccccd"]}]})"
                        << "]}";
    return path;
}

TEST(ExprCli, RejudgeTakesExpressionCases) {
    const std::string in = expression_results("il-expr-rejudge.json");
    const std::string out = testing::TempDir() + "il-expr-rejudged.json";
    // No GL context: INTRINSIC_LAB_EGL_PLATFORM=none makes any attempt at one fail.
    test::CliOutcome r = run_cli("run " + in + " --rejudge --out " + out, "INTRINSIC_LAB_EGL_PLATFORM=none");
    EXPECT_EQ(r.code, 1) << r.out;  // a violation among them
    EXPECT_NE(r.out.find("6 cases: accepted 2; match 1; no-gpu-bits 1; violation 2;"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("rejudged 5 cases with GPU bits: 1 verdict differs from the stored ones\n"
                         "  case 3 expression ((a * b) + c): stored match, now violation\n"),
              std::string::npos)
        << r.out;
    std::ifstream f(out);
    const nlohmann::json j = nlohmann::json::parse(f, nullptr, false);
    ASSERT_TRUE(j.is_object()) << r.out;
    EXPECT_EQ(j["device"]["renderer"], "Another GPU");
    const nlohmann::json& c = j["cases"];
    ASSERT_EQ(c.size(), 6u);
    const char* verdicts[] = {"match", "accepted", "accepted", "violation", "violation"};
    const char* judged_as[] = {"unfused", "unfused", "fused", "unfused", "unfused"};
    for (size_t i = 0; i < 5; ++i) {
        EXPECT_EQ(c[i]["verdict"], verdicts[i]) << i << " " << c[i].dump();
        EXPECT_EQ(c[i]["expression"]["judged_as"], judged_as[i]) << i;
        EXPECT_EQ(c[i]["reference"][0]["bits"][0], "0x3a000000") << i;
    }
    EXPECT_EQ(c[2]["diff"][0]["xor"][0], "0x00000400") << "counted from the expression as written";
    EXPECT_EQ(c[1]["expression"]["alternatives"][0]["verdict"], "accepted");
    EXPECT_EQ(c[1]["expression"]["alternatives"][1]["verdict"], "violation");
    EXPECT_EQ(c[2]["expression"]["alternatives"][1]["verdict"], "match");
    EXPECT_EQ(c[4]["expression"]["precise"], true);
    ASSERT_EQ(c[4]["expression"]["alternatives"].size(), 1u) << "precise: the fused bits are a violation";
    EXPECT_FALSE(c[5].contains("verdict"));
    EXPECT_NE(c[5]["note"].get<std::string>().find("not re-judged: the file holds no GPU bits"), std::string::npos);

    // --fold still takes catalog calls only.
    test::CliOutcome fold = run_cli("run " + in + " --fold");
    EXPECT_EQ(fold.code, 2) << fold.out;
    EXPECT_NE(fold.out.find("$.cases[0] is an expression: --fold takes catalog calls only"), std::string::npos)
        << fold.out;
}

// run evaluates a chunk's cases of one expression (text, precise and variable types) through one shader, and writes
// every case in the file's order: a * b + c at a = b = 1 + 2^-12, c = -1 is 0x3a000000 unfused (0x3a000400 fused);
// 0.1 + 0.2 is 0x3e99999a; 2 * 3 + 1 is 7 (0x40e00000), by the expression and by the catalog's fma alike; the precise
// case of the same text is its own batch, with the unfused form alone.
TEST(ExprCli, RunKeepsTheFileOrderAcrossExpressionBatches) {
    auto v = [](const char* name, const char* bits) {
        return std::string(R"({"name": ")") + name + R"(", "type": "float", "bits": [")" + bits + "\"]}";
    };
    auto abc = [&](const char* a, const char* b, const char* c, bool precise) {
        return std::string(R"({"function": "expression", "expression": "a * b + c", "precise": )") +
               (precise ? "true" : "false") + R"(, "inputs": [)" + v("a", a) + ", " + v("b", b) + ", " + v("c", c) +
               "]}";
    };
    auto sum = [&](const char* a, const char* b) {
        return std::string(R"({"function": "expression", "expression": "a + b", "inputs": [)") + v("a", a) + ", " +
               v("b", b) + "]}";
    };
    const std::string path = testing::TempDir() + "il-expr-batches.json";
    std::ofstream(path) << R"({"schema": "intrinsic-lab.vectors/1", "cases": [)"
                        << abc("0x3f800800", "0x3f800800", "0xbf800000", false) << ",\n"
                        << sum("0x3dcccccd", "0x3e4ccccd") << ",\n"
                        << R"({"function": "fma", "inputs": [)" << v("a", "0x40000000") << ", " << v("b", "0x40400000")
                        << ", " << v("c", "0x3f800000") << "]},\n"
                        << abc("0x3f800800", "0x3f800800", "0xbf800000", true) << ",\n"
                        << sum("0x3f800000", "0x40000000") << ",\n"
                        << abc("0x40000000", "0x40400000", "0x3f800000", false) << "]}";
    test::CliOutcome r = run_cli("run " + path + " --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const nlohmann::json c = nlohmann::json::parse(r.out)["cases"];
    ASSERT_EQ(c.size(), 6u) << r.out;
    const char* bits[] = {"0x3a000000", "0x3e99999a", "0x40e00000", "0x3a000000", "0x40400000", "0x40e00000"};
    const size_t alternatives[] = {2, 1, 0, 1, 1, 2};
    for (size_t i = 0; i < 6; ++i) {
        EXPECT_EQ(c[i]["reference"][0]["bits"][0], bits[i]) << i;
        EXPECT_EQ(c[i]["gpu"][0]["bits"][0], bits[i]) << i;
        EXPECT_EQ(c[i]["verdict"], "match") << i;
        if (alternatives[i]) EXPECT_EQ(c[i]["expression"]["alternatives"].size(), alternatives[i]) << i;
        else EXPECT_EQ(c[i]["function"], "fma");
    }
    EXPECT_EQ(c[3]["expression"]["precise"], true);
}

// export writes an expression case's own shader (precise where declared) and accepts any of its alternatives.
TEST(ExprCli, ExportTakesExpressionCases) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::path(testing::TempDir()) / "il-expr-export";
    fs::remove_all(dir);
    test::CliOutcome r = run_cli("export --format piglit " + std::string(IL_SOURCE_DIR) + "/presets/expressions.json --out " +
                                 dir.string());
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("export: 11 piglit tests in"), std::string::npos) << r.out;
    auto read = [&](const char* name) {
        std::ifstream in(dir / name);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    };
    const std::string fused = read("002-expression-float.shader_test");
    EXPECT_NE(fused.find("float ret = ((in0 * in1) + in2);"), std::string::npos) << fused;
    EXPECT_EQ(fused.find("precise float ret"), std::string::npos) << fused;
    EXPECT_NE(fused.find("b == 0x3a000000u"), std::string::npos) << fused;
    EXPECT_NE(fused.find("b == 0x3a000800u"), std::string::npos) << fused;
    EXPECT_NE(fused.find("b == 0x3a000400u"), std::string::npos) << fused;
    EXPECT_NE(fused.find("#   out return fused reference = 0.00048834085"), std::string::npos) << fused;
    EXPECT_EQ(fused.find("probe ssbo uint 1 0 =="), std::string::npos) << "no exact probe: two results are right";
    const std::string precise = read("003-expression-float.shader_test");
    EXPECT_NE(precise.find("precise float ret = ((in0 * in1) + in2);"), std::string::npos) << precise;
    EXPECT_EQ(precise.find("0x3a000400u"), std::string::npos) << precise;
}

}  // namespace
}  // namespace il
