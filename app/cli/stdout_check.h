// Output that could not be written is an error, not a silent exit 0: a closed stdout, a full disk
// (> /dev/full), a file system that refuses the write.
#pragma once

namespace il::cli {

// Call first in main. A closed descriptor 0, 1 or 2 gets /dev/null opened read-only in its place, so that
// writes to it fail (and a file opened later cannot take its number and receive the output). At exit,
// stdout is flushed; if any write to it failed, `program: writing to standard output failed (…)` goes to
// stderr and the exit code becomes 2.
void check_stdout_at_exit(const char* program);

}  // namespace il::cli
