#include "report/diff_stream.h"

#include "vectors/tool_version.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <climits>
#include <cstdint>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <set>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <utility>

#include "report/case_scan.h"
#include "report/mapped_file.h"
#include "vectors/gz_io.h"
#include "vectors/json_read.h"
#include "vectors/vectors_json.h"
#include "vectors/vectors_reader.h"

namespace il {
namespace {

using nlohmann::json;

constexpr size_t kMaxDepth = 64;     // as the vectors reader: a deeper case is refused, not recursed into

// One file's bytes, pulled by the parser; counts newlines for line:column in messages.
class Bytes {
public:
    // `fd` open on `path`, or -1 to open it here.
    Bytes(const std::string& path, int fd) : path_(path), buffer_(size_t{1} << 20) {
        bool regular = true;
        fd_ = fd;
        if (fd_ < 0) {
            try {
                fd_ = open_json_input(path, regular);
            } catch (const VectorsError& e) {
                throw DiffError(e.what());
            }
        } else {
            struct stat st {};
            regular = ::fstat(fd_, &st) == 0 && S_ISREG(st.st_mode);
        }
        regular_ = regular;
        if (is_gz_path(path)) {
            gz_ = std::make_unique<GzReader>(fd_);
            fd_ = -1;
        }
    }
    ~Bytes() {
        if (fd_ >= 0) ::close(fd_);
    }
    bool at_end() { return pos_ == len_ && !refill(); }
    char peek() const { return buffer_[pos_]; }
    void advance() {
        if (buffer_[pos_++] == '\n') recent_[++newlines_ % recent_.size()] = offset_;
        if (++offset_ - mark_ > kMaxJsonValueBytes && too_long) too_long();
    }
    uint64_t offset() const { return offset_; }
    // A SAX event: one token longer than kMaxJsonValueBytes after it calls too_long (which throws) while
    // nlohmann is still reading it.
    void mark() { mark_ = offset_; }
    std::function<void()> too_long;
    std::string line_column(uint64_t chars_read) const {
        uint64_t t = std::min<uint64_t>(chars_read ? chars_read - 1 : 0, offset_);
        uint64_t lines = newlines_;
        int64_t last = -1;
        for (uint64_t k = 0; k < recent_.size() && k < newlines_; ++k) {
            uint64_t at = recent_[(newlines_ - k) % recent_.size()];
            if (at >= t) {
                --lines;
            } else {
                last = static_cast<int64_t>(at);
                break;
            }
        }
        return std::to_string(lines + 1) + ":" + std::to_string(static_cast<int64_t>(t) - last);
    }
    bool regular() const { return regular_; }

private:
    bool refill() {
        std::string why;
        const ssize_t n = read_input(fd_, gz_.get(), buffer_.data(), buffer_.size(), &why);
        if (n < 0) throw DiffError(path_ + ": " + why);
        if (n == 0) return false;
        pos_ = 0;
        len_ = static_cast<size_t>(n);
        return true;
    }
    std::string path_;
    int fd_ = -1;
    bool regular_ = false;
    std::unique_ptr<GzReader> gz_;
    std::vector<char> buffer_;
    size_t pos_ = 0, len_ = 0;
    uint64_t offset_ = 0, newlines_ = 0, mark_ = 0;
    std::array<uint64_t, 4> recent_{};
};

struct ByteIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = char;
    Bytes* bytes = nullptr;
    char operator*() const { return bytes->peek(); }
    ByteIterator& operator++() {
        bytes->advance();
        return *this;
    }
    bool operator==(const ByteIterator& o) const { return ended() == o.ended(); }
    bool operator!=(const ByteIterator& o) const { return !(*this == o); }

private:
    bool ended() const { return !bytes || bytes->at_end(); }
};

struct Stopped {};   // the consumer gave up: the producer ends quietly
struct Locate {};    // the fast reader met text that is not JSON: the SAX parser says where

// Cases handed from a file's reader to the join, a batch at a time (one lock per batch, not per case).
struct Batch {
    struct Ref {
        enum Kind : uint8_t {
            Scanned,  // scanned.cases[at], read by scan_case()
            Extent,   // extents[at]: only the text and whether it has "gpu" (case_extent()), scanned later and only
                      // if another file's case of the same index has other bytes
            Full,     // full[at]
            Twin,     // the same bytes as twin_of->refs[at], the case of another file that took it on its turn
        } kind;
        size_t at;
        size_t index;  // in $.cases
    };
    ScannedCases scanned;
    std::vector<json> full;
    std::vector<std::string> full_keys;  // case_key() of each full case
    std::vector<Ref> refs;
    std::shared_ptr<const Batch> twin_of;  // the batch of another file that Twin refs name (the same index range)
    struct Extent {
        std::string_view text;  // in one of `buffers`, the reader's own blocks or its mapping: not copied
        bool has_gpu;
    };
    std::vector<Extent> extents;
    std::vector<std::shared_ptr<const void>> buffers;
    void clear() {
        scanned.clear();
        extents.clear();
        buffers.clear();
        full.clear();
        full_keys.clear();
        refs.clear();
        twin_of.reset();
    }
    // Of a Scanned or Full case.
    std::string_view key(const Ref& r) const {
        return r.kind == Ref::Scanned ? scanned.key(scanned.cases[r.at]) : std::string_view(full_keys[r.at]);
    }
};

constexpr size_t kBatchCases = 2048;
constexpr size_t kPublished = 24;             // batches the leading stream keeps for the others to compare with
constexpr size_t kQueueBatches = 16;          // per file: enough to ride out a reader waiting for a core
constexpr size_t kFastBuffer = size_t{16} << 20;  // holds the longest case (kMaxJsonValueBytes) and a read

std::string too_long(const std::string& file, const std::string& at) {
    return file + ": " + at + ": longer than " + std::to_string(kMaxJsonValueBytes >> 20) +
           " MiB (the limit of one case or top-level value); refused before it is read into memory";
}

std::string changed(const std::string& file) {
    return file + ": changed while it was read (its size changed, or part of it could not be read)";
}

// Throws when `m` (a file's mapping, or null where the file is not mapped) lost bytes while it was read.
void check_not_cut(const MappedFile* m, const std::string& file) {
    if (m && m->cut()) throw DiffError(changed(file));
}

// The cases of one file, in order, through a bounded queue of batches filled by a reader thread: a regular
// file (or X.json.gz) through case_scan.h, anything else (a pipe, a FIFO) through nlohmann's SAX parser.
class CaseStream {
public:
    explicit CaseStream(std::string path) : path_(std::move(path)) {}
    ~CaseStream() {
        request_stop();
        join();
    }
    // Files of one sweep mostly hold the same text case for case. The first file's stream (the leader) finds
    // where each of its cases ends (case_extent(), no scan); every other stream compares each case's text with the
    // leader's case of the same index, a few batches behind it, and where the bytes are the same it names that
    // case (a Twin) instead of reading its own. Only a case whose bytes differ somewhere is scanned, by the join.
    // (Turns, where each stream led every other batch, made the readers wait on each other in turn.)
    void pair_with(const std::vector<CaseStream*>& all, size_t own) {
        all_ = all;
        leader_ = own == 0;
    }
    void start() {
        thread_ = std::thread([this] { produce(); });
    }
    void request_stop() {
        stop_ = true;
        {
            std::lock_guard<std::mutex> l(m_);
        }
        cv_.notify_all();
        // A wait for another stream's batch ends too.
        for (CaseStream* other : all_) {
            if (other == this) continue;
            std::lock_guard<std::mutex> l(other->m_);
            other->cv_.notify_all();
        }
    }
    void join() {
        if (thread_.joinable()) thread_.join();
    }
    // The next case; false at the end. Rethrows the reader's error. What `batch` points to stays valid until
    // the next call.
    bool next(const Batch*& batch, const Batch::Ref*& ref) {
        if (!current_ || at_ == current_->refs.size()) {
            std::unique_lock<std::mutex> l(m_);
            if (current_) {
                current_->twin_of.reset();  // the leader may reuse that batch once nothing else holds it
                free_.push_back(std::move(current_));
                cv_.notify_all();
            }
            cv_.wait(l, [&] { return !ready_.empty() || done_; });
            if (ready_.empty()) {
                if (error_) std::rethrow_exception(error_);
                return false;
            }
            current_ = std::move(ready_.front());
            ready_.pop_front();
            at_ = 0;
        }
        batch = current_.get();
        ref = &current_->refs[at_++];
        ++next_index_;
        return true;
    }
    // schema, profile, device, …: complete once next() has returned false.
    json head() {
        std::lock_guard<std::mutex> l(m_);
        return head_;
    }
    size_t cases() const { return next_index_; }
    const std::string& path() const { return path_; }
    // A Scanned or Full case as a document (a scanned one read the full way now).
    json full(const Batch& b, const Batch::Ref& r) const {
        if (r.kind == Batch::Ref::Full) return b.full[r.at];
        const std::string root = "$.cases[" + std::to_string(r.index) + "]";
        try {
            return parse_json_strict(b.scanned.case_text(b.scanned.cases[r.at]), path_, kMaxDepth, root);
        } catch (const VectorsError& e) {
            throw DiffError(e.what());
        }
    }

