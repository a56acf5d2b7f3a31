#include "batch/host_steps.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <limits>

namespace il {
namespace {

// One step on the operand `x`, read from memory each time and its result written there, so that the compiler can
// neither fold the step nor hoist it out of the loop.
template <typename T, typename R, typename Step>
double time_step(T x, Step step, uint64_t iterations, int repeats) {
    volatile T operand = x;
    [[maybe_unused]] volatile R sink{};
    std::vector<double> ns;
    for (int r = 0; r < repeats; ++r) {
        const auto start = std::chrono::steady_clock::now();
        for (uint64_t i = 0; i < iterations; ++i) sink = step(operand);
        ns.push_back(std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() /
                     static_cast<double>(iterations));
    }
    std::sort(ns.begin(), ns.end());
    return ns[ns.size() / 2];
}

template <typename T, typename R, typename Step>
HostStep pair(const char* name, T normal, T special, Step step, uint64_t iterations, int repeats) {
    return {name, time_step<T, R>(normal, step, iterations, repeats),
            time_step<T, R>(special, step, iterations, repeats)};
}

}  // namespace

std::vector<HostStep> time_host_steps(uint64_t iterations, int repeats) {
    using LD = long double;
    const LD inf = std::numeric_limits<LD>::infinity(), nan = std::numeric_limits<LD>::quiet_NaN();
    const uint64_t n = iterations;
    const int k = repeats;
    return {
        pair<LD, LD>("x87 add, an infinite operand", 1.25L, inf, [](LD x) { return x + 1.5L; }, n, k),
        pair<LD, LD>("x87 add, a NaN operand", 1.25L, nan, [](LD x) { return x + 1.5L; }, n, k),
        pair<LD, bool>("x87 compare in order, a NaN operand", 1.25L, nan, [](LD x) { return x < 1.5L; }, n, k),
        // The least normal long double, halved: a denormal long double.
        pair<LD, LD>("x87 multiply, a denormal result", 1.25L, std::numeric_limits<LD>::min(),
                     [](LD x) { return x * 0.5L; }, n, k),
        pair<LD, float>("long double to float, overflowing", 1.25L, 0x1p200L,
                        [](LD x) { return static_cast<float>(x); }, n, k),
        pair<LD, float>("long double to float, a denormal result", 1.25L, 0x1p-140L,
                        [](LD x) { return static_cast<float>(x); }, n, k),
        pair<LD, double>("long double to double, a denormal result", 1.25L, 0x1p-1040L,
                         [](LD x) { return static_cast<double>(x); }, n, k),
        pair<double, double>("double multiply, a denormal result", 1.25, std::numeric_limits<double>::min(),
                             [](double x) { return x * 0.5; }, n, k),
        pair<double, double>("double multiply, an infinite operand", 1.25, std::numeric_limits<double>::infinity(),
                             [](double x) { return x * 1.5; }, n, k),
    };
}

std::string host_processor() {
    std::ifstream in("/proc/cpuinfo");
    std::string line, vendor;
    while (std::getline(in, line)) {
        const size_t colon = line.find(':');
        if (colon == std::string::npos) continue;
        std::string key = line.substr(0, colon);
        key.erase(key.find_last_not_of(" \t") + 1);
        std::string value = colon + 2 <= line.size() ? line.substr(colon + 2) : "";
        if (key == "model name") return value;
        if (key == "vendor_id" && vendor.empty()) vendor = value;
    }
    return vendor;
}

}  // namespace il
