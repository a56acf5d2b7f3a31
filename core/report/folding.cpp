#include "report/folding.h"

#include <chrono>
#include <cstdio>
#include <map>

#include "catalog/availability.h"
#include "engine/evaluate.h"
#include "fold/fold.h"
#include "fold/fold_shader.h"
#include "value/format.h"
#include "vectors/generators.h"
#include "vectors/vectors_json.h"

namespace il {
namespace {

using nlohmann::json;

// At most kFoldCasesPerOverload cases of the special-value product, evenly strided through it.
std::vector<std::vector<Value>> bounded_specials(const Overload& o) {
    std::vector<std::vector<Value>> all = special_cases(o);
    if (all.size() <= kFoldCasesPerOverload) return all;
    std::vector<std::vector<Value>> some;
    const size_t stride = (all.size() + kFoldCasesPerOverload - 1) / kFoldCasesPerOverload;
    for (size_t i = 0; i < all.size(); i += stride) some.push_back(std::move(all[i]));
    return some;
}

std::string call_text(const Overload& o, const std::vector<Value>& inputs) {
    std::string s = o.function + "(";
    for (size_t i = 0; i < inputs.size(); ++i) s += (i ? ", " : "") + value_text(inputs[i]);
    return s + ")";
}

json bits_of(const CaseResult& r) {
    json j = json::array();
    for (const Value& v : r.gpu) j.push_back(bits_json(v));
    return j;
}

}  // namespace

json folding_section(Runner& runner, const Catalog& catalog,
                     const std::function<void(size_t, size_t, const std::string&)>& progress) {
    const Profile p{450, {}};
    const auto start = std::chrono::steady_clock::now();
    std::vector<const Overload*> rows;
    for (const Overload& o : catalog.rows())
        if (availability(o, p).available) rows.push_back(&o);
    json jrows = json::array();
    std::map<std::string, size_t> totals;
    for (size_t n = 0; n < rows.size(); ++n) {
        const Overload& o = *rows[n];
        BatchEvaluation b = evaluate(o, p, bounded_specials(o), &runner);
        FoldEvaluation f = evaluate_folded(b, &runner);
        std::map<std::string, size_t> c;
        json examples = json::array();
        for (size_t i = 0; i < b.cases.size(); ++i) {
            const FoldCase& fc = f.cases[i];
            ++c["cases"];
            if (!fc.no_literal.empty()) { ++c["no_literal"]; continue; }
            if (fc.driver.has_bits) ++c["driver_folded"];
            if (fc.glslang.status == "folded") ++c["glslang_folded"];
            if (fc.driver.differs) ++c["driver_differs"];
            if (fc.glslang.differs) ++c["glslang_differs"];
            if (fc.driver.has_bits && fc.driver.result.verdict == Verdict::Violation) ++c["driver_violations"];
            if (fc.glslang.has_bits && fc.glslang.result.verdict == Verdict::Violation) ++c["glslang_violations"];
            if (b.cases[i].has_verdict && b.cases[i].verdict == Verdict::Violation) ++c["runtime_violations"];
            if (fold_differs(fc) && examples.size() < kFoldExamplesPerOverload) {
                json e = {{"call", call_text(o, b.cases[i].inputs)}, {"constants", fc.constants},
                          {"runtime", bits_of(b.cases[i])}};
                if (b.cases[i].has_verdict) e["runtime_verdict"] = std::string(verdict_name(b.cases[i].verdict));
                for (const auto& [name, side] : {std::pair{"driver", &fc.driver}, std::pair{"glslang", &fc.glslang}}) {
                    json s = {{"status", side->status}, {"differs", side->differs}};
                    if (side->has_bits) {
                        s["bits"] = bits_of(side->result);
                        s["verdict"] = std::string(verdict_name(side->result.verdict));
                    }
                    e[name] = s;
                }
                examples.push_back(e);
            }
        }
        for (const auto& [k, v] : c) totals[k] += v;
        totals["overloads"] += 1;
        if (c["driver_differs"] || c["glslang_differs"]) totals["overloads_differing"] += 1;
        std::string driver_status = f.kernel ? (f.kernel->compiled ? "compiled" : "did not compile") : "no literal case";
        json row = {{"overload", o.declaration()}, {"section", o.section}, {"driver_shader", driver_status},
                    {"glslang", f.glslang_source.empty() ? (glslang_foldable(o) ? "no literal case" : "not foldable")
                                                          : f.glslang.status},
                    {"counts", c}, {"differences", examples}};
        if (f.kernel && !f.kernel->compiled) row["driver_log"] = f.kernel->log.substr(0, 2000);
        if (!f.glslang.error.empty()) row["glslang_error"] = f.glslang.error;
        jrows.push_back(row);
        if (progress) progress(n + 1, rows.size(), o.declaration());
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return {{"method",
             "each overload available in #version 450 over its special values (at most " +
                 std::to_string(kFoldCasesPerOverload) +
                 " of their product, evenly strided): the runtime shader (inputs from a buffer) and one folded shader "
                 "of every case with its inputs as constants (NaN and Inf have no literal and are left out), and "
                 "glslang's front end on the same calls (the OpConstant it stores in SPIR-V); each result judged "
                 "against the CPU reference"},
            {"glslang", glslang_version()},
            {"seconds", seconds},
            {"totals", totals},
            {"rows", jrows}};
}

std::string folding_summary_text(const json& f) {
    std::string s = "\nconstant folding vs run time (" + f["glslang"].get<std::string>() + ")\n";
    const json& t = f["totals"];
    auto n = [&](const json& c, const char* k) { return c.value(k, size_t{0}); };
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "  %zu overloads, %zu cases (%zu with no literal): driver folded %zu, differs from run time in %zu "
                  "(%zu violations folded, %zu at run time); glslang folded %zu, differs in %zu (%zu violations); "
                  "%zu overloads differ; %.1f s\n",
                  n(t, "overloads"), n(t, "cases"), n(t, "no_literal"), n(t, "driver_folded"), n(t, "driver_differs"),
                  n(t, "driver_violations"), n(t, "runtime_violations"), n(t, "glslang_folded"), n(t, "glslang_differs"),
                  n(t, "glslang_violations"), n(t, "overloads_differing"), f["seconds"].get<double>());
    s += buf;
    for (const json& r : f["rows"]) {
        const json& c = r["counts"];
        if (!n(c, "driver_differs") && !n(c, "glslang_differs") && !n(c, "driver_violations") &&
            !n(c, "glslang_violations") && r["driver_shader"] != "did not compile")
            continue;
        std::snprintf(buf, sizeof buf, "  %-58s driver differs %zu/%zu (%zu violations), glslang differs %zu/%zu (%zu violations)%s\n",
                      r["overload"].get<std::string>().c_str(), n(c, "driver_differs"), n(c, "driver_folded"),
                      n(c, "driver_violations"), n(c, "glslang_differs"), n(c, "glslang_folded"),
                      n(c, "glslang_violations"),
                      r["driver_shader"] == "did not compile" ? "; the folded shader did not compile" : "");
        s += buf;
        for (const json& e : r["differences"]) {
            std::string line = "      " + e["call"].get<std::string>() + ": run time";
            for (const json& o : e["runtime"]) line += " " + o[0].get<std::string>() + (o.size() > 1 ? ",…" : "");
            for (const char* side : {"driver", "glslang"}) {
                const json& d = e[side];
                line += std::string("; ") + side + " ";
                if (!d.contains("bits")) { line += d["status"].get<std::string>(); continue; }
                for (const json& o : d["bits"]) line += o[0].get<std::string>() + (o.size() > 1 ? ",… " : " ");
                line += d["verdict"].get<std::string>();
            }
            s += line + "\n";
        }
    }
    return s;
}

}  // namespace il