    // An Extent case of this file (its text), read now on the join's thread as the fast reader would have read it:
    // by scan_case(), else the full way, which names any problem (text that is not JSON by its line and column,
    // from nlohmann's parser over the file).
    void scan_now(std::string_view text, size_t index, Batch& into) const {
        into.clear();
        size_t len = 0;
        if (scan_case(text, into.scanned, len) == ScanResult::Ok && len == text.size()) {
            into.refs.push_back({Batch::Ref::Scanned, 0, index});
            return;
        }
        into.clear();
        check_mapped();  // zeros in place of bytes the file lost are no error of its text
        json c;
        try {
            c = parse_json_strict(text, path_, kMaxDepth, "$.cases[" + std::to_string(index) + "]");
        } catch (const JsonSyntaxError& e) {
            throw DiffError(locate(e.what()));
        } catch (const VectorsError& e) {
            throw DiffError(e.what());
        }
        check_result_case(c, path_, index);
        into.full_keys.push_back(case_key(c));
        into.refs.push_back({Batch::Ref::Full, 0, index});
        into.full.push_back(std::move(c));
    }

    // Throws when the file lost bytes while the fast reader's mapping of it was read.
    void check_mapped() const { check_not_cut(mapped_.load(std::memory_order_acquire), path_); }

    // nlohmann SAX events.
    bool null() { return value(json(nullptr)); }
    bool boolean(bool b) { return value(json(b)); }
    bool number_integer(json::number_integer_t v) { return value(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return value(json(v)); }
    bool number_float(json::number_float_t v, const std::string&) { return value(json(v)); }
    bool string(std::string& s) { return value(json(std::move(s))); }
    bool binary(json::binary_t&) { return value(json(nullptr)); }
    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool key(std::string& k) {
        event();
        if (stack_.empty()) {
            // A field given twice would be read one way here and another elsewhere: an error, as the strict reader
            // makes it (vectors/json_read.h). Escaped keys arrive decoded, so "pr\u006ffile" is "profile".
            if (!top_keys_.insert(k).second) throw DiffError(path_ + ": $: key \"" + k + "\" given twice");
            top_key_ = k;
        } else {
            // Inside a value built whole: a key given twice is an error here too, as in parse_json_strict.
            if (building_ && !stack_.empty() && stack_.back()->contains(k))
                throw DiffError(path_ + ": " + where() + "…: key \"" + k + "\" given twice");
            pending_key_ = k;
        }
        return true;
    }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) {
        std::string what = e.what();
        auto cut = what.find("] ");
        if (e.id == 406 || e.id == 407)  // a number too large for any JSON number type
            throw DiffError(path_ + ": not usable JSON (" + (cut == std::string::npos ? what : what.substr(cut + 2)) + ")");
        throw DiffError(path_ + ":" + bytes_->line_column(position) + ": not valid JSON");
    }

private:
    // The message nlohmann's parser gives for this file (line and column), else `otherwise`.
    std::string locate(const std::string& otherwise) const {
        CaseStream s(path_);
        s.sax_only_ = true;
        s.start();
        try {
            const Batch* b = nullptr;
            const Batch::Ref* r = nullptr;
            while (s.next(b, r)) {
            }
        } catch (const DiffError& e) {
            return e.what();
        }
        return otherwise;
    }
    std::string where() const {
        return in_cases_ ? "$.cases[" + std::to_string(produced_) + "]" : json_path_key("$", top_key_);
    }
    // Top level: depth 0 the document, 1 its fields; "cases" elements and other fields are built whole.
    bool open(json container) {
        event();
        if (!building_) {
            if (depth_ == 0) {
                if (!container.is_object()) throw DiffError(path_ + ": $: expected an object");
                depth_ = 1;
                return true;
            }
            if (depth_ == 1 && top_key_ == "cases" && !in_cases_) {
                if (!container.is_array()) throw DiffError(path_ + ": $.cases: expected an array");
                in_cases_ = true;
                cases_seen_ = true;
                depth_ = 2;
                return true;
            }
            building_ = true;
            value_start_ = bytes_->offset();
            root_ = std::move(container);
            stack_.push_back(&root_);
            return true;
        }
        if (stack_.size() >= kMaxDepth)
            throw DiffError(path_ + ": " + where() + ": nested deeper than " + std::to_string(kMaxDepth) + " levels");
        stack_.push_back(place(std::move(container)));
        return true;
    }
    bool close() {
        event();
        if (!building_) {
            if (in_cases_ && depth_ == 2) {
                in_cases_ = false;
                depth_ = 1;
            } else {
                depth_ = 0;
            }
            return true;
        }
        stack_.pop_back();
        if (stack_.empty()) finish_value();
        return true;
    }
    bool value(json v) {
        event();
        if (!building_) {
            if (depth_ == 0) throw DiffError(path_ + ": $: expected an object");
            if (depth_ == 1 && top_key_ == "cases") throw DiffError(path_ + ": $.cases: expected an array");
            root_ = std::move(v);
            building_ = true;
            finish_value();
            return true;
        }
        place(std::move(v));
        return true;
    }
    json* place(json v) {
        json& top = *stack_.back();
        if (top.is_array()) {
            top.push_back(std::move(v));
            return &top.back();
        }
        json& slot = top[pending_key_];
        slot = std::move(v);
        return &slot;
    }
    void finish_value() {
        building_ = false;
        if (!in_cases_) {
            std::lock_guard<std::mutex> l(m_);
            head_[top_key_] = std::move(root_);
            if (top_key_ == "schema" && (!head_["schema"].is_string() || head_["schema"] != kSchema))
                throw DiffError(path_ + ": $.schema: '" +
                                (head_["schema"].is_string() ? head_["schema"].get<std::string>() : head_["schema"].dump()) +
                                "' is not " + kSchema);
            return;
        }
        check_result_case(root_, path_, produced_);
        if (produced_ < skip_cases_) {
            ++produced_;
            return;
        }
        Batch& b = batch();
        b.full_keys.push_back(case_key(root_));
        b.refs.push_back({Batch::Ref::Full, b.full.size(), produced_++});
        b.full.push_back(std::move(root_));
        if (b.refs.size() >= kBatchCases) push();
    }
    // Every SAX event: the token limit starts again, and a value built whole stays under kMaxJsonValueBytes.
    void event() {
        bytes_->mark();
        if (building_ && bytes_->offset() - value_start_ > kMaxJsonValueBytes) throw DiffError(too_long(path_, where()));
    }
    Batch& batch() {
        if (!filling_) {
            std::unique_lock<std::mutex> l(m_);
            // A batch the partner may still read (published_) is left for later.
            auto it = std::find_if(free_.begin(), free_.end(), [](const auto& f) { return f.use_count() == 1; });
            if (it != free_.end()) {
                // use_count() is a relaxed load: the acquire orders the partner's last reads of the batch
                // before its reuse here.
                std::atomic_thread_fence(std::memory_order_acquire);
                filling_ = std::move(*it);
                free_.erase(it);
                filling_->clear();
            }
        }
        if (!filling_) filling_ = std::make_shared<Batch>();
        return *filling_;
    }
    void push() {
        if (!filling_ || filling_->refs.empty()) return;
        std::unique_lock<std::mutex> l(m_);
        cv_.wait(l, [&] { return ready_.size() < kQueueBatches || stop_; });
        if (stop_) throw Stopped{};
        pushed_ += filling_->refs.size();
        if (!all_.empty() && fast_) {
            if (leader_) {
                published_.push_back(filling_);
                if (published_.size() > kPublished) published_.pop_front();
            }
            published_end_ = pushed_;
        }
        ready_.push_back(std::move(filling_));
        cv_.notify_all();
    }
    void set_head(const std::string& key, json v) {
        std::lock_guard<std::mutex> l(m_);
        head_[key] = std::move(v);
        if (key == "schema" && (!head_["schema"].is_string() || head_["schema"] != kSchema))
            throw DiffError(path_ + ": $.schema: '" +
                            (head_["schema"].is_string() ? head_["schema"].get<std::string>() : head_["schema"].dump()) +
                            "' is not " + kSchema);
    }

