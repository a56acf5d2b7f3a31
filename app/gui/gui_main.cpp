#include "gui/gui_main.h"

#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <filesystem>

#include "gui/bit_tools.h"
#include "gui/config_store.h"
#include "gui/driver_picker.h"
#include "gui/gpu_window.h"
#include "gui/gui_options.h"
#include "gui/presets.h"
#include "gui/screenshot.h"
#include "gui/ui_state.h"
#include "gui/theme.h"
#include "gui/ui.h"
#include "gui/window.h"

namespace il::gui {
namespace {

using Clock = std::chrono::steady_clock;

// Ctrl+C in the terminal ends the loop like closing the window, so state.json and imgui.ini are written.
volatile std::sig_atomic_t g_interrupted = 0;
void on_signal(int) { g_interrupted = 1; }

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

}  // namespace

std::string render_frame(GLFWwindow* w, Ui& ui, const std::string& screenshot, double* panels_ms) {
    auto t0 = Clock::now();
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    draw_frame(ui);
    ImGui::Render();
    if (panels_ms) *panels_ms = ms_since(t0);
    int fw = 0, fh = 0;
    glfwGetFramebufferSize(w, &fw, &fh);
    glViewport(0, 0, fw, fh);
    glClearColor(0.08f, 0.09f, 0.10f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    std::string err = screenshot.empty() ? "" : write_screenshot(screenshot, fw, fh);
    glfwSwapBuffers(w);
    return err;
}

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size())))];
}

struct Samples {
    std::vector<double> frame, panels;
};

void report(const char* what, int n, const Samples& s, uint64_t evaluations, size_t compiles) {
    std::printf(
        "bench: %d frames %s: median %.3f ms (p90 %.3f) per frame, of which panels+evaluation %.3f ms "
        "(p90 %.3f); %llu evaluations, %zu shader compiles\n",
        n, what, median(s.frame), percentile(s.frame, 0.9), median(s.panels), percentile(s.panels, 0.9),
        static_cast<unsigned long long>(evaluations), compiles);
}

void bench(GLFWwindow* w, Ui& ui, int n, int batch_rows) {
    auto frame = [&](Samples& s) {
        auto t0 = Clock::now();
        double panels = 0;
        glfwPollEvents();
        render_frame(w, ui, "", &panels);
        s.frame.push_back(ms_since(t0));
        s.panels.push_back(panels);
    };
    Samples warm, idle, edit;
    for (int i = 0; i < 10; ++i) frame(warm);
    auto compiled = [&] { return ui.s.runner ? ui.s.runner->kernels_compiled() : size_t{0}; };
    uint64_t e0 = ui.s.state.evaluations();
    size_t c0 = compiled();
    for (int i = 0; i < n; ++i) frame(idle);
    uint64_t e1 = ui.s.state.evaluations();
    size_t c1 = compiled();
    for (int i = 0; i < n; ++i) {
        // One input changes per frame, as when a person types or clicks a bit: the shader stays cached.
        const ComponentInput& c = ui.s.state.inputs().front().components.front();
        Scalar s = ui.s.state.inputs().front().param.type.scalar;
        ui.s.state.set_component_bits(0, 0, ulp_step(s, c.parse.bits, i % 2 == 0));
        frame(edit);
    }
    uint64_t e2 = ui.s.state.evaluations();
    size_t c2 = compiled();
    const Overload* o = ui.s.state.overload();
    int fw = 0, fh = 0;
    glfwGetFramebufferSize(w, &fw, &fh);
    std::printf("bench: %s, %dx%d, %s\n", o ? o->declaration().c_str() : "-", fw, fh, ui.s.device_line().c_str());
    report("editing nothing", n, idle, e1 - e0, c1 - c0);
    report("with one input changed per frame", n, edit, e2 - e1, c2 - c1);
    if (batch_rows <= 0 || !o) return;
    // A full batch, evaluated and sorted by ULP (worst first), drawn through the clipper.
    ui.s.batch.clear();
    ui.s.batch.add_random(*o, static_cast<size_t>(batch_rows), 1);
    auto t0 = Clock::now();
    ui.s.refresh();
    double eval_ms = ms_since(t0);
    t0 = Clock::now();
    ui.s.batch.sort(BatchSort::Ulp, false);
    double sort_ms = ms_since(t0);
    Samples warm2, rows;
    for (int i = 0; i < 10; ++i) frame(warm2);
    for (int i = 0; i < n; ++i) frame(rows);
    std::printf("bench: batch of %zu rows: evaluated in %.0f ms, sorted by ULP in %.0f ms\n", ui.s.batch.size(),
                eval_ms, sort_ms);
    report("with the batch loaded and sorted", n, rows, ui.s.state.evaluations() - e2, compiled() - c2);
}

