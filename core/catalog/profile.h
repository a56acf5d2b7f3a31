// A GLSL version profile: the #version line and the extensions the user enabled.
#pragma once
#include <array>
#include <string>
#include <vector>

namespace il {

// 4.60 is asked for only where the driver offers it (a command names the driver's version and exits 2 otherwise).
inline constexpr std::array<int, 13> kGlslVersions{110, 120, 130, 140, 150, 330, 400, 410, 420, 430, 440, 450, 460};

struct Profile {
    int glsl = 450;
    std::vector<std::string> extensions;  // e.g. "GL_ARB_gpu_shader5"
    bool operator==(const Profile&) const = default;
};

bool is_glsl_version(int v);
// "4.50" <-> 450
std::string version_label(int v);
int parse_version_label(const std::string& label);  // 0 if not a version

}  // namespace il
