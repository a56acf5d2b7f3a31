// How many workers a batch gets, and which renderers run on the CPU.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <new>
#include <thread>
#include <vector>

#include "batch/thread_pool.h"
#include "gpu/context.h"

namespace il {
namespace {

TEST(BatchWorkers, OneCoreLeftToTheSubmitterOfAHardwareGpu) {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    EXPECT_EQ(batch_workers(false), cores);
    EXPECT_EQ(batch_workers(true), cores > 1 ? cores - 1 : 1u);
}

TEST(BatchWorkers, SoftwareRenderersAreKnownByName) {
    EXPECT_TRUE(is_software_renderer("llvmpipe (LLVM 15.0.6, 256 bits)"));
    EXPECT_TRUE(is_software_renderer("softpipe"));
    EXPECT_FALSE(is_software_renderer("NVIDIA H200/PCIe/SSE2"));
    EXPECT_FALSE(is_software_renderer("AMD Radeon RX 7900 XTX (radeonsi, navi31, LLVM 15.0.7, DRM 3.54)"));
}

#if defined(__SANITIZE_ADDRESS__)
#define IL_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define IL_ADDRESS_SANITIZER 1
#endif
#endif

// Under an address-space limit the system refuses threads (EAGAIN) after a few 8 MiB stacks. The pool used
// to throw out of its constructor with threads running (std::terminate, or a hang); now it goes on with half
// of those that started, says so, and splits the range over them. In a child process, as the limit is per process.
TEST(ThreadPool, GoesOnWithTheThreadsTheSystemGives) {
#ifdef IL_ADDRESS_SANITIZER
    GTEST_SKIP() << "AddressSanitizer reserves terabytes of address space: no limit can be set";
#endif
    pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        long pages = 0;
        FILE* f = std::fopen("/proc/self/statm", "r");
        if (!f || std::fscanf(f, "%ld", &pages) != 1) _exit(10);
        std::fclose(f);
        const rlim_t limit = static_cast<rlim_t>(pages) * sysconf(_SC_PAGESIZE) + (rlim_t{96} << 20);
        rlimit r{limit, limit};
        if (setrlimit(RLIMIT_AS, &r) != 0) _exit(11);
        ThreadPool pool(1024);
        if (pool.size() == 0 || pool.size() >= 1024) _exit(12);
        if (pool.shortfall().find(" of the 1024 workers asked for (") == std::string::npos) _exit(13);
        std::atomic<unsigned long long> sum{0};
        pool.run(1000, [&](size_t b, size_t e, unsigned) {
            for (size_t i = b; i < e; ++i) sum += i;
        });
        _exit(sum == 999ull * 1000 / 2 ? 0 : 14);
    }
    int status = 0;
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status)) << "the child died of signal " << WTERMSIG(status);
    EXPECT_EQ(WEXITSTATUS(status), 0) << "10-11: setup; 12: pool size; 13: shortfall message; 14: wrong sum";
}

// A part that throws (bad_alloc under a memory limit) used to end the process in std::terminate.
TEST(ThreadPool, AnExceptionInAPartComesBackFromWait) {
    ThreadPool pool(4);
    std::atomic<int> parts{0};
    EXPECT_THROW(pool.run(100,
                          [&](size_t b, size_t, unsigned) {
                              ++parts;
                              if (b == 50) throw std::bad_alloc();
                          }),
                 std::bad_alloc);
    EXPECT_EQ(parts.load(), 4) << "the other parts ran";
    std::atomic<size_t> sum{0};
    pool.run(10, [&](size_t b, size_t e, unsigned) { sum += e - b; });
    EXPECT_EQ(sum.load(), 10u) << "the pool works after it";
}