void open_initial_case(Session& s, Ui& ui, const GuiOptions& o, const nlohmann::json& saved, const std::string& problem) {
    bool has = saved.is_object();
    if (has) restore_ui(ui, saved.value("ui", nlohmann::json::object()));
    if (!o.preset.empty()) {
        s.load_preset(o.preset);
        return;
    }
    if (s.start(has ? saved.value("playground", nlohmann::json()) : nlohmann::json()) && has) {
        const nlohmann::json& b = saved.value("batch", nlohmann::json());
        if (b.is_object()) {
            s.batch.clear();
            if (std::string e = s.batch.restore(b, s.state.catalog()); !e.empty()) s.show_error(e);
        }
        s.expression_batch.restore(saved.value("expression_batch", nlohmann::json()));
    }
    // A state file that cannot be used: said in the status line; it is replaced on the next save.
    if (!problem.empty()) s.show_error(problem + "; started afresh");
}

// Builds the fonts and style for the scale asked for: the setting, else the monitor's content scale.
void apply_scale(GLFWwindow* w, Ui& ui) {
    float want = ui.scale_setting > 0 ? static_cast<float>(ui.scale_setting) / 100.0f : 1.0f;
    if (ui.scale_setting == 0 && w) {
        float x = 1.0f, y = 1.0f;
        glfwGetWindowContentScale(w, &x, &y);
        want = std::clamp(x, 0.5f, 4.0f);
    }
    if (std::abs(want - ui.scale_applied) < 0.01f) return;
    bool rebuild = ui.scale_applied > 0.0f;
    ui.scale_applied = want;
    setup_theme(ui, want);
    if (rebuild) {
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
    }
}

// A key pressed and released within one poll is never down when ImGui 1.86 reads its key state: such a key is held
// down for one frame (and the shortcuts get every press), so that Enter, Escape or Backspace tapped on a loaded
// machine still act.
void take_taps(GLFWwindow* w, Ui& ui, std::vector<int>& held) {
    ImGuiIO& io = ImGui::GetIO();
    for (const KeyTap& t : take_key_taps()) {
        ui.key_taps.push_back(t);
        if (t.key >= GLFW_KEY_SPACE && t.key < IM_ARRAYSIZE(io.KeysDown) && !io.KeysDown[t.key] &&
            glfwGetKey(w, t.key) != GLFW_PRESS) {
            io.KeysDown[t.key] = true;
            held.push_back(t.key);
        }
    }
}

void release_held_keys(GLFWwindow* w, std::vector<int>& held) {
    ImGuiIO& io = ImGui::GetIO();
    for (int k : held) io.KeysDown[k] = glfwGetKey(w, k) == GLFW_PRESS;
    held.clear();
}

// Writes state.json when it differs from what was last written.
void save_session(const Session& s, const Ui& ui, nlohmann::json& last_saved, GLFWwindow* w) {
    int ww = 0, wh = 0;
    if (w) glfwGetWindowSize(w, &ww, &wh);
    nlohmann::json j = {{"version", 1},
                        {"playground", s.state.save()},
                        {"batch", s.batch.save(kSavedBatchRows)},
                        {"expression_batch", s.expression_batch.save(kSavedBatchRows)},
                        {"ui", save_ui(ui, ww, wh)}};
    if (j == last_saved) return;
    if (std::string e = save_state(j); !e.empty())
        std::fprintf(stderr, "intrinsic-lab: state not saved: %s\n", e.c_str());
    last_saved = std::move(j);
}

}  // namespace

