// The playground's model: the chosen overload and profile, the text of every input box and how it parsed, and the
// last evaluation. Panels draw it and call its setters; it makes no ImGui call, so tests drive it directly.
#pragma once
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "catalog/availability.h"
#include "catalog/catalog.h"
#include "engine/evaluate.h"
#include "fold/fold.h"
#include "gpu/context.h"
#include "gui/component_parse.h"
#include "gpu/compile_log.h"

namespace il::gui {

struct ComponentInput {
    std::string text;
    ComponentParse parse;
};

struct ParamInput {
    Param param;
    std::vector<ComponentInput> components;
};

struct FunctionEntry {
    std::string function;
    std::vector<const Overload*> overloads;
};

struct ChapterEntry {
    std::string chapter;
    std::vector<FunctionEntry> functions;
};

class PlaygroundState {
public:
    explicit PlaygroundState(const Catalog& catalog = Catalog::get());
    const Catalog& catalog() const { return *catalog_; }

    // Browser: the catalog grouped by chapter (catalog order), narrowed by `filter` (case-insensitive): the
    // functions whose name holds it, or when none does, those whose declaration, summary or section does.
    std::string filter;
    std::vector<ChapterEntry> browse() const;
    bool filter_matches_names() const;
    // Picks the overload whose input types match the current inputs, else the function's first one.
    bool select_function(const std::string& function);
    void select_overload(const Overload& o);
    const Overload* overload() const { return overload_; }

    const Profile& profile() const { return profile_; }
    void set_glsl(int version);
    void set_extension(const std::string& extension, bool on);
    bool extension_enabled(const std::string& extension) const;
    Availability availability_of(const Overload& o) const { return availability(o, profile_); }
    // "available in 4.50 (core since 4.00)", "not in #version 3.30: core since 4.00, or GL_ARB_gpu_shader5 (1.50+)"
    std::string availability_text(const Overload& o) const;

    const std::vector<ParamInput>& inputs() const { return inputs_; }
    // A whole value typed into a box of a vector parameter ("uvec2(1u, 2u)") fills all of its components.
    void set_component_text(size_t param, int component, const std::string& text);
    void set_component_bits(size_t param, int component, uint64_t bits);
    bool inputs_valid() const;
    std::string first_input_error() const;  // "source.y: reason"; empty when all inputs parse
    std::optional<std::vector<Value>> input_values() const;

    // Evaluation runs only after the overload, the profile or an input changed, or on request (Ctrl+Enter),
    // and never on invalid inputs; the runner caches kernels per (overload, profile).
    bool needs_evaluation() const { return dirty_ && overload_ && inputs_valid(); }
    void request_run() { dirty_ = true; }
    bool refresh(Runner* runner);  // true when it evaluated
    // The runner is going away (a lost GL context): drop the evaluation and the log, which point into its kernels,
    // and evaluate again on the next refresh. The function, profile and inputs stay.
    void forget_results();
    const BatchEvaluation* last() const { return last_ ? &*last_ : nullptr; }
    bool last_is_current() const { return last_ && !dirty_; }
    // Fold: each evaluation also compiles the case with its inputs as constants and runs it through glslang
    // (fold/fold.h); a change of the toggle evaluates again.
    bool fold() const { return fold_; }
    void set_fold(bool on) {
        if (on != fold_) dirty_ = true;
        fold_ = on;
    }
    const FoldEvaluation* folded() const { return folded_ ? &*folded_ : nullptr; }
    uint64_t evaluations() const { return evaluations_; }
    const std::string& evaluation_error() const { return evaluation_error_; }
    // The kernel of the current (overload, profile), compiled if needed (cached by the runner) even while an input
    // is invalid: the shader does not depend on the inputs. Null without a runner or when shadergen failed.
    const Kernel* kernel(Runner* runner);
    const std::vector<LogLine>& log_lines() const { return log_lines_; }  // of the last kernel() or refresh()
    const std::vector<int>& log_error_lines() const { return log_error_lines_; }

    // A case from a vectors file or preset; `original` keeps its extra fields (title, comment) for export.
    void load_case(const Overload& o, const std::vector<Value>& inputs, const nlohmann::json& original = {});
    std::string case_title() const;  // the loaded case's "title"/"name"/"comment", until an input changes
    // The test-vector document (README.md, "Test-vector JSON") for the current case; needs a current evaluation.
    nlohmann::json case_document(const DeviceInfo* device) const;
    // The loaded case's extra fields (a results file's "gpu" bits among them); null once an input is edited.
    const nlohmann::json& original() const { return original_; }

    nlohmann::json save() const;
    bool restore(const nlohmann::json& j);  // false (and nothing changed) when the saved overload is unknown

private:
    void rebuild_inputs(const Overload& o);
    void show_log_of(const Kernel* k);
    void set_text(size_t param, int component, const std::string& text);
    void changed() {
        dirty_ = true;
        original_ = nlohmann::json();
    }

    const Catalog* catalog_;
    const Overload* overload_ = nullptr;
    Profile profile_;
    std::vector<ParamInput> inputs_;
    bool dirty_ = true;
    std::optional<BatchEvaluation> last_;
    bool fold_ = false;
    std::optional<FoldEvaluation> folded_;  // with fold_: the last evaluation folded
    uint64_t evaluations_ = 0;
    std::string evaluation_error_;
    const Kernel* logged_kernel_ = nullptr;
    std::vector<LogLine> log_lines_;
    std::vector<int> log_error_lines_;
    nlohmann::json original_;
};

std::string lower(std::string s);

}  // namespace il::gui
