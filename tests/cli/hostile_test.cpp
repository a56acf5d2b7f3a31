// Hostile input and a hostile system, end to end: a closed or full stdout, deep nesting, outputs that are
// inputs, a thread limit. Each gives exit 2 (or goes on, saying so) with a message naming the place; none
// crashes, hangs or loses a file.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

struct Shell {
    int code = -1;
    std::string err;  // stderr only: stdout goes where the command line sends it
};

// Runs `sh -c "PREFIX BIN args"` with stderr captured; `args` may redirect stdout (>/dev/full, >&-).
Shell run_sh(const std::string& args, const std::string& prefix = "") {
    const std::string err_file = testing::TempDir() + "il-hostile-stderr-" + std::to_string(::getpid());
    const std::string cmd = std::string("sh -c '") + prefix + IL_BINARY + " " + args + "' 2>" + err_file;
    Shell r;
    int status = std::system(cmd.c_str());
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::ifstream f(err_file, std::ios::binary);
    std::stringstream s;
    s << f.rdbuf();
    r.err = s.str();
    fs::remove(err_file);
    return r;
}

class Hostile : public testing::Test {
protected:
    void SetUp() override {
        const auto* info = testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() / ("il-hostile-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(path(name), std::ios::binary) << text;
        return path(name);
    }
    static std::string slurp(const std::string& p) {
        std::ifstream f(p, std::ios::binary);
        std::stringstream s;
        s << f.rdbuf();
        return s.str();
    }
    fs::path dir_;
};

// Output that could not be written used to exit 0.
TEST_F(Hostile, AFullOrClosedStdoutExits2WithAMessage) {
    for (const std::string& cmd : {"list", "eval fma 1.0 2.0 3.0 --cpu-only", "info --json"}) {
        Shell full = run_sh(cmd + " >/dev/full");
        EXPECT_EQ(full.code, 2) << cmd << "\n" << full.err;
        EXPECT_NE(full.err.find("intrinsic-lab: writing to standard output failed"), std::string::npos)
            << cmd << "\n" << full.err;
        Shell closed = run_sh(cmd + " >&-");
        EXPECT_EQ(closed.code, 2) << cmd << "\n" << closed.err;
        EXPECT_NE(closed.err.find("intrinsic-lab: writing to standard output failed"), std::string::npos) << closed.err;
    }
}

// With stdout closed, the temporary of --out must not take descriptor 1 and receive what goes to stdout.
TEST_F(Hostile, AClosedStdoutDoesNotLeakIntoAnOutputFile) {
    Shell r = run_sh("eval fma 1.0 2.0 3.0 --cpu-only --out " + path("r.json") + " >&-");
    EXPECT_EQ(r.code, 2) << r.err;
    std::string text = slurp(path("r.json"));
    EXPECT_TRUE(nlohmann::json::accept(text)) << "only the JSON document, not the text table:\n" << text;
}

TEST_F(Hostile, ALiteralNestedDeeplyIsAnError) {
    std::string lit;
    for (int i = 0; i < 15000; ++i) lit += "int(";
    lit += "1";
    for (int i = 0; i < 15000; ++i) lit += ")";
    Shell r = run_sh("eval abs \"" + lit + "\" --cpu-only");
    EXPECT_EQ(r.code, 2) << r.err.substr(0, 300);
    EXPECT_NE(r.err.find("constructors nested deeper than 32 levels"), std::string::npos) << r.err.substr(0, 300);
}

TEST_F(Hostile, DeepOrDuplicatedJsonInDiffAndGatingIsAnErrorWithThePath) {
    const std::string head = R"({"schema": "intrinsic-lab.vectors/1", "device": )";
    std::string deep = write("deep.json", head + std::string(20000, '[') + std::string(20000, ']') + R"(, "cases": []})");
    std::string twice = write("twice.json", R"({"schema": "intrinsic-lab.vectors/1", "cases": [], "cases": []})");
    std::string big = write("big.json", R"({"schema": "intrinsic-lab.vectors/1", "n": 123456789012345678901234567890, "cases": []})");
    for (const std::string& cmd : {"diff " + deep + " " + twice, "diff --json " + deep + " " + twice, "gating " + deep}) {
        Shell r = run_sh(cmd);
        EXPECT_EQ(r.code, 2) << cmd << "\n" << r.err;
        EXPECT_NE(r.err.find(deep + ": $.device"), std::string::npos) << r.err.substr(0, 400);
        EXPECT_NE(r.err.find("nested deeper than 64 levels"), std::string::npos) << r.err.substr(0, 400);
    }
    for (const std::string& cmd : {"diff " + twice + " " + twice, "gating " + twice}) {
        Shell r = run_sh(cmd);
        EXPECT_EQ(r.code, 2) << cmd;
        EXPECT_NE(r.err.find(twice + ": $: key \"cases\" given twice"), std::string::npos) << cmd << "\n" << r.err;
    }
    Shell r = run_sh("gating " + big);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find(big + ": $.n: integer 123456789012345678901234567890 is out of range"), std::string::npos)
        << r.err;
}

// gating R.json --out R.json replaced the report it read; report --out X --html X wrote the page over the JSON.
TEST_F(Hostile, AnOutputThatIsAnInputOrAnotherOutputIsRefused) {
    std::string report = write("R.json", "{\"keep\": true}");
    Shell r = run_sh("gating " + report + " --out " + report);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--out " + report + ": is the input " + report), std::string::npos) << r.err;
    EXPECT_EQ(slurp(report), "{\"keep\": true}");
    r = run_sh("report --out " + path("X") + " --html " + dir_.string() + "/./X");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("one would overwrite the other"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("X")));
}

TEST_F(Hostile, OutThroughASymlinkWritesItsTargetAndKeepsTheLink) {
    write("real.json", "old");
    fs::create_symlink("real.json", path("link.json"));
    Shell r = run_sh("eval fma 1.0 2.0 3.0 --cpu-only --out " + path("link.json") + " >/dev/null");
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(fs::is_symlink(path("link.json")));
    EXPECT_NE(slurp(path("real.json")).find("\"function\": \"fma\""), std::string::npos);
}

// Under an address-space limit, 1024 threads of 8 MiB stacks cannot all start: the sweep used to hang or
// abort ("terminate called without an active exception"); now it goes on with those that started.
TEST_F(Hostile, ASweepGoesOnWithTheThreadsTheSystemGives) {
#if defined(__SANITIZE_ADDRESS__)
    GTEST_SKIP() << "AddressSanitizer cannot start under an address-space limit";
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    GTEST_SKIP() << "AddressSanitizer cannot start under an address-space limit";
#endif
#endif
    Shell r = run_sh("sweep --function fma --random 2000 --cpu-only --threads 1024 --out " + path("s.json"),
                     "ulimit -v 3000000; exec ");
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.err.find(" of the 1024 workers asked for ("), std::string::npos) << r.err;
    EXPECT_NE(slurp(path("s.json")).find("\"schema\""), std::string::npos);
}

}  // namespace
