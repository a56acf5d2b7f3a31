// Smoke test of the real binary under Xvfb (Mesa llvmpipe through GLX): `intrinsic-lab gui --preset msad4
// --screenshot FILE` writes a PNG of the window's size that is not blank and shows a green "match". Also the exit
// codes that need no display.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>

#include <unistd.h>

#define STB_IMAGE_STATIC
#define STB_IMAGE_IMPLEMENTATION
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wsign-compare"
#include <stb_image.h>
#pragma GCC diagnostic pop

namespace {

namespace fs = std::filesystem;

fs::path temp_dir() {
    fs::path d = fs::temp_directory_path() / ("il-shot-" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
}

int run(const std::string& cmd) {
    int rc = std::system(cmd.c_str());
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

std::string env(const fs::path& config) { return "INTRINSIC_LAB_CONFIG_DIR='" + config.string() + "' "; }

// `intrinsic-lab gui ARGS --screenshot PNG` on a 1600x1000 Xvfb screen, with its own config directory under `dir`.
std::string screenshot_command(const fs::path& dir, const std::string& args, const fs::path& png) {
    return env(dir / "config") + "xvfb-run -a -s '-screen 0 1600x1000x24' '" IL_BINARY "' gui " + args +
           " --screenshot '" + png.string() + "'";
}

// A pixel of the "match" verdict colour (0.33, 0.80, 0.42), anti-aliased text included.
bool match_green(const unsigned char* p) { return p[1] > 150 && p[0] < 130 && p[2] < 140 && p[1] > p[0] + 60; }

TEST(GuiScreenshot, Msad4PresetRendersUnderXvfb) {
    if (run("command -v xvfb-run >/dev/null 2>&1") != 0) GTEST_SKIP() << "xvfb-run is not installed (package xvfb)";
    fs::path dir = temp_dir();
    fs::path png = dir / "msad4.png";
    fs::remove(png);
    const std::string cmd = screenshot_command(dir, "--preset msad4", png);
    ASSERT_EQ(run(cmd), 0) << cmd;
    int w = 0, h = 0, n = 0;
    unsigned char* px = stbi_load(png.c_str(), &w, &h, &n, 3);
    ASSERT_TRUE(px) << stbi_failure_reason();
    EXPECT_EQ(w, 1600);
    EXPECT_EQ(h, 960);
    std::set<uint32_t> colours;
    size_t lit = 0, green = 0, total = static_cast<size_t>(w) * static_cast<size_t>(h);
    for (size_t i = 0; i < total; ++i) {
        const unsigned char* p = px + 3 * i;
        colours.insert(uint32_t{p[0]} << 16 | uint32_t{p[1]} << 8 | p[2]);
        lit += p[0] + p[1] + p[2] > 200;
        green += match_green(p);
    }
    stbi_image_free(px);
    EXPECT_GT(colours.size(), 100u) << "a blank or single-colour image";
    EXPECT_GT(lit, total / 50) << "too few text pixels";
    EXPECT_GT(green, 200u) << "no green 'match' verdict visible";
    // No state is written by a screenshot run: it does not disturb the user's session.
    EXPECT_FALSE(fs::exists(dir / "config" / "state.json"));
    fs::remove_all(dir);
}

// presets/expressions.json opens in Expression mode: its first case, 0.1 + 0.2 in float, is 0x3e99999a on llvmpipe
// as in the reference, so the window shows a green "match" as for a built-in's case.
TEST(GuiScreenshot, ExpressionsPresetRendersItsFirstCase) {
    if (run("command -v xvfb-run >/dev/null 2>&1") != 0) GTEST_SKIP() << "xvfb-run is not installed (package xvfb)";
    fs::path dir = temp_dir();
    fs::path png = dir / "expressions.png";
    fs::remove(png);
    const std::string cmd = screenshot_command(dir, "--preset expressions --size 1280x800", png);
    ASSERT_EQ(run(cmd), 0) << cmd;
    int w = 0, h = 0, n = 0;
    unsigned char* px = stbi_load(png.c_str(), &w, &h, &n, 3);
    ASSERT_TRUE(px) << stbi_failure_reason();
    EXPECT_EQ(w, 1280);
    EXPECT_EQ(h, 800);
    // Only the playground column counts (the browser's availability dots and the status line are green too); in
    // Expression mode nothing else there is green.
    size_t green = 0;
    for (int y = 60; y < std::min(h, 560); ++y)
        for (int x = 230; x < std::min(w, 840); ++x) {
            const unsigned char* p = px + 3 * (static_cast<size_t>(y) * w + x);
            green += match_green(p);
        }
    stbi_image_free(px);
    EXPECT_GT(green, 200u) << "no green 'match' verdict in the playground";
    fs::remove_all(dir);
}

// Pixels of the error colour (kError: 0.96, 0.38, 0.36) in the bottom rows, where the status line is.
size_t status_line_error_pixels(const fs::path& png) {
    int w = 0, h = 0, n = 0;
    unsigned char* px = stbi_load(png.c_str(), &w, &h, &n, 3);
    if (!px) return 0;
    size_t red = 0;
    for (int y = h - 28; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const unsigned char* p = px + 3 * (static_cast<size_t>(y) * w + x);
            red += p[0] > 170 && p[1] < 130 && p[2] < 130 && p[0] > p[1] + 60;
        }
    stbi_image_free(px);
    return red;
}

size_t match_pixels(const fs::path& png) {
    int w = 0, h = 0, n = 0;
    unsigned char* px = stbi_load(png.c_str(), &w, &h, &n, 3);
    if (!px) return 0;
    size_t green = 0;
    for (size_t i = 0; i < static_cast<size_t>(w) * static_cast<size_t>(h); ++i) {
        const unsigned char* p = px + 3 * i;
        green += match_green(p);
    }
    stbi_image_free(px);
    return green;
}

TEST(GuiScreenshot, ALostContextIsMadeAgainAndTheStatusLineSaysSo) {
    if (run("command -v xvfb-run >/dev/null 2>&1") != 0) GTEST_SKIP() << "xvfb-run is not installed (package xvfb)";
    fs::path dir = temp_dir();
    fs::path lost = dir / "lost.png", plain = dir / "plain.png", err = dir / "err.txt";
    ASSERT_EQ(run(screenshot_command(dir, "--preset msad4 --simulate-context-loss-at-frame 2", lost) + " 2>'" +
                  err.string() + "'"),
              0);
    ASSERT_EQ(run(screenshot_command(dir, "--preset msad4", plain)), 0);
    EXPECT_EQ(run("grep -q 'the OpenGL context was lost (simulated at frame 2); re-created it; your inputs are kept' '" +
                  err.string() + "'"),
              0);
    // After the new context the case ran on the GPU again (the green "match"), and the message is in the status line.
    EXPECT_GT(match_pixels(lost), 200u);
    EXPECT_GT(status_line_error_pixels(lost), 150u);
    EXPECT_EQ(status_line_error_pixels(plain), 0u);
    fs::remove_all(dir);
}

TEST(GuiScreenshot, BadUsageExitsTwoAndListsPresets) {
    fs::path dir = temp_dir();
    std::string out = (dir / "usage.txt").string();
    EXPECT_EQ(run(std::string("'") + IL_BINARY + "' gui --preset nope 2>'" + out + "'"), 2);
    EXPECT_EQ(run(std::string("'") + IL_BINARY + "' gui --frobnicate 2>/dev/null"), 2);
    EXPECT_EQ(run(std::string("'") + IL_BINARY + "' gui --bench-frames x 2>/dev/null"), 2);
    EXPECT_EQ(run(std::string("'") + IL_BINARY + "' gui --simulate-context-loss-at-frame 0 2>/dev/null"), 2);
    EXPECT_EQ(run(std::string("'") + IL_BINARY + "' gui --preset '' 2>/dev/null"), 2);
    EXPECT_EQ(run("grep -q 'msad4' '" + out + "'"), 0) << "the message lists the valid presets";
    EXPECT_EQ(run("grep -q 'expressions' '" + out + "'"), 0) << "the expression cases' preset among them";
}

TEST(GuiScreenshot, NoDisplayExitsThree) {
    EXPECT_EQ(run(std::string("env -u DISPLAY -u WAYLAND_DISPLAY '") + IL_BINARY +
                  "' gui --screenshot /tmp/x.png 2>/dev/null"),
              3);
}

}  // namespace
