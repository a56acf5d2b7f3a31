// The panels themselves in ImGui's own frame loop, headless: no window and no renderer (the font atlas is built and
// the draw data ignored), synthetic keyboard input, the GPU through headless EGL. Ctrl+F, typing a filter and Enter
// choose a function; typing into the focused box gives a bad input (marked, not run); #version 3.30 shows
// usubBorrow unavailable; Ctrl+E and Enter export JSON.
#include <gtest/gtest.h>
#include <imgui.h>

#include <filesystem>
#include <fstream>
#include <functional>

#include <unistd.h>

#include "gpu_fixture.h"
#include "gui/theme.h"
#include "gui/ui.h"

namespace il::gui {
namespace {

class Panels : public testing::Test {
protected:
    void SetUp() override {
        IL_REQUIRE_GPU();
        session_.runner = test::gpu().runner.get();
        session_.device = test::gpu().device;
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.DisplaySize = ImVec2(1600, 960);
        io.DeltaTime = 1.0f / 60.0f;
        // The key codes imgui_impl_glfw maps, so that InputText sees Enter, Backspace, … as in the app.
        io.KeyMap[ImGuiKey_Tab] = 258;
        io.KeyMap[ImGuiKey_Enter] = kKeyEnter;
        io.KeyMap[ImGuiKey_KeyPadEnter] = kKeyPadEnter;
        io.KeyMap[ImGuiKey_Escape] = 256;
        io.KeyMap[ImGuiKey_Backspace] = 259;
        io.KeyMap[ImGuiKey_A] = 'A';
        ui_ = std::make_unique<Ui>(session_);
        setup_theme(*ui_);
        unsigned char* pixels = nullptr;
        int w = 0, h = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
        dir_ = std::filesystem::temp_directory_path() / ("il-panels-" + std::to_string(::getpid()));
        std::filesystem::create_directories(dir_);
        old_cwd_ = std::filesystem::current_path();
        std::filesystem::current_path(dir_);
    }
    void TearDown() override {
        if (!ui_) return;
        std::filesystem::current_path(old_cwd_);
        std::filesystem::remove_all(dir_);
        ImGui::DestroyContext();
    }

    void frame(const std::function<void(ImGuiIO&)>& input = nullptr) {
        ImGuiIO& io = ImGui::GetIO();
        if (input) input(io);
        ImGui::NewFrame();
        draw_frame(*ui_);
        ImGui::Render();
        ImDrawData* d = ImGui::GetDrawData();
        ASSERT_TRUE(d && d->Valid);
        vertices_ = d->TotalVtxCount;
    }
    void frames(int n) {
        for (int i = 0; i < n; ++i) frame();
    }
    void press(int key, bool ctrl = false) {
        frame([&](ImGuiIO& io) {
            io.KeyCtrl = ctrl;
            io.KeysDown[key] = true;
        });
        frame([&](ImGuiIO& io) {
            io.KeysDown[key] = false;
            io.KeyCtrl = false;
        });
    }
    void type(const char* text) {
        frame([&](ImGuiIO& io) { io.AddInputCharactersUTF8(text); });
        frames(1);
    }

