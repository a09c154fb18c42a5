#!/usr/bin/env bash
# Writes sysfs trees shaped like a real DGX Spark: sourced by make-sysfs-fixtures.sh (the
# committed fixtures) and by scripts/testbed.sh (one tree per testbed node). Set `root` to
# the tree being written, then call the functions below.
#
# The layout follows the kernel's: devices live under devices/pci<domain>:00/..., and
# class/net, class/infiniband and bus/pci/devices hold *relative* symlinks into it, so a
# tree can be moved anywhere and still resolves like /sys does.
#
# GID tables are truncated to 32 entries (real mlx5 devices have 255); unused entries are
# all-zero GIDs with no type file, as on real hardware where reading the type fails.

# shellcheck disable=SC2034 # read by the functions below, set by whoever sources this
GID_TABLE_LEN=32
root="" # the tree being written

dir_for() { # dir_for PATH: creates PATH's directory in the tree (no fork when it exists)
    local d="$root/${1%/*}"
    [ -d "$d" ] || mkdir -p "$d"
}

w() { # w FILE VALUE: write one sysfs attribute
    dir_for "$1"
    printf '%s\n' "$2" >"$root/$1"
}

lnk() { # lnk LINK TARGET: relative symlink, as the kernel makes them
    dir_for "$1"
    ln -sfn "$2" "$root/$1"
}

pci_dir() { # pci_dir ADDRESS: sets d to devices/pci<dom>:00/<dom>:00:00.0/ADDRESS (no fork)
    local dom=${1%%:*}
    d="devices/pci$dom:00/$dom:00:00.0/$1"
}

pci_device() { # pci_device ADDRESS VENDOR DEVICE
    local d
    pci_dir "$1"
    w "$d/vendor" "$2"
    w "$d/device" "$3"
    w "$d/class" "0x020000"
    lnk "bus/pci/devices/$1" "../../../$d"
}

# netdev PCI NAME MAC MTU CARRIER(1|0) SPEED
netdev() {
    local d n
    pci_dir "$1"
    n="$d/net/$2"
    w "$n/address" "$3"
    w "$n/mtu" "$4"
    w "$n/carrier" "$5"
    w "$n/type" "1"
    if [ "$5" = 1 ]; then w "$n/operstate" up; w "$n/speed" "$6"; else w "$n/operstate" down; w "$n/speed" "-1"; fi
    lnk "$n/device" "../../../$1"
    lnk "class/net/$2" "../../$n"
}

# virtual_netdev NAME MAC MTU
virtual_netdev() {
    local n="devices/virtual/net/$1"
    w "$n/address" "$2"
    w "$n/mtu" "$3"
    w "$n/carrier" "1"
    w "$n/operstate" "unknown"
    w "$n/type" "1"
    lnk "class/net/$1" "../../$n"
}

# wireless_netdev PCI NAME MAC: cfg80211 links the netdev to its phy (no empty directories
# here: git would drop them)
wireless_netdev() {
    local d
    pci_dir "$1"
    pci_device "$1" 0x14c3 0x7925
    netdev "$1" "$2" "$3" 1500 1 0
    w "$d/ieee80211/phy0/index" 0
    lnk "$d/net/$2/phy80211" "../../ieee80211/phy0"
}

# hex8 IPV4: the last 32 bits of an IPv4-mapped GID
hex_v4() {
    local IFS=.
    # shellcheck disable=SC2086
    set -- $1
    printf '%02x%02x:%02x%02x' "$1" "$2" "$3" "$4"
}

# GID helpers: each emits "GID TYPE" pairs consumed by rdma_dev
gid_ll() { echo "fe80:0000:0000:0000:$1 IB/RoCE_v1"; echo "fe80:0000:0000:0000:$1 RoCE_v2"; }
gid_v4() { echo "0000:0000:0000:0000:0000:ffff:$(hex_v4 "$1") IB/RoCE_v1"; echo "0000:0000:0000:0000:0000:ffff:$(hex_v4 "$1") RoCE_v2"; }
gid_v6() { echo "$1 IB/RoCE_v1"; echo "$1 RoCE_v2"; }

