#!/usr/bin/env bash
# Runs a test in a private mount namespace, so the system D-Bus, polkit and passwd overlays
# it mounts vanish with it and never touch the machine. Needs root (CI runs as root);
# otherwise it says why and reports "skipped" (exit 77) to ctest.
set -euo pipefail
if [ "$(id -u)" != 0 ]; then
    echo "SKIP: $(basename "$1") needs root for a private mount namespace, a system dbus-daemon and polkitd (CI runs as root)"
    exit 77
fi
exec unshare --mount --propagation private "$@"
