#!/bin/bash
# Captures nccl-tests and Sparkwire-runner outputs on the lent GPU machine for the fixtures
# (issue #15 point 3). One call, from the checkout root:
#   bash tests/data/nccl/gpu-2026-11-25-x2/capture.sh   (with gpu-carry/ carried: the
#   nccl-tests source tarball and sw.tar.xz = sparkwirectl + its non-glibc libraries)
# The first capture (gpu-2026-11-25/) unpacked the tarball one folder too deep; this one strips
# the tarball's top folder.
set -u
ROOT=$(pwd)
W=/tmp/nccl-cap; rm -rf $W; mkdir -p $W && cd $W || exit 1
O=/tmp/nccl-out; rm -rf $O; mkdir -p $O
log() { echo "== $*"; }
{
date -u; nvidia-smi -L; nvidia-smi --query-gpu=name,memory.total --format=csv
mpirun --version | head -2; ldconfig -p | grep libnccl.so
grep -o 'NCCL_M[A-Z]*  *[0-9]*' /usr/include/nccl.h | head -3
ls /sys/class/net; grep -E 'MemTotal|CmaTotal' /proc/meminfo
} > $O/machine.txt 2>&1
mkdir src && tar xzf $ROOT/gpu-carry/nccl-tests-2.19.6.tar.gz -C src --strip-components=1
mkdir sw && tar xJf $ROOT/gpu-carry/sw.tar.xz -C sw
mkdir -p nccl/include nccl/lib mpi
ln -s /usr/include/nccl.h nccl/include/nccl.h
LIB=$(ldconfig -p | grep 'libnccl.so.2 ' | head -1 | awk '{print $NF}'); ln -s $LIB nccl/lib/libnccl.so
ln -s "$(mpicc --showme:incdirs | awk '{print $1}')" mpi/include
ln -s "$(mpicc --showme:libdirs | awk '{print $1}')" mpi/lib
( cd src && time make -j16 MPI=1 MPI_HOME=$W/mpi NCCL_HOME=$W/nccl CUDA_HOME=/usr/local/cuda >/dev/null 2>$O/build-mpi.err
  time make -j16 MPI=0 NCCL_HOME=$W/nccl CUDA_HOME=/usr/local/cuda BUILDDIR=$W/nompi $W/nompi/all_gather_perf >/dev/null 2>$O/build-nompi.err ) > $O/build-time.txt 2>&1
B=$W/src/build
ls $B $W/nompi >> $O/build-time.txt 2>&1
export NCCL_NVLS_ENABLE=0
MPI="mpirun -np 2 -H localhost:1,localhost:1 --allow-run-as-root -x NCCL_DEBUG=INFO -x NCCL_NVLS_ENABLE=0"
S="-b 1048576 -e 268435456 -f 2"
cap() { local name=$1; shift; log "$name: $*" >> $O/commands.txt; local t0; t0=$(date +%s)
  timeout -k 5 "${TMO:-90}" "$@" > "$O/$name.txt" 2>&1; echo "$name rc=$? secs=$(( $(date +%s) - t0 ))" >> $O/commands.txt; }
# Raw nccl-tests
NCCL_DEBUG=INFO cap single_g2_all_gather $B/all_gather_perf $S -g 2
cap single_g2_all_gather_json $B/all_gather_perf $S -g 2 -J $O/single_g2_all_gather.json
cap mpi_localhost_all_gather_json $MPI --bind-to none $B/all_gather_perf $S -g 1 -J $O/mpi_localhost_all_gather.json
cap mpi_socket_fallback $MPI -x NCCL_P2P_DISABLE=1 -x NCCL_SHM_DISABLE=1 --bind-to none $B/all_gather_perf $S -g 1
NCCL_DEBUG=INFO NCCL_SOCKET_IFNAME=enp1s0f1np1 cap single_bootstrap_missing $B/all_gather_perf $S -g 2
cap mpi_bootstrap_missing $MPI -x NCCL_SOCKET_IFNAME=enp1s0f1np1 --bind-to none $B/all_gather_perf $S -g 1
cap mpi_not_built_with_mpi $MPI --bind-to none $W/nompi/all_gather_perf $S -g 1
TMO=120 NCCL_DEBUG=INFO cap single_oom $B/all_gather_perf -b 1G -e 128G -f 4 -g 2
ALT=$(find / -xdev -name 'libnccl.so.2*' 2>/dev/null | grep -v -e '^/usr/lib' -e '^/lib' -e "^$W" | head -1)
if [ -n "$ALT" ]; then echo "alt nccl: $ALT" >> $O/commands.txt
  cap mpi_version_differs mpirun --allow-run-as-root -x NCCL_DEBUG=INFO -x NCCL_NVLS_ENABLE=0 --bind-to none -np 1 -H localhost:2 $B/all_gather_perf $S -g 1 : -np 1 -H localhost:2 -x LD_PRELOAD=$ALT $B/all_gather_perf $S -g 1; fi
