#include "cli/gpu_session.h"

#include <cstdio>

namespace il::cli {

std::unique_ptr<GpuSession> open_gpu_session() {
    std::string error;
    auto s = std::make_unique<GpuSession>();
    s->context = HeadlessContext::create(error);
    if (!s->context) {
        std::fprintf(stderr, "intrinsic-lab: %s\n", error.c_str());
        return nullptr;
    }
    s->device = query_device_info(s->context->platform());
    s->runner = std::make_unique<Runner>();
    return s;
}

}  // namespace il::cli
