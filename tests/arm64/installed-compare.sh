#!/usr/bin/env bash
# The arm64 package installed the way a person installs it, then compared with the amd64 build:
# unpacks an arm64 Debian root (a tarball from `mmdebstrap --arch=arm64 --variant=minbase
# bookworm ROOT.tar`), installs DEB there with `apt-get install ./DEB` in a chroot (the arm64
# programs run under qemu-user through binfmt_misc), and runs the installed sparkwirectl on the
# recorded Spark sysfs trees and tool logs of tests/data: --version, inventory --json, the
# fabric checks of doctor --json, nccl parse --json and rdma parse --json. Each stdout (C.UTF-8)
# must be byte for byte what AMD64_CTL (this machine's build) prints; a difference is shown
# as a diff and fails. Root only (chroot, mounts). Called by scripts/test.sh's arm64 stage.
# usage: tests/arm64/installed-compare.sh ROOT_TARBALL DEB AMD64_CTL SOURCE_DIR
set -euo pipefail
tarball=${1:?usage: installed-compare.sh ROOT_TARBALL DEB AMD64_CTL SOURCE_DIR}
deb=$(realpath "${2:?}")
amd64_ctl=$(realpath "${3:?}")
source_dir=$(realpath "${4:?}")
[ "$(id -u)" = 0 ] || { echo "installed-compare: needs root (chroot)" >&2; exit 77; }
export LC_ALL=C.UTF-8 LANGUAGE=en

work=$(mktemp -d /var/tmp/sparkwire-arm64-compare.XXXXXX)
root=$work/root
mounted=()
cleanup() {
    local i
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[$i]}" 2>/dev/null || true; done
    rm -rf --one-file-system "$work"
}
trap cleanup EXIT
mkdir "$root"
tar -C "$root" -xf "$tarball"
for fs in proc dev dev/pts sys; do
    case $fs in
    proc) mount -t proc proc "$root/proc" ;;
    sys) mount -t sysfs sysfs "$root/sys" ;;
    *) mount --bind "/$fs" "$root/$fs" ;;
    esac
    mounted+=("$root/$fs")
done
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LC_ALL=C.UTF-8 LANGUAGE=en HOME=/root "$@"; }

echo "== installing $(basename "$deb") in an arm64 Debian root (chroot $(in_root uname -m))"
cp "$deb" "$root/tmp/"
# Services are not started in the root (Debian's policy-rc.d convention).
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod 755 "$root/usr/sbin/policy-rc.d"
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "./tmp/$(basename "$deb")" >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; exit 1; }
# shellcheck disable=SC2016 # dpkg-query's own ${field} syntax
in_root dpkg-query -W -f='installed: ${Package} ${Version} ${Architecture}\n' sparkwire
file_arch=$(od -An -tx1 -j18 -N2 "$root/usr/bin/sparkwirectl" | tr -d ' ')
[ "$file_arch" = b700 ] || { echo "installed-compare: /usr/bin/sparkwirectl is not an arm64 ELF (e_machine $file_arch)" >&2; exit 1; }

# The fixtures at one path, the same inside the root and out, so that a path the output
# quotes is the same in both.
fixtures=$work/fixtures
mkdir -p "$fixtures" "$root$fixtures"
cp -a "$source_dir/tests/data/sysfs" "$source_dir/tests/data/nccl" "$source_dir/tests/data/perftest" "$fixtures/"
cp -a "$fixtures/." "$root$fixtures/"
mkdir -p "$fixtures/state" "$root$fixtures/state"

# The doctor's fabric checks: those that read only the sysfs tree (the others look at this
# machine's /proc, /etc and firewall, which differ between the root and the host).
fabric='["mtu-9000","twins-both-up","twins-separate-subnets","roce-v2-ipv4-gid","extra-hca-gid","no-global-ipv6","link-speed-200g","carrier-stable","pcie-gen5-x4"]'
fabric_only() {
    [ -s /dev/stdin ] || return 0 # nothing printed: nothing to filter
    python3 -c '
import json, sys
keep = set(json.loads(sys.argv[1]))
doc = json.load(sys.stdin)
doc["checks"] = [c for c in doc["checks"] if c["id"] in keep]
print(json.dumps(doc, indent=1, sort_keys=True, ensure_ascii=False))' "$fabric"
}

failures=0
compared=0
compare() { # NAME FILTER STATUS ARGS...: stdout of both builds through FILTER (cat or
    # fabric_only), and with STATUS=status their exit status too (not doctor's, which the
    # machine's own checks decide)
    local name=$1 filter=$2 with_status=$3 a=0 b=0
    shift 3
    "$amd64_ctl" "$@" 2>/dev/null >"$work/amd64.raw" || a=$?
    in_root /usr/bin/sparkwirectl "$@" 2>/dev/null >"$work/arm64.raw" || b=$?
    "$filter" <"$work/amd64.raw" >"$work/amd64.out"
    "$filter" <"$work/arm64.raw" >"$work/arm64.out"
    if [ "$with_status" = status ]; then
        echo "exit status $a" >>"$work/amd64.out"
        echo "exit status $b" >>"$work/arm64.out"
    fi
    compared=$((compared + 1))
    if [ ! -s "$work/amd64.raw" ] && [ "$a" = 0 ]; then
        echo "FAIL  $name: the amd64 build printed nothing and succeeded (a broken fixture?)"
        failures=$((failures + 1))
    elif diff -u --label "amd64: $name" --label "arm64: $name" "$work/amd64.out" "$work/arm64.out"; then
        echo "same  $name ($(wc -c <"$work/amd64.raw") bytes, exit status $a)"
    else
        echo "FAIL  $name: the arm64 package prints something else (diff above)"
        failures=$((failures + 1))
    fi
}
compare "--version" cat status --version
for tree in "$fixtures"/sysfs/*/; do
    tree=${tree%/}
    compare "inventory --json ${tree##*/}" cat status inventory --json --sysfs-root "$tree"
    compare "doctor --json ${tree##*/} (fabric checks)" fabric_only nostatus doctor --json --sysfs-root "$tree" --state-dir "$fixtures/state"
done
for log in "$fixtures"/nccl/*.txt "$fixtures"/nccl/*.json; do
    compare "nccl parse --json ${log##*/}" cat status nccl parse --json "$log"
done
for log in "$fixtures"/perftest/*.txt; do
    compare "rdma parse --json ${log##*/}" cat status rdma parse --json "$log"
done
echo "== $compared outputs compared, $failures differ"
[ "$failures" = 0 ]
