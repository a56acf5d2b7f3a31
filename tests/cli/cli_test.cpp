// Command-line tests: exit codes, messages and the JSON shape of README.md, on llvmpipe through EGL.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.h"

namespace {

using Outcome = il::test::CliOutcome;

Outcome run(const std::string& args, const std::string& env = "") { return il::test::run_cli(args, env); }

nlohmann::json json_of(const Outcome& r) {
    try {
        return nlohmann::json::parse(r.out);
    } catch (const std::exception& e) {
        ADD_FAILURE() << "not JSON: " << e.what() << "\n" << r.out;
        return {};
    }
}

std::vector<std::string> bits_of(const nlohmann::json& outputs, const std::string& name) {
    for (const auto& o : outputs)
        if (o["name"] == name) return o["bits"].get<std::vector<std::string>>();
    ADD_FAILURE() << "no output " << name;
    return {};
}

TEST(Cli, Msad4PageExampleMatchesOnGpu) {
    Outcome r = run("eval msad4 0xA100B2C3u \"uvec2(0xD7B0C372u, 0x4F57C2A3u)\" \"uvec4(1,2,3,4)\" --json");
    ASSERT_EQ(r.code, 0) << r.out;
    auto j = json_of(r);
    EXPECT_EQ(j["schema"], "intrinsic-lab.vectors/1");
    const auto& c = j["cases"][0];
    std::vector<std::string> want{"0x00000099", "0x00000006", "0x0000005c", "0x00000071"};  // {153, 6, 92, 113}
    EXPECT_EQ(bits_of(c["reference"], "return"), want);
    EXPECT_EQ(bits_of(c["gpu"], "return"), want);
    EXPECT_EQ(c["verdict"], "match");
}

TEST(Cli, UsubBorrowKnownAnswer) {
    Outcome r = run("eval usubBorrow 0x80000000u 0xFFFFFFFFu --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto c = json_of(r)["cases"][0];
    EXPECT_EQ(c["overload"], "uint usubBorrow(uint x, uint y, out uint borrow)");
    EXPECT_EQ(bits_of(c["gpu"], "return"), std::vector<std::string>{"0x80000001"});
    EXPECT_EQ(bits_of(c["gpu"], "borrow"), std::vector<std::string>{"0x00000001"});
    EXPECT_EQ(bits_of(c["reference"], "borrow"), std::vector<std::string>{"0x00000001"});
    EXPECT_EQ(c["accepted"][0]["rule"], "exact");
    EXPECT_EQ(c["diff"][0]["xor"][0], "0x00000000");
    EXPECT_EQ(c["diff"][0]["ulp"][0], 0);
    EXPECT_EQ(c["verdict"], "match");
}

TEST(Cli, HumanOutputShowsSideBySide) {
    Outcome r = run("eval usubBorrow 0x80000000u 0xFFFFFFFFu");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("GPU"), std::string::npos);
    EXPECT_NE(r.out.find("CPU"), std::string::npos);
    EXPECT_NE(r.out.find("0x80000001"), std::string::npos);
    EXPECT_NE(r.out.find("verdict: match"), std::string::npos);
}

TEST(Cli, PackAtHalfAcceptsBothDirectionsAndNamesTheChoice) {
    // 0x3efdfdfe * 255 is exactly 126.5: round() may go either way (GLSL 4.50 §8.3).
    Outcome r = run("eval packUnorm4x8 \"vec4(floatBits(0x3efdfdfe), 0.0, 0.0, 0.0)\" --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto c = json_of(r)["cases"][0];
    EXPECT_EQ(c["accepted"][0]["rule"], "any-of");
    auto alts = c["accepted"][0]["bits"].dump();
    EXPECT_NE(alts.find("0x0000007e"), std::string::npos) << alts;
    EXPECT_NE(alts.find("0x0000007f"), std::string::npos) << alts;
    std::string gpu = bits_of(c["gpu"], "return")[0];
    EXPECT_TRUE(gpu == "0x0000007e" || gpu == "0x0000007f") << gpu;
    EXPECT_TRUE(c["verdict"] == "match" || c["verdict"] == "accepted");
    EXPECT_NE(c["diff"][0]["reason"].get<std::string>().find("any-of"), std::string::npos) << c["diff"].dump();
}

TEST(Cli, FmaAcceptsFusedAndUnfused) {
    Outcome r = run("eval fma \"floatBits(0x3f800800)\" \"floatBits(0x3f800800)\" -1.0 --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto c = json_of(r)["cases"][0];
    auto alts = c["accepted"][0]["bits"].dump();
    EXPECT_NE(alts.find("0x3a000400"), std::string::npos) << alts;  // fused
    EXPECT_NE(alts.find("0x3a000000"), std::string::npos) << alts;  // unfused
    std::string reason = c["diff"][0]["reason"];
    EXPECT_TRUE(reason.find("fused") != std::string::npos) << reason;
}

TEST(Cli, VersionGatingUnavailableThenExtension) {
    Outcome r = run("eval usubBorrow 1u 2u --glsl 330 --json");
    ASSERT_EQ(r.code, 0) << r.out;
    auto c = json_of(r)["cases"][0];
    EXPECT_EQ(c["verdict"], "unavailable");
    EXPECT_FALSE(c["log"].get<std::string>().empty());
    Outcome human = run("eval usubBorrow 1u 2u --glsl 330");
    EXPECT_NE(human.out.find("driver log"), std::string::npos) << human.out;
    Outcome ext = run("eval usubBorrow 1u 2u --glsl 330 --ext GL_ARB_gpu_shader5 --json");
    ASSERT_EQ(ext.code, 0) << ext.out;
    EXPECT_EQ(json_of(ext)["cases"][0]["verdict"], "match");
}

// GL_MESA_shader_integer_functions brings ARB_gpu_shader5's integer functions to GLSL 1.30; llvmpipe offers it.
TEST(Cli, MesaIntegerFunctionsFromGlsl130) {
    const std::string ext = " --ext GL_MESA_shader_integer_functions --json";
    Outcome r = run("eval usubBorrow 0x80000000u 0xFFFFFFFFu --glsl 130" + ext);
    ASSERT_EQ(r.code, 0) << r.out;
    auto c = json_of(r)["cases"][0];
    EXPECT_EQ(c["verdict"], "match") << r.out;
    // GLSL 4.50 §8.8: 0x80000000 - 0xffffffff is 2^32 + the difference, with a borrow of one.
    EXPECT_EQ(c["gpu"][0]["bits"][0], "0x80000001");
    EXPECT_EQ(c["gpu"][1]["bits"][0], "0x00000001");
    r = run("eval findMSB -1 --glsl 130" + ext);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(json_of(r)["cases"][0]["gpu"][0]["bits"][0], "0xffffffff");  // findMSB(-1) is -1
    r = run("eval bitfieldExtract 0xF0 4 4 --glsl 130" + ext);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(json_of(r)["cases"][0]["gpu"][0]["bits"][0], "0xffffffff");  // 0b1111 sign-extended
    // Below the extension's GLSL 1.30 the row is unavailable, and the driver agrees.
    r = run("eval usubBorrow 1u 2u --glsl 120" + ext);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(json_of(r)["cases"][0]["verdict"], "unavailable") << r.out;
}

// An extension the driver does not list (llvmpipe and GL_NV_gpu_shader5): the shader's `#extension … : require` is
// an error there (GLSL 4.50 §3.3), so its rows, and every row under that profile, are unavailable with that reason,
// in eval and in a sweep, never a violation of a driver that did not claim them.
TEST(Cli, AnExtensionTheDriverDoesNotOfferLeavesItsRowsUnavailable) {
    // The extension's own row, then a core row, whose shader requires the extension as well; the CPU reference
    // still stands (1 + 2^-11 ties to even in half, 0.1 + 0.2 is 0x3e99999a in float).
    for (const auto& [args, reference] : {std::pair{"\"float16_t(1.0)\" \"halfBits(0x1000)\"", "0x3c00"},
                                          std::pair{"0.1 0.2", "0x3e99999a"}}) {
        Outcome r = run(std::string("eval operator+ ") + args + " --ext GL_NV_gpu_shader5 --json");
        ASSERT_EQ(r.code, 0) << r.out;
        auto c = json_of(r)["cases"][0];
        EXPECT_EQ(c["verdict"], "unavailable") << r.out;
        EXPECT_NE(c["note"].get<std::string>().find("the driver does not offer GL_NV_gpu_shader5"), std::string::npos)
            << r.out;
        EXPECT_EQ(c["reference"][0]["bits"][0], reference) << r.out;
    }
    const std::string out = ::testing::TempDir() + "not-offered.json";
    Outcome s = run("sweep --function \"f16vec2 operator*(f16vec2 a, f16vec2 b)\" --ext GL_NV_gpu_shader5 --random 64 "
                    "--keep violations --out " + out);
    ASSERT_EQ(s.code, 0) << s.out;
    EXPECT_NE(s.out.find("0.0% of the 0 run defined"), std::string::npos) << s.out;
    EXPECT_NE(s.out.find("0 kept"), std::string::npos) << s.out;
    std::remove(out.c_str());
}

// GL_ARB_gpu_shader_int64 on llvmpipe: the 64-bit values cross the buffers whole, and GLSL 4.00 is required.
TEST(Cli, Int64RowsRunWithTheirExtension) {
    const std::string ext = " --ext GL_ARB_gpu_shader_int64 --json";
    struct Call {
        const char* args;
        std::vector<const char*> gpu;  // the return value's bits, worked by hand from the extension's tables
    };
    for (const Call& c : {Call{"abs -9223372036854775808l", {"0x8000000000000000"}},  // wraps to itself
                          Call{"min 18446744073709551615ul 1ul", {"0x0000000000000001"}},
                          Call{"clamp \"i64vec2(-5l, 5000000000l)\" 0l 4294967296l",
                               {"0x0000000000000000", "0x0000000100000000"}},
                          Call{"packInt2x32 \"ivec2(1, -1)\"", {"0xffffffff00000001"}},
                          Call{"unpackUint2x32 4294967298ul", {"0x00000002", "0x00000001"}},
                          Call{"doubleBitsToInt64 -2.0lf", {"0xc000000000000000"}},
                          Call{"int64BitsToDouble 0x7ff0000000000000l", {"0x7ff0000000000000"}}}) {
        Outcome r = run(std::string("eval ") + c.args + ext);
        ASSERT_EQ(r.code, 0) << c.args << "\n" << r.out;
        auto j = json_of(r)["cases"][0];
        EXPECT_EQ(j["verdict"], "match") << c.args << "\n" << r.out;
        for (size_t k = 0; k < c.gpu.size(); ++k) EXPECT_EQ(j["gpu"][0]["bits"][k], c.gpu[k]) << c.args;
    }
    // The extension requires GLSL 4.00; llvmpipe's compiler takes it in #version 330 too, and says so.
    Outcome old = run("eval abs 1l --glsl 330" + ext);
    ASSERT_EQ(old.code, 0) << old.out;
    EXPECT_EQ(json_of(old)["cases"][0]["verdict"], "compiler-accepted-unavailable") << old.out;
    Outcome text = run("eval sign -3l --ext GL_ARB_gpu_shader_int64");
    EXPECT_NE(text.out.find("GL_ARB_gpu_shader_int64, GLSL §8.3 addition: sign"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("-1l"), std::string::npos) << text.out;
}

// §8.11 on llvmpipe: each invocation's mem is its own buffer member, so the arithmetic is deterministic.
TEST(Cli, AtomicMemoryFunctionsReturnTheOriginalAndStoreTheNewValue) {
    struct Call {
        const char* args;
        const char* returned;
        const char* stored;
    };
    for (const Call& c : {Call{"atomicAdd 0xFFFFFFFFu 2u", "0xffffffff", "0x00000001"},  // wraps
                          Call{"atomicAdd 2147483647 1", "0x7fffffff", "0x80000000"},
                          Call{"atomicMin -1 1", "0xffffffff", "0xffffffff"},  // signed
                          Call{"atomicMin 0xFFFFFFFFu 1u", "0xffffffff", "0x00000001"},  // unsigned
                          Call{"atomicMax -5 -7", "0xfffffffb", "0xfffffffb"},
                          Call{"atomicMax 0x80000000u 0x7FFFFFFFu", "0x80000000", "0x80000000"},
                          Call{"atomicAnd 0xF0F0u 0xFF00u", "0x0000f0f0", "0x0000f000"},
                          Call{"atomicOr 0xF0F0 0xFF00", "0x0000f0f0", "0x0000fff0"},
                          Call{"atomicXor 0xF0F0u 0xFF00u", "0x0000f0f0", "0x00000ff0"},
                          Call{"atomicExchange 5 -3", "0x00000005", "0xfffffffd"},
                          Call{"atomicCompSwap 7u 7u 9u", "0x00000007", "0x00000009"},
                          Call{"atomicCompSwap 7u 8u 9u", "0x00000007", "0x00000007"}}) {
        Outcome r = run(std::string("eval ") + c.args + " --json");
        ASSERT_EQ(r.code, 0) << c.args << "\n" << r.out;
        auto j = json_of(r)["cases"][0];
        EXPECT_EQ(j["verdict"], "match") << c.args << "\n" << r.out;
        EXPECT_EQ(j["gpu"][0]["bits"][0], c.returned) << c.args;
        EXPECT_EQ(j["gpu"][1]["name"], "mem") << c.args;
        EXPECT_EQ(j["gpu"][1]["bits"][0], c.stored) << c.args;
    }
    Outcome text = run("eval atomicAdd 1u 2u --cpu-only");
    EXPECT_NE(text.out.find("uint atomicAdd(inout uint mem, uint data)    GLSL 4.50 §8.11"), std::string::npos)
        << text.out;
}

TEST(Cli, ListGroupsByChapterAndExtension) {
    Outcome r = run("list --glsl 130 --ext GL_MESA_shader_integer_functions --json");
    ASSERT_EQ(r.code, 0) << r.out;
    auto j = json_of(r);
    bool integer = false, mesa = false;
    for (auto& g : j["chapters"])
        if (g["section"] == "GLSL 4.50 §8.8") {
            integer = true;
            EXPECT_EQ(g["chapter"], "integer");
            EXPECT_EQ(g["overloads"], 64);
            EXPECT_EQ(g["available"], 64);  // every integer row, through the extension
        }
    for (auto& g : j["extensions"]) {
        if (g["extension"] == "GL_MESA_shader_integer_functions") {
            mesa = true;
            EXPECT_EQ(g["min_glsl"], 130);
            EXPECT_EQ(g["enabled"], true);
            EXPECT_EQ(g["available"], 64);
        }
        if (g["extension"] == "GL_ARB_gpu_shader5") {
            EXPECT_EQ(g["enabled"], false);
        }
    }
    EXPECT_TRUE(integer && mesa) << r.out;
    Outcome text = run("list --glsl 130 --ext GL_MESA_shader_integer_functions");
    ASSERT_EQ(text.code, 0);
    EXPECT_NE(text.out.find("GLSL 4.50 §8.8 (integer): 64 overloads, 64 available in #version 130"), std::string::npos)
        << text.out;
    EXPECT_NE(text.out.find("GL_MESA_shader_integer_functions: needs #version 130, 64 overloads, enabled"),
              std::string::npos);
    EXPECT_NE(text.out.find("yes via GL_MESA_shader_integer_functions"), std::string::npos);
}

struct BadInput {
    const char* args;
    const char* message;
};

class CliBadInput : public testing::TestWithParam<BadInput> {};

TEST_P(CliBadInput, ExitsTwoNamingTheProblem) {
    Outcome r = run(GetParam().args);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find(GetParam().message), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, CliBadInput,
    testing::Values(BadInput{"eval usubBorrow 1.5 2", "no overload of usubBorrow takes (float, int)"},
                    BadInput{"eval noSuchFunction 1", "unknown function 'noSuchFunction'"},
                    BadInput{"eval usubBorrow 0x 1u", "argument 1 '0x'"},
                    BadInput{"eval usubBorrow 1u 2u --glsl 470", "--glsl 470: not a GLSL version"},
                    // llvmpipe (Mesa 22.3) offers GLSL 4.50: 4.60 is named with the driver's version, not compiled.
                    BadInput{"eval usubBorrow 1u 2u --glsl 460", "--glsl 460: the driver offers GLSL up to 4.50"},
                    BadInput{"eval anyInvocation true --glsl 460", "--glsl 460: the driver offers GLSL up to 4.50"},
                    BadInput{"sweep --function anyInvocation --glsl 460 --random 4 --out -",
                             "--glsl 460: the driver offers GLSL up to 4.50"},
                    BadInput{"eval usubBorrow 1u 2u --ext GL_FOO", "--ext GL_FOO: unknown extension"},
                    BadInput{"list --ext GL_ARB_no_such", "GL_MESA_shader_integer_functions"},
                    BadInput{"eval usubBorrow 1u 2u --bogus", "unknown option '--bogus'"},
                    BadInput{"run /nonexistent.json", "/nonexistent.json: cannot be read"},
                    BadInput{"eval usubBorrow 1u 2u --out /nonexistent-dir/x.json", "does not exist"},
                    BadInput{"sweep --threads 0 --out /tmp/x.json", "--threads 0: expected a whole number from 1"},
                    BadInput{"bench --threads two", "--threads two: expected a whole number from 1"},
                    BadInput{"eval usubBorrow 1u 2u --threads 2", "unknown option '--threads'"},
                    BadInput{"frobnicate", "unknown command 'frobnicate'"}));

TEST(Cli, MalformedJsonNamesLineAndColumn) {
    std::string path = testing::TempDir() + "bad.json";
    std::ofstream(path) << "{\n  \"schema\": \"intrinsic-lab.vectors/1\",\n  \"cases\": [ {\"function\": }\n]}\n";
    Outcome r = run("run " + path);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find(path + ":3:"), std::string::npos) << r.out;
}

TEST(Cli, MistypedFieldNamesJsonPath) {
    std::string path = testing::TempDir() + "mistyped.json";
    std::ofstream(path) << R"({"schema": "intrinsic-lab.vectors/1", "cases": [
        {"function": "usubBorrow", "inputs": [{"name": "x", "type": "uint", "bits": ["0x1"]},
                                              {"name": "y", "type": "uint", "bits": ["0x00000002"]}]}]})";
    Outcome r = run("run " + path);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("$.cases[0].inputs[0].bits[0]"), std::string::npos) << r.out;
}

