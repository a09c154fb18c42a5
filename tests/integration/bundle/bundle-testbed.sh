#!/usr/bin/env bash
# The config bundle on the namespace testbed (scripts/testbed.sh): two nodes crosswise
# (A port 1 to B port 0), `sparkwirectl cluster apply --yes` from A, then `bundle export` on
# both members (each reads the other's state over the peer channel), `verify` and `show`; a
# tampered bundle refused by verify and by import with nothing changed; and the reinstall
# case: B loses its netplan and cluster record, `bundle import --yes` brings both back
# through B's helper (tried, kept once A answers over the fabric). Then issue #25's forger: B
# has pinned spark-a's host key (`ssh-setup spark-a`); a bundle of the same cluster re-signed
# by an unknown key that names itself spark-a and offers its own host key for it is refused by
# `verify` (4: signer unknown) and, imported on B with every yes typed, leaves B's pin for
# spark-a as it was and shows the forger's whole key id; its cluster record then does not make
# the forger's next bundle trusted (a bare y is not enough), and that bundle's member of
# another name gets a pin only with its own typed yes. A plain tar and trailing bytes are
# refused by verify and import.
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

# Every node runs as root here, and ssh-setup and import write into the account's ~/.ssh: in
# this test's private mount namespace, root's home is a folder of the test (a passwd overlay),
# never the machine's /root.
if [ "$(readlink /proc/self/ns/mnt)" = "$(readlink /proc/$PPID/ns/mnt)" ]; then
    say "FAIL: not in a private mount namespace: run it through ctest or tests/integration/private-mounts.sh"
    exit 1
fi
root_home="$log_dir/root-home"
mkdir -m 700 "$root_home"
awk -F: -v OFS=: -v home="$root_home" '$1 == "root" { $6 = home } { print }' /etc/passwd >"$log_dir/passwd"
mount --bind "$log_dir/passwd" /etc/passwd || { say "FAIL: cannot overlay /etc/passwd"; exit 1; }
[ "$(getent passwd root | cut -d: -f6)" = "$root_home" ] || { say "FAIL: root's home is not $root_home"; exit 1; }

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

# ---------------------------------------------------------------- plain tar, trailing bytes
gzip -dc "$bundle" >"$log_dir/plain.tar"
{ cat "$bundle"; printf '#!/bin/sh\necho pwned\n'; } >"$log_dir/trailing.tar.gz"
for f in plain.tar trailing.tar.gz; do
    before=$(fingerprint B)
    tb exec "$name" B sparkwirectl bundle verify "$log_dir/$f" >"$log_dir/$f-verify.txt" 2>&1
    rc=$?
    [ $rc = 1 ] || fail "verify of $f: exit $rc: $(cat "$log_dir/$f-verify.txt")"
    tb exec "$name" B sparkwirectl bundle import "$log_dir/$f" --yes >"$log_dir/$f-import.txt" 2>&1
    rc=$?
    [ $rc = 3 ] || fail "import of $f: exit $rc: $(cat "$log_dir/$f-import.txt")"
    [ "$(fingerprint B)" = "$before" ] || fail "a refused import of $f changed B"
done
grep -q "uncompressed tar" "$log_dir/plain.tar-verify.txt" || fail "plain tar: $(cat "$log_dir/plain.tar-verify.txt")"
grep -q "after the end" "$log_dir/trailing.tar.gz-verify.txt" || fail "trailing: $(cat "$log_dir/trailing.tar.gz-verify.txt")"

# ---------------------------------------------------------------- the forger (issue #25, 2)
# B pins spark-a's host key as a person would: ssh-setup from B, A's person says yes.
da=$(node_dir A)
mark=$(stat -c %s "$da/agent.log")
tb exec "$name" B sparkwirectl ssh-setup spark-a --ssh-host-key "$(node_dir B)/ssh/ssh_host_ed25519_key.pub" \
    >"$log_dir/ssh-setup.txt" 2>&1 &
