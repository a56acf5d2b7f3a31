// Temporary files beside a target, renamed into place when complete, so that a reader of the target sees
// the previous file or the new one, never a part. The name is ".NAME.PID.tmp" in the target's directory
// (f.json is written as .f.json.1234.tmp). While one is open it is registered: SIGINT, SIGTERM and SIGHUP
// remove the registered files, say so on stderr and end the process with 128 + the signal (130, 143, 129);
// SIGPIPE does the same without a message. Only SIGKILL (or a power cut) leaves one behind.
#pragma once
#include <string>

namespace il {

std::string temp_path_for(const std::string& target);

// Registers `path` for removal on those signals while it lives; release() once it has been renamed.
class TempFileGuard {
public:
    TempFileGuard(const std::string& path, const std::string& target);
    ~TempFileGuard() { release(); }
    TempFileGuard(const TempFileGuard&) = delete;
    TempFileGuard& operator=(const TempFileGuard&) = delete;
    void release();

private:
    int slot_ = -1;
};

// Installs the signal handlers (once per process); `program` starts the message.
void install_interrupt_cleanup(const char* program);

}  // namespace il
