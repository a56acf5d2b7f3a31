// diff of two or more result files in flat memory: each file is read on a thread of its own (X.json.gz through
// zlib) into a short queue, and cases are paired by case_key() as they arrive. The first file's reader only finds
// where each case ends (case_extent() in case_scan.h); every other reader compares its case's bytes with the first
// file's case of the same index, a few batches behind, and a case with the same bytes in every file is counted by
// whether it has GPU bits and not read further. Only where the bytes differ is a case scanned (case_scan.h), or
// read by the strict or SAX parser where the scan gives up, which name the file and place of anything malformed.
// Files in the same case order (every sweep of one seed) pair at once; a case whose partner has not come yet
// waits in memory, so files in different orders cost memory for what is out of step. Only counts and the first
// few cases of each group are kept; JSON output is written as it goes.
#pragma once
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "report/diff.h"

namespace il {

struct StreamDiffOptions {
    size_t samples_per_group = 20;  // CaseDifference kept per (function, kind) for the table
    FILE* json_out = nullptr;       // two files: the diff_json document, written case by case
};

// Two files: the report diff_table prints (differences holds the first samples_per_group of each group).
// Throws DiffError naming the file and JSON path (syntax errors: line and column).
DiffReport diff_files(const std::string& a, const std::string& b, const StreamDiffOptions& o = {});

// N files, each compared with the first: one row per case whose GPU bits differ in any file.
struct NwayCase {
    std::string function, overload;
    nlohmann::json inputs;                // as the first file holds them
    std::vector<size_t> index;            // the case's index in each file
    std::vector<std::string> verdicts;    // each file's verdict ("" when none)
    std::vector<int> kinds;               // per file: -1 same as the first file, else a DiffKind
    std::vector<std::string> outputs;     // "return", "borrow[1]", …: each differing component
    std::vector<std::vector<std::string>> bits;  // [output][file]
};
struct NwayReport {
    std::vector<DiffSide> files;
    size_t in_all = 0, same = 0, without_gpu = 0, differing = 0;
    std::vector<size_t> only_some;  // per file: cases of that file missing from another
    // (function, kind) → differing cases per file; kind from DiffKind of that file against the first.
    std::map<std::pair<std::string, DiffKind>, std::vector<size_t>> groups;
    std::map<std::pair<std::string, DiffKind>, std::vector<NwayCase>> samples;
};
NwayReport diff_files_nway(const std::vector<std::string>& files, size_t samples_per_group = 5);
std::string nway_table(const NwayReport& r);
nlohmann::json nway_json(const NwayReport& r);

}  // namespace il
