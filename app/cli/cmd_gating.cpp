// intrinsic-lab gating REPORT.json... [--json] [--out TABLE.md]: one version-gating table (function x GLSL
// version: the reference pages' table, each driver, glslang) from reports written by `report --out`.
#include <cstdio>

#include "cli/commands.h"
#include "cli/options.h"
#include "report/diff.h"
#include "report/gating_table.h"
#include "vectors/json_format.h"
#include "vectors/temp_files.h"
#include "vectors/vectors_json.h"

namespace il::cli {

int cmd_gating(const Options& o) {
    if (o.positional.empty())
        throw UsageError("gating takes one or more report files, e.g. gating llvmpipe/report.json nvidia/report.json");
    if (!o.out.empty() && !is_stdout(o.out)) {
        std::string err = check_writable(o.out);
        if (!err.empty()) throw UsageError("--out " + err);
        err = check_distinct_outputs({{"--out", o.out}}, o.positional);
        if (!err.empty()) throw UsageError(err);
    }
    GatingTable t;
    try {
        std::vector<nlohmann::json> docs;
        for (const std::string& f : o.positional) docs.push_back(load_results(f));
        t = merge_gating(docs, o.positional);
    } catch (const DiffError& e) {
        throw UsageError(e.what());
    } catch (const nlohmann::json::type_error& e) {
        // A field the checks above do not cover, of the wrong type: no raw "[json.exception…]" without a file.
        std::string what = e.what();
        auto cut = what.find("] ");
        std::string files;
        for (const std::string& f : o.positional) files += (files.empty() ? "" : " or ") + f;
        throw UsageError(files + ": a field has the wrong type (" +
                         (cut == std::string::npos ? what : what.substr(cut + 2)) + ")");
    } catch (const GatingTableError& e) {
        throw UsageError(e.what());
    }
    // `--out -`: the Markdown table is the output.
    if (o.json)
        std::printf("%s", format_json(gating_table_json(t)).c_str());
    else if (!is_stdout(o.out))
        std::printf("%s", gating_table_text(t).c_str());
    if (is_stdout(o.out)) {
        std::printf("%s", gating_table_markdown(t).c_str());
    } else if (!o.out.empty()) {
        std::string err = write_file_atomic(o.out, gating_table_markdown(t));
        if (!err.empty()) {
            std::fprintf(stderr, "intrinsic-lab: %s\n", err.c_str());
            return kBadInput;
        }
    }
    return kOk;
}

}  // namespace il::cli
