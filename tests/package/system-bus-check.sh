#!/usr/bin/env bash
# Part of the installed-package test, run inside a private mount namespace: a real system
# dbus-daemon reading the installed bus policy and service file, and polkitd reading the
# installed action. Checks pkaction and that the installed helper is D-Bus-activated and
# answers Validate. Every daemon it starts is stopped by its own PID when it ends.
set -euo pipefail
fail() { echo "FAIL: $*" >&2; exit 1; }
mount -t tmpfs -o mode=0755 tmpfs /run/dbus 2>/dev/null || { mkdir -p /run/dbus && mount -t tmpfs -o mode=0755 tmpfs /run/dbus; }
pids=()
stop() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap stop EXIT
export DBUS_SYSTEM_BUS_ADDRESS=unix:path=/run/dbus/system_bus_socket
dbus-daemon --system --nofork --nopidfile &
pids+=($!)
has_owner() {
    dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.NameHasOwner "string:$1" 2>/dev/null | grep -q "boolean true"
}
for _ in $(seq 100); do has_owner org.freedesktop.DBus && break; sleep 0.1; done
has_owner org.freedesktop.DBus || fail "the system dbus-daemon did not start"
/usr/lib/polkit-1/polkitd --no-debug &
pids+=($!)
for _ in $(seq 150); do has_owner org.freedesktop.PolicyKit1 && break; sleep 0.1; done
has_owner org.freedesktop.PolicyKit1 || fail "polkitd did not take its bus name"

# Not `pkaction | tee | grep -q`: under pipefail, grep -q leaving early can kill tee with
# SIGPIPE and fail a pipeline whose output was right (it did once in CI).
action=$(pkaction --action-id org.sparkwire.apply-network --verbose) ||
    fail "pkaction does not know org.sparkwire.apply-network"
echo "$action" >&2
grep -q "implicit active:.*auth_admin_keep" <<<"$action" ||
    fail "org.sparkwire.apply-network is not auth_admin_keep for active sessions"

has_owner org.sparkwire.Helper1 && fail "the helper runs before anyone called it"
# Validate takes a netplan file's bytes; the bus starts the helper for the first call.
validate() {
    local bytes
    bytes=$(printf '%s' "$1" | od -An -tu1 -v | tr -s ' \n' ',' | sed 's/^,//; s/,$//')
    dbus-send --system --print-reply --reply-timeout=30000 --dest=org.sparkwire.Helper1 \
        /org/sparkwire/Helper1 org.sparkwire.Helper1.Validate "array:byte:$bytes"
}
reply=$(validate $'network:\n  version: 2\n') || fail "Validate did not answer"
grep -q "array \[" <<<"$reply" || fail "Validate's reply is not a list: $reply"
helper_pid=$(dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.GetConnectionUnixProcessID string:org.sparkwire.Helper1 | sed -n 's/.*uint32 //p')
[ -n "$helper_pid" ] || fail "nobody owns org.sparkwire.Helper1 after the call"
pids+=("$helper_pid")
exe=$(readlink "/proc/$helper_pid/exe")
[ "$exe" = /usr/libexec/sparkwire-helper ] || fail "org.sparkwire.Helper1 is $exe, not the installed helper"
# A file netplan's parser rejects comes back with its problem: the helper really reviewed it.
reply=$(validate $'network:\n  ethernets: [\n') || fail "Validate did not answer"
grep -q 'string "' <<<"$reply" || fail "Validate accepted a broken netplan file: $reply"
echo "$reply" | sed -n 's/^ *string /  problem: /p' | head -n3
echo "helper $exe (pid $helper_pid) activated by the system bus; Validate answered"
