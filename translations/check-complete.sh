#!/usr/bin/env bash
# Fails when a user-visible string has no German translation: runs lupdate over the sources
# into a copy of the .ts and looks for unfinished entries.
# usage: check-complete.sh LUPDATE SOURCE_DIR
set -euo pipefail
lupdate=${1:?usage: $0 LUPDATE SOURCE_DIR}
src=${2:?usage: $0 LUPDATE SOURCE_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for ts in "$src"/translations/sparkwire_*.ts; do
    cp "$ts" "$tmp/"
    copy="$tmp/$(basename "$ts")"
    "$lupdate" -silent -no-obsolete -locations none "$src/ui" "$src/core" "$src/app/gui" -ts "$copy"
    missing=$(grep -c 'type="unfinished"' "$copy" || true)
    total=$(grep -c '<source>' "$copy")
    if [ "$missing" != 0 ]; then
        echo "$(basename "$ts"): $missing of $total strings untranslated:"
        grep -B2 'type="unfinished"' "$copy" | grep '<source>' | sed 's/^ */  /'
        exit 1
    fi
    echo "$(basename "$ts"): all $total strings translated"
done