log "raw ctrl-c" >> $O/commands.txt
timeout -s INT 12 $MPI --bind-to none $B/all_gather_perf -b 1M -e 1G -f 2 -n 2000 -g 1 > $O/mpi_ctrl_c.txt 2>&1; echo "mpi_ctrl_c rc=$?" >> $O/commands.txt
sleep 3; ps -eo pid,ppid,stat,cmd | grep -e _perf -e mpirun -e orted | grep -v grep > $O/after_mpi_ctrl_c_ps.txt; echo "left=$(wc -l < $O/after_mpi_ctrl_c_ps.txt)" >> $O/commands.txt
# The project's runner (sparkwirectl nccl run), with its history kept under $O/state
export LD_LIBRARY_PATH=$W/sw/lib PATH=$B:$PATH QT_QPA_PLATFORM=offscreen SPARKWIRE_STATE_DIR=$O/state
SW=$W/sw/bin/sparkwirectl
$SW --version > $O/runner_version.txt 2>&1
RUN="$SW nccl run --test all_gather_perf --min 1M --max 256M"
cap runner_single_g2 $RUN --gpus 2
cap runner_single_g2_json $RUN --gpus 2 --json
cap runner_mpi_localhost $RUN --hosts localhost,localhost --gpus 1
cap runner_mpi_localhost_json $RUN --hosts localhost,localhost --gpus 1 --json
NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 cap runner_socket_fallback $RUN --hosts localhost,localhost --gpus 1
cap runner_bootstrap_missing $RUN --hosts localhost,localhost --gpus 1 --sysfs-root $ROOT/tests/data/sysfs/dgx-port1
cap runner_single_bootstrap_missing $RUN --gpus 2 --sysfs-root $ROOT/tests/data/sysfs/dgx-port1 --json
cap runner_binary_missing $SW nccl run --test /opt/nccl-tests/build/all_gather_perf --hosts localhost,localhost --gpus 1
PATH=$W/nompi:$PATH cap runner_not_built_with_mpi $SW nccl run --test $W/nompi/all_gather_perf --hosts localhost,localhost --gpus 1
TMO=120 cap runner_oom $SW nccl run --test all_gather_perf --min 1G --max 128G --gpus 2
log "runner ctrl-c" >> $O/commands.txt
timeout -s INT 4 $RUN --max 8G --hosts localhost,localhost --gpus 1 > $O/runner_ctrl_c.txt 2>&1; echo "runner_ctrl_c rc=$?" >> $O/commands.txt
sleep 3; ps -eo pid,ppid,stat,cmd | grep -e _perf -e mpirun -e orted -e sparkwirectl | grep -v grep > $O/after_runner_ctrl_c_ps.txt; echo "left=$(wc -l < $O/after_runner_ctrl_c_ps.txt)" >> $O/commands.txt
for f in single_g2_all_gather mpi_socket_fallback single_bootstrap_missing mpi_bootstrap_missing mpi_not_built_with_mpi single_oom; do
  $SW nccl parse --json $O/$f.txt > $O/parse_$f.json 2>&1; echo "parse $f rc=$?" >> $O/commands.txt; done
find $O/state -type f | head -80 > $O/state_files.txt
cat $O/commands.txt
tar czf "$OUT/captures.tgz" -C /tmp nccl-out
