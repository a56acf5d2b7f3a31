// intrinsic-lab run FILE.json: replays a vectors file. The file is read as a stream (vectors_reader.h) and
// evaluated a chunk at a time, results streamed to --out (ResultsWriter) and to stdout with --json, so a file
// of ten million cases runs in flat memory.
//
// run FILE --rejudge: the GPU bits a results file stores are judged again with this version's references and
// rules, with no GL context, and written as run writes them (with the stored device). A case without stored
// bits (a compile failure, a driver fault, a --cpu-only result) gets no verdict and says so. An expression case is
// judged against each of its alternatives again (unfused, fused), as a fresh run judges it.
#include <malloc.h>

#include <chrono>
#include <cstdio>
#include <map>
#include <set>
#include <unordered_map>

#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "expr/expr_eval.h"
#include "fold/fold.h"
#include "vectors/case_writer.h"
#include "vectors/json_format.h"
#include "vectors/results_writer.h"
#include "vectors/temp_files.h"
#include "vectors/tool_version.h"
#include "vectors/vectors_reader.h"

namespace il::cli {
namespace {

// Up to this many cases a run prints one line per case (as a table); above, a progress line on stderr.
constexpr size_t kCaseLinesUpTo = 1000;
// The group of an expression case in Run::chunk: it is evaluated with the chunk's other cases of the same expression,
// precise and variable types, one kernel and one dispatch for them all (expr::evaluate_expression_batch; with
// --rejudge, their references alone, then each case's stored bits).
constexpr size_t kExpression = SIZE_MAX;

// The cases of one chunk that share an expression: what makes them one batch, and their input sets.
struct ExpressionGroup {
    const expr::Expression* expression;
    bool precise;
    std::vector<std::vector<Value>> inputs;
    std::unique_ptr<expr::ExpressionBatch> batch;
};

// Cases of one text, precise and variable types evaluate through one shader.
std::string expression_key(const expr::Expression& e, bool precise) {
    std::string key = e.text + (precise ? "\n1" : "\n0");
    for (const expr::Variable& v : e.variables) key += "\n" + type_name(v.value.type);
    return key;
}
// --rejudge lists this many cases whose verdict differs from the stored one; the count covers them all.
constexpr size_t kChangedLinesUpTo = 20;
// --rejudge's verdict column for a case whose file holds no GPU bits.
constexpr const char* kNoGpuBits = "no-gpu-bits";

// What a results case stored about the GPU, taken out of InputCase::original (the output writes it afresh).
struct Stored {
    std::optional<std::vector<Value>> gpu;
    std::string verdict, note;
};

// `row`: the case's overload, or an expression's row (expr::expression_row), whose outputs the bits are checked
// against.
Stored take_stored(InputCase& c, const Overload& row, size_t index, const std::string& file) {
    Stored st;
    nlohmann::json& j = c.original;
    if (!j.is_object()) return st;
    if (auto it = j.find("verdict"); it != j.end() && it->is_string()) st.verdict = it->get<std::string>();
    if (auto it = j.find("note"); it != j.end() && it->is_string()) st.note = it->get<std::string>();
    if (auto it = j.find("gpu"); it != j.end()) st.gpu = parse_stored_gpu(*it, row, index, file);
    j.erase("gpu");
    j.erase("verdict");
    j.erase("note");
    if (j.empty()) j = nlohmann::json();
    return st;
}

struct NoContext {};

class Run {
public:
    Run(const Options& o, std::string file)
        : o_(o), file_(std::move(file)), json_(o.json || is_stdout(o.out)), start_(Clock::now()), last_progress_(start_) {}

    void header(const std::optional<Profile>& p) { profile_ = o_.profile_given || !p ? o_.profile : *p; }
    void kept(const std::string& key, const nlohmann::json& v) { (key == "device" ? stored_device_ : stored_sweep_) = v; }

    // The GPU and the writers start with the first chunk, so that a file whose first cases are bad exits 2 without
    // needing a context, as it did when the whole file was checked first.
    void start() {
        if (started_) return;
        started_ = true;
        if (!o_.cpu_only && !o_.rejudge) {
            gpu_ = open_gpu_session(profile_);
            if (!gpu_) throw NoContext{};
        }
        nlohmann::json head = results_document(profile_, gpu_ ? &gpu_->device : nullptr, nlohmann::json::array());
        head.erase("cases");
        if (o_.rejudge && !stored_device_.is_null()) {
            head["device"] = stored_device_;  // the machine that computed the bits
            device_written_ = true;
        }
        if (o_.rejudge && !stored_sweep_.is_null()) {
            head["sweep"] = stored_sweep_;  // how the cases were drawn; the sweep's summary is not rewritten
            sweep_written_ = true;
        }
        if (!o_.out.empty() && !is_stdout(o_.out)) {
            out_ = std::make_unique<ResultsWriter>(o_.out, head);
            if (!out_->ok()) throw UsageError("--out " + out_->error());
        }
        if (json_) stdout_ = std::make_unique<ResultsWriter>(stdout, head);
    }

