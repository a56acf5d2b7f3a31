#include "vectors/gz_io.h"

#include "vectors/gz_blocks.h"

#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>
#include <vector>

namespace il {
namespace {

// The blocks' compressor and the fd it writes to, behind fopencookie.
struct GzWriter {
    int fd;
    GzBlocks blocks;
    explicit GzWriter(int f) : fd(f), blocks(f, gz_threads()) {}
};

ssize_t gz_write(void* cookie, const char* buf, size_t size) {
    auto& w = *static_cast<GzWriter*>(cookie);
    errno = 0;
    if (!w.blocks.write(buf, size)) {
        errno = errno ? errno : EIO;
        return -1;
    }
    return static_cast<ssize_t>(size);
}

int gz_close(void* cookie) {
    auto* w = static_cast<GzWriter*>(cookie);
    errno = 0;
    bool ok = w->blocks.finish() && ::fsync(w->fd) == 0;
    int err = errno;
    const int fd = w->fd;
    delete w;  // joins the compressing threads
    ok &= ::close(fd) == 0;
    if (!ok) errno = err ? err : EIO;
    return ok ? 0 : -1;
}

}  // namespace

bool is_gz_path(const std::string& path) { return path.size() > 3 && path.compare(path.size() - 3, 3, ".gz") == 0; }

FILE* open_output(const std::string& path, bool gz) {
    if (!gz) return std::fopen(path.c_str(), "wb");
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) return nullptr;
    return open_output_fd(fd, true);
}

FILE* open_output_fd(int fd, bool gz) {
    if (!gz) {
        FILE* f = ::fdopen(fd, "wb");
        if (!f) ::close(fd);
        return f;
    }
    auto* w = new GzWriter(fd);
    cookie_io_functions_t io{nullptr, gz_write, nullptr, gz_close};
    FILE* f = fopencookie(w, "w", io);
    if (!f) {
        delete w;
        ::close(fd);
        return nullptr;
    }
    std::setvbuf(f, nullptr, _IOFBF, size_t{1} << 16);
    return f;
}

GzReader::GzReader(int fd) {
    gzFile g = gzdopen(fd, "rb");
    if (!g) {
        ::close(fd);
        error_ = "cannot open the gzip stream";
        return;
    }
    gzbuffer(g, 1u << 18);
    gz_ = g;
}

GzReader::~GzReader() {
    if (gz_) gzclose_r(static_cast<gzFile>(gz_));
}

ssize_t GzReader::read(char* buf, size_t size) {
    if (!gz_) return -1;
    int n = gzread(static_cast<gzFile>(gz_), buf, static_cast<unsigned>(std::min<size_t>(size, INT_MAX)));
    if (n < 0) {
        int code = 0;
        const char* msg = gzerror(static_cast<gzFile>(gz_), &code);
        error_ = std::string("not a readable gzip stream (") + (msg ? msg : "zlib error") + ")";
        return -1;
    }
    // A stream cut short reads as its end with Z_BUF_ERROR: say so rather than parse a truncated document.
    if (n == 0) {
        int code = 0;
        gzerror(static_cast<gzFile>(gz_), &code);
        if (code == Z_BUF_ERROR) {
            error_ = "the gzip stream is truncated";
            return -1;
        }
    }
    return n;
}

ssize_t read_input(int fd, GzReader* gz, char* buf, size_t size, std::string* why) {
    for (;;) {
        const ssize_t n = gz ? gz->read(buf, size) : ::read(fd, buf, size);
        if (n >= 0) return n;
        if (gz) {
            *why = gz->error();
            return -1;
        }
        if (errno == EINTR) continue;
        *why = std::string("read failed (") + std::strerror(errno) + ")";
        return -1;
    }
}

}  // namespace il
