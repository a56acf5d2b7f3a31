// A test suite on one headless llvmpipe context and one Runner, opened before its first test and closed after
// its last (the GPU suites of tests/batch, tests/gpu and tests/report). A suite with more to set up calls
// GpuSuite::SetUpTestSuite() first.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "catalog/catalog.h"
#include "gpu/context.h"
#include "gpu/runner.h"

namespace il {

class GpuSuite : public testing::Test {
protected:
    static void SetUpTestSuite() {
        std::string error;
        context_ = HeadlessContext::create(error);
        ASSERT_TRUE(context_) << error;
        runner_ = std::make_unique<Runner>();
    }
    static void TearDownTestSuite() {
        runner_.reset();
        context_.reset();
    }
    // The catalog row with this declaration; a typo fails the test by name.
    static const Overload& row(const std::string& declaration) {
        const Overload* o = Catalog::get().by_declaration(declaration);
        if (!o) throw std::logic_error("no catalog row " + declaration);
        return *o;
    }
    static inline std::unique_ptr<HeadlessContext> context_;
    static inline std::unique_ptr<Runner> runner_;
};

}  // namespace il
