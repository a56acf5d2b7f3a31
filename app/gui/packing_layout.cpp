#include "gui/packing_layout.h"

#include <cctype>

namespace il::gui {

std::optional<PackLayout> pack_layout(const Overload& o) {
    const std::string& f = o.function;
    bool pack = f.rfind("pack", 0) == 0, unpack = f.rfind("unpack", 0) == 0;
    if (!pack && !unpack) return std::nullopt;
    size_t x = f.rfind('x');
    if (x == std::string::npos || x == 0 || x + 1 >= f.size()) return std::nullopt;
    size_t n_begin = x;
    while (n_begin > 0 && std::isdigit(static_cast<unsigned char>(f[n_begin - 1]))) --n_begin;
    if (n_begin == x) return std::nullopt;
    for (size_t i = x + 1; i < f.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(f[i]))) return std::nullopt;
    PackLayout l;
    l.lanes = std::stoi(f.substr(n_begin, x - n_begin));
    l.lane_bits = std::stoi(f.substr(x + 1));
    l.packing = pack;
    if (l.lanes < 1 || l.lanes > 4 || l.lanes * l.lane_bits > 64) return std::nullopt;
    return l;
}

std::vector<Lane> pack_lanes(const PackLayout& l, uint64_t packed) {
    std::vector<Lane> lanes;
    uint64_t mask = l.lane_bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << l.lane_bits) - 1;
    for (int k = 0; k < l.lanes; ++k) {
        Lane lane;
        lane.component = k;
        lane.lo = k * l.lane_bits;
        lane.hi = lane.lo + l.lane_bits - 1;
        lane.bits = packed >> lane.lo & mask;
        lanes.push_back(lane);
    }
    return lanes;
}

}  // namespace il::gui
