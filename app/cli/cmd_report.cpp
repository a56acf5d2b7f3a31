// intrinsic-lab report [--out report.json] [--html report.html] [--glsl-gating]: the driver-behaviour
// profile of whatever context `info` shows (llvmpipe here, the NVIDIA EGL device there).
#include <cstdio>

#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "report/html.h"
#include "report/report.h"
#include "vectors/temp_files.h"
#include "vectors/vectors_json.h"

namespace il::cli {

int cmd_report(const Args& args) {
    // --html and --glsl-gating are this command's own; the shared parser takes the rest.
    Args rest;
    std::string html;
    bool gating_only = false;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--html") {
            if (i + 1 >= args.size()) throw UsageError("--html needs a value");
            html = args[++i];
        } else if (args[i] == "--glsl-gating") {
            gating_only = true;
        } else {
            rest.push_back(args[i]);
        }
    }
    Options o = parse_options(rest, {"--out", "--json"});
    if (!o.positional.empty()) throw UsageError("report takes no positional arguments, got '" + o.positional[0] + "'");
    for (const std::string* path : {&o.out, &html}) {
        if (path->empty()) continue;
        std::string err = check_writable(*path);
        if (!err.empty()) throw UsageError((path == &html ? "--html " : "--out ") + err);
    }
    if (std::string err = check_distinct_outputs({{"--out", o.out}, {"--html", html}}, {}); !err.empty())
        throw UsageError(err);
    auto gpu = open_gpu_session();
    if (!gpu) return kNoContext;
    ReportOptions ro;
    ro.probes = !gating_only;
    nlohmann::json doc = build_report(*gpu->runner, gpu->device, Catalog::get(), ro);
    if (o.json)
        std::printf("%s\n", doc.dump(2).c_str());
    else
        std::printf("%s", report_summary_text(doc).c_str());
    for (const std::string* path : {&o.out, &html}) {
        if (path->empty()) continue;
        std::string err = write_file_atomic(*path, path == &html ? render_html(doc) : doc.dump(2) + "\n");
        if (!err.empty()) {
            std::fprintf(stderr, "intrinsic-lab: %s\n", err.c_str());
            return kBadInput;
        }
        if (!o.json) std::printf("wrote %s\n", path->c_str());
    }
    return kOk;
}

}  // namespace il::cli
