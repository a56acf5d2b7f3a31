#include <glad/egl.h>
#include <glad/gl.h>

#include <cstdlib>
#include <cstring>
#include <string>

#include "gpu/context.h"
#include "gpu/drivers.h"

namespace il {
namespace {

std::string egl_error_text() {
    char buf[32];
    std::snprintf(buf, sizeof buf, "EGL error 0x%04x", eglGetError());
    return buf;
}

// Makes a GL 4.5 core context current on `dpy`; on failure appends why to `why`.
EGLContext make_context(EGLDisplay dpy, std::string& why) {
    EGLint major = 0, minor = 0;
    if (!eglInitialize(dpy, &major, &minor)) {
        why += "eglInitialize failed (" + egl_error_text() + ")";
        return EGL_NO_CONTEXT;
    }
    gladLoadEGL(dpy, reinterpret_cast<GLADloadfunc>(eglGetProcAddress));
    if (!eglBindAPI(EGL_OPENGL_API)) {
        why += "no desktop OpenGL API";
        return EGL_NO_CONTEXT;
    }
    EGLConfig config = nullptr;
    EGLint n = 0;
    const EGLint cfg_attrs[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_SURFACE_TYPE, 0, EGL_NONE};
    if (!eglChooseConfig(dpy, cfg_attrs, &config, 1, &n) || n == 0) {
        if (!GLAD_EGL_KHR_no_config_context) {
            why += "no EGL config with desktop OpenGL";
            return EGL_NO_CONTEXT;
        }
        config = EGL_NO_CONFIG_KHR;
    }
    const EGLint ctx_attrs[] = {EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 5,
                                EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    // Ask for reset notification first, so that a GPU reset is reported rather than read as results.
    const EGLint robust_attrs[] = {EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 5,
                                   EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
                                   EGL_CONTEXT_OPENGL_RESET_NOTIFICATION_STRATEGY_EXT, EGL_LOSE_CONTEXT_ON_RESET_EXT,
                                   EGL_NONE};
    EGLContext ctx = GLAD_EGL_EXT_create_context_robustness
                         ? eglCreateContext(dpy, config, EGL_NO_CONTEXT, robust_attrs)
                         : EGL_NO_CONTEXT;
    if (ctx == EGL_NO_CONTEXT) ctx = eglCreateContext(dpy, config, EGL_NO_CONTEXT, ctx_attrs);
    if (ctx == EGL_NO_CONTEXT) {
        // Say what the platform does offer: the highest core context it creates.
        std::string offered = "none";
        for (int minor_try : {3, 2, 1, 0}) {
            const EGLint probe[] = {EGL_CONTEXT_MAJOR_VERSION, minor_try == 0 ? 3 : 4, EGL_CONTEXT_MINOR_VERSION,
                                    minor_try == 0 ? 3 : minor_try, EGL_NONE};
            EGLContext c = eglCreateContext(dpy, config, EGL_NO_CONTEXT, probe);
            if (c != EGL_NO_CONTEXT) {
                offered = minor_try == 0 ? "3.3" : "4." + std::to_string(minor_try);
                eglDestroyContext(dpy, c);
                break;
            }
        }
        why += "no OpenGL 4.5 core context (" + egl_error_text() + "; highest offered: " + offered + ")";
        return EGL_NO_CONTEXT;
    }
    if (!eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, ctx)) {
        why += "eglMakeCurrent without a surface failed (" + egl_error_text() + ")";
        eglDestroyContext(dpy, ctx);
        return EGL_NO_CONTEXT;
    }
    return ctx;
}

// EGL 1.5 §3.4: the client extensions (platforms, device enumeration) are those of EGL_NO_DISPLAY. They are
// read once here: gladLoadEGL(dpy) re-reads its GLAD_EGL_* flags from one display's extensions, which lack
// them, so after a device display was tried the flags would say no platform is offered.
struct ClientExtensions {
    bool platform_device = false, device_enumeration = false, device_base = false, platform_surfaceless = false;
};

bool has_extension(const char* list, const char* name) {
    const size_t n = std::strlen(name);
    for (const char* p = list; p && (p = std::strstr(p, name)); p += n)
        if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) return true;
    return false;
}

ClientExtensions client_extensions() {
    const char* list = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
    eglGetError();  // EGL_BAD_DISPLAY where client extensions are not supported
    ClientExtensions c;
    c.platform_device = has_extension(list, "EGL_EXT_platform_device");
    c.device_enumeration = has_extension(list, "EGL_EXT_device_enumeration");
    c.device_base = has_extension(list, "EGL_EXT_device_base");
    c.platform_surfaceless = has_extension(list, "EGL_MESA_platform_surfaceless");
    return c;
}

}  // namespace

