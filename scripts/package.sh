#!/usr/bin/env bash
# Builds the Debian package: leaves exactly one sparkwire_<version>_<arch>.deb in
# BUILD_DIR/packages/ (default build/packages/). The architecture is this machine's (dpkg
# --print-architecture): amd64 here, arm64 when run on a DGX Spark (docs/packaging.md).
# usage: scripts/package.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
for tool in dpkg-shlibdeps rsvg-convert gzip; do
    command -v "$tool" >/dev/null || { echo "package: $tool is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
done
# A package installs under /usr; systemd units where this distribution keeps them. Neither
# changes how anything compiles, so an existing build tree is only reconfigured, not rebuilt.
unit_dir=$(pkg-config --variable=systemdsystemunitdir systemd 2>/dev/null || true)
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_INSTALL_PREFIX=/usr \
    -DSPARKWIRE_SYSTEMD_UNIT_DIR="${unit_dir:-/lib/systemd/system}" >/dev/null
build=$(cd "$build" && pwd)
rm -rf "$build/packages"
# Only what the package holds (`cmake --build BUILD --target package` builds every test too):
# the three programs (the GUI's translations with it), the icons, man pages and changelog.
# A file some install() rule names but nobody built makes cpack fail, loudly.
cmake --build "$build" -j "${SPARKWIRE_JOBS:-$(nproc)}" --target sparkwire sparkwirectl \
    sparkwire-helper sparkwire_icon_pngs sparkwire_package_docs sparkwire_demo_data sparkwire_demo_netplan
(cd "$build" && cpack --config CPackConfig.cmake)
mapfile -t debs < <(find "$build/packages" -maxdepth 1 -name 'sparkwire_*.deb')
if [ "${#debs[@]}" != 1 ]; then
    echo "package: expected one sparkwire_*.deb in $build/packages, found ${#debs[@]}" >&2
    exit 1
fi
echo "${debs[0]}"