    // One batch per overload, in the chunk's order of first appearance; results keep the file's order.
    void chunk(std::vector<InputCase>& cases, size_t first) {
        start();
        big_ |= first + cases.size() > kCaseLinesUpTo;  // known with the first chunk, which is bigger
        std::vector<const Overload*> order;
        std::unordered_map<const Overload*, size_t> group_of;
        std::vector<std::vector<std::vector<Value>>> inputs;
        std::vector<std::pair<size_t, size_t>> where(cases.size());  // (group, index in the group)
        std::vector<Stored> stored(o_.rejudge ? cases.size() : 0);
        // Expression cases (expr/expr_eval.h), in batches of one expression; `where` marks them with the group
        // kExpression and their place in batched_at.
        std::vector<ExpressionGroup> groups;
        std::unordered_map<std::string, size_t> group_of_expression;
        std::vector<std::pair<size_t, size_t>> batched_at;  // an expression case's (group, case in the group)
        for (size_t i = 0; i < cases.size(); ++i) {
            if (cases[i].expression) {
                if (o_.fold)
                    throw UsageError(file_ + ": $.cases[" + std::to_string(first + i) +
                                     "] is an expression: --fold takes catalog calls only");
                const expr::Expression& e = *cases[i].expression;
                auto [it, added] = group_of_expression.emplace(expression_key(e, cases[i].precise), groups.size());
                if (added) groups.push_back({&e, cases[i].precise, {}, nullptr});
                std::vector<Value> values;
                for (const expr::Variable& v : e.variables) values.push_back(v.value);
                where[i] = {kExpression, batched_at.size()};
                batched_at.push_back({it->second, groups[it->second].inputs.size()});
                groups[it->second].inputs.push_back(std::move(values));
                continue;
            }
            if (o_.rejudge) stored[i] = take_stored(cases[i], *cases[i].overload, first + i, file_);
            auto [it, added] = group_of.emplace(cases[i].overload, order.size());
            if (added) {
                order.push_back(cases[i].overload);
                inputs.emplace_back();
            }
            where[i] = {it->second, inputs[it->second].size()};
            inputs[it->second].push_back(std::move(cases[i].inputs));
        }
        for (ExpressionGroup& g : groups) {
            g.batch = expr::evaluate_expression_batch(*g.expression, g.inputs, profile_, g.precise,
                                                      gpu_ ? gpu_->runner.get() : nullptr);
            std::vector<std::vector<Value>>().swap(g.inputs);
        }
        // A case whose reference the expression cannot give (more alternatives than it carries) is bad input; a
        // stored result's bits are read against the expression's row.
        for (size_t i = 0; i < cases.size(); ++i)
            if (where[i].first == kExpression) {
                const auto [g, k] = batched_at[where[i].second];
                if (const std::string& error = groups[g].batch->cases[k].error; !error.empty())
                    throw UsageError(file_ + ": $.cases[" + std::to_string(first + i) + "].expression: " + error);
                if (o_.rejudge) stored[i] = take_stored(cases[i], groups[g].batch->row, first + i, file_);
            }
        std::vector<BatchEvaluation> evals;
        std::vector<FoldEvaluation> folds;
        evals.reserve(order.size());
        for (size_t g = 0; g < order.size(); ++g) {
            evals.push_back(evaluate(*order[g], profile_, inputs[g], gpu_ ? gpu_->runner.get() : nullptr));
            std::vector<std::vector<Value>>().swap(inputs[g]);
            const BatchEvaluation& b = evals.back();
            if (o_.fold) folds.push_back(evaluate_folded(b, gpu_ ? gpu_->runner.get() : nullptr));
            if (b.kernel && !b.kernel->compiled && !json_ && failed_.insert(order[g]).second)
                human("  " + order[g]->declaration() + ": the shader did not compile for #version " +
                      std::to_string(profile_.glsl) + ":\n" + b.kernel->log + "\n");
        }
        if (o_.rejudge)
            for (size_t i = 0; i < cases.size(); ++i) {
                if (where[i].first == kExpression) {
                    const auto [g, k] = batched_at[where[i].second];
                    rejudge(groups[g].batch->batch, k, stored[i], first + i, groups[g].batch.get());
                } else {
                    rejudge(evals[where[i].first], where[i].second, stored[i], first + i);
                }
            }
        std::string line;
        for (size_t i = 0; i < cases.size(); ++i) {
            const expr::ExpressionBatch* xb =
                where[i].first == kExpression ? groups[batched_at[where[i].second].first].batch.get() : nullptr;
            const BatchEvaluation& b = xb ? xb->batch : evals[where[i].first];
            const size_t k = xb ? batched_at[where[i].second].second : where[i].second;
            if (out_ || stdout_) {
                line.clear();
                const nlohmann::json& original = cases[i].original;
                if (xb) {
                    nlohmann::json j = case_json(b, k, original.is_object() && !original.empty() ? &original : nullptr);
                    j["expression"] = expr::expression_json(*xb, k);
                    line = format_json_line(j);
                } else if (o_.fold) {
                    nlohmann::json j = case_json(b, k, original.is_object() && !original.empty() ? &original : nullptr);
                    j["fold"] = fold_json(folds[where[i].first], k);
                    line = format_json_line(j);
                } else if (original.is_object() && !original.empty()) line = format_json_line(case_json(b, k, &original));
                else append_case_line(line, b, k);  // the same value, without a document per case
                if (out_) out_->add_case_text(line);
                if (stdout_) stdout_->add_case_text(line);
            }
            const CaseResult& r = b.cases[k];
            std::string v = r.has_verdict ? std::string(verdict_name(r.verdict)) : o_.rejudge ? kNoGpuBits : "reference";
            ++counts_[v];
            violation_ |= r.has_verdict && r.verdict == Verdict::Violation;
            std::string folded;
            if (o_.fold) {
                const FoldCase& fc = folds[where[i].first].cases[k];
                auto side = [](const FoldSide& s) {
                    return s.has_bits ? std::string(verdict_name(s.result.verdict)) + (s.differs ? " (differs)" : "")
                                      : "(" + s.status + ")";
                };
                folded = "  folded: driver " + side(fc.driver) + ", glslang " + side(fc.glslang) +
                         (fold_differs(fc) ? "  fold-differs" : "");
                fold_differs_ += fold_differs(fc);
                violation_ |= fc.driver.has_bits && fc.driver.result.verdict == Verdict::Violation;
            }
            if (!json_ && !big_) {
                char buf[160];
                std::snprintf(buf, sizeof buf, "%-4zu %-18s %-30s %s", first + i, b.overload->function.c_str(),
                              type_name(r.inputs.empty() ? Type{} : r.inputs[0].type).c_str(), v.c_str());
                case_lines_ += buf + folded + "\n";
            }
        }
        total_ = first + cases.size();
        if (big_ && !json_) progress(false);
    }

