#!/usr/bin/env bash
# Builds the Debian package: leaves exactly one sparkwire_<version>_<arch>.deb in
# BUILD_DIR/packages/ (default build/packages/). The architecture is this machine's (dpkg
# --print-architecture): amd64 here, arm64 when run on a DGX Spark (docs/packaging.md).
# --arch arm64 on an amd64 Debian 12 machine cross-builds the arm64 package instead (default
# BUILD_DIR build-arm64/): it installs the cross toolchain and the arm64 -dev packages first
# (scripts/install-deps.sh --arch arm64, as root) and uses cmake/toolchain-aarch64-linux-gnu.cmake.
# usage: scripts/package.sh [--arch arm64] [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
arch=""
if [ "${1:-}" = --arch ]; then
    arch=${2:?usage: scripts/package.sh [--arch arm64] [BUILD_DIR]}
    shift 2
fi
native=$(dpkg --print-architecture)
[ "$arch" != "$native" ] || arch="" # --arch naming this machine's own is a native build
cross=()
if [ -n "$arch" ]; then
    [ "$arch" = arm64 ] || { echo "package: only --arch arm64 can be cross-built (this machine is $native)" >&2; exit 2; }
    if [ "$(id -u)" = 0 ]; then
        bash "$root/scripts/install-deps.sh" --arch arm64
    else
        echo "package: not root, so nothing is installed; scripts/install-deps.sh --arch arm64 installs what the cross build needs" >&2
    fi
    # yaml-cpp statically: the package is for DGX OS (Ubuntu 24.04, libyaml-cpp0.8) as well
    # as Debian 12 (libyaml-cpp0.7); see docs/packaging.md.
    cross=(-DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchain-aarch64-linux-gnu.cmake" -DSPARKWIRE_STATIC_YAML_CPP=ON)
    build=${1:-$root/build-arm64}
else
    build=${1:-$root/build}
fi
for tool in dpkg-shlibdeps rsvg-convert gzip; do
    command -v "$tool" >/dev/null || { echo "package: $tool is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
done
# A package installs under /usr; systemd units where this distribution keeps them. Neither
# changes how anything compiles, so an existing build tree is only reconfigured, not rebuilt.
unit_dir=$(pkg-config --variable=systemdsystemunitdir systemd 2>/dev/null || true)
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_INSTALL_PREFIX=/usr \
    -DSPARKWIRE_SYSTEMD_UNIT_DIR="${unit_dir:-/lib/systemd/system}" "${cross[@]}" >/dev/null
build=$(cd "$build" && pwd)
rm -rf "$build/packages"
# Only what the package holds (`cmake --build BUILD --target package` builds every test too):
# the three programs (the GUI's translations with it), the icons, man pages and changelog.
# A file some install() rule names but nobody built makes cpack fail, loudly.
cmake --build "$build" -j "${SPARKWIRE_JOBS:-$(nproc)}" --target sparkwire sparkwirectl \
    sparkwire-helper sparkwire_icon_pngs sparkwire_package_docs sparkwire_demo_data sparkwire_demo_netplan
if [ -n "$arch" ]; then
    # dpkg-shlibdeps (run by cpack) reads the arm64 libraries' shlibs and symbols files when
    # dpkg-architecture says the host is arm64.
    # (CC: the cross compiler, which dpkg-architecture checks the GNU type against.)
    (cd "$build" && CC=aarch64-linux-gnu-gcc dpkg-architecture -a "$arch" -c cpack --config CPackConfig.cmake)
else
    (cd "$build" && cpack --config CPackConfig.cmake)
fi
mapfile -t debs < <(find "$build/packages" -maxdepth 1 -name 'sparkwire_*.deb')
if [ "${#debs[@]}" != 1 ]; then
    echo "package: expected one sparkwire_*.deb in $build/packages, found ${#debs[@]}" >&2
    exit 1
fi
bash "$root/packaging/debian/t64-alternatives.sh" "${debs[0]}"
echo "${debs[0]}"