TEST(Cli, NoGl45ContextExitsThree) {
    Outcome r = run("eval usubBorrow 1u 2u", "INTRINSIC_LAB_EGL_PLATFORM=none");
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_NE(r.out.find("no usable OpenGL 4.5 context"), std::string::npos) << r.out;
    Outcome old = run("eval usubBorrow 1u 2u", "INTRINSIC_LAB_EGL_PLATFORM=surfaceless MESA_GL_VERSION_OVERRIDE=3.3");
    EXPECT_EQ(old.code, 3) << old.out;
}

TEST(Cli, ABadFileIsExitTwoEvenWithoutAContext) {
    std::string path = testing::TempDir() + "bad-first-case.json";
    std::ofstream(path) << R"({"schema": "intrinsic-lab.vectors/1", "cases": [{"function": "usubBorrow", "inputs": []}]})";
    Outcome r = run("run " + path, "INTRINSIC_LAB_EGL_PLATFORM=none");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("$.cases[0]: no overload of usubBorrow takes ()"), std::string::npos) << r.out;
}

TEST(Cli, CpuOnlyNeedsNoContext) {
    Outcome r = run("eval usubBorrow 1u 2u --cpu-only --json", "INTRINSIC_LAB_EGL_PLATFORM=none");
    ASSERT_EQ(r.code, 0) << r.out;
    auto c = json_of(r)["cases"][0];
    EXPECT_EQ(bits_of(c["reference"], "return"), std::vector<std::string>{"0xffffffff"});
    EXPECT_FALSE(c.contains("gpu"));
}

