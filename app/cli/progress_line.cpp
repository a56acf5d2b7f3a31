#include "cli/progress_line.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

namespace il::cli {

std::string duration_text(double s) {
    char buf[32];
    if (s < 60) std::snprintf(buf, sizeof buf, "%.0fs", s);
    else if (s < 3600) std::snprintf(buf, sizeof buf, "%dm%02ds", static_cast<int>(s) / 60, static_cast<int>(s) % 60);
    else std::snprintf(buf, sizeof buf, "%dh%02dm", static_cast<int>(s) / 3600, static_cast<int>(s) / 60 % 60);
    return buf;
}

ProgressLine::ProgressLine(std::string label, uint64_t first, uint64_t stride, uint64_t before, uint64_t total,
                           const ProgressTotal* all)
    : label_(std::move(label)), first_(first), stride_(stride), before_(before), total_(total), all_(all),
      tty_(isatty(2) != 0) {}

void ProgressLine::update(uint64_t done_now, bool last) {
    const Clock::time_point now = Clock::now();
    if (!last && now - shown_ < std::chrono::seconds(tty_ ? 1 : 10)) return;
    shown_ = now;
    const double secs = std::chrono::duration<double>(now - start_).count();
    const double rate = secs > 0 ? static_cast<double>(done_now) / secs : 0;
    const uint64_t done = before_ + done_now;
    const double left = rate > 0 ? static_cast<double>(total_ - done) / rate : 0;
    const double share = total_ ? static_cast<double>(done) / static_cast<double>(total_) : 1.0;
    // The whole run's share and time left, where this sweep is one of several.
    double all_share = -1;
    std::string all_left;
    if (all_ && all_->seconds_each > 0 && all_->sweeps) {
        // Each sweep given its seconds: this one's share and time left, and those seconds for each not begun.
        const uint64_t after = all_->sweeps - std::min(all_->sweeps, all_->sweeps_done + 1);
        all_share = (static_cast<double>(all_->sweeps_done) + share) / static_cast<double>(all_->sweeps);
        all_left = duration_text((last ? 0 : left) + static_cast<double>(after) * all_->seconds_each);
    } else if (all_ && all_->cases) {
        // The whole run at its own rate so far: sweeps differ in speed, so this settles as it goes.
        const uint64_t all_done = all_->done + done;
        const double all_secs = std::chrono::duration<double>(now - all_->start).count();
        const double all_rate = all_secs > 0 ? static_cast<double>(all_done) / all_secs : 0;
        all_share = static_cast<double>(all_done) / static_cast<double>(all_->cases);
        all_left = all_rate > 0 ? duration_text(static_cast<double>(all_->cases - all_done) / all_rate) : "?";
    }
    std::string overall;
    if (all_share >= 0) {
        char buf[96];
        std::snprintf(buf, sizeof buf, "; all %5.1f%% ETA %s", 100.0 * all_share, all_left.c_str());
        overall = buf;
    }
    char at[40];
    std::snprintf(at, sizeof at, case_index_ ? "case %llu" : "0x%08llx",
                  static_cast<unsigned long long>(first_ + done * stride_));
    std::fprintf(stderr, "%s%s: at %s  %5.1f%%  %.1fM cases/s  %s %s%s%s", tty_ ? "\r" : "", label_.c_str(), at,
                 100.0 * share, rate / 1e6,
                 last ? "took" : "ETA", duration_text(last ? secs : left).c_str(), overall.c_str(),
                 tty_ && !last ? "   " : "\n");
}

}  // namespace il::cli
