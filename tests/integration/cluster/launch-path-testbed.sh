#!/usr/bin/env bash
# The launch-path check after Keep (issue 30, item 5) on the namespace testbed: `cluster apply`
# on two nodes (A:1-B:0) reports B's TCP paths to the head A on torch's, Ray's and vLLM's
# ports as ok (nothing listens there: refused, which proves the path); then, with an nftables
# rule in A's namespace dropping TCP port 6379 on A's CX-7 netdevs, a re-run (nothing to
# change) names the dropped port and still exits 0 (the plan stays kept), and `doctor
# --cluster` fails its launch-path check for B with the port and the fix. Everything runs
# inside the testbed's namespaces. Needs root; run by ctest under private-mounts.sh.
set -uo pipefail

name=swlp$$
# shellcheck disable=SC2034 # read by testbed-common.sh
log_prefix="launch-path-testbed"
# shellcheck source-path=SCRIPTDIR source=../testbed-common.sh
. "$(dirname "$0")/../testbed-common.sh"
command -v nft >/dev/null || { say "SKIP: nft (nftables) is not installed"; exit 77; }

json_check() { # json_check FILE PYTHON-EXPRESSION (j is the document, p its launch_paths)
    python3 -c "import json,sys; j=json.load(open(sys.argv[1])); p=j.get('launch_paths', []); sys.exit(0 if ($2) else 1)" "$1"
}

tb down "$name" >/dev/null 2>&1 || true
if ! tb up "$name" --cabling "A:1-B:0" --paired >"$log_dir/up.log" 2>&1; then
    cat "$log_dir/up.log"
    exit 1
fi

# 1. Kept, and every path is open: 3 launcher ports on each of A's addresses on B's link.
tb exec "$name" A sparkwirectl cluster apply --yes --json >"$log_dir/apply.json" 2>"$log_dir/apply.err" ||
    fail "cluster apply failed: $(cat "$log_dir/apply.json" "$log_dir/apply.err")"
json_check "$log_dir/apply.json" "j['ok'] and all(m['state']=='confirmed' for m in j['members'])" ||
    fail "not every member confirmed: $(cat "$log_dir/apply.json")"
json_check "$log_dir/apply.json" \
    "len(p)>=3 and len(p)%3==0 and all(r['member']=='spark-b' and r['verdict']=='ok' for r in p) and sorted({r['port'] for r in p})==[6379,8000,29500] and all(r['address'].startswith('192.168.') for r in p)" ||
    fail "launch paths are not all ok: $(cat "$log_dir/apply.json")"
# The head itself is not asked: its launchers listen, they do not connect.
json_check "$log_dir/apply.json" "not any(r['member']=='spark-a' for r in p)" ||
    fail "the head A has launch paths of its own: $(cat "$log_dir/apply.json")"

# 2. A drops Ray's port on its CX-7 netdevs (the testbed's names): named, the rest ok.
nft_rules='table inet swlp {
    chain input {
        type filter hook input priority 0; policy accept;
        iifname "enp1s0f*" tcp dport 6379 drop
        iifname "enP2p1s0f*" tcp dport 6379 drop
    }
}'
if ! ip netns exec "$name-A" nft -f - <<<"$nft_rules"; then
    fail "could not add the drop rule in A's namespace"
fi
tb exec "$name" A sparkwirectl cluster apply --yes --json >"$log_dir/again.json" 2>"$log_dir/again.err"
rc=$?
[ $rc = 0 ] || fail "a dropped path changed the exit code to $rc: $(cat "$log_dir/again.json" "$log_dir/again.err")"
json_check "$log_dir/again.json" "j['ok'] and all(m['state']=='unchanged' for m in j['members'])" ||
    fail "the re-run was not unchanged: $(cat "$log_dir/again.json")"
json_check "$log_dir/again.json" \
    "all((r['verdict']=='dropped') == (r['port']==6379) for r in p) and any(r['port']==6379 for r in p) and all('port 6379 (ray)' in r['detail'] and 'firewall' in r['detail'] for r in p if r['port']==6379)" ||
    fail "the dropped port is not named: $(cat "$log_dir/again.json")"
# The doctor names it with the fix, for B, the member whose path is dropped.
tb exec "$name" A sparkwirectl doctor --cluster --json >"$log_dir/doctor.json" 2>"$log_dir/doctor.err"
json_check "$log_dir/doctor.json" \
    "[c for c in j['checks'] if c['id']=='launch-path' and c['member']=='spark-b' and c['status']=='fail' and '6379 (ray)' in c['cause'] and 'On spark-a, allow TCP 6379 (ray)' in c['fix']]" ||
    fail "doctor --cluster does not fail launch-path for spark-b: $(cat "$log_dir/doctor.json" "$log_dir/doctor.err")"
# In words too.
tb exec "$name" A sparkwirectl cluster apply --yes >"$log_dir/again.txt" 2>&1
grep -q "spark-b -> 192.168.[0-9.]*:6379 (ray): dropped - no answer" "$log_dir/again.txt" ||
    fail "the text does not name the dropped port: $(cat "$log_dir/again.txt")"
ip netns exec "$name-A" nft delete table inet swlp 2>/dev/null

tb down "$name" >/dev/null 2>&1
if [ "$failures" -gt 0 ]; then
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "launch-path testbed passed"
