#!/usr/bin/env bash
# scripts/vmbed/disks.sh's prune_images on a made-up image cache and testbed (tiny raw images
# and real qcow2 overlays of them, as scripts/vmbed.sh makes): the two last used images stay,
# so does an older one that a stopped testbed's disk backs onto, an image being made (tmp.*)
# is not touched, and the rest go. No VM runs.
set -euo pipefail
command -v qemu-img >/dev/null || { echo "skipped: qemu-img is missing (apt-get install qemu-utils)"; exit 77; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SPARKWIRE_VMBED_RUN=$work/run
# shellcheck source-path=SCRIPTDIR source=../../../scripts/vmbed/disks.sh
. "$here/../../../scripts/vmbed/disks.sh"

fail() { echo "FAIL: $*"; ls -la "$work/images"; exit 1; }
left() { find "$work/images" -mindepth 1 -maxdepth 1 -printf '%f\n' | sort | tr '\n' ' '; }
images=$work/images
age=0
for name in oldest backed old newer newest; do # made oldest first, one minute apart
    mkdir -p "$images/$name"
    truncate -s 1M "$images/$name/root.img"
    touch -d "@$(( $(date +%s) - 600 + age ))" "$images/$name"
    age=$((age + 60))
done
mkdir -p "$images/tmp.Ab12Cd"
touch -d '@1' "$images/tmp.Ab12Cd"
mkdir -p "$work/run/bed/A"
qemu-img create -q -f qcow2 -F raw -b "$images/backed/root.img" "$work/run/bed/A/disk.qcow2"
[ "$(disk_backing "$work/run/bed/A/disk.qcow2")" = "$images/backed/root.img" ] ||
    fail "disk_backing read $(disk_backing "$work/run/bed/A/disk.qcow2")"

prune_images "$images" 2 2>"$work/said"
left=$(left)
[ "$left" = "backed newer newest tmp.Ab12Cd " ] || fail "left: $left"
grep -q "removing the unused image oldest" "$work/said" || fail "said: $(cat "$work/said")"
grep -q "removing the unused image old " "$work/said" || fail "said: $(cat "$work/said")"

# Once the testbed is gone, its image is only old.
rm -rf "$work/run/bed"
prune_images "$images" 2 2>/dev/null
left=$(left)
[ "$left" = "newer newest tmp.Ab12Cd " ] || fail "left after the testbed went: $left"
echo "prune_images: kept the two last used, the one a testbed backs onto and tmp.*; removed the rest"
