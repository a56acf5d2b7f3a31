// Finding a catalog overload by its GLSL declaration, so that a probe names the function it needs and
// reports "not in catalog" until a row for it exists.
#pragma once
#include <string>

#include "catalog/catalog.h"

namespace il {

// "float round(float x)": matches by name, return type, parameter types and `out` qualifiers; parameter
// names are ignored (the catalog may spell them differently). Null if no row has that signature.
const Overload* find_overload(const Catalog& c, const std::string& declaration);

}  // namespace il
