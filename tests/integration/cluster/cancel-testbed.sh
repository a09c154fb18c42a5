#!/usr/bin/env bash
# Issue 26: `sparkwirectl cluster apply` on the 3-node ring, interrupted (SIGINT) at several
# points of the apply, one after the other on the same testbed: each time it must exit 130
# within 20 s, with every member's netplan files byte-identical to before, no fabric address
# left, link-local IPv6 back on every cabled twin, and no member reported as "did not answer";
# each member's last phase is "reverted" or "cancelled". Afterwards every agent still hears
# its peers (`discover`, the agents' own topology) and a whole apply succeeds. Real agents,
# helpers, TLS and netplan's parser, as in cluster-testbed.sh.
#
# usage: cancel-testbed.sh [POINT...]   (points: trying seat-trying tried verifying; default: all)
# Needs root (namespaces); run by ctest under tests/integration/private-mounts.sh.
set -uo pipefail

name=swcc$$
# shellcheck disable=SC2034 # read by testbed-common.sh
log_prefix="cancel-testbed"
# shellcheck source-path=SCRIPTDIR source=../testbed-common.sh
. "$(dirname "$0")/../testbed-common.sh"
node_dir() { printf '/run/sparkwire-testbed/%s/%s' "$name" "$1"; }
nodes=(A B C)
now_ms() { date +%s%3N; }

netplan_fingerprint() { # every netplan file of NODE: path, mode, bytes
    local root
    root=$(tb root "$name" "$1")
    (cd "$root" && find etc/netplan run/netplan -type f 2>/dev/null | sort | while read -r f; do
        printf '%s %s %s\n' "$f" "$(stat -c %a "$f")" "$(sha256sum <"$f" | cut -d' ' -f1)"
    done)
}

addresses() { # the CX-7 twins' addresses of NODE: "netdev family scope" lines, sorted
    tb exec "$name" "$1" ip -o addr show | awk '$2 ~ /^en[pP]/ && $3 != "inet6" || ($3 == "inet6" && $0 ~ /scope link/) { print $2, $3, ($3 == "inet6" ? "link" : $4) }' | sort
}

remember_before() {
    local n
    for n in "${nodes[@]}"; do
        netplan_fingerprint "$n" >"$log_dir/before-$n.netplan"
        addresses "$n" >"$log_dir/before-$n.addr"
    done
}

expect_back() { # expect_back LABEL: every member on its previous files and addresses
    local label=$1 n
    for n in "${nodes[@]}"; do
        if ! diff -u "$log_dir/before-$n.netplan" <(netplan_fingerprint "$n") >"$log_dir/$label-$n.netplan.diff"; then
            fail "$label: $n's netplan files are not back:"
            cat "$log_dir/$label-$n.netplan.diff"
        fi
        # Link-local IPv6 comes back with the revert (the stand-in waits for it, as netplan
        # does); a moment of grace for the kernel's duplicate address detection only.
        for _ in $(seq 20); do
            diff -q "$log_dir/before-$n.addr" <(addresses "$n") >/dev/null && break
            sleep 0.1
        done
        if ! diff -u "$log_dir/before-$n.addr" <(addresses "$n") >"$log_dir/$label-$n.addr.diff"; then
            fail "$label: $n's addresses are not back:"
            cat "$log_dir/$label-$n.addr.diff"
        fi
    done
}

