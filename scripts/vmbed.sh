#!/usr/bin/env bash
# Sparkwire's VM testbed: virtual Sparks, each a qemu VM of Debian 12 with its own kernel,
# systemd, networkd, NetworkManager, polkit, sshd and soft-RoCE, and the project's .deb
# installed with apt. Where scripts/testbed.sh (network namespaces) stands in for the
# system, this runs the system itself: `netplan apply`, the kernel's GID tables, RDMA verbs,
# boots. docs/testing.md says what each testbed proves.
#
# Everything runs in one network namespace of its own (vmbed-NAME) with only loopback,
# bridges and taps: no frame of a VM can reach the machine's network.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: scripts/vmbed.sh up NAME --cabling SPEC [--paired]
       scripts/vmbed.sh exec NAME X [--user U] CMD [ARG...]
       scripts/vmbed.sh kill NAME X
       scripts/vmbed.sh start NAME X
       scripts/vmbed.sh reboot NAME X
       scripts/vmbed.sh reimage NAME X
       scripts/vmbed.sh status NAME
       scripts/vmbed.sh down NAME

Starts, uses and removes a testbed of virtual Sparks, each a qemu VM (as root).

up      Builds the package from this checkout (scripts/package.sh), finds or builds the
        image (scripts/vmbed-image.sh; cached by the hash of its inputs), boots the VMs
        SPEC names (NAME: lower-case letters, digits, '-'; at most 16) and waits until every
        cabled twin has carrier and its RDMA device is ACTIVE, every management port
        holds its IPv4 address and every agent service runs. SPEC is as in
        scripts/testbed.sh: space-separated cables X:p-Y:q (port p of node X to port q of
        node Y, both twins) or X:p-SW (twin a of every such port on one switch, twin b on
        another); nodes A..H, ports 0/1. Uncabled ports have no carrier.
        --paired pairs every node with A through the real protocol (codes compared,
        "apply plans without asking" answered yes).
exec    Runs CMD in VM X as root (or as U with --user; accounts without a login shell such
        as nobody work), in /, or U's home. CMD and its arguments reach the VM unchanged
        (no shell parses them); standard input is passed in, output, error and the exit
        code passed through (255: the VM did not answer). As root, SPARKWIRE_STATE_DIR is
        the agent service's (/var/lib/sparkwire-agent): the identity --paired set up.
kill    Power cut: VM X stops at once, with no shutdown. Its disk stays.
start   Boots VM X again (same disk) and waits as up does.
reboot  `systemctl reboot` in VM X; waits until it is back as up does.
reimage A reinstall: VM X stops at once and boots from a fresh disk of the image, as up
        made it (what was written since is gone: its node key, pairings, netplan, SSH
        host key); waits as up does.
status  Prints each VM's hostname, state, qemu pid and boot time.
down    Stops every VM and everything else the testbed started, deletes its namespace and
        its run folder. Safe to run again, and after a failed up.

Each VM X (hostname spark-x) has four virtio NICs named and placed as a DGX Spark's CX-7
twins (enp1s0f0np0, enP2p1s0f0np0 port 0; enp1s0f1np1, enP2p1s0f1np1 port 1), each with a
soft-RoCE device (rocep1s0f0, roceP2p1s0f0, rocep1s0f1, roceP2p1s0f1), /etc/sparkwire/
fabric.conf describing them (docs/fabric.md); the management port enP7s7, held by
NetworkManager at 192.168.100.(10+N)/24 on a LAN whose gateway 192.168.100.1 is in the
testbed's namespace; a user spark (uid 1000, group sudo, password spark), logged in on the
console (tty1, seat0) as at a desktop: `exec NAME X /usr/local/libexec/vmbed-seat [--answer
REGEX=LINE]... CMD` runs CMD in that session with pkttyagent as its polkit agent. A fifth NIC
(vmbedctl, qemu user networking with restrict=on) carries exec's SSH from the namespace's
loopback only.

