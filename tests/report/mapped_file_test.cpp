// MappedFile (the streamed diff's fast reader maps regular files): the bytes as written, again after release(), and
// a file cut short while mapped reads as zeros past its new end, marked cut(), instead of raising SIGBUS.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "report/mapped_file.h"

namespace il {
namespace {

std::string temp_file(const std::string& name, const std::string& text) {
    const std::string path = (std::filesystem::temp_directory_path() / (name + std::to_string(::getpid()))).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// Three pages and a bit: "abc…" cycling, so that every byte is known.
std::string pattern(size_t n) {
    std::string s(n, ' ');
    for (size_t i = 0; i < n; ++i) s[i] = static_cast<char>('a' + i % 26);
    return s;
}

TEST(MappedFile, ReadsTheBytesAndAgainAfterRelease) {
    const size_t page = static_cast<size_t>(::sysconf(_SC_PAGESIZE));
    const std::string text = pattern(3 * page + 100);
    const std::string path = temp_file("il_mapped_read", text);
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    auto m = MappedFile::map(fd, text.size());
    ASSERT_TRUE(m);
    EXPECT_EQ(std::string(m->data(), m->size()), text);
    m->populate(0, page);
    m->release(0, 2 * page);
    EXPECT_EQ(m->data()[page + 1], 'a' + (page + 1) % 26);
    EXPECT_EQ(std::string(m->data(), m->size()), text);
    EXPECT_FALSE(m->cut());
    m.reset();
    ::close(fd);
    std::filesystem::remove(path);
}

TEST(MappedFile, NothingToMapInAnEmptyFile) {
    const std::string path = temp_file("il_mapped_empty", "");
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    EXPECT_FALSE(MappedFile::map(fd, 0));
    ::close(fd);
    std::filesystem::remove(path);
}

TEST(MappedFile, AFileCutShortReadsAsZerosAndSaysSo) {
    const size_t page = static_cast<size_t>(::sysconf(_SC_PAGESIZE));
    const std::string text = pattern(4 * page);
    const std::string path = temp_file("il_mapped_cut", text);
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    auto m = MappedFile::map(fd, text.size());
    ASSERT_TRUE(m);
    EXPECT_EQ(m->data()[0], 'a');
    ASSERT_EQ(::truncate(path.c_str(), static_cast<off_t>(page)), 0);
    // Byte 2 * page + 3 is no longer in the file: without the handler this read would raise SIGBUS.
    const volatile char* p = m->data();
    EXPECT_EQ(p[2 * page + 3], 0);
    EXPECT_TRUE(m->cut());
    EXPECT_EQ(p[5], 'f');  // what the file still has reads as before
    EXPECT_EQ(p[4 * page - 1], 0);
    m.reset();
    ::close(fd);
    std::filesystem::remove(path);
}

}  // namespace
}  // namespace il
