// A regular file mapped read-only, for the streamed diff's fast reader: the bytes are measured and compared where
// the page cache holds them, instead of first being copied into the reader's own blocks by read(2) (that copy, to
// memory the cache no longer held, was most of a warm diff's time). A file that becomes shorter while it is mapped
// would raise SIGBUS on the pages it lost: a handler maps zeros in their place and marks the mapping cut(), which
// the reader reports as an error naming the file, as it would report a read that failed.
#pragma once
#include <atomic>
#include <cstddef>
#include <memory>

namespace il {

class MappedFile {
public:
    // The first `size` bytes of `fd` (a regular file; it stays open, and is not closed here), or null where they
    // cannot be mapped (then the file is read with read(2) instead).
    static std::shared_ptr<MappedFile> map(int fd, size_t size);
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    const char* data() const { return data_; }
    size_t size() const { return size_; }
    // Bytes were lost after the file was mapped (it became shorter, or a page of it could not be read): zeros
    // stand in for them.
    bool cut() const { return cut_.load(std::memory_order_acquire); }
    // Gives back the pages of [offset, offset + length), `offset` a multiple of the page size: read again they
    // come back from the page cache, and until then they do not count in the process's memory.
    void release(size_t offset, size_t length) const;
    // Maps the pages of [offset, offset + length) in one call instead of a fault for every few of them.
    void populate(size_t offset, size_t length) const;

private:
    MappedFile(const char* data, size_t size) : data_(data), size_(size) {}
    const char* data_;
    size_t size_;
    int slot_ = -1;  // in the table the SIGBUS handler looks in
    std::atomic<bool> cut_{false};
};

}  // namespace il
