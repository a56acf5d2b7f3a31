// Child processes timed by the bench: wall time and the child's own CPU time (user + system, from wait4).
#pragma once
#include <map>
#include <string>
#include <vector>

namespace il::cli {

struct ProcessTime {
    bool ran = false;  // it started and exited with status 0
    int status = -1;
    double wall = 0, cpu = 0;  // seconds
    std::string error;         // why it did not run
};

// Runs argv[0] with its arguments, stdout and stderr to /dev/null, `env` added to the environment.
ProcessTime time_process(const std::vector<std::string>& argv, const std::map<std::string, std::string>& env = {});
// This executable's directory (from /proc/self/exe).
std::string self_directory();

}  // namespace il::cli
