#!/usr/bin/env bash
# The fleet dashboard's feed on the 3-node ring of the namespace testbed (scripts/testbed.sh):
# real agents on B and C paired with A, a seat on A (fleet_seat) subscribed to both at 10 Hz
# over the real TLS peer channel (IPv6 link-local, before any address is planned).
# There is no RDMA here, so what must move is what the members' samplers read that is real on
# the testbed: the cabled twins' netdev statistics (tx_bytes, rx_bytes), which this script
# links into B's Spark-shaped sysfs tree from a sysfs mounted inside B's namespace. Checks:
# samples from both members; B's netdev tx seen by the seat rises while B pings A; C's agent
# killed is marked lost by the seat within 3 s. About 40 s (most of it `up --paired`).
# Needs root (namespaces); run by ctest under tests/integration/private-mounts.sh.
set -uo pipefail

name=swfl$$
# shellcheck disable=SC2034 # read by testbed-common.sh
log_prefix="fleet-testbed"
# shellcheck source-path=SCRIPTDIR source=../testbed-common.sh
. "$(dirname "$0")/../testbed-common.sh"
node_dir() { printf '/run/sparkwire-testbed/%s/%s' "$name" "$1"; }
bin=${SPARKWIRE_BIN:-$repo/build/bin}

tb down "$name" >/dev/null 2>&1 || true
if ! tb up "$name" --cabling "A:0-B:1 B:0-C:1 C:0-A:1" --paired >"$log_dir/up.log" 2>&1; then
    cat "$log_dir/up.log"
    exit 1
fi
seat_pid=""
cleanup() {
    [ -z "$seat_pid" ] || kill "$seat_pid" 2>/dev/null
    tb down "$name" >/dev/null 2>&1
}
trap cleanup EXIT

# Who B and C are: their key ids as A paired them.
id_of() { # id_of HOSTNAME: the key id A's record keeps for it
    python3 -c "
import json,sys
d=json.load(open(sys.argv[1]))
peers=d['peers'] if isinstance(d,dict) and 'peers' in d else d
print(next(p['id'] for p in peers if p['hostname']==sys.argv[2]))" \
        "$(node_dir A)/state/paired-peers.json" "$1"
}
link_local() { # link_local NODE NETDEV
    tb exec "$name" "$1" ip -6 -o addr show dev "$2" scope link | awk '{print $4}' | cut -d/ -f1 | head -n 1
}
id_b=$(id_of spark-b) || { fail "A has no record of spark-b: $(cat "$(node_dir A)/state/paired-peers.json")"; exit 1; }
id_c=$(id_of spark-c) || { fail "A has no record of spark-c"; exit 1; }
# A p0 is cabled to B p1; A p1 to C p0 (twin a of each).
addr_b="$(link_local B enp1s0f1np1)%enp1s0f0np0"
addr_c="$(link_local C enp1s0f0np0)%enp1s0f1np1"
addr_a_for_b="$(link_local A enp1s0f0np0)%enp1s0f1np1"

# B's real counters of its cabled twins into its tree (a sysfs mounted in B's namespace
# shows B's netdevs), before the seat subscribes: the member's sampler opens them then. The
# mount is in B's own mount namespace, where B's agent reads it; it goes with B at down.
realsys="$(node_dir B)/realsys"
mkdir -p "$realsys"
tb exec "$name" B mount -t sysfs sysfs "$realsys" || { fail "cannot mount B's sysfs"; exit 1; }
for n in enp1s0f1np1 enP2p1s0f1np1; do
    dev=$(readlink -f "$(node_dir B)/sysfs/class/net/$n")
    rm -rf "$dev/statistics"
    ln -s "$realsys/class/net/$n/statistics" "$dev/statistics"
done

started=$SECONDS
tb exec "$name" A "$bin/fleet_seat" 10 60 spark-b "$id_b" "$addr_b" spark-c "$id_c" "$addr_c" \
    >"$log_dir/seat.log" 2>&1 &
seat_pid=$!
wait_line() { # wait_line PATTERN SECONDS
    # A deadline in milliseconds: bash's whole-second $SECONDS could end a 3 s wait after
    # just over 2 s, before the seat's 2-2.25 s lost mark (a flaky failure in CI).
    local until=$(($(date +%s%3N) + $2 * 1000))
    while [ "$(date +%s%3N)" -lt "$until" ]; do
        grep -qE "$1" "$log_dir/seat.log" && return 0
        sleep 0.1
    done
    grep -qE "$1" "$log_dir/seat.log"
}
wait_line '^sample spark-b .* 1111$' 10 || fail "no sample from spark-b: $(tail -n 5 "$log_dir/seat.log")"
wait_line '^sample spark-c ' 10 || fail "no sample from spark-c: $(tail -n 5 "$log_dir/seat.log")"
sleep 1
idle=$(grep -c '^sample spark-b' "$log_dir/seat.log")

# Traffic on B's cable to A: ~32 Mb/s of pings for 3 s.
tb exec "$name" B ping -6 -q -i 0.002 -s 8000 -w 3 "$addr_a_for_b" >"$log_dir/ping.log" 2>&1
sleep 0.3
# Field 4: the netdev tx kbit/s summed over B's twins, as the seat received it.
idle_max=$(grep '^sample spark-b' "$log_dir/seat.log" | head -n "$idle" | awk '{print $4}' | sort -n | tail -n 1)
busy_max=$(grep '^sample spark-b' "$log_dir/seat.log" | tail -n +"$((idle + 1))" | awk '{print $4}' | sort -n | tail -n 1)
say "spark-b netdev tx seen by the seat: idle at most ${idle_max:-?} kbit/s, with pings up to ${busy_max:-?} kbit/s"
if [ -z "${busy_max:-}" ] || [ "$busy_max" -lt 5000 ] || [ "$busy_max" -lt $((idle_max * 10 + 1000)) ]; then
    fail "spark-b's traffic did not show at the seat"
fi

# C's agent is killed: the seat marks it lost within 3 s, and B stays live.
kill "$(cat "$(node_dir C)/agent.pid")"
killed=$(date +%s%N)
if wait_line '^lost spark-c ' 3; then
    say "spark-c marked lost $(( ($(date +%s%N) - killed) / 1000000 )) ms after its agent was killed"
else
    fail "spark-c not marked lost within 3 s: $(tail -n 5 "$log_dir/seat.log")"
fi
grep -q '^lost spark-b ' "$log_dir/seat.log" && fail "spark-b was marked lost too"
say "fleet testbed took $((SECONDS - started)) s after up"

if [ $failures -gt 0 ]; then
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "fleet testbed passed"
