#include "cli/bench_host.h"

#include <cstdio>
#include <nlohmann/json.hpp>

#include "batch/host_steps.h"
#include "vectors/tool_version.h"

namespace il::cli {

int bench_host(int repeats, bool json) {
    constexpr uint64_t kIterations = 2'000'000;
    const std::vector<HostStep> steps = time_host_steps(kIterations, repeats);
    const std::string processor = host_processor();
    if (json) {
        nlohmann::json doc = {{"schema", "intrinsic-lab.bench-host/1"}, {"tool", kTool}, {"processor", processor},
                              {"iterations", kIterations},       {"repeats", repeats},
                              {"steps", nlohmann::json::array()}};
        for (const HostStep& s : steps)
            doc["steps"].push_back({{"step", s.step}, {"normal_ns", s.normal_ns}, {"special_ns", s.special_ns}});
        std::printf("%s\n", doc.dump(2).c_str());
        return 0;
    }
    std::printf("%s: ns per step, a loop of %llu each (the load and store included), median of %d\n",
                processor.empty() ? "this processor" : processor.c_str(),
                static_cast<unsigned long long>(kIterations), repeats);
    std::printf("%-44s %9s %9s %8s\n", "step", "normal", "special", "ratio");
    for (const HostStep& s : steps)
        std::printf("%-44s %9.2f %9.2f %8.1f\n", s.step.c_str(), s.normal_ns, s.special_ns,
                    s.normal_ns > 0 ? s.special_ns / s.normal_ns : 0.0);
    return 0;
}

}  // namespace il::cli
