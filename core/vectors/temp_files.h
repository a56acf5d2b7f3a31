// Temporary files beside a target, renamed into place when complete, so that a reader of the target sees
// the previous file or the new one, never a part. The temporary is created with O_EXCL under an unpredictable
// name in the target's directory (f.json is written as .f.json.1234.Ab3xYz.tmp, 1234 the process id), synced
// before the rename, and the directory after it. A target that is a symlink is followed: the file it names is
// replaced and the link kept. A target that is not a regular file (a device, a FIFO, /dev/stdout on a
// terminal) is refused, never renamed over. While one is open it is registered: SIGINT, SIGTERM and SIGHUP
// remove the registered files, say so on stderr and end the process with 128 + the signal (130, 143, 129);
// SIGPIPE does the same without a message. Only SIGKILL (or a power cut) leaves one behind.
#pragma once
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace il {

// The file that writing `target` replaces: `target`, or what its symlinks lead to. "" with `error` set when
// that exists and is not a regular file, or the links loop.
std::string resolve_output_path(const std::string& target, std::string* error);

class TempFileGuard;

// An open temporary file, registered for removal on a signal from before it exists.
struct TempFile {
    int fd = -1;
    std::string path;
    std::unique_ptr<TempFileGuard> guard;
    TempFile();
    TempFile(TempFile&&) noexcept;
    TempFile& operator=(TempFile&&) noexcept;
    ~TempFile();  // closes the descriptor if still open; the file is left to the caller
};

// Creates the temporary for `target` (already resolved) with O_EXCL: mode 0666 less the umask, or the target's
// mode when it exists. fd -1 with `error` set on failure.
TempFile create_temp_beside(const std::string& target, std::string* error);

// Renames `tmp` over `target` and syncs the directory; "" or a message (the temporary is then removed).
// The file itself must be synced (fsync) and closed before.
std::string commit_temp(const std::string& tmp, const std::string& target);

// "" when no two outputs (flag and path, e.g. {"--out", "r.json"}) are the same file, and none is one of the
// inputs; otherwise the message. Paths are compared as files (symlinks followed, "./a" is "a").
std::string check_distinct_outputs(const std::vector<std::pair<std::string, std::string>>& outputs,
                                   const std::vector<std::string>& inputs);

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
