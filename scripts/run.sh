#!/usr/bin/env bash
# Installs what is needed, builds Sparkwire, and starts the GUI. Without a ConnectX-7 on this
# machine it starts the demo (a simulated Spark; nothing on the system is changed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DSPARKWIRE_BUILD_TESTS=OFF >/dev/null
cmake --build build
args=("$@")
if ! build/bin/sparkwirectl inventory >/dev/null 2>&1; then
    echo "No ConnectX-7 port found here: starting the demo (a simulated Spark)."
    args=(--demo "${args[@]}")
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "No display found: running under Xvfb (nothing visible; close with Ctrl-C)."
    exec xvfb-run -a build/bin/sparkwire "${args[@]}"
fi
exec build/bin/sparkwire "${args[@]}"
