// Version gating on llvmpipe through headless EGL: usubBorrow is rejected at 3.30 and compiled at 4.00, as
// the reference pages' table says; the row shape the report and the HTML page read.
#include <gtest/gtest.h>

#include <memory>

#include "gpu_suite.h"
#include "catalog/catalog.h"
#include "gpu/compile_only.h"
#include "gpu/context.h"
#include "gpu/runner.h"
#include "report/gating.h"
#include "report/glslang_check.h"
#include "report/lookup.h"
#include "report/refpage_check.h"

namespace il {
namespace {

constexpr const char* kUsubBorrow = "uint usubBorrow(uint x, uint y, out uint borrow)";

class Gating : public GpuSuite {
protected:
    static void SetUpTestSuite() {
        GpuSuite::SetUpTestSuite();
        if (HasFatalFailure()) return;
        row_ = gate_overload(*runner_, *Catalog::get().by_declaration(kUsubBorrow));
    }
    static const GatingCell& cell(int glsl) {
        for (const GatingCell& c : row_.cells)
            if (c.glsl == glsl) return c;
        throw std::logic_error("no cell for " + std::to_string(glsl));
    }
    static inline GatingRow row_;
};

TEST_F(Gating, UsubBorrowRejectedAt330AcceptedAt400) {
    const GatingCell& at330 = cell(330);
    EXPECT_FALSE(at330.expected);
    EXPECT_FALSE(at330.compiled);
    EXPECT_FALSE(at330.driver_error.empty());
    EXPECT_EQ(at330.verdict, "ok");
    const GatingCell& at400 = cell(400);
    EXPECT_TRUE(at400.expected);
    EXPECT_TRUE(at400.compiled);
    EXPECT_EQ(at400.verdict, "ok");
    EXPECT_EQ(row_.refpage_first, 400);
    EXPECT_EQ(row_.driver_first, 400);
}

TEST_F(Gating, ExtensionBringsUsubBorrowTo330) {
    // GL_ARB_gpu_shader5 needs GLSL 1.50 and GL_MESA_shader_integer_functions 1.30: at 3.30 with either enabled the
    // table (via the extension) and the driver agree; at 1.30 only the MESA extension applies.
    auto find = [](const GatingCell& c, const std::string& ext) -> const CompileVerdict* {
        for (const auto& [name, cell] : c.with_extensions)
            if (name == ext) return &cell;
        return nullptr;
    };
    const GatingCell& at330 = cell(330);
    ASSERT_EQ(at330.with_extensions.size(), 2u);
    for (const char* ext : {"GL_ARB_gpu_shader5", "GL_MESA_shader_integer_functions"}) {
        const CompileVerdict* c = find(at330, ext);
        ASSERT_NE(c, nullptr) << ext;
        EXPECT_TRUE(c->expected) << ext;
        EXPECT_TRUE(c->compiled) << ext;
    }
    EXPECT_EQ(find(cell(130), "GL_ARB_gpu_shader5"), nullptr);  // below the extension's minimum version
    EXPECT_NE(find(cell(130), "GL_MESA_shader_integer_functions"), nullptr);
    EXPECT_TRUE(cell(450).with_extensions.empty());  // the version alone has it
}

TEST_F(Gating, ControlShaderCompilesAtEveryVersionOnLlvmpipe) {
    // docs/driver-notes.md: llvmpipe runs compute shaders with SSBOs from #version 1.10 up, given the two extensions.
    // llvmpipe (Mesa 22.3) offers GLSL up to 4.50: at 4.60 neither the control nor a vertex shader compiles, and the
    // cells there are untestable.
    for (const VersionControl& c : version_controls(*runner_)) {
        if (c.glsl <= 450)
            EXPECT_TRUE(c.compiled) << c.glsl << ": " << c.driver_error;
        else
            EXPECT_FALSE(c.compiled || c.vertex_compiled) << c.glsl;
    }
    EXPECT_EQ(row_.testable_from, 110);
    ASSERT_EQ(row_.cells.back().glsl, 460);
    EXPECT_EQ(row_.cells.back().verdict, "untestable");
}

TEST_F(Gating, VertexStageProbeGatesLikeTheComputeShader) {
    // The fallback for drivers that reject compute shaders at old versions: the same answer from a vertex shader.
    const Overload& o = *Catalog::get().by_declaration(kUsubBorrow);
    CompileOnly at330 = compile_only(GlStage::Vertex, function_probe_shader(o, Profile{330, {}}));
    CompileOnly at400 = compile_only(GlStage::Vertex, function_probe_shader(o, Profile{400, {}}));
    CompileOnly ext = compile_only(GlStage::Vertex, function_probe_shader(o, Profile{330, {"GL_ARB_gpu_shader5"}}));
    EXPECT_FALSE(at330.compiled);
    EXPECT_NE(at330.log.find("usubBorrow"), std::string::npos) << at330.log;
    EXPECT_TRUE(at400.compiled) << at400.log;
    EXPECT_TRUE(ext.compiled) << ext.log;
    // On llvmpipe the compute control compiles everywhere, so no cell takes the vertex path.
    for (const GatingCell& c : row_.cells) EXPECT_EQ(c.driver_stage, "compute") << c.glsl;
}

TEST_F(Gating, RowShape) {
    ASSERT_EQ(row_.cells.size(), kGlslVersions.size());
    for (size_t i = 0; i < row_.cells.size(); ++i) EXPECT_EQ(row_.cells[i].glsl, kGlslVersions[i]);
    nlohmann::json j = gating_row_json(row_);
    EXPECT_EQ(j["function"], "usubBorrow");
    EXPECT_EQ(j["overload"], kUsubBorrow);
    ASSERT_EQ(j["cells"].size(), kGlslVersions.size());
    for (const auto& c : j["cells"]) {
        for (const char* key :
             {"glsl", "expected", "driver_compiled", "verdict", "availability", "glslang_function", "glslang_compute"})
            EXPECT_TRUE(c.contains(key)) << key << " in " << c.dump();
        EXPECT_TRUE(c["glslang_function"].contains("outcome"));
    }
}

TEST_F(Gating, GlslangSecondOpinion) {
    if (!glslang_linked()) GTEST_SKIP() << glslang_description();
    EXPECT_EQ(cell(330).glslang_function.outcome, "rejected") << cell(330).glslang_function.first_error;
    EXPECT_NE(cell(330).glslang_function.first_error.find("usubBorrow"), std::string::npos);
    EXPECT_EQ(cell(400).glslang_function.outcome, "accepted") << cell(400).glslang_function.first_error;
    // glslang takes compute shaders only from 4.20, GL_ARB_compute_shader or not.
    EXPECT_EQ(cell(330).glslang_compute.outcome, "stage needs 4.20");
    EXPECT_EQ(cell(110).glslang_compute.outcome, "stage needs 4.20");
    EXPECT_EQ(cell(450).glslang_compute.outcome, "accepted") << cell(450).glslang_compute.first_error;
    EXPECT_EQ(row_.glslang_first, 400);
}

TEST(GatingRules, VerdictClasses) {
    EXPECT_EQ(gating_verdict(true, true), "ok");
    EXPECT_EQ(gating_verdict(false, false), "ok");
    EXPECT_EQ(gating_verdict(false, true), "compiler-accepted-unavailable");
    EXPECT_EQ(gating_verdict(true, false), "rejected-available");
}

TEST(GatingRules, OneScalarRepresentativePerFunction) {
    const Catalog& c = Catalog::get();
    auto reps = representative_overloads(c);
    EXPECT_EQ(reps.size(), c.functions().size());
    for (const Overload* o : reps) {
        if (o->function == "usubBorrow") {
            EXPECT_EQ(o->declaration(), kUsubBorrow);
        }
    }
}

TEST(GatingRules, FunctionProbeShaderCallsTheTemplate) {
    const Overload& o = *Catalog::get().by_declaration(kUsubBorrow);
    std::string s = function_probe_shader(o, Profile{330, {"GL_ARB_gpu_shader5"}});
    EXPECT_EQ(s.rfind("#version 330\n#extension GL_ARB_gpu_shader5 : require\n", 0), 0u) << s;
    EXPECT_NE(s.find("uint ret = usubBorrow(in0, in1, out0);"), std::string::npos) << s;
}

TEST(GatingRules, RefpageConclusionWhenTheDriverCannotTestOldVersions) {
    // NVIDIA rejects every generated compute shader below 1.50: a claim of 1.10 rests on glslang alone there.
    RefpageFinding f;
    f.candidate = {"atanh", "atanh", "float atanh(float x)", 0, 0, 130, "atanh starts at 1.10"};
    f.refpage = 110;
    f.status = "measured";
    f.evidence.driver_first = 150;
    f.evidence.testable_from = 150;
    f.evidence.glslang_first = 130;
    std::string s = refpage_conclusion(f);
    EXPECT_NE(s.find("rejects every generated compute shader below 1.50"), std::string::npos) << s;
    if (glslang_linked()) {
        EXPECT_NE(s.find("Agree: comparable rows."), std::string::npos) << s;
        EXPECT_NE(s.find("Contradicted: table (1.10)."), std::string::npos) << s;
    } else {
        EXPECT_NE(s.find("No evidence: table"), std::string::npos) << s;
    }
    f.evidence.testable_from = 110;
    f.evidence.driver_first = 130;
    s = refpage_conclusion(f);
    EXPECT_EQ(s.find("cannot tell"), std::string::npos) << s;
}

TEST(GatingRules, LookupIgnoresParameterNames) {
    const Catalog& c = Catalog::get();
    EXPECT_EQ(find_overload(c, "uint usubBorrow(uint a, uint b, out uint c)"), c.by_declaration(kUsubBorrow));
    EXPECT_EQ(find_overload(c, "uint usubBorrow(uint a, uint b, uint c)"), nullptr);  // `out` matters
    EXPECT_EQ(find_overload(c, "float no_such_function(float x)"), nullptr);
}

}  // namespace
}  // namespace il
