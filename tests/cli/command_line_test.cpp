// The command line as a user types it: --help and --version, --opt=value, `--`, decimal numbers, `--out -`,
// errors that name the command, and text columns that never run together.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

using il::test::run_cli;

// The options each command takes, as the README's command-line section lists them.
const std::vector<std::pair<std::string, std::vector<std::string>>> kCommands = {
    {"drivers", {"--json"}},
    {"info", {"--json"}},
    {"list", {"--glsl", "--ext", "--json"}},
    {"eval", {"--expr", "--precise", "--glsl", "--ext", "--cpu-only", "--json", "--out"}},
    {"run", {"--glsl", "--ext", "--cpu-only", "--json", "--out"}},
    {"sweep", {"--function", "--random", "--seed", "--exhaustive", "--range", "--resume", "--upload-inputs", "--glsl", "--ext", "--keep", "--cpu-only", "--full-path",
               "--threads", "--out"}},
    {"accuracy", {"--function", "--range", "--stride", "--seconds-per-function", "--glsl", "--ext", "--full-path",
                  "--threads", "--json", "--out", "--html"}},
    {"diff", {"--json"}},
    {"report", {"--json", "--out", "--html", "--glsl-gating"}},
    {"gating", {"--json", "--out"}},
    {"bench", {"--function", "--diff", "--vectors", "--repeat", "--seed", "--glsl", "--ext", "--threads", "--piglit-dir",
               "--json"}},
    {"export", {"--format", "--glsl", "--ext", "--out"}},
};

TEST(CommandLine, EveryCommandHasHelpListingItsOptions) {
    const auto top = run_cli("--help");
    ASSERT_EQ(top.code, 0) << top.out;
    for (const auto& [cmd, options] : kCommands) {
        const auto r = run_cli(cmd + " --help");
        EXPECT_EQ(r.code, 0) << cmd << "\n" << r.out;
        EXPECT_NE(r.out.find("usage: intrinsic-lab " + cmd), std::string::npos) << r.out;
        // The top-level usage has one line per command with every option it takes.
        const size_t line_at = top.out.find("intrinsic-lab " + cmd + " ");
        ASSERT_NE(line_at, std::string::npos) << cmd << "\n" << top.out;
        const std::string line = top.out.substr(line_at, top.out.find('\n', line_at) - line_at);
        for (const std::string& o : options) {
            EXPECT_NE(r.out.find(o), std::string::npos) << cmd << " --help lacks " << o << "\n" << r.out;
            const bool listed = line.find(" " + o) != std::string::npos || line.find(" [" + o) != std::string::npos;
            EXPECT_TRUE(listed) << "usage line of " << cmd << " lacks " << o << "\n" << line;
        }
    }
    // The playground's own line, and --driver, which every command takes.
    const std::string first = top.out.substr(0, top.out.find('\n'));
    const auto gui = run_cli("gui --help");
#ifdef IL_HAS_GUI
    EXPECT_EQ(gui.code, 0) << gui.out;
#else
    // A build without the playground says so and exits 2; the usage line still documents it.
    EXPECT_EQ(gui.code, 2) << gui.out;
    EXPECT_NE(gui.out.find("built without the GUI"), std::string::npos) << gui.out;
#endif
    for (const char* o : {"--preset", "--screenshot", "--size", "--scale", "--bench-frames", "--bench-batch"}) {
        EXPECT_NE(first.find(o), std::string::npos) << "the gui usage line lacks " << o << "\n" << first;
#ifdef IL_HAS_GUI
        EXPECT_NE(gui.out.find(o), std::string::npos) << "gui --help lacks " << o;
#endif
    }
    EXPECT_NE(top.out.find("--driver NAME"), std::string::npos) << top.out;
    // Command names and their summaries line up in one column.
    EXPECT_NE(top.out.find("\n  accuracy  exhaustive"), std::string::npos) << top.out;
    EXPECT_EQ(run_cli("help").code, 0);
    EXPECT_EQ(run_cli("-h").code, 0);
}

TEST(CommandLine, VersionFlagAndCommand) {
    for (const char* args : {"--version", "version"}) {
        const auto r = run_cli(args);
        EXPECT_EQ(r.code, 0) << args << "\n" << r.out;
        EXPECT_EQ(r.out, std::string("intrinsic-lab ") + IL_VERSION + "\n") << args;
    }
    EXPECT_EQ(run_cli("version extra").code, 2);
}

