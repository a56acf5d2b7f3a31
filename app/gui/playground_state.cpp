#include "gui/playground_state.h"

#include <algorithm>
#include <cctype>

#include "value/literal.h"
#include "vectors/vectors_json.h"

namespace il::gui {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

PlaygroundState::PlaygroundState(const Catalog& catalog) : catalog_(&catalog) {
    if (!catalog.rows().empty()) select_overload(catalog.rows().front());
}

std::vector<ChapterEntry> PlaygroundState::browse() const {
    std::string f = lower(filter);
    // Names first: "sin" lists sin, asin, sinh, asinh, not round ("…sine…" in no summary, but "inverse sine" in
    // many). Only when no name matches does the filter look at declarations, summaries and sections.
    bool any_name = false;
    for (const Overload& o : catalog_->rows()) any_name |= !f.empty() && lower(o.function).find(f) != std::string::npos;
    std::vector<ChapterEntry> out;
    for (const Overload& o : catalog_->rows()) {
        bool name = lower(o.function).find(f) != std::string::npos;
        bool text = lower(o.declaration()).find(f) != std::string::npos ||
                    lower(o.summary).find(f) != std::string::npos || lower(o.section).find(f) != std::string::npos ||
                    lower(o.chapter).find(f) != std::string::npos;
        if (!f.empty() && !(any_name ? name : text)) continue;
        auto ch = std::find_if(out.begin(), out.end(), [&](const ChapterEntry& c) { return c.chapter == o.chapter; });
        if (ch == out.end()) ch = out.insert(out.end(), ChapterEntry{o.chapter, {}});
        auto fn = std::find_if(ch->functions.begin(), ch->functions.end(),
                               [&](const FunctionEntry& e) { return e.function == o.function; });
        if (fn == ch->functions.end()) fn = ch->functions.insert(ch->functions.end(), FunctionEntry{o.function, {}});
        fn->overloads.push_back(&o);
    }
    return out;
}

bool PlaygroundState::filter_matches_names() const {
    std::string f = lower(filter);
    if (f.empty()) return true;
    for (const Overload& o : catalog_->rows())
        if (lower(o.function).find(f) != std::string::npos) return true;
    return false;
}

bool PlaygroundState::select_function(const std::string& function) {
    auto overloads = catalog_->overloads_of(function);
    if (overloads.empty()) return false;
    for (const Overload* o : overloads) {
        auto params = o->inputs();
        bool same = params.size() == inputs_.size();
        for (size_t i = 0; same && i < params.size(); ++i) same = params[i].type == inputs_[i].param.type;
        if (same) {
            select_overload(*o);
            return true;
        }
    }
    select_overload(*overloads.front());
    return true;
}

void PlaygroundState::select_overload(const Overload& o) {
    if (overload_ == &o) return;
    overload_ = &o;
    rebuild_inputs(o);
    dirty_ = true;
    original_ = nlohmann::json();
}

// Keeps what was typed where a parameter of the same position and scalar type survives the switch.
void PlaygroundState::rebuild_inputs(const Overload& o) {
    std::vector<ParamInput> next;
    for (const Param& p : o.inputs()) {
        ParamInput in;
        in.param = p;
        size_t k = next.size();
        for (int c = 0; c < p.type.components(); ++c) {
            ComponentInput ci;
            bool keep = k < inputs_.size() && inputs_[k].param.type.scalar == p.type.scalar &&
                        c < static_cast<int>(inputs_[k].components.size());
            ci.text = keep ? inputs_[k].components[c].text : component_display_text(p.type.scalar, 0);
            ci.parse = parse_component(ci.text, p.type.scalar);
            in.components.push_back(std::move(ci));
        }
        next.push_back(std::move(in));
    }
    inputs_ = std::move(next);
}

void PlaygroundState::set_glsl(int version) {
    if (!is_glsl_version(version) || version == profile_.glsl) return;
    profile_.glsl = version;
    dirty_ = true;
}

void PlaygroundState::set_extension(const std::string& extension, bool on) {
    auto& e = profile_.extensions;
    auto it = std::find(e.begin(), e.end(), extension);
    if (on == (it != e.end())) return;
    if (on)
        e.push_back(extension);
    else
        e.erase(it);
    std::sort(e.begin(), e.end());
    dirty_ = true;
}

bool PlaygroundState::extension_enabled(const std::string& extension) const {
    return std::find(profile_.extensions.begin(), profile_.extensions.end(), extension) != profile_.extensions.end();
}

std::string PlaygroundState::availability_text(const Overload& o) const {
    Availability a = availability_of(o);
    std::string here = "#version " + version_label(profile_.glsl);
    std::string core = a.first_version ? "core since " + version_label(a.first_version) : "not in core GLSL";
    if (a.available && a.via_extension.empty()) return "available in " + here + " (" + core + ")";
    if (a.available) return "available in " + here + " through " + a.via_extension + " (" + core + ")";
    std::string s = "not in " + here + ": " + core;
    for (const std::string& e : o.extensions) s += ", or " + e + " (" + version_label(extension_min_version(e)) + "+)";
    return s;
}

void PlaygroundState::set_text(size_t param, int component, const std::string& text) {
    ComponentInput& c = inputs_[param].components[static_cast<size_t>(component)];
    c.text = text;
    c.parse = parse_component(text, inputs_[param].param.type.scalar);
}

void PlaygroundState::set_component_text(size_t param, int component, const std::string& text) {
    if (param >= inputs_.size() || component < 0 || component >= static_cast<int>(inputs_[param].components.size()))
        return;
    if (inputs_[param].components[static_cast<size_t>(component)].text == text) return;
    changed();
    const Type t = inputs_[param].param.type;
    if (t.components() > 1) {
        ParseResult whole = parse_literal(text);
        std::optional<Value> v = whole ? implicit_convert(*whole.value, t) : std::nullopt;
        if (v && whole.value->size() == t.components()) {
            for (int c = 0; c < t.components(); ++c) set_text(param, c, component_display_text(t.scalar, v->bits[c]));
            return;
        }
    }
    set_text(param, component, text);
}

void PlaygroundState::set_component_bits(size_t param, int component, uint64_t bits) {
    if (param >= inputs_.size() || component < 0 || component >= static_cast<int>(inputs_[param].components.size()))
        return;
    const ComponentInput& c = inputs_[param].components[static_cast<size_t>(component)];
    if (c.parse.ok && c.parse.bits == bits) return;
    changed();
    set_text(param, component, component_display_text(inputs_[param].param.type.scalar, bits));
}

bool PlaygroundState::inputs_valid() const { return first_input_error().empty(); }

std::string PlaygroundState::first_input_error() const {
    for (const ParamInput& p : inputs_)
        for (size_t c = 0; c < p.components.size(); ++c)
            if (!p.components[c].parse.ok)
                return component_path(p.param.name, p.param.type, static_cast<int>(c)) + ": " +
                       p.components[c].parse.error;
    return "";
}

std::optional<std::vector<Value>> PlaygroundState::input_values() const {
    if (!inputs_valid()) return std::nullopt;
    std::vector<Value> values;
    for (const ParamInput& p : inputs_) {
        Value v = make_value(p.param.type);
        for (size_t c = 0; c < p.components.size(); ++c) v.bits[c] = p.components[c].parse.bits;
        values.push_back(v);
    }
    return values;
}

bool PlaygroundState::refresh(Runner* runner) {
    if (!needs_evaluation()) return false;
    std::vector<Value> values = *input_values();
    evaluation_error_.clear();
    try {
        last_ = evaluate(*overload_, profile_, {values}, runner);
        folded_.reset();
        if (fold_ && runner) folded_ = evaluate_folded(*last_, runner);
    } catch (const std::exception& e) {
        last_.reset();
        folded_.reset();
        evaluation_error_ = e.what();
    }
    dirty_ = false;
    ++evaluations_;
    show_log_of(last_ ? last_->kernel : nullptr);
    return true;
}

void PlaygroundState::forget_results() {
    last_.reset();
    folded_.reset();
    logged_kernel_ = nullptr;
    log_lines_.clear();
    log_error_lines_.clear();
    dirty_ = true;
}

void PlaygroundState::show_log_of(const Kernel* k) {
    if (k == logged_kernel_) return;
    logged_kernel_ = k;
    log_lines_ = k ? parse_log(k->log) : std::vector<LogLine>{};
    log_error_lines_ = error_lines(log_lines_);
}

const Kernel* PlaygroundState::kernel(Runner* runner) {
    if (!runner || !overload_) return nullptr;
    if (last_ && last_->kernel && last_->overload == overload_ && last_->profile == profile_) return last_->kernel;
    try {
        const Kernel* k = &runner->kernel(*overload_, profile_);
        show_log_of(k);
        return k;
    } catch (const std::exception& e) {
        evaluation_error_ = e.what();
        return nullptr;
    }
}

void PlaygroundState::load_case(const Overload& o, const std::vector<Value>& values, const nlohmann::json& original) {
    select_overload(o);
    for (size_t p = 0; p < values.size() && p < inputs_.size(); ++p)
        for (int c = 0; c < values[p].size() && c < static_cast<int>(inputs_[p].components.size()); ++c)
            set_text(p, c, component_display_text(inputs_[p].param.type.scalar, values[p].bits[c]));
    dirty_ = true;
    original_ = original;
}

std::string PlaygroundState::case_title() const {
    if (!original_.is_object()) return "";
    for (const char* key : {"title", "name", "description", "comment", "note"})
        if (original_.contains(key) && original_[key].is_string()) return original_[key].get<std::string>();
    return "";
}

nlohmann::json PlaygroundState::case_document(const DeviceInfo* device) const {
    if (!last_ || last_->cases.empty()) return nlohmann::json();
    nlohmann::json c = case_json(*last_, 0, original_.is_object() ? &original_ : nullptr);
    if (last_->kernel && !last_->kernel->compiled) c["log"] = last_->kernel->log;
    return results_document(last_->profile, last_->kernel ? device : nullptr, nlohmann::json::array({c}));
}

nlohmann::json PlaygroundState::save() const {
    nlohmann::json in = nlohmann::json::array();
    for (const ParamInput& p : inputs_) {
        nlohmann::json texts = nlohmann::json::array();
        for (const ComponentInput& c : p.components) texts.push_back(c.text);
        in.push_back(texts);
    }
    return {{"overload", overload_ ? overload_->declaration() : ""},
            {"profile", profile_json(profile_)},
            {"inputs", in},
            {"filter", filter},
            {"fold", fold_}};
}

bool PlaygroundState::restore(const nlohmann::json& j) {
    if (!j.is_object() || !j.contains("overload") || !j["overload"].is_string()) return false;
    const Overload* o = catalog_->by_declaration(j["overload"].get<std::string>());
    if (!o) return false;
    select_overload(*o);
    const nlohmann::json& p = j.value("profile", nlohmann::json::object());
    if (p.is_object() && p.contains("glsl") && p["glsl"].is_number_integer()) set_glsl(p["glsl"].get<int>());
    if (p.is_object() && p.contains("extensions") && p["extensions"].is_array())
        for (const auto& e : p["extensions"])
            if (e.is_string() && is_known_extension(e.get<std::string>())) set_extension(e.get<std::string>(), true);
    const nlohmann::json& in = j.value("inputs", nlohmann::json::array());
    for (size_t k = 0; in.is_array() && k < in.size() && k < inputs_.size(); ++k)
        for (size_t c = 0; in[k].is_array() && c < in[k].size() && c < inputs_[k].components.size(); ++c)
            if (in[k][c].is_string()) set_text(k, static_cast<int>(c), in[k][c].get<std::string>());
    if (j.contains("filter") && j["filter"].is_string()) filter = j["filter"].get<std::string>();
    if (j.contains("fold") && j["fold"].is_boolean()) fold_ = j["fold"].get<bool>();
    dirty_ = true;
    return true;
}

}  // namespace il::gui
