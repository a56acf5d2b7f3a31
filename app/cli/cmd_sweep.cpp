#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>

#include "catalog/catalog.h"
#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "vectors/case_writer.h"
#include "vectors/generators.h"
#include "vectors/results_writer.h"
#include "vectors/vectors_json.h"

namespace il::cli {
namespace {

struct Tally {
    std::map<std::string, uint64_t> verdicts;
    uint64_t cases = 0, max_ulp = 0;
};

bool keep_case(const std::string& keep, const CaseResult& r) {
    if (keep == "all") return true;
    if (keep == "violations") return r.has_verdict && r.verdict == Verdict::Violation;
    if (r.has_verdict && r.verdict != Verdict::Match) return true;
    return !r.gpu_ran;
}

}  // namespace

int cmd_sweep(const Args& args) {
    Options o = parse_options(args, {"--glsl", "--ext", "--cpu-only", "--json", "--out", "--function", "--random",
                                     "--seed", "--keep"});
    if (!o.positional.empty()) throw UsageError("sweep takes no positional arguments, got '" + o.positional[0] + "'");
    if (o.out.empty()) throw UsageError("sweep needs --out FILE.json");
    std::string err = check_writable(o.out);
    if (!err.empty()) throw UsageError("--out " + err);
    const Catalog& cat = Catalog::get();
    std::vector<const Overload*> rows;
    if (o.functions.empty())
        for (const Overload& ov : cat.rows()) rows.push_back(&ov);
    for (const std::string& f : o.functions) {
        auto of = cat.overloads_of(f);
        if (of.empty()) throw UsageError("--function " + f + ": unknown function (intrinsic-lab list shows the catalog)");
        rows.insert(rows.end(), of.begin(), of.end());
    }
    std::unique_ptr<GpuSession> gpu;
    if (!o.cpu_only) {
        gpu = open_gpu_session();
        if (!gpu) return kNoContext;
    }
    nlohmann::json head = results_document(o.profile, gpu ? &gpu->device : nullptr, nlohmann::json::array());
    head.erase("cases");
    head["sweep"] = {{"seed", o.seed}, {"random", o.random}, {"keep", o.keep}};
    ResultsWriter writer(o.out, head);
    if (!writer.ok()) throw UsageError("--out " + writer.error());
    RandomInputs random(o.seed);
    std::vector<std::pair<const Overload*, Tally>> tallies;
    auto start = std::chrono::steady_clock::now();
    bool violation = false;
    constexpr size_t kBatch = 1 << 16;
    std::string line;
    for (size_t n = 0; n < rows.size(); ++n) {
        const Overload& ov = *rows[n];
        std::vector<std::vector<Value>> cases = special_cases(ov);
        size_t specials = cases.size();
        uint64_t total = specials + static_cast<uint64_t>(o.random);
        Tally t;
        for (uint64_t done = 0; done < total;) {
            std::vector<std::vector<Value>> batch;
            if (done < specials) {
                size_t end = std::min<size_t>(specials, done + kBatch);
                batch.assign(cases.begin() + static_cast<long>(done), cases.begin() + static_cast<long>(end));
            } else {
                for (size_t k = 0; k < kBatch && done + k < total; ++k) batch.push_back(random.next(ov));
            }
            BatchEvaluation b = evaluate(ov, o.profile, batch, gpu ? gpu->runner.get() : nullptr);
            for (size_t k = 0; k < b.cases.size(); ++k) {
                const CaseResult& r = b.cases[k];
                ++t.cases;
                ++t.verdicts[r.has_verdict ? std::string(verdict_name(r.verdict)) : "reference"];
                violation |= r.has_verdict && r.verdict == Verdict::Violation;
                for (size_t i = 0; i < r.judgement.size(); ++i) {
                    if (!r.expected[i].reference.type.is_float()) continue;
                    for (const ComponentJudgement& c : r.judgement[i].components)
                        if (c.ulp && c.verdict != Verdict::Undefined) t.max_ulp = std::max(t.max_ulp, *c.ulp);
                }
                if (keep_case(o.keep, r)) {
                    line.clear();
                    append_case_line(line, b, k);
                    writer.add_case_text(line);
                }
            }
            done += batch.size();
        }
        double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::fprintf(stderr, "[%zu/%zu] %-58s %8llu cases  %6.1f s\n", n + 1, rows.size(), ov.declaration().c_str(),
                     static_cast<unsigned long long>(t.cases), secs);
        tallies.emplace_back(&ov, std::move(t));
    }
    nlohmann::json summary = nlohmann::json::array();
    uint64_t all = 0;
    std::printf("%-58s %9s %9s %9s %9s %9s %9s %8s\n", "overload", "cases", "match", "accepted", "violation",
                "undefined", "unavail", "max ulp");
    for (auto& [ov, t] : tallies) {
        auto v = [&](const char* k) { return t.verdicts.count(k) ? t.verdicts.at(k) : 0; };
        uint64_t unavail = v("unavailable") + v("compiler-accepted-unavailable");
        std::printf("%-58s %9llu %9llu %9llu %9llu %9llu %9llu %8llu\n", ov->declaration().c_str(),
                    static_cast<unsigned long long>(t.cases), static_cast<unsigned long long>(v("match")),
                    static_cast<unsigned long long>(v("accepted")), static_cast<unsigned long long>(v("violation")),
                    static_cast<unsigned long long>(v("undefined")), static_cast<unsigned long long>(unavail),
                    static_cast<unsigned long long>(t.max_ulp));
        summary.push_back({{"overload", ov->declaration()}, {"cases", t.cases}, {"verdicts", t.verdicts},
                           {"max_ulp", t.max_ulp}});
        all += t.cases;
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%llu cases in %.1f s; %zu kept in %s (--keep %s)\n", static_cast<unsigned long long>(all), secs,
                writer.cases_written(), o.out.c_str(), o.keep.c_str());
    if (!writer.finish({{"summary", summary}})) {
        std::fprintf(stderr, "intrinsic-lab: %s\n", writer.error().c_str());
        return kBadInput;
    }
    return violation ? kViolation : kOk;
}

}  // namespace il::cli
