#!/usr/bin/env bash
# The packaged sparkwire-exporter.service, started the way systemd starts it: its
# Environment= lines, then its EnvironmentFile= (whose settings win, as systemd's do), then
# ExecStart with ${VAR} replaced by the variable's value as one word. The unit's program is
# this build's sparkwirectl; the unit's environment file is read from a scratch copy of
# /etc/default (this machine's /etc is never touched). Each start runs in a new network
# namespace of its own, so port 9106 is free and nothing is reachable from outside it.
#   1. no /etc/default/sparkwire-exporter: it listens on 127.0.0.1:9106 and nothing else, and
#      /metrics answers there;
#   2. the file sets SPARKWIRE_EXPORTER_LISTEN=0.0.0.0:9106: it listens there instead.
# Also `systemd-analyze verify` on the unit. Root, or unprivileged user namespaces, needed.
# usage: exporter-unit-test.sh UNIT_FILE SPARKWIRECTL SYSFS_TREE
set -euo pipefail
unit=$1
ctl=$(realpath "$2")
tree=$(realpath "$3")

fail() {
    echo "FAIL: $*" >&2
    exit 1
}
if [ "$(id -u)" = 0 ]; then
    netns=(unshare --net)
elif unshare --user --map-root-user --net true 2>/dev/null; then
    netns=(unshare --user --map-root-user --net)
else
    echo "SKIP: needs root or unprivileged user namespaces for a network namespace of its own"
    exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# systemd-analyze checks that the unit's program exists: point it at this build's.
program=$(sed -n 's/^ExecStart=\([^ ]*\) .*/\1/p' "$unit")
[ -n "$program" ] || fail "no ExecStart in $unit"
sed "s|^ExecStart=$program |ExecStart=$ctl |" "$unit" >"$work/sparkwire-exporter.service"
systemd-analyze verify --man=no "$work/sparkwire-exporter.service" ||
    fail "systemd-analyze verify refuses the unit"

# The command line systemd would run, one word a line (ETC: the folder standing for /etc).
command_line() { # command_line ETC
    local line key value file word
    declare -A env=()
    while IFS= read -r line; do
        case "$line" in
        Environment=*)
            line=${line#Environment=}
            env[${line%%=*}]=${line#*=}
            ;;
        esac
    done <"$unit"
    # systemd reads EnvironmentFile= after Environment=, and its settings win.
    while IFS= read -r file; do
        file=${file#-}
        [[ $file == /etc/* ]] || fail "the unit's EnvironmentFile $file is not under /etc"
        [ -f "$1/${file#/etc/}" ] || continue
        while IFS= read -r line; do
            [[ $line =~ ^[[:space:]]*(#|$) ]] && continue
            key=${line%%=*}
            value=${line#*=}
            env[$key]=$value
        done <"$1/${file#/etc/}"
    done < <(sed -n 's/^EnvironmentFile=//p' "$unit")
    read -ra words <<<"$(sed -n 's/^ExecStart=//p' "$unit")"
    for word in "${words[@]}"; do
        [ "$word" = "$program" ] && word=$ctl
        while [[ $word =~ \$\{([A-Za-z_][A-Za-z0-9_]*)\} ]]; do
            word=${word/"${BASH_REMATCH[0]}"/"${env[${BASH_REMATCH[1]}]:-}"}
        done
        printf '%s\n' "$word"
    done
}

# Starts the unit's command in a new network namespace; prints what it listens on (ss) and
# whether /metrics answers on the address it printed.
run_unit() { # run_unit ETC
    local words
    mapfile -t words < <(command_line "$1")
    # shellcheck disable=SC2016 # $0, $@ and $! belong to the inner shell
    SPARKWIRE_SYSFS_ROOT=$tree SPARKWIRE_STATE_DIR=$work/state "${netns[@]}" bash -c '
        ip link set lo up
        # Emptied here, not by the background redirection: that happens in the child, and the
        # wait below could read the "serving" line of the run before, then find nothing
        # listening (CI run 12 failed so on a loaded machine).
        : >"$0"
        "$@" >>"$0" 2>&1 &
        pid=$!
        for _ in $(seq 600); do grep -q "serving http" "$0" && break; sleep 0.05; done
        ss -ltnH | awk "{print \"listening \" \$4}"
        url=$(grep -o "http://[^ ]*/metrics" "$0" | sed "s|//0\.0\.0\.0:|//127.0.0.1:|")
        if curl -sf --max-time 5 "$url" | grep -q "^sparkwire_exporter_scrape_duration_seconds"; then
            echo "metrics answer"
        fi
        kill "$pid"
        wait "$pid" || true' "$work/out" "${words[@]}"
}

mkdir -p "$work/etc/default" "$work/state"
got=$(run_unit "$work/etc")
echo "$got"
[ "$(grep '^listening' <<<"$got")" = "listening 127.0.0.1:9106" ] ||
    fail "with no /etc/default/sparkwire-exporter the unit must listen on 127.0.0.1:9106 only: $(cat "$work/out")"
grep -qx "metrics answer" <<<"$got" || fail "no /metrics on 127.0.0.1:9106: $(cat "$work/out")"

cat >"$work/etc/default/sparkwire-exporter" <<'EOF'
# Prometheus scrapes from another machine.
SPARKWIRE_EXPORTER_LISTEN=0.0.0.0:9106
EOF
got=$(run_unit "$work/etc")
echo "$got"
[ "$(grep '^listening' <<<"$got")" = "listening 0.0.0.0:9106" ] ||
    fail "SPARKWIRE_EXPORTER_LISTEN in /etc/default/sparkwire-exporter was not used: $(cat "$work/out")"
grep -qx "metrics answer" <<<"$got" || fail "no /metrics on 0.0.0.0:9106: $(cat "$work/out")"
echo "the exporter unit listens on 127.0.0.1:9106 unless /etc/default/sparkwire-exporter says otherwise"
