#include "RdmaVerdicts.h"

#include <QCoreApplication>

namespace sparkwire::bench::RdmaVerdicts {

namespace {
std::optional<Diagnosis> mtuVerdict(const PerftestResult &r)
{
    if (!r.mtu || *r.mtu > 1024)
        return std::nullopt;
    return Diagnosis{
        QStringLiteral("rdma-mtu-1024"),
        QCoreApplication::translate(
            "RdmaVerdicts", "RoCE ran with a %1-byte MTU: the netdev MTU is 1500, which costs "
                            "bandwidth on every packet.")
            .arg(*r.mtu),
        QStringLiteral("Mtu : %1[B]").arg(*r.mtu),
        QCoreApplication::translate(
            "RdmaVerdicts", "Set mtu: 9000 on every CX-7 netdev on both Sparks (Sparkwire's plan "
                            "does), then run the test again: RoCE then uses 4096.")};
}

TwinBandwidth::Twin twinOf(const PerftestResult &r, std::optional<int> width)
{
    return {r.device, r.bwAvgGbps(), width};
}

bool measured(const PerftestResult &r)
{
    return r.isBandwidth() && !r.samples.isEmpty();
}
} // namespace

QList<Diagnosis> diagnoseOne(const PerftestResult &r, std::optional<int> pcieWidth)
{
    if (!measured(r)) {
        // A latency run says nothing of bandwidth; its MTU still matters.
        if (const auto mtu = mtuVerdict(r))
            return {*mtu};
        return {};
    }
    const QList<TwinBandwidth::Classified> c =
        TwinBandwidth::classify({twinOf(r, pcieWidth ? pcieWidth : r.pcieWidth)});
    if (c.first().verdict == TwinBandwidth::Verdict::Healthy)
        return {};
    QList<Diagnosis> out;
    if (const auto mtu = mtuVerdict(r))
        out << *mtu;
    out << TwinBandwidth::diagnoses(c);
    return out;
}

QList<TwinBandwidth::Classified> classifyPort(const QList<PerftestResult> &twins,
                                              const QHash<QString, int> &pcieWidths)
{
    QList<TwinBandwidth::Twin> port;
    for (const PerftestResult &t : twins)
        if (measured(t))
            port << twinOf(t, pcieWidths.contains(t.device)
                                  ? std::optional<int>(pcieWidths.value(t.device))
                                  : t.pcieWidth);
    return TwinBandwidth::classify(port);
}

QList<Diagnosis> diagnosePort(const QList<PerftestResult> &twins,
                              const QHash<QString, int> &pcieWidths)
{
    QList<const PerftestResult *> bandwidth;
    double sum = 0;
    for (const PerftestResult &t : twins) {
        if (!measured(t))
            continue;
        bandwidth << &t;
        sum += t.bwAvgGbps();
    }
    const QList<TwinBandwidth::Classified> classified = classifyPort(twins, pcieWidths);
    const qsizetype portSize = classified.size();
    QList<Diagnosis> out;
    bool mtuSaid = false;
    for (qsizetype i = 0; i < classified.size(); ++i) {
        if (!classified.at(i).diagnosis)
            continue;
        if (const auto mtu = mtuVerdict(*bandwidth.at(i)); mtu && !mtuSaid) {
            out << *mtu;
            mtuSaid = true;
        }
        out << *classified.at(i).diagnosis;
    }
    if (portSize > 1 && sum < kPortFloorGbps)
        out << Diagnosis{
            QStringLiteral("rdma-port-slow"),
            QCoreApplication::translate(
                "RdmaVerdicts", "Both twins together carried %1 Gb/s; a port should reach 160 Gb/s "
                                "or more.")
                .arg(sum, 0, 'f', 1),
            QStringLiteral("sum of twins %1 Gb/s").arg(sum, 0, 'f', 2),
            QCoreApplication::translate("RdmaVerdicts",
                                        "See the per-twin verdicts; both twins must run at once.")};
    return out;
}

} // namespace sparkwire::bench::RdmaVerdicts
