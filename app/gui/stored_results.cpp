#include "gui/stored_results.h"

#include <cstdlib>

namespace il::gui {
namespace {

bool hex_bits(const nlohmann::json& j, int width, uint64_t& out) {
    if (!j.is_string()) return false;
    const std::string& s = j.get_ref<const std::string&>();
    if (s.size() < 3 || s.size() > 2 + static_cast<size_t>(width / 4) || s[0] != '0' || (s[1] != 'x' && s[1] != 'X'))
        return false;
    out = 0;
    for (size_t i = 2; i < s.size(); ++i) {
        char c = s[i];
        int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (v < 0) return false;
        out = out << 4 | static_cast<uint64_t>(v);
    }
    return true;
}

}  // namespace

std::vector<Value> stored_gpu_of(const Overload& o, const nlohmann::json& original) {
    if (!original.is_object()) return {};
    auto it = original.find("gpu");
    if (it == original.end() || !it->is_array()) return {};
    std::vector<Value> out;
    for (const Param& p : o.outputs()) {
        const nlohmann::json* entry = nullptr;
        for (const nlohmann::json& e : *it)
            if (e.is_object() && e.contains("name") && e["name"] == p.name) entry = &e;
        if (!entry || !entry->contains("bits") || !(*entry)["bits"].is_array()) return {};
        const nlohmann::json& bits = (*entry)["bits"];
        Value v = make_value(p.type);
        if (static_cast<int>(bits.size()) != v.size()) return {};
        const int width = p.type.component_bits();
        for (int c = 0; c < v.size(); ++c)
            if (!hex_bits(bits[static_cast<size_t>(c)], width, v.bits[static_cast<size_t>(c)])) return {};
        out.push_back(v);
    }
    return out;
}

StoredCompare compare_stored(const std::vector<Value>& stored, const CaseResult* r) {
    if (stored.empty() || !r || !r->gpu_ran || r->gpu.size() != stored.size()) return StoredCompare::None;
    for (size_t i = 0; i < stored.size(); ++i)
        for (int c = 0; c < stored[i].size(); ++c)
            if (stored[i].bits[static_cast<size_t>(c)] != r->gpu[i].bits[static_cast<size_t>(c)]) return StoredCompare::Differs;
    return StoredCompare::Same;
}

std::string stored_device_text(const nlohmann::json& d) {
    if (!d.is_object()) return "";
    std::string s;
    for (const char* k : {"driver", "renderer", "version"})
        if (d.contains(k) && d[k].is_string() && !d[k].get<std::string>().empty())
            s += (s.empty() ? "" : " | ") + d[k].get<std::string>();
    if (d.value("forced", false)) s += " | forced";
    return s;
}

}  // namespace il::gui
