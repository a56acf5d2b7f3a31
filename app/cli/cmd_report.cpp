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
            d = nlohmann::json::parse(read_json_file(f));
        } catch (const VectorsError& e) {
            throw UsageError(e.what());
        } catch (const nlohmann::json::exception&) {
            throw UsageError(f + ": not valid JSON");
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
    if (!o.positional.empty()) return report_matrix(o, html);
    for (const std::string* path : {&o.out, &html}) {
        if (path->empty()) continue;
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
