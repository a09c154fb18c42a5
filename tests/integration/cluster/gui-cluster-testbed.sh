#!/usr/bin/env bash
# The real window end to end on the two-node testbed (scripts/testbed.sh): on A a person
# drives the wizard (the seat), on B another window answers instead of the agent (the
# member, whose notice shows the change and then that it was kept). Real helpers on each
# node's bus, real TLS, netplan's parser, DF pings. See tst_gui_cluster_testbed.cpp.
# Needs root (namespaces); run by ctest under tests/integration/private-mounts.sh.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
testbed="$repo/scripts/testbed.sh"
bin=${SPARKWIRE_BIN:-$repo/build/bin}
name=swgui$$
log_dir=${CLUSTER_TEST_LOGS:-$(mktemp -d /tmp/gui-cluster-testbed.XXXXXX)}
failures=0
mkdir -p "$log_dir"

say() { printf '%s\n' "$*"; }
fail() {
    say "FAIL: $*"
    failures=$((failures + 1))
}
tb() { "$testbed" "$@"; }
member_pid=""
cleanup() {
    [ -n "$member_pid" ] && kill "$member_pid" 2>/dev/null
    tb down "$name" >/dev/null 2>&1
}
trap cleanup EXIT

if [ "$(id -u)" != 0 ]; then
    say "SKIP: the testbed needs root (network namespaces)"
    exit 77
fi
if ! tb up "$name" --cabling "A:1-B:0" --paired >"$log_dir/up.log" 2>&1; then
    cat "$log_dir/up.log"
    exit 1
fi

# B's person runs the window, not the agent: the window answers the seat.
agent_pid=$(cat "/run/sparkwire-testbed/$name/B/agent.pid")
kill "$agent_pid"
for _ in $(seq 50); do kill -0 "$agent_pid" 2>/dev/null || break; sleep 0.1; done
tb exec "$name" B env SPARKWIRE_GUI_ROLE=member SPARKWIRE_GUI_READY="$log_dir/member-ready" \
    SPARKWIRE_GUI_DONE="$log_dir/seat-done" \
    QT_QPA_PLATFORM=offscreen QTEST_DISABLE_STACK_DUMP=1 "$bin/tst_gui_cluster_testbed" \
    >"$log_dir/member.log" 2>&1 &
member_pid=$!
for _ in $(seq 300); do [ -e "$log_dir/member-ready" ] && break; sleep 0.1; done
[ -e "$log_dir/member-ready" ] || fail "B's window did not start: $(cat "$log_dir/member.log")"

started=$SECONDS
if ! tb exec "$name" A env SPARKWIRE_GUI_ROLE=seat QT_QPA_PLATFORM=offscreen \
    QTEST_DISABLE_STACK_DUMP=1 "$bin/tst_gui_cluster_testbed" >"$log_dir/seat.log" 2>&1; then
    fail "the seat's wizard did not configure the cluster:"
    cat "$log_dir/seat.log"
    kill "$member_pid" 2>/dev/null # nothing is coming for it
fi
say "seat window: $((SECONDS - started)) s from Find peers to Verify"
touch "$log_dir/seat-done"
if ! wait "$member_pid"; then
    fail "B's window did not show the change as kept:"
    cat "$log_dir/member.log"
fi
member_pid=""

# What the windows did is on disk and on the links.
for n in A B; do
    [ -f "$(tb root "$name" "$n")/etc/netplan/40-cx7.yaml" ] || fail "$n has no 40-cx7.yaml"
done
# The state dir is the node's own environment, so the path expands inside the namespace.
# shellcheck disable=SC2016
ra=$(tb exec "$name" A sh -c 'cat "$SPARKWIRE_STATE_DIR/cluster.json"' 2>/dev/null)
# shellcheck disable=SC2016
rb=$(tb exec "$name" B sh -c 'cat "$SPARKWIRE_STATE_DIR/cluster.json"' 2>/dev/null)
if [ -z "$ra" ] || [ "$ra" != "$rb" ]; then
    fail "cluster records differ or are missing: A=$ra B=$rb"
fi
for addr in $(tb exec "$name" B ip -4 -o addr show | awk '$4 ~ /^192\.168\./ {print $2"@"$4}'); do
    netdev=${addr%@*}
    mine=${addr#*@}
    mine=${mine%/*}
    # The peer on the same twin subnet is node 1 (the seat) there: .1
    peer="${mine%.*}.1"
    tb exec "$name" B ping -M "do" -s 8972 -c 1 -W 2 -I "$netdev" "$peer" >/dev/null ||
        fail "B: DF ping on $netdev to $peer failed"
done

grep -h "seat:\|member:\|longest stall" "$log_dir/seat.log" "$log_dir/member.log"
if [ "$failures" -gt 0 ]; then
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "PASS: the seat's window configured both Sparks; B's window showed the change and kept it"
