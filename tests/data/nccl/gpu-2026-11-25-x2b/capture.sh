#!/bin/bash
# Second capture on the lent GPU machine (issue #15 point 3): the failures the first one
# (gpu-2026-11-25-x2) could not produce. One call, from the checkout root, gpu-carry/ carried.
set -u
ROOT=$(pwd)
W=/tmp/nccl-cap2; rm -rf $W; mkdir -p $W && cd $W || exit 1
O=/tmp/nccl-out2; rm -rf $O; mkdir -p $O
{ date -u; nvidia-smi -L; mpirun --version | head -1; } > $O/machine.txt 2>&1
mkdir src && tar xzf "$ROOT/gpu-carry/nccl-tests-2.19.6.tar.gz" -C src --strip-components=1
mkdir sw && tar xJf "$ROOT/gpu-carry/sw.tar.xz" -C sw
mkdir -p nccl/include nccl/lib mpi
ln -s /usr/include/nccl.h nccl/include/nccl.h
LIB=$(ldconfig -p | grep 'libnccl.so.2 ' | head -1 | awk '{print $NF}'); ln -s "$LIB" nccl/lib/libnccl.so
ln -s "$(mpicc --showme:incdirs | awk '{print $1}')" mpi/include
ln -s "$(mpicc --showme:libdirs | awk '{print $1}')" mpi/lib
cp -a src src-nompi
( cd src && make -j16 MPI=1 MPI_HOME=$W/mpi NCCL_HOME=$W/nccl CUDA_HOME=/usr/local/cuda >/dev/null 2>$O/build-mpi.err ) &
( cd src-nompi && make -j16 MPI=0 NCCL_HOME=$W/nccl CUDA_HOME=/usr/local/cuda >/dev/null 2>$O/build-nompi.err ) &
wait
B=$W/src/build; N=$W/src-nompi/build
ls $B $N > $O/build.txt 2>&1
export NCCL_NVLS_ENABLE=0
MPI="mpirun -np 2 -H localhost:1,localhost:1 --allow-run-as-root -x NCCL_DEBUG=INFO -x NCCL_NVLS_ENABLE=0"
S="-b 1048576 -e 16777216 -f 2"
cap() { local name=$1; shift; echo "== $name: $*" >> $O/commands.txt; local t0; t0=$(date +%s)
  timeout -k 5 "${TMO:-90}" "$@" > "$O/$name.txt" 2>&1; echo "$name rc=$? secs=$(( $(date +%s) - t0 ))" >> $O/commands.txt; }
# Built without MPI, started by mpirun: every process runs its own one-rank test.
cap mpi_not_built_with_mpi $MPI --bind-to none $N/all_gather_perf $S -g 1
# Out of memory: 96 GiB all_gather buffers on 80 GB cards.
NCCL_DEBUG=INFO cap single_oom $B/all_gather_perf -b 96G -e 96G -g 2
# ssh to a host that does not resolve, and to an address nobody answers (mpirun's rsh launch).
TMO=60 cap mpi_ssh_unresolvable mpirun -np 2 -H localhost:1,spark-nosuchhost.invalid:1 --allow-run-as-root --mca plm_rsh_agent "ssh -o BatchMode=yes -o ConnectTimeout=5" -x NCCL_DEBUG=INFO --bind-to none $B/all_gather_perf $S -g 1
TMO=60 cap mpi_ssh_unreachable mpirun -np 2 -H localhost:1,198.51.100.7:1 --allow-run-as-root --mca plm_rsh_agent "ssh -o BatchMode=yes -o ConnectTimeout=5" -x NCCL_DEBUG=INFO --bind-to none $B/all_gather_perf $S -g 1
# The project's runner on the same cases.
export LD_LIBRARY_PATH=$W/sw/lib PATH=$B:$PATH QT_QPA_PLATFORM=offscreen SPARKWIRE_STATE_DIR=$O/state
SW=$W/sw/bin/sparkwirectl
cap runner_not_built_with_mpi $SW nccl run --test $N/all_gather_perf --hosts localhost,localhost --gpus 1 --min 1M --max 16M
cap runner_oom $SW nccl run --test all_gather_perf --gpus 2 --min 64G --max 64G
TMO=60 cap runner_ssh_unresolvable $SW nccl run --test all_gather_perf --hosts localhost,spark-nosuchhost.invalid --gpus 1 --min 1M --max 16M
for f in mpi_not_built_with_mpi single_oom mpi_ssh_unresolvable mpi_ssh_unreachable; do
  $SW nccl parse --json $O/$f.txt > $O/parse_$f.json 2>&1; echo "parse $f rc=$?" >> $O/commands.txt; done
cat $O/commands.txt
tar czf "$OUT/captures2.tgz" -C /tmp nccl-out2
