#!/usr/bin/env bash
# Installs what is needed, builds and runs every test, each once: the tests of the window
# (label gui; their 100 ms event-loop stall limit is judged there) and of the network-namespace
# testbed (label testbed) in an optimised build, with the package, the benchmarks and the
# virtual Sparks (label vm); every other test (core, CLI, the root helper's) in an
# AddressSanitizer + UndefinedBehaviorSanitizer build (tests/CMakeLists.txt says which runs
# where); then the fuzz targets; then the arm64 stage (cross-built core and CLI tests, optimised, under
# qemu-user, the arm64 package installed in an arm64 root and compared with this build;
# arm64_stage below). Root-only
# tests (network namespaces) run for real when this runs as root, as CI does. Ends with the
# minutes each stage took (also when a stage fails).
#
# Each tree is a unity build (SPARKWIRE_UNITY: core/, ui/ and app/ compile in batches; it is
# built once from nothing here). The ASan tree builds while the optimised tree's tests run,
# and the fuzz tree while the ASan tests run: most tests wait on daemons, sockets and timers
# and leave a core idle, and the build beside them takes only that (SCHED_IDLE: it runs only
# when no test wants the CPU; stopped outright while the stall figures and benchmarks run).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
export QTEST_DISABLE_STACK_DUMP=1 QT_QPA_PLATFORM=offscreen

# Stage timing: `stage NAME` closes the running stage and opens NAME; the table is printed on
# exit, whatever the exit status.
stage_names=()
stage_seconds=()
stage_name=""
stage_start=0
run_start=$(date +%s)
stage() {
    local now
    now=$(date +%s)
    if [ -n "$stage_name" ]; then
        stage_names+=("$stage_name")
        stage_seconds+=($((now - stage_start)))
    fi
    stage_name=$1
    stage_start=$now
    [ -z "$stage_name" ] || echo "== $stage_name"
}
print_stage_minutes() {
    local status=$? i
    stage ""
    echo "== minutes per stage$([ "$status" = 0 ] || echo " (stopped by a failure, exit status $status)")"
    for i in "${!stage_names[@]}"; do
        awk -v n="${stage_names[$i]}" -v s="${stage_seconds[$i]}" 'BEGIN { printf "%6.1f  %s\n", s / 60, n }'
    done
    awk -v s=$(($(date +%s) - run_start)) 'BEGIN { printf "%6.1f  total\n", s / 60 }'
}

# One tree at a time builds in the background, in its own process group, at idle priority.
background_pid=""
background_name=""
background_start=0
if chrt --idle 0 true 2>/dev/null; then idle=(chrt --idle 0 nice -n 19); else idle=(nice -n 19); fi
background_build() { # NAME BUILD_DIR [cmake --build options: --target ...]
    background_name=$1
    background_start=$(date +%s)
    echo "== $1: builds beside the next stage, at idle priority (log: $2.log)"
    setsid "${idle[@]}" ionice -c 3 cmake --build "$2" -j "$jobs" "${@:3}" >"$2.log" 2>&1 &
    background_pid=$!
}
background_signal() { # STOP or CONT: the whole build (ninja and every compiler it runs)
    [ -z "$background_pid" ] || kill "-$1" -- "-$background_pid" 2>/dev/null || true
}
background_wait() { # LOG: waits for the build; on failure shows its log and stops the run
    local status=0
    wait "$background_pid" || status=$?
    background_pid=""
    awk -v n="$background_name" -v s=$(($(date +%s) - background_start)) \
        'BEGIN { printf "== %s: finished %.1f minutes after it started\n", n, s / 60 }'
    if [ "$status" != 0 ]; then
        cat "$1"
        echo "== $background_name failed (exit status $status)"
        exit "$status"
    fi
    grep -E 'warning:' "$1" || true
}
on_exit() {
    local status=$?
    set +e # the exit status is handed on to print_stage_minutes as $?
    if [ -n "$background_pid" ]; then
        background_signal CONT
        kill -TERM -- "-$background_pid" 2>/dev/null || true
    fi
    [ -z "$arm64_build_pid" ] || kill -TERM -- "-$arm64_build_pid" 2>/dev/null || true
    [ -z "$arm64_root_pid" ] || kill -TERM -- "-$arm64_root_pid" 2>/dev/null || true
    [ -z "${vm_base_pid:-}" ] || kill -TERM -- "-$vm_base_pid" 2>/dev/null || true
    [ -z "${vm_image_pid:-}" ] || kill -TERM -- "-$vm_image_pid" 2>/dev/null || true
    (exit "$status")
    print_stage_minutes
}
trap on_exit EXIT