class CliPreset : public testing::TestWithParam<const char*> {};

TEST_P(CliPreset, RunsWithExitZeroAndGpuBitsForEveryCase) {
    std::string out = testing::TempDir() + GetParam() + std::string("-results.json");
    Outcome r = run(std::string("run ") + IL_SOURCE_DIR + "/presets/" + GetParam() + ".json --out " + out);
    ASSERT_EQ(r.code, 0) << r.out;
    std::ifstream in(out);
    auto doc = nlohmann::json::parse(in);
    EXPECT_EQ(doc["schema"], "intrinsic-lab.vectors/1");
    ASSERT_FALSE(doc["cases"].empty());
    for (const auto& c : doc["cases"]) {
        EXPECT_TRUE(c.contains("gpu")) << c.dump();
        EXPECT_TRUE(c.contains("verdict")) << c.dump();
        EXPECT_NE(c["verdict"], "violation") << c.dump();
    }
    // A result file replays through run to the same verdicts.
    Outcome again = run("run " + out + " --json");
    ASSERT_EQ(again.code, 0) << again.out;
    auto replay = json_of(again);
    for (size_t i = 0; i < doc["cases"].size(); ++i)
        EXPECT_EQ(replay["cases"][i]["verdict"], doc["cases"][i]["verdict"]) << i;
}

