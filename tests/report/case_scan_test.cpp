// The streamed diff's case scanner: the key case_key() gives and the GPU bits, straight from the text, and it
// gives up on (or asks for more of) everything it does not take, so that the full reader names the problem.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "report/case_scan.h"
#include "report/diff.h"

namespace il {
namespace {

const std::string kCase =
    R"j( {"function": "usubBorrow", "overload": "uint usubBorrow(uint x, uint y, out uint borrow)", )j"
    R"j("inputs": [{"name": "x", "bits": ["0x0000000A"]}, {"name": "y", "text": ["é"], "bits": ["0X2"]}], )j"
    R"j("reference": [{"name": "return", "bits": ["0x00000008"]}], "why": {"a": [1.5e-7, -0, null, true]}, )j"
    R"j("gpu": [{"name": "return", "bits": ["0x00000008"]}, {"name": "borrow", "bits": ["0x0"]}], "verdict": "match"})j";

TEST(CaseScan, KeyAndGpuBitsAsTheFullReaderGivesThem) {
    ScannedCases s;
    size_t length = 0;
    ASSERT_EQ(scan_case(kCase + ", {", s, length), ScanResult::Ok);
    EXPECT_EQ(length, kCase.size());
    ASSERT_EQ(s.cases.size(), 1u);
    const ScannedCases::Case& c = s.cases[0];
    EXPECT_EQ(s.key(c), case_key(nlohmann::json::parse(kCase)));
    EXPECT_EQ(s.key(c), "usubBorrow|uint usubBorrow(uint x, uint y, out uint borrow)|10,|2,");
    EXPECT_EQ(s.case_text(c), kCase.substr(1));
    ASSERT_TRUE(c.has_gpu);
    ASSERT_EQ(c.out_end - c.out_begin, 2u);
    EXPECT_EQ(s.name(s.outputs[c.out_begin + 1]), "borrow");
    EXPECT_EQ(s.bits[s.outputs[c.out_begin].bits_begin], 8u);
    // A second case after it in the same arrays; the two compare as compare_cases() would.
    std::string other = kCase;
    other.replace(other.find("\"0x0\""), 5, "\"0x1\"");
    ASSERT_EQ(scan_case(other, s, length), ScanResult::Ok);
    EXPECT_EQ(compare_scanned(s, s.cases[0], s, s.cases[0]), 0);
    EXPECT_EQ(compare_scanned(s, s.cases[0], s, s.cases[1]), 1);
    std::string no_gpu = kCase;
    no_gpu.replace(no_gpu.find("\"gpu\""), 5, "\"gpx\"");
    ASSERT_EQ(scan_case(no_gpu, s, length), ScanResult::Ok);
    EXPECT_EQ(compare_scanned(s, s.cases[0], s, s.cases[2]), -1);
}

TEST(CaseScan, GivesUpOnWhatItDoesNotTakeAndAsksForMoreOfACutCase) {
    const std::vector<std::pair<std::string, std::string>> give_up = {
        {"\"verdict\": \"match\"", "\"verdict\": \"m\\u0061tch\""},      // an escape
        {"\"verdict\": \"match\"", "\"verdict\": 1"},                     // mistyped
        {"\"verdict\": \"match\"", "\"verdict\": \"match\", \"verdict\": \"x\""},  // a key given twice
        {"[1.5e-7, -0", "[1234567890123456789, -0"},                      // 19 digits
        {"[1.5e-7, -0", "[1e999, -0"},                                    // overflow
        {"[1.5e-7, -0", "[01, -0"},                                       // not JSON
        {"\"0X2\"", "\"0x2g\""},                                          // not hex
        {"\"0X2\"", "\"0x11112222333344445\""},                           // over 64 bits
        {"\"é\"", "\"\xff\""},                                            // not UTF-8
        {"\"é\"", "\"\xed\xa0\x80\""},                                    // a surrogate in UTF-8
        {"\"é\"", "\"a\tb\""},                                            // a control character
        {"\"function\": \"usubBorrow\", ", ""},                           // no function
    };
    for (const auto& [from, to] : give_up) {
        std::string text = kCase;
        text.replace(text.find(from), from.size(), to);
        ScannedCases s;
        size_t length = 0;
        EXPECT_EQ(scan_case(text, s, length), ScanResult::GiveUp) << to;
        EXPECT_TRUE(s.cases.empty() && s.keys.empty() && s.bits.empty() && s.outputs.empty()) << to;
    }
    std::string deep = kCase;
    deep.replace(deep.find("[1.5e-7"), 1, std::string(64, '[') + "[" );
    deep.replace(deep.find("true]"), 5, "true]" + std::string(64, ']'));
    ScannedCases s;
    size_t length = 0;
    EXPECT_EQ(scan_case(deep, s, length), ScanResult::GiveUp);
    for (size_t cut = 0; cut < kCase.size(); ++cut)
        EXPECT_EQ(scan_case(kCase.substr(0, cut), s, length), ScanResult::NeedMore) << cut;
    EXPECT_EQ(value_extent(" {\"a\": \"}\\\"\", \"b\": [1, {}]} ,", length), ScanResult::Ok);
    EXPECT_EQ(length, 27u);
    EXPECT_EQ(value_extent(" [1, [2]", length), ScanResult::NeedMore);
}

// case_extent(): where a case ends and whether the case itself has "gpu", by brackets and quotes alone, over
// blocks of 64 bytes (kCase is about 500 bytes long).
TEST(CaseScan, ExtentFindsTheEndAndAGpuKeyOfTheCaseItself) {
    size_t length = 0;
    bool gpu = false;
    ASSERT_EQ(case_extent(kCase + ",\n {\"function\": \"x\"}", length, gpu), ScanResult::Ok);
    EXPECT_EQ(length, kCase.size());
    EXPECT_TRUE(gpu);
    // Brackets and "gpu" inside strings, "gpu" as a value, and a "gpu" key of a nested object are not the case's.
    const std::string inner = R"j(  {"function": "f]}", "a": {"gpu": [1]}, "b": ["gpu", "{["], "c": "gpu"} ])j";
    ASSERT_EQ(case_extent(inner, length, gpu), ScanResult::Ok);
    EXPECT_EQ(length, inner.size() - 2);
    EXPECT_FALSE(gpu);
    // The end on the last byte of a 64-byte block, and "gpu" as the case's key after several blocks.
    const std::string padded = "{\"t\": \"" + std::string(256 - 21, 'x') + "\", \"gpu\" : []}";
    ASSERT_EQ(padded.size(), 256u);
    ASSERT_EQ(case_extent(padded + "]", length, gpu), ScanResult::Ok);
    EXPECT_EQ(length, padded.size());
    EXPECT_TRUE(gpu);
    for (size_t cut = 0; cut < kCase.size(); ++cut)
        EXPECT_EQ(case_extent(kCase.substr(0, cut), length, gpu), ScanResult::NeedMore) << cut;
    EXPECT_EQ(case_extent(R"j({"why": "a \"quoted\" word", "gpu": []})j", length, gpu), ScanResult::GiveUp);
    EXPECT_EQ(case_extent(" [1]", length, gpu), ScanResult::GiveUp);
}

// Each instruction set's copy of case_extent (the baseline, AVX2, AVX-512BW, as far as this processor has them)
// gives the byte walk's answer over the same texts: the case above, an end at each offset of a 64-byte block, a
// bracket or quote or "gpu" straddling a block boundary, and every cut of the case.
TEST(CaseScan, EveryInstructionSetGivesTheSameExtents) {
    std::vector<std::string> texts = {kCase + ",\n {\"function\": \"x\"}",
                                      R"j(  {"function": "f]}", "a": {"gpu": [1]}, "b": ["gpu", "{["], "c": "gpu"} ])j",
                                      R"j({"why": "a \"quoted\" word", "gpu": []})j", " [1]"};
    for (size_t pad = 0; pad < 130; ++pad) {
        texts.push_back("{\"t\": \"" + std::string(pad, 'x') + "\", \"gpu\": [{\"r\": \"]\"}]}, ");
        texts.push_back("{\"t\": [" + std::string(pad, ' ') + "\"{\"], \"u\": \"gpu\"}]");
    }
    for (size_t cut = 0; cut < kCase.size(); cut += 7) texts.push_back(kCase.substr(0, cut));
    int levels = 0, whole = 0;
    for (int level = 0; level <= 2; ++level) {
        size_t l0 = 0, l1 = 0;
        bool g0 = false, g1 = false;
        ScanResult r0{}, r1{};
        if (!case_extent_at(level, texts[0], l1, g1, r1)) break;
        ++levels;
        for (const std::string& t : texts) {
            ASSERT_TRUE(case_extent_at(0, t, l0, g0, r0));
            ASSERT_TRUE(case_extent_at(level, t, l1, g1, r1));
            EXPECT_EQ(r1, r0) << "level " << level << ": " << t;
            if (r0 != ScanResult::Ok) continue;
            whole += level == 0;
            EXPECT_EQ(l1, l0) << "level " << level << ": " << t;
            EXPECT_EQ(g1, g0) << "level " << level << ": " << t;
            // And the byte walk of the scanner (scan_case) agrees on the end where it takes the case.
            ScannedCases sc;
            size_t ls = 0;
            if (scan_case(t, sc, ls) == ScanResult::Ok) EXPECT_EQ(ls, l0) << t;
        }
    }
    EXPECT_GE(levels, 1);
    EXPECT_GE(whole, 261) << "the case, the nested one and the 260 padded ones end where the walk says";
    size_t length = 0;
    bool gpu = false;
    ScanResult result{};
    EXPECT_FALSE(case_extent_at(3, texts[0], length, gpu, result));
    EXPECT_FALSE(case_extent_at(-1, texts[0], length, gpu, result));
}

}  // namespace
}  // namespace il
