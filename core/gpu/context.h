// GL contexts the runner can use: a headless EGL one (device platform first, then Mesa's
// surfaceless platform), or one the caller made current (the GUI's GLFW window).
#pragma once
#include <memory>
#include <string>
#include <vector>

namespace il {

struct DeviceInfo {
    std::string platform;  // "EGL device", "EGL surfaceless", "GLFW window"
    std::string vendor, renderer, version, glsl_version;
    std::vector<std::string> extensions;
    std::vector<std::string> glsl_versions;  // GL_SHADING_LANGUAGE_VERSION list, as reported
    std::string driver;     // "llvmpipe", "zink", "softpipe", "nvidia", … (gpu/drivers.h)
    std::string overrides;  // "MESA_GL_VERSION_OVERRIDE=4.5 …" when the versions are forced; empty otherwise
    bool forced() const { return !overrides.empty(); }
};

class HeadlessContext {
public:
    // Creates and makes current a GL 4.5 core context; on failure returns null and explains in `error`
    // what each platform offered ("surfaceless: OpenGL 3.3 at most; device: no EGL devices").
    static std::unique_ptr<HeadlessContext> create(std::string& error);
    ~HeadlessContext();
    HeadlessContext(const HeadlessContext&) = delete;
    HeadlessContext& operator=(const HeadlessContext&) = delete;
    const std::string& platform() const { return platform_; }

private:
    HeadlessContext() = default;
    void* display_ = nullptr;
    void* context_ = nullptr;
    std::string platform_;
};

// Loads GL entry points through `get_proc` for a context the caller made current; false if the
// context is below 4.5 or lacks what the runner needs (`error` says what was found).
bool load_gl(void* (*get_proc)(const char*), std::string& error);
// The number of EGL devices (EGL_EXT_device_enumeration); 0 and `error` when there is no device platform.
int egl_device_count(std::string& error);
// Vendor, renderer, versions and extensions of the current context, and the driver's name and overrides.
DeviceInfo query_device_info(const std::string& platform);
// The current context's extensions (GL_EXTENSIONS), as query_device_info lists them.
std::vector<std::string> current_extensions();
// A renderer string of a GL driver that runs on the CPU (llvmpipe, softpipe, swrast).
bool is_software_renderer(const std::string& renderer);

}  // namespace il
