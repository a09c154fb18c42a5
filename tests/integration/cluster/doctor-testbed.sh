#!/usr/bin/env bash
# `sparkwirectl doctor --cluster` on the namespace testbed's 3-node ring (scripts/testbed.sh):
# real agents, real TLS between paired members, each member running its own catalogue on its
# own tree and answering the seat's "doctor" request. After a real `cluster apply`:
#   1. healthy ring: all three members (named from the record) and the checks across members
#      are reported and nothing fails: what needs RDMA hardware (PCIe link, per-twin preflight,
#      hw_counters) or is not set here (NCCL environment, firewall, container, NCCL library) is
#      skip with its reason, and this machine's finite locked-memory limit is a warn;
#   2. MTU 1500 on one twin of C: exit 1, C's mtu-9000 and the cluster's cluster-mtu-match
#      fail, naming spark-c; C's agent names the (Sync) file that set it;
#   3. C's agent stopped: exit 1, a member-answers fail line naming spark-c.
# And the pre-flight across members ("preflight" in the JSON, #30 item 1), from what each
# member's agent reads in its own trees (product, BIOS date and driver written into its sysfs
# tree, its DGX OS release and the helper's D-Bus service into its root, as a Spark has them):
#   - healthy ring: every row passes (but NCCL, not installed here; other-tools too: the
#     40-cx7.yaml each member's helper wrote is Sparkwire's own), each member named from the
#     record, the firmware the
#     trees carry (28.45.1020) and every cabled twin at 200 Gb/s;
#   - C on another DGX OS release (after the healthy run): os-release fails naming C's value,
#     exit 1; `cluster apply` (to another subnet) is refused by its pre-flight, exit 3, with
#     every member's netplan files unchanged;
#   - C's agent stopped: reachable fails with C's "no answer".
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
# The apply asked every member the pre-flight before it changed anything.
json_check "$log_dir/apply.json" \
    "j['preflight']['members']==['spark-a','spark-b','spark-c'] and len(j['preflight']['rows'])==12" ||
    fail "apply: no pre-flight of the three members in its JSON: $(cat "$log_dir/apply.json")"

spark_facts() { # spark_facts X RELEASE: what a DGX Spark's own trees say about it
    local d
    d=$(node_dir "$1")
    mkdir -p "$d/sysfs/class/dmi/id" "$d/sysfs/module/nvidia" "$d/root/etc" \
        "$d/root/usr/share/dbus-1/system-services"
    printf 'NVIDIA DGX Spark\n' >"$d/sysfs/class/dmi/id/product_name"
    printf '05/12/2026\n' >"$d/sysfs/class/dmi/id/bios_date"
    printf '580.95.05\n' >"$d/sysfs/module/nvidia/version"
    printf 'DGX_NAME="DGX Spark"\nDGX_SWBUILD_VERSION="%s"\n' "$2" >"$d/root/etc/dgx-release"
    printf '[D-BUS Service]\nName=org.sparkwire.Helper1\n' \
        >"$d/root/usr/share/dbus-1/system-services/org.sparkwire.Helper1.service"
}
for x in A B C; do spark_facts "$x" 7.2.3; done

say "== healthy ring"
doctor "$log_dir/healthy.json"
rc=$?
[ $rc = 0 ] || fail "healthy: exit $rc: $(cat "$log_dir/healthy.json" "$log_dir/healthy.json.err")"
json_check "$log_dir/healthy.json" \
    "{c['member'] for c in j['checks'] if c['id']=='mtu-9000'}=={'spark-a','spark-b','spark-c'}" ||
    fail "healthy: not every member's checks: $(cat "$log_dir/healthy.json")"
json_check "$log_dir/healthy.json" "not [c for c in j['checks'] if c['status']=='fail']" ||
    fail "healthy: something fails: $(python3 -c 'import json,sys; print([c for c in json.load(open(sys.argv[1]))["checks"] if c["status"]=="fail"])' "$log_dir/healthy.json")"
# Issue 30, item 5: B's and C's TCP paths to the head A on the launcher ports.
json_check "$log_dir/healthy.json" \
    "{c['member'] for c in j['checks'] if c['id']=='launch-path' and c['status']=='pass'}=={'spark-b','spark-c'}" ||
    fail "healthy: launch-path does not pass for B and C: $(cat "$log_dir/healthy.json")"
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
json_check "$log_dir/healthy.json" \
    "j['preflight']['members']==['spark-a','spark-b','spark-c']" ||
    fail "healthy: the pre-flight does not name the record's members: $(cat "$log_dir/healthy.json")"
# NCCL is not installed here (a warn). other-tools passes: what the helpers wrote at the apply
# is their policy's re-emission, which no longer reads as the playbook's file.
json_check "$log_dir/healthy.json" \
    "all(r['verdict']=='pass' and not r['fix'] for r in j['preflight']['rows'] if r['id'] != 'nccl')" ||
    fail "healthy: a pre-flight row does not pass: $(python3 -c 'import json,sys; print([r for r in json.load(open(sys.argv[1]))["preflight"]["rows"] if r["verdict"]!="pass"])' "$log_dir/healthy.json")"