INSTANTIATE_TEST_SUITE_P(Presets, CliPreset,
                         testing::Values("msad4", "usubBorrow", "packing", "fma", "operators", "folding",
                                         "expressions"));

// presets/operators.json on llvmpipe: the references worked by hand (0.1 + 0.2 is a tie that rounds to even, 1/3
// rounds up, int(-0.5) drops the fraction, 7 % 3 = 1) and the cases §5.9 and §5.4.1 leave undefined.
TEST(Cli, OperatorsPresetKnownAnswers) {
    Outcome r = run(std::string("run ") + IL_SOURCE_DIR + "/presets/operators.json --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto cases = json_of(r)["cases"];
    ASSERT_EQ(cases.size(), 8u);
    const char* reference[] = {"0x3e99999a", "0x3eaaaaab", "0x00000000", nullptr, nullptr, nullptr, "0x00000001",
                               nullptr};
    for (size_t i = 0; i < 8; ++i) {
        if (reference[i]) {
            EXPECT_EQ(bits_of(cases[i]["reference"], "return"), std::vector<std::string>{reference[i]}) << i;
            EXPECT_TRUE(cases[i]["verdict"] == "match" || cases[i]["verdict"] == "accepted") << cases[i].dump();
        } else {
            EXPECT_EQ(cases[i]["verdict"], "undefined") << cases[i].dump();
        }
    }
    // 1.0 / 3.0: the floats within 2.5 ULP of 1/3.
    const auto& rule = cases[1]["accepted"][0];
    EXPECT_EQ(rule["rule"], "interval");
    EXPECT_EQ(rule["lo"], std::vector<std::string>{"0x3eaaaaa9"});
    EXPECT_EQ(rule["hi"], std::vector<std::string>{"0x3eaaaaad"});
}

TEST(Cli, OperatorNamesOnTheCommandLine) {
    Outcome r = run("eval \"operator<<\" 1u 31u --json");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(bits_of(json_of(r)["cases"][0]["reference"], "return"), std::vector<std::string>{"0x80000000"});
    Outcome text = run("list");
    ASSERT_EQ(text.code, 0);
    EXPECT_NE(text.out.find("GLSL 4.50 §5.9 (operators): 352 overloads"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("GLSL 4.50 §5.10 (operators): 9 overloads"), std::string::npos);
    EXPECT_NE(text.out.find("GLSL 4.50 §5.4.1 (conversions): 20 overloads"), std::string::npos);
    Outcome bad = run("eval \"operator<<\" 1.0 2.0");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.out.find("no overload of operator<< takes (float, float)"), std::string::npos) << bad.out;
}

TEST(Cli, ListJsonHasEveryStartingFunction) {
    Outcome r = run("list --json");
    ASSERT_EQ(r.code, 0) << r.out;
    std::string s = r.out;
    for (const char* fn : {"usubBorrow", "uaddCarry", "packUnorm2x16", "packSnorm2x16", "packUnorm4x8", "packSnorm4x8",
                           "unpackUnorm2x16", "unpackSnorm2x16", "unpackUnorm4x8", "unpackSnorm4x8", "packHalf2x16",
                           "unpackHalf2x16", "packDouble2x32", "unpackDouble2x32", "fma", "msad4"})
        EXPECT_NE(s.find(std::string("\"function\": \"") + fn + "\""), std::string::npos) << fn;
    EXPECT_NE(s.find("dvec4 fma(dvec4 a, dvec4 b, dvec4 c)"), std::string::npos);
}

TEST(Cli, InfoNamesTheRenderer) {
    Outcome r = run("info --json");
    ASSERT_EQ(r.code, 0) << r.out;
    auto j = json_of(r);
    EXPECT_FALSE(j["renderer"].get<std::string>().empty());
    EXPECT_NE(j["version"].get<std::string>().find("4.5"), std::string::npos);
}

}  // namespace

