// GPU runner on Mesa llvmpipe through headless EGL: compile per profile, batches, poisoning.
#include <gtest/gtest.h>

#include <memory>

#include "gpu_suite.h"
#include "catalog/catalog.h"
#include "engine/evaluate.h"
#include "gpu/context.h"
#include "gpu/runner.h"
#include "value/literal.h"

namespace il {
namespace {

class Gpu : public GpuSuite {
protected:
    static Value lit(const char* s) { return *parse_literal(s).value; }
};

TEST_F(Gpu, DeviceIsGl45) {
    DeviceInfo d = query_device_info(context_->platform());
    EXPECT_NE(d.version.find("4.5"), std::string::npos) << d.version;
}

TEST_F(Gpu, UsubBorrowMatchesReferenceOverALargeBatch) {
    const Overload& o = row("uvec4 usubBorrow(uvec4 x, uvec4 y, out uvec4 borrow)");
    std::vector<std::vector<Value>> cases;
    uint32_t seed = 12345;
    auto next = [&] { return seed = seed * 1664525u + 1013904223u; };
    for (int i = 0; i < 70000; ++i) {  // more than one 64-wide work group row, several chunks of outputs
        Value x = make_value(vec_of(Scalar::Uint, 4)), y = x;
        for (int c = 0; c < 4; ++c) { x.set_u(c, next()); y.set_u(c, next()); }
        cases.push_back({x, y});
    }
    BatchEvaluation b = evaluate(o, Profile{}, cases, runner_.get());
    ASSERT_TRUE(b.kernel->compiled) << b.kernel->log;
    for (size_t i = 0; i < cases.size(); ++i) {
        ASSERT_TRUE(b.cases[i].written) << i;
        ASSERT_EQ(b.cases[i].verdict, Verdict::Match) << i;
    }
}

TEST_F(Gpu, KernelIsCachedPerOverloadAndProfile) {
    const Overload& o = row("uint uaddCarry(uint x, uint y, out uint carry)");
    const Kernel* a = &runner_->kernel(o, Profile{450, {}});
    EXPECT_EQ(a, &runner_->kernel(o, Profile{450, {}}));
    EXPECT_NE(a, &runner_->kernel(o, Profile{440, {}}));
    const size_t compiled = runner_->kernels_compiled();
    runner_->kernel(o, Profile{450, {}});
    EXPECT_EQ(runner_->kernels_compiled(), compiled);
    runner_->kernel(row("uint usubBorrow(uint x, uint y, out uint borrow)"), Profile{450, {}});
    EXPECT_EQ(runner_->kernels_compiled(), compiled + 1);
}

struct Gating {
    int glsl;
    std::vector<std::string> ext;
    bool compiles;  // measured on llvmpipe: Mesa gates built-ins by #version and extension
};

class GpuGating : public Gpu, public testing::WithParamInterface<Gating> {};

TEST_P(GpuGating, UsubBorrowCompilesWhereTheProfileHasIt) {
    const Gating& g = GetParam();
    const Overload& o = row("uint usubBorrow(uint x, uint y, out uint borrow)");
    const Kernel& k = runner_->kernel(o, Profile{g.glsl, g.ext});
    EXPECT_EQ(k.compiled, g.compiles) << k.log << "\n" << k.shader.source;
    if (!k.compiled) {
        EXPECT_FALSE(k.log.empty());
    }
}

INSTANTIATE_TEST_SUITE_P(Profiles, GpuGating,
                         testing::Values(Gating{450, {}, true}, Gating{400, {}, true}, Gating{330, {}, false},
                                         Gating{330, {"GL_ARB_gpu_shader5"}, true}, Gating{150, {}, false}));

TEST_F(Gpu, EveryVersionRunsAComputeShaderWithBuffers) {
    // msad4's emulation needs only GLSL 1.30; from 1.30 up it must run and match the page's example.
    const Overload& o = row("uvec4 msad4(uint reference, uvec2 source, uvec4 accum)");
    std::vector<Value> in{lit("0xA100B2C3u"), lit("uvec2(0xD7B0C372u, 0x4F57C2A3u)"), lit("uvec4(1u, 2u, 3u, 4u)")};
    for (int v : {130, 140, 150, 330, 400, 410, 420, 430, 440, 450}) {
        BatchEvaluation b = evaluate(o, Profile{v, {}}, {in}, runner_.get());
        ASSERT_TRUE(b.kernel->compiled) << v << "\n" << b.kernel->log << "\n" << b.kernel->shader.source;
        const Value& r = b.cases[0].gpu[0];
        EXPECT_EQ(r.u(0), 153u) << v;
        EXPECT_EQ(r.u(1), 6u) << v;
        EXPECT_EQ(r.u(2), 92u) << v;
        EXPECT_EQ(r.u(3), 113u) << v;
        EXPECT_EQ(b.cases[0].verdict, Verdict::Match) << v;
    }
}

TEST_F(Gpu, UnavailableFunctionIsReportedNotRun) {
    const Overload& o = row("uint packSnorm2x16(vec2 v)");
    BatchEvaluation b = evaluate(o, Profile{400, {}}, {{lit("vec2(0.5, -0.5)")}}, runner_.get());
    EXPECT_FALSE(b.availability.available);
    EXPECT_TRUE(b.cases[0].verdict == Verdict::Unavailable ||
                b.cases[0].verdict == Verdict::CompilerAcceptedUnavailable);
}

TEST_F(Gpu, DoublesCrossTheBufferIntact) {
    const Overload& o = row("uvec2 unpackDouble2x32(double d)");
    BatchEvaluation b = evaluate(o, Profile{}, {{lit("doubleBits(0x0123456789abcdef)")}}, runner_.get());
    ASSERT_TRUE(b.cases[0].gpu_ran) << b.kernel->log;
    EXPECT_EQ(b.cases[0].gpu[0].u(0), 0x89abcdefu);
    EXPECT_EQ(b.cases[0].gpu[0].u(1), 0x01234567u);
}

TEST_F(Gpu, FmaIsFusedOrUnfusedNeverSomethingElse) {
    for (const char* decl : {"float fma(float a, float b, float c)", "double fma(double a, double b, double c)"}) {
        const Overload& o = row(decl);
        bool dbl = o.ret->scalar == Scalar::Double;
        std::vector<Value> in = dbl ? std::vector<Value>{lit("doubleBits(0x3ff0000040000000)"),
                                                         lit("doubleBits(0x3ff0000040000000)"), lit("-1.0lf")}
                                    : std::vector<Value>{lit("floatBits(0x3f800800)"), lit("floatBits(0x3f800800)"),
                                                         lit("-1.0")};
        BatchEvaluation b = evaluate(o, Profile{}, {in}, runner_.get());
        ASSERT_TRUE(b.cases[0].gpu_ran) << b.kernel->log;
        EXPECT_TRUE(b.cases[0].verdict == Verdict::Match || b.cases[0].verdict == Verdict::Accepted) << decl;
    }
}

}  // namespace
}  // namespace il
