#include "gui/batch_state.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "batch/case_source.h"
#include "catalog/resolve.h"
#include "gui/batch_columns.h"
#include "gui/bit_tools.h"
#include "value/format.h"
#include "value/literal.h"

namespace il::gui {
namespace {

// Splits "a, uvec2(b, c)\td" at top-level commas and tabs.
std::vector<std::string> split_args(const std::string& s) {
    std::vector<std::string> out;
    std::string cur;
    int depth = 0;
    for (char c : s) {
        if (c == '(') ++depth;
        if (c == ')') --depth;
        if ((c == ',' || c == '\t') && depth == 0) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (cur.find_first_not_of(" \t") != std::string::npos || !out.empty()) out.push_back(cur);
    return out;
}

std::string trimmed(const std::string& s) {
    size_t b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return "";
    size_t e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}

std::vector<uint64_t> special_bits(Scalar s) {
    switch (s) {
        case Scalar::Float:
            return {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x3f000000, 0x7f800000, 0xff800000,
                    0x7fc00000, 0x00000001, 0x80000001, 0x00800000, 0x7f7fffff, 0x3f800001, 0x4b000001};
        case Scalar::Double:
            return {0,
                    0x8000000000000000ull,
                    0x3ff0000000000000ull,
                    0xbff0000000000000ull,
                    0x3fe0000000000000ull,
                    0x7ff0000000000000ull,
                    0xfff0000000000000ull,
                    0x7ff8000000000000ull,
                    1,
                    0x0010000000000000ull,
                    0x7fefffffffffffffull,
                    0x3ff0000000000001ull};
        case Scalar::Uint: return {0, 1, 2, 0xff, 0xffff, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff};
        case Scalar::Int: return {0, 1, 0xffffffff, 2, 0x7fffffff, 0x80000000, 0x80000001};
        case Scalar::Bool: return {0, 1};
        case Scalar::Half: return {0x0000, 0x8000, 0x3c00, 0xbc00, 0x3800, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x0400, 0x7bff};
        case Scalar::Int64:
        case Scalar::Uint64:
            return {0, 1, 0xffffffffffffffffull, 0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffull,
                    0x100000000ull};
    }
    return {0};
}

}  // namespace

int verdict_rank(const CaseResult* r) {
    if (!r || !r->has_verdict) return 0;
    switch (r->verdict) {
        case Verdict::Match: return 1;
        case Verdict::Accepted: return 2;
        case Verdict::Undefined: return 3;
        case Verdict::CompilerAcceptedUnavailable: return 4;
        case Verdict::Unavailable: return 5;
        case Verdict::Violation: return 6;
    }
    return 0;
}

void BatchState::clear() {
    rows_.clear();
    groups_.clear();
    order_.clear();
    evaluated_ = false;
    error_.clear();
    title_.clear();
    stored_device_.clear();
    summarize();
}

StoredCompare BatchState::stored_compare(size_t r) const { return compare_stored(rows_[r].stored_gpu, result(r)); }

void BatchState::added() {
    dirty_ = true;
    evaluated_ = false;
    rebuild_order();
}

void BatchState::add_source(const std::string& what) {
    if (title_.empty())
        title_ = what;
    else if (title_.size() < 200)
        title_ += " + " + what;
    else if (title_.compare(title_.size() - 3, 3, "...") != 0)
        title_ += " + ...";
}

bool BatchState::passes(size_t r) const {
    if (!filter_.function.empty() && rows_[r].overload->function.find(filter_.function) == std::string::npos)
        return false;
    if (filter_.verdict.empty()) return true;
    if (filter_.verdict == kDiffersFromStored) return stored_compare(r) == StoredCompare::Differs;
    const CaseResult* res = result(r);
    std::string v = res && res->has_verdict ? std::string(verdict_name(res->verdict)) : "not run";
    return v == filter_.verdict;
}

void BatchState::rebuild_order() {
    order_.clear();
    for (size_t i = 0; i < rows_.size(); ++i)
        if (passes(i)) order_.push_back(i);
    sort(sort_by_, ascending_);
    summarize();
}

void BatchState::set_filter(const BatchFilter& f) {
    if (f == filter_) return;
    filter_ = f;
    rebuild_order();
}

void BatchState::summarize() {
    summary_ = BatchSummary{};
    for (size_t r = 0; r < rows_.size(); ++r) {
        const CaseResult* res = result(r);
        ++summary_.counts[res && res->has_verdict ? std::string(verdict_name(res->verdict)) : "not run"];
        if (rows_[r].stored_gpu.empty()) continue;
        ++summary_.stored_rows;
        StoredCompare c = compare_stored(rows_[r].stored_gpu, res);
        if (c == StoredCompare::None) continue;
        ++summary_.stored_compared;
        if (c == StoredCompare::Differs && summary_.stored_differ++ == 0) summary_.first_differ_row = r;
    }
    summary_.shown = order_.size();
    for (size_t r : order_) {
        const CaseResult* res = result(r);
        if (!res) continue;
        auto u = case_max_ulp(*res);
        if (u && (!summary_.max_ulp || *u > *summary_.max_ulp)) {
            summary_.max_ulp = u;
            summary_.max_ulp_row = r;
        }
    }
}

void BatchState::add(const Overload& o, std::vector<Value> inputs, nlohmann::json original) {
    std::vector<Value> stored = stored_gpu_of(o, original);
    rows_.push_back(BatchRow{&o, std::move(inputs), std::move(original), 0, 0, std::move(stored)});
    added();
}

namespace {

std::string too_many(size_t have, size_t more) {
    return std::to_string(more) + " more cases would make " + std::to_string(have + more) +
           "; the batch table holds up to " + std::to_string(BatchState::kMaxRows) +
           " (run a bigger file with intrinsic-lab run)";
}

}  // namespace

std::string BatchState::add_rows(std::vector<BatchRow> rows, const std::string& source) {
    if (rows_.size() + rows.size() > kMaxRows) return too_many(rows_.size(), rows.size());
    if (rows.empty()) return "";
    rows_.insert(rows_.end(), std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()));
    add_source(source);
    added();
    return "";
}

std::string BatchState::add_file(const VectorFile& f) {
    if (rows_.size() + f.cases.size() > kMaxRows) return too_many(rows_.size(), f.cases.size());
    for (const InputCase& c : f.cases)
        rows_.push_back(BatchRow{c.overload, c.inputs, c.original, 0, 0, stored_gpu_of(*c.overload, c.original)});
    added();
    return "";
}

std::string BatchState::add_text(const std::string& text, const Catalog& catalog, const std::string& default_function) {
    std::string body = trimmed(text);
    if (!body.empty() && body[0] == '{') {
        try {
            return add_file(parse_vectors(body, "pasted text", catalog));
        } catch (const VectorsError& e) {
            return e.what();
        }
    }
    std::vector<BatchRow> parsed;
    std::istringstream in(text);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        std::string l = trimmed(line.substr(0, line.find('#')));
        if (l.empty()) continue;
        std::string fn = default_function;
        size_t open = l.find('(');
        // A conversion constructor's row ("int") is a call only where the line is not one literal of the
        // function in view: "uint(7)" stays uint 7 for uaddCarry's batch.
        const std::string prefix = open == std::string::npos ? "" : trimmed(l.substr(0, open));
        const bool literal = parse_type_name(prefix) && !default_function.empty() && prefix != default_function;
        if (open != std::string::npos && l.back() == ')' && !literal && !catalog.overloads_of(prefix).empty()) {
            fn = trimmed(l.substr(0, open));
            l = l.substr(open + 1, l.size() - open - 2);
        }
        std::vector<Value> args;
        auto parts = split_args(l);
        for (size_t a = 0; a < parts.size(); ++a) {
            ParseResult r = parse_literal(expand_broadcast_constructors(parts[a]));
            if (!r)
                return "line " + std::to_string(n) + ", argument " + std::to_string(a + 1) + " '" + trimmed(parts[a]) +
                       "': " + r.error.message;
            args.push_back(*r.value);
        }
        Resolution res = resolve(catalog, fn, args);
        if (!res.overload) return "line " + std::to_string(n) + ": " + res.error;
        parsed.push_back(BatchRow{res.overload, res.inputs, {}, 0, 0, {}});
    }
    if (parsed.empty()) return "nothing to add: write one case per line, e.g. 0x80000000u, 0xFFFFFFFFu";
    if (rows_.size() + parsed.size() > kMaxRows) return too_many(rows_.size(), parsed.size());
    rows_.insert(rows_.end(), parsed.begin(), parsed.end());
    add_source("pasted (" + std::to_string(parsed.size()) + (parsed.size() == 1 ? " case)" : " cases)"));
    added();
    return "";
}