    void produce() {
        try {
            bool regular = false;
            int fd = -1;
            try {
                fd = open_json_input(path_, regular);
            } catch (const VectorsError& e) {
                throw DiffError(e.what());
            }
            if (regular && !sax_only_) {
                try {
                    fast_ = true;
                    produce_fast(fd);
                    push();  // the last batch, for the partner too
                    end_twins();
                } catch (const DiffError&) {
                    check_mapped();  // zeros in place of bytes the file lost are no error of its text
                    throw;
                } catch (const Locate&) {
                    check_mapped();
                    end_twins();
                    // Text the fast reader does not take: nlohmann's parser reads the file again from the start,
                    // naming the place of an error as it always has, or, where the text is JSON after all, going
                    // on from the first case not yet handed on.
                    filling_.reset();
                    reset_sax();
                    skip_cases_ = pushed_;
                    produce_sax(-1);
                }
            } else {
                end_twins();  // nothing for the others to compare with
                produce_sax(fd);
            }
            push();
            std::lock_guard<std::mutex> l(m_);
            if (!head_.contains("schema")) error_ = std::make_exception_ptr(DiffError(path_ + ": $.schema: missing or not a string"));
            else if (!cases_seen_) error_ = std::make_exception_ptr(DiffError(path_ + ": $.cases: missing"));
        } catch (const Stopped&) {
        } catch (...) {
            end_twins();
            std::lock_guard<std::mutex> l(m_);
            error_ = std::current_exception();
        }
        std::lock_guard<std::mutex> l(m_);
        done_ = true;
        cv_.notify_all();
    }

    // nlohmann's SAX parser over the file (opened again when `fd` is -1).
    void produce_sax(int fd) {
        Bytes bytes(path_, fd);
        bytes_ = &bytes;
        bytes.too_long = [this] { throw DiffError(too_long(path_, where())); };
        if (bytes.at_end())
            throw DiffError(path_ + ": is empty: no JSON document" +
                            std::string(bytes.regular() ? "" : " (a pipe or FIFO with no writer reads as empty)"));
        json::sax_parse(ByteIterator{&bytes}, ByteIterator{}, this);
        bytes_ = nullptr;
    }
    void reset_sax() {
        std::lock_guard<std::mutex> l(m_);
        depth_ = 0;
        in_cases_ = building_ = cases_seen_ = false;
        top_key_.clear();
        pending_key_.clear();
        top_keys_.clear();
        root_ = json();
        stack_.clear();
        produced_ = 0;
        head_ = json::object();
    }

