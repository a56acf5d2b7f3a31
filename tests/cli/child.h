// The binary as a child process for the command-line tests that need more than popen: its peak resident
// memory (wait4's ru_maxrss), its exit status or signal, stdout and stderr in files, and signals sent to it.
#pragma once
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace il::test {

struct ChildResult {
    int exit_code = -1;    // -1 when it ended by a signal
    int signal = 0;        // the signal that ended it, if any
    long max_rss_kb = 0;   // peak resident set size
};

inline std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

class Child {
public:
    // Starts IL_BINARY with `args`; stdout and stderr go to the two files.
    Child(const std::vector<std::string>& args, const std::string& out, const std::string& err) {
        std::vector<std::string> all = {IL_BINARY};
        all.insert(all.end(), args.begin(), args.end());
        std::vector<char*> argv;
        for (std::string& a : all) argv.push_back(a.data());
        argv.push_back(nullptr);
        posix_spawn_file_actions_t fa;
        posix_spawn_file_actions_init(&fa);
        posix_spawn_file_actions_addopen(&fa, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        posix_spawn_file_actions_addopen(&fa, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (posix_spawn(&pid_, argv[0], &fa, nullptr, argv.data(), environ) != 0) pid_ = -1;
        posix_spawn_file_actions_destroy(&fa);
    }
    ~Child() {
        if (pid_ > 0 && !done_) {
            ::kill(pid_, SIGKILL);
            wait();
        }
    }
    pid_t pid() const { return pid_; }
    void signal(int sig) { ::kill(pid_, sig); }
    ChildResult wait() {
        if (done_ || pid_ <= 0) return result_;
        int status = 0;
        struct rusage ru {};
        while (::wait4(pid_, &status, 0, &ru) < 0 && errno == EINTR) {
        }
        done_ = true;
        result_.max_rss_kb = ru.ru_maxrss;
        if (WIFEXITED(status)) result_.exit_code = WEXITSTATUS(status);
        if (WIFSIGNALED(status)) result_.signal = WTERMSIG(status);
        return result_;
    }
    // Polls `ready` every 50 ms until it holds, the child ends, or `limit` passes; true when it held.
    bool wait_until(const std::function<bool()>& ready, std::chrono::seconds limit) {
        auto end = std::chrono::steady_clock::now() + limit;
        while (std::chrono::steady_clock::now() < end) {
            if (ready()) return true;
            int status = 0;
            if (::waitpid(pid_, &status, WNOHANG) == pid_) {
                done_ = true;
                if (WIFEXITED(status)) result_.exit_code = WEXITSTATUS(status);
                if (WIFSIGNALED(status)) result_.signal = WTERMSIG(status);
                return ready();
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        return false;
    }

private:
    pid_t pid_ = -1;
    bool done_ = false;
    ChildResult result_;
};

}  // namespace il::test
