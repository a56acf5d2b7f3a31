// diff: classification of GPU differences between two result files, from hand-made pairs with known
// answers; the exit codes and messages through the binary.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "report/diff.h"

namespace il {
namespace {

using nlohmann::json;

json value(const std::string& name, const std::string& type, std::vector<std::string> bits) {
    return {{"name", name}, {"type", type}, {"bits", bits}};
}

// One result case with a single output "return"; `alternatives`/`labels` make its rule an any-of set.
json result_case(const std::string& fn, const std::string& overload, json inputs, const std::string& out_type,
                 const std::string& reference, const std::string& gpu, const std::string& verdict,
                 std::vector<std::string> alternatives = {}, std::vector<std::string> labels = {}) {
    json accepted = {{"name", "return"}, {"rule", alternatives.empty() ? "ulp" : "any-of"}};
    if (!alternatives.empty()) {
        json alts = json::array();
        for (const auto& a : alternatives) alts.push_back({a});
        accepted["bits"] = alts;
        accepted["labels"] = labels;
    }
    return {{"function", fn},         {"overload", overload},
            {"inputs", inputs},       {"reference", {value("return", out_type, {reference})}},
            {"accepted", {accepted}}, {"gpu", {{{"name", "return"}, {"bits", {gpu}}}}},
            {"verdict", verdict}};
}

json doc(std::vector<json> cases, const std::string& renderer = "test") {
    return {{"schema", "intrinsic-lab.vectors/1"},
            {"profile", {{"glsl", 450}, {"extensions", json::array()}}},
            {"device", {{"vendor", "v"}, {"renderer", renderer}, {"version", "4.5"}, {"platform", "p"}}},
            {"cases", cases}};
}

const char* kFma = "float fma(float a, float b, float c)";
json fma_inputs() {
    return {value("a", "float", {"0x3f800800"}), value("b", "float", {"0x3f800800"}),
            value("c", "float", {"0xbf800000"})};
}

json fma_case(const std::string& gpu, const std::string& verdict) {
    return result_case("fma", kFma, fma_inputs(), "float", "0x3a000400", gpu, verdict, {"0x3a000400", "0x3a000000"},
                       {"fused", "unfused"});
}

DiffReport diff_of(const json& a, const json& b) { return diff_results(a, "a.json", b, "b.json"); }

TEST(Diff, RoundingAtHalfFromAnyOfLabels) {
    json in = {value("v", "vec4", {"0x3efdfdfe", "0x00000000", "0x00000000", "0x00000000"})};
    auto pack = [&](const std::string& gpu) {
        return result_case("packUnorm4x8", "uint packUnorm4x8(vec4 v)", in, "uint", "0x0000007e", gpu, "match",
                           {"0x0000007e", "0x0000007f"}, {"x: 126 (down)", "x: 127 (up)"});
    };
    DiffReport r = diff_of(doc({pack("0x0000007e")}), doc({pack("0x0000007f")}));
    ASSERT_EQ(r.differences.size(), 1u);
    EXPECT_EQ(r.differences[0].kind, DiffKind::RoundingAtHalf);
    EXPECT_EQ(r.differences[0].components[0].a_label, "x: 126 (down)");
    EXPECT_EQ(r.differences[0].components[0].b_label, "x: 127 (up)");
}

TEST(Diff, FusedVersusUnfused) {
    DiffReport r = diff_of(doc({fma_case("0x3a000000", "accepted")}), doc({fma_case("0x3a000400", "match")}));
    ASSERT_EQ(r.differences.size(), 1u);
    EXPECT_EQ(r.differences[0].kind, DiffKind::FusedVsUnfused);
    EXPECT_EQ(r.differences[0].detail, "A: unfused; B: fused");
    EXPECT_EQ(r.differences[0].components[0].ulp, 1024u);
}

TEST(Diff, FlushedDenormalResult) {
    // 2^-70 * 2^-70 = 2^-140 is a float denormal: one driver kept it, the other flushed it to +0.
    json in = {value("a", "float", {"0x1c800000"}), value("b", "float", {"0x1c800000"}),
               value("c", "float", {"0x00000000"})};
    auto c = [&](const std::string& gpu, const std::string& verdict) {
        return result_case("fma", kFma, in, "float", "0x00000200", gpu, verdict);
    };
    DiffReport r = diff_of(doc({c("0x00000200", "match")}), doc({c("0x00000000", "accepted")}));
    ASSERT_EQ(r.differences.size(), 1u);
    EXPECT_EQ(r.differences[0].kind, DiffKind::DenormalFlushed);
}

TEST(Diff, FlushedDenormalInputFromLabels) {
    // NVIDIA's fma(1.4e-45, 2^100, 0): the result is normal, the label says the input was flushed.
    json in = {value("a", "float", {"0x00000001"}), value("b", "float", {"0x71800000"}),
               value("c", "float", {"0x00000000"})};
    auto c = [&](const std::string& gpu, const std::string& verdict) {
        return result_case("fma", kFma, in, "float", "0x27000000", gpu, verdict,
                           {"0x27000000", "0x27000000", "0x00000000"},
                           {"fused", "unfused", "fused, denormal inputs flushed"});
    };
    DiffReport r = diff_of(doc({c("0x27000000", "match")}), doc({c("0x00000000", "accepted")}));
    ASSERT_EQ(r.differences.size(), 1u);
    EXPECT_EQ(r.differences[0].kind, DiffKind::DenormalFlushed);
    EXPECT_EQ(r.differences[0].components[0].b_label, "fused, denormal inputs flushed");
}

TEST(Diff, NanPayloadOrSign) {
    json in = {value("a", "float", {"0x7fc12345"}), value("b", "float", {"0x3f800000"}),
               value("c", "float", {"0x00000000"})};
    auto c = [&](const std::string& gpu) { return result_case("fma", kFma, in, "float", "0x7fc00000", gpu, "match"); };
    DiffReport r = diff_of(doc({c("0x7fc12345")}), doc({c("0xffc00000")}));
    ASSERT_EQ(r.differences.size(), 1u);
    EXPECT_EQ(r.differences[0].kind, DiffKind::NanPayload);
}

struct Bucket {
    uint32_t delta;
    DiffKind kind;
};
// Readable test names for ctest: "…/5_ulp" rather than the parameter's bytes.
void PrintTo(const Bucket& b, std::ostream* os) { *os << b.delta << "_ulp"; }

class DiffUlp : public testing::TestWithParam<Bucket> {};

TEST_P(DiffUlp, BucketsByDistanceBetweenTheDrivers) {
    const Bucket& b = GetParam();
    json in = {value("x", "float", {"0x3fc00000"})};
    char other[16];
    std::snprintf(other, sizeof other, "0x%08x", 0x3f800000u + b.delta);
    auto c = [&](const std::string& gpu) {
        return result_case("exp2", "float exp2(float x)", in, "float", "0x3f800000", gpu, "accepted");
    };
    DiffReport r = diff_of(doc({c("0x3f800000")}), doc({c(other)}));
    ASSERT_EQ(r.differences.size(), 1u);
    EXPECT_EQ(r.differences[0].kind, b.kind) << b.delta;
    EXPECT_EQ(r.differences[0].components[0].ulp, b.delta);
}

INSTANTIATE_TEST_SUITE_P(Buckets, DiffUlp,
                         testing::Values(Bucket{1, DiffKind::Ulp1}, Bucket{2, DiffKind::Ulp2To4},
                                         Bucket{4, DiffKind::Ulp2To4}, Bucket{5, DiffKind::Ulp5To16},
                                         Bucket{16, DiffKind::Ulp5To16}, Bucket{17, DiffKind::UlpOver16},
                                         Bucket{1000, DiffKind::UlpOver16}));

TEST(Diff, VerdictChangedOutranksTheUlpBucket) {
    json in = {value("x", "float", {"0x3fc00000"})};
    DiffReport r = diff_of(
        doc({result_case("exp2", "float exp2(float x)", in, "float", "0x3f800000", "0x3f800002", "accepted")}),
        doc({result_case("exp2", "float exp2(float x)", in, "float", "0x3f800000", "0x3f800009", "violation")}));
    ASSERT_EQ(r.differences.size(), 1u);
    EXPECT_EQ(r.differences[0].kind, DiffKind::VerdictChanged);
    EXPECT_NE(r.differences[0].detail.find("violation"), std::string::npos) << r.differences[0].detail;
}

TEST(Diff, MatchesCasesByFunctionOverloadAndInputBits) {
    json other_in = {value("a", "float", {"0x3f800000"}), value("b", "float", {"0x3f800000"}),
                     value("c", "float", {"0x00000000"})};
    json same = result_case("fma", kFma, other_in, "float", "0x3f800000", "0x3f800000", "match");
    json only_a = result_case(
        "fma", kFma,
        {value("a", "float", {"0x40000000"}), value("b", "float", {"0x3f800000"}), value("c", "float", {"0x00000000"})},
        "float", "0x40000000", "0x40000000", "match");
    // B holds the same cases in another order, plus one A lacks.
    json only_b = result_case(
        "fma", kFma,
        {value("a", "float", {"0x40400000"}), value("b", "float", {"0x3f800000"}), value("c", "float", {"0x00000000"})},
        "float", "0x40400000", "0x40400000", "match");
    DiffReport r = diff_of(doc({fma_case("0x3a000000", "accepted"), same, only_a}),
                           doc({only_b, same, fma_case("0x3a000400", "match")}));
    EXPECT_EQ(r.matched, 2u);
    EXPECT_EQ(r.same, 1u);
    EXPECT_EQ(r.only_a, 1u);
    EXPECT_EQ(r.only_b, 1u);
    ASSERT_EQ(r.differences.size(), 1u);
    EXPECT_EQ(r.differences[0].a_index, 0u);
    EXPECT_EQ(r.differences[0].b_index, 2u);
}

TEST(Diff, JsonIsAVectorsDocumentWithTheDifferenceOnEachCase) {
    json a = doc({fma_case("0x3a000000", "accepted")});
    DiffReport r = diff_of(a, doc({fma_case("0x3a000400", "match")}));
    json j = diff_json(r, a);
    EXPECT_EQ(j["schema"], "intrinsic-lab.vectors/1");
    EXPECT_EQ(j["diff"]["differing"], 1);
    EXPECT_EQ(j["diff"]["groups"][0]["function"], "fma");
    EXPECT_EQ(j["diff"]["groups"][0]["kind"], "fused-vs-unfused");
    const json& d = j["cases"][0]["difference"];
    EXPECT_EQ(d["kind"], "fused-vs-unfused");
    EXPECT_EQ(d["components"][0]["a"], "0x3a000000");
    EXPECT_EQ(d["components"][0]["b"], "0x3a000400");
    EXPECT_EQ(j["cases"][0]["inputs"], fma_inputs());
}

TEST(Diff, BadFilesNameTheJsonPath) {
    json bad = doc({fma_case("0x3a000000", "accepted")});
    bad["cases"][0]["gpu"][0]["bits"][0] = "3a000000";
    try {
        diff_of(doc({}), bad);
        FAIL() << "no error";
    } catch (const DiffError& e) {
        EXPECT_NE(std::string(e.what()).find("b.json: $.cases[0].gpu[0].bits[0]"), std::string::npos) << e.what();
    }
    json no_cases = {{"schema", "intrinsic-lab.vectors/1"}};
    EXPECT_THROW(diff_of(no_cases, doc({})), DiffError);
}

// Through the binary: exit 0 for no difference, 1 for any, 2 for a bad file.
struct Outcome {
    int code = -1;
    std::string out;
};

Outcome run(const std::string& args) {
    std::string cmd = std::string(IL_BINARY) + " " + args + " 2>&1";
    Outcome r;
    FILE* p = popen(cmd.c_str(), "r");
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
    int status = pclose(p);
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

class DiffCli : public testing::Test {
protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() / ("il-diff-test-" + std::to_string(getpid()));
        std::filesystem::create_directories(dir_);
        write("a.json", doc({fma_case("0x3a000000", "accepted")}, "llvmpipe").dump(2));
        write("b.json", doc({fma_case("0x3a000400", "match")}, "NVIDIA").dump(2));
        write("bad.json", "{\"schema\": \"intrinsic-lab.vectors/1\", \"cases\": [{\"function\": 1}]}");
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    void write(const std::string& name, const std::string& text) { std::ofstream(dir_ / name) << text; }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    std::filesystem::path dir_;
};

TEST_F(DiffCli, ExitCodes) {
    Outcome same = run("diff " + path("a.json") + " " + path("a.json"));
    EXPECT_EQ(same.code, 0) << same.out;
    Outcome differ = run("diff " + path("a.json") + " " + path("b.json"));
    EXPECT_EQ(differ.code, 1) << differ.out;
    EXPECT_NE(differ.out.find("fused vs unfused fma"), std::string::npos) << differ.out;
    Outcome bad = run("diff " + path("a.json") + " " + path("bad.json"));
    EXPECT_EQ(bad.code, 2) << bad.out;
    EXPECT_NE(bad.out.find("bad.json: $.cases[0].function"), std::string::npos) << bad.out;
    Outcome missing = run("diff " + path("a.json"));
    EXPECT_EQ(missing.code, 2) << missing.out;
}

TEST_F(DiffCli, JsonOutput) {
    Outcome r = run("diff " + path("a.json") + " " + path("b.json") + " --json");
    ASSERT_EQ(r.code, 1) << r.out;
    json j = json::parse(r.out);
    EXPECT_EQ(j["diff"]["kinds"]["fused-vs-unfused"], 1);
    EXPECT_EQ(j["diff"]["b"]["device"]["renderer"], "NVIDIA");
}

}  // namespace
}  // namespace il
