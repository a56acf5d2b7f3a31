// Atomic writes on a real system: a symlink's file is replaced and the link kept, a device or FIFO is never
// renamed over, the temporary is created beside the target with an unpredictable name, and two outputs (or an
// output and an input) that are the same file are refused.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "vectors/results_writer.h"
#include "vectors/temp_files.h"
#include "vectors/vectors_json.h"

namespace il {
namespace {

namespace fs = std::filesystem;

class AtomicWrite : public testing::Test {
protected:
    void SetUp() override {
        const auto* info = testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() / ("il-atomic-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    static std::string slurp(const std::string& p) {
        std::ifstream f(p, std::ios::binary);
        std::stringstream s;
        s << f.rdbuf();
        return s.str();
    }
    size_t files() const {
        size_t n = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_)) ++n;
        return n;
    }
    fs::path dir_;
};

TEST_F(AtomicWrite, ThroughASymlinkTheTargetIsReplacedAndTheLinkKept) {
    std::ofstream(path("real.json")) << "old";
    fs::create_symlink("real.json", path("link.json"));  // relative, as ln -s writes it
    ASSERT_EQ(write_file_atomic(path("link.json"), "new"), "");
    EXPECT_TRUE(fs::is_symlink(path("link.json")));
    EXPECT_EQ(slurp(path("real.json")), "new");
    EXPECT_EQ(files(), 2u) << "no temporary left behind";
}

TEST_F(AtomicWrite, ADanglingSymlinkCreatesItsTarget) {
    fs::create_directories(path("sub"));
    fs::create_symlink("sub/new.json", path("link.json"));
    ASSERT_EQ(write_file_atomic(path("link.json"), "x"), "");
    EXPECT_TRUE(fs::is_symlink(path("link.json")));
    EXPECT_EQ(slurp(path("sub/new.json")), "x");
}

TEST_F(AtomicWrite, AFifoOrDeviceIsRefusedNotRenamedOver) {
    ASSERT_EQ(::mkfifo(path("fifo").c_str(), 0600), 0);
    fs::create_symlink("/dev/null", path("null-link"));
    for (const std::string& p : {path("fifo"), path("null-link")}) {
        std::string e = write_file_atomic(p, "x");
        EXPECT_NE(e.find(": is not a regular file"), std::string::npos) << e;
        EXPECT_NE(check_writable(p), "") << p;
        ResultsWriter w(p, {{"schema", "intrinsic-lab.vectors/1"}});
        EXPECT_FALSE(w.ok());
    }
    EXPECT_TRUE(fs::is_fifo(path("fifo")));
    EXPECT_TRUE(fs::is_symlink(path("null-link")));
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
    EXPECT_EQ(files(), 2u);
}

TEST_F(AtomicWrite, LinksThatLoopAreRefused) {
    fs::create_symlink("b", path("a"));
    fs::create_symlink("a", path("b"));
    EXPECT_EQ(write_file_atomic(path("a"), "x"), path("a") + ": too many levels of symbolic links");
}

TEST_F(AtomicWrite, TheTargetKeepsItsModeAndANewFileFollowsTheUmask) {
    std::ofstream(path("f.json")) << "old";
    fs::permissions(path("f.json"), fs::perms(0640));
    ASSERT_EQ(write_file_atomic(path("f.json"), "new"), "");
    EXPECT_EQ(fs::status(path("f.json")).permissions(), fs::perms(0640));
    mode_t old = ::umask(022);
    ASSERT_EQ(write_file_atomic(path("g.json"), "new"), "");
    ::umask(old);
    EXPECT_EQ(fs::status(path("g.json")).permissions(), fs::perms(0644));
}

TEST_F(AtomicWrite, TheTemporaryHasAnUnpredictableNameAndIsCreatedExclusively) {
    // A file planted under the old predictable name (.f.json.PID.tmp) is neither followed nor replaced.
    std::string planted = path(".f.json." + std::to_string(::getpid()) + ".tmp");
    fs::create_symlink("victim", planted);
    std::ofstream(path("victim")) << "keep";
    std::string error;
    TempFile a = create_temp_beside(path("f.json"), &error), b = create_temp_beside(path("f.json"), &error);
    ASSERT_GE(a.fd, 0) << error;
    ASSERT_GE(b.fd, 0) << error;
    EXPECT_NE(a.path, b.path);
    EXPECT_EQ(fs::path(a.path).parent_path(), dir_);
    EXPECT_EQ(fs::path(a.path).filename().string().rfind(".f.json." + std::to_string(::getpid()) + ".", 0), 0u);
    EXPECT_EQ(slurp(path("victim")), "keep");
    ::unlink(a.path.c_str());
    ::unlink(b.path.c_str());
}

TEST_F(AtomicWrite, OutputsThatAreTheSameFileAreRefused) {
    std::ofstream(path("r.json")) << "{}";
    fs::create_symlink("r.json", path("link.json"));
    const std::string r = path("r.json"), dot = (dir_ / "." / "r.json").string();
    EXPECT_EQ(check_distinct_outputs({{"--out", r}}, {r}),
              "--out " + r + ": is the input " + r + "; it would be replaced (write to another file)");
    EXPECT_NE(check_distinct_outputs({{"--out", path("link.json")}}, {dot}), "");
    EXPECT_EQ(check_distinct_outputs({{"--out", path("x.json")}, {"--html", (dir_ / "sub" / ".." / "x.json").string()}}, {}),
              "--html " + (dir_ / "sub" / ".." / "x.json").string() + ": is also --out " + path("x.json") +
                  "; one would overwrite the other");
    EXPECT_EQ(check_distinct_outputs({{"--out", path("a.json")}, {"--html", path("a.html")}}, {r}), "");
    EXPECT_EQ(check_distinct_outputs({{"--out", ""}, {"--html", ""}}, {r}), "") << "no output given";
}

}  // namespace
}  // namespace il
