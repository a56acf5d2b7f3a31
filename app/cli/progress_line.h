// A progress line on stderr for a long sweep: the next pattern, the share done, the rate and the time left
// (redrawn in place every second on a terminal, a new line every 10 s otherwise).
#pragma once
#include <chrono>
#include <cstdint>
#include <string>

namespace il::cli {

// "42s", "3m05s", "2h07m"
std::string duration_text(double seconds);

// The whole of a run of several sweeps: its cases and when it started, for an overall share and ETA.
struct ProgressTotal {
    uint64_t cases = 0;
    uint64_t done = 0;  // of the sweeps finished
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    // Where each sweep is given a time instead (accuracy --seconds-per-function S: every sweep's stride is chosen
    // for S seconds, so its count is not known before it starts): `seconds_each` S, `sweeps` of them, `sweeps_done`
    // finished. The share and ETA then count sweeps: this one's share and time left, and S for each not begun.
    double seconds_each = 0;
    uint64_t sweeps = 0, sweeps_done = 0;
};

class ProgressLine {
public:
    // `label` ("exhaustive float exp2(float x)"); case i is the pattern first + i·stride; `before` cases were done
    // by an earlier run, of `total`. With `all`, the line ends with the share and ETA of the whole run.
    ProgressLine(std::string label, uint64_t first, uint64_t stride, uint64_t before, uint64_t total,
                 const ProgressTotal* all = nullptr);
    // "at case 1234" instead of "at 0x…": where the cases are a grid's (GridSource), not bit patterns.
    void show_case_index() { case_index_ = true; }
    // done_now: the cases done by this run; last: the final line, with the time taken.
    void update(uint64_t done_now, bool last);

private:
    using Clock = std::chrono::steady_clock;
    std::string label_;
    uint64_t first_, stride_, before_, total_;
    const ProgressTotal* all_;
    bool tty_;
    bool case_index_ = false;
    Clock::time_point start_ = Clock::now(), shown_ = Clock::now();
};

}  // namespace il::cli
