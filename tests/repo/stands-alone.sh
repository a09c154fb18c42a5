#!/usr/bin/env bash
# The repository stands alone: nothing the build, the tests, the scripts or the docs use names a path
# outside the source tree (a clone anywhere, with nothing beside it, configures, builds and
# passes its tests), and the design document the sources cite is in it, at docs/DESIGN.md.
# Fails with each offending line.
# usage: tests/repo/stands-alone.sh SOURCE_DIR
set -euo pipefail
src=${1:?usage: $0 SOURCE_DIR}
cd "$src"
status=0
# Anything that reads the folder beside the clone (by a relative or absolute path), or a
# CMake path that climbs out of the project root.
# Spelt in parts so this file does not itself name the folder it forbids.
sibling=shar"ed"
pattern="\\.\\./$sibling|/work/$sibling|(PROJECT_SOURCE_DIR|CMAKE_SOURCE_DIR)\\}/\\.\\."
hits=$({ grep -rnE "$pattern" tests scripts .ci docs README.md --exclude=stands-alone.sh || true
         find . -name CMakeLists.txt -not -path './tests/*' -not -path './build*' \
             -exec grep -nHE "$pattern" {} + || true; })
if [ -n "$hits" ]; then
    echo "These lines read outside the repository (copy what they need into tests/data or docs/):"
    echo "$hits"
    status=1
fi
if [ ! -f docs/DESIGN.md ]; then
    echo "docs/DESIGN.md is missing"
    status=1
fi
bare=$(grep -rnE '(^|[^/[:alnum:]_`])DESIGN\.md' core app ui tests scripts packaging README.md \
           --exclude=stands-alone.sh || true)
if [ -n "$bare" ]; then
    echo "These lines cite DESIGN.md without its place (write docs/DESIGN.md):"
    echo "$bare"
    status=1
fi
[ "$status" = 0 ] && echo "nothing under tests/, scripts/, .ci/, docs/, README.md or a CMakeLists.txt reads outside the repository; DESIGN.md is cited as docs/DESIGN.md"
exit "$status"
