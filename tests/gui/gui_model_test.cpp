// The GUI's model helpers without a GPU: what an input box accepts, bit edits, driver log lines, packing lanes,
// pasted batch text, the config folder.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "gui/batch_state.h"
#include "gui/bit_tools.h"
#include "gui/component_parse.h"
#include "gui/config_store.h"
#include "gui/expression_mode.h"
#include "gpu/compile_log.h"
#include "gui/packing_layout.h"
#include "gui/presets.h"

namespace il::gui {
namespace {

struct Accepted {
    const char* text;
    Scalar scalar;
    uint64_t bits;
};

class AcceptsText : public testing::TestWithParam<Accepted> {};

TEST_P(AcceptsText, ToBits) {
    ComponentParse r = parse_component(GetParam().text, GetParam().scalar);
    ASSERT_TRUE(r.ok) << GetParam().text << ": " << r.error;
    EXPECT_EQ(r.bits, GetParam().bits) << GetParam().text;
}

INSTANTIATE_TEST_SUITE_P(
    Boxes, AcceptsText,
    testing::Values(Accepted{"1.5", Scalar::Float, 0x3fc00000}, Accepted{"-0.0", Scalar::Float, 0x80000000},
                    Accepted{"1", Scalar::Float, 0x3f800000}, Accepted{"0x3f800001", Scalar::Float, 0x3f800001},
                    Accepted{"floatBits(0x7fc00001)", Scalar::Float, 0x7fc00001},
                    Accepted{"-inf", Scalar::Float, 0xff800000}, Accepted{"1e-45", Scalar::Float, 0x00000001},
                    Accepted{"0b1", Scalar::Float, 0x00000001},
                    Accepted{"0 01111111 00000000000000000000000", Scalar::Float, 0x3f800000},
                    Accepted{"0.1", Scalar::Double, 0x3fb999999999999aull},
                    Accepted{"0x3ff0000000000000", Scalar::Double, 0x3ff0000000000000ull},
                    Accepted{"7u", Scalar::Uint, 7}, Accepted{"0xFFFFFFFFu", Scalar::Uint, 0xffffffff},
                    Accepted{"0x80000000", Scalar::Uint, 0x80000000}, Accepted{"1", Scalar::Uint, 1},
                    Accepted{" 42 ", Scalar::Int, 42}, Accepted{"-2147483648", Scalar::Int, 0x80000000},
                    Accepted{"0b1111_0000", Scalar::Uint, 0xf0}, Accepted{"true", Scalar::Bool, 1}));

struct Refused {
    const char* text;
    Scalar scalar;
    const char* reason;  // a piece of the message
};

class RefusesText : public testing::TestWithParam<Refused> {};

TEST_P(RefusesText, WithAReason) {
    ComponentParse r = parse_component(GetParam().text, GetParam().scalar);
    ASSERT_FALSE(r.ok) << GetParam().text;
    EXPECT_NE(r.error.find(GetParam().reason), std::string::npos) << r.error;
}

INSTANTIATE_TEST_SUITE_P(Boxes, RefusesText,
                         testing::Values(Refused{"", Scalar::Float, "empty"}, Refused{"12x", Scalar::Uint, "12x"},
                                         Refused{"1.5", Scalar::Uint, "float"},
                                         Refused{"5u", Scalar::Int, "drop the u"},
                                         Refused{"1.0lf", Scalar::Float, "drop the lf"},
                                         Refused{"0x1234567890", Scalar::Float, "hex digits"},
                                         Refused{"uvec2(1u, 2u)", Scalar::Uint, "2 components"},
                                         Refused{"0b102", Scalar::Uint, "binary digit"},
                                         Refused{"-1", Scalar::Uint, "negative"},
                                         Refused{"1", Scalar::Bool, "true or false"}));

TEST(ComponentText, DisplayTextReadsBackToTheSameBits) {
    for (uint64_t bits : {0x00000000ull, 0x80000000ull, 0x7f800000ull, 0xff800000ull, 0x7fc00001ull, 0x00000001ull,
                          0x7f7fffffull, 0x3dcccccdull})
        EXPECT_EQ(parse_component(component_display_text(Scalar::Float, bits), Scalar::Float).bits, bits) << bits;
    for (uint64_t bits : {0x3fb999999999999aull, 0x8000000000000000ull, 1ull, 0x7ff0000000000000ull})
        EXPECT_EQ(parse_component(component_display_text(Scalar::Double, bits), Scalar::Double).bits, bits) << bits;
    EXPECT_EQ(parse_component(component_display_text(Scalar::Uint, 0xffffffff), Scalar::Uint).bits, 0xffffffffu);
}

TEST(BitTools, UlpStepsCrossZeroAndStopAtInfinity) {
    EXPECT_EQ(ulp_step(Scalar::Float, 0x3f800000, true), 0x3f800001u);
    EXPECT_EQ(ulp_step(Scalar::Float, 0x3f800000, false), 0x3f7fffffu);
    EXPECT_EQ(ulp_step(Scalar::Float, 0x80000000, true), 0x00000001u);
    EXPECT_EQ(ulp_step(Scalar::Float, 0x00000000, false), 0x80000001u);
    EXPECT_EQ(ulp_step(Scalar::Float, 0x7f7fffff, true), 0x7f800000u);
    EXPECT_EQ(ulp_step(Scalar::Float, 0x7fc00000, true), 0x7fc00000u);
    EXPECT_EQ(ulp_step(Scalar::Uint, 0xffffffff, true), 0u);
    EXPECT_EQ(ulp_step(Scalar::Double, 0x3ff0000000000000ull, true), 0x3ff0000000000001ull);
    EXPECT_EQ(flip_bit(0x3f800000, 31), 0xbf800000u);
    EXPECT_EQ(bit_field(Scalar::Float, 31), BitField::Sign);
    EXPECT_EQ(bit_field(Scalar::Float, 23), BitField::Exponent);
    EXPECT_EQ(bit_field(Scalar::Float, 22), BitField::Mantissa);
    EXPECT_EQ(bit_field(Scalar::Double, 52), BitField::Exponent);
    // A half (1 sign, 5 exponent and 10 fraction bits): 1.0 (0x3C00) and its neighbour above, -0 up to the least
    // denormal 2^-24, +0 down to its negative, the largest half 65504 (0x7BFF) up to +Inf, which stays; a NaN stays.
    EXPECT_EQ(ulp_step(Scalar::Half, 0x3c00, true), 0x3c01u);
    EXPECT_EQ(ulp_step(Scalar::Half, 0x3c00, false), 0x3bffu);
    EXPECT_EQ(ulp_step(Scalar::Half, 0x8000, true), 0x0001u);
    EXPECT_EQ(ulp_step(Scalar::Half, 0x0000, false), 0x8001u);
    EXPECT_EQ(ulp_step(Scalar::Half, 0x7bff, true), 0x7c00u);
    EXPECT_EQ(ulp_step(Scalar::Half, 0x7c00, true), 0x7c00u);
    EXPECT_EQ(ulp_step(Scalar::Half, 0x7e00, false), 0x7e00u);
    EXPECT_EQ(bit_field(Scalar::Half, 15), BitField::Sign);
    EXPECT_EQ(bit_field(Scalar::Half, 10), BitField::Exponent);
    EXPECT_EQ(bit_field(Scalar::Half, 9), BitField::Mantissa);
}

TEST(BitTools, QuickValuesHaveTheirBits) {
    auto find = [](Scalar s, const std::string& label) {
        for (const QuickValue& q : quick_values(s))
            if (label == q.label) return q.bits;
        ADD_FAILURE() << label;
        return uint64_t{0};
    };
    EXPECT_EQ(find(Scalar::Float, "-0"), 0x80000000u);
    EXPECT_EQ(find(Scalar::Float, "denorm"), 0x00000001u);
    EXPECT_EQ(find(Scalar::Float, "FLT_MAX"), 0x7f7fffffu);
    EXPECT_EQ(find(Scalar::Uint, "0x80000000"), 0x80000000u);
    EXPECT_EQ(find(Scalar::Uint, "0xFFFFFFFF"), 0xffffffffu);
}

TEST(LogParse, MesaNvidiaAndAmdLineNumbers) {
    auto lines = parse_log(
        "0:12(16): error: no function with name 'usubBorrow'\n"
        "0(7) : error C1008: undefined variable \"borrow\"\n"
        "ERROR: 0:9: 'foo' : undeclared identifier\n"
        "0:3(1): warning: extension enabled\n"
        "link failed\n");
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_EQ(lines[0].source_line, 12);
    EXPECT_TRUE(lines[0].error);
    EXPECT_EQ(lines[1].source_line, 7);
    EXPECT_EQ(lines[2].source_line, 9);
    EXPECT_EQ(lines[3].source_line, 3);
    EXPECT_FALSE(lines[3].error);
    EXPECT_EQ(lines[4].source_line, 0);
    EXPECT_EQ(error_lines(lines), (std::vector<int>{7, 9, 12}));
}

TEST(PackingLayout, ComponentsFromTheLowBitsUp) {
    const Catalog& cat = Catalog::get();
    auto l = pack_layout(*cat.overloads_of("packUnorm2x16").front());
    ASSERT_TRUE(l);
    EXPECT_EQ(l->lanes, 2);
    EXPECT_EQ(l->lane_bits, 16);
    EXPECT_TRUE(l->packing);
    auto lanes = pack_lanes(*l, 0xffff8000u);  // packUnorm2x16(vec2(0.5, 1.0))
    ASSERT_EQ(lanes.size(), 2u);
    EXPECT_EQ(lanes[0].bits, 0x8000u);
    EXPECT_EQ(lanes[0].lo, 0);
    EXPECT_EQ(lanes[1].bits, 0xffffu);
    EXPECT_EQ(lanes[1].hi, 31);
    auto u = pack_layout(*cat.overloads_of("unpackUnorm4x8").front());
    ASSERT_TRUE(u);
    EXPECT_FALSE(u->packing);
    EXPECT_EQ(u->lanes * u->lane_bits, 32);
    auto d = pack_layout(*cat.overloads_of("packDouble2x32").front());
    ASSERT_TRUE(d);
    EXPECT_EQ(d->lane_bits, 32);
    EXPECT_FALSE(pack_layout(*cat.overloads_of("usubBorrow").front()));
}

TEST(BatchText, LinesOfArgumentsOrCalls) {
    BatchState b;
    const Catalog& cat = Catalog::get();
    std::string err =
        b.add_text("# borrow cases\n0x80000000u, 0xFFFFFFFFu\n1u\t2u\nuaddCarry(1u, 2u)\n", cat, "usubBorrow");
    ASSERT_EQ(err, "");
    ASSERT_EQ(b.size(), 3u);
    EXPECT_EQ(b.rows()[0].overload->function, "usubBorrow");
    EXPECT_EQ(b.rows()[0].inputs[1].u(0), 0xffffffffu);
    EXPECT_EQ(b.rows()[2].overload->function, "uaddCarry");
    EXPECT_NE(b.add_text("1u, 2x\n", cat, "usubBorrow").find("line 1"), std::string::npos);
    EXPECT_EQ(b.size(), 3u);
}

TEST(BatchText, SpecialValuesAndRandomAreCapped) {
    BatchState b;
    const Overload& fma = *Catalog::get().overloads_of("fma").front();
    b.add_special(fma, 100);
    EXPECT_EQ(b.size(), 100u);
    b.add_random(fma, 10, 7);
    EXPECT_EQ(b.size(), 110u);
    BatchState c;
    c.add_random(fma, 10, 7);
    EXPECT_EQ(c.rows()[3].inputs[0], b.rows()[103].inputs[0]) << "a seed repeats its cases";
}

TEST(BatchText, TheTableHoldsAtMostItsLimit) {
    BatchState b;
    const Overload& fma = *Catalog::get().overloads_of("fma").front();
    b.add_random(fma, static_cast<size_t>(-5), 1);  // what a typed -5 would have become
    EXPECT_EQ(b.size(), BatchState::kMaxRows);
    b.add_special(fma, 100);
    EXPECT_EQ(b.size(), BatchState::kMaxRows);
    VectorFile one;
    one.cases.push_back(InputCase{&fma, b.rows()[0].inputs, {}, nullptr, false});
    EXPECT_NE(b.add_file(one).find("holds up to 100000"), std::string::npos);
    EXPECT_NE(b.add_text("1.0, 2.0, 3.0\n", Catalog::get(), "fma").find("holds up to 100000"), std::string::npos);
    EXPECT_EQ(b.size(), BatchState::kMaxRows);
}

TEST(Config, AStateFileThatCannotBeUsedIsSaidSo) {
    std::string dir = testing::TempDir() + "il-config-bad";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    setenv("INTRINSIC_LAB_CONFIG_DIR", dir.c_str(), 1);
    std::string problem;
    EXPECT_TRUE(load_state(&problem).is_null());
    EXPECT_EQ(problem, "") << "no state file: a fresh start, nothing to say";
    for (const std::string& body : {std::string("{\"version\": 1, \"playground\": "), std::string("[1, 2]"),
                                    std::string("\xff\xfe"), std::string()}) {
        std::ofstream(state_file_path(), std::ios::binary) << body;
        problem.clear();
        EXPECT_TRUE(load_state(&problem).is_null()) << body;
        // "PATH: …" or, for a syntax error, "PATH:LINE:COLUMN: not valid JSON (…)"
        EXPECT_EQ(problem.rfind(state_file_path() + ":", 0), 0u) << problem;
        EXPECT_EQ(problem.find('\n'), std::string::npos) << problem;
    }
    // Nested 100,000 deep it crashed the playground on every start (copies and dumps recurse); a key given
    // twice was read as the last one.
    std::string indices;
    for (int i = 0; i < 63; ++i) indices += "[0]";
    const std::pair<std::string, std::string> strict[] = {
        {"{\"version\": 1, \"playground\": " + std::string(100000, '[') + std::string(100000, ']') + "}",
         ": $.playground" + indices + ": nested deeper than 64 levels"},
        {R"({"version": 1, "version": 2})", ": $: key \"version\" given twice"},
    };
    for (const auto& [body, message] : strict) {
        std::ofstream(state_file_path(), std::ios::binary | std::ios::trunc) << body;
        problem.clear();
        EXPECT_TRUE(load_state(&problem).is_null());
        EXPECT_EQ(problem, state_file_path() + message);
    }
    std::filesystem::remove(state_file_path());
    std::filesystem::create_directories(state_file_path());  // a folder where the file should be
    problem.clear();
    EXPECT_TRUE(load_state(&problem).is_null());
    EXPECT_EQ(problem, state_file_path() + ": is a directory, not a JSON file");
    EXPECT_NE(save_state(nlohmann::json::object()), "") << "cannot be replaced: an error, not a crash";
    unsetenv("INTRINSIC_LAB_CONFIG_DIR");
    std::filesystem::remove_all(dir);
}

TEST(Config, EnvironmentPicksTheFolder) {
    setenv("INTRINSIC_LAB_CONFIG_DIR", "/tmp/il-config-test", 1);
    EXPECT_EQ(config_dir(), "/tmp/il-config-test");
    EXPECT_EQ(imgui_ini_path(), "/tmp/il-config-test/imgui.ini");
    unsetenv("INTRINSIC_LAB_CONFIG_DIR");
    setenv("XDG_CONFIG_HOME", "/tmp/xdg", 1);
    EXPECT_EQ(config_dir(), "/tmp/xdg/intrinsic-lab");
    unsetenv("XDG_CONFIG_HOME");
}

TEST(Presets, TheDefaultOneIsEmbedded) {
    EXPECT_TRUE(has_preset(kDefaultPreset));
    EXPECT_TRUE(has_preset("fma"));
    EXPECT_FALSE(has_preset("nope"));
}

TEST(Presets, TheMenuShowsTitleAndDescription) {
    PresetText t = preset_text("fma");
    EXPECT_EQ(t.title, "fma: where fused and unfused differ");
    EXPECT_EQ(t.description.rfind("GLSL 4.50 section 8.3 fma.", 0), 0u) << t.description;
    EXPECT_EQ(preset_text("nope").title, "");
}

// presets/expressions.json holds expression cases only: the menu lists each, a catalog preset none.
TEST(Presets, ExpressionCasesAreListedOneByOne) {
    const auto& list = preset_expressions("expressions");
    ASSERT_EQ(list.size(), 11u);
    EXPECT_EQ(list[0].label, "a + b   float a, float b");
    EXPECT_EQ(list[0].comment, "0.1 + 0.2 in float: 0x3e99999a, which is 0.3f");
    EXPECT_EQ(list[2].label, "a * b + c   float a, float b, float c");
    EXPECT_EQ(list[3].label, "a * b + c   float a, float b, float c   precise");
    EXPECT_TRUE(preset_expressions("fma").empty());
    EXPECT_TRUE(preset_expressions("nope").empty());
}

// A case loads with its variables as literals that read back to its bits (a double's with lf), and evaluates to
// the hand-worked answers: 0.1 + 0.2 in double is 0x3fd3333333333334; a = b = 1 + 2^-12, c = -1 gives the
// unfused 0x3a000000 (the product's 2^-24 is a tie, rounded to even) and the fused 0x3a000400.
TEST(GuiExpression, APresetCaseLoadsWithItsVariables) {
    VectorFile f = preset_vectors("expressions", Catalog::get());
    ExpressionLine line;
    load_expression_case(line, f.cases[1]);
    EXPECT_EQ(line.text, "a + b");
    EXPECT_EQ(line.inputs, "a=0.1lf b=0.2lf");
    EXPECT_TRUE(line.stale);
    evaluate_line(line, Profile{}, nullptr);
    ASSERT_TRUE(line.last) << line.outcome;
    EXPECT_EQ(line.last->alternatives[0].expected.reference.bits[0], 0x3fd3333333333334u);

    load_expression_case(line, f.cases[3]);
    EXPECT_TRUE(line.precise);
    EXPECT_FALSE(line.last) << "the last result was another case's";
    evaluate_line(line, Profile{}, nullptr);
    ASSERT_TRUE(line.last) << line.outcome;
    EXPECT_EQ(line.last->batch.cases[0].inputs[0].bits[0], 0x3f800800u);
    ASSERT_EQ(line.last->alternatives.size(), 1u) << "precise: unfused only";
    load_expression_case(line, f.cases[2]);
    evaluate_line(line, Profile{}, nullptr);
    ASSERT_EQ(line.last->alternatives.size(), 2u);
    EXPECT_EQ(line.last->alternatives[0].expected.reference.bits[0], 0x3a000000u);
    EXPECT_EQ(line.last->alternatives[1].label, "fused");
    EXPECT_EQ(line.last->alternatives[1].expected.reference.bits[0], 0x3a000400u);
}

// The Expression line's inputs split as separate arguments, vectors whole; the engine's answer and errors as text.
TEST(GuiExpression, InputsSplitAndTheReferenceWithoutAGpu) {
    EXPECT_EQ(split_inputs("  p=vec2(1.0, 2.0)   i=3 "), (std::vector<std::string>{"p=vec2(1.0, 2.0)", "i=3"}));
    ExpressionLine line;
    line.text = "a * b + c";
    line.inputs = "a=1.0002441 b=1.0002441 c=-1.0";
    evaluate_line(line, Profile{}, nullptr);
    EXPECT_FALSE(line.error) << line.outcome;
    EXPECT_NE(line.outcome.find("((a * b) + c)\nno GPU: the reference only\n"), std::string::npos) << line.outcome;
    EXPECT_NE(line.outcome.find("  fused: 0.00048834085 (0x3a000400)\n"), std::string::npos) << line.outcome;
    line.text = "a * (b + c";
    evaluate_line(line, Profile{}, nullptr);
    EXPECT_TRUE(line.error);
    EXPECT_NE(line.outcome.find("(column 11)"), std::string::npos) << line.outcome;
    line.text = "a";
    line.inputs = "a=1.0 b";
    evaluate_line(line, Profile{}, nullptr);
    EXPECT_TRUE(line.error);
    EXPECT_NE(line.outcome.find("input 'b': expected NAME=VALUE"), std::string::npos) << line.outcome;
}

}  // namespace
}  // namespace il::gui
