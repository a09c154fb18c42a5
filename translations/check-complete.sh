#!/usr/bin/env bash
# Fails when any translations/sparkwire_<lang>.ts is not complete: runs lupdate over the
# sources into a copy of each .ts (keeping what the sources no longer have, so it shows up)
# and fails on an unfinished or empty translation, and on an obsolete or vanished entry
# (translations/README.md says how to fix either).
# usage: check-complete.sh LUPDATE SOURCE_DIR
set -euo pipefail
lupdate=${1:?usage: $0 LUPDATE SOURCE_DIR}
src=${2:?usage: $0 LUPDATE SOURCE_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
shopt -s nullglob
files=("$src"/translations/sparkwire_*.ts)
if [ ${#files[@]} = 0 ]; then
    echo "no translations/sparkwire_*.ts under $src"
    exit 1
fi
for ts in "${files[@]}"; do
    name=$(basename "$ts")
    bad=0
    # Obsolete entries in the committed file itself (lupdate without -no-obsolete left them).
    stale=$(grep -cE 'type="(obsolete|vanished)"' "$ts" || true)
    cp "$ts" "$tmp/$name"
    copy="$tmp/$name"
    # English needs only its plural forms ("%n member(s)" -> "1 member", "2 members").
    only=()
    [ "$name" = sparkwire_en.ts ] && only=(-pluralonly)
    "$lupdate" -silent "${only[@]}" -locations none "$src/ui" "$src/core" "$src/app/gui" -ts "$copy"
    total=$(grep -c '<source>' "$copy")
    # Messages the sources no longer have: lupdate marks them vanished or obsolete.
    gone=$(grep -cE 'type="(obsolete|vanished)"' "$copy" || true)
    missing=$(grep -c 'type="unfinished"' "$copy" || true)
    empty=$(grep -cE '<translation>\s*</translation>|<translation/>|<numerusform>\s*</numerusform>|<numerusform/>' "$copy" || true)
    if [ "$missing" != 0 ] || [ "$empty" != 0 ]; then
        echo "$name: $missing of $total strings untranslated, $empty empty:"
        grep -B2 -E 'type="unfinished"|<translation>\s*</translation>|<translation/>' "$copy" |
            grep '<source>' | sed 's/^ */  /'
        bad=1
    fi
    if [ "$gone" != 0 ] || [ "$stale" != 0 ]; then
        echo "$name: $gone entries are no longer in the sources (obsolete); run lupdate with -no-obsolete:"
        python3 - "$copy" <<'PY'
import sys, xml.etree.ElementTree as ET
for m in ET.parse(sys.argv[1]).getroot().iter('message'):
    t = m.find('translation')
    if t is not None and t.get('type') in ('obsolete', 'vanished'):
        print('  ' + (m.findtext('source') or ''))
PY
        bad=1
    fi
    if [ "$bad" = 0 ]; then
        echo "$name: all $total strings translated, none obsolete"
    else
        status=1
    fi
done
exit $status
