#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include "gpu/context.h"
#include "gui/window.h"

namespace il::gui {
namespace {

std::string g_glfw_error;
bool g_activity = true;
std::vector<KeyTap> g_taps;

void on_error(int code, const char* text) { g_glfw_error = "GLFW error " + std::to_string(code) + ": " + text; }

void mark(GLFWwindow*) { g_activity = true; }

// What the display offers when 4.5 core is refused: the version of a default context, if any.
std::string offered_context() {
    glfwDefaultWindowHints();
    glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
    GLFWwindow* probe = glfwCreateWindow(64, 64, "probe", nullptr, nullptr);
    if (!probe) return "no OpenGL context at all";
    glfwMakeContextCurrent(probe);
    using GetString = const unsigned char* (*)(unsigned int);
    auto get = reinterpret_cast<GetString>(glfwGetProcAddress("glGetString"));
    std::string s = "the display offers ";
    const char* v = get ? reinterpret_cast<const char*>(get(GL_VERSION)) : nullptr;
    const char* r = get ? reinterpret_cast<const char*>(get(GL_RENDERER)) : nullptr;
    s += "OpenGL " + std::string(v ? v : "?") + " (" + (r ? r : "?") + ")";
    glfwMakeContextCurrent(nullptr);
    glfwDestroyWindow(probe);
    return s;
}

}  // namespace

namespace {

// A window with a GL 4.5 core context, current, GL loaded. Asks for reset notification first and goes without it
// where the display refuses (the context then never reports a reset; driver errors still do).
GLFWwindow* create_gl_window(const WindowOptions& o, std::string& error) {
    GLFWwindow* w = nullptr;
    for (bool robust : {true, false}) {
        glfwDefaultWindowHints();
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 4);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 5);
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
        glfwWindowHint(GLFW_CONTEXT_ROBUSTNESS, robust ? GLFW_LOSE_CONTEXT_ON_RESET : GLFW_NO_ROBUSTNESS);
        g_glfw_error.clear();
        w = glfwCreateWindow(o.width, o.height, "intrinsic-lab", nullptr, nullptr);
        if (w) break;
    }
    if (!w) {
        std::string why = g_glfw_error;
        error = "no OpenGL 4.5 core context for a window: " + why + "; " + offered_context();
        return nullptr;
    }
    glfwMakeContextCurrent(w);
    std::string gl_error;
    if (!load_gl(reinterpret_cast<void* (*)(const char*)>(glfwGetProcAddress), gl_error)) {
        error = "the window's context is not usable: " + gl_error;
        glfwDestroyWindow(w);
        return nullptr;
    }
    glfwSwapInterval(o.vsync ? 1 : 0);
    // Installed before ImGui's, which chains to them.
    glfwSetMouseButtonCallback(w, [](GLFWwindow* x, int, int, int) { mark(x); });
    glfwSetScrollCallback(w, [](GLFWwindow* x, double, double) { mark(x); });
    glfwSetKeyCallback(w, [](GLFWwindow* x, int key, int, int action, int mods) {
        mark(x);
        if (action == GLFW_PRESS && g_taps.size() < 64) g_taps.push_back(KeyTap{key, mods});
    });
    glfwSetCharCallback(w, [](GLFWwindow* x, unsigned) { mark(x); });
    glfwSetCursorPosCallback(w, [](GLFWwindow* x, double, double) { mark(x); });
    glfwSetWindowFocusCallback(w, [](GLFWwindow* x, int) { mark(x); });
    glfwSetFramebufferSizeCallback(w, [](GLFWwindow* x, int, int) { mark(x); });
    glfwSetWindowRefreshCallback(w, [](GLFWwindow* x) { mark(x); });
    return w;
}

bool g_backends = false;

void init_backends(GLFWwindow* w) {
    ImGui_ImplGlfw_InitForOpenGL(w, true);
    ImGui_ImplOpenGL3_Init("#version 150");
    g_backends = true;
}

void shutdown_backends() {
    if (!g_backends) return;
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    g_backends = false;
}

}  // namespace

GLFWwindow* open_window(const WindowOptions& o, std::string& error) {
    glfwSetErrorCallback(on_error);
    if (!glfwInit()) {
        error = "no window system: " + (g_glfw_error.empty() ? "glfwInit failed" : g_glfw_error) +
                " (is DISPLAY set? under CI run it through xvfb-run)";
        return nullptr;
    }
    GLFWwindow* w = create_gl_window(o, error);
    if (!w) {
        glfwTerminate();
        return nullptr;
    }
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    static std::string ini;
    ini = o.ini_path;
    ImGui::GetIO().IniFilename = ini.empty() ? nullptr : ini.c_str();
    init_backends(w);
    return w;
}

void close_window(GLFWwindow* w) {
    shutdown_backends();
    if (ImGui::GetCurrentContext()) ImGui::DestroyContext();
    if (w) glfwDestroyWindow(w);
    glfwTerminate();
}

GLFWwindow* reopen_window(GLFWwindow* old, const WindowOptions& o, std::string& error) {
    int x = 0, y = 0;
    WindowOptions same = o;
    glfwGetWindowPos(old, &x, &y);
    glfwGetWindowSize(old, &same.width, &same.height);
    // ImGui's OpenGL3 objects belong to the lost context: deleting them there is harmless.
    shutdown_backends();
    glfwMakeContextCurrent(nullptr);
    glfwDestroyWindow(old);
    GLFWwindow* w = create_gl_window(same, error);
    if (!w) return nullptr;
    glfwSetWindowPos(w, x, y);
    init_backends(w);
    return w;
}

bool has_reset_notification(GLFWwindow* w) {
    return glfwGetWindowAttrib(w, GLFW_CONTEXT_ROBUSTNESS) == GLFW_LOSE_CONTEXT_ON_RESET;
}

std::string graphics_reset_status() {
    GLenum r = glGetGraphicsResetStatus ? glGetGraphicsResetStatus() : GL_NO_ERROR;
    switch (r) {
        case GL_NO_ERROR: return "";
        case GL_GUILTY_CONTEXT_RESET: return "a GPU reset that this window's context caused";
        case GL_INNOCENT_CONTEXT_RESET: return "a GPU reset caused elsewhere";
        default: return "a GPU reset of unknown cause";
    }
}

std::vector<KeyTap> take_key_taps() {
    std::vector<KeyTap> t;
    t.swap(g_taps);
    return t;
}

bool take_activity() {
    bool a = g_activity;
    g_activity = false;
    return a;
}

}  // namespace il::gui
