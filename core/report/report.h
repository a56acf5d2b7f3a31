// The driver-behaviour report: probes, ULP sweeps, version gating and the refpage checks of the current
// context, as one JSON document. It is also a vectors/1 file: its "cases" (each tagged "probe") replay with
// `run` and compare with `diff` against the same report from another driver.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "catalog/catalog.h"
#include "gpu/context.h"
#include "gpu/runner.h"

namespace il {

struct ReportOptions {
    bool probes = true;  // behaviour probes and ULP sweeps
    bool gating = true;  // every function x every #version, and the refpage checks
    bool fold = false;   // constant folding against run time over every overload's special values (folding.h)
};

nlohmann::json build_report(Runner& runner, const DeviceInfo& device, const Catalog& catalog, const ReportOptions& o);
// The human summary: one line per probe and sweep, gating counts and every cell that is not ok.
std::string report_summary_text(const nlohmann::json& report);

}  // namespace il
