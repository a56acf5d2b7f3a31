// Runs the intrinsic-lab binary with arguments (and optional VAR=value environment) and keeps its output.
#pragma once
#include <sys/wait.h>

#include <cstdio>
#include <string>

namespace il::test {

struct CliOutcome {
    int code = -1;
    std::string out;  // stdout and stderr together
};

inline CliOutcome run_cli(const std::string& args, const std::string& env = "") {
    const std::string cmd = env + " " + IL_BINARY + std::string(" ") + args + " 2>&1";
    CliOutcome r;
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) return r;
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
    const int status = pclose(p);
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

}  // namespace il::test
