#include "report/sweeps.h"

#include <algorithm>
#include <cmath>

#include "compare/compare.h"
#include "engine/evaluate.h"
#include "report/lookup.h"
#include "vectors/vectors_json.h"

namespace il {
namespace {

constexpr int kBins = 160;

SweepSpec float_sweep(const char* id, const char* title, const char* decl, double lo, double hi, bool log_x) {
    SweepSpec s;
    s.id = id;
    s.title = title;
    s.declaration = decl;
    s.x_label = "x";
    s.log_x = log_x;
    s.points = 4097;
    s.input = [=](int i, int n) {
        double t = n > 1 ? static_cast<double>(i) / (n - 1) : 0;
        double x = log_x ? std::exp2(std::log2(lo) + t * (std::log2(hi) - std::log2(lo))) : lo + t * (hi - lo);
        Value v = make_value(kFloat);
        v.set_f(0, static_cast<float>(x));
        return std::vector<Value>{v};
    };
    s.x_of = [](const std::vector<Value>& in) { return static_cast<double>(in[0].f(0)); };
    return s;
}

}  // namespace

std::vector<SweepSpec> ulp_sweeps() {
    std::vector<SweepSpec> out;
    out.push_back(float_sweep("ulp-exp2", "exp2(x)", "float exp2(float x)", -16.0, 16.0, false));
    out.push_back(float_sweep("ulp-log2", "log2(x)", "float log2(float x)", 1.0 / 256, 256.0, true));
    out.push_back(
        float_sweep("ulp-inversesqrt", "inversesqrt(x)", "float inversesqrt(float x)", 1.0 / 256, 256.0, true));
    out.push_back(float_sweep("ulp-sqrt", "sqrt(x)", "float sqrt(float x)", 1.0 / 256, 256.0, true));
    // GLSL has no division built-in; unpackUnorm2x16 is f / 65535.0 (GLSL 4.50 §8.4), every f in one sweep.
    SweepSpec d;
    d.id = "ulp-division";
    d.title = "division f / 65535.0 (unpackUnorm2x16)";
    d.declaration = "vec2 unpackUnorm2x16(uint p)";
    d.x_label = "f";
    d.points = 65536;
    d.input = [](int i, int) {
        Value v = make_value(kUint);
        v.set_u(0, static_cast<uint32_t>(i) | static_cast<uint32_t>(i) << 16);
        return std::vector<Value>{v};
    };
    d.x_of = [](const std::vector<Value>& in) { return static_cast<double>(in[0].u(0) & 0xFFFFu); };
    d.note =
        "division by a constant, which a compiler may turn into a multiplication by its reciprocal; "
        "the catalog has no row for the / operator";
    out.push_back(d);
    return out;
}

SweepResult run_sweep(Runner& runner, const Catalog& catalog, const SweepSpec& s, nlohmann::json& cases) {
    SweepResult r;
    r.id = s.id;
    r.title = s.title;
    r.declaration = s.declaration;
    r.x_label = s.x_label;
    r.log_x = s.log_x;
    r.note = s.note;
    const Overload* o = find_overload(catalog, s.declaration);
    if (!o) {
        r.status = "not in catalog";
        r.note = "the catalog has no row '" + s.declaration + "' yet, so this was not measured";
        return r;
    }
    r.overload = o->declaration();
    std::vector<std::vector<Value>> inputs;
    for (int i = 0; i < s.points; ++i) inputs.push_back(s.input(i, s.points));
    BatchEvaluation b = evaluate(*o, Profile{450, {}}, inputs, &runner);
    if (!b.kernel->compiled) {
        r.status = "did not compile";
        r.note = b.kernel->log.substr(0, b.kernel->log.find('\n'));
        return r;
    }
    if (!b.driver_error.empty()) {
        r.status = "driver fault";
        r.note = b.driver_error;
        return r;
    }
    r.status = "ran";
    r.points = s.points;
    if (!inputs.empty()) {
        r.x_min = s.x_of(inputs.front());
        r.x_max = s.x_of(inputs.back());
    }
    size_t worst = 0;
    bool any = false;
    int per_bin = std::max(1, (s.points + kBins - 1) / kBins);
    for (size_t c = 0; c < b.cases.size(); ++c) {
        const CaseResult& cr = b.cases[c];
        if (cr.verdict == Verdict::Violation) ++r.over_bound;
        uint64_t u = 0;
        bool measured = false;
        for (const ComponentJudgement& j : cr.judgement[0].components) {
            if (j.verdict == Verdict::Undefined) continue;
            if (!j.ulp) {
                ++r.nan_results;
                continue;
            }
            u = std::max(u, *j.ulp);
            measured = true;
        }
        if (!measured) continue;
        double x = s.x_of(cr.inputs);
        const Rule& rule = cr.expected[0].rule;
        const bool finite_ulp = rule.kind == RuleKind::Ulp && std::isfinite(rule.ulp);
        const double bound = finite_ulp ? rule.ulp : 0.0;
        std::string kind = finite_ulp                   ? "ulp"
                           : rule.kind == RuleKind::Ulp ? "precision undefined"
                                                        : std::string(rule_kind_name(rule.kind));
        if (std::find(r.rules.begin(), r.rules.end(), kind) == r.rules.end()) r.rules.push_back(kind);
        if (!any || u > r.worst_ulp) {
            r.worst_ulp = u;
            r.worst_x = x;
            worst = c;
            any = true;
        }
        size_t bin = c / static_cast<size_t>(per_bin);
        if (r.series.size() <= bin)
            r.series.push_back({x, u, bound});
        else if (u > r.series[bin].ulp)
            r.series[bin] = {x, u, bound};
    }
    if (any) {
        nlohmann::json jc = case_json(b, worst, nullptr);
        jc["probe"] = s.id;
        cases.push_back(jc);
        r.worst_case = static_cast<long>(cases.size()) - 1;
    }
    return r;
}

nlohmann::json sweep_result_json(const SweepResult& r) {
    nlohmann::json series = nlohmann::json::array();
    for (const SweepPoint& p : r.series)
        series.push_back({p.x, p.ulp, p.bound > 0 ? nlohmann::json(p.bound) : nlohmann::json(nullptr)});
    nlohmann::json j = {{"id", r.id},         {"title", r.title},     {"declaration", r.declaration},
                        {"status", r.status}, {"x_label", r.x_label}, {"log_x", r.log_x}};
    if (!r.overload.empty()) j["overload"] = r.overload;
    if (!r.note.empty()) j["note"] = r.note;
    if (r.status == "ran") {
        j["points"] = r.points;
        j["x_range"] = {r.x_min, r.x_max};
        j["worst_ulp"] = r.worst_ulp;
        j["worst_x"] = r.worst_x;
        j["worst_case"] = r.worst_case;
        j["over_bound"] = r.over_bound;
        j["nan_results"] = r.nan_results;
        j["rules"] = r.rules;
        j["series_columns"] = {"x", "max ulp in bin", "ulp bound (null: no finite ULP bound there)"};
        j["series"] = series;
    }
    return j;
}

}  // namespace il
