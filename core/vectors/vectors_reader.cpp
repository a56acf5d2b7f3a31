#include "vectors/vectors_reader.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <functional>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>

#include "vectors/json_read.h"
#include "value/printable.h"

#include "vectors/gz_io.h"

namespace il {

using nlohmann::json;

namespace {

[[noreturn]] void fail(const std::string& file, const std::string& path, const std::string& msg) {
    throw VectorsError(printable(file + ": " + path + ": " + msg));  // a name from the file may hold ESC or NUL
}

// The top-level "schema" and "profile" values as raw text, found by a structural scan that does not parse.
struct TopLevelScan {
    bool complete = false;  // the top-level object closed: a field not found is not there
    std::optional<std::string> schema, profile;
};

class TopLevelScanner {
public:
    // False once the top-level object has closed (nothing more to scan).
    bool feed(const char* p, size_t n) {
        for (size_t i = 0; i < n && !done_; ++i) step(p[i]);
        return !done_;
    }
    TopLevelScan result() {
        scan_.complete = done_ && !overflow_;
        return scan_;
    }

private:
    static constexpr size_t kMaxCapture = 1 << 20;
    static constexpr size_t kMaxKey = 64;  // longer keys are neither "schema" nor "profile", escaped or not

    void step(char c) {
        if (capturing_) {
            bool ends = !in_string_ && depth_ == 1 && (c == ',' || c == '}');
            if (!ends) {
                if (capture_.size() < kMaxCapture) capture_ += c;
                else overflow_ = true;
            } else {
                end_capture();
            }
        }
        if (in_string_) {
            if (escape_) escape_ = false;
            else if (c == '\\') escape_ = true;
            else if (c == '"') in_string_ = false;
            if (key_open_) {
                if (!in_string_) key_open_ = false, key_done_ = true;
                else if (key_.size() < kMaxKey) key_ += c;
            }
            return;
        }
        switch (c) {
            case '"':
                in_string_ = true;
                if (depth_ == 1 && expect_key_) {
                    key_open_ = true;
                    key_.clear();
                    expect_key_ = false;
                }
                break;
            case '{':
            case '[':
                if (depth_ == 0 && c == '{') expect_key_ = true;
                ++depth_;
                break;
            case '}':
            case ']':
                if (--depth_ <= 0) done_ = true;
                break;
            case ',':
                if (depth_ == 1) expect_key_ = true;
                break;
            case ':':
                if (depth_ == 1 && key_done_) {
                    // The key as written; "pr\u006ffile" is "profile" too.
                    std::string k = key_;
                    if (k.find('\\') != std::string::npos) {
                        json decoded = json::parse("\"" + k + "\"", nullptr, false);
                        k = decoded.is_string() ? decoded.get<std::string>() : "";
                    }
                    capturing_ = k == "schema" || k == "profile";
                    capture_key_ = k;
                    capture_.clear();
                }
                key_done_ = false;
                break;
            default: break;
        }
    }
    void end_capture() {
        capturing_ = false;
        (capture_key_ == "schema" ? scan_.schema : scan_.profile) = capture_;
    }

    TopLevelScan scan_;
    int depth_ = 0;
    bool in_string_ = false, escape_ = false, expect_key_ = false, key_open_ = false, key_done_ = false;
    bool capturing_ = false, overflow_ = false, done_ = false;
    std::string key_, capture_key_, capture_;
};

}  // namespace

// Bytes for nlohmann's parser, with the newlines seen so far for line:column in messages.
class ByteSource {
public:
    explicit ByteSource(std::string name) : name_(std::move(name)) {}
    virtual ~ByteSource() = default;

    bool at_end() { return pos_ == len_ && !refill(); }
    char peek() const { return data_[pos_]; }
    void advance() {
        if (data_[pos_++] == '\n') {
            ++newlines_;
            recent_newlines_[newlines_ % recent_newlines_.size()] = offset_;
        }
        if (++offset_ - mark_ > kMaxJsonValueBytes && too_long) too_long();
    }
    uint64_t offset() const { return offset_; }
    // A SAX event: the next token starts after here. One token longer than kMaxJsonValueBytes calls too_long
    // (which throws) while nlohmann is still reading it.
    void mark() { mark_ = offset_; }
    std::function<void()> too_long;
    const std::string& name() const { return name_; }
    virtual bool seekable() const = 0;
    virtual bool is_pipe() const { return false; }
    // Scans from the start of the document for the top-level schema and profile (seekable sources only).
    virtual TopLevelScan scan_ahead() = 0;

