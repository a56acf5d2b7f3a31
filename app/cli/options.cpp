#include "cli/options.h"

#include <cstdlib>
#include <limits>
#include <string_view>

#include "catalog/availability.h"

namespace il::cli {
namespace {

constexpr unsigned long long kMaxRandom = 1ull << 40;
constexpr unsigned long long kMax = std::numeric_limits<unsigned long long>::max();

// Decimal digits only, so that 010 is ten and not eight, and 0x10 is refused rather than read in another base.
bool decimal(const std::string& s, unsigned long long& n) {
    if (s.empty() || s.size() > 40) return false;
    n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        const unsigned d = static_cast<unsigned>(c - '0');
        if (n > (kMax - d) / 10) return false;
        n = n * 10 + d;
    }
    return true;
}

// Hex digits with an optional 0x, at most 9 of them (HI may be 0x100000000).
bool hex(std::string_view s, unsigned long long& n) {
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) s.remove_prefix(2);
    if (s.empty() || s.size() > 9) return false;
    n = 0;
    for (char c : s) {
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0) return false;
        n = n * 16 + static_cast<unsigned>(d);
    }
    return true;
}

}  // namespace

unsigned long long parse_decimal(const std::string& flag, const std::string& text, unsigned long long lo,
                                 unsigned long long hi) {
    unsigned long long n = 0;
    if (!decimal(text, n) || n < lo || n > hi)
        throw UsageError(flag + " " + text + ": expected a whole number from " + std::to_string(lo) + " to " +
                         std::to_string(hi) + " in decimal digits");
    return n;
}

void apply_option(Options& o, const std::string& flag, const std::string& v) {
    // `--out ""` would otherwise read as no --out at all.
    if (v.empty()) throw UsageError(flag + " needs a value, got an empty string");
    if (flag == "--glsl") {
        int g = parse_version_label(v);
        if (!g) throw UsageError("--glsl " + v + ": not a GLSL version; use one of 110 120 130 140 150 330 400 410 420 430 440 450 460");
        o.profile.glsl = g;
        o.profile_given = true;
    } else if (flag == "--expr") {
        o.expr = v;
        o.expr_given = true;
    } else if (flag == "--ext") {
        if (!is_known_extension(v)) {
            std::string list;
            for (const auto& k : known_extensions()) list += " " + k;
            throw UsageError("--ext " + v + ": unknown extension; known:" + list);
        }
        o.profile.extensions.push_back(v);
        o.profile_given = true;
    } else if (flag == "--out" || flag == "--html") {
        // `--out --json` would write a file named "--json": an option forgotten its value, far likelier.
        if (v.size() > 1 && v[0] == '-')
            throw UsageError(flag + " " + v + ": looks like an option, not a file name (write ./" + v +
                             " for a file of that name)");
        (flag == "--out" ? o.out : o.html) = v;
    } else if (flag == "--function") {
        o.functions.push_back(v);
    } else if (flag == "--threads") {
        o.threads = static_cast<unsigned>(parse_decimal(flag, v, 1, 1024));
    } else if (flag == "--random" || flag == "--seed") {
        unsigned long long n = 0;
        if (!decimal(v, n))
            throw UsageError(flag + " " + v + ": expected a non-negative integer in decimal digits (010 is ten)");
        if (flag == "--random" && n > kMaxRandom)
            throw UsageError(flag + " " + v + ": at most " + std::to_string(kMaxRandom) + " (2^40) random cases");
        (flag == "--random" ? o.random : o.seed) = n;
    } else if (flag == "--keep") {
        if (v != "all" && v != "differences" && v != "violations")
            throw UsageError("--keep " + v + ": expected all, differences or violations");
        o.keep = v;
    } else if (flag == "--range") {
        const size_t colon = v.find(':');
        unsigned long long lo = 0, hi = 0;
        if (colon == std::string::npos || !hex(std::string_view(v).substr(0, colon), lo) ||
            !hex(std::string_view(v).substr(colon + 1), hi))
            throw UsageError("--range " + v +
                             ": expected LO:HI, two hex bit patterns such as 0x3f800000:0x3f810000 (LO included, HI "
                             "excluded)");
        if (hi > (1ull << 32)) throw UsageError("--range " + v + ": HI is above 0x100000000 (2^32, the end of 32 bits)");
        if (lo >= hi) throw UsageError("--range " + v + ": LO must be below HI (HI is excluded)");
        o.range_first = lo;
        o.range_end = hi;
        o.range_given = true;
    } else if (flag == "--stride") {
        const unsigned long long n = parse_decimal(flag, v, 1, 1ull << 31);
        if (n & (n - 1))
            throw UsageError("--stride " + v + ": expected a power of two (1, 2, 4, … 2147483648), so that the sample "
                             "takes the same patterns of every binade");
        o.stride = n;
    } else if (flag == "--seconds-per-function") {
        char* end = nullptr;
        const double d = std::strtod(v.c_str(), &end);
        if (v.empty() || end != v.c_str() + v.size() || !(d > 0) || !(d <= 1e6))
            throw UsageError("--seconds-per-function " + v +
                             ": expected a number of seconds above 0 and at most 1000000 (such as 20 or 0.5)");
        o.seconds_per_function = d;
    } else if (flag == "--resume") {
        o.resume = v;
    } else if (flag == "--vectors") {
        o.vectors = parse_decimal(flag, v, 1, 1ull << 34);
        o.vectors_given = true;
    } else if (flag == "--repeat") {
        o.repeats = static_cast<int>(parse_decimal(flag, v, 1, 100));
        o.repeats_given = true;
    } else if (flag == "--piglit-dir") {
        o.piglit_dir = v;
    } else if (flag == "--format") {
        if (v != "piglit") throw UsageError("--format " + v + ": expected piglit (JSON comes from run --out)");
        o.format = v;
    } else {
        throw UsageError("unknown option '" + flag + "'");
    }
}

}  // namespace il::cli
