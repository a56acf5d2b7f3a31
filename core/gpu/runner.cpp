#include "gpu/runner.h"

#include "gpu/context.h"
#include "gpu/layout.h"

#include <glad/gl.h>

#include <algorithm>
#include <cstring>

namespace il {
namespace {

std::string shader_log(GLuint sh) {
    GLint len = 0;
    glGetShaderiv(sh, GL_INFO_LOG_LENGTH, &len);
    std::string s(static_cast<size_t>(std::max(len, 1)), '\0');
    glGetShaderInfoLog(sh, len, nullptr, s.data());
    s.resize(std::strlen(s.c_str()));
    return s;
}

std::string program_log(GLuint p) {
    GLint len = 0;
    glGetProgramiv(p, GL_INFO_LOG_LENGTH, &len);
    std::string s(static_cast<size_t>(std::max(len, 1)), '\0');
    glGetProgramInfoLog(p, len, nullptr, s.data());
    s.resize(std::strlen(s.c_str()));
    return s;
}

bool query_member(GLuint prog, const std::string& name, MemberLayout& m, int* array_stride) {
    GLuint idx = glGetProgramResourceIndex(prog, GL_BUFFER_VARIABLE, name.c_str());
    if (idx == GL_INVALID_INDEX) return false;
    const GLenum props[] = {GL_OFFSET, GL_MATRIX_STRIDE, GL_TOP_LEVEL_ARRAY_STRIDE};
    GLint vals[3] = {0, 0, 0};
    glGetProgramResourceiv(prog, GL_BUFFER_VARIABLE, idx, 3, props, 3, nullptr, vals);
    m.offset = vals[0];
    m.matrix_stride = vals[1];
    if (array_stride) *array_stride = vals[2];
    return true;
}

Type storage(Type t) { return t.scalar == Scalar::Bool ? t.with_scalar(Scalar::Int) : t; }

}  // namespace

Runner::Runner() {
    const char* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
    dispatch_on_cpu_ = renderer && is_software_renderer(renderer);
    // Let the driver compile and link on threads of its own (GL_KHR_parallel_shader_compile): a program whose link
    // was asked for ahead (prefetch) is then built while the CPU judges another overload's cases.
    if (GLAD_GL_KHR_parallel_shader_compile) glMaxShaderCompilerThreadsKHR(0xffffffffu);
    else if (GLAD_GL_ARB_parallel_shader_compile) glMaxShaderCompilerThreadsARB(0xffffffffu);
}

bool Runner::offers_extension(const std::string& extension) {
    if (!extensions_read_) {
        for (std::string& e : current_extensions()) extensions_.insert(std::move(e));
        extensions_read_ = true;
    }
    return extensions_.count(extension) != 0;
}

Runner::~Runner() {
    for (auto& [key, k] : cache_)
        if (k->program) glDeleteProgram(k->program);
    for (auto& [key, b] : building_) {
        glDeleteProgram(b.program);
        glDeleteShader(b.shader);
    }
    if (buffers_[0]) glDeleteBuffers(2, buffers_);
}

namespace {

std::string kernel_key(const Overload& o, const Profile& p, bool index_input) {
    std::string key = o.declaration() + "|" + std::to_string(p.glsl);
    for (const auto& e : p.extensions) key += "|" + e;
    if (index_input) key += "|index";
    return key;
}

}  // namespace

const Kernel& Runner::kernel(const Overload& o, const Profile& p, bool index_input) {
    const std::string key = kernel_key(o, p, index_input);
    auto it = cache_.find(key);
    if (it != cache_.end()) return *it->second;
    const InputKind input = index_input ? InputKind::Index : InputKind::Buffer;
    auto b = building_.find(key);
    if (b == building_.end()) return *(cache_[key] = finish(o, start(generate_shader(o, p, index_input)), input));
    Building started = std::move(b->second);
    building_.erase(b);
    return *(cache_[key] = finish(o, std::move(started), input));
}

void Runner::prefetch(const Overload& o, const Profile& p) {
    const std::string key = kernel_key(o, p, false);
    if (cache_.count(key) || building_.count(key)) return;
    building_.emplace(key, start(generate_shader(o, p, false)));
}

const Kernel& Runner::constant_kernel(const Overload& o, GeneratedShader shader) {
    std::string key = "constant|" + shader.source;
    auto it = cache_.find(key);
    if (it != cache_.end()) return *it->second;
    return *(cache_[key] = finish(o, start(std::move(shader)), InputKind::None));
}

const Kernel& Runner::source_kernel(const Overload& o, GeneratedShader shader) {
    std::string key = "source|" + shader.source;
    auto it = cache_.find(key);
    if (it != cache_.end()) return *it->second;
    return *(cache_[key] = finish(o, start(std::move(shader)), InputKind::Buffer));
}

// Compile and link asked for, nothing read back: with parallel compiling the driver works on them while the caller
// goes on, until finish() reads the status.
Runner::Building Runner::start(GeneratedShader shader) {
    Building b;
    b.shader_source = std::move(shader);
    b.shader = glCreateShader(GL_COMPUTE_SHADER);
    const char* src = b.shader_source.source.c_str();
    glShaderSource(b.shader, 1, &src, nullptr);
    glCompileShader(b.shader);
    b.program = glCreateProgram();
    glAttachShader(b.program, b.shader);
    glLinkProgram(b.program);
    return b;
}

std::unique_ptr<Kernel> Runner::finish(const Overload& o, Building b, InputKind input) {
    const bool index_input = input == InputKind::Index;
    auto k = std::make_unique<Kernel>();
    k->shader = std::move(b.shader_source);
    const GLuint sh = b.shader, prog = b.program;
    GLint ok = 0;
    glGetShaderiv(sh, GL_COMPILE_STATUS, &ok);
    k->log = shader_log(sh);
    if (ok) {
        glGetProgramiv(prog, GL_LINK_STATUS, &ok);
        std::string link = program_log(prog);
        if (!link.empty()) k->log += (k->log.empty() ? "" : "\n") + link;
        if (ok) {
            k->program = prog;
            bool found = true;
            auto ins = o.inputs();
            auto outs = o.outputs();
            // A constant kernel has its inputs in its source: no input records at all.
            for (size_t i = 0; i < ins.size() && input != InputKind::None; ++i) {
                MemberLayout m;
                m.type = storage(ins[i].type);
                if (index_input) {  // 32-bit scalars at offsets 0, 4, 8, in host memory
                    m.offset = static_cast<int>(4 * i);
                    k->in_stride = static_cast<int>(4 * ins.size());
                }
                else found &= query_member(prog, k->shader.input_members[i], m, &k->in_stride);
                k->inputs.push_back(m);
            }
            for (size_t i = 0; i < outs.size(); ++i) {
                MemberLayout m;
                m.type = storage(outs[i].type);
                found &= query_member(prog, k->shader.output_members[i], m, &k->out_stride);
                k->outputs.push_back(m);
            }
            MemberLayout w;
            w.type = kInt;
            found &= query_member(prog, k->shader.written_member, w, &k->out_stride);
            k->written_offset = w.offset;
            GLuint in_block = glGetProgramResourceIndex(prog, GL_SHADER_STORAGE_BLOCK, GeneratedShader::kInputBlock);
            GLuint out_block = glGetProgramResourceIndex(prog, GL_SHADER_STORAGE_BLOCK, GeneratedShader::kOutputBlock);
            if (in_block != GL_INVALID_INDEX) glShaderStorageBlockBinding(prog, in_block, 0);
            if (out_block != GL_INVALID_INDEX) glShaderStorageBlockBinding(prog, out_block, 1);
            if (!found || out_block == GL_INVALID_INDEX || k->out_stride <= 0 ||
                (!k->inputs.empty() && k->in_stride <= 0)) {
                k->log += "\nintrinsic-lab: the linked program does not expose the expected buffer variables";
                ok = 0;
            }
        }
    }
    if (!k->program) glDeleteProgram(prog);
    glDeleteShader(sh);
    k->compiled = ok != 0;
    return k;
}

void Runner::ensure_capacity(int which, size_t bytes) {
    if (!buffers_[0]) glCreateBuffers(2, buffers_);
    if (capacity_[which] >= bytes) return;
    size_t cap = std::max<size_t>(bytes, 4096);
    glNamedBufferData(buffers_[which], static_cast<GLsizeiptr>(cap), nullptr, GL_DYNAMIC_DRAW);
    capacity_[which] = cap;
}

size_t Runner::max_cases_per_dispatch(const Kernel& k, size_t cap) {
    GLint max_groups = 65535, max_block = 1 << 27;
    glGetIntegeri_v(GL_MAX_COMPUTE_WORK_GROUP_COUNT, 0, &max_groups);
    glGetIntegerv(GL_MAX_SHADER_STORAGE_BLOCK_SIZE, &max_block);
    const size_t stride_max = static_cast<size_t>(std::max({k.in_stride, k.out_stride, 1}));
    return std::max<size_t>(1, std::min<size_t>({static_cast<size_t>(max_groups) * GeneratedShader::kLocalSize,
                                                 static_cast<size_t>(max_block) / stride_max, cap}));
}

Runner::Fence Runner::fence() const {
    GLsync f = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
    glFlush();
    return f;
}

void Runner::drop(Fence f) {
    if (f) glDeleteSync(static_cast<GLsync>(f));
}

std::string Runner::wait_for(Fence f) const {
    GLsync fence = static_cast<GLsync>(f);
    GLenum w = glClientWaitSync(fence, GL_SYNC_FLUSH_COMMANDS_BIT, static_cast<GLuint64>(fence_timeout_seconds * 1e9));
    glDeleteSync(fence);
    GLenum reset = glGetGraphicsResetStatus ? glGetGraphicsResetStatus() : GL_NO_ERROR;
    if (reset != GL_NO_ERROR)
        return std::string("the GPU was reset (") +
               (reset == GL_GUILTY_CONTEXT_RESET ? "caused by this dispatch" : "caused elsewhere") +
               "); the OpenGL context is lost";
    if (w == GL_TIMEOUT_EXPIRED)
        return "the dispatch did not finish within " + std::to_string(static_cast<int>(fence_timeout_seconds)) + " s";
    if (w == GL_WAIT_FAILED) return "waiting for the dispatch failed (context lost?)";
    return "";
}

BatchResult Runner::run(const Kernel& k, const std::vector<Value>& inputs, size_t n_cases) {
    BatchResult r;
    size_t n_in = k.inputs.size(), n_out = k.outputs.size();
    r.outputs.assign(n_cases * n_out, Value{});
    r.written.assign(n_cases, 0);
    if (!k.compiled) {
        r.error = "the shader did not compile";
        return r;
    }
    const size_t chunk = max_cases_per_dispatch(k);
    std::vector<uint8_t> staging;
    glUseProgram(k.program);
    GLint count_loc = glGetUniformLocation(k.program, GeneratedShader::kCountUniform);
    for (size_t base = 0; base < n_cases; base += chunk) {
        size_t n = std::min(chunk, n_cases - base);
        size_t in_bytes = std::max<size_t>(n * static_cast<size_t>(k.in_stride), 16);
        size_t out_bytes = n * static_cast<size_t>(k.out_stride);
        staging.assign(in_bytes, 0);
        for (size_t c = 0; c < n; ++c) pack_inputs(k, inputs.data() + (base + c) * n_in, staging.data() + c * k.in_stride);
        ensure_capacity(0, in_bytes);
        ensure_capacity(1, out_bytes);
        glNamedBufferSubData(buffers_[0], 0, static_cast<GLsizeiptr>(in_bytes), staging.data());
        const uint32_t poison = kPoison;
        glClearNamedBufferSubData(buffers_[1], GL_R32UI, 0, static_cast<GLsizeiptr>(out_bytes), GL_RED_INTEGER,
                                  GL_UNSIGNED_INT, &poison);
        glBindBufferRange(GL_SHADER_STORAGE_BUFFER, 0, buffers_[0], 0, static_cast<GLsizeiptr>(in_bytes));
        glBindBufferRange(GL_SHADER_STORAGE_BUFFER, 1, buffers_[1], 0, static_cast<GLsizeiptr>(out_bytes));
        glUniform1i(count_loc, static_cast<GLint>(n));
        glDispatchCompute(static_cast<GLuint>((n + GeneratedShader::kLocalSize - 1) / GeneratedShader::kLocalSize), 1, 1);
        glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
        r.error = wait_for_gpu();
        if (!r.error.empty()) return r;
        staging.resize(out_bytes);
        glGetNamedBufferSubData(buffers_[1], 0, static_cast<GLsizeiptr>(out_bytes), staging.data());
        for (size_t c = 0; c < n; ++c)
            r.written[base + c] =
                unpack_outputs(k, staging.data() + c * k.out_stride, r.outputs.data() + (base + c) * n_out);
    }
    if (glGetError() == GL_CONTEXT_LOST) r.error = "the OpenGL context was lost";
    return r;
}

}  // namespace il
