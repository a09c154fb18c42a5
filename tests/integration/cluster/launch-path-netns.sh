#!/usr/bin/env bash
# The launch-path classifier's silent and unreachable cases on real routing (issue 30, item 5):
# tst_launchpathcheck inside a network namespace of its own, where 192.0.2.0/24 (TEST-NET-1)
# sits on a veth whose other end drops 192.0.2.2's frames (no answer comes), 198.51.100.0/24
# (TEST-NET-2) has an `unreachable` route, and nothing routes 203.0.113.0/24 (TEST-NET-3).
# Nothing leaves the namespace. Needs root; run by ctest under the testbed lock.
# usage: launch-path-netns.sh PATH-TO-tst_launchpathcheck
set -euo pipefail
if [ "$(id -u)" != 0 ]; then
    echo "SKIP: needs root for a network namespace"
    exit 77
fi
ns=swlp$$
cleanup() { ip netns del "$ns" 2>/dev/null || true; }
trap cleanup EXIT
ip netns add "$ns"
ip -n "$ns" link set lo up
# A veth pair: 192.0.2.2's frames go to a MAC nobody on the other end has, so they vanish.
ip -n "$ns" link add v0 type veth peer name v1
ip -n "$ns" addr add 192.0.2.1/24 dev v0
ip -n "$ns" link set v0 up
ip -n "$ns" link set v1 up
ip -n "$ns" neigh add 192.0.2.2 lladdr 02:00:00:00:00:02 dev v0 nud permanent
ip -n "$ns" route add unreachable 198.51.100.0/24
SPARKWIRE_LAUNCHPATH_NETNS=1 ip netns exec "$ns" "$1" \
    silentAddressIsDropped unreachableRouteNamesTheNetdev noRouteSaysNoNetdev listeningPortIsOk refusedPortIsOk
