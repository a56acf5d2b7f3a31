#include "gui/pack_steps.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "gui/packing_layout.h"

namespace il::gui {
namespace {

std::string num(double v) {
    char b[48];
    std::snprintf(b, sizeof b, "%.9g", v);
    return b;
}

}  // namespace

std::vector<std::string> pack_steps(const Overload& o, const Value& input) {
    auto layout = pack_layout(o);
    const std::string& f = o.function;
    bool unorm = f.find("Unorm") != std::string::npos, snorm = f.find("Snorm") != std::string::npos;
    if (!layout || (!unorm && !snorm)) return {};
    // 2^(bits-1) - 1 for snorm, 2^bits - 1 for unorm: 255, 127, 65535, 32767.
    double scale = std::ldexp(1.0, snorm ? layout->lane_bits - 1 : layout->lane_bits) - 1.0;
    double lo = snorm ? -1.0 : 0.0;
    std::string range = snorm ? "[-1, 1]" : "[0, 1]";
    static const char* names = "xyzw";
    std::vector<std::string> out;
    if (layout->packing) {
        for (int c = 0; c < input.size() && c < 4; ++c) {
            double v = input.f(c);
            std::string s = std::string(1, names[c]) + ": " + num(v);
            if (std::isnan(v)) {
                out.push_back(s + " -> NaN: the result is undefined");
                continue;
            }
            double clamped = std::clamp(v, lo, 1.0);
            double scaled = static_cast<double>(static_cast<float>(clamped) * static_cast<float>(scale));
            s += " -> clamp to " + range + ": " + num(clamped) + " -> x " + num(scale) + " = " + num(scaled);
            double down = std::floor(scaled), up = std::ceil(scaled);
            if (scaled - down == 0.5)
                s += " -> round: " + num(down) + " or " + num(up) + " (a tie: the spec's round() may go either way)";
            else
                s += " -> round: " + num(std::round(scaled));
            out.push_back(s);
        }
        return out;
    }
    for (const Lane& l : pack_lanes(*layout, input.bits[0])) {
        double v = snorm ? static_cast<double>(static_cast<int64_t>(l.bits << (64 - layout->lane_bits)) >>
                                               (64 - layout->lane_bits))
                         : static_cast<double>(l.bits);
        double divided = static_cast<double>(static_cast<float>(v) / static_cast<float>(scale));
        std::string s = std::string(1, names[l.component]) + ": bits " + num(v) + " -> / " + num(scale) + " = " +
                        num(divided);
        if (snorm) s += " -> clamp to " + range + ": " + num(std::clamp(divided, -1.0, 1.0));
        out.push_back(s);
    }
    return out;
}

}  // namespace il::gui
