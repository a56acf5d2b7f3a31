// The playground's exports: the case or the batch as a results document, or as piglit shader_runner tests written
// by the same code as `intrinsic-lab export --format piglit` (export/piglit_export.h).
#include <filesystem>
#include <stdexcept>

#include "export/piglit_export.h"
#include "expr/expr_eval.h"
#include "gui/session.h"
#include "vectors/json_format.h"
#include "vectors/vectors_json.h"

namespace il::gui {
namespace fs = std::filesystem;

namespace {

// The piglit files of the batch's rows: names and texts, every one made before the first is written.
std::string piglit_batch_files(const BatchState& batch, const Profile& p,
                               std::vector<std::pair<std::string, std::string>>& files) {
    try {
        for (size_t i = 0; i < batch.size(); ++i) {
            const BatchRow& row = batch.rows()[i];
            PiglitCase pc = piglit_case(*row.overload, p, row.inputs, "from the playground's batch, row " + std::to_string(i + 1));
            files.emplace_back(piglit_file_name(*row.overload, i), piglit_shader_test(pc));
        }
    } catch (const std::invalid_argument& e) {
        return "not exported: " + std::string(e.what());
    }
    return "";
}

}  // namespace

std::string Session::default_export_name(ExportFormat f, bool batch) const {
    std::string fn = "intrinsic-lab-" + (expression_mode ? std::string("expression")
                                         : state.overload()     ? state.overload()->file_name()
                                                                : std::string("case"));
    if (f == ExportFormat::Piglit) return batch ? fn + "-piglit" : fn + ".shader_test";
    return batch ? fn + "-batch.json" : fn + ".json";
}

std::vector<std::string> Session::export_would_replace(const std::string& path, ExportFormat f, bool is_batch) const {
    std::vector<std::string> v;
    std::error_code ec;
    if (f == ExportFormat::Piglit && is_batch) {
        if (!fs::is_directory(path, ec)) {
            if (fs::exists(path, ec)) v.push_back(path);
            return v;
        }
        for (size_t i = 0; i < batch.size(); ++i) {
            std::string p = (fs::path(path) / piglit_file_name(*batch.rows()[i].overload, i)).string();
            if (fs::exists(p, ec)) v.push_back(p);
        }
        return v;
    }
    if (fs::exists(path, ec)) v.push_back(path);
    return v;
}

// The Expression line's case as `run` writes an expression case (with its "expression" object), or as
// `intrinsic-lab export` writes it for piglit.
std::string Session::export_expression(const std::string& path, ExportFormat f) {
    const ExpressionLine& e = expression;
    if (e.error) return report("not exported: " + e.outcome, "");
    if (!e.last) return report("not exported: the expression has not run (Enter evaluates it)", "");
    const expr::ExpressionEvaluation& x = *e.last;
    std::string text;
    if (f == ExportFormat::Piglit) {
        try {
            text = piglit_shader_test(piglit_expression_case(x, "from the playground's Expression line"));
        } catch (const std::invalid_argument& ex) {
            return report("not exported: " + std::string(ex.what()), "");
        }
    } else {
        nlohmann::json c = case_json(x.batch, 0, nullptr);
        c["expression"] = expr::expression_json(x);
        text = format_json(
            results_document(x.batch.profile, x.batch.kernel ? (device ? &*device : nullptr) : nullptr,
                             nlohmann::json::array({c})));
    }
    if (std::string err = check_writable(path); !err.empty()) return report(err, "");
    return report(write_file_atomic(path, text),
                  "wrote " + path + (f == ExportFormat::Piglit ? " (a piglit shader_runner test)" : " (1 case)"));
}

std::string Session::export_case(const std::string& path, ExportFormat f) {
    refresh();
    if (expression_mode) return export_expression(path, f);
    if (!state.inputs_valid()) return report("not exported: " + state.first_input_error(), "");
    if (f == ExportFormat::Piglit) {
        const Overload* o = state.overload();
        if (!o) return report("not exported: no function", "");
        std::string text;
        try {
            text = piglit_shader_test(piglit_case(*o, state.profile(), *state.input_values(), "from the playground"));
        } catch (const std::invalid_argument& e) {
            return report("not exported: " + std::string(e.what()), "");
        }
        if (std::string e = check_writable(path); !e.empty()) return report(e, "");
        return report(write_file_atomic(path, text), "wrote " + path + " (a piglit shader_runner test)");
    }
    if (!state.last_is_current()) return report("not exported: " + state.evaluation_error(), "");
    if (std::string e = check_writable(path); !e.empty()) return report(e, "");
    std::string e = write_file_atomic(path, format_json(state.case_document(device ? &*device : nullptr)));
    return report(e, "wrote " + path + " (1 case)");
}

// The expression batch's rows as expression cases of a results document, which run reads back.
std::string Session::export_expression_batch(const std::string& path, ExportFormat f) {
    const BatchState& t = expression_batch.table;
    if (t.size() == 0) return report("not exported: the batch is empty", "");
    if (f == ExportFormat::Piglit)
        return report("not exported: a batch of expression cases is written as JSON (run reads it back); export "
                      "one case at a time for piglit",
                      "");
    if (!expression_batch.mismatch().empty()) return report("not exported: " + expression_batch.mismatch(), "");
    if (!t.evaluation_error().empty()) return report("not exported: " + t.evaluation_error(), "");
    if (!expression_batch.last()) return report("not exported: the batch has not run", "");
    if (std::string e = check_writable(path); !e.empty()) return report(e, "");
    std::string e = write_file_atomic(path, format_json(expression_batch.document(device ? &*device : nullptr)));
    return report(e, "wrote " + path + " (" + std::to_string(t.size()) + " expression cases)");
}

std::string Session::export_batch(const std::string& path, ExportFormat f) {
    refresh();
    if (expression_mode) return export_expression_batch(path, f);
    if (batch.size() == 0) return report("not exported: the batch is empty", "");
    if (f == ExportFormat::Piglit) {
        std::vector<std::pair<std::string, std::string>> files;
        if (std::string e = piglit_batch_files(batch, state.profile(), files); !e.empty()) return report(e, "");
        std::error_code ec;
        if (fs::exists(path, ec) && !fs::is_directory(path, ec))
            return report(path + ": is a file; a piglit batch is written as a folder of .shader_test files", "");
        fs::create_directories(path, ec);
        if (ec) return report(path + ": cannot create the folder: " + ec.message(), "");
        for (const auto& [name, text] : files)
            if (std::string e = write_file_atomic((fs::path(path) / name).string(), text); !e.empty())
                return report(e, "");
        return report("", "wrote " + std::to_string(files.size()) + " piglit tests in " + path);
    }
    if (!batch.evaluation_error().empty()) return report("not exported: " + batch.evaluation_error(), "");
    if (std::string e = check_writable(path); !e.empty()) return report(e, "");
    std::string e = write_file_atomic(path, format_json(batch.document(device ? &*device : nullptr)));
    return report(e, "wrote " + path + " (" + std::to_string(batch.size()) + " cases)");
}

}  // namespace il::gui