std::unique_ptr<HeadlessContext> HeadlessContext::create(std::string& error) {
    if (!gladLoaderLoadEGL(EGL_NO_DISPLAY)) {
        error = "libEGL could not be loaded (install libegl1 and libegl-mesa0)";
        return nullptr;
    }
    const ClientExtensions client = client_extensions();
    std::unique_ptr<HeadlessContext> h(new HeadlessContext);
    std::string why;
    // INTRINSIC_LAB_EGL_PLATFORM=surfaceless|device picks one platform, INTRINSIC_LAB_EGL_DEVICE=N one EGL
    // device (--driver, gpu/drivers.h; driver checks, tests).
    const char* only = std::getenv("INTRINSIC_LAB_EGL_PLATFORM");
    std::string pick = only ? only : "";
    const char* device_env = std::getenv("INTRINSIC_LAB_EGL_DEVICE");
    const int only_device = device_env && *device_env ? std::atoi(device_env) : -1;
    auto try_display = [&](EGLDisplay dpy, const std::string& name) -> bool {
        if (dpy == EGL_NO_DISPLAY) return false;
        why += (why.empty() ? "" : "; ") + name + ": ";
        EGLContext ctx = make_context(dpy, why);
        if (ctx == EGL_NO_CONTEXT) {
            eglTerminate(dpy);
            return false;
        }
        std::string gl_error;
        if (!load_gl(reinterpret_cast<void* (*)(const char*)>(eglGetProcAddress), gl_error)) {
            why += gl_error;
            eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
            eglDestroyContext(dpy, ctx);
            eglTerminate(dpy);
            return false;
        }
        h->display_ = dpy;
        h->context_ = ctx;
        h->platform_ = name;
        return true;
    };
    if ((pick.empty() || pick == "device") && client.platform_device &&
        (client.device_enumeration || client.device_base)) {  // NVIDIA offers only device_base
        EGLDeviceEXT devices[16];
        EGLint count = 0;
        if (eglQueryDevicesEXT(16, devices, &count) && count > 0) {
            if (only_device >= count)
                why += "EGL device " + std::to_string(only_device) + ": no such device (" + std::to_string(count) +
                       " found)";
            for (EGLint i = 0; i < count; ++i) {
                if (only_device >= 0 && i != only_device) continue;
                EGLDisplay dpy = eglGetPlatformDisplayEXT(EGL_PLATFORM_DEVICE_EXT, devices[i], nullptr);
                if (try_display(dpy, "EGL device " + std::to_string(i))) return h;
            }
        } else {
            why += "EGL device: no devices";
        }
    } else if (pick.empty() || pick == "device") {
        why += "EGL device: platform not offered";
    }
    if ((pick.empty() || pick == "surfaceless") && client.platform_surfaceless) {
        EGLDisplay dpy = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
        if (try_display(dpy, "EGL surfaceless")) return h;
    } else if (pick.empty() || pick == "surfaceless") {
        why += std::string(why.empty() ? "" : "; ") + "EGL surfaceless: platform not offered";
    }
    error = "no usable OpenGL 4.5 context: " + (why.empty() ? "no EGL platform tried" : why);
    return nullptr;
}

HeadlessContext::~HeadlessContext() {
    EGLDisplay dpy = static_cast<EGLDisplay>(display_);
    eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglDestroyContext(dpy, static_cast<EGLContext>(context_));
    eglTerminate(dpy);
}

int egl_device_count(std::string& error) {
    if (!gladLoaderLoadEGL(EGL_NO_DISPLAY)) {
        error = "libEGL could not be loaded (install libegl1 and libegl-mesa0)";
        return 0;
    }
    const ClientExtensions client = client_extensions();
    if (!client.platform_device || !(client.device_enumeration || client.device_base)) {
        error = "EGL device: platform not offered";
        return 0;
    }
    EGLDeviceEXT devices[16];
    EGLint count = 0;
    if (!eglQueryDevicesEXT(16, devices, &count)) {
        error = "EGL device: eglQueryDevicesEXT failed (" + egl_error_text() + ")";
        return 0;
    }
    return count;
}

bool load_gl(void* (*get_proc)(const char*), std::string& error) {
    int version = gladLoadGL(reinterpret_cast<GLADloadfunc>(get_proc));
    if (!version) {
        error = "OpenGL entry points could not be loaded";
        return false;
    }
    int major = GLAD_VERSION_MAJOR(version), minor = GLAD_VERSION_MINOR(version);
    if (major * 10 + minor < 45) {
        const char* v = reinterpret_cast<const char*>(glGetString(GL_VERSION));
        error = "the context is OpenGL " + std::string(v ? v : "?") + "; 4.5 is needed";
        return false;
    }
    return true;
}

std::vector<std::string> current_extensions() {
    std::vector<std::string> list;
    GLint n = 0;
    glGetIntegerv(GL_NUM_EXTENSIONS, &n);
    for (GLint i = 0; i < n; ++i) list.emplace_back(reinterpret_cast<const char*>(glGetStringi(GL_EXTENSIONS, i)));
    return list;
}

bool is_software_renderer(const std::string& renderer) {
    for (const char* name : {"llvmpipe", "softpipe", "swrast", "Software Rasterizer"})
        if (renderer.find(name) != std::string::npos) return true;
    return false;
}

DeviceInfo query_device_info(const std::string& platform) {
    DeviceInfo d;
    auto str = [](GLenum e) {
        const char* s = reinterpret_cast<const char*>(glGetString(e));
        return std::string(s ? s : "");
    };
    d.platform = platform;
    d.vendor = str(GL_VENDOR);
    d.renderer = str(GL_RENDERER);
    d.version = str(GL_VERSION);
    d.glsl_version = str(GL_SHADING_LANGUAGE_VERSION);
    d.extensions = current_extensions();
    GLint n = 0;
    glGetIntegerv(GL_NUM_SHADING_LANGUAGE_VERSIONS, &n);
    for (GLint i = 0; i < n; ++i) {
        const char* s = reinterpret_cast<const char*>(glGetStringi(GL_SHADING_LANGUAGE_VERSION, i));
        if (s && *s) d.glsl_versions.emplace_back(s);
    }
    d.driver = driver_name_of(d.vendor, d.renderer);
    d.overrides = version_override_in_env();
    return d;
}

}  // namespace il