    // The fast reader: case_scan.h over big blocks of the file, which stay in one buffer so that a case is
    // always contiguous; or, for a file that can be mapped (a regular file, not X.json.gz), over the mapping, in
    // the same steps, with no copy. Whatever it does not handle goes through parse_json_strict (one case or
    // top-level value), and text that is not JSON through the SAX parser (Locate).
    class Blocks {
    public:
        using Buffer = std::vector<char>;
        Blocks(const std::string& path, int fd) : path_(path) {
            if (is_gz_path(path)) {
                gz_ = std::make_unique<GzReader>(fd);
            } else {
                fd_ = fd;
                struct stat st {};
                if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
                    map_ = MappedFile::map(fd, static_cast<size_t>(st.st_size));
            }
            if (map_) {
                base_ = map_->data();
            } else {
                buf_ = std::make_shared<Buffer>(kFastBuffer);
                base_ = buf_->data();
            }
        }
        ~Blocks() {
            if (fd_ >= 0) ::close(fd_);
        }
        std::string_view rest() const { return {base_ + lo_, hi_ - lo_}; }
        void consume(size_t n) { lo_ += n; }
        char at() const { return base_[lo_]; }
        uint64_t total() const { return total_; }
        const std::shared_ptr<const MappedFile>& mapped() const { return map_; }
        // Keeps the bytes of `text` (in rest()) for as long as `into` holds what this adds to it: a batch that
        // keeps them may point into them. Read bytes stay in place; in a block, the rest moves to another block
        // when this one is full; in a mapping, the pages of each kChunk go back once nothing holds them.
        void hold(std::string_view text, std::vector<std::shared_ptr<const void>>& into) const {
            if (!map_) {
                if (into.empty() || into.back() != buf_) into.push_back(buf_);
                return;
            }
            const size_t from = static_cast<size_t>(text.data() - base_) / kChunk;
            const size_t to = (static_cast<size_t>(text.data() - base_) + text.size() - 1) / kChunk;
            for (size_t c = from; c <= to; ++c) {
                const std::shared_ptr<const void>& held = chunks_[c - first_chunk_];
                if (into.empty() || into.back() != held) into.push_back(held);
            }
        }
        // More bytes after the rest; false at the end of the file.
        bool fill() {
            // A read at a time that the cache holds until the bytes are measured or compared (one of 16 MiB came
            // back out of memory, costing as much again as the read).
            constexpr size_t kRead = size_t{256} << 10;
            if (map_) return fill_mapped(kRead);
            if (eof_) return false;
            // The rest to the start of a block nothing else holds: this one, else a spare or a new one. A block that
            // nothing else holds starts again every time, so that reads go to bytes the cache still holds.
            if (buf_.use_count() == 1 || buf_->size() - hi_ < kRead) {
                std::shared_ptr<Buffer> to = buf_.use_count() == 1 ? buf_ : spare();
                // use_count() is a relaxed load: the acquire orders the last reads of the block's text by other
                // threads before it is written here.
                std::atomic_thread_fence(std::memory_order_acquire);
                std::memmove(to->data(), buf_->data() + lo_, hi_ - lo_);
                hi_ -= lo_;
                lo_ = 0;
                if (to != buf_) spares_.push_back(std::exchange(buf_, std::move(to)));
                base_ = buf_->data();
            }
            size_t before = hi_;
            Buffer& buf = *buf_;
            while (hi_ < buf.size() && hi_ - before < kRead) {
                std::string why;
                const ssize_t n =
                    read_input(fd_, gz_.get(), buf.data() + hi_, std::min(buf.size() - hi_, kRead), &why);
                if (n < 0) throw DiffError(path_ + ": " + why);
                if (n == 0) {
                    eof_ = true;
                    break;
                }
                hi_ += static_cast<size_t>(n);
                total_ += static_cast<uint64_t>(n);
            }
            return hi_ > before;
        }
        // Skips blanks; false at the end of the file.
        bool blanks() {
            for (;;) {
                while (lo_ < hi_ && (base_[lo_] == ' ' || base_[lo_] == '\n' || base_[lo_] == '\r' || base_[lo_] == '\t')) ++lo_;
                if (lo_ < hi_) return true;
                if (!fill()) return false;
            }
        }
        // Throws when the mapped file lost bytes while it was read.
        void check() const { check_not_cut(map_.get(), path_); }
        // At the end: throws also when the mapped file has grown (bytes after the mapping were not read).
        void check_size() const {
            check();
            struct stat st {};
            if (map_ && (::fstat(fd_, &st) != 0 || static_cast<uint64_t>(st.st_size) != map_->size()))
                throw DiffError(changed(path_));
        }

    private:
        static constexpr size_t kChunk = size_t{4} << 20;  // a multiple of the page size
        // The next kRead bytes of the mapping (the same steps as the reads), holding the chunks they are in and
        // dropping those before the rest.
        bool fill_mapped(size_t kRead) {
            check();
            if (hi_ == map_->size()) return false;
            hi_ = std::min(map_->size(), hi_ + kRead);
            total_ = hi_;
            const size_t first = lo_ / kChunk, last = (hi_ - 1) / kChunk;
            while (!chunks_.empty() && first_chunk_ < first) {
                chunks_.pop_front();
                ++first_chunk_;
            }
            if (chunks_.empty()) first_chunk_ = first;
            while (first_chunk_ + chunks_.size() <= last) {
                const size_t c = first_chunk_ + chunks_.size();
                map_->populate(c * kChunk, kChunk);
                std::shared_ptr<const MappedFile> m = map_;
                chunks_.push_back(std::shared_ptr<const void>(m->data() + c * kChunk,
                                                              [m, c](const void*) { m->release(c * kChunk, kChunk); }));
            }
            return true;
        }
        std::shared_ptr<Buffer> spare() {
            for (auto it = spares_.begin(); it != spares_.end(); ++it)
                if (it->use_count() == 1) {
                    std::shared_ptr<Buffer> b = std::move(*it);
                    spares_.erase(it);
                    return b;
                }
            return std::make_shared<Buffer>(kFastBuffer);
        }
        const std::string& path_;
        int fd_ = -1;
        std::unique_ptr<GzReader> gz_;
        std::shared_ptr<const MappedFile> map_;
        std::deque<std::shared_ptr<const void>> chunks_;  // of the mapping: those from first_chunk_ to the rest's end
        size_t first_chunk_ = 0;
        std::shared_ptr<Buffer> buf_;
        std::vector<std::shared_ptr<Buffer>> spares_;  // blocks batches may still point into
        const char* base_ = nullptr;                   // the mapping, or buf_'s bytes
        size_t lo_ = 0, hi_ = 0;
        uint64_t total_ = 0;
        bool eof_ = false;
    };

