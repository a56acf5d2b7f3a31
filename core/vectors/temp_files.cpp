#include "vectors/temp_files.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <utility>

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

namespace {

std::string dir_of(const std::string& path) {
    std::filesystem::path p(path);
    return p.has_parent_path() ? p.parent_path().string() : std::string(".");
}

std::string random_suffix() {
    static const char kChars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::random_device rd;
    std::string s;
    for (int i = 0; i < 6; ++i) s += kChars[rd() % 62];
    return s;
}

}  // namespace

std::string resolve_output_path(const std::string& target, std::string* error) {
    std::string p = target;
    for (int links = 0;; ++links) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0) {
            if (errno == ENOENT) return p;  // a new file (or a dangling link's target)
            *error = target + ": " + std::strerror(errno);
            return "";
        }
        if (S_ISREG(st.st_mode)) return p;
        if (!S_ISLNK(st.st_mode)) {
            *error = target + (p == target ? "" : " (a link to " + p + ")") +
                     ": is not a regular file (results are written beside it and renamed over it)";
            return "";
        }
        if (links >= 40) {
            *error = target + ": too many levels of symbolic links";
            return "";
        }
        std::string buf(4096, '\0');
        ssize_t n = ::readlink(p.c_str(), buf.data(), buf.size());
        if (n < 0 || static_cast<size_t>(n) >= buf.size()) {
            *error = target + ": cannot read the link " + p;
            return "";
        }
        buf.resize(static_cast<size_t>(n));
        p = buf.front() == '/' ? buf : (std::filesystem::path(dir_of(p)) / buf).string();
    }
}

TempFile::TempFile() = default;
TempFile::TempFile(TempFile&& o) noexcept : fd(std::exchange(o.fd, -1)), path(std::move(o.path)), guard(std::move(o.guard)) {}
TempFile& TempFile::operator=(TempFile&& o) noexcept {
    if (this != &o) {
        if (fd >= 0) ::close(fd);
        fd = std::exchange(o.fd, -1);
        path = std::move(o.path);
        guard = std::move(o.guard);
    }
    return *this;
}
TempFile::~TempFile() {
    if (fd >= 0) ::close(fd);
}

TempFile create_temp_beside(const std::string& target, std::string* error) {
    TempFile t;
    mode_t mode = 0;
    struct stat st {};
    if (::stat(target.c_str(), &st) == 0) {
        mode = st.st_mode & 07777;
    } else {
        mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    std::filesystem::path p(target);
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string name = "." + p.filename().string() + "." + std::to_string(::getpid()) + "." + random_suffix() + ".tmp";
        t.path = (p.has_parent_path() ? p.parent_path() / name : std::filesystem::path(name)).string();
        t.guard = std::make_unique<TempFileGuard>(t.path, target);  // before the file exists: a signal removes it
        t.fd = ::open(t.path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (t.fd >= 0) {
            ::fchmod(t.fd, mode);  // created 0600: never readable by others before its mode is set
            return t;
        }
        int err = errno;
        t.guard.reset();  // nothing of ours to remove
        if (err != EEXIST) {
            *error = target + ": cannot create " + t.path + " (" + std::strerror(err) + ")";
            return TempFile{};
        }
    }
    *error = target + ": cannot create a temporary file beside it (every name tried exists)";
    return TempFile{};
}

std::string commit_temp(const std::string& tmp, const std::string& target) {
    // Checked again just before: a device or FIFO that appeared since is not renamed over.
    struct stat st {};
    if (::lstat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        ::unlink(tmp.c_str());
        return target + ": is no longer a regular file; nothing was renamed over it";
    }
    if (std::rename(tmp.c_str(), target.c_str()) != 0) {
        int err = errno;
        ::unlink(tmp.c_str());
        return target + ": cannot rename " + tmp + " into place (" + std::strerror(err) + ")";
    }
    // The rename is durable once the directory is synced; a failure here loses nothing already written.
    int dir = ::open(dir_of(target).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return "";
}

namespace {

// The same file: the same device and inode when it exists, else the same normalized absolute path.
bool same_file(const std::string& a, const std::string& b) {
    struct stat sa {}, sb {};
    bool ea = ::stat(a.c_str(), &sa) == 0, eb = ::stat(b.c_str(), &sb) == 0;
    if (ea && eb) return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    if (ea != eb) return false;
    std::error_code ec1, ec2;
    auto ca = std::filesystem::weakly_canonical(std::filesystem::absolute(a), ec1);
    auto cb = std::filesystem::weakly_canonical(std::filesystem::absolute(b), ec2);
    return !ec1 && !ec2 && ca == cb;
}

}  // namespace

std::string check_distinct_outputs(const std::vector<std::pair<std::string, std::string>>& outputs,
                                   const std::vector<std::string>& inputs) {
    for (size_t i = 0; i < outputs.size(); ++i) {
        const auto& [flag, path] = outputs[i];
        if (path.empty()) continue;
        for (const std::string& in : inputs)
            if (same_file(path, in))
                return flag + " " + path + ": is the input " + in + "; it would be replaced (write to another file)";
        for (size_t j = 0; j < i; ++j)
            if (!outputs[j].second.empty() && same_file(path, outputs[j].second))
                return flag + " " + path + ": is also " + outputs[j].first + " " + outputs[j].second +
                       "; one would overwrite the other";
    }
    return "";
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
