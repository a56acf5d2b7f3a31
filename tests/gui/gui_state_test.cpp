// The UI-level test on the state layer the panels use (the calls the panels make), with the GPU through headless
// EGL: choosing a function, a bad input (marked, not run), usubBorrow under #version 3.30 (unavailable, with the
// driver's log), exporting JSON (parses, matches the schema), and no work on frames where nothing changed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <sys/stat.h>
#include <unistd.h>

#include "gpu_fixture.h"
#include "gui/presets.h"
#include "gui/session.h"

namespace il::gui {
namespace {

using test::gpu;

Session make_session() {
    Session s;
    s.runner = gpu().runner.get();
    if (gpu().context) s.device = gpu().device;
    return s;
}

std::string temp_path(const std::string& name) {
    auto dir = std::filesystem::temp_directory_path() / ("il-gui-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    return (dir / name).string();
}

TEST(GuiState, BrowserGroupsByChapterAndFilters) {
    PlaygroundState st;
    auto all = st.browse();
    ASSERT_FALSE(all.empty());
    bool has_integer = false;
    for (const ChapterEntry& c : all) has_integer |= c.chapter == "integer";
    EXPECT_TRUE(has_integer);
    st.filter = "BORROW";
    auto some = st.browse();
    ASSERT_EQ(some.size(), 1u);
    ASSERT_EQ(some[0].functions.size(), 1u);
    EXPECT_EQ(some[0].functions[0].function, "usubBorrow");
    EXPECT_EQ(some[0].functions[0].overloads.size(), 4u);
}

TEST(GuiState, ChoosingAFunctionKeepsMatchingInputs) {
    PlaygroundState st;
    ASSERT_TRUE(st.select_function("usubBorrow"));
    EXPECT_EQ(st.overload()->declaration(), "uint usubBorrow(uint x, uint y, out uint borrow)");
    ASSERT_EQ(st.inputs().size(), 2u);
    st.set_component_text(0, 0, "0x80000000u");
    ASSERT_TRUE(st.select_function("uaddCarry"));
    EXPECT_EQ(st.overload()->function, "uaddCarry");
    EXPECT_EQ(st.inputs()[0].components[0].text, "0x80000000u") << "same position and type: the text stays";
    EXPECT_FALSE(st.select_function("noSuchFunction"));
    st.select_overload(*st.catalog().by_declaration("uvec2 uaddCarry(uvec2 x, uvec2 y, out uvec2 carry)"));
    st.set_component_text(1, 0, "uvec2(7u, 9u)");
    EXPECT_EQ(st.inputs()[1].components[0].text, "7u") << "a whole value fills every component";
    EXPECT_EQ(st.inputs()[1].components[1].text, "9u");
}

TEST(GuiState, BadInputIsMarkedAndNotRun) {
    IL_REQUIRE_GPU();
    Session s = make_session();
    ASSERT_TRUE(s.state.select_function("usubBorrow"));
    EXPECT_TRUE(s.refresh());
    uint64_t runs = s.state.evaluations();
    s.state.set_component_text(1, 0, "0xFFFFFFFFx");
    const ComponentInput& bad = s.state.inputs()[1].components[0];
    EXPECT_FALSE(bad.parse.ok);
    EXPECT_NE(bad.parse.error.find("0xFFFFFFFFx"), std::string::npos) << bad.parse.error;
    EXPECT_EQ(s.state.first_input_error().rfind("y: ", 0), 0u) << s.state.first_input_error();
    EXPECT_FALSE(s.state.needs_evaluation());
    EXPECT_FALSE(s.refresh());
    s.run_now();  // Ctrl+Enter does not run it either
    EXPECT_EQ(s.state.evaluations(), runs);
    EXPECT_FALSE(s.state.last_is_current());
    EXPECT_TRUE(s.message_is_error);
    EXPECT_NE(s.export_case(temp_path("bad.json")), "");
    s.state.set_component_text(1, 0, "0xFFFFFFFFu");
    EXPECT_TRUE(s.refresh());
    EXPECT_EQ(s.state.evaluations(), runs + 1);
}

TEST(GuiState, Msad4PresetShowsThePageExampleOnGpuAndReference) {
    IL_REQUIRE_GPU();
    Session s = make_session();
    ASSERT_EQ(s.load_preset("msad4"), "");
    ASSERT_TRUE(s.refresh());
    const BatchEvaluation* b = s.state.last();
    ASSERT_TRUE(b && b->kernel && b->kernel->compiled) << (b && b->kernel ? b->kernel->log : "");
    const CaseResult& r = b->cases.at(0);
    const uint32_t page[4] = {153, 6, 92, 113};
    ASSERT_TRUE(r.gpu_ran);
    for (int c = 0; c < 4; ++c) {
        EXPECT_EQ(r.gpu[0].u(c), page[c]) << c;
        EXPECT_EQ(r.expected[0].reference.u(c), page[c]) << c;
    }
    EXPECT_EQ(r.verdict, Verdict::Match);
    EXPECT_GT(s.batch.size(), 1u) << "the preset's other cases fill the batch";
    EXPECT_EQ(s.batch.counts()["not run"], 0u);
}

TEST(GuiState, UsubBorrowUnder330IsUnavailableWithTheDriversLog) {
    IL_REQUIRE_GPU();
    Session s = make_session();
    ASSERT_TRUE(s.state.select_function("usubBorrow"));
    s.refresh();
    ASSERT_EQ(s.state.last()->cases[0].verdict, Verdict::Match);
    s.state.set_glsl(330);
    EXPECT_FALSE(s.state.availability_of(*s.state.overload()).available);
    EXPECT_NE(s.state.availability_text(*s.state.overload()).find("not in #version 3.30"), std::string::npos);
    ASSERT_TRUE(s.refresh()) << "switching the profile re-runs the case";
    const BatchEvaluation* b = s.state.last();
    EXPECT_EQ(b->profile.glsl, 330);
    ASSERT_TRUE(b->kernel);
    EXPECT_FALSE(b->kernel->compiled);
    EXPECT_FALSE(b->kernel->log.empty());
    EXPECT_EQ(b->cases[0].verdict, Verdict::Unavailable);
    ASSERT_FALSE(s.state.log_lines().empty());
    ASSERT_FALSE(s.state.log_error_lines().empty()) << b->kernel->log;
    int line = s.state.log_error_lines().front();
    std::istringstream src(b->kernel->shader.source);
    std::string text;
    for (int i = 0; i < line; ++i) std::getline(src, text);
    EXPECT_NE(text.find("usubBorrow"), std::string::npos) << "the marked line is the call: " << text;

    s.state.set_extension("GL_ARB_gpu_shader5", true);
    ASSERT_TRUE(s.refresh());
    EXPECT_TRUE(s.state.availability_of(*s.state.overload()).available);
    EXPECT_EQ(s.state.last()->cases[0].verdict, Verdict::Match) << s.state.last()->kernel->log;
}

TEST(GuiState, ExportedCaseParsesAndFollowsTheSchema) {
    IL_REQUIRE_GPU();
    Session s = make_session();
    ASSERT_TRUE(s.state.select_function("usubBorrow"));
    s.state.set_component_text(0, 0, "0x80000000u");
    s.state.set_component_text(1, 0, "0xFFFFFFFFu");
    std::string path = temp_path("case.json");
    ASSERT_EQ(s.export_case(path), "");
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    nlohmann::json doc = nlohmann::json::parse(ss.str());
    EXPECT_EQ(doc["schema"], "intrinsic-lab.vectors/1");
    EXPECT_EQ(doc["profile"]["glsl"], 450);
    EXPECT_TRUE(doc["device"]["renderer"].is_string());
    ASSERT_EQ(doc["cases"].size(), 1u);
    const nlohmann::json& c = doc["cases"][0];
    EXPECT_EQ(c["function"], "usubBorrow");
    EXPECT_EQ(c["overload"], "uint usubBorrow(uint x, uint y, out uint borrow)");
    EXPECT_EQ(c["inputs"][0]["bits"][0], "0x80000000");
    EXPECT_EQ(c["inputs"][1]["bits"][0], "0xffffffff");
    EXPECT_EQ(c["reference"][0]["name"], "return");
    EXPECT_EQ(c["reference"][0]["bits"][0], "0x80000001");
    EXPECT_EQ(c["reference"][1]["name"], "borrow");
    EXPECT_EQ(c["reference"][1]["bits"][0], "0x00000001");
    EXPECT_EQ(c["accepted"][0]["rule"], "exact");
    EXPECT_EQ(c["gpu"][0]["bits"][0], "0x80000001");
    EXPECT_EQ(c["diff"][1]["xor"][0], "0x00000000");
    EXPECT_EQ(c["verdict"], "match");
    VectorFile back = parse_vectors(ss.str(), path, Catalog::get());
    ASSERT_EQ(back.cases.size(), 1u);
    EXPECT_EQ(back.cases[0].overload, s.state.overload());

    s.batch.add_special(*s.state.overload(), 20);
    std::string batch_path = temp_path("batch.json");
    ASSERT_EQ(s.export_batch(batch_path), "");
    VectorFile batch = load_vectors(batch_path, Catalog::get());
    EXPECT_EQ(batch.cases.size(), 20u);
    std::filesystem::remove_all(std::filesystem::path(path).parent_path());
}

TEST(GuiState, NothingRunsWhenNothingChangedAndKernelsAreCached) {
    IL_REQUIRE_GPU();
    Session s = make_session();
    ASSERT_EQ(s.load_preset("fma"), "");
    ASSERT_TRUE(s.refresh());
    uint64_t runs = s.state.evaluations();
    const Kernel* k = s.state.last()->kernel;
    for (int frame = 0; frame < 10; ++frame) EXPECT_FALSE(s.refresh());
    EXPECT_EQ(s.state.evaluations(), runs);
    s.state.set_component_text(0, 0, "2.0");
    EXPECT_TRUE(s.refresh());
    EXPECT_EQ(s.state.last()->kernel, k) << "an input edit reuses the compiled kernel";
    s.state.set_glsl(400);
    s.state.set_glsl(450);
    EXPECT_TRUE(s.refresh());
    EXPECT_EQ(s.state.last()->kernel, k);
}

TEST(GuiState, FmaPresetIsAcceptedThroughTheUnfusedAlternative) {
    IL_REQUIRE_GPU();
    Session s = make_session();
    ASSERT_EQ(s.load_preset("fma"), "");
    s.refresh();
    const CaseResult& r = s.state.last()->cases.at(0);
    ASSERT_TRUE(r.gpu_ran);
    EXPECT_TRUE(r.verdict == Verdict::Match || r.verdict == Verdict::Accepted) << verdict_name(r.verdict);
    EXPECT_EQ(r.expected[0].rule.kind, RuleKind::AnyOf);
    EXPECT_NE(r.judgement[0].reason.find("any-of"), std::string::npos) << r.judgement[0].reason;
}

TEST(GuiState, LoadingWhatIsNotAVectorsFileChangesNothing) {
    Session s;
    ASSERT_EQ(s.load_preset("fma"), "");
    const Overload* before = s.state.overload();
    size_t rows = s.batch.size();
    std::filesystem::path dir = std::filesystem::path(temp_path("load")).parent_path() / "load-dir";
    std::filesystem::create_directories(dir);
    std::string fifo = (dir / "fifo").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string big = (dir / "big.json").string();
    {
        std::ofstream f(big);
        f << "{\"schema\": \"intrinsic-lab.vectors/1\", \"cases\": [";
        for (size_t i = 0; i <= BatchState::kMaxRows; ++i)
            f << (i ? "," : "") << R"({"function": "usubBorrow", "inputs": [{"name": "x", "type": "uint", "text": ["1u"]},)"
              << R"({"name": "y", "type": "uint", "text": ["2u"]}]})";
        f << "]}";
    }
    struct Bad {
        std::string path, message;
    };
    for (const Bad& b : {Bad{dir.string(), "is a directory, not a JSON file"},
                         Bad{fifo, "a pipe or FIFO with no writer reads as empty"},
                         Bad{big, "more than 100000 cases; the batch table holds up to 100000"}}) {
        std::string e = s.load_vectors_file(b.path);
        EXPECT_NE(e.find(b.message), std::string::npos) << e;
        EXPECT_TRUE(s.message_is_error);
        EXPECT_EQ(s.state.overload(), before);
        EXPECT_EQ(s.batch.size(), rows);
    }
    std::filesystem::remove_all(dir);
}

// presets/expressions.json holds expression cases only: its first opens in the Expression line (evaluated, here
// by the reference alone) and its cases of that expression in the expression batch; the built-in batch keeps the
// rows it had. A file of both kinds gives the calls to the batch and its first expression to the line.
TEST(GuiState, AnExpressionPresetOpensTheExpressionLine) {
    Session s;
    ASSERT_EQ(s.load_preset("msad4"), "");
    const size_t rows = s.batch.size();
    ASSERT_EQ(s.load_preset("expressions"), "");
    // The batch takes the cases of the first one's expression: a + b of floats once (the next is of doubles).
    EXPECT_EQ(s.message, "loaded preset expressions (11 expression cases): the first in the Expression line; the "
                         "batch: 1 case of a + b");
    EXPECT_EQ(s.expression_batch.table.size(), 1u);
    EXPECT_TRUE(s.expression_mode);
    EXPECT_EQ(s.batch.size(), rows);
    EXPECT_EQ(s.expression.text, "a + b");
    ASSERT_TRUE(s.expression.last) << s.expression.outcome;
    EXPECT_EQ(s.expression.last->alternatives[0].expected.reference.bits[0], 0x3e99999au);  // 0.1 + 0.2 = 0.3f

    ASSERT_EQ(s.load_expression_preset("expressions", 3), "");
    EXPECT_EQ(s.expression.text, "a * b + c");
    EXPECT_TRUE(s.expression.precise);
    ASSERT_TRUE(s.expression.last);
    EXPECT_EQ(s.expression.last->alternatives.size(), 1u);
    // Export case in expression mode writes the expression's case, as run writes one.
    EXPECT_EQ(s.default_export_name(ExportFormat::Json, false), "intrinsic-lab-expression.json");
    const std::string exported = temp_path("expression.json");
    ASSERT_EQ(s.export_case(exported), "");
    std::ifstream in(exported);
    const nlohmann::json doc = nlohmann::json::parse(in, nullptr, false);
    ASSERT_TRUE(doc.is_object());
    EXPECT_EQ(doc["cases"][0]["function"], "expression");
    EXPECT_EQ(doc["cases"][0]["expression"]["parsed"], "((a * b) + c)");
    EXPECT_EQ(doc["cases"][0]["expression"]["precise"], true);
    EXPECT_EQ(doc["cases"][0]["reference"][0]["bits"][0], "0x3a000000");
    EXPECT_EQ(s.load_expression_preset("expressions", 11), "preset expressions: no expression case 11");
    EXPECT_TRUE(s.message_is_error);

    const std::string mixed = temp_path("mixed.json");
    std::ofstream(mixed) << R"({"schema": "intrinsic-lab.vectors/1", "cases": [
        {"function": "expression", "expression": "i << j",
         "inputs": [{"name": "i", "type": "int", "text": ["1"]}, {"name": "j", "type": "int", "text": ["3"]}]},
        {"function": "usubBorrow", "inputs": [{"name": "x", "type": "uint", "text": ["1u"]},
                                              {"name": "y", "type": "uint", "text": ["2u"]}]}]})";
    ASSERT_EQ(s.load_vectors_file(mixed), "");
    EXPECT_FALSE(s.expression_mode);
    EXPECT_EQ(s.state.overload()->function, "usubBorrow");
    EXPECT_EQ(s.batch.size(), 1u);
    EXPECT_EQ(s.expression.text, "i << j");
    EXPECT_EQ(s.expression.inputs, "i=1 j=3");
    EXPECT_NE(s.message.find("(1 case); 1 expression case, the first in the Expression line"), std::string::npos)
        << s.message;
}

TEST(GuiState, SaveAndRestoreKeepFunctionProfileAndInputs) {
    PlaygroundState a;
    a.select_function("usubBorrow");
    a.set_glsl(400);
    a.set_extension("GL_ARB_gpu_shader5", true);
    a.set_component_text(0, 0, "12u");
    a.set_component_text(1, 0, "oops");
    nlohmann::json saved = nlohmann::json::parse(a.save().dump());
    PlaygroundState b;
    ASSERT_TRUE(b.restore(saved));
    EXPECT_EQ(b.overload(), a.overload());
    EXPECT_EQ(b.profile(), a.profile());
    EXPECT_EQ(b.inputs()[0].components[0].text, "12u");
    EXPECT_EQ(b.inputs()[1].components[0].text, "oops");
    EXPECT_FALSE(b.inputs_valid());
    EXPECT_FALSE(b.restore(nlohmann::json{{"overload", "int nothing()"}}));
}

}  // namespace
}  // namespace il::gui
