#include "catalog/overload.h"

#include <string_view>
#include <utility>

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

std::string Overload::file_name() const {
    static constexpr std::pair<std::string_view, std::string_view> kSpelled[] = {
        {"<<", "shl"}, {">>", "shr"}, {"<=", "le"}, {">=", "ge"}, {"==", "eq"}, {"!=", "ne"}, {"&&", "and_and"},
        {"||", "or_or"}, {"^^", "xor_xor"}, {"+", "add"}, {"-", "sub"}, {"*", "mul"}, {"/", "div"}, {"%", "mod"},
        {"&", "and"}, {"|", "or"}, {"^", "xor"}, {"~", "not"}, {"!", "lnot"}, {"<", "lt"}, {">", "gt"}};
    constexpr std::string_view kOperator = "operator";
    if (function.rfind(kOperator, 0) != 0 || function.size() == kOperator.size()) return function;
    const std::string_view symbol = std::string_view(function).substr(kOperator.size());
    for (const auto& [s, word] : kSpelled)
        if (symbol == s) return std::string(kOperator) + "_" + std::string(word);
    return function;
}

bool Overload::uses_half() const {
    if (ret && ret->is_half()) return true;
    for (const Param& p : params)
        if (p.type.is_half()) return true;
    return false;
}

}  // namespace il
