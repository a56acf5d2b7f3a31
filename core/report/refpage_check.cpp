#include "report/refpage_check.h"

#include <algorithm>

#include "catalog/embedded.h"
#include "report/lookup.h"

namespace il {
namespace {

constexpr const char* kPackingClaim =
    "OpenGL-Refpages main says 4.00; before commit ad5b9bb0 (2017-02-04, \"pack/unpack were added in GLSL 4.00, not "
    "4.10, except for Snorm2x16\") the page said 4.10, and older builds (e.g. docs.gl) still do. The "
    "ARB_shading_language_packing overview: it \"adds the GLSL built-in packing functions included in GLSL version "
    "4.00 and the ARB_gpu_shader5 extension\"";
constexpr const char* kSnorm2x16Claim =
    "Control: the 2017 fix kept Snorm2x16 at 4.20. ARB_shading_language_packing \"also adds the missing "
    "[un]packSnorm2x16\", so 4.00 does not have it";

std::string label(int v) { return v ? version_label(v) : "never"; }

// "Driver from 4.00, glslang from 4.00. Agree: table, spec. Contradicted: older builds (4.10)." A claim agrees
// when every compiler with evidence first accepts the function there. The driver has none for a claim below the
// first #version whose control shader it compiles, if it accepts the function from that version on.
std::string conclusion_of(const RefpageFinding& f) {
    const RefpageCandidate& c = f.candidate;
    const int d = f.evidence.driver_first, g = f.evidence.glslang_first, t = f.evidence.testable_from;
    const bool have_g = glslang_linked();
    std::string s = "Driver from " + label(d) + (have_g ? ", glslang from " + label(g) : ", glslang not linked") + ".";
    const bool claim_below_t = std::min({f.refpage ? f.refpage : 999, c.older_refpage ? c.older_refpage : 999,
                                         c.spec ? c.spec : 999, c.neighbours ? c.neighbours : 999}) < t;
    if (claim_below_t)
        s += " The driver rejects every generated compute shader below " + label(t) + ", so it cannot tell below that.";
    else if (have_g && d != g)
        s += " The compilers disagree.";
    std::string agree, contradicted, open;
    auto judge = [&](const char* who, int claim) {
        if (!claim) return;
        const bool driver_silent = claim < t && d == t;
        const bool ok = (driver_silent || claim == d) && (!have_g || claim == g);
        std::string& list = driver_silent && !have_g ? open : ok ? agree : contradicted;
        list += (list.empty() ? "" : ", ") + std::string(who) + (ok ? "" : " (" + label(claim) + ")");
    };
    judge("table", f.refpage);
    judge("older builds", c.older_refpage);
    judge("spec", c.spec);
    judge("comparable rows", c.neighbours);
    if (!agree.empty()) s += " Agree: " + agree + ".";
    if (!contradicted.empty()) s += " Contradicted: " + contradicted + ".";
    if (!open.empty()) s += " No evidence: " + open + ".";
    return s;
}

}  // namespace

std::vector<RefpageCandidate> refpage_candidates() {
    std::vector<RefpageCandidate> out;
    struct Pack {
        const char *fn, *decl;
    };
    for (const Pack& p :
         {Pack{"packUnorm2x16", "uint packUnorm2x16(vec2 v)"}, Pack{"packUnorm4x8", "uint packUnorm4x8(vec4 v)"},
          Pack{"packSnorm4x8", "uint packSnorm4x8(vec4 v)"}, Pack{"unpackUnorm2x16", "vec2 unpackUnorm2x16(uint p)"},
          Pack{"unpackUnorm4x8", "vec4 unpackUnorm4x8(uint p)"}, Pack{"unpackSnorm4x8", "vec4 unpackSnorm4x8(uint p)"}})
        out.push_back({p.fn, p.fn, p.decl, 410, 400, 0, kPackingClaim});
    out.push_back({"packSnorm2x16", "packSnorm2x16", "uint packSnorm2x16(vec2 v)", 0, 420, 0, kSnorm2x16Claim});
    out.push_back({"unpackSnorm2x16", "unpackSnorm2x16", "vec2 unpackSnorm2x16(uint p)", 0, 420, 0, kSnorm2x16Claim});
    // Oddities inside the tables (shared/spec/README.md): not checked against spec text.
    out.push_back({"atanh", "atanh", "float atanh(float x)", 0, 0, 130,
                   "atanh starts at 1.10 while sinh, cosh, tanh, asinh and acosh start at 1.30"});
    out.push_back({"abs", "abs (genDType)", "double abs(double x)", 0, 0, 400,
                   "abs (genDType) starts at 4.10 while every other genDType row starts at 4.00"});
    out.push_back({"notEqual", "notEqual (ivec)", "bvec2 notEqual(ivec2 x, ivec2 y)", 0, 0, 110,
                   "notEqual (ivec) starts at 1.30 while the other relational (ivec) rows start at 1.10"});
    out.push_back({"sign", "sign (genType)", "float sign(float x)", 0, 0, 110,
                   "sign (genType) starts at 1.30 while abs, floor, min and clamp (genType) start at 1.10"});
    out.push_back({"smoothstep", "smoothstep (genType)", "float smoothstep(float edge0, float edge1, float x)", 0, 0,
                   110, "smoothstep (genType) starts at 1.30 while step (genType) starts at 1.10"});
    out.push_back({"inversesqrt", "inversesqrt (genType)", "float inversesqrt(float x)", 0, 0, 110,
                   "inversesqrt (genType) starts at 1.30 while sqrt (genType) starts at 1.10"});
    out.push_back({"memoryBarrier", "memoryBarrier", "void memoryBarrier()", 0, 0, 430,
                   "memoryBarrier starts at 4.00 while the other memoryBarrier* functions start at 4.30"});
    return out;
}

std::string refpage_conclusion(const RefpageFinding& f) { return conclusion_of(f); }

int refpage_first_version(const std::string& function, const std::string& row) {
    static const nlohmann::json table = nlohmann::json::parse(embedded_file("refpage_versions.json"));
    const auto& fns = table.at("functions");
    if (!fns.contains(function)) return 0;
    const auto& first = fns[function].at("first_version");
    if (!first.contains(row)) return 0;
    return parse_version_label(first[row].get<std::string>());
}

std::vector<RefpageFinding> check_refpages(Runner& runner, const Catalog& catalog) {
    std::vector<RefpageFinding> out;
    for (const RefpageCandidate& c : refpage_candidates()) {
        RefpageFinding f;
        f.candidate = c;
        f.refpage = refpage_first_version(c.function, c.row);
        const Overload* o = find_overload(catalog, c.declaration);
        if (!o) {
            f.status = "not in catalog";
            f.conclusion = "not measured: the catalog has no row '" + c.declaration + "' yet";
        } else {
            f.status = "measured";
            f.evidence = gate_overload(runner, *o);
            f.conclusion = conclusion_of(f);
        }
        out.push_back(std::move(f));
    }
    return out;
}

nlohmann::json refpage_finding_json(const RefpageFinding& f) {
    const RefpageCandidate& c = f.candidate;
    auto v = [](int x) { return x ? nlohmann::json(x) : nlohmann::json(nullptr); };
    nlohmann::json j = {{"function", c.function},
                        {"row", c.row},
                        {"declaration", c.declaration},
                        {"claim", c.claim},
                        {"status", f.status},
                        {"conclusion", f.conclusion},
                        {"versions",
                         {{"refpage", v(f.refpage)},
                          {"older_refpage", v(c.older_refpage)},
                          {"spec", v(c.spec)},
                          {"comparable_rows", v(c.neighbours)}}}};
    if (f.status == "measured") j["evidence"] = gating_row_json(f.evidence);
    return j;
}

}  // namespace il
