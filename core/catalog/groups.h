// The catalog's rows grouped for browsing: by chapter (spec chapter and section, in catalog order) and by the
// extension that brings them to a #version without them (in the order of known_extensions()).
#pragma once
#include <string>
#include <vector>

#include "catalog/catalog.h"

namespace il {

struct RowGroup {
    std::string name;     // the chapter ("integer") or the extension ("GL_ARB_gpu_shader5")
    std::string section;  // the chapter's section ("GLSL 4.50 §8.8"); empty for an extension
    std::vector<const Overload*> rows;
    std::vector<std::string> functions() const;  // distinct names, in row order
};

std::vector<RowGroup> chapter_groups(const Catalog& catalog);
// Only the extensions some row names; infrastructure extensions (GL_ARB_compute_shader) have no rows.
std::vector<RowGroup> extension_groups(const Catalog& catalog);

}  // namespace il
