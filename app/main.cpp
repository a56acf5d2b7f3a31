// intrinsic-lab: the GUI by default; info, list, eval, run from the command line (DESIGN.md).
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <string>

#include "cli/commands.h"
#include "cli/gpu_session.h"
#include "cli/options.h"
#include "vectors/temp_files.h"
#ifdef IL_HAVE_GUI
#include "gui/gui_main.h"
#endif

namespace {

const char* kUsage =
    "usage: intrinsic-lab [gui]                          the playground window\n"
    "       intrinsic-lab drivers [--json]               the GL drivers here: name, GL/GLSL version, usable or why not\n"
    "       intrinsic-lab info [--json]                  GL vendor, renderer, version, GLSL versions, extensions\n"
    "       intrinsic-lab list [--glsl V] [--ext E] [--json]\n"
    "       intrinsic-lab eval FUNC ARG... [--glsl V] [--ext E] [--cpu-only] [--json] [--out FILE]\n"
    "       intrinsic-lab run FILE.json [--glsl V] [--ext E] [--cpu-only] [--json] [--out FILE]\n"
    "       intrinsic-lab sweep [--function F]... [--random N] [--seed S] [--glsl V] [--keep all|differences|violations]\n"
    "                           [--full-path] [--threads N] --out FILE.json\n"
    "       intrinsic-lab diff A.json B.json [--json]   cases whose GPU bits differ, by kind of difference\n"
    "       intrinsic-lab report [--out R.json] [--html R.html] [--glsl-gating (the gating run only)]\n"
    "       intrinsic-lab report R1.json R2.json... [--html M.html] [--json]   the driver matrix of several reports\n"
    "       intrinsic-lab gating R.json... [--json] [--out TABLE.md]   one gating table from several reports\n"
    "       intrinsic-lab bench [--function F]... [--vectors N] [--repeat R] [--threads N] [--json]\n"
    "                           stage speeds, piglit, cold start\n"
    "       any GPU command takes --driver NAME (llvmpipe, zink, softpipe, virpipe, nvidia, zink-nvidia, egl-device-N)\n"
    "exit: 0 match/accepted, 1 violation, 2 bad usage or input, 3 no OpenGL 4.5 context,\n"
    "      130/143 interrupted by SIGINT/SIGTERM (an unfinished --out file is removed; the previous one stays)\n";

}  // namespace

int main(int argc, char** argv) {
    il::cli::Args all(argv + 1, argv + argc);
    std::string cmd = argc > 1 ? argv[1] : "gui";
    il::cli::Args args(argv + (argc > 1 ? 2 : 1), argv + argc);
    // An interrupted --out removes its temporary file and leaves the previous file (temp_files.h).
    il::install_interrupt_cleanup("intrinsic-lab");
    try {
        // --driver NAME, for every command: its environment must be set before EGL is loaded.
        il::cli::take_driver_option(all);
        cmd = all.empty() ? "gui" : all[0];
        args.assign(all.begin() + (all.empty() ? 0 : 1), all.end());
        if (cmd == "drivers") return il::cli::cmd_drivers(args);
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
        if (cmd == "gui" || (!cmd.empty() && cmd[0] == '-')) return il::gui::gui_main(cmd == "gui" ? args : all);
#else
        if (cmd == "gui") {
            std::fprintf(stderr, "intrinsic-lab: built without the GUI (IL_BUILD_GUI=OFF)\n");
            return 2;
        }
#endif
        std::fprintf(stderr, "intrinsic-lab: unknown command '%s'\n%s", cmd.c_str(), kUsage);
        return il::cli::kBadInput;
    } catch (const il::cli::UsageError& e) {
        std::fprintf(stderr, "intrinsic-lab: %s\n", e.what());
        return il::cli::kBadInput;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "intrinsic-lab: out of memory\n");
        return il::cli::kBadInput;
    } catch (const std::exception& e) {
        // Not expected: every bad input has its own message. Still an exit code and a message, not an abort.
        std::fprintf(stderr, "intrinsic-lab: %s failed: %s\n", cmd.c_str(), e.what());
        return il::cli::kBadInput;
    }
}
