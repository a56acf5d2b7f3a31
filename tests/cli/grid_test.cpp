// sweep --exhaustive on the structured grid of two- and three-input overloads (batch/grid_source.h): the grid's
// counts and cases worked out by hand from its definition, the same verdicts and bits as `run` of the same inputs,
// a run killed with SIGKILL that --resume finishes as one never interrupted, and bad uses exiting 2.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "batch/grid_source.h"
#include "catalog/catalog.h"
#include "child.h"
#include "child_files_test.h"
#include "cli_run.h"

namespace {

namespace fs = std::filesystem;
using il::Catalog;
using il::GridSource;
using il::Overload;
using il::test::Child;
using il::test::slurp;

const Overload& row(const char* declaration) {
    const Overload* o = Catalog::get().by_declaration(declaration);
    if (!o) throw std::runtime_error(std::string("no row ") + declaration);
    return *o;
}

std::vector<uint32_t> case_bits(const GridSource& g, uint64_t n) {
    std::vector<uint32_t> b;
    for (size_t a = 0; a < g.sets().size(); ++a) b.push_back(g.value(n, a));
    return b;
}

TEST(GridSourceTest, CountsWorkedByHand) {
    // float with two inputs: 2 signs x 256 exponents x 8 mantissas = 4,096; with three: 2 x 256 + 8 = 520;
    // int and uint: 0, the 93 - 1 nonzero values 2^k + d (k = 0..31, d = -1, 0, 1: 1 to 5 and three for each
    // k = 3..31) and their 92 negations, of which 2^31 - 1, 2^31 and 2^31 + 1 are already there: 182.
    const struct {
        const char* declaration;
        uint64_t cases;
        const char* text;
    } known[] = {
        {"float pow(float x, float y)", 16777216, "2 arguments × 4,096 values each = 16,777,216 cases"},
        {"float atan(float y, float x)", 16777216, "2 arguments × 4,096 values each = 16,777,216 cases"},
        {"float fma(float a, float b, float c)", 140608000, "3 arguments × 520 values each = 140,608,000 cases"},
        {"float ldexp(float x, int exp)", 745472, "float 4,096 × int 182 = 745,472 cases"},
        {"int min(int x, int y)", 33124, "2 arguments × 182 values each = 33,124 cases"},
        {"uint usubBorrow(uint x, uint y, out uint borrow)", 33124, "2 arguments × 182 values each = 33,124 cases"},
        {"int bitfieldExtract(int value, int offset, int bits)", 6028568,
         "3 arguments × 182 values each = 6,028,568 cases"},
    };
    for (const auto& k : known) {
        const GridSource g(row(k.declaration));
        EXPECT_EQ(g.cases(), k.cases) << k.declaration;
        EXPECT_EQ(g.size(), k.cases) << k.declaration;
        EXPECT_EQ(g.count_text(), k.text) << k.declaration;
    }
    EXPECT_EQ(il::grid_values(il::Scalar::Float, 2).size(), 4096u);
    EXPECT_EQ(il::grid_values(il::Scalar::Float, 3).size(), 520u);
    EXPECT_EQ(il::grid_values(il::Scalar::Int, 2).size(), 182u);
}

TEST(GridSourceTest, CasesByIndexWorkedByHand) {
    // Two floats: value v is sign v >> 11, exponent (v >> 3) & 0xff, mantissa number v & 7 of 0, 1, 0x2aaaaa,
    // 0x3fffff, 0x400000, 0x400001, 0x555555, 0x7fffff; case n is (value n / 4096, value n % 4096).
    const GridSource pow(row("float pow(float x, float y)"));
    using B = std::vector<uint32_t>;
    EXPECT_EQ(case_bits(pow, 0), (B{0x00000000, 0x00000000}));
    EXPECT_EQ(case_bits(pow, 1), (B{0x00000000, 0x00000001}));
    EXPECT_EQ(case_bits(pow, 2), (B{0x00000000, 0x002aaaaa}));
    EXPECT_EQ(case_bits(pow, 7), (B{0x00000000, 0x007fffff}));
    EXPECT_EQ(case_bits(pow, 8), (B{0x00000000, 0x00800000}));  // the smallest normal
    EXPECT_EQ(case_bits(pow, 9), (B{0x00000000, 0x00800001}));
    EXPECT_EQ(case_bits(pow, 2044), (B{0x00000000, 0x7fc00000}));  // 255 * 8 + 4: the quiet NaN
    EXPECT_EQ(case_bits(pow, 2048), (B{0x00000000, 0x80000000}));
    EXPECT_EQ(case_bits(pow, 4095), (B{0x00000000, 0xffffffff}));
    EXPECT_EQ(case_bits(pow, 4096), (B{0x00000001, 0x00000000}));
    EXPECT_EQ(case_bits(pow, 4162560), (B{0x3f800000, 0x40000000}));  // 1.0 is value 1016, 2.0 value 1024
    EXPECT_EQ(case_bits(pow, 2048 * 4096 + 2047), (B{0x80000000, 0x7fffffff}));
    EXPECT_EQ(case_bits(pow, 16777215), (B{0xffffffff, 0xffffffff}));

    // Three floats, 520 values: 0, 0x1, 0x7fffff, then 2^(e-127) for e = 1..254 at 3..256, 0x7f7fffff, +Inf,
    // qNaN (259), and the same with the sign set from 260.
    const GridSource fma(row("float fma(float a, float b, float c)"));
    EXPECT_EQ(case_bits(fma, 0), (B{0, 0, 0}));
    EXPECT_EQ(case_bits(fma, 1), (B{0, 0, 0x00000001}));
    EXPECT_EQ(case_bits(fma, 2), (B{0, 0, 0x007fffff}));
    EXPECT_EQ(case_bits(fma, 3), (B{0, 0, 0x00800000}));
    EXPECT_EQ(case_bits(fma, 257), (B{0, 0, 0x7f7fffff}));
    EXPECT_EQ(case_bits(fma, 259), (B{0, 0, 0x7fc00000}));
    EXPECT_EQ(case_bits(fma, 520), (B{0, 0x00000001, 0}));
    EXPECT_EQ(case_bits(fma, 270400), (B{0x00000001, 0, 0}));
    EXPECT_EQ(case_bits(fma, 34948940), (B{0x3f800000, 0x3f800000, 0x80000000}));  // 1.0 at 129, -0.0 at 260
    EXPECT_EQ(case_bits(fma, 140607999), (B{0xffc00000, 0xffc00000, 0xffc00000}));

    // Integers, 182 values in increasing order of their bits: 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, …, INT_MAX
    // at 90, INT_MIN at 91, …, 0xfffffffe, 0xffffffff at 181.
    const GridSource ldexp(row("float ldexp(float x, int exp)"));
    EXPECT_EQ(case_bits(ldexp, 5), (B{0, 5}));
    EXPECT_EQ(case_bits(ldexp, 6), (B{0, 7}));
    EXPECT_EQ(case_bits(ldexp, 11), (B{0, 17}));
    EXPECT_EQ(case_bits(ldexp, 181), (B{0, 0xffffffff}));
    EXPECT_EQ(case_bits(ldexp, 182), (B{0x00000001, 0}));
    EXPECT_EQ(case_bits(ldexp, 185093), (B{0x3f800000, 0xffffffff}));  // ldexp(1.0, -1)
    const GridSource min(row("int min(int x, int y)"));
    EXPECT_EQ(case_bits(min, 16652), (B{0x80000000, 0x7fffffff}));  // min(INT_MIN, INT_MAX)
    EXPECT_EQ(case_bits(min, 33123), (B{0xffffffff, 0xffffffff}));
}

TEST(GridSourceTest, ARangeAndEveryFillAgreeWithTheIndex) {
    const Overload& o = row("float fma(float a, float b, float c)");
    const GridSource whole(o);
    const uint64_t first = 270400 - 3;  // across the carries of both later arguments
    const GridSource part(o, first, first + 10);
    ASSERT_EQ(part.size(), 10u);
    std::vector<il::Value> in;
    for (const il::Param& p : o.inputs()) in.push_back(il::make_value(p.type));
    std::vector<uint64_t> bits(30);
    part.fill_bits(0, 10, bits.data());
    il::FlatLayout l;
    l.offset = {0, 4, 8};
    l.wide = {0, 0, 0};
    l.dense32 = true;
    std::vector<uint32_t> records(30);
    part.fill_records(0, 10, l, reinterpret_cast<uint8_t*>(records.data()), 12);
    for (uint64_t i = 0; i < 10; ++i) {
        part.fill(i, in.data());
        for (size_t a = 0; a < 3; ++a) {
            const uint32_t want = whole.value(first + i, a);
            EXPECT_EQ(in[a].bits[0], want) << i << " " << a;
            EXPECT_EQ(bits[i * 3 + a], want) << i << " " << a;
            EXPECT_EQ(records[i * 3 + a], want) << i << " " << a;
        }
    }
    EXPECT_EQ(records[3 * 3 + 0], 0x00000001u);  // case 270400: (0x1, 0, 0)
}

class Grid : public il::test::ChildFilesTest {
protected:
    Grid() : ChildFilesTest("il-grid-") {}
};

TEST_F(Grid, BadUsageExitsTwoNamingTheOption) {
    const std::pair<std::string, std::string> bad[] = {
        {"--exhaustive --function 'vec2 pow(vec2 x, vec2 y)'",
         "--exhaustive --function vec2 pow(vec2 x, vec2 y): 'vec2 pow(vec2 x, vec2 y)' has an input of 2 components; "
         "exhaustive mode takes one to three 32-bit scalar inputs (float, int or uint)"},
        {"--exhaustive --function 'double min(double x, double y)'",
         "'double min(double x, double y)' has a 64-bit input (double)"},
        {"--exhaustive --function 'float mix(float x, float y, bool a)'",
         "'float mix(float x, float y, bool a)' has a bool input"},
        {"--exhaustive --function 'float pow(float x, float y)' --range 0:0x1000001",
         "--range 0x00000000:0x01000001: HI is above the end of the grid of 'float pow(float x, float y)', 16,777,216 "
         "cases (0x00000000:0x01000000)"},
        {"--exhaustive --function exp2 --function 'int min(int x, int y)' --range 0x3f800000:0x3f800010",
         "HI is above the end of the grid of 'int min(int x, int y)', 33,124 cases"},
        {"--exhaustive --function min --resume j", "--resume: a checkpoint holds one overload"},
    };
    for (const auto& [args, message] : bad) {
        il::test::CliOutcome r = il::test::run_cli("sweep " + args + " --out " + path("out.json"));
        EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(message), std::string::npos) << args << "\n" << r.out;
        EXPECT_FALSE(fs::exists(path("out.json"))) << args;
        EXPECT_FALSE(fs::exists("j")) << args;
    }
}

