// libFuzzer target: the strict whole-document reader (the playground's state.json, diff, gating) must return
// a document or throw VectorsError naming the problem; what it returns copies, dumps and reads back the same
// (every such step recurses, hence the depth limit).
#include <cstdint>
#include <cstdlib>
#include <string>

#include "vectors/json_read.h"
#include "vectors/vectors_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    nlohmann::json doc;
    try {
        doc = il::parse_json_strict(text, "state.json");
    } catch (const il::VectorsError& e) {
        if (std::string(e.what()).rfind("state.json", 0) != 0) std::abort();
        return 0;
    }
    nlohmann::json copy = doc;
    std::string dumped = copy.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    try {
        nlohmann::json again = il::parse_json_strict(dumped, "again.json");
        // Invalid UTF-8 in a string is replaced when dumped: only a document without any reads back equal.
        if (dumped == doc.dump(-1, ' ', false, nlohmann::json::error_handler_t::strict) && again != doc) std::abort();
    } catch (const nlohmann::json::type_error&) {
        // strict dump of a string that is not UTF-8: nothing to compare
    } catch (const il::VectorsError&) {
        std::abort();  // what was read must read again
    }
    return 0;
}