    // "LINE:COLUMN" of nlohmann's error position (its count of characters read), as a text editor counts
    // them: the characters before the last one read.
    std::string line_column(uint64_t chars_read) const {
        uint64_t t = std::min<uint64_t>(chars_read ? chars_read - 1 : 0, offset_);
        // The parser reads at most two characters past the error position; newlines there are not counted.
        uint64_t lines = newlines_;
        int64_t last = -1;
        for (uint64_t k = 0; k < recent_newlines_.size() && k < newlines_; ++k) {
            uint64_t at = recent_newlines_[(newlines_ - k) % recent_newlines_.size()];
            if (at >= t) {
                --lines;
            } else {
                last = static_cast<int64_t>(at);
                break;
            }
        }
        return std::to_string(lines + 1) + ":" + std::to_string(static_cast<int64_t>(t) - last);
    }

protected:
    virtual bool refill() = 0;
    std::string name_;
    const char* data_ = nullptr;
    size_t pos_ = 0, len_ = 0;

private:
    uint64_t offset_ = 0, newlines_ = 0, mark_ = 0;
    std::array<uint64_t, 4> recent_newlines_{};
};

namespace {

class TextSource : public ByteSource {
public:
    TextSource(const std::string& text, std::string name) : ByteSource(std::move(name)), text_(text) {
        data_ = text_.data();
        len_ = text_.size();
    }
    bool seekable() const override { return true; }
    TopLevelScan scan_ahead() override {
        TopLevelScanner s;
        s.feed(text_.data(), text_.size());
        return s.result();
    }

protected:
    bool refill() override { return false; }

private:
    const std::string& text_;
};

class FileSource : public ByteSource {
public:
    FileSource(int fd, bool regular, std::string name)
        : ByteSource(std::move(name)), fd_(fd), regular_(regular), buffer_(size_t{1} << 20) {}
    // A gzip file (gz_io.h): read through zlib, not seekable (scan_ahead reads the uncompressed text).
    FileSource(std::unique_ptr<GzReader> gz, std::string name)
        : ByteSource(std::move(name)), fd_(-1), regular_(false), buffer_(size_t{1} << 20), gz_(std::move(gz)) {}
    ~FileSource() override {
        if (fd_ >= 0) ::close(fd_);
    }
    bool seekable() const override { return regular_; }
    bool is_pipe() const override { return !regular_; }
    TopLevelScan scan_ahead() override {
        TopLevelScanner s;
        std::vector<char> block(size_t{1} << 20);
        for (off_t at = 0;;) {
            ssize_t n = ::pread(fd_, block.data(), block.size(), at);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0 || !s.feed(block.data(), static_cast<size_t>(n))) break;
            at += n;
        }
        return s.result();
    }

protected:
    bool refill() override {
        std::string why;
        const ssize_t n = read_input(fd_, gz_.get(), buffer_.data(), buffer_.size(), &why);
        if (n < 0) throw VectorsError(name_ + ": " + why);
        if (n == 0) return false;
        data_ = buffer_.data();
        pos_ = 0;
        len_ = static_cast<size_t>(n);
        return true;
    }

private:
    int fd_;
    bool regular_;
    std::vector<char> buffer_;
    std::unique_ptr<GzReader> gz_;
};

// An input iterator over a ByteSource for json::sax_parse; the default-constructed one is the end.
struct SourceIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = char;

    ByteSource* source = nullptr;
    char operator*() const { return source->peek(); }
    SourceIterator& operator++() {
        source->advance();
        return *this;
    }
    bool operator==(const SourceIterator& o) const { return ended() == o.ended(); }
    bool operator!=(const SourceIterator& o) const { return !(*this == o); }

private:
    bool ended() const { return !source || source->at_end(); }
};

