// intrinsic-lab diff A.json B.json [C.json ...] [--json]: cases whose GPU bits differ between result files,
// streamed (report/diff_stream.h): two files give every difference, more a table against the first.
#include <cstdio>

#include "cli/commands.h"
#include "cli/options.h"
#include "report/diff_stream.h"
#include "vectors/json_format.h"

namespace il::cli {

int cmd_diff(const Options& o) {
    if (o.positional.size() < 2)
        throw UsageError(
            "diff takes two or more result files, e.g. diff llvmpipe.json zink.json.gz (from run --out or sweep --out)");
    try {
        if (o.positional.size() > 2) {
            NwayReport r = diff_files_nway(o.positional);
            if (o.json) std::printf("%s", format_json(nway_json(r)).c_str());
            else std::printf("%s", nway_table(r).c_str());
            return r.differing == 0 ? kOk : kViolation;
        }
        StreamDiffOptions so;
        if (o.json) so.json_out = stdout;
        DiffReport r = diff_files(o.positional[0], o.positional[1], so);
        if (!o.json) std::printf("%s", diff_table(r).c_str());
        // Exit 1 for any difference.
        return r.differing == 0 ? kOk : kViolation;
    } catch (const DiffError& e) {
        throw UsageError(e.what());
    } catch (const nlohmann::json::exception& e) {
        // A field of the wrong type that the checks do not cover: a message with the files, not a raw exception.
        std::string what = e.what();
        const auto cut = what.find("] ");
        throw UsageError(o.positional[0] + " or " + o.positional[1] + ": a field has the wrong type (" +
                         (cut == std::string::npos ? what : what.substr(cut + 2)) + ")");
    }
}

}  // namespace il::cli
