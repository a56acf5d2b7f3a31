// A results case read straight from its JSON text for the streamed diff: what pairing and comparing need
// (the key case_key() gives, the GPU outputs' bits) with no DOM and no allocation per case. It accepts only
// what parse_json_strict and check_result_case accept, and gives up on anything it does not handle (an escape
// in a string, an integer of 19 digits, an error), so that the caller reads that case the full way, which
// names the problem with its path.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace il {

// Cases scanned one after another into shared arrays (reused from batch to batch: no allocation per case).
struct ScannedCases {
    struct Output {
        size_t name_begin, name_end;  // in text
        size_t bits_begin, bits_end;  // in bits
    };
    struct Case {
        size_t text_begin, text_end;  // the case object's JSON text, in text
        size_t key_begin, key_end;    // in keys
        size_t out_begin, out_end;    // the "gpu" outputs, in outputs
        bool has_gpu;
    };
    std::string text, keys;
    std::vector<Output> outputs;
    std::vector<uint64_t> bits;
    std::vector<Case> cases;
    void clear() {
        text.clear();
        keys.clear();
        outputs.clear();
        bits.clear();
        cases.clear();
    }
    std::string_view case_text(const Case& c) const { return std::string_view(text).substr(c.text_begin, c.text_end - c.text_begin); }
    std::string_view key(const Case& c) const { return std::string_view(keys).substr(c.key_begin, c.key_end - c.key_begin); }
    std::string_view name(const Output& o) const { return std::string_view(text).substr(o.name_begin, o.name_end - o.name_begin); }
};

enum class ScanResult {
    Ok,        // the case was added; `length` is its text's length (leading blanks included)
    NeedMore,  // the text ends inside the case
    GiveUp,    // not handled here: read it the full way (nothing was added)
};

// Scans the case object at the start of `text` (blanks before it allowed) into `out`.
ScanResult scan_case(std::string_view text, ScannedCases& out, size_t& length);

// Where the JSON value at the start of `text` ends (blanks before it included), by its brackets and strings
// alone: NeedMore when `text` ends first, GiveUp when what is there is no value.
ScanResult value_extent(std::string_view text, size_t& length);

// Where the case object at the start of `text` ends (blanks before it included) and whether it has a "gpu" key,
// by its brackets and quotes alone, 64 bytes at a time: for a case whose text is the same byte for byte in every
// file, where nothing but its length and whether it has GPU bits matters. Nothing else is checked; GiveUp on a
// backslash (an escaped quote would need the byte walk) or when the text does not start with '{'.
ScanResult case_extent(std::string_view text, size_t& length, bool& has_gpu);
// The same through one instruction set's copy, so that a test runs each the processor has: 0 the baseline (SSE2,
// or a byte at a time), 1 AVX2, 2 AVX-512BW. False, and nothing done, where the processor (or the build) lacks it.
bool case_extent_at(int level, std::string_view text, size_t& length, bool& has_gpu, ScanResult& result);

// The GPU bits of case `a` against case `b`, as compare_cases() decides them: -1 one has no "gpu" (without
// GPU), 0 the same, 1 they differ (compare_cases() says how).
int compare_scanned(const ScannedCases& sa, const ScannedCases::Case& a, const ScannedCases& sb,
                    const ScannedCases::Case& b);

}  // namespace il
