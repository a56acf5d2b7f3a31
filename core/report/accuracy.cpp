#include "report/accuracy.h"

#include <cstdarg>
#include <cstdio>

#include "batch/case_values.h"
#include "precision/lanes.h"
#include "reference/choices.h"
#include "report/published_bounds.h"
#include "vectors/tool_version.h"

namespace il {
namespace {

using nlohmann::json;

std::string hex32(uint64_t bits) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08llx", static_cast<unsigned long long>(bits));
    return buf;
}

// The row's own rule text, as the catalog states it: its definition's sentences, or the rule its reference gives
// at 1.5 (a float input) or at 0x3c003c00 (a uint input: two halves of 1.0).
std::string catalog_rule(const Overload& o) {
    if (o.lanes) return o.lanes->why;
    if (o.choices) return o.choices->why;
    CaseValues v = case_values(o, 450);  // the accuracy table's rows are §8.1/§8.2 and packing: the same at 4.60
    if (v.in.size() != 1) return "";
    v.in[0].bits[0] = v.in[0].type.scalar == Scalar::Float ? 0x3fc00000u : 0x3c003c00u;
    o.reference(v.in.data(), v.expected.data());
    return v.expected.empty() ? "" : v.expected[0].rule.why.str();
}

json bound_json(const char* function, int ulp) {
    if (!function) return nullptr;
    return {{"function", function}, {"ulp", ulp}};
}

// A kept case line reduced to what the table shows: the input bits, and per output the reference's and the GPU's.
json violation_json(const std::string& line) {
    const json c = json::parse(line, nullptr, false);
    if (c.is_discarded()) return {{"line", line}};
    json v = {{"input", c.at("inputs").at(0).at("bits").at(0)}};
    json outs = json::array();
    const json& ref = c.at("reference");
    for (size_t q = 0; q < ref.size(); ++q) {
        json out = {{"name", ref[q].value("name", "")}, {"reference", ref[q].at("bits")}};
        if (c.contains("gpu")) out["gpu"] = c["gpu"].at(q).at("bits");
        if (c.contains("diff")) out["ulp"] = c["diff"].at(q).value("ulp", json::array());
        outs.push_back(out);
    }
    v["outputs"] = outs;
    return v;
}

json function_json(const AccuracyFunction& f) {
    const AccuracySweep& sweep = f.sweep;
    const Overload& o = *f.overload;
    const BatchTally& t = f.tally;
    auto verdict = [&](Verdict v) { return t.by_verdict[static_cast<size_t>(v)]; };
    json hist = json::object();
    for (size_t b = 0; b < kUlpBins; ++b) hist[ulp_bin_name(b)] = t.ulp_bins[b];
    json violations = json::array();
    for (const std::string& l : f.violations) violations.push_back(violation_json(l));
    const DenormalTally& d = t.denormals;
    json bins = json::array();
    for (const AccuracyBin& b : f.bins)
        bins.push_back({{"first", hex32(b.first)}, {"cases", b.cases}, {"max_ulp", b.max_ulp},
                        {"violations", b.violations}});
    const PublishedBound* pb = published_bound(o.function);
    return {
        {"function", o.function},
        {"overload", o.declaration()},
        {"input", std::string(scalar_name(o.inputs()[0].type.scalar))},
        {"cases", t.cases},
        {"stride", sweep.stride},
        {"sampled", sweep.stride > 1},
        {"seconds", f.seconds},
        {"verdicts",
         {{"match", verdict(Verdict::Match)},
          {"accepted", verdict(Verdict::Accepted)},
          {"violation", verdict(Verdict::Violation)},
          {"undefined", verdict(Verdict::Undefined)}}},
        {"max_ulp", t.max_ulp},
        {"max_ulp_input", t.max_ulp_case == BatchTally::kNoCase ? json(nullptr) : json(hex32(sweep.pattern(t.max_ulp_case)))},
        {"ulp_histogram", hist},
        {"violations", violations},
        {"denormals",
         {{"inputs",
           {{"flushed", d.input_flushed},
            {"kept", d.input_kept},
            {"same", d.input_same},
            {"other", d.input_other},
            {"handling", denormal_handling(d.input_flushed, d.input_kept, d.input_same, d.input_other)}}},
          {"results",
           {{"flushed", d.result_flushed},
            {"kept", d.result_kept},
            {"other", d.result_other},
            {"handling", denormal_handling(d.result_flushed, d.result_kept, 0, d.result_other)}}}}},
        {"bounds",
         {{"glsl", pb ? pb->glsl : ""},
          {"glsl_rule", catalog_rule(o)},
          {"cuda", pb ? bound_json(pb->cuda, pb->cuda_ulp) : json(nullptr)},
          {"opencl", pb ? bound_json(pb->opencl, pb->opencl_ulp) : json(nullptr)}}},
        {"bins", bins},
    };
}

std::string u64(const json& j) { return std::to_string(j.get<uint64_t>()); }

std::string published(const json& b) {
    return b.is_null() ? "-" : b["function"].get<std::string>() + " " + std::to_string(b["ulp"].get<int>());
}

void line(std::string& s, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
void line(std::string& s, const char* fmt, ...) {
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    std::vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    s += buf;
}

}  // namespace

std::string denormal_handling(uint64_t flushed, uint64_t kept, uint64_t same, uint64_t other) {
    if (flushed + kept + other == 0) return same ? "indistinct" : "none";
    if (!kept && !other) return "flushed";
    if (!flushed && !other) return "kept";
    if (!flushed && !kept) return "other";
    return "mixed";
}

json accuracy_document(const AccuracySweep& sweep, double seconds_per_function,
                       const std::vector<AccuracyFunction>& functions, const json& profile, const json& device,
                       const std::string& error) {
    json fs = json::array();
    bool sampled = sweep.stride > 1;
    for (const AccuracyFunction& f : functions) {
        fs.push_back(function_json(f));
        sampled = sampled || f.sweep.stride > 1;
    }
    json doc = {
        {"schema", "intrinsic-lab.accuracy/1"},
        {"tool", kTool},
        {"profile", profile},
        {"device", device},
        {"sweep",
         {{"range", hex32(sweep.first) + ":" + hex32(sweep.end)},
          {"stride", sweep.stride},
          {"sampled", sampled},
          {"cases_per_function", sweep.cases()}}},
        {"sources", {{"glsl", kGlslBoundSource}, {"cuda", kCudaBoundSource}, {"opencl", kOpenClBoundSource}}},
        {"functions", fs},
    };
    if (seconds_per_function > 0) doc["sweep"]["seconds_per_function"] = seconds_per_function;
    if (!error.empty()) doc["error"] = error;
    return doc;
}

std::string accuracy_text(const json& doc) {
    std::string s;
    const json& sw = doc["sweep"];
    const json& dev = doc["device"];
    line(s, "accuracy of %s (%s)\n", dev.value("renderer", "?").c_str(), dev.value("version", "?").c_str());
    if (sw.contains("seconds_per_function"))
        line(s, "inputs %s, each function's stride chosen for %g s from its rate (column \"every\"; 1: every pattern)\n",
             sw["range"].get<std::string>().c_str(), sw["seconds_per_function"].get<double>());
    else if (sw["sampled"].get<bool>())
        line(s, "inputs %s, sampled: every %s-th pattern, %s per function (not exhaustive)\n",
             sw["range"].get<std::string>().c_str(), u64(sw["stride"]).c_str(), u64(sw["cases_per_function"]).c_str());
    else
        line(s, "inputs %s, every pattern: %s per function\n", sw["range"].get<std::string>().c_str(),
             u64(sw["cases_per_function"]).c_str());
    line(s, "\n%-16s %10s %7s %10s %10s %9s %10s %8s %-10s %-44s %-9s %s\n", "function", "cases", "every", "match",
         "accepted", "violation", "undefined", "max ulp", "at input", "GLSL bound", "CUDA", "OpenCL");
    for (const json& f : doc["functions"]) {
        const json& v = f["verdicts"];
        const json& at = f["max_ulp_input"];
        // Documents written before functions had their own stride give the run's.
        const std::string every = u64(f.contains("stride") ? f["stride"] : sw["stride"]);
        line(s, "%-16s %10s %7s %10s %10s %9s %10s %8s %-10s %-44s %-9s %s\n", f["function"].get<std::string>().c_str(),
             u64(f["cases"]).c_str(), every.c_str(), u64(v["match"]).c_str(), u64(v["accepted"]).c_str(),
             u64(v["violation"]).c_str(), u64(v["undefined"]).c_str(), u64(f["max_ulp"]).c_str(),
             at.is_null() ? "-" : at.get<std::string>().c_str(), f["bounds"]["glsl"].get<std::string>().c_str(),
             published(f["bounds"]["cuda"]).c_str(), published(f["bounds"]["opencl"]).c_str());
    }
    line(s, "\nULP histogram (cases by their distance from the reference)\n%-16s", "function");
    for (size_t b = 0; b < kUlpBins; ++b) line(s, " %12s", ulp_bin_name(b));
    s += "\n";
    for (const json& f : doc["functions"]) {
        line(s, "%-16s", f["function"].get<std::string>().c_str());
        for (size_t b = 0; b < kUlpBins; ++b) line(s, " %12s", u64(f["ulp_histogram"][ulp_bin_name(b)]).c_str());
        s += "\n";
    }
    line(s, "\ndenormals  %-44s  %s\n%-16s %9s %9s %9s %9s %-10s  %9s %9s %9s %s\n",
         "inputs (flushed: GPU nearer f(±0); kept: nearer f(x))", "results (reference denormal)", "function",
         "flushed", "kept", "same", "other", "handling", "flushed", "kept", "other", "handling");
    for (const json& f : doc["functions"]) {
        const json &i = f["denormals"]["inputs"], &r = f["denormals"]["results"];
        line(s, "%-16s %9s %9s %9s %9s %-10s  %9s %9s %9s %s\n", f["function"].get<std::string>().c_str(),
             u64(i["flushed"]).c_str(), u64(i["kept"]).c_str(), u64(i["same"]).c_str(), u64(i["other"]).c_str(),
             i["handling"].get<std::string>().c_str(), u64(r["flushed"]).c_str(), u64(r["kept"]).c_str(),
             u64(r["other"]).c_str(), r["handling"].get<std::string>().c_str());
    }
    bool any = false;
    for (const json& f : doc["functions"]) {
        if (f["violations"].empty()) continue;
        if (!any) s += "\nviolations of the GLSL bound (the first " + std::to_string(kAccuracyViolations) + ")\n";
        any = true;
        line(s, "%s: %s\n", f["overload"].get<std::string>().c_str(), u64(f["verdicts"]["violation"]).c_str());
        for (const json& v : f["violations"]) {
            std::string outs;
            for (const json& o : v.value("outputs", json::array())) {
                outs += "  " + o.value("name", "") + ": gpu " + o.value("gpu", json::array()).dump() + " reference " +
                        o.value("reference", json::array()).dump();
            }
            line(s, "  input %s%s\n", v.value("input", "?").c_str(), outs.c_str());
        }
    }
    if (doc.contains("error")) line(s, "\nstopped: %s\n", doc["error"].get<std::string>().c_str());
    const json& src = doc["sources"];
    line(s, "\nGLSL: %s\nCUDA: %s\nOpenCL: %s\n", src["glsl"].get<std::string>().c_str(),
         src["cuda"].get<std::string>().c_str(), src["opencl"].get<std::string>().c_str());
    return s;
}

}  // namespace il
