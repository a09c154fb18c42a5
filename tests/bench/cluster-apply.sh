#!/usr/bin/env bash
# Time from "agents up" (scripts/testbed.sh up --paired has returned: every agent beaconing,
# every member paired with A) to "confirmed on every member" (`sparkwirectl cluster apply
# --yes` on A exits 0), for 2 nodes and the 3-node ring. Target: <= 10 s for both.
# Needs root (namespaces); prints the figures; exits 1 when an apply fails.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
tb="$repo/scripts/testbed.sh"
name=swbench$$
status=0
for spec in "2:A:1-B:1" "3:A:0-B:1 B:0-C:1 C:0-A:1"; do
    nodes=${spec%%:*}
    cabling=${spec#*:}
    "$tb" down "$name" >/dev/null 2>&1 || true
    if ! "$tb" up "$name" --cabling "$cabling" --paired >/tmp/$name-up.log 2>&1; then
        cat /tmp/$name-up.log
        status=1
        continue
    fi
    start=$(date +%s.%N)
    if "$tb" exec "$name" A sparkwirectl cluster apply --yes --json >/tmp/$name-apply.json 2>&1; then
        end=$(date +%s.%N)
        printf 'figure: cluster apply, %s nodes (%s): %.2f s from agents up to confirmed on every member (target <= 10 s)\n' \
            "$nodes" "$cabling" "$(python3 -c "print($end - $start)")"
    else
        echo "figure: cluster apply, $nodes nodes: FAILED:"
        cat /tmp/$name-apply.json
        status=1
    fi
done
"$tb" down "$name" >/dev/null 2>&1
exit $status