void BatchState::add_special(const Overload& o, size_t limit) {
    limit = std::min(limit, kMaxRows - std::min(kMaxRows, rows_.size()));
    if (limit == 0) return;
    auto params = o.inputs();
    size_t total = 1;
    std::vector<std::vector<uint64_t>> specials;
    for (const Param& p : params) {
        specials.push_back(special_bits(p.type.scalar));
        total = std::min(total * specials.back().size(), limit);
    }
    for (size_t n = 0; n < total; ++n) {
        std::vector<Value> in;
        size_t rest = n;
        for (size_t k = 0; k < params.size(); ++k) {
            const auto& sp = specials[k];
            size_t pick = rest % sp.size();
            rest /= sp.size();
            Value v = make_value(params[k].type);
            for (int c = 0; c < v.size(); ++c) v.bits[c] = sp[(pick + static_cast<size_t>(c) * 3) % sp.size()];
            in.push_back(v);
        }
        rows_.push_back(BatchRow{&o, std::move(in), {}, 0, 0, {}});
    }
    add_source("special values of " + o.function + " (" + std::to_string(total) + ")");
    added();
}

void BatchState::add_random(const Overload& o, size_t n, uint32_t seed) {
    n = std::min(n, kMaxRows - std::min(kMaxRows, rows_.size()));
    // The sweep's random cases (SweepSource past its special values): the same draw, folded into the row's domain
    // (vectors/domain.h), so the batch's "+ random" and `sweep --random N --seed S` give the same first N cases.
    const SweepSource source(o, n, seed);
    const std::vector<Param> params = o.inputs();
    for (size_t i = 0; i < n; ++i) {
        std::vector<Value> in;
        for (const Param& p : params) in.push_back(make_value(p.type));
        source.fill(source.specials() + i, in.data());
        rows_.push_back(BatchRow{&o, std::move(in), {}, 0, 0, {}});
    }
    if (n) add_source("random " + o.function + " (" + std::to_string(n) + ", seed " + std::to_string(seed) + ")");
    added();
}