    Session session_;
    std::unique_ptr<Ui> ui_;
    std::filesystem::path dir_, old_cwd_;
    int vertices_ = 0;
};

TEST_F(Panels, FreshStartShowsAPresetNotAnEmptyWindow) {
    EXPECT_FALSE(session_.start(nullptr)) << "nothing saved: nothing restored";
    frames(3);
    ASSERT_TRUE(session_.state.overload());
    EXPECT_EQ(session_.state.overload()->function, "msad4");
    EXPECT_GT(vertices_, 2000) << "every panel drew something";
    const BatchEvaluation* b = session_.state.last();
    ASSERT_TRUE(b);
    EXPECT_EQ(b->cases[0].gpu[0].u(0), 153u);
    EXPECT_EQ(b->cases[0].gpu[0].u(3), 113u);
}

TEST_F(Panels, KeyboardChoosesAFunctionAndABadInputIsMarkedNotRun) {
    session_.load_preset("msad4");
    frames(2);
    press(kKeyF, true);
    type("usubB");
    EXPECT_EQ(session_.state.filter, "usubB");
    press(kKeyEnter);
    ASSERT_TRUE(session_.state.overload());
    EXPECT_EQ(session_.state.overload()->function, "usubBorrow");
    frames(2);
    uint64_t runs = session_.state.evaluations();
    ASSERT_TRUE(session_.state.last_is_current());

    // Enter in the filter put the keyboard in the first box, its text selected: typing replaces it.
    type("12x");
    EXPECT_EQ(session_.state.inputs()[0].components[0].text, "12x");
    EXPECT_FALSE(session_.state.inputs()[0].components[0].parse.ok);
    frames(3);
    EXPECT_EQ(session_.state.evaluations(), runs) << "nothing runs on an invalid input";
    EXPECT_FALSE(session_.state.last_is_current());

    press(259);  // Backspace drops the x: valid again, and it runs in that frame
    EXPECT_TRUE(session_.state.inputs_valid());
    EXPECT_EQ(session_.state.inputs()[0].components[0].parse.bits, 12u);
    EXPECT_EQ(session_.state.evaluations(), runs + 1);

    type("q");
    EXPECT_FALSE(session_.state.inputs_valid());
    press(kKeyEnter, true);  // Ctrl+Enter runs nothing either, and says why
    frames(2);
    EXPECT_EQ(session_.state.evaluations(), runs + 1);
    EXPECT_TRUE(session_.message_is_error);
    EXPECT_NE(session_.message.find("x: "), std::string::npos) << session_.message;
}

TEST_F(Panels, Profile330ShowsUsubBorrowUnavailableWithTheLog) {
    session_.state.select_function("usubBorrow");
    frames(2);
    session_.state.set_glsl(330);  // what the GLSL combo does
    frames(2);
    const BatchEvaluation* b = session_.state.last();
    ASSERT_TRUE(b && b->kernel);
    EXPECT_EQ(b->profile.glsl, 330);
    EXPECT_EQ(b->cases[0].verdict, Verdict::Unavailable);
    EXPECT_FALSE(session_.state.log_error_lines().empty()) << b->kernel->log;
    EXPECT_EQ(ui_->shown_kernel, b->kernel) << "the shader panel shows the rejected kernel";
}

TEST_F(Panels, CtrlEExportsJson) {
    session_.load_preset("msad4");
    frames(2);
    press(kKeyE, true);
    frames(2);
    EXPECT_EQ(ui_->path_open, PathAction::ExportCase);
    press(kKeyEnter);
    std::filesystem::path out = dir_ / "intrinsic-lab-msad4.json";
    ASSERT_TRUE(std::filesystem::exists(out)) << session_.message;
    std::ifstream in(out);
    nlohmann::json doc = nlohmann::json::parse(in);
    EXPECT_EQ(doc["schema"], "intrinsic-lab.vectors/1");
    EXPECT_EQ(doc["cases"][0]["function"], "msad4");
    EXPECT_EQ(doc["cases"][0]["gpu"][0]["bits"],
              (nlohmann::json{"0x00000099", "0x00000006", "0x0000005c", "0x00000071"}));
    EXPECT_EQ(doc["cases"][0]["verdict"], "match");
}

TEST_F(Panels, IdleFramesDoNoWork) {
    session_.load_preset("packing");
    frames(3);
    uint64_t runs = session_.state.evaluations();
    frames(30);
    EXPECT_EQ(session_.state.evaluations(), runs);
}

TEST_F(Panels, EveryFunctionRendersWithAVerdict) {
    for (const std::string& fn : Catalog::get().functions()) {
        ASSERT_TRUE(session_.state.select_function(fn));
        frames(2);
        const BatchEvaluation* b = session_.state.last();
        ASSERT_TRUE(b && b->overload == session_.state.overload()) << fn << ": " << session_.state.evaluation_error();
        EXPECT_TRUE(b->cases[0].has_verdict) << fn;
        EXPECT_TRUE(b->kernel && b->kernel->compiled) << fn << ": " << (b->kernel ? b->kernel->log : "");
    }
}

}  // namespace
}  // namespace il::gui
