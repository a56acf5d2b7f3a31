// glslang's front end as a folder: its real SPIR-V output for calls whose folded value is worked out by hand.
#include <gtest/gtest.h>

#include "catalog/catalog.h"
#include "fold/fold_shader.h"
#include "fold/glslang_fold.h"
#include "report/glslang_check.h"

namespace il {
namespace {

const Overload& row(const char* d) { return *Catalog::get().by_declaration(d); }

TEST(GlslangFold, OneThirdFoldsToTheNearestFloat) {
    if (!glslang_linked()) GTEST_SKIP() << glslang_description();
    // 1/3 = 0x3eaaaaaa.aaa… in float bits: the nearest float is 0x3eaaaaab (glslang divides in double, then rounds).
    std::string s = generate_glslang_fold_shader(row("float operator/(float a, float b)"), Profile{}, {{"1.0", "3.0"}});
    GlslangFold g = glslang_fold(s);
    ASSERT_EQ(g.status, "ran") << g.error << "\n" << s;
    ASSERT_EQ(g.stores.size(), 1u);
    ASSERT_TRUE(g.stores[0]);
    EXPECT_EQ(*g.stores[0], std::vector<uint64_t>{0x3eaaaaab});
}

TEST(GlslangFold, VectorsBoolsAndIntegersFold) {
    if (!glslang_linked()) GTEST_SKIP() << glslang_description();
    // abs(ivec2(-3, 0x80000000)) = (3, 0x80000000): INT_MIN has no positive counterpart and wraps (§8.3, §4.1.3).
    GlslangFold a = glslang_fold(
        generate_glslang_fold_shader(row("ivec2 abs(ivec2 x)"), Profile{}, {{"ivec2(-3, 0x80000000)"}}));
    ASSERT_EQ(a.status, "ran") << a.error;
    ASSERT_TRUE(a.stores.at(0));
    EXPECT_EQ(*a.stores[0], (std::vector<uint64_t>{3, 0x80000000u}));
    // lessThan(vec2(1, 2), vec2(2, 2)) = (true, false), stored through ivec2(): (1, 0).
    GlslangFold b = glslang_fold(generate_glslang_fold_shader(row("bvec2 lessThan(vec2 x, vec2 y)"), Profile{},
                                                              {{"vec2(1.0, 2.0)", "vec2(2.0, 2.0)"}}));
    ASSERT_EQ(b.status, "ran") << b.error;
    ASSERT_TRUE(b.stores.at(0));
    EXPECT_EQ(*b.stores[0], (std::vector<uint64_t>{1, 0}));
}

TEST(GlslangFold, TwoCasesInOneShaderInOrder) {
    if (!glslang_linked()) GTEST_SKIP() << glslang_description();
    // 0.5 + 0.25 = 0.75 (0x3f400000) and 1.0 + 2.0 = 3.0 (0x40400000), both exact, stored in case order.
    GlslangFold g = glslang_fold(
        generate_glslang_fold_shader(row("float operator+(float a, float b)"), Profile{}, {{"0.5", "0.25"}, {"1.0", "2.0"}}));
    ASSERT_EQ(g.status, "ran") << g.error;
    ASSERT_EQ(g.stores.size(), 2u);
    EXPECT_EQ(*g.stores[0], std::vector<uint64_t>{0x3f400000});
    EXPECT_EQ(*g.stores[1], std::vector<uint64_t>{0x40400000});
}

TEST(GlslangFold, RejectedShaderSaysWhy) {
    if (!glslang_linked()) GTEST_SKIP() << glslang_description();
    GlslangFold g = glslang_fold("#version 450\nlayout(local_size_x = 1) in;\nvoid main() { no_such_function(); }\n");
    EXPECT_EQ(g.status, "rejected");
    EXPECT_NE(g.error.find("no_such_function"), std::string::npos) << g.error;
}

}  // namespace
}  // namespace il
