#!/usr/bin/env bash
# Screenshots of every wizard page in demo mode (offscreen QWidget::grab), for review.
# usage: scripts/screenshots.sh [BUILD_DIR] [OUTDIR]
set -euo pipefail
build=${1:-build}
out=${2:-$build/screenshots}
cmake --build "$build" --target sparkwire_screenshots >/dev/null
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$build/bin/sparkwire_screenshots" "$out"
