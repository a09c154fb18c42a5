#!/usr/bin/env bash
# Rewrites a built sparkwire .deb's Depends so that it holds on Ubuntu 24.04 (DGX OS) as well
# as on the distribution that built it: every shared library dependency that dpkg-shlibdeps
# named by its Debian 12 name, libfoo (>= v), becomes "libfoot64 (>= v) | libfoo (>= v)".
# Ubuntu 24.04 (and Debian 13) renamed libraries for the 64-bit time_t transition
# (libqt6core6 -> libqt6core6t64, libssl3 -> libssl3t64, libarchive13 -> libarchive13t64, ...);
# on arm64 and amd64 the renamed library has the same soname and ABI, only the package name
# differs. No Ubuntu archive is reachable where this was written, so which libraries were
# renamed is not checked here: every library gets the alternative, and apt takes whichever
# alternative exists (an alternative naming no package is skipped). The toolchain's own
# libraries (libc6, libgcc-s1, libstdc++6) were not renamed and keep their one name, as does a
# name that already ends in t64 (a package built on Ubuntu 24.04 itself). docs/packaging.md.
# usage: packaging/debian/t64-alternatives.sh DEB
set -euo pipefail
deb=${1:?usage: t64-alternatives.sh DEB}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dpkg-deb -R "$deb" "$work/root"
control=$work/root/DEBIAN/control
awk '
/^Depends: / {
    n = split(substr($0, 10), items, /, /)
    out = ""
    for (i = 1; i <= n; i++) {
        item = items[i]
        name = item; sub(/ .*/, "", name)
        rest = substr(item, length(name) + 1)
        if (name ~ /^lib/ && name !~ /t64$/ && name !~ /^(libc6|libgcc-s1|libstdc\+\+6)$/ && item !~ /\|/)
            item = name "t64" rest " | " item
        out = out (i > 1 ? ", " : "") item
    }
    print "Depends: " out
    next
}
{ print }' "$control" >"$work/control"
cat "$work/control" >"$control" # keeps the file's mode (0644, CPack's strict permissions)
# The data member is packed as cpack packed it (same compressor), owned by root.
case "$(ar t "$deb" | grep '^data\.tar')" in
data.tar.gz) z=gzip ;;
data.tar.xz) z=xz ;;
data.tar.zst) z=zstd ;;
*) z=none ;;
esac
dpkg-deb --root-owner-group -Z"$z" --build "$work/root" "$deb" >/dev/null
