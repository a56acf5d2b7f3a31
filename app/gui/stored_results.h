// A loaded results file's own GPU bits ("gpu": [{"name": "return", "bits": ["0x…", …]}, …], as every results
// document intrinsic-lab writes holds them) set beside what this driver computes for the same case. No ImGui call.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catalog/overload.h"
#include "engine/evaluate.h"

namespace il::gui {

// The stored bits as values of the overload's output types, in its output order; empty when the case holds none,
// or they do not fit the overload (a missing output, a wrong component count, text that is not hex).
std::vector<Value> stored_gpu_of(const Overload& o, const nlohmann::json& original);

enum class StoredCompare { None, Same, Differs };
// None when there are no stored bits or this driver has not run the case.
StoredCompare compare_stored(const std::vector<Value>& stored, const CaseResult* r);

// "llvmpipe | llvmpipe (LLVM 15.0.6, 256 bits) | 4.5 (Core Profile) Mesa 22.3.6 | forced": the driver a results
// document's "device" names; empty when it names none.
std::string stored_device_text(const nlohmann::json& device);

}  // namespace il::gui