setup_pid=$!
answered=0
deadline=$((SECONDS + 30))
while kill -0 $setup_pid 2>/dev/null && [ $SECONDS -lt $deadline ]; do
    if [ "$(tail -c +$((mark + 1)) "$da/agent.log" | grep -ac '\[y/N\]')" -gt $answered ]; then
        # shellcheck disable=SC2016 # $0 belongs to the inner shell
        timeout 5 bash -c 'printf "y\n" >"$0"' "$da/agent.in" || fail "nobody reads A's agent"
        answered=$((answered + 1))
    fi
    sleep 0.1
done
kill -0 $setup_pid 2>/dev/null && kill $setup_pid
wait $setup_pid || fail "ssh-setup spark-a on B: $(cat "$log_dir/ssh-setup.txt"; tail -n 5 "$da/agent.log")"
pinned() { grep -a '^sparkwire-spark-a[, ]' "$root_home/.ssh/known_hosts" 2>/dev/null; }
pin_before=$(pinned)
grep -qF "$(cut -d' ' -f2 "$(node_dir A)/ssh/ssh_host_ed25519_key.pub")" <<<"$pin_before" ||
    fail "B did not pin spark-a's own host key: '$pin_before'"

# The forger: a fresh P-256 key of its own, and an SSH host key it offers for "spark-a".
forger="$log_dir/forger"
mkdir -p "$forger"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$forger/key.pem" \
    -out "$forger/cert.pem" -subj /CN=spark-a -days 2 >/dev/null 2>&1 || fail "openssl cannot make a key"
ssh-keygen -q -t ed25519 -N '' -C forger -f "$forger/host" || fail "ssh-keygen"
forger_id=$(openssl x509 -in "$forger/cert.pem" -pubkey -noout | openssl pkey -pubin -outform DER |
    sha256sum | cut -d' ' -f1)
id_a=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["exporter"])' "$log_dir/unpacked/manifest.json")
# forge NAME OUT: A's bundle with A's key id replaced by the forger's everywhere in the
# manifest, the member named NAME (other than spark-a: on .9 addresses), the forger's host key
# under NAME in ssh/known_hosts, its certificate as signer.pem, signed by its key; packed
# again by Python's tarfile.
forge() {
    python3 - "$log_dir/unpacked" "$forger" "$id_a" "$forger_id" "$1" "$2" <<'PY'
import hashlib, io, json, subprocess, sys, tarfile
src, forger, id_a, forger_id, name, out = sys.argv[1:]
files = {}
for path in subprocess.run(["find", ".", "-type", "f"], cwd=src, capture_output=True,
                           text=True, check=True).stdout.split():
    files[path[2:]] = open(f"{src}/{path}", "rb").read()
host_key = open(f"{forger}/host.pub").read().split()
files["ssh/known_hosts"] = f"{name} {host_key[0]} {host_key[1]}\n".encode()
files["signer.pem"] = open(f"{forger}/cert.pem", "rb").read()
manifest = json.loads(files.pop("manifest.json").decode().replace(id_a, forger_id))
files.pop("manifest.json.sig")
for m in manifest["members"]:
    if m["id"] == forger_id:
        old = m["hostname"]
        m["hostname"] = name
        # Under another name it also claims other addresses of the same links (.9): spark-a's
        # are pinned for spark-a, and a bundle never takes them over.
        if name != "spark-a":
            for t in m["twins"]:
                host, prefix = t["address"].split("/")
                t["address"] = host.rsplit(".", 1)[0] + ".9/" + prefix
for m in manifest["record"]["members"]:
    if m["id"] == forger_id:
        m["hostname"] = name
for path in list(files):
    if path.startswith(f"nodes/{old}/"):
        files[path.replace(f"nodes/{old}/", f"nodes/{name}/", 1)] = files.pop(path)
manifest["files"] = {p: hashlib.sha256(d).hexdigest() for p, d in files.items()}
body = json.dumps(manifest, sort_keys=True, separators=(",", ":")).encode()
sig = subprocess.run(["openssl", "dgst", "-sha256", "-sign", f"{forger}/key.pem"],
                     input=b"sparkwire-bundle-1\n" + body, capture_output=True, check=True).stdout
files["manifest.json"] = body
files["manifest.json.sig"] = sig
with tarfile.open(out, "w:gz", format=tarfile.PAX_FORMAT) as t:
    for path in sorted(files):
        info = tarfile.TarInfo(path)
        info.size = len(files[path])
        info.mode = 0o644
        t.addfile(info, io.BytesIO(files[path]))
PY
}
forge spark-a "$log_dir/forged-a.tar.gz" || fail "could not forge the spark-a bundle"
tb exec "$name" B sparkwirectl bundle verify "$log_dir/forged-a.tar.gz" >"$log_dir/forged-verify.txt" 2>&1
rc=$?
[ $rc = 4 ] || fail "verify of the forged bundle: exit $rc (want 4, signer unknown): $(cat "$log_dir/forged-verify.txt")"
# Imported with every yes a person could type: the import itself, and any other question.
printf 'yes\nyes\nyes\n' >"$log_dir/all-yes"
tb exec "$name" B sparkwirectl bundle import "$log_dir/forged-a.tar.gz" <"$log_dir/all-yes" \
    >"$log_dir/forged-import.txt" 2>&1 || fail "import of the forged bundle: $(cat "$log_dir/forged-import.txt")"
