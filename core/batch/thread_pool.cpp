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

std::chrono::microseconds batch_spin(bool hardware_gpu) {
    return hardware_gpu ? std::chrono::microseconds(200) : std::chrono::microseconds(0);
}

ThreadPool::ThreadPool(unsigned workers, std::chrono::microseconds spin) : spin_(spin) {
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
        // A worker reads size() for its part only once a job starts, after the constructor returned.
        const uint32_t first = generation_.load(std::memory_order_relaxed);  // the next job is first's successor
        for (unsigned w = 0; w < workers; ++w) threads_.emplace_back([this, w, first] { loop(w, first); });
        return true;
    } catch (const std::exception& e) {
        if (start_error_.empty()) start_error_ = e.what();
        max_started_ = std::max(max_started_, size());
        return false;
    }
}

void ThreadPool::stop_all() {
    stop_.store(true, std::memory_order_relaxed);
    generation_.fetch_add(1, std::memory_order_release);
    generation_.notify_all();
    for (std::thread& t : threads_) t.join();
    threads_.clear();
    stop_.store(false, std::memory_order_relaxed);
}

std::string ThreadPool::shortfall() const {
    if (size() == requested_) return "";
    return "the system refused thread " + std::to_string(max_started_ + 1) + " of the " + std::to_string(requested_) +
           " workers asked for (" + start_error_ + "); going on with " + std::to_string(size());
}

ThreadPool::~ThreadPool() { stop_all(); }

namespace {

void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

// Watches `a` until it no longer holds `old` or `spin` has passed; then sleeps until it changes.
void await_change(const std::atomic<uint32_t>& a, uint32_t old, std::chrono::microseconds spin) {
    if (spin.count() > 0 && a.load(std::memory_order_acquire) == old) {
        const auto until = std::chrono::steady_clock::now() + spin;
        do {
            for (int i = 0; i < 64 && a.load(std::memory_order_acquire) == old; ++i) cpu_relax();
        } while (a.load(std::memory_order_acquire) == old && std::chrono::steady_clock::now() < until);
    }
    while (a.load(std::memory_order_acquire) == old) a.wait(old, std::memory_order_acquire);
}

}  // namespace

void ThreadPool::start(size_t n, Job job) {
    job_ = std::move(job);
    n_ = n;
    pending_.store(size(), std::memory_order_relaxed);
    generation_.fetch_add(1, std::memory_order_release);
    generation_.notify_all();
}

void ThreadPool::wait() {
    for (uint32_t left; (left = pending_.load(std::memory_order_acquire)) != 0;) await_change(pending_, left, spin_);
    // A worker's exception (bad_alloc under a memory limit) ends the job here, in the caller's thread, instead
    // of std::terminate in the worker's.
    if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

void ThreadPool::claim() {
    for (size_t b; (b = next_.fetch_add(grain_, std::memory_order_relaxed)) < shared_n_;)
        (*shared_)(b, std::min(shared_n_, b + grain_));
}

void ThreadPool::run_shared(size_t n, size_t grain, const std::function<void(size_t, size_t)>& fn,
                            const std::function<void()>& meanwhile) {
    shared_ = &fn;
    shared_n_ = n;
    grain_ = std::max<size_t>(grain, 1);
    next_.store(0, std::memory_order_relaxed);
    start(size(), [this](size_t, size_t, unsigned) { claim(); });
    // The parts this thread takes end before wait() returns or rethrows, as the workers' do.
    std::exception_ptr mine;
    try {
        if (meanwhile) meanwhile();
        claim();
    } catch (...) {
        mine = std::current_exception();
        next_.store(shared_n_, std::memory_order_relaxed);  // the workers claim nothing more
    }
    wait();
    if (mine) std::rethrow_exception(mine);
}

void ThreadPool::loop(unsigned worker, uint32_t seen) {
    for (;;) {
        await_change(generation_, seen, spin_);
        seen = generation_.load(std::memory_order_acquire);
        if (stop_.load(std::memory_order_relaxed)) return;
        const size_t parts = size(), n = n_;
        const size_t begin = n * worker / parts, end = n * (worker + 1) / parts;
        if (begin < end) {
            try {
                job_(begin, end, worker);  // job_ stays as it is until every part is done
            } catch (...) {
                std::lock_guard<std::mutex> lock(error_mutex_);
                if (!error_) error_ = std::current_exception();
            }
        }
        if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) pending_.notify_all();
    }
}

}  // namespace il
