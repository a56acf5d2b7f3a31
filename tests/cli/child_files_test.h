// A command-line test's own temporary folder, named after the process and the test, for the files of the children
// it runs (their stdout, stderr, results and journals); removed after the test.
#pragma once
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "child.h"

namespace il::test {

class ChildFilesTest : public testing::Test {
protected:
    explicit ChildFilesTest(std::string prefix) : prefix_(std::move(prefix)) {}
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() /
               (prefix_ + std::to_string(::getpid()) + "-" +
                testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    // Runs the binary with `args` to its end, its stdout and stderr in NAME.out and NAME.err.
    ChildResult run(const std::vector<std::string>& args, const std::string& name) {
        Child c(args, path(name + ".out"), path(name + ".err"));
        return c.wait();
    }
    std::filesystem::path dir_;

private:
    std::string prefix_;
};

// Whether a commit line has been written yet, read on from where the last look stopped. The journal grows by
// hundreds of MB a second (every kept line goes in it), so each look reads the new bytes in one block: a character
// iterator took seconds a look, and the sweep could end before the first look that saw a commit.
class CommitWatch {
public:
    explicit CommitWatch(std::string file) : file_(std::move(file)) {}
    bool any() {
        std::ifstream in(file_, std::ios::binary | std::ios::ate);
        if (!in) return false;
        const auto size = static_cast<uint64_t>(in.tellg());
        if (size <= at_) return seen_;
        std::string chunk(size - at_, '\0');
        in.seekg(static_cast<std::streamoff>(at_));
        in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        chunk.resize(static_cast<size_t>(in.gcount()));
        const size_t hit = chunk.find("\n{\"commit\":");
        const size_t end = chunk.rfind('\n');
        if (hit != std::string::npos) seen_ = true;
        if (end != std::string::npos) at_ += end;
        return seen_;
    }

private:
    std::string file_;
    uint64_t at_ = 0;
    bool seen_ = false;
};

}  // namespace il::test
