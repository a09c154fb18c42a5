#!/usr/bin/env bash
# Screenshots of every wizard page in demo mode (offscreen QWidget::grab), for review.
# usage: scripts/screenshots.sh [BUILD_DIR] [OUTDIR] [LANG] [WIDTHxHEIGHT] [SCENARIO]
#   LANG: en (default), de, ja or zh_CN; SCENARIO: healthy (default) or faults, the demo's two;
#   e.g. scripts/screenshots.sh build shots-ja ja 1024x700 faults
set -euo pipefail
build=${1:-build}
out=${2:-$build/screenshots}
lang=${3:-en}
size=${4:-1100x760}
scenario=${5:-healthy}
cmake --build "$build" --target sparkwire_screenshots >/dev/null
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$build/bin/sparkwire_screenshots" "$out" "$lang" "$size" "$scenario"
