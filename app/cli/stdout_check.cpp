#include "cli/stdout_check.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace il::cli {
namespace {

const char* g_program = "intrinsic-lab";

void check_now() {
    errno = 0;
    const bool flushed = std::fflush(stdout) == 0;
    const int err = errno;
    if (flushed && !std::ferror(stdout)) return;
    if (err) std::fprintf(stderr, "%s: writing to standard output failed (%s)\n", g_program, std::strerror(err));
    else std::fprintf(stderr, "%s: writing to standard output failed\n", g_program);
    std::_Exit(2);
}

}  // namespace

void check_stdout_at_exit(const char* program) {
    g_program = program;
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        int got = ::open("/dev/null", O_RDONLY);
        if (got >= 0 && got != fd) {
            ::dup2(got, fd);
            ::close(got);
        }
    }
    std::atexit(check_now);
}

}  // namespace il::cli
