// libFuzzer target: the command line (command_line.cpp, with --driver taken out first as main does), argv
// made of the fuzz bytes split at NUL. Parsing must return 0 (a command's options accepted, or --help printed)
// or throw UsageError, which main turns into exit 2; any other exception, a crash or a hang is a bug. Commands
// are checked, never run: no GL context, no files written.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/command_line.h"
#include "cli/gpu_session.h"
#include "cli/options.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::vector<std::string> args;
    std::string a;
    for (size_t i = 0; i < size; ++i) {
        if (data[i] == 0) {
            args.push_back(a);
            a.clear();
        } else {
            a += static_cast<char>(data[i]);
        }
    }
    if (size) args.push_back(a);
    int code = 0;
    try {
        il::cli::take_driver_option(args);
        std::vector<char*> argv{const_cast<char*>("intrinsic-lab")};
        for (std::string& s : args) argv.push_back(s.data());
        const int n = static_cast<int>(argv.size());
        argv.push_back(nullptr);
        code = il::cli::check_command_line(n, argv.data());
    } catch (const il::cli::UsageError&) {
        code = il::cli::kBadInput;
    }
    if (code != il::cli::kOk && code != il::cli::kViolation && code != il::cli::kBadInput) std::abort();
    return 0;
}
