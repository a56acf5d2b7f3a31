// Comparing two result files (schema "intrinsic-lab.vectors/1") case by case: which GPU bits differ
// between two drivers, and what kind of freedom the spec gives that explains each difference.
#pragma once
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace il {

// A result file that cannot be compared: the message names the file and the JSON path.
struct DiffError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Most specific first: a case takes the first kind any of its differing components shows.
enum class DiffKind {
    RoundingAtHalf,   // both in an any-of set whose labels name a rounding direction (up/down/even/away; also
                      // packHalf2x16's nearest-even vs toward-zero)
    FusedVsUnfused,   // both in an any-of set, one labelled fused, the other unfused
    DenormalFlushed,  // one side ±0 where the other or the reference is denormal, or a "flushed" label
    NanPayload,       // both NaN, bits differ (payload or sign)
    VerdictChanged,   // the verdicts fall in different classes (match/accepted vs violation, undefined, …)
    Ulp1,
    Ulp2To4,
    Ulp5To16,
    UlpOver16,
    Other,
};
std::string_view diff_kind_name(DiffKind k);   // "rounding-at-half", …, "ulp-1", …, "other"
std::string_view diff_kind_title(DiffKind k);  // "rounding direction at .5", …

struct ComponentDifference {
    std::string output;  // "return" or the out parameter's name
    int component = 0;
    int size = 1;                                // components in the output
    std::string a_bits, b_bits, reference_bits;  // reference_bits empty when the file has none
    std::string a_label, b_label;                // the any-of alternative each side matched, if any
    std::optional<uint64_t> ulp;                 // between a and b; nullopt with NaN or non-numeric outputs
    DiffKind kind = DiffKind::Other;
};

struct CaseDifference {
    std::string function, overload;
    nlohmann::json inputs;  // the case's inputs, as in file A
    size_t a_index = 0, b_index = 0;
    std::string a_verdict, b_verdict;  // empty when the file has none
    DiffKind kind = DiffKind::Other;
    std::string detail;  // one line: "a: unfused, b: fused", "3 ULP", …
    std::vector<ComponentDifference> components;
};

struct DiffSide {
    std::string file;
    nlohmann::json device, profile;  // null when the file has none
    size_t cases = 0;
};

struct DiffReport {
    DiffSide a, b;
    size_t matched = 0;  // cases present in both (function + overload + input bits)
    size_t only_a = 0, only_b = 0;
    size_t without_gpu = 0;  // matched, but one side has no GPU bits (--cpu-only)
    size_t same = 0;         // matched with equal GPU bits
    size_t differing = 0;    // matched with different GPU bits
    // Every differing case, or (a streamed diff) the first few of each (function, kind) group.
    std::vector<CaseDifference> differences;
    std::map<std::pair<std::string, DiffKind>, size_t> group_counts;  // differing cases per function and kind
};

// Checks a parsed results document and throws DiffError naming `file` and the JSON path of the first
// missing or mistyped field the comparison needs.
void check_results(const nlohmann::json& doc, const std::string& file);
// function | overload | input bits: the key that pairs cases across files.
std::string case_key(const nlohmann::json& c);
// Checks one element of $.cases (index `c`) as check_results does.
void check_result_case(const nlohmann::json& c, const std::string& file, size_t index);
// Reads and checks a results file; syntax errors give line and column.
nlohmann::json load_results(const std::string& path);

enum class CaseComparison { Same, Differ, WithoutGpu };
// Compares two checked cases with the same key (case `i` of A, `j` of B); fills `cd` when they differ.
CaseComparison compare_cases(const nlohmann::json& ca, size_t i, const nlohmann::json& cb, size_t j,
                             CaseDifference& cd);

DiffReport diff_results(const nlohmann::json& a, const std::string& a_file, const nlohmann::json& b,
                        const std::string& b_file);

// A vectors/1 document: the differing cases as file A holds them, each with a "difference" object
// (kind, B's bits and verdict, per-component detail), and a top-level "diff" summary.
nlohmann::json diff_json(const DiffReport& r, const nlohmann::json& a_doc);
// One case of A with its "difference" object, as diff_json lists it; the "diff" summary object.
nlohmann::json case_with_difference(const nlohmann::json& a_case, const CaseDifference& c);
nlohmann::json diff_summary_json(const DiffReport& r);
// The human table: counts per function and kind, then one line per differing component.
std::string diff_table(const DiffReport& r, size_t max_lines_per_group = 20);

}  // namespace il
