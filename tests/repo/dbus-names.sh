#!/usr/bin/env bash
# Every D-Bus name of the helper lives in core/helperclient/HelperIds.h: each method and
# signal sparkwire-helper exports (app/helper/HelperService.h) has its constant there, and no
# file of core/helperclient/ other than HelperIds.h spells a member name as a quoted literal.
# Fails with each offending name or line.
# usage: tests/repo/dbus-names.sh SOURCE_DIR
set -euo pipefail
src=${1:?usage: $0 SOURCE_DIR}
cd "$src"
ids=core/helperclient/HelperIds.h
service=app/helper/HelperService.h
status=0
# The members the helper exports: its public slots and its signals, and the signal it sends
# by hand (CallerStateChanged, a constant of HelperIds.h).
exported=$(awk '/^public Q_SLOTS:/ {on=1; next} /^Q_SIGNALS:/ {on=1; next}
                /^(private|protected|public)/ {on=0}
                on && match($0, /[A-Z][A-Za-z]*\(/) {print substr($0, RSTART, RLENGTH - 1)}' \
               "$service" | sort -u)
if [ -z "$exported" ]; then
    echo "found no exported members in $service"
    exit 1
fi
constants=$(grep -oE 'constexpr char k(Method|[A-Za-z]*Signal)[A-Za-z]*\[\] = "[A-Za-z]+"' "$ids" |
                sed -E 's/.*"([A-Za-z]+)"/\1/' | sort -u)
for name in $exported; do
    if ! grep -qx "$name" <<<"$constants"; then
        echo "$service exports $name, which has no constant in $ids"
        status=1
    fi
done
names=$(printf '%s\n' $exported $constants | sort -u)
for name in $names; do
    hits=$(grep -rnF "\"$name\"" core/helperclient --exclude=HelperIds.h || true)
    if [ -n "$hits" ]; then
        echo "D-Bus member $name spelt as a literal (use its HelperIds.h constant):"
        echo "$hits"
        status=1
    fi
done
[ "$status" = 0 ] && echo "every D-Bus member name is a HelperIds.h constant; core/helperclient spells none itself"
exit "$status"