// One JSON value built from SAX events (a case object, the schema, the profile).
class DomBuilder {
public:
    enum class Kind { None, Schema, Profile, Kept, Case };
    void begin(Kind k) {
        kind_ = k;
        root_ = json();
        stack_.clear();
    }
    Kind kind() const { return kind_; }
    bool active() const { return kind_ != Kind::None; }
    size_t depth() const { return stack_.size(); }
    // Each returns true when the value is complete.
    bool add(json&& v) {
        place(std::move(v));
        return stack_.empty();
    }
    void open(bool object) { stack_.push_back(place(object ? json::object() : json::array())); }
    bool close() {
        stack_.pop_back();
        return stack_.empty();
    }
    void key(std::string&& k) { key_ = std::move(k); }
    bool has_key(const std::string& k) const { return !stack_.empty() && stack_.back()->contains(k); }
    json take() {
        kind_ = Kind::None;
        return std::move(root_);
    }

private:
    json* place(json&& v) {
        if (stack_.empty()) {
            root_ = std::move(v);
            return &root_;
        }
        json& top = *stack_.back();
        if (top.is_array()) {
            top.push_back(std::move(v));
            return &top.back();
        }
        json& slot = top[key_];
        slot = std::move(v);
        return &slot;
    }

    Kind kind_ = Kind::None;
    json root_;
    std::vector<json*> stack_;
    std::string key_;
};

// Fields of a case that case_json() writes afresh: not kept (or built) when keep_known_fields is off.
bool rewritten_field(const std::string& k) {
    return k == "reference" || k == "accepted" || k == "gpu" || k == "diff" || k == "verdict" || k == "note" ||
           k == "fold";
}

// What a stored results case says about the GPU: kept for run --rejudge.
bool stored_gpu_field(const std::string& k) { return k == "gpu" || k == "verdict" || k == "note"; }

class Handler {
public:
    Handler(ByteSource& source, const Catalog& catalog, const VectorsSink& sink, const VectorsReadOptions& options)
        : source_(source), file_(source.name()), catalog_(catalog), sink_(sink), options_(options) {
        source_.too_long = [this] {
            fail(file_, where(), "a single value longer than " + std::to_string(kMaxJsonValueBytes >> 20) +
                                     " MiB (the limit of one JSON string or number here); refused before it is read "
                                     "into memory");
        };
    }

