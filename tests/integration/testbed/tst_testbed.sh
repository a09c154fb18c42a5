#!/usr/bin/env bash
# scripts/testbed.sh, used from outside exactly as its usage says: two Sparks on port 1, the
# three-Spark ring and a switch star, each node's namespace, hostname, Spark-shaped sysfs
# (read by the real `sparkwirectl inventory`), its helper on its own bus, the stand-in apply
# command (real addresses, MTUs and DF pings inside the namespaces, the GID table like
# mlx5's), pairing, and `down` leaving nothing: no namespace, no process, no mount.
#
# Root only, in a private mount namespace (private-mounts.sh); SPARKWIRE_BIN names the
# build's binaries.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
testbed="$here/../../../scripts/testbed.sh"
name=swtb
run="/run/sparkwire-testbed/$name"
: "${SPARKWIRE_BIN:?set SPARKWIRE_BIN to the build bin directory}"
export SPARKWIRE_BIN

fail() {
    echo "FAIL: $*" >&2
    exit 1
}
pass() { echo "PASS: $* (${SECONDS} s)"; }

cleanup() { "$testbed" down "$name" >/dev/null 2>&1 || true; }
trap cleanup EXIT

node() { "$testbed" exec "$name" "$@"; } # node X CMD...: CMD as that Spark

inventory() { # inventory X: its inventory as JSON, read by the product from its sysfs
    node "$1" sparkwirectl inventory --json --sysfs-root "$run/$1/sysfs"
}

# Reads a value out of JSON on stdin: python3 expression over `d`.
json() { python3 -c "import json, sys; d = json.load(sys.stdin); print($1)"; }

port_field() { # port_field NETDEV EXPR: EXPR over that port `p` of the inventory in $INV
    json "next($2 for p in d['ports'] if p['netdev'] == '$1')" <<<"$INV"
}

ipv4_of() { ip -n "$name-$1" -4 -o addr show dev "$2" 2>/dev/null | awk '{print $4}' | sort | tr '\n' ' '; }
mtu_of() { ip -n "$name-$1" -o link show dev "$2" 2>/dev/null | sed -nE 's/.* mtu ([0-9]+) .*/\1/p'; }
disable_ipv6_of() { node "$1" cat "/proc/sys/net/ipv6/conf/$2/disable_ipv6"; }
apply() { node "$1" "$run/apply-standin" "$run/$1"; } # apply X: what the helper runs

mapped_gids() { # mapped_gids X RDMA: "index type ndev gid" of its IPv4-mapped GIDs
    local port="$run/$1/sysfs/class/infiniband/$2/ports/1" file i
    for file in "$port"/gids/*; do
        i=${file##*/}
        grep -q ":ffff:" "$file" || continue
        echo "$i $(cat "$port/gid_attrs/types/$i") $(cat "$port/gid_attrs/ndevs/$i") $(cat "$port/gids/$i")"
    done | sort -n
}

