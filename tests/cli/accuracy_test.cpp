// accuracy: bad options, the same counts as a plain sweep --exhaustive of the same inputs, known answers on
// llvmpipe, a strided sample, and the HTML page.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "child.h"
#include "cli_run.h"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

class Accuracy : public testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("il-accuracy-" + std::to_string(::getpid()) + "-" +
                                            testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    // accuracy ARGS --out FILE, its document (the exit code checked: 0, or 1 with violations).
    json accuracy(const std::string& args) {
        const il::test::CliOutcome r = il::test::run_cli("accuracy " + args + " --out " + path("acc.json"));
        EXPECT_TRUE(r.code == 0 || r.code == 1) << args << "\n" << r.out;
        return json::parse(il::test::slurp(path("acc.json")));
    }
    fs::path dir_;
};

const json& function(const json& doc, const std::string& name) {
    for (const json& f : doc["functions"])
        if (f["function"] == name) return f;
    throw std::runtime_error("no function " + name);
}

uint64_t histogram_sum(const json& f) {
    uint64_t n = 0;
    for (const auto& [bin, count] : f["ulp_histogram"].items()) n += count.get<uint64_t>();
    return n;
}

TEST_F(Accuracy, BadOptionsExitTwoNamingTheOption) {
    const std::pair<std::string, std::string> bad[] = {
        {"--stride 3", "--stride 3: expected a power of two"},
        {"--stride 0", "--stride 0: expected a whole number from 1 to 2147483648"},
        {"--stride 0x10", "--stride 0x10: expected a whole number"},
        {"--function nosuch", "--function nosuch"},
        {"--function 'float atan(float y, float x)'",
         "--function float atan(float y, float x): 'float atan(float y, float x)' has 2 inputs"},
        {"--function usubBorrow", "--function usubBorrow: 'uint usubBorrow(uint x, uint y, out uint borrow)' has 2 inputs"},
        {"--function 'vec2 sin(vec2 angle)'", "has an input of 2 components"},
        {"--range 0x10:0x5", "--range 0x10:0x5: LO must be below HI"},
        {"--random 5", "unknown option '--random'"},
        {"--seconds-per-function 0", "--seconds-per-function 0: expected a number of seconds above 0"},
        {"--seconds-per-function -3", "--seconds-per-function -3: expected a number of seconds above 0"},
        {"--seconds-per-function 2s", "--seconds-per-function 2s: expected a number of seconds above 0"},
        {"--seconds-per-function nan", "--seconds-per-function nan: expected a number of seconds above 0"},
        {"extra", "accuracy takes no positional arguments, got 'extra'"},
    };
    for (const auto& [args, message] : bad) {
        const il::test::CliOutcome r = il::test::run_cli("accuracy " + args + " --out " + path("acc.json"));
        EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(message), std::string::npos) << args << "\n" << r.out;
        EXPECT_FALSE(fs::exists(path("acc.json"))) << args;
    }
}

// The table's counts are a plain exhaustive sweep's over the same inputs: verdicts and max ULP, per function.
TEST_F(Accuracy, CountsEqualAPlainExhaustiveSweep) {
    const std::string range = "0x3f800000:0x3f810000";
    const json doc = accuracy("--function exp2 --function sin --function 'float log(float x)' --range " + range);
    ASSERT_EQ(doc["functions"].size(), 3u);
    EXPECT_EQ(doc["sweep"]["cases_per_function"], 0x10000);
    EXPECT_EQ(doc["sweep"]["sampled"], false);
    for (const char* decl : {"float exp2(float x)", "float sin(float angle)", "float log(float x)"}) {
        const il::test::CliOutcome r = il::test::run_cli("sweep --exhaustive --function '" + std::string(decl) +
                                                         "' --range " + range + " --keep violations --out " +
                                                         path("sweep.json"));
        ASSERT_TRUE(r.code == 0 || r.code == 1) << r.out;
        const json sweep = json::parse(il::test::slurp(path("sweep.json")));
        const json& s = sweep["summary"][0];
        const json* f = nullptr;
        for (const json& x : doc["functions"])
            if (x["overload"] == decl) f = &x;
        ASSERT_TRUE(f) << decl;
        EXPECT_EQ((*f)["cases"], s["cases"]) << decl;
        for (const char* v : {"match", "accepted", "violation", "undefined"})
            EXPECT_EQ((*f)["verdicts"][v], s["verdicts"].value(v, 0)) << decl << " " << v;
        EXPECT_EQ((*f)["max_ulp"], s["max_ulp"]) << decl;
        EXPECT_EQ(histogram_sum(*f), (*f)["cases"].get<uint64_t>()) << decl;
        // One bin of 2^23 patterns holds the whole range.
        ASSERT_EQ((*f)["bins"].size(), 1u) << decl;
        EXPECT_EQ((*f)["bins"][0]["first"], "0x3f800000") << decl;
        EXPECT_EQ((*f)["bins"][0]["max_ulp"], (*f)["max_ulp"]) << decl;
    }
}

