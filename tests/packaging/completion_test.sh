#!/usr/bin/env bash
# The bash completion against the built binary: commands, a command's options from its usage line, values.
set -euo pipefail
BIN_DIR=$1 SCRIPT=$2
export PATH="$BIN_DIR:$PATH"
source "$SCRIPT"
complete_words() {
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _intrinsic_lab
    echo "${COMPREPLY[*]}"
}
expect() {
    local got=$1 want=$2 what=$3
    if [[ " $got " != *" $want "* ]]; then echo "FAIL: $what: '$want' not in '$got'"; exit 1; fi
}
expect "$(complete_words intrinsic-lab sw)" sweep "command"
expect "$(complete_words intrinsic-lab ex)" export "command"
expect "$(complete_words intrinsic-lab bench --pi)" --piglit-dir "bench option"
expect "$(complete_words intrinsic-lab sweep --)" --cpu-only "sweep option"
expect "$(complete_words intrinsic-lab sweep --keep v)" violations "--keep value"
expect "$(complete_words intrinsic-lab eval usub)" usubBorrow "eval function"
# An operator is completed as its name, not globbed against the files here.
here=$(mktemp -d)
touch "$here/operator_file"
got=$(cd "$here" && complete_words intrinsic-lab eval "operator")
rm -r "$here"
expect "$got" "operator*" "eval operator"
expect "$got" "operator<<" "eval operator"
if [[ $got == *operator_file* ]]; then echo "FAIL: operator* was globbed: '$got'"; exit 1; fi
got=$(complete_words intrinsic-lab sweep --js)
if [[ -n $got ]]; then echo "FAIL: sweep has no --json, got '$got'"; exit 1; fi
echo "completion: ok"
