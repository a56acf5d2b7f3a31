#include <cstdio>

#include "catalog/resolve.h"
#include "cli/commands.h"
#include "cli/eval_fold.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "cli/print.h"
#include "value/literal.h"
#include "vectors/json_format.h"
#include "vectors/vectors_json.h"

namespace il::cli {

int cmd_eval(const Options& o) {
    if (o.expr_given) return cmd_eval_expr(o);
    if (o.precise) throw UsageError("eval: --precise declares an expression's result precise: give it with --expr");
    if (o.positional.empty()) throw UsageError("eval needs a function name and its arguments, e.g. eval usubBorrow 1u 2u");
    const std::string& fn = o.positional[0];
    const Catalog& cat = Catalog::get();
    if (cat.overloads_of(fn).empty()) throw UsageError("unknown function '" + fn + "' (intrinsic-lab list shows the catalog)");
    std::vector<Value> args_v;
    for (size_t i = 1; i < o.positional.size(); ++i) {
        ParseResult r = parse_literal(o.positional[i]);
        if (!r)
            throw UsageError("argument " + std::to_string(i) + " '" + o.positional[i] + "': " + r.error.message +
                             " (column " + std::to_string(r.error.column + 1) + ")");
        args_v.push_back(*r.value);
    }
    if (o.fold && o.cpu_only)
        throw UsageError("eval: --fold compares the driver's folded result with its runtime one, and --cpu-only runs no "
                         "driver: give one of the two");
    Resolution res = resolve(cat, fn, args_v);
    if (!res.overload) throw UsageError(res.error);
    if (!o.out.empty() && !is_stdout(o.out)) {
        std::string err = check_writable(o.out);
        if (!err.empty()) throw UsageError("--out " + err);
    }
    std::unique_ptr<GpuSession> gpu;
    if (!o.cpu_only) {
        gpu = open_gpu_session(o.profile);
        if (!gpu) return kNoContext;
    }
    BatchEvaluation b = evaluate(*res.overload, o.profile, {res.inputs}, gpu ? gpu->runner.get() : nullptr);
    nlohmann::json doc = results_document(o.profile, gpu ? &gpu->device : nullptr,
                                          nlohmann::json::array({case_json(b, 0, nullptr)}));
    if (b.kernel && !b.kernel->compiled) doc["cases"][0]["log"] = b.kernel->log;
    FoldEvaluation folded;
    if (o.fold) {
        folded = evaluate_folded(b, gpu->runner.get());
        doc["cases"][0]["fold"] = eval_fold_json(folded);
    }
    // `--out -` is the JSON document on stdout, as --json.
    if (o.json || is_stdout(o.out)) {
        std::printf("%s", format_json(doc).c_str());
    } else {
        std::printf("%s    %s\n", res.overload->declaration().c_str(), res.overload->section.c_str());
        Availability a = b.availability;
        std::printf("profile: #version %d%s  (%s; %s)\n", o.profile.glsl,
                    a.available ? (a.via_extension.empty() ? "" : (" + " + a.via_extension).c_str()) : "",
                    a.available ? "available" : "not available in this profile",
                    a.first_version ? ("in core since " + version_label(a.first_version)).c_str() : "never in core");
        if (gpu) std::printf("device: %s\n", device_line(gpu->device).c_str());
        std::printf("%s", describe_case(b, 0).c_str());
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
    const CaseResult& r = b.cases[0];
    const bool folded_violation = o.fold && driver_fold_violation(folded);
    return (r.has_verdict && r.verdict == Verdict::Violation) || folded_violation ? kViolation : kOk;
}

}  // namespace il::cli