TEST_F(Grid, TheCountComesFirstAndTheCasesAreTheGrids) {
    // Cases 0x3fa000 to 0x3fa010: x is value 0x3fa000 / 4096 = 1018 (exponent 127, mantissa 0x2aaaaa), y the
    // first 16 values: exponents 0 and 1 with each mantissa.
    const il::test::ChildResult s =
        run({"sweep", "--exhaustive", "--function", "float pow(float x, float y)", "--range", "0x3fa000:0x3fa010",
             "--keep", "all", "--out", path("pow.json")},
            "pow");
    ASSERT_LE(s.exit_code, 1) << slurp(path("pow.err"));
    const std::string err = slurp(path("pow.err"));
    EXPECT_EQ(err.rfind("exhaustive grid float pow(float x, float y): 2 arguments × 4,096 values each = 16,777,216 "
                        "cases; --range 0x003fa000:0x003fa010 sweeps 16 of them\n",
                        0),
              0u)
        << err;
    EXPECT_NE(err.find("grid float pow(float x, float y): at case 4169744  100.0%"), std::string::npos) << err;
    const nlohmann::json doc = nlohmann::json::parse(slurp(path("pow.json")));
    ASSERT_EQ(doc["cases"].size(), 16u);
    const char* y[] = {"0x00000000", "0x00000001", "0x002aaaaa", "0x003fffff", "0x00400000", "0x00400001",
                       "0x00555555", "0x007fffff", "0x00800000", "0x00800001", "0x00aaaaaa", "0x00bfffff",
                       "0x00c00000", "0x00c00001", "0x00d55555", "0x00ffffff"};
    for (size_t i = 0; i < 16; ++i) {
        EXPECT_EQ(doc["cases"][i]["inputs"][0]["bits"][0], "0x3faaaaaa") << i;
        EXPECT_EQ(doc["cases"][i]["inputs"][1]["bits"][0], y[i]) << i;
    }
    const nlohmann::json grids = doc["sweep"]["exhaustive"]["grids"];
    ASSERT_EQ(grids.size(), 1u);
    EXPECT_EQ(grids[0]["overload"], "float pow(float x, float y)");
    EXPECT_EQ(grids[0]["values"], nlohmann::json::array({4096, 4096}));
    EXPECT_EQ(grids[0]["range"], "0x003fa000:0x003fa010");
    EXPECT_EQ(grids[0]["cases"], 16);
    EXPECT_FALSE(doc["sweep"]["exhaustive"].contains("range"));
}

