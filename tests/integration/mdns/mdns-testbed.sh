#!/usr/bin/env bash
# mDNS finds an uncabled testbed node: a real avahi-daemon per node of scripts/testbed.sh, on
# the node's own system bus, in its own mount namespace (its /run/avahi-daemon and
# /etc/avahi/services are tmpfs there), speaking only on the management port enP7s7.
# Cabling 'A:0-SW B:1-C:1': A's port 0 is alone on the switch and its port 1 unplugged, so no
# cable and no beacon joins A to B or C; only the management LAN does.
#   B: Sparkwire announces _sparkwire._tcp (core/mdns, with B's real key id); ssh announced
#   C: ssh announced only (Sparkwire not running), and a hostile _sparkwire._tcp record
#   A: browses, and must list spark-b.local with Sparkwire and its id, spark-c.local with ssh
#      only (the hostile record refused by the parser), and see B's service go when it stops.
# Needs root (namespaces); run by ctest under tests/integration/private-mounts.sh. ~15 s.
set -uo pipefail

name=swmd$$
# shellcheck disable=SC2034 # read by testbed-common.sh
log_prefix="mdns-testbed"
# shellcheck source-path=SCRIPTDIR source=../testbed-common.sh
. "$(dirname "$0")/../testbed-common.sh"

if ! command -v avahi-daemon >/dev/null; then
    # Not a skip: CI installs it (scripts/install-deps.sh), and must run this test.
    say "FAIL: avahi-daemon is not installed (run scripts/install-deps.sh)"
    exit 1
fi
node_dir() { printf '/run/sparkwire-testbed/%s/%s' "$name" "$1"; }

cleanup() { tb down "$name" >/dev/null 2>&1 || true; }
trap cleanup EXIT

# Waits until FILE has a line matching REGEX (grep -E), at most SECONDS.
wait_line() { # wait_line FILE REGEX SECONDS
    local deadline=$((SECONDS + $3))
    until grep -qE "$2" "$1" 2>/dev/null; do
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.2
    done
}

# start_avahi X: avahi-daemon as node X, with the services in $log_dir/X-services.
start_avahi() {
    local x=$1 conf="$log_dir/avahi-daemon.conf"
    mkdir -p /run/avahi-daemon "$log_dir/$x-services"
    # shellcheck disable=SC2016 # $1 and $2 belong to the inner shell
    tb exec "$name" "$x" unshare --mount --propagation private bash -c '
        mount -t tmpfs -o mode=0755 avahi-run /run/avahi-daemon &&
        mount -t tmpfs -o mode=0755 avahi-services /etc/avahi/services &&
        cp "$2"/. /etc/avahi/services/ -r &&
        exec avahi-daemon --no-chroot --no-drop-root --no-rlimits -f "$1"' \
        _ "$conf" "$log_dir/$x-services" >"$log_dir/avahi-$x.log" 2>&1 &
}

ssh_service() { # ssh_service X
    cat >"$log_dir/$1-services/ssh.service" <<'XML'
<?xml version="1.0" standalone='no'?>
<!DOCTYPE service-group SYSTEM "avahi-service.dtd">
<service-group>
  <name replace-wildcards="yes">%h</name>
  <service><type>_ssh._tcp</type><port>22</port></service>
</service-group>
XML
}

if ! tb up "$name" --cabling 'A:0-SW B:1-C:1' >"$log_dir/up.log" 2>&1; then
    cat "$log_dir/up.log"
    exit 1
fi
start=$SECONDS
cat >"$log_dir/avahi-daemon.conf" <<'EOF_CONF'
[server]
use-ipv4=yes
use-ipv6=yes
allow-interfaces=enP7s7
enable-dbus=yes
ratelimit-interval-usec=1000000
ratelimit-burst=1000
[wide-area]
enable-wide-area=no
[publish]
publish-hinfo=no
publish-workstation=no
EOF_CONF
mkdir -p "$log_dir/A-services" "$log_dir/B-services" "$log_dir/C-services"
ssh_service B
ssh_service C
# A record from the LAN that breaks the rules (no 64-hex id, a bidi override in its name):
# never listed as Sparkwire.
cat >"$log_dir/C-services/hostile.service" <<'XML'
<?xml version="1.0" standalone='no'?>
<!DOCTYPE service-group SYSTEM "avahi-service.dtd">
<service-group>
  <name>spark-c &#x202e;txt.exe</name>
  <service><type>_sparkwire._tcp</type><port>47312</port>
    <txt-record>v=1</txt-record><txt-record>id=zz</txt-record><txt-record>host=spark-a</txt-record>
  </service>
</service-group>
XML
for x in A B C; do start_avahi "$x"; done
for x in A B C; do
    # shellcheck disable=SC2016 # $(seq) belongs to the inner shell
    tb exec "$name" "$x" sh -c 'for i in $(seq 100); do
        dbus-send --system --print-reply --dest=org.freedesktop.Avahi / org.freedesktop.Avahi.Server.GetState >/dev/null 2>&1 && exit 0
        sleep 0.1; done; exit 1' || fail "spark-${x,,}'s avahi-daemon is not on its bus: $(tail -n 5 "$log_dir/avahi-$x.log")"
done

id_b=$(sed -nE 's/^sparkwire agent [^ ]+ \(([0-9a-f]+)\) is beaconing.*/\1/p' "$(node_dir B)/agent.log" | head -n1)
[ ${#id_b} = 64 ] || fail "B's agent announced no key id"
"$testbed" exec "$name" B tst_mdns_probe announce "$id_b" spark-b 47312 >"$log_dir/announce-b.log" 2>&1 &
announcer=$! # the probe itself: testbed.sh exec, env and nsenter exec into it
wait_line "$log_dir/announce-b.log" '^announced spark-b$' 10 ||
    fail "B did not announce _sparkwire._tcp: $(cat "$log_dir/announce-b.log")"

"$testbed" exec "$name" A tst_mdns_probe browse 25 >"$log_dir/browse-a.log" 2>&1 &
browser=$!
wait_line "$log_dir/browse-a.log" "^host spark-b\.local sparkwire=yes ssh=yes id=$id_b claims=spark-b$" 12 ||
    fail "A did not find uncabled B with Sparkwire running"
wait_line "$log_dir/browse-a.log" '^host spark-c\.local sparkwire=no ssh=yes id=- claims=-$' 12 ||
    fail "A did not find uncabled C (ssh only)"
if grep -qE 'zz|txt\.exe|sparkwire=yes ssh=yes id=[^ ]+ claims=spark-a' "$log_dir/browse-a.log"; then
    fail "A listed C's hostile record"
fi
if grep -q '^host spark-a\.local' "$log_dir/browse-a.log"; then fail "A listed itself"; fi

# B's Sparkwire stops: its announcement goes (avahi sends the goodbye), its ssh stays.
kill "$announcer"
wait "$announcer" 2>/dev/null
wait_line "$log_dir/browse-a.log" '^host spark-b\.local sparkwire=no ssh=yes id=- claims=-$' 10 ||
    fail "A still lists Sparkwire on B after it stopped"
kill "$browser" 2>/dev/null
wait "$browser" 2>/dev/null
say "mDNS part took $((SECONDS - start)) s"

if [ $failures -gt 0 ]; then
    say "--- A's browse"
    cat "$log_dir/browse-a.log"
    for x in A B C; do
        say "--- avahi-daemon on $x"
        tail -n 15 "$log_dir/avahi-$x.log"
    done
    say "$failures failure(s); logs in $log_dir"
    exit 1
fi
say "PASS: mDNS finds uncabled testbed nodes (logs in $log_dir)"
