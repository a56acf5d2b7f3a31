// The report's constant-folding section: every overload available in #version 450 over its special values
// (vectors/generators.h, at most kFoldCasesPerOverload of the product), each case run with its inputs in buffers
// and folded with its inputs as constants (fold/fold.h), by the driver and by glslang's front end; the cases
// whose folded bits differ from the runtime bits, each side judged against the reference.
#pragma once
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "catalog/catalog.h"
#include "gpu/runner.h"

namespace il {

inline constexpr size_t kFoldCasesPerOverload = 64;
inline constexpr size_t kFoldExamplesPerOverload = 4;

// progress(done, total, overload), after each overload; may be empty.
nlohmann::json folding_section(Runner& runner, const Catalog& catalog,
                               const std::function<void(size_t, size_t, const std::string&)>& progress = {});
// The section's lines in report_summary_text.
std::string folding_summary_text(const nlohmann::json& folding);

}  // namespace il
