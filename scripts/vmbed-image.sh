#!/usr/bin/env bash
# Builds (or finds cached) the disk image of a virtual Spark for scripts/vmbed.sh: Debian 12
# from Debian's own packages (mmdebstrap), the guest files in scripts/vmbed/guest, and the
# project's .deb installed with `apt-get install ./sparkwire_*.deb`, as an owner would.
#
# usage: scripts/vmbed-image.sh DEB     prints the image folder (root.img, vmlinuz, initrd.img,
#                                       ctl_key), building what its inputs' hash does not find
#
# Two stages, each cached under $SPARKWIRE_VMBED_CACHE (default /var/cache/sparkwire-vmbed)
# by a hash of its inputs, so a second `up` only boots:
#   base/HASH.tar    mmdebstrap of the package list below (HASH: this script + the list)
#   images/HASH/     the base with the guest files and the .deb (HASH: base + guest + .deb);
#                    the two last used, and those a testbed's disk backs onto, are kept
set -euo pipefail

die() {
    echo "vmbed-image: $*" >&2
    exit 1
}

if [ $# != 1 ] || { [ ! -f "$1" ] && [ "$1" != --base-only ]; }; then
    die "usage: $0 DEB|--base-only"
fi
script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=vmbed/disks.sh
. "$script_dir/vmbed/disks.sh"
guest_dir=$script_dir/vmbed/guest
cache=${SPARKWIRE_VMBED_CACHE:-/var/cache/sparkwire-vmbed}
mirror=${SPARKWIRE_VMBED_MIRROR:-http://deb.debian.org/debian}
for tool in mmdebstrap mkfs.ext4 sha256sum; do
    command -v "$tool" >/dev/null || die "$tool is missing (apt-get install mmdebstrap e2fsprogs)"
done
[ "$(id -u)" = 0 ] || die "needs root (chroot, image files)"

# What a DGX OS desktop runs that Sparkwire meets, plus the .deb's own dependencies (so the
# install needs no download) and the tools the journey tests use.
readonly PACKAGES=(
    systemd-sysv udev dbus polkitd pkexec kmod iproute2 iputils-ping procps less sudo
    netplan.io network-manager openssh-server openssh-client avahi-daemon nftables
    rdma-core ibverbs-providers ibverbs-utils perftest iperf3 ethtool
    linux-image-amd64 initramfs-tools zstd
    libqt6core6 libqt6gui6 libqt6widgets6 libqt6network6 libqt6dbus6 libqt6charts6
    libqt6svg6 libqt6keychain1 qt6-qpa-plugins libyaml-cpp0.7 libibverbs1 librdmacm1
    libnl-3-200 libnl-route-3-200 libavahi-client3 libnetplan0 libarchive13 libcivetweb1
    libprometheus-cpp-core1.0 libprometheus-cpp-pull1.0
)

hash_of() { sha256sum | cut -c1-16; }

mkdir -p "$cache/base" "$cache/images"
exec {lock}>"$cache/lock"
flock "$lock"

# The base's inputs are the mmdebstrap command line alone.
readonly MMDEBSTRAP_ARGS=(--variant=minbase --skip=cleanup/apt/lists --format=tar
    "--include=$(IFS=,; echo "${PACKAGES[*]}")" bookworm)
base_hash=$(printf '%s\n' "${MMDEBSTRAP_ARGS[@]}" "$mirror" | hash_of)
base=$cache/base/$base_hash.tar
if [ ! -s "$base" ]; then
    echo "vmbed-image: building the Debian 12 base (mmdebstrap, a few minutes)" >&2
    start=$SECONDS
    rm -f "$base.tmp"
    # The apt lists stay, so that the .deb's install can fetch a dependency this list lacks.
    mmdebstrap "${MMDEBSTRAP_ARGS[@]}" "$base.tmp" "$mirror" >&2
    mv "$base.tmp" "$base"
    echo "vmbed-image: base built in $((SECONDS - start)) s" >&2
fi

[ "$1" != --base-only ] || { echo "$base"; exit 0; }
deb=$(realpath "$1")
# The package by what it installs (control fields, and each file's path, mode and bytes), not
# by its own bytes: those carry the time it was packed, so an unchanged checkout would
# otherwise make a new image.
deb_content_hash() {
    local x
    x=$(mktemp -d)
    dpkg-deb -R "$1" "$x"
    (cd "$x" && find . -print0 | sort -z | while IFS= read -r -d '' f; do
        if [ -f "$f" ]; then
            printf '%s %s %s\n' "$f" "$(stat -c %a "$f")" "$(sha256sum <"$f" | cut -c1-64)"
        else
            printf '%s %s %s\n' "$f" "$(stat -c %a "$f")" "$(readlink "$f" || true)"
        fi
    done) | hash_of
    rm -rf "$x"
}
image_hash=$( { echo "$base_hash"; deb_content_hash "$deb"
    (cd "$guest_dir" && find . -type f -print0 | sort -z | xargs -0 sha256sum); } | hash_of)
image=$cache/images/$image_hash

if [ -s "$image/root.img" ]; then
    touch "$image" # its last use: what prune_images keeps by
    prune_images "$cache/images" 2
    echo "$image"
    exit 0
fi
echo "vmbed-image: making the image (guest files, apt-get install ./$(basename "$deb"))" >&2
start=$SECONDS
work=$(mktemp -d "$cache/images/tmp.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/root"
tar -C "$work/root" -xpf "$base"
cp -a "$guest_dir/." "$work/root/"
cp "$deb" "$work/root/tmp/"
ssh-keygen -q -t ed25519 -N '' -C vmbed-control -f "$work/ctl_key"
cp /etc/resolv.conf "$work/root/etc/resolv.conf"
# In a mount namespace of its own: nothing mounted for the chroot outlives it.
# shellcheck disable=SC2016 # $1.. belong to the inner shell
unshare --mount --propagation private -- bash -euo pipefail -c '
    r=$1 deb=$2 key=$3
    mount --rbind /dev "$r/dev"
    mount -t proc proc "$r/proc"
    mount -t sysfs sysfs "$r/sys"
    chroot "$r" /usr/bin/env DEBIAN_FRONTEND=noninteractive PATH=/usr/sbin:/usr/bin:/sbin:/bin \
        /bin/bash -euo pipefail -c "
        apt-get install -y --no-install-recommends ./tmp/$deb
        useradd --create-home --uid 1000 --groups sudo --shell /bin/bash spark
        echo spark:spark | chpasswd
        systemctl enable vmbed-identity.service vmbed-rxe.service sparkwire-agent.service systemd-networkd.service
        systemctl disable systemd-networkd-wait-online.service NetworkManager-wait-online.service || true
        # Housekeeping a VM that lives minutes never needs: e2scrub_reap alone ran 1 min 45 s
        # of every boot under emulation (systemd-analyze blame); the timers would fire in the middle of a test.
        systemctl mask e2scrub_reap.service e2scrub_all.timer apt-daily.timer \
            apt-daily-upgrade.timer dpkg-db-backup.timer fstrim.timer
        update-initramfs -u -k all
        rm -f /tmp/$deb /etc/ssh/ssh_host_*
        apt-get clean
        : >/etc/machine-id
        rm -f /var/lib/dbus/machine-id
        "
    install -d -m 700 "$r/etc/ssh/vmbed_keys"
    printf "command=\"/usr/local/libexec/vmbed-exec\",no-port-forwarding,no-agent-forwarding,no-X11-forwarding,no-pty %s\n" \
        "$(cat "$key.pub")" >"$r/etc/ssh/vmbed_keys/root"
    chmod 600 "$r/etc/ssh/vmbed_keys/root"
' vmbed "$work/root" "$(basename "$deb")" "$work/ctl_key" >&2
: >"$work/root/etc/resolv.conf"
# The kernel and initrd boot the VM directly (-kernel/-initrd); the disk holds the rest.
cp "$work"/root/boot/vmlinuz-* "$work/vmlinuz"
cp "$work"/root/boot/initrd.img-* "$work/initrd.img"
mkfs.ext4 -q -L sparkroot -d "$work/root" "$work/root.img" 4G >&2
rm -rf "$work/root"
mkdir -p "$image"
mv "$work/vmlinuz" "$work/initrd.img" "$work/ctl_key" "$work/ctl_key.pub" "$image/"
mv "$work/root.img" "$image/root.img"
echo "vmbed-image: image made in $((SECONDS - start)) s" >&2
prune_images "$cache/images" 2
echo "$image"
