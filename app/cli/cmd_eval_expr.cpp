// eval --expr: one expression over named inputs, judged against every result GLSL 4.50 allows for it
// (expr/expr_eval.h).
#include <cstdio>

#include "cli/commands.h"
#include "cli/eval_fold.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "cli/print.h"
#include "expr/expr_eval.h"
#include "expr/expr_fold.h"
#include "value/format.h"
#include "vectors/json_format.h"
#include "vectors/vectors_json.h"

namespace il::cli {
namespace {

// The message of a bad expression: what, where, and the expression with a caret under the column.
UsageError expression_error(const std::string& text, const expr::ExpressionError& e) {
    std::string s = "--expr: " + std::string(e.what());
    if (e.column) {
        s += " (column " + std::to_string(e.column) + ")\n  " + text + "\n  " + std::string(e.column - 1, ' ') + "^";
    }
    return UsageError(s);
}

}  // namespace

int cmd_eval_expr(const Options& o) {
    if (o.fold && o.cpu_only)
        throw UsageError("eval --expr: --fold compares the driver's folded result with its runtime one, and --cpu-only "
                         "runs no driver: give one of them");
    if (o.fold && o.precise)
        throw UsageError("eval --expr: --fold with --precise: " + std::string(expr::kFoldWithPrecise) +
                         "; give one of them");
    std::vector<expr::Variable> vars;
    for (size_t i = 0; i < o.positional.size(); ++i) {
        const std::string& a = o.positional[i];
        try {
            vars.push_back(expr::parse_assignment(a));
        } catch (const expr::ExpressionError& e) {
            throw UsageError("argument " + std::to_string(i + 1) + " '" + a + "': " + e.what() + " (column " +
                             std::to_string(e.column) + "); inputs of --expr are NAME=VALUE or NAME:TYPE=VALUE");
        }
        for (size_t k = 0; k + 1 < vars.size(); ++k)
            if (vars[k].name == vars.back().name)
                throw UsageError("argument " + std::to_string(i + 1) + " '" + a + "': '" + vars.back().name +
                                 "' has a value already");
    }
    const bool precise_ok = o.profile.glsl >= 400 || [&] {
        for (const std::string& e : o.profile.extensions)
            if (e == "GL_ARB_gpu_shader5") return true;
        return false;
    }();
    if (o.precise && !precise_ok)
        throw UsageError("eval --precise: the precise qualifier needs #version 400 or GL_ARB_gpu_shader5 (--glsl " +
                         std::to_string(o.profile.glsl) + " has neither)");
    expr::Expression e;
    try {
        e = expr::parse_expression(o.expr, vars, Catalog::get());
    } catch (const expr::ExpressionError& x) {
        throw expression_error(o.expr, x);
    }
    if (!o.out.empty() && !is_stdout(o.out)) {
        std::string err = check_writable(o.out);
        if (!err.empty()) throw UsageError("--out " + err);
    }
    // The reference first: what it cannot evaluate is bad input, found before any context is made.
    try {
        (void)expr::reference_alternatives(e, o.precise);
    } catch (const expr::ExpressionError& x) {
        throw expression_error(o.expr, x);
    }
    std::unique_ptr<GpuSession> gpu;
    if (!o.cpu_only) {
        gpu = open_gpu_session(o.profile);
        if (!gpu) return kNoContext;
    }
    std::unique_ptr<expr::ExpressionEvaluation> x =
        expr::evaluate_expression(e, o.profile, o.precise, gpu ? gpu->runner.get() : nullptr);
    const BatchEvaluation& b = x->batch;
    const CaseResult& r = b.cases[0];
    FoldEvaluation folded;
    if (o.fold) {
        folded = expr::fold_expression(*x, gpu ? gpu->runner.get() : nullptr).folded;
    }
    nlohmann::json c = case_json(b, 0, nullptr);
    c["expression"] = expr::expression_json(*x);
    if (o.fold) c["fold"] = eval_fold_json(folded);
    if (b.kernel && !b.kernel->compiled) c["log"] = b.kernel->log;
    nlohmann::json doc = results_document(o.profile, gpu ? &gpu->device : nullptr, nlohmann::json::array({c}));
    if (o.json || is_stdout(o.out)) {
        std::printf("%s", format_json(doc).c_str());
    } else {
        std::printf("expression: %s%s    %s\n", expr::parenthesised(x->expression).c_str(),
                    x->precise ? "  (precise)" : "", "GLSL 4.50 §5, §4.7.1");
        const Availability& a = b.availability;
        std::printf("profile: #version %d%s  (%s)\n", o.profile.glsl,
                    a.available ? (a.via_extension.empty() ? "" : (" + " + a.via_extension).c_str()) : "",
                    a.available ? "available" : ("not available in this profile: " + a.source).c_str());
        if (gpu) std::printf("device: %s\n", device_line(gpu->device).c_str());
        std::printf("%s", describe_case(b, 0).c_str());
        std::printf("allowed (%s):\n", x->precise                    ? "precise: as written only"
                                        : x->alternatives.size() == 1 ? "as written; no a * b + c to contract"
                                                                      : "§4.7.1: a * b + c may be one fused "
                                                                        "operation unless precise");
        for (size_t i = 0; i < x->alternatives.size(); ++i) {
            const expr::Alternative& alt = x->alternatives[i];
            std::string gpu_verdict;
            if (i < x->per_alternative.size())
                gpu_verdict = "  GPU: " + std::string(verdict_name(x->per_alternative[i].verdict));
            std::printf("  %-10s %s%s\n", alt.label.c_str(), expr::alternative_text(alt.expected).c_str(), gpu_verdict.c_str());
        }
        if (!x->per_alternative.empty() && x->chosen != 0)
            std::printf("judged as: %s\n", x->alternatives[x->chosen].label.c_str());
        if (b.kernel && !b.kernel->compiled) std::printf("%s", describe_kernel_failure(b).c_str());
        if (o.fold) std::printf("%s", describe_eval_fold(b, folded).c_str());
    }
    if (!o.out.empty() && !is_stdout(o.out)) {
        std::string err = write_file_atomic(o.out, format_json(doc));
        if (!err.empty()) {
            std::fprintf(stderr, "intrinsic-lab: %s\n", err.c_str());
            return kBadInput;
        }
    }
    const bool folded_violation = o.fold && driver_fold_violation(folded);
    return (r.has_verdict && r.verdict == Verdict::Violation) || folded_violation ? kViolation : kOk;
}

}  // namespace il::cli
