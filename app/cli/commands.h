// One function per command-line command; each returns the process exit code (cli::Exit).
#pragma once
#include <string>
#include <vector>

namespace il::cli {

using Args = std::vector<std::string>;
int cmd_drivers(const Args& args);
int cmd_info(const Args& args);
int cmd_list(const Args& args);
int cmd_eval(const Args& args);
int cmd_run(const Args& args);
int cmd_sweep(const Args& args);
int cmd_diff(const Args& args);
int cmd_report(const Args& args);
int cmd_gating(const Args& args);
int cmd_bench(const Args& args);

}  // namespace il::cli
