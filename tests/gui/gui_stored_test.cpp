// A loaded results file's own GPU bits beside this driver's: read from "gpu" per output, compared bit for bit,
// counted in the summary, filtered, and named by the file's "device".
#include <gtest/gtest.h>

#include <fstream>

#include "catalog/catalog.h"
#include "gui/stored_results.h"
#include "panels_fixture.h"

namespace il::gui {
namespace {

const Overload& usub() {
    return *Catalog::get().by_declaration("uint usubBorrow(uint x, uint y, out uint borrow)");
}

TEST(Stored, ReadsEveryOutputByNameAndRefusesWhatDoesNotFit) {
    nlohmann::json c = {{"gpu",
                         {{{"name", "borrow"}, {"bits", {"0x00000001"}}},
                          {{"name", "return"}, {"bits", {"0x80000001"}}}}}};
    std::vector<Value> v = stored_gpu_of(usub(), c);
    ASSERT_EQ(v.size(), 2u);
    EXPECT_EQ(v[0].bits[0], 0x80000001u) << "in the overload's output order, the return value first";
    EXPECT_EQ(v[1].bits[0], 1u);
    for (const char* bad : {"0x1g", "12", "0x123456789", ""}) {
        nlohmann::json b = c;
        b["gpu"][0]["bits"][0] = bad;
        EXPECT_TRUE(stored_gpu_of(usub(), b).empty()) << bad;
    }
    nlohmann::json missing = {{"gpu", {{{"name", "return"}, {"bits", {"0x80000001"}}}}}};
    EXPECT_TRUE(stored_gpu_of(usub(), missing).empty()) << "borrow is missing";
    EXPECT_TRUE(stored_gpu_of(usub(), nlohmann::json{{"comment", "x"}}).empty());
    EXPECT_EQ(stored_device_text({{"driver", "softpipe"}, {"renderer", "softpipe"}, {"version", "4.5 (Core Profile) Mesa 22.3.6"},
                                  {"forced", true}}),
              "softpipe | softpipe | 4.5 (Core Profile) Mesa 22.3.6 | forced");
}

TEST_F(Panels, ALoadedResultsFilesGpuBitsAreComparedWithThisDriversAndDifferencesFlagged) {
    session_.load_preset("fma");
    frames(3);
    size_t n = session_.batch.size();
    ASSERT_GE(n, 2u);
    std::string path = (dir_ / "fma-results.json").string();
    ASSERT_EQ(session_.export_batch(path), "");
    // Another driver's file: case 1 came out one ULP away, and the file names that driver.
    nlohmann::json doc = nlohmann::json::parse(std::ifstream(path));
    std::string bits = doc["cases"][1]["gpu"][0]["bits"][0];
    uint32_t other = static_cast<uint32_t>(std::stoul(bits, nullptr, 16)) ^ 1u;
    char hex[16];
    std::snprintf(hex, sizeof hex, "0x%08x", other);
    doc["cases"][1]["gpu"][0]["bits"][0] = hex;
    doc["device"]["driver"] = "zink";
    doc["device"]["renderer"] = "zink (llvmpipe (LLVM 15.0.6, 256 bits))";
    std::ofstream(path) << doc.dump(1);

    ASSERT_EQ(session_.load_vectors_file(path), "");
    frames(3);
    const BatchSummary& sum = session_.batch.summary();
    EXPECT_EQ(sum.stored_rows, n);
    EXPECT_EQ(sum.stored_compared, n);
    EXPECT_EQ(sum.stored_differ, 1u);
    EXPECT_EQ(sum.first_differ_row, 1u);
    EXPECT_EQ(session_.batch.stored_compare(0), StoredCompare::Same);
    EXPECT_EQ(session_.batch.stored_compare(1), StoredCompare::Differs);
    EXPECT_EQ(session_.batch.stored_device().rfind("zink | zink (llvmpipe", 0), 0u) << session_.batch.stored_device();

    BatchFilter f;
    f.verdict = kDiffersFromStored;
    session_.batch.set_filter(f);
    frames(2);
    EXPECT_EQ(session_.batch.order(), std::vector<size_t>{1});

    // Opened in the playground, the case keeps the file's bits for the results panel.
    const BatchRow& row = session_.batch.rows()[1];
    session_.state.load_case(*row.overload, row.inputs, row.original);
    frames(3);
    std::vector<Value> stored = stored_gpu_of(*row.overload, session_.state.original());
    ASSERT_EQ(stored.size(), 1u);
    EXPECT_EQ(stored[0].bits[0], other);
    const BatchEvaluation* b = session_.state.last();
    ASSERT_TRUE(b && b->cases[0].gpu_ran);
    EXPECT_EQ(compare_stored(stored, &b->cases[0]), StoredCompare::Differs);
    EXPECT_EQ(b->cases[0].gpu[0].bits[0] ^ stored[0].bits[0], 1u);

    session_.batch.clear();
    EXPECT_EQ(session_.batch.stored_device(), "");
}

}  // namespace
}  // namespace il::gui
