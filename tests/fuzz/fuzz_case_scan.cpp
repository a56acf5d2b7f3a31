// libFuzzer target: the streamed diff's case scanner (report/case_scan.h) against the full way. Whatever
// scan_case accepts, parse_json_strict and check_result_case accept too, with the same case_key() and the same
// GPU bits; value_extent never reads past the text. A crash, a hang or a disagreement is a bug.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "report/case_scan.h"
#include "report/diff.h"
#include "vectors/json_read.h"
#include "vectors/vectors_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    size_t length = 0;
    if (il::value_extent(text, length) == il::ScanResult::Ok && length > text.size()) std::abort();
    il::ScannedCases scanned;
    if (il::scan_case(text, scanned, length) != il::ScanResult::Ok) return 0;
    if (length > text.size() || scanned.cases.size() != 1) std::abort();
    const il::ScannedCases::Case& c = scanned.cases[0];
    nlohmann::json doc;
    try {
        doc = il::parse_json_strict(std::string_view(text).substr(0, length), "c.json", il::kMaxJsonDepth, "$.cases[0]");
        il::check_result_case(doc, "c.json", 0);
    } catch (const std::exception&) {
        std::abort();  // the scanner took what the full way refuses
    }
    if (il::case_key(doc) != scanned.key(c)) std::abort();
    if (doc.contains("gpu") != c.has_gpu) std::abort();
    if (c.has_gpu) {
        // Against itself through the document: the same bits compare as the same.
        if (il::compare_scanned(scanned, c, scanned, c) != 0) std::abort();
        if (doc["gpu"].size() != c.out_end - c.out_begin) std::abort();
        for (size_t i = 0; i < doc["gpu"].size(); ++i) {
            const il::ScannedCases::Output& o = scanned.outputs[c.out_begin + i];
            if (doc["gpu"][i]["name"].get<std::string>() != scanned.name(o)) std::abort();
            if (doc["gpu"][i]["bits"].size() != o.bits_end - o.bits_begin) std::abort();
        }
    }
    return 0;
}
