// Streams a results document to a temporary file beside the target (temp_files.h) and renames it into place
// on finish(): a killed or failed run leaves the previous file (or none), never a truncated one. The same
// text can go to an open stream (stdout for --json), where nothing is renamed.
#pragma once
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "vectors/temp_files.h"

namespace il {

class ResultsWriter {
public:
    // `head` holds the document's fields except "cases" (schema, profile, device, …).
    ResultsWriter(std::string path, const nlohmann::json& head);
    // Writes to `stream` (not closed): no temporary file, no rename.
    ResultsWriter(FILE* stream, const nlohmann::json& head);
    ~ResultsWriter();  // removes the temporary file unless finish() succeeded
    ResultsWriter(const ResultsWriter&) = delete;
    ResultsWriter& operator=(const ResultsWriter&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }
    const std::string& temp_path() const { return tmp_; }
    void add_case(const nlohmann::json& c);
    void add_case_text(const std::string& json_line);  // one case already serialized (case_writer.h)
    // Appends `tail` fields (e.g. a summary) after the cases, closes and renames. False on failure.
    bool finish(const nlohmann::json& tail = nlohmann::json::object());
    size_t cases_written() const { return count_; }

private:
    void write_head(const nlohmann::json& head);

    std::string path_, target_, tmp_, error_;
    std::unique_ptr<TempFileGuard> guard_;
    FILE* f_ = nullptr;
    bool owned_ = true;
    size_t count_ = 0;
};

}  // namespace il
