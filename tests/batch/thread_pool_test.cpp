// How many workers a batch gets, and which renderers run on the CPU.
#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

#include "batch/thread_pool.h"

namespace il {
namespace {

TEST(BatchWorkers, OneCoreLeftToTheSubmitterOfAHardwareGpu) {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    EXPECT_EQ(batch_workers(false), cores);
    EXPECT_EQ(batch_workers(true), cores > 1 ? cores - 1 : 1u);
}

TEST(BatchWorkers, SoftwareRenderersAreKnownByName) {
    EXPECT_TRUE(is_software_renderer("llvmpipe (LLVM 15.0.6, 256 bits)"));
    EXPECT_TRUE(is_software_renderer("softpipe"));
    EXPECT_FALSE(is_software_renderer("NVIDIA H200/PCIe/SSE2"));
    EXPECT_FALSE(is_software_renderer("AMD Radeon RX 7900 XTX (radeonsi, navi31, LLVM 15.0.7, DRM 3.54)"));
}

}  // namespace
}  // namespace il
