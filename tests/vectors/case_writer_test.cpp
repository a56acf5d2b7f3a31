// The streaming case writer must produce the same JSON value as case_json(), rule kinds and all.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "catalog/catalog.h"
#include "engine/evaluate.h"
#include "value/literal.h"
#include "vectors/case_writer.h"
#include "vectors/generators.h"
#include "vectors/vectors_json.h"

namespace il {
namespace {

void expect_same(const BatchEvaluation& b) {
    for (size_t k = 0; k < b.cases.size(); ++k) {
        std::string line;
        append_case_line(line, b, k);
        nlohmann::json fast = nlohmann::json::parse(line);
        nlohmann::json dom = case_json(b, k, nullptr);
        ASSERT_EQ(fast, dom) << line << "\n" << dom.dump();
    }
}

TEST(CaseWriter, SameValueAsTheDocumentForEveryRuleKind) {
    // fma: any-of with labels and denormal_flush; pack at .5: any-of; unpack: ulp 2.5; msad4: undefined
    // components; exp2: ulp; sin: precision undefined; log2 near 1: interval; sqrt(-1): undefined.
    for (const char* decl : {"float fma(float a, float b, float c)", "uint packUnorm4x8(vec4 v)",
                             "vec2 unpackUnorm2x16(uint p)", "uvec4 msad4(uint reference, uvec2 source, uvec4 accum)",
                             "float exp2(float x)", "float sin(float angle)", "float log2(float x)",
                             "float sqrt(float x)", "uint usubBorrow(uint x, uint y, out uint borrow)"}) {
        const Overload* o = Catalog::get().by_declaration(decl);
        ASSERT_NE(o, nullptr) << decl;
        expect_same(evaluate(*o, Profile{}, special_cases(*o), nullptr));
    }
}

TEST(CaseWriter, EscapesStrings) {
    const Overload* o = Catalog::get().by_declaration("float fma(float a, float b, float c)");
    BatchEvaluation b = evaluate(*o, Profile{}, {{*parse_literal("1.0").value, *parse_literal("2.0").value,
                                                  *parse_literal("3.0").value}}, nullptr);
    b.cases[0].note = "quote \" backslash \\ newline \n tab \t bell \x07";
    expect_same(b);
}

}  // namespace
}  // namespace il
