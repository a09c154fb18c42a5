# Sourced by the testbed test scripts (tests/integration/*/): where things are, and how a
# failure is counted. The caller sets `name` (its testbed) and `log_prefix` (its log folder's
# name) first; TESTBED_TEST_LOGS keeps the logs in a folder of your choice.
# shellcheck shell=bash
here=$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)
repo=$(cd "$here/../../.." && pwd)
testbed="$repo/scripts/testbed.sh"
failures=0
log_dir=${TESTBED_TEST_LOGS:-$(mktemp -d "/tmp/$log_prefix.XXXXXX")}
mkdir -p "$log_dir"

say() { printf '%s\n' "$*"; }
fail() {
    say "FAIL: $*"
    failures=$((failures + 1))
}
tb() { "$testbed" "$@"; }
# tb_exec_pid PIDFILE NAME X CMD [ARG...]: `tb exec NAME X CMD...` that first writes CMD's pid
# to PIDFILE (the shell's pid is the command's once it execs), so that a test signals that one
# command and nothing else: the testbeds run side by side, and a pattern reaches the others'.
tb_exec_pid() {
    local pidfile=$1 name=$2 x=$3
    shift 3
    # shellcheck disable=SC2016 # $$ and $@ are the node's shell's
    tb exec "$name" "$x" sh -c 'echo $$ >"$1"; shift; exec "$@"' sh "$pidfile" "$@"
}
