#!/usr/bin/env bash
# The one-seat cluster apply on the namespace testbed (scripts/testbed.sh), end to end, with
# real agents, real helpers on each node's own bus, real TLS, netplan's parser and real DF
# pings: two nodes crosswise (A port 1 to B port 0), the 3-node ring, and every fault of
# issue 12 ending with every member's netplan byte-identical to before and a clear message.
#
# usage: cluster-testbed.sh CASE...   (cases: two-node ring3 declines policy-refuses cut-twin
#                                      mtu-1500 seat-killed member-killed; default: all)
# Needs root (namespaces); run by ctest under tests/integration/private-mounts.sh.
set -uo pipefail

name=swcl$$
# shellcheck disable=SC2034 # read by testbed-common.sh
log_prefix="cluster-testbed"
# shellcheck source-path=SCRIPTDIR source=../testbed-common.sh
. "$(dirname "$0")/../testbed-common.sh"
node_dir() { printf '/run/sparkwire-testbed/%s/%s' "$name" "$1"; }

up() { # up CABLING [--paired]
    tb down "$name" >/dev/null 2>&1 || true
    if ! tb up "$name" --cabling "$@" >"$log_dir/up.log" 2>&1; then
        cat "$log_dir/up.log"
        return 1
    fi
}

# A fingerprint of every netplan file a node has (path, mode, bytes): before == after means
# nothing changed, byte for byte.
netplan_fingerprint() {
    local root
    root=$(tb root "$name" "$1")
    (cd "$root" && find etc/netplan run/netplan -type f 2>/dev/null | sort | while read -r f; do
        printf '%s %s %s\n' "$f" "$(stat -c %a "$f")" "$(sha256sum <"$f" | cut -d' ' -f1)"
    done)
}

apply_json() { # apply_json NODE OUTFILE [args...]: sparkwirectl cluster apply --yes --json on NODE
    local node=$1 out=$2
    shift 2
    tb exec "$name" "$node" sparkwirectl cluster apply --yes --json "$@" >"$out" 2>"$out.err"
}

json_check() { # json_check FILE PYTHON-EXPRESSION (j is the document): true/false
    python3 -c "import json,sys; j=json.load(open(sys.argv[1])); sys.exit(0 if ($2) else 1)" "$1"
}

expect_nothing_changed() { # expect_nothing_changed LABEL NODES...: fingerprints kept in $log_dir
    local label=$1 n
    shift
    for n in "$@"; do
        if ! diff -u "$log_dir/before-$n" <(netplan_fingerprint "$n") >"$log_dir/$label-$n.diff"; then
            fail "$label: $n's netplan changed:"
            cat "$log_dir/$label-$n.diff"
        fi
        # And nothing of the plan is left on the links.
        if tb exec "$name" "$n" ip -4 -o addr show | grep -q ' 192\.168\.'; then
            fail "$label: $n still has a fabric address: $(tb exec "$name" "$n" ip -4 -o addr show)"
        fi
    done
}

remember_before() {
    local n
    for n in "$@"; do netplan_fingerprint "$n" >"$log_dir/before-$n"; done
}

records_equal() { # records_equal NODES...
    local first="" n r
    for n in "$@"; do
        # The state dir is the node's own environment: the path expands inside the namespace.
        # shellcheck disable=SC2016
        r=$(tb exec "$name" "$n" sh -c 'cat "$SPARKWIRE_STATE_DIR/cluster.json"' 2>/dev/null) || {
            fail "$n has no cluster record"
            return
        }
        # shellcheck disable=SC2016
        [ "$(tb exec "$name" "$n" sh -c 'stat -c %a "$SPARKWIRE_STATE_DIR/cluster.json"')" = 600 ] ||
            fail "$n's cluster record is not mode 0600"
        if [ -z "$first" ]; then first=$r; elif [ "$r" != "$first" ]; then
            fail "cluster records differ: $n has $r, the first had $first"
        fi
    done
}

