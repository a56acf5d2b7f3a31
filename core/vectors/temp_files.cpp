#include "vectors/temp_files.h"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstring>
#include <filesystem>

namespace il {
namespace {

// Fixed storage: the handler may only touch what needs no allocation (unlink and write are
// async-signal-safe; a slot is published with an atomic store after its strings are complete).
constexpr int kSlots = 16;
constexpr size_t kPathMax = 4096;

struct Slot {
    std::atomic<int> used{0};
    char path[kPathMax];
    char target[kPathMax];
};

Slot g_slots[kSlots];
const char* g_program = "intrinsic-lab";

void say(const char* s) {
    size_t n = std::strlen(s);
    while (n > 0) {
        ssize_t w = ::write(STDERR_FILENO, s, n);
        if (w <= 0) return;
        s += w;
        n -= static_cast<size_t>(w);
    }
}

const char* signal_label(int sig) {
    switch (sig) {
        case SIGINT: return "SIGINT";
        case SIGTERM: return "SIGTERM";
        case SIGHUP: return "SIGHUP";
        default: return "SIGPIPE";
    }
}

void on_signal(int sig) {
    bool quiet = sig == SIGPIPE;
    if (!quiet) {
        say(g_program);
        say(": interrupted (");
        say(signal_label(sig));
        say(")");
    }
    for (Slot& s : g_slots) {
        if (s.used.load() != 1) continue;
        if (::unlink(s.path) != 0 || quiet) continue;
        say("; removed the unfinished ");
        say(s.path);
        say(", ");
        say(s.target);
        say(" is as it was");
    }
    if (!quiet) say("\n");
    ::_exit(128 + sig);
}

}  // namespace

std::string temp_path_for(const std::string& target) {
    std::filesystem::path p(target);
    std::string name = "." + p.filename().string() + "." + std::to_string(::getpid()) + ".tmp";
    return (p.has_parent_path() ? p.parent_path() / name : std::filesystem::path(name)).string();
}

TempFileGuard::TempFileGuard(const std::string& path, const std::string& target) {
    if (path.size() >= kPathMax || target.size() >= kPathMax) return;  // not removed on a signal
    for (int i = 0; i < kSlots; ++i) {
        int expected = 0;
        if (!g_slots[i].used.compare_exchange_strong(expected, 2)) continue;  // 2: being filled
        std::memcpy(g_slots[i].path, path.c_str(), path.size() + 1);
        std::memcpy(g_slots[i].target, target.c_str(), target.size() + 1);
        g_slots[i].used.store(1);
        slot_ = i;
        return;
    }
}

void TempFileGuard::release() {
    if (slot_ >= 0) g_slots[slot_].used.store(0);
    slot_ = -1;
}

void install_interrupt_cleanup(const char* program) {
    g_program = program;
    struct sigaction sa {};
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) sigaddset(&sa.sa_mask, sig);
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) sigaction(sig, &sa, nullptr);
}

}  // namespace il
