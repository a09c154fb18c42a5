#!/usr/bin/env bash
# Builds sysfs trees shaped like a real DGX Spark (and one machine without a CX-7).
#
# The layout follows the kernel's: devices live under devices/pci<domain>:00/..., and
# class/net, class/infiniband and bus/pci/devices hold *relative* symlinks into it, so a
# tree can be moved anywhere and still resolves like /sys does. Each tree also carries
# ip-addr.json, recorded `ip -j addr` output, because sysfs has no addresses.
#
# The tree-writing functions are in sysfs-tree.sh (scripts/testbed.sh uses them too).
#
# usage: make-sysfs-fixtures.sh OUTDIR      (writes OUTDIR/<scenario>/...)
set -euo pipefail

out=${1:?usage: $0 OUTDIR}

# shellcheck source-path=SCRIPTDIR source=sysfs-tree.sh
. "$(dirname "$0")/sysfs-tree.sh"

# ---------------------------------------------------------------- dgx-port1
# Stock DGX OS names, one cable in port 1 (both twins up), each twin on its own subnet.
root="$out/dgx-port1"
rm -rf "$root"
common_host 4c:bb:47:2e:10:01 4c:bb:47:2e:10:02
cx7_functions
netdev 0000:01:00.0 enp1s0f0np0 "4c:bb:47:2e:20:00" 1500 0 0
netdev 0002:01:00.0 enP2p1s0f0np0 "4c:bb:47:2e:20:10" 1500 0 0
netdev 0000:01:00.1 enp1s0f1np1 "4c:bb:47:2e:20:01" 9000 1 200000
netdev 0002:01:00.1 enP2p1s0f1np1 "4c:bb:47:2e:20:11" 9000 1 200000
rdma_dev 0000:01:00.0 rocep1s0f0 enp1s0f0np0 0 <<<"$(gid_ll 4ebb:47ff:fe2e:2000)"
rdma_dev 0002:01:00.0 roceP2p1s0f0 enP2p1s0f0np0 0 <<<"$(gid_ll 4ebb:47ff:fe2e:2010)"
rdma_dev 0000:01:00.1 rocep1s0f1 enp1s0f1np1 1 <<<"$(gid_ll 4ebb:47ff:fe2e:2001; gid_v4 192.168.177.11)"
rdma_dev 0002:01:00.1 roceP2p1s0f1 enP2p1s0f1np1 1 <<<"$(gid_ll 4ebb:47ff:fe2e:2011; gid_v4 192.168.178.11)"
addr_json "lo 65536 UNKNOWN 00:00:00:00:00:00 127.0.0.1/8" \
    "enP7s7 1500 UP 4c:bb:47:2e:10:01 192.168.1.50/24" \
    "enp1s0f0np0 1500 DOWN 4c:bb:47:2e:20:00" \
    "enP2p1s0f0np0 1500 DOWN 4c:bb:47:2e:20:10" \
    "enp1s0f1np1 9000 UP 4c:bb:47:2e:20:01 192.168.177.11/24" \
    "enP2p1s0f1np1 9000 UP 4c:bb:47:2e:20:11 192.168.178.11/24" \
    "docker0 1500 DOWN 02:42:ac:11:00:01 172.17.0.1/16" >"$root/ip-addr.json"

# ---------------------------------------------------------------- mlx5-all-up
# An image without the rdma-core rename rules: RDMA devices are mlx5_N in kernel probe
# order, netdevs use the onboard-style names, and the class/ links are created in an
# order that matches neither. Both cables in, all four twins addressed.
root="$out/mlx5-all-up"
rm -rf "$root"
common_host 4c:bb:47:2e:10:01 4c:bb:47:2e:10:02
cx7_functions
netdev 0002:01:00.1 ens1f1b "4c:bb:47:2e:30:11" 9000 1 200000
netdev 0000:01:00.0 ens1f0a "4c:bb:47:2e:30:00" 9000 1 200000
netdev 0002:01:00.0 ens1f0b "4c:bb:47:2e:30:10" 9000 1 200000
netdev 0000:01:00.1 ens1f1a "4c:bb:47:2e:30:01" 9000 1 200000
rdma_dev 0000:01:00.0 mlx5_0 ens1f0a 1 <<<"$(gid_ll 4ebb:47ff:fe2e:3000; gid_v4 10.10.1.1)"
rdma_dev 0000:01:00.1 mlx5_1 ens1f1a 1 <<<"$(gid_ll 4ebb:47ff:fe2e:3001; gid_v4 10.10.3.1)"
rdma_dev 0002:01:00.0 mlx5_2 ens1f0b 1 <<<"$(gid_ll 4ebb:47ff:fe2e:3010; gid_v4 10.10.2.1)"
rdma_dev 0002:01:00.1 mlx5_3 ens1f1b 1 <<<"$(gid_ll 4ebb:47ff:fe2e:3011; gid_v4 10.10.4.1)"
addr_json "enP7s7 1500 UP 4c:bb:47:2e:10:01 192.168.1.51/24" \
    "ens1f0a 9000 UP 4c:bb:47:2e:30:00 10.10.1.1/24" \
    "ens1f0b 9000 UP 4c:bb:47:2e:30:10 10.10.2.1/24" \
    "ens1f1a 9000 UP 4c:bb:47:2e:30:01 10.10.3.1/24" \
    "ens1f1b 9000 UP 4c:bb:47:2e:30:11 10.10.4.1/24" >"$root/ip-addr.json"