bool BatchState::refresh(const Profile& p, Runner* runner) {
    if (!needs_evaluation(p)) return false;
    groups_.clear();
    error_.clear();
    std::map<const Overload*, size_t> group_of;
    std::vector<std::vector<std::vector<Value>>> cases;
    for (BatchRow& r : rows_) {
        auto [it, fresh] = group_of.emplace(r.overload, group_of.size());
        if (fresh) cases.emplace_back();
        r.group = it->second;
        r.index = cases[r.group].size();
        cases[r.group].push_back(r.inputs);
    }
    std::vector<const Overload*> overloads(group_of.size());
    for (auto& [o, g] : group_of) overloads[g] = o;
    try {
        for (size_t g = 0; g < overloads.size(); ++g)
            groups_.push_back(evaluator_ ? evaluator_(*overloads[g], p, cases[g], runner)
                                         : evaluate(*overloads[g], p, cases[g], runner));
        evaluated_ = true;
    } catch (const std::exception& e) {
        groups_.clear();
        evaluated_ = false;
        error_ = e.what();
    }
    profile_ = p;
    dirty_ = false;
    rebuild_order();
    return true;
}

std::string BatchState::driver_error() const {
    for (const BatchEvaluation& g : groups_)
        if (!g.driver_error.empty()) return g.driver_error;
    return "";
}

void BatchState::forget_results() {
    groups_.clear();
    evaluated_ = false;
    dirty_ = true;
    rebuild_order();
}

const CaseResult* BatchState::result(size_t r) const {
    if (!evaluated_ || r >= rows_.size()) return nullptr;
    const BatchRow& row = rows_[r];
    if (row.group >= groups_.size() || row.index >= groups_[row.group].cases.size()) return nullptr;
    return &groups_[row.group].cases[row.index];
}

const BatchEvaluation* BatchState::group_of(size_t r) const {
    if (!evaluated_ || r >= rows_.size() || rows_[r].group >= groups_.size()) return nullptr;
    return &groups_[rows_[r].group];
}

