// Numbers as each column chooses to show them (value, hex, dec, float), in the batch table's texts and kept in
// state.json; hex digits typed over the bit strip set the nibble under the mouse and move right.
#include <gtest/gtest.h>

#include "gui/batch_columns.h"
#include "gui/bit_tools.h"
#include "gui/number_display.h"
#include "gui/ui_state.h"
#include "panels_fixture.h"

namespace il::gui {
namespace {

struct Shown {
    NumberDisplay d;
    Scalar s;
    uint64_t bits;
    std::string text;
};

class Display : public testing::TestWithParam<Shown> {};

TEST_P(Display, KnownTexts) { EXPECT_EQ(component_as(GetParam().d, GetParam().s, GetParam().bits), GetParam().text); }

INSTANTIATE_TEST_SUITE_P(
    Columns, Display,
    testing::Values(Shown{NumberDisplay::Value, Scalar::Float, 0x3f000000, "0.5"},
                    Shown{NumberDisplay::Hex, Scalar::Float, 0x3f000000, "0x3f000000"},
                    Shown{NumberDisplay::Dec, Scalar::Float, 0x3f000000, "1056964608"},
                    Shown{NumberDisplay::Float, Scalar::Float, 0x3f000000, "0.5"},
                    // uint bits read as a float: 0x3f800000 is 1.0, 1 is the smallest denormal 2^-149 (the shortest text that reads
                    // back to it).
                    Shown{NumberDisplay::Float, Scalar::Uint, 0x3f800000, "1.0"},
                    Shown{NumberDisplay::Float, Scalar::Uint, 0x00000001, "1e-45"},
                    Shown{NumberDisplay::Value, Scalar::Uint, 0xffffffff, "4294967295u"},
                    Shown{NumberDisplay::Dec, Scalar::Uint, 0xffffffff, "4294967295"},
                    Shown{NumberDisplay::Dec, Scalar::Int, 0xffffffff, "-1"},
                    Shown{NumberDisplay::Hex, Scalar::Int, 0xffffffff, "0xffffffff"},
                    Shown{NumberDisplay::Hex, Scalar::Double, 0x3ff0000000000000ull, "0x3ff0000000000000"},
                    Shown{NumberDisplay::Dec, Scalar::Double, 0x3ff0000000000000ull, "4607182418800017408"},
                    Shown{NumberDisplay::Float, Scalar::Double, 0x3ff0000000000000ull, "1.0"}));

TEST(DisplayCycle, ValueHexDecFloatAndBackWithNames) {
    NumberDisplay d = NumberDisplay::Value;
    std::string seen;
    for (int i = 0; i < 4; ++i) {
        seen += std::string(display_name(d)) + " ";
        EXPECT_EQ(display_from_name(display_name(d)), d);
        d = next_display(d);
    }
    EXPECT_EQ(seen, "value hex dec float ");
    EXPECT_EQ(d, NumberDisplay::Value);
    EXPECT_FALSE(display_from_name("octal"));
}

TEST(Nibbles, SetOneHexDigit) {
    EXPECT_EQ(set_nibble(0x3f800000, 7, 0x4), 0x4f800000u);
    EXPECT_EQ(set_nibble(0x3f800000, 0, 0xc), 0x3f80000cu);
    EXPECT_EQ(set_nibble(0x3ff0000000000000ull, 15, 0x4), 0x4ff0000000000000ull);
    EXPECT_EQ(hex_digit_value('F'), 15);
    EXPECT_EQ(hex_digit_value('g'), -1);
}

TEST_F(Panels, BatchColumnsShowHexAndTheChoiceIsKept) {
    session_.state.select_function("usubBorrow");
    frames(1);
    session_.batch.clear();
    std::string e = session_.batch.add_text("0x80000000u, 0xFFFFFFFFu", session_.state.catalog(), "usubBorrow");
    ASSERT_EQ(e, "");
    frames(2);
    const CaseResult* r = session_.batch.result(0);
    ASSERT_TRUE(r && r->gpu_ran);
    EXPECT_EQ(gpu_outputs_text(*r, NumberDisplay::Hex), "0x80000001; borrow 0x00000001");
    EXPECT_EQ(gpu_outputs_text(*r, NumberDisplay::Value), "2147483649u; borrow 1u");
    EXPECT_EQ(inputs_text(session_.batch.rows()[0].inputs, NumberDisplay::Dec), "2147483648, 4294967295");

    ui_->batch_display[1] = NumberDisplay::Hex;
    ui_->result_display[1] = NumberDisplay::Float;
    frames(2);  // drawn with those choices
    nlohmann::json saved = save_ui(*ui_, 0, 0);
    EXPECT_EQ(saved["display"]["batch_gpu"], "hex");
    EXPECT_EQ(saved["display"]["result_reference"], "float");
    Ui back(session_);
    saved["display"]["batch_inputs"] = "octal";  // an unknown name keeps the default
    restore_ui(back, saved);
    EXPECT_EQ(back.batch_display[0], NumberDisplay::Value);
    EXPECT_EQ(back.batch_display[1], NumberDisplay::Hex);
    EXPECT_EQ(back.result_display[1], NumberDisplay::Float);
}

TEST_F(Panels, HexDigitsTypedOverTheBitStripSetNibbles) {
    session_.load_preset("fma");
    frames(3);
    ASSERT_EQ(session_.state.inputs()[0].param.type.scalar, Scalar::Float);
    ASSERT_GT(ui_->bits_max.x, ui_->bits_min.x) << "the bit strip was drawn";
    // The mouse over the leftmost cell (bit 31, the sign): nibble 7 is the cursor.
    ImVec2 top(ui_->bits_min.x + 2.0f, ui_->bits_min.y + 2.0f);
    frame([&](ImGuiIO& io) { io.MousePos = top; });
    frame([&](ImGuiIO& io) {
        io.MousePos = top;
        io.AddInputCharactersUTF8("40490fdb");  // pi, one digit per nibble, left to right
    });
    frames(1);
    EXPECT_EQ(session_.state.inputs()[0].components[0].parse.bits, 0x40490fdbu);
    EXPECT_EQ(ui_->nibbles.cursor, 0) << "stops at the last nibble";
    // Over the rightmost cell (bit 0): that nibble; a non-hex character changes nothing.
    ImVec2 low(ui_->bits_max.x - 3.0f, ui_->bits_min.y + 2.0f);
    frame([&](ImGuiIO& io) { io.MousePos = low; });
    frame([&](ImGuiIO& io) {
        io.MousePos = low;
        io.AddInputCharactersUTF8("xC");
    });
    frames(1);
    EXPECT_EQ(session_.state.inputs()[0].components[0].parse.bits, 0x40490fdcu);
    EXPECT_TRUE(session_.state.last_is_current()) << "and it ran";
}

}  // namespace
}  // namespace il::gui
