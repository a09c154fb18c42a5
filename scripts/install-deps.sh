#!/usr/bin/env bash
# Installs every package Sparkwire needs to build, run and test (as root), on Debian 12 or
# Ubuntu 24.04 (DGX OS): the distribution's own packages only; safe to run again.
#   scripts/install-deps.sh              what this machine needs for a native build
#   scripts/install-deps.sh --arch arm64 that, plus the cross toolchain, the arm64 -dev
#                                        packages (multiarch) and qemu-user / mmdebstrap for
#                                        the arm64 tests (Debian 12 only; docs/packaging.md)
set -euo pipefail
arch=""
case "${1:-}" in
--arch) arch=${2:?usage: scripts/install-deps.sh [--arch arm64]} ;;
"") ;;
*) echo "usage: scripts/install-deps.sh [--arch arm64]" >&2; exit 2 ;;
esac
[ -z "$arch" ] || [ "$arch" = arm64 ] || { echo "install-deps: only --arch arm64 is known" >&2; exit 2; }
# The distribution decides a few names: Ubuntu 24.04's clang is 18 (Debian 12's is 14), and
# its runtime libraries carry the t64 names (which only the package's Depends cares about).
# shellcheck disable=SC1091
. /etc/os-release
case "${ID}:${VERSION_ID:-}" in
debian:12) llvm=14 ;;
ubuntu:24.04) llvm=18 ;;
*)
    echo "install-deps: ${PRETTY_NAME:-this system} is neither Debian 12 nor Ubuntu 24.04;" \
        "trying Debian 12's package names" >&2
    llvm=14
    ;;
esac
packages=(
    # toolchain
    build-essential cmake ninja-build pkg-config clang-format
    # lld: links the ~117 programs faster than GNU ld (CMake option SPARKWIRE_LLD)
    lld
    # Qt 6 (Charts needs libqt6opengl6-dev, which qt6-base-dev only recommends)
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev libgl-dev qt6-charts-dev qt6-svg-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qtkeychain-qt6-dev
    # hardware and formats
    libibverbs-dev librdmacm-dev rdma-core libnl-3-dev libnl-route-3-dev libyaml-cpp-dev
    # the Prometheus exporter (prometheus-cpp serves /metrics); promtool, from prometheus,
    # checks its output in tst_ctl_exporter
    prometheus-cpp-dev prometheus
    # link tests: perftest (ib_write_bw), libiperf for the TCP test and iperf3 to compare with
    perftest libiperf-dev iperf3
    # netplan (validation) and the helper's services: system D-Bus, polkit
    netplan.io polkitd pkexec dbus dbus-daemon
    # running and testing: ip for the netlink tests, Xvfb for headless runs, a font to draw with
    iproute2 iputils-ping xvfb xauth fonts-dejavu-core
    # nft: tst_launchpath_testbed drops a launcher port in the head's namespace
    nftables
    # the zh_CN and ja windows: CJK glyphs, and Qt's own texts (dialog buttons) translated
    fonts-noto-cjk qt6-translations-l10n
    # scripts/testbed.sh: its stand-in for `netplan apply` reads YAML; its test calls the
    # helper from Python; its scripts are linted
    python3-yaml python3-dbus shellcheck
    # mDNS on the management LAN: the system's avahi-daemon (over D-Bus), also run per
    # testbed node by tst_mdns_testbed
    avahi-daemon
    # passwordless SSH between peers: keys, and a real sshd for the tests
    openssh-client openssh-server
    # the desktop keyring for the start-up test (GUI then CLI on one keyring)
    gnome-keyring libsecret-1-0 dbus-bin
    # config bundles: the archive (libarchive), and the tools whose parsers check the
    # generated files in tests (Ansible inventory and playbook, OpenMPI's hostfile)
    libarchive-dev ansible-core openmpi-bin
    # fuzzing (libFuzzer)
    clang "libclang-rt-$llvm-dev" "libfuzzer-$llvm-dev"
    # packaging checks; the .deb (scripts/package.sh: CPack runs dpkg-shlibdeps, rsvg-convert
    # draws the PNG icons, help2man writes the man pages) and its installed-package test
    # (lintian, man, bash and zsh completion)
    desktop-file-utils appstream dpkg-dev librsvg2-bin help2man lintian man-db bash-completion zsh
    # OpenSSL's headers (node identities; named here because the cross list needs them too)
    libssl-dev
)
# A cross build for arm64 on an amd64 machine: Debian's cross toolchain and pkg-config, the
# arm64 builds of every library the programs and tests link (their -dev packages are
# Multi-Arch: same, so they sit beside the amd64 ones; Qt's moc/rcc/uic stay amd64, from
# qt6-base-dev-tools above), and what runs the arm64 tests here: qemu-user through
# binfmt_misc, mmdebstrap for an arm64 Debian root (scripts/test.sh, scripts/arm64-vm.sh).
cross=0
if [ "$arch" = arm64 ] && [ "$(dpkg --print-architecture)" != arm64 ]; then
    if [ "$ID" != debian ]; then
        # Ubuntu keeps arm64 on another mirror (ports.ubuntu.com): its sources would need
        # changing, which this script does not do. On a Spark, build natively instead.
        echo "install-deps: the arm64 cross build is set up for Debian 12 only; on a DGX Spark run scripts/install-deps.sh && scripts/package.sh" >&2
        exit 1
    fi
    cross=1
    # yaml-cpp's and prometheus-cpp's -dev packages are not co-installable with the amd64 ones
    # (libyaml-cpp-dev is not Multi-Arch: same; prometheus-cpp-dev needs civetweb, which is
    # not): apt would remove the amd64 -dev packages the native build needs. Only their
    # libraries and co-installable dependencies are installed; the two -dev packages are
    # unpacked into $cross_dev below, where the toolchain file finds them.
    for p in qt6-base-dev libqt6opengl6-dev libgl-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev \
        qtkeychain-qt6-dev libibverbs-dev librdmacm-dev libnl-3-dev libnl-route-3-dev \
        libiperf-dev libarchive-dev libssl-dev pkgconf \
        libyaml-cpp0.7 libprometheus-cpp-core1.0 libprometheus-cpp-pull1.0 libprometheus-cpp-push1.0 \
        libcivetweb-dev libcurl4-openssl-dev zlib1g-dev; do
        packages+=("$p:arm64")
    done
    packages+=(crossbuild-essential-arm64 qemu-user-static binfmt-support arch-test mmdebstrap)