    bool null() { return scalar(json(nullptr)); }
    bool boolean(bool v) { return scalar(json(v)); }
    bool number_integer(json::number_integer_t v) { return scalar(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return scalar(json(v)); }
    bool number_float(json::number_float_t v, const json::string_t& raw) {
        event();
        // nlohmann reads an integer that fits no 64-bit type as a double: it would be written back rounded.
        if (!skip_ && !skip_next_ && raw.find_first_of(".eE") == std::string::npos)
            fail(file_, builder_.active() || stage_ == Stage::Cases ? builder_path() : json_path_key("$", top_key_),
                 "integer " + raw + " is out of range (JSON integers here fit 64 bits)");
        return scalar(json(v));
    }
    bool string(json::string_t& v) { return scalar(json(std::move(v))); }
    bool binary(json::binary_t&) { return true; }  // JSON text has none
    bool start_object(std::size_t) { return open(true); }
    bool start_array(std::size_t) { return open(false); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(json::string_t& k) {
        event();
        if (skip_) return true;
        if (builder_.active()) {
            if (builder_.kind() == DomBuilder::Kind::Case && builder_.depth() == 1 && !options_.keep_known_fields &&
                rewritten_field(k) && !(options_.keep_stored_gpu && stored_gpu_field(k))) {
                skip_next_ = true;
                return true;
            }
            if (builder_.has_key(k))
                fail(file_, json_path_key(builder_path() + (builder_.depth() > 1 ? "…" : ""), k), "given twice");
            builder_.key(std::move(k));
            return true;
        }
        if (stage_ == Stage::Root) {
            if (!top_keys_.insert(k).second) fail(file_, json_path_key("$", k), "given twice");
            top_key_ = std::move(k);
        }
        return true;
    }

    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) {
        if (source_.offset() == 0)
            throw VectorsError(file_ + ": is empty: no JSON document" +
                               (source_.is_pipe() ? " (a pipe or FIFO with no writer reads as empty)" : ""));
        std::string what = ex.what();
        if (!dynamic_cast<const json::parse_error*>(&ex)) {
            // e.g. out_of_range 406: a number too large for any JSON number type (found by fuzz_vectors).
            auto cut = what.find("] ");
            throw VectorsError(file_ + ": not usable JSON (" +
                               (cut == std::string::npos ? what : what.substr(cut + 2)) + ")");
        }
        auto cut = what.find("parse error");
        throw VectorsError(file_ + ":" + source_.line_column(position) + ": not valid JSON (" +
                           (cut == std::string::npos ? what : what.substr(cut)) + ")");
    }

    // After the parser accepted the whole document.
    void finish() {
        if (!schema_seen_) fail(file_, "$.schema", "missing");
        if (!cases_seen_) fail(file_, "$.cases", "missing");
        if (!header_sent_) send_header();
        flush();
    }

private:
    enum class Stage { BeforeRoot, Root, Cases, AfterRoot };
    static constexpr size_t kMaxDepth = 64;

    // Every SAX event: the source's token limit starts again, and a value built whole stays under the limit.
    void event() {
        source_.mark();
        if (builder_.active() && source_.offset() - value_start_ > kMaxJsonValueBytes)
            fail(file_, builder_path(), "longer than " + std::to_string(kMaxJsonValueBytes >> 20) +
                                            " MiB (the limit of one case, schema or profile); refused before it is "
                                            "read into memory");
    }
    std::string where() const {
        if (builder_.active() || stage_ == Stage::Cases) return builder_path();
        if (stage_ == Stage::Root && !top_key_.empty()) return json_path_key("$", top_key_);
        return "$";
    }
    void begin(DomBuilder::Kind k) {
        builder_.begin(k);
        value_start_ = source_.offset();
    }

    std::string builder_path() const {
        switch (builder_.kind()) {
            case DomBuilder::Kind::Schema: return "$.schema";
            case DomBuilder::Kind::Profile: return "$.profile";
            case DomBuilder::Kind::Kept: return "$." + top_key_;
            default: return "$.cases[" + std::to_string(next_index_) + "]";
        }
    }

    bool scalar(json&& v) {
        event();
        if (skip_) return true;
        if (skip_next_) {
            skip_next_ = false;
            return true;
        }
        if (builder_.active()) {
            if (builder_.add(std::move(v))) complete();
            return true;
        }
        switch (stage_) {
            case Stage::BeforeRoot: fail(file_, "$", "expected an object");
            case Stage::Root:
                if (top_key_ == "cases") fail(file_, "$.cases", "expected an array");
                if (top_key_ == "schema" || top_key_ == "profile") {
                    begin(top_key_ == "schema" ? DomBuilder::Kind::Schema : DomBuilder::Kind::Profile);
                    builder_.add(std::move(v));
                    complete();
                } else if (sink_.field) {
                    sink_.field(top_key_, v);
                }
                return true;
            case Stage::Cases:
                begin(DomBuilder::Kind::Case);
                builder_.add(std::move(v));
                complete();
                return true;
            case Stage::AfterRoot: return true;
        }
        return true;
    }

    bool open(bool object) {
        event();
        if (skip_) {
            ++skip_;
            return true;
        }
        if (skip_next_) {
            skip_next_ = false;
            skip_ = 1;
            return true;
        }
        if (builder_.active()) {
            // Deeper values would be copied and written back recursively; a real vectors file needs a few levels.
            if (builder_.depth() >= kMaxDepth)
                fail(file_, builder_path(), "nested deeper than " + std::to_string(kMaxDepth) + " levels");
            builder_.open(object);
            return true;
        }
        switch (stage_) {
            case Stage::BeforeRoot:
                if (!object) fail(file_, "$", "expected an object");
                stage_ = Stage::Root;
                return true;
            case Stage::Root:
                if (top_key_ == "cases") {
                    if (object) fail(file_, "$.cases", "expected an array");
                    if (cases_seen_) fail(file_, "$.cases", "given twice");
                    begin_cases();
                } else if (top_key_ == "schema" || top_key_ == "profile") {
                    begin(top_key_ == "schema" ? DomBuilder::Kind::Schema : DomBuilder::Kind::Profile);
                    builder_.open(object);
                } else if (((top_key_ == "device" || top_key_ == "sweep") && sink_.object) ||
                           (top_key_ == "device" && object && sink_.field)) {
                    // a results file's driver and sweep, for the sink
                    builder_.begin(DomBuilder::Kind::Kept);
                    builder_.open(object);
                } else {
                    skip_ = 1;  // other top-level fields (title, summary, …) are not needed
                }
                return true;
            case Stage::Cases:
                begin(DomBuilder::Kind::Case);
                builder_.open(object);
                return true;
            case Stage::AfterRoot: return true;
        }
        return true;
    }

    bool close() {
        event();
        if (skip_) {
            --skip_;
            return true;
        }
        if (builder_.active()) {
            if (builder_.close()) complete();
            return true;
        }
        if (stage_ == Stage::Cases) {
            stage_ = Stage::Root;
            if (header_sent_) flush();
        } else if (stage_ == Stage::Root) {
            stage_ = Stage::AfterRoot;
        }
        return true;
    }

    void complete() {
        DomBuilder::Kind kind = builder_.kind();
        json v = builder_.take();
        if (kind == DomBuilder::Kind::Schema) {
            check_schema(v, file_);
            schema_seen_ = true;
        } else if (kind == DomBuilder::Kind::Profile) {
            Profile p = parse_profile(v, file_, "$.profile");
            // Cases already went out under the profile read ahead: one that differs (a scan cut short) is
            // refused, never silently ignored.
            if (header_sent_ && profile_ != p)
                fail(file_, "$.profile", "comes after $.cases and could not be read ahead; put \"profile\" before \"cases\"");
            profile_ = p;
        } else if (kind == DomBuilder::Kind::Kept) {
            if (top_key_ == "device" && sink_.field && v.is_object()) sink_.field("device", v);
            if (sink_.object) {
                if (!v.is_object()) fail(file_, "$." + top_key_, "expected an object");
                sink_.object(top_key_, v);
            }
        } else {
            InputCase c = parse_case(v, next_index_++, file_, catalog_, &memo_, options_.allow_expressions);
            if (!options_.keep_known_fields && v.is_object()) {
                v.erase("function");
                v.erase("overload");
                v.erase("inputs");
                if (v.empty()) v = json();
            }
            c.original = std::move(v);
            pending_.push_back(std::move(c));
            if (header_sent_ && pending_.size() >= options_.chunk_size) flush();
        }
    }

    // The profile must be known before the first chunk: look ahead for what did not come before "cases".
    void begin_cases() {
        stage_ = Stage::Cases;
        cases_seen_ = true;
        if (schema_seen_ && profile_) {
            send_header();
            return;
        }
        if (!source_.seekable()) return;  // a pipe: cases wait for the end of the document
        TopLevelScan s = source_.scan_ahead();
        if (!schema_seen_) {
            json v = s.schema ? json::parse(*s.schema, nullptr, false) : json(json::value_t::discarded);
            if (!v.is_discarded()) {
                check_schema(v, file_);
                schema_seen_ = true;
            } else if (!s.schema && s.complete) {
                fail(file_, "$.schema", "missing");
            }
        }
        if (!profile_ && s.profile) {
            json v = json::parse(*s.profile, nullptr, false);
            if (!v.is_discarded()) profile_ = parse_profile(v, file_, "$.profile");
        }
        // Anything the scan could not read is a syntax error that the parser reports when it gets there.
        send_header();
    }

    void send_header() {
        header_sent_ = true;
        if (sink_.header) sink_.header(profile_);
    }

    void flush() {
        if (pending_.empty()) return;
        size_t first = flushed_;
        flushed_ += pending_.size();
        if (sink_.chunk) sink_.chunk(pending_, first);
        pending_.clear();
    }

    ByteSource& source_;
    const std::string& file_;
    const Catalog& catalog_;
    const VectorsSink& sink_;
    const VectorsReadOptions& options_;

    Stage stage_ = Stage::BeforeRoot;
    std::string top_key_;
    std::set<std::string> top_keys_;
    DomBuilder builder_;
    int skip_ = 0;            // depth inside a value that is not needed
    bool skip_next_ = false;  // the next value is not needed
    bool schema_seen_ = false, cases_seen_ = false, header_sent_ = false;
    std::optional<Profile> profile_;
    std::vector<InputCase> pending_;
    CaseLookupMemo memo_;
    size_t next_index_ = 0, flushed_ = 0;
    uint64_t value_start_ = 0;
};

void read_source(ByteSource& source, const Catalog& catalog, const VectorsSink& sink,
                 const VectorsReadOptions& options) {
    VectorsReadOptions o = options;
    o.chunk_size = std::max<size_t>(o.chunk_size, 1);
    Handler h(source, catalog, sink, o);
    if (json::sax_parse(SourceIterator{&source}, SourceIterator{}, &h)) h.finish();
}

}  // namespace