    // Reads with `step` until it has the text it needs; `at` names the place when it grows too long.
    template <class Step>
    size_t need(Blocks& in, const std::string& at, Step step) {
        for (;;) {
            size_t len = 0;
            switch (step(in.rest(), len)) {
                case ScanResult::Ok:
                    if (len > kMaxJsonValueBytes + 64) throw DiffError(too_long(path_, at));
                    return len;
                case ScanResult::GiveUp: throw Locate{};
                case ScanResult::NeedMore:
                    if (in.rest().size() > kMaxJsonValueBytes + 64) throw DiffError(too_long(path_, at));
                    if (!in.fill()) throw Locate{};
            }
        }
    }

    // No more batches for the partner to compare with (those published stay): it scans the rest itself.
    void end_twins() {
        std::lock_guard<std::mutex> l(m_);
        fast_ = false;
        published_end_ = SIZE_MAX;
        cv_.notify_all();
    }
    // This stream's batch with case `index`, waiting until it is read; null when it will not be (this stream
    // ended, left the fast reader, or dropped it) or when `waiter` stops.
    std::shared_ptr<const Batch> published(size_t index, const CaseStream& waiter) {
        std::unique_lock<std::mutex> l(m_);
        cv_.wait(l, [&] { return published_end_ > index || done_ || waiter.stop_; });
        for (const auto& p : published_)
            if (!p->refs.empty() && p->refs.front().index <= index && index <= p->refs.back().index) return p;
        return nullptr;
    }
    // On another stream's turn: case `index` named as that stream's case when the text here is the same, byte
    // for byte (length in `len`).
    bool twin(Blocks& in, Batch& b, size_t index, size_t& len) {
        if (all_.empty() || leader_) return false;
        if (!twin_batch_ || twin_batch_->refs.front().index > index || twin_batch_->refs.back().index < index)
            twin_batch_ = all_[0]->published(index, *this);
        if (stop_) throw Stopped{};
        if (!twin_batch_ || (b.twin_of && b.twin_of != twin_batch_)) return false;
        const size_t at = index - twin_batch_->refs.front().index;
        const Batch::Ref& r = twin_batch_->refs[at];
        if (r.kind != Batch::Ref::Scanned && r.kind != Batch::Ref::Extent) return false;
        const std::string_view text = r.kind == Batch::Ref::Extent ? twin_batch_->extents[r.at].text
                                                                   : twin_batch_->scanned.case_text(twin_batch_->scanned.cases[r.at]);
        if (!in.blanks()) return false;
        while (in.rest().size() < text.size())
            if (!in.fill()) return false;
        if (std::memcmp(in.rest().data(), text.data(), text.size()) != 0) return false;
        b.twin_of = twin_batch_;
        b.refs.push_back({Batch::Ref::Twin, at, index});
        len = text.size();
        return true;
    }

    void produce_fast(int fd) {
        Blocks in(path_, fd);
        if (in.mapped()) {
            mapping_ = in.mapped();
            mapped_.store(mapping_.get(), std::memory_order_release);
        }
        in.fill();
        if (in.total() == 0) throw DiffError(path_ + ": is empty: no JSON document");
        if (in.rest().substr(0, 3) == "\xEF\xBB\xBF") in.consume(3);  // a UTF-8 byte order mark, as nlohmann skips it
        if (!in.blanks() || in.at() != '{') throw Locate{};
        in.consume(1);
        if (!in.blanks()) throw Locate{};
        if (in.at() == '}') {
            in.consume(1);
        } else {
            for (;;) {
                if (!in.blanks() || in.at() != '"') throw Locate{};
                size_t len = need(in, "$ (a key in it)", [](std::string_view t, size_t& n) { return value_extent(t, n); });
                std::string key;
                try {
                    key = parse_json_strict(in.rest().substr(0, len), path_).get<std::string>();
                } catch (const VectorsError&) {
                    throw Locate{};
                }
                in.consume(len);
                if (!in.blanks() || in.at() != ':') throw Locate{};
                in.consume(1);
                // A field given twice would be read one way here and another elsewhere (vectors/json_read.h).
                if (!top_keys_.insert(key).second) throw DiffError(path_ + ": $: key \"" + key + "\" given twice");
                top_key_ = key;
                if (!in.blanks()) throw Locate{};
                if (key == "cases") {
                    if (in.at() != '[') throw DiffError(path_ + ": $.cases: expected an array");
                    in.consume(1);
                    cases_seen_ = true;
                    fast_cases(in);
                } else {
                    const std::string at = json_path_key("$", key);
                    len = need(in, at, [](std::string_view t, size_t& n) { return value_extent(t, n); });
                    json v;
                    try {
                        v = parse_json_strict(in.rest().substr(0, len), path_, kMaxDepth, at);
                    } catch (const JsonSyntaxError&) {
                        throw Locate{};
                    } catch (const VectorsError& e) {
                        throw DiffError(e.what());
                    }
                    in.consume(len);
                    set_head(key, std::move(v));
                }
                if (!in.blanks()) throw Locate{};
                char c = in.at();
                in.consume(1);
                if (c == '}') break;
                if (c != ',') throw Locate{};
            }
        }
        if (in.blanks()) throw Locate{};  // text after the document
        in.check_size();
    }

