#pragma once

#include "NcclResult.h"

namespace sparkwire::bench {

// What an NCCL run means for the link, in words (docs/DESIGN.md §3): sockets instead of RDMA fail
// the run whatever the numbers; one RDMA device means one twin idle; two-node all_gather bus
// bandwidth at large sizes must reach 21.875 GB/s (175 Gb/s, ~90% of both twins).
namespace NcclVerdicts {
constexpr double kTwoNodeAllGatherFloorGBps = 21.875;
constexpr qint64 kLargeMessageBytes = 64LL * 1024 * 1024;
// sysfsRoot: where a netdev the run named is looked up ("/sys" for a run on this machine;
// empty: not looked up, the output came from elsewhere).
QList<Diagnosis> diagnose(const NcclResult &result, const QString &sysfsRoot = QString());
// "missing", "down" or "up" for a netdev under sysfsRoot/class/net; empty for a name that is
// a list or a pattern (NCCL_SOCKET_IFNAME=^docker,lo), or without a root.
QString netdevState(const QString &sysfsRoot, const QString &name);
// The floor a result's chart draws, when one applies (two-node all_gather).
std::optional<double> busbwFloor(const NcclResult &result);
} // namespace NcclVerdicts

} // namespace sparkwire::bench
