#!/usr/bin/env bash
# `sparkwirectl doctor --cluster` on the namespace testbed's 3-node ring (scripts/testbed.sh):
# real agents, real TLS between paired members, each member running its own catalogue on its
# own tree and answering the seat's "doctor" request. After a real `cluster apply`:
#   1. healthy ring: all three members (named from the record) and the checks across members
#      are reported and nothing fails: what needs RDMA hardware (PCIe link, per-twin preflight,
#      hw_counters) or is not set here (NCCL environment, firewall, container, NCCL library) is
#      skip with its reason, and this machine's finite locked-memory limit is a warn;
#   2. MTU 1500 on one twin of C: exit 1, C's mtu-9000 and the cluster's cluster-mtu-match
#      fail, naming spark-c;
#   3. C's agent stopped: exit 1, a member-answers fail line naming spark-c.
# Needs root (namespaces); run by ctest under tests/integration/private-mounts.sh.
set -uo pipefail

name=swdr$$
# shellcheck disable=SC2034 # read by testbed-common.sh
log_prefix="doctor-testbed"
# shellcheck source-path=SCRIPTDIR source=../testbed-common.sh
. "$(dirname "$0")/../testbed-common.sh"
node_dir() { printf '/run/sparkwire-testbed/%s/%s' "$name" "$1"; }

json_check() { # json_check FILE PYTHON-EXPRESSION (j is the document): true/false
    python3 -c "import json,sys; j=json.load(open(sys.argv[1])); sys.exit(0 if ($2) else 1)" "$1"
}

doctor() { # doctor OUTFILE: sparkwirectl doctor --cluster --json on A; its exit code
    tb exec "$name" A sparkwirectl doctor --cluster --json >"$1" 2>"$1.err"
}

finish() {
    tb down "$name" >/dev/null 2>&1
    if [ "$failures" -gt 0 ]; then
        say "$failures failure(s); logs in $log_dir"
        exit 1
    fi
    say "doctor --cluster testbed cases passed"
    exit 0
}

tb down "$name" >/dev/null 2>&1 || true
if ! tb up "$name" --cabling "A:0-B:1 B:0-C:1 C:0-A:1" --paired >"$log_dir/up.log" 2>&1; then
    cat "$log_dir/up.log"
    fail "the testbed did not come up"
    finish
fi
if ! tb exec "$name" A sparkwirectl cluster apply --yes --json >"$log_dir/apply.json" 2>&1; then
    fail "cluster apply failed: $(cat "$log_dir/apply.json")"
    finish
fi

say "== healthy ring"
doctor "$log_dir/healthy.json"
rc=$?
[ $rc = 0 ] || fail "healthy: exit $rc: $(cat "$log_dir/healthy.json" "$log_dir/healthy.json.err")"
json_check "$log_dir/healthy.json" \
    "{c['member'] for c in j['checks'] if c['id']=='mtu-9000'}=={'spark-a','spark-b','spark-c'}" ||
    fail "healthy: not every member's checks: $(cat "$log_dir/healthy.json")"
json_check "$log_dir/healthy.json" "not [c for c in j['checks'] if c['status']=='fail']" ||
    fail "healthy: something fails: $(python3 -c 'import json,sys; print([c for c in json.load(open(sys.argv[1]))["checks"] if c["status"]=="fail"])' "$log_dir/healthy.json")"
for id in cluster-mtu-match ring-cabling cluster-sparkwire-version cluster-clock-skew; do
    json_check "$log_dir/healthy.json" "[c for c in j['checks'] if c['id']=='$id' and c['status']=='pass']" ||
        fail "healthy: $id does not pass: $(cat "$log_dir/healthy.json")"
done
# What needs RDMA hardware is skip with its reason (the testbed's sysfs trees do carry a GID
# table, kept by scripts/testbed/apply-standin as mlx5 keeps it: the GID checks run for real).
json_check "$log_dir/healthy.json" \
    "all(c['status']=='skip' and c['evidence'] for c in j['checks'] if c['id'] in ('twin-rdma-preflight','roce-counters-steady','pcie-gen5-x4'))" ||
    fail "healthy: a hardware-only check did not skip with a reason"
json_check "$log_dir/healthy.json" \
    "[c for c in j['checks'] if c['id']=='roce-v2-ipv4-gid' and c['status']=='pass']" ||
    fail "healthy: the RoCE v2 GID check does not pass on the testbed's GID tables"
# What does not pass on the healthy ring, for the log (and the docs): member id status.
python3 -c 'import json,sys
for c in json.load(open(sys.argv[1]))["checks"]:
    if c["status"]!="pass": print(" ", c["member"], c["id"], c["status"])' "$log_dir/healthy.json"

say "== MTU 1500 on one twin of C"
ip -n "$name-C" link set enP2p1s0f0np0 mtu 1500
doctor "$log_dir/mtu.json"
rc=$?
[ $rc = 1 ] || fail "mtu: exit $rc, expected 1: $(cat "$log_dir/mtu.json.err")"
json_check "$log_dir/mtu.json" \
    "[c for c in j['checks'] if c['member']=='spark-c' and c['id']=='mtu-9000' and c['status']=='fail']" ||
    fail "mtu: spark-c's mtu-9000 does not fail: $(cat "$log_dir/mtu.json")"
json_check "$log_dir/mtu.json" \
    "[c for c in j['checks'] if c['id']=='cluster-mtu-match' and c['status']=='fail' and 'spark-c enP2p1s0f0np0 1500' in c['evidence']]" ||
    fail "mtu: cluster-mtu-match does not name spark-c's twin: $(cat "$log_dir/mtu.json")"
json_check "$log_dir/mtu.json" \
    "not [c for c in j['checks'] if c['id']=='mtu-9000' and c['member']!='spark-c' and c['status']=='fail']" ||
    fail "mtu: a healthy member's mtu-9000 fails"
ip -n "$name-C" link set enP2p1s0f0np0 mtu 9000

say "== C's agent stopped"
kill -TERM "$(cat "$(node_dir C)/agent.pid")"
sleep 1
doctor "$log_dir/silent.json"
rc=$?
[ $rc = 1 ] || fail "silent: exit $rc, expected 1: $(cat "$log_dir/silent.json.err")"
json_check "$log_dir/silent.json" \
    "[c for c in j['checks'] if c['member']=='spark-c' and c['id']=='member-answers' and c['status']=='fail']" ||
    fail "silent: no failed member-answers line for spark-c: $(cat "$log_dir/silent.json")"
json_check "$log_dir/silent.json" \
    "{c['member'] for c in j['checks'] if c['id']=='mtu-9000'}=={'spark-a','spark-b'}" ||
    fail "silent: A and B were not checked: $(cat "$log_dir/silent.json")"
finish
