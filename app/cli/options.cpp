#include "cli/options.h"

#include <algorithm>
#include <cctype>

#include "catalog/availability.h"

namespace il::cli {
namespace {

constexpr unsigned long long kMaxRandom = 1ull << 40;

}  // namespace

Options parse_options(const std::vector<std::string>& args, const std::vector<std::string>& allowed) {
    Options o;
    auto takes = [&](const std::string& f) { return std::find(allowed.begin(), allowed.end(), f) != allowed.end(); };
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        bool is_flag = a.size() > 2 && a[0] == '-' && a[1] == '-';
        if (!is_flag) {
            o.positional.push_back(a);
            continue;
        }
        if (!takes(a)) throw UsageError("unknown option '" + a + "' for this command");
        auto value = [&]() -> std::string {
            if (i + 1 >= args.size()) throw UsageError(a + " needs a value");
            // `--out ""` would otherwise read as no --out at all.
            if (args[i + 1].empty()) throw UsageError(a + " needs a value, got an empty string");
            return args[++i];
        };
        if (a == "--glsl") {
            std::string v = value();
            int g = parse_version_label(v);
            if (!g) throw UsageError("--glsl " + v + ": not a GLSL version; use one of 110 120 130 140 150 330 400 410 420 430 440 450");
            o.profile.glsl = g;
            o.profile_given = true;
        } else if (a == "--ext") {
            std::string e = value();
            if (!is_known_extension(e)) {
                std::string list;
                for (const auto& k : known_extensions()) list += " " + k;
                throw UsageError("--ext " + e + ": unknown extension; known:" + list);
            }
            o.profile.extensions.push_back(e);
            o.profile_given = true;
        } else if (a == "--json") {
            o.json = true;
        } else if (a == "--cpu-only") {
            o.cpu_only = true;
        } else if (a == "--full-path") {
            o.full_path = true;
        } else if (a == "--out") {
            o.out = value();
        } else if (a == "--function") {
            o.functions.push_back(value());
        } else if (a == "--threads") {
            const std::string v = value();
            size_t used = 0;
            unsigned long n = 0;
            try {
                if (!v.empty() && std::isdigit(static_cast<unsigned char>(v[0]))) n = std::stoul(v, &used);
            } catch (const std::exception&) {
                used = 0;
            }
            if (used == 0 || used != v.size() || n < 1 || n > 1024)
                throw UsageError("--threads " + v + ": expected a whole number from 1 to 1024");
            o.threads = static_cast<unsigned>(n);
        } else if (a == "--random" || a == "--seed") {
            std::string v = value();
            size_t used = 0;
            unsigned long long n = 0;
            try {
                n = std::stoull(v, &used, 0);
            } catch (const std::exception&) {
                used = 0;
            }
            if (used != v.size() || v.empty() || v[0] == '-' || !std::isdigit(static_cast<unsigned char>(v[0])))
                throw UsageError(a + " " + v + ": expected a non-negative integer");
            if (a == "--random" && n > kMaxRandom)
                throw UsageError(a + " " + v + ": at most " + std::to_string(kMaxRandom) + " (2^40) random cases");
            if (a == "--random") o.random = static_cast<long long>(n);
            else o.seed = n;
        } else if (a == "--keep") {
            o.keep = value();
            if (o.keep != "all" && o.keep != "differences" && o.keep != "violations")
                throw UsageError("--keep " + o.keep + ": expected all, differences or violations");
        }
    }
    return o;
}

}  // namespace il::cli
