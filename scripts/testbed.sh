#!/usr/bin/env bash
# Sparkwire's testbed: Sparks as network namespaces, cabled with veth pairs that carry the
# CX-7 netdev names, each with the parts a Spark has (see usage below). Netlink, carrier,
# MTU, multicast, TCP and D-Bus are real here; RDMA is not (the GID tables are files that
# the stand-in apply command keeps the way mlx5 would).
#
# Never send traffic to a testbed address from outside its namespace: the subnets are not
# routed in the root namespace. Use `scripts/testbed.sh exec NAME X ...`.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: scripts/testbed.sh up NAME --cabling SPEC [--paired]
       scripts/testbed.sh exec NAME X CMD [ARG...]
       scripts/testbed.sh root NAME X
       scripts/testbed.sh status NAME
       scripts/testbed.sh down NAME

Starts, uses and removes a testbed of Sparks, each a network namespace (as root).

up      Creates the testbed NAME (lower-case letters, digits, '-'; at most 16) with the
        nodes SPEC names and waits until each node's agent is beaconing and its helper
        answers. Every node's management port enP7s7 is on one LAN (namespace NAME-lan)
        with no DHCP server. SPEC is space-separated cables:
          X:p-Y:q   port p of node X to port q of node Y (both twins of the port)
          X:p-SW    port p of node X into the switch (namespace NAME-sw: twin a of every
                    such port on bridge br0, twin b on br1)
        X, Y: nodes A..P; p, q: ports 0 or 1. Each cabled twin starts at MTU 9000 with
        no IPv4; uncabled ports exist with no carrier at MTU 1500.
        e.g. --cabling 'A:1-B:1'   --cabling 'A:0-B:1 B:0-C:1 C:0-A:1'
             --cabling 'A:1-SW B:1-SW C:1-SW D:1-SW'
        --paired pairs every node with A through the real protocol (codes compared and
        confirmed on both sides, "apply plans without asking" answered yes); a node not
        cabled to A (a ring of four or more) through the nodes between, nearest first
        (pair --via B or --via B,C).
exec    Runs CMD as node X: in its network namespace NAME-X, its UTS namespace (hostname
        spark-x) and its mount namespace, where /root and /home are the node's own (below),
        with its environment (below); the cwd is kept (under /root or /home: the node's
        own folder of that path, else its /root), the exit code passed through, the
        build's binaries first on PATH.
root    Prints node X's netplan root dir (its helper's --root-dir).
status  Prints the nodes, their hostnames and the pids of their agents, buses, helpers.
down    Stops every process in the testbed's namespaces, deletes the namespaces and
        removes /run/sparkwire-testbed/NAME. Safe to run again, and after a failed up.

Node X's environment (exec, its agent, its helper's bus):
  SPARKWIRE_STATE_DIR     /run/sparkwire-testbed/NAME/X/state
  SPARKWIRE_SYSFS_ROOT    /run/sparkwire-testbed/NAME/X/sysfs   (a Spark-shaped tree)
  SPARKWIRE_NETPLAN_ROOT  /run/sparkwire-testbed/NAME/X/root    (etc/netplan/00-installer-config.yaml)
  DBUS_SYSTEM_BUS_ADDRESS unix:path=/run/sparkwire-testbed/NAME/X/bus (its own bus and helper)
  HOME, XDG_RUNTIME_DIR   /run/sparkwire-testbed/NAME/X/home, .../X/runtime
Every process of node X (its agent, bus and helper, and every exec) runs in X's own mount
namespace, where /root is X/home (the same folder as HOME: root's ~, ~/.ssh included, as
the password database names it) and /home is X/homes. Nothing a node writes to a user's
home reaches the machine's /root or /home, or another node's. The mounts made inside a
node (e.g. by `exec NAME X mount ...`) stay in that node and go with it at down.
Also under /run/sparkwire-testbed/NAME/X: agent.log (its agent's terminal), agent.in (a
FIFO: write a line to answer it, e.g. `echo pair > agent.in`), apply.log (one entry per
apply), faults/ (touch mtu-stays-1500: applies set MTU 1500; apply-fails: applies fail,
or only the next N if the file holds N).
The helper's apply command is scripts/testbed/apply-standin: it makes the CX-7 netdevs
match the 40-cx7.yaml in force (run/netplan over etc/netplan): IPv4 addresses, MTU, IPv6
off unless link-local has ipv6, the GID table as mlx5 keeps it; with no such file, back
to how they were cabled.

Binaries come from $SPARKWIRE_BIN, else ./build/bin (not under /root or /home, which each
node has its own of). SPARKWIRE_TESTBED_DELEGATION_WAIT:
seconds --paired waits for the delegation question after pairing (15).
Never send traffic to a node's address from outside it: use exec.
EOF
}

