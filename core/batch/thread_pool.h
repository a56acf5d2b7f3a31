// A fixed set of worker threads that split a range [0, n) into one contiguous part per worker. start() returns
// at once, so the calling thread can do its own work (a GPU dispatch) while the workers run; wait() joins the
// job. Part k always goes to worker k, so per-worker buffers come back in range order.
#pragma once
#include <condition_variable>
#include <cstddef>
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
// A renderer string of a GL driver that runs on the CPU (llvmpipe, softpipe, swrast).
bool is_software_renderer(const std::string& renderer);

class ThreadPool {
public:
    // fn(begin, end, worker) for one part of the range.
    using Job = std::function<void(size_t begin, size_t end, unsigned worker)>;

    // 0: one per hardware thread. When the system refuses a thread (a process or memory limit) the pool goes on
    // with half of those that started, leaving room for the work (shortfall() says so); when it refuses the
    // first, this throws std::runtime_error.
    explicit ThreadPool(unsigned workers = 0);
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

private:
    void loop(unsigned worker);
    bool spawn(unsigned workers);  // false when the system refused one (the others run)
    void stop_all();
    std::vector<std::thread> threads_;
    unsigned requested_ = 0, max_started_ = 0;
    std::string start_error_;
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    Job job_;
    size_t n_ = 0;
    unsigned long generation_ = 0;
    unsigned pending_ = 0;
    bool stop_ = false;
    std::exception_ptr error_;
};

}  // namespace il
