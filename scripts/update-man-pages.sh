#!/usr/bin/env bash
# Regenerates the man pages sparkwire(1) and sparkwirectl(1) from the programs' real --help
# (help2man), sub-commands' --help included. After changing any --help text:
#   bash scripts/update-man-pages.sh build          # rewrites packaging/man/*.1; commit them
# The test packaging_man_pages_in_sync runs it into a scratch folder and fails on a difference.
# usage: scripts/update-man-pages.sh [BUILD_DIR] [OUT_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-build}" && pwd)
out=${2:-$root/packaging/man}
mkdir -p "$out"
out=$(cd "$out" && pwd)
for tool in help2man gzip; do
    command -v "$tool" >/dev/null || { echo "update-man-pages: $tool is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
done
for prog in sparkwire sparkwirectl; do
    [ -x "$build/bin/$prog" ] || { echo "update-man-pages: build $build/bin/$prog first" >&2; exit 1; }
done

# The same page on every machine and every day: English, no display, the release date from
# the Debian changelog (help2man honours SOURCE_DATE_EPOCH), the programs found by name so
# no build path shows in "Usage:".
export LC_ALL=C.UTF-8 LANGUAGE=en LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
export SOURCE_DATE_EPOCH
SOURCE_DATE_EPOCH=$(date -d "$(sed -n 's/^ -- .*>  //p' "$root/packaging/debian/changelog" | head -n1)" +%s)
export PATH="$build/bin:$PATH"
unset SPARKWIRE_STATE_DIR SPARKWIRE_SYSFS_ROOT SPARKWIRE_NETPLAN_ROOT

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# roff-safe verbatim text: backslashes doubled, a leading dot or quote escaped.
verbatim() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }

# sparkwirectl: one subsection per command, its own --help verbatim.
{
    echo "[COMMAND OPTIONS]"
    sparkwirectl --help | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p' | while read -r cmd; do
        echo ".SS $cmd"
        echo ".nf"
        sparkwirectl "$cmd" --help 2>&1 | verbatim
        echo ".fi"
    done
    cat <<'ROFF'
[FILES]
.TP
.I /lib/systemd/system/sparkwire-agent.service
runs \fBsparkwirectl agent\fR as a service on a headless Spark; off until enabled with
\fBsystemctl enable \-\-now sparkwire\-agent.service\fR. Its state is kept in
\fI/var/lib/sparkwire\-agent\fR.
.TP
.I /lib/systemd/system/sparkwire-exporter.service
runs \fBsparkwirectl exporter\fR as a service, listening on \fB127.0.0.1:9106\fR (this machine
only); off until enabled with \fBsystemctl enable \-\-now sparkwire\-exporter.service\fR.
.TP
.I /etc/default/sparkwire-exporter
not installed; create it to have the exporter service listen elsewhere, e.g. the line
\fBSPARKWIRE_EXPORTER_LISTEN=192.168.1.20:9106\fR (or \fB0.0.0.0:9106\fR for every address),
then \fBsystemctl restart sparkwire\-exporter.service\fR.
.TP
.I /usr/libexec/sparkwire-helper
the privileged helper (D-Bus name \fBorg.sparkwire.Helper1\fR), started by the system bus.
[SEE ALSO]
.BR sparkwire (1)
ROFF
} >"$scratch/sparkwirectl.h2m"
{
    cat <<'ROFF'
[SEE ALSO]
.BR sparkwirectl (1)
ROFF
} >"$scratch/sparkwire.h2m"

help2man --no-info --no-discard-stderr --section 1 \
    --name "set up DGX Spark clusters over ConnectX-7 from the command line" \
    --include "$scratch/sparkwirectl.h2m" --output "$scratch/sparkwirectl.1" sparkwirectl
help2man --no-info --section 1 \
    --name "cluster DGX Sparks over their ConnectX-7 ports (desktop application)" \
    --include "$scratch/sparkwire.h2m" --output "$scratch/sparkwire.1" sparkwire
# help2man's own header line names its version; keep pages comparable across its updates.
for page in sparkwire.1 sparkwirectl.1; do
    sed -i '1{/^\.\\" DO NOT MODIFY THIS FILE!/d}' "$scratch/$page"
    cp "$scratch/$page" "$out/$page"
done
echo "man pages written to $out"