Files: $SPARKWIRE_VMBED_RUN (default /var/tmp/sparkwire-vmbed)/NAME/X/: console.log (serial
console, every boot), disk.qcow2 (copy-on-write over the cached image), qemu.log.
Environment: SPARKWIRE_VMBED_CACHE (image cache, /var/cache/sparkwire-vmbed),
SPARKWIRE_VMBED_DEB (a built .deb instead of running scripts/package.sh),
SPARKWIRE_VMBED_BUILD (package.sh's build folder, ./build), SPARKWIRE_VMBED_MEMORY (MiB per
VM, 1024), SPARKWIRE_VMBED_CPUS (vCPUs per VM, 2: soft-RoCE's softirq work takes a whole
one under emulation), SPARKWIRE_VMBED_BOOT_WAIT (seconds a boot may take, 900), SPARKWIRE_VMBED_ACCEL
(tcg; kvm where guests boot under it).
Never send traffic to a VM's address from outside its namespace: use exec.
EOF
}

# Port p twin h is entry 2p+h, as in scripts/testbed.sh.
readonly CX7_NETDEVS=(enp1s0f0np0 enP2p1s0f0np0 enp1s0f1np1 enP2p1s0f1np1)
# The PCI slots the guest's .link files name (scripts/vmbed/guest/etc/systemd/network):
# enp1s0f0np0 0x10, enp1s0f1np1 0x11, enP2p1s0f0np0 0x12, enP2p1s0f1np1 0x13, enP7s7 0x14,
# vmbedctl 0x15.
readonly CX7_SLOTS=(0x10 0x12 0x11 0x13)
readonly CABLED_MTU=9000
readonly SSH_PORT=22
readonly DELEGATION_WAIT=${SPARKWIRE_VMBED_DELEGATION_WAIT:-60}
script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=vmbed/disks.sh
. "$script_dir/vmbed/disks.sh"
readonly RUN_BASE=$VMBED_RUN_BASE
readonly script_dir
readonly repo_dir=${script_dir%/scripts}

die() {
    echo "vmbed: $*" >&2
    exit 1
}

lower() { echo "${1,,}"; }

