// Rule texts read as sentences. A definition composes its rule's text (Rule::why) from the spec's sentences and its
// own notes, some of which end in a period; joined carelessly they read "…the result will be zero.; GLSL 4.50 §8.8:
// …". Every overload of the catalog, at every special value a sweep draws, under both #versions the definitions
// distinguish: no rule text holds ".;", ";;", "; ;" or an empty part.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "batch/case_source.h"
#include "batch/case_values.h"
#include "catalog/catalog.h"
#include "precision/why_text.h"

namespace il {
namespace {

// What is wrong with a rule text, or "" where nothing is.
std::string defect(std::string_view why) {
    if (why.empty()) return "empty text";
    for (std::string_view bad : {".;", ";;", "; ;"})
        if (why.find(bad) != std::string_view::npos) return "holds \"" + std::string(bad) + "\"";
    if (why.front() == ';' || why.front() == ' ') return "starts with a separator";
    if (why.back() == ';' || why.back() == ' ') return "ends with a separator";
    // An empty part: two separators with only blanks between them.
    for (size_t at = why.find(';'); at != std::string_view::npos; at = why.find(';', at + 1)) {
        const size_t next = why.find_first_not_of(' ', at + 1);
        if (next != std::string_view::npos && why[next] == ';') return "has an empty part";
    }
    return "";
}

TEST(RuleText, JoinedPartsReadAsSentences) {
    EXPECT_EQ(join_why({"GLSL 4.50 §8.8: If bits is zero, the result will be zero.",
                        "GLSL 4.50 §8.8: The result will be undefined if offset or bits is negative."}),
              "GLSL 4.50 §8.8: If bits is zero, the result will be zero; GLSL 4.50 §8.8: The result will be undefined "
              "if offset or bits is negative.");
    EXPECT_EQ(join_why({"x[0]·y[0] + x[1]·y[1] + ...", "inherited"}), "x[0]·y[0] + x[1]·y[1] + …; inherited");
    EXPECT_EQ(join_why({"a;", "", "  ", "; b; ", "c"}), "a; b; c");
    EXPECT_EQ(join_why({"", "a"}), "a");
    std::string why = "a.";
    append_why(why, "");
    EXPECT_EQ(why, "a.");  // nothing appended: the last sentence keeps its period
    SpecText s("static");
    append_why(s, " ");
    EXPECT_EQ(s.view(), "static");
    append_why(s, "more");
    EXPECT_EQ(s.view(), "static; more");
    for (std::string_view bad : {"a.; b", "a;; b", "a; ; b", "; a", "a; ", "a;  ;b", ""})
        EXPECT_NE(defect(bad), "") << bad;
    EXPECT_EQ(defect("a; b (c; d)."), "");
}

TEST(RuleText, EverySpecialValueCaseOfEveryOverloadReadsAsSentences) {
    size_t rows = 0, cases = 0, failures = 0;
    for (const Overload& o : Catalog::get().rows()) {
        if (!o.reference) continue;
        ++rows;
        const SweepSource src(o, 0, 1);
        for (int glsl : {450, 460}) {
            CaseValues v = case_values(o, glsl);
            for (uint64_t i = 0; i < src.specials(); ++i) {
                src.fill(i, v.in.data());
                for (Expected& e : v.expected) e.rule = Rule{};
                o.reference(v.in.data(), v.expected.data());
                ++cases;
                for (const Expected& e : v.expected) {
                    const std::string d = defect(e.rule.why.view());
                    if (d.empty()) continue;
                    // The first few name their joiner; the count says how many more.
                    if (failures++ < 40)
                        ADD_FAILURE() << o.declaration() << " (GLSL " << glsl << ", special case " << i << ", "
                                      << e.name << "): " << d << ": " << e.rule.why.view();
                }
            }
        }
    }
    EXPECT_EQ(failures, 0u) << "rule texts with a defect, of " << cases << " cases";
    EXPECT_GE(rows, 800u);
}

}  // namespace
}  // namespace il
