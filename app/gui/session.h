// One GUI session: the playground, the batch table, the GPU runner on the window's context, the device, and the
// actions that menus and shortcuts trigger. No ImGui call here: the UI-level test drives the same calls.
#pragma once
#include <optional>
#include <string>

#include "gpu/context.h"
#include "gpu/runner.h"
#include "gui/batch_state.h"
#include "gui/expression_batch.h"
#include "gui/expression_mode.h"
#include "gui/file_browser.h"
#include "gui/playground_state.h"

namespace il::gui {

struct Session {
    PlaygroundState state;
    BatchState batch;
    Runner* runner = nullptr;  // null: CPU reference only
    std::optional<DeviceInfo> device;
    std::string message;      // the last action's outcome, shown in the status line
    bool message_is_error = false;
    // The playground shows either the chosen built-in or the Expression line (expression_mode.h).
    bool expression_mode = false;
    ExpressionLine expression;
    // The Expression mode's batch table: input sets of the line's expression (expression_batch.h).
    ExpressionBatch expression_batch;

    // Evaluates what changed since the last frame (the current case, the batch, in expression mode a stale
    // expression or one evaluated for another profile or Fold setting, and the expression batch); nothing when
    // nothing changed. Returns true when anything ran.
    bool refresh();
    // Ctrl+Enter: evaluate the current case (or the expression) and the batch again.
    void run_now();
    // Enter in the Expression line: evaluate it now with the playground's profile on the session's runner.
    void evaluate_expression();
    // Row r of the expression batch into the Expression line (its expression and inputs), evaluated at the next
    // refresh.
    void open_expression_row(size_t r);

    // Restores a saved playground (PlaygroundState::save); a fresh start, or a saved state that no longer fits the
    // catalog, opens the default preset instead of an empty window. True when it restored.
    bool start(const nlohmann::json& saved_playground);

    // Each returns the error, empty on success, and leaves `message` set.
    // First case to the playground, all to the batch. A file of expression cases only: in expression mode, where
    // it has cases of the line's expression, those replace the expression batch; otherwise the first goes to the
    // Expression line and the cases of its expression to the expression batch.
    std::string load_preset(const std::string& name);
    // Case `index` of a preset's expression cases to the Expression line, in expression mode.
    std::string load_expression_preset(const std::string& name, size_t index);
    std::string load_vectors_file(const std::string& path);
    std::string load_vectors(const VectorFile& f, const std::string& from, const std::string& title = "");
    // JSON: a results document at `path`. Piglit: the case (in expression mode the expression) as one .shader_test
    // at `path`; the batch as one .shader_test per row in the folder `path` (made if needed), named as
    // `intrinsic-lab export` names them.
    std::string export_case(const std::string& path, ExportFormat f = ExportFormat::Json);
    std::string export_batch(const std::string& path, ExportFormat f = ExportFormat::Json);
    // The files an export to `path` would replace (for the overwrite prompt): `path` itself, or for a piglit batch
    // the .shader_test files of that name already in the folder.
    std::vector<std::string> export_would_replace(const std::string& path, ExportFormat f, bool batch) const;

    // A lost GL context as the last evaluations saw it (the runner's driver error), or empty.
    std::string context_loss() const;
    // The runner and its context are going away: results that point into its kernels are dropped and the session
    // is CPU-only until gpu_back(), which re-runs the case and the batch with the new runner and says why in the
    // status line. Function, inputs, profile and batch rows stay as they are.
    void gpu_lost();
    void gpu_back(Runner* r, const DeviceInfo& d, const std::string& why);

    void show_error(const std::string& text);  // in the status line, in the error colour

    std::string device_line() const;  // "vendor | renderer | GL version", or why there is none
    // The export's file name: "intrinsic-lab-fma.json", "intrinsic-lab-fma-batch.json", "intrinsic-lab-fma.shader_test",
    // "intrinsic-lab-fma-piglit" (a piglit batch: a folder).
    std::string default_export_name(ExportFormat f, bool batch) const;

private:
    std::string report(std::string error, const std::string& ok);
    std::string export_expression(const std::string& path, ExportFormat f);  // export_case in expression mode
    std::string export_expression_batch(const std::string& path, ExportFormat f);  // export_batch in expression mode
    std::string load_expression_cases(const VectorFile& f, const std::string& from);
};

}  // namespace il::gui
