#!/usr/bin/env bash
# The installed-package test (ctest label "package"; root only, as CI is): builds the .deb,
# validates it (lintian, desktop-file-validate, appstreamcli), installs it with apt-get, then
# checks the installed files only: the polkit action, the helper D-Bus-activated on a real
# system bus answering Validate, the launcher's Exec line starting the GUI (offscreen, demo),
# the man pages, bash and zsh completion, the version; finally purges and lists any file left.
# usage: installed-package-test.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$1
build=$2
if [ "$(id -u)" != 0 ]; then
    echo "SKIP: installing a package needs root (CI runs as root)"
    exit 77
fi
# One installed-package test on this machine at a time: they install the same package.
exec 9>/tmp/sparkwire-package.lock
flock 9
if dpkg-query -W -f='${Status}' sparkwire 2>/dev/null | grep -q "ok installed"; then
    echo "SKIP: a sparkwire package is already installed here; this test would remove it"
    exit 77
fi
started=$(date +%s)
step() { echo "== $* ($(($(date +%s) - started)) s)"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
work=$(mktemp -d)
installed=0
cleanup() {
    if [ $installed = 1 ]; then
        apt-get purge -y -qq -o DPkg::Lock::Timeout=300 sparkwire >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

step "build the package"
deb=$(bash "$src/scripts/package.sh" "$build" | tee /dev/stderr | tail -n1)
[ -f "$deb" ] || fail "scripts/package.sh did not name a .deb"
version=$(dpkg-deb -f "$deb" Version)
echo "$deb: version $version, $(dpkg-deb -c "$deb" | grep -vc '/$') files, $(stat -c %s "$deb") bytes"

step "lintian (errors fail; overrides: packaging/debian/sparkwire.lintian-overrides)"
lintian --fail-on error "$deb" 2>&1 | { grep -v "running with root privileges" || true; }

step "desktop-file-validate and appstreamcli on the packaged files"
dpkg-deb -x "$deb" "$work/unpacked"
desktop-file-validate "$work/unpacked/usr/share/applications/org.sparkwire.Sparkwire.desktop"
appstreamcli validate --no-net "$work/unpacked/usr/share/metainfo/org.sparkwire.Sparkwire.metainfo.xml"

# Everything with "sparkwire" in its path before the install, to compare after the purge.
leftovers() {
    find /etc /usr /lib /var /opt -xdev -iname '*sparkwire*' 2>/dev/null | { grep -v '^/var/cache/apt/' || true; } | sort
}
leftovers >"$work/before"

step "apt-get install ./$(basename "$deb")"
installed=1
apt-get install -y -qq -o DPkg::Lock::Timeout=300 --no-install-recommends "$deb" >"$work/apt.log" 2>&1 ||
    { cat "$work/apt.log"; fail "apt-get install"; }
dpkg-query -L sparkwire | sort >"$work/files"
for f in /usr/bin/sparkwire /usr/bin/sparkwirectl /usr/libexec/sparkwire-helper; do
    [ -x "$f" ] || fail "$f is not installed"
done

step "sparkwirectl --version matches the package"
got=$(/usr/bin/sparkwirectl --version)
[ "$got" = "sparkwirectl $version" ] || fail "sparkwirectl --version says '$got', the package is $version"

step "systemd units: valid; the recovery unit enabled, the agent off"
# verify also runs `man` for each Documentation=man: link; at 100 columns man-db keeps no
# formatted copy in /var/cache/man (at 80 it would, and the purge check below would find it).
MANWIDTH=100 systemd-analyze verify /lib/systemd/system/sparkwire-recover.service /lib/systemd/system/sparkwire-agent.service \
    /lib/systemd/system/sparkwire-exporter.service
[ -L /etc/systemd/system/sysinit.target.wants/sparkwire-recover.service ] || fail "sparkwire-recover.service is not enabled"
[ ! -e /etc/systemd/system/multi-user.target.wants/sparkwire-agent.service ] || fail "sparkwire-agent.service is enabled; it must be off"
[ ! -e /etc/systemd/system/multi-user.target.wants/sparkwire-exporter.service ] || fail "sparkwire-exporter.service is enabled; it must be off"

step "the Grafana dashboard is installed and is JSON"
python3 -m json.tool /usr/share/sparkwire/grafana/sparkwire.json >/dev/null || fail "grafana/sparkwire.json is missing or not JSON"

step "polkit action and the D-Bus-activated helper, on a real system bus"
# A private mount namespace: the system bus socket lives in its own /run/dbus, and the bus
# reads the installed service file, bus policy and polkit action where the package put them.
unshare --mount --propagation private bash "$src/tests/package/system-bus-check.sh"

step "the launcher's Exec line starts the GUI (offscreen, demo)"
desktop=/usr/share/applications/org.sparkwire.Sparkwire.desktop
exec_line=$(sed -n 's/^Exec=//p' "$desktop" | head -n1)
icon=$(sed -n 's/^Icon=//p' "$desktop" | head -n1)
[ -f "/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "no scalable icon named $icon"
for size in 16 24 32 48 64 128 256 512; do
    [ -f "/usr/share/icons/hicolor/${size}x${size}/apps/$icon.png" ] || fail "no ${size}x${size} icon named $icon"
done
# shellcheck disable=SC2086 # the Exec line is split into words as a launcher does
probe=$(cd "$work" && env -i PATH=/usr/bin:/bin HOME="$work" XDG_RUNTIME_DIR="$work" LANGUAGE=en \
    QT_QPA_PLATFORM=offscreen timeout 60 $exec_line --demo --startup-probe 2>"$work/gui.err") ||
    { cat "$work/gui.err"; fail "'$exec_line --demo' did not start"; }
grep -q "first window shown" <<<"$probe" || { cat "$work/gui.err"; fail "no window from '$exec_line'"; }
echo "$probe" | head -n1
# The classic-faults scenario's installed tree and netplan hierarchy.
[ -d /usr/share/sparkwire/demo/dgx-mtu1500-unaddressed/class/net ] || fail "no faults demo tree"
[ -f /usr/share/sparkwire/demo/netplan-faults-root/etc/netplan/50-cloud-init.yaml ] ||
    fail "no faults demo netplan hierarchy"
# shellcheck disable=SC2086
probe=$(cd "$work" && env -i PATH=/usr/bin:/bin HOME="$work" XDG_RUNTIME_DIR="$work" LANGUAGE=en \
    QT_QPA_PLATFORM=offscreen timeout 60 $exec_line --demo=faults --startup-probe 2>"$work/gui.err") ||
    { cat "$work/gui.err"; fail "'$exec_line --demo=faults' did not start"; }
grep -q "first window shown" <<<"$probe" || { cat "$work/gui.err"; fail "no faults demo window"; }

step "man pages render"
# 100 columns: man-db keeps a formatted copy in /var/cache/man only of 80-column pages, and
# this test must leave nothing behind.
# (Read whole first: `man | grep -q` under pipefail fails when grep leaves early.)
page=$(MANPAGER=cat MANWIDTH=100 man -l /usr/share/man/man1/sparkwire.1.gz) || fail "man -l sparkwire.1.gz"
grep -q "sparkwire - cluster DGX Sparks" <<<"$page" || fail "man -l sparkwire.1.gz: no NAME line"
page=$(MANPAGER=cat MANWIDTH=100 man sparkwirectl 2>/dev/null) || fail "man sparkwirectl"
grep -q "COMMAND OPTIONS" <<<"$page" || fail "man sparkwirectl: no COMMAND OPTIONS"

step "completion: bash (through bash-completion's loader) and zsh"
commands=$(/usr/bin/sparkwirectl --help | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p' | sort | tr '\n' ' ')
got=$(bash -c 'source /usr/share/bash-completion/bash_completion
    __load_completion sparkwirectl || exit 1
    COMP_WORDS=(sparkwirectl ""); COMP_CWORD=1; _sparkwirectl
    printf "%s\n" "${COMPREPLY[@]}" | grep -v "^--" | sort | tr "\n" " "')
if [ -z "$commands" ] || [ "$got" != "$commands" ]; then fail "bash completes '$got', the commands are '$commands'"; fi
zsh -fc 'autoload -Uz compinit && compinit -u -d "$1/zcompdump" && [[ ${_comps[sparkwirectl]} == _sparkwirectl ]]' zsh "$work" ||
    fail "zsh does not load _sparkwirectl for sparkwirectl"

step "apt-get purge leaves nothing behind"
installed=0
apt-get purge -y -qq -o DPkg::Lock::Timeout=300 sparkwire >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; fail "apt-get purge"; }
left=()
while read -r f; do
    [ -d "$f" ] && continue # shared folders such as /usr/share/man/man1 (and /lib, a link to one)
    [ -e "$f" ] || [ -L "$f" ] && left+=("$f")
done <"$work/files"
leftovers >"$work/after"
mapfile -t new < <(comm -13 "$work/before" "$work/after")
if [ ${#left[@]} -gt 0 ] || [ ${#new[@]} -gt 0 ]; then
    printf 'left behind: %s\n' "${left[@]}" "${new[@]}"
    fail "the purge left files"
fi
step "done: the package installs, works and purges cleanly"
