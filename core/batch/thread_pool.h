// A fixed set of worker threads that split a range [0, n) into one contiguous part per worker. start() returns
// at once, so the calling thread can do its own work (a GPU dispatch) while the workers run; wait() joins the
// job. Part k always goes to worker k, so per-worker buffers come back in range order.
#pragma once
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace il {

// The workers for a batch: one per hardware thread, less the one that submits to a hardware GPU (it waits on
// each chunk's fence, and drivers spin there; with every core busy, the worker that shares the submitter's
// core holds back the whole chunk, as static parts wait for the slowest). A software renderer (llvmpipe)
// sleeps while its own threads run the dispatch: there every core gets a worker. At least one.
unsigned batch_workers(bool hardware_gpu);
// How long the batch's idle workers watch for the next job before they sleep (ThreadPool's `spin`): 200 µs beside
// a hardware GPU, where a run of short chunks would otherwise pay a system call and a scheduler's round to wake
// each worker twice per chunk (bench --catalog on an H100, 15 workers, 65,536 cases per overload: the median
// overload's end to end 25-30% faster than with sleeping workers); none beside a software renderer, whose own
// threads need every core while the workers wait.
std::chrono::microseconds batch_spin(bool hardware_gpu);
class ThreadPool {
public:
    // fn(begin, end, worker) for one part of the range.
    using Job = std::function<void(size_t begin, size_t end, unsigned worker)>;

    // 0: one per hardware thread. When the system refuses a thread (a process or memory limit) the pool goes on
    // with half of those that started, leaving room for the work (shortfall() says so); when it refuses the
    // first, this throws std::runtime_error.
    // `spin`: how long an idle worker, and wait(), watch for the next job (or the job's end) before they sleep (see
    // batch_spin). A job's start wakes a sleeping worker in a system call and a scheduler's round, some
    // microseconds for each of a dozen workers; a watching worker sees it at once. 0: sleep at once.
    explicit ThreadPool(unsigned workers = 0, std::chrono::microseconds spin = std::chrono::microseconds(0));
    ~ThreadPool();
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    unsigned size() const { return static_cast<unsigned>(threads_.size()); }
    // Empty when every requested worker started; otherwise a sentence for stderr.
    std::string shortfall() const;
    void start(size_t n, Job job);  // the previous job must have been waited for
    void wait();  // rethrows the first exception a part threw (the other parts ran to their end)
    void run(size_t n, Job job) {
        start(n, std::move(job));
        wait();
    }

    // A job shared out by claims: fn(begin, end) over [0, n) in parts of `grain` (each begins at a multiple of it),
    // claimed in turn by the workers (an atomic count) and by the calling thread, which first runs `meanwhile` (when
    // given): a worker that a sleep or a busy core keeps from starting takes fewer parts instead of holding back the
    // job, as the fixed parts of start() wait for the slowest. For a job whose parts need no order and no worker's
    // scratch (the first chunk's draw, beside a hardware GPU, where the calling thread's core has no worker).
    void run_shared(size_t n, size_t grain, const std::function<void(size_t begin, size_t end)>& fn,
                    const std::function<void()>& meanwhile = {});

private:
    void loop(unsigned worker, uint32_t seen);  // seen: the generation before the worker's first job
    bool spawn(unsigned workers);  // false when the system refused one (the others run)
    void stop_all();
    std::vector<std::thread> threads_;
    unsigned requested_ = 0, max_started_ = 0;
    std::string start_error_;
    // start() writes job_ and n_ and then bumps generation_ (release); a worker that sees the new generation
    // (acquire) reads them, runs its part and counts pending_ down; the last part wakes wait(). No lock on that
    // path: only a part's exception takes error_mutex_.
    Job job_;
    size_t n_ = 0;
    std::atomic<uint32_t> generation_{0};
    std::atomic<uint32_t> pending_{0};
    std::atomic<bool> stop_{false};
    // The shared job's (run_shared): its function, size, grain and the next part to claim.
    const std::function<void(size_t, size_t)>* shared_ = nullptr;
    size_t shared_n_ = 0, grain_ = 1;
    std::atomic<size_t> next_{0};
    void claim();
    std::chrono::microseconds spin_;
    std::mutex error_mutex_;
    std::exception_ptr error_;
};

}  // namespace il
