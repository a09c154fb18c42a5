#!/usr/bin/env bash
# Time from "agents up" (scripts/testbed.sh up --paired has returned: every agent beaconing,
# every member paired with A) to "confirmed on every member" (`sparkwirectl cluster apply
# --yes` on A exits 0), for 2 nodes, the 3-node ring and sixteen nodes on a switch (A..P).
# Target: <= 10 s for each. Prints the load average beside each figure: sixteen agents on
# two cores are heavy, and a busy machine's figure says so.
# Needs root (namespaces); prints the figures; exits 1 when an apply fails.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
tb="$repo/scripts/testbed.sh"
name=swbench$$
status=0
# usage: cluster-apply.sh [NODES...]   (2, 3 and 16; default: all three)
switch16=""
for x in A B C D E F G H I J K L M N O P; do switch16+="$x:1-SW "; done
wanted=" ${*:-2 3 16} "
for spec in "2:A:1-B:1" "3:A:0-B:1 B:0-C:1 C:0-A:1" "16:${switch16% }"; do
    nodes=${spec%%:*}
    [[ $wanted == *" $nodes "* ]] || continue
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
        printf 'figure: cluster apply, %s nodes (%s): %.2f s from the command to confirmed on every member (target <= 10 s; load average %s)\n' \
            "$nodes" "$cabling" "$(python3 -c "print($end - $start)")" "$(cut -d' ' -f1-3 /proc/loadavg)"
    else
        echo "figure: cluster apply, $nodes nodes: FAILED:"
        cat /tmp/$name-apply.json
        status=1
    fi
done
"$tb" down "$name" >/dev/null 2>&1
exit $status
