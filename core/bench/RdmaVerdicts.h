#pragma once

#include "PerftestResult.h"

namespace sparkwire::bench {

// What RDMA numbers mean for a Spark link (docs/DESIGN.md §1, §3): a twin carries ~100 Gb/s at
// most, so one under ~92 Gb/s is slow; a port (both twins) should reach 184 Gb/s; a RoCE MTU
// of 1024 means the netdev MTU is 1500.
namespace RdmaVerdicts {
constexpr double kTwinFloorGbps = 92;
constexpr double kPortFloorGbps = 184;
// One perftest run on one twin.
QList<Diagnosis> diagnoseOne(const PerftestResult &result);
// Both twins of a port run at once (as `sparkwirectl test rdma` does).
QList<Diagnosis> diagnosePort(const QList<PerftestResult> &twins);
} // namespace RdmaVerdicts

} // namespace sparkwire::bench