    void fast_cases(Blocks& in) {
        if (!in.blanks()) throw Locate{};
        if (in.at() == ']') {
            in.consume(1);
            return;
        }
        for (;;) {
            const size_t index = produced_;
            Batch& b = batch();
            // The case's path, made only for a message (a string per case costs an allocation per case).
            auto at = [index] { return "$.cases[" + std::to_string(index) + "]"; };
            size_t len = 0;
            bool extent = !all_.empty() && leader_;
            for (;;) {
                if (twin(in, b, index, len)) break;
                ScanResult r = ScanResult::GiveUp;
                if (extent) {
                    bool gpu = false;
                    r = case_extent(in.rest(), len, gpu);
                    if (r == ScanResult::Ok) {
                        if (len > kMaxJsonValueBytes + 64) throw DiffError(too_long(path_, at()));
                        std::string_view text = in.rest().substr(0, len);
                        while (text.front() != '{') text.remove_prefix(1);  // blanks before it
                        b.extents.push_back({text, gpu});
                        in.hold(text, b.buffers);
                        b.refs.push_back({Batch::Ref::Extent, b.extents.size() - 1, index});
                        break;
                    }
                    if (r == ScanResult::GiveUp) extent = false;  // an escape: scanned here, as before
                }
                if (!extent) r = scan_case(in.rest(), b.scanned, len);
                if (r == ScanResult::Ok) {
                    if (len > kMaxJsonValueBytes + 64) throw DiffError(too_long(path_, at()));
                    b.refs.push_back({Batch::Ref::Scanned, b.scanned.cases.size() - 1, index});
                    break;
                }
                if (r == ScanResult::NeedMore) {
                    if (in.rest().size() > kMaxJsonValueBytes + 64) throw DiffError(too_long(path_, at()));
                    if (!in.fill()) throw Locate{};
                    continue;
                }
                // Not handled by the scanner: the full way, which names any problem.
                len = need(in, at(), [](std::string_view t, size_t& n) { return value_extent(t, n); });
                json c;
                try {
                    c = parse_json_strict(in.rest().substr(0, len), path_, kMaxDepth, at());
                } catch (const JsonSyntaxError&) {
                    throw Locate{};
                } catch (const VectorsError& e) {
                    throw DiffError(e.what());
                }
                check_result_case(c, path_, index);
                b.full_keys.push_back(case_key(c));
                b.refs.push_back({Batch::Ref::Full, b.full.size(), index});
                b.full.push_back(std::move(c));
                break;
            }
            in.consume(len);
            ++produced_;
            if (b.refs.size() >= kBatchCases) push();
            if (!in.blanks()) throw Locate{};
            char c = in.at();
            in.consume(1);
            if (c == ']') return;
            if (c != ',') throw Locate{};
        }
    }

    std::string path_;
    Bytes* bytes_ = nullptr;
    std::thread thread_;
    std::mutex m_;
    std::condition_variable cv_;
    std::deque<std::shared_ptr<Batch>> ready_;
    std::vector<std::shared_ptr<Batch>> free_;
    std::shared_ptr<Batch> current_, filling_;
    size_t at_ = 0;
    bool done_ = false;
    std::atomic<bool> stop_{false};
    // Pairing (pair_with): every stream, whether this one leads, and the batches the leader read for the others to
    // compare with (the cases before published_end_, the older ones dropped).
    std::vector<CaseStream*> all_;
    bool leader_ = false;
    bool fast_ = false;  // in produce_fast, where batches hold only cases of the file's own index
    bool sax_only_ = false;  // nlohmann's parser throughout (locate())
    std::deque<std::shared_ptr<const Batch>> published_;
    size_t published_end_ = 0;
    std::exception_ptr error_;
    json head_ = json::object();
    size_t next_index_ = 0, produced_ = 0;
    // Parser state (producer thread only).
    int depth_ = 0;
    bool in_cases_ = false, building_ = false, cases_seen_ = false;
    size_t pushed_ = 0, skip_cases_ = 0;  // cases handed on; cases the SAX reader skips after the fast one
    uint64_t value_start_ = 0;
    std::string top_key_, pending_key_;
    std::set<std::string> top_keys_;
    json root_;
    std::vector<json*> stack_;
    std::shared_ptr<const Batch> twin_batch_;  // the other stream's batch being compared with
    std::shared_ptr<const MappedFile> mapping_;  // the fast reader's mapping of the file (producer thread)
    std::atomic<const MappedFile*> mapped_{nullptr};  // the same, for check_mapped() on the join's thread
};
DiffSide side_from(CaseStream& s) {
    DiffSide d;
    d.file = s.path();
    json h = s.head();
    d.device = h.contains("device") ? h["device"] : json(nullptr);
    d.profile = h.contains("profile") ? h["profile"] : json(nullptr);
    d.cases = s.cases();
    return d;
}

// Pairs the cases of N files by key as they arrive; `complete` gets each case found in every file, with the
// batches and refs when every file gave it in the same place (the common case: no map, nothing copied), else
// with null and the documents in the entry. `identical` gets a case whose text is the same in every file, in the
// same place (whether it has "gpu"): it is not read at all.
struct Entry {
    std::vector<json> cases;  // null until read (see doc())
    std::vector<size_t> index;
    std::vector<bool> has;
    size_t present = 0;
};

template <class Complete, class Identical>
std::vector<size_t> join(std::vector<std::unique_ptr<CaseStream>>& streams, Complete complete, Identical identical) {
    const size_t n = streams.size();
    std::unordered_map<std::string, std::deque<Entry>> pending;
    std::vector<bool> ended(n, false), got(n, false);
    std::vector<const Batch*> batch(n, nullptr);
    std::vector<const Batch::Ref*> ref(n, nullptr);
    std::vector<Batch> scanned_now(n);  // Extent cases read for this round
    Entry same_place{std::vector<json>(n), std::vector<size_t>(n), std::vector<bool>(n, true), n};
    size_t open = n;
    while (open > 0) {
        for (size_t f = 0; f < n; ++f) {
            got[f] = !ended[f] && streams[f]->next(batch[f], ref[f]);
            if (!ended[f] && !got[f]) {
                ended[f] = true;
                --open;
            }
            if (!got[f] || ref[f]->kind != Batch::Ref::Twin) continue;
            // The case of the file that read it: the same bytes.
            batch[f] = batch[f]->twin_of.get();
            ref[f] = &batch[f]->refs[ref[f]->at];
        }
        bool together = open == n && pending.empty();
        if (together && (ref[0]->kind == Batch::Ref::Extent || ref[0]->kind == Batch::Ref::Scanned)) {
            bool same_text = true;
            for (size_t f = 1; same_text && f < n; ++f) same_text = ref[f] == ref[0];
            if (same_text) {
                identical(ref[0]->kind == Batch::Ref::Extent ? batch[0]->extents[ref[0]->at].has_gpu
                                                             : batch[0]->scanned.cases[ref[0]->at].has_gpu);
                continue;
            }
        }
        for (size_t f = 0; f < n; ++f) {
            if (!got[f] || ref[f]->kind != Batch::Ref::Extent) continue;
            streams[f]->scan_now(batch[f]->extents[ref[f]->at].text, ref[f]->index, scanned_now[f]);
            batch[f] = &scanned_now[f];
            ref[f] = &scanned_now[f].refs[0];
        }
        for (size_t f = 1; together && f < n; ++f) together = batch[f]->key(*ref[f]) == batch[0]->key(*ref[0]);
        if (together) {
            for (size_t f = 0; f < n; ++f) {
                same_place.cases[f] = json();
                same_place.index[f] = ref[f]->index;
            }
            complete(same_place, batch.data(), ref.data());
            continue;
        }
        for (size_t f = 0; f < n; ++f) {
            if (!got[f]) continue;
            std::string key(batch[f]->key(*ref[f]));
            auto& waiting = pending[key];
            auto it = std::find_if(waiting.begin(), waiting.end(), [&](const Entry& e) { return !e.has[f]; });
            if (it == waiting.end()) {
                waiting.push_back(Entry{std::vector<json>(n), std::vector<size_t>(n), std::vector<bool>(n), 0});
                it = std::prev(waiting.end());
            }
            it->cases[f] = streams[f]->full(*batch[f], *ref[f]);
            it->index[f] = ref[f]->index;
            it->has[f] = true;
            if (++it->present == n) {
                complete(*it, nullptr, nullptr);
                waiting.erase(it);
                if (waiting.empty()) pending.erase(key);
            }
        }
    }
    for (auto& s : streams) s->check_mapped();
    std::vector<size_t> left(n, 0);  // cases of each file that some other file lacks
    for (const auto& [key, entries] : pending)
        for (const Entry& e : entries)
            for (size_t f = 0; f < n; ++f) left[f] += e.has[f];
    return left;
}

// File f's case of the entry as a document, read now when it came in a batch.
const json& doc(Entry& e, size_t f, std::vector<std::unique_ptr<CaseStream>>& streams, const Batch* const* batch,
                const Batch::Ref* const* ref) {
    if (e.cases[f].is_null() && batch) e.cases[f] = streams[f]->full(*batch[f], *ref[f]);
    return e.cases[f];
}

// compare_scanned() of file f against the first when both came scanned; -2 when not.
int quick_compare(size_t f, const Batch* const* batch, const Batch::Ref* const* ref) {
    if (!batch || ref[0]->kind != Batch::Ref::Scanned || ref[f]->kind != Batch::Ref::Scanned) return -2;
    const ScannedCases& a = batch[0]->scanned;
    const ScannedCases& b = batch[f]->scanned;
    return compare_scanned(a, a.cases[ref[0]->at], b, b.cases[ref[f]->at]);
}

// The streams of every file, started and paired; all stop before any is destroyed, as a paired stream's reader
// may wait on another.
struct Streams : std::vector<std::unique_ptr<CaseStream>> {
    Streams() = default;
    Streams(Streams&&) = default;
    ~Streams() {
        for (auto& s : *this) s->request_stop();
        for (auto& s : *this) s->join();
    }
};

Streams open_all(const std::vector<std::string>& files) {
    Streams s;
    for (const std::string& f : files) s.push_back(std::make_unique<CaseStream>(f));
    std::vector<CaseStream*> all;
    for (auto& f : s) all.push_back(f.get());
    for (size_t f = 0; f < s.size(); ++f) s[f]->pair_with(all, f);
    for (auto& f : s) f->start();
    return s;
}

std::string bits_of(const json& c, const std::string& output, int component) {
    auto it = c.find("gpu");
    if (it == c.end()) return "-";
    for (const json& o : *it)
        if (o.value("name", "") == output) {
            const json& b = o["bits"];
            return component < static_cast<int>(b.size()) ? b[component].get<std::string>() : "(missing)";
        }
    return "(missing)";
}

std::string device_text(const json& d) {
    if (!d.is_object()) return "(no device: CPU only)";
    std::string s = d.value("renderer", "?") + " | " + d.value("version", "?");
    if (d.contains("driver") && d["driver"].is_string()) s += " | driver " + d["driver"].get<std::string>();
    if (d.value("forced", false)) s += " (forced)";
    return s;
}

}  // namespace

