# bash completion for intrinsic-lab. Commands and each command's options come from `intrinsic-lab --help`, so
# this file never lists them a second time.
# The catalog's function names, one reply each and never globbed: "operator*" is a name, not a pattern.
_intrinsic_lab_functions() {
    mapfile -t COMPREPLY < <(compgen -W "$("$1" list 2>/dev/null | awk 'NR > 1 { print $1 }' | sort -u)" -- "$2")
}
_intrinsic_lab() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    local prog=${COMP_WORDS[0]}
    local usage
    usage=$("$prog" --help 2>/dev/null) || return
    if [[ $COMP_CWORD -eq 1 ]]; then
        local cmds
        cmds=$(sed -n 's/^\(usage:\|  or:\)\{0,1\} *intrinsic-lab \([a-z][a-z]*\).*/\2/p' <<<"$usage" | sort -u)
        COMPREPLY=($(compgen -W "$cmds gui --help --version" -- "$cur"))
        return
    fi
    case $prev in
        --out|--html|--screenshot) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --piglit-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --glsl) COMPREPLY=($(compgen -W "110 120 130 140 150 330 400 410 420 430 440 450 460" -- "$cur")); return ;;
        --keep) COMPREPLY=($(compgen -W "all differences violations" -- "$cur")); return ;;
        --format) COMPREPLY=($(compgen -W "piglit" -- "$cur")); return ;;
        --function) _intrinsic_lab_functions "$prog" "$cur"; return ;;
    esac
    local cmd=${COMP_WORDS[1]}
    if [[ $cur == -* ]]; then
        local line
        line=$(grep -m1 -E "intrinsic-lab $cmd( |\$)" <<<"$usage")
        COMPREPLY=($(compgen -W "$(grep -oE '\[--[a-z0-9-]+' <<<"$line" | tr -d '[') --help" -- "$cur"))
        return
    fi
    if [[ $cmd == eval && $COMP_CWORD -eq 2 ]]; then
        _intrinsic_lab_functions "$prog" "$cur"
        return
    fi
    COMPREPLY=($(compgen -f -- "$cur"))
}
complete -o filenames -F _intrinsic_lab intrinsic-lab
