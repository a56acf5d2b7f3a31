// Availability of an overload in a profile, from the reference pages' Version Support tables.
#pragma once
#include <string>

#include "catalog/overload.h"
#include "catalog/profile.h"

namespace il {

struct Availability {
    bool available = false;
    int first_version = 0;      // first #version whose table column is ticked (0: never in core)
    std::string via_extension;  // the enabled extension that brings it, when the version alone does not
    std::string source;         // "refpage row 'fma (genType)'" or "emulation (no refpage)"
    // The enabled extension that would bring it and that the driver does not list (availability_on,
    // engine/evaluate.h): the row is unavailable on that driver.
    std::string not_offered;
};

Availability availability(const Overload& o, const Profile& p);
// The #version an extension needs (GL_ARB_gpu_shader5: 150); 0 for an unknown extension.
int extension_min_version(const std::string& extension);
bool is_known_extension(const std::string& extension);
const std::vector<std::string>& known_extensions();

}  // namespace il