node_index() { # node_index X: A=1 .. H=8
    local letters=ABCDEFGH
    local before=${letters%%"$1"*}
    echo $((${#before} + 1))
}

check_name() {
    [[ $1 =~ ^[a-z0-9][a-z0-9-]{0,15}$ ]] ||
        die "NAME '$1' must be lower-case letters, digits and '-' (at most 16, not starting with '-')"
}

netns_of() { echo "vmbed-$1"; }

check_node() { # check_node NAME X: prints the node letter, upper case
    local x=${2^^}
    [[ $x =~ ^[A-H]$ ]] || die "node '$2' must be a letter A..H"
    [ -d "$RUN_BASE/$1/$x" ] || die "vmbed '$1' has no node $x (is it up?)"
    echo "$x"
}

need_root() {
    [ "$(id -u)" = 0 ] || die "needs root (a network namespace, taps, the image)"
}

# ------------------------------------------------------------------------ cabling

# parse_cabling SPEC: CABLES, NODES and CABLED_PORTS, exactly as scripts/testbed.sh reads them.
# shellcheck source-path=SCRIPTDIR source=testbed/cabling.sh
. "$script_dir/testbed/cabling.sh"
# shellcheck source-path=SCRIPTDIR source=lib/conversation.sh
. "$script_dir/lib/conversation.sh" # size_of, alive, wait_for, answer, yes_to_delegation

# The netdevs of node X that are cabled (what readiness waits for), from the saved SPEC.
cabled_netdevs() { # cabled_netdevs NAME X
    parse_cabling "$(cat "$RUN_BASE/$1/cabling")"
    local p h
    for p in 0 1; do
        [[ $CABLED_PORTS == *" $2:$p "* ]] || continue
        for h in 0 1; do echo "${CX7_NETDEVS[$((p * 2 + h))]}"; done
    done
}

mac_of() { # mac_of X PORT HALF: as scripts/testbed.sh's
    printf '4c:bb:47:2e:a%d:%d%d\n' "$(node_index "$1")" "$3" "$2"
}

# ------------------------------------------------------------------------ the namespace

in_ns() { ip netns exec "$(netns_of "$NAME")" "$@"; }

tap() { # tap NAME BRIDGE MTU: a tap on BRIDGE (made if missing) in the namespace
    in_ns ip link show "$2" >/dev/null 2>&1 || {
        in_ns ip link add "$2" type bridge mcast_snooping 0
        in_ns ip link set "$2" mtu "$3" up
    }
    in_ns ip tuntap add dev "$1" mode tap
    # A long queue towards the VM: an emulated CPU reads its frames late, and at the default
    # 1000 the host dropped 1.4 % of a soft-RoCE test's frames (RoCE fabrics are run lossless).
    in_ns ip link set "$1" mtu "$3" txqueuelen 20000 master "$2" up
}

# Writes node X's qemu command line (NUL-separated, for start) and makes its taps.
make_node() { # make_node X IMAGE
    local x=$1 image=$2 d="$RUN_BASE/$NAME/$1" i p h k c bridge
    i=$(node_index "$x")
    mkdir -p "$d"
    qemu-img create -q -f qcow2 -F raw -b "$image/root.img" "$d/disk.qcow2"
    local args=(qemu-system-x86_64 -name "spark-$(lower "$x")" -machine pc
        -accel "${SPARKWIRE_VMBED_ACCEL:-tcg}" -m "${SPARKWIRE_VMBED_MEMORY:-1024}" -smp "${SPARKWIRE_VMBED_CPUS:-2}"
        -display none -no-user-config -nodefaults
        -kernel "$image/vmlinuz" -initrd "$image/initrd.img"
        -append "root=LABEL=sparkroot rw console=ttyS0 systemd.hostname=spark-$(lower "$x") sparkwire.vmbed.node=$(lower "$x") net.ifnames=1"
        -drive "file=$d/disk.qcow2,format=qcow2,if=virtio,cache=unsafe"
        -chardev "file,id=console,path=$d/console.log,append=on" -serial chardev:console -monitor "unix:$d/monitor.sock,server=on,wait=off"
        -pidfile "$d/qemu.pid" -daemonize)
    : >"$d/unplugged"
    for p in 0 1; do
        for h in 0 1; do
            k=$((p * 2 + h))
            if [[ $CABLED_PORTS != *" $x:$p "* ]]; then
                # No far end: a NIC with no carrier (its link is set off once qemu runs).
                args+=(-netdev "hubport,id=n$k,hubid=$((10 + k))"
                    -device "virtio-net-pci,netdev=n$k,id=nic$k,mac=$(mac_of "$x" $p $h),addr=${CX7_SLOTS[k]}")
                echo "nic$k" >>"$d/unplugged"
                continue
            fi
            bridge=""
            for c in "${CABLES[@]}"; do
                # shellcheck disable=SC2086 # "X p Y q" or "X p SW"
                set -- $c
                if [ "$3" = SW ] && [ "$1" = "$x" ] && [ "$2" = "$p" ]; then
                    bridge="sw$h"
                elif [ "$3" != SW ] && { [ "$1:$2" = "$x:$p" ] || [ "$3:$4" = "$x:$p" ]; }; then
                    bridge="c$1$2$3$4h$h"
                fi
            done
            args+=(-netdev "tap,id=n$k,ifname=t$x$p$h,script=no,downscript=no"
                -device "virtio-net-pci,netdev=n$k,id=nic$k,mac=$(mac_of "$x" $p $h),addr=${CX7_SLOTS[k]},host_mtu=$CABLED_MTU")
            tap "t$x$p$h" "$bridge" $CABLED_MTU
        done
    done
    args+=(-netdev "tap,id=mgmt,ifname=m$x,script=no,downscript=no"
        -device "virtio-net-pci,netdev=mgmt,mac=4c:bb:47:2e:b$i:01,addr=0x14"
        -netdev "user,id=ctl,restrict=on,hostfwd=tcp:127.0.0.1:$((2200 + i))-:$SSH_PORT"
        -device "virtio-net-pci,netdev=ctl,addr=0x15")
    tap "m$x" lan0 1500
    printf '%s\0' "${args[@]}" >"$d/qemu.args"
}

monitor() { # monitor X COMMAND: one human-monitor command to VM X's qemu
    python3 - "$RUN_BASE/$NAME/$1/monitor.sock" "$2" <<'PY'
import socket, sys, time
s = socket.socket(socket.AF_UNIX)
for _ in range(100):
    try:
        s.connect(sys.argv[1]); break
    except OSError:
        time.sleep(0.1)
s.settimeout(10)
buf = b""
while b"(qemu)" not in buf:
    buf += s.recv(4096)
s.sendall(sys.argv[2].encode() + b"\n")
buf = b""
while buf.count(b"(qemu)") < 1:
    buf += s.recv(4096)
PY
}

launch() { # launch X: starts VM X's qemu (daemonized, in the namespace)
    local d="$RUN_BASE/$NAME/$1" args nic
    mapfile -d '' args <"$d/qemu.args"
    echo "=== vmbed: boot at $(date -u +%FT%TZ)" >>"$d/console.log"
    rm -f "$d/qemu.pid"
    # setsid: qemu keeps no tie to the caller's session or terminal.
    in_ns setsid "${args[@]}" >>"$d/qemu.log" 2>&1 </dev/null ||
        die "spark-$(lower "$1"): qemu did not start: $(tail -n 5 "$d/qemu.log")"
    while read -r nic; do
        [ -z "$nic" ] || monitor "$1" "set_link $nic off"
    done <"$d/unplugged"
}

# ------------------------------------------------------------------------ exec

# The command that runs ARGS... in VM X as USER (empty: root); see vmbed-exec in the guest.
ssh_command() { # ssh_command X USER ARG... -> SSH_CMD array
    local x=$1 user=$2
    shift 2
    local word
    word=$( { printf '%s\0' "$user"; printf '%s\0' "$@"; } | base64 -w0)
    ssh_options "$x"
    SSH_CMD=(ip netns exec "$(netns_of "$NAME")" ssh "${SSH_OPTS[@]}" -o ControlMaster=no -T
        root@127.0.0.1 "$word")
}

# Options of every SSH connection to VM X. Through its master connection when one runs (a
# session then costs about a second, a new connection 5 to 20 s under emulation); without,
# ssh connects by itself.
ssh_options() { # ssh_options X -> SSH_OPTS array
    SSH_OPTS=(-q -i "$RUN_BASE/$NAME/ctl_key" -p $((2200 + $(node_index "$1")))
        -o BatchMode=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null
        -o LogLevel=ERROR -o ConnectTimeout=30 -o ServerAliveInterval=15
        -o ServerAliveCountMax=8 -o "ControlPath=$RUN_BASE/$NAME/$1/ssh.ctl")
}

# VM X's SSH master connection: a process in the testbed's namespace (down ends it), its
# output nowhere (it must hold no caller's pipe open).
start_master() { # start_master X
    stop_master "$1"
    ssh_options "$1"
    in_ns ssh "${SSH_OPTS[@]}" -M -N -f root@127.0.0.1 </dev/null >/dev/null 2>&1 || true
}

stop_master() { # stop_master X
    ssh_options "$1"
    [ ! -S "$RUN_BASE/$NAME/$1/ssh.ctl" ] || in_ns ssh "${SSH_OPTS[@]}" -O exit root@127.0.0.1 >/dev/null 2>&1 || true
    rm -f "$RUN_BASE/$NAME/$1/ssh.ctl"
}

vm() { # vm X ARG...: runs ARG... as root in VM X (no stdin)
    local x=$1
    shift
    ssh_command "$x" "" "$@"
    "${SSH_CMD[@]}" </dev/null
}

# Waits until VM X answers and is ready (vmbed-ready in the guest); dies with its console's
# last lines when it does not within SPARKWIRE_VMBED_BOOT_WAIT seconds.
wait_ready() { # wait_ready X
    local x=$1 d="$RUN_BASE/$NAME/$1" deadline netdevs last=""
    deadline=$((SECONDS + ${SPARKWIRE_VMBED_BOOT_WAIT:-900}))
    mapfile -t netdevs < <(cabled_netdevs "$NAME" "$x")
    until last=$(vm "$x" /usr/local/libexec/vmbed-ready "${netdevs[@]}" 2>&1); do
        alive "$d/qemu.pid" || die "spark-$(lower "$x"): qemu ended: $(tail -n 5 "$d/qemu.log")"
        [ $SECONDS -lt $deadline ] ||
            die "spark-$(lower "$x") not ready in ${SPARKWIRE_VMBED_BOOT_WAIT:-900} s (${last:-no answer}); console: $(tail -n 15 "$d/console.log")"
        sleep 3
    done
    start_master "$x"
}

boot_id() { vm "$1" cat /proc/sys/kernel/random/boot_id 2>/dev/null || true; }

# ------------------------------------------------------------------------ pairing

# Starts ARGS... in VM X in the background, its input from FIFO (kept open), its output to
# LOG; the remote command's pid lands in the guest's /run/vmbed-PIDNAME.pid.
converse() { # converse X PIDNAME FIFO LOG ARG...
    local x=$1 pidname=$2 fifo=$3 log=$4
    shift 4
    rm -f "$fifo"
    mkfifo -m 600 "$fifo"
    : >"$log"
    # shellcheck disable=SC2016 # $$, $0 and $@ belong to the guest's sh
    ssh_command "$x" "" /bin/sh -c 'echo $$ >"/run/vmbed-$0.pid"; exec "$@"' "$pidname" "$@"
    "${SSH_CMD[@]}" <>"$fifo" >>"$log" 2>&1 &
    CONVERSE_PID=$!
}

stop_conversation() { # stop_conversation X PIDNAME
    # shellcheck disable=SC2016 # $0 belongs to the guest's sh
    vm "$1" /bin/sh -c 'kill "$(cat "/run/vmbed-$0.pid")" 2>/dev/null; rm -f "/run/vmbed-$0.pid"' "$2" || true
}

# Pairs node X with A as two people would (see scripts/testbed.sh's pair_with_a): X's
# person runs the agent interactively (its service stopped; same state folder) and arms
# pairing, A's runs `sparkwirectl pair spark-x`; both compare the codes and say yes; X's
# person lets A apply plans without asking each time. Then X's agent service runs again.
pair_with_a() { # pair_with_a X
    local x=$1 d="$RUN_BASE/$NAME" host code_a code_x mark
    host="spark-$(lower "$x")"
    local alog="$d/A/pair-$host.log" afifo="$d/A/pair-$host.in"
    local xlog="$d/$x/agent-pairing.log" xfifo="$d/$x/agent-pairing.in"
    vm "$x" systemctl stop sparkwire-agent.service
    converse "$x" agent "$xfifo" "$xlog" sparkwirectl agent
    wait_for "$xlog" 0 "is beaconing" 120 >/dev/null || die "$host's agent did not start: $(tail -n 5 "$xlog")"
    mark=$(size_of "$xlog")
    answer "$xfifo" pair || die "$host's agent does not read its terminal"
    wait_for "$xlog" "$mark" "Accepting one pairing request" 60 >/dev/null ||
        die "$host's agent did not arm pairing: $(tail -n 5 "$xlog")"
    converse A pair "$afifo" "$alog" sparkwirectl pair "$host" --timeout 60
    local pair_pid=$CONVERSE_PID
    code_a=$(wait_for "$alog" 0 "Code: [0-9]{6}" 120) || die "spark-a's pair command showed no code: $(tail -n 5 "$alog")"
    code_x=$(wait_for "$xlog" "$mark" "Code: [0-9]{6}" 60) || die "$host's agent showed no code: $(tail -n 5 "$xlog")"
    [ "$code_a" = "$code_x" ] || die "the codes differ: spark-a shows '$code_a', $host '$code_x'"
    mark=$(size_of "$xlog")
    answer "$xfifo" y || die "$host's agent does not read its terminal"
    answer "$afifo" y || die "spark-a's pair command does not read its terminal"
    yes_to_delegation "$host" "$alog" "$afifo" "$pair_pid" "$xlog" "$xfifo" "$mark" "" 180
    # The delegation is recorded by X's helper once its agent passed the answer on.
    local tries=0
    until vm "$x" grep -q . /var/lib/sparkwire/delegations.json 2>/dev/null; do
        tries=$((tries + 1))
        [ $tries -lt 60 ] || die "$host's helper did not record spark-a's delegation: $(tail -n 5 "$xlog")"
        sleep 1
    done
    stop_conversation A pair
    stop_conversation "$x" agent
    wait
    rm -f "$afifo" "$xfifo"
    vm "$x" systemctl start sparkwire-agent.service
}

# ------------------------------------------------------------------------ commands

up_failed() {
    set +e
    trap '' PIPE INT TERM
    local x tails=""
    for x in "${NODES[@]}"; do
        [ -s "$RUN_BASE/$NAME/$x/console.log" ] || continue
        tails+="--- last lines of spark-$(lower "$x")'s console:"$'\n'
        tails+="$(tail -n 12 "$RUN_BASE/$NAME/$x/console.log")"$'\n'
    done
    cmd_down "$NAME" >/dev/null 2>&1
    echo "vmbed: up $NAME failed; removed what it made" >&2
    printf '%s' "$tails" >&2
}

find_deb() {
    if [ -n "${SPARKWIRE_VMBED_DEB:-}" ]; then
        [ -f "$SPARKWIRE_VMBED_DEB" ] || die "SPARKWIRE_VMBED_DEB '$SPARKWIRE_VMBED_DEB' is no file"
        realpath "$SPARKWIRE_VMBED_DEB"
        return
    fi
    "$repo_dir/scripts/package.sh" "${SPARKWIRE_VMBED_BUILD:-$repo_dir/build}" | tail -n 1
}

cmd_up() {
    local name=${1:-} spec="" paired=0 x deb image t0=$SECONDS
    [ -n "$name" ] || { usage >&2; exit 2; }
    shift
    while [ $# -gt 0 ]; do
        case "$1" in
        --cabling) spec=${2:?--cabling needs a SPEC}; shift 2 ;;
        --paired) paired=1; shift ;;
        *) usage >&2; exit 2 ;;
        esac
    done
    check_name "$name"
    [ -n "$spec" ] || die "up needs --cabling SPEC"
    need_root
    parse_cabling "$spec"
    if [ $paired = 1 ] && [[ " ${NODES[*]} " != *" A "* ]]; then die "--paired pairs with A, but the cabling has no A"; fi
    for tool in qemu-system-x86_64 qemu-img ssh python3; do
        command -v "$tool" >/dev/null || die "$tool is missing (apt-get install qemu-system-x86 qemu-utils openssh-client)"
    done
    NAME=$name
    local dir="$RUN_BASE/$name"
    [ ! -e "$dir" ] || die "vmbed '$name' is up already ($dir exists); run: $0 down $name"
    ! ip netns list 2>/dev/null | grep -qw "$(netns_of "$name")" || die "namespace $(netns_of "$name") exists; run: $0 down $name"

    deb=$(find_deb) || die "could not build the package (scripts/package.sh)"
    image=$("$script_dir/vmbed-image.sh" "$deb") || die "could not make the image"
    echo "vmbed: image ready after $((SECONDS - t0)) s: $image" >&2

    trap up_failed EXIT
    trap 'exit 130' INT TERM
    trap '' PIPE
    mkdir -p "$dir"
    echo "$spec" >"$dir/cabling"
    install -m 600 "$image/ctl_key" "$dir/ctl_key"
    ip netns add "$(netns_of "$name")"
    in_ns ip link set lo up
    in_ns sysctl -qw net.ipv6.conf.all.disable_ipv6=1 net.ipv6.conf.default.disable_ipv6=1
    # The management LAN's gateway: an address in the namespace, which routes nowhere.
    in_ns ip link add lan0 type bridge mcast_snooping 0
    in_ns ip addr add 192.168.100.1/24 dev lan0
    in_ns ip link set lan0 up
    for x in "${NODES[@]}"; do make_node "$x" "$image"; done
    local t1=$SECONDS
    for x in "${NODES[@]}"; do launch "$x"; done
    for x in "${NODES[@]}"; do wait_ready "$x"; done
    echo "vmbed: booted and ready in $((SECONDS - t1)) s" >&2
    if [ $paired = 1 ]; then
        t1=$SECONDS
        for x in "${NODES[@]}"; do
            [ "$x" = A ] || pair_with_a "$x"
        done
        echo "vmbed: paired in $((SECONDS - t1)) s" >&2
    fi
    trap - EXIT INT TERM PIPE
    echo "vmbed $name is up in $((SECONDS - t0)) s: nodes ${NODES[*]}, cabling '$spec'$([ $paired = 0 ] || echo ", paired with A")" >&2
}

cmd_exec() {
    local name=${1:-} x user=""
    [ $# -ge 3 ] || { usage >&2; exit 2; }
    check_name "$name"
    NAME=$name
    x=$(check_node "$name" "$2")
    shift 2
    if [ "$1" = --user ]; then
        [ $# -ge 3 ] || { usage >&2; exit 2; }
        user=$2
        [ -n "$user" ] || die "--user needs an account name"
        shift 2
    fi
    ssh_command "$x" "$user" "$@"
    exec "${SSH_CMD[@]}"
}

cmd_kill() {
    [ $# = 2 ] || { usage >&2; exit 2; }
    check_name "$1"
    NAME=$1
    local x d pid
    x=$(check_node "$1" "$2")
    d="$RUN_BASE/$1/$x"
    alive "$d/qemu.pid" || { echo "vmbed: spark-$(lower "$x") is not running" >&2; return 0; }
    pid=$(cat "$d/qemu.pid")
    kill -KILL "$pid"
    stop_master "$x"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
    rm -f "$d/qemu.pid"
}

cmd_start() {
    [ $# = 2 ] || { usage >&2; exit 2; }
    check_name "$1"
    NAME=$1
    local x
    x=$(check_node "$1" "$2")
    alive "$RUN_BASE/$1/$x/qemu.pid" || launch "$x"
    wait_ready "$x"
}

cmd_reimage() {
    [ $# = 2 ] || { usage >&2; exit 2; }
    check_name "$1"
    need_root
    NAME=$1
    local x d backing
    x=$(check_node "$1" "$2")
    d="$RUN_BASE/$1/$x"
    backing=$(disk_backing "$d/disk.qcow2") ||
        die "spark-$(lower "$x"): cannot read its disk's image ($d/disk.qcow2)"
    cmd_kill "$1" "$2"
    if ! qemu-img create -q -f qcow2 -F raw -b "$backing" "$d/disk.qcow2.new" ||
        ! mv -f "$d/disk.qcow2.new" "$d/disk.qcow2"; then
        die "spark-$(lower "$x"): cannot make a fresh disk"
    fi
    echo "=== vmbed: reimaged at $(date -u +%FT%TZ)" >>"$d/console.log"
    cmd_start "$1" "$2"
}

cmd_reboot() {
    [ $# = 2 ] || { usage >&2; exit 2; }
    check_name "$1"
    NAME=$1
    local x before now deadline
    x=$(check_node "$1" "$2")
    alive "$RUN_BASE/$1/$x/qemu.pid" || die "spark-$(lower "$x") is not running (start it)"
    before=$(boot_id "$x")
    [ -n "$before" ] || die "spark-$(lower "$x") does not answer"
    vm "$x" systemctl reboot || true
    stop_master "$x"
    deadline=$((SECONDS + ${SPARKWIRE_VMBED_BOOT_WAIT:-900}))
    while now=$(boot_id "$x"); [ -z "$now" ] || [ "$now" = "$before" ]; do
        [ $SECONDS -lt $deadline ] || die "spark-$(lower "$x") did not come back from the reboot"
        sleep 3
    done
    wait_ready "$x"
}

cmd_status() {
    [ $# = 1 ] || { usage >&2; exit 2; }
    local name=$1 dir="$RUN_BASE/$1" d x state pid boots
    check_name "$name"
    [ -d "$dir" ] || die "vmbed '$name' is not up"
    echo "vmbed $name: cabling '$(cat "$dir/cabling" 2>/dev/null)'"
    printf '%-4s %-10s %-8s %-8s %s\n' node hostname state qemu boots
    for d in "$dir"/[A-H]; do
        [ -d "$d" ] || continue
        x=${d##*/}
        if alive "$d/qemu.pid"; then state=running pid=$(cat "$d/qemu.pid"); else state=off pid=-; fi
        boots=$(grep -c "^=== vmbed: boot" "$d/console.log" 2>/dev/null || true)
        printf '%-4s %-10s %-8s %-8s %s\n' "$x" "spark-$(lower "$x")" "$state" "$pid" "$boots"
    done
}

cmd_down() {
    [ $# = 1 ] || { usage >&2; exit 2; }
    local name=$1 dir="$RUN_BASE/$1" ns pids d signal tries
    check_name "$name"
    need_root
    ns=$(netns_of "$name")
    # Every process of the testbed is in its namespace: the qemus, exec's ssh clients.
    for signal in TERM KILL; do
        pids=()
        for d in "$dir"/[A-H]; do
            ! alive "$d/qemu.pid" || pids+=("$(cat "$d/qemu.pid")")
        done
        if ip netns list 2>/dev/null | grep -qw "$ns"; then
            mapfile -t -O ${#pids[@]} pids < <(ip netns pids "$ns" 2>/dev/null)
        fi
        [ ${#pids[@]} -gt 0 ] || break
        kill "-$signal" "${pids[@]}" 2>/dev/null || true
        tries=0
        while [ $tries -lt 50 ]; do
            local left=0 m
            for m in "${pids[@]}"; do ! kill -0 "$m" 2>/dev/null || left=1; done
            [ $left = 1 ] || break
            tries=$((tries + 1))
            sleep 0.1
        done
    done
    local failed=0
    if ip netns list 2>/dev/null | grep -qw "$ns"; then ip netns del "$ns" || failed=1; fi
    rm -rf "$dir" || failed=1
    [ $failed = 0 ] || die "could not remove all of vmbed $name (see above); run down again"
    echo "vmbed $name is down" >&2
}

case "${1:-}" in
up) shift; cmd_up "$@" ;;
exec) shift; cmd_exec "$@" ;;
kill) shift; cmd_kill "$@" ;;
start) shift; cmd_start "$@" ;;
reboot) shift; cmd_reboot "$@" ;;
reimage) shift; cmd_reimage "$@" ;;
status) shift; cmd_status "$@" ;;
down) shift; cmd_down "$@" ;;
-h | --help | help) usage ;;
*) usage >&2; exit 2 ;;
esac
