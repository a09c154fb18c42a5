#!/bin/bash
# Captures nccl-tests outputs for Sparkwire's fixtures (issue #15 point 3). One call.
set -u
H=$(cd "$(dirname "$0")" && pwd)
W=/tmp/nccl-cap; rm -rf $W; mkdir -p $W && cd $W
O=/tmp/nccl-out; rm -rf $O; mkdir -p $O
log() { echo "== $*"; }
{
date -u; hostname; nvidia-smi -L; nvidia-smi --query-gpu=name,memory.total --format=csv
ip -br link; ip -br addr; mpirun --version | head -2; ldconfig -p | grep libnccl
grep -o 'NCCL_M[A-Z]*  *[0-9]*' /usr/include/nccl.h | head -3
which ssh sshd; ls /root/.ssh 2>/dev/null
find / -xdev -name 'libnccl.so*' 2>/dev/null | grep -v '^/usr/lib/x86_64' | head
} > $O/machine.txt 2>&1
mkdir src && tar xzf $H/nccl-tests-2.19.6.tar.gz -C src
mkdir -p nccl/include nccl/lib mpi
ln -s /usr/include/nccl.h nccl/include/nccl.h
LIB=$(ldconfig -p | grep 'libnccl.so.2 ' | head -1 | awk '{print $NF}'); ln -s $LIB nccl/lib/libnccl.so
ln -s $(mpicc --showme:incdirs | awk '{print $1}') mpi/include
ln -s $(mpicc --showme:libdirs | awk '{print $1}') mpi/lib
( cd src && time make -j16 MPI=1 MPI_HOME=$W/mpi NCCL_HOME=$W/nccl CUDA_HOME=/usr/local/cuda >/dev/null 2>$O/build-mpi.err; \
  time make -j16 MPI=0 NCCL_HOME=$W/nccl CUDA_HOME=/usr/local/cuda BUILDDIR=$W/nompi $W/nompi/all_gather_perf >/dev/null 2>$O/build-nompi.err ) > $O/build-time.txt 2>&1
B=$W/src/build
ls $B $W/nompi >> $O/build-time.txt 2>&1
export NCCL_NVLS_ENABLE=0
MPI="mpirun -np 2 -H localhost:1,localhost:1 --allow-run-as-root -x NCCL_DEBUG=INFO -x NCCL_NVLS_ENABLE=0"
S="-b 1048576 -e 268435456 -f 2"
cap() { local name=$1; shift; log "$name: $*" >> $O/commands.txt; local t0=$(date +%s.%N)
  timeout -k 5 ${TMO:-90} "$@" > $O/$name.txt 2>&1; echo "$name rc=$? secs=$(echo "$(date +%s.%N) - $t0" | bc)" >> $O/commands.txt; }
# 1 single process driving both GPUs (text with INFO log, and -J JSON)
NCCL_DEBUG=INFO cap single_g2_all_gather $B/all_gather_perf $S -g 2
cap single_g2_all_gather_json $B/all_gather_perf $S -g 2 -J $O/single_g2_all_gather.json
NCCL_DEBUG=INFO cap single_g2_all_reduce $B/all_reduce_perf $S -g 2
# 2 two ranks through mpirun (the runner's command line)
cap mpi_localhost_all_gather $MPI --bind-to none $B/all_gather_perf $S -g 1
cap mpi_localhost_all_gather_json $MPI --bind-to none $B/all_gather_perf $S -g 1 -J $O/mpi_localhost_all_gather.json
# 3 socket fallback forced
cap mpi_socket_fallback $MPI -x NCCL_P2P_DISABLE=1 -x NCCL_SHM_DISABLE=1 --bind-to none $B/all_gather_perf $S -g 1
# 4 bootstrap interface missing (mpirun and single process) and present but down
cap mpi_bootstrap_missing $MPI -x NCCL_SOCKET_IFNAME=enp1s0f1np1 --bind-to none $B/all_gather_perf $S -g 1
NCCL_DEBUG=INFO NCCL_SOCKET_IFNAME=enp1s0f1np1 cap single_bootstrap_missing $B/all_gather_perf $S -g 2
if ip link add swdown0 type dummy 2>>$O/commands.txt; then ip addr add 10.99.0.1/24 dev swdown0; ip -br addr show swdown0 >> $O/commands.txt
  cap mpi_bootstrap_down $MPI -x NCCL_SOCKET_IFNAME=swdown0 --bind-to none $B/all_gather_perf $S -g 1; ip link del swdown0; fi
