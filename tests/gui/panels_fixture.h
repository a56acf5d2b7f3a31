// The panels in ImGui's own frame loop, headless: no window and no renderer (the font atlas is built and the draw
// data ignored), synthetic keyboard and mouse input, the GPU through headless EGL.
#pragma once
#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

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
    // Clicks the button `label` in the panel's child window (`panel`: "batch"): the mouse walks over
    // the window until ImGui reports the button hovered, then presses and releases. False when it is not found.
    bool click_button(const char* panel, const char* label) {
        frames(1);
        // A child window is named "parent/ID_XXXXXXXX" (its id in hex): the panel's last part is "batch_" and 8 digits.
        const std::string start = std::string(panel) + "_";
        ImGuiWindow* w = nullptr;
        for (ImGuiWindow* c : GImGui->Windows) {
            const std::string name = c->Name;
            const size_t slash = name.rfind('/');
            if (slash != std::string::npos && name.size() == slash + 1 + start.size() + 8 &&
                name.compare(slash + 1, start.size(), start) == 0)
                w = c;
        }
        if (!w) return false;
        const ImGuiID id = ImHashStr(label, 0, w->ID);
        for (float y = w->Pos.y + 2.0f; y < w->Pos.y + w->Size.y; y += 4.0f)
            for (float x = w->Pos.x + 2.0f; x < w->Pos.x + w->Size.x; x += 10.0f) {
                frame([&](ImGuiIO& io) { io.MousePos = ImVec2(x, y); });
                if (GImGui->HoveredId != id) continue;
                frame([&](ImGuiIO& io) { io.MouseDown[0] = true; });
                frame([&](ImGuiIO& io) { io.MouseDown[0] = false; });
                frames(1);
                return true;
            }
        return false;
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
