#!/usr/bin/env bash
# Prints the event-loop stall figures of every GUI test: runs them through ctest (verbose, so
# their output shows even when they pass) and keeps the watchdog's lines.
#   tests/ui/common/stall-figures.sh [build dir]
set -uo pipefail
build=${1:-build}
ctest --test-dir "$build" -R '^tst_(dashboard|mainwindow|peerpages|planpages)$' -V 2>&1 |
    grep -E '^[0-9]+: (event loop:|FAIL: event loop)|tests passed|tests failed'
exit "${PIPESTATUS[0]}"
