#include "cli/eval_fold.h"

namespace il::cli {

namespace {

bool driver_failed(const FoldEvaluation& f) { return f.kernel && !f.kernel->compiled; }

}  // namespace

nlohmann::json eval_fold_json(const FoldEvaluation& f) {
    nlohmann::json j = fold_json(f, 0);
    if (driver_failed(f)) j["driver"]["log"] = f.kernel->log;
    return j;
}

std::string describe_eval_fold(const BatchEvaluation& runtime, const FoldEvaluation& f) {
    std::string s = describe_fold(runtime, f, 0);
    if (driver_failed(f))
        s += "folded shader's driver log:\n" + f.kernel->log + "\nfolded shader:\n" + f.kernel->shader.source;
    return s;
}

bool driver_fold_violation(const FoldEvaluation& f) {
    return f.cases[0].driver.has_bits && f.cases[0].driver.result.verdict == Verdict::Violation;
}

}  // namespace il::cli
