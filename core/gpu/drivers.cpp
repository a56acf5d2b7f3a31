#include "gpu/drivers.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

namespace il {
namespace {

namespace fs = std::filesystem;

const char* kMesaVendor = "/usr/share/glvnd/egl_vendor.d/50_mesa.json";
const char* kNvidiaVendor = "/usr/share/glvnd/egl_vendor.d/10_nvidia.json";
// Mesa's vtest client connects here, or to VTEST_SOCKET_NAME.
std::string virgl_socket() {
    const char* s = std::getenv("VTEST_SOCKET_NAME");
    return s && *s ? s : "/tmp/.virgl_test";
}

// Mesa's vtest client aborts the process when the socket is there but no server answers (a stale socket).
bool server_listening(const std::string& path) {
    int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return false;
    sockaddr_un a{};
    a.sun_family = AF_UNIX;
    std::strncpy(a.sun_path, path.c_str(), sizeof a.sun_path - 1);
    bool ok = ::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    ::close(fd);
    return ok;
}

// Where both glvnd vendors are installed, Mesa's drivers must not start on NVIDIA's library.
void add_mesa_vendor(DriverChoice& d) {
    if (fs::exists(kMesaVendor)) d.env.push_back({"__EGL_VENDOR_LIBRARY_FILENAMES", kMesaVendor});
}

// Mesa's software drivers are on its surfaceless platform (the EGL device platform picks the hardware first).
DriverChoice gallium(const char* name, const char* description) {
    DriverChoice d;
    d.name = name;
    d.description = description;
    d.env = {{"LIBGL_ALWAYS_SOFTWARE", "1"}, {"GALLIUM_DRIVER", name}, {"INTRINSIC_LAB_EGL_PLATFORM", "surfaceless"}};
    add_mesa_vendor(d);
    return d;
}

// softpipe offers GL 3.3 and virpipe 4.3: the runner needs 4.5 (compute shaders, SSBOs, DSA).
void force_45(DriverChoice& d) {
    d.env.push_back({"MESA_GL_VERSION_OVERRIDE", "4.5"});
    d.env.push_back({"MESA_GLSL_VERSION_OVERRIDE", "450"});
    d.forced = true;
}

bool vulkan_icd_present(const std::string& prefix) {
    std::error_code ec;
    for (const char* dir : {"/usr/share/vulkan/icd.d", "/etc/vulkan/icd.d"})
        for (const auto& e : fs::directory_iterator(dir, ec))
            if (e.path().filename().string().rfind(prefix, 0) == 0) return true;
    return false;
}

bool starts_with(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Runs `fn` in a child process and returns what it wrote, or why it gave nothing.
std::string in_child(const DriverChoice& d, int timeout_s, std::string (*fn)(), std::string& failure) {
    int fds[2];
    if (pipe(fds) != 0) {
        failure = "could not create a pipe";
        return "";
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        failure = "could not start a child process";
        return "";
    }
    if (pid == 0) {
        close(fds[0]);
        // Drivers talk on stderr (lavapipe: "XDG_RUNTIME_DIR is invalid"); the answer comes through the pipe.
        int null = ::open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, 2);
        apply_driver(d);
        std::string r = fn();
        for (size_t off = 0; off < r.size();) {
            ssize_t n = write(fds[1], r.data() + off, r.size() - off);
            if (n <= 0) break;
            off += static_cast<size_t>(n);
        }
        _exit(0);
    }
    close(fds[1]);
    std::string out;
    char buf[4096];
    int waited_ms = 0;
    bool timed_out = false;
    for (;;) {
        pollfd p{fds[0], POLLIN, 0};
        int ready = poll(&p, 1, 100);
        if (ready > 0) {
            ssize_t n = read(fds[0], buf, sizeof buf);
            if (n <= 0) break;
            out.append(buf, static_cast<size_t>(n));
        } else if ((waited_ms += 100) >= timeout_s * 1000) {
            timed_out = true;
            kill(pid, SIGKILL);
            break;
        }
    }
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (timed_out) failure = "no answer within " + std::to_string(timeout_s) + " s";
    else if (WIFSIGNALED(status)) failure = "the driver crashed the probe (signal " + std::to_string(WTERMSIG(status)) + ")";
    else if (out.empty()) failure = "the probe gave no answer";
    return out;
}

std::string probe_context() {
    std::string error;
    nlohmann::json j;
    auto ctx = HeadlessContext::create(error);
    if (!ctx) {
        j["error"] = error;
        return j.dump();
    }
    DeviceInfo d = query_device_info(ctx->platform());
    j = {{"platform", d.platform}, {"vendor", d.vendor}, {"renderer", d.renderer}, {"version", d.version},
         {"glsl_version", d.glsl_version}, {"driver", d.driver}};
    return j.dump();
}

}  // namespace

std::vector<DriverChoice> named_drivers() {
    std::vector<DriverChoice> v;
    v.push_back(gallium("llvmpipe", "Mesa llvmpipe: LLVM-compiled shaders on the CPU"));
    DriverChoice zink = gallium("zink", "Mesa zink on lavapipe: OpenGL through SPIR-V on a Vulkan driver");
    if (!vulkan_icd_present("lvp_icd")) zink.missing = "lavapipe (Vulkan) is not installed: apt-get install mesa-vulkan-drivers";
    v.push_back(zink);
    DriverChoice soft = gallium("softpipe", "Mesa softpipe: the reference gallium interpreter");
    force_45(soft);
    v.push_back(soft);
    DriverChoice vir = gallium("virpipe", "Mesa virgl through virglrenderer's test server (virgl_test_server)");
    force_45(vir);
    if (!fs::exists(virgl_socket()))
        vir.missing = "no virgl test server: " + virgl_socket() +
                      " does not exist (apt-get install virgl-server; run virgl_test_server --use-egl-surfaceless)";
    else if (!server_listening(virgl_socket()))
        vir.missing = "no virgl test server answers on " + virgl_socket() + " (a stale socket: remove it and run " +
                      "virgl_test_server --use-egl-surfaceless)";
    v.push_back(vir);
    DriverChoice nv;
    nv.name = "nvidia";
    nv.description = "NVIDIA's own driver on its first EGL device";
    nv.env = {{"__EGL_VENDOR_LIBRARY_FILENAMES", kNvidiaVendor}, {"INTRINSIC_LAB_EGL_PLATFORM", "device"}};
    if (!fs::exists(kNvidiaVendor)) nv.missing = std::string("NVIDIA's EGL library is not installed (") + kNvidiaVendor + ")";
    v.push_back(nv);
    DriverChoice zn = gallium("zink-nvidia", "Mesa zink on NVIDIA's Vulkan driver");
    zn.env = {{"GALLIUM_DRIVER", "zink"}, {"INTRINSIC_LAB_EGL_PLATFORM", "surfaceless"}};
    add_mesa_vendor(zn);
    if (!vulkan_icd_present("nvidia_icd")) zn.missing = "NVIDIA's Vulkan driver is not installed (no nvidia_icd.json)";
    else zn.env.push_back({"VK_ICD_FILENAMES", fs::exists("/usr/share/vulkan/icd.d/nvidia_icd.json")
                                                   ? "/usr/share/vulkan/icd.d/nvidia_icd.json"
                                                   : "/etc/vulkan/icd.d/nvidia_icd.json"});
    v.push_back(zn);
    return v;
}

bool find_driver(const std::string& name, DriverChoice& out, std::string& error) {
    const std::string prefix = "egl-device-";
    if (starts_with(name, prefix.c_str()) && name.size() > prefix.size() && name.size() <= prefix.size() + 2 &&
        name.find_first_not_of("0123456789", prefix.size()) == std::string::npos) {
        out = DriverChoice{};
        out.name = name;
        out.description = "EGL device " + name.substr(prefix.size());
        out.env = {{"INTRINSIC_LAB_EGL_PLATFORM", "device"}, {"INTRINSIC_LAB_EGL_DEVICE", name.substr(prefix.size())}};
        return true;
    }
    std::string names;
    for (const DriverChoice& d : named_drivers()) {
        if (d.name == name) {
            out = d;
            return true;
        }
        names += d.name + ", ";
    }
    error = "--driver " + name + ": unknown driver; known: " + names + "egl-device-N (intrinsic-lab drivers lists them)";
    return false;
}

void apply_driver(const DriverChoice& d) {
    for (const auto& [k, v] : d.env) setenv(k.c_str(), v.c_str(), 1);
    // An EGL device is named by what runs on it (driver_name_of), a named driver by its name.
    if (!starts_with(d.name, "egl-device")) setenv("INTRINSIC_LAB_DRIVER", d.name.c_str(), 1);
}

std::string version_override_in_env() {
    std::string s;
    for (const char* k : {"MESA_GL_VERSION_OVERRIDE", "MESA_GLSL_VERSION_OVERRIDE"})
        if (const char* v = std::getenv(k); v && *v) s += (s.empty() ? "" : " ") + std::string(k) + "=" + v;
    return s;
}

std::string driver_name_of(const std::string& vendor, const std::string& renderer) {
    if (const char* d = std::getenv("INTRINSIC_LAB_DRIVER"); d && *d) return d;
    // The driver named first: zink on lavapipe reports "zink (llvmpipe (LLVM 15.0.6, 256 bits))".
    const std::string r = lower(renderer);
    const char* first = nullptr;
    size_t at = std::string::npos;
    for (const char* n : {"llvmpipe", "zink", "softpipe", "virgl", "swr"})
        if (const size_t k = r.find(n); k < at) {
            at = k;
            first = n;
        }
    if (first) return first;
    const std::string v = lower(vendor);
    if (v.find("nvidia") != std::string::npos) return "nvidia";
    return vendor;
}

const char* tool_version() { return IL_VERSION; }

namespace {

std::string count_devices() {
    std::string error;
    nlohmann::json j = {{"devices", egl_device_count(error)}};
    if (!error.empty()) j["error"] = error;
    return j.dump();
}

}  // namespace

std::vector<DriverProbe> probe_drivers(int timeout_s) {
    std::vector<DriverProbe> out;
    auto run = [&](const DriverChoice& d) {
        DriverProbe p;
        p.driver = d;
        if (!d.missing.empty()) {
            p.why_not = d.missing;
            out.push_back(p);
            return;
        }
        std::string failure;
        std::string text = in_child(d, timeout_s, probe_context, failure);
        nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
        if (!failure.empty() || !j.is_object()) {
            p.why_not = failure.empty() ? "the probe's answer was not readable" : failure;
        } else if (j.contains("error")) {
            p.why_not = j["error"].get<std::string>();
        } else {
            p.usable = true;
            p.device.platform = j.value("platform", "");
            p.device.vendor = j.value("vendor", "");
            p.device.renderer = j.value("renderer", "");
            p.device.version = j.value("version", "");
            p.device.glsl_version = j.value("glsl_version", "");
        }
        if (d.forced) {
            // What it offers without the override: the error names the highest version it creates.
            DriverChoice bare = d;
            std::erase_if(bare.env, [](const auto& kv) { return kv.first.find("VERSION_OVERRIDE") != std::string::npos; });
            std::string f2;
            nlohmann::json k = nlohmann::json::parse(in_child(bare, timeout_s, probe_context, f2), nullptr, false);
            if (k.is_object() && k.contains("error")) {
                std::string e = k["error"].get<std::string>();
                auto at = e.rfind("highest offered: ");
                p.native = at == std::string::npos ? "below 4.5" : e.substr(at + 17, e.find(')', at) - at - 17);
            } else if (k.is_object()) {
                p.native = k.value("version", "");
            }
        }
        out.push_back(p);
    };
    std::string failure;
    DriverChoice devices;
    devices.name = "egl-devices";
    devices.env = {{"INTRINSIC_LAB_EGL_PLATFORM", "device"}};
    nlohmann::json n = nlohmann::json::parse(in_child(devices, timeout_s, count_devices, failure), nullptr, false);
    const int count = n.is_object() ? n.value("devices", 0) : 0;
    for (int i = 0; i < count; ++i) {
        DriverChoice d;
        std::string error;
        find_driver("egl-device-" + std::to_string(i), d, error);
        run(d);
    }
    for (const DriverChoice& d : named_drivers()) run(d);
    return out;
}

}  // namespace il
