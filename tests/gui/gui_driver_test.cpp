// The driver picker: the rows of `drivers --json` (forced ones with their override, EGL-only ones kept from the
// window), the environment a switch clears, and the command line it restarts with. Under Xvfb, the real binary on
// --driver softpipe: the window's own context runs on softpipe, marked forced.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>

#include "gui/driver_picker.h"

namespace il::gui {
namespace {

const char* kDrivers = R"json({"drivers": [
 {"name": "egl-device-0", "description": "EGL device 0", "usable": true, "forced": false,
  "device": {"renderer": "NVIDIA H200/PCIe/SSE2", "version": "4.6.0 NVIDIA 580.159.04"}, "environment": {}},
 {"name": "llvmpipe", "description": "Mesa llvmpipe", "usable": true, "forced": false,
  "device": {"renderer": "llvmpipe (LLVM 15.0.6, 256 bits)", "version": "4.5 (Core Profile) Mesa 22.3.6"},
  "environment": {"GALLIUM_DRIVER": "llvmpipe"}},
 {"name": "softpipe", "description": "Mesa softpipe", "usable": true, "forced": true, "native_version": "3.3",
  "device": {"renderer": "softpipe", "version": "4.5 (Core Profile) Mesa 22.3.6"},
  "environment": {"GALLIUM_DRIVER": "softpipe", "MESA_GLSL_VERSION_OVERRIDE": "450", "MESA_GL_VERSION_OVERRIDE": "4.5"}},
 {"name": "virpipe", "usable": false, "forced": true, "why_not": "no virgl test server", "environment": {}}
]})json";

TEST(DriverPicker, ReadsTheDriversListWithForcedAndUnusableOnes) {
    std::string error;
    std::vector<DriverRow> rows = parse_drivers_json(kDrivers, error);
    EXPECT_EQ(error, "");
    ASSERT_EQ(rows.size(), 4u);
    EXPECT_EQ(rows[0].name, "egl-device-0");
    EXPECT_FALSE(rows[0].window_can_use) << "an EGL device: the window's context comes from GLX";
    EXPECT_TRUE(rows[1].usable && rows[1].window_can_use && !rows[1].forced);
    EXPECT_EQ(rows[1].renderer, "llvmpipe (LLVM 15.0.6, 256 bits)");
    EXPECT_TRUE(rows[2].forced);
    EXPECT_EQ(rows[2].overrides, "MESA_GLSL_VERSION_OVERRIDE=450 MESA_GL_VERSION_OVERRIDE=4.5");
    EXPECT_FALSE(rows[3].usable);
    EXPECT_EQ(rows[3].why_not, "no virgl test server");
    parse_drivers_json("{\"drivers\": 3}", error);
    EXPECT_NE(error.find("no \"drivers\" list"), std::string::npos) << error;
}

TEST(DriverPicker, ASwitchClearsEveryDriversEnvironmentAndRestartsWithDriver) {
    std::vector<std::string> keys = driver_environment_keys();
    for (const char* k : {"GALLIUM_DRIVER", "LIBGL_ALWAYS_SOFTWARE", "MESA_GL_VERSION_OVERRIDE",
                          "MESA_GLSL_VERSION_OVERRIDE", "INTRINSIC_LAB_DRIVER", "INTRINSIC_LAB_EGL_PLATFORM"})
        EXPECT_NE(std::find(keys.begin(), keys.end(), k), keys.end()) << k;
    EXPECT_EQ(reexec_arguments("/usr/bin/intrinsic-lab", "zink"),
              (std::vector<std::string>{"/usr/bin/intrinsic-lab", "gui", "--driver", "zink"}));
    EXPECT_EQ(reexec_arguments("/usr/bin/intrinsic-lab", ""), (std::vector<std::string>{"/usr/bin/intrinsic-lab", "gui"}));
}

std::string output_of(const std::string& cmd) {
    std::string out;
    if (FILE* p = ::popen(cmd.c_str(), "r")) {
        std::array<char, 4096> b;
        size_t n;
        while ((n = std::fread(b.data(), 1, b.size(), p)) > 0) out.append(b.data(), n);
        ::pclose(p);
    }
    return out;
}

TEST(DriverPicker, TheWindowsContextRunsOnTheDriverChosenAndForcedIsSaid) {
    if (std::system("command -v xvfb-run >/dev/null 2>&1") != 0) GTEST_SKIP() << "xvfb-run is not installed";
    std::string base = "xvfb-run -a -s '-screen 0 1024x700x24' '" IL_BINARY "' gui --size 1024x640 --bench-frames 2";
    std::string soft = output_of(base + " --driver softpipe 2>&1");
    EXPECT_NE(soft.find("softpipe | OpenGL 4.5"), std::string::npos) << soft;
    EXPECT_NE(soft.find("forced: MESA_GL_VERSION_OVERRIDE=4.5 MESA_GLSL_VERSION_OVERRIDE=450"), std::string::npos) << soft;
    std::string llvm = output_of(base + " --driver llvmpipe 2>&1");
    EXPECT_NE(llvm.find("llvmpipe (LLVM"), std::string::npos) << llvm;
    EXPECT_EQ(llvm.find("forced"), std::string::npos) << llvm;
}

}  // namespace
}  // namespace il::gui
