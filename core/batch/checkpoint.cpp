#include "batch/checkpoint.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace il {
namespace {

constexpr std::string_view kCommit = "{\"commit\":";
constexpr std::string_view kCase = "{\"function\":";
constexpr size_t kBlock = size_t{1} << 20;

std::string head_prefix() { return std::string("{\"schema\":\"") + Checkpoint::kSchema + "\",\"run\":"; }

std::string sys_error(const std::string& path, const char* what) {
    return path + ": " + what + " failed (" + std::strerror(errno) + ")";
}

// Calls line(text, end offset) for each complete line of the file from `from` to `to`, a block at a time; stops
// when line() returns false. Returns the offset after the last complete line seen.
template <class Line>
uint64_t scan_lines(int fd, uint64_t from, uint64_t to, const Line& line, bool* read_error) {
    std::string carry;
    std::vector<char> buf(kBlock);
    uint64_t at = from, line_start = from;
    while (at < to) {
        const ssize_t n = pread(fd, buf.data(), static_cast<size_t>(std::min<uint64_t>(kBlock, to - at)),
                                static_cast<off_t>(at));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            *read_error = n < 0;
            break;
        }
        size_t b = 0;
        for (size_t i = 0; i < static_cast<size_t>(n); ++i) {
            if (buf[i] != '\n') continue;
            carry.append(buf.data() + b, i - b);
            const uint64_t end = at + i + 1;
            if (!line(std::string_view(carry), end)) return line_start;
            line_start = end;
            carry.clear();
            b = i + 1;
        }
        carry.append(buf.data() + b, static_cast<size_t>(n) - b);
        at += static_cast<uint64_t>(n);
    }
    return line_start;
}

// The first key whose value differs between two run headers, "" when none.
std::string first_difference(const nlohmann::json& a, const nlohmann::json& b) {
    for (auto& [k, v] : a.items())
        if (!b.contains(k) || b[k] != v) return k;
    for (auto& [k, v] : b.items())
        if (!a.contains(k)) return k;
    return "";
}

}  // namespace

nlohmann::json tally_json(const BatchTally& t) {
    const DenormalTally& d = t.denormals;
    return {{"cases", t.cases},
            {"by_verdict", t.by_verdict},
            {"reference_only", t.reference_only},
            {"max_ulp", t.max_ulp},
            {"max_ulp_case", t.max_ulp_case},
            {"ulp_bins", t.ulp_bins},
            {"denormals",
             {d.input_flushed, d.input_kept, d.input_same, d.input_other, d.result_flushed, d.result_kept,
              d.result_other}},
            {"kept", t.kept}};
}

bool tally_from_json(const nlohmann::json& j, BatchTally& t) {
    if (!j.is_object()) return false;
    try {
        t = BatchTally{};
        t.cases = j.at("cases").get<uint64_t>();
        t.by_verdict = j.at("by_verdict").get<std::array<uint64_t, 6>>();
        t.reference_only = j.at("reference_only").get<uint64_t>();
        t.max_ulp = j.at("max_ulp").get<uint64_t>();
        t.max_ulp_case = j.at("max_ulp_case").get<uint64_t>();
        t.ulp_bins = j.at("ulp_bins").get<std::array<uint64_t, kUlpBins>>();
        const auto d = j.at("denormals").get<std::array<uint64_t, 7>>();
        t.denormals = {d[0], d[1], d[2], d[3], d[4], d[5], d[6]};
        t.kept = j.at("kept").get<uint64_t>();
    } catch (const nlohmann::json::exception&) {
        return false;
    }
    return true;
}

