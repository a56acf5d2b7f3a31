// The block-wise gzip writer against zlib itself: a stream of one block is the bytes zlib's own gzip wrapper writes at
// level 6; a stream of many inflates, in one member, to the text written, with the CRC-32 and length RFC 1952 puts in
// its trailer (computed here from the text); each block refers back to the text before it, as one stream would; the
// threads change no byte; a full disk is a failure, not a short file.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <string>
#include <vector>

#include "vectors/gz_blocks.h"

namespace il {
namespace {

// Text like a results file's: lines of JSON with numbers that vary, so that deflate finds matches near and far.
std::string results_like(size_t bytes) {
    std::string s;
    uint64_t x = 0x9e3779b97f4a7c15ull;
    while (s.size() < bytes) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        char line[160];
        std::snprintf(line, sizeof line,
                      "{\"overload\":\"vec3 op\",\"bits\":[\"0x%08x\",\"0x%08x\"],\"ulp\":%u,\"verdict\":\"%s\"},\n",
                      static_cast<unsigned>(x >> 32), static_cast<unsigned>(x), static_cast<unsigned>(x >> 60),
                      (x >> 40) % 3 ? "match" : "violation");
        s += line;
    }
    s.resize(bytes);
    return s;
}

// The stream GzBlocks writes for `text` (handed over in pieces of `piece` bytes), read back from a temporary file.
std::string blocks_of(const std::string& text, unsigned threads, size_t piece = 65536) {
    FILE* f = std::tmpfile();
    GzBlocks gz(fileno(f), threads);
    for (size_t at = 0; at < text.size(); at += piece)
        EXPECT_TRUE(gz.write(text.data() + at, std::min(piece, text.size() - at)));
    EXPECT_TRUE(gz.finish());
    std::string out(static_cast<size_t>(::lseek(fileno(f), 0, SEEK_END)), '\0');
    ::lseek(fileno(f), 0, SEEK_SET);
    EXPECT_EQ(::read(fileno(f), out.data(), out.size()), static_cast<ssize_t>(out.size()));
    std::fclose(f);
    return out;
}

// zlib's own gzip stream of `text`: one deflate call, level 6 (15 + 16: its gzip wrapper).
std::string zlib_gzip(const std::string& text) {
    z_stream z{};
    EXPECT_EQ(deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY), Z_OK);
    std::string out(deflateBound(&z, text.size()) + 64, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
    z.avail_in = static_cast<uInt>(text.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    EXPECT_EQ(deflate(&z, Z_FINISH), Z_STREAM_END);
    out.resize(out.size() - z.avail_out);
    deflateEnd(&z);
    return out;
}

// The text of a gzip stream of one member: inflate must end the member exactly at the stream's last byte.
std::string gunzip_one_member(const std::string& gz, bool* one_member) {
    z_stream z{};
    EXPECT_EQ(inflateInit2(&z, 15 + 16), Z_OK);
    std::string out;
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(gz.data()));
    z.avail_in = static_cast<uInt>(gz.size());
    int rc = Z_OK;
    char buf[1 << 16];
    while (rc == Z_OK) {
        z.next_out = reinterpret_cast<Bytef*>(buf);
        z.avail_out = sizeof buf;
        rc = inflate(&z, Z_NO_FLUSH);
        out.append(buf, sizeof buf - z.avail_out);
    }
    *one_member = rc == Z_STREAM_END && z.avail_in == 0;
    inflateEnd(&z);
    return out;
}

uint32_t le32(const std::string& s, size_t at) {
    uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = v << 8 | static_cast<unsigned char>(s[at + static_cast<size_t>(i)]);
    return v;
}

TEST(GzBlocks, OneBlockIsZlibsOwnGzip) {
    for (size_t n : {size_t{0}, size_t{1}, size_t{5000}, GzBlocks::kBlock - 1}) {
        const std::string text = results_like(n);
        EXPECT_EQ(blocks_of(text, 0), zlib_gzip(text)) << n << " bytes";
        EXPECT_EQ(blocks_of(text, 3), zlib_gzip(text)) << n << " bytes";
    }
}

TEST(GzBlocks, ManyBlocksInflateToTheTextInOneMember) {
    // 3.5 blocks, exactly one block (its last block empty), and one past it; pieces not dividing the block.
    for (size_t n : {GzBlocks::kBlock * 7 / 2, GzBlocks::kBlock, GzBlocks::kBlock + 1, GzBlocks::kBlock * 2}) {
        const std::string text = results_like(n);
        const std::string gz = blocks_of(text, 2, 40000);
        bool one = false;
        EXPECT_EQ(gunzip_one_member(gz, &one), text) << n << " bytes";
        EXPECT_TRUE(one) << n << " bytes";
        // RFC 1952 §2.3.1: CRC-32 of the text, then its length modulo 2^32, little-endian.
        ASSERT_GE(gz.size(), 18u);
        EXPECT_EQ(le32(gz, gz.size() - 8),
                  static_cast<uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(text.data()), static_cast<uInt>(n))));
        EXPECT_EQ(le32(gz, gz.size() - 4), static_cast<uint32_t>(n));
    }
}

TEST(GzBlocks, ThreadsChangeNoByte) {
    const std::string text = results_like(GzBlocks::kBlock * 5 + 12345);
    EXPECT_EQ(blocks_of(text, 0), blocks_of(text, 4, 4096));
}

TEST(GzBlocks, EachBlockMatchesTheTextBeforeIt) {
    // 20 KiB of bytes deflate cannot shrink, repeated for 5 MiB: one stream holds them once and refers back to them
    // ever after. Each block starts from the 32 KiB before it, so it refers back as well; a block without that
    // dictionary would hold the 20 KiB again, 5 times over.
    std::string chunk(20 * 1024, '\0');
    uint64_t x = 1;
    for (char& ch : chunk) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        ch = static_cast<char>(x >> 56);
    }
    std::string text;
    while (text.size() < GzBlocks::kBlock * 5) text += chunk;
    const size_t one_stream = zlib_gzip(text).size(), blocks = blocks_of(text, 2).size();
    EXPECT_GT(one_stream, chunk.size());
    EXPECT_LE(blocks, one_stream + 4096);
}

TEST(GzBlocks, AFullDiskFails) {
    const int fd = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
    if (fd < 0) GTEST_SKIP() << "no /dev/full";
    {
        GzBlocks gz(fd, 2);
        const std::string text = results_like(GzBlocks::kBlock * 3);
        bool ok = true;
        for (size_t at = 0; at < text.size() && ok; at += 65536) ok = gz.write(text.data() + at, 65536);
        ok = ok && gz.finish();
        EXPECT_FALSE(ok);
        EXPECT_EQ(errno, ENOSPC);
    }
    ::close(fd);
}

}  // namespace
}  // namespace il
