#include "engine/evaluate.h"

namespace il {

std::vector<Expected> reference_for(const Overload& o, const std::vector<Value>& inputs) {
    std::vector<Expected> out;
    for (const Param& p : o.outputs()) {
        Expected e;
        e.name = p.name;
        e.reference = make_value(p.type);
        out.push_back(std::move(e));
    }
    o.reference(inputs.data(), out.data());
    return out;
}

BatchEvaluation evaluate(const Overload& o, const Profile& p, const std::vector<std::vector<Value>>& cases,
                         Runner* runner) {
    BatchEvaluation b;
    b.overload = &o;
    b.profile = p;
    b.availability = availability(o, p);
    b.cases.resize(cases.size());
    for (size_t c = 0; c < cases.size(); ++c) {
        b.cases[c].inputs = cases[c];
        b.cases[c].expected = reference_for(o, cases[c]);
    }
    if (!runner) return b;
    const Kernel& k = runner->kernel(o, p);
    b.kernel = &k;
    auto outs = o.outputs();
    if (!k.compiled) {
        for (CaseResult& r : b.cases) {
            r.has_verdict = true;
            if (b.availability.available) {
                r.verdict = Verdict::Violation;
                r.note = "the driver rejected a function that #version " + std::to_string(p.glsl) +
                         (b.availability.via_extension.empty() ? "" : " with " + b.availability.via_extension) +
                         " has";
            } else {
                r.verdict = Verdict::Unavailable;
                r.note = "the driver rejected it, as the reference pages' table expects for #version " +
                         std::to_string(p.glsl);
            }
        }
        return b;
    }
    std::vector<Value> flat;
    flat.reserve(cases.size() * o.inputs().size());
    for (const auto& c : cases) flat.insert(flat.end(), c.begin(), c.end());
    BatchResult run = runner->run(k, flat, cases.size());
    b.driver_error = run.error;
    for (size_t c = 0; c < cases.size(); ++c) {
        CaseResult& r = b.cases[c];
        r.has_verdict = true;
        if (!run.error.empty()) {
            r.verdict = Verdict::Violation;
            r.note = "driver fault: " + run.error;
            continue;
        }
        r.gpu_ran = true;
        r.written = run.written[c] != 0;
        r.verdict = Verdict::Match;
        for (size_t i = 0; i < outs.size(); ++i) {
            Value g = run.outputs[c * outs.size() + i];
            if (outs[i].type.scalar == Scalar::Bool)
                for (int j = 0; j < g.size(); ++j) g.bits[j] = g.bits[j] != 0;
            g.type = outs[i].type;
            r.gpu.push_back(g);
            r.judgement.push_back(judge(r.expected[i], g));
            r.verdict = i == 0 ? r.judgement.back().verdict : worse(r.verdict, r.judgement.back().verdict);
        }
        if (!r.written) {
            r.verdict = Verdict::Violation;
            r.note = "the GPU did not write this lane: its outputs still hold the poison pattern";
        } else if (!b.availability.available) {
            r.note = "the driver compiled it although the reference pages' table says #version " +
                     std::to_string(p.glsl) + " lacks it; arithmetic verdict: " + std::string(verdict_name(r.verdict));
            r.verdict = Verdict::CompilerAcceptedUnavailable;
        }
    }
    return b;
}

}  // namespace il
