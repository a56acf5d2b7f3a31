#include "gpu/buffer_pool.h"

#include <glad/gl.h>

#include <algorithm>

namespace il {

void free_buffer(const BufferPool::Buffer& b) {
    if (!b.name) return;
    glUnmapNamedBuffer(b.name);
    glDeleteBuffers(1, &b.name);
}

BufferPool::~BufferPool() {
    for (const Buffer& b : free_) free_buffer(b);
}

BufferPool::Buffer BufferPool::acquire(size_t bytes) {
    auto best = free_.end();
    for (auto it = free_.begin(); it != free_.end(); ++it)
        if (it->bytes >= bytes && (best == free_.end() || it->bytes < best->bytes)) best = it;
    if (best != free_.end()) {
        const Buffer b = *best;
        free_.erase(best);
        kept_ -= b.bytes;
        return b;
    }
    if (glNamedBufferStorage == nullptr || glMapNamedBufferRange == nullptr) return {};
    // Both kinds are written and read on the CPU: inputs are drawn into their records and read back by the judges;
    // outputs are poisoned, then read.
    const GLbitfield flags = GL_MAP_READ_BIT | GL_MAP_WRITE_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
    Buffer b;
    b.bytes = bytes;
    glCreateBuffers(1, &b.name);
    glNamedBufferStorage(b.name, static_cast<GLsizeiptr>(bytes), nullptr, flags);
    b.data = static_cast<uint8_t*>(glMapNamedBufferRange(b.name, 0, static_cast<GLsizeiptr>(bytes), flags));
    if (!b.data) {
        glDeleteBuffers(1, &b.name);
        return {};
    }
    return b;
}

void BufferPool::release(const Buffer& b) {
    if (!b.name) return;
    if (kept_ + b.bytes > kKeepBytes) {
        free_buffer(b);
        return;
    }
    free_.push_back(b);
    kept_ += b.bytes;
}

}  // namespace il
