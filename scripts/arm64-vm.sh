#!/usr/bin/env bash
# Boots the arm64 package on a whole arm64 Debian system under qemu-system-aarch64 (no KVM:
# TCG emulation, -M virt -cpu max) and checks there what a chroot cannot: that the installed
# helper is started by the system bus that systemd runs (D-Bus activation) and answers
# Validate. Not part of CI: making the root and the guest's boot take ~10-20 minutes on two
# cores (docs/packaging.md has a recorded run).
#
# The root: mmdebstrap --arch=arm64 --variant=minbase bookworm with Debian's arm64 kernel
# (linux-image-arm64) and systemd, the package installed by `apt-get install ./DEB` in it (a
# chroot, as in CI's arm64 stage), and a one-shot unit that runs the check at boot, prints its result on the serial console and
# powers the guest off. Booted directly (-kernel/-initrd from the root's /boot) from an ext4
# image made of the root (mkfs.ext4 -d). Root only (mmdebstrap's chroots under qemu-user).
# usage: scripts/arm64-vm.sh DEB [WORK_DIR]      (WORK_DIR default: a new folder in /var/tmp)
#        scripts/arm64-vm.sh --base-only WORK_DIR  only the root without the package (kept in
#                                                  WORK_DIR/base.tar and used by the next run)
set -euo pipefail
deb=${1:?usage: scripts/arm64-vm.sh DEB|--base-only [WORK_DIR]}
if [ "$deb" = --base-only ]; then deb=""; else deb=$(realpath "$deb"); fi
work=${2:-$(mktemp -d /var/tmp/sparkwire-arm64-vm.XXXXXX)}
mkdir -p "$work"
work=$(realpath "$work")
[ "$(id -u)" = 0 ] || { echo "arm64-vm: needs root (mmdebstrap chroots)" >&2; exit 1; }
for tool in mmdebstrap qemu-system-aarch64 mkfs.ext4; do
    command -v "$tool" >/dev/null || { echo "arm64-vm: $tool is missing (apt-get install mmdebstrap qemu-system-arm e2fsprogs)" >&2; exit 1; }
done
[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] || {
    mountpoint -q /proc/sys/fs/binfmt_misc || mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
    update-binfmts --enable qemu-aarch64
}
start=$(date +%s)
elapsed() { echo "$(($(date +%s) - start)) s"; }

# What runs in the guest at boot, as root, on the system bus systemd started.
cat >"$work/sparkwire-vm-check" <<'CHECK'
#!/bin/bash
# Prints SPARKWIRE-VM-CHECK lines on the console; the host reads them from the serial log.
say() { echo "SPARKWIRE-VM-CHECK: $*" >/dev/console; }
has_owner() {
    dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.NameHasOwner "string:$1" 2>/dev/null | grep -q "boolean true"
}
validate() {
    local bytes
    bytes=$(printf '%s' "$1" | od -An -tu1 -v | tr -s ' \n' ',' | sed 's/^,//; s/,$//')
    dbus-send --system --print-reply --reply-timeout=120000 --dest=org.sparkwire.Helper1 \
        /org/sparkwire/Helper1 org.sparkwire.Helper1.Validate "array:byte:$bytes"
}
check() {
    say "kernel $(uname -r) $(uname -m); $(. /etc/os-release && echo "$PRETTY_NAME")"
    say "package $(dpkg-query -W -f='${Package} ${Version} ${Architecture}' sparkwire)"
    say "sparkwirectl --version: $(sparkwirectl --version)"
    if has_owner org.sparkwire.Helper1; then say "FAIL the helper runs before anyone called it"; return 1; fi
    say "before the call: org.sparkwire.Helper1 has no owner (activatable: $(busctl --system --activatable list 2>/dev/null | grep -c org.sparkwire.Helper1))"
    local reply pid exe
    reply=$(validate $'network:\n  version: 2\n') || { say "FAIL Validate did not answer"; return 1; }
    say "Validate(a minimal netplan file) answered: $(echo "$reply" | tr -s ' \n' ' ')"
    pid=$(dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID string:org.sparkwire.Helper1 | sed -n 's/.*uint32 //p')
    [ -n "$pid" ] || { say "FAIL nobody owns org.sparkwire.Helper1 after the call"; return 1; }
    exe=$(readlink "/proc/$pid/exe")
    say "org.sparkwire.Helper1 is pid $pid, $exe, started by the bus: $(journalctl -b -o cat _COMM=dbus-daemon 2>/dev/null | grep -m1 "org.sparkwire.Helper1" || true)"
    [ "$exe" = /usr/libexec/sparkwire-helper ] || { say "FAIL the name's owner is not the installed helper"; return 1; }
    reply=$(validate $'network:\n  ethernets: [\n') || { say "FAIL Validate did not answer"; return 1; }
    grep -q 'string "' <<<"$reply" || { say "FAIL Validate accepted a broken netplan file"; return 1; }
    say "Validate(a broken netplan file) answered: $(echo "$reply" | sed -n 's/^ *string //p' | head -n1)"
    say "PASS"
}
check || say "FAIL (see above)"
systemctl --no-block poweroff
CHECK
cat >"$work/sparkwire-vm-check.service" <<'UNIT'
[Unit]
Description=Sparkwire arm64 VM check (scripts/arm64-vm.sh)
After=dbus.service polkit.service
Wants=dbus.service

