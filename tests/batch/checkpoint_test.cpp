// The checkpoint journal of a resumable sweep: what a reopened journal holds after a clean stop, after a kill
// at each point of a write (simulated by the bytes such a kill leaves), and which files it refuses.
#include "batch/checkpoint.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace il {
namespace {

namespace fs = std::filesystem;

class CheckpointTest : public testing::Test {
protected:
    void SetUp() override {
        path_ = (fs::temp_directory_path() / ("il-checkpoint-" + std::to_string(::getpid()) + "-" +
                                              testing::UnitTest::GetInstance()->current_test_info()->name()))
                    .string();
        fs::remove(path_);
    }
    void TearDown() override { fs::remove(path_); }
    std::unique_ptr<Checkpoint> open(const nlohmann::json& header = kHeader()) {
        error_.clear();
        return Checkpoint::open(path_, header, &error_);
    }
    std::vector<std::string> cases(Checkpoint& c) {
        std::vector<std::string> out;
        EXPECT_TRUE(c.for_each_case([&](std::string_view l) { out.emplace_back(l); }));
        return out;
    }
    std::string text() const {
        std::ifstream in(path_, std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }
    void append(const std::string& s) const { std::ofstream(path_, std::ios::binary | std::ios::app) << s; }
    static nlohmann::json kHeader() {
        return {{"overload", "float exp2(float x)"}, {"range", "0x3f800000:0x3f810000"}, {"keep", "all"}};
    }
    static BatchTally tally(uint64_t cases, uint64_t kept) {
        BatchTally t;
        t.cases = cases;
        t.by_verdict[0] = cases - kept;
        t.by_verdict[1] = kept;
        t.max_ulp = 3;
        t.kept = kept;
        return t;
    }

    std::string path_, error_;
};

const std::string kCase1 = R"({"function":"exp2","inputs":[1]})", kCase2 = R"({"function":"exp2","inputs":[2]})",
                  kCase3 = R"({"function":"exp2","inputs":[3]})";

TEST_F(CheckpointTest, ANewJournalStartsAtZero) {
    auto c = open();
    ASSERT_TRUE(c) << error_;
    EXPECT_FALSE(c->resumed());
    EXPECT_EQ(c->done(), 0u);
    EXPECT_TRUE(cases(*c).empty());
    EXPECT_EQ(text().rfind(R"({"schema":"intrinsic-lab.checkpoint/1","run":{)", 0), 0u) << text();
}

TEST_F(CheckpointTest, AReopenedJournalHoldsItsCommitsAndDropsWhatCameAfter) {
    {
        auto c = open();
        ASSERT_TRUE(c) << error_;
        ASSERT_TRUE(c->add_case(kCase1));
        ASSERT_TRUE(c->add_case(kCase2));
        ASSERT_TRUE(c->commit(4096, tally(4096, 2)));
        ASSERT_TRUE(c->add_case(kCase3));  // held, then lost with the process
    }
    append(kCase3 + "\n");  // as if written before a kill, with no commit after it
    const size_t before = text().size();
    auto c = open();
    ASSERT_TRUE(c) << error_;
    EXPECT_TRUE(c->resumed());
    EXPECT_EQ(c->done(), 4096u);
    EXPECT_EQ(c->tally().cases, 4096u);
    EXPECT_EQ(c->tally().by_verdict[1], 2u);
    EXPECT_EQ(c->tally().max_ulp, 3u);
    EXPECT_EQ(cases(*c), (std::vector<std::string>{kCase1, kCase2}));
    EXPECT_LT(text().size(), before) << "the uncommitted case is cut off";
    // It goes on from there.
    ASSERT_TRUE(c->add_case(kCase3));
    ASSERT_TRUE(c->commit(65536, tally(65536, 3)));
    c.reset();
    c = open();
    ASSERT_TRUE(c) << error_;
    EXPECT_EQ(c->done(), 65536u);
    EXPECT_EQ(cases(*c), (std::vector<std::string>{kCase1, kCase2, kCase3}));
}

TEST_F(CheckpointTest, AKillInsideAWriteLosesNothingCommitted) {
    {
        auto c = open();
        ASSERT_TRUE(c->add_case(kCase1));
        ASSERT_TRUE(c->commit(100, tally(100, 1)));
    }
    // Each tail a kill can leave after a commit: part of a case, a whole case and part of a commit, a commit
    // whose count disagrees with the cases above it (out-of-order pages after a power cut), zeros.
    for (const std::string& tail :
         {kCase2.substr(0, 10), kCase2 + "\n" + R"({"commit":{"by_verdict":[1)",
          kCase2 + "\n" + R"({"commit":{"by_verdict":[190,10,0,0,0,0],"cases":200,"done":200,"kept":9,"max_ulp":1,"reference_only":0}})" + "\n",
          std::string(7, '\0') + "\n"}) {
        append(tail);
        auto c = open();
        ASSERT_TRUE(c) << error_;
        EXPECT_EQ(c->done(), 100u) << tail;
        EXPECT_EQ(cases(*c), std::vector<std::string>{kCase1}) << tail;
    }
}

TEST_F(CheckpointTest, AHeaderCutShortStartsAgain) {
    std::ofstream(path_, std::ios::binary) << R"({"schema":"intrinsic-lab.checkpoint/1","ru)";
    auto c = open();
    ASSERT_TRUE(c) << error_;
    EXPECT_FALSE(c->resumed());
    EXPECT_EQ(text().back(), '\n');
}

TEST_F(CheckpointTest, AnotherRunsJournalOrAnotherFileIsRefusedAndKept) {
    ASSERT_TRUE(open());
    nlohmann::json other = kHeader();
    other["range"] = "0x00000000:0x00010000";
    EXPECT_FALSE(open(other));
    EXPECT_NE(error_.find("was made by another run: its \"range\" is \"0x3f800000:0x3f810000\", this run's is "
                          "\"0x00000000:0x00010000\""),
              std::string::npos)
        << error_;
    const std::string results = "{\"schema\": \"intrinsic-lab.vectors/1\", \"cases\": []}\n";
    std::ofstream(path_, std::ios::binary | std::ios::trunc) << results;
    EXPECT_FALSE(open());
    EXPECT_NE(error_.find("is not an intrinsic-lab checkpoint"), std::string::npos) << error_;
    EXPECT_EQ(text(), results);
    std::ofstream(path_, std::ios::binary | std::ios::trunc) << "no newline and not ours";
    EXPECT_FALSE(open());
    EXPECT_EQ(text(), "no newline and not ours");
}

}  // namespace
}  // namespace il
