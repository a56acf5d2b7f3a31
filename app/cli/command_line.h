// The command line: one table of commands and their options, parsed with CLI11, dispatched to cmd_*().
#pragma once
#include <string>
#include <vector>

namespace il::cli {

// Parses argv and runs the command; returns the process exit code (cli::Exit). The playground (no command, or
// `gui`) is reached through `gui`, which takes the remaining arguments; null when built without the GUI.
using GuiEntry = int (*)(const std::vector<std::string>& args);
int run_command_line(int argc, char** argv, GuiEntry gui);

// The same parse and checks without running the command or the playground (a command's --help is printed):
// returns 0, or throws UsageError as run_command_line does. For the command-line fuzz target.
int check_command_line(int argc, char** argv);

// The usage of every command, one line each with its options, as `intrinsic-lab --help` prints it.
std::string usage_text();

}  // namespace il::cli
