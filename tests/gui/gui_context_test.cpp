// A lost OpenGL context in the window, in process under Xvfb (the test runs itself through xvfb-run): the simulated
// loss goes through the recovery of a real reset; afterwards the session has the same function, inputs, profile and
// batch, evaluates again on the new context with the same GPU bits, and its status line says what happened.
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

#include "gui/gpu_window.h"
#include "gui/gui_main.h"
#include "gui/theme.h"
#include "gui/ui.h"

namespace il::gui {
namespace {

// The window of one test, without vsync; null where there is no display (the test skips).
std::unique_ptr<GpuWindow> open_window(std::string& error) {
    WindowOptions wo;
    wo.vsync = false;
    return GpuWindow::open(wo, error);
}

std::vector<std::string> input_texts(const Session& s) {
    std::vector<std::string> t;
    for (const ParamInput& p : s.state.inputs())
        for (const ComponentInput& c : p.components) t.push_back(c.text);
    return t;
}

std::vector<uint64_t> gpu_bits(const Session& s) {
    std::vector<uint64_t> b;
    const BatchEvaluation* e = s.state.last();
    if (!e || e->cases.empty() || !e->cases[0].gpu_ran) return b;
    for (const Value& v : e->cases[0].gpu)
        for (int c = 0; c < v.size(); ++c) b.push_back(v.bits[c]);
    return b;
}

TEST(GuiContextLoss, RecoveryKeepsTheSessionAndGivesTheSameGpuBits) {
    std::string error;
    std::unique_ptr<GpuWindow> gpu = open_window(error);
    if (!gpu) GTEST_SKIP() << "no window: " << error;
    {
        Session s;
        gpu->attach(s);
        Ui ui(s);
        setup_theme(ui);
        ASSERT_EQ(s.load_preset("msad4"), "");
        s.state.set_glsl(440);
        for (int i = 0; i < 3; ++i) {
            render_frame(gpu->window(), ui);
            ASSERT_EQ(gpu->check(s), GpuWindow::Check::Fine);
        }
        const std::vector<std::string> inputs = input_texts(s);
        const std::vector<uint64_t> bits = gpu_bits(s);
        ASSERT_EQ(bits, (std::vector<uint64_t>{153, 6, 92, 113})) << "the msad4 page's example on the GPU";
        const size_t rows = s.batch.size();
        const auto counts = s.batch.counts();
        ASSERT_EQ(counts.count("not run"), 0u);

        gpu->simulate_loss("simulated for the test");
        ASSERT_EQ(gpu->check(s), GpuWindow::Check::Recovered);
        EXPECT_EQ(gpu->recoveries(), 1);
        EXPECT_EQ(s.message, "the OpenGL context was lost (simulated for the test); re-created it; your inputs are kept");
        EXPECT_TRUE(s.message_is_error) << "shown in the status line's error colour";
        EXPECT_TRUE(s.runner);
        EXPECT_TRUE(s.device);
        EXPECT_EQ(input_texts(s), inputs);
        EXPECT_EQ(s.state.profile().glsl, 440);
        EXPECT_EQ(s.batch.size(), rows);

        for (int i = 0; i < 3; ++i) {
            render_frame(gpu->window(), ui);
            ASSERT_EQ(gpu->check(s), GpuWindow::Check::Fine);
        }
        ASSERT_TRUE(s.state.last_is_current()) << "evaluated again on the new context";
        EXPECT_EQ(gpu_bits(s), bits);
        EXPECT_EQ(s.batch.counts(), counts);
        EXPECT_TRUE(s.state.last()->kernel && s.state.last()->kernel->compiled);
        EXPECT_EQ(s.message, "the OpenGL context was lost (simulated for the test); re-created it; your inputs are kept")
            << "the message stays in the status line";
        EXPECT_EQ(s.context_loss(), "");
    }
}

TEST(GuiContextLoss, LossesInARowGiveUpInsteadOfFlickering) {
    std::string error;
    std::unique_ptr<GpuWindow> gpu = open_window(error);
    if (!gpu) GTEST_SKIP() << "no window: " << error;
    Session s;
    gpu->attach(s);
    for (int i = 0; i < 3; ++i) {
        gpu->simulate_loss("again");
        ASSERT_EQ(gpu->check(s), GpuWindow::Check::Recovered) << i;
    }
    gpu->simulate_loss("again");
    EXPECT_EQ(gpu->check(s), GpuWindow::Check::Failed);
    EXPECT_NE(gpu->error().find("lost four times within a minute"), std::string::npos) << gpu->error();
    EXPECT_FALSE(s.runner) << "the session is left without a GPU";
}

}  // namespace
}  // namespace il::gui

// Runs itself through xvfb-run (a display of its own, as the screenshot test does), except when listing tests.
int main(int argc, char** argv) {
    std::vector<std::string> original(argv, argv + argc);
    testing::InitGoogleTest(&argc, argv);
    if (!GTEST_FLAG_GET(list_tests) && !std::getenv("IL_TEST_UNDER_XVFB") &&
        std::system("command -v xvfb-run >/dev/null 2>&1") == 0) {
        setenv("IL_TEST_UNDER_XVFB", "1", 1);
        std::vector<std::string> a = {"xvfb-run", "-a", "-s", "-screen 0 1600x1000x24"};
        a.insert(a.end(), original.begin(), original.end());
        std::vector<char*> v;
        for (std::string& s : a) v.push_back(s.data());
        v.push_back(nullptr);
        execvp("xvfb-run", v.data());
    }
    return RUN_ALL_TESTS();
}
