// intrinsic-lab diff A.json B.json [--json]: cases whose GPU bits differ between two result files.
#include <cstdio>
#include <string>

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
    std::string text;  // made inside the try: the table and the JSON read fields too
    try {
        a = load_results(o.positional[0]);
        b = load_results(o.positional[1]);
        r = diff_results(a, o.positional[0], b, o.positional[1]);
        text = o.json ? format_json(diff_json(r, a)) : diff_table(r);
    } catch (const DiffError& e) {
        throw UsageError(e.what());
    } catch (const nlohmann::json::type_error& e) {
        // A field the checks above do not cover, of the wrong type: no raw "[json.exception…]" without a file.
        std::string what = e.what();
        auto cut = what.find("] ");
        throw UsageError(o.positional[0] + " or " + o.positional[1] + ": a field has the wrong type (" +
                         (cut == std::string::npos ? what : what.substr(cut + 2)) + ")");
    }
    std::fputs(text.c_str(), stdout);
    // DESIGN.md: exit 1 for any difference.
    return r.differences.empty() ? kOk : kViolation;
}

}  // namespace il::cli
