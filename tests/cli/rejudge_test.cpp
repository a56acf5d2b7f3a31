// run FILE --rejudge: the GPU bits a results file stores, judged again with no GL context
// (INTRINSIC_LAB_EGL_PLATFORM=none makes any attempt at a context fail with exit 3).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.h"

namespace {

using il::test::run_cli;
using nlohmann::json;

constexpr const char* kNoGl = "INTRINSIC_LAB_EGL_PLATFORM=none";

json read_json(const std::string& path) {
    std::ifstream f(path);
    return json::parse(f, nullptr, false);
}

std::string write(const std::string& name, const std::string& text) {
    std::string path = testing::TempDir() + name;
    std::ofstream(path) << text;
    return path;
}

// A results file as another machine could have written it: usubBorrow(0x80000000u, 0xffffffffu) is 0x80000001
// with borrow 1 (GLSL 4.50 §8.8: 2^32 plus the difference); fma(1 + 2^-12, 1 + 2^-12, -1) is 2^-11 + 2^-24
// (0x3a000400) fused and 2^-11 (0x3a000000) unfused, which §8.3 accepts.
const char* const kHandMade = R"({
  "schema": "intrinsic-lab.vectors/1",
  "profile": {"glsl": 450, "extensions": []},
  "device": {"vendor": "Elsewhere", "renderer": "Another GPU", "version": "4.5 test", "platform": "EGL device 0"},
  "cases": [
    {"function": "usubBorrow",
     "inputs": [{"name": "x", "type": "uint", "bits": ["0x80000000"]}, {"name": "y", "type": "uint", "bits": ["0xffffffff"]}],
     "gpu": [{"name": "return", "bits": ["0x80000001"]}, {"name": "borrow", "bits": ["0x00000001"]}],
     "verdict": "match"},
    {"function": "usubBorrow",
     "inputs": [{"name": "x", "type": "uint", "bits": ["0x80000000"]}, {"name": "y", "type": "uint", "bits": ["0xffffffff"]}],
     "gpu": [{"name": "return", "bits": ["0x80000000"]}, {"name": "borrow", "bits": ["0x00000001"]}],
     "verdict": "match"},
    {"function": "fma",
     "inputs": [{"name": "a", "type": "float", "bits": ["0x3f800800"]}, {"name": "b", "type": "float", "bits": ["0x3f800800"]},
                {"name": "c", "type": "float", "bits": ["0xbf800000"]}],
     "gpu": [{"name": "return", "bits": ["0x3a000000"]}],
     "verdict": "accepted"},
    {"function": "fma",
     "inputs": [{"name": "a", "type": "float", "bits": ["0x3f800800"]}, {"name": "b", "type": "float", "bits": ["0x3f800800"]},
                {"name": "c", "type": "float", "bits": ["0xbf800000"]}],
     "verdict": "violation", "note": "driver fault: the dispatch timed out"},
    {"function": "usubBorrow",
     "inputs": [{"name": "x", "type": "uint", "bits": ["0x00000001"]}, {"name": "y", "type": "uint", "bits": ["0x00000002"]}],
     "gpu": [{"name": "return", "bits": ["0xdeaddead"]}, {"name": "borrow", "bits": ["0xdeaddead"]}],
     "verdict": "violation", "note": "the GPU did not write this lane: its outputs still hold the poison pattern"}
  ]
})";

