#include "fold/fold.h"

#include <algorithm>
#include <cstdint>

#include "fold/fold_shader.h"
#include "value/format.h"
#include "vectors/vectors_json.h"

namespace il {
namespace {

using nlohmann::json;

bool bits_differ(const CaseResult& runtime, const CaseResult& folded) {
    if (!runtime.gpu_ran || runtime.gpu.size() != folded.gpu.size()) return false;
    for (size_t i = 0; i < folded.gpu.size(); ++i) {
        Value a = runtime.gpu[i], b = folded.gpu[i];
        if (a.type.scalar == Scalar::Bool)
            for (int j = 0; j < a.size(); ++j) a.bits[j] = a.bits[j] != 0, b.bits[j] = b.bits[j] != 0;
        for (int j = 0; j < a.size(); ++j)
            if (a.bits[j] != b.bits[j]) return true;
    }
    return false;
}

// The judged side: r.gpu set by the caller; settle_case as for a runtime result of the same row and profile.
void settle_side(const BatchEvaluation& runtime, const Kernel* kernel, const std::string& fault, bool glslang,
                 const CaseResult& runtime_case, FoldSide& side) {
    BatchEvaluation b;
    b.overload = runtime.overload;
    b.profile = runtime.profile;
    b.availability = runtime.availability;
    // glslang compiles at #version 450 whatever the profile: availability is the driver's question, not its.
    if (glslang) b.availability.available = true;
    b.kernel = kernel;
    b.driver_error = fault;
    settle_case(b, side.result);
    side.differs = side.has_bits && bits_differ(runtime_case, side.result);
}

json side_json(const FoldSide& s) {
    json j = {{"status", s.status}};
    if (!s.note.empty()) j["note"] = s.note;
    if (s.has_bits) {
        const CaseResult& r = s.result;
        json bits = json::array(), diff = json::array();
        for (size_t i = 0; i < r.gpu.size(); ++i) {
            bits.push_back({{"name", r.expected[i].name}, {"bits", bits_json(r.gpu[i])}});
            json x = json::array(), u = json::array();
            for (const auto& c : r.judgement[i].components) {
                x.push_back(r.gpu[i].type.component_bits() == 64 ? component_hex(Value{kUint64, {c.xor_bits}}, 0)
                                                                  : component_hex(Value{kUint, {c.xor_bits}}, 0));
                u.push_back(c.ulp ? json(*c.ulp) : json(nullptr));
            }
            json d = {{"name", r.expected[i].name}, {"xor", x}, {"ulp", u},
                      {"verdict", std::string(verdict_name(r.judgement[i].verdict))}};
            if (!r.judgement[i].reason.empty()) d["reason"] = r.judgement[i].reason;
            diff.push_back(d);
        }
        j["bits"] = bits;
        j["diff"] = diff;
        j["differs"] = s.differs;
    }
    if (s.result.has_verdict) j["verdict"] = std::string(verdict_name(s.result.verdict));
    if (!s.result.note.empty()) j["verdict_note"] = s.result.note;
    return j;
}

std::string component_line(const Value& v, int i) {
    return component_text(v, i) + " (" + component_hex(v, i) + ")";
}

std::string side_text(const char* who, const FoldSide& s, const CaseResult& runtime) {
    std::string t = std::string("  ") + who + ": ";
    if (!s.has_bits) return t + s.status + (s.note.empty() ? "" : ": " + s.note) + "\n";
    const CaseResult& r = s.result;
    t += s.status + ", verdict " + std::string(verdict_name(r.verdict)) +
         (s.differs ? "  fold-differs" : runtime.gpu_ran ? "  (same bits as run time)" : "") + "\n";
    for (size_t i = 0; i < r.gpu.size(); ++i) {
        const Value& g = r.gpu[i];
        for (int j = 0; j < g.size(); ++j) {
            const ComponentJudgement& c = r.judgement[i].components[static_cast<size_t>(j)];
            t += "    " + r.expected[i].name + (g.size() > 1 ? "[" + std::to_string(j) + "]" : "") + ": " +
                 component_line(g, j);
            if (runtime.gpu_ran && runtime.gpu.size() > i && runtime.gpu[i].bits[j] != g.bits[j])
                t += "  run time " + component_line(runtime.gpu[i], j);
            t += "  " + std::string(verdict_name(c.verdict));
            if (c.ulp && c.verdict != Verdict::Undefined) t += ", " + std::to_string(*c.ulp) + " ulp";
            if (!c.reason.empty()) t += " (" + c.reason + ")";
            t += "\n";
        }
    }
    if (!r.note.empty()) t += "    note: " + r.note + "\n";
    if (!s.note.empty()) t += "    " + s.note + "\n";
    return t;
}

// A signed division or remainder of the type's minimum by -1 overflows, which §5.9 leaves undefined; a compiler that
// evaluates it with the host's division traps on x86 (Mesa 22.3.6's dies of SIGFPE while compiling), which would end
// this process. Such a case is not given to the driver folded; glslang's folder checks for it and still gets it.
std::string overflowing_division(const Overload& o, const std::vector<Value>& in) {
    if ((o.function != "operator/" && o.function != "operator%") || in.size() != 2) return "";
    const Scalar s = in[0].type.scalar;
    if (s != Scalar::Int && s != Scalar::Int64) return "";
    for (int i = 0; i < std::max(in[0].size(), in[1].size()); ++i) {
        const Value& a = in[0];
        const Value& b = in[1];
        const int ia = a.size() == 1 ? 0 : i, ib = b.size() == 1 ? 0 : i;
        const bool min = s == Scalar::Int ? a.i(ia) == INT32_MIN : a.i64(ia) == INT64_MIN;
        const bool minus_one = s == Scalar::Int ? b.i(ib) == -1 : b.i64(ib) == -1;
        if (min && minus_one)
            return "the type's minimum " + o.function.substr(8) +
                   " -1 overflows (undefined, §5.9), and a compiler evaluating it with the host's division traps "
                   "(Mesa 22.3.6's dies of SIGFPE)";
    }
    return "";
}

void fold_driver(const BatchEvaluation& runtime, Runner* runner, const std::vector<size_t>& group_in,
                 const std::vector<std::vector<std::string>>& literals_in, FoldEvaluation& f) {
    const Overload& o = *runtime.overload;
    std::vector<size_t> group;
    std::vector<std::vector<std::string>> literals;
    for (size_t n = 0; n < group_in.size(); ++n) {
        const std::string hazard = overflowing_division(o, runtime.cases[group_in[n]].inputs);
        if (hazard.empty()) {
            group.push_back(group_in[n]);
            literals.push_back(literals_in[n]);
            continue;
        }
        f.cases[group_in[n]].driver.status = "not compiled";
        f.cases[group_in[n]].driver.note = hazard;
    }
    if (group.empty()) return;
    if (!runner) {
        for (size_t c : group) f.cases[c].driver.status = "not run";
        return;
    }
    const Kernel& k = runner->constant_kernel(o, generate_folded_shader(o, runtime.profile, literals));
    if (!f.kernel || (f.kernel->compiled && !k.compiled)) f.kernel = &k;  // a failed compile is the one to show
    BatchResult run;
    if (k.compiled) run = runner->run(k, {}, group.size());
    const size_t n_out = o.outputs().size();
    for (size_t n = 0; n < group.size(); ++n) {
        const size_t c = group[n];
        FoldSide& s = f.cases[c].driver;
        if (!k.compiled) {
            s.status = "did not compile";
            s.note = "the driver rejected the folded shader";
        } else if (!run.error.empty()) {
            s.status = "driver fault";
            s.note = run.error;
        } else {
            s.status = "ran";
            s.has_bits = true;
            s.result.gpu_ran = true;
            s.result.written = run.written[n] != 0;
            s.result.gpu.assign(run.outputs.begin() + static_cast<long>(n * n_out),
                                run.outputs.begin() + static_cast<long>((n + 1) * n_out));
        }
        settle_side(runtime, &k, run.error, false, runtime.cases[c], s);
    }
}

void fold_glslang(const BatchEvaluation& runtime, const std::vector<size_t>& group,
                  const std::vector<std::vector<std::string>>& literals, FoldEvaluation& f) {
    const Overload& o = *runtime.overload;
    if (!glslang_foldable(o)) {
        const std::string why_not = o.uses_half() ? "glslang does not know GL_NV_gpu_shader5's float16_t"
                                    : o.helper.empty()
                                        ? "glslang folds no call with an out or inout parameter"
                                        : "the row is an emulation (a GLSL function of its own), not a built-in";
        for (size_t c : group) f.cases[c].glslang.status = "not foldable", f.cases[c].glslang.note = why_not;
        return;
    }
    const std::string source = generate_glslang_fold_shader(o, runtime.profile, literals);
    GlslangFold g = glslang_fold(source);
    if (f.glslang_source.empty() || (f.glslang.status == "ran" && g.status != "ran")) {
        f.glslang_source = source;
        f.glslang.status = g.status;
        f.glslang.error = g.error;
    }
    for (size_t n = 0; n < group.size(); ++n) {
        FoldSide& s = f.cases[group[n]].glslang;
        if (g.status != "ran") {
            s.status = g.status;
            s.note = g.error;
            continue;
        }
        if (n >= g.stores.size() || !g.stores[n]) {
            s.status = "not folded";
            s.note = "glslang left the call to run time";
            continue;
        }
        const std::vector<uint64_t>& bits = *g.stores[n];
        Value v = make_value(o.outputs()[0].type);
        if (static_cast<int>(bits.size()) != v.size()) {
            s.status = "not folded";
            s.note = "the stored constant has " + std::to_string(bits.size()) + " components";
            continue;
        }
        for (int j = 0; j < v.size(); ++j) v.bits[j] = bits[static_cast<size_t>(j)];
        s.status = "folded";
        s.has_bits = true;
        s.result.gpu_ran = true;
        s.result.written = true;
        s.result.gpu = {v};
        settle_side(runtime, nullptr, "", true, runtime.cases[group[n]], s);
    }
}

}  // namespace

bool fold_differs(const FoldCase& c) { return c.driver.differs || c.glslang.differs; }

FoldEvaluation evaluate_folded(const BatchEvaluation& runtime, Runner* runner, bool with_glslang) {
    const Overload& o = *runtime.overload;
    FoldEvaluation f;
    std::vector<std::vector<Value>> inputs;
    for (const CaseResult& r : runtime.cases) inputs.push_back(r.inputs);
    std::vector<std::string> why;
    const std::vector<std::vector<std::string>> literals = constant_inputs(o, inputs, &why);
    const bool no_inputs = o.inputs().empty();
    f.cases.resize(runtime.cases.size());
    std::vector<size_t> literal_cases;  // runtime case index of each literal case, in shader order
    for (size_t c = 0; c < runtime.cases.size(); ++c) {
        FoldCase& fc = f.cases[c];
        fc.constants = literals[c];
        fc.no_literal = why[c];
        for (FoldSide* s : {&fc.driver, &fc.glslang}) {
            s->result.inputs = runtime.cases[c].inputs;
            s->result.expected = runtime.cases[c].expected;
            if (!fc.no_literal.empty()) {
                s->status = "no literal";
                s->note = fc.no_literal.substr(std::string("no literal: ").size());
            }
        }
        if (fc.no_literal.empty() || no_inputs) literal_cases.push_back(c);
    }
    // One shader per group of at most kFoldCasesPerShader literal cases: invocation n writes the record of the
    // group's literal case n. One compile covers an overload's special values; a long file stays bounded.
    for (size_t first = 0; first < literal_cases.size(); first += kFoldCasesPerShader) {
        const size_t end = std::min(literal_cases.size(), first + kFoldCasesPerShader);
        std::vector<size_t> group(literal_cases.begin() + static_cast<long>(first),
                                  literal_cases.begin() + static_cast<long>(end));
        std::vector<std::vector<std::string>> group_literals;
        for (size_t c : group) group_literals.push_back(literals[c]);
        fold_driver(runtime, runner, group, group_literals, f);
        if (with_glslang) fold_glslang(runtime, group, group_literals, f);
        else for (size_t c : group) f.cases[c].glslang.status = "not run";
    }
    return f;
}

json fold_json(const FoldEvaluation& f, size_t index) {
    const FoldCase& c = f.cases[index];
    json j = {{"constants", c.constants}, {"driver", side_json(c.driver)}, {"glslang", side_json(c.glslang)},
              {"fold_differs", fold_differs(c)}};
    if (!c.no_literal.empty()) j["no_literal"] = c.no_literal;
    return j;
}

std::string describe_fold(const BatchEvaluation& runtime, const FoldEvaluation& f, size_t index) {
    const FoldCase& c = f.cases[index];
    const CaseResult& r = runtime.cases[index];
    std::string t = "folded (the inputs as constants";
    if (!c.constants.empty()) {
        t += ": ";
        for (size_t i = 0; i < c.constants.size(); ++i) t += (i ? ", " : "") + c.constants[i];
    }
    t += ")";
    if (fold_differs(c)) t += "  fold-differs";
    t += "\n";
    if (!c.no_literal.empty()) return t + "  " + c.no_literal + ": the case is not folded\n";
    t += side_text("driver", c.driver, r);
    t += side_text(glslang_version().c_str(), c.glslang, r);
    return t;
}

}  // namespace il
