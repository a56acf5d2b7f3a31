// Streamed diff (two files, and N files against the first) and .json.gz files: hand-made result files
// with known answers, compared with the in-memory diff where both apply.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "report/diff.h"
#include "report/diff_stream.h"
#include "vectors/json_format.h"
#include "vectors/json_read.h"
#include "vectors/vectors_json.h"
#include "vectors/vectors_reader.h"

namespace il {
namespace {

using nlohmann::json;

json value(const std::string& name, const std::string& type, std::vector<std::string> bits) {
    return {{"name", name}, {"type", type}, {"bits", bits}};
}

const char* kFma = "float fma(float a, float b, float c)";

// fma(1 + 2^-12, 1 + 2^-12, -1 + c_bits): fused 0x3a000400 or unfused 0x3a000000, as in diff_test.
json fma_case(const std::string& c_bits, const std::string& gpu) {
    json accepted = {{"name", "return"}, {"rule", "any-of"}, {"bits", {{"0x3a000400"}, {"0x3a000000"}}},
                     {"labels", {"fused", "unfused"}}};
    return {{"function", "fma"},
            {"overload", kFma},
            {"inputs", {value("a", "float", {"0x3f800800"}), value("b", "float", {"0x3f800800"}),
                        value("c", "float", {c_bits})}},
            {"reference", {value("return", "float", {"0x3a000400"})}},
            {"accepted", {accepted}},
            {"gpu", {{{"name", "return"}, {"bits", {gpu}}}}},
            {"verdict", "accepted"}};
}

json sqrt_case(const std::string& x, const std::string& gpu) {
    return {{"function", "sqrt"},
            {"overload", "float sqrt(float x)"},
            {"inputs", {value("x", "float", {x})}},
            {"reference", {value("return", "float", {"0x7fc00000"})}},
            {"gpu", {{{"name", "return"}, {"bits", {gpu}}}}},
            {"verdict", "undefined"}};
}

json doc(std::vector<json> cases, const std::string& driver) {
    return {{"schema", "intrinsic-lab.vectors/1"},
            {"profile", {{"glsl", 450}, {"extensions", json::array()}}},
            {"device", {{"renderer", driver}, {"version", "4.5"}, {"driver", driver}, {"forced", false}}},
            {"cases", cases}};
}

class DiffStream : public testing::Test {
protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() / ("il-diff-stream-" + std::to_string(getpid()));
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    // Written as intrinsic-lab writes files: X.json.gz is gzip.
    std::string write(const std::string& name, const json& d) {
        std::string p = (dir_ / name).string();
        // In the order intrinsic-lab writes (format_json: schema, profile and device before the cases), which the
        // streamed diff needs to name the device in its JSON head while the cases are still coming.
        EXPECT_EQ(write_file_atomic(p, format_json(d)), "");
        return p;
    }
    std::filesystem::path dir_;
};

TEST_F(DiffStream, TwoFilesInDifferentOrdersPairAsTheInMemoryDiffDoes) {
    // A: fused-vs-unfused at c = -1, the same at c = -2, a case only A has; B in another order, gzip'd.
    json a = doc({fma_case("0xbf800000", "0x3a000000"), fma_case("0xc0000000", "0x3a000400"),
                  fma_case("0xc0400000", "0x3a000400")},
                 "llvmpipe");
    json b = doc({fma_case("0xc0000000", "0x3a000400"), sqrt_case("0xbf800000", "0x7fc00000"),
                  fma_case("0xbf800000", "0x3a000400")},
                 "zink");
    DiffReport streamed = diff_files(write("a.json", a), write("b.json.gz", b));
    DiffReport whole = diff_results(a, "a.json", b, "b.json");
    EXPECT_EQ(streamed.matched, 2u);
    EXPECT_EQ(streamed.differing, 1u);
    EXPECT_EQ(streamed.same, 1u);
    EXPECT_EQ(streamed.only_a, 1u);
    EXPECT_EQ(streamed.only_b, 1u);
    EXPECT_EQ(streamed.matched, whole.matched);
    EXPECT_EQ(streamed.group_counts, whole.group_counts);
    ASSERT_EQ(streamed.differences.size(), 1u);
    EXPECT_EQ(streamed.differences[0].kind, DiffKind::FusedVsUnfused);
    EXPECT_EQ(streamed.differences[0].a_index, 0u);
    EXPECT_EQ(streamed.differences[0].b_index, 2u);
    EXPECT_EQ(streamed.b.device["driver"], "zink");
    EXPECT_EQ(streamed.b.cases, 3u);
}

TEST_F(DiffStream, KeepsOnlyTheFirstCasesOfEachGroupButCountsThemAll) {
    std::vector<json> as, bs;
    for (int i = 0; i < 30; ++i) {
        char c[16];
        std::snprintf(c, sizeof c, "0x%08x", 0xbf800000u + static_cast<unsigned>(i) * 0x100u);
        as.push_back(fma_case(c, "0x3a000000"));
        bs.push_back(fma_case(c, "0x3a000400"));
    }
    StreamDiffOptions o;
    o.samples_per_group = 20;
    DiffReport r = diff_files(write("a.json.gz", doc(as, "llvmpipe")), write("b.json", doc(bs, "nvidia")), o);
    EXPECT_EQ(r.differing, 30u);
    EXPECT_EQ(r.differences.size(), 20u);
    EXPECT_EQ((r.group_counts[{"fma", DiffKind::FusedVsUnfused}]), 30u);
    std::string table = diff_table(r);
    EXPECT_NE(table.find("fma                 fused vs unfused fma           30"), std::string::npos) << table;
    EXPECT_NE(table.find("... 10 more"), std::string::npos) << table;
}

// Files of one sweep share most case texts byte for byte, which the second reader compares with the first's
// (2048 cases a batch): differences in every batch, and a case whose text differs but not its GPU bits, are found
// and counted as the in-memory diff counts them.
TEST_F(DiffStream, ThousandsOfCasesInTheSameOrderAreComparedOneByOne) {
    std::vector<json> as, bs;
    for (unsigned i = 0; i < 5000; ++i) {
        char c[16];
        std::snprintf(c, sizeof c, "0x%08x", 0xbf800000u + i * 0x100u);
        as.push_back(fma_case(c, "0x3a000400"));
        bool differ = i == 5 || i == 2100 || i == 4500;
        bs.push_back(fma_case(c, differ ? "0x3a000000" : "0x3a000400"));
    }
    bs[3000]["verdict"] = "match";  // another text, the same GPU bits
    json a = doc(as, "llvmpipe"), b = doc(bs, "zink");
    DiffReport r = diff_files(write("a.json", a), write("b.json", b));
    DiffReport whole = diff_results(a, "a.json", b, "b.json");
    EXPECT_EQ(r.matched, 5000u);
    EXPECT_EQ(r.same, 4997u);
    EXPECT_EQ(r.differing, 3u);
    EXPECT_EQ(r.only_a + r.only_b, 0u);
    EXPECT_EQ(r.group_counts, whole.group_counts);
    ASSERT_EQ(r.differences.size(), 3u);
    EXPECT_EQ(r.differences[0].a_index, 5u);
    EXPECT_EQ(r.differences[1].a_index, 2100u);
    EXPECT_EQ(r.differences[2].b_index, 4500u);
    EXPECT_EQ(r.differences[2].kind, DiffKind::FusedVsUnfused);
}

// Three files of one sweep, where only the third differs, at known cases in several batches of 2048 (A's reader
// only measures its cases, B's and C's compare their bytes with A's): one of them fused, one a NaN with another
// payload, one whose text differs but not its GPU bits; and a case without GPU bits in all three.
TEST_F(DiffStream, ThreeFilesWhereOnlyTheThirdDiffersAtKnownCases) {
    std::vector<json> cases;
    for (unsigned i = 0; i < 7000; ++i) {
        char c[16];
        std::snprintf(c, sizeof c, "0x%08x", 0xbf800000u + i * 0x100u);
        cases.push_back(i == 4000 ? sqrt_case("0xbf800000", "0x7fc00000") : fma_case(c, "0x3a000400"));
    }
    cases[6500].erase("gpu");
    json a = doc(cases, "llvmpipe"), b = doc(cases, "zink"), c = doc(cases, "softpipe");
    c["cases"][100]["gpu"][0]["bits"][0] = "0x3a000000";   // batch 0
    c["cases"][3000]["verdict"] = "match";                 // batch 1: another text, the same bits
    c["cases"][4000]["gpu"][0]["bits"][0] = "0x7fc00001";  // batch 1: another NaN payload
    c["cases"][6200]["gpu"][0]["bits"][0] = "0x3a000000";  // batch 3
    NwayReport r = diff_files_nway({write("a.json", a), write("b.json.gz", b), write("c.json", c)});
    EXPECT_EQ(r.in_all, 7000u);
    EXPECT_EQ(r.differing, 3u);
    EXPECT_EQ(r.without_gpu, 1u);
    EXPECT_EQ(r.same, 6996u);
    EXPECT_EQ((r.groups[{"fma", DiffKind::FusedVsUnfused}]), (std::vector<size_t>{0, 0, 2}));
    EXPECT_EQ((r.groups[{"sqrt", DiffKind::NanPayload}]), (std::vector<size_t>{0, 0, 1}));
    EXPECT_EQ(r.groups.size(), 2u);
    ASSERT_EQ((r.samples[{"fma", DiffKind::FusedVsUnfused}].size()), 2u);
    EXPECT_EQ((r.samples[{"fma", DiffKind::FusedVsUnfused}][0].index), (std::vector<size_t>{100, 100, 100}));
    EXPECT_EQ((r.samples[{"fma", DiffKind::FusedVsUnfused}][1].index), (std::vector<size_t>{6200, 6200, 6200}));
    // The same two files give the two-way report: C against A.
    DiffReport two = diff_files(write("a2.json", a), write("c2.json", c));
    EXPECT_EQ(two.differing, 3u);
    EXPECT_EQ(two.same, 6996u);
    EXPECT_EQ(two.without_gpu, 1u);
    EXPECT_EQ((two.group_counts[{"sqrt", DiffKind::NanPayload}]), 1u);
}

// A case is read in full only where some file's bytes differ from another's: a bad case whose partner differs is
// refused with its file and place, in the first file (whose reader only measured it) and in another (whose reader
// compared it), also text that is not JSON; a bad case
// with the same bytes in both files is not read (both files say the same of it).
TEST_F(DiffStream, ABadCaseIsReadWhereTheFilesDiffer) {
    std::vector<json> cases;
    for (unsigned i = 0; i < 3000; ++i) {
        char c[16];
        std::snprintf(c, sizeof c, "0x%08x", 0xbf800000u + i * 0x100u);
        cases.push_back(fma_case(c, "0x3a000400"));
    }
    json good = doc(cases, "llvmpipe");
    json zink = doc(cases, "zink");
    zink["cases"][2500]["verdict"] = "cut-here";
    const std::string good_path = write("good.json", good);
    auto error_of = [&](const std::string& a, const std::string& b) -> std::string {
        try {
            diff_files(a, b);
        } catch (const DiffError& e) {
            return e.what();
        }
        return "";
    };
    json bad = good;
    bad["cases"][100]["gpu"][0]["bits"][0] = "0x1z";  // A's reader finds where case 100 ends, no more
    const std::string bad_path = write("bad.json", bad);
    EXPECT_NE(error_of(bad_path, good_path).find(bad_path + ": $.cases[100].gpu[0].bits[0]"), std::string::npos)
        << error_of(bad_path, good_path);
    // Case 2500 not JSON, in B (its reader compares it with A's, which differs) and in A (read only by the join):
    // nlohmann's parser names its line either way.
    std::string text = format_json(zink);
    const std::string cut = "\"cut-here\"";
    const size_t at = text.find(cut);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, cut.size(), "cut");
    const std::string broken = (dir_ / "broken.json").string();
    std::ofstream(broken) << text;
    const std::string line = std::to_string(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n') + 1);
    for (const std::string& e : {error_of(good_path, broken), error_of(broken, good_path)}) {
        EXPECT_EQ(e.rfind(broken + ":" + line + ":", 0), 0u) << e;
        EXPECT_NE(e.find(": not valid JSON"), std::string::npos) << e;
    }
    // The same bad case in both files, at the same place: the same bytes, not read.
    DiffReport same = diff_files(bad_path, write("bad2.json", bad));
    EXPECT_EQ(same.matched, 3000u);
    EXPECT_EQ(same.same, 3000u);
}

TEST_F(DiffStream, JsonOutputIsOneDocumentWithEveryDifferingCase) {
    std::string out = (dir_ / "out.json").string();
    FILE* f = std::fopen(out.c_str(), "w");
    StreamDiffOptions o;
    o.json_out = f;
    o.samples_per_group = 0;
    diff_files(write("a.json", doc({fma_case("0xbf800000", "0x3a000000")}, "llvmpipe")),
               write("b.json", doc({fma_case("0xbf800000", "0x3a000400")}, "nvidia")), o);
    std::fclose(f);
    json j = json::parse(read_json_file(out));
    ASSERT_EQ(j["cases"].size(), 1u);
    EXPECT_EQ(j["cases"][0]["difference"]["kind"], "fused-vs-unfused");
    EXPECT_EQ(j["diff"]["differing"], 1);
    EXPECT_EQ(j["device"]["driver"], "llvmpipe");
}

TEST_F(DiffStream, ThreeFilesOneTableAgainstTheFirst) {
    // B fuses fma where A and C do not; C's sqrt(-1) NaN has another payload.
    std::string a = write("a.json", doc({fma_case("0xbf800000", "0x3a000000"), sqrt_case("0xbf800000", "0x7fc00000")},
                                        "llvmpipe"));
    std::string b = write("b.json.gz", doc({fma_case("0xbf800000", "0x3a000400"), sqrt_case("0xbf800000", "0x7fc00000")},
                                           "zink"));
    std::string c = write("c.json", doc({sqrt_case("0xbf800000", "0xffc00000"), fma_case("0xbf800000", "0x3a000000")},
                                        "softpipe"));
    NwayReport r = diff_files_nway({a, b, c});
    EXPECT_EQ(r.in_all, 2u);
    EXPECT_EQ(r.differing, 2u);
    EXPECT_EQ((r.groups[{"fma", DiffKind::FusedVsUnfused}]), (std::vector<size_t>{0, 1, 0}));
    EXPECT_EQ((r.groups[{"sqrt", DiffKind::NanPayload}]), (std::vector<size_t>{0, 0, 1}));
    std::string t = nway_table(r);
    EXPECT_NE(t.find("C: " + c + "  softpipe | 4.5 | driver softpipe"), std::string::npos) << t;
    // The sample line gives every file's bits of the differing output.
    auto line = t.find("#1 float sqrt(float x)  x=0xbf800000\n      return ");
    ASSERT_NE(line, std::string::npos) << t;
    std::string bits = t.substr(line, t.find('\n', t.find('\n', line) + 1) - line);
    EXPECT_NE(bits.find("A 0x7fc00000"), std::string::npos) << bits;
    EXPECT_NE(bits.find("B 0x7fc00000"), std::string::npos) << bits;
    EXPECT_NE(bits.find("C 0xffc00000"), std::string::npos) << bits;
}

TEST_F(DiffStream, BadFilesNameTheFileAndPlace) {
    std::string p = (dir_ / "broken.json").string();
    std::ofstream(p) << "{\"schema\": \"intrinsic-lab.vectors/1\",\n \"cases\": [\n {\"function\": ]}";
    std::string good = write("good.json", doc({}, "x"));
    try {
        diff_files(good, p);
        FAIL() << "no error";
    } catch (const DiffError& e) {
        EXPECT_EQ(std::string(e.what()), p + ":3:15: not valid JSON");
    }
    json bad = doc({fma_case("0xbf800000", "0x3a000000")}, "x");
    bad["cases"][0]["gpu"][0]["bits"][0] = "0x1z";
    std::string q = write("bad.json.gz", bad);
    try {
        diff_files(good, q);
        FAIL() << "no error";
    } catch (const DiffError& e) {
        EXPECT_NE(std::string(e.what()).find(q + ": $.cases[0].gpu[0].bits[0]"), std::string::npos) << e.what();
    }
}

// The fast reader (case_scan.h) and the full way agree: a file written by hand (indented, upper-case hex, an
// escaped name, a key given as "\u0067pu", a float in an unknown field) diffs as the same file written by
// intrinsic-lab, and as the in-memory diff says.
TEST_F(DiffStream, CasesTheScannerDoesNotTakeAreReadTheFullWay) {
    std::vector<json> cases;
    for (int i = 0; i < 3000; ++i) {
        char c[16];
        std::snprintf(c, sizeof c, "0x%08x", 0xbf800000u + static_cast<unsigned>(i));
        cases.push_back(fma_case(c, i % 7 ? "0x3a000400" : "0x3a000000"));
    }
    json a = doc(cases, "llvmpipe");
    json b = doc(cases, "zink");
    for (int i = 0; i < 3000; ++i) b["cases"][i]["gpu"][0]["bits"][0] = "0x3a000400";
    std::string hand = b.dump(1);  // indented, and the texts edited below
    for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
             {"\"0x3f800800\"", "\"0X3F800800\""}, {"\"name\": \"return\"", "\"name\": \"ret\\u0075rn\""},
             {"\"verdict\": \"accepted\"", "\"verdict\": \"accepted\", \"t\": 1.5e-7"}}) {
        for (size_t at = hand.find(from); at != std::string::npos; at = hand.find(from, at + to.size())) hand.replace(at, from.size(), to);
    }
    hand.replace(hand.find("\"gpu\""), 5, "\"\\u0067pu\"");
    std::string hand_path = (dir_ / "hand.json").string();
    std::ofstream(hand_path) << hand;
    DiffReport fast = diff_files(write("a.json", a), write("b.json", b));
    DiffReport full = diff_files(write("a2.json", a), hand_path);
    DiffReport whole = diff_results(a, "a.json", b, "b.json");
    EXPECT_EQ(fast.differing, 2999u / 7 + 1);
    EXPECT_EQ(full.differing, fast.differing);
    EXPECT_EQ(whole.differing, fast.differing);
    EXPECT_EQ(full.same, fast.same);
    EXPECT_EQ(full.group_counts, whole.group_counts);
    EXPECT_EQ(fast.group_counts, whole.group_counts);
    EXPECT_EQ(full.only_a + full.only_b + fast.only_a + fast.only_b, 0u);
    // A UTF-8 byte order mark before the document, which nlohmann (and so `run`) skips.
    std::string bom_path = (dir_ / "bom.json").string();
    std::ofstream(bom_path) << "\xEF\xBB\xBF" << format_json(b);
    DiffReport bom = diff_files(write("a3.json", a), bom_path);
    EXPECT_EQ(bom.differing, fast.differing);
    EXPECT_EQ(bom.same, fast.same);
}