    // After the whole file was read: the --out file goes into place, the summary is printed.
    int finish() {
        start();  // a document with no cases still gets its results document
        if (o_.rejudge && total_ > 0 && rejudged_ == 0)
            throw UsageError(file_ + ": no case holds GPU bits ($.cases[].gpu): --rejudge needs the results of run, "
                                     "eval or sweep on a GL context (not --cpu-only, not a vectors file)");
        nlohmann::json tail = nlohmann::json::object();
        if (o_.rejudge) {
            if (!device_written_ && !stored_device_.is_null()) tail["device"] = stored_device_;
            if (!sweep_written_ && !stored_sweep_.is_null()) tail["sweep"] = stored_sweep_;
            tail["rejudged"] = {{"tool", kTool}, {"cases", rejudged_}, {"verdicts_changed", changed_}};
        }
        if (stdout_ && !stdout_->finish(tail)) throw UsageError("stdout: " + stdout_->error());
        if (out_ && !out_->finish(tail)) throw UsageError(out_->error());
        if (big_ && !json_) progress(true);
        if (!json_) {
            std::string s = case_lines_ + std::to_string(total_) + " cases:";
            for (auto& [k, n] : counts_) s += " " + k + " " + std::to_string(n) + ";";
            if (o_.fold) s += " fold-differs " + std::to_string(fold_differs_) + ";";
            std::printf("%s\n", s.c_str());
        }
        if (o_.rejudge) {
            // The point of re-judging: which stored verdicts this version's rules change.
            std::string s = "rejudged " + std::to_string(rejudged_) + " cases with GPU bits: " +
                            std::to_string(changed_) + (changed_ == 1 ? " verdict differs" : " verdicts differ") +
                            " from the stored ones\n" + changed_lines_;
            if (changed_ > kChangedLinesUpTo)
                s += "  (" + std::to_string(changed_ - kChangedLinesUpTo) + " more)\n";
            std::fprintf(json_ ? stderr : stdout, "%s", s.c_str());
        }
        return violation_ ? kViolation : kOk;
    }

private:
    using Clock = std::chrono::steady_clock;

