// Input and output SSBOs for a stream of chunks: `slots` pairs (two: the CPU fills one while the GPU runs the
// other), persistently mapped and coherent where the driver allows (GL 4.5 has ARB_buffer_storage), else
// plain buffers with an upload and a readback per dispatch.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "gpu/buffer_pool.h"
#include "gpu/runner.h"

namespace il {

class StreamBuffers {
public:
    // `pool`: where the mapped buffers come from and go back to (Runner::buffer_pool()); null: buffers of its own.
    StreamBuffers(const Kernel& k, size_t cases_per_slot, int slots = 2, BufferPool* pool = nullptr);
    ~StreamBuffers();
    StreamBuffers(const StreamBuffers&) = delete;
    StreamBuffers& operator=(const StreamBuffers&) = delete;

    size_t capacity() const { return capacity_; }  // cases per slot
    bool persistent() const { return persistent_; }
    uint8_t* inputs(int slot) { return in_ptr_[slot]; }    // capacity() input records, readable too
    uint8_t* outputs(int slot) { return out_ptr_[slot]; }  // capacity() output records
    // Runs the kernel over the first n records of `slot` (after the CPU wrote its inputs and poisoned its
    // outputs); returns at once. Without persistent mapping it uploads first. A kernel with an index input
    // (GeneratedShader::index_input) runs on the patterns base, base + step, base + 2 · step, … (a grid kernel on
    // the grid cases base, base + 1, …): its input records stay in host memory, for the judges, and nothing is
    // uploaded.
    void dispatch(int slot, size_t n, uint32_t base = 0, uint32_t step = 1);
    // After Runner::wait_for_gpu(): makes the outputs of `slot` readable (a readback without persistent mapping).
    void fetch(int slot, size_t n);
    // dispatch() and wait, timed by a GL_TIME_ELAPSED query: the GPU's own seconds for the dispatch.
    double timed_dispatch(int slot, size_t n);

private:
    const Kernel& k_;
    std::unique_ptr<BufferPool> own_pool_;  // without a pool given
    BufferPool* pool_;
    std::vector<BufferPool::Buffer> mapped_;  // the pool's buffers this holds
    size_t capacity_;
    bool persistent_ = false;
    std::vector<unsigned> in_buf_, out_buf_;
    std::vector<uint8_t*> in_ptr_, out_ptr_;
    std::vector<std::vector<uint8_t>> host_;  // without persistent mapping: in then out per slot
    std::vector<std::vector<uint8_t>> host_in_;  // an index-input kernel's input records, per slot
    int count_loc_ = -1, base_loc_ = -1, step_loc_ = -1;
    unsigned query_ = 0;
};

}  // namespace il
