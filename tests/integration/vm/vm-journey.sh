#!/usr/bin/env bash
# The journey on virtual Sparks (scripts/vmbed.sh): Debian 12's own kernel and systemd,
# real networkd, NetworkManager, polkit and soft-RoCE, the .deb installed by apt. Two VMs
# cabled crosswise (A port 1 to B port 0), paired through the agents:
#   contract  exec passes arguments, stdin, stdout/stderr and exit codes unchanged; --user
#   ready     every cabled twin up with carrier, RDMA ACTIVE, management IPv4 held by
#             NetworkManager; `sparkwirectl inventory --json` shows the CX-7 ports
#   apply     Try and Keep through each node's helper with the real `netplan apply`: the
#             kernel's GID tables, 9000-byte unfragmented pings, the management address kept
#   rdma      real perftest (ib_write_bw) over soft-RoCE on both twins: a rate per twin
#   doctor    `sparkwirectl doctor --json` names faults made in the real kernel: a twin at MTU
#             1500, a twin without an address, an nftables rule dropping UDP 4791
#   polkit    `nobody` is refused for Try, nothing changed
#   powercut  kill during a pending change, start: the previous file in force, nothing pending
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

json_check() { # json_check FILE PYTHON-EXPRESSION (j is the document)
    python3 -c "import json,sys; j=json.load(open(sys.argv[1])); sys.exit(0 if ($2) else 1)" "$1"
}

# ------------------------------------------------------------------------ up
started=$SECONDS
if ! "$vmbed" up "$name" --cabling 'A:1-B:0' --paired >"$log_dir/up.log" 2>&1; then
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
{ [ "$(vm A hostname)" = spark-a ] && [ "$(vm B hostname)" = spark-b ]; } || fail "hostnames are not spark-a, spark-b"
[ "$(vm A cat /etc/machine-id)" != "$(vm B cat /etc/machine-id)" ] ||
    fail "the VMs share a machine id"

# ------------------------------------------------------------------------ ready
for n in A B; do
    vm "$n" sparkwirectl inventory --json >"$log_dir/inventory-$n.json" 2>"$log_dir/inventory-$n.err" ||
        fail "$n: inventory failed: $(cat "$log_dir/inventory-$n.err")"
    json_check "$log_dir/inventory-$n.json" "len(j['ports'])==4 and sorted((p['port'],p['half']) for p in j['ports'])==[(0,0),(0,1),(1,0),(1,1)] and all(p['twin'] and p['rdma_device'] for p in j['ports'])" ||
        fail "$n: inventory does not show the CX-7's two ports and twins: $(head -c 3000 "$log_dir/inventory-$n.json")"
    vm "$n" nmcli -g GENERAL.STATE,IP4.ADDRESS device show enP7s7 >"$log_dir/nm-$n.before" 2>&1
    { grep -q "^100 (connected)" "$log_dir/nm-$n.before" && grep -q "192.168.100." "$log_dir/nm-$n.before"; } ||
        fail "$n: NetworkManager does not hold enP7s7's address: $(cat "$log_dir/nm-$n.before")"
done
for twin in "A enp1s0f1np1 rocep1s0f1" "A enP2p1s0f1np1 roceP2p1s0f1" "B enp1s0f0np0 rocep1s0f0" "B enP2p1s0f0np0 roceP2p1s0f0"; do
    # shellcheck disable=SC2086 # "NODE NETDEV RDMA"
    set -- $twin
    [ "$(vm "$1" cat "/sys/class/net/$2/carrier")" = 1 ] || fail "$1 $2 has no carrier"
    vm "$1" cat "/sys/class/infiniband/$3/ports/1/state" | grep -q ACTIVE || fail "$1 $3 is not ACTIVE"
done
[ "$(vm A cat /sys/class/net/enp1s0f0np0/carrier 2>/dev/null)" != 1 ] || fail "A's uncabled port 0 has carrier"

# ------------------------------------------------------------------------ apply
# Each node's plan goes through its own helper (`sparkwirectl apply`: Try with the real
# `netplan apply`, then Keep), as a person at each Spark would. (`cluster apply` from A is
# not run here yet: under TCG the seat now waits out each member's try budget, but reaching
# a member right after its change still fails ("no hello within 3 s"); docs/testing.md.)
plan_file() { # plan_file NODE-NUMBER NETDEV-A NETDEV-B: the fabric twins' netplan
    printf 'network:\n  version: 2\n  ethernets:\n'
    printf '    %s:\n      mtu: 9000\n      addresses: [192.168.177.%s/24]\n' "$2" "$1"
    printf '    %s:\n      mtu: 9000\n      addresses: [192.168.178.%s/24]\n' "$3" "$1"
}
apply_keep() { # apply_keep NODE FILE-IN-VM: Try, then Keep once it is applied
    local fifo="$log_dir/keep-$1.in" out="$log_dir/apply-$1.out" tries=0
    mkfifo "$fifo"
    vm "$1" sparkwirectl apply --timeout 300 "$2" <>"$fifo" >"$out" 2>&1 &
    local pid=$!
    until grep -q "^Applied" "$out"; do
        tries=$((tries + 1))
        if ! kill -0 "$pid" 2>/dev/null || [ $tries -ge 300 ]; then break; fi
        sleep 1
    done
    echo y >"$fifo"
    wait "$pid" || fail "$1: apply failed: $(cat "$out")"
    grep -q "^Kept" "$out" || fail "$1: the plan was not kept: $(cat "$out")"
}
plan_file 11 enp1s0f1np1 enP2p1s0f1np1 | vm A sh -c 'cat >/tmp/plan.yaml'
plan_file 12 enp1s0f0np0 enP2p1s0f0np0 | vm B sh -c 'cat >/tmp/plan.yaml'
for n in A B; do
    started=$SECONDS
    apply_keep "$n" /tmp/plan.yaml
    say "$n: Try with the real netplan apply, then Keep: $((SECONDS - started)) s"
