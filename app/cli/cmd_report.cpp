// intrinsic-lab report [--out report.json] [--html report.html] [--glsl-gating]: the driver-behaviour
// profile of whatever context `info` shows (llvmpipe here, the NVIDIA EGL device there).
// intrinsic-lab report R1.json R2.json … [--html M.html]: those reports as one driver matrix.
#include <cstdio>

#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "report/html.h"
#include "report/matrix_html.h"
#include "report/report.h"
#include "vectors/json_format.h"
#include "vectors/json_read.h"
#include "vectors/temp_files.h"
#include "vectors/vectors_json.h"
#include "vectors/vectors_reader.h"

namespace il::cli {
namespace {

// report R1.json R2.json … [--html M.html]: the driver matrix of reports made before, no context needed.
int report_matrix(const Options& o, const std::string& html) {
    if (!o.out.empty()) throw UsageError("--out is for a new report; the driver matrix is written with --html");
    if (!html.empty())
        if (std::string err = check_writable(html); !err.empty()) throw UsageError("--html " + err);
    std::vector<nlohmann::json> docs;
    for (const std::string& f : o.positional) {
        nlohmann::json d;
        try {
            d = parse_json_strict(read_json_file(f), f);  // deep nesting, keys given twice, huge values: said with the path
        } catch (const VectorsError& e) {
            throw UsageError(e.what());
        }
        if (!d.is_object() || !d.contains("report") || !d["report"].is_object())
            throw UsageError(f + ": $.report: missing; not a report file (report --out)");
        docs.push_back(std::move(d));
    }
    if (o.json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const MatrixRow& r : matrix_rows(docs))
            rows.push_back({{"section", r.section}, {"id", r.id}, {"question", r.question}, {"cells", r.cells},
                            {"differs", r.differs}});
        std::printf("%s\n", nlohmann::json{{"files", o.positional}, {"rows", rows}}.dump(2).c_str());
    } else {
        std::printf("%s", matrix_text(docs, o.positional).c_str());
    }
    if (!html.empty()) {
        if (std::string err = write_file_atomic(html, matrix_html(docs, o.positional)); !err.empty()) {
            std::fprintf(stderr, "intrinsic-lab: %s\n", err.c_str());
            return kBadInput;
        }
        if (!o.json) std::printf("wrote %s\n", html.c_str());
    }
    return kOk;
}

}  // namespace

int cmd_report(const Options& o) {
    const std::string& html = o.html;
    const bool gating_only = o.glsl_gating;
    if (is_stdout(o.out) && is_stdout(html)) throw UsageError("--out - and --html -: only one of them can be stdout");
    // A document on stdout is the output: no summary text around it.
    const bool quiet = o.json || is_stdout(o.out) || is_stdout(html);
    // report R1.json R2.json …: the driver matrix of reports already made.
    if (!o.positional.empty()) {
        if (o.fold) throw UsageError("report: --fold adds a section to a new report; the driver matrix of report files takes none");
        return report_matrix(o, html);
    }
    if (o.fold && gating_only)
        throw UsageError("report: --glsl-gating is the gating part alone and --fold adds the folding section: give one of the two");
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
    ro.fold = o.fold;
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
