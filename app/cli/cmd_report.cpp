// intrinsic-lab report [--out report.json] [--html report.html] [--glsl-gating]: the driver-behaviour
// profile of whatever context `info` shows (llvmpipe here, the NVIDIA EGL device there).
#include <cstdio>

#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "report/html.h"
#include "report/report.h"
#include "vectors/vectors_json.h"

namespace il::cli {

int cmd_report(const Options& o) {
    const std::string& html = o.html;
    const bool gating_only = o.glsl_gating;
    if (is_stdout(o.out) && is_stdout(html)) throw UsageError("--out - and --html -: only one of them can be stdout");
    // A document on stdout is the output: no summary text around it.
    const bool quiet = o.json || is_stdout(o.out) || is_stdout(html);
    if (!o.positional.empty()) throw UsageError("report takes no positional arguments, got '" + o.positional[0] + "'");
    for (const std::string* path : {&o.out, &html}) {
        if (path->empty() || is_stdout(*path)) continue;
        std::string err = check_writable(*path);
        if (!err.empty()) throw UsageError((path == &html ? "--html " : "--out ") + err);
    }
    auto gpu = open_gpu_session();
    if (!gpu) return kNoContext;
    ReportOptions ro;
    ro.probes = !gating_only;
    nlohmann::json doc = build_report(*gpu->runner, gpu->device, Catalog::get(), ro);
    if (o.json)
        std::printf("%s\n", doc.dump(2).c_str());
    else if (!quiet)
        std::printf("%s", report_summary_text(doc).c_str());
    for (const std::string* path : {&o.out, &html}) {
        if (path->empty()) continue;
        if (is_stdout(*path)) {
            if (!o.json || path == &html) std::printf("%s", path == &html ? render_html(doc).c_str() : (doc.dump(2) + "\n").c_str());
            continue;
        }
        std::string err = write_file_atomic(*path, path == &html ? render_html(doc) : doc.dump(2) + "\n");
        if (!err.empty()) {
            std::fprintf(stderr, "intrinsic-lab: %s\n", err.c_str());
            return kBadInput;
        }
        if (!quiet) std::printf("wrote %s\n", path->c_str());
    }
    return kOk;
}

}  // namespace il::cli