// A run of short jobs, as a batch's chunks are, with workers that sleep at once and with workers that watch for the
// next job (batch_spin): every part of every job runs once, by its own worker, and wait() sees all of them done.
TEST(ThreadPool, ManyShortJobsRunEveryPartOnce) {
    for (auto spin : {std::chrono::microseconds(0), std::chrono::microseconds(200)}) {
        ThreadPool pool(4, spin);
        for (int job = 0; job < 2000; ++job) {
            const size_t n = 1 + static_cast<size_t>(job % 37);
            std::vector<std::atomic<int>> hits(n);
            std::atomic<int> wrong_worker{0};
            pool.run(n, [&](size_t b, size_t e, unsigned w) {
                if (b != n * w / 4 || e != n * (w + 1) / 4) ++wrong_worker;
                for (size_t i = b; i < e; ++i) ++hits[i];
            });
            ASSERT_EQ(wrong_worker.load(), 0) << "spin " << spin.count() << " job " << job;
            for (size_t i = 0; i < n; ++i) ASSERT_EQ(hits[i].load(), 1) << "spin " << spin.count() << " job " << job;
        }
    }
    EXPECT_EQ(batch_spin(false).count(), 0) << "a software renderer's threads need every core";
    EXPECT_GT(batch_spin(true).count(), 0);
}

// A job shared out by claims (run_shared): every index runs once, in parts of the grain (the last one shorter), the
// calling thread's `meanwhile` runs once before it claims, and a worker held up (here every worker, asleep for 50 ms
// in its first part) does not hold the others back: the calling thread takes the parts the sleepers do not.
TEST(ThreadPool, SharedPartsRunOnceWhoeverClaimsThem) {
    for (auto spin : {std::chrono::microseconds(0), std::chrono::microseconds(200)}) {
        ThreadPool pool(4, spin);
        for (size_t n : {size_t{0}, size_t{1}, size_t{511}, size_t{512}, size_t{10000}}) {
            std::vector<std::atomic<int>> hits(n);
            std::atomic<int> bad_part{0}, meanwhile{0};
            const auto caller = std::this_thread::get_id();
            pool.run_shared(
                n, 512,
                [&](size_t b, size_t e) {
                    if (b % 512 != 0 || e - b > 512 || (e - b < 512 && e != n)) ++bad_part;
                    for (size_t i = b; i < e; ++i) ++hits[i];
                },
                [&] { meanwhile += std::this_thread::get_id() == caller ? 1 : 100; });
            EXPECT_EQ(bad_part.load(), 0) << n;
            EXPECT_EQ(meanwhile.load(), 1) << n;
            for (size_t i = 0; i < n; ++i) ASSERT_EQ(hits[i].load(), 1) << "n " << n << " index " << i;
        }
    }
    ThreadPool pool(4);
    std::atomic<size_t> by_caller{0};
    const auto caller = std::this_thread::get_id();
    const auto t = std::chrono::steady_clock::now();
    pool.run_shared(64 * 16, 16, [&](size_t b, size_t e) {
        if (std::this_thread::get_id() == caller) by_caller += e - b;
        else std::this_thread::sleep_for(std::chrono::milliseconds(50));  // a worker takes one part at most
    });
    EXPECT_GE(by_caller.load(), 60u * 16) << "the calling thread took the parts the sleeping workers did not";
    if (by_caller.load() < 64 * 16) {  // a worker took a part: the job waited for it
        EXPECT_GE(std::chrono::steady_clock::now() - t, std::chrono::milliseconds(50));
    }
    EXPECT_THROW(pool.run_shared(100, 10, [](size_t b, size_t) { if (b == 50) throw std::bad_alloc(); }),
                 std::bad_alloc);
    EXPECT_THROW(pool.run_shared(100, 10, [](size_t, size_t) {}, [] { throw std::bad_alloc(); }), std::bad_alloc);
    std::atomic<size_t> sum{0};
    pool.run_shared(10, 3, [&](size_t b, size_t e) { sum += e - b; });
    EXPECT_EQ(sum.load(), 10u) << "the pool works after them";
}

TEST(ThreadPool, EveryWorkerStartedSaysNothing) {
    ThreadPool pool(3);
    EXPECT_EQ(pool.size(), 3u);
    EXPECT_EQ(pool.shortfall(), "");
}

}  // namespace
}  // namespace il
