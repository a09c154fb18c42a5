#!/bin/bash
# Third capture on the lent GPU machine (issue #15 point 3): a real out-of-memory. nccl-tests
# sizes its buffers from the card's total memory, not its free memory, so a second test on a
# card that another process already fills runs out of memory at its largest size, as on a
# Spark whose unified memory a model already holds. One call, from the checkout root,
# gpu-carry/ carried.
set -u
ROOT=$(pwd)
W=/tmp/nccl-cap3; rm -rf $W; mkdir -p $W && cd $W || exit 1
O=/tmp/nccl-out3; rm -rf $O; mkdir -p $O
{ date -u; nvidia-smi -L; nvidia-smi --query-gpu=memory.total --format=csv; } > $O/machine.txt 2>&1
mkdir src && tar xzf "$ROOT/gpu-carry/nccl-tests-2.19.6.tar.gz" -C src --strip-components=1
mkdir sw && tar xJf "$ROOT/gpu-carry/sw.tar.xz" -C sw
mkdir -p nccl/include nccl/lib
ln -s /usr/include/nccl.h nccl/include/nccl.h
LIB=$(ldconfig -p | grep 'libnccl.so.2 ' | head -1 | awk '{print $NF}'); ln -s "$LIB" nccl/lib/libnccl.so
( cd src && make -j16 MPI=0 NCCL_HOME=$W/nccl CUDA_HOME=/usr/local/cuda >/dev/null 2>$O/build.err )
B=$W/src/build; ls $B > $O/build.txt 2>&1
export NCCL_NVLS_ENABLE=0
cap() { local name=$1; shift; echo "== $name: $*" >> $O/commands.txt; local t0; t0=$(date +%s)
  timeout -k 5 "${TMO:-90}" "$@" > "$O/$name.txt" 2>&1; echo "$name rc=$? secs=$(( $(date +%s) - t0 ))" >> $O/commands.txt; }
# The hog: one all_gather of 40 GiB with its result check (3 buffers, ~120 GiB), repeated.
$B/all_gather_perf -b 40G -e 40G -g 1 -n 100000 -w 0 > $O/hog.txt 2>&1 &
HOG=$!
for i in $(seq 1 60); do used=$(nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits | head -1)
  [ "${used:-0}" -gt 100000 ] && break; sleep 1; done
echo "hog pid $HOG, memory used ${used:-?} MiB after ${i}s" >> $O/commands.txt
nvidia-smi > $O/nvidia-smi-with-hog.txt 2>&1
NCCL_DEBUG=INFO cap single_oom_real $B/all_gather_perf -b 1G -e 32G -f 2 -g 1
export LD_LIBRARY_PATH=$W/sw/lib PATH=$B:$PATH QT_QPA_PLATFORM=offscreen SPARKWIRE_STATE_DIR=$O/state
SW=$W/sw/bin/sparkwirectl
cap runner_oom_real $SW nccl run --test all_gather_perf --gpus 1 --min 1G --max 32G
kill $HOG; wait $HOG 2>/dev/null
pgrep -af 'all_gather_perf|sparkwirectl' > $O/after_ps.txt
# A general NCCL WARN: an algorithm name NCCL does not know.
NCCL_DEBUG=WARN NCCL_ALGO=NoSuchAlgo cap single_warn_bad_algo $B/all_reduce_perf -b 1M -e 8M -f 2 -g 1
for f in single_oom_real single_warn_bad_algo; do
  $SW nccl parse --json $O/$f.txt > $O/parse_$f.json 2>&1; echo "parse $f rc=$?" >> $O/commands.txt; done
cat $O/commands.txt
tar czf "$OUT/captures3.tgz" -C /tmp nccl-out3
