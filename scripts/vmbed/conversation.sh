# shellcheck shell=bash
# A person at a terminal, for scripts that drive sparkwirectl's questions through a FIFO and
# read its answers from a log: scripts/vmbed.sh (pairing for --paired) and
# tests/integration/vm/vm-journey.sh (pairing and ssh-setup as spark). Sourced, not run.

size_of() { stat -c %s "$1" 2>/dev/null || echo 0; }

# Waits until REGEX shows in FILE after byte MARK; prints the first match.
wait_for() { # wait_for FILE MARK REGEX SECONDS
    local deadline=$((SECONDS + $4)) found
    while :; do
        found=$(tail -c +$(($2 + 1)) "$1" 2>/dev/null | grep -aoE -m1 "$3" | head -n1 || true)
        [ -z "$found" ] || { echo "$found"; return 0; }
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.5
    done
}

answer() { # answer FIFO LINE: a person types LINE and Enter
    # shellcheck disable=SC2016 # $0 and $1 belong to the inner shell
    timeout 10 bash -c 'printf "%s\n" "$1" >"$0"' "$1" "$2" || { echo "vmbed: nobody reads $1" >&2; return 1; }
}
