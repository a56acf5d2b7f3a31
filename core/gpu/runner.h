// The GPU batch runner: compiles one compute shader per (overload, profile), caches it, and runs
// many vectors per dispatch. Needs a current GL 4.5 context with GL loaded (see gpu/context.h);
// which context (headless EGL or the GUI's window) is chosen outside it.
//
// Features: SSBO inputs (no literals for the driver to fold), outputs poisoned before each
// dispatch plus a per-invocation written flag, dispatches split to the driver's limits, a fence
// with a time-out, compile/link logs kept.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "catalog/overload.h"
#include "catalog/profile.h"
#include "gpu/buffer_pool.h"
#include "shadergen/shadergen.h"

namespace il {

struct MemberLayout {
    int offset = 0;        // bytes from the start of the array element
    int matrix_stride = 0; // bytes between matrix columns (0 for non-matrices)
    Type type;             // storage type (bools as ints)
};

struct Kernel {
    GeneratedShader shader;
    bool compiled = false;  // compile and link both succeeded
    std::string log;        // compile and link log (may be non-empty on success: warnings)
    unsigned program = 0;
    int in_stride = 0, out_stride = 0;  // bytes per case
    std::vector<MemberLayout> inputs, outputs;
    int written_offset = 0;
};

struct BatchResult {
    std::vector<Value> outputs;  // n_cases × n_outputs, case-major
    std::vector<uint8_t> written;  // per case: did the invocation write its outputs
    std::string error;             // a driver fault (time-out, lost context); empty on success
};

class Runner {
public:
    Runner();
    ~Runner();
    Runner(const Runner&) = delete;
    Runner& operator=(const Runner&) = delete;

    // The kernel for (overload, profile), compiled on first use and cached. index_input: the variant that
    // derives its inputs from the invocation index (shadergen.h); its input records (4 bytes per input, in order)
    // are the CPU's alone, for the judges, and never reach the GPU.
    const Kernel& kernel(const Overload& o, const Profile& p, bool index_input = false);
    // Asks for kernel(o, p)'s compile and link now, without waiting for them: a sweep names the overloads it runs
    // next, and the driver (with GL_KHR_parallel_shader_compile) builds them on its threads meanwhile. kernel()
    // then finds the program built, or waits for it; the kernel and its log are those of a compile on first use.
    void prefetch(const Overload& o, const Profile& p);
    // A kernel whose inputs are constants in its source (fold/fold_shader.h): no input records; run() takes an
    // empty input vector. Cached by its source.
    const Kernel& constant_kernel(const Overload& o, GeneratedShader shader);
    // A kernel of o's inputs and outputs whose shader the caller wrote (an expression's: expr/expr_eval.h), its
    // inputs from the input buffer as kernel()'s. Cached by its source.
    const Kernel& source_kernel(const Overload& o, GeneratedShader shader);
    // How many kernels were compiled (one per (overload, profile) asked for, failed compiles too; not counting
    // those prefetched and not yet asked for).
    size_t kernels_compiled() const { return cache_.size(); }
    // Runs `inputs` (n_cases × n_inputs, case-major, already of the parameter types).
    BatchResult run(const Kernel& k, const std::vector<Value>& inputs, size_t n_cases);

    // Cases per dispatch within the driver's limits (work-group count, SSBO size), at most `cap`.
    static size_t max_cases_per_dispatch(const Kernel& k, size_t cap = size_t{1} << 20);
    // Waits for the GPU commands issued so far: a fence with fence_timeout_seconds, then the reset status.
    // Returns "" or the fault ("the dispatch did not finish within 30 s", "the GPU was reset (…)").
    std::string wait_for_gpu() const { return wait_for(fence()); }
    // The same in two steps, so that more commands can follow before the wait: a fence after the commands issued so
    // far, flushed so that the GPU starts them; then the wait for that fence alone (which deletes it), or drop() for
    // a fence that will not be waited for.
    using Fence = void*;
    Fence fence() const;
    std::string wait_for(Fence f) const;
    static void drop(Fence f);

    // Whether the driver runs the dispatch on the CPU's own cores (a software renderer, is_software_renderer), so
    // that the CPU's work on one chunk gains nothing from overlapping the dispatch of the next.
    bool dispatch_on_cpu() const { return dispatch_on_cpu_; }

    // The mapped buffers of the batch engine's and the bench's runs, kept from one run to the next.
    BufferPool& buffer_pool() { return pool_; }
    // Whether the driver lists `extension` in GL_EXTENSIONS (read once).
    bool offers_extension(const std::string& extension);
    static constexpr uint32_t kPoison = 0xdeadbeefu;
    double fence_timeout_seconds = 30.0;

private:
    enum class InputKind { Buffer, Index, None };
    // A compile and link asked for, not yet read back.
    struct Building {
        GeneratedShader shader_source;
        unsigned shader = 0, program = 0;
    };
    static Building start(GeneratedShader shader);
    static std::unique_ptr<Kernel> finish(const Overload& o, Building b, InputKind input);
    std::map<std::string, std::unique_ptr<Kernel>> cache_;
    std::map<std::string, Building> building_;
    BufferPool pool_;
    bool dispatch_on_cpu_ = false;
    std::set<std::string> extensions_;  // GL_EXTENSIONS, once read
    bool extensions_read_ = false;
    unsigned buffers_[2] = {0, 0};
    size_t capacity_[2] = {0, 0};
    void ensure_capacity(int which, size_t bytes);
};

}  // namespace il
