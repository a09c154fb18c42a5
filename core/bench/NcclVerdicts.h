#pragma once

#include "NcclResult.h"

namespace sparkwire::bench {

// What an NCCL run means for the link, in words (DESIGN.md §3): sockets instead of RDMA fail
// the run whatever the numbers; one RDMA device means one twin idle; two-node all_gather bus
// bandwidth at large sizes must reach 21.875 GB/s (175 Gb/s, ~90% of both twins).
namespace NcclVerdicts {
constexpr double kTwoNodeAllGatherFloorGBps = 21.875;
constexpr qint64 kLargeMessageBytes = 64LL * 1024 * 1024;
QList<Diagnosis> diagnose(const NcclResult &result);
// The floor a result's chart draws, when one applies (two-node all_gather).
std::optional<double> busbwFloor(const NcclResult &result);
} // namespace NcclVerdicts

} // namespace sparkwire::bench
