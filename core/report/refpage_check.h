// Where the reference pages' Version Support tables disagree with the GLSL spec, with their own older builds,
// or with the compilers: the known candidates of shared/spec/README.md, each with the gating run's evidence.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "gpu/runner.h"
#include "report/gating.h"

namespace il {

struct RefpageCandidate {
    std::string function, row;  // the refpage and its Version Support row label
    std::string declaration;    // the overload compiled at every version
    int older_refpage = 0;      // what older refpage builds said (0: no other claim known)
    int spec = 0;               // what the GLSL spec text says (0: not checked against spec text)
    int neighbours = 0;         // where comparable rows start (0: not applicable)
    std::string claim;          // the disagreement in words, with its source
};

struct RefpageFinding {
    RefpageCandidate candidate;
    int refpage = 0;     // the row's first version in the embedded table
    std::string status;  // "measured", "not in catalog"
    GatingRow evidence;  // when measured
    std::string conclusion;
};

std::vector<RefpageCandidate> refpage_candidates();
// The first version ticked for `row` of `function` in the embedded refpage table (0 if absent).
int refpage_first_version(const std::string& function, const std::string& row);
std::vector<RefpageFinding> check_refpages(Runner& runner, const Catalog& catalog);
// "Driver from …, glslang from …. Agree: …. Contradicted: …." for a measured finding.
std::string refpage_conclusion(const RefpageFinding& f);
nlohmann::json refpage_finding_json(const RefpageFinding& f);

}  // namespace il