plan() { # plan FILE NETDEV=ADDRESS/MTU ...: a 40-cx7.yaml as Sparkwire writes it
    local file=$1 entry dev rest
    shift
    mkdir -p "$(dirname "$file")"
    {
        echo "network:"
        echo "  version: 2"
        echo "  ethernets:"
        for entry in "$@"; do
            dev=${entry%%=*}
            rest=${entry#*=}
            printf '    %s:\n      dhcp4: false\n      dhcp6: false\n      accept-ra: false\n' "$dev"
            printf '      link-local: []\n      mtu: %s\n      addresses:\n      - %s\n' "${rest##*@}" "${rest%@*}"
        done
    } >"$file"
    chmod 600 "$file"
}

wait_log() { # wait_log FILE REGEX SECONDS
    local deadline=$((SECONDS + $3))
    until grep -aqE "$2" "$1"; do
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.2
    done
}

processes_of() { # the pids of the testbed's agents, buses and helpers, as status shows them,
    # and of the processes holding the nodes' mount namespaces
    "$testbed" status "$name" | awk 'NR > 2 {print $4, $5, $6}' | tr ' ' '\n' | grep -v '^-$' || true
    cat "$run"/[A-H]/mnt.pid 2>/dev/null || true
}

check_down() { # check_down PIDS...: nothing of the testbed is left
    local pid
    ! ip netns list 2>/dev/null | grep -qE "^$name-" || fail "down left namespaces: $(ip netns list 2>/dev/null | grep "^$name-")"
    for pid in "$@"; do
        ! kill -0 "$pid" 2>/dev/null || fail "down left process $pid ($(cat "/proc/$pid/comm"))"
    done
    ! grep -q "/run/sparkwire-testbed/$name" /proc/self/mountinfo || fail "down left mounts"
    [ ! -e "$run" ] || fail "down left $run"
}

common_node_checks() { # common_node_checks X: what every node has
    local x=$1 lower=${1,,}
    [ "$(node "$x" hostname)" = "spark-$lower" ] || fail "node $x's hostname is '$(node "$x" hostname)'"
    INV=$(inventory "$x")
    [ "$(json "d['hostname']" <<<"$INV")" = "spark-$lower" ] || fail "$x's inventory hostname"
    [ "$(json "len(d['ports'])" <<<"$INV")" = 4 ] || fail "$x's inventory has not four CX-7 ports"
    [ "$(node "$x" dbus-send --system --print-reply=literal --dest=org.sparkwire.Helper1 \
        /org/sparkwire/Helper1 org.sparkwire.Helper1.State | xargs)" = idle ] ||
        fail "$x's helper does not answer State on its bus"
    wait_log "$run/$x/agent.log" "is beaconing" 5 || fail "$x's agent is not beaconing"
}

cabled_twins_ok() { # cabled_twins_ok X PORT: in $INV, X's twins up at MTU 9000, RoCE active
    local x=$1 dev
    for dev in $(port_netdevs "$2"); do
        [ "$(port_field "$dev" "(p['carrier'], p['mtu'], p['roce']['state'])")" = "(True, 9000, 'ACTIVE')" ] ||
            fail "$x $dev is not up at MTU 9000 with RoCE active: $(port_field "$dev" p)"
    done
}

port_netdevs() { if [ "$1" = 0 ]; then echo enp1s0f0np0 enP2p1s0f0np0; else echo enp1s0f1np1 enP2p1s0f1np1; fi; }

[ "$(id -u)" = 0 ] || fail "needs root"
cleanup

# ---------------------------------------------------------------- the command line
set +e
"$testbed" >/dev/null 2>&1
[ $? = 2 ] || fail "no arguments must be a usage error (2)"
for bad in "A:2-B:1" "A:1-A:0" "A:1-B:1 A:1-C:0" "Q:0-A:1" "A:1-B:1,B:0-C:1"; do
    out=$("$testbed" up "$name" --cabling "$bad" 2>&1)
    rc=$?
    if [ $rc != 1 ] || [[ $out != *"testbed: "* ]]; then fail "cabling '$bad' was not refused: $out"; fi
done
out=$("$testbed" up "Bad_Name" --cabling "A:1-B:1" 2>&1)
[ $? = 1 ] || fail "a bad NAME was not refused: $out"
set -e
check_down
pass "usage errors and bad cabling are refused before anything is made"

# ---------------------------------------------------------------- two Sparks on port 1
# Under a caller's lock, as the integration tests run it: the testbed's processes must not
# keep the lock (or any other descriptor of the caller) once up is done.
macs=""
lock=$(mktemp)
flock "$lock" "$testbed" up "$name" --cabling "A:1-B:1" >/dev/null
flock -n "$lock" true || fail "the testbed's processes hold the lock up ran under"
rm "$lock"
for x in A B; do
    ip netns list 2>/dev/null | grep -qE "^$name-$x( |$)" || fail "no namespace $name-$x"
    common_node_checks "$x"
    cabled_twins_ok "$x" 1
    [ "$(port_field enp1s0f0np0 "(p['carrier'], p['mtu'])")" = "(False, 1500)" ] || fail "$x's port 0 is not uncabled"
    macs+=" $(port_field enp1s0f1np1 "p['mac']")"
done
[ "$macs" = " 4c:bb:47:2e:a1:01 4c:bb:47:2e:a2:01" ] || fail "the nodes' MACs are$macs"
[ "$(node A printenv SPARKWIRE_STATE_DIR)" = "$run/A/state" ] || fail "exec's SPARKWIRE_STATE_DIR"
[ "$(node B printenv DBUS_SYSTEM_BUS_ADDRESS)" = "unix:path=$run/B/bus" ] || fail "exec's bus"
[ "$(cd /tmp && "$testbed" exec "$name" A pwd)" = /tmp ] || fail "exec does not keep the cwd"
set +e
node B sh -c 'exit 7'
[ $? = 7 ] || fail "exec does not pass the exit code through"
set -e
root_a=$("$testbed" root "$name" A)
[ "$root_a" = "$run/A/root" ] || fail "root prints '$root_a'"
[ "$(netplan get --root-dir "$root_a" ethernets.enP7s7.dhcp4 2>/dev/null)" = true ] ||
    fail "the installer file is not netplan's enP7s7 with dhcp4"
wait_log "$run/A/agent.log" "topology: two-node" 20 || fail "A's agent does not see B on both twins"
helpers=$("$testbed" status "$name" | awk 'NR > 2 {print $6}' | sort -u | grep -cv '^-$')
[ "$helpers" = 2 ] || fail "status does not show one helper per node"
pass "two nodes: namespaces, hostnames, sysfs, helpers, agents, exec, root"

# Each node's own mount namespace, where /root (its HOME's folder) and /home are its own:
# exec, the agent, the bus and the helper all run in it; what a node writes to ~ stays there.
ours=$(readlink /proc/self/ns/mnt)
mnt_a=$(node A readlink /proc/self/ns/mnt)
mnt_b=$(node B readlink /proc/self/ns/mnt)
if [ "$mnt_a" = "$ours" ] || [ "$mnt_b" = "$ours" ] || [ "$mnt_a" = "$mnt_b" ]; then
    fail "exec does not run in the node's own mount namespace (A $mnt_a, B $mnt_b, ours $ours)"
fi
for x in A B; do
    mnt=$(node "$x" readlink /proc/self/ns/mnt)
    [ "$(node "$x" stat -c %d:%i /root)" = "$(stat -c %d:%i "$run/$x/home")" ] || fail "$x's /root is not $run/$x/home"
    [ "$(node "$x" stat -c %d:%i /home)" = "$(stat -c %d:%i "$run/$x/homes")" ] || fail "$x's /home is not $run/$x/homes"
    [ "$(node "$x" sh -c 'getent passwd root | cut -d: -f6')" = /root ] || fail "root's home is not /root in $x"
    for pid in $("$testbed" status "$name" | awk -v x="$x" '$1 == x {print $4, $5, $6}'); do
        [ "$pid" = - ] && continue
        [ "$(readlink "/proc/$pid/ns/mnt")" = "$mnt" ] || fail "$x's process $pid ($(cat "/proc/$pid/comm")) is not in $x's mount namespace"
    done
done
# What A writes to /root and /home lands in its own folders only. (Were it the machine's, the
# probe is removed again before failing.)
probe=".sparkwire-testbed-probe-$$"
node A sh -c "echo a >/root/$probe && echo a >/home/$probe"
if [ -e "/root/$probe" ] || [ -e "/home/$probe" ]; then
    rm -f "/root/$probe" "/home/$probe"
    fail "what A wrote to /root or /home reached the machine's"
fi
if [ ! -f "$run/A/home/$probe" ] || [ ! -f "$run/A/homes/$probe" ]; then
    fail "what A wrote to /root and /home is not in $run/A/home and $run/A/homes"
fi
if [ -e "$run/B/home/$probe" ] || [ -e "$run/B/homes/$probe" ]; then fail "what A wrote to /root or /home reached B's"; fi
# exec from the machine's /root: in A's own /root.
[ "$(cd /root && "$testbed" exec "$name" A sh -c 'pwd; stat -c %d:%i .' | xargs)" = "/root $(stat -c %d:%i "$run/A/home")" ] ||
    fail "exec from /root does not run in A's own /root"
pass "each node's own mount namespace: /root and /home its own, agent, bus and helper in it"

# The stand-in apply: real addresses and MTUs, DF pings at 9000 inside the namespaces, and
# the RoCE v2 IPv4 GID like mlx5's.
plan "$root_a/run/netplan/40-cx7.yaml" enp1s0f1np1=192.168.100.1/24@9000 enP2p1s0f1np1=192.168.101.1/24@4000
plan "$run/B/root/run/netplan/40-cx7.yaml" enp1s0f1np1=192.168.100.2/24@9000 enP2p1s0f1np1=192.168.101.2/24@9000
apply A
apply B
[ "$(ipv4_of A enp1s0f1np1)" = "192.168.100.1/24 " ] || fail "A's twin a has '$(ipv4_of A enp1s0f1np1)'"
[ "$(mtu_of A enP2p1s0f1np1)" = 4000 ] || fail "A's twin b MTU is $(mtu_of A enP2p1s0f1np1)"
[ "$(disable_ipv6_of A enp1s0f1np1)" = 1 ] || fail "link-local: [] did not turn IPv6 off"
[ "$(disable_ipv6_of A enp1s0f0np0)" = 0 ] || fail "an unplanned netdev lost IPv6"
node B ping -c1 -W2 -M "do" -s 8972 192.168.100.1 >/dev/null || fail "no DF ping at MTU 9000 from B to A"
node A ping -c1 -W2 -M "do" -s 8972 192.168.100.2 >/dev/null || fail "no DF ping at MTU 9000 from A to B"
gids=$(mapped_gids A rocep1s0f1)
[ "$gids" = "2 IB/RoCE v1 enp1s0f1np1 0000:0000:0000:0000:0000:ffff:c0a8:6401
3 RoCE v2 enp1s0f1np1 0000:0000:0000:0000:0000:ffff:c0a8:6401" ] || fail "A's GID table: $gids"
INV=$(inventory A)
[ "$(port_field enp1s0f1np1 "p['roce']['v2_ipv4_gid_index']")" = 3 ] ||
    fail "the inventory does not find the RoCE v2 IPv4 GID"
pass "apply-standin sets addresses, MTU, IPv6 off and the GIDs; DF pings pass"

# /run shadows /etc by file name; without the file, apply exactly undoes.
plan "$root_a/etc/netplan/40-cx7.yaml" enp1s0f1np1=192.168.110.1/24@9000
apply A
[ "$(ipv4_of A enp1s0f1np1)" = "192.168.100.1/24 " ] || fail "etc/netplan won over run/netplan"
rm "$root_a/run/netplan/40-cx7.yaml"
apply A
[ "$(ipv4_of A enp1s0f1np1)" = "192.168.110.1/24 " ] || fail "etc/netplan's file is not applied"
[ "$(ipv4_of A enP2p1s0f1np1)" = "" ] || fail "a twin the file no longer names kept its address"
[ "$(mtu_of A enP2p1s0f1np1)" = 9000 ] || fail "a twin the file no longer names kept its MTU"
rm "$root_a/etc/netplan/40-cx7.yaml"
apply A
for dev in enp1s0f1np1 enP2p1s0f1np1; do
    [ -z "$(ipv4_of A $dev)" ] || fail "A $dev kept IPv4"
    [ "$(mtu_of A $dev)" = 9000 ] || fail "A $dev is not back at the cabled MTU"
    [ "$(disable_ipv6_of A $dev)" = 0 ] || fail "A $dev has IPv6 off"
    ip -n "$name-A" -6 -o addr show dev $dev scope link 2>/dev/null | grep -q fe80:: || fail "A $dev has no link-local IPv6"
done
[ -z "$(mapped_gids A rocep1s0f1)$(mapped_gids A roceP2p1s0f1)" ] || fail "IPv4 GIDs stayed"
pass "run/netplan shadows etc/netplan; no file: back to the cabled state"

# Fault knobs.
plan "$root_a/run/netplan/40-cx7.yaml" enp1s0f1np1=192.168.100.1/24@9000
touch "$run/A/faults/mtu-stays-1500"
apply A
[ "$(mtu_of A enp1s0f1np1)" = 1500 ] || fail "mtu-stays-1500 did not keep 1500"
rm "$run/A/faults/mtu-stays-1500"
echo 1 >"$run/A/faults/apply-fails"
set +e
err=$(apply A 2>&1 >/dev/null)
rc=$?
set -e
if [ $rc != 1 ] || [[ $err != *"apply-fails"* ]]; then fail "apply-fails: exit $rc, '$err'"; fi
[ "$(mtu_of A enp1s0f1np1)" = 1500 ] || fail "a failing apply changed something"
[ ! -e "$run/A/faults/apply-fails" ] || fail "a counted apply-fails knob did not count down"
apply A
[ "$(mtu_of A enp1s0f1np1)" = 9000 ] || fail "the apply after the counted failure did not apply"
[ "$(grep -c '^[0-9]' "$run/A/apply.log")" = 7 ] || fail "apply.log does not have one entry per apply"
pass "fault knobs mtu-stays-1500 and apply-fails; apply.log"

# The same stand-in run by the node's helper: Try applies it inside the node's namespace,
# Cancel reverts. Needs a helper that authorizes root without polkitd (this bus has none);
# that helper also has AddDelegation, which is how this checks for it.
if node A dbus-send --system --print-reply --dest=org.sparkwire.Helper1 /org/sparkwire/Helper1 \
    org.freedesktop.DBus.Introspectable.Introspect | grep -q AddDelegation; then
    rm "$root_a/run/netplan/40-cx7.yaml"
    apply A # back to the cabled state, as before any plan
    plan "$run/plan.yaml" enp1s0f1np1=192.168.100.1/24@9000 enP2p1s0f1np1=192.168.101.1/24@9000
    client=$(mktemp --suffix=.py)
    cat >"$client" <<'PY'
import subprocess, sys, dbus
helper = dbus.Interface(dbus.SystemBus().get_object("org.sparkwire.Helper1", "/org/sparkwire/Helper1"),
                        "org.sparkwire.Helper1")
helper.Try(dbus.ByteArray(open(sys.argv[1], "rb").read()), dbus.UInt32(60), timeout=120)
print(helper.State())
print(subprocess.run(["ip", "-4", "-o", "addr", "show", "dev", "enp1s0f1np1"], capture_output=True,
                     text=True, check=True).stdout.split()[3])
helper.Cancel(timeout=120)
print(helper.State())
PY
    result=$(node A /usr/bin/python3 "$client" "$run/plan.yaml" | xargs)
    rm "$client"
    [ "$result" = "pending 192.168.100.1/24 reverted" ] || fail "Try and Cancel through A's helper: $result"
    [ -z "$(ipv4_of A enp1s0f1np1)" ] || fail "the helper's revert left an address"
    [ ! -e "$root_a/etc/netplan/40-cx7.yaml" ] || fail "the helper's revert left a 40-cx7.yaml"
    pass "A's helper runs the stand-in in A's namespace: Try applies, Cancel reverts"
else
    echo "NOTE: this helper asks polkitd even for root; Try through the node's bus not run"
fi

pids=$(processes_of)
[ "$(echo "$pids" | wc -w)" -ge 6 ] || fail "status shows too few processes: $pids"
"$testbed" down "$name" >/dev/null
# shellcheck disable=SC2086 # one pid a word
check_down $pids
"$testbed" down "$name" >/dev/null || fail "a second down fails"
pass "down leaves no namespace, process or mount, and can run again"

# ---------------------------------------------------------------- the three-Spark ring
"$testbed" up "$name" --cabling "A:0-B:1 B:0-C:1 C:0-A:1" >/dev/null
for x in A B C; do
    ip netns list 2>/dev/null | grep -qE "^$name-$x( |$)" || fail "no namespace $name-$x"
    common_node_checks "$x"
    cabled_twins_ok "$x" 0
    cabled_twins_ok "$x" 1
    wait_log "$run/$x/agent.log" "topology: ring3" 20 || fail "$x's agent does not see the ring"
done
pids=$(processes_of)
"$testbed" down "$name" >/dev/null
# shellcheck disable=SC2086
check_down $pids
pass "the ring: three nodes, both ports cabled, every agent sees ring3; down leaves nothing"

# ---------------------------------------------------------------- a switch star
"$testbed" up "$name" --cabling "A:1-SW B:1-SW C:0-SW" >/dev/null
ip netns list 2>/dev/null | grep -qE "^$name-sw( |$)" || fail "no switch namespace"
for x in A B C; do
    wait_log "$run/$x/agent.log" "topology: switch, 2 peer" 20 || fail "$x's agent does not see the switch star"
done
pids=$(processes_of)
"$testbed" down "$name" >/dev/null
# shellcheck disable=SC2086
check_down $pids
pass "a switch star (C on port 0): every agent sees two peers through the switch"

# ---------------------------------------------------------------- a failing up cleans up
broken=$(mktemp -d)
ln -s "$SPARKWIRE_BIN/sparkwire-helper" "$broken/sparkwire-helper"
printf '#!/bin/sh\necho "sparkwirectl: broken on purpose" >&2\nexit 1\n' >"$broken/sparkwirectl"
chmod 755 "$broken/sparkwirectl"
set +e
out=$(SPARKWIRE_BIN=$broken "$testbed" up "$name" --cabling "A:1-B:1" 2>&1)
rc=$?
set -e
if [ $rc != 1 ] || [[ $out != *"agent did not start"* ]] || [[ $out != *"broken on purpose"* ]]; then
    fail "a failing agent did not fail up clearly (exit $rc): $out"
fi
check_down
# Also when whoever reads its output has gone away (SIGPIPE on the first message).
set +e
SPARKWIRE_BIN=$broken "$testbed" up "$name" --cabling "A:1-B:1" 2>&1 | true
set -e
check_down
rm -r "$broken"
pass "an up that fails half-way removes what it made, also with nobody reading"

# ---------------------------------------------------------------- --paired
# Pairing runs for real (codes compared on both sides); the agent's question whether A may
# apply plans without asking each time comes with delegation. Until the agent asks it, up
# must stop there with a clear message, after the pairing itself succeeded.
asks=$(python3 -c "
import sys
data = open(sys.argv[1], 'rb').read()
text = 'without asking each time'
print(int(text.encode() in data or text.encode('utf-16-le') in data))" "$SPARKWIRE_BIN/sparkwirectl")
if [ "$asks" = 1 ]; then
    "$testbed" up "$name" --cabling "A:1-B:1" --paired >/dev/null
    id_a=$(sed -nE 's/^sparkwire agent spark-a \(([0-9a-f]+)\).*/\1/p' "$run/A/agent.log")
    id_b=$(sed -nE 's/^sparkwire agent spark-b \(([0-9a-f]+)\).*/\1/p' "$run/B/agent.log")
    grep -q "$id_b" "$run/A/state/paired-peers.json" || fail "A's paired peers lack B"
    grep -q "$id_a" "$run/B/state/paired-peers.json" || fail "B's paired peers lack A"
    grep -q "\"$id_a\"" "$run/B/root/var/lib/sparkwire/delegations.json" ||
        fail "B's helper did not record A's delegation"
    "$testbed" down "$name" >/dev/null
    pass "--paired: A and B paired, B's helper holds A's delegation"
else
    set +e
    out=$(SPARKWIRE_TESTBED_DELEGATION_WAIT=3 "$testbed" up "$name" --cabling "A:1-B:1" --paired 2>&1)
    rc=$?
    set -e
    [ $rc = 1 ] || fail "--paired without the delegation question must fail (exit $rc): $out"
    [[ $out == *"Paired with spark-a (key"* ]] || fail "--paired did not pair: $out"
    [[ $out == *"spark-b's agent never asked whether spark-a may apply plans"* ]] ||
        fail "--paired did not say why it stopped: $out"
    pass "--paired pairs A and B for real, then says the agent does not ask about delegation yet"
fi
check_down
echo "all testbed checks passed"
