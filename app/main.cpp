// intrinsic-lab: the GUI by default; info, list, eval, run from the command line (DESIGN.md).
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <string>

#include "cli/commands.h"
#include "cli/options.h"
#include "cli/stdout_check.h"
#include "value/printable.h"
#include "vectors/temp_files.h"
#ifdef IL_HAVE_GUI
#include "gui/gui_main.h"
#endif

namespace {

const char* kUsage =
    "usage: intrinsic-lab [gui]                          the playground window\n"
    "       intrinsic-lab info [--json]                  GL vendor, renderer, version, GLSL versions, extensions\n"
    "       intrinsic-lab list [--glsl V] [--ext E] [--json]\n"
    "       intrinsic-lab eval FUNC ARG... [--glsl V] [--ext E] [--cpu-only] [--json] [--out FILE]\n"
    "       intrinsic-lab run FILE.json [--glsl V] [--ext E] [--cpu-only] [--json] [--out FILE]\n"
    "       intrinsic-lab sweep [--function F]... [--random N] [--seed S] [--glsl V] [--keep all|differences|violations]\n"
    "                           [--full-path] [--threads N] --out FILE.json\n"
    "       intrinsic-lab diff A.json B.json [--json]   cases whose GPU bits differ, by kind of difference\n"
    "       intrinsic-lab report [--out R.json] [--html R.html] [--glsl-gating (the gating run only)]\n"
    "       intrinsic-lab gating R.json... [--json] [--out TABLE.md]   one gating table from several reports\n"
    "       intrinsic-lab bench [--function F]... [--vectors N] [--repeat R] [--threads N] [--json]\n"
    "                           stage speeds, piglit, cold start\n"
    "exit: 0 match/accepted, 1 violation, 2 bad usage or input, 3 no OpenGL 4.5 context,\n"
    "      130/143 interrupted by SIGINT/SIGTERM (an unfinished --out file is removed; the previous one stays)\n";

}  // namespace

int main(int argc, char** argv) {
    std::string cmd = argc > 1 ? argv[1] : "gui";
    il::cli::Args args(argv + (argc > 1 ? 2 : 1), argv + argc);
    // A failed write to stdout exits 2 with a message (stdout_check.h).
    il::cli::check_stdout_at_exit("intrinsic-lab");
    // An interrupted --out removes its temporary file and leaves the previous file (temp_files.h).
    il::install_interrupt_cleanup("intrinsic-lab");
    try {
        if (cmd == "info") return il::cli::cmd_info(args);
        if (cmd == "list") return il::cli::cmd_list(args);
        if (cmd == "eval") return il::cli::cmd_eval(args);
        if (cmd == "run") return il::cli::cmd_run(args);
        if (cmd == "sweep") return il::cli::cmd_sweep(args);
        if (cmd == "diff") return il::cli::cmd_diff(args);
        if (cmd == "report") return il::cli::cmd_report(args);
        if (cmd == "gating") return il::cli::cmd_gating(args);
        if (cmd == "bench") return il::cli::cmd_bench(args);
        if (cmd == "-h" || cmd == "--help" || cmd == "help") {
            std::printf("%s", kUsage);
            return 0;
        }
#ifdef IL_HAVE_GUI
        if (cmd == "gui" || (argc > 1 && argv[1][0] == '-')) return il::gui::gui_main(argc > 1 && cmd == "gui" ? args : il::cli::Args(argv + 1, argv + argc));
#else
        if (cmd == "gui") {
            std::fprintf(stderr, "intrinsic-lab: built without the GUI (IL_BUILD_GUI=OFF)\n");
            return 2;
        }
#endif
        std::fprintf(stderr, "intrinsic-lab: unknown command '%s'\n%s", il::printable(cmd).c_str(), kUsage);
        return il::cli::kBadInput;
    } catch (const il::cli::UsageError& e) {
        std::fprintf(stderr, "intrinsic-lab: %s\n", il::printable(e.what(), true).c_str());
        return il::cli::kBadInput;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "intrinsic-lab: out of memory\n");
        return il::cli::kBadInput;
    } catch (const std::exception& e) {
        // Not expected: every bad input has its own message. Still an exit code and a message, not an abort.
        std::fprintf(stderr, "intrinsic-lab: %s failed: %s\n", il::printable(cmd).c_str(), il::printable(e.what(), true).c_str());
        return il::cli::kBadInput;
    }
}
