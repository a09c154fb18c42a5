#!/usr/bin/env bash
# Regenerates the sysfs fixture trees into OUTDIR and fails if they differ from the
# committed ones (contents and symlink targets alike).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: $0 OUTDIR}
rm -rf "$out"
mkdir -p "$out"
"$here/make-sysfs-fixtures.sh" "$out"
if diff -r --no-dereference "$here/sysfs" "$out"; then
    echo "fixtures: the committed trees match make-sysfs-fixtures.sh"
else
    echo "fixtures: the committed trees differ from what make-sysfs-fixtures.sh makes;" \
         "rerun it: tests/data/make-sysfs-fixtures.sh tests/data/sysfs" >&2
    exit 1
fi