std::unique_ptr<Checkpoint> Checkpoint::open(const std::string& path, nlohmann::json header, std::string* error) {
    std::unique_ptr<Checkpoint> c(new Checkpoint());
    c->path_ = path;
    c->fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (c->fd_ < 0) {
        *error = sys_error(path, "opening the checkpoint");
        return nullptr;
    }
    struct stat st {};
    if (fstat(c->fd_, &st) != 0 || !S_ISREG(st.st_mode)) {
        *error = path + ": is not a regular file";
        return nullptr;
    }
    const std::string prefix = head_prefix();
    const uint64_t size = static_cast<uint64_t>(st.st_size);
    // Line 1: the header, or a part of one from a run killed as it began.
    std::string first;
    bool read_error = false, complete = false;
    uint64_t header_end = scan_lines(c->fd_, 0, size, [&](std::string_view l, uint64_t) {
        first = l;
        complete = true;
        return false;
    }, &read_error);
    if (read_error) {
        *error = sys_error(path, "reading the checkpoint");
        return nullptr;
    }
    if (complete) {
        header_end = first.size() + 1;
        nlohmann::json j = nlohmann::json::parse(first, nullptr, false);
        if (first.compare(0, prefix.size(), prefix) != 0 || j.is_discarded() || !j.contains("run")) {
            *error = path + ": is not an intrinsic-lab checkpoint (line 1 is no " + kSchema + " header)";
            return nullptr;
        }
        const std::string k = first_difference(header, j["run"]);
        if (!k.empty()) {
            *error = path + ": was made by another run: its \"" + k + "\" is " +
                     (j["run"].contains(k) ? j["run"][k].dump() : "missing") + ", this run's is " +
                     (header.contains(k) ? header[k].dump() : "missing");
            return nullptr;
        }
    } else {
        // No complete line: empty, or a header cut short by a kill. Anything else is not ours to overwrite.
        char buf[256] = {};
        const ssize_t n = pread(c->fd_, buf, sizeof buf, 0);
        const std::string_view got(buf, n > 0 ? static_cast<size_t>(n) : 0);
        if (got.size() > 0 && std::string_view(prefix).substr(0, std::min(got.size(), prefix.size())) !=
                                   got.substr(0, std::min(got.size(), prefix.size()))) {
            *error = path + ": is not an intrinsic-lab checkpoint (line 1 is no " + kSchema + " header)";
            return nullptr;
        }
        const std::string line = prefix + header.dump() + "}\n";
        if (ftruncate(c->fd_, 0) != 0 || !c->write_all(line) || fsync(c->fd_) != 0) {
            if (c->error_.empty()) c->error_ = sys_error(path, "writing the checkpoint");
            *error = c->error_;
            return nullptr;
        }
        c->committed_bytes_ = line.size();
        return c;
    }
    // The records: cases, then a commit that counts them; anything after the last good commit is cut.
    uint64_t committed = header_end, cases_seen = 0;
    scan_lines(c->fd_, header_end, size, [&](std::string_view l, uint64_t end) {
        if (l.substr(0, kCase.size()) == kCase && !l.empty() && l.back() == '}') {
            ++cases_seen;
            return true;
        }
        if (l.substr(0, kCommit.size()) != kCommit) return false;
        nlohmann::json j = nlohmann::json::parse(l, nullptr, false);
        BatchTally t;
        if (j.is_discarded() || !j["commit"].contains("done") || !j["commit"]["done"].is_number_unsigned() ||
            !tally_from_json(j["commit"], t) || t.kept != cases_seen)
            return false;
        c->done_ = j["commit"]["done"].get<uint64_t>();
        c->tally_ = t;
        c->resumed_ = true;
        committed = end;
        return true;
    }, &read_error);
    if (read_error) {
        *error = sys_error(path, "reading the checkpoint");
        return nullptr;
    }
    if (committed != size && (ftruncate(c->fd_, static_cast<off_t>(committed)) != 0 || fsync(c->fd_) != 0)) {
        *error = sys_error(path, "cutting the checkpoint back to its last commit");
        return nullptr;
    }
    c->committed_bytes_ = committed;
    return c;
}

Checkpoint::~Checkpoint() {
    if (fd_ >= 0) ::close(fd_);
}

bool Checkpoint::write_all(std::string_view s) {
    while (!s.empty()) {
        const ssize_t n = ::write(fd_, s.data(), s.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            error_ = sys_error(path_, "writing the checkpoint");
            return false;
        }
        s.remove_prefix(static_cast<size_t>(n));
    }
    return true;
}

bool Checkpoint::flush_pending() {
    if (pending_.empty()) return true;
    if (lseek(fd_, 0, SEEK_END) < 0) {
        error_ = sys_error(path_, "seeking in the checkpoint");
        return false;
    }
    const bool ok = write_all(pending_);
    pending_.clear();
    return ok;
}

bool Checkpoint::add_case(std::string_view line) {
    pending_.append(line);
    pending_ += '\n';
    return pending_.size() < kBlock || flush_pending();
}

bool Checkpoint::commit(uint64_t done, const BatchTally& tally) {
    // The cases reach the disk before the commit that counts them.
    if (!flush_pending() || fdatasync(fd_) != 0) {
        if (error_.empty()) error_ = sys_error(path_, "syncing the checkpoint");
        return false;
    }
    nlohmann::json rec = tally_json(tally);
    rec["done"] = done;
    pending_ = std::string(kCommit) + rec.dump() + "}\n";
    if (!flush_pending() || fdatasync(fd_) != 0) {
        if (error_.empty()) error_ = sys_error(path_, "syncing the checkpoint");
        return false;
    }
    const off_t end = lseek(fd_, 0, SEEK_END);
    committed_bytes_ = end < 0 ? committed_bytes_ : static_cast<uint64_t>(end);
    done_ = done;
    tally_ = tally;
    return true;
}

bool Checkpoint::for_each_case(const std::function<void(std::string_view)>& f) {
    bool read_error = false;
    scan_lines(fd_, 0, committed_bytes_, [&](std::string_view l, uint64_t) {
        if (l.substr(0, kCase.size()) == kCase) f(l);
        return true;
    }, &read_error);
    if (read_error) error_ = sys_error(path_, "reading the checkpoint");
    return !read_error;
}

}  // namespace il