// A case or a top-level value over kMaxJsonValueBytes, and one string over it in a field nobody reads, are
// refused with the place before they are held whole; so is a key given twice inside a case. A FIFO goes through
// the SAX reader, which says the same.
TEST_F(DiffStream, HugeValuesAndKeysGivenTwiceAreRefusedWithThePlace) {
    std::signal(SIGPIPE, SIG_IGN);  // the FIFO's writer outlives the reader that gave up
    std::string good = write("good.json", doc({fma_case("0xbf800000", "0x3a000000")}, "x"));
    auto error_of = [&](const std::string& path) -> std::string {
        try {
            diff_files(good, path);
        } catch (const DiffError& e) {
            return e.what();
        }
        return "";
    };
    const std::string big(kMaxJsonValueBytes + 100, 'x');
    json array = json::array();
    for (size_t i = 0; i < kMaxJsonValueBytes / 2 + 10; ++i) array.push_back(0);
    const std::string limit = ": longer than 4 MiB (the limit of one case or top-level value); refused before it is read into memory";
    struct Bad {
        std::string name, text, message;
    };
    json title = doc({fma_case("0xbf800000", "0x3a000000")}, "x");
    title["title"] = big;
    json note = doc({fma_case("0xbf800000", "0x3a000000"), fma_case("0xbf800000", "0x3a000000")}, "x");
    note["cases"][1]["note"] = array;
    std::string twice = format_json(doc({fma_case("0xbf800000", "0x3a000000")}, "x"));
    twice.insert(twice.find("\"bits\"", twice.find("\"gpu\"")), "\"bits\": [], ");
    const std::vector<Bad> bad = {
        {"title.json", format_json(title), "$.title" + limit},
        {"note.json", format_json(note), "$.cases[1]" + limit},
        {"twice.json", twice, "$.cases[0].gpu[0]: key \"bits\" given twice"},
    };
    for (const Bad& b : bad) {
        std::string p = (dir_ / b.name).string();
        std::ofstream(p) << b.text;
        EXPECT_EQ(error_of(p), p + ": " + b.message);
        std::string fifo = (dir_ / ("fifo-" + b.name)).string();
        ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
        std::thread writer([&] { std::ofstream(fifo) << b.text; });
        std::string e = error_of(fifo);
        writer.join();
        if (b.name != "twice.json") EXPECT_EQ(e, fifo + ": " + b.message);
        else EXPECT_EQ(e, fifo + ": $.cases[0]…: key \"bits\" given twice");
    }
}

