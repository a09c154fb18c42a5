#!/usr/bin/env bash
# Installs every Debian 12 package Sparkwire needs to build, run and test (as root).
# Debian packages only; safe to run again.
set -euo pipefail
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
    clang libclang-rt-14-dev libfuzzer-14-dev
    # packaging checks; the .deb (scripts/package.sh: CPack runs dpkg-shlibdeps, rsvg-convert
    # draws the PNG icons, help2man writes the man pages) and its installed-package test
    # (lintian, man, bash and zsh completion)
    desktop-file-utils appstream dpkg-dev librsvg2-bin help2man lintian man-db bash-completion zsh
)
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
