#!/usr/bin/env bash
# Prints the event-loop stall figures of the GUI tests that show them: runs them through ctest
# (verbose, so their output shows even when they pass) and keeps the watchdog's lines; when a
# test fails, its whole output follows. `--regex` prints the ctest regex of those tests
# (scripts/test.sh leaves them out of its first ctest run and runs them here, once).
#   tests/ui/common/stall-figures.sh [build dir]
#   tests/ui/common/stall-figures.sh --regex
set -uo pipefail
tests='^tst_(dashboard|mainwindow|peerpages|planpages)$'
if [ "${1:-}" = --regex ]; then
    echo "$tests"
    exit 0
fi
build=${1:-build}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
ctest --test-dir "$build" -R "$tests" -V -j "$(nproc)" >"$log" 2>&1
status=$?
grep -E '^[0-9]+: (event loop:|FAIL: event loop)|tests passed|tests failed' "$log"
[ "$status" = 0 ] || cat "$log"
exit "$status"
