#!/bin/bash
# Fourth capture on the lent GPU machine (issue #15 point 3): NCCL WARN lines that no specific
# verdict explains, for the general rule that quotes NCCL's words. Two ranks on the same GPU
# (NCCL_TESTS_DEVICE=0 pins every process to device 0, as a wrong CUDA_VISIBLE_DEVICES does),
# and NCCL_NET=IB forced on a machine without an IB device. One call, from the checkout root,
# gpu-carry/ carried.
set -u
ROOT=$(pwd)
W=/tmp/nccl-cap4; rm -rf $W; mkdir -p $W && cd $W || exit 1
O=/tmp/nccl-out4; rm -rf $O; mkdir -p $O
{ date -u; nvidia-smi -L; mpirun --version | head -1; } > $O/machine.txt 2>&1
mkdir src && tar xzf "$ROOT/gpu-carry/nccl-tests-2.19.6.tar.gz" -C src --strip-components=1
mkdir sw && tar xJf "$ROOT/gpu-carry/sw.tar.xz" -C sw
mkdir -p nccl/include nccl/lib mpi
ln -s /usr/include/nccl.h nccl/include/nccl.h
LIB=$(ldconfig -p | grep 'libnccl.so.2 ' | head -1 | awk '{print $NF}'); ln -s "$LIB" nccl/lib/libnccl.so
ln -s "$(mpicc --showme:incdirs | awk '{print $1}')" mpi/include
ln -s "$(mpicc --showme:libdirs | awk '{print $1}')" mpi/lib
( cd src && make -j16 MPI=1 MPI_HOME=$W/mpi NCCL_HOME=$W/nccl CUDA_HOME=/usr/local/cuda >/dev/null 2>$O/build.err )
B=$W/src/build; ls $B > $O/build.txt 2>&1
export NCCL_NVLS_ENABLE=0
cap() { local name=$1; shift; echo "== $name: $*" >> $O/commands.txt; local t0; t0=$(date +%s)
  timeout -k 5 "${TMO:-90}" "$@" > "$O/$name.txt" 2>&1; echo "$name rc=$? secs=$(( $(date +%s) - t0 ))" >> $O/commands.txt; }
S=(-b 1048576 -e 16777216 -f 2 -g 1)
cap mpi_duplicate_gpu mpirun -np 2 -H localhost:1,localhost:1 --allow-run-as-root -x NCCL_DEBUG=WARN -x NCCL_TESTS_DEVICE=0 --bind-to none $B/all_gather_perf "${S[@]}"
NCCL_DEBUG=WARN NCCL_NET=IB cap single_net_ib_forced $B/all_gather_perf "${S[@]}"
export LD_LIBRARY_PATH=$W/sw/lib PATH=$B:$PATH QT_QPA_PLATFORM=offscreen SPARKWIRE_STATE_DIR=$O/state
SW=$W/sw/bin/sparkwirectl
NCCL_TESTS_DEVICE=0 cap runner_duplicate_gpu $SW nccl run --test all_gather_perf --hosts localhost,localhost --gpus 1 --min 1M --max 16M
pgrep -af 'all_gather_perf|sparkwirectl|orted' > $O/after_ps.txt
for f in mpi_duplicate_gpu single_net_ib_forced; do
  $SW nccl parse --json $O/$f.txt > $O/parse_$f.json 2>&1; echo "parse $f rc=$?" >> $O/commands.txt; done
cat $O/commands.txt
tar czf "$OUT/captures4.tgz" -C /tmp nccl-out4
