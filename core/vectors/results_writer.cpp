#include "vectors/results_writer.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "vectors/gz_io.h"
#include "vectors/json_format.h"

namespace il {

ResultsWriter::ResultsWriter(std::string path, const nlohmann::json& head) : path_(std::move(path)) {
    target_ = resolve_output_path(path_, &error_);  // a symlink's file is replaced, the link kept
    if (target_.empty()) return;
    TempFile t = create_temp_beside(target_, &error_);
    if (t.fd < 0) return;
    f_ = open_output_fd(t.fd, is_gz_path(path_));  // X.json.gz: gzip (gz_io.h); owns the descriptor
    t.fd = -1;
    if (!f_) {
        error_ = path_ + ": cannot write " + t.path + " (" + std::strerror(errno) + ")";
        ::unlink(t.path.c_str());
        return;
    }
    tmp_ = t.path;
    guard_ = std::move(t.guard);
    write_head(head);
}

ResultsWriter::ResultsWriter(FILE* stream, const nlohmann::json& head) : f_(stream), owned_(false) {
    write_head(head);
}

void ResultsWriter::write_head(const nlohmann::json& head) {
    std::string h = format_json(head);
    h.resize(h.rfind('}'));  // reopen the object to append "cases"
    while (!h.empty() && (h.back() == '\n' || h.back() == ' ')) h.pop_back();
    std::fputs(h.c_str(), f_);
    std::fputs(h.size() > 1 ? ",\n  \"cases\": [" : "\n  \"cases\": [", f_);
}

ResultsWriter::~ResultsWriter() {
    if (f_ && owned_) {
        std::fclose(f_);
        std::remove(tmp_.c_str());
    }
}

void ResultsWriter::add_case(const nlohmann::json& c) {
    if (!f_) return;
    std::fputs(count_ ? ",\n    " : "\n    ", f_);
    std::fputs(format_json_line(c).c_str(), f_);
    ++count_;
}

void ResultsWriter::add_case_text(const std::string& line) {
    if (!f_) return;
    std::fputs(count_ ? ",\n    " : "\n    ", f_);
    std::fwrite(line.data(), 1, line.size(), f_);
    ++count_;
}

bool ResultsWriter::finish(const nlohmann::json& tail) {
    if (!f_) return false;
    std::fputs(count_ ? "\n  ]" : "]", f_);
    for (auto& [k, v] : tail.items()) std::fprintf(f_, ",\n  \"%s\": %s", k.c_str(), format_json_line(v).c_str());
    std::fputs("\n}\n", f_);
    if (!owned_) {
        bool ok = std::fflush(f_) == 0 && !std::ferror(f_);
        f_ = nullptr;
        if (!ok) error_ = "writing the results failed";
        return ok;
    }
    // A gzip stream has no fileno: its fclose finishes the stream and fsyncs.
    bool ok = std::fflush(f_) == 0 && !std::ferror(f_) && (fileno(f_) < 0 || fsync(fileno(f_)) == 0);
    int err = errno;
    ok &= std::fclose(f_) == 0;
    f_ = nullptr;
    if (!ok) {
        std::remove(tmp_.c_str());
        guard_.reset();
        error_ = path_ + ": write failed (" + std::strerror(err) + "); " + path_ + " was left as it was";
        return false;
    }
    error_ = commit_temp(tmp_, target_);
    guard_.reset();
    return error_.empty();
}

}  // namespace il
