#include "gui/session.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "catalog/embedded.h"
#include "gui/presets.h"
#include "vectors/json_format.h"
#include "vectors/vectors_reader.h"

namespace il::gui {

bool Session::start(const nlohmann::json& saved_playground) {
    if (saved_playground.is_object() && state.restore(saved_playground)) {
        report("", "restored the last session");
        return true;
    }
    if (has_preset(kDefaultPreset)) load_preset(kDefaultPreset);
    return false;
}

bool Session::refresh() {
    bool ran = state.refresh(runner);
    // A profile chosen since the expression ran (the #version combo) applies to it too.
    if (expression_mode && !expression.text.empty() &&
        (expression.stale || expression.fold != state.fold() ||
         (expression.last && !(expression.last->batch.profile == state.profile())))) {
        evaluate_expression();
        ran = true;
    }
    if (expression_mode) {
        expression_batch.follow(expression);
        ran |= expression_batch.refresh(state.profile(), runner);
    }
    ran |= batch.refresh(state.profile(), runner);
    return ran;
}

void Session::run_now() {
    if (expression_mode) {
        expression.stale = true;
    } else {
        state.request_run();
    }
    batch.request_run();
    expression_batch.table.request_run();
    refresh();
    if (!expression_mode && !state.inputs_valid()) report("not run: " + state.first_input_error(), "");
}

void Session::evaluate_expression() { evaluate_line(expression, state.profile(), runner, state.fold()); }

void Session::open_expression_row(size_t r) {
    if (r >= expression_batch.table.size()) return;
    ExpressionLine& e = expression;
    if (const expr::ExpressionBatch* x = expression_batch.last()) {
        e.text = x->expression.text;
        e.precise = x->precise;
    }
    e.inputs = expression_batch.assignments(r);
    const nlohmann::json& original = expression_batch.table.rows()[r].original;
    e.title = original.is_object() && original.contains("comment") && original["comment"].is_string()
                  ? original["comment"].get<std::string>()
                  : "batch row " + std::to_string(r + 1);
    e.stale = true;
}

std::string Session::report(std::string error, const std::string& ok) {
    message_is_error = !error.empty();
    message = error.empty() ? ok : error;
    return error;
}

namespace {

std::string document_title(const std::string& text) {
    nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    return j.is_object() && j.contains("title") && j["title"].is_string() ? j["title"].get<std::string>() : "";
}

}  // namespace

std::string Session::load_vectors(const VectorFile& all, const std::string& from, const std::string& title) {
    if (all.cases.empty()) return report(from + ": no cases", "");
    // Expression cases go to the Expression line (the first of them), the others to the playground and the batch.
    VectorFile f;
    f.profile = all.profile;
    const InputCase* first_expression = nullptr;
    size_t expressions = 0;
    for (const InputCase& c : all.cases) {
        if (!c.expression) {
            f.cases.push_back(c);
            continue;
        }
        if (!first_expression) first_expression = &c;
        ++expressions;
    }
    const std::string expression_note =
        expressions == 0 ? ""
                         : "; " + std::to_string(expressions) + " expression case" + (expressions == 1 ? "" : "s") +
                               ", the first in the Expression line";
    if (f.cases.empty()) return load_expression_cases(all, from);
    if (batch.size() + f.cases.size() > BatchState::kMaxRows) {
        // Checked before anything changes: the playground and the batch stay as they were.
        return report(from + ": " + std::to_string(f.cases.size()) + " cases; the batch table holds up to " +
                          std::to_string(BatchState::kMaxRows) + " (run a bigger file with intrinsic-lab run)",
                      "");
    }
    const InputCase& first = f.cases.front();
    state.load_case(*first.overload, first.inputs, first.original);
    if (f.profile) {
        state.set_glsl(f.profile->glsl);
        for (const std::string& e : known_extensions())
            state.set_extension(e, std::find(f.profile->extensions.begin(), f.profile->extensions.end(), e) !=
                                       f.profile->extensions.end());
    }
    batch.clear();
    batch.set_filter({});
    if (std::string e = batch.add_file(f); !e.empty()) return report(from + ": " + e, "");
    batch.set_title(title.empty() ? from : title);
    // A filter typed for the previous function must not hide the one just opened.
    state.filter.clear();
    expression_mode = false;
    if (first_expression) load_expression_case(expression, *first_expression);
    return report("", "loaded " + from + " (" + std::to_string(f.cases.size()) + " case" +
                          (f.cases.size() == 1 ? ")" : "s)") + expression_note);
}

std::string Session::load_expression_cases(const VectorFile& all, const std::string& from) {
    if (all.profile) {
        state.set_glsl(all.profile->glsl);
        for (const std::string& e : known_extensions())
            state.set_extension(e, std::find(all.profile->extensions.begin(), all.profile->extensions.end(), e) !=
                                       all.profile->extensions.end());
    }
    std::string error;
    // In expression mode, a file with cases of the line's expression fills the batch and leaves the line as it is.
    if (expression_mode && expression_batch.row() && expression_batch.mismatch().empty()) {
        bool any = false;
        for (const InputCase& c : all.cases) any |= expression_batch.takes(c);
        if (any) {
            expression_batch.clear();
            expression_batch.follow(expression);
            auto [n, other] = expression_batch.add_file(all, error);
            if (!error.empty()) return report(from + ": " + error, "");
            expression_batch.table.set_title(from);
            refresh();
            return report("", "loaded " + from + ": " + std::to_string(n) + " case" + (n == 1 ? "" : "s") + " of " +
                                  expression_batch.expression_text() + " to the batch" +
                                  (other ? "; " + std::to_string(other) + " of other expressions or precise left out"
                                         : ""));
        }
    }
    const InputCase* first = nullptr;
    size_t expressions = 0;
    for (const InputCase& c : all.cases) {
        if (c.expression && !first) first = &c;
        expressions += c.expression != nullptr;
    }
    load_expression_case(expression, *first);
    expression_mode = true;
    expression_batch.clear();
    refresh();  // evaluates the line: the batch takes its expression
    const size_t n = expression_batch.add_file(all, error).first;
    if (!error.empty()) return report(from + ": " + error, "");
    if (n) expression_batch.table.set_title(from);
    refresh();
    return report("", "loaded " + from + " (" + std::to_string(expressions) + " expression case" +
                          (expressions == 1 ? ")" : "s)") + ": the first in the Expression line" +
                          (n ? "; the batch: " + std::to_string(n) + " case" + (n == 1 ? "" : "s") + " of " +
                                   expression_batch.expression_text()
                             : ""));
}

std::string Session::load_preset(const std::string& name) {
    try {
        return load_vectors(preset_vectors(name, state.catalog()), "preset " + name,
                            document_title(std::string(embedded_file("presets/" + name + ".json"))));
    } catch (const VectorsError& e) {
        return report(e.what(), "");
    }
}

std::string Session::load_expression_preset(const std::string& name, size_t index) {
    try {
        VectorFile f = preset_vectors(name, state.catalog());
        std::vector<const InputCase*> cases;
        for (const InputCase& c : f.cases)
            if (c.expression) cases.push_back(&c);
        if (index >= cases.size())
            return report("preset " + name + ": no expression case " + std::to_string(index), "");
        if (f.profile) {
            state.set_glsl(f.profile->glsl);
            for (const std::string& e : known_extensions())
                state.set_extension(e, std::find(f.profile->extensions.begin(), f.profile->extensions.end(), e) !=
                                           f.profile->extensions.end());
        }
        load_expression_case(expression, *cases[index]);
        expression_mode = true;
        refresh();
        return report("", "loaded preset " + name + " case " + std::to_string(index) + ": " +
                              expression_case_label(*cases[index]));
    } catch (const VectorsError& e) {
        return report(e.what(), "");
    }
}

std::string Session::load_vectors_file(const std::string& path) {
    // Streamed, so that a file too big for the table is refused at its 100,001st case, not after reading it all;
    // a directory or a FIFO with no writer gets its own message.
    VectorFile f;
    std::string title;
    VectorsSink sink;
    sink.header = [&](const std::optional<Profile>& p) { f.profile = p; };
    sink.chunk = [&](std::vector<InputCase>& cases, size_t first) {
        if (first + cases.size() > BatchState::kMaxRows)
            throw VectorsError(path + ": more than " + std::to_string(BatchState::kMaxRows) +
                               " cases; the batch table holds up to " + std::to_string(BatchState::kMaxRows) +
                               " (run a bigger file with intrinsic-lab run)");
        for (InputCase& c : cases) f.cases.push_back(std::move(c));
    };
    std::string stored_device;
    sink.field = [&](const std::string& key, const nlohmann::json& value) {
        if (key == "title" && value.is_string()) title = value.get<std::string>();
        if (key == "device") stored_device = stored_device_text(value);
    };
    try {
        VectorsReadOptions options;
        options.allow_expressions = true;  // to the Expression line
        VectorsReader::open(path).read(state.catalog(), sink, options);
    } catch (const VectorsError& e) {
        return report(e.what(), "");
    }
    std::string e = load_vectors(f, path, title);
    if (e.empty()) {
        batch.set_stored_device(stored_device);
    }
    return e;
}

void Session::show_error(const std::string& text) { report(text, ""); }

namespace {

// The runner's words for a context that is gone (gpu/runner.cpp): a reset seen after the dispatch, a wait that
// failed, GL_CONTEXT_LOST from glGetError.
bool says_context_lost(const std::string& driver_error) {
    for (const char* s : {"context is lost", "context was lost", "context lost", "GPU was reset"})
        if (driver_error.find(s) != std::string::npos) return true;
    return false;
}

}  // namespace

std::string Session::context_loss() const {
    if (const BatchEvaluation* b = state.last(); b && says_context_lost(b->driver_error)) return b->driver_error;
    if (std::string e = batch.driver_error(); says_context_lost(e)) return e;
    if (std::string e = expression_batch.table.driver_error(); says_context_lost(e)) return e;
    return "";
}

void Session::gpu_lost() {
    state.forget_results();
    expression.last.reset();  // its kernel was the runner's
    expression.folded.reset();
    expression.stale = true;
    expression_batch.forget_results();
    batch.forget_results();
    runner = nullptr;
    device.reset();
}

void Session::gpu_back(Runner* r, const DeviceInfo& d, const std::string& why) {
    runner = r;
    device = d;
    state.request_run();
    batch.request_run();
    report("the OpenGL context was lost (" + why + "); re-created it; your inputs are kept", "");
}

std::string Session::device_line() const {
    if (!device) return "no GPU: CPU reference only";
    std::string s = device->vendor + " | " + device->renderer + " | OpenGL " + device->version;
    return device->forced() ? s + " | forced: " + device->overrides : s;
}

}  // namespace il::gui
