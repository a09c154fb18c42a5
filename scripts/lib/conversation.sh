# shellcheck shell=bash
# A person at a terminal, for scripts that drive sparkwirectl's questions through a FIFO and
# read its answers from a log: scripts/testbed.sh and scripts/vmbed.sh (pairing for --paired)
# and tests/integration/vm/vm-journey.sh (pairing and ssh-setup as spark). Sourced, not run;
# die() is the sourcing script's own.

size_of() { stat -c %s "$1" 2>/dev/null || echo 0; }

alive() { [ -s "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# running PID|PIDFILE: the process runs (a pid file's process, or the pid itself).
running() {
    case $1 in
    *[!0-9]*) alive "$1" ;;
    *) kill -0 "$1" 2>/dev/null ;;
    esac
}

# Waits until REGEX shows in FILE after byte MARK; prints the first match. Fails after SECONDS,
# or at once when the process of PIDFILE (if given) has ended.
wait_for() { # wait_for FILE MARK REGEX SECONDS [PIDFILE]
    local deadline=$((SECONDS + $4)) found
    while :; do
        found=$(tail -c +$(($2 + 1)) "$1" 2>/dev/null | grep -aoE -m1 "$3" | head -n1 || true)
        [ -z "$found" ] || { echo "$found"; return 0; }
        [ $SECONDS -lt $deadline ] || return 1
        [ -z "${5:-}" ] || alive "$5" || return 1
        sleep 0.1
    done
}

answer() { # answer FIFO LINE: a person types LINE and Enter
    # shellcheck disable=SC2016 # $0 and $1 belong to the inner shell
    timeout 10 bash -c 'printf "%s\n" "$1" >"$0"' "$1" "$2" || { echo "nobody reads $1" >&2; return 1; }
}

# After both people said yes to the same code: the member's agent asks whether spark-a may
# apply plans without asking each time, and the pair command may ask its own such question;
# each is answered yes, in whatever order they come, until the pair command has ended paired
# and the agent has asked. AGENT_LOG's byte MARK is where the agent's question may start;
# PAIR and AGENT (a pid or a pid file; AGENT may be empty) are the two programs; the agent may
# take DELEGATION_WAIT seconds after pairing to ask, the whole at most SECONDS.
yes_to_delegation() { # yes_to_delegation HOST PAIR_LOG PAIR_FIFO PAIR AGENT_LOG AGENT_FIFO MARK AGENT SECONDS
    local host=$1 pair_log=$2 pair_fifo=$3 pair=$4 agent_log=$5 agent_fifo=$6 mark=$7 agent=$8
    local pair_asked=0 agent_asked=0 ended="" deadline=$((SECONDS + $9))
    while [ $agent_asked = 0 ] || [ -z "$ended" ]; do
        if [ $agent_asked = 0 ] &&
            tail -c +$((mark + 1)) "$agent_log" | grep -aqE "without asking each time\?.*\[y/N\]"; then
            answer "$agent_fifo" y || die "$host's agent does not read its terminal"
            agent_asked=1
        fi
        if [ "$(grep -ac "without asking each time" "$pair_log")" -gt $pair_asked ]; then
            answer "$pair_fifo" y || die "spark-a's pair command does not read its terminal"
            pair_asked=$((pair_asked + 1))
        fi
        if [ -z "$ended" ] && ! running "$pair"; then
            ended=$SECONDS
            grep -aq "Paired with $host" "$pair_log" || die "spark-a did not pair with $host: $(tail -n 5 "$pair_log")"
        fi
        [ -z "$agent" ] || running "$agent" || die "$host's agent ended: $(tail -n 8 "$agent_log")"
        if [ -n "$ended" ] && [ $agent_asked = 0 ] && [ $((SECONDS - ended)) -ge "$DELEGATION_WAIT" ]; then
            die "$host's agent never asked whether spark-a may apply plans without asking each time (waited ${DELEGATION_WAIT} s after pairing); its last lines: $(tail -n 8 "$agent_log")"
        fi
        [ $SECONDS -lt $deadline ] || die "pairing $host did not finish in $9 s: $(tail -n 5 "$pair_log")"
        sleep 0.1
    done
}
