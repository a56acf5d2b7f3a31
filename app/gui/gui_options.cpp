#include "gui/gui_options.h"

#include <cstdio>

#include "gui/presets.h"
#include "vectors/vectors_json.h"

namespace il::gui {
namespace {

bool parse_int(const std::string& s, int& out) {
    if (s.empty() || s.size() > 9) return false;
    out = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        out = out * 10 + (c - '0');
    }
    return true;
}

}  // namespace

std::string parse_gui_options(const std::vector<std::string>& args, GuiOptions& o) {
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        bool takes_value = a == "--preset" || a == "--screenshot" || a == "--bench-frames" || a == "--size" ||
                           a == "--scale" || a == "--bench-batch" || a == "--simulate-context-loss-at-frame";
        if (!takes_value) return "unknown argument '" + a + "'";
        if (i + 1 >= args.size()) return a + " needs a value";
        const std::string& v = args[++i];
        if (v.empty()) return a + " needs a value, got an empty string";
        if (a == "--preset") {
            o.preset = v;
        } else if (a == "--screenshot") {
            o.screenshot = v;
        } else if (a == "--simulate-context-loss-at-frame") {
            if (!parse_int(v, o.simulate_context_loss_at_frame) || o.simulate_context_loss_at_frame < 1)
                return "--simulate-context-loss-at-frame '" + v + "': expected a frame number from 1";
        } else if (a == "--bench-frames") {
            if (!parse_int(v, o.bench_frames) || o.bench_frames < 1)
                return "--bench-frames '" + v + "': expected a count";
        } else if (a == "--scale") {
            if (!parse_int(v, o.scale_percent) || o.scale_percent < 50 || o.scale_percent > 400)
                return "--scale '" + v + "': expected a percentage from 50 to 400";
        } else if (a == "--bench-batch") {
            if (!parse_int(v, o.bench_batch) || o.bench_batch < 1 || o.bench_batch > 100000)
                return "--bench-batch '" + v + "': expected a row count from 1 to 100000";
        } else {
            o.size_given = true;
            size_t x = v.find('x');
            if (x == std::string::npos || !parse_int(v.substr(0, x), o.width) ||
                !parse_int(v.substr(x + 1), o.height) || o.width < 320 || o.height < 240 || o.width > 8192 ||
                o.height > 8192)
                return "--size '" + v + "': expected WIDTHxHEIGHT, e.g. 1600x960";
        }
    }
    if (!o.preset.empty() && !has_preset(o.preset)) {
        std::string names;
        for (const std::string& n : preset_names()) names += (names.empty() ? "" : ", ") + n;
        return "unknown preset '" + o.preset + "'; presets: " + (names.empty() ? "(none embedded)" : names);
    }
    if (o.bench_batch > 0 && o.bench_frames == 0) return "--bench-batch needs --bench-frames";
    if (!o.screenshot.empty())
        if (std::string e = check_writable(o.screenshot); !e.empty()) return "--screenshot " + e;
    return "";
}

}  // namespace il::gui