VectorsReader::VectorsReader(std::unique_ptr<ByteSource> source, std::string name)
    : source_(std::move(source)), name_(std::move(name)) {}
VectorsReader::VectorsReader(VectorsReader&&) noexcept = default;
VectorsReader::~VectorsReader() = default;

namespace {

// How long a FIFO opened before its writer waits for one before it reads as empty.
constexpr int kFifoWriterWaitMs = 3000;

// Opens `path` for reading without blocking for ever on a FIFO that has no writer; throws for what is not a
// file.
int open_input(const std::string& path, bool& regular) {
    // Non-blocking so that a FIFO with no writer does not hang the open; reads block again below.
    int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) throw VectorsError(path + ": cannot be read (" + std::strerror(errno) + ")");
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        int e = errno;
        ::close(fd);
        throw VectorsError(path + ": cannot be read (" + std::strerror(e) + ")");
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        throw VectorsError(path + ": is a directory, not a JSON file");
    }
    regular = S_ISREG(st.st_mode);
    if (S_ISFIFO(st.st_mode)) {
        // `mkfifo f; intrinsic-lab diff a.json f & producer > f`: the reader may come first. On Linux a FIFO
        // that has had no writer since this open polls as neither readable nor hung up, so this waits for the
        // writer to come (and write or close), up to kFifoWriterWaitMs; after that it reads as empty.
        pollfd p{fd, POLLIN, 0};
        while (::poll(&p, 1, kFifoWriterWaitMs) < 0 && errno == EINTR) {
        }
    }
    if (!regular) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    else ::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    return fd;
}

}  // namespace