done
for n in A B; do
    vm "$n" test -f /etc/netplan/40-cx7.yaml || fail "$n has no /etc/netplan/40-cx7.yaml"
    # The GID tables are the kernel's (roce_gid_mgmt), filled from the addresses netplan set.
    vm "$n" sparkwirectl inventory --json >"$log_dir/inventory-$n.after.json" 2>/dev/null
    json_check "$log_dir/inventory-$n.after.json" "all(any(g.get('ipv4')==a.split('/')[0] and g.get('type')=='RoCE v2' for g in p['roce']['gids']) for p in j['ports'] for a in p['ipv4']) and sum(len(p['ipv4']) for p in j['ports'])==2" ||
        fail "$n: the kernel's GID tables do not hold the planned addresses: $(head -c 4000 "$log_dir/inventory-$n.after.json")"
    vm "$n" nmcli -g IP4.ADDRESS device show enP7s7 >"$log_dir/nm-$n.after" 2>&1
    grep -q "192.168.100." "$log_dir/nm-$n.after" || fail "$n: netplan apply dropped the management address: $(cat "$log_dir/nm-$n.after")"
done
for pair in "A enp1s0f1np1 192.168.177.12" "A enP2p1s0f1np1 192.168.178.12" "B enp1s0f0np0 192.168.177.11" "B enP2p1s0f0np0 192.168.178.11"; do
    # shellcheck disable=SC2086 # "NODE NETDEV PEER"
    set -- $pair
    vm "$1" ping -M "do" -s 8972 -c 1 -W 10 -I "$2" "$3" >/dev/null ||
        fail "$1: unfragmented 9000-byte ping on $2 to $3 failed"
done

# ------------------------------------------------------------------------ rdma
# Real perftest over soft-RoCE on both twins, at the GID index the kernel gave each address.
# (`sparkwirectl test rdma` is not run here: on a one-vCPU TCG guest rxe's softirq work and
# its busy-polling clients starve the test's own clock; docs/testing.md.)
gid_index() { # gid_index NODE DEVICE: the RoCE v2 IPv4 GID's index, as the kernel put it
    # shellcheck disable=SC2016 # $0, $f and $i belong to the VM's sh
    vm "$1" sh -c 'for f in /sys/class/infiniband/$0/ports/1/gids/*; do i=${f##*/}
        case "$(cat "$f")" in 0000:0000:0000:0000:0000:ffff:*)
            [ "$(cat "/sys/class/infiniband/$0/ports/1/gid_attrs/types/$i" 2>/dev/null)" = "RoCE v2" ] && { echo "$i"; exit 0; } ;;
        esac; done; exit 1' "$2"
}
for twin in "roceP2p1s0f0 roceP2p1s0f1 192.168.178.12" "rocep1s0f0 rocep1s0f1 192.168.177.12"; do
    # shellcheck disable=SC2086 # "B-DEVICE A-DEVICE B-ADDRESS"
    set -- $twin
    gb=$(gid_index B "$1") || fail "B $1 has no RoCE v2 IPv4 GID"
    ga=$(gid_index A "$2") || fail "A $2 has no RoCE v2 IPv4 GID"
    started=$SECONDS
    vm B timeout 120 ib_write_bw -d "$1" -x "${gb:-1}" -s 65536 -D 3 -F >"$log_dir/rdma-$1.server" 2>&1 &
    server=$!
    sleep 8
    if vm A timeout 120 ib_write_bw -d "$2" -x "${ga:-1}" -s 65536 -D 3 -F "$3" >"$log_dir/rdma-$2.client" 2>&1; then
        rate=$(awk '$1 == 65536 {print $4}' "$log_dir/rdma-$2.client" | tail -n 1)
        say "ib_write_bw $2 -> $1 over soft-RoCE: ${rate:-?} MB/s in $((SECONDS - started)) s"
        awk -v r="${rate:-0}" 'BEGIN {exit !(r > 0)}' || fail "ib_write_bw $2: no rate above zero: $(cat "$log_dir/rdma-$2.client")"
    else
        fail "ib_write_bw $2 -> $1 failed: $(tail -n 5 "$log_dir/rdma-$2.client") / $(tail -n 5 "$log_dir/rdma-$1.server")"
    fi
    wait "$server"
done

# ------------------------------------------------------------------------ doctor
# Faults made in the real kernel on A, each named by `sparkwirectl doctor --json` (its check
# failing, the netdev or port in its evidence), then undone.
doctor_names() { # doctor_names LABEL CHECK-ID WORD: the check fails and its evidence has WORD
    vm A sparkwirectl doctor --json >"$log_dir/doctor-$1.json" 2>"$log_dir/doctor-$1.err"
    json_check "$log_dir/doctor-$1.json" "any(c['id']=='$2' and c['status']=='fail' and '$3' in c['evidence'] for c in j['checks'])" ||
        fail "doctor does not name $1 ($2 failing with '$3'): $(python3 -c 'import json,sys; print([c for c in json.load(open(sys.argv[1]))["checks"] if c["id"]==sys.argv[2]])' "$log_dir/doctor-$1.json" "$2" 2>&1 | head -c 1500) $(head -c 500 "$log_dir/doctor-$1.err")"
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

"$vmbed" status "$name"
[ $failures = 0 ] || { echo "$failures failure(s)"; exit 1; }
say "all passed"
