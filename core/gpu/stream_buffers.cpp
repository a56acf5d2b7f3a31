#include "gpu/stream_buffers.h"

#include <glad/gl.h>

#include <algorithm>

namespace il {

StreamBuffers::StreamBuffers(const Kernel& k, size_t cases_per_slot, int slots, BufferPool* pool)
    : k_(k), own_pool_(pool ? nullptr : std::make_unique<BufferPool>()), pool_(pool ? pool : own_pool_.get()),
      capacity_(cases_per_slot), in_buf_(slots), out_buf_(slots), in_ptr_(slots), out_ptr_(slots) {
    const size_t in_bytes = std::max<size_t>(capacity_ * static_cast<size_t>(k.in_stride), 16);
    const size_t out_bytes = std::max<size_t>(capacity_ * static_cast<size_t>(k.out_stride), 16);
    if (k.shader.index_input) {  // the inputs are the CPU's own: plain memory, not mapped
        host_in_.resize(static_cast<size_t>(slots));
        for (int s = 0; s < slots; ++s) {
            host_in_[s].assign(in_bytes, 0);
            in_ptr_[s] = host_in_[s].data();
        }
    }
    // Persistently mapped and coherent buffers from the pool, where the driver gives them.
    persistent_ = true;
    auto take = [&](size_t bytes, unsigned& name, uint8_t*& ptr) {
        const BufferPool::Buffer b = pool_->acquire(bytes);
        if (!b.name) return false;
        mapped_.push_back(b);
        name = b.name;
        ptr = b.data;
        return true;
    };
    for (int s = 0; s < slots && persistent_; ++s) {
        persistent_ = (k.shader.index_input || take(in_bytes, in_buf_[s], in_ptr_[s])) &&
                      take(out_bytes, out_buf_[s], out_ptr_[s]);
    }
    if (!persistent_) {
        // Plain buffers with host copies, an upload and a readback per dispatch.
        for (const BufferPool::Buffer& b : mapped_) pool_->release(b);
        mapped_.clear();
        glCreateBuffers(slots, in_buf_.data());
        glCreateBuffers(slots, out_buf_.data());
        host_.resize(2 * static_cast<size_t>(slots));
        for (int s = 0; s < slots; ++s) {
            glNamedBufferData(in_buf_[s], static_cast<GLsizeiptr>(in_bytes), nullptr, GL_STREAM_DRAW);
            glNamedBufferData(out_buf_[s], static_cast<GLsizeiptr>(out_bytes), nullptr, GL_STREAM_READ);
            host_[2 * s].assign(in_bytes, 0);
            host_[2 * s + 1].assign(out_bytes, 0);
            in_ptr_[s] = k.shader.index_input ? host_in_[s].data() : host_[2 * s].data();
            out_ptr_[s] = host_[2 * s + 1].data();
        }
    }
    count_loc_ = k.program ? glGetUniformLocation(k.program, GeneratedShader::kCountUniform) : -1;
    base_loc_ = k.program && k.shader.index_input ? glGetUniformLocation(k.program, GeneratedShader::kBaseUniform) : -1;
    step_loc_ = k.program && k.shader.index_input ? glGetUniformLocation(k.program, GeneratedShader::kStepUniform) : -1;
}

StreamBuffers::~StreamBuffers() {
    if (persistent_) {
        for (const BufferPool::Buffer& b : mapped_) pool_->release(b);
    } else {
        glDeleteBuffers(static_cast<GLsizei>(in_buf_.size()), in_buf_.data());
        glDeleteBuffers(static_cast<GLsizei>(out_buf_.size()), out_buf_.data());
    }
    if (query_) glDeleteQueries(1, &query_);
}

void StreamBuffers::dispatch(int slot, size_t n, uint32_t base, uint32_t step) {
    const bool index = k_.shader.index_input;
    const GLsizeiptr in_bytes = static_cast<GLsizeiptr>(std::max<size_t>(n * static_cast<size_t>(k_.in_stride), 16));
    const GLsizeiptr out_bytes = static_cast<GLsizeiptr>(n * static_cast<size_t>(k_.out_stride));
    if (!persistent_) {
        if (!index) glNamedBufferSubData(in_buf_[slot], 0, in_bytes, in_ptr_[slot]);
        glNamedBufferSubData(out_buf_[slot], 0, out_bytes, out_ptr_[slot]);  // the poison the CPU wrote
    }
    glUseProgram(k_.program);
    if (index) {
        glUniform1ui(base_loc_, base);
        if (step_loc_ >= 0) glUniform1ui(step_loc_, step);  // a grid kernel has none
    } else {
        glBindBufferRange(GL_SHADER_STORAGE_BUFFER, 0, in_buf_[slot], 0, in_bytes);
    }
    glBindBufferRange(GL_SHADER_STORAGE_BUFFER, 1, out_buf_[slot], 0, out_bytes);
    glUniform1i(count_loc_, static_cast<GLint>(n));
    glDispatchCompute(static_cast<GLuint>((n + GeneratedShader::kLocalSize - 1) / GeneratedShader::kLocalSize), 1, 1);
    glMemoryBarrier(persistent_ ? GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT : GL_BUFFER_UPDATE_BARRIER_BIT);
}

void StreamBuffers::fetch(int slot, size_t n) {
    if (persistent_) return;
    glGetNamedBufferSubData(out_buf_[slot], 0, static_cast<GLsizeiptr>(n * static_cast<size_t>(k_.out_stride)),
                            out_ptr_[slot]);
}

double StreamBuffers::timed_dispatch(int slot, size_t n) {
    if (!query_) glGenQueries(1, &query_);
    glBeginQuery(GL_TIME_ELAPSED, query_);
    dispatch(slot, n);
    glEndQuery(GL_TIME_ELAPSED);
    GLuint64 ns = 0;
    glGetQueryObjectui64v(query_, GL_QUERY_RESULT, &ns);  // waits for the result
    return static_cast<double>(ns) * 1e-9;
}

}  // namespace il
