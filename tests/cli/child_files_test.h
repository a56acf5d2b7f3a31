// A command-line test's own temporary folder, named after the process and the test, for the files of the children
// it runs (their stdout, stderr, results and journals); removed after the test.
#pragma once
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
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

}  // namespace il::test
