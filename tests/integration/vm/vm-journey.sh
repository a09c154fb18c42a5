#!/usr/bin/env bash
# The journey on virtual Sparks (scripts/vmbed.sh): Debian 12's own kernel and systemd,
# real networkd, NetworkManager, polkit and soft-RoCE, the .deb installed by apt. Three VMs
# cabled in a ring (A port 1 to B port 0, B port 1 to C port 0, C port 1 to A port 0),
# paired with A through the agents:
#   contract  exec passes arguments, stdin, stdout/stderr and exit codes unchanged; --user
#   ready     every cabled twin up with carrier, RDMA ACTIVE, management IPv4 held by
#             NetworkManager; `sparkwirectl inventory --json` shows the CX-7 ports
#   preflight `cluster apply` refused by the pre-flight read from each VM (no GB10), nothing
#             changed
#   apply     Try and Keep through each node's helper with the real `netplan apply`: the
#             kernel's GID tables, 9000-byte unfragmented pings, the management address kept
#   rdma      real perftest (ib_write_bw) over soft-RoCE on both twins of A's two links: a
#             rate per twin; the RoCE counters move in the kernel, in `sparkwirectl watch`
#             (the sampler), in the exporter service's scrape and in the doctor's check of
#             the kept test
#   doctor    `sparkwirectl doctor --json` names faults made in the real kernel: a twin at MTU
#             1500, a twin without an address, an nftables rule dropping UDP 4791
#   ssh       as `spark` on both: B's person runs the agent, A's pairs and runs ssh-setup;
#             then SSH both ways between the VMs' real sshd, without a password
#   polkit    `nobody` is refused for Try, nothing changed; `spark` at the console is asked
#             for a password by pkttyagent and allowed
#   powercut  kill during a pending change, start: the previous file in force, nothing pending
#   reboot    A reboots: the kept plan in force
#   bundle    A exports the cluster's bundle; C is reinstalled (a fresh disk from the image,
#             its node key restored) and `bundle import` brings its configuration back
#   purge     apt-get purge on B leaves nothing of Sparkwire
# Prints the measured times (up, apply, rdma). Exit 77 (skipped) without root, qemu or
# mmdebstrap.
set -uo pipefail

repo=$(cd "$(dirname "$0")/../../.." && pwd)
vmbed=$repo/scripts/vmbed.sh
name=swvm$$
log_dir=$(mktemp -d /tmp/vm-journey.XXXXXX)
failures=0

say() { echo "vm-journey: $*"; }
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
skip() {
    echo "SKIP: $*"
    exit 77
}

[ "$(id -u)" = 0 ] || skip "needs root (network namespace, taps, image build)"
for tool in qemu-system-x86_64 qemu-img mmdebstrap mkfs.ext4 ssh; do
    command -v "$tool" >/dev/null ||
        skip "$tool is missing (apt-get install qemu-system-x86 qemu-utils mmdebstrap e2fsprogs openssh-client)"
done

vm() { "$vmbed" exec "$name" "$@"; }
cleanup() {
    "$vmbed" down "$name" >/dev/null 2>&1
    say "logs in $log_dir"
}
trap cleanup EXIT

# shellcheck source-path=SCRIPTDIR source=../../../scripts/lib/conversation.sh
. "$repo/scripts/lib/conversation.sh" # wait_for, answer, size_of

json_check() { # json_check FILE PYTHON-EXPRESSION (j is the document)
    python3 -c "import json,sys; j=json.load(open(sys.argv[1])); sys.exit(0 if ($2) else 1)" "$1"
}
json_show() { # json_show FILE PYTHON-EXPRESSION: prints it (j is the document), for a message
    python3 -c "import json,sys; j=json.load(open(sys.argv[1])); print($2)" "$1" 2>&1 | head -c 2000
}
doctor_check() { # doctor_check FILE ID: the checks of that id in `doctor --json`'s FILE
    json_show "$1" "[c for c in j['checks'] if c['id']=='$2']"
}

# ------------------------------------------------------------------------ up
started=$SECONDS
nodes=(A B C)
if ! "$vmbed" up "$name" --cabling 'A:1-B:0 B:1-C:0 C:1-A:0' --paired >"$log_dir/up.log" 2>&1; then
    cat "$log_dir/up.log"
    fail "up failed"
    exit 1
fi
say "up (package, image, boot, pairing): $((SECONDS - started)) s"
grep -E "^vmbed: " "$log_dir/up.log"

