#include "vectors/json_format.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

namespace il {
namespace {

constexpr std::array<std::string_view, 31> kKeyOrder{
    "schema",   "tool",   "title",  "description", "glsl",     "extensions", "profile", "device", "sweep", "name",  "type",
    "cases",    "summary", "function",   "overload", "inputs",     "reference", "accepted", "gpu", "diff", "rule",
    "bits",     "text",   "xor",         "ulp",      "verdict",    "reason",  "why",    "note",  "log",   "labels"};

size_t rank(const std::string& key) {
    auto it = std::find(kKeyOrder.begin(), kKeyOrder.end(), key);
    return it == kKeyOrder.end() ? kKeyOrder.size() : static_cast<size_t>(it - kKeyOrder.begin());
}

std::vector<std::string> ordered_keys(const nlohmann::json& obj) {
    std::vector<std::string> keys;
    for (auto it = obj.begin(); it != obj.end(); ++it) keys.push_back(it.key());
    std::stable_sort(keys.begin(), keys.end(), [](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
    return keys;
}

bool is_flat(const nlohmann::json& j) {
    if (j.is_array()) {
        for (const auto& e : j)
            if (e.is_object() || (e.is_array() && !is_flat(e))) return false;
        return true;
    }
    return !j.is_object();
}

void emit(const nlohmann::json& j, int depth, bool pretty, std::string& out) {
    std::string pad = pretty ? "\n" + std::string(static_cast<size_t>(depth + 1) * 2, ' ') : "";
    std::string close = pretty ? "\n" + std::string(static_cast<size_t>(depth) * 2, ' ') : "";
    if (j.is_object()) {
        if (j.empty()) { out += "{}"; return; }
        out += "{";
        bool first = true;
        for (const std::string& k : ordered_keys(j)) {
            out += (first ? "" : ",") + pad + nlohmann::json(k).dump() + (pretty ? ": " : ":");
            emit(j.at(k), depth + 1, pretty, out);
            first = false;
        }
        out += close + "}";
    } else if (j.is_array() && !is_flat(j)) {
        out += "[";
        for (size_t i = 0; i < j.size(); ++i) {
            out += (i ? "," : "") + pad;
            emit(j[i], depth + 1, pretty, out);
        }
        out += close + "]";
    } else if (j.is_array()) {
        out += "[";
        for (size_t i = 0; i < j.size(); ++i) {
            out += i ? (pretty ? ", " : ",") : "";
            emit(j[i], depth + 1, pretty, out);
        }
        out += "]";
    } else {
        out += j.dump();
    }
}

}  // namespace

std::string format_json(const nlohmann::json& j) {
    std::string out;
    emit(j, 0, true, out);
    return out + "\n";
}

std::string format_json_line(const nlohmann::json& j) {
    std::string out;
    emit(j, 0, false, out);
    return out;
}

}  // namespace il