TEST(CommandLine, OptionEqualsValue) {
    const auto r = run_cli("eval usubBorrow 1u 2u --glsl=400 --ext=GL_ARB_gpu_shader5 --cpu-only --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["profile"]["glsl"], 400);
    EXPECT_EQ(j["profile"]["extensions"], nlohmann::json({"GL_ARB_gpu_shader5"}));
    const auto bad = run_cli("eval usubBorrow 1u 2u --glsl=470 --cpu-only");
    EXPECT_EQ(bad.code, 2) << bad.out;
    EXPECT_NE(bad.out.find("--glsl 470: not a GLSL version"), std::string::npos) << bad.out;
    // 4.60 is a version; without a driver (--cpu-only) nothing limits it.
    const auto v460 = run_cli("eval anyInvocation true --glsl=460 --cpu-only --json");
    ASSERT_EQ(v460.code, 0) << v460.out;
    EXPECT_EQ(nlohmann::json::parse(v460.out)["profile"]["glsl"], 460);
}

TEST(CommandLine, DoubleDashEndsOptions) {
    // After `--` an argument that looks like an option is a file name, not an unknown option.
    const auto r = run_cli("run --cpu-only -- --no-such-file.json");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("--no-such-file.json: cannot be read"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("unknown option"), std::string::npos) << r.out;
    // Negative literals are arguments of eval, with or without `--`: abs(-inf) = inf.
    for (const char* args : {"eval --cpu-only --json -- abs -inf", "eval abs -inf --cpu-only --json"}) {
        const auto e = run_cli(args);
        ASSERT_EQ(e.code, 0) << args << "\n" << e.out;
        EXPECT_EQ(nlohmann::json::parse(e.out)["cases"][0]["reference"][0]["bits"][0], "0x7f800000") << args;
    }
}

TEST(CommandLine, UnknownOptionNamesTheCommand) {
    const auto r = run_cli("sweep --json --out x.json");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("sweep: unknown option '--json'"), std::string::npos) << r.out;
    const auto missing = run_cli("eval usubBorrow 1u 2u --glsl");
    EXPECT_EQ(missing.code, 2) << missing.out;
    EXPECT_NE(missing.out.find("eval: "), std::string::npos) << missing.out;
    EXPECT_NE(missing.out.find("--glsl"), std::string::npos) << missing.out;
}

// An option where a file name should be (`--out --json`) is refused, not written as a file named "--json";
// `--out -` is stdout and `--out ./--json` the file of that name.
TEST(CommandLine, OutThatLooksLikeAnOptionIsRefused) {
    const std::string dir = testing::TempDir() + "il-out-option/";
    std::filesystem::create_directories(dir);
    const auto r = run_cli("eval usubBorrow 1u 2u --cpu-only --out --json", "cd " + dir + " &&");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("eval: --out --json: looks like an option, not a file name (write ./--json for a file of that name)"),
              std::string::npos) << r.out;
    EXPECT_FALSE(std::filesystem::exists(dir + "--json"));
    const auto html = run_cli("report --html --glsl-gating", "cd " + dir + " &&");
    EXPECT_EQ(html.code, 2) << html.out;
    EXPECT_NE(html.out.find("--html --glsl-gating: looks like an option"), std::string::npos) << html.out;
    const auto named = run_cli("eval usubBorrow 1u 2u --cpu-only --out ./--json", "cd " + dir + " &&");
    EXPECT_EQ(named.code, 0) << named.out;
    EXPECT_TRUE(std::filesystem::exists(dir + "--json"));
    std::filesystem::remove_all(dir);
}

TEST(CommandLine, NumbersAreDecimal) {
    const std::string dir = testing::TempDir() + "il-decimal/";
    std::filesystem::create_directories(dir);
    auto sweep = [&](const std::string& seed, const std::string& out) {
        return run_cli("sweep --function \"uint usubBorrow(uint x, uint y, out uint borrow)\" --random 8 --keep all "
                       "--cpu-only --seed " + seed + " --out " + dir + out);
    };
    ASSERT_EQ(sweep("010", "a.json").code, 0);
    ASSERT_EQ(sweep("10", "b.json").code, 0);
    ASSERT_EQ(sweep("8", "c.json").code, 0);
    auto cases = [&](const std::string& f) {
        std::ifstream in(dir + f);
        return nlohmann::json::parse(in)["cases"];
    };
    EXPECT_EQ(cases("a.json"), cases("b.json"));  // 010 is ten
    EXPECT_NE(cases("a.json"), cases("c.json"));  // not eight
    for (const char* bad : {"0x10", "1e3", "+5", "-1", "5 "}) {
        const auto r = sweep(std::string("'") + bad + "'", "d.json");
        EXPECT_EQ(r.code, 2) << bad << "\n" << r.out;
        EXPECT_NE(r.out.find("expected a non-negative integer in decimal digits"), std::string::npos) << r.out;
    }
    const auto threads = run_cli("bench --threads 0x4");
    EXPECT_EQ(threads.code, 2) << threads.out;
    EXPECT_NE(threads.out.find("--threads 0x4: expected a whole number from 1 to 1024 in decimal digits"),
              std::string::npos) << threads.out;
    std::filesystem::remove_all(dir);
}