namespace {

// Inputs the fuzzers and the reliability table found: each exits 2 with a message, never a crash.
TEST(CliFiles, HostileJsonExitsTwo) {
    struct File {
        const char* name;
        std::string body;
        const char* message;
    };
    const std::vector<File> files = {
        {"overflow.json", R"({"schema": "intrinsic-lab.vectors/1", "cases": [{"function": "usubBorrow", "inputs": [1e999]}]})",
         "not usable JSON"},
        {"latin1.json", "{\"schema\": \"intrinsic-lab.vectors/1\", \"title\": \"caf\xe9\", \"cases\": []}", "not valid JSON"},
        {"truncated.json", R"({"schema": "intrinsic-lab.vectors/1", "cases": [{"function": "usubBorr)", "not valid JSON"},
        {"schema.json", R"({"schema": "intrinsic-lab.vectors/2", "cases": []})", "$.schema"},
        {"width.json", R"({"schema": "intrinsic-lab.vectors/1", "cases": [{"function": "fma", "inputs": [
            {"name": "a", "type": "double", "bits": ["0x3f800000"]}, {"name": "b", "type": "double", "bits": ["0x3f800000"]},
            {"name": "c", "type": "double", "bits": ["0x3f800000"]}]}]})", "16 hex digits for a double"},
        {"missing.json", R"({"schema": "intrinsic-lab.vectors/1", "cases": [{"inputs": []}]})", "$.cases[0].function: missing"},
        {"notjson.json", "this is not json", "not valid JSON"},
    };
    for (const File& f : files) {
        std::string path = testing::TempDir() + f.name;
        std::ofstream(path, std::ios::binary) << f.body;
        Outcome r = run("run " + path + " --cpu-only");
        EXPECT_EQ(r.code, 2) << f.name << "\n" << r.out;
        EXPECT_NE(r.out.find(f.message), std::string::npos) << f.name << "\n" << r.out;
    }
}