// abs and floor are exact everywhere; sqrt of [0.5, 4) on llvmpipe is its IEEE sqrt, correctly rounded (the spec
// only requires its inherited bound, but llvmpipe's answer is the correctly rounded one: max 0 ULP here).
TEST_F(Accuracy, ExactFunctionsHaveNoErrorOnLlvmpipe) {
    const json doc = accuracy("--function 'float abs(float x)' --function 'float floor(float x)' --function sqrt "
                              "--range 0x3f000000:0x40800000 --stride 64");
    for (const char* name : {"abs", "floor", "sqrt"}) {
        const json& f = function(doc, name);
        EXPECT_EQ(f["cases"], (0x40800000 - 0x3f000000) / 64) << name;
        EXPECT_EQ(f["max_ulp"], 0) << name;
        EXPECT_TRUE(f["max_ulp_input"].is_null()) << name;
        EXPECT_EQ(f["verdicts"]["violation"], 0) << name;
        EXPECT_TRUE(f["violations"].empty()) << name;
        EXPECT_EQ(f["ulp_histogram"]["0"], f["cases"]) << name;
        EXPECT_EQ(f["bins"].size(), 3u) << name << ": [0.5, 1), [1, 2), [2, 4)";
    }
    EXPECT_EQ(doc["sweep"]["sampled"], true);
    EXPECT_EQ(doc["sweep"]["stride"], 64);
}

// --seconds-per-function: each function's stride is the least power of two (from --stride) whose sweep fits the
// time at the function's probed rate. A generous budget runs every pattern of the range; one far too short for
// even the probe's rate takes the largest stride, 2^31, which leaves one pattern of the range. Each function's cases
// are its own stride's, and max_ulp_input is a pattern of its own sample.
TEST_F(Accuracy, SecondsPerFunctionChoosesEachFunctionsStride) {
    const json all = accuracy("--function exp2 --function 'float abs(float x)' --range 0x3f800000:0x3f810000 "
                              "--seconds-per-function 100000");
    for (const char* name : {"exp2", "abs"}) {
        EXPECT_EQ(function(all, name)["stride"], 1) << name;
        EXPECT_EQ(function(all, name)["sampled"], false) << name;
        EXPECT_EQ(function(all, name)["cases"], 0x10000) << name;
    }
    EXPECT_EQ(all["sweep"]["sampled"], false);
    EXPECT_EQ(all["sweep"]["seconds_per_function"], 100000.0);
    const json few = accuracy("--function exp2 --range 0x3f800000:0x3f810000 --stride 4 --seconds-per-function 1e-9");
    const json& f = function(few, "exp2");
    EXPECT_EQ(f["stride"], uint64_t{1} << 31);
    EXPECT_EQ(f["sampled"], true);
    EXPECT_EQ(f["cases"], 1) << "only 0x3f800000 of the range";
    EXPECT_EQ(few["sweep"]["stride"], 4) << "the least stride a function may take";
    EXPECT_EQ(few["sweep"]["sampled"], true);
    // The text table gives each function's stride.
    const il::test::CliOutcome r = il::test::run_cli(
        "accuracy --function exp2 --range 0x3f800000:0x3f800100 --stride 2 --seconds-per-function 100000");
    EXPECT_NE(r.out.find("stride chosen for 100000 s"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("every"), std::string::npos) << r.out;
    // The whole run's share and ETA count functions, each given its seconds: after the first of two, half the run is
    // done and one function's 100000 s (27h46m) are left; after the second, none.
    const il::test::CliOutcome two = il::test::run_cli(
        "accuracy --function exp2 --function 'float abs(float x)' --range 0x3f800000:0x3f800100 "
        "--seconds-per-function 100000");
    EXPECT_NE(two.out.find("took 0s; all  50.0% ETA 27h46m"), std::string::npos) << two.out;
    EXPECT_NE(two.out.find("; all 100.0% ETA 0s"), std::string::npos) << two.out;
}

// Denormal inputs: each one counted once, and what the GPU did with it named; a range of only normal inputs has
// none. exp2 over a range whose results are denormal counts each of them.
TEST_F(Accuracy, DenormalInputsAndResultsAreCounted) {
    const json doc = accuracy("--function 'float abs(float x)' --range 0x00000000:0x00001000");
    const json& in = function(doc, "abs")["denormals"]["inputs"];
    EXPECT_EQ(in["flushed"].get<uint64_t>() + in["kept"].get<uint64_t>() + in["same"].get<uint64_t>() +
                  in["other"].get<uint64_t>(),
              0xfffu)
        << in;  // every pattern but +0
    EXPECT_EQ(in["same"], 0) << "abs(±0) = +0 differs from abs of a denormal";
    EXPECT_NE(in["handling"], "none");
    const json low = accuracy("--function exp2 --range 0xc3000000:0xc3001000");
    const json& res = function(low, "exp2")["denormals"]["results"];
    EXPECT_EQ(res["flushed"].get<uint64_t>() + res["kept"].get<uint64_t>() + res["other"].get<uint64_t>(), 0x1000u)
        << "2^x for x from -128 down: denormal";
    EXPECT_EQ(function(low, "exp2")["denormals"]["inputs"]["handling"], "none");
}

TEST_F(Accuracy, HtmlPageIsSelfContainedWithAPlotPerSign) {
    const il::test::CliOutcome r = il::test::run_cli(
        "accuracy --function exp2 --range 0x3f000000:0xbf810000 --stride 65536 --html " + path("acc.html"));
    ASSERT_TRUE(r.code == 0 || r.code == 1) << r.out;
    const std::string html = il::test::slurp(path("acc.html"));
    EXPECT_NE(html.find("float exp2(float x)"), std::string::npos);
    EXPECT_NE(html.find("negative inputs"), std::string::npos);
    EXPECT_NE(html.find("positive inputs"), std::string::npos);
    EXPECT_NE(html.find("exp2f"), std::string::npos) << "the CUDA bound beside GLSL's";
    for (const char* external : {"http:", "https:", "src=", "href=", "<script"})
        EXPECT_EQ(html.find(external), std::string::npos) << external;
    // The text table: a line per function, the sample stated.
    EXPECT_NE(r.out.find("sampled: every 65536-th pattern"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("exp2 "), std::string::npos) << r.out;
}

}  // namespace
