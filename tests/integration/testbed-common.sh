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
