// Numbers that must not mislead (exact decimal values, zero as zero, a negative number in a uint box, no stale
// verdict after a bad input) and the keyboard (quick taps, Escape in dialogs, Down/Enter in the filter, names
// before descriptions, F6 between panels), with the state kept between runs.
#include <gtest/gtest.h>

#include <fstream>

#include <imgui_internal.h>

#include "gui/component_parse.h"
#include "gui/exact_decimal.h"
#include "gui/ui_state.h"
#include "panels_fixture.h"

namespace il::gui {
namespace {

struct Exact {
    Scalar scalar;
    uint64_t bits;
    std::string text;
};

class ExactDecimal : public testing::TestWithParam<Exact> {};

TEST_P(ExactDecimal, KnownValues) { EXPECT_EQ(exact_decimal(GetParam().scalar, GetParam().bits), GetParam().text); }

INSTANTIATE_TEST_SUITE_P(
    Floats, ExactDecimal,
    testing::Values(Exact{Scalar::Float, 0x3dcccccd, "0.100000001490116119384765625"},
                    Exact{Scalar::Float, 0x3f800000, "1"}, Exact{Scalar::Float, 0xbf400000, "-0.75"},
                    Exact{Scalar::Float, 0x00000000, "0"}, Exact{Scalar::Float, 0x80000000, "-0"},
                    Exact{Scalar::Float, 0x7f800000, "inf"}, Exact{Scalar::Float, 0x7fc00000, "nan"},
                    Exact{Scalar::Float, 0x7f7fffff, "340282346638528859811704183484516925440"},
                    // 2^-149, the smallest denormal.
                    Exact{Scalar::Float, 0x00000001,
                          "0." + std::string(44, '0') +
                              "140129846432481707092372958328991613128026194187651577175706828388979108268586060148663"
                              "818836212158203125"},
                    Exact{Scalar::Double, 0x3fb999999999999aull, "0.1000000000000000055511151231257827021181583404541015625"},
                    Exact{Scalar::Double, 0x4330000000000001ull, "4503599627370497"},
                    Exact{Scalar::Uint, 5, ""}));

TEST(Numbers, ZeroIsShownAsZero) {
    EXPECT_EQ(fields_text(Scalar::Float, 0), "+0 (zero)");
    EXPECT_EQ(fields_text(Scalar::Double, 0x8000000000000000ull), "-0 (zero)");
    EXPECT_EQ(fields_text(Scalar::Float, 0x3f000000), "+ 2^-1 x 1.0000000 (normal)");
}

TEST(Numbers, ANegativeNumberInAUintBoxIsAnError) {
    ComponentParse p = parse_component("-1", Scalar::Uint);
    EXPECT_FALSE(p.ok);
    EXPECT_NE(p.error.find("negative"), std::string::npos) << p.error;
    EXPECT_FALSE(parse_component("-1u", Scalar::Uint).ok);
    EXPECT_TRUE(parse_component("1", Scalar::Uint).ok) << "GLSL converts a non-negative int";
    EXPECT_EQ(parse_component("-1", Scalar::Int).bits, 0xffffffffu);
}

TEST(UiState, SavedAndClamped) {
    Session s;
    Ui ui(s);
    ui.random_count = 1000;
    ui.random_seed = 42;
    ui.scale_setting = 150;
    ui.batch_height = 300;
    ui.recent_files = {"/tmp/a.json", "/tmp/b.json"};
    nlohmann::json j = save_ui(ui, 1024, 640);
    Ui back(s);
    restore_ui(back, j);
    EXPECT_EQ(back.random_count, 1000);
    EXPECT_EQ(back.random_seed, 42);
    EXPECT_EQ(back.scale_setting, 150);
    EXPECT_EQ(back.batch_height, 300.0f);
    EXPECT_EQ(back.recent_files, ui.recent_files);
    int w = 1600, h = 960;
    saved_window_size(j, w, h);
    EXPECT_EQ(w, 1024);
    EXPECT_EQ(h, 640);

    nlohmann::json bad = {{"random_count", 1e300}, {"random_seed", -5}, {"scale_percent", "big"},
                          {"window", {{"width", 1e12}, {"height", 10}}}};
    Ui clamped(s);
    restore_ui(clamped, bad);
    EXPECT_EQ(clamped.random_count, Ui::kMaxRandomRows);
    EXPECT_EQ(clamped.random_seed, 0);
    EXPECT_EQ(clamped.scale_setting, 0);
    saved_window_size(bad, w, h);
    EXPECT_EQ(w, 8192);
    EXPECT_EQ(h, 240);
}

TEST_F(Panels, ABadInputClearsTheLastVerdict) {
    session_.load_preset("fma");
    frames(2);
    EXPECT_NE(ui_->results_shown, nullptr);
    session_.state.set_component_text(0, 0, "1.0.0");
    frames(2);
    EXPECT_EQ(ui_->results_shown, nullptr) << "no faded verdict of other inputs";
    session_.state.set_component_text(0, 0, "1.0");
    frames(2);
    EXPECT_NE(ui_->results_shown, nullptr);
}

TEST_F(Panels, AQuickTapIsNotLost) {
    session_.load_preset("msad4");
    frames(2);
    ui_->taps_from_window = true;
    // Pressed and released between two frames: ImGui never sees the key down, the tap list has it.
    ui_->key_taps.push_back(KeyTap{kKeyE, kModCtrl});
    frames(2);
    EXPECT_EQ(ui_->path_open, PathAction::ExportCase);
    EXPECT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel));
    press(kKeyEscape);
    frames(1);
    EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel));
}

