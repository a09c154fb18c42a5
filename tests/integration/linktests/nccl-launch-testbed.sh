#!/usr/bin/env bash
# `sparkwirectl nccl run --hosts A,B` when mpirun cannot start the test on B, with the real
# OpenMPI mpirun, the real ssh client and a real sshd in two testbed namespaces (the lent GPU
# machine is one host without a second sshd, so these failures could not be captured there):
#   1. nothing listens on B's port 22: ssh refused -> verdict nccl-launch-ssh;
#   2. B's sshd runs but A does not know its host key -> verdict nccl-launch-host-key, at once
#      (the runner asks ssh for BatchMode: it never waits on a yes/no question nobody sees).
# Each run fails (exit 1: the test did not run), keeps mpirun's whole output in its history
# folder, quotes ssh's own words, and leaves no mpirun, ssh or orted behind in A's namespace.
# The runner runs on a terminal (script(1)), where ssh would ask its question and wait.
# usage: nccl-launch-testbed.sh BIN_DIR [CAPTURE_DIR]  (CAPTURE_DIR: also keep raw mpirun output)
# Needs root (namespaces); ctest runs it under tests/integration/private-mounts.sh.
set -uo pipefail
bin=${1:?bin dir}
capture=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
testbed="$here/../testbed.sh"
standin="$here/../../data/nccl/stand-in/all_gather_perf"
prefix=swnl$$
work=$(mktemp -d /tmp/nccl-launch.XXXXXX)
addr_a=192.168.189.1
addr_b=192.168.189.2
failures=0
sshd_pid=

say() { printf '%s\n' "$*"; }
fail() { say "FAIL: $*"; failures=$((failures + 1)); }
finish() {
    [ -n "$sshd_pid" ] && kill "$sshd_pid" 2>/dev/null
    "$testbed" down "$prefix" >/dev/null 2>&1
    if [ "$failures" -gt 0 ]; then
        say "$failures failure(s); logs in $work"
        exit 1
    fi
    rm -rf "$work"
    say "nccl launch testbed cases passed"
    exit 0
}
trap finish INT TERM

for tool in mpirun ssh /usr/sbin/sshd ssh-keygen; do
    command -v "$tool" >/dev/null || { say "SKIP: $tool is not installed (scripts/install-deps.sh installs openmpi-bin, openssh-client and openssh-server)"; exit 77; }
done

if ! "$testbed" up two-node-p1 "$prefix" >"$work/up.log" 2>&1; then
    cat "$work/up.log"
    fail "the testbed did not come up"
    finish
fi
ip -n "$prefix-a" addr add "$addr_a/24" dev enp1s0f1np1
ip -n "$prefix-b" addr add "$addr_b/24" dev enp1s0f1np1

# A's ssh: its own config (so nothing in root's ~/.ssh is read or created), no known hosts,
# StrictHostKeyChecking left at its default "ask", as on a fresh Spark.
ssh-keygen -q -t ed25519 -N '' -f "$work/id_a" -C nccl-launch-test
: >"$work/known_hosts"
cat >"$work/ssh_config" <<CONF
Host *
    IdentityFile $work/id_a
    IdentitiesOnly yes
    UserKnownHostsFile $work/known_hosts
    GlobalKnownHostsFile /dev/null
CONF

# run_case NAME EXPECTED-VERDICT: the runner on A against A and B, then its checks.
run_case() {
    local name=$1 verdict=$2 out="$work/$1.json" state="$work/state-$1" rc t0 secs left
    t0=$(date +%s)
    # On a terminal, as a person runs it: ssh would ask its host-key question there.
    script -qec "timeout -k 5 60 ip netns exec $prefix-a env OMPI_MCA_plm_rsh_agent='ssh -F $work/ssh_config' \
        $bin/sparkwirectl nccl run --test $standin --hosts $addr_a,$addr_b \
        --gpus 1 --min 1M --max 2M --json --state-dir $state >$out 2>$out.err" /dev/null </dev/null >/dev/null
    rc=$?
    secs=$(($(date +%s) - t0))
    say "$name: exit $rc after ${secs}s"
    [ "$rc" = 1 ] || fail "$name: exit $rc, expected 1 (the test did not run): $(cat "$out" "$out.err")"
    [ "$secs" -le 30 ] || fail "$name: took ${secs}s (ssh waited on something)"
    python3 - "$out" "$verdict" <<'PY' || fail "$name: $(cat "$out" "$out.err")"
import json, sys
j = json.load(open(sys.argv[1]))
ids = [d["id"] for d in j["diagnoses"]]
assert j["failed"] and ids and ids[0] == sys.argv[2], ids
print("  verdict:", ids[0], "| evidence:", j["diagnoses"][0]["evidence"])
PY
    local history
    history=$(find "$state/nccl-runs" -mindepth 1 -maxdepth 1 -type d | head -1)
    [ -s "$history/output.txt" ] || fail "$name: no output kept in $state/nccl-runs"
    grep -q "ORTE was unable to reliably start" "$history/output.txt" ||
        fail "$name: mpirun's own words are not in the kept output"
    left=$(ip netns pids "$prefix-a" | xargs -r ps -o comm= -p | grep -E '^(mpirun|orterun|ssh|orted)$' || true)
    [ -z "$left" ] || fail "$name: left behind in A: $left"
}

# raw NAME: mpirun itself (no runner), kept as a fixture when CAPTURE_DIR is given.
raw() {
    [ -n "$capture" ] || return 0
    ip netns exec "$prefix-a" env OMPI_MCA_plm_rsh_agent="ssh -F $work/ssh_config" \
        mpirun -np 2 -H "$addr_a:1,$addr_b:1" --allow-run-as-root \
        --mca plm_rsh_args "-o BatchMode=yes -o ConnectTimeout=10" --bind-to none \
        "$standin" -b 1048576 -e 2097152 -f 2 -g 1 >"$capture/$1.txt" 2>&1
    echo "$1 rc=$?" >>"$capture/commands.txt"
}

say "== ssh refused (no sshd on B)"
run_case ssh-refused nccl-launch-ssh
raw mpi_ssh_refused

say "== host key unknown (sshd on B, A does not know its key)"
ssh-keygen -q -t ed25519 -N '' -f "$work/host_b" -C spark-b-host
cat >"$work/sshd_config" <<CONF
HostKey $work/host_b
ListenAddress $addr_b
PidFile none
UsePAM no
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
AuthorizedKeysFile /dev/null
CONF
mkdir -p /run/sshd
ip netns exec "$prefix-b" /usr/sbin/sshd -D -e -f "$work/sshd_config" 2>"$work/sshd.log" &
sshd_pid=$!
for _ in $(seq 1 50); do
    ip netns exec "$prefix-b" ss -ltn 2>/dev/null | grep -q "$addr_b:22" && break
    sleep 0.1
done
ip netns exec "$prefix-b" ss -ltn | grep -q "$addr_b:22" || fail "sshd did not listen: $(cat "$work/sshd.log")"
run_case host-key-unknown nccl-launch-host-key
raw mpi_host_key_unknown
finish
