#include "RdmaVerdicts.h"

#include <QCoreApplication>

namespace sparkwire::bench::RdmaVerdicts {

QList<Diagnosis> diagnoseOne(const PerftestResult &r)
{
    QList<Diagnosis> out;
    if (r.mtu && *r.mtu <= 1024)
        out << Diagnosis{QStringLiteral("rdma-mtu-1024"),
                         QCoreApplication::translate(
                             "RdmaVerdicts",
                             "RoCE ran with a %1-byte MTU: the netdev MTU is 1500, which costs "
                             "bandwidth on every packet.")
                             .arg(*r.mtu),
                         QStringLiteral("Mtu : %1[B]").arg(*r.mtu),
                         QCoreApplication::translate(
                             "RdmaVerdicts",
                             "Set mtu: 9000 on every CX-7 netdev on both Sparks (Sparkwire's plan "
                             "does), then run the test again: RoCE then uses 4096.")};
    if (r.isBandwidth() && !r.samples.isEmpty() && r.bwAvgGbps() < kTwinFloorGbps)
        out << Diagnosis{
            QStringLiteral("rdma-twin-slow"),
            QCoreApplication::translate(
                "RdmaVerdicts", "%1 carried %2 Gb/s; a healthy twin carries about 92-100 Gb/s.")
                .arg(r.device.isEmpty() ? QCoreApplication::translate("RdmaVerdicts", "The twin")
                                        : r.device)
                .arg(r.bwAvgGbps(), 0, 'f', 1),
            QStringLiteral("BW average %1 Gb/s").arg(r.bwAvgGbps(), 0, 'f', 2),
            QCoreApplication::translate(
                "RdmaVerdicts",
                "Check the MTU (9000), the cable and the GID index; run with several "
                "QPs (-q 4).")};
    return out;
}

QList<Diagnosis> diagnosePort(const QList<PerftestResult> &twins)
{
    QList<Diagnosis> out;
    double sum = 0;
    int used = 0;
    for (const PerftestResult &t : twins) {
        out << diagnoseOne(t);
        sum += t.bwAvgGbps();
        used += t.bwAvgGbps() > 1 ? 1 : 0;
    }
    if (used == 1)
        out << Diagnosis{
            QStringLiteral("rdma-one-twin"),
            QCoreApplication::translate(
                "RdmaVerdicts", "Only one twin carried traffic: the port tops out near 100 Gb/s."),
            QStringLiteral("%1 of %2 twins above 1 Gb/s").arg(used).arg(twins.size()),
            QCoreApplication::translate(
                "RdmaVerdicts",
                "Address and use both twins (each on its own subnet), and name both "
                "RDMA devices in NCCL_IB_HCA.")};
    if (!twins.isEmpty() && sum < kPortFloorGbps)
        out << Diagnosis{
            QStringLiteral("rdma-port-slow"),
            QCoreApplication::translate(
                "RdmaVerdicts", "Both twins together carried %1 Gb/s; a port should reach 184 Gb/s "
                                "or more.")
                .arg(sum, 0, 'f', 1),
            QStringLiteral("sum of twins %1 Gb/s").arg(sum, 0, 'f', 2),
            QCoreApplication::translate("RdmaVerdicts",
                                        "See the per-twin verdicts; both twins must run at once.")};
    return out;
}

} // namespace sparkwire::bench::RdmaVerdicts