DiffReport diff_files(const std::string& a, const std::string& b, const StreamDiffOptions& o) {
    Streams streams = open_all({a, b});
    DiffReport r;
    bool head_written = false;
    auto write_head = [&] {
        if (!o.json_out || head_written) return;
        head_written = true;
        json h = streams[0]->head();
        json doc = {{"schema", kSchema}, {"tool", kTool}};
        if (h.contains("profile")) doc["profile"] = h["profile"];
        if (h.contains("device")) doc["device"] = h["device"];
        std::string text = doc.dump(2);
        text.resize(text.rfind('}'));
        while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
        std::fprintf(o.json_out, "%s,\n  \"cases\": [", text.c_str());
    };
    size_t written = 0;
    std::vector<size_t> left = join(streams, [&](Entry& e, const Batch* const* batch, const Batch::Ref* const* ref) {
        ++r.matched;
        switch (quick_compare(1, batch, ref)) {
            case -1: ++r.without_gpu; return;
            case 0: ++r.same; return;
            default: break;
        }
        CaseDifference cd;
        const json& a = doc(e, 0, streams, batch, ref);
        switch (compare_cases(a, e.index[0], doc(e, 1, streams, batch, ref), e.index[1], cd)) {
            case CaseComparison::WithoutGpu: ++r.without_gpu; return;
            case CaseComparison::Same: ++r.same; return;
            case CaseComparison::Differ: break;
        }
        ++r.differing;
        if (o.json_out) {
            write_head();
            std::fprintf(o.json_out, "%s\n    %s", written++ ? "," : "", case_with_difference(a, cd).dump().c_str());
        }
        if (++r.group_counts[{cd.function, cd.kind}] <= o.samples_per_group) r.differences.push_back(std::move(cd));
    }, [&](bool has_gpu) {
        ++r.matched;
        ++(has_gpu ? r.same : r.without_gpu);
    });
    r.only_a = left[0];
    r.only_b = left[1];
    r.a = side_from(*streams[0]);
    r.b = side_from(*streams[1]);
    if (o.json_out) {
        write_head();
        json summary = {{"schema", "intrinsic-lab.diff/1"}};  // the diff section names its own schema
        summary.update(diff_summary_json(r));
        std::fprintf(o.json_out, "%s],\n  \"diff\": %s\n}\n", written ? "\n  " : "", summary.dump().c_str());
    }
    return r;
}

