#!/usr/bin/env bash
# The Spark testbed: network namespaces as Sparks, joined by veth pairs whose ends carry the
# CX-7 netdev names, cabled per scenario. Netlink, carrier, MTU, multicast and TCP are real
# here; RDMA is not (this kernel has none).
#
# usage: testbed.sh up SCENARIO PREFIX     creates PREFIX-a, PREFIX-b, ... (and PREFIX-sw)
#        testbed.sh down PREFIX            removes every namespace named PREFIX-*
#        testbed.sh nodes SCENARIO         prints the node letters of a scenario
#
# Scenarios (port P half H = the netdev the DGX OS names for it):
#   two-node-p1        A p1 <-> B p1, both twins
#   two-node-cross     A p1 <-> B p0, both twins
#   two-node-one-twin  A p1 <-> B p1, twin b has no link (its far end is down)
#   ring3-right        A p0 -> B p1, B p0 -> C p1, C p0 -> A p1
#   ring3-wrong        A p0 <-> B p0, B p1 <-> C p0, C p1 <-> A p1   (p0 <-> p0: wrong)
#   switch4            A..D port 1 into one bridge (PREFIX-sw), both twins
#
# Never send traffic to a testbed address from outside its namespace: the subnets are not
# routed in the root namespace. Use `ip netns exec PREFIX-a ...`.
set -euo pipefail

netdev() { # netdev PORT HALF
    case "$1$2" in
    00) echo enp1s0f0np0 ;; 01) echo enP2p1s0f0np0 ;;
    10) echo enp1s0f1np1 ;; 11) echo enP2p1s0f1np1 ;;
    *) echo "bad port/half $1$2" >&2; return 1 ;;
    esac
}

nodes_of() {
    case "$1" in
    two-node-*) echo "a b" ;;
    ring3-*) echo "a b c" ;;
    switch4) echo "a b c d" ;;
    *) echo "unknown scenario '$1'" >&2; return 1 ;;
    esac
}

add_node() { # add_node NS
    ip netns add "$1"
    ip -n "$1" link set lo up
    # Link-local addresses are usable at once (no DAD wait), as a Spark's are a second
    # after the cable goes in.
    ip netns exec "$1" sysctl -qw net.ipv6.conf.default.accept_dad=0 net.ipv6.conf.all.accept_dad=0
}

# cable NS_A PORT_A NS_B PORT_B [down-half]: both twins of a QSFP cable
cable() {
    local h a b ta tb
    for h in 0 1; do
        a=$(netdev "$2" $h)
        b=$(netdev "$4" $h)
        ta="tb$RANDOM$h"
        tb="tb$RANDOM$h"
        # Temporary names: the CX-7 names would clash in the root namespace.
        ip link add "$ta" netns "$1" type veth peer name "$tb" netns "$3"
        ip -n "$1" link set "$ta" name "$a" mtu 9000
        ip -n "$3" link set "$tb" name "$b" mtu 9000
        ip -n "$1" link set "$a" up
        if [ "${5:-}" = "$h" ]; then
            ip -n "$3" link set "$b" down # this twin has no link on either end
        else
            ip -n "$3" link set "$b" up
        fi
    done
}

# to_switch NS PORT SWITCH_NS
to_switch() {
    local h n tb
    for h in 0 1; do
        n=$(netdev "$2" $h)
        tb="${1##*-}p$2$h"
        ip link add "x$tb" netns "$1" type veth peer name "$tb" netns "$3"
        ip -n "$1" link set "x$tb" name "$n" mtu 9000 up
        ip -n "$3" link set "$tb" mtu 9000 master br0 up
    done
}

up() {
    local scenario=$1 prefix=$2 n
    for n in $(nodes_of "$scenario"); do add_node "$prefix-$n"; done
    case "$scenario" in
    two-node-p1) cable "$prefix-a" 1 "$prefix-b" 1 ;;
    two-node-cross) cable "$prefix-a" 1 "$prefix-b" 0 ;;
    two-node-one-twin) cable "$prefix-a" 1 "$prefix-b" 1 1 ;;
    ring3-right)
        cable "$prefix-a" 0 "$prefix-b" 1
        cable "$prefix-b" 0 "$prefix-c" 1
        cable "$prefix-c" 0 "$prefix-a" 1
        ;;
    ring3-wrong)
        cable "$prefix-a" 0 "$prefix-b" 0
        cable "$prefix-b" 1 "$prefix-c" 0
        cable "$prefix-c" 1 "$prefix-a" 1
        ;;
    switch4)
        add_node "$prefix-sw"
        ip -n "$prefix-sw" link add br0 type bridge
        ip -n "$prefix-sw" link set br0 up
        for n in a b c d; do to_switch "$prefix-$n" 1 "$prefix-sw"; done
        ;;
    esac
}

# Waits until every CX-7 netdev with carrier can send IPv6 link-local multicast: addrconf
# adds the interface's ff00::/8 route a moment after the link comes up (ENETUNREACH until
# then). On a Spark the links are up long before Sparkwire starts.
wait_ready() {
    local prefix=$1 ns dev tries
    for ns in $(ip netns list | awk '{print $1}' | grep -E "^$prefix-[a-z]$" || true); do
        for dev in $(ip -n "$ns" -o link show | awk -F': ' '{print $2}' | cut -d@ -f1 | grep -E '^en'); do
            ip -n "$ns" link show "$dev" | grep -q LOWER_UP || continue
            tries=0
            until ip -n "$ns" -6 route show table local dev "$dev" 2>/dev/null | grep -q "^multicast ff00::/8"; do
                tries=$((tries + 1))
                [ $tries -lt 100 ] || { echo "testbed: $ns $dev never got IPv6 ready" >&2; return 1; }
                sleep 0.05
            done
        done
    done
}

down() {
    local ns
    for ns in $(ip netns list | awk '{print $1}' | grep -E "^$1-" || true); do
        ip netns pids "$ns" 2>/dev/null | xargs -r kill -9 2>/dev/null || true
        ip netns del "$ns"
    done
}

case "${1:-}" in
up) up "${2:?scenario}" "${3:?prefix}" && wait_ready "$3" ;;
down) down "${2:?prefix}" ;;
nodes) nodes_of "${2:?scenario}" ;;
*) sed -n '2,20p' "$0" >&2; exit 2 ;;
esac
