#include "report/svg_plot.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace il {
namespace {

std::string num(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", x);
    return buf;
}

std::string tick_label(double x) {
    char buf[32];
    if (x != 0 && (std::fabs(x) >= 1e5 || std::fabs(x) < 1e-3))
        std::snprintf(buf, sizeof buf, "%.0e", x);
    else
        std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

// A step of 1, 2 or 5 times a power of ten giving at most `n` intervals over [0, hi].
double nice_step(double hi, int n) {
    double raw = hi / n, p = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * p >= raw) return m * p;
    return 10 * p;
}

}  // namespace

std::string ulp_plot_svg(const nlohmann::json& sweep, int width, int height) {
    const double left = 58, right = 14, top = 24, bottom = 42;
    const double pw = width - left - right, ph = height - top - bottom;
    const bool log_x = sweep.value("log_x", false);
    const auto& series = sweep["series"];
    auto xv = [&](double x) { return log_x ? std::log2(x) : x; };
    double x0 = 0, x1 = 1, ymax = 1, bmax = 0;
    bool first = !sweep.contains("x_range");
    if (!first) {
        x0 = xv(sweep["x_range"][0].get<double>());
        x1 = xv(sweep["x_range"][1].get<double>());
    }
    for (const auto& p : series) {
        double x = xv(p[0].get<double>());
        x0 = first ? x : std::min(x0, x);
        x1 = first ? x : std::max(x1, x);
        first = false;
        ymax = std::max(ymax, p[1].get<double>());
        if (!p[2].is_null()) bmax = std::max(bmax, p[2].get<double>());
    }
    if (x1 <= x0) x1 = x0 + 1;
    // The bound is drawn when it fits within 8x the data: otherwise the errors would be invisible.
    const bool bound_shown = bmax > 0 && bmax <= 8 * ymax;
    if (bound_shown) ymax = std::max(ymax, bmax);
    const double step = nice_step(ymax, 5);
    ymax = std::ceil(ymax / step) * step;
    auto px = [&](double x) { return left + (xv(x) - x0) / (x1 - x0) * pw; };
    auto py = [&](double y) { return top + ph - y / ymax * ph; };

    std::string s = "<svg class=\"plot\" width=\"" + std::to_string(width) + "\" height=\"" + std::to_string(height) +
                    "\" viewBox=\"0 0 " + std::to_string(width) + " " + std::to_string(height) + "\" role=\"img\">\n";
    s += "<rect x=\"" + num(left) + "\" y=\"" + num(top) + "\" width=\"" + num(pw) + "\" height=\"" + num(ph) +
         "\" fill=\"#fbfbfd\" stroke=\"#bbb\"/>\n";
    for (double y = 0; y <= ymax + step / 2; y += step) {
        s += "<line x1=\"" + num(left) + "\" x2=\"" + num(left + pw) + "\" y1=\"" + num(py(y)) + "\" y2=\"" +
             num(py(y)) + "\" stroke=\"#e4e4ea\"/>";
        s += "<text x=\"" + num(left - 6) + "\" y=\"" + num(py(y) + 4) + "\" text-anchor=\"end\">" + tick_label(y) +
             "</text>\n";
    }
    // x ticks at round values (whole powers of two on a log axis).
    const double xstep = std::max(nice_step(x1 - x0, 5), log_x ? 1.0 : 0.0);
    for (double t = std::ceil(x0 / xstep) * xstep; t <= x1 + xstep * 1e-9; t += xstep) {
        double xpix = left + (t - x0) / (x1 - x0) * pw;
        const char* anchor = xpix > left + pw - 20 ? "end" : xpix < left + 20 ? "start" : "middle";
        std::string lab = log_x ? "2^" + tick_label(t) : tick_label(t);
        s += "<line x1=\"" + num(xpix) + "\" x2=\"" + num(xpix) + "\" y1=\"" + num(top + ph) + "\" y2=\"" +
             num(top + ph + 4) + "\" stroke=\"#888\"/><text x=\"" + num(xpix) + "\" y=\"" + num(top + ph + 17) +
             "\" text-anchor=\"" + anchor + "\">" + lab + "</text>\n";
    }
    const double bar = std::max(1.0, pw / std::max<size_t>(series.size(), 1) * 0.8);
    for (const auto& p : series) {
        double x = px(p[0].get<double>()), y = p[1].get<double>();
        if (y <= 0) continue;
        s += "<line x1=\"" + num(x) + "\" x2=\"" + num(x) + "\" y1=\"" + num(py(0)) + "\" y2=\"" + num(py(y)) +
             "\" stroke=\"#3b6ea8\" stroke-width=\"" + num(bar) + "\"/>";
    }
    s += "\n";
    // The bound as dashed segments, broken where the rule has no finite ULP bound (log2's absolute range).
    bool gaps = false;
    if (bound_shown) {
        std::string pts;
        auto flush = [&] {
            if (pts.find(' ') != pts.rfind(' '))
                s += "<polyline points=\"" + pts +
                     "\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"1.5\" "
                     "stroke-dasharray=\"5,3\"/>\n";
            pts.clear();
        };
        for (const auto& p : series) {
            if (p[2].is_null()) {
                gaps = true;
                flush();
                continue;
            }
            pts += num(px(p[0].get<double>())) + "," + num(py(p[2].get<double>())) + " ";
        }
        flush();
    }
    std::string other;
    for (const auto& r : sweep.value("rules", nlohmann::json::array()))
        if (r != "ulp") other += (other.empty() ? "" : ", ") + r.get<std::string>();
    std::string note = sweep.contains("note")  ? sweep["note"].get<std::string>()
                       : bound_shown ? "dashed: the spec's ULP bound" + (gaps ? "; gaps: " + other + " rule there" : "")
                       : bmax > 0  ? "ULP bound up to " + tick_label(bmax) + ": above the plot"
                                   : "no ULP bound (" + (other.empty() ? std::string("none") : other) + " rule)";
    s += "<text x=\"" + num(left + pw) + "\" y=\"" + num(top - 8) + "\" text-anchor=\"end\" fill=\"#c0392b\">" + note +
         "</text>\n";
    s += "<text x=\"" + num(left + pw / 2) + "\" y=\"" + num(height - 6.0) + "\" text-anchor=\"middle\">" +
         sweep.value("x_label", "x") + (log_x ? " (log scale)" : "") + "</text>\n";
    s += "<text transform=\"translate(14," + num(top + ph / 2) +
         ") rotate(-90)\" text-anchor=\"middle\">ULP (max per bin)</text>\n";
    return s + "</svg>";
}

}  // namespace il