[ "$(pinned)" = "$pin_before" ] ||
    fail "the forged bundle changed B's pin for spark-a: '$pin_before' -> '$(pinned)'"
grep -qF "$forger_id" "$log_dir/forged-import.txt" || fail "the forger's whole key id was not shown: $(cat "$log_dir/forged-import.txt")"
grep -q "NOT the spark-a this Spark knows" "$log_dir/forged-import.txt" ||
    fail "the forger passed for spark-a: $(cat "$log_dir/forged-import.txt")"
grep -q "$forger_id" "$(node_dir B)/state/cluster.json" || fail "the import did not write the forger's record"

# Its second bundle: the record the first import wrote is no trust, a bare y does not do.
forge spark-z "$log_dir/forged-z.tar.gz" || fail "could not forge the spark-z bundle"
tb exec "$name" B sparkwirectl bundle import "$log_dir/forged-z.tar.gz" <<<"y" >"$log_dir/second-y.txt" 2>&1
rc=$?
[ $rc = 3 ] || fail "the forger's second bundle was imported on a bare y (exit $rc): $(cat "$log_dir/second-y.txt")"
grep -q "Type yes" "$log_dir/second-y.txt" || fail "second bundle: $(cat "$log_dir/second-y.txt")"
# With the import's yes but no to its member's host key: no pin for spark-z.
printf 'yes\nno\n' | tb exec "$name" B sparkwirectl bundle import "$log_dir/forged-z.tar.gz" \
    >"$log_dir/second-no.txt" 2>&1 || fail "second bundle, no to the pin: $(cat "$log_dir/second-no.txt")"
grep -q "^sparkwire-spark-z[, ]" "$root_home/.ssh/known_hosts" && fail "spark-z was pinned without its own yes"
grep -qF "Pin the host key $(ssh-keygen -lf "$forger/host.pub" | cut -d' ' -f2) for spark-z, key $forger_id" \
    "$log_dir/second-no.txt" || fail "spark-z's pin was not asked on its own: $(cat "$log_dir/second-no.txt")"
# Its own typed yes pins it (added beside spark-a's, which stays).
printf 'yes\nyes\n' | tb exec "$name" B sparkwirectl bundle import "$log_dir/forged-z.tar.gz" \
    >"$log_dir/second-yes.txt" 2>&1 || fail "second bundle, yes to the pin: $(cat "$log_dir/second-yes.txt")"
grep -q "^sparkwire-spark-z[, ]" "$root_home/.ssh/known_hosts" || fail "spark-z was not pinned on its own yes: $(cat "$log_dir/second-yes.txt")"
[ "$(pinned)" = "$pin_before" ] || fail "B's pin for spark-a changed"
say "forged bundles: spark-a's pin kept, the forger unknown and shown whole"

if [ $failures -gt 0 ]; then
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "bundle testbed passed"