# ------------------------------------------------------------------------ contract
# shellcheck disable=SC2016 # $HOME must reach the VM as it is
out=$(vm A printf '%s|' 'a b' '' '$HOME' '*' "x'y" $'two\nlines' '; false')
[ "$out" = "a b||\$HOME|*|x'y|two"$'\n'"lines|; false|" ] || fail "exec changed the arguments: '$out'"
out=$(printf 'in\0put\n' | vm A od -An -c | tr -s ' ')
[ "$out" = " i n \\0 p u t \\n" ] || fail "exec did not pass standard input unchanged: '$out'"
vm A sh -c 'echo out; echo err >&2; exit 7' >"$log_dir/o" 2>"$log_dir/e"
rc=$?
[ $rc = 7 ] || fail "exec's exit code was $rc, not 7"
{ [ "$(cat "$log_dir/o")" = out ] && [ "$(cat "$log_dir/e")" = err ]; } ||
    fail "exec mixed output and error: out '$(cat "$log_dir/o")' err '$(cat "$log_dir/e")'"
[ "$(vm A --user nobody id -un)" = nobody ] || fail "exec --user nobody did not run as nobody"
[ "$(vm A --user spark id -u)" = 1000 ] || fail "spark is not uid 1000"
vm A --user spark id -Gn | grep -qw sudo || fail "spark is not in the sudo group (polkit's admin group)"
for n in "${nodes[@]}"; do
    [ "$(vm "$n" hostname)" = "spark-${n,,}" ] || fail "$n's hostname is not spark-${n,,}"
    vm "$n" cat /etc/machine-id >>"$log_dir/machine-ids"