int gui_main(const std::vector<std::string>& args) {
    GuiOptions o;
    if (!args.empty() && (args[0] == "-h" || args[0] == "--help")) {
        std::printf("%s", kGuiUsage);
        return 0;
    }
    if (std::string e = parse_gui_options(args, o); !e.empty()) {
        std::fprintf(stderr, "intrinsic-lab gui: %s\n%s", e.c_str(), kGuiUsage);
        return 2;
    }
    bool interactive = o.screenshot.empty() && o.bench_frames == 0;
    // The saved session (not for benchmarks): its window size unless --size says otherwise.
    std::string problem;
    nlohmann::json saved = o.bench_frames == 0 ? load_state(&problem) : nlohmann::json();
    WindowOptions wo;
    wo.width = o.width;
    wo.height = o.height;
    if (!o.size_given && interactive && saved.is_object())
        saved_window_size(saved.value("ui", nlohmann::json::object()), wo.width, wo.height);
    wo.vsync = interactive;
    if (interactive) {
        std::error_code ec;
        std::filesystem::create_directories(config_dir(), ec);
        wo.ini_path = imgui_ini_path();
    }
    std::string error;
    std::unique_ptr<GpuWindow> gpu = GpuWindow::open(wo, error);
    if (!gpu) {
        std::fprintf(stderr, "intrinsic-lab gui: %s\n", error.c_str());
        return 3;
    }
    int rc = 0;
    Session s;
    gpu->attach(s);
    Ui ui(s);
    ui.taps_from_window = true;
    {
        std::error_code ec;
        std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
        if (!ec && interactive) ui.exe = self.string();  // the Driver menu runs `intrinsic-lab drivers --json`
    }
    open_initial_case(s, ui, o, saved, problem);
    if (o.scale_percent > 0) ui.scale_setting = o.scale_percent;
    apply_scale(gpu->window(), ui);
    int frame = 0;
    // After each frame: a lost context is made again (the status line says so); if that fails, the state is saved
    // and the window ends with exit 3.
    auto frame_done = [&](nlohmann::json* last_saved) {
        if (++frame == o.simulate_context_loss_at_frame)
            gpu->simulate_loss("simulated at frame " + std::to_string(frame));
        GpuWindow::Check c = gpu->check(s);
        if (c == GpuWindow::Check::Recovered) std::fprintf(stderr, "intrinsic-lab gui: %s\n", s.message.c_str());
        if (c != GpuWindow::Check::Failed) return true;
        if (last_saved) save_session(s, ui, *last_saved, gpu->window());
        std::fprintf(stderr, "intrinsic-lab gui: %s%s\n", gpu->error().c_str(),
                     last_saved ? "; your inputs are saved for the next start" : "");
        rc = 3;
        return false;
    };

    if (o.bench_frames > 0) {
        bench(gpu->window(), ui, o.bench_frames, o.bench_batch);
    } else if (!o.screenshot.empty()) {
        // A few frames let tables and windows settle their sizes before the capture.
        bool ok = true;
        for (int i = 0; i < 5 && ok; ++i) {
            glfwPollEvents();
            render_frame(gpu->window(), ui);
            ok = frame_done(nullptr);
        }
        // A context re-created during those frames gets as many again before the capture.
        for (int i = 0; i < 5 && ok && gpu->recoveries() > 0; ++i) {
            glfwPollEvents();
            render_frame(gpu->window(), ui);
            ok = frame_done(nullptr);
        }
        glfwPollEvents();
        if (!ok) {
            // rc is 3 already
        } else if (std::string e = render_frame(gpu->window(), ui, o.screenshot); !e.empty()) {
            std::fprintf(stderr, "intrinsic-lab gui: %s\n", e.c_str());
            rc = 2;
        }
    } else {
        int quiet_frames = 0;
        std::vector<int> held_for_a_frame;
        nlohmann::json last_saved;
        auto saved_at = Clock::now();
        std::signal(SIGINT, on_signal);
        std::signal(SIGTERM, on_signal);
        while (!glfwWindowShouldClose(gpu->window()) && !ui.quit && !ui.switch_driver && !g_interrupted) {
            release_held_keys(gpu->window(), held_for_a_frame);
            // Sleep while nothing happens; a few frames after input let ImGui settle hover and animations.
            if (quiet_frames > 3)
                glfwWaitEventsTimeout(0.5);
            else
                glfwPollEvents();
            quiet_frames = take_activity() ? 0 : quiet_frames + 1;
            take_taps(gpu->window(), ui, held_for_a_frame);
            apply_scale(gpu->window(), ui);
            double panels_ms = 0;
            render_frame(gpu->window(), ui, "", &panels_ms);
            ui.frame_ms = ui.frame_ms * 0.9f + static_cast<float>(panels_ms) * 0.1f;
            if (!frame_done(&last_saved)) return rc;
            // Every few seconds too, as ImGui does with its ini: a killed session keeps its inputs.
            if (ms_since(saved_at) > 3000.0) {
                save_session(s, ui, last_saved, gpu->window());
                saved_at = Clock::now();
            }
        }
        save_session(s, ui, last_saved, gpu->window());
        if (ui.switch_driver) {
            // Mesa chose its driver when this process loaded it: a new process on the new driver reads the state
            // just saved. The window goes first, so that two never show.
            gpu.reset();
            std::string e = reexec_with_driver(ui.switch_driver_to);
            std::fprintf(stderr, "intrinsic-lab gui: %s\n", e.c_str());
            return 3;
        }
    }
    return rc;
}

}  // namespace il::gui
