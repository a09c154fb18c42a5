#!/usr/bin/env bash
# The real window end to end on the testbed (scripts/testbed.sh), two nodes and then the
# 3-node ring: on A a person drives the wizard (the seat), on B another window answers
# instead of the agent (the member, whose notice shows the change and then that it was
# kept), C (ring) is answered by its agent. Real helpers on each
# node's bus, real TLS, netplan's parser, DF pings. See tst_gui_cluster_testbed.cpp.
# Needs root (namespaces); run by ctest under tests/integration/private-mounts.sh.
set -uo pipefail

name=swgui$$
# shellcheck disable=SC2034 # read by testbed-common.sh
log_prefix="gui-cluster-testbed"
# shellcheck source-path=SCRIPTDIR source=../testbed-common.sh
. "$(dirname "$0")/../testbed-common.sh"
bin=${SPARKWIRE_BIN:-$repo/build/bin}
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
# One flow: bring the testbed up with CABLING, B's window as the member (its agent stopped),
# any other node answered by its agent, A's window as the seat.
# PAIRING: "script" (the testbed pairs every node with A) or "windows" (the two windows pair
# A and B by their persons' keys, and set up SSH). CANCEL_FIRST (any word): the seat presses
# Escape while Keep is offered, checks that every member reported its revert, then retries.
# usage of gui_flow: LABEL CABLING PEERS NODES PAIRING [CANCEL_FIRST]
gui_flow() {
    local label=$1 cabling=$2 peers=$3 nodes=$4 pairing=$5 cancel_first=${6:-} paired=--paired codes=""
    say "== $label ($cabling, paired by the $pairing)"
    if [ "$pairing" = windows ]; then
        paired=""
        codes="$log_dir/$label-codes"
        mkdir -p "$codes"
        rm -f "$codes"/*
    fi
    if ! tb up "$name" --cabling "$cabling" $paired >"$log_dir/$label-up.log" 2>&1; then
        cat "$log_dir/$label-up.log"
        fail "$label: the testbed did not come up"
        return
    fi
    local agent_pid
    agent_pid=$(cat "/run/sparkwire-testbed/$name/B/agent.pid")
    kill "$agent_pid"
    for _ in $(seq 50); do kill -0 "$agent_pid" 2>/dev/null || break; sleep 0.1; done
    rm -f "$log_dir/member-ready" "$log_dir/seat-done"
    tb exec "$name" B env ${codes:+SPARKWIRE_GUI_CODES="$codes"} SPARKWIRE_GUI_ROLE=member SPARKWIRE_GUI_READY="$log_dir/member-ready" \
        SPARKWIRE_GUI_DONE="$log_dir/seat-done" \
        QT_QPA_PLATFORM=offscreen QTEST_DISABLE_STACK_DUMP=1 "$bin/tst_gui_cluster_testbed" \
        >"$log_dir/$label-member.log" 2>&1 &
    member_pid=$!
    for _ in $(seq 300); do [ -e "$log_dir/member-ready" ] && break; sleep 0.1; done
    [ -e "$log_dir/member-ready" ] ||
        fail "$label: B's window did not start: $(cat "$log_dir/$label-member.log")"

    local started=$SECONDS
    if ! tb exec "$name" A env ${codes:+SPARKWIRE_GUI_CODES="$codes"} ${cancel_first:+SPARKWIRE_GUI_CANCEL_FIRST=1} \
        SPARKWIRE_GUI_ROLE=seat SPARKWIRE_GUI_PEERS="$peers" \
        QT_QPA_PLATFORM=offscreen QTEST_DISABLE_STACK_DUMP=1 "$bin/tst_gui_cluster_testbed" \
        >"$log_dir/$label-seat.log" 2>&1; then
        fail "$label: the seat's wizard did not configure the cluster:"
        cat "$log_dir/$label-seat.log"
        kill "$member_pid" 2>/dev/null # nothing is coming for it
    fi
    say "$label: the seat's window took $((SECONDS - started)) s"
    touch "$log_dir/seat-done"
    if ! wait "$member_pid"; then
        fail "$label: B's window did not show the change as kept:"
        cat "$log_dir/$label-member.log"
    fi
    member_pid=""

    # What the windows did is on disk and on the links: every node has its file and the same
    # record, and every node reaches each neighbour on every twin with a 9000-byte DF ping.
    local n first="" record addrs=""
    for n in $nodes; do
        [ -f "$(tb root "$name" "$n")/etc/netplan/40-cx7.yaml" ] || fail "$label: $n has no 40-cx7.yaml"
        # The state dir is the node's own environment: the path expands inside the namespace.
        # shellcheck disable=SC2016
        record=$(tb exec "$name" "$n" sh -c 'cat "$SPARKWIRE_STATE_DIR/cluster.json"' 2>/dev/null)
        [ -n "$record" ] || fail "$label: $n has no cluster record"
        if [ -z "$first" ]; then
            first=$record
        elif [ "$record" != "$first" ]; then
            fail "$label: $n's cluster record differs from A's"
        fi
        addrs="$addrs $(tb exec "$name" "$n" ip -4 -o addr show |
            awk -v n="$n" '$4 ~ /^192\.168\./ {split($4, a, "/"); print n "@" $2 "@" a[1]}')"
    done
    local from to netdev mine other pings=0
    for from in $addrs; do
        n=${from%%@*}
        netdev=${from#*@}
        netdev=${netdev%@*}
        mine=${from##*@}
        for to in $addrs; do
            other=${to##*@}
            if [ "${to%%@*}" = "$n" ] || [ "${other%.*}" != "${mine%.*}" ]; then
                continue
            fi
            pings=$((pings + 1))
            tb exec "$name" "$n" ping -M "do" -s 8972 -c 1 -W 2 -I "$netdev" "$other" >/dev/null ||
                fail "$label: $n: DF ping on $netdev to $other failed"
        done
    done
    [ "$pings" -gt 0 ] || fail "$label: no fabric address to ping"
    say "$label: $pings DF pings at MTU 9000"
    grep -h "seat:\|member:\|longest stall" "$log_dir/$label-seat.log" "$log_dir/$label-member.log"
    tb down "$name" >/dev/null 2>&1
}

# Issue 26, item 12: a window started on B while B's agent holds the peer port says whole why
# it does not answer peers; the test stops the agent and the window takes the port within its
# 5 s retry. Then A's link test to spark-b goes through: B's window answered A's request.
beside_agent_flow() {
    local label=beside-agent window_pid
    say "== $label (A:1-B:0, paired by the script)"
    if ! tb up "$name" --cabling "A:1-B:0" --paired >"$log_dir/$label-up.log" 2>&1; then
        cat "$log_dir/$label-up.log"
        fail "$label: the testbed did not come up"
        return
    fi
    # IPv4 on the cabled twins (A's port 1, B's port 0), as a plan would give them: the link
    # test needs it on both ends.
    if ! { tb exec "$name" A ip addr add 10.77.0.1/24 dev enp1s0f1np1 &&
        tb exec "$name" A ip addr add 10.77.1.1/24 dev enP2p1s0f1np1 &&
        tb exec "$name" B ip addr add 10.77.0.2/24 dev enp1s0f0np0 &&
        tb exec "$name" B ip addr add 10.77.1.2/24 dev enP2p1s0f0np0; }; then
        fail "$label: could not address the twins"
    fi
    rm -f "$log_dir/member-ready" "$log_dir/seat-done"
    tb exec "$name" B env SPARKWIRE_GUI_ROLE=beside-agent \
        SPARKWIRE_GUI_AGENT_PID="$(cat "/run/sparkwire-testbed/$name/B/agent.pid")" \
        SPARKWIRE_GUI_READY="$log_dir/member-ready" SPARKWIRE_GUI_DONE="$log_dir/seat-done" \
        QT_QPA_PLATFORM=offscreen QTEST_DISABLE_STACK_DUMP=1 "$bin/tst_gui_cluster_testbed" \
        >"$log_dir/$label-window.log" 2>&1 &
    window_pid=$!
    member_pid=$window_pid
    for _ in $(seq 400); do
        [ -e "$log_dir/member-ready" ] && break
        kill -0 "$window_pid" 2>/dev/null || break
        sleep 0.1
    done
    if [ -e "$log_dir/member-ready" ]; then
        tb exec "$name" A "$bin/sparkwirectl" test tcp spark-b --duration 1 \
            >"$log_dir/$label-test.log" 2>&1 ||
            fail "$label: A's link test to spark-b (answered by B's window) failed: $(cat "$log_dir/$label-test.log")"
    fi
    touch "$log_dir/seat-done"
    if ! wait "$window_pid"; then
        fail "$label: B's window did not take over from the stopped agent:"
        cat "$log_dir/$label-window.log"
    fi
    member_pid=""
    grep -h "beside-agent:" "$log_dir/$label-window.log"
    tb down "$name" >/dev/null 2>&1
}

# Arguments name the flows to run (two-node, ring3, beside-agent); none runs all three.
flows=${*:-two-node ring3 beside-agent}
for flow in $flows; do
    case $flow in
    two-node) gui_flow two-node "A:1-B:0" spark-b "A B" windows ;;
    # The ring is cancelled once (Escape while Keep is offered, issue 26) before it is kept.
    ring3) gui_flow ring3 "A:0-B:1 B:0-C:1 C:0-A:1" spark-b,spark-c "A B C" script cancel-first ;;
    beside-agent) beside_agent_flow ;;
    *) fail "no flow named $flow (two-node, ring3, beside-agent)" ;;
    esac
done

if [ "$failures" -gt 0 ]; then
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "PASS: the seat's window configured two Sparks and the ring; B's window showed the change and kept it; a window beside a stopped agent answered A"