readonly RUN_BASE=/run/sparkwire-testbed
# Port p twin h is entry 2p+h: its DGX OS netdev, PCI function and RDMA device.
readonly CX7_NETDEVS=(enp1s0f0np0 enP2p1s0f0np0 enp1s0f1np1 enP2p1s0f1np1)
readonly CX7_PCI=(0000:01:00.0 0002:01:00.0 0000:01:00.1 0002:01:00.1)
readonly CX7_RDMA=(rocep1s0f0 roceP2p1s0f0 rocep1s0f1 roceP2p1s0f1)
readonly CABLED_MTU=9000
readonly UNCABLED_MTU=1500
# Seconds an agent has to ask "Let ... apply Sparkwire network plans ... without asking
# each time?" after pairing.
readonly DELEGATION_WAIT=${SPARKWIRE_TESTBED_DELEGATION_WAIT:-15}
script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
readonly script_dir
readonly repo_dir=${script_dir%/scripts}

die() {
    echo "testbed: $*" >&2
    exit 1
}

# size_of, alive, wait_for, answer, yes_to_delegation
# shellcheck source-path=SCRIPTDIR source=lib/conversation.sh
. "$script_dir/lib/conversation.sh"

netdev_of() { # netdev_of PORT HALF: the DGX OS name of that twin
    echo "${CX7_NETDEVS[$(($1 * 2 + $2))]}"
}

