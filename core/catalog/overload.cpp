#include "catalog/overload.h"

namespace il {

// An in and an out parameter of one name are one inout parameter (§8.11's mem), declared where the in one is.
std::string Overload::declaration() const {
    auto named = [&](const std::string& name, bool is_out) {
        for (const Param& p : params)
            if (p.name == name && p.is_out == is_out) return true;
        return false;
    };
    std::string s = (ret ? type_name(*ret) : "void") + " " + function + "(";
    bool first = true;
    for (const Param& p : params) {
        const bool inout = named(p.name, !p.is_out);
        if (inout && p.is_out) continue;
        s += (first ? "" : ", ") + std::string(inout ? "inout " : p.is_out ? "out " : "") + type_name(p.type) + " " +
             p.name;
        first = false;
    }
    return s + ")";
}

std::vector<Param> Overload::inputs() const {
    std::vector<Param> v;
    for (const Param& p : params)
        if (!p.is_out) v.push_back(p);
    return v;
}

std::vector<Param> Overload::outputs() const {
    std::vector<Param> v;
    if (ret) v.push_back(Param{"return", *ret, true});
    for (const Param& p : params)
        if (p.is_out) v.push_back(p);
    return v;
}

}  // namespace il
