// sweep --exhaustive: bad usage, the same verdicts and bits as `run` of the same inputs, and a run killed with
// SIGKILL that --resume finishes with the same results file as a run never interrupted.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "child.h"
#include "child_files_test.h"
#include "cli_run.h"

namespace {

namespace fs = std::filesystem;
using il::test::Child;
using il::test::slurp;

class Exhaustive : public il::test::ChildFilesTest {
protected:
    Exhaustive() : ChildFilesTest("il-exhaustive-") {}
};

TEST_F(Exhaustive, BadUsageExitsTwoNamingTheOption) {
    const std::pair<std::string, std::string> bad[] = {
        {"--exhaustive --function bitfieldInsert",
         "--exhaustive --function bitfieldInsert: 'int bitfieldInsert(int base, int insert, int offset, int bits)' "
         "has 4 inputs; exhaustive mode takes one to three 32-bit scalar inputs (float, int or uint)"},
        {"--exhaustive --function 'double sqrt(double x)'", "'double sqrt(double x)' has a 64-bit input (double)"},
        {"--exhaustive --function 'vec2 exp2(vec2 x)'", "'vec2 exp2(vec2 x)' has an input of 2 components"},
        {"--exhaustive", "--exhaustive needs --function"},
        {"--exhaustive --function exp2 --random 5", "--random: --exhaustive already sweeps every bit pattern"},
        {"--exhaustive --function exp2 --range 0x10:0x5", "--range 0x10:0x5: LO must be below HI"},
        {"--exhaustive --function exp2 --range 0x3f800000", "--range 0x3f800000: expected LO:HI, two hex bit patterns"},
        {"--exhaustive --function exp2 --range 0:0x100000001", "--range 0:0x100000001: HI is above 0x100000000"},
        {"--range 0:5 --function exp2", "--range needs --exhaustive"},
        {"--resume j --function exp2", "--resume needs --exhaustive"},
        {"--upload-inputs --function exp2", "--upload-inputs needs --exhaustive"},
        {"--exhaustive --function floor --function exp2 --resume j", "--resume: a checkpoint holds one overload"},
    };
    for (const auto& [args, message] : bad) {
        il::test::CliOutcome r = il::test::run_cli("sweep " + args + " --out " + path("out.json"));
        EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(message), std::string::npos) << args << "\n" << r.out;
        EXPECT_FALSE(fs::exists(path("out.json"))) << args;
        EXPECT_FALSE(fs::exists("j")) << args;
    }
    // Someone else's file named as the checkpoint is refused and left as it was.
    const std::string other = path("results.json");
    std::ofstream(other) << "{\"schema\": \"intrinsic-lab.vectors/1\", \"cases\": []}\n";
    il::test::CliOutcome r = il::test::run_cli("sweep --exhaustive --function 'float exp2(float x)' --range 0:0x10 "
                                               "--resume " + other + " --out " + path("out.json"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("--resume " + other + ": is not an intrinsic-lab checkpoint"), std::string::npos) << r.out;
    EXPECT_EQ(slurp(other), "{\"schema\": \"intrinsic-lab.vectors/1\", \"cases\": []}\n");
}

// The cases of a results file, and its summary's verdict counts of its one overload.
nlohmann::json cases_of(const std::string& file) { return nlohmann::json::parse(slurp(file))["cases"]; }

TEST_F(Exhaustive, ARangeGivesTheVerdictsAndBitsOfRunOnTheSameInputs) {
    struct Row {
        const char *function, *declaration, *type;
        uint32_t first, end;
    };
    const Row rows[] = {{"exp2", "float exp2(float x)", "float", 0x3f800000, 0x3f810000},
                        {"unpackHalf2x16", "vec2 unpackHalf2x16(uint v)", "uint", 0x7c00fbff, 0x7c013bff}};
    for (const Row& row : rows) {
        nlohmann::json doc = {{"schema", "intrinsic-lab.vectors/1"}, {"cases", nlohmann::json::array()}};
        char bits[16];
        for (uint64_t b = row.first; b < row.end; ++b) {
            std::snprintf(bits, sizeof bits, "0x%08x", static_cast<unsigned>(b));
            doc["cases"].push_back({{"function", row.function},
                                    {"overload", row.declaration},
                                    {"inputs", {{{"type", row.type}, {"bits", {bits}}}}}});
        }
        std::ofstream(path("inputs.json")) << doc.dump();
        char range[40];
        std::snprintf(range, sizeof range, "0x%08x:0x%08x", row.first, row.end);
        const il::test::ChildResult s = run({"sweep", "--exhaustive", "--function", row.declaration, "--range", range,
                                             "--keep", "all", "--out", path("sweep.json")},
                                            "sweep");
        ASSERT_EQ(s.exit_code, 0) << slurp(path("sweep.err"));
        const il::test::ChildResult r = run({"run", path("inputs.json"), "--out", path("run.json")}, "run");
        ASSERT_EQ(r.exit_code, 0) << slurp(path("run.err"));
        const nlohmann::json a = cases_of(path("sweep.json")), b = cases_of(path("run.json"));
        ASSERT_EQ(a.size(), row.end - row.first) << row.declaration;
        ASSERT_EQ(b.size(), a.size());
        EXPECT_EQ(a.front()["inputs"][0]["bits"][0], std::string(range).substr(0, 10));
        size_t differ = 0, not_match = 0;
        for (size_t i = 0; i < a.size(); ++i) {
            differ += a[i] != b[i];  // inputs, reference, rule, GPU bits, diff, verdict
            not_match += a[i]["verdict"] != "match";
        }
        EXPECT_EQ(differ, 0u) << row.declaration;
        EXPECT_GT(not_match, 0u) << row.declaration << ": the range has accepted cases too";
        const nlohmann::json head = nlohmann::json::parse(slurp(path("sweep.json")));
        EXPECT_EQ(head["sweep"]["exhaustive"]["range"], range);
        EXPECT_EQ(head["summary"][0]["cases"], row.end - row.first);
    }
}

TEST_F(Exhaustive, AKilledRunResumesToTheSameResults) {
    // 2^23 patterns near 2^125, every case through the full path on one worker: about five seconds here, so that the
    // kill comes between the first commit and the end, as journal commits are at most one a second. llvmpipe's log2
    // differs from the reference on about one case in three hundred there, so each file holds about 25 MB of kept
    // cases (a range near 1, where it differs on more than one case in four, wrote a GB a file and filled a small
    // disk).
    const std::vector<std::string> args = {"sweep",   "--exhaustive",          "--function", "float log2(float x)",
                                           "--range", "0x7e000000:0x7e800000", "--keep",     "differences",
                                           "--threads", "1",                   "--full-path"};
    auto with = [&](std::vector<std::string> more) {
        std::vector<std::string> a = args;
        a.insert(a.end(), more.begin(), more.end());
        return a;
    };
    const il::test::ChildResult whole = run(with({"--out", path("whole.json")}), "whole");
    ASSERT_EQ(whole.exit_code, 0) << slurp(path("whole.err"));
    EXPECT_LT(whole.max_rss_kb, 256 * 1024);
    const std::string journal = path("log2.ckpt"), out = path("resumed.json");
    {
        Child c(with({"--resume", journal, "--out", out}), path("killed.out"), path("killed.err"));
        il::test::CommitWatch watch(journal);
        ASSERT_TRUE(c.wait_until([&] { return watch.any(); }, std::chrono::seconds(120))) << slurp(path("killed.err"));
        c.signal(SIGKILL);
        EXPECT_EQ(c.wait().signal, SIGKILL) << "it ended before the kill; use a longer range";
    }
    EXPECT_FALSE(fs::exists(out));
    const il::test::ChildResult resumed = run(with({"--resume", journal, "--out", out}), "resumed");
    ASSERT_EQ(resumed.exit_code, 0) << slurp(path("resumed.err"));
    const std::string note = slurp(path("resumed.err"));
    EXPECT_NE(note.find("resuming float log2(float x) from " + journal + ": "), std::string::npos) << note;
    EXPECT_EQ(note.find(": 0 of 8388608 cases done"), std::string::npos) << note;
    const nlohmann::json a = nlohmann::json::parse(slurp(path("whole.json"))), b = nlohmann::json::parse(slurp(out));
    EXPECT_GT(a["cases"].size(), 1000u);
    EXPECT_TRUE(a["cases"] == b["cases"]) << a["cases"].size() << " cases against " << b["cases"].size();
    EXPECT_EQ(a["summary"], b["summary"]);
    // A finished journal gives the same file again without sweeping.
    const il::test::ChildResult again = run(with({"--resume", journal, "--out", path("again.json")}), "again");
    ASSERT_EQ(again.exit_code, 0);
    EXPECT_EQ(slurp(path("again.json")), slurp(out));
}

}  // namespace
