#include "catalog/overload.h"

namespace il {

std::string Overload::declaration() const {
    std::string s = (ret ? type_name(*ret) : "void") + " " + function + "(";
    for (size_t i = 0; i < params.size(); ++i)
        s += (i ? ", " : "") + std::string(params[i].is_out ? "out " : "") + type_name(params[i].type) + " " +
             params[i].name;
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
