// intrinsic-lab diff A.json B.json [--json]: cases whose GPU bits differ between two result files.
#include <cstdio>

#include "cli/commands.h"
#include "cli/options.h"
#include "report/diff.h"
#include "vectors/json_format.h"

namespace il::cli {

int cmd_diff(const Options& o) {
    if (o.positional.size() != 2)
        throw UsageError(
            "diff takes two result files, e.g. diff llvmpipe.json nvidia.json (from run --out or sweep --out)");
    nlohmann::json a, b;
    DiffReport r;
    try {
        a = load_results(o.positional[0]);
        b = load_results(o.positional[1]);
        r = diff_results(a, o.positional[0], b, o.positional[1]);
    } catch (const DiffError& e) {
        throw UsageError(e.what());
    }
    if (o.json)
        std::printf("%s", format_json(diff_json(r, a)).c_str());
    else
        std::printf("%s", diff_table(r).c_str());
    // DESIGN.md: exit 1 for any difference.
    return r.differences.empty() ? kOk : kViolation;
}

}  // namespace il::cli
