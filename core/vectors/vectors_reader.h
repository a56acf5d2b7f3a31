// Reads a vectors document (schema "intrinsic-lab.vectors/1") case by case, so that a file of millions of
// cases runs in flat memory: nlohmann's SAX parser drives a handler that builds one case object at a time,
// checks it (vectors_json.h: the same messages, with the file, the JSON path, and line:column for syntax
// errors) and hands cases on in chunks, in file order.
//
// The profile must be known before the first chunk. When "schema" and "profile" come before "cases" (as in
// every file intrinsic-lab writes) that is free; otherwise a regular file or a text is scanned once ahead
// for them, and a pipe is read whole before its first chunk.
#pragma once
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "vectors/vectors_json.h"

namespace il {

struct VectorsSink {
    // Once, before the first chunk (also for a document with no cases): the document's profile, if any.
    std::function<void(const std::optional<Profile>&)> header;
    // Consecutive cases; `first_index` is the first one's index in $.cases. The sink may move from them.
    std::function<void(std::vector<InputCase>& cases, size_t first_index)> chunk;
    // Top-level fields other than schema, profile and cases whose value is not an array or object (a "title"), and
    // a results file's "device" object (the driver that computed its GPU bits).
    std::function<void(const std::string& key, const nlohmann::json& value)> field;
    // The top-level "device" and "sweep" objects, when set (run --rejudge keeps the device that computed the
    // stored GPU bits and how a sweep drew the cases). Called when the object has been read: before the first
    // chunk only if it comes before "cases".
    std::function<void(const std::string& key, const nlohmann::json& value)> object;
};

struct VectorsReadOptions {
    size_t chunk_size = 65536;
    // False: InputCase::original keeps only the fields that case_json() does not rewrite (title, comment,
    // …), and the rewritten ones of a results file (reference, accepted, gpu, diff) are not even built.
    bool keep_known_fields = true;
    // With keep_known_fields off: still keep a results file's "gpu", "verdict" and "note" (run --rejudge).
    bool keep_stored_gpu = false;
    // Take cases of "function": "expression" (InputCase::expression); otherwise each is an error.
    bool allow_expressions = false;
};

class ByteSource;

// A vectors file opened for reading: a regular file, or a pipe or FIFO (a FIFO with no writer reads as empty
// instead of waiting). Opening fails with a VectorsError for a missing or unreadable path and a directory.
class VectorsReader {
public:
    static VectorsReader open(const std::string& path);
    VectorsReader(VectorsReader&&) noexcept;
    ~VectorsReader();
    // Parses the whole document, calling the sink as it goes; throws VectorsError at the first problem, which
    // may come after chunks were handed on (the sink must not commit anything before read() returns).
    void read(const Catalog& catalog, const VectorsSink& sink, const VectorsReadOptions& options = {});

private:
    VectorsReader(std::unique_ptr<ByteSource> source, std::string name);
    std::unique_ptr<ByteSource> source_;
    std::string name_;
};

// `path` opened for reading as VectorsReader::open opens it (a missing or unreadable path and a directory
// throw a VectorsError; a FIFO with no writer reads as empty); `regular` says whether it is a regular file.
int open_json_input(const std::string& path, bool& regular);

constexpr size_t kMaxStreamedJsonBytes = size_t{256} << 20;

// A whole JSON file as text, opened as VectorsReader::open does (a directory, an unreadable path, an empty file
// or a FIFO with no writer throw a VectorsError naming `path`), for readers that need the document in memory.
// A file, pipe, FIFO or device (/dev/zero) that gives more than kMaxStreamedJsonBytes stops there with a
// VectorsError instead of filling memory (the streamed readers, VectorsReader and diff, have no such limit).
std::string read_json_file(const std::string& path, size_t max_bytes = kMaxStreamedJsonBytes);

// The same over a document held in memory; `name` stands for the file name in messages.
void read_vectors_text(const std::string& text, const std::string& name, const Catalog& catalog,
                       const VectorsSink& sink, const VectorsReadOptions& options = {});

}  // namespace il
