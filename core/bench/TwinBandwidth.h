#pragma once

#include "Diagnosis.h"

#include <QList>
#include <QString>

#include <optional>

namespace sparkwire::bench {

// The one classifier of what a twin's RDMA rate means (`rdma parse`, the doctor, the
// dashboard and Verify all use it). A twin carries ~100 Gb/s at most (docs/DESIGN.md §1):
//   healthy     >= 80 Gb/s (NVIDIA's check-connectx-bandwidth passes a twin there);
//   pcie-x2     its PCIe link trained narrower than x4 (a BIOS before 2026-04 wires the second
//               controller at Gen5 x2), read from sysfs' current_link_width;
//   one-twin    near idle (< 8 Gb/s) while the other twin of its port carries traffic;
//   stale-init  8-25 Gb/s: the CX-7 came up from a stale initialisation (reboot, then AC off
//               for at least 60 s);
//   slow        anything else below 80 Gb/s.
// A healthy twin has no diagnosis: callers list only the diagnoses of the others.
class TwinBandwidth
{
public:
    static constexpr double kHealthyGbps = 80;
    static constexpr double kIdleGbps = 8;
    static constexpr double kStaleLowGbps = 8;
    static constexpr double kStaleHighGbps = 25;
    static constexpr int kFullPcieWidth = 4;

    enum class Verdict
    {
        Healthy,
        PcieNarrow,
        OneTwin,
        StaleInit,
        Slow,
    };

    struct Twin
    {
        QString device; // RDMA device, e.g. "roceP2p1s0f1"; may be empty
        double gbps = 0;
        std::optional<int> pcieWidth; // lanes the twin's PCIe link trained at, when known
    };

    struct Classified
    {
        Twin twin;
        Verdict verdict = Verdict::Healthy;
        std::optional<Diagnosis> diagnosis; // none when healthy
    };

    // The twins of one port, measured at the same time (one twin alone is a port of one).
    static QList<Classified> classify(const QList<Twin> &port);
    // The diagnoses of classify()'s unhealthy twins, in order.
    static QList<Diagnosis> diagnoses(const QList<Classified> &classified);
    // "healthy", "pcie-x2", "one-twin", "stale-init", "slow": stable, for JSON.
    static QString verdictName(Verdict verdict);
    // current_link_width of the RDMA device's PCI function under sysfsRoot
    // (class/infiniband/<dev>/device/current_link_width); nullopt when unreadable or when the
    // name is not a plain device name (it may come from a file being parsed).
    static std::optional<int> pcieWidth(const QString &sysfsRoot, const QString &rdmaDevice);
};

} // namespace sparkwire::bench