done
[ "$(sort -u "$log_dir/machine-ids" | wc -l)" = ${#nodes[@]} ] || fail "the VMs share a machine id"

# ------------------------------------------------------------------------ ready
for n in "${nodes[@]}"; do
    vm "$n" sparkwirectl inventory --json >"$log_dir/inventory-$n.json" 2>"$log_dir/inventory-$n.err" ||
        fail "$n: inventory failed: $(cat "$log_dir/inventory-$n.err")"
    json_check "$log_dir/inventory-$n.json" "len(j['ports'])==4 and sorted((p['port'],p['half']) for p in j['ports'])==[(0,0),(0,1),(1,0),(1,1)] and all(p['twin'] and p['rdma_device'] for p in j['ports'])" ||
        fail "$n: inventory does not show the CX-7's two ports and twins: $(head -c 3000 "$log_dir/inventory-$n.json")"
    vm "$n" nmcli -g GENERAL.STATE,IP4.ADDRESS device show enP7s7 >"$log_dir/nm-$n.before" 2>&1
    { grep -q "^100 (connected)" "$log_dir/nm-$n.before" && grep -q "192.168.100." "$log_dir/nm-$n.before"; } ||
        fail "$n: NetworkManager does not hold enP7s7's address: $(cat "$log_dir/nm-$n.before")"
done
# In the ring every twin is cabled: each has carrier and its RDMA device is ACTIVE.
for n in "${nodes[@]}"; do
    for twin in "enp1s0f0np0 rocep1s0f0" "enP2p1s0f0np0 roceP2p1s0f0" "enp1s0f1np1 rocep1s0f1" "enP2p1s0f1np1 roceP2p1s0f1"; do
        # shellcheck disable=SC2086 # "NETDEV RDMA"
        set -- $twin
        [ "$(vm "$n" cat "/sys/class/net/$1/carrier")" = 1 ] || fail "$n $1 has no carrier"
        vm "$n" cat "/sys/class/infiniband/$2/ports/1/state" | grep -q ACTIVE || fail "$n $2 is not ACTIVE"
    done
done

# ------------------------------------------------------------------------ preflight
# `cluster apply` asks every member's pre-flight first, read from each VM's own kernel, DMI,
# os-release and helper files. A VM is no GB10 (qemu's DMI product name, "Standard PC (i440FX
# + PIIX, 1996)"): that row alone fails, and the apply is refused (exit 3) with every member's
# netplan files as they were. Every member answered; the same Debian, kernel and account on
# all three, each helper installed; the virtio NICs have links but report no speed, which the
# twin-speed row says instead of judging (it once said "no link" there).
netplan_sums() { local n; for n in "${nodes[@]}"; do vm "$n" find /etc/netplan -type f -exec sha256sum {} +; done; }
before=$(netplan_sums)
vm A sparkwirectl cluster apply --yes --json --timeout 300 >"$log_dir/preflight.json" 2>"$log_dir/preflight.err"
rc=$?
say "the pre-flight's rows on the VMs: $(json_show "$log_dir/preflight.json" "'; '.join(r['id'] + ' ' + r['verdict'] + ' ' + '|'.join(r['values']) for r in j['preflight']['rows'])")"
{ [ $rc = 3 ] && json_check "$log_dir/preflight.json" "not j['ok'] and j['refused']=='preflight' and len(j['preflight']['members'])==3 and [r['id'] for r in j['preflight']['rows'] if r['verdict']=='fail']==['gb10'] and all(r['verdict']=='pass' for r in j['preflight']['rows'] if r['id'] in ('reachable','os-release','kernel','account','helper')) and [r for r in j['preflight']['rows'] if r['id']=='twin-speed' and r['verdict']=='unknown' and all('link up, speed not reported' in v and 'no link' not in v for v in r['values'])]"; } ||
    fail "the pre-flight on the VMs (exit $rc, expected 3): $(head -c 3000 "$log_dir/preflight.json") $(tail -n 20 "$log_dir/preflight.err")"
[ "$(netplan_sums)" = "$before" ] || fail "the refused apply changed a member's netplan files"

# ------------------------------------------------------------------------ apply
# `cluster apply` from A, as the seat's person would: every member's Try through its own
# helper with the real `netplan apply`, the joint verify (unfragmented 9000-byte pings), then
# Keep everywhere; --skip-preflight, after the refusal above.
started=$SECONDS
vm A sparkwirectl cluster apply --yes --json --timeout 300 --skip-preflight >"$log_dir/cluster-apply.json" 2>"$log_dir/cluster-apply.err"
rc=$?
say "cluster apply from A (Try with the real netplan apply on A, B and C, verify, Keep): $((SECONDS - started)) s"
{ [ $rc = 0 ] && json_check "$log_dir/cluster-apply.json" "j['ok'] and [m['state'] for m in j['members']]==['confirmed']*3"; } ||
    fail "cluster apply from A failed (exit $rc): $(head -c 3000 "$log_dir/cluster-apply.json") $(tail -n 20 "$log_dir/cluster-apply.err")"
for n in "${nodes[@]}"; do
    vm "$n" test -f /etc/netplan/40-cx7.yaml || fail "$n has no /etc/netplan/40-cx7.yaml"
    # The GID tables are the kernel's (roce_gid_mgmt), filled from the addresses netplan set.
    vm "$n" sparkwirectl inventory --json >"$log_dir/inventory-$n.after.json" 2>/dev/null
    json_check "$log_dir/inventory-$n.after.json" "all(any(g.get('ipv4')==a.split('/')[0] and g.get('type')=='RoCE v2' for g in p['roce']['gids']) for p in j['ports'] for a in p['ipv4']) and sum(len(p['ipv4']) for p in j['ports'])==4" ||
        fail "$n: the kernel's GID tables do not hold the planned addresses: $(head -c 4000 "$log_dir/inventory-$n.after.json")"
    vm "$n" nmcli -g IP4.ADDRESS device show enP7s7 >"$log_dir/nm-$n.after" 2>&1
    grep -q "192.168.100." "$log_dir/nm-$n.after" || fail "$n: netplan apply dropped the management address: $(cat "$log_dir/nm-$n.after")"
done
# Each cabled twin, the node at its far end and that end's address, from the inventories
# (one subnet per cable and twin): "NODE NETDEV RDMA FAR-NODE FAR-ADDRESS".
twin_pairs() {
    python3 - "$log_dir" "${nodes[@]}" <<'PY'
import ipaddress, json, sys
inv = {n: json.load(open("%s/inventory-%s.after.json" % (sys.argv[1], n))) for n in sys.argv[2:]}
for n in inv:
    for p in inv[n]["ports"]:
        for a in p["ipv4"]:
            net = ipaddress.ip_interface(a).network
            for other in inv:
                for q in inv[other]["ports"]:
                    for b in q["ipv4"]:
                        if other != n and ipaddress.ip_interface(b).network == net:
                            print(n, p["netdev"], p["rdma_device"], other, b.split("/")[0])
PY
}
twin_pairs >"$log_dir/twin-pairs"
[ "$(wc -l <"$log_dir/twin-pairs")" = 12 ] || fail "the planned addresses do not pair the twins: $(cat "$log_dir/twin-pairs")"
while read -r node netdev _ _ peer; do
    vm "$node" ping -M "do" -s 8972 -c 1 -W 10 -I "$netdev" "$peer" >/dev/null ||
        fail "$node: unfragmented 9000-byte ping on $netdev to $peer failed"
done <"$log_dir/twin-pairs"

# The agent service after the kept plan (IPv6 off on the twins), idle: its CPU over 10 s, a
# figure (tst_discovery_testbed::beaconRateWithIpv6Off asserts the cause it once had).
# shellcheck disable=SC2016 # $p, $a and $b belong to the VM's sh
agent_cpu=$(vm A sh -c 'p=$(systemctl show -p MainPID --value sparkwire-agent.service); a=$(cut -d" " -f14,15 /proc/$p/stat); sleep 10; b=$(cut -d" " -f14,15 /proc/$p/stat); echo "$a $b"' |
    awk '{ printf "%.1f", ($3 + $4 - $1 - $2) / 10 }')
say "A's idle agent service after the apply: ${agent_cpu:-?} % of a CPU over 10 s (in clock ticks of 10 ms)"

# ------------------------------------------------------------------------ rdma
# `sparkwirectl test rdma` from A to B and to C: the peer's agent starts the ib_write_bw
# servers, A runs a client per twin (4 QPs, the GID index the kernel gave each address) over
# soft-RoCE. Exit 3 is expected: rxe under emulation is far below the 80 Gb/s a healthy twin
# moves, and says so.
hw_counters() { # hw_counters NODE: "DEVICE/ports/1/hw_counters/NAME VALUE" of every RDMA device
    # shellcheck disable=SC2016 # $d and $c belong to the VM's sh
    vm "$1" sh -c 'cd /sys/class/infiniband && for d in *; do for c in $d/ports/1/hw_counters/*; do echo "$c $(cat "$c")"; done; done' 2>/dev/null
}
scrape() { # scrape FILE: A's exporter service's /metrics (the packaged unit, as installed)
    vm A python3 -c 'import urllib.request; print(urllib.request.urlopen("http://127.0.0.1:9106/metrics", timeout=30).read().decode())' >"$1" 2>&1
}
# rdma_test PEER: up to six tries (below); A's sampler (`sparkwirectl watch`) runs beside
# each, its samples in watch-PEER.jsonl.
rdma_test() {
    local peer=$1 try rc rates started
    for try in 1 2 3 4 5 6; do
        started=$SECONDS
        "$vmbed" exec "$name" A timeout 200 sparkwirectl watch --json-lines --interval 1000 \
            >"$log_dir/watch-$peer.jsonl" 2>"$log_dir/watch-$peer.err" </dev/null &
        local watch_pid=$!
        vm A timeout 300 sparkwirectl test rdma "$peer" --duration 12 --json >"$log_dir/rdma-$peer.json" 2>"$log_dir/rdma-$peer.err"
        rc=$?
        vm A pkill -INT -f "sparkwirectl watch"
        wait "$watch_pid"
        rates=$(python3 -c 'import json,sys; print(" + ".join("%s %.3f Gb/s" % (t["device"], t["bw_avg_gbps"]) for t in json.load(open(sys.argv[1]))["twins"]))' "$log_dir/rdma-$peer.json" 2>/dev/null)
        say "sparkwirectl test rdma $peer (12 s, both twins, soft-RoCE), try $try: ${rates:-no rates} in $((SECONDS - started)) s, exit $rc"
        if { [ $rc = 0 ] || [ $rc = 3 ]; } &&
            json_check "$log_dir/rdma-$peer.json" "len(j['twins'])==2 and all(t['bw_avg_gbps']>0 for t in j['twins'])"; then
            return 0
        fi
        echo "vm-journey: try $try did not measure both twins (exit $rc):"
        cat "$log_dir/rdma-$peer.err"
        head -c 3000 "$log_dir/rdma-$peer.json"
        cp "$log_dir/rdma-$peer.json" "$log_dir/rdma-$peer-try$try.json" 2>/dev/null
        cp "$log_dir/rdma-$peer.err" "$log_dir/rdma-$peer-try$try.err"
    done
    return 1
}
# 12 s: under emulation perftest takes most of 10 s to set up (QPs, its clock calibration)
# before its first one-second figure. Up to six tries: soft-RoCE in Debian 12's kernel ends a
# client with "Failed status 9" (IBV_WC_REM_INV_REQ_ERR, its responder's NAK after a
# retransmission mid-message) in one try of three under emulation on the ring (a failed try
# costs 4 to 8 s); every failed try is shown whole.
vm A systemctl enable --now sparkwire-exporter.service >"$log_dir/exporter.out" 2>&1 ||
    fail "the exporter service did not start: $(cat "$log_dir/exporter.out")"
for n in "${nodes[@]}"; do hw_counters "$n" >"$log_dir/hw-counters-$n.before"; done
for _ in $(seq 20); do scrape "$log_dir/metrics.before" && break; sleep 1; done
started=$SECONDS
rdma_test spark-b || fail "test rdma spark-b: no try measured a rate above zero on each twin"
rdma_test spark-c || fail "test rdma spark-c: no try measured a rate above zero on each twin"
say "test rdma from A to B and to C: $((SECONDS - started)) s"
scrape "$log_dir/metrics.after" || fail "the exporter service did not answer: $(cat "$log_dir/metrics.after")"
# The kernel's: rxe's packet counters of every twin on a tested link moved (A's four, and
# the far ends on B and C).
for n in "${nodes[@]}"; do
    hw_counters "$n" >"$log_dir/hw-counters-$n.after"
    python3 - "$log_dir/hw-counters-$n.before" "$log_dir/hw-counters-$n.after" "$log_dir/twin-pairs" "$n" <<'PY' || fail "$n: the RDMA devices' hw_counters did not move during the test: $(cat "$log_dir/hw-counters-$n.after")"
import sys
def read(f):
    return {l.split()[0]: int(l.split()[1]) for l in open(f) if len(l.split()) == 2 and l.split()[1].isdigit()}
before, after = read(sys.argv[1]), read(sys.argv[2])
n = sys.argv[4]
devices = {l.split()[2] for l in open(sys.argv[3]) if l.split()[0] == n and "A" in (n, l.split()[3])}
moved = {d for d in devices if any(k.startswith(d + "/") and k.endswith(("sent_pkts", "rcvd_pkts")) and after[k] > before.get(k, 0) for k in after)}
sys.exit(0 if moved == devices and len(devices) in (2, 4) else 1)
PY
done
# The sampler's: `sparkwirectl watch` on A gave A's twins towards B a rate during that test,
# counted as soft-RoCE (packets from hw_counters, bytes from the netdev).
python3 - "$log_dir/watch-spark-b.jsonl" "$log_dir/twin-pairs" <<'PY' || fail "A's sampler saw no RoCE rate on its twins towards B: $(head -c 3000 "$log_dir/watch-spark-b.jsonl") $(cat "$log_dir/watch-spark-b.err")"
import json, sys
devices = {l.split()[2] for l in open(sys.argv[2]) if l.split()[0] == "A" and l.split()[3] == "B"}
best = {}
for line in open(sys.argv[1]):
    for t in json.loads(line)["twins"]:
        if t["rdma_device"] in devices and t["present"] and t["rdma_counted_by"] == "soft-roce":
            best[t["rdma_device"]] = max(best.get(t["rdma_device"], 0), t["rdma_tx_gbps"] * (t["rdma_tx_pps"] > 0))
print("vm-journey: A's sampler during test rdma spark-b, highest RoCE rate per twin: " + ", ".join("%s %.3f Gb/s" % kv for kv in sorted(best.items())))
sys.exit(0 if len(devices) == 2 and set(best) == devices and all(v > 0 for v in best.values()) else 1)
PY
# The exporter's: A's scrape shows every twin's sent_pkts higher after the tests.
python3 - "$log_dir/metrics.before" "$log_dir/metrics.after" <<'PY' || fail "the exporter's sent_pkts did not move: $(grep sent_pkts "$log_dir/metrics.after")"
import re, sys
def sent(f):
    return {m.group(1): float(m.group(2)) for m in re.finditer(r'^sparkwire_roce_hardware_events_total\{counter="sent_pkts",device="([^"]+)"[^}]*\} (\S+)$', open(f).read(), re.M)}
before, after = sent(sys.argv[1]), sent(sys.argv[2])
sys.exit(0 if len(after) == 4 and all(after[d] > before.get(d, 0) for d in after) else 1)
PY
# The doctor's: with nothing running now, its RoCE counter check judges the newest kept test
# (the one to C) from the snapshots taken right before and after it, and names what rose.
vm A sparkwirectl doctor --json >"$log_dir/doctor-rdma.json" 2>"$log_dir/doctor-rdma.err"
json_check "$log_dir/doctor-rdma.json" "any(c['id']=='roce-counters-steady' and c['status']!='skip' and 'kept RDMA test to spark-c' in c['evidence'] and 'sent_pkts +' in c['evidence'] for c in j['checks'])" ||
    fail "the doctor did not judge the RoCE counters of the kept test: $(doctor_check "$log_dir/doctor-rdma.json" roce-counters-steady) $(head -c 500 "$log_dir/doctor-rdma.err")"
say "the doctor after the tests: $(doctor_check "$log_dir/doctor-rdma.json" roce-counters-steady)"

# ------------------------------------------------------------------------ doctor
# Faults made in the real kernel on A, each named by `sparkwirectl doctor --json` (its check
# failing, the netdev or port in its evidence), then undone.
doctor_names() { # doctor_names LABEL CHECK-ID WORD: the check fails and its evidence has WORD
    vm A sparkwirectl doctor --json >"$log_dir/doctor-$1.json" 2>"$log_dir/doctor-$1.err"
    json_check "$log_dir/doctor-$1.json" "any(c['id']=='$2' and c['status']=='fail' and '$3' in c['evidence'] for c in j['checks'])" ||
        fail "doctor does not name $1 ($2 failing with '$3'): $(doctor_check "$log_dir/doctor-$1.json" "$2") $(head -c 500 "$log_dir/doctor-$1.err")"
}
vm A ip link set enp1s0f1np1 mtu 1500
doctor_names mtu-1500 mtu-9000 "enp1s0f1np1 mtu 1500"
vm A ip link set enp1s0f1np1 mtu 9000
address=$(vm A ip -4 -o addr show dev enP2p1s0f1np1 | awk '{print $4; exit}')
vm A ip -4 addr flush dev enP2p1s0f1np1
doctor_names no-address twins-both-up "enP2p1s0f1np1 up no IPv4"
[ -z "$address" ] || vm A ip addr add "$address" dev enP2p1s0f1np1
vm A nft -f - <<'NFT'
table inet vmjourney {
    chain input {
        type filter hook input priority 0; policy accept;
        udp dport 4791 drop
    }
}
NFT
doctor_names firewall firewall-roce "udp 4791"
vm A nft delete table inet vmjourney
vm A sparkwirectl doctor --json >"$log_dir/doctor-after.json" 2>/dev/null
json_check "$log_dir/doctor-after.json" "all(c['status']!='fail' for c in j['checks'] if c['id'] in ('mtu-9000','twins-both-up','firewall-roce'))" ||
    fail "the faults did not go away once undone: $(head -c 2000 "$log_dir/doctor-after.json")"

# ------------------------------------------------------------------------ ssh
# Passwordless SSH as `spark`, the person's own account (MPI and launchers log in as the
# person), between the VMs' real sshd. B's person runs the agent in their account (its
# service stopped: one process answers the peer port); A's person pairs with B and runs
# ssh-setup; each answers on their terminal, as in tst_ssh_testbed.
ssh_journey() {
    local b_in=$log_dir/b-agent.in b_log=$log_dir/b-agent.log a_in=$log_dir/a-pair.in a_log=$log_dir/a-pair.log
    local code_a code_b mark pair_pid setup_rc out
    vm B systemctl stop sparkwire-agent.service
    mkfifo "$b_in" "$a_in"
    "$vmbed" exec "$name" B --user spark sparkwirectl agent <>"$b_in" >"$b_log" 2>&1 &
    b_agent_pid=$!
    wait_for "$b_log" 0 "is beaconing" 120 >/dev/null || { fail "B's agent as spark did not start: $(tail -n 5 "$b_log")"; return; }
    answer "$b_in" pair
    wait_for "$b_log" 0 "Accepting one pairing request" 60 >/dev/null || { fail "B's agent did not arm pairing: $(tail -n 5 "$b_log")"; return; }
    mark=$(size_of "$b_log")
    "$vmbed" exec "$name" A --user spark sparkwirectl pair spark-b --timeout 60 <>"$a_in" >"$a_log" 2>&1 &
    pair_pid=$!
    code_a=$(wait_for "$a_log" 0 "Code: [0-9]{6}" 120) || { fail "spark's pair on A showed no code: $(tail -n 5 "$a_log")"; return; }
    code_b=$(wait_for "$b_log" "$mark" "Code: [0-9]{6}" 60) || { fail "B's agent showed no code: $(tail -n 5 "$b_log")"; return; }
    [ "$code_a" = "$code_b" ] || { fail "the codes differ: A '$code_a', B '$code_b'"; return; }
    mark=$(size_of "$b_log")
    answer "$b_in" y
    answer "$a_in" y
    wait "$pair_pid" || { fail "spark on A did not pair with spark-b: $(tail -n 5 "$a_log")"; return; }
    grep -aq "Paired with spark-b" "$a_log" || { fail "spark on A did not pair: $(tail -n 5 "$a_log")"; return; }
    # B's agent may then ask whether A may apply plans without asking: this journey says no.
    if wait_for "$b_log" "$mark" "without asking each" 10 >/dev/null; then
        answer "$b_in" n
    fi
    mark=$(size_of "$b_log")
    "$vmbed" exec "$name" A --user spark sparkwirectl ssh-setup spark-b >"$log_dir/ssh-setup.out" 2>&1 </dev/null &
    local setup_pid=$!
    # shellcheck disable=SC2088 # the questions' own words, not paths
    for question in '~/.ssh/authorized_keys\?' '~/.ssh/config\?'; do
        wait_for "$b_log" "$mark" "$question" 60 >/dev/null || { fail "B's agent did not ask '$question': $(tail -n 5 "$b_log") $(cat "$log_dir/ssh-setup.out")"; return; }
        mark=$(size_of "$b_log")
        answer "$b_in" y
    done
    wait "$setup_pid"
    setup_rc=$?
    [ $setup_rc = 0 ] || { fail "ssh-setup as spark failed (exit $setup_rc): $(cat "$log_dir/ssh-setup.out")"; return; }
    # shellcheck disable=SC2016 # $(id -un) runs on the far side
    out=$(vm A --user spark ssh -o BatchMode=yes -o ConnectTimeout=20 sparkwire-spark-b 'echo logged-in-as-$(id -un)@$(hostname)' 2>&1)
    [ "$out" = "logged-in-as-spark@spark-b" ] || fail "spark on A cannot log in to B without a password: $out"
    # shellcheck disable=SC2016
    out=$(vm B --user spark ssh -o BatchMode=yes -o ConnectTimeout=20 sparkwire-spark-a 'echo logged-in-as-$(id -un)@$(hostname)' 2>&1)
    [ "$out" = "logged-in-as-spark@spark-a" ] || fail "spark on B cannot log in to A without a password: $out"
    say "SSH as spark both ways between the VMs' sshd: set up and logged in"
}
started=$SECONDS
b_agent_pid=""
ssh_journey
vm B pkill -u spark -f "sparkwirectl agent"
for _ in $(seq 30); do
    if [ -z "$b_agent_pid" ] || ! kill -0 "$b_agent_pid" 2>/dev/null; then break; fi
    sleep 1
done
vm B systemctl start sparkwire-agent.service
say "ssh (pair and ssh-setup as spark, both logins): $((SECONDS - started)) s"

# ------------------------------------------------------------------------ polkit
fingerprint() { vm B sh -c 'cd / && find etc/netplan run/netplan run/sparkwire -type f 2>/dev/null | sort | xargs -r sha256sum'; }
before=$(fingerprint)
vm B sh -c 'sed "s/mtu: 9000/mtu: 4000/" /etc/netplan/40-cx7.yaml >/tmp/try.yaml && chmod 644 /tmp/try.yaml'
if vm B --user nobody sparkwirectl apply --timeout 30 /tmp/try.yaml >"$log_dir/nobody.out" 2>&1; then
    fail "nobody was allowed to Try: $(cat "$log_dir/nobody.out")"
fi
grep -qiE "not authori[sz]ed|permission|refused|denied" "$log_dir/nobody.out" ||
    fail "nobody's refusal does not say why: $(cat "$log_dir/nobody.out")"
[ "$(fingerprint)" = "$before" ] || fail "nobody's refused Try changed the netplan files"
# spark at the console (seat0), through a polkit agent (pkttyagent, as the desktop's
# authentication dialog): asked for spark's password, then allowed to Try; spark says no at
# Keep and the previous file is in force again.
started=$SECONDS
vm B /usr/local/libexec/vmbed-seat --answer 'Password:=spark' --answer 'Keep this configuration\?=n' \
    sparkwirectl apply --timeout 120 /tmp/try.yaml >"$log_dir/spark-seat.out" 2>&1
rc=$?
say "spark's Try through pkttyagent at the console, then no at Keep: $((SECONDS - started)) s, exit $rc"
grep -q "AUTHENTICATING FOR org.sparkwire.apply-network" "$log_dir/spark-seat.out" ||
    fail "polkit did not ask spark's agent for org.sparkwire.apply-network: $(cat "$log_dir/spark-seat.out")"
{ grep -q "Keep this configuration" "$log_dir/spark-seat.out" && grep -q "Reverted" "$log_dir/spark-seat.out"; } ||
    fail "spark through pkttyagent was not allowed to Try, or it did not revert at no (exit $rc): $(cat "$log_dir/spark-seat.out")"
[ "$(fingerprint)" = "$before" ] || fail "after spark said no at Keep the files are not as before"

# ------------------------------------------------------------------------ powercut
kept=$(vm B sha256sum /etc/netplan/40-cx7.yaml)
"$vmbed" exec "$name" B sparkwirectl apply --timeout 600 /tmp/try.yaml >"$log_dir/pending.out" 2>&1 </dev/null &
tries=0
until vm B test -e /run/sparkwire/pending 2>/dev/null; do
    tries=$((tries + 1))
    [ $tries -lt 100 ] || break
    sleep 2
done
vm B test -e /run/sparkwire/pending || fail "the Try on B never became pending: $(cat "$log_dir/pending.out")"
"$vmbed" kill "$name" B
wait
started=$SECONDS
"$vmbed" start "$name" B || fail "B did not boot again"
say "start after a power cut (boot until ready): $((SECONDS - started)) s"
[ "$(vm B sha256sum /etc/netplan/40-cx7.yaml)" = "$kept" ] || fail "after the power cut the kept file is not in force"
vm B test -e /run/sparkwire/pending && fail "a change is still pending after the power cut"
vm B test -e /run/netplan/40-cx7.yaml && fail "the candidate still shadows /etc/netplan after the power cut"
[ "$(vm B cat /sys/class/net/enp1s0f0np0/mtu)" = 9000 ] || fail "B's twin is not at the kept MTU 9000 after the power cut"
vm B systemctl is-active --quiet sparkwire-recover.service ||
    vm B systemctl show -p Result sparkwire-recover.service | grep -q success ||
    fail "sparkwire-recover.service did not run at boot"

# ------------------------------------------------------------------------ keep, reboot
# A reboots: the plan cluster apply kept is in force again, nothing pending.
kept=$(vm A sha256sum /etc/netplan/40-cx7.yaml)
started=$SECONDS
"$vmbed" reboot "$name" A || fail "A did not come back from a reboot"
say "reboot of A (until ready): $((SECONDS - started)) s"
[ "$(vm A sha256sum /etc/netplan/40-cx7.yaml)" = "$kept" ] || fail "after the reboot A's kept file changed"
vm A test -e /run/sparkwire/pending && fail "a change is pending on A after the reboot"
vm A sparkwirectl inventory --json >"$log_dir/inventory-A.rebooted.json" 2>/dev/null
json_check "$log_dir/inventory-A.rebooted.json" "sorted(a for p in j['ports'] for a in p['ipv4'])==sorted(a for p in json.load(open('$log_dir/inventory-A.after.json'))['ports'] for a in p['ipv4'])" ||
    fail "after the reboot A's twins do not hold the kept addresses: $(head -c 2000 "$log_dir/inventory-A.rebooted.json")"

# ------------------------------------------------------------------------ bundle
# A exports the cluster's config bundle. C is reinstalled: a fresh disk from the image (no
# netplan, no record, no pairings), with its node key restored from before (import restores
# a member whose key the bundle names: docs/bundle.md). `bundle import` on C applies the
# bundle's netplan through C's helper, keeps it once A and B answer over the fabric, and
# writes the record back. A's key is now unknown to C, so C's person types yes in full.
bundle_journey() {
    local bundle=$log_dir/cluster.sparkwire.tar.gz kept_file kept_addresses rc
    vm A sparkwirectl bundle export -o /root/cluster.sparkwire.tar.gz --json >"$log_dir/export.json" 2>"$log_dir/export.err" ||
        { fail "bundle export on A failed: $(cat "$log_dir/export.err")"; return; }
    json_check "$log_dir/export.json" "len(j['members'])==3" || fail "A's bundle does not hold the three members: $(cat "$log_dir/export.json")"
    vm A cat /root/cluster.sparkwire.tar.gz >"$bundle"
    kept_file=$(vm C sha256sum /etc/netplan/40-cx7.yaml)
    kept_addresses=$(vm C ip -4 -o addr show | awk '$2 ~ /^(enp|enP2)/ {print $2, $4}' | sort)
    vm C sh -c 'cd /var/lib/sparkwire-agent && tar -cf - identity*' >"$log_dir/c-node-key.tar" ||
        { fail "C's node key could not be saved"; return; }
    "$vmbed" reimage "$name" C || { fail "C did not boot from a fresh disk"; return; }
    ! vm C test -e /etc/netplan/40-cx7.yaml || { fail "C's fresh disk has a netplan file"; return; }
    vm C systemctl stop sparkwire-agent.service
    # shellcheck disable=SC2016 # $(stat) runs in the VM
    vm C sh -c 'cd /var/lib/sparkwire-agent && tar -xf - && chown -R "$(stat -c %u:%g .)" .' <"$log_dir/c-node-key.tar"
    vm C systemctl start sparkwire-agent.service
    "$vmbed" exec "$name" C sh -c 'cat >/root/cluster.sparkwire.tar.gz' <"$bundle"
    printf 'yes\nyes\nyes\n' | "$vmbed" exec "$name" C sparkwirectl bundle import /root/cluster.sparkwire.tar.gz --yes >"$log_dir/import.out" 2>&1
    rc=$?
    [ $rc = 0 ] || { fail "bundle import on the reinstalled C failed (exit $rc): $(cat "$log_dir/import.out")"; return; }
    sed -n 's/^  \(spark-[a-z]* (.*\)/vm-journey: import on C pinged \1/p' "$log_dir/import.out"
    [ "$(vm C sha256sum /etc/netplan/40-cx7.yaml)" = "$kept_file" ] ||
        fail "after the import C's netplan is not the one it had: $(cat "$log_dir/import.out")"
    [ "$(vm C ip -4 -o addr show | awk '$2 ~ /^(enp|enP2)/ {print $2, $4}' | sort)" = "$kept_addresses" ] ||
        fail "after the import C's twins do not hold the addresses they had"
    vm C test -s /var/lib/sparkwire-agent/cluster.json || fail "the import wrote no cluster record on C"
    vm C test -e /run/sparkwire/pending && fail "a change is pending on C after the import"
}
started=$SECONDS
bundle_journey
say "bundle: export on A, C reinstalled, import on C: $((SECONDS - started)) s"

# ------------------------------------------------------------------------ purge
# apt-get purge on B leaves no file, unit, process or bus name of Sparkwire behind (the
# netplan file it wrote is the machine's network configuration and stays: docs/packaging.md;
# so does /etc/sparkwire/fabric.conf, which the owner wrote, here vmbed's image: docs/fabric.md).
vm B env DEBIAN_FRONTEND=noninteractive apt-get purge -y sparkwire >"$log_dir/purge.out" 2>&1 ||
    fail "apt-get purge sparkwire failed: $(tail -n 10 "$log_dir/purge.out")"
left=$(vm B sh -c 'find /etc /usr /lib /var /opt /run -path "*sparkwire*" ! -path /etc/sparkwire ! -path /etc/sparkwire/fabric.conf 2>/dev/null; pgrep -a -f "sparkwire(ctl|-helper)" ; busctl --system status org.sparkwire.Helper1 >/dev/null 2>&1 && echo "org.sparkwire.Helper1 still on the bus"; true')
[ -z "$left" ] || fail "purge left: $left"
vm B test -f /etc/netplan/40-cx7.yaml || fail "purge removed the machine's netplan file"

"$vmbed" status "$name"
[ $failures = 0 ] || { echo "$failures failure(s)"; exit 1; }
say "all passed"
