#include "cli/bench_diff.h"

#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <memory>

#include "cli/options.h"
#include "report/diff_stream.h"
#include "vectors/gz_io.h"
#include "vectors/vectors_reader.h"

namespace il::cli {
namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Every byte of the files one after the other, as `cat A B > /dev/null` reads them (X.json.gz decompressed, as
// the diff reads it): the floor the diff is measured against. Returns the bytes read.
unsigned long long read_all(const std::vector<std::string>& files) {
    std::vector<char> buf(size_t{1} << 20);
    unsigned long long total = 0;
    for (const std::string& f : files) {
        bool regular = false;
        int fd = -1;
        try {
            fd = open_json_input(f, regular);
        } catch (const VectorsError& e) {
            throw UsageError(e.what());
        }
        std::unique_ptr<GzReader> gz;
        if (is_gz_path(f)) gz = std::make_unique<GzReader>(fd);
        for (;;) {
            std::string why;
            const ssize_t n = read_input(fd, gz.get(), buf.data(), buf.size(), &why);
            if (n > 0) {
                total += static_cast<unsigned long long>(n);
                continue;
            }
            if (n == 0) break;
            if (!gz) ::close(fd);  // a GzReader closes the fd it owns
            throw UsageError(f + ": " + why);
        }
        if (!gz) ::close(fd);
    }
    return total;
}

}  // namespace

int bench_diff(const std::vector<std::string>& files) {
    if (files.size() < 2)
        throw UsageError("bench --diff takes two or more result files, e.g. bench --diff llvmpipe.json zink.json");
    read_all(files);  // once to fill the page cache where it can hold the files: the figures below are warm
    auto t0 = std::chrono::steady_clock::now();
    const unsigned long long bytes = read_all(files);
    const double read_s = seconds_since(t0);
    t0 = std::chrono::steady_clock::now();
    size_t differing = 0, cases = 0;
    try {
        if (files.size() == 2) {
            DiffReport r = diff_files(files[0], files[1]);
            differing = r.differing;
            cases = r.matched;
        } else {
            NwayReport r = diff_files_nway(files);
            differing = r.differing;
            cases = r.in_all;
        }
    } catch (const DiffError& e) {
        throw UsageError(e.what());
    }
    const double diff_s = seconds_since(t0);
    struct rusage ru {};
    ::getrusage(RUSAGE_SELF, &ru);
    std::printf("bench --diff of %zu files, %.2f GB (decompressed), from the page cache:\n", files.size(), bytes / 1e9);
    std::printf("  read every byte (as cat):  %7.3f s  %6.2f GB/s\n", read_s, bytes / 1e9 / read_s);
    std::printf("  diff:                      %7.3f s  %6.2f GB/s  (%zu cases in every file, %zu differ)\n", diff_s,
                bytes / 1e9 / diff_s, cases, differing);
    std::printf("  diff / read:               %7.2f\n", diff_s / read_s);
    std::printf("  peak RSS of this process:  %7.1f MiB\n", static_cast<double>(ru.ru_maxrss) / 1024.0);
    return kOk;
}

}  // namespace il::cli
