// The steps of a normalized pack or unpack for the case at hand (GLSL 4.50 §8.4): packUnorm4x8 is
// round(clamp(c, 0, +1) * 255.0) per component, unpackSnorm2x16 is clamp(f / 32767.0, -1, +1). No ImGui call here.
#pragma once
#include <string>
#include <vector>

#include "catalog/overload.h"
#include "value/value.h"

namespace il::gui {

// One line per component, e.g. "x: 0.3 -> clamp to [0, 1]: 0.3 -> x 255 = 76.5 -> round: 76 or 77 (a tie: the
// spec's round() may go either way)". `packed` is the packed scalar for unpack rows (its lanes are read), the
// vector for pack rows. Empty for rows that are not Unorm/Snorm packs.
std::vector<std::string> pack_steps(const Overload& o, const Value& input);

}  // namespace il::gui