TEST(CommandLine, OutDashIsStdout) {
    const std::string dir = testing::TempDir() + "il-out-dash/";
    std::filesystem::create_directories(dir);
    const auto r = run_cli("eval usubBorrow 0x80000000u 0xFFFFFFFFu --cpu-only --out -", "cd " + dir + " &&");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(nlohmann::json::parse(r.out)["cases"][0]["reference"][1]["bits"][0], "0x00000001");
    EXPECT_FALSE(std::filesystem::exists(dir + "-"));
    // sweep: the results document on stdout, the summary on stderr.
    const std::string cmd = "cd " + dir + " && " + IL_BINARY +
                            " sweep --function usubBorrow --cpu-only --keep all --out - >s.json 2>summary.txt";
    ASSERT_EQ(std::system(cmd.c_str()), 0);
    std::ifstream results(dir + "s.json"), summary(dir + "summary.txt");
    EXPECT_GT(nlohmann::json::parse(results)["cases"].size(), 100u);
    std::stringstream text;
    text << summary.rdbuf();
    EXPECT_NE(text.str().find("kept in stdout"), std::string::npos) << text.str();
    EXPECT_FALSE(std::filesystem::exists(dir + "-"));
    std::filesystem::remove_all(dir);
}

// A hex number followed by anything but a space or the end of the line: two columns run together.
void expect_columns_apart(const std::string& out) {
    std::istringstream lines(out);
    std::string line;
    const std::regex glued("0x[0-9a-f]{8,16}[^0-9a-f )\\]]");
    while (std::getline(lines, line)) EXPECT_FALSE(std::regex_search(line, glued)) << line << "\n" << out;
}

TEST(CommandLine, EvalColumnsNeverRunTogether) {
    // The widest values: double texts of 26 characters beside 18-character hex, a dmat4's 16 components.
    const auto d = run_cli(
        "eval abs \"dvec4(doubleBits(0x8000000000000001), -1.7976931348623157e308lf, 0.1lf, -0.0lf)\"");
    ASSERT_EQ(d.code, 0) << d.out;
    EXPECT_NE(d.out.find("0x0000000000000001  "), std::string::npos) << d.out;
    expect_columns_apart(d.out);
    std::string m = "eval transpose \"dmat4(";
    for (int i = 0; i < 16; ++i) m += std::string(i ? ", " : "") + (i % 2 ? "-" : "") + "4.9406564584124654e-324lf";
    const auto t = run_cli(m + ")\"");
    ASSERT_EQ(t.code, 0) << t.out;
    EXPECT_NE(t.out.find("[15]"), std::string::npos) << t.out;
    expect_columns_apart(t.out);
    // A GPU 0.5lf beside a reference 0.0lf stay two columns.
    const auto f = run_cli("eval fma 0.5lf 1.0lf 0.0lf");
    ASSERT_EQ(f.code, 0) << f.out;
    EXPECT_NE(f.out.find("0x3fe0000000000000  "), std::string::npos) << f.out;
    expect_columns_apart(f.out);
}

// Zero reads as zero, and a function the spec gives no bound reads as such, never "ulp inf".
TEST(CommandLine, ZerosAndUnboundedRulesInWords) {
    const auto z = run_cli("eval abs \"dvec2(0.0lf, -0.0lf)\" --cpu-only");
    ASSERT_EQ(z.code, 0) << z.out;
    EXPECT_NE(z.out.find("+0 (zero)"), std::string::npos) << z.out;
    EXPECT_EQ(z.out.find("x 0.0000000000000000 (zero)"), std::string::npos) << z.out;
    const auto s = run_cli("eval sin 1.0 --cpu-only");
    ASSERT_EQ(s.code, 0) << s.out;
    EXPECT_NE(s.out.find("rule: precision undefined by the spec"), std::string::npos) << s.out;
    EXPECT_EQ(s.out.find("ulp inf"), std::string::npos) << s.out;
    EXPECT_EQ(s.out.find("inf ULP"), std::string::npos) << s.out;
}

}  // namespace
