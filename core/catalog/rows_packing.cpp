// GLSL 4.50 §8.4 Floating-Point Pack and Unpack Functions.
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/packing.h"

namespace il {

void add_packing_rows(std::vector<Overload>& rows) {
    const Type vec2 = vec_of(Scalar::Float, 2), vec4 = vec_of(Scalar::Float, 4), uvec2 = vec_of(Scalar::Uint, 2);
    const std::vector<std::string> g5_packing{"GL_ARB_gpu_shader5", "GL_ARB_shading_language_packing"};
    const std::vector<std::string> packing{"GL_ARB_shading_language_packing"};
    const std::vector<std::string> fp64{"GL_ARB_gpu_shader_fp64"};
    // packHalf2x16 is defined lane by lane (its one component's allowed roundings), which gives its bulk judge;
    // the Norm packs have a kernel of their own in the bulk judge.
    auto pack = [&](const char* name, Type in, const rows::Definition& def, const std::vector<std::string>& ext,
                    const char* what) {
        Overload o{name, kUint, {{"v", in}}, std::string(name) + "({0})", "", name, 0, ext, def.reference, "packing",
                   "GLSL 4.50 §8.4", what};
        o.lanes = def.lanes;
        o.choices = def.choices;
        rows.push_back(std::move(o));
    };
    // The unpack functions are defined lane by lane (the Norm ones by value and bound, unpackHalf2x16 exactly),
    // which gives their bulk judge too.
    auto unpack = [&](const char* name, Type out, const char* param, const rows::Definition& def,
                      const std::vector<std::string>& ext, const char* what) {
        Overload o{name, out, {{param, kUint}}, std::string(name) + "({0})", "", name, 0, ext, def.reference, "packing",
                   "GLSL 4.50 §8.4", what};
        o.lanes = def.lanes;
        o.choices = def.choices;
        rows.push_back(std::move(o));
    };
    pack("packUnorm2x16", vec2, ref::packUnorm2x16, g5_packing, "round(clamp(c, 0, +1) * 65535.0) per component; x in the low 16 bits");
    pack("packSnorm2x16", vec2, ref::packSnorm2x16, packing, "round(clamp(c, -1, +1) * 32767.0) per component; x in the low 16 bits");
    pack("packUnorm4x8", vec4, ref::packUnorm4x8, g5_packing, "round(clamp(c, 0, +1) * 255.0) per component; x in the low 8 bits");
    pack("packSnorm4x8", vec4, ref::packSnorm4x8, g5_packing, "round(clamp(c, -1, +1) * 127.0) per component; x in the low 8 bits");
    unpack("unpackUnorm2x16", vec2, "p", ref::unpackUnorm2x16_lanes, g5_packing, "f / 65535.0 for each 16-bit f; x from the low 16 bits");
    unpack("unpackSnorm2x16", vec2, "p", ref::unpackSnorm2x16_lanes, packing, "clamp(f / 32767.0, -1, +1) for each signed 16-bit f");
    unpack("unpackUnorm4x8", vec4, "p", ref::unpackUnorm4x8_lanes, g5_packing, "f / 255.0 for each 8-bit f; x from the low 8 bits");
    unpack("unpackSnorm4x8", vec4, "p", ref::unpackSnorm4x8_lanes, g5_packing, "clamp(f / 127.0, -1, +1) for each signed 8-bit f");
    pack("packHalf2x16", vec2, ref::packHalf2x16_choices, packing, "each component to a 16-bit float; x in the low 16 bits");
    unpack("unpackHalf2x16", vec2, "v", ref::unpackHalf2x16_choices, packing, "each 16-bit half of v to a 32-bit float; x from the low 16 bits");
    // The double bit moves are defined lane by lane (exact), which gives their bulk judge.
    rows.push_back({"packDouble2x32", kDouble, {{"v", uvec2}}, "packDouble2x32({0})", "", "packDouble2x32", 0, fp64,
                    ref::packDouble2x32, "packing", "GLSL 4.50 §8.4",
                    "the double whose bits are v.x (low 32) and v.y (high 32)"});
    rows.back().choices = &ref::packDouble2x32_choices;
    rows.push_back({"unpackDouble2x32", uvec2, {{"d", kDouble}}, "unpackDouble2x32({0})", "", "unpackDouble2x32", 0,
                    fp64, ref::unpackDouble2x32, "packing", "GLSL 4.50 §8.4",
                    "the bits of d as uvec2: x the low 32 bits, y the high 32 bits"});
    rows.back().choices = &ref::unpackDouble2x32_choices;
}

}  // namespace il
