// The driver matrix through the binary: `drivers`, --driver on llvmpipe, zink (lavapipe) and softpipe (forced),
// results that carry the driver's identity, and two drivers' results of one seed compared case by case.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/cli_run.h"
#include "vectors/vectors_reader.h"

namespace il {
namespace {

using nlohmann::json;
using test::run_cli;

class Drivers : public testing::Test {
protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() / ("il-driver-test-" + std::to_string(getpid()));
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    std::filesystem::path dir_;
};

json driver_entry(const json& list, const std::string& name) {
    for (const json& d : list["drivers"])
        if (d["name"] == name) return d;
    return nullptr;
}

TEST_F(Drivers, ListsEachDriverWithItsVersionsOrWhyNot) {
    auto r = run_cli("drivers --json", "VTEST_SOCKET_NAME=/nonexistent");
    ASSERT_EQ(r.code, 0) << r.out;
    json j = json::parse(r.out);
    json llvmpipe = driver_entry(j, "llvmpipe");
    ASSERT_TRUE(llvmpipe.is_object()) << r.out;
    EXPECT_TRUE(llvmpipe["usable"].get<bool>()) << llvmpipe.dump();
    EXPECT_EQ(llvmpipe["device"]["renderer"].get<std::string>().rfind("llvmpipe", 0), 0u) << llvmpipe.dump();
    json zink = driver_entry(j, "zink");
    ASSERT_TRUE(zink.is_object()) << r.out;
    ASSERT_TRUE(zink["usable"].get<bool>()) << zink.dump();  // .ci/deps installs mesa-vulkan-drivers
    EXPECT_EQ(zink["device"]["renderer"].get<std::string>().rfind("zink", 0), 0u) << zink.dump();
    // softpipe offers 3.3 (Mesa 22.3) and runs with the versions forced to 4.5.
    json softpipe = driver_entry(j, "softpipe");
    EXPECT_TRUE(softpipe["usable"].get<bool>()) << softpipe.dump();
    EXPECT_TRUE(softpipe["forced"].get<bool>());
    EXPECT_EQ(softpipe["native_version"], "3.3") << softpipe.dump();
    EXPECT_EQ(softpipe["environment"]["MESA_GL_VERSION_OVERRIDE"], "4.5");
    json nvidia = driver_entry(j, "nvidia");
    ASSERT_TRUE(nvidia.is_object()) << r.out;
    if (!nvidia["usable"].get<bool>()) {
        EXPECT_FALSE(nvidia["why_not"].get<std::string>().empty());
    }
}

// The device platform is tried first and fails (softpipe offers 3.3); the surfaceless platform must still be
// tried and say what it offers: gladLoadEGL(dpy) used to clear the client-extension flags it is chosen by.
TEST_F(Drivers, SurfacelessIsTriedAfterADeviceFails) {
    auto r = run_cli("info", "LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=softpipe");
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_NE(r.out.find("EGL device 0: no OpenGL 4.5 core context"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("EGL surfaceless: no OpenGL 4.5 core context"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("highest offered: 3.3"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("platform not offered"), std::string::npos) << r.out;
}

TEST_F(Drivers, UnknownAndUnavailableDriversAreSaid) {
    auto unknown = run_cli("info --driver radeon9000");
    EXPECT_EQ(unknown.code, 2) << unknown.out;
    EXPECT_NE(unknown.out.find("--driver radeon9000: unknown driver; known: llvmpipe, zink"), std::string::npos)
        << unknown.out;
    auto empty = run_cli("info --driver ''");
    EXPECT_EQ(empty.code, 2) << empty.out;
    // `--driver=NAME` as every option takes `--opt=V`; after `--` it is an argument, not the option.
    auto joined = run_cli("info --driver=radeon9000");
    EXPECT_EQ(joined.code, 2) << joined.out;
    EXPECT_NE(joined.out.find("--driver radeon9000: unknown driver; known:"), std::string::npos) << joined.out;
    auto joined_empty = run_cli("info --driver=");
    EXPECT_EQ(joined_empty.code, 2) << joined_empty.out;
    EXPECT_NE(joined_empty.out.find("--driver needs a value"), std::string::npos) << joined_empty.out;
    auto argument = run_cli("run -- --driver");
    EXPECT_EQ(argument.code, 2) << argument.out;
    EXPECT_EQ(argument.out.find("needs a value"), std::string::npos) << argument.out;
    EXPECT_NE(argument.out.find("--driver: cannot be read"), std::string::npos) << argument.out;
    auto virpipe = run_cli("info --driver virpipe", "VTEST_SOCKET_NAME=/nonexistent");
    EXPECT_EQ(virpipe.code, 3) << virpipe.out;
    EXPECT_NE(virpipe.out.find("--driver virpipe: no virgl test server: /nonexistent does not exist"), std::string::npos)
        << virpipe.out;
    // A socket left by a server that is gone: Mesa's vtest client would abort the process; it is said instead.
    std::string stale = path("stale.sock");
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un a{};
    a.sun_family = AF_UNIX;
    std::strncpy(a.sun_path, stale.c_str(), sizeof a.sun_path - 1);
    ASSERT_EQ(bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
    close(fd);
    auto gone = run_cli("info --driver virpipe", "VTEST_SOCKET_NAME=" + stale);
    EXPECT_EQ(gone.code, 3) << gone.out;
    EXPECT_NE(gone.out.find("no virgl test server answers on " + stale), std::string::npos) << gone.out;
}

// Chosen by Mesa's own variables instead of --driver, a driver is named from its renderer string, by the driver it
// names first: zink on lavapipe reports "zink (llvmpipe (…))" and is zink.
TEST_F(Drivers, MesasVariablesGiveTheDriverTheRendererNamesFirst) {
    auto zink = run_cli("info", "LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=zink");
    ASSERT_EQ(zink.code, 0) << zink.out;
    EXPECT_NE(zink.out.find("renderer      zink (llvmpipe"), std::string::npos) << zink.out;
    EXPECT_NE(zink.out.find("driver        zink\n"), std::string::npos) << zink.out;
    auto llvmpipe = run_cli("info", "GALLIUM_DRIVER=llvmpipe");
    ASSERT_EQ(llvmpipe.code, 0) << llvmpipe.out;
    EXPECT_NE(llvmpipe.out.find("driver        llvmpipe\n"), std::string::npos) << llvmpipe.out;
}

TEST_F(Drivers, ForcedDriverResultsSaySo) {
    // ldexp(0.0, 0) is 0 (GLSL 4.50 §8.3); the device object names softpipe and the override.
    auto r = run_cli("eval ldexp 0.0 0 --json --driver softpipe");
    ASSERT_EQ(r.code, 0) << r.out;
    json j = json::parse(r.out);
    EXPECT_EQ(j["device"]["driver"], "softpipe") << j["device"].dump();
    EXPECT_EQ(j["device"]["forced"], true);
    EXPECT_EQ(j["device"]["overrides"], "MESA_GL_VERSION_OVERRIDE=4.5 MESA_GLSL_VERSION_OVERRIDE=450");
    EXPECT_EQ(j["device"]["tool_version"], IL_VERSION);
    EXPECT_EQ(j["cases"][0]["gpu"][0]["bits"][0], "0x00000000");
    auto text = run_cli("eval ldexp 0.0 0 --driver softpipe");
    EXPECT_NE(text.out.find("| driver softpipe (forced: MESA_GL_VERSION_OVERRIDE=4.5"), std::string::npos) << text.out;
}

TEST_F(Drivers, ResultFilesAreGzipWhenNamedSoAndReadBack) {
    // fma(1, 2, 3) = 5.0 = 0x40a00000 exactly (GLSL 4.50 §8.3), written by eval on zink as X.json.gz and run
    // again from it on llvmpipe; each result names its driver.
    auto e = run_cli("eval fma 1.0 2.0 3.0 --driver zink --out " + path("fma.json.gz"));
    ASSERT_EQ(e.code, 0) << e.out;
    std::ifstream in(path("fma.json.gz"), std::ios::binary);
    char magic[2] = {};
    in.read(magic, 2);
    EXPECT_EQ(static_cast<unsigned char>(magic[0]), 0x1fu);  // gzip (RFC 1952 §2.3.1)
    EXPECT_EQ(static_cast<unsigned char>(magic[1]), 0x8bu);
    json written = json::parse(read_json_file(path("fma.json.gz")));
    EXPECT_EQ(written["device"]["driver"], "zink");
    EXPECT_EQ(written["cases"][0]["gpu"][0]["bits"][0], "0x40a00000");
    auto r = run_cli("run " + path("fma.json.gz") + " --json --driver llvmpipe");
    ASSERT_EQ(r.code, 0) << r.out;
    json j = json::parse(r.out);
    EXPECT_EQ(j["device"]["driver"], "llvmpipe");
    ASSERT_EQ(j["cases"].size(), 1u);
    EXPECT_EQ(j["cases"][0]["gpu"][0]["bits"][0], "0x40a00000");
}

TEST_F(Drivers, LlvmpipeAndZinkComparedCaseByCase) {
    // One seed on both drivers: every case pairs with its twin; packHalf2x16 of a NaN keeps a payload bit on
    // one driver and not the other, which the spec leaves free (GLSL 4.50 §8.4: undefined for NaN).
    const std::string fns = "--function packHalf2x16 --function dot --random 200 --seed 7 --keep all";
    auto a = run_cli("sweep " + fns + " --driver llvmpipe --out " + path("llvmpipe.json.gz"));
    ASSERT_LE(a.code, 1) << a.out;
    auto b = run_cli("sweep " + fns + " --driver zink --out " + path("zink.json.gz"));
    ASSERT_LE(b.code, 1) << b.out;
    json la = json::parse(read_json_file(path("llvmpipe.json.gz")));
    json zb = json::parse(read_json_file(path("zink.json.gz")));
    EXPECT_EQ(la["device"]["driver"], "llvmpipe");
    EXPECT_EQ(zb["device"]["driver"], "zink");
    EXPECT_EQ(zb["device"]["forced"], false);
    ASSERT_EQ(la["cases"].size(), zb["cases"].size());
    ASSERT_GT(la["cases"].size(), 200u);
    auto d = run_cli("diff " + path("llvmpipe.json.gz") + " " + path("zink.json.gz") + " --json");
    ASSERT_LE(d.code, 1) << d.out.substr(0, 2000);
    json j = json::parse(d.out);
    EXPECT_EQ(j["diff"]["matched"], la["cases"].size());
    EXPECT_EQ(j["diff"]["only_in_a"], 0);
    EXPECT_EQ(j["diff"]["only_in_b"], 0);
    EXPECT_EQ(j["diff"]["same"].get<size_t>() + j["diff"]["differing"].get<size_t>(), la["cases"].size());
    // Each listed case is the same input on both sides, with different GPU bits.
    bool nan_pack = false;
    for (const json& c : j["cases"]) {
        size_t ai = c["difference"]["a_case"], bi = c["difference"]["b_case"];
        EXPECT_EQ(la["cases"][ai]["inputs"], zb["cases"][bi]["inputs"]);
        EXPECT_NE(la["cases"][ai]["gpu"], zb["cases"][bi]["gpu"]);
        // packHalf2x16(vec2(NaN, 0)): llvmpipe keeps all payload bits of the half NaN, zink gives the quiet 0x7e00.
        if (c["function"] == "packHalf2x16" && c["inputs"][0]["bits"] == json{"0x7fc00000", "0x00000000"}) {
            nan_pack = true;
            EXPECT_EQ(c["difference"]["components"][0]["a"], "0x00007fff");
            EXPECT_EQ(c["difference"]["components"][0]["b"], "0x00007e00");
        }
    }
    EXPECT_TRUE(nan_pack) << "packHalf2x16(vec2(NaN, 0)) should differ between llvmpipe and zink";
}

}  // namespace
}  // namespace il
