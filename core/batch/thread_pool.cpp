#include "batch/thread_pool.h"

#include <algorithm>
#include <exception>
#include <stdexcept>
#include <utility>

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
    requested_ = workers;
    if (!spawn(workers) && threads_.size() > 1) {
        // A process or memory limit (EAGAIN). The last thread took what was left, and the batch's buffers
        // need some: half as many leave room for them.
        const unsigned half = size() / 2;
        stop_all();
        spawn(half);
    }
    if (threads_.empty()) throw std::runtime_error("cannot start a worker thread (" + start_error_ + ")");
}

bool ThreadPool::spawn(unsigned workers) {
    try {
        threads_.reserve(workers);
        // A worker reads size() for its part: none may start before the last one exists.
        std::lock_guard<std::mutex> lock(mutex_);
        for (unsigned w = 0; w < workers; ++w) threads_.emplace_back([this, w] { loop(w); });
        return true;
    } catch (const std::exception& e) {
        if (start_error_.empty()) start_error_ = e.what();
        max_started_ = std::max(max_started_, size());
        return false;
    }
}

void ThreadPool::stop_all() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    for (std::thread& t : threads_) t.join();
    threads_.clear();
    stop_ = false;
}

std::string ThreadPool::shortfall() const {
    if (size() == requested_) return "";
    return "the system refused thread " + std::to_string(max_started_ + 1) + " of the " + std::to_string(requested_) +
           " workers asked for (" + start_error_ + "); going on with " + std::to_string(size());
}

ThreadPool::~ThreadPool() { stop_all(); }

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
    // A worker's exception (bad_alloc under a memory limit) ends the job here, in the caller's thread, instead
    // of std::terminate in the worker's.
    if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

void ThreadPool::loop(unsigned worker) {
    unsigned long seen = 0;
    for (;;) {
        const Job* job = nullptr;  // job_ stays as it is until every part is done: no copy that could throw
        size_t n = 0;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
            if (stop_) return;
            seen = generation_;
            job = &job_;
            n = n_;
        }
        const size_t parts = size();
        const size_t begin = n * worker / parts, end = n * (worker + 1) / parts;
        if (begin < end) {
            try {
                (*job)(begin, end, worker);
            } catch (...) {
                std::lock_guard<std::mutex> lock(mutex_);
                if (!error_) error_ = std::current_exception();
            }
        }
        {
            std::lock_guard<std::mutex> lock(mutex_);
            if (--pending_ == 0) done_.notify_all();
        }
    }
}

}  // namespace il
