// A gzip stream (RFC 1952) compressed a block at a time on threads of its own, so that the thread that writes the
// text goes on while its earlier blocks are compressed: a sweep that keeps many cases (--keep all, a driver whose
// every answer is a violation) spent most of its time in deflate on its one writing thread.
//
// Each block of kBlock input bytes is deflated alone (zlib's level 6, as before), with the 32 KiB of text before
// it as its dictionary, so that it compresses as it would in one stream: the blocks but the last end on a sync
// flush (an empty stored block, at a byte boundary), the last is the final block, and the stream holds one member
// with one CRC-32 (crc32_combine over the blocks) and length. A stream of at most one block is the bytes zlib's own
// gzip wrapper gives at that level.
#pragma once
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace il {

class GzBlocks {
public:
    static constexpr size_t kBlock = size_t{1} << 20;  // input bytes per block
    static constexpr size_t kWindow = size_t{1} << 15;  // deflate's window: the dictionary each block starts with
    // Writes to `fd` (not closed here). threads: the compressing threads, started when a first block fills; 0 for none
    // (every block compressed by the writing thread).
    GzBlocks(int fd, unsigned threads);
    ~GzBlocks();
    GzBlocks(const GzBlocks&) = delete;
    GzBlocks& operator=(const GzBlocks&) = delete;

    // Appends text; false once a write to the file or deflate has failed (errno says why).
    bool write(const char* data, size_t size);
    // Compresses the rest, writes the trailer and waits for every block; false on a failure.
    bool finish();

private:
    struct Block {
        std::vector<unsigned char> in, dictionary, out;
        bool last = false, done = false, ok = false;
        uint32_t crc = 0;
    };
    static void compress(Block& b);
    void submit(bool last);
    bool write_out(const Block& b);
    bool drain(size_t keep);  // writes the finished blocks in order until at most `keep` are in flight
    void work();

    int fd_;
    unsigned threads_wanted_;
    std::vector<unsigned char> pending_, tail_;  // text not yet in a block; the last kWindow bytes of the last block
    std::deque<std::shared_ptr<Block>> in_flight_;  // in stream order
    std::deque<std::shared_ptr<Block>> queue_;      // not yet started
    std::vector<std::thread> threads_;
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    bool stop_ = false, failed_ = false, header_ = false;
    uint32_t crc_ = 0;
    uint64_t length_ = 0;
};

// The compressing threads of a writer on this machine: up to 4, one less than its cores (at least 1).
unsigned gz_threads();

}  // namespace il
