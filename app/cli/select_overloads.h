// --function F (repeatable) to catalog rows: a full declaration picks that overload, a name all its overloads.
#pragma once
#include <string>
#include <vector>

#include "catalog/catalog.h"

namespace il::cli {

// Throws UsageError naming an unknown function. Empty `functions`: empty result (the caller picks a default).
std::vector<const Overload*> select_overloads(const Catalog& cat, const std::vector<std::string>& functions);

}  // namespace il::cli
