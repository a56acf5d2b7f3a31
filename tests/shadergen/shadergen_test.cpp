// shadergen: the template drives the call; the header carries exactly what the #version needs.
#include <gtest/gtest.h>

#include "catalog/catalog.h"
#include "gpu/compile_log.h"
#include "shadergen/shadergen.h"
#include "value/grid_sets.h"

namespace il {
namespace {

const Overload& row(const std::string& decl) { return *Catalog::get().by_declaration(decl); }

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

TEST(Shadergen, Version450NeedsNoExtensions) {
    GeneratedShader g = generate_shader(row("uint usubBorrow(uint x, uint y, out uint borrow)"), Profile{450, {}});
    EXPECT_EQ(g.source.rfind("#version 450\n", 0), 0u);
    EXPECT_FALSE(has(g.source, "#extension"));
    EXPECT_TRUE(has(g.source, "uint ret = usubBorrow(in0, in1, out0);"));
    EXPECT_TRUE(has(g.source, "il_out[i].r1 = out0;"));
    EXPECT_TRUE(has(g.source, "layout(std430) buffer il_inputs"));
}

TEST(Shadergen, OldVersionsGetComputeAndSsboExtensionsAndNoStd430) {
    GeneratedShader g = generate_shader(row("float fma(float a, float b, float c)"), Profile{130, {"GL_ARB_gpu_shader5"}});
    EXPECT_EQ(g.source.rfind("#version 130\n#extension GL_ARB_compute_shader : require\n"
                             "#extension GL_ARB_shader_storage_buffer_object : require\n"
                             "#extension GL_ARB_gpu_shader5 : require\n", 0), 0u) << g.source;
    EXPECT_FALSE(has(g.source, "std430"));
}

TEST(Shadergen, InputsComeFromTheBufferNeverLiterals) {
    GeneratedShader g = generate_shader(row("uint packUnorm2x16(vec2 v)"), Profile{});
    EXPECT_TRUE(has(g.source, "vec2 in0 = il_in[i].a0;"));
    EXPECT_TRUE(has(g.source, "il_out[i].il_written = 1;"));
    EXPECT_EQ(g.input_members, std::vector<std::string>{"il_in[0].a0"});
    EXPECT_EQ(g.output_members, std::vector<std::string>{"il_out[0].r0"});
}

TEST(Shadergen, AnIndexInputIsTheBasePlusTheInvocationAndNeedsNoInputBuffer) {
    GeneratedShader f = generate_shader(row("float exp2(float x)"), Profile{450, {}}, true);
    EXPECT_TRUE(f.index_input);
    EXPECT_TRUE(has(f.source, "uniform uint il_base;")) << f.source;
    EXPECT_TRUE(has(f.source, "uniform uint il_step;")) << f.source;
    EXPECT_TRUE(has(f.source, "float in0 = uintBitsToFloat(il_base + uint(i) * il_step);")) << f.source;
    EXPECT_FALSE(has(f.source, "buffer il_inputs")) << f.source;
    EXPECT_FALSE(has(f.source, "il_in[i]")) << f.source;
    GeneratedShader n = generate_shader(row("int findMSB(int value)"), Profile{330, {}}, true);
    EXPECT_TRUE(has(n.source, "int in0 = int(il_base + uint(i) * il_step);")) << n.source;
    GeneratedShader u = generate_shader(row("vec2 unpackHalf2x16(uint v)"), Profile{450, {}}, true);
    EXPECT_TRUE(has(u.source, "uint in0 = il_base + uint(i) * il_step;")) << u.source;
    // uintBitsToFloat is GLSL 3.30; one to three 32-bit scalar inputs only.
    EXPECT_FALSE(index_input_supported(row("float exp2(float x)"), Profile{150, {}}));
    EXPECT_FALSE(index_input_supported(row("vec2 exp2(vec2 x)"), Profile{450, {}}));
    EXPECT_FALSE(index_input_supported(row("double sqrt(double x)"), Profile{450, {}}));
    EXPECT_FALSE(index_input_supported(row("float mix(float x, float y, bool a)"), Profile{450, {}}));
    EXPECT_FALSE(index_input_supported(row("int bitfieldInsert(int base, int insert, int offset, int bits)"),
                                       Profile{450, {}}));
    EXPECT_TRUE(index_input_supported(row("float fma(float a, float b, float c)"), Profile{450, {}}));
    EXPECT_THROW(generate_shader(row("uint packUnorm2x16(vec2 v)"), Profile{}, true), std::logic_error);
}

// Two or three inputs from the index: grid case il_base + i, each argument looked up in its set, the last argument
// fastest (ldexp: x is value n / 182 of the 4,096 floats, exp value n % 182 of the 182 integers).
TEST(Shadergen, GridInputsAreLookedUpFromTheCaseIndex) {
    GeneratedShader g = generate_shader(row("float ldexp(float x, int exp)"), Profile{450, {}}, true);
    EXPECT_TRUE(has(g.source, "const uint il_grid0[182] = uint[182](0x0u, 0x1u, 0x2u, 0x3u, 0x4u, 0x5u, 0x7u, "))
        << g.source;
    // The 4,096 floats are derived from their 8 mantissas: sign × exponent × mantissa.
    EXPECT_TRUE(has(g.source, "const uint il_pair_mantissa[8] = uint[8](0x0u, 0x1u, 0x2aaaaau, 0x3fffffu, 0x400000u, "
                              "0x400001u, 0x555555u, 0x7fffffu);"))
        << g.source;
    EXPECT_TRUE(has(g.source, "uint il_pair(uint v) { return (v / 2048u) << 31 | (v / 8u % 256u) << 23 | "
                              "il_pair_mantissa[v % 8u]; }"))
        << g.source;
    EXPECT_FALSE(has(g.source, "[4096]")) << g.source;
    EXPECT_TRUE(has(g.source, "uint il_n = il_base + uint(i);")) << g.source;
    EXPECT_TRUE(has(g.source, "float in0 = uintBitsToFloat(il_pair((il_n / 182u) % 4096u));")) << g.source;
    EXPECT_TRUE(has(g.source, "int in1 = int(il_grid0[(il_n / 1u) % 182u]);")) << g.source;
    EXPECT_FALSE(has(g.source, "il_in[i]")) << g.source;
    // One array for the three arguments of one set.
    GeneratedShader f = generate_shader(row("float fma(float a, float b, float c)"), Profile{450, {}}, true);
    EXPECT_TRUE(has(f.source, "float in0 = uintBitsToFloat(il_grid0[(il_n / 270400u) % 520u]);")) << f.source;
    EXPECT_TRUE(has(f.source, "float in2 = uintBitsToFloat(il_grid0[(il_n / 1u) % 520u]);")) << f.source;
    EXPECT_FALSE(has(f.source, "il_grid1")) << f.source;
    // Two float arguments share the one derivation.
    GeneratedShader p = generate_shader(row("float pow(float x, float y)"), Profile{450, {}}, true);
    EXPECT_TRUE(has(p.source, "float in0 = uintBitsToFloat(il_pair((il_n / 4096u) % 4096u));")) << p.source;
    EXPECT_TRUE(has(p.source, "float in1 = uintBitsToFloat(il_pair((il_n / 1u) % 4096u));")) << p.source;
}

// The shader's derivation of the two-input float set, (v / 2048) << 31 | (v / 8 % 256) << 23 | mantissa[v % 8],
// gives every one of its 4,096 values in order (the CPU side's grid_values).
TEST(Shadergen, PairSetFormulaGivesEveryGridValue) {
    const std::vector<uint32_t>& set = grid_values(Scalar::Float, 2);
    const std::vector<uint32_t>& m = pair_mantissas();
    ASSERT_EQ(set.size(), 4096u);
    ASSERT_EQ(m.size(), 8u);
    for (uint32_t v = 0; v < 4096; ++v) ASSERT_EQ((v / 2048) << 31 | (v / 8 % 256) << 23 | m[v % 8], set[v]) << v;
    EXPECT_EQ(set[8 * 127 + 0], 0x3f800000u);  // 1.0: sign 0, exponent 127, mantissa 0
    EXPECT_EQ(set[2048 + 8 * 255 + 4], 0xffc00000u);  // -qNaN
}

// §8.11's mem is inout: it lives in the invocation's own output member, set from the input before the call, so
// the atomic acts on buffer memory and the member holds the new contents afterwards.
TEST(Shadergen, InoutParameterIsTheOutputBufferMember) {
    GeneratedShader g = generate_shader(row("uint atomicAdd(inout uint mem, uint data)"), Profile{});
    EXPECT_TRUE(has(g.source, "    il_out[i].r1 = in0;\n    uint ret = atomicAdd(il_out[i].r1, in1);\n"))
        << g.source;
    EXPECT_FALSE(has(g.source, "out0")) << g.source;
    EXPECT_FALSE(has(g.source, "il_out[i].r1 = il_out")) << g.source;
    EXPECT_EQ(g.output_members, (std::vector<std::string>{"il_out[0].r0", "il_out[0].r1"}));
}

// GL_NV_shader_atomic_float: the float mem is the output buffer member, as for §8.11's int and uint.
TEST(Shadergen, FloatAtomicActsOnItsOutputBufferMember) {
    GeneratedShader g = generate_shader(row("float atomicAdd(inout float mem, float data)"),
                                        Profile{450, {"GL_NV_shader_atomic_float"}});
    EXPECT_TRUE(has(g.source, "#extension GL_NV_shader_atomic_float : require\n")) << g.source;
    EXPECT_TRUE(has(g.source, "il_out[i].r1 = in0;")) << g.source;
    EXPECT_TRUE(has(g.source, "float ret = atomicAdd(il_out[i].r1, in1);")) << g.source;
}

// GLSL 4.60 §8.19: the group function is called with one invocation of the work group active at a time.
TEST(Shadergen, GroupVoteRunsWithOneActiveInvocation) {
    GeneratedShader g = generate_shader(row("bool anyInvocation(bool value)"), Profile{460, {}});
    EXPECT_EQ(g.source.rfind("#version 460\n", 0), 0u) << g.source;
    EXPECT_TRUE(has(g.source, "    bool ret;\n    for (int il_k = 0; il_k < int(gl_WorkGroupSize.x); ++il_k)\n"
                              "        if (int(gl_LocalInvocationID.x) == il_k) ret = anyInvocation(in0);\n"))
        << g.source;
    EXPECT_TRUE(has(g.source, "il_out[i].r0 = int(ret);")) << g.source;
}

TEST(Shadergen, EmulationsPasteTheirHelperFile) {
    GeneratedShader g = generate_shader(row("uvec4 msad4(uint reference, uvec2 source, uvec4 accum)"), Profile{});
    EXPECT_TRUE(has(g.source, "uvec4 msad4(uint reference, uvec2 source, uvec4 accum)"));
    EXPECT_TRUE(has(g.source, "uvec4 ret = msad4(in0, in1, in2);"));
}

TEST(Shadergen, RequiredExtensionsStopAt430) {
    EXPECT_EQ(required_extensions(420).size(), 2u);
    EXPECT_TRUE(required_extensions(430).empty());
}

TEST(CompileLog, MesaAndNvidiaLineNumbers) {
    EXPECT_EQ(error_lines(parse_log("0:16(13): error: no function with name 'usubBorrow'\n0:17(17): warning: x")),
              std::vector<int>{16});
    EXPECT_EQ(error_lines(parse_log("0(16) : error C1008: undefined variable \"usubBorrow\"\n0(20) : error C0000: y")),
              (std::vector<int>{16, 20}));
    EXPECT_TRUE(error_lines(parse_log("")).empty());
}

}  // namespace
}  // namespace il