# 5 binary missing; not built with MPI; ssh refused; host key unknown
cap mpi_binary_missing $MPI --bind-to none /opt/nccl-tests/build/all_gather_perf $S -g 1
cap mpi_not_built_with_mpi $MPI --bind-to none $W/nompi/all_gather_perf $S -g 1
TMO=30 cap mpi_ssh_refused mpirun -np 2 -H localhost:1,127.0.0.2:1 --allow-run-as-root --mca plm_rsh_agent "ssh -p 1 -o BatchMode=yes" -x NCCL_DEBUG=INFO --bind-to none $B/all_gather_perf $S -g 1
if which sshd >/dev/null 2>&1; then mkdir -p /run/sshd; ssh-keygen -q -t ed25519 -N '' -f $W/hk; $(which sshd) -p 2222 -h $W/hk -o ListenAddress=127.0.0.1
  TMO=30 cap mpi_host_key_unknown mpirun -np 2 -H localhost:1,127.0.0.2:1 --allow-run-as-root --mca plm_rsh_agent "ssh -p 2222 -o BatchMode=yes -o StrictHostKeyChecking=yes -o UserKnownHostsFile=$W/kh" -x NCCL_DEBUG=INFO --bind-to none $B/all_gather_perf $S -g 1; fi
# 6 out of memory at a message size
TMO=120 NCCL_DEBUG=INFO cap single_oom $B/all_gather_perf -b 1G -e 128G -f 4 -g 2
# 7 NCCL version differs (only if a second libnccl exists here)
ALT=$(find / -xdev -name 'libnccl.so.2*' 2>/dev/null | grep -v -e '^/usr/lib' -e "^$W" | head -1)
if [ -n "$ALT" ]; then echo "alt nccl: $ALT" >> $O/commands.txt
  cap mpi_version_differs mpirun --allow-run-as-root -x NCCL_DEBUG=INFO -x NCCL_NVLS_ENABLE=0 --bind-to none -np 1 -H localhost:2 $B/all_gather_perf $S -g 1 : -np 1 -H localhost:2 -x LD_PRELOAD=$ALT $B/all_gather_perf $S -g 1; fi
# 8 Ctrl-C mid-run, in the foreground; then what is left
log "ctrl-c" >> $O/commands.txt
timeout -s INT 12 $MPI --bind-to none $B/all_gather_perf -b 1M -e 1G -f 2 -n 2000 -g 1 > $O/mpi_ctrl_c.txt 2>&1; echo "ctrl_c rc=$?" >> $O/commands.txt
sleep 3; ps -eo pid,ppid,stat,cmd | grep -e perf -e mpirun -e orted | grep -v grep > $O/after_ctrl_c_ps.txt; echo "left=$(wc -l < $O/after_ctrl_c_ps.txt)" >> $O/commands.txt
NCCL_DEBUG=INFO timeout -s INT 10 $B/all_gather_perf -b 1M -e 1G -f 2 -n 2000 -g 2 > $O/single_ctrl_c.txt 2>&1; echo "single ctrl_c rc=$?" >> $O/commands.txt
sleep 2; ps -eo pid,ppid,stat,cmd | grep -e _perf | grep -v grep >> $O/after_ctrl_c_ps.txt
# 9 the project's runner, if carried
if [ -x $H/bin/sparkwirectl ]; then export LD_LIBRARY_PATH=$H/lib PATH=$B:$PATH QT_QPA_PLATFORM=offscreen
  for a in "--hosts localhost,localhost" "" ; do $H/bin/sparkwirectl nccl run $a --help >/dev/null 2>&1; done
  bash $H/runner.sh $B > $O/runner.txt 2>&1; fi
cat $O/commands.txt
tar czf $OUT/captures.tgz -C /tmp nccl-out; ls -la $O
