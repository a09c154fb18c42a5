#pragma once

#include "PerftestResult.h"
#include "TwinBandwidth.h"

#include <QHash>

#include <optional>

namespace sparkwire::bench {

// What RDMA numbers mean for a Spark link (docs/DESIGN.md §1, §3). Each twin is classified by
// TwinBandwidth (healthy from 80 Gb/s; a healthy twin adds no verdict at all); a port (both
// twins) should reach twice that; a RoCE MTU of 1024 means the netdev MTU is 1500, said only
// where a twin falls short (a twin that carries 80 Gb/s or more at 1024 needs no fix).
namespace RdmaVerdicts {
constexpr double kPortFloorGbps = 160;
// One perftest run on one twin; pcieWidth: the lanes its PCIe link trained at, when known.
QList<Diagnosis> diagnoseOne(const PerftestResult &result,
                             std::optional<int> pcieWidth = std::nullopt);
// The bandwidth runs among these twins (latency runs left out), classified together; a
// twin's PCIe width from pcieWidths by RDMA device, else its own pcieWidth.
QList<TwinBandwidth::Classified> classifyPort(const QList<PerftestResult> &twins,
                                              const QHash<QString, int> &pcieWidths = {});
// Both twins of a port run at once (as `sparkwirectl test rdma` does); pcieWidths by RDMA
// device, where known (TwinBandwidth::pcieWidth).
QList<Diagnosis> diagnosePort(const QList<PerftestResult> &twins,
                              const QHash<QString, int> &pcieWidths = {});
} // namespace RdmaVerdicts

} // namespace sparkwire::bench
