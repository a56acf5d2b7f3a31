#include <cstdio>
#include <map>

#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "cli/print.h"
#include "vectors/json_format.h"
#include "vectors/vectors_json.h"

namespace il::cli {

int cmd_run(const Args& args) {
    Options o = parse_options(args, {"--glsl", "--ext", "--cpu-only", "--json", "--out"});
    if (o.positional.size() != 1) throw UsageError("run takes one vectors file, e.g. run presets/msad4.json");
    const Catalog& cat = Catalog::get();
    VectorFile vf;
    try {
        vf = load_vectors(o.positional[0], cat);
    } catch (const VectorsError& e) {
        throw UsageError(e.what());
    }
    if (!o.out.empty()) {
        std::string err = check_writable(o.out);
        if (!err.empty()) throw UsageError("--out " + err);
    }
    Profile profile = o.profile_given || !vf.profile ? o.profile : *vf.profile;
    std::unique_ptr<GpuSession> gpu;
    if (!o.cpu_only) {
        gpu = open_gpu_session();
        if (!gpu) return kNoContext;
    }
    // One batch per overload, in the file's order of first appearance; results keep the file's order.
    std::map<const Overload*, std::vector<size_t>> groups;
    std::vector<const Overload*> order;
    for (size_t i = 0; i < vf.cases.size(); ++i) {
        if (!groups.count(vf.cases[i].overload)) order.push_back(vf.cases[i].overload);
        groups[vf.cases[i].overload].push_back(i);
    }
    std::vector<nlohmann::json> out(vf.cases.size());
    std::map<std::string, int> counts;
    bool violation = false;
    for (const Overload* ov : order) {
        std::vector<std::vector<Value>> inputs;
        for (size_t i : groups[ov]) inputs.push_back(vf.cases[i].inputs);
        BatchEvaluation b = evaluate(*ov, profile, inputs, gpu ? gpu->runner.get() : nullptr);
        for (size_t k = 0; k < groups[ov].size(); ++k) {
            size_t i = groups[ov][k];
            out[i] = case_json(b, k, &vf.cases[i].original);
            const CaseResult& r = b.cases[k];
            std::string v = r.has_verdict ? std::string(verdict_name(r.verdict)) : "reference";
            ++counts[v];
            violation |= r.has_verdict && r.verdict == Verdict::Violation;
            if (!o.json)
                std::printf("%-4zu %-18s %-30s %s\n", i, ov->function.c_str(),
                            type_name(r.inputs.empty() ? Type{} : r.inputs[0].type).c_str(), v.c_str());
        }
        if (b.kernel && !b.kernel->compiled && !o.json)
            std::printf("  %s: the shader did not compile for #version %d:\n%s\n", ov->declaration().c_str(),
                        profile.glsl, b.kernel->log.c_str());
    }
    nlohmann::json doc = results_document(profile, gpu ? &gpu->device : nullptr, nlohmann::json(out));
    if (o.json) std::printf("%s", format_json(doc).c_str());
    else {
        std::printf("%zu cases:", vf.cases.size());
        for (auto& [k, n] : counts) std::printf(" %s %d;", k.c_str(), n);
        std::printf("\n");
    }
    if (!o.out.empty()) {
        std::string err = write_file_atomic(o.out, format_json(doc));
        if (!err.empty()) {
            std::fprintf(stderr, "intrinsic-lab: %s\n", err.c_str());
            return kBadInput;
        }
    }
    return violation ? kViolation : kOk;
}

}  // namespace il::cli