// Outputs are matched by name, so a name given twice in "gpu" is refused with its place, by the scanner's fallback
// and by the whole-document reader alike (the case scanner's fuzz target found a case that compared unequal to
// itself this way).
TEST_F(DiffStream, AnOutputNameGivenTwiceIsRefused) {
    json twice = doc({fma_case("0xbf800000", "0x3a000000")}, "x");
    twice["cases"][0]["gpu"].push_back({{"name", "return"}, {"bits", {"0x3a000400"}}});
    const std::string good = write("good.json", doc({fma_case("0xbf800000", "0x3a000000")}, "x"));
    const std::string bad = write("twice-name.json", twice);
    const std::string want = bad + ": $.cases[0].gpu[1].name: 'return' given twice in $.cases[0].gpu";
    try {
        diff_files(good, bad);
        ADD_FAILURE() << "no error";
    } catch (const DiffError& e) {
        EXPECT_EQ(std::string(e.what()), want);
    }
    try {
        diff_results(json::parse(read_json_file(good)), good, twice, bad);
        ADD_FAILURE() << "no error";
    } catch (const DiffError& e) {
        EXPECT_EQ(std::string(e.what()), want);
    }
}

TEST_F(DiffStream, GzipFilesAreWrittenAndReadByName) {
    json d = doc({fma_case("0xbf800000", "0x3a000000")}, "llvmpipe");
    std::string p = write("r.json.gz", d);
    std::ifstream in(p, std::ios::binary);
    unsigned char magic[2] = {0, 0};
    in.read(reinterpret_cast<char*>(magic), 2);
    EXPECT_EQ(magic[0], 0x1f);  // RFC 1952 ID1, ID2
    EXPECT_EQ(magic[1], 0x8b);
    EXPECT_EQ(json::parse(read_json_file(p)), d);
    // Cut short: an error naming the file, not a parse of half a document.
    std::string cut = (dir_ / "cut.json.gz").string();
    std::string bytes((std::istreambuf_iterator<char>(std::ifstream(p, std::ios::binary).rdbuf())), {});
    std::ofstream(cut, std::ios::binary) << bytes.substr(0, bytes.size() / 2);
    try {
        read_json_file(cut);
        FAIL() << "no error";
    } catch (const VectorsError& e) {
        EXPECT_EQ(std::string(e.what()), cut + ": the gzip stream is truncated");
    }
}

}  // namespace
}  // namespace il
