# shellcheck shell=bash
# What scripts/vmbed.sh (which makes the testbeds' disks) and scripts/vmbed-image.sh (which
# prunes the images they back onto) both need to know about a testbed's disks. Sourced.

# Where the testbeds live: $VMBED_RUN_BASE/NAME/X/disk.qcow2, one copy-on-write disk per VM.
VMBED_RUN_BASE=${SPARKWIRE_VMBED_RUN:-/var/tmp/sparkwire-vmbed}

# disk_backing DISK: the image file that the qcow2 DISK is an overlay of (-U: also while its VM
# runs and holds the disk's lock).
disk_backing() {
    qemu-img info -U --output=json "$1" |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["backing-filename"])'
}

# disks_backings: every image that some testbed's disk backs onto, one per line, whether its
# VMs run or not (a stopped testbed starts again on its disks).
disks_backings() {
    local disk
    for disk in "$VMBED_RUN_BASE"/*/*/disk.qcow2; do
        [ -f "$disk" ] || continue
        disk_backing "$disk" || echo "vmbed: cannot read the image of $disk" >&2
    done
}

# prune_images DIR KEEP: removes the images (DIR/HASH/root.img, as scripts/vmbed-image.sh
# makes them) beyond the KEEP last used (by the folder's time) that no testbed's disk backs
# onto. Each package build makes a new image, about 1.2 GiB: the cache once filled a
# development machine's disk to 95 %. Its caller holds the cache's lock, so that no other run
# makes or chooses an image meanwhile; folders named tmp.* (an image being made) stay.
prune_images() {
    local backings dir kept=0
    backings=$(disks_backings)
    while IFS= read -r dir; do
        [ -n "$dir" ] || continue
        if [ "$kept" -lt "$2" ]; then
            kept=$((kept + 1))
        elif ! grep -qxF "$dir/root.img" <<<"$backings"; then
            echo "vmbed: removing the unused image ${dir##*/} ($(du -sh "$dir" | cut -f1))" >&2
            rm -rf "$dir"
        fi
    done < <(find "$1" -mindepth 1 -maxdepth 1 -type d ! -name 'tmp.*' -printf '%T@ %p\n' |
        sort -rn | cut -d' ' -f2-)
}