NwayReport diff_files_nway(const std::vector<std::string>& files, size_t samples_per_group) {
    Streams streams = open_all(files);
    const size_t n = files.size();
    NwayReport r;
    r.only_some = join(streams, [&](Entry& e, const Batch* const* batch, const Batch::Ref* const* ref) {
        ++r.in_all;
        bool all_same = true;
        for (size_t f = 1; f < n && all_same; ++f) all_same = quick_compare(f, batch, ref) == 0;
        if (all_same && n > 1 && batch) {
            ++r.same;
            return;
        }
        for (size_t f = 0; f < n; ++f) doc(e, f, streams, batch, ref);
        NwayCase row;
        row.kinds.assign(n, -1);
        bool without_gpu = false, differ = false;
        DiffKind most = DiffKind::Other;
        for (size_t f = 1; f < n; ++f) {
            CaseDifference cd;
            CaseComparison c = compare_cases(e.cases[0], e.index[0], e.cases[f], e.index[f], cd);
            if (c == CaseComparison::WithoutGpu) without_gpu = true;
            if (c != CaseComparison::Differ) continue;
            differ = true;
            row.kinds[f] = static_cast<int>(cd.kind);
            most = std::min(most, cd.kind);
            auto& counts = r.groups[{cd.function, cd.kind}];
            counts.resize(n, 0);
            ++counts[f];
            for (const ComponentDifference& d : cd.components) {
                std::string name = d.size > 1 ? d.output + "[" + std::to_string(d.component) + "]" : d.output;
                if (std::find(row.outputs.begin(), row.outputs.end(), name) != row.outputs.end()) continue;
                row.outputs.push_back(name);
                std::vector<std::string> bits;
                for (size_t g = 0; g < n; ++g) bits.push_back(bits_of(e.cases[g], d.output, d.component));
                row.bits.push_back(bits);
            }
        }
        if (without_gpu) {
            ++r.without_gpu;
            return;
        }
        if (!differ) {
            ++r.same;
            return;
        }
        ++r.differing;
        const json& c0 = e.cases[0];
        auto& kept = r.samples[{c0["function"].get<std::string>(), most}];
        if (kept.size() >= samples_per_group) return;
        row.function = c0["function"].get<std::string>();
        row.overload = c0.value("overload", "");
        row.inputs = c0["inputs"];
        row.index = e.index;
        for (const json& c : e.cases) row.verdicts.push_back(c.value("verdict", ""));
        kept.push_back(std::move(row));
    }, [&](bool has_gpu) {
        ++r.in_all;
        ++(has_gpu ? r.same : r.without_gpu);
    });
    for (auto& s : streams) r.files.push_back(side_from(*s));
    return r;
}

std::string nway_table(const NwayReport& r) {
    std::string s;
    const size_t n = r.files.size();
    auto letter = [](size_t f) { return std::string(1, static_cast<char>('A' + f % 26)) + (f >= 26 ? std::to_string(f / 26) : ""); };
    for (size_t f = 0; f < n; ++f)
        s += letter(f) + ": " + r.files[f].file + "  " + device_text(r.files[f].device) + "  (" +
             std::to_string(r.files[f].cases) + " cases)\n";
    s += std::to_string(r.in_all) + " cases in every file: " + std::to_string(r.differing) + " differ from A in some file, " +
         std::to_string(r.same) + " same, " + std::to_string(r.without_gpu) + " without GPU bits";
    for (size_t f = 0; f < n; ++f)
        if (r.only_some[f]) s += "; " + std::to_string(r.only_some[f]) + " of " + letter(f) + " not in every file";
    s += "\n";
    if (r.groups.empty()) return s;
    char buf[64];
    s += "\ncases whose GPU bits differ from A's, by function and kind of difference:\n";
    s += std::string(20, ' ').replace(0, 8, "function") + std::string(28, ' ').replace(0, 18, "kind of difference");
    for (size_t f = 1; f < n; ++f) {
        std::snprintf(buf, sizeof buf, "%10s", letter(f).c_str());
        s += buf;
    }
    s += "\n";
    for (const auto& [key, counts] : r.groups) {
        std::snprintf(buf, sizeof buf, "%-20s", key.first.c_str());
        s += buf;
        std::snprintf(buf, sizeof buf, "%-28s", std::string(diff_kind_title(key.second)).c_str());
        s += buf;
        for (size_t f = 1; f < n; ++f) {
            std::snprintf(buf, sizeof buf, "%10zu", f < counts.size() ? counts[f] : size_t{0});
            s += buf;
        }
        s += "\n";
    }
    for (const auto& [key, rows] : r.samples) {
        s += "\n" + key.first + ": " + std::string(diff_kind_title(key.second)) + " (first " + std::to_string(rows.size()) + ")\n";
        for (const NwayCase& c : rows) {
            std::string ins;
            for (const json& in : c.inputs) {
                ins += (ins.empty() ? "" : " ") + in.value("name", "?") + "=";
                const json& bits = in["bits"];
                for (size_t i = 0; i < bits.size(); ++i) ins += (i ? "," : "") + bits[i].get<std::string>();
            }
            s += "  #" + std::to_string(c.index[0]) + " " + c.overload + "  " + ins + "\n";
            for (size_t o = 0; o < c.outputs.size(); ++o) {
                std::snprintf(buf, sizeof buf, "      %-12s", c.outputs[o].c_str());
                s += buf;
                for (size_t f = 0; f < n; ++f) {
                    std::snprintf(buf, sizeof buf, " %s %-20s", letter(f).c_str(), c.bits[o][f].c_str());
                    s += buf;
                }
                s += "\n";
            }
        }
    }
    return s;
}

json nway_json(const NwayReport& r) {
    json files = json::array();
    for (size_t f = 0; f < r.files.size(); ++f)
        files.push_back({{"file", r.files[f].file}, {"device", r.files[f].device}, {"profile", r.files[f].profile},
                         {"cases", r.files[f].cases}, {"not_in_every_file", r.only_some[f]}});
    json groups = json::array();
    for (const auto& [key, counts] : r.groups) {
        json per = json::array();
        for (size_t f = 0; f < r.files.size(); ++f) per.push_back(f == 0 ? json(nullptr) : json(f < counts.size() ? counts[f] : 0));
        groups.push_back({{"function", key.first}, {"kind", std::string(diff_kind_name(key.second))}, {"cases", per}});
    }
    json samples = json::array();
    for (const auto& [key, rows] : r.samples)
        for (const NwayCase& c : rows) {
            json kinds = json::array();
            for (int k : c.kinds) kinds.push_back(k < 0 ? json(nullptr) : json(std::string(diff_kind_name(static_cast<DiffKind>(k)))));
            json outs = json::array();
            for (size_t o = 0; o < c.outputs.size(); ++o) outs.push_back({{"output", c.outputs[o]}, {"bits", c.bits[o]}});
            samples.push_back({{"function", c.function}, {"overload", c.overload}, {"inputs", c.inputs},
                               {"index", c.index}, {"verdicts", c.verdicts}, {"kinds", kinds}, {"outputs", outs}});
        }
    return {{"schema", "intrinsic-lab.diff-nway/1"},
            {"files", files},
            {"in_every_file", r.in_all},
            {"same", r.same},
            {"without_gpu", r.without_gpu},
            {"differing", r.differing},
            {"groups", groups},
            {"samples", samples}};
}

}  // namespace il
