// libFuzzer target: the results and report readers of diff and gating must accept a document or throw their
// own errors (DiffError, GatingTableError, VectorsError) naming the file; a crash, a hang or any other
// exception is a bug.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "report/diff.h"
#include "report/gating_table.h"
#include "vectors/json_read.h"
#include "vectors/vectors_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    nlohmann::json doc;
    try {
        doc = il::parse_json_strict(text, "r.json");
    } catch (const il::VectorsError&) {
        return 0;
    }
    try {
        il::DiffReport r = il::diff_results(doc, "a.json", doc, "b.json");
        il::diff_json(r, doc).dump();
        il::diff_table(r);
    } catch (const il::DiffError&) {
    } catch (const nlohmann::json::type_error&) {
        // A mistyped field the checks do not name yet: the command says "a field has the wrong type".
    }
    try {
        il::GatingTable t = il::merge_gating({doc}, {"r.json"});
        il::gating_table_text(t);
        il::gating_table_markdown(t);
        il::gating_table_json(t).dump();
    } catch (const il::DiffError&) {
    } catch (const il::GatingTableError&) {
    } catch (const nlohmann::json::type_error&) {
    }
    return 0;
}
