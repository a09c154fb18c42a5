#!/usr/bin/env bash
# Installs what is needed, builds everything and runs every test twice: a normal build, and
# an AddressSanitizer + UndefinedBehaviorSanitizer build. Root-only tests (network
# namespaces) run for real when this runs as root, as CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc)
export QTEST_DISABLE_STACK_DUMP=1 QT_QPA_PLATFORM=offscreen

echo "== build and test (RelWithDebInfo, -Werror)"
cmake -S . -B build -G Ninja -DSPARKWIRE_WERROR=ON >/dev/null
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure -j "$jobs" -LE bench

echo "== event-loop stall figures of the GUI tests (each fails above 100 ms)"
bash tests/ui/common/stall-figures.sh build

echo "== benchmarks (figures below)"
status=0
ctest --test-dir build --output-on-failure -L bench -V >build/benchmarks.log 2>&1 || status=$?
grep -E '^[0-9]+: (RESULT|     [0-9.]+ msecs|GUI start|last run|discovery on|figure|exporter:|fleet:)|tests passed|tests failed' build/benchmarks.log || true
[ "$status" = 0 ] || { cat build/benchmarks.log; exit "$status"; }

echo "== build and test (ASan + UBSan)"
# Leak checking stays on; the suppressions name only leaks inside system libraries.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export LSAN_OPTIONS=suppressions=$PWD/tests/sanitizer/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# An unoptimised, instrumented build runs several times slower: the 100 ms stall limit is
# enforced above, in the optimised build; here the watchdog still catches gross blocking.
export SPARKWIRE_STALL_LIMIT_MS=500
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSPARKWIRE_SANITIZE=ON >/dev/null
cmake --build build-asan -j "$jobs"
# Tests labelled `long` ran above; what they exercise runs here in shorter tests (see their
# CMakeLists), which keeps CI within its hour on two cores. The package (label `package`)
# is built and installed from the optimised tree only.
ctest --test-dir build-asan --output-on-failure -j "$jobs" -LE 'bench|long|package'

echo "== fuzz (clang libFuzzer + ASan/UBSan, ${SPARKWIRE_FUZZ_SECONDS:-30} s per target, $jobs at a time)"
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DSPARKWIRE_FUZZ=ON \
    -DSPARKWIRE_FUZZ_SECONDS="${SPARKWIRE_FUZZ_SECONDS:-30}" >/dev/null
cmake --build build-fuzz -j "$jobs"
ctest --test-dir build-fuzz --output-on-failure -j "$jobs"