// Paths and option values that are not what they should be: each exits 2 naming the bad input, without waiting.
TEST(CliFiles, BadPathsAndValuesExitTwo) {
    std::string dir = testing::TempDir() + "il-bad-inputs/";
    std::filesystem::create_directories(dir);
    std::ofstream(dir + "empty.json").close();
    std::ofstream(dir + "file") << "x";
    std::ofstream(dir + "overflow.json") << R"({"schema": "intrinsic-lab.vectors/1", "cases": [1e999]})";
    std::ofstream(dir + "deep.json") << R"({"schema": "intrinsic-lab.vectors/1", "cases": [{"function": "fma", "title": )"
                                     << std::string(100000, '[') << std::string(100000, ']') << "}]}";
    std::filesystem::remove(dir + "fifo");
    ASSERT_EQ(::mkfifo((dir + "fifo").c_str(), 0600), 0);
    struct Case {
        std::string args, message;
    };
    const std::vector<Case> cases = {
        {"run " + dir, dir + ": is a directory, not a JSON file"},
        {"run " + dir + "empty.json", dir + "empty.json: is empty: no JSON document"},
        {"run " + dir + "fifo --cpu-only", "a pipe or FIFO with no writer reads as empty"},
        {"run " + dir + "deep.json --cpu-only", "$.cases[0]: nested deeper than 64 levels"},
        {"diff " + dir + " " + dir, dir + ": is a directory, not a JSON file"},
        {"diff " + dir + "fifo " + dir + "fifo", "a pipe or FIFO with no writer reads as empty"},
        {"diff " + dir + "overflow.json " + dir + "overflow.json", "not usable JSON (number overflow parsing '1e999')"},
        {"eval usubBorrow 1u 2u --cpu-only --out ''", "--out needs a value, got an empty string"},
        {"eval usubBorrow 1u 2u --cpu-only --out " + dir, "is a directory"},
        {"eval usubBorrow 1u 2u --cpu-only --out " + dir + "file/x.json", "'" + dir + "file' is not a directory"},
        {"eval usubBorrow 1u 2u --cpu-only --out /dev/null", "/dev/null: is not a regular file"},
        {"eval usubBorrow '' 2u --cpu-only", "argument 1 '': expected a value"},
        {"sweep --function fma --random -1 --out x.json", "--random -1: expected a non-negative integer"},
        {"sweep --function fma --random 2000000000000 --out x.json", "at most 1099511627776 (2^40) random cases"},
        {"sweep --function fma --random ' 5' --out x.json", "expected a non-negative integer"},
        {"sweep --function fma --seed '' --out x.json", "--seed needs a value, got an empty string"},
        {"report --out ''", "--out needs a value, got an empty string"},
    };
    for (const Case& c : cases) {
        Outcome r = run(c.args, "timeout 20");  // a FIFO must not block: a hang fails with 124
        EXPECT_EQ(r.code, 2) << c.args << "\n" << r.out;
        EXPECT_NE(r.out.find(c.message), std::string::npos) << c.args << "\n" << r.out;
    }
    std::filesystem::remove_all(dir);
}