TEST_F(Panels, EscapeClosesThePasteDialog) {
    frames(1);
    ui_->open_paste = true;
    frames(2);
    EXPECT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel));
    press(kKeyEscape);
    frames(1);
    EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel));
    EXPECT_TRUE(ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard)
        << "keyboard navigation: arrows, Space and Escape reach every widget and close combos";
}

TEST_F(Panels, EscapeClosesTheGlslCombo) {
    session_.load_preset("fma");
    frames(2);
    // The GLSL version combo sits at the toolbar's left, after the "GLSL" label.
    auto click = [&](ImVec2 at) {
        frame([&](ImGuiIO& io) { io.MousePos = at; });
        frame([&](ImGuiIO& io) { io.MouseDown[0] = true; });
        frame([&](ImGuiIO& io) { io.MouseDown[0] = false; });
    };
    click(ImVec2(95, 39));
    frames(1);
    ASSERT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
        << "the click opened the combo";
    press(kKeyEscape);
    frames(1);
    EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel));
    EXPECT_EQ(session_.state.profile().glsl, 450) << "Escape picked nothing";
}

TEST_F(Panels, FilterMatchesNamesFirstAndDownPicksTheNextMatch) {
    session_.state.filter = "sin";
    for (const ChapterEntry& ch : session_.state.browse())
        for (const FunctionEntry& f : ch.functions)
            EXPECT_NE(f.function.find("sin"), std::string::npos) << f.function << " matched only its description";
    session_.state.filter.clear();

    session_.load_preset("msad4");
    frames(2);
    press(kKeyF, true);
    type("exp");
    std::vector<std::string> names;
    for (const ChapterEntry& ch : session_.state.browse())
        for (const FunctionEntry& f : ch.functions) names.push_back(f.function);
    ASSERT_GE(names.size(), 2u);
    press(kKeyDown);
    press(kKeyEnter);
    ASSERT_TRUE(session_.state.overload());
    EXPECT_EQ(session_.state.overload()->function, names[1]);
    EXPECT_EQ(session_.state.overload(), Catalog::get().overloads_of(names[1]).front())
        << "Enter opens the first overload, not one shaped like the last function's inputs";

    session_.state.filter = "zzz";
    session_.load_preset("fma");
    EXPECT_EQ(session_.state.filter, "") << "a stale filter would hide the function just opened";
    // And after a file load.
    { std::ofstream(dir_ / "one.json") << R"json({"schema": "intrinsic-lab.vectors/1", "cases": [{"function": "exp2",
        "overload": "float exp2(float x)", "inputs": [{"name": "x", "type": "float", "bits": ["0x3f800000"]}]}]})json"; }
    session_.state.filter = "zzz";
    EXPECT_EQ(session_.load_vectors_file((dir_ / "one.json").string()), "");
    EXPECT_EQ(session_.state.filter, "");
    ASSERT_TRUE(session_.state.overload());
    EXPECT_EQ(session_.state.overload()->function, "exp2");
}

TEST_F(Panels, ExportAsksBeforeReplacingAFileAndRemembersIt) {
    session_.load_preset("msad4");
    frames(2);
    std::filesystem::path out = dir_ / "intrinsic-lab-msad4.json";
    { std::ofstream(out) << "old"; }
    press(kKeyE, true);
    frames(2);
    press(kKeyEnter);
    frames(2);
    EXPECT_TRUE(ui_->overwrite_asked);
    std::ifstream first(out);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(first), {}), "old") << "not replaced without asking";
    press(kKeyEnter);
    frames(1);
    nlohmann::json doc = nlohmann::json::parse(std::ifstream(out));
    EXPECT_EQ(doc["cases"][0]["function"], "msad4");
    ASSERT_FALSE(ui_->recent_files.empty());
    EXPECT_EQ(ui_->recent_files.front(), out.string());
    press(kKeyE, true);
    frames(2);
    EXPECT_EQ(ui_->files.dir(), dir_.string()) << "next to the last file";
    press(kKeyEscape);
}

TEST_F(Panels, F6MovesTheKeyboardBetweenPanels) {
    frames(2);
    int start = ui_->current_panel;
    press(kKeyF6);
    frames(1);
    EXPECT_EQ(ui_->current_panel, (start + 1) % kPanels);
    press(kKeyF6);
    frames(1);
    EXPECT_EQ(ui_->current_panel, (start + 2) % kPanels);
    // Tab outside a text box (Escape leaves the one the panel focused) does the same; Shift+Tab goes back.
    press(kKeyEscape);
    press(kKeyTab);
    frames(1);
    EXPECT_EQ(ui_->current_panel, (start + 3) % kPanels);
    press(kKeyEscape);
    frame([&](ImGuiIO& io) {
        io.KeyShift = true;
        io.KeysDown[kKeyTab] = true;
    });
    frame([&](ImGuiIO& io) {
        io.KeysDown[kKeyTab] = false;
        io.KeyShift = false;
    });
    frames(1);
    EXPECT_EQ(ui_->current_panel, (start + 2) % kPanels);
}

TEST_F(Panels, At1024x640TheVerdictIsAboveTheFold) {
    ImGui::GetIO().DisplaySize = ImVec2(1024, 640);
    session_.load_preset("fma");
    frames(3);
    ASSERT_NE(ui_->results_shown, nullptr);
    EXPECT_LT(ui_->verdict_bottom, ui_->playground_bottom);
    // Nothing runs past the window's right edge: the toolbar's Run and Export stay on screen.
    ImGuiWindow* w = ImGui::FindWindowByName("intrinsic-lab");
    ASSERT_NE(w, nullptr);
    EXPECT_LE(w->ContentSize.x, w->Size.x) << "content " << w->ContentSize.x << " wide in a window " << w->Size.x;
}

}  // namespace
}  // namespace il::gui