fi
if [ "$cross" = 1 ] && ! dpkg --print-foreign-architectures | grep -qx arm64; then
    echo "Adding the arm64 architecture (dpkg --add-architecture arm64)"
    dpkg --add-architecture arm64
fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # Install services without starting them (openssh-server would start sshd on this
    # machine): Debian's policy-rc.d convention, only for this install.
    policy=/usr/sbin/policy-rc.d
    own_policy=0
    if [ ! -e "$policy" ]; then
        printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy" && own_policy=1
    fi
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" || { [ $own_policy = 0 ] || rm -f "$policy"; exit 1; }
    [ $own_policy = 0 ] || rm -f "$policy"
fi
# The arm64 yaml-cpp and prometheus-cpp -dev packages (and their libraries, which their CMake
# files name), unpacked, not installed: cmake/toolchain-aarch64-linux-gnu.cmake searches
# $cross_dev as a second root. Unpacked again when the archive's version changes.
cross_dev=/opt/sparkwire-cross/arm64
if [ "$cross" = 1 ]; then
    unpack=(libyaml-cpp-dev libyaml-cpp0.7 prometheus-cpp-dev libprometheus-cpp-core1.0
        libprometheus-cpp-pull1.0 libprometheus-cpp-push1.0)
    want=""
    for p in "${unpack[@]}"; do
        want+="$p:arm64 $(apt-cache policy "$p:arm64" | sed -n 's/^ *Candidate: //p')"$'\n'
    done
    if [ "$(cat "$cross_dev/.unpacked" 2>/dev/null)" != "$want" ]; then
        echo "Unpacking into $cross_dev: ${unpack[*]} (arm64)"
        download=$(mktemp -d)
        chown _apt "$download" 2>/dev/null || true # apt-get download fetches as _apt
        (cd "$download" && for p in "${unpack[@]}"; do apt-get download -qq "$p:arm64"; done)
        rm -rf "$cross_dev"
        mkdir -p "$cross_dev"
        for deb in "$download"/*.deb; do dpkg-deb -x "$deb" "$cross_dev"; done
        rm -rf "$download"
        printf '%s' "$want" >"$cross_dev/.unpacked"
    fi
fi