int open_json_input(const std::string& path, bool& regular) { return open_input(path, regular); }

VectorsReader VectorsReader::open(const std::string& path) {
    bool regular = false;
    int fd = open_input(path, regular);
    if (is_gz_path(path)) return VectorsReader(std::make_unique<FileSource>(std::make_unique<GzReader>(fd), path), path);
    return VectorsReader(std::make_unique<FileSource>(fd, regular, path), path);
}

std::string read_json_file(const std::string& path, size_t max_bytes) {
    bool regular = false;
    int fd = open_input(path, regular);
    std::unique_ptr<GzReader> gz = is_gz_path(path) ? std::make_unique<GzReader>(fd) : nullptr;
    std::string text;
    std::vector<char> block(size_t{1} << 20);
    for (;;) {
        ssize_t n = gz ? gz->read(block.data(), block.size()) : ::read(fd, block.data(), block.size());
        if (n < 0 && gz) throw VectorsError(path + ": " + gz->error());
        if (n > 0) {
            text.append(block.data(), static_cast<size_t>(n));
            if (text.size() > max_bytes) {
                if (!gz) ::close(fd);
                throw VectorsError(path + (regular && !gz ? ": is larger than " : ": gave more than ") +
                                   std::to_string(max_bytes >> 20) +
                                   " MiB, the limit of a document read whole (a report, state.json); stopped reading");
            }
        } else if (n == 0) {
            break;
        } else if (errno != EINTR) {
            int e = errno;
            if (!gz) ::close(fd);
            throw VectorsError(path + ": read failed (" + std::strerror(e) + ")");
        }
    }
    if (!gz) ::close(fd);
    if (text.empty())
        throw VectorsError(path + ": is empty: no JSON document" +
                           std::string(regular ? "" : " (a pipe or FIFO with no writer reads as empty)"));
    return text;
}

void VectorsReader::read(const Catalog& catalog, const VectorsSink& sink, const VectorsReadOptions& options) {
    read_source(*source_, catalog, sink, options);
}

void read_vectors_text(const std::string& text, const std::string& name, const Catalog& catalog,
                       const VectorsSink& sink, const VectorsReadOptions& options) {
    TextSource source(text, name);
    read_source(source, catalog, sink, options);
}

}  // namespace il