df_ping_all() { # df_ping_all NODE: every planned neighbour address answers unfragmented 8972 bytes
    local node=$1 plan=$2 addr
    for addr in $(python3 -c '
import json,sys
j=json.load(open(sys.argv[1]))
for m in j["members"]:
    if m["hostname"]==sys.argv[2]:
        for c in m["checks"]: print(c["netdev"]+"@"+c["peer_address"])' "$plan" "spark-${node,,}"); do
        if ! tb exec "$name" "$node" ping -M "do" -s 8972 -c 1 -W 2 -I "${addr%@*}" "${addr#*@}" >/dev/null; then
            fail "$node: DF ping on ${addr%@*} to ${addr#*@} failed"
        fi
    done
}

whole_flow() { # whole_flow LABEL CABLING NODES...
    local label=$1 cabling=$2
    shift 2
    up "$cabling" --paired || { fail "$label: testbed did not come up"; return; }
    tb exec "$name" A sparkwirectl cluster plan --json >"$log_dir/$label-plan.json" 2>"$log_dir/$label-plan.err" ||
        { fail "$label: cluster plan failed: $(cat "$log_dir/$label-plan.err")"; return; }
    local started=$SECONDS
    if ! apply_json A "$log_dir/$label-apply.json"; then
        fail "$label: cluster apply failed: $(cat "$log_dir/$label-apply.json" "$log_dir/$label-apply.json.err")"
        return
    fi
    say "$label: applied on $# members in $((SECONDS - started)) s"
    json_check "$log_dir/$label-apply.json" \
        "j['ok'] and len(j['members'])==$# and all(m['state']=='confirmed' for m in j['members'])" ||
        fail "$label: not every member confirmed: $(cat "$log_dir/$label-apply.json")"
    local n
    for n in "$@"; do
        [ -f "$(tb root "$name" "$n")/etc/netplan/40-cx7.yaml" ] || fail "$label: $n has no 40-cx7.yaml"
        df_ping_all "$n" "$log_dir/$label-plan.json"
    done
    records_equal "$@"
    # Status from the seat: every member holds the same record.
    tb exec "$name" A sparkwirectl cluster status --json >"$log_dir/$label-status.json" 2>&1 ||
        fail "$label: cluster status failed: $(cat "$log_dir/$label-status.json")"
    json_check "$log_dir/$label-status.json" \
        "j['ok'] and len(j['members'])==$# and all(m['state']=='configured' for m in j['members'])" ||
        fail "$label: status: $(cat "$log_dir/$label-status.json")"
    # Again: nothing to do, and it says so.
    remember_before "$@"
    apply_json A "$log_dir/$label-again.json" ||
        fail "$label: re-run failed: $(cat "$log_dir/$label-again.json" "$log_dir/$label-again.json.err")"
    json_check "$log_dir/$label-again.json" "j['ok'] and all(m['state']=='unchanged' for m in j['members'])" ||
        fail "$label: re-run changed something: $(cat "$log_dir/$label-again.json")"
    for n in "$@"; do
        diff -q "$log_dir/before-$n" <(netplan_fingerprint "$n") >/dev/null ||
            fail "$label: the re-run rewrote $n's netplan"
    done
}

# A fault case on two nodes: set it up with FAULT (a function), apply, expect failure.
fault_case() { # fault_case LABEL FAULT-FUNCTION EXPECTED-TEXT
    local label=$1 fault=$2 expected=$3
    up "A:1-B:0" --paired || { fail "$label: testbed did not come up"; return; }
    remember_before A B
    "$fault"
    apply_json A "$log_dir/$label.json" --timeout 20
    local rc=$?
    [ $rc = 1 ] || fail "$label: exit code $rc, expected 1: $(cat "$log_dir/$label.json" "$log_dir/$label.json.err")"
    json_check "$log_dir/$label.json" "not j['ok']" || fail "$label: reported ok"
    grep -q -- "$expected" "$log_dir/$label.json" ||
        fail "$label: the outcome does not say '$expected': $(cat "$log_dir/$label.json")"
    expect_nothing_changed "$label" A B
}

fault_policy() {
    # B routes the first fabric subnet over its management port: the seat cannot see that
    # (routes are not in a member's inventory), B's own policy in its helper refuses.
    ip -n "$name-B" link set enP7s7 up
    ip -n "$name-B" route add 192.168.177.0/24 dev enP7s7
}
fault_cut_twin() { echo enP2p1s0f0np0 >"$(node_dir B)/faults/cut-twin-after-apply"; }
fault_mtu() { touch "$(node_dir B)/faults/mtu-stays-1500"; }
fault_declines() {
    # B's person chose "ask me each time": its helper holds no delegation for A, so its agent
    # asks, and the answer is no.
    local a_id
    a_id=$(grep -o '[0-9a-f]\{64\}' "$(node_dir B)/state/paired-peers.json" | head -n 1)
    tb exec "$name" B gdbus call --system --dest org.sparkwire.Helper1 \
        --object-path /org/sparkwire/Helper1 \
        --method org.sparkwire.Helper1.RemoveDelegation "$a_id" >/dev/null ||
        fail "declines: could not remove B's delegation for A"
    (for _ in $(seq 300); do
        if grep -q "apply this network plan" "$(node_dir B)/agent.log" 2>/dev/null; then
            echo n >"$(node_dir B)/agent.in"
            break
        fi
        sleep 0.1
    done) &
}

seat_killed() {
    up "A:1-B:0" --paired || { fail "seat-killed: testbed did not come up"; return; }
    remember_before A B
    tb exec "$name" A sparkwirectl cluster apply --yes --json --timeout 12 >"$log_dir/seat-killed.json" 2>&1 &
    local seat=$!
    for _ in $(seq 150); do
        [ -s "$(node_dir B)/apply.log" ] && break
        sleep 0.1
    done
    sleep 0.3
    pkill -KILL -f "sparkwirectl cluster apply" || true
    kill -KILL "$seat" 2>/dev/null
    wait "$seat" 2>/dev/null
    sleep 15 # past the deadline: B's helper reverts on its own
    expect_nothing_changed seat-killed B
}

member_killed() {
    up "A:1-B:0" --paired || { fail "member-killed: testbed did not come up"; return; }
    remember_before A B
    ( for _ in $(seq 150); do
        if [ -s "$(node_dir B)/apply.log" ]; then
            kill -KILL "$(cat "$(node_dir B)/agent.pid")"
            break
        fi
        sleep 0.05
    done ) &
    apply_json A "$log_dir/member-killed.json" --timeout 20
    local rc=$?
    wait
    [ $rc = 1 ] || fail "member-killed: exit code $rc: $(cat "$log_dir/member-killed.json"*)"
    grep -q "spark-b" "$log_dir/member-killed.json" || fail "member-killed: spark-b not named"
    sleep 2
    expect_nothing_changed member-killed A B
}

cases=${*:-two-node ring3 declines policy-refuses cut-twin mtu-1500 seat-killed member-killed}
for c in $cases; do
    say "== $c"
    case $c in
    two-node) whole_flow two-node "A:1-B:0" A B ;;
    ring3) whole_flow ring3 "A:0-B:1 B:0-C:1 C:0-A:1" A B C ;;
    declines) fault_case declines fault_declines "declined" ;;
    policy-refuses) fault_case policy-refuses fault_policy "192.168.177" ;;
    cut-twin) fault_case cut-twin fault_cut_twin "enP2p1s0f0np0" ;;
    mtu-1500) fault_case mtu-1500 fault_mtu "MTU" ;;
    seat-killed) seat_killed ;;
    member-killed) member_killed ;;
    *) fail "unknown case $c" ;;
    esac
done
tb down "$name" >/dev/null 2>&1
if [ "$failures" -gt 0 ]; then
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "all cluster testbed cases passed"