json_check "$log_dir/healthy.json" \
    "[r for r in j['preflight']['rows'] if r['id']=='helper' and r['values']==['yes, this Spark','yes, delegated','yes, delegated']]" ||
    fail "healthy: the helper row does not say A is this Spark and B and C delegated it: $(cat "$log_dir/healthy.json")"
json_check "$log_dir/healthy.json" "len(j['preflight']['rows'])==12" ||
    fail "healthy: not every pre-flight row"
json_check "$log_dir/healthy.json" \
    "[r for r in j['preflight']['rows'] if r['id']=='cx7-firmware' and r['values']==['28.45.1020']*3]" ||
    fail "healthy: the CX-7 firmware is not every member's fw_ver"
json_check "$log_dir/healthy.json" \
    "all(v.count('200 Gb/s')==4 for r in j['preflight']['rows'] if r['id']=='twin-speed' for v in r['values'])" ||
    fail "healthy: not every cabled twin at 200 Gb/s: $(cat "$log_dir/healthy.json")"

say "== C on another DGX OS release"
spark_facts C 7.1.0
doctor "$log_dir/release.json"
rc=$?
[ $rc = 1 ] || fail "release: exit $rc, expected 1: $(cat "$log_dir/release.json.err")"
json_check "$log_dir/release.json" \
    "[r for r in j['preflight']['rows'] if r['id']=='os-release' and r['verdict']=='fail' and r['values']==['DGX OS 7.2.3','DGX OS 7.2.3','DGX OS 7.1.0'] and r['fix']]" ||
    fail "release: os-release does not fail with C's release: $(cat "$log_dir/release.json")"
# cluster apply asks the same before it changes anything: refused (exit 3), every member's
# netplan files as they were, and the message says how to apply anyway.
netplan_files() { local x; for x in A B C; do (cd "$(node_dir "$x")/root/etc/netplan" && sha256sum -- *); done; }
before=$(netplan_files)
tb exec "$name" A sparkwirectl cluster apply --yes --json --subnet 10.77.0.0/24 \
    >"$log_dir/refused.json" 2>"$log_dir/refused.err"
rc=$?
[ $rc = 3 ] || fail "refused: cluster apply exit $rc, expected 3: $(cat "$log_dir/refused.json" "$log_dir/refused.err")"
json_check "$log_dir/refused.json" \
    "not j['ok'] and j['refused']=='preflight' and [r for r in j['preflight']['rows'] if r['id']=='os-release' and r['verdict']=='fail']" ||
    fail "refused: the JSON does not name the failed pre-flight: $(cat "$log_dir/refused.json")"
grep -q -- "--skip-preflight" "$log_dir/refused.err" ||
    fail "refused: the message does not say how to apply anyway: $(cat "$log_dir/refused.err")"
[ "$(netplan_files)" = "$before" ] || fail "refused: a member's netplan files changed"
# --skip-preflight goes on without asking (the ring's own plan again: nothing to change).
tb exec "$name" A sparkwirectl cluster apply --yes --json --skip-preflight \
    >"$log_dir/skipped.json" 2>"$log_dir/skipped.err" ||
    fail "skipped: cluster apply --skip-preflight failed: $(cat "$log_dir/skipped.json" "$log_dir/skipped.err")"
json_check "$log_dir/skipped.json" "j['ok'] and 'preflight' not in j" ||
    fail "skipped: the pre-flight ran or the apply did not succeed: $(cat "$log_dir/skipped.json")"
spark_facts C 7.2.3

# What does not pass on the healthy ring, for the log (and the docs): member id status.
python3 -c 'import json,sys
for c in json.load(open(sys.argv[1]))["checks"]:
    if c["status"]!="pass": print(" ", c["member"], c["id"], c["status"])' "$log_dir/healthy.json"

say "== MTU 1500 on one twin of C"
# As NVIDIA Sync would leave it (#30 item 2): its file sets the MTU; C's agent, which keeps
# the ring's plan, says which file did it.
printf 'network:\n  version: 2\n  ethernets:\n    enP2p1s0f0np0:\n      mtu: 1500\n' \
    >"$(node_dir C)/root/etc/netplan/99-nvidia-sync-cluster.yaml"
ip -n "$name-C" link set enP2p1s0f0np0 mtu 1500
noticed="enP2p1s0f0np0 is at MTU 1500 (the kept plan: 9000) — configured by /etc/netplan/99-nvidia-sync-cluster.yaml (NVIDIA Sync (Cluster Assistant))"
for _ in $(seq 50); do
    grep -qF "spark-c: $noticed" "$(node_dir C)/agent.log" && break
    sleep 0.1
done
grep -qF "spark-c: $noticed" "$(node_dir C)/agent.log" ||
    fail "mtu: C's agent did not name Sync's file: $(tail -n 5 "$(node_dir C)/agent.log")"
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
rm -f "$(node_dir C)/root/etc/netplan/99-nvidia-sync-cluster.yaml"

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
json_check "$log_dir/silent.json" \
    "[r for r in j['preflight']['rows'] if r['id']=='reachable' and r['verdict']=='fail' and r['values'][2].startswith('no answer')]" ||
    fail "silent: the pre-flight's reachable row does not fail for spark-c: $(cat "$log_dir/silent.json")"
finish