# rdma_dev PCI NAME NETDEV ACTIVE(1|0) <<< "GID TYPE" lines in table order
rdma_dev() {
    local d i p gid type
    pci_dir "$1"
    d=$d/infiniband/$2
    p="$d/ports/1"
    w "$d/node_type" "1: CA"
    w "$d/hca_type" "MT4129"
    w "$d/fw_ver" "28.45.1020"
    w "$d/node_guid" "$(printf '%s' "$2" | md5sum | sed -E 's/^(.{4})(.{4})(.{4})(.{4}).*/\1:\2:\3:\4/')"
    lnk "$d/device" "../../../$1"
    lnk "class/infiniband/$2" "../../$d"
    w "$p/link_layer" "Ethernet"
    if [ "$4" = 1 ]; then
        w "$p/state" "4: ACTIVE"; w "$p/phys_state" "5: LinkUp"; w "$p/rate" "200 Gb/sec (4X HDR)"
    else
        w "$p/state" "1: DOWN"; w "$p/phys_state" "3: Disabled"; w "$p/rate" "40 Gb/sec (4X QDR)"
    fi
    for c in port_xmit_data port_rcv_data port_xmit_packets port_rcv_packets; do w "$p/counters/$c" 0; done
    for c in out_of_sequence local_ack_timeout_err packet_seq_err np_cnp_sent rp_cnp_handled out_of_buffer; do
        w "$p/hw_counters/$c" 0
    done
    i=0
    while read -r gid type; do
        [ -n "$gid" ] || continue
        w "$p/gids/$i" "$gid"
        w "$p/gid_attrs/types/$i" "${type//_/ }"
        w "$p/gid_attrs/ndevs/$i" "$3"
        i=$((i + 1))
    done
    while [ $i -lt $GID_TABLE_LEN ]; do
        w "$p/gids/$i" "0000:0000:0000:0000:0000:0000:0000:0000"
        dir_for "$p/gid_attrs/types/$i"
        dir_for "$p/gid_attrs/ndevs/$i"
        i=$((i + 1))
    done
}

# addr_json "NAME MTU STATE MAC addr/len ..." ... : recorded `ip -j addr` output
addr_json() {
    local first=1 idx=1 line name mtu state mac a sep
    printf '['
    for line in "$@"; do
        # shellcheck disable=SC2086
        set -- $line
        name=$1 mtu=$2 state=$3 mac=$4
        shift 4
        [ $first = 1 ] || printf ','
        first=0
        printf '{"ifindex":%d,"ifname":"%s","mtu":%s,"operstate":"%s","address":"%s","addr_info":[' \
            "$idx" "$name" "$mtu" "$state" "$mac"
        sep=""
        for a in "$@"; do
            if [[ $a == *:* ]]; then
                printf '%s{"family":"inet6","local":"%s","prefixlen":%s,"scope":"%s"}' "$sep" "${a%/*}" "${a#*/}" \
                    "$([[ $a == fe80* ]] && echo link || echo global)"
            else
                printf '%s{"family":"inet","local":"%s","prefixlen":%s,"scope":"global"}' "$sep" "${a%/*}" "${a#*/}"
            fi
            sep=","
        done
        printf ']}'
        idx=$((idx + 1))
    done
    printf ']\n'
}

# common_host MGMT_MAC WIFI_MAC: the parts every Spark has besides the CX-7
common_host() {
    pci_device 0007:01:00.0 0x10ec 0x8127
    netdev 0007:01:00.0 enP7s7 "$1" 1500 1 10000
    wireless_netdev 0009:01:00.0 wlP9s9 "$2"
    virtual_netdev lo "00:00:00:00:00:00" 65536
    virtual_netdev docker0 "02:42:ac:11:00:01" 1500
}

cx7_functions() {
    for a in 0000:01:00.0 0000:01:00.1 0002:01:00.0 0002:01:00.1; do pci_device $a 0x15b3 0x1021; done
}
