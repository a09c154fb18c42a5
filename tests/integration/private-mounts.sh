#!/usr/bin/env bash
# Runs a test in a private mount namespace, so the system D-Bus, polkit and passwd overlays
# it mounts vanish with it and never touch the machine. Needs root (CI runs as root);
# otherwise it says why and reports "skipped" (exit 77) to ctest.
# The test fails when the machine's own /root/.ssh changed while it ran: root's home is the
# machine's, and a test writes only into its testbed nodes' own homes or its test users'.
set -euo pipefail
if [ "$(id -u)" != 0 ]; then
    echo "SKIP: $(basename "$1") needs root for a private mount namespace, a system dbus-daemon and polkitd (CI runs as root)"
    exit 77
fi
fingerprint="$(dirname "$0")/root-ssh-fingerprint.sh"
before=$(bash "$fingerprint")
unshare --mount --propagation private "$@" <&0 &
test_pid=$!
trap 'kill -TERM "$test_pid" 2>/dev/null' TERM INT
rc=0
wait "$test_pid" || rc=$?
# A signal's trap ends the first wait early: wait for the test itself.
while kill -0 "$test_pid" 2>/dev/null; do wait "$test_pid" || rc=$?; done
after=$(bash "$fingerprint")
if [ "$before" != "$after" ]; then
    echo "FAIL: the machine's own /root/.ssh changed while $(basename "$1") ran (before < > after):"
    diff <(echo "$before") <(echo "$after") || true
    exit 1
fi
exit "$rc"
