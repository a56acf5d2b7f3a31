// One headless EGL context and runner for the GUI tests: the window's context stands in for them in the app.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "gpu/context.h"
#include "gpu/runner.h"

namespace il::gui::test {

struct Gpu {
    std::unique_ptr<HeadlessContext> context;
    std::unique_ptr<Runner> runner;
    DeviceInfo device;
    std::string error;
};

// Created on first use and kept for the process: contexts are costly and the runner caches kernels.
inline Gpu& gpu() {
    static Gpu g = [] {
        Gpu x;
        x.context = HeadlessContext::create(x.error);
        if (x.context) {
            x.device = query_device_info(x.context->platform());
            x.runner = std::make_unique<Runner>();
        }
        return x;
    }();
    return g;
}

}  // namespace il::gui::test

#define IL_REQUIRE_GPU()                                                            \
    do {                                                                            \
        ASSERT_TRUE(::il::gui::test::gpu().runner) << ::il::gui::test::gpu().error; \
    } while (0)
