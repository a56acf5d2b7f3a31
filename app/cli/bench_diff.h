// bench --diff A.json B.json [C.json...]: the streamed diff's wall time against reading the same files.
#pragma once
#include <string>
#include <vector>

namespace il::cli {

int bench_diff(const std::vector<std::string>& files);

}  // namespace il::cli
