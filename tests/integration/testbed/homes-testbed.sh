#!/usr/bin/env bash
# The namespace testbed keeps every node's home its own: two Sparks (A port 1 to B port 1),
# paired, `cluster apply` from A, then what writes into root's ~/.ssh as the password
# database names it (/root): `sparkwirectl ssh-setup spark-b` on A (B's person says yes to
# A's key and to the way back), then `bundle export` on B and, after B lost its ssh config
# and known hosts, `bundle import` on B (the reinstall case). Each node's files land in its
# own home (/run/sparkwire-testbed/NAME/X/home, its /root), and the machine's own /root/.ssh
# is exactly as before: same entries, inodes, times and bytes.
#
# Needs root (namespaces); run by ctest under tests/integration/private-mounts.sh (which
# checks /root/.ssh around every test too).
set -uo pipefail

name=swhm$$
# shellcheck disable=SC2034 # read by testbed-common.sh
log_prefix="homes-testbed"
# shellcheck source-path=SCRIPTDIR source=../testbed-common.sh
. "$(dirname "$0")/../testbed-common.sh"
node_dir() { printf '/run/sparkwire-testbed/%s/%s' "$name" "$1"; }
fingerprint() { bash "$here/../root-ssh-fingerprint.sh"; }
size_of() { stat -c %s "$1" 2>/dev/null || echo 0; }
# wait_log FILE MARK REGEX SECONDS: REGEX shows in FILE after byte MARK
wait_log() {
    local deadline=$((SECONDS + $4))
    until tail -c +$(($2 + 1)) "$1" 2>/dev/null | grep -aqE "$3"; do
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.1
    done
}
# shellcheck disable=SC2016 # $0 belongs to the inner shell
answer() { timeout 5 sh -c 'printf "y\n" >"$0"' "$(node_dir "$1")/agent.in"; }

before=$(fingerprint)
tb down "$name" >/dev/null 2>&1 || true
if ! tb up "$name" --cabling "A:1-B:1" --paired >"$log_dir/up.log" 2>&1; then
    cat "$log_dir/up.log"
    exit 1
fi
trap 'tb down "$name" >/dev/null 2>&1' EXIT

tb exec "$name" A sparkwirectl cluster apply --yes --json >"$log_dir/apply.json" 2>&1 ||
    fail "cluster apply failed: $(cat "$log_dir/apply.json")"
addr_b=$(tb exec "$name" B ip -4 -o addr show dev enp1s0f1np1 | awk '{print $4}' | cut -d/ -f1 | head -n1)
[ -n "$addr_b" ] || fail "B has no IPv4 address on enp1s0f1np1 after the apply"

# ssh-setup from A; B's person lets A's key in, then agrees to the way back.
mark=$(size_of "$(node_dir B)/agent.log")
tb exec "$name" A sparkwirectl ssh-setup spark-b --address "$addr_b" \
    --ssh-host-key "$(node_dir A)/ssh/ssh_host_ed25519_key.pub" >"$log_dir/ssh-setup.txt" 2>&1 &
setup=$!
for question in 'authorized_keys\?' '\.ssh/config\?'; do
    if wait_log "$(node_dir B)/agent.log" "$mark" "$question" 20; then
        mark=$(size_of "$(node_dir B)/agent.log")
        answer B || fail "B's agent does not read its answers"
    else
        fail "B's agent did not ask '$question': $(tail -n 5 "$(node_dir B)/agent.log")"
    fi
done
wait "$setup" || fail "ssh-setup failed: $(cat "$log_dir/ssh-setup.txt")"
grep -q "^Host sparkwire-spark-b$" "$(node_dir A)/home/.ssh/config" 2>/dev/null ||
    fail "A's own ~/.ssh/config has no block for spark-b: $(cat "$log_dir/ssh-setup.txt")"
[ -f "$(node_dir A)/home/.ssh/id_ed25519" ] || fail "A's own key is not in A's home"
grep -q "from=\"" "$(node_dir B)/home/.ssh/authorized_keys" 2>/dev/null ||
    fail "B's own ~/.ssh/authorized_keys does not hold A's key"
grep -q "^Host sparkwire-spark-a$" "$(node_dir B)/home/.ssh/config" 2>/dev/null ||
    fail "B's own ~/.ssh/config has no block for spark-a"
say "ssh-setup wrote into A's and B's own homes"

# The bundle, the reinstall case: exported on B (with the host key of A it pinned), then B
# loses its ~/.ssh/config and known_hosts, and importing the bundle brings both back. (Import
# takes a member's key from the lines pinned under its plain name; ssh-setup pinned A under
# its alias and addresses, which import does not read, so B's person's own pin by name, as
# `ssh-keyscan spark-a` gives it, is added first.)
key_a=$(awk '{print $2}' "$(node_dir A)/ssh/ssh_host_ed25519_key.pub")
echo "spark-a ssh-ed25519 $key_a" >>"$(node_dir B)/home/.ssh/known_hosts"
bundle="$log_dir/bundle.tar.gz"
tb exec "$name" B sparkwirectl bundle export -o "$bundle" >"$log_dir/export.txt" 2>&1 ||
    fail "bundle export on B: $(cat "$log_dir/export.txt")"
rm -f "$(node_dir B)/home/.ssh/config" "$(node_dir B)/home/.ssh/known_hosts"
tb exec "$name" B sparkwirectl bundle import "$bundle" --yes >"$log_dir/import.txt" 2>&1 ||
    fail "bundle import on B: $(cat "$log_dir/import.txt")"
cat "$log_dir/import.txt"
grep -q "$key_a" "$(node_dir B)/home/.ssh/known_hosts" 2>/dev/null ||
    fail "the import did not pin spark-a's host key in B's own ~/.ssh/known_hosts"
grep -q "^Host sparkwire-spark-a$" "$(node_dir B)/home/.ssh/config" 2>/dev/null ||
    fail "the import did not write B's own ~/.ssh/config"

after=$(fingerprint)
if [ "$before" != "$after" ]; then
    fail "the machine's own /root/.ssh changed (before < > after):"
    diff <(echo "$before") <(echo "$after")
fi

if [ $failures -gt 0 ]; then
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "homes testbed passed: the machine's /root/.ssh is as it was"
