# bash completion for sparkwirectl.
# Commands and options are read from sparkwirectl's own --help, so they never fall out of
# step with the program: the first word completes to a command, later words to that
# command's options (and cluster's actions), and file names after options that take one.

_sparkwirectl_commands()
{
    sparkwirectl --help 2>/dev/null | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p'
}

_sparkwirectl()
{
    local cur prev cmd i
    COMPREPLY=()
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    cmd=
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
        -*) ;;
        *) cmd=${COMP_WORDS[i]}; break ;;
        esac
    done

    if [ -z "$cmd" ]; then
        COMPREPLY=($(compgen -W "$(_sparkwirectl_commands) --help --version" -- "$cur"))
        return 0
    fi

    case $prev in
    --sysfs-root | --state-dir | --netplan-root | --*-dir | --*-root)
        COMPREPLY=($(compgen -d -- "$cur"))
        return 0
        ;;
    --*file* | --ssh-host-key | --input | --from)
        COMPREPLY=($(compgen -f -- "$cur"))
        return 0
        ;;
    esac

    local help words
    help=$(sparkwirectl "$cmd" --help 2>/dev/null)
    words=$(printf '%s\n' "$help" | grep -o -- '--[a-z][a-z0-9-]*' | sort -u)
    # "usage: sparkwirectl cluster plan|apply|..." names the actions of commands that have them.
    if [ "$i" -eq $((COMP_CWORD - 1)) ]; then
        words="$words $(printf '%s\n' "$help" | sed -n "s/^[Uu]sage: [^ ]*sparkwirectl $cmd \([a-z|-]*|[a-z|-]*\) .*/\1/p" | head -n1 | tr '|' ' ')"
    fi
    COMPREPLY=($(compgen -W "$words" -- "$cur"))
    return 0
}
complete -o default -F _sparkwirectl sparkwirectl