TEST_F(Grid, AKilledGridRunResumesToTheSameResults) {
    // The first 2^23 cases of the grid of float mod, every case through the full path on one worker (about nine
    // seconds here, so that the kill comes between the first commit and the end, as commits are at most one a
    // second; the bulk judge settles them in about a second), keeping the undefined cases (a zero or NaN y, …)
    // that every x has.
    const std::vector<std::string> args = {"sweep",   "--exhaustive", "--function", "float mod(float x, float y)",
                                           "--range", "0:0x800000",   "--keep",     "differences",
                                           "--threads", "1",           "--full-path"};
    auto with = [&](std::vector<std::string> more) {
        std::vector<std::string> a = args;
        a.insert(a.end(), more.begin(), more.end());
        return a;
    };
    const il::test::ChildResult whole = run(with({"--out", path("whole.json")}), "whole");
    ASSERT_EQ(whole.exit_code, 0) << slurp(path("whole.err"));
    const std::string journal = path("mod.ckpt"), out = path("resumed.json");
    {
        Child c(with({"--resume", journal, "--out", out}), path("killed.out"), path("killed.err"));
        il::test::CommitWatch watch(journal);
        ASSERT_TRUE(c.wait_until([&] { return watch.any(); }, std::chrono::seconds(120))) << slurp(path("killed.err"));
        c.signal(SIGKILL);
        EXPECT_EQ(c.wait().signal, SIGKILL) << "it ended before the kill";
    }
    EXPECT_FALSE(fs::exists(out));
    const il::test::ChildResult resumed = run(with({"--resume", journal, "--out", out}), "resumed");
    ASSERT_EQ(resumed.exit_code, 0) << slurp(path("resumed.err"));
    const std::string note = slurp(path("resumed.err"));
    EXPECT_NE(note.find("resuming float mod(float x, float y) from " + journal + ": "), std::string::npos) << note;
    EXPECT_EQ(note.find(": 0 of 8388608 cases done"), std::string::npos) << note;
    const nlohmann::json a = nlohmann::json::parse(slurp(path("whole.json"))), b = nlohmann::json::parse(slurp(out));
    EXPECT_GT(a["cases"].size(), 1000u);
    EXPECT_TRUE(a["cases"] == b["cases"]) << a["cases"].size() << " cases against " << b["cases"].size();
    EXPECT_EQ(a["summary"], b["summary"]);
    // A journal of another overload's grid is refused and left as it was.
    const std::string before = slurp(journal);
    il::test::CliOutcome r = il::test::run_cli("sweep --exhaustive --function 'float pow(float x, float y)' --range "
                                               "0:0x100000 --keep differences --resume " + journal + " --out " +
                                               path("pow.json"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("--resume " + journal + ": was made by another run"), std::string::npos) << r.out;
    EXPECT_EQ(slurp(journal), before);
}

// The peak resident memory of the binary run with `args`, measured by a python3 parent of its own: the peak that
// wait4 gives for a child of this process counts the memory this process had when it started the child, and by
// now this process has held large documents.
long peak_rss_kb(const std::vector<std::string>& args, const std::string& dir) {
    const std::string script = dir + "/peak.py", rss = dir + "/peak.txt";
    std::ofstream(script) << "import os, sys\n"
                             "pid = os.fork()\n"
                             "if pid == 0:\n"
                             "    os.execv(sys.argv[2], sys.argv[2:])\n"
                             "_, status, ru = os.wait4(pid, 0)\n"
                             "open(sys.argv[1], 'w').write(str(ru.ru_maxrss))\n";
    std::string cmd = "python3 " + script + " " + rss + " " + IL_BINARY;
    for (const std::string& a : args) cmd += " '" + a + "'";
    if (std::system((cmd + " > /dev/null 2>&1").c_str()) == -1) return -1;
    return std::stol("0" + slurp(rss));
}

TEST_F(Grid, MemoryStaysFlat) {
    // The whole grid of float min, 16,777,216 cases, in the memory of a short run.
    const long kb = peak_rss_kb({"sweep", "--exhaustive", "--function", "float min(float x, float y)", "--keep",
                                 "violations", "--out", path("min.json")},
                                dir_.string());
    EXPECT_GT(kb, 0);
    EXPECT_LT(kb, 256 * 1024);
    EXPECT_EQ(nlohmann::json::parse(slurp(path("min.json")))["summary"][0]["cases"], 16777216);
}

// The grid's sets written out again from their definitions, for inputs made apart from the code under test.
std::vector<uint32_t> floats_of_two() {
    std::vector<uint32_t> v;
    for (uint32_t s = 0; s < 2; ++s)
        for (uint32_t e = 0; e < 256; ++e)
            for (uint32_t m : {0x000000u, 0x000001u, 0x2aaaaau, 0x3fffffu, 0x400000u, 0x400001u, 0x555555u, 0x7fffffu})
                v.push_back(s << 31 | e << 23 | m);
    return v;
}

std::vector<uint32_t> integers() {
    std::set<uint32_t> s = {0};
    for (uint32_t k = 0; k < 32; ++k)
        for (int64_t d = -1; d <= 1; ++d) {
            const uint32_t x = static_cast<uint32_t>((int64_t{1} << k) + d);
            s.insert(x);
            s.insert(0u - x);
        }
    return {s.begin(), s.end()};
}

nlohmann::json cases_of(const std::string& file) { return nlohmann::json::parse(slurp(file))["cases"]; }

TEST_F(Grid, GivesTheVerdictsAndBitsOfRunOnTheSameInputs) {
    struct Row {
        const char *function, *declaration, *range;
        std::vector<const char*> types;
        std::vector<std::vector<uint32_t>> sets;
        uint64_t first, end;
    };
    const std::vector<uint32_t> f2 = floats_of_two(), ints = integers();
    const Row rows[] = {
        {"min", "int min(int x, int y)", nullptr, {"int", "int"}, {ints, ints}, 0, 182 * 182},
        {"pow", "float pow(float x, float y)", "0x3fa000:0x3fb000", {"float", "float"}, {f2, f2}, 0x3fa000, 0x3fb000},
        {"ldexp", "float ldexp(float x, int exp)", "0x22c00:0x235b6", {"float", "int"}, {f2, ints}, 0x22c00,
         0x235b6},
    };
    for (const Row& r : rows) {
        nlohmann::json doc = {{"schema", "intrinsic-lab.vectors/1"}, {"cases", nlohmann::json::array()}};
        char bits[16];
        for (uint64_t n = r.first; n < r.end; ++n) {
            const uint64_t y = n % r.sets[1].size(), x = n / r.sets[1].size();
            nlohmann::json inputs = nlohmann::json::array();
            for (int a = 0; a < 2; ++a) {
                std::snprintf(bits, sizeof bits, "0x%08x", a ? r.sets[1][y] : r.sets[0][x]);
                inputs.push_back({{"type", r.types[a]}, {"bits", {bits}}});
            }
            doc["cases"].push_back({{"function", r.function}, {"overload", r.declaration}, {"inputs", inputs}});
        }
        std::ofstream(path("inputs.json")) << doc.dump();
        std::vector<std::string> args = {"sweep", "--exhaustive", "--function", r.declaration, "--keep", "all",
                                         "--out", path("sweep.json")};
        if (r.range) args.insert(args.end(), {"--range", r.range});
        const il::test::ChildResult s = run(args, "sweep");
        ASSERT_LE(s.exit_code, 1) << slurp(path("sweep.err"));
        const il::test::ChildResult p = run({"run", path("inputs.json"), "--out", path("run.json")}, "run");
        ASSERT_EQ(p.exit_code, s.exit_code) << slurp(path("run.err"));
        const nlohmann::json a = cases_of(path("sweep.json")), b = cases_of(path("run.json"));
        ASSERT_EQ(a.size(), r.end - r.first) << r.declaration;
        ASSERT_EQ(b.size(), a.size());
        size_t differ = 0;
        for (size_t i = 0; i < a.size(); ++i) differ += a[i] != b[i];  // inputs, reference, rule, GPU bits, verdict
        EXPECT_EQ(differ, 0u) << r.declaration;
    }
}

}  // namespace
