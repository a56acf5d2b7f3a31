#include "engine/evaluate.h"

namespace il {

namespace {

std::string not_offered_note(const std::string& extension) {
    return "the driver does not offer " + extension + " (not in GL_EXTENSIONS), where the shader's #extension " +
           extension + " : require is an error (GLSL 4.50 §3.3)";
}

}  // namespace

std::vector<Expected> reference_for(const Overload& o, const std::vector<Value>& inputs, int glsl) {
    std::vector<Expected> out;
    for (const Param& p : o.outputs()) {
        Expected e;
        e.name = p.name;
        e.reference = make_value(p.type);
        e.glsl = glsl;
        out.push_back(std::move(e));
    }
    o.reference(inputs.data(), out.data());
    return out;
}

Availability availability_on(const Overload& o, const Profile& p, Runner* runner) {
    Availability a = availability(o, p);
    if (!runner || !a.available) return a;
    // The generated shader requires every extension of the profile (shadergen), the row's own and any other.
    for (const std::string& e : p.extensions)
        if (!runner->offers_extension(e)) {
            a.available = false;
            a.not_offered = e;
            break;
        }
    return a;
}

BatchEvaluation evaluate(const Overload& o, const Profile& p, const std::vector<std::vector<Value>>& cases,
                         Runner* runner) {
    BatchEvaluation b;
    b.overload = &o;
    b.profile = p;
    b.availability = availability_on(o, p, runner);
    b.cases.resize(cases.size());
    for (size_t c = 0; c < cases.size(); ++c) {
        b.cases[c].inputs = cases[c];
        b.cases[c].expected = reference_for(o, cases[c], p.glsl);
    }
    if (!runner) return b;
    const Kernel& k = runner->kernel(o, p);
    b.kernel = &k;
    if (!k.compiled) {
        for (CaseResult& r : b.cases) settle_case(b, r);
        return b;
    }
    auto outs = o.outputs();
    std::vector<Value> flat;
    flat.reserve(cases.size() * o.inputs().size());
    for (const auto& c : cases) flat.insert(flat.end(), c.begin(), c.end());
    BatchResult run = runner->run(k, flat, cases.size());
    b.driver_error = run.error;
    for (size_t c = 0; c < cases.size(); ++c) {
        CaseResult& r = b.cases[c];
        if (run.error.empty()) {
            r.gpu_ran = true;
            r.written = run.written[c] != 0;
            r.gpu.assign(run.outputs.begin() + static_cast<long>(c * outs.size()),
                         run.outputs.begin() + static_cast<long>((c + 1) * outs.size()));
        }
        settle_case(b, r);
    }
    return b;
}

void settle_case(const BatchEvaluation& b, CaseResult& r) {
    const Profile& p = b.profile;
    r.has_verdict = true;
    if (b.kernel && !b.kernel->compiled) {
        if (b.availability.available) {
            r.verdict = Verdict::Violation;
            r.note = "the driver rejected a function that #version " + std::to_string(p.glsl) +
                     (b.availability.via_extension.empty() ? "" : " with " + b.availability.via_extension) + " has";
        } else if (!b.availability.not_offered.empty()) {
            r.verdict = Verdict::Unavailable;
            r.note = not_offered_note(b.availability.not_offered);
        } else {
            r.verdict = Verdict::Unavailable;
            r.note = "the driver rejected it, as the reference pages' table expects for #version " +
                     std::to_string(p.glsl);
        }
        return;
    }
    if (!b.driver_error.empty()) {
        r.verdict = Verdict::Violation;
        r.note = "driver fault: " + b.driver_error;
        return;
    }
    auto outs = b.overload->outputs();
    r.verdict = Verdict::Match;
    r.judgement.clear();
    for (size_t i = 0; i < outs.size(); ++i) {
        Value& g = r.gpu[i];
        if (outs[i].type.scalar == Scalar::Bool)
            for (int j = 0; j < g.size(); ++j) g.bits[j] = g.bits[j] != 0;
        g.type = outs[i].type;
        r.judgement.push_back(judge(r.expected[i], g));
        r.verdict = i == 0 ? r.judgement.back().verdict : worse(r.verdict, r.judgement.back().verdict);
    }
    if (!r.written) {
        r.verdict = Verdict::Violation;
        r.note = kUnwrittenLaneNote;
    } else if (!b.availability.available) {
        r.note = (b.availability.not_offered.empty()
                      ? "the driver compiled it although the reference pages' table says #version " +
                            std::to_string(p.glsl) + " lacks it"
                      : "the driver compiled it although it does not offer " + b.availability.not_offered) +
                 "; arithmetic verdict: " + std::string(verdict_name(r.verdict));
        r.verdict = Verdict::CompilerAcceptedUnavailable;
    }
}

}  // namespace il