node_index() { # node_index X: A=1 .. P=16
    local letters=ABCDEFGHIJKLMNOP
    local before=${letters%%"$1"*}
    echo $((${#before} + 1))
}

# The MAC byte that tells node X's twins apart: a1 .. b0 (A..I keep the a1..a9 they always had).
twin_byte() { printf '%02x' $((0xa0 + $1)); }
# The same for its management port: b1 .. c0.
mgmt_byte() { printf '%02x' $((0xb0 + $1)); }

lower() { echo "${1,,}"; }

check_name() {
    [[ $1 =~ ^[a-z0-9][a-z0-9-]{0,15}$ ]] ||
        die "NAME '$1' must be lower-case letters, digits and '-' (at most 16, not starting with '-')"
}

check_node() { # check_node NAME X: prints the node letter, upper case
    local x=${2^^}
    [[ $x =~ ^[A-P]$ ]] || die "node '$2' must be a letter A..P"
    [ -d "$RUN_BASE/$1/$x" ] || die "testbed '$1' has no node $x (is it up?)"
    echo "$x"
}

under_homes() { [[ $1 == /root || $1 == /root/* || $1 == /home || $1 == /home/* ]]; }

need_root() {
    [ "$(id -u)" = 0 ] || die "needs root (network namespaces, mounts, a bus per node)"
}

bin_dir() {
    local dir=${SPARKWIRE_BIN:-./build/bin}
    [ -x "$dir/sparkwirectl" ] || die "no sparkwirectl in '$dir' (build it, or set SPARKWIRE_BIN)"
    [ -x "$dir/sparkwire-helper" ] ||
        die "no sparkwire-helper in '$dir' (build it, or set SPARKWIRE_BIN)"
    (cd "$dir" && pwd)
}

# ------------------------------------------------------------------------ cabling

# parse_cabling SPEC: CABLES, NODES and CABLED_PORTS (one reader for both testbeds).
# shellcheck source-path=SCRIPTDIR source=testbed/cabling.sh
. "$script_dir/testbed/cabling.sh"

mac_of() { # mac_of X PORT HALF: twin MACs per node, as 4c:bb:47:2e:a<node>:<half><port>
    printf '4c:bb:47:2e:%s:%d%d\n' "$(twin_byte "$(node_index "$1")")" "$3" "$2"
}

# veth pair between two namespaces: temporary names (the CX-7 names would clash where the
# pair is made), then the real names, MACs and MTU inside each namespace.
veth() { # veth NS_A NAME_A MAC_A NS_B NAME_B MAC_B MTU
    local ta="swtb$$a$RANDOM" tb="swtb$$b$RANDOM"
    ip link add "${ta:0:15}" netns "$1" type veth peer name "${tb:0:15}" netns "$4"
    ip -n "$1" link set "${ta:0:15}" name "$2" mtu "$7"
    ip -n "$4" link set "${tb:0:15}" name "$5" mtu "$7"
    [ -z "$3" ] || ip -n "$1" link set "$2" address "$3"
    [ -z "$6" ] || ip -n "$4" link set "$5" address "$6"
}

cable() { # cable NAME X P Y Q: both twins of a QSFP cable
    local h
    for h in 0 1; do
        veth "$1-$2" "$(netdev_of "$3" $h)" "$(mac_of "$2" "$3" $h)" \
            "$1-$4" "$(netdev_of "$5" $h)" "$(mac_of "$4" "$5" $h)" $CABLED_MTU
        ip -n "$1-$2" link set "$(netdev_of "$3" $h)" up
        ip -n "$1-$4" link set "$(netdev_of "$5" $h)" up
    done
}

to_switch() { # to_switch NAME X P: both twins into the switch, twin a on br0, twin b on br1
    local h
    for h in 0 1; do
        veth "$1-$2" "$(netdev_of "$3" $h)" "$(mac_of "$2" "$3" $h)" "$1-sw" "$2$3h$h" "" $CABLED_MTU
        ip -n "$1-$2" link set "$(netdev_of "$3" $h)" up
        ip -n "$1-sw" link set "$2$3h$h" master "br$h" up
    done
}

unplugged() { # unplugged NAME X P: the port exists with no carrier (its far end is down)
    local h
    for h in 0 1; do
        veth "$1-$2" "$(netdev_of "$3" $h)" "$(mac_of "$2" "$3" $h)" "$1-unplugged" "$2$3h$h" "" $UNCABLED_MTU
        ip -n "$1-$2" link set "$(netdev_of "$3" $h)" up
    done
}

# The names of the network namespaces. (ip prints "Peer netns reference is invalid" for
# each one whose peers it cannot name from here: noise.)
namespaces() { ip netns list 2>/dev/null | awk '{print $1}'; }

add_switch() { # add_switch NS BRIDGE...: a namespace that only forwards frames
    add_namespace "$1"
    ip netns exec "$1" sysctl -qw net.ipv6.conf.all.disable_ipv6=1 net.ipv6.conf.default.disable_ipv6=1
    local bridge
    for bridge in "${@:2}"; do
        ip -n "$1" link add "$bridge" type bridge mcast_snooping 0
        ip -n "$1" link set "$bridge" up
    done
}

add_namespace() { # add_namespace NS
    ip netns add "$1"
    ip -n "$1" link set lo up
    # Link-local addresses are usable at once (no DAD wait), as a Spark's are a second
    # after the cable goes in; set before any netdev exists, so every one inherits it.
    ip netns exec "$1" sysctl -qw net.ipv6.conf.default.accept_dad=0 net.ipv6.conf.all.accept_dad=0
}

# Waits until every CX-7 netdev with carrier can send IPv6 link-local multicast: addrconf
# adds the interface's ff00::/8 route a moment after the link comes up (ENETUNREACH until
# then). On a Spark the links are up long before Sparkwire starts.
wait_ipv6_ready() { # wait_ipv6_ready NS
    local dev tries
    for dev in "${CX7_NETDEVS[@]}"; do
        ip -n "$1" link show "$dev" 2>/dev/null | grep -q LOWER_UP || continue
        tries=0
        until ip -n "$1" -6 route show table local dev "$dev" | grep -q "^multicast ff00::/8"; do
            tries=$((tries + 1))
            [ $tries -lt 200 ] || die "$1 $dev never got IPv6 link-local multicast ready"
            sleep 0.05
        done
    done
}

# ------------------------------------------------------------------------ node parts

# A Spark-shaped sysfs tree for node X, written with the fixtures' own writer.
make_sysfs() { # make_sysfs NODE_DIR X
    (
        # shellcheck source-path=SCRIPTDIR source=../tests/data/sysfs-tree.sh
        . "$repo_dir/tests/data/sysfs-tree.sh"
        local i t m p h k cabled mac
        i=$(node_index "$2")
        t=$(twin_byte "$i")
        m=$(mgmt_byte "$i")
        root="$1/sysfs"
        common_host "4c:bb:47:2e:$m:01" "4c:bb:47:2e:$m:02"
        cx7_functions
        # No $(...) per twin: forks were most of the time `up` took.
        for p in 0 1; do
            cabled=0
            [[ $CABLED_PORTS != *" $2:$p "* ]] || cabled=1
            for h in 0 1; do
                k=$((p * 2 + h))
                mac="4c:bb:47:2e:$t:$h$p" # as mac_of
                if [ $cabled = 1 ]; then
                    netdev "${CX7_PCI[k]}" "${CX7_NETDEVS[k]}" "$mac" $CABLED_MTU 1 200000
                else
                    netdev "${CX7_PCI[k]}" "${CX7_NETDEVS[k]}" "$mac" $UNCABLED_MTU 0 0
                fi
                # The default GIDs come from the MAC (modified EUI-64), as the kernel's do.
                rdma_dev "${CX7_PCI[k]}" "${CX7_RDMA[k]}" "${CX7_NETDEVS[k]}" $cabled <<<"$(gid_ll "4ebb:47ff:fe2e:$t$h$p")"
            done
        done
        # Docker's bridge is not in the namespace: its address comes from the recorded list.
        addr_json "docker0 1500 DOWN 02:42:ac:11:00:01 172.17.0.1/16" >"$root/ip-addr.json"
    )
}

make_netplan_root() { # make_netplan_root NODE_DIR
    mkdir -p "$1/root/etc/netplan" "$1/root/run/netplan" "$1/root/lib/netplan"
    (
        umask 077
        cat >"$1/root/etc/netplan/00-installer-config.yaml" <<'EOF'
# This is the network config written by 'subiquity'
network:
  ethernets:
    enP7s7:
      dhcp4: true
  version: 2
EOF
    )
}

# The node's own system-like bus: the product's helper policy, polkit's and avahi's (so a
# test may run a polkitd or an avahi-daemon on it), and the helper activated inside the
# node's namespaces.
make_bus_config() { # make_bus_config NAME X NODE_DIR
    local d=$3 dir="$RUN_BASE/$1"
    mkdir -p "$d/services" "$d/helper-tmp"
    cat >"$d/bus.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$d/bus</listen>
  <auth>EXTERNAL</auth>
  <servicedir>$d/services</servicedir>
  <policy context="default">
    <allow user="*"/>
    <deny own="*"/>
    <deny send_type="method_call"/>
    <allow send_type="signal"/>
    <allow send_requested_reply="true" send_type="method_return"/>
    <allow send_requested_reply="true" send_type="error"/>
    <allow receive_type="method_call"/>
    <allow receive_type="method_return"/>
    <allow receive_type="error"/>
    <allow receive_type="signal"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus.Introspectable"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus.Properties"/>
    <deny send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus"
          send_member="UpdateActivationEnvironment"/>
  </policy>
  <include>$dir/org.sparkwire.Helper1.conf</include>
  <include ignore_missing="yes">/usr/share/dbus-1/system.d/org.freedesktop.PolicyKit1.conf</include>
  <include ignore_missing="yes">/usr/share/dbus-1/system.d/avahi-dbus.conf</include>
</busconfig>
EOF
    cat >"$d/services/org.sparkwire.Helper1.service" <<EOF
[D-BUS Service]
Name=org.sparkwire.Helper1
Exec=/usr/bin/env DBUS_SYSTEM_BUS_ADDRESS=unix:path=$d/bus TMPDIR=$d/helper-tmp /usr/bin/nsenter --net=/run/netns/$1-$2 --uts=$d/uts $dir/bin/sparkwire-helper --root-dir $d/root --sysfs-root $d/sysfs --idle-timeout 600 --apply-command "$dir/apply-standin $d"
User=root
EOF
    # Where the package puts it on a Spark, under the node's root (what the pre-flight's
    # "helper" row reads): the helper is installed here, activated on the node's bus above.
    mkdir -p "$d/root/usr/share/dbus-1/system-services"
    printf '[D-BUS Service]\nName=org.sparkwire.Helper1\n' \
        >"$d/root/usr/share/dbus-1/system-services/org.sparkwire.Helper1.service"
}

# The mount namespace node X's processes run in (the path of its holder's /proc/PID/ns/mnt);
# dies when that holder is gone.
node_mount_ns() { # node_mount_ns NAME X
    local d="$RUN_BASE/$1/$2" pid
    pid=$(cat "$d/mnt.pid" 2>/dev/null || true)
    if [ -z "$pid" ] || [ "$(readlink "/proc/$pid/ns/mnt" 2>/dev/null)" != "$(cat "$d/mnt.ns" 2>/dev/null)" ]; then
        die "spark-$(lower "$2")'s mount namespace is gone (its holder process ended); run: $0 down $1"
    fi
    echo "/proc/$pid/ns/mnt"
}

# The command prefix that runs as node X (its namespaces and environment), in folder WD as
# the node sees it. (Not nsenter's --wd: it opens the folder before entering, so /root there
# would be the machine's.)
node_command() { # node_command NAME X [WD] -> NODE_CMD array
    local d="$RUN_BASE/$1/$2" mnt
    mnt=$(node_mount_ns "$1" "$2") || exit 1
    NODE_CMD=(env --default-signal=PIPE -u DBUS_SESSION_BUS_ADDRESS -u XDG_CONFIG_HOME -u XDG_DATA_HOME
        -u XDG_CACHE_HOME -u XDG_STATE_HOME
        "PATH=$RUN_BASE/$1/bin:$PATH" "HOME=$d/home" "XDG_RUNTIME_DIR=$d/runtime"
        "SPARKWIRE_STATE_DIR=$d/state" "SPARKWIRE_SYSFS_ROOT=$d/sysfs"
        "SPARKWIRE_NETPLAN_ROOT=$d/root" "DBUS_SYSTEM_BUS_ADDRESS=unix:path=$d/bus"
        nsenter "--mount=$mnt" "--net=/run/netns/$1-$2" "--uts=$d/uts" -- env -C "${3:-/}" --)
}

# Starts CMD in its own session (it outlives this script) and waits for its pid; fails when
# none comes in 5 s. CMD keeps no descriptor of ours but stdin, stdout and stderr: an
# inherited one would keep a caller's pipe open, or hold the lock of a
# `flock LOCK scripts/testbed.sh up` forever.
detach() { # detach PIDFILE LOG STDIN CMD...
    local pidfile=$1 log=$2 input=$3 tries=0
    shift 3
    rm -f "$pidfile"
    # shellcheck disable=SC2016 # $$, $fd and $@ belong to the inner shell
    setsid -f bash -c 'for fd in /proc/self/fd/*; do fd=${fd##*/}; [ "$fd" -le 2 ] || exec {fd}>&-; done
        echo $$ >"$0"; exec "$@"' "$pidfile" "$@" 0<>"$input" >>"$log" 2>&1
    until [ -s "$pidfile" ]; do
        tries=$((tries + 1))
        [ $tries -lt 100 ] || return 1
        sleep 0.05
    done
}

spawn() { # spawn NAME X PIDFILE LOG STDIN CMD...: CMD as node X, detached
    local name=$1 x=$2
    shift 2
    node_command "$name" "$x"
    detach "$1" "$2" "$3" "${NODE_CMD[@]}" "${@:4}" || die "$x: ${4##*/} did not start"
}

# Node X's own mount namespace: a copy of ours in which /root is X/home and /home is X/homes,
# so that what the node writes to root's home (ssh-setup's and bundle import's ~/.ssh, as the
# password database names it) stays in the node. A process holds it, in the node's network
# namespace so that down ends it with the others; every process of the node enters it
# through that one's /proc/PID/ns/mnt. (A namespace file bind-mounted as the UTS one is would
# need no holder, but the kernel here refuses about one such bind in ten at random: EINVAL.)
# Mounts below propagate into it from ours (slave): later `ip netns add`s show in its
# /run/netns; its own mounts never propagate back.
start_mount_namespace() { # start_mount_namespace NAME X
    local d="$RUN_BASE/$1/$2" tries=0 pid
    mkdir -p "$d/homes"
    rm -f "$d/mnt.ready"
    # shellcheck disable=SC2016 # $0, $1 and $2 belong to the inner shell
    detach "$d/mnt.pid" "$d/mnt.log" /dev/null nsenter "--net=/run/netns/$1-$2" -- \
        unshare --mount --propagation slave sh -c \
        'mount --bind "$1" /root && mount --bind "$2" /home && : >"$0" && exec sleep infinity' \
        "$d/mnt.ready" "$d/home" "$d/homes" || die "spark-$(lower "$2"): its mount namespace holder did not start"
    pid=$(cat "$d/mnt.pid")
    until [ -e "$d/mnt.ready" ]; do
        tries=$((tries + 1))
        if [ $tries -ge 100 ] || ! kill -0 "$pid" 2>/dev/null; then
            die "spark-$(lower "$2"): no mount namespace of its own: $(cat "$d/mnt.log" 2>/dev/null)"
        fi
        sleep 0.05
    done
    readlink "/proc/$pid/ns/mnt" >"$d/mnt.ns"
    [ "$(cat "$d/mnt.ns")" != "$(readlink /proc/self/ns/mnt)" ] ||
        die "spark-$(lower "$2")'s mount namespace holder is in ours"
}

start_bus() { # start_bus NAME X
    local d="$RUN_BASE/$1/$2" tries=0
    spawn "$1" "$2" "$d/bus.pid" "$d/bus.log" /dev/null \
        dbus-daemon "--config-file=$d/bus.conf" --nofork --nopidfile --nosyslog
    node_command "$1" "$2"
    until "${NODE_CMD[@]}" dbus-send --system --print-reply --dest=org.freedesktop.DBus \
        /org/freedesktop/DBus org.freedesktop.DBus.GetId >/dev/null 2>&1; do
        tries=$((tries + 1))
        [ $tries -lt 100 ] || die "$2: its dbus-daemon did not answer in 5 s: $(tail -n 5 "$d/bus.log")"
        alive "$d/bus.pid" || die "$2: its dbus-daemon did not start: $(tail -n 5 "$d/bus.log")"
        sleep 0.05
    done
}

helper_state() { # helper_state NAME X: the helper's State, activating it
    node_command "$1" "$2"
    "${NODE_CMD[@]}" dbus-send --system --print-reply=literal --reply-timeout=20000 \
        --dest=org.sparkwire.Helper1 /org/sparkwire/Helper1 org.sparkwire.Helper1.State
}

start_agent() { # start_agent NAME X
    local d="$RUN_BASE/$1/$2"
    mkfifo -m 600 "$d/agent.in"
    local args=(agent --state-dir "$d/state" --sysfs-root "$d/sysfs")
    [ ! -f "$d/ssh/ssh_host_ed25519_key.pub" ] || args+=(--ssh-host-key "$d/ssh/ssh_host_ed25519_key.pub")
    spawn "$1" "$2" "$d/agent.pid" "$d/agent.log" "$d/agent.in" "$RUN_BASE/$1/bin/sparkwirectl" "${args[@]}"
}

make_node() { # make_node NAME X
    local name=$1 x=$2 d="$RUN_BASE/$1/$2" i
    i=$(node_index "$x")
    mkdir -p "$d/state" "$d/home" "$d/faults" "$d/ssh"
    mkdir -m 700 "$d/runtime"
    chmod 700 "$d/state"
    add_namespace "$name-$x"
    # The management port, on the office LAN (NAME-lan): DHCP as the installer file says,
    # and no DHCP server there to answer, so it has no IPv4 address.
    veth "$name-$x" enP7s7 "4c:bb:47:2e:$(mgmt_byte "$i"):01" "$name-lan" "mgmt$x" "" 1500
    ip -n "$name-$x" link set enP7s7 up
    ip -n "$name-lan" link set "mgmt$x" master lan0 up
    touch "$d/uts"
    unshare --uts="$d/uts" hostname "spark-$(lower "$x")"
    start_mount_namespace "$name" "$x"
    if command -v ssh-keygen >/dev/null; then # its own SSH host key, for peers to pin
        ssh-keygen -q -t ed25519 -N '' -C "root@spark-$(lower "$x")" -f "$d/ssh/ssh_host_ed25519_key"
    fi
}

# ------------------------------------------------------------------------ pairing

agent_id() { # agent_id NODE_DIR: the key id its agent announced
    sed -nE 's/^sparkwire agent [^ ]+ \(([0-9a-f]+)\) is beaconing.*/\1/p' "$1/agent.log" | head -n1
}

# True when a cable joins X and Y directly, or both are on the switch.
cabled_to() { # cabled_to X Y
    local c x=$1 y=$2 on_switch=" "
    for c in "${CABLES[@]}"; do
        # shellcheck disable=SC2086 # "X p Y q" or "X p SW"
        set -- $c
        if [ "$3" = SW ]; then
            on_switch+="$1 "
        elif { [ "$1" = "$x" ] && [ "$3" = "$y" ]; } || { [ "$1" = "$y" ] && [ "$3" = "$x" ]; }; then
            return 0
        fi
    done
    [[ $on_switch == *" $x "* && $on_switch == *" $y "* ]]
}

# Breadth first from A over the cables: ORDER holds every other node, nearest first, and
# VIA[X] the nodes between A and X ("B C"; empty for A's own neighbours). A node is paired only
# once the nodes between are, so that each can tunnel to the next (pair --via B,C).
declare -A VIA=()
ORDER=()
routes_from_a() {
    local queue=(A) seen=" A " at y
    VIA=()
    ORDER=()
    while [ ${#queue[@]} -gt 0 ]; do
        at=${queue[0]}
        queue=("${queue[@]:1}")
        for y in "${NODES[@]}"; do
            [[ $seen != *" $y "* ]] || continue
            cabled_to "$at" "$y" || continue
            seen+="$y "
            if [ "$at" = A ]; then VIA[$y]=""; else VIA[$y]="${VIA[$at]:+${VIA[$at]} }$at"; fi
            ORDER+=("$y")
            queue+=("$y")
        done
    done
}

# Pairs node X with A as two people would: X's person arms pairing on X's agent, A's runs
# `sparkwirectl pair spark-x`; both compare the codes and say yes; X's person then lets A
# apply plans without asking each time.
pair_with_a() { # pair_with_a NAME X
    local name=$1 x=$2 dir="$RUN_BASE/$1"
    local da="$dir/A" dx="$dir/$2" host log fifo mark code_a code_x
    host="spark-$(lower "$x")"
    log="$da/pair-$host.log"
    fifo="$da/pair-$host.in"
    mark=$(size_of "$dx/agent.log")
    answer "$dx/agent.in" pair || die "$host's agent does not read its terminal"
    wait_for "$dx/agent.log" "$mark" "Accepting one pairing request" 10 "$dx/agent.pid" >/dev/null ||
        die "$host's agent did not arm pairing"
    mkfifo -m 600 "$fifo"
    : >"$log"
    local via=() y names=()
    if [ -n "${VIA[$x]:-}" ]; then
        for y in ${VIA[$x]}; do names+=("spark-$(lower "$y")"); done
        via=(--via "$(IFS=,; echo "${names[*]}")")
    fi
    spawn "$name" A "$da/pair-$host.pid" "$log" "$fifo" "$dir/bin/sparkwirectl" pair "$host" \
        "${via[@]}" --timeout 15 --state-dir "$da/state" --sysfs-root "$da/sysfs"
    code_a=$(wait_for "$log" 0 "Code: [0-9]{6}" 20 "$da/pair-$host.pid") ||
        die "spark-a's pair command showed no code: $(tail -n 5 "$log")"
    code_x=$(wait_for "$dx/agent.log" "$mark" "Code: [0-9]{6}" 10 "$dx/agent.pid") ||
        die "$host's agent showed no code"
    [ "$code_a" = "$code_x" ] || die "the codes differ: spark-a shows '$code_a', $host '$code_x'"
    mark=$(size_of "$dx/agent.log")
    answer "$dx/agent.in" y || die "$host's agent does not read its terminal"
    answer "$fifo" y || die "spark-a's pair command does not read its terminal"
    yes_to_delegation "$host" "$log" "$fifo" "$da/pair-$host.pid" "$dx/agent.log" "$dx/agent.in" \
        "$mark" "$dx/agent.pid" 60
    rm -f "$fifo"
}

# Each paired-peers.json holds the other's key id, and X's helper has recorded A's
# delegation (the agent asks it to once its person said yes).
check_paired() { # check_paired NAME X
    local dir="$RUN_BASE/$1" id_a id_x host tries=0
    host="spark-$(lower "$2")"
    id_a=$(agent_id "$dir/A")
    id_x=$(agent_id "$dir/$2")
    if [ -z "$id_a" ] || [ -z "$id_x" ]; then die "cannot read the agents' key ids"; fi
    grep -q "$id_x" "$dir/A/state/paired-peers.json" 2>/dev/null ||
        die "spark-a's paired-peers.json does not hold $host ($id_x)"
    grep -q "$id_a" "$dir/$2/state/paired-peers.json" 2>/dev/null ||
        die "$host's paired-peers.json does not hold spark-a ($id_a)"
    until grep -q "\"$id_a\"" "$dir/$2/root/var/lib/sparkwire/delegations.json" 2>/dev/null; do
        tries=$((tries + 1))
        [ $tries -lt 100 ] ||
            die "$host's helper did not record spark-a's delegation; its agent's last lines: $(tail -n 5 "$dir/$2/agent.log")"
        sleep 0.1
    done
}

# ------------------------------------------------------------------------ commands

# Removes what a failed up made, then shows the agents' last words. Cleaning up comes first
# and cannot be stopped by a reader that went away (SIGPIPE) or by a failing command.
up_failed() {
    set +e
    trap '' PIPE INT TERM
    local name=$UP_NAME x tails=""
    for x in "${NODES[@]}"; do
        [ -s "$RUN_BASE/$name/$x/agent.log" ] || continue
        tails+="--- last lines of spark-$(lower "$x")'s agent.log:"$'\n'
        tails+="$(tail -n 12 "$RUN_BASE/$name/$x/agent.log")"$'\n'
    done
    cmd_down "$name" >/dev/null 2>&1
    echo "testbed: up $name failed; removed what it made" >&2
    printf '%s' "$tails" >&2
}

cmd_up() {
    local name=${1:-} spec="" paired=0 x c bin dir
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
    parse_cabling "$spec" P
    if [ $paired = 1 ] && [[ " ${NODES[*]} " != *" A "* ]]; then die "--paired pairs with A, but the cabling has no A"; fi
    bin=$(bin_dir)
    if under_homes "$bin"; then
        die "the binaries ($bin) are under /root or /home, which each node has its own of: build elsewhere, or set SPARKWIRE_BIN"
    fi
    /usr/bin/python3 -c 'import yaml' 2>/dev/null || die "the apply stand-in needs python3-yaml"
    dir="$RUN_BASE/$name"
    [ ! -e "$dir" ] || die "testbed '$name' is up already ($dir exists); run: $0 down $name"
    for x in "${NODES[@]}" sw lan unplugged; do
        ! namespaces | grep -qx "$name-$x" || die "namespace $name-$x exists already; run: $0 down $name"
    done

    UP_NAME=$name
    trap up_failed EXIT
    trap 'exit 130' INT TERM
    # A reader of our output that goes away must not kill us before we clean up: writes
    # then fail (and a failed up cleans up), the nodes' programs get SIGPIPE back (env).
    trap '' PIPE
    # A private tmpfs: the UTS namespaces are bind-mounted into it (which needs a mount
    # that does not propagate), and down unmounts it all at once.
    mkdir -p "$dir"
    mount -t tmpfs -o mode=0755 "sparkwire-testbed-$name" "$dir"
    mount --make-private "$dir"
    echo "$spec" >"$dir/cabling"
    ln -s "$bin" "$dir/bin"
    install -m 755 "$script_dir/testbed/apply-standin" "$dir/apply-standin"
    install -m 644 "$repo_dir/packaging/dbus/org.sparkwire.Helper1.conf" "$dir/org.sparkwire.Helper1.conf"

    add_switch "$name-lan" lan0
    for x in "${NODES[@]}"; do make_node "$name" "$x"; done
    [[ $spec != *SW* ]] || add_switch "$name-sw" br0 br1
    for c in "${CABLES[@]}"; do
        # shellcheck disable=SC2086 # "X p Y q" or "X p SW"
        set -- $c
        if [ "$3" = SW ]; then to_switch "$name" "$1" "$2"; else cable "$name" "$1" "$2" "$3" "$4"; fi
    done
    for x in "${NODES[@]}"; do
        for c in 0 1; do
            [[ $CABLED_PORTS == *" $x:$c "* ]] && continue
            namespaces | grep -qx "$name-unplugged" || add_namespace "$name-unplugged"
            unplugged "$name" "$x" "$c"
        done
    done
    for x in "${NODES[@]}"; do
        local d="$dir/$x" p h
        for p in 0 1; do
            for h in 0 1; do
                if [[ $CABLED_PORTS == *" $x:$p "* ]]; then c=$CABLED_MTU; else c=$UNCABLED_MTU; fi
                echo "$(netdev_of $p $h) $c" >>"$d/baseline-mtu"
            done
        done
        make_sysfs "$d" "$x"
        make_netplan_root "$d"
        make_bus_config "$name" "$x" "$d"
        start_bus "$name" "$x"
    done
    for x in "${NODES[@]}"; do wait_ipv6_ready "$name-$x"; done
    for x in "${NODES[@]}"; do
        helper_state "$name" "$x" >/dev/null ||
            die "spark-$(lower "$x")'s helper does not answer on its bus: $(tail -n 5 "$dir/$x/bus.log")"
        start_agent "$name" "$x"
    done
    for x in "${NODES[@]}"; do
        wait_for "$dir/$x/agent.log" 0 "is beaconing" 30 "$dir/$x/agent.pid" >/dev/null ||
            die "spark-$(lower "$x")'s agent did not start beaconing"
    done
    if [ $paired = 1 ]; then
        # A's neighbours first, then outwards: the others are paired through them.
        routes_from_a
        for x in "${NODES[@]}"; do
            [ "$x" = A ] || [ -n "${VIA[$x]+set}" ] ||
                die "spark-$(lower "$x") is cabled to nothing that reaches spark-a"
        done
        for x in "${ORDER[@]}"; do
            pair_with_a "$name" "$x"
            check_paired "$name" "$x"
        done
    fi
    trap - EXIT INT TERM PIPE
    echo "testbed $name is up: nodes ${NODES[*]}, cabling '$spec'$([ $paired = 0 ] || echo ", paired with A")"
}

cmd_exec() {
    local name=${1:-} x
    [ $# -ge 3 ] || { usage >&2; exit 2; }
    check_name "$name"
    x=$(check_node "$name" "$2")
    shift 2
    # Under /root or /home the same path is the node's own folder; where the node has no
    # such folder, its /root (its home) instead.
    local wd=$PWD d="$RUN_BASE/$name/$x"
    if [[ $wd == /root || $wd == /root/* ]]; then
        [ -d "$d/home${wd#/root}" ] || wd=/root
    elif [[ $wd == /home || $wd == /home/* ]]; then
        [ -d "$d/homes${wd#/home}" ] || wd=/root
    fi
    node_command "$name" "$x" "$wd"
    exec "${NODE_CMD[@]}" "$@"
}

cmd_root() {
    [ $# = 2 ] || { usage >&2; exit 2; }
    check_name "$1"
    local x
    x=$(check_node "$1" "$2")
    echo "$RUN_BASE/$1/$x/root"
}

pid_text() { # pid_text PIDFILE
    if alive "$1"; then cat "$1"; else echo -; fi
}

cmd_status() {
    [ $# = 1 ] || { usage >&2; exit 2; }
    local name=$1 dir="$RUN_BASE/$1" x d helper pid
    check_name "$name"
    [ -d "$dir" ] || die "testbed '$name' is not up"
    echo "testbed $name: cabling '$(cat "$dir/cabling" 2>/dev/null)'"
    printf '%-4s %-20s %-10s %-8s %-8s %-8s\n' node namespace hostname agent bus helper
    for d in "$dir"/[A-P]; do
        [ -d "$d" ] || continue
        x=${d##*/}
        helper=-
        for pid in $(ip netns pids "$name-$x" 2>/dev/null); do
            [ "$(cat "/proc/$pid/comm" 2>/dev/null)" != sparkwire-helpe ] || helper=$pid
        done
        printf '%-4s %-20s %-10s %-8s %-8s %-8s\n' "$x" "$name-$x" \
            "$(nsenter --uts="$d/uts" hostname 2>/dev/null || echo -)" \
            "$(pid_text "$d/agent.pid")" "$(pid_text "$d/bus.pid")" "$helper"
    done
}

cmd_down() {
    [ $# = 1 ] || { usage >&2; exit 2; }
    local name=$1 dir="$RUN_BASE/$1" ns pids tries mounts m
    check_name "$name"
    need_root
    local spaces=()
    for ns in $(namespaces); do
        [[ $ns =~ ^$name-([A-P]|sw|lan|unplugged)$ ]] && spaces+=("$ns")
    done
    # Every process of the testbed runs in one of its namespaces: agents, buses, helpers,
    # and whatever exec started.
    for signal in TERM KILL; do
        pids=()
        for ns in "${spaces[@]}"; do
            mapfile -t -O ${#pids[@]} pids < <(ip netns pids "$ns" 2>/dev/null)
        done
        [ ${#pids[@]} -gt 0 ] || break
        kill "-$signal" "${pids[@]}" 2>/dev/null || true
        tries=0
        while [ $tries -lt 30 ]; do
            local left=0
            for m in "${pids[@]}"; do ! kill -0 "$m" 2>/dev/null || left=1; done
            [ $left = 1 ] || break
            tries=$((tries + 1))
            sleep 0.1
        done
    done
    # Whatever fails, the rest is still removed; down then says so and fails.
    local failed=0
    for ns in "${spaces[@]}"; do ip netns del "$ns" || failed=1; done
    if [ -e "$dir" ]; then
        # The UTS namespace files first (deepest first), then the tmpfs itself.
        mapfile -t mounts < <(awk -v d="$dir" '$5 == d || index($5, d "/") == 1 {print $5}' /proc/self/mountinfo | sort -r)
        for m in "${mounts[@]}"; do umount "$m" 2>/dev/null || umount -l "$m" || failed=1; done
        rm -rf "$dir" || failed=1
    fi
    [ $failed = 0 ] || die "could not remove all of testbed $name (see above); run down again"
    echo "testbed $name is down"
}

case "${1:-}" in
up) shift; cmd_up "$@" ;;
exec) shift; cmd_exec "$@" ;;
root) shift; cmd_root "$@" ;;
status) shift; cmd_status "$@" ;;
down) shift; cmd_down "$@" ;;
-h | --help | help) usage ;;
*) usage >&2; exit 2 ;;
esac
