// The batch table's model: many cases at once (pasted, loaded from a vectors file, or generated), evaluated together
// per overload, counted and sorted by verdict, exported as one document. No ImGui call here.
#pragma once
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/evaluate.h"
#include "vectors/vectors_json.h"

namespace il::gui {

struct BatchRow {
    const Overload* overload = nullptr;
    std::vector<Value> inputs;
    nlohmann::json original;      // extra fields of a loaded case, kept on export
    size_t group = 0, index = 0;  // where its result lies in the last evaluation
};

enum class BatchSort { Order, Verdict, Function };

class BatchState {
public:
    // The table holds at most this many rows (a bigger file is for `intrinsic-lab run`): adding past it adds what
    // fits (special values, random) or nothing (a file, pasted text), with the error.
    static constexpr size_t kMaxRows = 100000;

    const std::vector<BatchRow>& rows() const { return rows_; }
    size_t size() const { return rows_.size(); }
    void clear();
    void add(const Overload& o, std::vector<Value> inputs, nlohmann::json original = {});
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
    std::string evaluation_error() const { return error_; }
    // The first driver fault of the last evaluation (a time-out, a lost context), or empty.
    std::string driver_error() const;
    // As PlaygroundState::forget_results: the rows stay, their results are evaluated again.
    void forget_results();

    // The result of row `r` (null before it was evaluated).
    const CaseResult* result(size_t r) const;
    const BatchEvaluation* group_of(size_t r) const;
    // "not run" for rows without a verdict.
    std::map<std::string, size_t> counts() const;

    // Display order of the rows.
    const std::vector<size_t>& order() const { return order_; }
    void sort(BatchSort by, bool ascending);

    nlohmann::json document(const DeviceInfo* device) const;

private:
    void added();

    std::vector<BatchRow> rows_;
    std::vector<BatchEvaluation> groups_;
    std::vector<size_t> order_;
    Profile profile_;
    bool dirty_ = true;
    bool evaluated_ = false;
    std::string error_;
    BatchSort sort_by_ = BatchSort::Order;
    bool ascending_ = true;
};

// Sorting rank of a verdict: violation first when descending.
int verdict_rank(const CaseResult* r);

}  // namespace il::gui