void BatchState::sort(BatchSort by, bool ascending) {
    sort_by_ = by;
    ascending_ = ascending;
    auto by_index = [&](size_t a, size_t b) { return by == BatchSort::Order && !ascending ? a > b : a < b; };
    if (by == BatchSort::Order) {
        std::sort(order_.begin(), order_.end(), by_index);
        return;
    }
    // Keys once per row, not per comparison: a text column of 100,000 rows sorts in a fraction of a second.
    std::vector<std::string> text(rows_.size());
    std::vector<int64_t> number(rows_.size(), 0);
    for (size_t r : order_) {
        const CaseResult* res = result(r);
        switch (by) {
            case BatchSort::Function: text[r] = rows_[r].overload->declaration(); break;
            case BatchSort::Inputs: text[r] = inputs_text(rows_[r].inputs); break;
            case BatchSort::Gpu: text[r] = res ? gpu_outputs_text(*res) : ""; break;
            case BatchSort::Reference: text[r] = res ? reference_outputs_text(*res) : ""; break;
            case BatchSort::Rule: text[r] = res ? deciding_rule_text(*res) : ""; break;
            case BatchSort::Note: text[r] = res ? note_text(*res) : ""; break;
            case BatchSort::Verdict: number[r] = verdict_rank(res); break;
            case BatchSort::Stored: number[r] = static_cast<int64_t>(stored_compare(r)); break;
            case BatchSort::Ulp: {
                auto u = res ? case_max_ulp(*res) : std::nullopt;
                number[r] = u ? static_cast<int64_t>(std::min<uint64_t>(*u, INT64_MAX)) : -1;
                break;
            }
            default: break;
        }
    }
    bool numeric = by == BatchSort::Verdict || by == BatchSort::Ulp || by == BatchSort::Stored;
    std::stable_sort(order_.begin(), order_.end(), [&](size_t a, size_t b) {
        if (numeric ? number[a] == number[b] : text[a] == text[b]) return a < b;
        bool less = numeric ? number[a] < number[b] : text[a] < text[b];
        return ascending ? less : !less;
    });
}

nlohmann::json BatchState::save(size_t limit) const {
    nlohmann::json rows = nlohmann::json::array();
    for (size_t r = 0; r < rows_.size() && r < limit; ++r) {
        nlohmann::json in = nlohmann::json::array();
        for (const Value& v : rows_[r].inputs) in.push_back(value_text(v));
        rows.push_back({{"function", rows_[r].overload->declaration()}, {"inputs", std::move(in)}});
    }
    return {{"title", title_},
            {"sort", {{"column", static_cast<int>(sort_by_)}, {"ascending", ascending_}}},
            {"rows", std::move(rows)}};
}

std::string BatchState::restore(const nlohmann::json& j, const Catalog& catalog) {
    if (!j.is_object() || !j.contains("rows") || !j["rows"].is_array()) return "";
    std::map<std::string, const Overload*> by_declaration;
    for (const Overload& o : catalog.rows()) by_declaration.emplace(o.declaration(), &o);
    size_t skipped = 0;
    for (const nlohmann::json& row : j["rows"]) {
        if (rows_.size() >= kMaxRows) break;
        const Overload* o = nullptr;
        if (row.is_object() && row.contains("function") && row["function"].is_string())
            if (auto it = by_declaration.find(row["function"].get<std::string>()); it != by_declaration.end())
                o = it->second;
        auto params = o ? o->inputs() : std::vector<Param>{};
        bool ok = o && row.contains("inputs") && row["inputs"].is_array() && row["inputs"].size() == params.size();
        std::vector<Value> in;
        for (size_t k = 0; ok && k < params.size(); ++k) {
            const nlohmann::json& t = row["inputs"][k];
            ParseResult p = t.is_string() ? parse_literal(t.get<std::string>()) : ParseResult{};
            ok = p && p.value->type == params[k].type;
            if (ok) in.push_back(*p.value);
        }
        if (!ok) {
            ++skipped;
            continue;
        }
        rows_.push_back(BatchRow{o, std::move(in), {}, 0, 0, {}});
    }
    if (j.contains("title") && j["title"].is_string()) title_ = j["title"].get<std::string>();
    if (const nlohmann::json& s = j.value("sort", nlohmann::json()); s.is_object()) {
        int c = s.contains("column") && s["column"].is_number_integer() ? s["column"].get<int>() : -1;
        if (c >= 0 && c <= static_cast<int>(BatchSort::Stored)) sort_by_ = static_cast<BatchSort>(c);
        if (s.contains("ascending") && s["ascending"].is_boolean()) ascending_ = s["ascending"].get<bool>();
    }
    added();
    return skipped ? std::to_string(skipped) + " saved batch rows no longer read and were left out" : "";
}

nlohmann::json BatchState::document(const DeviceInfo* device) const {
    nlohmann::json cases = nlohmann::json::array();
    bool gpu = false;
    for (size_t r = 0; r < rows_.size(); ++r) {
        const BatchEvaluation* g = group_of(r);
        if (!g) continue;
        gpu |= g->kernel != nullptr;
        nlohmann::json c = case_json(*g, rows_[r].index, rows_[r].original.is_object() ? &rows_[r].original : nullptr);
        if (g->kernel && !g->kernel->compiled) c["log"] = g->kernel->log;
        cases.push_back(std::move(c));
    }
    return results_document(profile_, gpu ? device : nullptr, std::move(cases));
}

}  // namespace il::gui
