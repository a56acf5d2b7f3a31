// Availability per #version and extension, from the reference pages' Version Support tables.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "catalog/availability.h"
#include "catalog/catalog.h"
#include "catalog/embedded.h"

namespace il {
namespace {

const char* const kGpuShader5 = "GL_ARB_gpu_shader5";
const char* const kFp64 = "GL_ARB_gpu_shader_fp64";
const char* const kPacking = "GL_ARB_shading_language_packing";
const char* const kMesaInt = "GL_MESA_shader_integer_functions";

const Overload& overload(const char* declaration) {
    const Overload* o = Catalog::get().by_declaration(declaration);
    if (!o) throw std::invalid_argument(std::string("not in the catalog: ") + declaration);
    return *o;
}

struct AvailabilityCase {
    const char* declaration;
    int glsl;
    std::vector<std::string> extensions;
    bool available;
    const char* via_extension;
};

std::ostream& operator<<(std::ostream& os, const AvailabilityCase& c) {
    os << c.declaration << " in " << c.glsl;
    for (const std::string& e : c.extensions) os << " + " << e;
    return os;
}

class AvailabilityTest : public testing::TestWithParam<AvailabilityCase> {};

TEST_P(AvailabilityTest, KnownAnswer) {
    const AvailabilityCase& c = GetParam();
    Availability a = availability(overload(c.declaration), Profile{c.glsl, c.extensions});
    EXPECT_EQ(a.available, c.available) << a.source;
    EXPECT_EQ(a.via_extension, c.via_extension);
}

const char* const kUsubBorrow = "uint usubBorrow(uint x, uint y, out uint borrow)";
const char* const kUaddCarry4 = "uvec4 uaddCarry(uvec4 x, uvec4 y, out uvec4 carry)";
const char* const kPackSnorm2x16 = "uint packSnorm2x16(vec2 v)";
const char* const kPackUnorm4x8 = "uint packUnorm4x8(vec4 v)";
const char* const kPackHalf2x16 = "uint packHalf2x16(vec2 v)";
const char* const kFmaFloat = "float fma(float a, float b, float c)";
const char* const kFmaDvec3 = "dvec3 fma(dvec3 a, dvec3 b, dvec3 c)";
const char* const kPackDouble = "double packDouble2x32(uvec2 v)";
const char* const kMsad4 = "uvec4 msad4(uint reference, uvec2 source, uvec4 accum)";

INSTANTIATE_TEST_SUITE_P(Integer, AvailabilityTest, testing::Values(
    AvailabilityCase{kUsubBorrow, 330, {}, false, ""},
    AvailabilityCase{kUsubBorrow, 400, {}, true, ""},
    AvailabilityCase{kUsubBorrow, 450, {}, true, ""},
    AvailabilityCase{kUsubBorrow, 330, {kGpuShader5}, true, kGpuShader5},
    AvailabilityCase{kUsubBorrow, 150, {kGpuShader5}, true, kGpuShader5},
    // GL_ARB_gpu_shader5 is written against GLSL 1.50.
    AvailabilityCase{kUsubBorrow, 140, {kGpuShader5}, false, ""},
    AvailabilityCase{kUsubBorrow, 130, {kGpuShader5}, false, ""},
    // The version alone brings it; the enabled extension is not what does.
    AvailabilityCase{kUsubBorrow, 420, {kGpuShader5}, true, ""},
    AvailabilityCase{kUsubBorrow, 330, {kPacking}, false, ""},
    AvailabilityCase{kUaddCarry4, 330, {}, false, ""},
    AvailabilityCase{kUaddCarry4, 330, {kPacking, kGpuShader5}, true, kGpuShader5}));

// GL_MESA_shader_integer_functions: ARB_gpu_shader5's integer functions from GLSL 1.30 (its Dependencies).
INSTANTIATE_TEST_SUITE_P(MesaIntegerFunctions, AvailabilityTest, testing::Values(
    AvailabilityCase{kUsubBorrow, 130, {kMesaInt}, true, kMesaInt},
    AvailabilityCase{kUsubBorrow, 120, {kMesaInt}, false, ""},
    AvailabilityCase{kUsubBorrow, 110, {kMesaInt}, false, ""},
    AvailabilityCase{kUsubBorrow, 140, {kGpuShader5, kMesaInt}, true, kMesaInt},
    AvailabilityCase{kUsubBorrow, 330, {kGpuShader5, kMesaInt}, true, kGpuShader5},
    AvailabilityCase{kUsubBorrow, 450, {kMesaInt}, true, ""},
    AvailabilityCase{kUaddCarry4, 130, {kMesaInt}, true, kMesaInt},
    AvailabilityCase{"ivec3 bitfieldExtract(ivec3 value, int offset, int bits)", 130, {kMesaInt}, true, kMesaInt},
    AvailabilityCase{"int findMSB(uint value)", 130, {kMesaInt}, true, kMesaInt},
    AvailabilityCase{"void imulExtended(ivec4 x, ivec4 y, out ivec4 msb, out ivec4 lsb)", 130, {kMesaInt}, true,
                     kMesaInt},
    // Only the integer functions: fma and the packing functions of gpu_shader5 are not in it.
    AvailabilityCase{kFmaFloat, 130, {kMesaInt}, false, ""},
    AvailabilityCase{kPackUnorm4x8, 330, {kMesaInt}, false, ""}));

INSTANTIATE_TEST_SUITE_P(Packing, AvailabilityTest, testing::Values(
    AvailabilityCase{kPackSnorm2x16, 400, {}, false, ""},
    AvailabilityCase{kPackSnorm2x16, 410, {}, false, ""},
    AvailabilityCase{kPackSnorm2x16, 420, {}, true, ""},
    AvailabilityCase{kPackSnorm2x16, 410, {kGpuShader5}, false, ""},
    AvailabilityCase{kPackSnorm2x16, 410, {kPacking}, true, kPacking},
    AvailabilityCase{kPackHalf2x16, 410, {}, false, ""},
    AvailabilityCase{kPackHalf2x16, 330, {kPacking}, true, kPacking},
    AvailabilityCase{kPackUnorm4x8, 400, {}, true, ""},
    AvailabilityCase{kPackUnorm4x8, 330, {}, false, ""},
    AvailabilityCase{kPackUnorm4x8, 330, {kGpuShader5}, true, kGpuShader5},
    AvailabilityCase{kPackDouble, 400, {}, true, ""},
    AvailabilityCase{kPackDouble, 330, {kFp64}, true, kFp64}));

INSTANTIATE_TEST_SUITE_P(Common, AvailabilityTest, testing::Values(
    AvailabilityCase{kFmaFloat, 330, {}, false, ""},
    AvailabilityCase{kFmaFloat, 400, {}, true, ""},
    AvailabilityCase{kFmaFloat, 330, {kGpuShader5}, true, kGpuShader5},
    AvailabilityCase{kFmaFloat, 330, {kFp64}, false, ""},
    AvailabilityCase{kFmaDvec3, 330, {}, false, ""},
    AvailabilityCase{kFmaDvec3, 400, {}, true, ""},
    AvailabilityCase{kFmaDvec3, 330, {kFp64}, true, kFp64},
    AvailabilityCase{kFmaDvec3, 330, {kGpuShader5}, false, ""}));

INSTANTIATE_TEST_SUITE_P(Hlsl, AvailabilityTest, testing::Values(
    AvailabilityCase{kMsad4, 110, {}, false, ""},
    AvailabilityCase{kMsad4, 120, {}, false, ""},
    AvailabilityCase{kMsad4, 130, {}, true, ""},
    AvailabilityCase{kMsad4, 330, {}, true, ""},
    AvailabilityCase{kMsad4, 450, {}, true, ""},
    AvailabilityCase{kMsad4, 120, {kGpuShader5}, false, ""}));

TEST(Availability, FirstVersionAndSource) {
    Availability a = availability(overload(kFmaDvec3), Profile{110, {}});
    EXPECT_EQ(a.first_version, 400);
    EXPECT_EQ(a.source, "refpage row 'fma (genDType)'");
    a = availability(overload(kFmaFloat), Profile{450, {}});
    EXPECT_EQ(a.first_version, 400);
    EXPECT_EQ(a.source, "refpage row 'fma (genType)'");
    a = availability(overload(kUsubBorrow), Profile{330, {kGpuShader5}});
    EXPECT_EQ(a.first_version, 400);
    EXPECT_EQ(a.source, "refpage row 'usubBorrow'");
    EXPECT_EQ(availability(overload(kPackSnorm2x16), Profile{}).first_version, 420);
    EXPECT_EQ(availability(overload(kPackUnorm4x8), Profile{}).first_version, 400);
    a = availability(overload(kMsad4), Profile{450, {}});
    EXPECT_EQ(a.first_version, 130);
    EXPECT_EQ(a.source.rfind("emulation (no refpage)", 0), 0u) << a.source;
}

// A misspelt refpage_row must not pass for an emulation, nor be available anywhere.
TEST(Availability, RowMissingFromTheTableSaysSo) {
    Overload o = overload(kUsubBorrow);
    o.refpage_row = "usubBorrow (genUType)";
    for (int v : kGlslVersions) {
        Availability a = availability(o, Profile{v, {}});
        EXPECT_FALSE(a.available) << v;
        EXPECT_EQ(a.first_version, 0);
        EXPECT_EQ(a.source, "refpage row 'usubBorrow (genUType)' is missing from refpage_versions.json");
    }
}

TEST(Availability, EveryCatalogRowHasItsRefpageRowOrAFirstVersion) {
    for (const Overload& o : Catalog::get().rows()) {
        if (o.refpage_row.empty() && o.first_version == 0) {
            // An extension's built-in: never in core, available with its extension from its #version on.
            ASSERT_FALSE(o.extensions.empty()) << o.declaration();
            EXPECT_FALSE(availability(o, Profile{450, {}}).available) << o.declaration();
            const Availability a = availability(o, Profile{450, o.extensions});
            EXPECT_TRUE(a.available) << o.declaration() << ": " << a.source;
            EXPECT_EQ(a.via_extension, o.extensions.front());
            EXPECT_EQ(a.first_version, 0) << o.declaration();
            continue;
        }
        // Every core row is in 4.50, but GLSL 4.60's own built-ins (§8.19), which start at 4.60.
        Availability a = availability(o, Profile{std::max(450, o.first_version), {}});
        EXPECT_TRUE(a.available) << o.declaration() << ": " << a.source;
        EXPECT_TRUE(is_glsl_version(a.first_version)) << o.declaration() << ": " << a.first_version;
        EXPECT_TRUE(availability(o, Profile{460, {}}).available) << o.declaration() << ": GLSL 4.60 removed none";
        if (!o.refpage_row.empty()) {
            EXPECT_EQ(a.source.rfind("refpage row '" + o.refpage_row + "'", 0), 0u) << o.declaration();
        }
        for (const std::string& e : o.extensions) EXPECT_TRUE(is_known_extension(e)) << o.declaration() << ": " << e;
    }
}

// GL_AMD_shader_trinary_minmax needs OpenGL 2.0 (any #version); its uint forms need GLSL 1.30's uint.
TEST(Availability, ExtensionOnlyRowsFollowTheirExtension) {
    const Overload* f = Catalog::get().by_declaration("float min3(float x, float y, float z)");
    const Overload* u = Catalog::get().by_declaration("uvec2 mid3(uvec2 x, uvec2 y, uvec2 z)");
    ASSERT_TRUE(f && u);
    const std::vector<std::string> ext{"GL_AMD_shader_trinary_minmax"};
    EXPECT_TRUE(availability(*f, Profile{110, ext}).available);
    EXPECT_FALSE(availability(*f, Profile{450, {}}).available);
    EXPECT_EQ(availability(*f, Profile{450, {}}).source, "extension only: never in core");
    EXPECT_FALSE(availability(*u, Profile{120, ext}).available);
    EXPECT_TRUE(availability(*u, Profile{130, ext}).available);
}

// §8.11's atomic memory functions: the reference pages tick 4.30 on (buffer variables came into core there).
TEST(Availability, AtomicMemoryFunctionsFrom430) {
    for (const char* d : {"int atomicAdd(inout int mem, int data)", "uint atomicCompSwap(inout uint mem, uint compare, "
                                                                     "uint data)"}) {
        const Overload* o = Catalog::get().by_declaration(d);
        ASSERT_NE(o, nullptr) << d;
        EXPECT_FALSE(availability(*o, Profile{420, {}}).available) << d;
        EXPECT_TRUE(availability(*o, Profile{430, {}}).available) << d;
        EXPECT_EQ(availability(*o, Profile{450, {}}).first_version, 430) << d;
        ASSERT_EQ(o->outputs().size(), 2u) << d;  // the original contents returned, and mem's new contents
        EXPECT_EQ(o->outputs()[1].name, "mem") << d;
    }
}

// GL_ARB_gpu_shader_int64: "OpenGL 4.0 and GLSL 4.00 are required"; its rows never come with a version alone.
TEST(Availability, Int64RowsNeedTheExtensionAndGlsl400) {
    const std::vector<std::string> ext{"GL_ARB_gpu_shader_int64"};
    for (const char* d : {"i64vec2 abs(i64vec2 x)", "u64vec3 clamp(u64vec3 x, uint64_t minVal, uint64_t maxVal)",
                          "int64_t packInt2x32(ivec2 v)", "dvec4 uint64BitsToDouble(u64vec4 value)"}) {
        const Overload* o = Catalog::get().by_declaration(d);
        ASSERT_NE(o, nullptr) << d;
        EXPECT_FALSE(availability(*o, Profile{450, {}}).available) << d;
        EXPECT_FALSE(availability(*o, Profile{330, ext}).available) << d;
        EXPECT_TRUE(availability(*o, Profile{400, ext}).available) << d;
        EXPECT_EQ(availability(*o, Profile{450, ext}).via_extension, ext[0]) << d;
    }
    EXPECT_EQ(extension_min_version(ext[0]), 400);
}

// GL_NV_shader_atomic_float's float atomicAdd and atomicExchange: with the extension alone, at any #version (the
// catalog's shader brings buffer variables below 4.30 through GL_ARB_shader_storage_buffer_object).
TEST(Availability, FloatAtomicsNeedTheirExtension) {
    const std::vector<std::string> ext{"GL_NV_shader_atomic_float"};
    for (const char* d : {"float atomicAdd(inout float mem, float data)",
                          "float atomicExchange(inout float mem, float data)"}) {
        const Overload* o = Catalog::get().by_declaration(d);
        ASSERT_NE(o, nullptr) << d;
        EXPECT_FALSE(availability(*o, Profile{450, {}}).available) << d;
        EXPECT_FALSE(availability(*o, Profile{460, {}}).available) << d;
        EXPECT_EQ(availability(*o, Profile{460, {}}).source, "extension only: never in core") << d;
        EXPECT_TRUE(availability(*o, Profile{110, ext}).available) << d;
        EXPECT_EQ(availability(*o, Profile{450, ext}).via_extension, ext[0]) << d;
        ASSERT_EQ(o->outputs().size(), 2u) << d;
        EXPECT_EQ(o->outputs()[1].name, "mem") << d;
        EXPECT_EQ(o->call, o->function + "({out0}, {1})") << d;
    }
    EXPECT_TRUE(is_known_extension(ext[0]));
}

// GLSL 4.60 §8.19: anyInvocation, allInvocations and allInvocationsEqual are in core from 4.60 only; their
// GL_ARB_shader_group_vote names (…ARB) come with the extension at any #version and never in core.
TEST(Availability, GroupVoteIn460AndWithItsExtension) {
    for (const char* name : {"anyInvocation", "allInvocations", "allInvocationsEqual"}) {
        const std::string d = std::string("bool ") + name + "(bool value)";
        const Overload* o = Catalog::get().by_declaration(d);
        ASSERT_NE(o, nullptr) << d;
        EXPECT_FALSE(availability(*o, Profile{450, {}}).available) << d;
        const Availability a = availability(*o, Profile{460, {}});
        EXPECT_TRUE(a.available) << d;
        EXPECT_EQ(a.first_version, 460) << d;
        EXPECT_EQ(a.source, "GLSL 4.60 §8.19 (no refpage): in the language since #version 460") << d;
        EXPECT_TRUE(o->one_active_invocation) << d;
        const std::string arb = std::string("bool ") + name + "ARB(bool value)";
        const Overload* e = Catalog::get().by_declaration(arb);
        ASSERT_NE(e, nullptr) << arb;
        EXPECT_FALSE(availability(*e, Profile{460, {}}).available) << arb;
        EXPECT_TRUE(availability(*e, Profile{450, {"GL_ARB_shader_group_vote"}}).available) << arb;
        EXPECT_TRUE(e->one_active_invocation) << arb;
    }
}

// The reference pages' tables end at 4.50: a 4.50 row is in 4.60 too, first_version unchanged.
TEST(Availability, RefpageRowsCarryOnTo460) {
    const Availability a = availability(overload("uint usubBorrow(uint x, uint y, out uint borrow)"), Profile{460, {}});
    EXPECT_TRUE(a.available);
    EXPECT_EQ(a.first_version, 400);
    EXPECT_EQ(a.source, "refpage row 'usubBorrow'");
}

// A refpage row can cover overloads whose types came later than the row's first version.
TEST(Availability, TypesRaiseTheFirstVersion) {
    struct Row {
        const char* declaration;
        int first_version;
    };
    for (Row r : {Row{"vec2 mix(vec2 x, vec2 y, bvec2 a)", 130}, Row{"vec2 mix(vec2 x, vec2 y, vec2 a)", 110},
                  Row{"bvec2 equal(uvec2 x, uvec2 y)", 130}, Row{"bvec2 equal(ivec2 x, ivec2 y)", 110},
                  Row{"bvec2 lessThan(dvec2 x, dvec2 y)", 400}, Row{"mat2x3 matrixCompMult(mat2x3 x, mat2x3 y)", 120}}) {
        const Overload* o = Catalog::get().by_declaration(r.declaration);
        ASSERT_NE(o, nullptr) << r.declaration;
        EXPECT_EQ(availability(*o, Profile{450, {}}).first_version, r.first_version) << r.declaration;
    }
    const Overload* d = Catalog::get().by_declaration("bvec2 lessThan(dvec2 x, dvec2 y)");
    EXPECT_FALSE(availability(*d, Profile{150, {}}).available);
    Availability fp64 = availability(*d, Profile{150, {"GL_ARB_gpu_shader_fp64"}});
    EXPECT_TRUE(fp64.available);
    EXPECT_EQ(fp64.via_extension, "GL_ARB_gpu_shader_fp64");
}

TEST(Availability, TheTableIsEmbedded) {
    EXPECT_NE(embedded_file("refpage_versions.json").find("\"usubBorrow\""), std::string_view::npos);
    EXPECT_TRUE(embedded_file("no-such-file.json").empty());
}

TEST(VersionLabel, KnownAnswers) {
    EXPECT_EQ(version_label(450), "4.50");
    EXPECT_EQ(version_label(110), "1.10");
    EXPECT_EQ(version_label(330), "3.30");
    EXPECT_EQ(parse_version_label("4.50"), 450);
    EXPECT_EQ(parse_version_label("450"), 450);
    EXPECT_EQ(parse_version_label("1.30"), 130);
    EXPECT_EQ(parse_version_label("460"), 460);
    EXPECT_EQ(parse_version_label("4.60"), 460);
    EXPECT_EQ(parse_version_label("470"), 0);
    EXPECT_EQ(parse_version_label("4.5"), 0);
    EXPECT_EQ(parse_version_label(""), 0);
    EXPECT_EQ(parse_version_label("es"), 0);
    for (int v : kGlslVersions) {
        EXPECT_EQ(parse_version_label(version_label(v)), v);
        EXPECT_TRUE(is_glsl_version(v));
    }
    EXPECT_TRUE(is_glsl_version(460));
    EXPECT_FALSE(is_glsl_version(470));
    EXPECT_FALSE(is_glsl_version(300));
    EXPECT_FALSE(is_glsl_version(0));
}

TEST(Extensions, KnownAnswers) {
    EXPECT_EQ(extension_min_version(kGpuShader5), 150);
    EXPECT_EQ(extension_min_version(kFp64), 150);
    EXPECT_EQ(extension_min_version(kMesaInt), 130);
    EXPECT_EQ(extension_min_version("GL_AMD_shader_trinary_minmax"), 110);
    EXPECT_EQ(extension_min_version("GL_EXT_no_such_thing"), 0);
    EXPECT_TRUE(is_known_extension(kPacking));
    EXPECT_FALSE(is_known_extension("GL_EXT_no_such_thing"));
    const std::vector<std::string>& known = known_extensions();
    for (const char* e : {kGpuShader5, kFp64, kPacking, "GL_ARB_compute_shader", "GL_ARB_shader_storage_buffer_object"})
        EXPECT_NE(std::find(known.begin(), known.end(), e), known.end()) << e;
    for (const std::string& e : known) {
        EXPECT_TRUE(is_known_extension(e)) << e;
        EXPECT_TRUE(is_glsl_version(extension_min_version(e))) << e;
    }
}

}  // namespace
}  // namespace il
