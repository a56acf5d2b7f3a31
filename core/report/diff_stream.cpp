#include "report/diff_stream.h"

#include "vectors/tool_version.h"

#include <unistd.h>

#include <array>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <exception>
#include <memory>
#include <set>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "vectors/gz_io.h"
#include "vectors/vectors_json.h"
#include "vectors/vectors_reader.h"

namespace il {
namespace {

using nlohmann::json;

constexpr size_t kQueueCases = 512;  // per file: a few hundred KB of cases in flight
constexpr size_t kMaxDepth = 64;     // as the vectors reader: a deeper case is refused, not recursed into

// One file's bytes, pulled by the parser; counts newlines for line:column in messages.
class Bytes {
public:
    explicit Bytes(const std::string& path) : path_(path), buffer_(size_t{1} << 20) {
        bool regular = false;
        try {
            fd_ = open_json_input(path, regular);
        } catch (const VectorsError& e) {
            throw DiffError(e.what());
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
        ++offset_;
    }
    uint64_t offset() const { return offset_; }
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
        for (;;) {
            ssize_t n = gz_ ? gz_->read(buffer_.data(), buffer_.size()) : ::read(fd_, buffer_.data(), buffer_.size());
            if (n > 0) {
                pos_ = 0;
                len_ = static_cast<size_t>(n);
                return true;
            }
            if (n == 0) return false;
            if (gz_) throw DiffError(path_ + ": " + gz_->error());
            if (errno != EINTR) throw DiffError(path_ + ": read failed (" + std::strerror(errno) + ")");
        }
    }
    std::string path_;
    int fd_ = -1;
    bool regular_ = false;
    std::unique_ptr<GzReader> gz_;
    std::vector<char> buffer_;
    size_t pos_ = 0, len_ = 0;
    uint64_t offset_ = 0, newlines_ = 0;
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

struct Stopped {};  // the consumer gave up: the producer ends quietly

// The cases of one file, in order, through a bounded queue filled by a parser thread.
class CaseStream {
public:
    explicit CaseStream(std::string path) : path_(std::move(path)) {
        thread_ = std::thread([this] { produce(); });
    }
    ~CaseStream() {
        {
            std::lock_guard<std::mutex> l(m_);
            stop_ = true;
        }
        cv_.notify_all();
        thread_.join();
    }
    // The next case and its index in $.cases; false at the end. Rethrows the parser's error.
    bool next(json& c, size_t& index) {
        std::unique_lock<std::mutex> l(m_);
        cv_.wait(l, [&] { return !queue_.empty() || done_; });
        if (queue_.empty()) {
            if (error_) std::rethrow_exception(error_);
            return false;
        }
        c = std::move(queue_.front());
        queue_.pop_front();
        index = next_index_++;
        cv_.notify_all();
        return true;
    }
    // schema, profile, device, …: complete once next() has returned false.
    json head() {
        std::lock_guard<std::mutex> l(m_);
        return head_;
    }
    size_t cases() const { return next_index_; }
    const std::string& path() const { return path_; }

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
        if (stack_.empty()) {
            // A field given twice would be read one way here and another elsewhere: an error, as the strict reader
            // makes it (vectors/json_read.h). Escaped keys arrive decoded, so "pr\u006ffile" is "profile".
            if (!top_keys_.insert(k).second) throw DiffError(path_ + ": $: key \"" + k + "\" given twice");
            top_key_ = k;
        } else {
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
    std::string where() const {
        return in_cases_ ? "$.cases[" + std::to_string(produced_) + "]" : "$." + top_key_;
    }
    // Top level: depth 0 the document, 1 its fields; "cases" elements and other fields are built whole.
    bool open(json container) {
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
        ++produced_;
        std::unique_lock<std::mutex> l(m_);
        cv_.wait(l, [&] { return queue_.size() < kQueueCases || stop_; });
        if (stop_) throw Stopped{};
        queue_.push_back(std::move(root_));
        cv_.notify_all();
    }
    void produce() {
        try {
            Bytes bytes(path_);
            bytes_ = &bytes;
            if (bytes.at_end())
                throw DiffError(path_ + ": is empty: no JSON document" +
                                std::string(bytes.regular() ? "" : " (a pipe or FIFO with no writer reads as empty)"));
            json::sax_parse(ByteIterator{&bytes}, ByteIterator{}, this);
            std::lock_guard<std::mutex> l(m_);
            if (!head_.contains("schema")) error_ = std::make_exception_ptr(DiffError(path_ + ": $.schema: missing or not a string"));
            else if (!cases_seen_) error_ = std::make_exception_ptr(DiffError(path_ + ": $.cases: missing"));
        } catch (const Stopped&) {
        } catch (...) {
            std::lock_guard<std::mutex> l(m_);
            error_ = std::current_exception();
        }
        std::lock_guard<std::mutex> l(m_);
        done_ = true;
        cv_.notify_all();
    }
    std::string path_;
    Bytes* bytes_ = nullptr;
    std::thread thread_;
    std::mutex m_;
    std::condition_variable cv_;
    std::deque<json> queue_;
    bool done_ = false, stop_ = false;
    std::exception_ptr error_;
    json head_ = json::object();
    size_t next_index_ = 0, produced_ = 0;
    // Parser state (producer thread only).
    int depth_ = 0;
    bool in_cases_ = false, building_ = false, cases_seen_ = false;
    std::string top_key_, pending_key_;
    std::set<std::string> top_keys_;
    json root_;
    std::vector<json*> stack_;
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

// Pairs the cases of N files by key as they arrive; `complete` gets each case found in every file.
struct Entry {
    std::vector<json> cases;
    std::vector<size_t> index;
    std::vector<bool> has;
    size_t present = 0;
};

template <class Complete>
std::vector<size_t> join(std::vector<std::unique_ptr<CaseStream>>& streams, Complete complete) {
    const size_t n = streams.size();
    std::unordered_map<std::string, std::deque<Entry>> pending;
    std::vector<bool> ended(n, false);
    size_t open = n;
    while (open > 0) {
        for (size_t f = 0; f < n; ++f) {
            if (ended[f]) continue;
            json c;
            size_t index = 0;
            if (!streams[f]->next(c, index)) {
                ended[f] = true;
                --open;
                continue;
            }
            std::string key = case_key(c);
            auto& waiting = pending[key];
            auto it = std::find_if(waiting.begin(), waiting.end(), [&](const Entry& e) { return !e.has[f]; });
            if (it == waiting.end()) {
                waiting.push_back(Entry{std::vector<json>(n), std::vector<size_t>(n), std::vector<bool>(n), 0});
                it = std::prev(waiting.end());
            }
            it->cases[f] = std::move(c);
            it->index[f] = index;
            it->has[f] = true;
            if (++it->present == n) {
                complete(*it);
                waiting.erase(it);
                if (waiting.empty()) pending.erase(key);
            }
        }
    }
    std::vector<size_t> left(n, 0);  // cases of each file that some other file lacks
    for (const auto& [key, entries] : pending)
        for (const Entry& e : entries)
            for (size_t f = 0; f < n; ++f) left[f] += e.has[f];
    return left;
}

std::vector<std::unique_ptr<CaseStream>> open_all(const std::vector<std::string>& files) {
    std::vector<std::unique_ptr<CaseStream>> s;
    for (const std::string& f : files) s.push_back(std::make_unique<CaseStream>(f));
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
    std::vector<std::unique_ptr<CaseStream>> streams = open_all({a, b});
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
    std::vector<size_t> left = join(streams, [&](Entry& e) {
        ++r.matched;
        CaseDifference cd;
        switch (compare_cases(e.cases[0], e.index[0], e.cases[1], e.index[1], cd)) {
            case CaseComparison::WithoutGpu: ++r.without_gpu; return;
            case CaseComparison::Same: ++r.same; return;
            case CaseComparison::Differ: break;
        }
        ++r.differing;
        if (o.json_out) {
            write_head();
            std::fprintf(o.json_out, "%s\n    %s", written++ ? "," : "", case_with_difference(e.cases[0], cd).dump().c_str());
        }
        if (++r.group_counts[{cd.function, cd.kind}] <= o.samples_per_group) r.differences.push_back(std::move(cd));
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
    std::vector<std::unique_ptr<CaseStream>> streams = open_all(files);
    const size_t n = files.size();
    NwayReport r;
    r.only_some = join(streams, [&](Entry& e) {
        ++r.in_all;
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
