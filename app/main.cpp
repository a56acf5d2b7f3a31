// intrinsic-lab: the playground by default; the commands of cli/command_line.cpp from the command line.
#include <cstdio>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include "cli/command_line.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "cli/stdout_check.h"
#include "value/printable.h"
#include "vectors/temp_files.h"
#ifdef IL_HAVE_GUI
#include "gui/gui_main.h"
#include "gui/gui_options.h"
#endif

namespace {

#ifdef IL_HAVE_GUI
int gui(const std::vector<std::string>& args) {
    for (const std::string& a : args) {
        if (a == "--") break;
        if (a == "--help" || a == "-h") {
            std::printf("%s", il::gui::kGuiUsage);
            return il::cli::kOk;
        }
    }
    return il::gui::gui_main(args);
}
#endif

}  // namespace

int main(int argc, char** argv) {
    // A failed write to stdout exits 2 with a message (stdout_check.h).
    il::cli::check_stdout_at_exit("intrinsic-lab");
    // An interrupted --out removes its temporary file and leaves the previous file (temp_files.h).
    il::install_interrupt_cleanup("intrinsic-lab");
    try {
        // --driver NAME, for every command: its environment must be set before EGL is loaded (gpu_session.h).
        std::vector<std::string> all(argv + 1, argv + argc);
        il::cli::take_driver_option(all);
        std::vector<char*> rest{argv[0]};
        for (std::string& a : all) rest.push_back(a.data());
        const int n = static_cast<int>(rest.size());
        rest.push_back(nullptr);
#ifdef IL_HAVE_GUI
        return il::cli::run_command_line(n, rest.data(), gui);
#else
        return il::cli::run_command_line(n, rest.data(), nullptr);
#endif
    } catch (const il::cli::UsageError& e) {
        std::fprintf(stderr, "intrinsic-lab: %s\n", il::printable(e.what(), true).c_str());
        return il::cli::kBadInput;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "intrinsic-lab: out of memory\n");
        return il::cli::kBadInput;
    } catch (const std::exception& e) {
        // Not expected: every bad input has its own message. Still an exit code and a message, not an abort.
        std::fprintf(stderr, "intrinsic-lab: %s failed: %s\n", il::printable(argc > 1 ? argv[1] : "gui").c_str(),
                     il::printable(e.what(), true).c_str());
        return il::cli::kBadInput;
    }
}