    // Case k of `b` judged from its stored bits, as evaluate() judges fresh ones (settle_case; an expression's case k
    // of x against each of its alternatives, judge_case); an unwritten lane is known by its note.
    void rejudge(BatchEvaluation& b, size_t k, Stored& st, size_t index, expr::ExpressionBatch* x = nullptr) {
        CaseResult& r = b.cases[k];
        if (!st.gpu) {
            r.has_verdict = false;
            r.note = "not re-judged: the file holds no GPU bits for this case";
            if (!st.verdict.empty()) r.note += " (stored verdict: " + st.verdict + (st.note.empty() ? "" : "; " + st.note) + ")";
            return;
        }
        r.gpu = std::move(*st.gpu);
        r.gpu_ran = true;
        r.written = st.note != kUnwrittenLaneNote;
        settle_case(b, r);
        if (x) expr::judge_case(x->cases[k].alternatives, r, x->cases[k].per_alternative, x->cases[k].chosen);
        ++rejudged_;
        const std::string now(verdict_name(r.verdict));
        if (st.verdict == now) return;
        if (++changed_ > kChangedLinesUpTo) return;
        const std::string what = x ? "expression " + expr::parenthesised(x->expression) : b.overload->declaration();
        changed_lines_ += "  case " + std::to_string(index) + " " + what + ": stored " +
                          (st.verdict.empty() ? std::string("(none)") : st.verdict) + ", now " + now + "\n";
    }

    // Small files keep their notes with the case lines; big ones print them as they come.
    void human(const std::string& s) {
        if (big_) std::printf("%s", s.c_str());
        else case_lines_ += s;
    }

    void progress(bool done) {
        auto now = Clock::now();
        if (!done && now - last_progress_ < std::chrono::seconds(2)) return;
        last_progress_ = now;
        double secs = std::chrono::duration<double>(now - start_).count();
        std::fprintf(stderr, "run %s: %zu cases %s in %.1f s\n", file_.c_str(), total_,
                     done ? "evaluated" : "so far", secs);
    }

    const Options& o_;
    std::string file_;
    bool json_;  // the results document goes to stdout (--json, or --out -): no text around it
    Profile profile_;
    std::unique_ptr<GpuSession> gpu_;
    std::unique_ptr<ResultsWriter> out_, stdout_;
    std::map<std::string, size_t> counts_;
    std::set<const Overload*> failed_;
    std::string case_lines_;
    nlohmann::json stored_device_, stored_sweep_;  // --rejudge: the results file's "device" and "sweep"
    bool device_written_ = false, sweep_written_ = false;
    size_t rejudged_ = 0, changed_ = 0;
    std::string changed_lines_;
    size_t total_ = 0;
    size_t fold_differs_ = 0;  // --fold: cases whose driver or glslang folded bits differ from the runtime ones
    bool started_ = false;
    bool big_ = false;  // more than kCaseLinesUpTo cases: no line per case
    bool violation_ = false;
    Clock::time_point start_, last_progress_;
};

}  // namespace

int cmd_run(const Options& o) {
    if (o.positional.size() != 1) throw UsageError("run takes one vectors file, e.g. run presets/msad4.json");
    if (o.rejudge && o.cpu_only)
        throw UsageError("run: --rejudge judges the stored GPU bits and --cpu-only drops them: give one of the two");
    if (o.fold && (o.cpu_only || o.rejudge))
        throw UsageError(std::string("run: --fold compiles the cases again on the driver, and ") +
                         (o.cpu_only ? "--cpu-only" : "--rejudge") + " runs no driver: give one of the two");
    const std::string& file = o.positional[0];
    // Each chunk allocates and frees some 100 MB: keep it in the heap rather than give it back to the system
    // and take page faults on it again for the next chunk (a fifth of the run's time).
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    try {
        VectorsReader reader = VectorsReader::open(file);
        if (!o.out.empty() && !is_stdout(o.out)) {
            std::string err = check_writable(o.out);
            if (!err.empty()) throw UsageError("--out " + err);
            err = check_distinct_outputs({{"--out", o.out}}, {file});
            if (!err.empty()) throw UsageError(err);
        }
        Run run(o, file);
        VectorsSink sink;
        sink.header = [&](const std::optional<Profile>& p) { run.header(p); };
        if (o.rejudge) sink.object = [&](const std::string& k, const nlohmann::json& v) { run.kept(k, v); };
        sink.chunk = [&](std::vector<InputCase>& cases, size_t first) { run.chunk(cases, first); };
        VectorsReadOptions ro;
        ro.keep_known_fields = false;
        ro.allow_expressions = true;
        ro.keep_stored_gpu = o.rejudge;
        reader.read(Catalog::get(), sink, ro);
        return run.finish();
    } catch (const VectorsError& e) {
        // Also a late one: the results written so far are in the temporary file, which ~ResultsWriter removed.
        std::fflush(stdout);
        throw UsageError(e.what());
    } catch (const NoContext&) {
        return kNoContext;
    }
}

}  // namespace il::cli