TEST(CliFiles, RunKeepsUnknownFieldsAndRewritesTheResults) {
    std::string in = testing::TempDir() + "unknown-fields.json";
    std::string out = testing::TempDir() + "unknown-fields-results.json";
    std::ofstream(in) << R"({"schema": "intrinsic-lab.vectors/1", "title": "kept?", "cases": [
        {"function": "usubBorrow", "title": "borrow", "comment": {"why": ["a", 1]},
         "inputs": [{"name": "x", "type": "uint", "bits": ["0x00000001"]}, {"name": "y", "type": "uint", "bits": ["0x00000002"]}],
         "gpu": [{"name": "return", "bits": ["0x12345678"]}], "verdict": "violation", "note": "stale"},
        {"function": "usubBorrow", "inputs": [{"name": "x", "type": "uint", "text": ["3u"]}, {"name": "y", "type": "uint", "text": ["1u"]}]}]})";
    Outcome r = run("run " + in + " --out " + out);
    ASSERT_EQ(r.code, 0) << r.out;
    std::ifstream f(out);
    nlohmann::json doc = nlohmann::json::parse(f);
    const nlohmann::json& c = doc["cases"][0];
    EXPECT_EQ(c["title"], "borrow");
    EXPECT_EQ(c["comment"], nlohmann::json({{"why", {"a", 1}}}));
    EXPECT_EQ(c["gpu"][0]["bits"][0], "0xffffffff") << "the GPU's answer, not the stale one";
    EXPECT_EQ(c["verdict"], "match");
    EXPECT_FALSE(c.contains("note"));
    EXPECT_EQ(doc["cases"][1]["inputs"][0]["bits"][0], "0x00000003");
    EXPECT_FALSE(doc["cases"][1].contains("title"));
}

