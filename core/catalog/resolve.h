// Overload resolution from argument values, as GLSL 4.50 §6.1 picks a function by argument types.
#pragma once
#include <string>
#include <vector>

#include "catalog/catalog.h"

namespace il {

struct Resolution {
    const Overload* overload = nullptr;
    std::vector<Value> inputs;  // converted to the overload's parameter types
    std::string error;          // names the function and the argument types when nothing fits
};

Resolution resolve(const Catalog& catalog, const std::string& function, const std::vector<Value>& args);

}  // namespace il
