// Test-vector JSON, schema "intrinsic-lab.vectors/1" (README.md, "Test-vector JSON"): load input files, write results.
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "engine/evaluate.h"
#include "gpu/context.h"

namespace il {

namespace expr {
struct Expression;  // expr/expression.h
}

inline constexpr const char* kSchema = "intrinsic-lab.vectors/1";

// A bad vectors file: the message names the file, the JSON path and, for syntax errors, line and column.
struct VectorsError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct InputCase {
    const Overload* overload = nullptr;  // null for an expression case
    std::vector<Value> inputs;  // of the overload's parameter types (an expression's: its variables, in order)
    nlohmann::json original;    // the case as read: unknown fields are kept on output
    // A case whose "function" is "expression": its "expression" parsed over the inputs as variables, and whether
    // its result is "precise" (expr/expr_eval.h evaluates it; only readers that ask for them take such cases).
    std::shared_ptr<const expr::Expression> expression;
    bool precise = false;
};

struct VectorFile {
    std::optional<Profile> profile;
    std::vector<InputCase> cases;
};

// Whole documents in memory (presets, the GUI, small files); both read through vectors_reader.h, so the
// messages are the same as a streamed run's.
VectorFile parse_vectors(const std::string& text, const std::string& file_name, const Catalog& catalog);
VectorFile load_vectors(const std::string& path, const Catalog& catalog);

// The last catalog lookup of parse_case: consecutive cases of one overload (the usual file) skip the search
// through the catalog, which dominated the replay of a results file.
struct CaseLookupMemo {
    std::string declaration;  // the last "overload" field and its row
    const Overload* by_declaration = nullptr;
    std::string function;  // the last resolution from argument types
    std::vector<Type> types;
    const Overload* resolved = nullptr;
};

// The pieces of the schema the reader checks, each failing with a VectorsError that names `file` and the
// JSON path: the top-level "schema" value, the "profile" object, and one case object ($.cases[index]).
void check_schema(const nlohmann::json& schema, const std::string& file);
Profile parse_profile(const nlohmann::json& j, const std::string& file, const std::string& path);
// allow_expressions: take expression cases (run does); otherwise one is an error naming its path.
InputCase parse_case(const nlohmann::json& jc, size_t index, const std::string& file, const Catalog& catalog,
                     CaseLookupMemo* memo = nullptr, bool allow_expressions = false);

// The GPU bits a results case stores ($.cases[index].gpu: {"name", "bits"} per output of `o`, in order), checked
// against the overload's outputs; a VectorsError names the place of anything else.
std::vector<Value> parse_stored_gpu(const nlohmann::json& gpu, const Overload& o, size_t index, const std::string& file);

// One value as {"name", "type", "bits", "text"}.
nlohmann::json value_json(const std::string& name, const Value& v);
// ["0x3f800000", …]: one hex string per component.
nlohmann::json bits_json(const Value& v);
nlohmann::json rule_json(const Expected& e);
// The case object of the schema; `original` (may be null) supplies fields to keep.
nlohmann::json case_json(const BatchEvaluation& b, size_t index, const nlohmann::json* original);
nlohmann::json profile_json(const Profile& p);
nlohmann::json device_json(const DeviceInfo& d);
// The whole document; `device` may be null (--cpu-only).
nlohmann::json results_document(const Profile& p, const DeviceInfo* device, nlohmann::json cases);

// Writes to a temporary file beside `path` (temp_files.h) and renames it into place: a failed or
// interrupted write leaves the old file. Returns an empty string on success, else the error.
std::string write_file_atomic(const std::string& path, const std::string& content);
// Checks before any work starts that `path` can be written (its directory exists and is writable, and
// `path` is not a directory).
std::string check_writable(const std::string& path);

}  // namespace il
