// gzip for vectors, results and report files, chosen by the file name: "X.json.gz" is written and read
// through zlib, anything else as it is. A gzip stream is read one buffer at a time (flat memory) and
// written through a FILE*, so the writers keep their fputs.
#pragma once
#include <sys/types.h>

#include <cstdio>
#include <string>

namespace il {

bool is_gz_path(const std::string& path);  // ends with ".gz"

// A FILE* on `path` (created or truncated) that writes gzip when `gz`, plain bytes otherwise; null with errno
// set on failure. For gzip, fclose() finishes the stream and fsyncs the file; its fileno() is -1.
FILE* open_output(const std::string& path, bool gz);
// The same on an open file descriptor, which the FILE* then owns (closed with it, or here on failure).
FILE* open_output_fd(int fd, bool gz);

// A gzip stream read from an open file descriptor, which it owns.
class GzReader {
public:
    explicit GzReader(int fd);
    ~GzReader();
    GzReader(const GzReader&) = delete;
    GzReader& operator=(const GzReader&) = delete;
    // Decompressed bytes into `buf`: > 0 bytes read, 0 at the end, -1 on an error (error() says which).
    ssize_t read(char* buf, size_t size);
    const std::string& error() const { return error_; }

private:
    void* gz_ = nullptr;
    std::string error_;
};

// Up to `size` bytes of an input file into `buf`: decompressed through `gz` where the file is gzip (gz not null),
// else read from `fd`, again after EINTR. > 0: bytes read; 0: the end; -1: an error, and *why what follows the
// file's name in its message (zlib's error, or "read failed (" and strerror ")").
ssize_t read_input(int fd, GzReader* gz, char* buf, size_t size, std::string* why);

}  // namespace il
