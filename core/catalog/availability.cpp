#include "catalog/availability.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "catalog/embedded.h"

namespace il {
namespace {

struct ExtensionInfo {
    const char* name;
    int min_version;  // the #version the extension specification is written against as a minimum
};

// GL_ARB_gpu_shader5 and GL_ARB_gpu_shader_fp64 require GLSL 1.50; GL_ARB_shading_language_packing 1.30.
constexpr ExtensionInfo kExtensions[] = {
    {"GL_ARB_gpu_shader5", 150},
    {"GL_ARB_gpu_shader_fp64", 150},
    {"GL_ARB_shading_language_packing", 130},
    {"GL_ARB_compute_shader", 110},
    {"GL_ARB_shader_storage_buffer_object", 110},
    // OpenGL 2.0 or ARB_shader_objects: any #version.
    {"GL_AMD_shader_trinary_minmax", 110},
    // GL_MESA_shader_integer_functions (extension 495), Dependencies: "GLSL 1.30 (OpenGL) ... is required".
    {"GL_MESA_shader_integer_functions", 130},
    // GL_ARB_gpu_shader_int64 (ARB extension 178), Dependencies: "OpenGL 4.0 and GLSL 4.00 are required".
    {"GL_ARB_gpu_shader_int64", 400},
    // GL_NV_shader_atomic_float (NVIDIA extension 419), Dependencies: written against GLSL 4.20 and naming no version
    // as required; its atomics on buffer variables come from its interaction with "GLSL 4.30,
    // ARB_shader_storage_buffer_object, and ARB_compute_shader", which the catalog's shader enables below 4.30.
    {"GL_NV_shader_atomic_float", 110},
    // GL_ARB_shader_group_vote (ARB extension 157), written against GLSL 4.30: its functions need a shader that has
    // invocation groups, which the catalog's compute shader is at every #version (GL_ARB_compute_shader below 4.30).
    {"GL_ARB_shader_group_vote", 110},
    // GL_NV_gpu_shader5 (NVIDIA extension 389) requires OpenGL 3.2 and GLSL 1.50 (its Dependencies); its float16_t
    // rows.
    {"GL_NV_gpu_shader5", 150},
};

// function -> row label -> ticked versions (as ints), from the reference pages' tables.
using Table = std::map<std::string, std::map<std::string, std::vector<int>>>;

const Table& table() {
    static const Table t = [] {
        Table out;
        auto j = nlohmann::json::parse(embedded_file("refpage_versions.json"));
        for (auto& [fn, entry] : j.at("functions").items())
            for (auto& [label, versions] : entry.at("rows").items())
                for (auto& v : versions)
                    if (int version = parse_version_label(v.get<std::string>())) out[fn][label].push_back(version);
        return out;
    }();
    return t;
}

}  // namespace

bool is_glsl_version(int v) { return std::find(kGlslVersions.begin(), kGlslVersions.end(), v) != kGlslVersions.end(); }

std::string version_label(int v) {
    std::string s = std::to_string(v / 100) + "." + std::to_string(v % 100 / 10) + std::to_string(v % 10);
    return s;
}

int parse_version_label(const std::string& label) {
    for (int v : kGlslVersions)
        if (version_label(v) == label || std::to_string(v) == label) return v;
    return 0;
}

int extension_min_version(const std::string& e) {
    for (const auto& x : kExtensions)
        if (e == x.name) return x.min_version;
    return 0;
}

bool is_known_extension(const std::string& e) { return extension_min_version(e) != 0; }

const std::vector<std::string>& known_extensions() {
    static const std::vector<std::string> v = [] {
        std::vector<std::string> out;
        for (const auto& x : kExtensions) out.push_back(x.name);
        return out;
    }();
    return v;
}

// The first #version that has every type the overload uses (GLSL 1.20 non-square matrices, 1.30 uint,
// 4.00 double, 4.00 int64_t with its extension): a refpage row may cover several overloads and start before some
// of their types.
static int type_floor(const Overload& o, const Profile& p) {
    int floor = 0;
    auto need = [&](Type t) {
        if (t.scalar == Scalar::Uint) floor = std::max(floor, 130);
        if (t.is_int64()) floor = std::max(floor, 400);  // GL_ARB_gpu_shader_int64 needs GLSL 4.00
        if (t.is_half()) floor = std::max(floor, 150);   // GL_NV_gpu_shader5 needs GLSL 1.50
        if (t.is_matrix() && t.rows != t.cols) floor = std::max(floor, 120);
        if (t.scalar == Scalar::Double) {
            bool fp64 = std::find(p.extensions.begin(), p.extensions.end(), "GL_ARB_gpu_shader_fp64") != p.extensions.end();
            floor = std::max(floor, fp64 ? 150 : 400);
        }
    };
    if (o.ret) need(*o.ret);
    for (const Param& prm : o.params) need(prm.type);
    return floor;
}

Availability availability(const Overload& o, const Profile& p) {
    Availability a;
    std::vector<int> ticked;
    auto fn = table().find(o.function);
    if (!o.refpage_row.empty()) {
        if (fn != table().end() && fn->second.count(o.refpage_row)) {
            ticked = fn->second.at(o.refpage_row);
            a.source = "refpage row '" + o.refpage_row + "'";
            // The reference pages' tables end at 4.50; GLSL 4.60 removed no built-in function, so a row in 4.50 is
            // in 4.60 too.
            if (std::find(ticked.begin(), ticked.end(), 450) != ticked.end()) ticked.push_back(460);
        } else {
            a.source = "refpage row '" + o.refpage_row + "' is missing from refpage_versions.json";
        }
    } else if (o.first_version) {
        for (int v : kGlslVersions)
            if (v >= o.first_version) ticked.push_back(v);
        a.source = (!o.helper.empty()           ? "emulation (no refpage): needs #version "
                    : o.one_active_invocation ? "GLSL 4.60 §8.19 (no refpage): in the language since #version "
                                              : "operator (no refpage): in the language since #version ") +
                   std::to_string(o.first_version);
    } else {
        a.source = "extension only: never in core";
    }
    const int core_floor = std::max(o.first_version, type_floor(o, Profile{p.glsl, {}}));
    if (!ticked.empty() && core_floor > *std::min_element(ticked.begin(), ticked.end())) {
        std::erase_if(ticked, [&](int v) { return v < core_floor; });
        a.source += "; this overload's types need #version " + version_label(core_floor);
    }
    a.first_version = ticked.empty() ? 0 : *std::min_element(ticked.begin(), ticked.end());
    a.available = std::find(ticked.begin(), ticked.end(), p.glsl) != ticked.end();
    const int ext_floor = std::max(o.first_version, type_floor(o, p));
    if (!a.available)
        for (const std::string& e : o.extensions)
            if (std::find(p.extensions.begin(), p.extensions.end(), e) != p.extensions.end() &&
                p.glsl >= extension_min_version(e) && p.glsl >= ext_floor) {
                a.available = true;
                a.via_extension = e;
                break;
            }
    return a;
}

}  // namespace il
