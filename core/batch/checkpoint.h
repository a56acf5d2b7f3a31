// The journal of a resumable sweep (`sweep --exhaustive --resume FILE`): one line of JSON per record, appended
// and never rewritten. Line 1 is the header (what is swept: overload, profile, range, keep, device); then the
// kept cases, one JSON line each, and after every batch of them a commit line {"commit": {"done": N, tally}}
// that says the first N cases are judged and every case they keep is above it. A commit is written only after
// the cases before it are synced, and synced itself before the run goes on, so a kill (even kill -9 or a power
// cut) at any moment leaves the last commit and everything before it intact; whatever follows it is cut off
// when the journal is opened again.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "batch/batch_engine.h"

namespace il {

class Checkpoint {
public:
    static constexpr const char* kSchema = "intrinsic-lab.checkpoint/1";
    // Opens the journal at `path`. A missing or empty file (or one killed while its header was written) starts
    // a new journal with `header`; an existing one must have the same header (`error` names the first field
    // that differs) and is cut back to its last commit. Null with `error` set on failure.
    static std::unique_ptr<Checkpoint> open(const std::string& path, nlohmann::json header, std::string* error);
    ~Checkpoint();
    Checkpoint(const Checkpoint&) = delete;
    Checkpoint& operator=(const Checkpoint&) = delete;

    bool resumed() const { return resumed_; }    // the journal existed with commits
    uint64_t done() const { return done_; }      // cases judged at the last commit
    const BatchTally& tally() const { return tally_; }  // their tally
    // A kept case (one JSON line, case_writer.h) after the last commit; written out, not yet committed.
    bool add_case(std::string_view line);
    // Syncs the cases added since the last commit, then appends and syncs the commit of `done` cases with
    // their tally. False with error() set when a write fails.
    bool commit(uint64_t done, const BatchTally& tally);
    // Every committed kept case, in order.
    bool for_each_case(const std::function<void(std::string_view)>& f);
    const std::string& error() const { return error_; }

private:
    Checkpoint() = default;
    bool write_all(std::string_view s);
    bool flush_pending();

    std::string path_, error_, pending_;
    int fd_ = -1;
    bool resumed_ = false;
    uint64_t done_ = 0, committed_bytes_ = 0;
    BatchTally tally_;
};

// The commit record's tally, and back; false when `j` is not one.
nlohmann::json tally_json(const BatchTally& t);
bool tally_from_json(const nlohmann::json& j, BatchTally& t);

}  // namespace il
