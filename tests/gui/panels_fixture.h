// The panels in ImGui's own frame loop, headless: no window and no renderer (the font atlas is built and the draw
// data ignored), synthetic keyboard and mouse input, the GPU through headless EGL.
#pragma once
#include <gtest/gtest.h>
#include <imgui.h>

#include <filesystem>
#include <functional>
#include <memory>

#include <unistd.h>

#include "gpu_fixture.h"
#include "gui/theme.h"
#include "gui/ui.h"

namespace il::gui {

inline constexpr int kKeyEscape = 256, kKeyBackspace = 259, kKeyDown = 264, kKeyUp = 265;

class Panels : public testing::Test {
public:
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
        io.KeyMap[ImGuiKey_DownArrow] = kKeyDown;
        io.KeyMap[ImGuiKey_UpArrow] = kKeyUp;
        io.KeyMap[ImGuiKey_Space] = 32;
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

}  // namespace il::gui
