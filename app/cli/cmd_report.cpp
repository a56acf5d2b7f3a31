// intrinsic-lab report [--out report.json] [--html report.html] [--glsl-gating]: the driver-behaviour
// profile of whatever context `info` shows (llvmpipe here, the NVIDIA EGL device there).
#include <cstdio>

#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "report/html.h"
#include "report/report.h"
#include "vectors/json_format.h"
#include "vectors/temp_files.h"
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
    if (std::string err = check_distinct_outputs({{"--out", o.out}, {"--html", html}}, {}); !err.empty())
        throw UsageError(err);
    auto gpu = open_gpu_session();
    if (!gpu) return kNoContext;
    ReportOptions ro;
    ro.probes = !gating_only;
    nlohmann::json doc = build_report(*gpu->runner, gpu->device, Catalog::get(), ro);
    // format_json: schema, tool, profile and device before the cases, as the streaming reader wants them.
    const std::string text = format_json(doc);
    if (o.json)
        std::printf("%s", text.c_str());
    else if (!quiet)
        std::printf("%s", report_summary_text(doc).c_str());
    for (const std::string* path : {&o.out, &html}) {
        if (path->empty()) continue;
        if (is_stdout(*path)) {
            if (!o.json || path == &html) std::printf("%s", path == &html ? render_html(doc).c_str() : text.c_str());
            continue;
        }
        std::string err = write_file_atomic(*path, path == &html ? render_html(doc) : text);
        if (!err.empty()) {
            std::fprintf(stderr, "intrinsic-lab: %s\n", err.c_str());
            return kBadInput;
        }
        if (!quiet) std::printf("wrote %s\n", path->c_str());
    }
    return kOk;
}

}  // namespace il::cli
