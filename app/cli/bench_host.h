// bench --host [--repeat R] [--json]: the host processor's cost of the judge's floating-point steps on special
// values against normal ones (batch/host_steps.h). No GL context.
#pragma once

namespace il::cli {

int bench_host(int repeats, bool json);

}  // namespace il::cli
