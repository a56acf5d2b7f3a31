// eval --fold for its one case, a catalog call or an expression alike: the case's "fold" member, its text block,
// and whether the driver's folded result counts towards eval's exit status.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "engine/evaluate.h"
#include "fold/fold.h"

namespace il::cli {

// fold_json of case 0, with the folded shader's driver log where the driver did not compile it.
nlohmann::json eval_fold_json(const FoldEvaluation& f);
// describe_fold of case 0, then the folded shader and its driver log where the driver did not compile it.
std::string describe_eval_fold(const BatchEvaluation& runtime, const FoldEvaluation& f);
// The driver's folded result is the driver's answer too, so its violation is eval's; glslang's is reported, not
// the device's.
bool driver_fold_violation(const FoldEvaluation& f);

}  // namespace il::cli