TEST(Rejudge, KnownAnswersWithoutAContext) {
    std::string in = write("rejudge-hand.json", kHandMade);
    std::string out = testing::TempDir() + "rejudge-hand-out.json";
    std::filesystem::remove(out);
    auto r = run_cli("run " + in + " --rejudge --out " + out, kNoGl);
    ASSERT_EQ(r.code, 1) << r.out;  // case 1 is a violation
    // The text table run prints, with "no-gpu-bits" for the case without stored bits.
    EXPECT_NE(r.out.find("0    usubBorrow         uint                           match"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1    usubBorrow         uint                           violation"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("2    fma                float                          accepted"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("3    fma                float                          no-gpu-bits"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("5 cases: accepted 1; match 1; no-gpu-bits 1; violation 2;"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("rejudged 4 cases with GPU bits: 1 verdict differs from the stored ones"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("case 1 uint usubBorrow(uint x, uint y, out uint borrow): stored match, now violation"),
              std::string::npos)
        << r.out;

    json doc = read_json(out);
    ASSERT_TRUE(doc.is_object()) << r.out;
    EXPECT_EQ(doc["device"]["renderer"], "Another GPU");  // the machine that computed the bits, not this one
    EXPECT_EQ(doc["rejudged"]["cases"], 4);
    EXPECT_EQ(doc["rejudged"]["verdicts_changed"], 1);
    const json& c = doc["cases"];
    ASSERT_EQ(c.size(), 5u);
    EXPECT_EQ(c[0]["verdict"], "match");
    EXPECT_EQ(c[1]["verdict"], "violation");
    EXPECT_EQ(c[1]["diff"][0]["verdict"], "violation");
    EXPECT_EQ(c[1]["diff"][0]["xor"][0], "0x00000001");
    EXPECT_EQ(c[1]["diff"][1]["verdict"], "match");
    EXPECT_EQ(c[2]["verdict"], "accepted");
    EXPECT_EQ(c[2]["reference"][0]["bits"][0], "0x3a000400");
    EXPECT_EQ(c[2]["gpu"][0]["bits"][0], "0x3a000000");
    EXPECT_FALSE(c[3].contains("verdict"));
    EXPECT_FALSE(c[3].contains("gpu"));
    EXPECT_NE(c[3]["note"].get<std::string>().find("no GPU bits"), std::string::npos);
    EXPECT_NE(c[3]["note"].get<std::string>().find("stored verdict: violation; driver fault"), std::string::npos);
    EXPECT_EQ(c[4]["verdict"], "violation");  // the unwritten lane stays unwritten
    EXPECT_EQ(c[4]["note"], "the GPU did not write this lane: its outputs still hold the poison pattern");
}

// The same cases and verdicts as the run that made the file: run on llvmpipe, then --rejudge with no context.
TEST(Rejudge, GivesWhatRunGave) {
    for (const char* preset : {"fma", "packing", "msad4", "usubBorrow", "operators"}) {
        SCOPED_TRACE(preset);
        std::string a = testing::TempDir() + "rejudge-run-" + preset + ".json";
        std::string b = testing::TempDir() + "rejudge-again-" + preset + ".json";
        auto first = run_cli(std::string("run ") + IL_SOURCE_DIR + "/presets/" + preset + ".json --out " + a);
        ASSERT_LE(first.code, 1) << first.out;
        auto again = run_cli("run " + a + " --rejudge --out " + b, kNoGl);
        EXPECT_EQ(again.code, first.code) << again.out;
        json da = read_json(a), db = read_json(b);
        ASSERT_TRUE(da.is_object() && db.is_object());
        EXPECT_EQ(da["cases"], db["cases"]);
        EXPECT_EQ(da["device"], db["device"]);
        EXPECT_EQ(db["rejudged"]["verdicts_changed"], 0);
        // The text table is run's, line for line (the summary line included).
        auto text_run = run_cli("run " + a + " --rejudge", kNoGl);
        auto table = [](const std::string& s) { return s.substr(0, s.find("rejudged ")); };
        auto text_first = run_cli(std::string("run ") + IL_SOURCE_DIR + "/presets/" + preset + ".json");
        EXPECT_EQ(table(text_run.out), table(text_first.out));
    }
}

// A sweep's results (every case kept) re-judged: the stored verdicts are this version's.
TEST(Rejudge, SweepResultsAgree) {
    std::string a = testing::TempDir() + "rejudge-sweep.json.gz";
    auto s = run_cli("sweep --function fma --function ldexp --function packHalf2x16 --function pow --random 100 "
                     "--keep all --out " + a);
    ASSERT_LE(s.code, 1) << s.out;
    std::string b = testing::TempDir() + "rejudge-sweep-again.json.gz";
    auto r = run_cli("run " + a + " --rejudge --out " + b, kNoGl);
    ASSERT_LE(r.code, 1) << r.out;
    EXPECT_EQ(r.code, s.code);
    EXPECT_NE(r.out.find(": 0 verdicts differ from the stored ones"), std::string::npos)
        << r.out.substr(r.out.rfind("rejudged "));
    // How the sweep drew its cases stays with them.
    auto again = run_cli("run " + b + " --rejudge --json", kNoGl);
    json doc = json::parse(again.out.substr(0, again.out.rfind("rejudged ")), nullptr, false);
    ASSERT_TRUE(doc.is_object()) << again.out.substr(0, 500);
    EXPECT_EQ(doc["sweep"]["random"], 100);
    EXPECT_EQ(doc["sweep"]["keep"], "all");
}

// GLSL 4.50's ldexp (§8.3) is undefined only for a product too large to represent; 4.60 added "undefined if exp >
// 128 / 1024". Results stored under the 4.60 reading change: 2^-107 * 2^129 = 2^22 matches, and an Inf for
// 0.0 * 2^1025 (= 0) is a violation.
TEST(Rejudge, LdexpIsJudgedByGlsl450) {
    std::string in = write("rejudge-ldexp.json", R"({"schema": "intrinsic-lab.vectors/1", "profile": {"glsl": 450},
      "cases": [
        {"function": "ldexp", "inputs": [{"type": "float", "bits": ["0x0a000000"]}, {"type": "int", "bits": ["0x00000081"]}],
         "gpu": [{"name": "return", "bits": ["0x4a800000"]}], "verdict": "undefined"},
        {"function": "ldexp", "inputs": [{"type": "double", "bits": ["0x0000000000000000"]}, {"type": "int", "bits": ["0x00000401"]}],
         "gpu": [{"name": "return", "bits": ["0x7ff0000000000000"]}], "verdict": "undefined"}]})");
    auto r = run_cli("run " + in + " --rejudge", kNoGl);
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_NE(r.out.find("2 cases: match 1; violation 1;"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("2 verdicts differ from the stored ones"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("case 0 float ldexp(float x, int exp): stored undefined, now match"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("case 1 double ldexp(double x, int exp): stored undefined, now violation"), std::string::npos)
        << r.out;
}

// The same GPU bits stored under #version 460 are judged by GLSL 4.60's ldexp, which makes exp > 128 (> 1024 for
// double) undefined: neither 2^-107 * 2^129's 2^22 nor 0.0 * 2^1025's +Inf is held to the product there.
TEST(Rejudge, LdexpIsJudgedByGlsl460UnderItsProfile) {
    std::string in = write("rejudge-ldexp-460.json", R"({"schema": "intrinsic-lab.vectors/1", "profile": {"glsl": 460},
      "cases": [
        {"function": "ldexp", "inputs": [{"type": "float", "bits": ["0x0a000000"]}, {"type": "int", "bits": ["0x00000081"]}],
         "gpu": [{"name": "return", "bits": ["0x4a800000"]}], "verdict": "match"},
        {"function": "ldexp", "inputs": [{"type": "double", "bits": ["0x0000000000000000"]}, {"type": "int", "bits": ["0x00000401"]}],
         "gpu": [{"name": "return", "bits": ["0x7ff0000000000000"]}], "verdict": "violation"}]})");
    auto r = run_cli("run " + in + " --rejudge --json", kNoGl);
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("2 verdicts differ from the stored ones"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("GLSL 4.60 §8.3 ldexp: If exp is greater than +128"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("This profile judges by GLSL 4.50"), std::string::npos) << r.out;
}

TEST(Rejudge, HostileInputsExitTwoNamingThePlace) {
    struct Bad {
        const char* name;
        std::string text;
        const char* says;
    };
    const std::string head = R"({"schema": "intrinsic-lab.vectors/1", "profile": {"glsl": 450}, "cases": [)";
    const std::string call = R"("function": "usubBorrow", "inputs": [{"type": "uint", "bits": ["0x00000001"]},)"
                             R"( {"type": "uint", "bits": ["0x00000002"]}])";
    const Bad bad[] = {
        {"no-gpu.json", head + "{" + call + "}]}", "no case holds GPU bits ($.cases[].gpu)"},
        {"bad-hex.json",
         head + "{" + call + R"(, "gpu": [{"name": "return", "bits": ["0xzzzzzzzz"]}, {"name": "borrow", "bits": ["0x00000001"]}]}]})",
         "$.cases[0].gpu[0].bits[0]: '0xzzzzzzzz' is not hex"},
        {"short-bits.json",
         head + "{" + call + R"(, "gpu": [{"name": "return", "bits": ["0x1"]}, {"name": "borrow", "bits": ["0x00000001"]}]}]})",
         "$.cases[0].gpu[0].bits[0]: '0x1' must be 0x and 8 hex digits"},
        {"one-output.json", head + "{" + call + R"(, "gpu": [{"name": "return", "bits": ["0x00000001"]}]}]})",
         "$.cases[0].gpu: uint usubBorrow(uint x, uint y, out uint borrow) has 2 outputs, 1 given"},
        {"wrong-name.json",
         head + "{" + call + R"(, "gpu": [{"name": "carry", "bits": ["0x00000001"]}, {"name": "borrow", "bits": ["0x00000001"]}]}]})",
         "$.cases[0].gpu[0].name: 'carry' is not output return"},
        {"gpu-object.json", head + "{" + call + R"(, "gpu": {"return": 1}}]})",
         "$.cases[0].gpu: expected an array of outputs, found object"},
        {"bits-count.json",
         head + "{" + call + R"(, "gpu": [{"name": "return", "bits": ["0x00000001", "0x00000002"]}, {"name": "borrow", "bits": ["0x00000001"]}]}]})",
         "$.cases[0].gpu[0].bits: a uint has 1 components, 2 given"},
    };
    for (const Bad& b : bad) {
        SCOPED_TRACE(b.name);
        std::string in = write(std::string("rejudge-") + b.name, b.text);
        std::string out = testing::TempDir() + "rejudge-bad-out.json";
        std::filesystem::remove(out);
        auto r = run_cli("run " + in + " --rejudge --out " + out, kNoGl);
        EXPECT_EQ(r.code, 2) << r.out;
        EXPECT_NE(r.out.find(b.says), std::string::npos) << r.out;
        EXPECT_FALSE(std::filesystem::exists(out)) << "a failed --rejudge left " << out;
    }
    auto missing = run_cli("run /nonexistent/results.json --rejudge", kNoGl);
    EXPECT_EQ(missing.code, 2) << missing.out;
    EXPECT_NE(missing.out.find("/nonexistent/results.json: cannot be read"), std::string::npos) << missing.out;
    auto both = run_cli("run " + write("rejudge-hand2.json", kHandMade) + " --rejudge --cpu-only", kNoGl);
    EXPECT_EQ(both.code, 2) << both.out;
    EXPECT_NE(both.out.find("--rejudge"), std::string::npos) << both.out;
    // A results file with no cases (a sweep that kept no violations) re-judges to no cases.
    auto empty = run_cli("run " + write("rejudge-empty.json", head + "]}") + " --rejudge", kNoGl);
    EXPECT_EQ(empty.code, 0) << empty.out;
    EXPECT_NE(empty.out.find("0 cases:"), std::string::npos) << empty.out;
}

// The committed profiles' stored verdicts are this version's: re-judging their GPU bits changes none.
TEST(Rejudge, CommittedProfilesAgree) {
    int files = 0;
    for (const auto& dir : std::filesystem::directory_iterator(std::string(IL_SOURCE_DIR) + "/profiles")) {
        for (const char* name : {"sweep-violations.json.gz", "diffsweep.json.gz"}) {
            std::string path = dir.path().string() + "/" + name;
            if (!std::filesystem::exists(path)) continue;
            SCOPED_TRACE(path);
            ++files;
            auto r = run_cli("run " + path + " --rejudge", kNoGl);
            EXPECT_LE(r.code, 1) << r.out;
            EXPECT_NE(r.out.find(": 0 verdicts differ from the stored ones"), std::string::npos)
                << r.out.substr(r.out.rfind("rejudged ") == std::string::npos ? 0 : r.out.rfind("rejudged "));
        }
    }
    EXPECT_GE(files, 2);
}

}  // namespace
