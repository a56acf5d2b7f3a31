// For pack/unpack rows: which component of the vector lands in which bits of the packed scalar
// (GLSL 4.50 §8.4: the first component goes to the least significant bits).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catalog/overload.h"

namespace il::gui {

struct PackLayout {
    int lanes = 0;        // vector components
    int lane_bits = 0;    // bits per component in the packed scalar
    bool packing = true;  // vector in, scalar out (pack*); false for unpack*
};

// From the row's name: pack<Kind><N>x<M> / unpack<Kind><N>x<M>; nullopt for other rows.
std::optional<PackLayout> pack_layout(const Overload& o);

struct Lane {
    int component = 0;   // 0 = x
    int lo = 0, hi = 0;  // bit range in the packed scalar, inclusive
    uint64_t bits = 0;   // that range of the packed value, shifted down
};

// The lanes of `packed` (a uint, or a double for packDouble2x32), lowest first.
std::vector<Lane> pack_lanes(const PackLayout& l, uint64_t packed);

}  // namespace il::gui
