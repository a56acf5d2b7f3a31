// Kill-safety of --out: a sweep or run killed half-way leaves the previous file byte for byte, or no file
// when there was none. SIGKILL leaves only the temporary file (.NAME.PID.XXXXXX.tmp); SIGTERM and SIGINT remove it
// too and exit 143 and 130 with a message.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "child.h"

namespace {

namespace fs = std::filesystem;
using il::test::Child;
using il::test::slurp;

class Interrupt : public testing::Test {
protected:
    void SetUp() override {
        const auto* info = testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() / ("il-interrupt-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    // .NAME.PID.XXXXXX.tmp, XXXXXX random; "" while there is none.
    std::string temp_of(const Child& c, const std::string& name) const {
        const std::string prefix = "." + name + "." + std::to_string(c.pid()) + ".";
        for (const auto& e : fs::directory_iterator(dir_)) {
            std::string f = e.path().filename().string();
            if (f.size() == prefix.size() + 10 && f.starts_with(prefix) && f.ends_with(".tmp")) return e.path().string();
        }
        return path(prefix + "missing.tmp");
    }
    size_t files_in_dir() const {
        size_t n = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_)) ++n;
        return n;
    }

    // A sweep long enough to be interrupted (about a minute), once its first progress line is out: by then
    // it has been writing the temporary file for a while.
    std::unique_ptr<Child> start_sweep(const std::string& out) {
        auto c = std::make_unique<Child>(
            std::vector<std::string>{"sweep", "--function", "fma", "--random", "500000", "--cpu-only", "--out", out},
            path("stdout.txt"), path("stderr.txt"));
        EXPECT_TRUE(c->wait_until([&] { return slurp(path("stderr.txt")).find("[1/8]") != std::string::npos; },
                                  std::chrono::seconds(300)))
            << slurp(path("stderr.txt"));
        return c;
    }

    fs::path dir_;
};

const std::string kPrevious = "{\"schema\": \"intrinsic-lab.vectors/1\", \"cases\": []}\n";

TEST_F(Interrupt, SigkillDuringSweepLeavesThePreviousFile) {
    std::string out = path("f.json");
    std::ofstream(out, std::ios::binary) << kPrevious;
    auto c = start_sweep(out);
    std::string tmp = temp_of(*c, "f.json");
    ASSERT_TRUE(fs::exists(tmp)) << "the documented temporary name";
    EXPECT_GT(fs::file_size(tmp), 1000u);
    c->signal(SIGKILL);
    EXPECT_EQ(c->wait().signal, SIGKILL);
    EXPECT_EQ(slurp(out), kPrevious);
    EXPECT_TRUE(fs::exists(tmp)) << "nothing runs at SIGKILL: the temporary file stays beside, never in place";
}

TEST_F(Interrupt, SigkillDuringSweepWithNoPreviousFileLeavesNone) {
    std::string out = path("f.json");
    auto c = start_sweep(out);
    c->signal(SIGKILL);
    c->wait();
    EXPECT_FALSE(fs::exists(out));
}

TEST_F(Interrupt, SigtermRemovesTheTemporaryFileAndSaysSo) {
    std::string out = path("f.json");
    std::ofstream(out, std::ios::binary) << kPrevious;
    auto c = start_sweep(out);
    std::string tmp = temp_of(*c, "f.json");
    ASSERT_TRUE(fs::exists(tmp));
    c->signal(SIGTERM);
    il::test::ChildResult r = c->wait();
    EXPECT_EQ(r.exit_code, 143);
    std::string err = slurp(path("stderr.txt"));
    EXPECT_NE(err.find("intrinsic-lab: interrupted (SIGTERM); removed the unfinished " + tmp + ", " + out +
                       " is as it was"),
              std::string::npos)
        << err;
    EXPECT_EQ(slurp(out), kPrevious);
    EXPECT_FALSE(fs::exists(tmp));
    EXPECT_EQ(files_in_dir(), 3u) << "f.json, stdout.txt, stderr.txt";
}

TEST_F(Interrupt, SigintDuringRunRemovesTheTemporaryFile) {
    // 500,000 cases: several chunks, so the run is still writing when the first one is on disk.
    std::string in = path("cases.json");
    {
        std::ofstream f(in, std::ios::binary);
        f << "{\"schema\": \"intrinsic-lab.vectors/1\", \"cases\": [\n";
        for (int i = 0; i < 500000; ++i)
            f << (i ? ",\n" : "") << "{\"function\": \"uaddCarry\", \"inputs\": [{\"name\": \"x\", \"type\": \"uint\", "
              << "\"bits\": [\"0x0000ffff\"]}, {\"name\": \"y\", \"type\": \"uint\", \"bits\": [\"0x00000001\"]}]}";
        f << "\n]}\n";
    }
    std::string out = path("r.json");
    Child c({"run", in, "--cpu-only", "--out", out}, path("stdout.txt"), path("stderr.txt"));
    std::string tmp;
    ASSERT_TRUE(c.wait_until(
        [&] {
            tmp = temp_of(c, "r.json");  // its random part is known once it exists
            std::error_code ec;
            return fs::file_size(tmp, ec) > (1u << 20) && !ec;
        },
        std::chrono::seconds(300)));
    c.signal(SIGINT);
    il::test::ChildResult r = c.wait();
    EXPECT_EQ(r.exit_code, 130) << slurp(path("stderr.txt"));
    EXPECT_NE(slurp(path("stderr.txt")).find("interrupted (SIGINT)"), std::string::npos);
    EXPECT_FALSE(fs::exists(tmp));
    EXPECT_FALSE(fs::exists(out));
}

}  // namespace
