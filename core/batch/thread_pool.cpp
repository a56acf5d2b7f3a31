#include "batch/thread_pool.h"

#include <algorithm>

namespace il {

unsigned batch_workers(bool hardware_gpu) {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    return hardware_gpu && cores > 1 ? cores - 1 : cores;
}

bool is_software_renderer(const std::string& renderer) {
    for (const char* name : {"llvmpipe", "softpipe", "swrast", "Software Rasterizer"})
        if (renderer.find(name) != std::string::npos) return true;
    return false;
}

ThreadPool::ThreadPool(unsigned workers) {
    if (workers == 0) workers = std::max(1u, std::thread::hardware_concurrency());
    for (unsigned w = 0; w < workers; ++w) threads_.emplace_back([this, w] { loop(w); });
}

ThreadPool::~ThreadPool() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    for (std::thread& t : threads_) t.join();
}

void ThreadPool::start(size_t n, Job job) {
    std::lock_guard<std::mutex> lock(mutex_);
    job_ = std::move(job);
    n_ = n;
    pending_ = size();
    ++generation_;
    wake_.notify_all();
}

void ThreadPool::wait() {
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [this] { return pending_ == 0; });
}

void ThreadPool::loop(unsigned worker) {
    unsigned long seen = 0;
    for (;;) {
        Job job;
        size_t n = 0;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
            if (stop_) return;
            seen = generation_;
            job = job_;
            n = n_;
        }
        const size_t parts = size();
        const size_t begin = n * worker / parts, end = n * (worker + 1) / parts;
        if (begin < end) job(begin, end, worker);
        {
            std::lock_guard<std::mutex> lock(mutex_);
            if (--pending_ == 0) done_.notify_all();
        }
    }
}

}  // namespace il