TEST(CliFiles, FailedRunLeavesThePreviousOutFile) {
    std::string out = testing::TempDir() + "keep.json";
    std::ofstream(out) << "previous";
    Outcome r = run("eval usubBorrow 1u 2u --out " + out, "INTRINSIC_LAB_EGL_PLATFORM=none");
    EXPECT_EQ(r.code, 3);
    std::ifstream in(out);
    std::string body((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(body, "previous");
}

}  // namespace

namespace {

TEST(CliSweep, OutputReplaysThroughRunToTheSameVerdicts) {
    std::string out = testing::TempDir() + "sweep.json";
    Outcome s = run("sweep --function usubBorrow --function packUnorm4x8 --function unpackHalf2x16 --random 64 "
                    "--seed 7 --keep all --out " + out);
    ASSERT_EQ(s.code, 0) << s.out;
    EXPECT_NE(s.out.find("uint packUnorm4x8(vec4 v)"), std::string::npos) << s.out;  // the summary table
    std::ifstream in(out);
    auto doc = nlohmann::json::parse(in);
    EXPECT_EQ(doc["sweep"]["seed"], 7);
    ASSERT_GT(doc["cases"].size(), 1000u);
    EXPECT_EQ(doc["summary"].size(), 4u + 1u + 1u);
    Outcome replay = run("run " + out + " --json");
    ASSERT_EQ(replay.code, 0) << replay.out.substr(0, 2000);
    auto again = json_of(replay);
    ASSERT_EQ(again["cases"].size(), doc["cases"].size());
    for (size_t i = 0; i < doc["cases"].size(); ++i) {
        ASSERT_EQ(again["cases"][i]["verdict"], doc["cases"][i]["verdict"]) << doc["cases"][i].dump();
        ASSERT_EQ(again["cases"][i]["gpu"], doc["cases"][i]["gpu"]) << doc["cases"][i].dump();
    }
}

TEST(CliSweep, SameSeedSameInputs) {
    std::string a = testing::TempDir() + "a.json", b = testing::TempDir() + "b.json";
    ASSERT_EQ(run("sweep --function uaddCarry --random 100 --seed 42 --keep all --cpu-only --out " + a).code, 0);
    ASSERT_EQ(run("sweep --function uaddCarry --random 100 --seed 42 --keep all --cpu-only --out " + b).code, 0);
    std::ifstream ia(a), ib(b);
    EXPECT_EQ(nlohmann::json::parse(ia)["cases"], nlohmann::json::parse(ib)["cases"]);
}

}  // namespace
