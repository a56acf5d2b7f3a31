// Persistently mapped buffers kept between runs. A sweep or bench runs one overload after another, each with its
// own StreamBuffers; allocating, mapping and first touching fresh buffers for each took milliseconds per run, more
// than a small run's dispatches. The pool hands back a released buffer of at least the size asked for. It belongs
// to the Runner, whose context owns the buffers, and frees them when the Runner goes.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace il {

class BufferPool {
public:
    struct Buffer {
        unsigned name = 0;
        uint8_t* data = nullptr;  // mapped for reading and writing, persistent and coherent
        size_t bytes = 0;
    };
    static constexpr size_t kKeepBytes = size_t{512} << 20;  // what released buffers may hold in all

    BufferPool() = default;
    ~BufferPool();
    BufferPool(const BufferPool&) = delete;
    BufferPool& operator=(const BufferPool&) = delete;

    // A released buffer of at least `bytes` (the smallest such), else a new one; name 0 where the driver refused
    // persistent mapping.
    Buffer acquire(size_t bytes);
    // Back to the pool; freed at once where keeping it would pass kKeepBytes.
    void release(const Buffer& b);
    size_t kept_bytes() const { return kept_; }

private:
    std::vector<Buffer> free_;
    size_t kept_ = 0;
};

// Frees a mapped buffer (unmap, delete).
void free_buffer(const BufferPool::Buffer& b);

}  // namespace il
