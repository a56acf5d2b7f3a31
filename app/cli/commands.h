// One function per command-line command; each returns the process exit code (cli::Exit).
#pragma once
#include "cli/options.h"

namespace il::cli {

int cmd_drivers(const Options& o);
int cmd_info(const Options& o);
int cmd_list(const Options& o);
int cmd_eval(const Options& o);
int cmd_eval_expr(const Options& o);  // eval --expr (cmd_eval_expr.cpp)
int cmd_run(const Options& o);
int cmd_sweep(const Options& o);
int cmd_accuracy(const Options& o);
int cmd_diff(const Options& o);
int cmd_report(const Options& o);
int cmd_gating(const Options& o);
int cmd_bench(const Options& o);
int cmd_export(const Options& o);

}  // namespace il::cli
