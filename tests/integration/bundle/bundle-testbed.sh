#!/usr/bin/env bash
# The config bundle on the namespace testbed (scripts/testbed.sh): two nodes crosswise
# (A port 1 to B port 0), `sparkwirectl cluster apply --yes` from A, then `bundle export` on
# both members (each reads the other's state over the peer channel), `verify` and `show`; a
# tampered bundle refused by verify and by import with nothing changed; and the reinstall
# case: B loses its netplan and cluster record, `bundle import --yes` brings both back
# through B's helper (tried, kept once A answers over the fabric).
#
# Needs root (namespaces); run by ctest under tests/integration/private-mounts.sh.
set -uo pipefail

name=swbd$$
# shellcheck disable=SC2034 # read by testbed-common.sh
log_prefix="bundle-testbed"
# shellcheck source-path=SCRIPTDIR source=../testbed-common.sh
. "$(dirname "$0")/../testbed-common.sh"
node_dir() { printf '/run/sparkwire-testbed/%s/%s' "$name" "$1"; }
fingerprint() { # every netplan file of a node and its cluster record: path, mode, SHA-256
    local root
    root=$(tb root "$name" "$1")
    {
        (cd "$root" && find etc/netplan -type f | sort | while read -r f; do
            printf '%s %s %s\n' "$f" "$(stat -c %a "$f")" "$(sha256sum <"$f" | cut -d' ' -f1)"
        done)
        sha256sum <"$(node_dir "$1")/state/cluster.json" 2>/dev/null || echo "no record"
    }
}

tb down "$name" >/dev/null 2>&1 || true
if ! tb up "$name" --cabling "A:1-B:0" --paired >"$log_dir/up.log" 2>&1; then
    cat "$log_dir/up.log"
    exit 1
fi
trap 'tb down "$name" >/dev/null 2>&1' EXIT

tb exec "$name" A sparkwirectl cluster apply --yes --json >"$log_dir/apply.json" 2>&1 ||
    fail "cluster apply failed: $(cat "$log_dir/apply.json")"

started=$SECONDS
for n in A B; do
    out="$log_dir/bundle-$n.tar.gz"
    if tb exec "$name" "$n" sparkwirectl bundle export -o "$out" --json >"$log_dir/export-$n.json" 2>&1; then
        python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); sys.exit(0 if len(j["members"])==2 else 1)' \
            "$log_dir/export-$n.json" || fail "export on $n: $(cat "$log_dir/export-$n.json")"
    else
        fail "export on $n failed: $(cat "$log_dir/export-$n.json")"
    fi
    tb exec "$name" "$n" sparkwirectl bundle verify "$out" >"$log_dir/verify-$n.txt" 2>&1 ||
        fail "verify of $n's bundle: $(cat "$log_dir/verify-$n.txt")"
done
say "exported and verified on both members in $((SECONDS - started)) s"
bundle="$log_dir/bundle-A.tar.gz"
tb exec "$name" B sparkwirectl bundle show "$bundle" >"$log_dir/show.txt" 2>&1 ||
    fail "show: $(cat "$log_dir/show.txt")"
grep -q "paired as spark-a" "$log_dir/show.txt" || fail "B does not know A's key: $(cat "$log_dir/show.txt")"
# What each member applied is exactly what the bundle holds.
mkdir -p "$log_dir/unpacked"
tar -xzf "$bundle" -C "$log_dir/unpacked" || fail "tar cannot unpack the bundle"
for n in A B; do
    cmp -s "$(tb root "$name" "$n")/etc/netplan/40-cx7.yaml" \
        "$log_dir/unpacked/nodes/spark-${n,,}/40-cx7.yaml" ||
        fail "the bundle's netplan of spark-${n,,} is not the one in force"
done

# Tampered: refused by verify and by import, nothing changed on B.
python3 - "$bundle" "$log_dir/tampered.tar.gz" <<'PY'
import io, sys, tarfile
src = tarfile.open(sys.argv[1], "r:gz")
out = tarfile.open(sys.argv[2], "w:gz", format=tarfile.PAX_FORMAT)
for m in src.getmembers():
    data = src.extractfile(m).read()
    if m.name == "launch/hostfile":
        data = data.replace(b"192.168.177.2", b"10.0.0.66")
    m.size = len(data)
    out.addfile(m, io.BytesIO(data))
out.close()
PY
before=$(fingerprint B)
tb exec "$name" B sparkwirectl bundle verify "$log_dir/tampered.tar.gz" >"$log_dir/tampered-verify.txt" 2>&1
[ $? = 1 ] || fail "verify accepted a tampered bundle"
tb exec "$name" B sparkwirectl bundle import "$log_dir/tampered.tar.gz" --yes >"$log_dir/tampered-import.txt" 2>&1
[ $? = 3 ] || fail "import of a tampered bundle: $(cat "$log_dir/tampered-import.txt")"
[ "$(fingerprint B)" = "$before" ] || fail "a refused import changed B"

# Nothing to do on a member that is as the bundle says.
tb exec "$name" B sparkwirectl bundle import "$bundle" --yes >"$log_dir/import-same.txt" 2>&1 ||
    fail "import on an unchanged member: $(cat "$log_dir/import-same.txt")"
grep -q "Nothing to do" "$log_dir/import-same.txt" || fail "import-same: $(cat "$log_dir/import-same.txt")"

# Reinstall: B loses its 40-cx7.yaml and its record (its key stays), the bundle brings both back.
before=$(fingerprint B)
rm -f "$(tb root "$name" B)/etc/netplan/40-cx7.yaml" "$(node_dir B)/state/cluster.json"
started=$SECONDS
if tb exec "$name" B sparkwirectl bundle import "$bundle" --yes >"$log_dir/import.txt" 2>&1; then
    say "import on B restored it in $((SECONDS - started)) s"
else
    fail "import on B: $(cat "$log_dir/import.txt")"
fi
[ "$(fingerprint B)" = "$before" ] || {
    fail "B after import is not as before:"
    diff <(echo "$before") <(fingerprint B)
}

if [ $failures -gt 0 ]; then
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "bundle testbed passed"
