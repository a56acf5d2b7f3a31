// Strict reading of a whole JSON document into memory, for the readers that need one (diff, gating, the
// playground's state.json). nlohmann's own parser takes the last of two equal keys, builds any depth (which
// later copies and dumps recurse through) and turns an integer beyond 64 bits into a rounded double; here
// each of those is an error naming the file and the JSON path.
#pragma once
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "vectors/vectors_json.h"

namespace il {

// Arrays and objects nested deeper are refused (a results file needs five levels).
constexpr size_t kMaxJsonDepth = 64;

// The longest single JSON string or number, and the longest value a reader builds whole (one case, the
// profile, the device): a real one is a few KB. Longer ones are refused with the file and JSON path before
// they are held in memory, so a 2 GB string or a 40 MB array in a field nobody reads costs no more than this.
constexpr size_t kMaxJsonValueBytes = size_t{4} << 20;

// Parses `text`; `file` names it in messages. Throws VectorsError (vectors_json.h):
//   FILE:LINE:COLUMN: not valid JSON (…)                       a syntax error
//   FILE: $.cases[3].inputs: key "bits" given twice             keys compare after unescaping ("b\u0069ts")
//   FILE: $.device.a.b: nested deeper than 64 levels
//   FILE: $.title: integer 123456789012345678901234567890 is out of range (JSON integers here fit 64 bits)
//   FILE: $.state.note: a single value longer than 4 MiB (…)      kMaxJsonValueBytes, before it is copied
// `root` names the document's place in paths: "$.cases[7]" when `text` is one case cut from a file.
nlohmann::json parse_json_strict(std::string_view text, const std::string& file, size_t max_depth = kMaxJsonDepth,
                                 const std::string& root = "$");

// The "not valid JSON" and "is empty" errors of parse_json_strict: the text is not JSON at all.
struct JsonSyntaxError : VectorsError {
    using VectorsError::VectorsError;
};

// A JSON path for messages: "$.cases[3].bits", with a key that is not an identifier quoted and escaped
// ($["a b"], $["\u001b"]).
std::string json_path_key(const std::string& parent, const std::string& key);

}  // namespace il
