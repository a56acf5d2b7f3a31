#include "vectors/gz_blocks.h"

#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>

namespace il {
namespace {

bool write_all(int fd, const unsigned char* p, size_t n) {
    for (size_t off = 0; off < n;) {
        const ssize_t w = ::write(fd, p + off, n - off);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        off += static_cast<size_t>(w);
    }
    return true;
}

}  // namespace

GzBlocks::GzBlocks(int fd, unsigned threads) : fd_(fd), threads_wanted_(threads) { pending_.reserve(kBlock); }

GzBlocks::~GzBlocks() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    for (std::thread& t : threads_) t.join();
}

void GzBlocks::compress(Block& b) {
    z_stream z{};
    // -15: raw deflate, the gzip header and trailer are written here; level 6 and memLevel 8, zlib's defaults.
    if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return;
    if (!b.dictionary.empty() &&
        deflateSetDictionary(&z, b.dictionary.data(), static_cast<uInt>(b.dictionary.size())) != Z_OK) {
        deflateEnd(&z);
        return;
    }
    // deflateBound covers one Z_FINISH's output; a sync flush adds an empty stored block. Grown if it is short.
    b.out.resize(deflateBound(&z, static_cast<uLong>(b.in.size())) + 64);
    z.next_in = b.in.data();
    z.avail_in = static_cast<uInt>(b.in.size());
    const int flush = b.last ? Z_FINISH : Z_SYNC_FLUSH;
    size_t have = 0;
    for (;;) {
        z.next_out = b.out.data() + have;
        z.avail_out = static_cast<uInt>(b.out.size() - have);
        const int rc = deflate(&z, flush);
        have = b.out.size() - z.avail_out;
        if (rc == Z_STREAM_ERROR) break;
        // Done when Z_FINISH ended the stream, or a sync flush left room: every byte of it is out.
        if (b.last ? rc == Z_STREAM_END : z.avail_in == 0 && z.avail_out != 0) {
            b.ok = true;
            break;
        }
        b.out.resize(b.out.size() * 2);
    }
    b.out.resize(have);
    deflateEnd(&z);
    b.crc = static_cast<uint32_t>(crc32(0, b.in.data(), static_cast<uInt>(b.in.size())));
}

void GzBlocks::work() {
    for (;;) {
        std::shared_ptr<Block> b;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return stop_ || !queue_.empty(); });
            if (queue_.empty()) return;  // stopping, with nothing left to start
            b = std::move(queue_.front());
            queue_.pop_front();
        }
        compress(*b);
        {
            std::lock_guard lock(mutex_);
            b->done = true;
        }
        done_.notify_all();
    }
}

void GzBlocks::submit(bool last) {
    auto b = std::make_shared<Block>();
    b->in = std::move(pending_);
    b->dictionary = tail_;
    b->last = last;
    tail_.insert(tail_.end(), b->in.end() - static_cast<long>(std::min(kWindow, b->in.size())), b->in.end());
    if (tail_.size() > kWindow) tail_.erase(tail_.begin(), tail_.end() - static_cast<long>(kWindow));
    pending_ = std::vector<unsigned char>();
    pending_.reserve(kBlock);
    // The one block of a stream that never filled one is compressed here: a small file needs no thread.
    if (threads_wanted_ == 0 || (in_flight_.empty() && threads_.empty() && last)) {
        compress(*b);
        b->done = true;
        in_flight_.push_back(std::move(b));
        return;
    }
    if (threads_.empty())
        for (unsigned i = 0; i < threads_wanted_; ++i) threads_.emplace_back(&GzBlocks::work, this);
    in_flight_.push_back(b);
    {
        std::lock_guard lock(mutex_);
        queue_.push_back(std::move(b));
    }
    wake_.notify_one();
}

bool GzBlocks::write_out(const Block& b) {
    if (!b.ok) {
        errno = ENOMEM;
        return false;
    }
    if (!header_) {
        // RFC 1952 §2.3: ID1 ID2, CM 8 (deflate), no flags, MTIME 0, XFL 0, OS 3 (Unix), as zlib writes it.
        static const unsigned char kHeader[10] = {0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3};
        if (!write_all(fd_, kHeader, sizeof kHeader)) return false;
        header_ = true;
    }
    crc_ = static_cast<uint32_t>(crc32_combine(crc_, b.crc, static_cast<z_off_t>(b.in.size())));
    length_ += b.in.size();
    return write_all(fd_, b.out.data(), b.out.size());
}

bool GzBlocks::drain(size_t keep) {
    while (!in_flight_.empty()) {  // in_flight_ is this thread's alone; a block's `done` is read under the lock
        std::shared_ptr<Block> b = in_flight_.front();
        {
            std::unique_lock lock(mutex_);
            if (!b->done) {
                if (in_flight_.size() <= keep) break;
                done_.wait(lock, [&] { return b->done; });
            }
        }
        in_flight_.pop_front();
        if (!failed_ && !write_out(*b)) failed_ = true;
    }
    return !failed_;
}

bool GzBlocks::write(const char* data, size_t size) {
    if (failed_) return false;
    while (size > 0) {
        const size_t n = std::min(size, kBlock - pending_.size());
        pending_.insert(pending_.end(), data, data + n);
        data += n;
        size -= n;
        if (pending_.size() == kBlock) {
            submit(false);
            // At most two blocks per thread in flight: the text's memory stays flat however fast it comes.
            if (!drain(2 * std::max(threads_wanted_, 1u))) return false;
        }
    }
    return drain(SIZE_MAX);
}

bool GzBlocks::finish() {
    if (failed_) return false;
    submit(true);
    if (!drain(0)) return false;
    // RFC 1952 §2.3.1: CRC32 and ISIZE (the length modulo 2^32), little-endian.
    unsigned char trailer[8];
    for (int i = 0; i < 4; ++i) {
        trailer[i] = static_cast<unsigned char>(crc_ >> (8 * i));
        trailer[4 + i] = static_cast<unsigned char>(length_ >> (8 * i));
    }
    return write_all(fd_, trailer, sizeof trailer);
}

unsigned gz_threads() {
    const unsigned cores = std::thread::hardware_concurrency();
    return std::clamp(cores > 1 ? cores - 1 : 1u, 1u, 4u);
}

}  // namespace il