# ---------------------------------------------------------------- dgx-mtu1500-unaddressed
# Cable in port 1, nothing configured yet: MTU 1500, no IPv4, only link-local GIDs.
root="$out/dgx-mtu1500-unaddressed"
rm -rf "$root"
common_host 4c:bb:47:2e:10:01 4c:bb:47:2e:10:02
cx7_functions
netdev 0000:01:00.0 enp1s0f0np0 "4c:bb:47:2e:40:00" 1500 0 0
netdev 0002:01:00.0 enP2p1s0f0np0 "4c:bb:47:2e:40:10" 1500 0 0
netdev 0000:01:00.1 enp1s0f1np1 "4c:bb:47:2e:40:01" 1500 1 200000
netdev 0002:01:00.1 enP2p1s0f1np1 "4c:bb:47:2e:40:11" 1500 1 200000
rdma_dev 0000:01:00.0 rocep1s0f0 enp1s0f0np0 0 <<<"$(gid_ll 4ebb:47ff:fe2e:4000)"
rdma_dev 0002:01:00.0 roceP2p1s0f0 enP2p1s0f0np0 0 <<<"$(gid_ll 4ebb:47ff:fe2e:4010)"
rdma_dev 0000:01:00.1 rocep1s0f1 enp1s0f1np1 1 <<<"$(gid_ll 4ebb:47ff:fe2e:4001)"
rdma_dev 0002:01:00.1 roceP2p1s0f1 enP2p1s0f1np1 1 <<<"$(gid_ll 4ebb:47ff:fe2e:4011)"
addr_json "enP7s7 1500 UP 4c:bb:47:2e:10:01 192.168.1.52/24" \
    "enp1s0f1np1 1500 UP 4c:bb:47:2e:40:01 fe80::4ebb:47ff:fe2e:4001/64" \
    "enP2p1s0f1np1 1500 UP 4c:bb:47:2e:40:11 fe80::4ebb:47ff:fe2e:4011/64" >"$root/ip-addr.json"

# ---------------------------------------------------------------- dgx-gid-drift
# Port 1 cabled and addressed, but SLAAC put global IPv6 GIDs ahead of the IPv4 ones after
# a re-apply: the RoCE v2 IPv4 GID is index 5 on twin a and index 3 on twin b.
root="$out/dgx-gid-drift"
rm -rf "$root"
common_host 4c:bb:47:2e:10:01 4c:bb:47:2e:10:02
cx7_functions
netdev 0000:01:00.0 enp1s0f0np0 "4c:bb:47:2e:50:00" 1500 0 0
netdev 0002:01:00.0 enP2p1s0f0np0 "4c:bb:47:2e:50:10" 1500 0 0
netdev 0000:01:00.1 enp1s0f1np1 "4c:bb:47:2e:50:01" 9000 1 200000
netdev 0002:01:00.1 enP2p1s0f1np1 "4c:bb:47:2e:50:11" 9000 1 200000
rdma_dev 0000:01:00.0 rocep1s0f0 enp1s0f0np0 0 <<<"$(gid_ll 4ebb:47ff:fe2e:5000)"
rdma_dev 0002:01:00.0 roceP2p1s0f0 enP2p1s0f0np0 0 <<<"$(gid_ll 4ebb:47ff:fe2e:5010)"
rdma_dev 0000:01:00.1 rocep1s0f1 enp1s0f1np1 1 <<<"$(gid_ll 4ebb:47ff:fe2e:5001
    gid_v6 2001:0db8:0177:0000:4ebb:47ff:fe2e:5001; gid_v4 192.168.177.21)"
rdma_dev 0002:01:00.1 roceP2p1s0f1 enP2p1s0f1np1 1 <<<"$(gid_ll 4ebb:47ff:fe2e:5011
    gid_v4 192.168.178.21; gid_v6 2001:0db8:0178:0000:4ebb:47ff:fe2e:5011)"
addr_json "enP7s7 1500 UP 4c:bb:47:2e:10:01 192.168.1.53/24" \
    "enp1s0f1np1 9000 UP 4c:bb:47:2e:50:01 192.168.177.21/24 2001:db8:177:0:4ebb:47ff:fe2e:5001/64 fe80::4ebb:47ff:fe2e:5001/64" \
    "enP2p1s0f1np1 9000 UP 4c:bb:47:2e:50:11 192.168.178.21/24 2001:db8:178:0:4ebb:47ff:fe2e:5011/64 fe80::4ebb:47ff:fe2e:5011/64" \
    >"$root/ip-addr.json"

# ---------------------------------------------------------------- no-cx7
# A workstation with no ConnectX-7: only the management NIC, Wi-Fi and virtual links.
root="$out/no-cx7"
rm -rf "$root"
common_host 4c:bb:47:2e:10:01 4c:bb:47:2e:10:02
addr_json "enP7s7 1500 UP 4c:bb:47:2e:10:01 192.168.1.54/24" >"$root/ip-addr.json"
