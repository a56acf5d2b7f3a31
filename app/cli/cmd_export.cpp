// intrinsic-lab export [--format piglit] CASES.json --out DIR: each case of a vectors file as a self-contained
// piglit shader_runner test (export/piglit_export.h), the attachment a driver bug report wants.
#include <cstdio>
#include <filesystem>

#include "cli/commands.h"
#include "export/piglit_export.h"
#include "expr/expr_eval.h"
#include "vectors/vectors_json.h"
#include "vectors/vectors_reader.h"

namespace il::cli {

int cmd_export(const Options& o) {
    if (o.positional.size() != 1)
        throw UsageError("export takes one vectors file, e.g. export --format piglit presets/fma.json --out fma-tests/");
    if (o.out.empty()) throw UsageError("export needs --out DIR, the directory for the .shader_test files");
    if (is_stdout(o.out)) throw UsageError("--out -: export writes one file per case; --out names a directory");
    const std::string& file = o.positional[0];
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::exists(o.out, ec) && !fs::is_directory(o.out, ec))
        throw UsageError("--out " + o.out + ": is not a directory");
    // Every case is checked and turned into text before the first file is written.
    std::vector<std::pair<std::string, std::string>> files;
    try {
        VectorsReader reader = VectorsReader::open(file);
        Profile profile = o.profile;
        VectorsSink sink;
        sink.header = [&](const std::optional<Profile>& p) {
            if (!o.profile_given && p) profile = *p;
            if (profile.glsl < 330)
                throw UsageError("export: #version " + std::to_string(profile.glsl) +
                                 ": a piglit test needs #version 330 or later (std430 buffers, floatBitsToUint)");
        };
        sink.chunk = [&](std::vector<InputCase>& cases, size_t first) {
            for (size_t i = 0; i < cases.size(); ++i) {
                const std::string origin =
                    "from " + fs::path(file).filename().string() + " $.cases[" + std::to_string(first + i) + "]";
                if (cases[i].expression) {
                    // The reference and its alternatives (no GPU here); the test accepts any of them.
                    std::unique_ptr<expr::ExpressionEvaluation> x;
                    try {
                        x = expr::evaluate_expression(*cases[i].expression, profile, cases[i].precise, nullptr);
                    } catch (const expr::ExpressionError& e) {
                        throw UsageError(file + ": $.cases[" + std::to_string(first + i) + "].expression: " + e.what());
                    }
                    PiglitCase pc = piglit_expression_case(*x, origin);
                    files.emplace_back(piglit_file_name(*pc.overload, first + i), piglit_shader_test(pc));
                    continue;
                }
                PiglitCase pc = piglit_case(*cases[i].overload, profile, cases[i].inputs, origin);
                files.emplace_back(piglit_file_name(*pc.overload, first + i), piglit_shader_test(pc));
            }
        };
        VectorsReadOptions ro;
        ro.allow_expressions = true;  // "function": "expression" cases: the expression's shader, any alternative
        reader.read(Catalog::get(), sink, ro);
    } catch (const VectorsError& e) {
        throw UsageError(e.what());
    }
    fs::create_directories(o.out, ec);
    if (ec) throw UsageError("--out " + o.out + ": cannot create the directory: " + ec.message());
    for (const auto& [name, text] : files) {
        const std::string path = (fs::path(o.out) / name).string();
        std::string err = write_file_atomic(path, text);
        if (!err.empty()) {
            std::fprintf(stderr, "intrinsic-lab: %s\n", err.c_str());
            return kBadInput;
        }
        std::printf("%s\n", path.c_str());
    }
    std::fprintf(stderr, "export: %zu piglit tests in %s; run one with PIGLIT_PLATFORM=surfaceless_egl "
                 "shader_runner FILE -auto -fbo\n", files.size(), o.out.c_str());
    return kOk;
}

}  // namespace il::cli