# The virtual Sparks (label vm, tests/integration/vm, docs/testing.md). Their Debian base image
# (mmdebstrap; no build needed) starts at the very beginning, in the background at idle
# priority, in a slot of its own beside background_build's; once the optimised tree is built
# and its GUI tests have run, the package is made from it and the image with that package
# (guest files, apt-get install, initramfs, mkfs: a few minutes of CPU) is made beside the
# namespace testbeds, at idle priority too (vm_image_start); after the benchmarks the journey
# boots that image (vm_stage). SPARKWIRE_CI_VM=0 leaves it out, 1 puts it in (the default;
# docs/testing.md has its minutes).
VM_STAGE_DEFAULT=1
vm_base_pid=""
vm_image_pid=""
vm_enabled() { [ "${SPARKWIRE_CI_VM:-$VM_STAGE_DEFAULT}" = 1 ]; }
vm_base_start() {
    vm_base_log=$PWD/build-vm-base.log
    if ! vm_enabled; then
        echo "== not run here (SPARKWIRE_CI_VM=0): the tests labelled vm (virtual Sparks under" \
            "qemu); SPARKWIRE_CI_VM=1 or ctest -L vm runs them"
        return
    fi
    if ! command -v qemu-system-x86_64 >/dev/null || ! command -v mmdebstrap >/dev/null; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            qemu-system-x86 qemu-utils mmdebstrap e2fsprogs openssh-client >/dev/null
    fi
    echo "== virtual Sparks' Debian base image: builds beside everything, at idle priority (log: $vm_base_log)"
    vm_base_started=$(date +%s)
    setsid "${idle[@]}" ionice -c 3 scripts/vmbed-image.sh --base-only >"$vm_base_log" 2>&1 &
    vm_base_pid=$!
}
vm_image_start() { # the package (scripts/package.sh on the optimised tree), then its image
    vm_enabled || return 0
    local deb
    stage "package for the virtual Sparks"
    deb=$(bash scripts/package.sh build | tail -n 1)
    # A copy of its own: the installed-package test runs scripts/package.sh on the same tree
    # beside the image's making, and that starts by removing build/packages.
    rm -rf build-vm-deb
    mkdir build-vm-deb
    cp "$deb" build-vm-deb/
    export SPARKWIRE_VMBED_DEB=$PWD/build-vm-deb/${deb##*/}
    vm_image_log=$PWD/build-vm-image.log
    echo "== virtual Sparks' image with ${deb##*/}: made beside the next stages, at idle priority (log: $vm_image_log)"
    vm_image_started=$(date +%s)
    # It waits for the base (the image cache's lock) where that is still being made.
    setsid "${idle[@]}" ionice -c 3 scripts/vmbed-image.sh "$SPARKWIRE_VMBED_DEB" >"$vm_image_log" 2>&1 &
    vm_image_pid=$!
}
vm_wait() { # PID STARTED LOG WHAT: waits for a background part of the images, or stops the run
    local status=0
    wait "$1" || status=$?
    awk -v s=$(($(date +%s) - $2)) -v w="$4" 'BEGIN { printf "== %s: finished %.1f minutes after it started\n", w, s / 60 }'
    [ "$status" = 0 ] || { cat "$3"; echo "== $4 failed (exit status $status)"; exit "$status"; }
}
vm_images_wait() { # before the stall figures and benchmarks, which need the machine alone
    vm_enabled || return 0
    stage "virtual Sparks: the base image and the image, what is left of them"
    [ -z "$vm_base_pid" ] || vm_wait "$vm_base_pid" "$vm_base_started" "$vm_base_log" "the base image"
    vm_base_pid=""
    [ -z "$vm_image_pid" ] || vm_wait "$vm_image_pid" "$vm_image_started" "$vm_image_log" "the image"
    vm_image_pid=""
}
vm_stage() {
    vm_enabled || return 0
    # The boot and the journey on the image made above (SPARKWIRE_VMBED_DEB names its package):
    # tst_vm_journey prints each step's seconds.
    stage "virtual Sparks: the journey (ctest -L vm)"
    ctest --test-dir build --output-on-failure -L vm
}

# The arm64 stage (issue 29; docs/packaging.md): the core and CLI tests (label arm64, the fuzz
# corpora replayed) cross-built for arm64 and run under qemu-user, and the arm64 package
# installed with apt-get in an arm64 Debian root and compared, output for output, with this
# machine's build (tests/arm64/installed-compare.sh). Its three slow parts run beside other
# stages, in the background at idle priority like the ASan and fuzz trees: the root
# (mmdebstrap, from the start), and the cross build (from the ASan tests on). The tree builds
# only the arm64 tests and what the package holds, in unity batches.
arm64_root_pid=""
arm64_build_pid=""
arm64_build_start=0
arm64_root_start() {
    # qemu-user runs the arm64 programs: the tests' children and the root's maintainer scripts.
    if [ ! -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]; then
        mountpoint -q /proc/sys/fs/binfmt_misc || mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
        update-binfmts --enable qemu-aarch64
    fi
    echo "== arm64 Debian root (mmdebstrap): made beside the next stages, at idle priority (log: build-arm64-root.log)"
    rm -f build-arm64-root.tar
    # With the libraries and services the package depends on (Debian 12's names), fetched and
    # set up here, beside the build: the final `apt-get install ./…deb` then adds the package
    # alone (it fetches whatever this list misses). Done at the end, apt's setup of these
    # under qemu-user was most of the compare check's 9.5 minutes on the loaded development
    # machine (docs/packaging.md).
    setsid "${idle[@]}" ionice -c 3 mmdebstrap --arch=arm64 --variant=minbase \
        --include=netplan.io,dbus,polkitd,libqt6core6,libqt6gui6,libqt6widgets6,libqt6network6,libqt6dbus6,libqt6svg6,libqt6charts6,libqt6keychain1,libarchive13,libssl3,libibverbs1,libiperf0,libnl-3-200,libnl-route-3-200,libprometheus-cpp-pull1.0 \
        bookworm build-arm64-root.tar >build-arm64-root.log 2>&1 &
    arm64_root_pid=$!
}
arm64_root_wait() { # the root is made by then, or the run stops with mmdebstrap's log
    [ -n "$arm64_root_pid" ] || return 0
    wait "$arm64_root_pid" || { cat build-arm64-root.log; echo "== mmdebstrap failed"; exit 1; }
    arm64_root_pid=""
}
arm64_targets=(sparkwire_arm64_tests sparkwire sparkwire-helper sparkwire_icon_pngs sparkwire_package_docs
    sparkwire_demo_data sparkwire_demo_netplan)
arm64_build_start() {
    local unit_dir
    # Configured as scripts/package.sh configures it, so that packaging rebuilds nothing.
    unit_dir=$(pkg-config --variable=systemdsystemunitdir systemd 2>/dev/null || true)
    cmake -S . -B build-arm64 -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-aarch64-linux-gnu.cmake \
        -DSPARKWIRE_WERROR=ON -DSPARKWIRE_UNITY=ON -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" -DCMAKE_C_FLAGS_RELEASE="-O2 -DNDEBUG" \
        -DSPARKWIRE_FUZZ_REPLAY=ON -DSPARKWIRE_STATIC_YAML_CPP=ON -DCMAKE_INSTALL_PREFIX=/usr \
        -DSPARKWIRE_SYSTEMD_UNIT_DIR="${unit_dir:-/lib/systemd/system}" >/dev/null
    echo "== build (arm64, cross): builds beside the next stages, at idle priority (log: build-arm64.log)"
    arm64_build_start=$(date +%s)
    setsid "${idle[@]}" ionice -c 3 cmake --build build-arm64 -j "$jobs" --target "${arm64_targets[@]}" \
        >build-arm64.log 2>&1 &
    arm64_build_pid=$!
}
arm64_stage() {
    local status=0
    stage "build (arm64, cross): what is left of it"
    wait "$arm64_build_pid" || status=$?
    arm64_build_pid=""
    awk -v s=$(($(date +%s) - arm64_build_start)) \
        'BEGIN { printf "== build (arm64, cross): finished %.1f minutes after it started\n", s / 60 }'
    [ "$status" = 0 ] || { cat build-arm64.log; echo "== build (arm64, cross) failed (exit status $status)"; exit "$status"; }
    grep -E 'warning:' build-arm64.log || true

    stage "test (arm64 under qemu-user: core and CLI tests, fuzz corpora replayed)"
    ctest --test-dir build-arm64 --output-on-failure -j "$jobs" -L arm64

    stage "package (arm64), installed in an arm64 Debian root and compared with amd64"
    arm64_root_wait
    local deb
    deb=$(bash scripts/package.sh --arch arm64 build-arm64 | tail -n1)
    echo "$deb: $(dpkg-deb -c "$deb" | grep -vc '/$') files, $(stat -c %s "$deb") bytes"
    lintian --fail-on error "$deb" 2>&1 | { grep -v "running with root privileges" || true; }
    bash tests/arm64/installed-compare.sh build-arm64-root.tar "$deb" build/bin/sparkwirectl .
}

stage "install dependencies"
# --arch arm64: also the cross toolchain, the arm64 -dev packages, qemu-user and mmdebstrap
# (the arm64 stage below).
bash scripts/install-deps.sh --arch arm64
arm64_root_start
vm_base_start

# The optimised tree: -O2 with NDEBUG as RelWithDebInfo, without its debug information (nobody
# debugs CI's binaries; -g made a file take 30-60% longer to compile and its object 20-30
# times larger to link). The code is the same as RelWithDebInfo's. It builds the programs, the
# GUI and namespace-testbed tests and what the benchmarks and the tests labelled long run
# (target sparkwire_optimised_tests, tests/CMakeLists.txt).
stage "build (optimised, -Werror: the programs, GUI and testbed tests, benchmarks)"
cmake -S . -B build -G Ninja -DSPARKWIRE_WERROR=ON -DSPARKWIRE_UNITY=ON -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" -DCMAKE_C_FLAGS_RELEASE="-O2 -DNDEBUG" >/dev/null
cmake --build build -j "$jobs" --target sparkwire_optimised_tests

# Debug (assertions on, as before) at -O1, as AddressSanitizer's authors advise: -O0's
# instrumented code runs the tests several times slower. -g1 keeps file:line in the
# sanitizers' stack traces. It builds the tests that run there and their programs (target
# sparkwire_sanitized_tests): not the window, its tests or the namespace testbeds'.
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSPARKWIRE_SANITIZE=ON -DSPARKWIRE_UNITY=ON \
    -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" -DCMAKE_C_FLAGS_DEBUG="-O1 -g1" >/dev/null
background_build "build (ASan + UBSan)" build-asan --target sparkwire_sanitized_tests

# The GUI tests first, two at a time, with nothing but the idle-priority build beside them
# (the stall figures' own tests run in the stage after these; the tests labelled vm in
# vm_stage, below): beside the namespace testbeds, whose daemons keep both cores busy, two
# GUI handlers of 56 and 38 ms took 103 and 109 ms of CPU (fresh-clone run 20).
stage "test (optimised: GUI tests)"
ctest --test-dir build --output-on-failure -j "$jobs" -L gui -LE 'testbed|bench|vm' \
    -E "$(bash tests/ui/common/stall-figures.sh --regex)"
vm_image_start
# Then the namespace testbeds (the GUI one among them) and the package, one more at a time
# than there are cores: each testbed has its own namespaces and state (its name), and most of
# a testbed's time is agents and timers waiting (one at a time they had left a third of two
# cores idle). The idle-priority build and image take what they leave of the CPU.
stage "test (optimised: the namespace testbeds, the package)"
ctest --test-dir build --output-on-failure -j "$((jobs + 1))" -L 'testbed|long|package' -LE 'bench|vm'

# The stall figures and the benchmarks have the machine to themselves: the build is stopped
# (and the arm64 root, made in a few minutes from the start, and the VM images are waited for
# if need be).
arm64_root_wait
vm_images_wait
background_signal STOP
stage "GUI tests with their event-loop stall figures (each fails above 100 ms)"
bash tests/ui/common/stall-figures.sh build

stage "benchmarks (figures below)"
status=0
ctest --test-dir build --output-on-failure -L bench -V >build/benchmarks.log 2>&1 || status=$?
grep -E '^[0-9]+: (RESULT|     [0-9.]+ msecs|GUI start|last run|discovery on|figure|exporter:|fleet:)|tests passed|tests failed' build/benchmarks.log || true
[ "$status" = 0 ] || { cat build/benchmarks.log; exit "$status"; }
# The VMs take both cores (TCG): the ASan build stays stopped meanwhile.
vm_stage
background_signal CONT

# Leak checking stays on; the suppressions name only leaks inside system libraries.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export LSAN_OPTIONS=suppressions=$PWD/tests/sanitizer/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
stage "build (ASan + UBSan): what is left of it"
background_wait build-asan.log
arm64_build_start

# The fuzz tree builds only the fuzz targets and the core libraries they link; -O2 and NDEBUG
# as before, line tables only (enough for file:line in a crash's stack trace).
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DSPARKWIRE_FUZZ=ON -DSPARKWIRE_UNITY=ON \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -gline-tables-only -DNDEBUG" \
    -DCMAKE_C_FLAGS_RELEASE="-O2 -gline-tables-only -DNDEBUG" \
    -DSPARKWIRE_FUZZ_SECONDS="${SPARKWIRE_FUZZ_SECONDS:-30}" >/dev/null
background_build "build (fuzz: clang libFuzzer + ASan/UBSan)" build-fuzz

# Every test that did not run above runs here: the core and CLI tests, and the root helper's
# own test on a real system bus and polkitd (tst_helper).
stage "test (ASan + UBSan: core, CLI, the helper)"
ctest --test-dir build-asan --output-on-failure -j "$jobs" -LE 'bench|long|package|vm|gui|testbed'

stage "build (fuzz: clang libFuzzer + ASan/UBSan): what is left of it"
background_wait build-fuzz.log

stage "fuzz (${SPARKWIRE_FUZZ_SECONDS:-30} s per target, $jobs at a time)"
ctest --test-dir build-fuzz --output-on-failure -j "$jobs"

arm64_stage
