// The batch table's model: many cases at once (pasted, loaded from a vectors file, or generated), evaluated together
// per overload, counted and sorted by verdict, exported as one document. No ImGui call here.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/evaluate.h"
#include "gui/stored_results.h"
#include "vectors/vectors_json.h"

namespace il::gui {

struct BatchRow {
    const Overload* overload = nullptr;
    std::vector<Value> inputs;
    nlohmann::json original;      // extra fields of a loaded case, kept on export
    size_t group = 0, index = 0;  // where its result lies in the last evaluation
    std::vector<Value> stored_gpu;  // a loaded results file's GPU bits for the case (stored_results.h); often none
};

// The table's sortable columns, in table order.
enum class BatchSort { Order, Function, Inputs, Gpu, Reference, Ulp, Rule, Verdict, Note, Stored };

// What the summary line shows: counts by verdict ("not run" for rows without one) over the whole batch, the rows the
// filter shows, and the largest ULP distance with the row (0-based) where it is.
struct BatchSummary {
    std::map<std::string, size_t> counts;
    size_t shown = 0;
    std::optional<uint64_t> max_ulp;
    size_t max_ulp_row = 0;
    // Rows with stored GPU bits that this driver also ran, those whose bits differ, and the first such row.
    size_t stored_rows = 0, stored_compared = 0, stored_differ = 0;
    size_t first_differ_row = 0;
};

// The verdict filter's entry for rows whose stored GPU bits differ from this driver's.
inline constexpr const char* kDiffersFromStored = "differs from stored";

// Narrows the rows shown: a verdict name ("match", …, "not run"; empty for all) and a function name part.
struct BatchFilter {
    std::string verdict;
    std::string function;
    bool operator==(const BatchFilter& o) const { return verdict == o.verdict && function == o.function; }
};

class BatchState {
public:
    // The table holds at most this many rows (a bigger file is for `intrinsic-lab run`): adding past it adds what
    // fits (special values, random) or nothing (a file, pasted text), with the error.
    static constexpr size_t kMaxRows = 100000;

    const std::vector<BatchRow>& rows() const { return rows_; }
    size_t size() const { return rows_.size(); }
    void clear();  // the rows and the title
    void add(const Overload& o, std::vector<Value> inputs, nlohmann::json original = {});
    // Rows made elsewhere (the Expression mode's pasted assignments), added together, `source` joining the title.
    // Returns the error and adds nothing when they would pass kMaxRows.
    std::string add_rows(std::vector<BatchRow> rows, const std::string& source);
    std::string add_file(const VectorFile& f);  // the error, empty when the cases were added
    // One case per line: the arguments as GLSL literals separated by commas or tabs, or `fn(args…)`; `#` starts a
    // comment. A text that starts with '{' is read as a vectors document. Returns the first error ("line 3: …"),
    // and adds nothing when there is one.
    std::string add_text(const std::string& text, const Catalog& catalog, const std::string& default_function);
    // Special values of each input's scalar type, rotated across components and parameters; at most `limit` cases
    // (and at most what kMaxRows leaves).
    void add_special(const Overload& o, size_t limit);
    void add_random(const Overload& o, size_t n, uint32_t seed);

    bool needs_evaluation(const Profile& p) const { return !rows_.empty() && (dirty_ || p != profile_); }
    void request_run() { dirty_ = true; }
    bool refresh(const Profile& p, Runner* runner);  // true when it evaluated
    // How refresh evaluates one overload's rows: engine's evaluate() unless set. The Expression mode's batch sets
    // its own (one expression, its input sets through one kernel: expr::evaluate_expression_batch).
    using Evaluator = std::function<BatchEvaluation(const Overload&, const Profile&,
                                                    const std::vector<std::vector<Value>>&, Runner*)>;
    void set_evaluator(Evaluator e) { evaluator_ = std::move(e); }
    std::string evaluation_error() const { return error_; }
    // The first driver fault of the last evaluation (a time-out, a lost context), or empty.
    std::string driver_error() const;
    // As PlaygroundState::forget_results: the rows stay, their results are evaluated again.
    void forget_results();

    // The result of row `r` (null before it was evaluated).
    const CaseResult* result(size_t r) const;
    const BatchEvaluation* group_of(size_t r) const;
    // "not run" for rows without a verdict.
    std::map<std::string, size_t> counts() const { return summary_.counts; }
    // Kept up to date as rows are added, evaluated or filtered: the table reads it every frame.
    const BatchSummary& summary() const { return summary_; }

    // Display order of the rows the filter lets through.
    const std::vector<size_t>& order() const { return order_; }
    void sort(BatchSort by, bool ascending);
    BatchSort sorted_by() const { return sort_by_; }
    bool ascending() const { return ascending_; }
    void set_filter(const BatchFilter& f);
    const BatchFilter& filter() const { return filter_; }

    // Where the rows came from: a loaded file's title, "preset fma", "random exp2 (1000, seed 1)", joined with " + "
    // as sources are added; empty after clear().
    const std::string& title() const { return title_; }
    void set_title(std::string t) { title_ = std::move(t); }
    void add_source(const std::string& what);

    // Up to `limit` rows as JSON for state.json (function declaration and inputs as GLSL text, and the sort), and
    // back; restore
    // skips rows whose function or inputs no longer read, and says how many in the returned text.
    nlohmann::json save(size_t limit) const;
    std::string restore(const nlohmann::json& j, const Catalog& catalog);

    nlohmann::json document(const DeviceInfo* device) const;

    // Row `r`'s stored GPU bits against this driver's: None without stored bits or a GPU result.
    StoredCompare stored_compare(size_t r) const;
    // The driver a loaded results file names (stored_device_text), set by the loader; empty after clear().
    const std::string& stored_device() const { return stored_device_; }
    void set_stored_device(std::string d) { stored_device_ = std::move(d); }

private:
    void added();
    void rebuild_order();
    void summarize();
    bool passes(size_t r) const;

    std::vector<BatchRow> rows_;
    std::vector<BatchEvaluation> groups_;
    std::vector<size_t> order_;
    Profile profile_;
    bool dirty_ = true;
    bool evaluated_ = false;
    std::string error_;
    BatchSort sort_by_ = BatchSort::Order;
    bool ascending_ = true;
    BatchFilter filter_;
    BatchSummary summary_;
    std::string title_;
    std::string stored_device_;
    Evaluator evaluator_;
};

// Sorting rank of a verdict: violation first when descending.
int verdict_rank(const CaseResult* r);

}  // namespace il::gui