interrupt_at() { # interrupt_at LABEL PATTERN: SIGINT to the apply once its output has PATTERN
    local label=$1 pattern=$2 out="$log_dir/$1.out" pidfile="$log_dir/$1.pid" job pid rc t0 took
    remember_before
    rm -f "$pidfile"
    # The signal goes to sparkwirectl itself.
    tb_exec_pid "$pidfile" "$name" A sparkwirectl cluster apply --yes --timeout 60 \
        >"$out" 2>"$out.err" &
    job=$!
    for _ in $(seq 600); do
        grep -q -- "$pattern" "$out" 2>/dev/null && break
        kill -0 "$job" 2>/dev/null || break
        sleep 0.05
    done
    if ! grep -q -- "$pattern" "$out" 2>/dev/null; then
        fail "$label: the apply never printed '$pattern': $(cat "$out" "$out.err")"
        [ -s "$pidfile" ] && kill -INT "$(cat "$pidfile")" 2>/dev/null
        wait "$job"
        return
    fi
    pid=$(cat "$pidfile")
    t0=$(now_ms)
    kill -INT "$pid"
    wait "$job"
    rc=$?
    took=$(($(now_ms) - t0))
    say "$label: exit $rc after ${took} ms"
    [ "$rc" = 130 ] || fail "$label: exit code $rc, expected 130: $(cat "$out" "$out.err")"
    [ "$took" -le 20000 ] || fail "$label: took ${took} ms after SIGINT (at most 20000)"
    if grep -q "did not answer" "$out" "$out.err"; then
        fail "$label: a member is reported as not answering: $(grep -h "did not answer" "$out" "$out.err")"
    fi
    local x
    for x in a b c; do
        # The outcome line of each member ("node N  spark-x: reverted - ...").
        grep -Eq "^node [0-9]+  spark-$x: (reverted|cancelled)" "$out" ||
            fail "$label: spark-$x is not reported reverted or cancelled: $(tail -n 8 "$out")"
    done
    grep -q "Every member is back to its previous configuration" "$out" ||
        fail "$label: the summary does not say every member is back: $(tail -n 3 "$out")"
    expect_back "$label"
}

hears_everyone() { # hears_everyone LABEL: each node's discover and agent see both others
    local label=$1 n
    for n in "${nodes[@]}"; do
        tb exec "$name" "$n" sparkwirectl discover --timeout 3 >"$log_dir/$label-discover-$n" 2>&1 ||
            fail "$label: discover failed on $n"
        grep -q "2 peer(s)" "$log_dir/$label-discover-$n" ||
            fail "$label: $n's discover does not hear both peers: $(cat "$log_dir/$label-discover-$n")"
        # The agent that has run all along (its link state is what the cancel lost in issue 26).
        local topology
        topology=$(grep '^topology:' "$(node_dir "$n")/agent.log" | tail -n 1)
        case $topology in
        *"2 peer(s)"*) ;;
        *) fail "$label: $n's agent says '$topology'" ;;
        esac
    done
}

tb down "$name" >/dev/null 2>&1 || true
if ! tb up "$name" --cabling 'A:0-B:1 B:0-C:1 C:0-A:1' --paired >"$log_dir/up.log" 2>&1; then
    cat "$log_dir/up.log"
    tb down "$name" >/dev/null 2>&1
    exit 1
fi

# trying: the others' tries are in flight (the seat's own not sent yet);
# seat-trying: the others took the plan, the seat's own try is in flight;
# tried: every member holds the plan (the countdown runs); verifying: the twins are checked.
points=${*:-trying seat-trying tried verifying}
for p in $points; do
    say "== interrupted while $p"
    case $p in
    trying) interrupt_at trying "spark-b: trying" ;;
    seat-trying) interrupt_at seat-trying "spark-a: trying" ;;
    tried) interrupt_at tried "spark-a: tried" ;;
    verifying) interrupt_at verifying "spark-b: verifying" ;;
    *) fail "unknown point $p" ;;
    esac
    hears_everyone "after-$p"
done

say "== a whole apply after the cancels"
if ! tb exec "$name" A sparkwirectl cluster apply --yes --json >"$log_dir/final.json" 2>"$log_dir/final.err"; then
    fail "the apply after the cancels failed: $(cat "$log_dir/final.json" "$log_dir/final.err")"
elif ! python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); sys.exit(0 if j["ok"] and len(j["members"])==3 and all(m["state"]=="confirmed" for m in j["members"]) else 1)' "$log_dir/final.json"; then
    fail "not every member confirmed after the cancels: $(cat "$log_dir/final.json")"
fi

tb down "$name" >/dev/null 2>&1
if [ "$failures" -gt 0 ]; then
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "every interrupted apply ended with every member back; the apply after them succeeded"