[Service]
Type=oneshot
ExecStart=/usr/local/sbin/sparkwire-vm-check

[Install]
WantedBy=multi-user.target
UNIT

# The guest's initramfs: the listed modules only, and those its root needs.
printf 'MODULES=list\n' >"$work/initramfs-modules.conf"
cat >"$work/sparkwire-vm-modules" <<'HOOK'
#!/bin/sh
[ "$1" = prereqs ] && exit 0
. /usr/share/initramfs-tools/hook-functions
manual_add_modules virtio_mmio virtio_pci virtio_blk ext4 crc32c_generic
HOOK
chmod 755 "$work/sparkwire-vm-modules"

# The system without the package, kept as WORK_DIR/base.tar for the next run.
if [ ! -s "$work/base.tar" ]; then
    echo "== arm64 root with Debian's kernel and systemd ($work/base.tar)"
    # The hooks' "$1" is mmdebstrap's, the root being made: single quotes keep it from this shell.
    # shellcheck disable=SC2016
    # The initramfs holds only what this guest's root needs (virtio disk, ext4): built under
    # qemu-user, Debian's default (MODULES=most) took most of an hour on two loaded cores.
    mmdebstrap --arch=arm64 --variant=minbase \
        --setup-hook='mkdir -p "$1/etc/initramfs-tools/conf.d" "$1/etc/initramfs-tools/hooks"' \
        --setup-hook="copy-in $work/initramfs-modules.conf /etc/initramfs-tools/conf.d" \
        --setup-hook="copy-in $work/sparkwire-vm-modules /etc/initramfs-tools/hooks" \
        --include=linux-image-arm64,systemd-sysv,udev,dbus,polkitd,kmod,procps \
        --customize-hook="copy-in $work/sparkwire-vm-check /usr/local/sbin" \
        --customize-hook="copy-in $work/sparkwire-vm-check.service /etc/systemd/system" \
        --customize-hook='chmod 755 "$1/usr/local/sbin/sparkwire-vm-check"; chroot "$1" systemctl enable sparkwire-vm-check.service' \
        --customize-hook='echo "/dev/vda / ext4 rw,relatime 0 1" >"$1/etc/fstab"; echo sparkwire-arm64 >"$1/etc/hostname"' \
        bookworm "$work/base.part.tar" >"$work/mmdebstrap.log" 2>&1 || { tail -n 40 "$work/mmdebstrap.log"; exit 1; }
    mv "$work/base.part.tar" "$work/base.tar"
    echo "   made in $(elapsed)"
fi
[ -n "$deb" ] || exit 0

echo "== $(basename "$deb") installed there with apt-get install ./$(basename "$deb") (chroot)"
root=$work/root
mounted=()
unmount() {
    local i
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[$i]}" 2>/dev/null || true; done
    mounted=()
}
trap unmount EXIT
rm -rf --one-file-system "$root"
mkdir "$root"
tar -C "$root" -xf "$work/base.tar"
mount -t proc proc "$root/proc" && mounted+=("$root/proc")
mount --bind /dev "$root/dev" && mounted+=("$root/dev")
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/tmp/"
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d" # no service starts in the chroot
chmod 755 "$root/usr/sbin/policy-rc.d"
chroot "$root" apt-get update -qq
chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "./tmp/$(basename "$deb")" >"$work/apt.log" 2>&1 || { tail -n 40 "$work/apt.log"; exit 1; }
rm -f "$root/usr/sbin/policy-rc.d" "$root/tmp/$(basename "$deb")"
unmount
echo "   installed after $(elapsed)"
kernel=$(find "$work/root/boot" -name 'vmlinuz-*' | sort | tail -n1)
initrd=$(find "$work/root/boot" -name 'initrd.img-*' | sort | tail -n1)
if [ -z "$kernel" ] || [ -z "$initrd" ]; then
    echo "arm64-vm: no kernel or initrd in the root's /boot" >&2
    exit 1
fi
cp "$kernel" "$work/vmlinuz"
cp "$initrd" "$work/initrd.img"
rm -f "$work/root.img"
mkfs.ext4 -q -L root -d "$work/root" "$work/root.img" 3G

echo "== booting it: qemu-system-aarch64 -M virt -cpu max (TCG), serial log $work/console.log"
status=0
timeout 1500 qemu-system-aarch64 -M virt -cpu max -smp 2 -m 2048 -accel tcg,thread=multi \
    -nographic -no-reboot -kernel "$work/vmlinuz" -initrd "$work/initrd.img" \
    -append "root=/dev/vda rw console=ttyAMA0 panic=-1" \
    -drive "file=$work/root.img,if=virtio,format=raw" -nic none \
    </dev/null >"$work/console.log" 2>&1 || status=$?
echo "   guest ended after $(elapsed) in all (qemu exit status $status)"
grep -a 'SPARKWIRE-VM-CHECK' "$work/console.log" | tr -d '\r' || true
grep -aq 'SPARKWIRE-VM-CHECK: PASS' "$work/console.log" || {
    echo "arm64-vm: the check did not pass; the console's last lines:" >&2
    tail -n 40 "$work/console.log" | tr -d '\r' >&2
    exit 1
}
